# verify.mk - memopt-verify, the differential harness (see verify/README.md).
#
#   make build/memopt-verify   the tool (memgen, the generator it runs for
#                              --generator memgen, is gen/gen.mk's)
#   make verify                a default campaign (300 programs, both
#                              targets) in build/campaign-verify
#   make bench-verify          programs per core-hour and the harness's
#                              own overhead (target <= 5 %)
#   make bench-harness         bench-verify into bench/RESULTS-harness.txt
#   make bench-seeded          time to catch each seeded wrong transformation
#                              (bench/seeded.sh, bench/RESULTS-seeded.md)
#   make bench-reduce          reduce of today against REDUCE_BASE's (default
#                              main), side by side on one seeded-bug case
#                              (bench/reduce.sh, bench/RESULTS-reduce.md)
#   make bench-verify-check    what --check costs a campaign (same seeds
#                              with and without; target <= 30 % more)
#   make bench-perf-campaign   two run --perf campaigns of memgen programs,
#                              both targets, O1-O3, PERF_MINUTES each: with
#                              carry-cost=off and with the default plugin
#                              (tests/verify/perf-campaign.sh; summaries in
#                              build/bench-perf/, bench/RESULTS-perf.md)
#   make check-verify          unit tests, argument errors, a tiny campaign,
#                              kill-and-resume, the self-test and the replay
#                              of corpora/, run --perf and its cases
#                              (tests/verify/perf-check.sh), what nightly
#                              jobs rely on (tests/verify/nightly-check.sh),
#                              what a new user tripped over
#                              (tests/verify/first-use-check.sh), the
#                              Kubernetes recipe (engines-check.sh)
#                              and memgen's tests
#                              (tests/verify/memgen-check.sh)
#                              (results: build/check/verify.results)
#   make check-engines         the campaign engines' recipes end to end:
#                              GNU parallel over ssh, Slurm, Kubernetes
#                              (tests/verify/engines-check.sh)
#   make check-image           slow, not in make check: the Kubernetes
#                              recipe's image built (verify/engines/
#                              image.sh) and a campaign's shards run in
#                              it as the Job's pods (engine image)
#   make selftest-verify       the self-test alone

VERIFY_SRCS := $(filter-out verify/unit.c,$(wildcard verify/*.c))
VERIFY_OBJS := $(patsubst verify/%.c,$(BUILD)/verify/%.o,$(VERIFY_SRCS))
VERIFY_CFLAGS := -std=c11 -O2 -g -Wall -Wextra -Wpedantic
# memopt-verify --version prints the release (VERSION, the Makefile's
# MEMOPT_RELEASE, the plugin's too) and, as extra information, the commit:
# git describe of the checkout ("unknown" outside git), in a header
# rewritten only when it changes.
MEMOPT_COMMIT := $(shell git describe --always --dirty 2>/dev/null || echo unknown)
$(BUILD)/verify/version.h: FORCE
	@mkdir -p $(@D)
	@echo '#define MEMOPT_COMMIT "$(MEMOPT_COMMIT)"' > $@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv -f $@.tmp $@
.PHONY: FORCE
FORCE:
VERIFY := $(BUILD)/memopt-verify
VERIFY_CAMPAIGN_SIZE ?= 300
VERIFY_BENCH_SIZE ?= 20

$(BUILD)/verify/%.o: verify/%.c $(wildcard verify/*.h)
	@mkdir -p $(@D)
	$(HOST_CC) $(VERIFY_CFLAGS) -I$(BUILD)/verify -c $< -o $@

$(VERIFY): $(VERIFY_OBJS) | $(MEMGEN)
	$(HOST_CC) $(VERIFY_CFLAGS) -o $@ $^

# identity.c has the release and the commit.
$(BUILD)/verify/identity.o: $(BUILD)/verify/version.h VERSION
$(BUILD)/verify/identity.o: VERIFY_CFLAGS += -DMEMOPT_RELEASE='"$(MEMOPT_RELEASE)"'
# The unit tests link the harness's objects but main.o.
$(BUILD)/verify-unit: verify/unit.c $(filter-out $(BUILD)/verify/main.o,$(VERIFY_OBJS))
	$(HOST_CC) $(VERIFY_CFLAGS) -o $@ $^

# A plugin that crashes on purpose (tests/verify/crash-plugin.cc), for the
# self-test of the plugin-crash path.
VERIFY_CRASH_PLUGIN := $(BUILD)/verify/crash-plugin.so
$(VERIFY_CRASH_PLUGIN): tests/verify/crash-plugin.cc
	@mkdir -p $(@D)
	$(CXX_FOR_gcc-12) -std=gnu++14 -O1 -fPIC -shared -fno-rtti -fno-exceptions \
	  -I$(shell gcc-12 -print-file-name=plugin)/include $< -o $@

.PHONY: verify bench-verify check-verify selftest-verify
verify: $(VERIFY) plugins
	@mk/deps.sh verify
	@rm -rf $(BUILD)/campaign-verify
	$(VERIFY) run --count $(VERIFY_CAMPAIGN_SIZE) --seed 1 \
	  --out $(BUILD)/campaign-verify
	@$(VERIFY) report $(BUILD)/campaign-verify >/dev/null

bench-verify: $(VERIFY) plugins
	@mk/deps.sh verify
	tests/verify/bench.sh $(VERIFY) $(BUILD)/bench-verify $(VERIFY_BENCH_SIZE)

# make bench-harness: the same, written to bench/RESULTS-harness.txt
# (target: at least 2,000 programs per core-hour, both targets).
.PHONY: bench-harness
bench-harness: $(VERIFY) plugins
	@mk/deps.sh verify
	tests/verify/bench.sh $(VERIFY) $(BUILD)/bench-harness $(VERIFY_BENCH_SIZE) \
	  | tee bench/RESULTS-harness.txt

# make bench-seeded: how long a 2-worker campaign needs to catch each
# seeded wrong transformation (break=dse-call, break=phi-offset), plain
# and with --check (bench/seeded.sh; SEEDED_MINUTES per campaign, at
# most), written to bench/RESULTS-seeded.md.
SEEDED_MINUTES ?= 10
.PHONY: bench-seeded
bench-seeded: $(VERIFY) $(MEMGEN) plugins
	@mk/deps.sh verify
	bench/seeded.sh --minutes $(SEEDED_MINUTES) --jobs 2

# make bench-reduce: memopt-verify reduce of today against the one of
# REDUCE_BASE (a git revision), both at once on the memgen program of
# seed 3 miscompiled by break=phi-offset at -O1 (bench/reduce.sh: CPU and
# wall time to the end, final size, bytes left every 30 s), into
# build/bench-reduce/summary.md; REDUCE_JOBS is C-Vise's --n for both.
REDUCE_BASE ?= main
REDUCE_JOBS ?= 1
.PHONY: bench-reduce
bench-reduce: $(VERIFY) $(MEMGEN) plugins
	@mk/deps.sh verify
	bench/reduce.sh --base $(REDUCE_BASE) --jobs $(REDUCE_JOBS)

# What --check costs a campaign: the same seeds with and without it
# (tests/verify/bench-check.sh; target: at most 30 % more tool CPU time).
VERIFY_CHECK_BENCH_SIZE ?= 40
.PHONY: bench-verify-check
bench-verify-check: $(VERIFY) plugins
	@mk/deps.sh verify
	tests/verify/bench-check.sh $(VERIFY) $(BUILD)/bench-verify-check $(VERIFY_CHECK_BENCH_SIZE)

# make bench-perf-campaign: a run --perf campaign of memgen programs on
# both targets at O1-O3 with 2 workers for PERF_MINUTES minutes, once with
# --plugin-arg carry-cost=off (the cost model of carried values off: the
# perf-regressions it finds are the class the model is for) and once with
# the default plugin, from the same seeds; each campaign in
# build/bench-perf/NAME, the summaries (programs per core-hour, findings
# by class, the functions and transformations found) in
# build/bench-perf/summary.md (tests/verify/perf-campaign.sh).
PERF_MINUTES ?= 10
.PHONY: bench-perf-campaign
bench-perf-campaign: $(VERIFY) $(MEMGEN) plugins $(BUILD)/bench/count.so
	@mk/deps.sh verify
	@mkdir -p $(BUILD)/bench-perf
	@{ echo "## carry-cost=off"; echo; \
	   tests/verify/perf-campaign.sh $(VERIFY) $(BUILD)/bench-perf/carry-cost-off \
	     $(PERF_MINUTES) --plugin-arg carry-cost=off; echo; \
	   echo "## The default plugin"; echo; \
	   tests/verify/perf-campaign.sh $(VERIFY) $(BUILD)/bench-perf/default \
	     $(PERF_MINUTES); } | tee $(BUILD)/bench-perf/summary.md

CHECK_TARGETS += check-verify
check-verify: $(VERIFY) $(MEMGEN) $(BUILD)/verify-unit plugins $(BROKEN_PLUGIN) $(VERIFY_CRASH_PLUGIN) $(BUILD)/bench/count.so
	@mk/deps.sh verify
	@mkdir -p $(BUILD)/check
	tests/verify/check.sh $(VERIFY) $(BUILD)/verify-unit $(BUILD) \
	  $(BUILD)/check/verify.results
	tests/verify/perf-check.sh $(VERIFY) $(BUILD) $(BUILD)/check/verify.results
	tests/verify/nightly-check.sh $(VERIFY) $(BUILD) $(BUILD)/check/verify.results
	tests/verify/first-use-check.sh $(VERIFY) $(BUILD) $(BUILD)/check/verify.results
	tests/verify/engines-check.sh $(VERIFY) $(BUILD) $(BUILD)/check/verify.results kubernetes
	tests/verify/memgen-check.sh $(MEMGEN) $(VERIFY) $(BUILD) \
	  $(BUILD)/check/verify.results

# make check-engines: the recipes of verify/engines/ end to end on this
# machine (tests/verify/engines-check.sh): GNU parallel over ssh to an
# sshd on localhost (two nights), a one-node Slurm cluster (job array,
# merge, report), the Kubernetes Job's manifest and its pods' commands;
# installs what they need (mk/deps.sh engines); about 4 minutes (8 with
# a plugin rebuild and a campaign beside it on 2 cores).
.PHONY: check-engines
check-engines: $(VERIFY) $(MEMGEN) plugins
	@mk/deps.sh engines
	@mkdir -p $(BUILD)/check
	@: >$(BUILD)/check/engines.results
	tests/verify/engines-check.sh $(VERIFY) $(BUILD) $(BUILD)/check/engines.results
	@echo "engines: $$(grep -c '^PASS' $(BUILD)/check/engines.results) passed, $$(grep -c '^FAIL' $(BUILD)/check/engines.results) failed, $$(grep -c '^SKIP' $(BUILD)/check/engines.results) skipped"
	@! grep -q '^FAIL' $(BUILD)/check/engines.results

# make check-image: the image of verify/engines/Containerfile built with
# buildah (verify/engines/image.sh: a Debian 12 base from debootstrap when
# no registry answers, kept in $(BUILD)/image), then the manifest's pod
# command run in it for two shards and merge and report in it too.  Not
# in make check or check-engines: the first build installs about 1 GB of
# Debian packages into the image (12 minutes here, 2.9 GB), a later one
# after a change of the sources rebuilds the plugins in it (5 minutes).
.PHONY: check-image
check-image:
	@mk/deps.sh engines
	@mkdir -p $(BUILD)/check
	@: >$(BUILD)/check/image.results
	tests/verify/engines-check.sh $(VERIFY) $(BUILD) $(BUILD)/check/image.results image
	@echo "image: $$(grep -c '^PASS' $(BUILD)/check/image.results) passed, $$(grep -c '^FAIL' $(BUILD)/check/image.results) failed, $$(grep -c '^SKIP' $(BUILD)/check/image.results) skipped"
	@! grep -q '^FAIL' $(BUILD)/check/image.results

selftest-verify: $(VERIFY) plugins $(BROKEN_PLUGIN) $(VERIFY_CRASH_PLUGIN)
	@mkdir -p $(BUILD)/check
	tests/verify/selftest.sh $(VERIFY) $(BUILD) $(BUILD)/check/selftest-verify.results
