# bench.mk - benchmarks.  Never part of make check: they measure, they do
# not assert timings.
#
#   make bench          the GIMPLE passes: static and dynamic memory
#                       operations removed beyond GCC 12, compile-time
#                       overhead, and linear scaling
#                       (bench/gimple-bench.sh lse); writes
#                       bench/RESULTS-lse.md
#   make bench-phi      memopt-phi over the heap LSE alone: static and
#                       dynamic loads, compile time
#                       (bench/gimple-bench.sh phi);
#                       writes bench/RESULTS-phi.md (part of make bench)
#   make bench-pairs    the AArch64 pair pass (bench/bench-pairs.mk)
#   make bench-redundancy
#                       the memory redundancy left at run time, GCC 12
#                       alone and with memopt, on the real-world suite's
#                       programs under the qemu redundancy profiler
#                       (bench/redundancy.sh); writes
#                       bench/RESULTS-redundancy.md and a summary section
#                       in bench/RESULTS-lse.md.  REDUNDANCY_PROJECTS
#                       (comma-separated real-world projects, default
#                       zlib,lua,bzip2,xz,libpng) narrows or widens it
#   make bench-compile-insns
#                       what the plugin costs the compiler, counted: cc1's
#                       executed instructions (callgrind) over zlib's 15
#                       library sources at -O2, without and with memopt,
#                       both compilers (bench/compile-insns.sh); writes
#                       bench/RESULTS-compile.md.  COMPILE_VS=DIR adds the
#                       plugins of DIR/<compiler>/ (e.g. a build of the
#                       previous commit) beside
#   make bench-clang-loads
#                       where clang-19 executes fewer loads than GCC 12
#                       with memopt, per source function and why
#                       (vectorized, stack, redundancy, code shape):
#                       the projects of CLANG_LOADS_PROJECTS (default
#                       libpng,zlib,bzip2, where clang loads less) built
#                       by gcc, memopt and clang under the redundancy
#                       profiler, then bench/clang-loads.py (and the
#                       same for stores); writes
#                       bench/RESULTS-clang-loads.md
#   make bench-debian   Debian packages of the wide tier built by
#                       dpkg-buildpackage with memopt added through
#                       DEB_CFLAGS_APPEND/DEB_LDFLAGS_APPEND and the
#                       hardening flags, their dh_auto_test run
#                       (bench/debian-build.sh); DEBIAN_PACKAGES (default
#                       lz4 libyaml expat); writes bench/RESULTS-debian.md

GCC_TARBALL := /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz

.PHONY: bench bench-lse bench-phi bench-redundancy bench-clang-loads \
	bench-compile-insns
bench: bench-lse bench-phi

# zlib from the gcc-12-source tarball: a real C program of several thousand
# lines with its own tests (example.c, minigzip.c) as the workload.
$(BUILD)/zlib/.stamp:
	@mk/deps.sh test
	@mkdir -p $(BUILD)/zlib
	tar -xJf $(GCC_TARBALL) -C $(BUILD)/zlib --strip-components=2 \
	  --wildcards 'gcc-12.2.0/zlib/*.[ch]'
	@touch $@

bench-lse: plugins $(BUILD)/zlib/.stamp $(BUILD)/torture/.stamp $(BUILD)/bench-lse-scale
	@mk/deps.sh bench
	bench/gimple-bench.sh lse $(BUILD) bench/RESULTS-lse.md

# memopt-phi against the heap LSE alone (phi=off / phi=on).
bench-phi: plugins $(BUILD)/zlib/.stamp $(BUILD)/torture/.stamp
	@mk/deps.sh bench
	bench/gimple-bench.sh phi $(BUILD) bench/RESULTS-phi.md

# The dynamic counter, a QEMU TCG plugin (a host shared object):
# instructions, loads and stores of a program run under qemu-user.
$(BUILD)/bench/count.so: bench/qemu/count.c bench/qemu/qemu-plugin-api.h
	@mkdir -p $(@D)
	$(HOST_CC) -std=c11 -O2 -Wall -Wextra -Wpedantic -shared -fPIC -o $@ $<

# The dynamic redundancy profiler, a QEMU TCG plugin: loads that repeat a
# value within one function activation, silent and dead stores, per
# instruction (bench/qemu/redundancy.c; bench/redundancy-report.py).
$(BUILD)/bench/redundancy.so: bench/qemu/redundancy.c bench/qemu/qemu-plugin-api.h
	@mkdir -p $(@D)
	$(HOST_CC) -std=c11 -O2 -Wall -Wextra -Wpedantic -shared -fPIC -o $@ $< -lpthread

REDUNDANCY_PROJECTS ?= zlib,lua,bzip2,xz,libpng
bench-redundancy: $(BUILD)/gcc-12/memopt.so $(BUILD)/aarch64-linux-gnu-gcc-12/memopt.so \
		  $(BUILD)/bench/count.so $(BUILD)/bench/redundancy.so
	@mk/deps.sh realworld
	REDUNDANCY_PROJECTS=$(REDUNDANCY_PROJECTS) nice bench/redundancy.sh --jobs $(JOBS)

COMPILE_VS ?=
bench-compile-insns: $(BUILD)/gcc-12/memopt.so $(BUILD)/aarch64-linux-gnu-gcc-12/memopt.so \
		     $(BUILD)/zlib/.stamp
	@mk/deps.sh bench
	nice bench/compile-insns.sh --plugin-dir $(BUILD) --zlib $(BUILD)/zlib \
	  $(if $(COMPILE_VS),--vs-dir $(COMPILE_VS)) --out bench/RESULTS-compile.md

CLANG_LOADS_PROJECTS ?= libpng,zlib,bzip2
CLANG_LOADS_OUT := $(BUILD)/clang-loads
bench-clang-loads: $(BUILD)/gcc-12/memopt.so $(BUILD)/aarch64-linux-gnu-gcc-12/memopt.so \
		   $(BUILD)/bench/redundancy.so
	@mk/deps.sh realworld
	nice bench/realworld/realworld.sh --projects $(CLANG_LOADS_PROJECTS) \
	  --configs gcc,memopt,clang --rounds 0 --jobs $(JOBS) \
	  --counter $(BUILD)/bench/redundancy.so --out $(CLANG_LOADS_OUT)
	bench/clang-loads.py --realworld $(CLANG_LOADS_OUT) --stores \
	  --projects $(CLANG_LOADS_PROJECTS) > bench/RESULTS-clang-loads.md

DEBIAN_PACKAGES ?= lz4 libyaml expat
.PHONY: bench-debian
bench-debian: $(BUILD)/gcc-12/memopt.so
	@mk/deps.sh realworld
	nice bench/debian-build.sh --out $(BUILD)/debian \
	  --results $(BUILD)/debian-build.results $(DEBIAN_PACKAGES); st=$$?; \
	{ echo "# make bench-debian: Debian packages built with memopt"; echo; \
	  echo "dpkg-buildpackage -us -uc -b with DEB_CFLAGS_APPEND=\"-fplugin=memopt.so -fplugin-arg-memopt-verbose\","; \
	  echo "DEB_LDFLAGS_APPEND=-fplugin=memopt.so, dpkg-buildflags' defaults (hardening: -fstack-protector-strong,"; \
	  echo "-D_FORTIFY_SOURCE=2, relro, PIE; -fPIC for the shared libraries) and the package's own tests"; \
	  echo "(dh_auto_test). Measured $$(date -u +%F) with memopt $$(cat VERSION) (commit $$(git rev-parse --short HEAD 2>/dev/null || echo ?)),"; \
	  echo "x86-64 (bench/debian-build.sh). A PASS: built, tests passed, and the plugin's summary lines are in the log."; \
	  echo; sed 's/^/- /' $(BUILD)/debian-build.results; } > bench/RESULTS-debian.md; exit $$st

-include bench/bench-pairs.mk
-include bench/realworld/realworld.mk
