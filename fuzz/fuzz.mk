# fuzz.mk - fuzz targets for the plain-C core (see fuzz/README.md).
#
#   make fuzz            run every target under libFuzzer for FUZZ_SECONDS
#                        (default 60) each; print exec/s, cov, ft, findings
#   make fuzz-afl        build the AFL++ binaries (build/fuzz/afl/fuzz-*)
#   make fuzz-selftest   a target built with a broken alias oracle must be
#                        caught by libFuzzer within 60 s
#   make fuzz-seeds      rewrite the hand-made seeds in corpora/fuzz/
#   make fuzz-corpus-update  each target for FUZZ_SECONDS on the committed
#                        corpus plus the working corpus, then minimised
#                        (-set_cover_merge=1) into corpora/fuzz/<target>/, keeping the
#                        hand-made files (fuzz/corpus-update.sh)
#   make check-fuzz      (in make check) replay corpora/fuzz/<target>/ with
#                        the plain driver, the broken variant on the seeds,
#                        and single-rule mutants of the core on the corpus
#                        (fuzz/mutants.sh); writes $(BUILD)/check/fuzz.results
#                        and fuzz-mutants.results
#   make check-fuzz-runner  (in make check) fuzz/runner-test.sh: how
#                        run-libfuzzer.sh handles findings and reads its
#                        logs (SKIP lines without clang-14 and libFuzzer)
#
# Every target is fuzz/fuzz-<name>.c plus the framework FUZZ_LIB; each is
# built in four variants, each with its own copy of the core's objects:
#   libfuzzer/  clang-14 -fsanitize=fuzzer,address,undefined
#   afl/        afl-clang-fast (AFL++'s LLVMFuzzerTestOneInput driver)
#   replay/     gcc-12 -fsanitize=address,undefined + fuzz/driver.c (no
#               engine, no clang needed: used by make check)
# and the *-broken binaries: fuzz-<target>.c with -DFUZZ_BROKEN_ORACLE=1.

FUZZ_TARGETS := lse phi dse pairs reread hoist promote
FUZZ_LIB := graph decode interp oracle lower apply build apply-phi apply-dse differ target print \
  pairs-model pairs-interp pairs-deps
FUZZ_SECONDS ?= 60
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_HDRS := fuzz/fz.h plugin/core/memopt.h
FUZZ_CORE := $(patsubst plugin/core/%.c,%,$(wildcard plugin/core/*.c))
FUZZ_WARN := -std=c11 -g -Wall -Wextra -Wpedantic -Iplugin/core -Ifuzz

# No indirect-call tracing: libFuzzer reads what __sanitizer_cov_trace_pc_indir
# records only with -use_value_profile=1, which run-libfuzzer.sh does
# not give (cov and ft the same without it); it was 0.6 % of fuzz-phi's
# instructions, a call at every call of a callback.
FUZZ_CC_libfuzzer := clang-14
FUZZ_CFLAGS_libfuzzer := -O1 -fsanitize=fuzzer-no-link,address,undefined \
  -fno-sanitize-coverage=trace-cmp,indirect-calls \
  -fno-sanitize-recover=undefined
FUZZ_LDFLAGS_libfuzzer := -fsanitize=fuzzer,address,undefined
FUZZ_CC_afl := afl-clang-fast
FUZZ_CFLAGS_afl := -O2
FUZZ_LDFLAGS_afl := -fsanitize=fuzzer
FUZZ_CC_replay := $(HOST_CC)
FUZZ_CFLAGS_replay := -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_LDFLAGS_replay := -fsanitize=address,undefined

# The parts of the framework that run many times per input (interpreter,
# oracle, applying, differ, graph, printing) are built without coverage
# instrumentation (it does not guide the search towards new core
# behaviour; cmp tracing there cost more than half the time) and, in the
# libFuzzer build, without sanitizers: the replay build checks them with
# ASan and UBSan on every committed input in make check (check-fuzz), and
# make fuzz-corpus-update commits what fuzzing found.  The core, the
# decoder, the lowering and the targets keep coverage, ASan and UBSan.
# Together this took the LSE target from about 4,800 to 11,000 executions
# per CPU second.  Dropping UBSan here, with fuzz/target.c's second run
# on one input in four and the interpreter's word-wise memory rewrite,
# took make fuzz (30 s a target, 2026-11-25) from 8,900 to 11,700 (PHI),
# 9,700 to 13,700 (DSE) and 13,400 to 16,300 (LSE) executions per CPU
# second; the same 30,000 runs from the committed corpus, side by side:
# 3.83 -> 3.03 s (PHI), 3.53 -> 2.51 s (DSE), 2.59 -> 2.19 s (LSE).
FUZZ_NOCOV := interp oracle apply build apply-phi apply-dse differ graph print \
  pairs-interp target
FUZZ_NOCOV_CC_libfuzzer := clang-14
FUZZ_NOCOV_CFLAGS_libfuzzer := -O2
FUZZ_NOCOV_CC_afl := clang-14
FUZZ_NOCOV_CFLAGS_afl := -O2
FUZZ_NOCOV_CC_replay := $(FUZZ_CC_replay)
FUZZ_NOCOV_CFLAGS_replay := $(FUZZ_CFLAGS_replay)

# $(1): variant.  Objects of the framework and of the core, then each
# target and its broken twin.  The replay variant links fuzz/driver.c.
# A target links the framework and the core as an archive, so it holds
# only the objects it uses: libFuzzer scans and clears the coverage
# counters of every instrumented object linked after every execution,
# and fuzz-phi's were half other passes' (lse.c, pairs.c, dse.c,
# promote.c, ...) and other targets' (pairs-model.c, pairs-deps.c),
# which it never runs.  cov and ft count the counters that were hit,
# so they are the same.
define fuzz_variant
$(FUZZ_DIR)/$(1)/obj/%.o: fuzz/%.c $(FUZZ_HDRS)
	@mkdir -p $$(@D)
	$(FUZZ_CC_$(1)) $(FUZZ_WARN) $(FUZZ_CFLAGS_$(1)) -c $$< -o $$@
$(foreach o,$(FUZZ_NOCOV),$(FUZZ_DIR)/$(1)/obj/$(o).o): $(FUZZ_DIR)/$(1)/obj/%.o: fuzz/%.c $(FUZZ_HDRS)
	@mkdir -p $$(@D)
	$(FUZZ_NOCOV_CC_$(1)) $(FUZZ_WARN) $(FUZZ_NOCOV_CFLAGS_$(1)) -c $$< -o $$@
$(FUZZ_DIR)/$(1)/obj/%-broken.o: fuzz/%.c $(FUZZ_HDRS)
	@mkdir -p $$(@D)
	$(FUZZ_CC_$(1)) $(FUZZ_WARN) $(FUZZ_CFLAGS_$(1)) -DFUZZ_BROKEN_ORACLE=1 -c $$< -o $$@
$(FUZZ_DIR)/$(1)/core/%.o: plugin/core/%.c plugin/core/memopt.h
	@mkdir -p $$(@D)
	$(FUZZ_CC_$(1)) $(FUZZ_WARN) $(FUZZ_CFLAGS_$(1)) -c $$< -o $$@
FUZZ_ARCH_OBJS_$(1) := $(foreach o,$(FUZZ_LIB),$(FUZZ_DIR)/$(1)/obj/$(o).o) \
  $(foreach o,$(FUZZ_CORE),$(FUZZ_DIR)/$(1)/core/$(o).o)
FUZZ_OBJS_$(1) := $$(FUZZ_ARCH_OBJS_$(1)) \
  $(if $(filter replay,$(1)),$(FUZZ_DIR)/$(1)/obj/driver.o)
$(FUZZ_DIR)/$(1)/libfuzz.a: $$(FUZZ_ARCH_OBJS_$(1))
	rm -f $$@ && ar rcs $$@ $$^
$(FUZZ_DIR)/$(1)/fuzz-%: $(FUZZ_DIR)/$(1)/obj/fuzz-%.o \
  $(if $(filter replay,$(1)),$(FUZZ_DIR)/$(1)/obj/driver.o) \
  $(FUZZ_DIR)/$(1)/libfuzz.a
	$(FUZZ_CC_$(1)) $(FUZZ_LDFLAGS_$(1)) $$^ -o $$@
endef
$(foreach v,libfuzzer afl replay,$(eval $(call fuzz_variant,$(v))))
# Objects reached only through pattern rules are intermediate: keep them.
.SECONDARY: $(foreach v,libfuzzer afl replay,$(FUZZ_OBJS_$(v)) \
  $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/$(v)/obj/fuzz-$(t).o \
    $(FUZZ_DIR)/$(v)/obj/fuzz-$(t)-broken.o))

FUZZ_LIBFUZZER := $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/libfuzzer/fuzz-$(t))
FUZZ_AFL := $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/afl/fuzz-$(t))
FUZZ_REPLAY := $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/replay/fuzz-$(t))

.PHONY: fuzz fuzz-build fuzz-afl fuzz-selftest fuzz-seeds check-fuzz check-fuzz-runner deps-fuzz
CHECK_TARGETS += check-fuzz check-fuzz-runner

deps-fuzz:
	@mk/deps.sh fuzz

# The clang and AFL++ builds need the fuzz group of mk/deps.sh first.
fuzz-build: deps-fuzz
	@$(MAKE) --no-print-directory $(FUZZ_LIBFUZZER) $(FUZZ_REPLAY)
fuzz-afl: deps-fuzz
	@$(MAKE) --no-print-directory $(FUZZ_AFL)

# make fuzz: each target for FUZZ_SECONDS on a working corpus seeded from
# corpora/fuzz/<target>/; new crashes land in $(FUZZ_DIR)/findings/<target>/.
fuzz: deps-fuzz
	@$(MAKE) --no-print-directory $(FUZZ_LIBFUZZER)
	@for t in $(FUZZ_TARGETS); do \
	  FUZZ_DIR=$(FUZZ_DIR) fuzz/run-libfuzzer.sh $$t $(FUZZ_SECONDS) || exit 1; \
	done

# make fuzz-corpus-update: grow and minimise corpora/fuzz/<target>/ (then
# look at git status and commit it).
.PHONY: fuzz-corpus-update
fuzz-corpus-update: deps-fuzz
	@$(MAKE) --no-print-directory $(FUZZ_LIBFUZZER)
	@for t in $(FUZZ_TARGETS); do \
	  FUZZ_DIR=$(FUZZ_DIR) fuzz/corpus-update.sh $$t $(FUZZ_SECONDS) || exit 1; \
	done

# make fuzz-selftest: each target's broken-oracle build must be caught
# within 60 s.
fuzz-selftest: deps-fuzz
	@$(MAKE) --no-print-directory $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/libfuzzer/fuzz-$(t)-broken)
	@for t in $(FUZZ_TARGETS); do \
	  FUZZ_DIR=$(FUZZ_DIR) fuzz/selftest.sh $(FUZZ_DIR)/libfuzzer/fuzz-$$t-broken 60 || exit 1; \
	done

# make fuzz-seeds: the seed writer rewrites corpora/fuzz/<target>/seed-*.
$(FUZZ_DIR)/seeds: fuzz/seeds.c
	@mkdir -p $(@D)
	$(HOST_CC) $(FUZZ_WARN) -O1 $< -o $@
fuzz-seeds: $(FUZZ_DIR)/seeds
	$(FUZZ_DIR)/seeds corpora/fuzz

# make check-fuzz: deterministic replay (one process per target, one per
# file when that fails: a finding aborts its process), then the negative
# test: the broken variant must fail on at least one seed.
# Then the mutants (fuzz/mutants.sh): single-rule mistakes in copies of the
# core, each built into its target's plain driver, must fail the replay.
check-fuzz: $(FUZZ_REPLAY) $(foreach t,$(FUZZ_TARGETS),$(FUZZ_DIR)/replay/fuzz-$(t)-broken)
	@mkdir -p $(BUILD)/check
	@FUZZ_DIR=$(FUZZ_DIR) fuzz/check.sh $(BUILD)/check/fuzz.results $(FUZZ_TARGETS)
	@MUTANT_CC="$(FUZZ_CC_replay)" MUTANT_CFLAGS="$(FUZZ_WARN) $(FUZZ_CFLAGS_replay)" \
	  MUTANT_LDFLAGS="$(FUZZ_LDFLAGS_replay)" MUTANT_OBJS="$(FUZZ_OBJS_replay)" \
	  FUZZ_DIR=$(FUZZ_DIR) fuzz/mutants.sh $(BUILD)/check/fuzz-mutants.results

# make check-fuzz-runner: run-libfuzzer.sh on the libFuzzer build of
# fuzz-dse made to fail on fixed inputs (FUZZ_CRASH_ON).  Needs the fuzz
# group of mk/deps.sh, which make check does not install: without it, SKIP.
FUZZ_HAVE_LIBFUZZER = $(shell command -v clang-14 >/dev/null && \
  test -f "$$(clang-14 -print-file-name=libclang_rt.fuzzer-x86_64.a)" && echo yes)
check-fuzz-runner:
	@mkdir -p $(BUILD)/check
	@if [ "$(FUZZ_HAVE_LIBFUZZER)" = yes ]; then \
	  $(MAKE) --no-print-directory $(FUZZ_DIR)/libfuzzer/fuzz-dse && \
	  fuzz/runner-test.sh $(FUZZ_DIR)/libfuzzer/fuzz-dse $(BUILD)/check/fuzz-runner.results; \
	else \
	  for t in working-corpus failing-seed same-failure; do \
	    echo "SKIP fuzz-runner/$$t no clang-14 libFuzzer (make deps-fuzz)"; \
	  done | tee $(BUILD)/check/fuzz-runner.results; \
	fi
