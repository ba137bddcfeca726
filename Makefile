# memopt - a GCC plugin that removes redundant memory operations.
#
#   make            build build/<compiler>/memopt.so for every supported
#                   compiler that is installed (installs what is missing)
#   make install    copy each plugin into its compiler's plugin directory;
#                   PREFIX=DIR: plugins in DIR/lib/memopt/<compiler>/,
#                   memopt-verify and memopt-cc in DIR/bin (mk/install.sh);
#                   DESTDIR=DIR stages either under DIR
#   make uninstall  remove what make install wrote (same DESTDIR, PREFIX)
#   make check      unit, compile, execute, torture-sample and replay tests
#   make torture    GCC's whole gcc.c-torture/execute suite with the plugin
#   make demo       compile the bundled example and show what memopt did
#
# Each component keeps its rules in its own fragment (plugin/plugin.mk,
# tests/tests.mk, gen/gen.mk, verify/verify.mk, fuzz/fuzz.mk, bench/bench.mk)
# and adds its test targets to CHECK_TARGETS.

SHELL := /bin/bash
.DEFAULT_GOAL := all
.DELETE_ON_ERROR:

BUILD := build
HOST_CC := gcc-12
HOST_CXX := g++-12
CORE_CFLAGS := -std=c11 -O2 -g -Wall -Wextra -Wpedantic -fPIC -fvisibility=hidden
JOBS ?= $(shell nproc)

# The compilers a plugin is built for.  Each has: the driver, the C++
# compiler the plugin is built with (its headers' ABI), and a target name.
PLUGIN_COMPILERS := gcc-12 gcc-11 aarch64-linux-gnu-gcc-12
CXX_FOR_gcc-12 := g++-12
CXX_FOR_gcc-11 := g++-11
CXX_FOR_aarch64-linux-gnu-gcc-12 := g++-12

CHECK_TARGETS :=

# The release number, one for the plugin and memopt-verify: VERSION is its
# one source, passed to both as -DMEMOPT_RELEASE.  `gcc -v` prints it as
# "memopt: 0.1", `memopt-verify --version` as "memopt-verify 0.1" with the
# commit after it, which only memopt-verify knows: the commit in the
# plugin would change its sha256 with every commit, and `run --resume`
# refuses a campaign whose plugin hash changed (verify/identity.c).
MEMOPT_RELEASE := $(shell cat VERSION)

.PHONY: all deps deps-build install uninstall check torture demo clean
# Install first, then build in a sub-make: the list of compilers to build
# for is read when make starts, so it must start after the install.
all:
	@mk/deps.sh build
	@$(MAKE) --no-print-directory plugins

deps:
	@mk/deps.sh all
deps-build:
	@mk/deps.sh build

include plugin/plugin.mk
-include tests/unit/unit.mk
-include tests/tests.mk
-include gen/gen.mk
-include verify/verify.mk
-include fuzz/fuzz.mk
-include bench/bench.mk

# make install / make uninstall: mk/install.sh has the one list of files
# both use.  The GCC convention is that -fplugin=NAME looks for NAME.so in
# $(CC -print-file-name=plugin): that is where plugins go without PREFIX.
DESTDIR ?=
PREFIX ?=
INSTALL_ENV = BUILD=$(BUILD) COMPILERS="$(AVAILABLE_COMPILERS)" DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)"
install: plugins $(if $(PREFIX),$(VERIFY) $(MEMGEN))
	@$(INSTALL_ENV) mk/install.sh install
uninstall:
	@$(INSTALL_ENV) mk/install.sh uninstall

# make check-install: both layouts staged under a temporary DESTDIR
# (tests/install-test.sh says what each test checks).
.PHONY: check-install
CHECK_TARGETS += check-install
check-install: plugins $(VERIFY) $(MEMGEN) $(BROKEN_PLUGIN)
	@mkdir -p $(BUILD)/check
	@tests/install-test.sh $(BUILD) $(BUILD)/check/install.results

# make check: run every fragment's tests, each writing a results file with
# lines "PASS name" / "FAIL name" / "SKIP name reason", then total them.
check: deps-build
	@rm -rf $(BUILD)/check && mkdir -p $(BUILD)/check
	@status=0; for t in $(CHECK_TARGETS); do \
	  echo "== $$t"; $(MAKE) --no-print-directory $$t || status=1; \
	done; \
	mk/total.sh $(BUILD)/check || status=1; exit $$status

clean:
	rm -rf $(BUILD)
