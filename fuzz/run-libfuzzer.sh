#!/bin/bash
# run-libfuzzer.sh TARGET SECONDS - run build/fuzz/libfuzzer/fuzz-TARGET for
# SECONDS in all, restarting after each finding, and print one summary line:
# executions per second (per wall-clock second, and per second of CPU time
# the fuzzer got: the machine may be shared), coverage (libFuzzer's cov and
# ft), corpus size and findings.  An input running longer than 10 s is a
# finding too (a hang in the core: the framework itself is bounded).  The
# working corpus is $FUZZ_DIR/corpus/TARGET, read with the seeds
# corpora/fuzz/TARGET (never written); findings go to
# $FUZZ_DIR/findings/TARGET/.
#
# Findings.  libFuzzer stops at the first one and names the input it saves
# by its content's SHA-1 (crash-<sha1>, timeout-<sha1>), so an input found
# twice is saved once and counted once.  After a finding:
#   1. the input is removed from the working corpus when it is there (an
#      input added before the core changed fails again at every start);
#   2. the run stops, instead of restarting, when the same input fails
#      again (it is in the seeds, which this script does not change: fix
#      the core or the seed; make check-fuzz replays the seeds) or when
#      FUZZ_MAX_SAME (default 3) findings have the same failure (the first
#      "fuzz: ..."/sanitizer line with numbers blanked: a bug the fuzzer
#      keeps finding from many inputs needs fixing before more fuzzing
#      tells anything);
#   3. a run that fails without saving an input (a broken setup) stops it.
# Before this, a failing seed restarted libFuzzer hundreds of times, once
# per few milliseconds, for the whole duration.  libFuzzer's own -fork=1
# -ignore_crashes=1 would also keep going after a crash, but it keeps
# finding the same bug for the whole duration, and the cov/exec figures
# printed here would have to come from its job reports instead; one
# process restarted here keeps the figures and lets us stop early.
#
# libFuzzer's log holds whatever the target printed, so it is read with
# grep -a (a plain grep says "binary file matches" and the figures are
# lost when a byte is not text).
#
# Environment: FUZZ_DIR (build/fuzz), FUZZ_MAX_SAME (3), FUZZ_ENTROPIC
# (below); for the runner's own test (fuzz/runner-test.sh) FUZZ_BIN (the
# fuzzer binary) and FUZZ_SEEDS (the seed directory).
# The summary counts the distinct inputs that failed in this invocation,
# and how many of them were not in the findings directory before.
# Exit status: 0 no finding, 1 findings.
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
max_same=${FUZZ_MAX_SAME:-3}
dir=${FUZZ_DIR:-build/fuzz}
bin=${FUZZ_BIN:-$dir/libfuzzer/fuzz-$t}
seeds=${FUZZ_SEEDS:-corpora/fuzz/$t}
corpus=$dir/corpus/$t findings=$dir/findings/$t logs=$dir/logs/$t
mkdir -p "$corpus" "$findings" "$logs"
rm -f "$logs"/run-*.log "$logs"/run-*.log.time
before=$(ls "$findings" | wc -l)
start=$(date +%s) runs=0 execs=0 cov="" ft="" corp="" cpu=0 stop=""
declare -A same=()     # failure signature -> findings with it
seen=" "               # artifacts found in this invocation
TIMEFORMAT='%3U %3S'
while :; do
  left=$((secs - ($(date +%s) - start)))
  [ "$left" -gt 0 ] || break
  runs=$((runs + 1))
  log=$logs/run-$runs.log
  { time "$bin" -max_total_time="$left" -entropic="$entropic" -timeout=10 -print_final_stats=1 -max_len=512 \
    -artifact_prefix="$findings/" "$corpus" "$seeds" >"$log" 2>&1 ; } 2>"$log.time"
  rc=$?
  cpu=$(awk -v c="$cpu" '{ print c + $1 + $2 }' "$log.time")
  n=$(grep -a '^stat::number_of_executed_units:' "$log" | tail -1 | sed 's/.*: *//')
  execs=$((execs + ${n:-0}))
  line=$(grep -a -E '^#[0-9]+.*cov: ' "$log" | tail -1)
  [ -n "$line" ] && {
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$line")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$line")
    corp=$(sed -n 's/.* corp: \([0-9]*\).*/\1/p' <<<"$line"); }
  [ $rc -eq 0 ] && break   # the time is used up
  what=$(grep -a -m1 -E '^fuzz: |ERROR: |runtime error' "$log")
  art=$(grep -a -o 'Test unit written to .*' "$log" | tail -1 | sed 's/^Test unit written to //')
  echo "fuzz-$t: finding: ${what:-exit status $rc} (${art:-no input saved}; log $log)"
  if [ -z "$art" ] || [ ! -f "$art" ]; then
    stop="run $runs failed without saving an input (log $log)"; break
  fi
  # 2. the same input again: it is in the seeds
  case $seen in
    *" $art "*) stop="$art fails at every start: it is in $seeds (fix the core, or the seed)"; break ;;
  esac
  seen="$seen$art "
  # 1. out of the working corpus
  size=$(stat -c %s "$art")
  find "$corpus" -maxdepth 1 -type f -size "${size}c" -exec cmp -s "$art" {} \; -print 2>/dev/null |
    while read -r f; do rm -f "$f"; echo "fuzz-$t: removed $f from the working corpus"; done
  # 2. the same failure again and again
  sig=$(sed -E 's/0x[0-9a-fA-F]+/#/g; s/[0-9]+/#/g' <<<"${what:-exit $rc}")
  same[$sig]=$(( ${same[$sig]:-0} + 1 ))
  if [ "${same[$sig]}" -ge "$max_same" ]; then
    stop="$max_same findings with the same failure ($sig)"; break
  fi
done
el=$(($(date +%s) - start)); [ "$el" -gt 0 ] || el=1
found=$(wc -w <<<"$seen")
after=$(ls "$findings" | wc -l)
[ -n "$stop" ] && echo "fuzz-$t: stopped after $runs runs: $stop"
cpurate=$(awk -v e="$execs" -v c="$cpu" 'BEGIN { printf "%d", (c > 0 ? e / c : 0) }')
printf 'fuzz-%s: %d s, %d execs, %d exec/s (%s per CPU second), cov %s, ft %s, corpus %s, findings %d (%d new, in %s)\n' \
  "$t" "$el" "$execs" $((execs / el)) "$cpurate" "${cov:-?}" "${ft:-?}" "${corp:-?}" \
  "$found" $((after - before)) "$findings"
[ "$found" -eq 0 ]
