#!/bin/bash
# selftest.sh BIN SECONDS - the negative test of the fuzz setup: BIN is a
# target (fuzz-lse, fuzz-phi, fuzz-dse, fuzz-pairs) built with -DFUZZ_BROKEN_ORACLE=1 (the alias
# callback answers NO where the truth is MAY; for pairs, the conflict
# callback ignores memory).  libFuzzer must find a
# miscompile ("fuzz: MISMATCH", "DECISION" or "SSA") within SECONDS,
# starting from an empty corpus (the seeds expose it at once; make check-fuzz tests that).
# Exit 0 when it does.
set -u
bin=$1 secs=$2
dir=${FUZZ_DIR:-build/fuzz}/selftest
rm -rf "$dir" && mkdir -p "$dir/corpus" "$dir/findings"
start=$(date +%s)
"$bin" -max_total_time="$secs" -timeout=10 -max_len=512 -artifact_prefix="$dir/findings/" \
  "$dir/corpus" >"$dir/log" 2>&1
rc=$?
el=$(($(date +%s) - start))
what=$(grep -a -m1 -E '^fuzz: (MISMATCH|DECISION|SSA)' "$dir/log")
if [ $rc -ne 0 ] && [ -n "$what" ]; then
  echo "fuzz-selftest: PASS: the broken oracle was caught after ${el} s: $what"
  exit 0
fi
echo "fuzz-selftest: FAIL: the broken oracle was not caught in ${secs} s (log $dir/log)"
exit 1
