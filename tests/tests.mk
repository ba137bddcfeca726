# tests.mk - compile and execute tests, GCC's torture suite, the demo.
#
#   make check-compile   every tests/<area>/*.c: @remarks and @asm checks
#                        with the plugin, on x86_64 and aarch64
#   make check-execute   the files with @run: -O0 reference against
#                        -O1/-O2/-O3 with the plugin (aarch64 under qemu)
#   make check-gcc11     the same execute tests with gcc-11 and its plugin
#   make check-torture   a fixed sample (every TORTURE_SAMPLE-th test) of
#                        gcc.c-torture/execute, -O1/-O2/-O3, both targets
#   make check-bisect-build  verify/bisect-build.sh narrows a miscompile in a
#                        multi-file build to one file, function and pass
#   make check-checkmode  check mode: tests/check/*.c (deliberately wrong
#                        transformations are caught with their id and
#                        location, correct ones never fire) and the torture
#                        sample built in check mode, both targets
#   make check-mismatch  a plugin loaded into the wrong compiler (every
#                        pair of gcc-12, gcc-11, aarch64-linux-gnu-gcc-12)
#                        fails with memopt's message naming the plugin to
#                        use, and the passes need no libstdc++.so
#                        (tests/mismatch-test.sh)
#   make check-compare-debug  -g never changes memopt's code: GCC's
#                        -fcompare-debug with the plugin over every
#                        COMPARE_DEBUG_SAMPLE-th torture test, both
#                        targets, -O2 and -O3 (tests/compare-debug.sh)
#   make compare-debug   the same over every torture test (long)
#   make torture         the whole torture suite (long: not part of check)
#   make demo            tests/demo/example.c: remarks, memory operations
#                        before and after, outputs compared
#
# tests/run-tests.sh describes the directive format and the output;
# tests/torture.sh how torture tests are run, skipped and judged.  The
# torture sources are extracted once from the gcc-12-source package into
# $(BUILD)/torture/ (never committed).

TORTURE_TAR := /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
TORTURE_STAMP := $(BUILD)/torture/.stamp
TORTURE_SAMPLE ?= 10

.PHONY: check-compile check-execute check-gcc11 check-torture check-bisect-build check-checkmode check-mismatch torture demo
.PHONY: check-compare-debug compare-debug
CHECK_TARGETS += check-compile check-execute check-gcc11 check-torture check-bisect-build check-checkmode check-mismatch
CHECK_TARGETS += check-compare-debug check-lto

# make check-lto: memopt under -flto (tests/lto-test.sh says what).
.PHONY: check-lto
check-lto: plugins
	@mkdir -p $(BUILD)/check
	@tests/lto-test.sh $(BUILD) $(BUILD)/check/lto.results > $(BUILD)/check/lto.log 2>&1 \
	  || { grep -v '^PASS' $(BUILD)/check/lto.log; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/lto.results | sed 's/$$/ LTO tests passed/'

COMPARE_DEBUG_SAMPLE ?= 20
check-compare-debug: plugins $(TORTURE_STAMP)
	@BUILD=$(BUILD) JOBS=$(JOBS) tests/compare-debug.sh --sample $(COMPARE_DEBUG_SAMPLE)
compare-debug: plugins $(TORTURE_STAMP)
	@BUILD=$(BUILD) JOBS=$(JOBS) tests/compare-debug.sh --results $(BUILD)/compare-debug.results

check-mismatch: plugins
	@mkdir -p $(BUILD)/check
	@tests/mismatch-test.sh $(BUILD) $(BUILD)/check/mismatch.results

check-compile: plugins
	@mk/deps.sh test
	@BUILD=$(BUILD) JOBS=$(JOBS) tests/run-tests.sh compile

check-execute: plugins $(BUILD)/bench/count.so
	@mk/deps.sh test
	@BUILD=$(BUILD) JOBS=$(JOBS) tests/run-tests.sh execute

# The execute tests again with gcc-11 and its plugin (x86_64): the glue
# compiles against both GCC's headers, and must work in both compilers.
check-gcc11: plugins
	@mk/deps.sh test
	@CC_x86_64=gcc-11 PLUGIN_x86_64=$(BUILD)/gcc-11/memopt.so ONLY_TARGETS=x86_64 \
	  RESULTS=$(BUILD)/check/gcc11-execute.results BUILD=$(BUILD) JOBS=$(JOBS) \
	  tests/run-tests.sh execute

# The torture sample in check mode: every TORTURE_CHECK_SAMPLE-th test
# (every 10th takes 6 minutes on 2 cores; every 20th keeps CI short).
TORTURE_CHECK_SAMPLE ?= 20
check-checkmode: plugins $(TORTURE_STAMP)
	@mkdir -p $(BUILD)/check
	@tests/check/check-mode-test.sh $(BUILD) $(BUILD)/check/check-mode.results > $(BUILD)/check/check-mode.log 2>&1 \
	  || { grep -v '^PASS' $(BUILD)/check/check-mode.log; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/check-mode.results | sed 's/$$/ check-mode tests passed/'
	@CHECK_MODE=abort BUILD=$(BUILD) JOBS=$(JOBS) tests/torture.sh --sample $(TORTURE_CHECK_SAMPLE) \
	  --results $(BUILD)/check/torture-checkmode.results

check-bisect-build: plugins $(BUILD)/gcc-12-broken/memopt.so $(BUILD)/memopt-verify
	@mkdir -p $(BUILD)/check
	@tests/verify/bisect-build-test.sh $(BUILD) $(BUILD)/check/bisect-build.results

$(TORTURE_STAMP):
	@mk/deps.sh test
	@rm -rf $(BUILD)/torture/gcc-12.2.0 && mkdir -p $(BUILD)/torture
	@echo "extracting gcc.c-torture/execute from $(TORTURE_TAR) (about a minute, once)"
	tar -xJf $(TORTURE_TAR) -C $(BUILD)/torture --wildcards \
	  'gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute/*'
	@touch $@

check-torture: plugins $(TORTURE_STAMP)
	@BUILD=$(BUILD) JOBS=$(JOBS) tests/torture.sh --sample $(TORTURE_SAMPLE)

torture: plugins $(TORTURE_STAMP)
	@BUILD=$(BUILD) JOBS=$(JOBS) tests/torture.sh --results $(BUILD)/torture/torture.results

# The README's first command on a fresh machine: install what is missing,
# build (in a sub-make, which sees the compilers just installed), show
# what memopt does to the bundled example, then a short differential
# campaign with the harness (make verify runs a full one).
demo:
	@mk/deps.sh all
	@$(MAKE) --no-print-directory plugins $(BUILD)/memopt-verify
	@BUILD=$(BUILD) tests/demo/demo.sh
	@echo
	@echo "== a short differential campaign (make verify runs a few hundred programs)"
	@rm -rf $(BUILD)/demo-campaign
	$(BUILD)/memopt-verify run --count 4 --seed 1 --levels O2 --out $(BUILD)/demo-campaign
