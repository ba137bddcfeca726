#!/bin/bash
# native-time.sh - the confirmation users feel: each project's workload
# run natively on x86-64, GCC 12 alone against GCC 12 with memopt, in
# paired, alternating rounds timed by hyperfine, beside the counts.
#
# Usage: bench/realworld/native-time.sh [--rounds R] [--runs N]
#            [--out FILE] DIR PROJECT...
#
# DIR is a realworld.sh --out directory whose x86_64-O2 gcc and memopt
# builds of each PROJECT are there (built and counted: their
# result.jsonl gives the counts printed beside the times).  Each build
# is copied to a scratch directory (its programs and objects, not its
# counts), and the project's rw_run is run there with RW_NATIVE=yes:
# lib.sh's rw_exec then runs each program directly instead of under
# qemu with the counter.  Outputs and verdicts of the native runs are
# compared between the two builds once, before timing: a difference
# stops the project (the counts' run compared them under qemu already).
#
# Timing, per project: R rounds (default 10); each round is one
# `hyperfine --runs N` (default 3) of both builds, gcc first in odd
# rounds and memopt first in even ones, so a slow spell of the shared
# machine falls on both.  A round's ratio is memopt's median over gcc's
# median of that round; the report gives the medians over all runs, the
# median of the rounds' ratios, and their spread (lowest and highest
# round ratio), with the instructions and loads ratio of the counts:
#
#   | project | gcc s | memopt s | memopt/gcc | spread | insns | loads |
#   | zlib    | 1.912 | 1.897    | 0.9922     | 0.9801-1.0063 | 0.9990 | 0.9536 |
#
# A spread that straddles 1.0 says the difference is within the noise.
# hyperfine is Debian package hyperfine (make bench-native installs it).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
ROUNDS=10 RUNS=3 REPORT=/dev/stdout
usage() { echo "usage: bench/realworld/native-time.sh [--rounds R] [--runs N] [--out FILE] DIR PROJECT..." >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) ROUNDS=${2:?}; shift 2 ;;
    --runs) RUNS=${2:?}; shift 2 ;;
    --out) REPORT=${2:?}; shift 2 ;;
    -*) usage ;;
    *) break ;;
  esac
done
[ $# -ge 2 ] || usage
case $ROUNDS$RUNS in *[!0-9]*) usage ;; esac
[ "$ROUNDS" -ge 1 ] && [ "$RUNS" -ge 1 ] || usage
DIR=$(cd "$1" && pwd) || exit 2; shift
command -v hyperfine >/dev/null || { echo "native-time: hyperfine is missing (Debian package hyperfine)" >&2; exit 2; }
[ "$(uname -m)" = x86_64 ] || { echo "native-time: runs the x86-64 builds natively: an x86-64 machine is needed" >&2; exit 2; }
PROJECTS=$ROOT/bench/realworld/projects
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/native-time.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT

recipe() { # recipe PROJECT: its recipe file (the seven, the wide tier, or
  local f   # NATIVE_RECIPES, a directory of recipes: tests/qemu/native-time-test.sh)
  for f in ${NATIVE_RECIPES:+"$NATIVE_RECIPES/$1.sh"} "$PROJECTS/$1.sh" "$HERE/wide/$1.sh"; do [ -f "$f" ] && { echo "$f"; return; }; done
  return 1
}

# runner P C: a script that runs P's workload with build C natively in
# the scratch copy; prints its path.
runner() {
  local p=$1 c=$2 src out=$SCRATCH/$1/$2 rec
  rec=$(recipe "$p") || return 1
  src=$DIR/src/$(bash -c 'source "$1"; echo "${RW_PACKAGE:-$2}"' _ "$rec" "$p")
  rm -rf "$out"; mkdir -p "$out"
  (cd "$DIR/$p/x86_64-O2/$c" && tar -cf - --exclude=./counts --exclude=./funcs \
     --exclude=./uncounted --exclude=./outputs --exclude=./logs --exclude=./run .) \
    | tar -xf - -C "$out" || return 1
  cat > "$SCRATCH/$p-$c.sh" <<EOF
export SRC='$src' OUT='$out' TARGET=x86_64 LEVEL=O2 CONFIG=$c RW_PROJECT=$p
export RW_NATIVE=yes RW_COUNTER=none
source '$HERE/lib.sh'; source '$rec'
rm -rf "\$OUT/run" "\$OUT/outputs" "\$OUT/logs"; mkdir -p "\$OUT/run"; : > "\$OUT/verdicts"
cd "\$OUT/run" && rw_run > /dev/null 2>&1
EOF
  echo "$SCRATCH/$p-$c.sh"
}

# counts P FIELD: memopt/gcc of FIELD in P's x86_64-O2 result.jsonl.
counts() {
  python3 - "$DIR/$1/x86_64-O2/result.jsonl" "$2" <<'EOF'
import json, sys
try:
    rows = {r["config"]: r for r in map(json.loads, open(sys.argv[1]))}
    print("%.4f" % (rows["memopt"][sys.argv[2]] / rows["gcc"][sys.argv[2]]))
except (OSError, KeyError, ValueError, ZeroDivisionError):
    print("-")
EOF
}

{
  echo "Native run time of each workload on x86-64 (bench/realworld/native-time.sh),"
  echo "$ROUNDS paired rounds of hyperfine --runs $RUNS, the order alternating; builds of $DIR."
  echo "Host: $(nproc) CPUs, load average at the start $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "| project | gcc s (median) | memopt s (median) | memopt/gcc (median round) | spread (rounds) | insns (counts) | loads (counts) |"
  echo "|---|---:|---:|---:|---|---:|---:|"
} > "$REPORT"

status=0
for p in "$@"; do
  if [ ! -d "$DIR/$p/x86_64-O2/gcc" ] || [ ! -d "$DIR/$p/x86_64-O2/memopt" ]; then
    echo "native-time: $p: no x86_64-O2 gcc and memopt builds in $DIR" >&2; status=1; continue
  fi
  g=$(runner "$p" gcc) && m=$(runner "$p" memopt) || { echo "native-time: $p: cannot copy its builds" >&2; status=1; continue; }
  bash "$g"; bash "$m"
  same=yes G=$SCRATCH/$p/gcc M=$SCRATCH/$p/memopt
  cmp -s "$G/verdicts" "$M/verdicts" || same=no
  if [ -d "$G/outputs" ] || [ -d "$M/outputs" ]; then
    diff -rq -x '*.stderr' "$G/outputs" "$M/outputs" >/dev/null 2>&1 || same=no
  fi
  if [ $same = no ]; then
    echo "native-time: $p: the native runs' verdicts or outputs differ between gcc and memopt" >&2
    echo "| $p | - | - | outputs differ | - | - | - |" >> "$REPORT"; status=1; continue
  fi
  for r in $(seq 1 "$ROUNDS"); do
    if [ $((r % 2)) = 1 ]; then a=gcc A=$g b=memopt B=$m; else a=memopt A=$m b=gcc B=$g; fi
    hyperfine --style none --runs "$RUNS" --export-json "$SCRATCH/$p.$r.json" \
      -n "$a" "bash $A" -n "$b" "bash $B" > /dev/null 2>&1 \
      || { echo "native-time: $p: hyperfine failed in round $r" >&2; status=1; continue 2; }
  done
  python3 - "$SCRATCH" "$p" "$ROUNDS" "$(counts "$p" insns)" "$(counts "$p" loads)" >> "$REPORT" <<'EOF'
import json, statistics, sys
scratch, p, rounds, insns, loads = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
times = {"gcc": [], "memopt": []}
ratios = []
for r in range(1, rounds + 1):
    med = {}
    for res in json.load(open(f"{scratch}/{p}.{r}.json"))["results"]:
        times[res["command"]] += res["times"]
        med[res["command"]] = statistics.median(res["times"])
    ratios.append(med["memopt"] / med["gcc"])
g, m = statistics.median(times["gcc"]), statistics.median(times["memopt"])
print(f"| {p} | {g:.3f} | {m:.3f} | {statistics.median(ratios):.4f} | "
      f"{min(ratios):.4f}-{max(ratios):.4f} | {insns} | {loads} |")
EOF
done
exit $status
