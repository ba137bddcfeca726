# realworld.mk - memopt on real C projects (bench/realworld/realworld.sh
# explains the measurement; bench/realworld/projects/*.sh are the
# projects).  Included from bench/bench.mk.
#
#   make realworld         every project, x86-64 and AArch64, GCC 12 alone,
#                          GCC 12 with memopt, in check mode, and clang-19
#                          (REALWORLD_CONFIGS), at the levels in
#                          REALWORLD_LEVELS (default O2; "O2 O3" for both);
#                          writes bench/RESULTS-realworld.md and .jsonl
#                          (about 45 minutes on 2 cores, plus a third for
#                          REALWORLD_REPEAT=yes, the default: the gcc builds'
#                          programs run twice and their counts must agree
#                          run by run; =no skips it)
#   make check-realworld   part of make check: the counter tells loads from
#                          stores (tests/qemu/count-test.sh) and counts per
#                          function, func-compare.py flags a function over
#                          its threshold (tests/qemu/func-count-test.sh),
#                          the redundancy profiler counts known patterns at
#                          known lines
#                          (tests/qemu/redundancy-test.sh), bench/clang-loads.py
#                          names a loop clang vectorizes as such
#                          (tests/qemu/clang-loads-test.sh); zlib and lua at
#                          -O2 on both targets, with and without the plugin
#                          and in check mode; every test and output must
#                          agree, and the gcc builds' programs, run twice
#                          (--repeat), must count the same
#
#   make realworld-wide    the wide tier (bench/realworld/wide/*.sh, 26
#                          Debian packages nobody tuned memopt on, in two
#                          halves: wide/halves.txt), x86-64 and AArch64 at
#                          -O2, GCC 12 alone and with memopt, counted per
#                          function (RW_FUNCS=yes); writes
#                          bench/RESULTS-wide.md and .jsonl (the projects)
#                          and bench/RESULTS-wide-functions.md (every
#                          function over 1 %, the worst 20 both ways);
#                          about 3 hours on 2 cores
#   make check-realworld-wide  part of make check: five small projects of
#                          the wide tier (REALWORLD_WIDE_CHECK_PROJECTS),
#                          both targets, with and without the plugin:
#                          every test and output must agree
#
#   make bench-native      the confirmation users feel: each workload run
#                          natively on x86-64, the gcc build against the
#                          memopt build, in paired alternating hyperfine
#                          rounds (bench/realworld/native-time.sh), the
#                          median and spread beside the counts; builds of
#                          NATIVE_DIR (default $(BUILD)/realworld, make
#                          realworld's), projects NATIVE_PROJECTS (default
#                          the seven); writes bench/RESULTS-native.md.  Run
#                          it on a quiet machine: a spread straddling 1.0
#                          is noise
#
# REALWORLD_PROJECTS (comma-separated) narrows make realworld and
# REALWORLD_WIDE_PROJECTS make realworld-wide; REALWORLD_ROUNDS sets the
# compile-time rounds of make realworld (default 2).

REALWORLD_LEVELS ?= O2
REALWORLD_PROJECTS ?=
REALWORLD_ROUNDS ?= 2
REALWORLD_CONFIGS ?= gcc,memopt,clang,check
REALWORLD_REPEAT ?= yes
REALWORLD_CHECK_PROJECTS ?= zlib,lua
REALWORLD_WIDE_PROJECTS ?=
REALWORLD_WIDE_CHECK_PROJECTS ?= cjson,xxhash,giflib,libyaml,lzo2
comma := ,
empty :=
space := $(empty) $(empty)

.PHONY: realworld check-realworld realworld-wide check-realworld-wide
CHECK_TARGETS += check-realworld check-realworld-wide

realworld: plugins $(BUILD)/bench/count.so
	@mk/deps.sh realworld
	bench/realworld/realworld.sh --levels $(subst $(space),$(comma),$(strip $(REALWORLD_LEVELS))) \
	  $(if $(REALWORLD_PROJECTS),--projects $(REALWORLD_PROJECTS)) \
	  --configs $(REALWORLD_CONFIGS) --rounds $(REALWORLD_ROUNDS) --jobs $(JOBS) \
	  $(if $(filter yes,$(REALWORLD_REPEAT)),--repeat) --out $(BUILD)/realworld --results bench/RESULTS-realworld.md

check-realworld: plugins $(BUILD)/bench/count.so $(BUILD)/bench/redundancy.so
	@mk/deps.sh realworld
	@tests/qemu/count-test.sh $(BUILD) > $(BUILD)/qemu-count.log 2>&1 || { cat $(BUILD)/qemu-count.log; exit 1; }
	@grep -c '^PASS' $(BUILD)/qemu-count.log | sed 's/$$/ qemu counter tests passed (loads and stores told apart)/'
	@mkdir -p $(BUILD)/check
	@tests/qemu/func-count-test.sh $(BUILD) > $(BUILD)/check/qemu-func-count.results 2>&1 \
	  || { cat $(BUILD)/check/qemu-func-count.results; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/qemu-func-count.results | sed 's/$$/ per-function counter tests passed (known functions, func-compare.py)/'
	@tests/qemu/func-report-test.sh $(BUILD) > $(BUILD)/check/func-report.results 2>&1 \
	  || { cat $(BUILD)/check/func-report.results; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/func-report.results | sed 's/$$/ func-report tests passed (the suite function by function)/'
	@tests/qemu/native-time-test.sh $(BUILD) > $(BUILD)/check/native-time.results 2>&1 \
	  || { cat $(BUILD)/check/native-time.results; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/native-time.results | sed 's/$$/ native-time tests passed (paired hyperfine rounds of two builds)/'
	@tests/qemu/redundancy-test.sh $(BUILD) > $(BUILD)/check/qemu-redundancy.results 2>&1 \
	  || { cat $(BUILD)/check/qemu-redundancy.results; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/qemu-redundancy.results | sed 's/$$/ redundancy profiler tests passed (known patterns at known lines)/'
	@tests/qemu/clang-loads-test.sh $(BUILD) > $(BUILD)/check/clang-loads.results 2>&1 \
	  || { cat $(BUILD)/check/clang-loads.results; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/clang-loads.results | sed 's/$$/ clang-loads tests passed (a vectorized loop named as such)/'
	@bench/realworld/realworld.sh --projects $(REALWORLD_CHECK_PROJECTS) --levels O2 \
	  --configs gcc,memopt,check --rounds 0 --repeat --jobs $(JOBS) --out $(BUILD)/realworld-check \
	  --check $(BUILD)/check/realworld.results > $(BUILD)/realworld-check.log 2>&1 \
	  || { tail -40 $(BUILD)/realworld-check.log; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/realworld.results | sed 's/$$/ real-world builds agree with and without the plugin/'

NATIVE_DIR ?= $(BUILD)/realworld
NATIVE_PROJECTS ?= zlib lua bzip2 xz libpng zstd sqlite
NATIVE_ROUNDS ?= 10
.PHONY: bench-native
bench-native:
	@mk/deps.sh realworld
	bench/realworld/native-time.sh --rounds $(NATIVE_ROUNDS) --out bench/RESULTS-native.md \
	  $(NATIVE_DIR) $(NATIVE_PROJECTS)

realworld-wide: plugins $(BUILD)/bench/count.so
	@mk/deps.sh realworld
	RW_FUNCS=yes bench/realworld/realworld.sh --tier wide --levels O2 \
	  $(if $(REALWORLD_WIDE_PROJECTS),--projects $(REALWORLD_WIDE_PROJECTS)) \
	  --configs gcc,memopt --rounds 0 --jobs $(JOBS) --out $(BUILD)/realworld-wide
	bench/realworld/wide-report.py $(BUILD)/realworld-wide bench/realworld/wide/halves.txt \
	  --jsonl bench/RESULTS-wide.jsonl > bench/RESULTS-wide.md
	bench/realworld/func-report.py $(BUILD)/realworld-wide --results bench/RESULTS-wide-functions.md \
	  --title "make realworld-wide: the wide tier function by function"

check-realworld-wide: plugins $(BUILD)/bench/count.so
	@mk/deps.sh realworld
	@mkdir -p $(BUILD)/check
	@bench/realworld/realworld.sh --tier wide --projects $(REALWORLD_WIDE_CHECK_PROJECTS) --levels O2 \
	  --configs gcc,memopt --rounds 0 --jobs $(JOBS) --out $(BUILD)/realworld-wide-check \
	  --check $(BUILD)/check/realworld-wide.results > $(BUILD)/realworld-wide-check.log 2>&1 \
	  || { tail -40 $(BUILD)/realworld-wide-check.log; exit 1; }
	@grep -c '^PASS' $(BUILD)/check/realworld-wide.results | sed 's/$$/ wide-tier builds agree with and without the plugin/'
