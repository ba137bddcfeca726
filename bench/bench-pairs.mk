# bench-pairs.mk - make bench-pairs: the AArch64 pair pass (memopt-pairs)
# against GCC 12 alone and clang-14, static and dynamic counts
# (bench/pairs/bench.sh explains them); writes bench/RESULTS-pairs.md.
# Never part of make check.  Included from bench/bench.mk.

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
	bench/pairs/bench.sh $(BUILD) bench/RESULTS-pairs.md
