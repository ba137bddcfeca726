# plugin.mk - build memopt.so once per compiler.
#
# build/<compiler>/ holds memopt.so (the loader, plugin/loader/), the
# passes it loads, memopt-passes.so, and memopt-check.o (check mode's
# run-time half).  make install copies these three (see mk/install.sh).
#
# The core (plugin/core/*.c, plain C11) is compiled once with the host C
# compiler and linked into every plugin.  The glue (plugin/gcc/*.cc) is
# compiled per compiler against that compiler's plugin headers
# ($(CC) -print-file-name=plugin)/include, with the C++ compiler whose ABI
# matches it, -fno-rtti -fno-exceptions as GCC itself is built.  The cross
# compiler's cc1 runs on the host, so its plugin is a host .so too.

CORE_SRCS := $(wildcard plugin/core/*.c)
CORE_OBJS := $(patsubst plugin/core/%.c,$(BUILD)/core/%.o,$(CORE_SRCS))
CORE_LIB := $(BUILD)/core/libmemopt-core.a
GLUE_SRCS := $(wildcard plugin/gcc/*.cc)
# The remark kinds: plugin/remarks.tsv is their one table; the glue and
# the unit tests see it as $(REMARKS_H) (mk/remarks-header.sh).
REMARKS_H := $(BUILD)/gen/memopt-remarks.h
GLUE_HDRS := $(wildcard plugin/gcc/*.h) plugin/core/memopt.h $(REMARKS_H)

$(REMARKS_H): plugin/remarks.tsv mk/remarks-header.sh
	@mkdir -p $(@D)
	mk/remarks-header.sh $< $@

# Only the compilers that are installed get a plugin (make deps installs all).
AVAILABLE_COMPILERS := $(foreach c,$(PLUGIN_COMPILERS),$(if $(shell command -v $(c) 2>/dev/null),$(c)))
PLUGINS := $(foreach c,$(AVAILABLE_COMPILERS),$(BUILD)/$(c)/memopt.so $(BUILD)/$(c)/memopt-passes.so)
# Check mode's run-time half, one per compiler (compiled by it, for its
# target): plugin/runtime/memopt-check.c.
CHECK_RUNTIMES := $(foreach c,$(AVAILABLE_COMPILERS),$(BUILD)/$(c)/memopt-check.o)

.PHONY: plugins core
plugins: $(PLUGINS) $(CHECK_RUNTIMES) $(BUILD)/memopt.so
core: $(CORE_LIB)

$(BUILD)/core/%.o: plugin/core/%.c plugin/core/memopt.h
	@mkdir -p $(@D)
	$(HOST_CC) $(CORE_CFLAGS) -c $< -o $@

# Archives and plugins are written to a temporary name and renamed, so a
# compiler loading the plugin while it is rebuilt never sees half a file.
$(CORE_LIB): $(CORE_OBJS)
	@rm -f $@.tmp
	ar rcs $@.tmp $^
	@mv -f $@.tmp $@

# memopt.so is the loader (plugin/loader/memopt-loader.c): plain C, no
# GCC symbol, so it loads into any GCC and names the right plugin when the
# compiler is not the one it was built for; it loads memopt-passes.so (the
# glue and the core) from beside itself.  The host C compiler builds it for
# every compiler: it runs in cc1, on the host.
LOADER_CFLAGS = -std=c11 -O2 -g -fPIC -shared -fvisibility=hidden -Wall -Wextra \
  -DMEMOPT_HOST='"$(shell $(HOST_CC) -dumpmachine)"' \
  -DMEMOPT_COMPILERS='"$(PLUGIN_COMPILERS)"'

GLUE_CXXFLAGS = -std=gnu++14 -O2 -g -fPIC -fno-rtti -fno-exceptions \
  -fvisibility=hidden -Wall -Wno-unused-parameter -Wno-literal-suffix \
  -Iplugin/core -I$(BUILD)/gen

# memopt-passes.so carries the little of libstdc++ it uses (operator new,
# the vector's throw helpers): cc1 has libstdc++ linked in statically,
# so a dynamic libstdc++.so.6 would be loaded and relocated by every
# compile only for those, about 3.6 M instructions per translation unit
# (dlopen under callgrind: 4.16 M -> 0.55 M).
PASSES_LDFLAGS = -shared -static-libstdc++ -static-libgcc

# $(1): compiler name
define plugin_rules
$(BUILD)/$(1)/%.o: plugin/gcc/%.cc $(GLUE_HDRS)
	@mkdir -p $$(@D)
	$$(CXX_FOR_$(1)) $$(GLUE_CXXFLAGS) \
	  -I$$(shell $(1) -print-file-name=plugin)/include \
	  -DMEMOPT_COMPILER='"$(1)"' -DMEMOPT_RELEASE='"$(MEMOPT_RELEASE)"' \
	  -c $$< -o $$@
# (memopt.cc's plugin_info has the release: gcc -v prints it)
$(BUILD)/$(1)/memopt.o: VERSION

$(BUILD)/$(1)/memopt-check.o: plugin/runtime/memopt-check.c
	@mkdir -p $$(@D)
	$(1) -std=c11 -O2 -g -fPIC -Wall -Wextra -c $$< -o $$@

$(BUILD)/$(1)/memopt-passes.so: $(patsubst plugin/gcc/%.cc,$(BUILD)/$(1)/%.o,$(GLUE_SRCS)) $(CORE_LIB)
	$$(CXX_FOR_$(1)) $(PASSES_LDFLAGS) -o $$@.tmp $$(filter %.o,$$^) $(CORE_LIB)
	@mv -f $$@.tmp $$@

$(BUILD)/$(1)/memopt.so: plugin/loader/memopt-loader.c | $(BUILD)/$(1)/memopt-passes.so
	@mkdir -p $$(@D)
	$(HOST_CC) $(LOADER_CFLAGS) -I$$(shell $(1) -print-file-name=plugin)/include \
	  -DMEMOPT_COMPILER='"$(1)"' $$< -o $$@.tmp
	@mv -f $$@.tmp $$@
endef
$(foreach c,$(AVAILABLE_COMPILERS),$(eval $(call plugin_rules,$(c))))

$(BUILD)/memopt.so: $(BUILD)/gcc-12/memopt.so
	ln -sf gcc-12/memopt.so $@

# A deliberately broken plugin for the harness's and fuzzers' self-tests:
# built with -DMEMOPT_BROKEN=1, the LSE glue answers NO where the oracle
# says MAY, so it forwards values across possibly aliasing stores.  Never
# installed; only the self-tests use it.
BROKEN_PLUGIN := $(BUILD)/gcc-12-broken/memopt.so
$(BUILD)/gcc-12-broken/%.o: plugin/gcc/%.cc $(GLUE_HDRS)
	@mkdir -p $(@D)
	$(CXX_FOR_gcc-12) $(GLUE_CXXFLAGS) -DMEMOPT_BROKEN=1 \
	  -I$(shell gcc-12 -print-file-name=plugin)/include \
	  -DMEMOPT_COMPILER='"gcc-12 (broken on purpose)"' \
	  -DMEMOPT_RELEASE='"$(MEMOPT_RELEASE)"' -c $< -o $@
$(BUILD)/gcc-12-broken/memopt.o: VERSION
# (with the check-mode run-time object beside it, as every plugin has)
$(BUILD)/gcc-12-broken/memopt-check.o: $(BUILD)/gcc-12/memopt-check.o
	@mkdir -p $(@D)
	cp $< $@
$(BUILD)/gcc-12-broken/memopt-passes.so: $(patsubst plugin/gcc/%.cc,$(BUILD)/gcc-12-broken/%.o,$(GLUE_SRCS)) $(CORE_LIB) \
  | $(BUILD)/gcc-12-broken/memopt-check.o
	$(CXX_FOR_gcc-12) $(PASSES_LDFLAGS) -o $@.tmp $(filter %.o,$^) $(CORE_LIB)
	@mv -f $@.tmp $@
# (the loader is gcc-12's: the broken passes are built for gcc-12)
$(BROKEN_PLUGIN): $(BUILD)/gcc-12/memopt.so | $(BUILD)/gcc-12-broken/memopt-passes.so
	cp $< $@

# make check-layering: the glue's files depend on each other one way only
# (no cycle; nothing calls back into memopt.cc), from the symbols of each
# compiler's objects (mk/layering.sh).
.PHONY: check-layering
CHECK_TARGETS += check-layering
check-layering: plugins
	@mkdir -p $(BUILD)/check
	@mk/layering.sh $(BUILD)/check/layering.results $(addprefix $(BUILD)/,$(AVAILABLE_COMPILERS))

# make check-drift: the documents name every pass, every source file and
# every plugin argument (mk/drift.sh), and the check fails when a row is
# missing (tests/drift-test.sh, on copies of the tree).
.PHONY: check-drift
CHECK_TARGETS += check-drift
check-drift:
	@mkdir -p $(BUILD)/check
	@mk/drift.sh $(BUILD)/check/drift.results
	@tests/drift-test.sh $(BUILD)/check/drift-test.results
