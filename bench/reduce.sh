#!/bin/bash
# reduce.sh - `memopt-verify reduce` of today against an older one, side by
# side on one case (make bench-reduce).
#
# Usage: bench/reduce.sh [--base REV] [--seed N] [--generator G] [--bug B]
#                        [--level L] [--jobs N] [--timeout S] [--out DIR]
#                        [--results F]
#
# The case: the program of seed N (default 3) from generator G (default
# csmith,memgen, as make bench-seeded uses it: seed 3 is memgen's)
# miscompiled by the seeded bug --plugin-arg break=B (default phi-offset)
# at -OL (default O1) on x86-64.  A Csmith case: --generator csmith
# --seed 200 --bug alias --level O2 (2,051 lines).  The old harness is
# memopt-verify built from REV's verify/ (default main) as
# build/memopt-verify-base-REV; the new one is build/memopt-verify, rebuilt
# first from the checkout's verify/.  Both reductions start at once, so
# they share the machine's load, each with -j N (C-Vise's --n, default
# 1) and --timeout S (default 7200).  Measured per reduction: CPU time
# (user + sys of the whole command and every process it waited for,
# /usr/bin/time), wall time, the final size (reduced.c, clang-formatted,
# as stored), and every 30 s the size of the best variant so far (prog.c
# in its work directory) in bytes, with the CPU time of its process tree
# so far (C-Vise's line passes reformat the file, one top-level
# declaration a line and back, so its lines say little until the end);
# from those, the CPU time each took to get down to 90, 75, 50, 37 (the
# issue's 2,230 -> 837 lines), 25, 10, 5, 2 and
# 1 % of the original bytes (a speed that the long tail of the last
# bytes does not dominate).  Writes the table to F (default
# OUT/summary.md).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
base=main seed=3 gen=csmith,memgen bug=phi-offset level=O1 jobs=1 timeout=7200
out=$ROOT/build/bench-reduce results=
while [ $# -gt 0 ]; do
  case $1 in
    --base) base=${2:?}; shift 2 ;;
    --seed) seed=${2:?}; shift 2 ;;
    --generator) gen=${2:?}; shift 2 ;;
    --bug) bug=${2:?}; shift 2 ;;
    --level) level=${2:?}; shift 2 ;;
    --jobs) jobs=${2:?}; shift 2 ;;
    --timeout) timeout=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --results) results=${2:?}; shift 2 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "reduce.sh: unknown option '$1' (--base, --seed, --generator, --bug, --level, --jobs, --timeout, --out, --results)" >&2; exit 2 ;;
  esac
done
[ -n "$results" ] || results=$out/summary.md
NEW=$ROOT/build/memopt-verify
# The new harness is today's verify/: built here, so that a stale binary
# is never measured as "new".
make -C "$ROOT" -s build/memopt-verify >/dev/null || { echo "reduce.sh: cannot build $NEW" >&2; exit 2; }
mkdir -p "$out"

# The old harness, from REV's verify/ (beside the new one, so that it
# finds the same plugins and tables).
rm -rf "$out/base-src" && mkdir -p "$out/base-src"
git -C "$ROOT" archive "$base" verify | tar -x -C "$out/base-src" || exit 2
rev=$(git -C "$ROOT" rev-parse --short "$base")
# One binary per revision: two runs with different bases at once must not
# overwrite each other's.
BASE=$ROOT/build/memopt-verify-base-$rev
# (version.h: MEMOPT_VERSION before the release number had its own file,
# MEMOPT_COMMIT after, with -DMEMOPT_RELEASE)
printf '#define MEMOPT_VERSION "%s"\n#define MEMOPT_COMMIT "%s"\n' "$rev" "$rev" \
  >"$out/base-src/verify/version.h"
gcc-12 -std=c11 -O2 -DMEMOPT_RELEASE="\"$(cat "$ROOT/VERSION")\"" \
  -I"$out/base-src/verify" -o "$BASE" \
  $(ls "$out/base-src"/verify/*.c | grep -v /unit.c) || exit 2

# The case.
camp=$out/camp
rm -rf "$camp"
"$NEW" run --generator "$gen" --seed "$seed" --count 1 \
  --plugin-arg break="$bug" --targets x86_64 --levels "$level" -j1 \
  --out "$camp" >"$out/camp.out" 2>&1
case_dir=$camp/cases/$seed
[ -f "$case_dir/case.json" ] || { echo "reduce.sh: seed $seed with break=$bug is no finding ($out/camp.out)" >&2; exit 2; }

# Both reductions at once; every 30 s the lines of each best variant.
declare -A pid
for v in base new; do
  bin=$BASE; [ $v = new ] && bin=$NEW
  rm -rf "$out/$v" "$out/$v.samples"
  /usr/bin/time -f "%U %S %e" -o "$out/$v.time" \
    "$bin" reduce "$case_dir" --timeout "$timeout" -j"$jobs" \
    --corpus "$out/$v" --id r >"$out/$v.out" 2>"$out/$v.err" &
  pid[$v]=$!
done
# tree_cpu PID: CPU seconds so far of PID and all its descendants (each
# one's own time and that of the children it reaped), from /proc.
tree_cpu() {
  local p c t=0 f queue=("$1")
  while [ ${#queue[@]} -gt 0 ]; do
    p=${queue[0]}; queue=("${queue[@]:1}")
    f=$(awk '{ print $14 + $15 + $16 + $17 }' "/proc/$p/stat" 2>/dev/null) && t=$((t + f))
    for c in $(cat /proc/"$p"/task/*/children 2>/dev/null); do queue+=("$c"); done
  done
  echo $((t / $(getconf CLK_TCK)))
}
t0=$(date +%s)
echo "reduce.sh: base ($rev) and new reducing $case_dir (-j$jobs), pids ${pid[base]} ${pid[new]}" >&2
while kill -0 "${pid[base]}" 2>/dev/null || kill -0 "${pid[new]}" 2>/dev/null; do
  sleep 30
  t=$(( $(date +%s) - t0 ))
  for v in base new; do
    kill -0 "${pid[$v]}" 2>/dev/null || continue
    w=$(sed -n 's/.*checking that the case is interesting (\(.*\))$/\1/p' "$out/$v.err" | head -1)
    [ -n "$w" ] && [ -f "$w/prog.c" ] &&
      echo "$t $(wc -c <"$w/prog.c") $(wc -l <"$w/prog.c") $(tree_cpu "${pid[$v]}")" >>"$out/$v.samples"
  done
done
wait

# The table.
row() {  # row V: cpu wall final
  read -r u s e <"$out/$1.time"
  fin=$(grep -o '"reduced_lines":[0-9]*' "$out/$1/r/case.json" 2>/dev/null | cut -d: -f2)
  echo "$u $s $e ${fin:--}"
}
reach() {  # reach V B: CPU seconds when V's best variant was B bytes or less
  awk -v b="$2" 'NF >= 4 && $2 <= b { print $4; found = 1; exit } END { if (!found) print "-" }' "$out/$1.samples"
}
at() {  # at V T: bytes at T s (the last sample at or before T)
  awk -v t="$2" '$1 <= t { l = $2 } END { print (l == "" ? "-" : l) }' "$out/$1.samples"
}
read -r bu bs be bf < <(row base)
read -r nu ns ne nf < <(row new)
orig=$(wc -l <"$case_dir/prog.c")
{
  echo "Case: generator $gen, seed $seed ($orig lines), break=$bug, x86_64 -$level; -j$jobs; $(date -u +%Y-%m-%d), $(nproc) cores."
  echo "base: memopt-verify of $rev; new: of $(git -C "$ROOT" describe --always --dirty)."
  echo
  echo "| | base | new | base / new |"
  echo "|---|---:|---:|---:|"
  awk -v b="$bu $bs" -v n="$nu $ns" 'BEGIN { split(b, x); split(n, y); cb = x[1] + x[2]; cn = y[1] + y[2];
    printf "| CPU time to the end (user + sys) | %.0f s | %.0f s | %.2f |\n", cb, cn, cn ? cb / cn : 0 }'
  awk -v b="$be" -v n="$ne" 'BEGIN { printf "| wall time to the end | %.0f s | %.0f s | %.2f |\n", b, n, n ? b / n : 0 }'
  echo "| final size (reduced.c, clang-formatted) | $bf lines | $nf lines | |"
  for t in 300 600 900 1200 1800 2400 3000 3600 4800 6000; do
    lb=$(at base $t) ln=$(at new $t)
    { [ "$lb" = - ] && [ "$ln" = - ]; } && continue
    awk -v b="$be" -v t="$t" 'BEGIN { exit !(t <= b + 30) }' || lb="(done)"
    awk -v n="$ne" -v t="$t" 'BEGIN { exit !(t <= n + 30) }' || ln="(done)"
    [ "$lb" = "(done)" ] && [ "$ln" = "(done)" ] && continue
    echo "| bytes left after $t s | $lb | $ln | |"
  done
  # The same speed without the long tail: the CPU time each took to get
  # its best variant down to a share of the original (sampled every 30 s,
  # so each figure is up to 30 s of wall time late).
  ob=$(wc -c <"$case_dir/prog.c")
  for pc in 90 75 50 37 25 10 5 2 1; do
    b=$((ob * pc / 100)) rb=$(reach base $((ob * pc / 100))) rn=$(reach new $((ob * pc / 100)))
    { [ "$rb" = - ] && [ "$rn" = - ]; } && continue
    awk -v pc="$pc" -v b="$b" -v x="$rb" -v y="$rn" 'BEGIN {
      r = (x != "-" && y != "-" && y > 0) ? sprintf("%.2f", x / y) : "";
      printf "| CPU time to %d %% (%d bytes) | %s s | %s s | %s |\n", pc, b, x, y, r }'
  done
} >"$results"
cat "$results"
