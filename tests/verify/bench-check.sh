#!/bin/bash
# bench-check.sh VERIFY DIR N - what --check costs a campaign.
#
# Runs the same N Csmith programs (seeds 1..N, both targets, levels
# O1,O2,O3, one worker) as a normal campaign and as a --check campaign,
# alternating in rounds of N/4 seeds so that a change in the machine's
# load falls on both alike, and compares:
#   tool CPU time   the CPU seconds of every csmith, compiler and program
#                   run (tool_cpu_s: does not depend on the load)
#   elapsed         the campaigns' wall clock (noisy on a shared machine)
#   findings        check mode must not add any with the real plugin
# The target: a --check campaign costs at most 30 % more.  Exits
# 1 when the CPU-time ratio is above 1.30 or a finding appears.
set -eu
VERIFY=$1; DIR=$2; N=${3:-40}
rm -rf "$DIR"; mkdir -p "$DIR"
step=$(( (N + 3) / 4 ))
for ((a = 1; a <= N; a += step)); do
  b=$(( a + step - 1 )); [ $b -le $N ] || b=$N
  for mode in plain check; do
    flag=(); [ $mode = check ] && flag=(--check)
    "$VERIFY" run "${flag[@]}" --seeds "$a-$b" -j1 --out "$DIR/$mode-$a" \
      >"$DIR/$mode-$a.summary" 2>"$DIR/$mode-$a.log" || true
  done
done
sum() {  # sum MODE KEY: KEY summed over MODE's program records
  cat "$DIR"/"$1"-*/journal.jsonl | awk -v k="\"$2\":" '
    /"kind":"program"/ { i = index($0, k); if (i) s += substr($0, i + length(k)) + 0 }
    END { printf "%.1f", s }'
}
elapsed() {
  cat "$DIR"/"$1"-*/journal.jsonl | awk '/"kind":"session"/ {
    i = index($0, "\"elapsed_s\":"); if (i) s += substr($0, i + 12) + 0 } END { printf "%.1f", s }'
}
findings() { cat "$DIR"/"$1"-*/results.jsonl 2>/dev/null | grep -cE '"class":"(miscompile|check-failure|plugin-crash)"' || true; }
pc=$(sum plain tool_cpu_s); cc=$(sum check tool_cpu_s)
pe=$(elapsed plain); ce=$(elapsed check)
pf=$(findings plain); cf=$(findings check)
progs=$(cat "$DIR"/check-*/journal.jsonl | grep -c '"kind":"program"' || true)
awk -v n="$progs" -v pc="$pc" -v cc="$cc" -v pe="$pe" -v ce="$ce" -v pf="$pf" -v cf="$cf" 'BEGIN {
  r = pc > 0 ? cc / pc : 0
  printf "memopt-verify --check cost: %d programs, 1 worker, x86_64+aarch64, O1,O2,O3\n", n
  printf "  tool CPU time   plain %8.1f s   check %8.1f s   ratio %.3f (target <= 1.30): %s\n", pc, cc, r, (r <= 1.30 ? "ok" : "ABOVE TARGET")
  printf "  elapsed         plain %8.1f s   check %8.1f s   ratio %.3f (noisy)\n", pe, ce, (pe > 0 ? ce / pe : 0)
  printf "  findings        plain %d, check %d%s\n", pf, cf, (cf > pf ? " (check mode found more: look at them)" : "")
  exit (r <= 1.30 && cf == 0) ? 0 : 1
}' | tee "$DIR/bench.txt"
