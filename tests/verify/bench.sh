#!/bin/bash
# bench.sh VERIFY DIR N [RUN OPTIONS...] - memopt-verify's throughput and
# own overhead (extra options go to memopt-verify run).
#
# Runs a campaign of N Csmith programs (seeds 1..N, both targets, levels
# O1,O2,O3) with one worker, so that elapsed time = harness + tools, and
# reports:
#   programs per core-hour   N * 3600 / (elapsed * workers)
#   programs per CPU-hour    N * 3600 / CPU time of the tools (the same
#                            figure on a machine shared with other work)
#   tool time                the wall time of every csmith, compiler and
#                            program run the harness started (tool_s)
#   harness overhead         (elapsed - tool time) / elapsed; target <= 5 %
# A program is generated once for all targets and levels, and the
# reference's output is computed once per target and reused for every
# plugin level, so a program costs 1 generation + per target 2 + L builds
# and runs.  Exits 1 when the overhead is above the target.
set -eu
VERIFY=$1; DIR=$2; N=${3:-20}
shift 3 || shift $#
rm -rf "$DIR"
"$VERIFY" run --seeds 1-"$N" -j1 "$@" --out "$DIR" >"$DIR.summary" 2>"$DIR.log" || true
mkdir -p "$DIR"
awk -v n="$N" '
  /"kind":"session"/ { if (match($0, /"elapsed_s":[0-9.]+/)) el += substr($0, RSTART + 12, RLENGTH - 12) }
  /"kind":"program"/ {
    progs++
    if ($0 ~ /"class":"timeout"/) timeouts++
    if (match($0, /"tool_s":[0-9.]+/)) tool += substr($0, RSTART + 9, RLENGTH - 9)
    if (match($0, /"gen_s":[0-9.]+/)) gen += substr($0, RSTART + 8, RLENGTH - 8)
    if (match($0, /"tool_cpu_s":[0-9.]+/)) cpu += substr($0, RSTART + 13, RLENGTH - 13)
  }
  END {
    if (progs == 0 || el == 0) { print "bench-verify: no program finished"; exit 1 }
    ov = 100 * (el - tool) / el
    printf "memopt-verify benchmark: %d programs, 1 worker, targets x86_64+aarch64, levels O1,O2,O3\n", progs
    printf "  elapsed                %8.1f s\n", el
    printf "  tools (csmith, gcc, runs, qemu) %6.1f s  (generation %.1f s)\n", tool, gen
    printf "  per program            %8.2f s\n", el / progs
    printf "  reference timeouts     %8d  (%.0f %% of the programs)\n", timeouts, 100 * timeouts / progs
    printf "  programs per core-hour %8.0f  (wall clock of 1 worker)\n", progs * 3600 / el
    printf "  programs per CPU-hour  %8.0f  (CPU time of the tools: %.1f s; does not depend on the load)\n", progs * 3600 / cpu, cpu
    printf "  harness overhead       %8.2f %%  (target <= 5 %%): %s\n", ov, ov <= 5 ? "ok" : "ABOVE TARGET"
    exit ov <= 5 ? 0 : 1
  }' "$DIR/journal.jsonl" | tee "$DIR/bench.txt"
