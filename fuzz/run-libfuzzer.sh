#!/bin/bash
# run-libfuzzer.sh TARGET SECONDS - run build/fuzz/libfuzzer/fuzz-TARGET for
# SECONDS in all, restarting after each finding, and print one summary line:
# executions per second (per wall-clock second, and per second of CPU time
# the fuzzer got: the machine may be shared), coverage (libFuzzer's cov and
# ft), corpus size and findings.  An input running longer than 10 s is a
# finding too (a hang in the core: the framework itself is bounded).  The
# working corpus is $FUZZ_DIR/corpus/TARGET (seeded from
# corpora/fuzz/TARGET); findings go to $FUZZ_DIR/findings/TARGET/.
set -u
t=$1 secs=$2
# Allocation stacks cost a tenth of the time; a finding is replayed with
# the plain driver (full reports) anyway.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0}
# libFuzzer's entropic scheduler (its default) spent half of every
# execution updating feature frequencies once the LSE corpus reached ~550
# inputs and ~3,200 features: 5,600 exec/s with it, 10,700 without, the
# same coverage.  FUZZ_ENTROPIC=1 turns it back on.
entropic=${FUZZ_ENTROPIC:-0}
dir=${FUZZ_DIR:-build/fuzz}
bin=$dir/libfuzzer/fuzz-$t
corpus=$dir/corpus/$t findings=$dir/findings/$t logs=$dir/logs/$t
mkdir -p "$corpus" "$findings" "$logs"
before=$(ls "$findings" | wc -l)
start=$(date +%s) runs=0 execs=0 cov="" ft="" corp="" cpu=0
TIMEFORMAT='%3U %3S'
while :; do
  left=$((secs - ($(date +%s) - start)))
  [ "$left" -gt 0 ] || break
  runs=$((runs + 1))
  log=$logs/run-$runs.log
  { time "$bin" -max_total_time="$left" -entropic="$entropic" -timeout=10 -print_final_stats=1 -max_len=512 \
    -artifact_prefix="$findings/" "$corpus" "corpora/fuzz/$t" >"$log" 2>&1 ; } 2>"$log.time"
  rc=$?
  cpu=$(awk -v c="$cpu" '{ print c + $1 + $2 }' "$log.time")
  n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  execs=$((execs + ${n:-0}))
  line=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1)
  [ -n "$line" ] && {
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$line")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$line")
    corp=$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$line"); }
  if [ $rc -ne 0 ]; then
    echo "fuzz-$t: finding: $(grep -m1 -E '^fuzz: |ERROR: ' "$log") (log $log)"
  fi
  # A run that ends without using its time and without a finding is a
  # broken setup: do not spin.
  [ $rc -eq 0 ] && break
done
el=$(($(date +%s) - start)); [ "$el" -gt 0 ] || el=1
after=$(ls "$findings" | wc -l)
cpurate=$(awk -v e="$execs" -v c="$cpu" 'BEGIN { printf "%d", (c > 0 ? e / c : 0) }')
printf 'fuzz-%s: %d s, %d execs, %d exec/s (%s per CPU second), cov %s, ft %s, corpus %s, findings %d (in %s)\n' \
  "$t" "$el" "$execs" $((execs / el)) "$cpurate" "${cov:-?}" "${ft:-?}" "${corp:-?}" \
  $((after - before)) "$findings"
[ $((after - before)) -eq 0 ]
