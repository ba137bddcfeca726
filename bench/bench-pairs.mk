# bench-pairs.mk - make bench-pairs: the AArch64 pair pass (memopt-pairs)
# against GCC 12 alone, clang-19 and clang-14, static and dynamic counts
# on tests/pairs, all of gcc.c-torture/execute, zlib and the real-world
# suite (bench/pairs/bench.sh explains them); writes bench/RESULTS-pairs.md
# and bench/RESULTS-pairs-clang-diff.md (bench/pairs/clang-diff.sh: per
# function, the pairs clang-19 forms and memopt does not, with the pass's
# reasons).  About 40 minutes on 2 cores; BENCH_PAIRS_REALWORLD=no skips
# the real-world suite (12 of them).  Never part of make check.  Included
# from bench/bench.mk.

BENCH_PAIRS_REALWORLD ?= yes

.PHONY: bench-pairs

# The torture suite's execute tests from the gcc-12-source tarball.
$(BUILD)/bench-pairs/torture/.stamp:
	@mk/deps.sh test
	@mkdir -p $(@D)
	tar -xJf $(GCC_TARBALL) -C $(@D) --strip-components=5 \
	  --wildcards 'gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute/*.c'
	@touch $@

bench-pairs: $(BUILD)/aarch64-linux-gnu-gcc-12/memopt.so \
	     $(BUILD)/bench/count.so \
	     $(BUILD)/bench-pairs/torture/.stamp $(BUILD)/zlib/.stamp
	@mk/deps.sh bench
	@$(if $(filter yes,$(BENCH_PAIRS_REALWORLD)),mk/deps.sh realworld)
	REALWORLD=$(BENCH_PAIRS_REALWORLD) bench/pairs/bench.sh $(BUILD) bench/RESULTS-pairs.md
