#!/usr/bin/env bash
# redundancy.sh - how much memory redundancy is left at run time: the
# real-world suite's programs, built by GCC 12 alone and GCC 12 with
# memopt, run under qemu-user with the redundancy profiler
# (bench/qemu/redundancy.c) instead of the counter; the profiles become
# tables with bench/redundancy-report.py.  make bench-redundancy.
#
# Usage: redundancy.sh [options]
#   --projects LIST   comma-separated real-world projects (default:
#                     zlib,lua,bzip2,xz,libpng; REDUNDANCY_PROJECTS in make)
#   --targets LIST    x86_64,aarch64 (default both)
#   --jobs N          builds run at once (default: nproc)
#   --out DIR         work directory (default build/redundancy); its src/
#                     is a link to build/realworld/src, the suite's cache
#   --results FILE    the report (default bench/RESULTS-redundancy.md)
#   --summary FILE    a markdown file whose section "## Dynamic redundancy
#                     (profiler)" is replaced by a summary and a link to
#                     the report (default bench/RESULTS-lse.md; "" for none)
#   --top N           lines per table (default 10)
#   --report-only     step 3 only: the report again from OUT's profiles
#                     and OUT/run.txt (after a change to the report script)
#
# Steps:
#   1. bench/realworld/realworld.sh --configs gcc,memopt --rounds 0
#      --counter build/bench/redundancy.so: every project built (-O2 -g:
#      the suite's CFLAGS; -g does not change GCC's code) and run with its
#      tests and workload, one profile per program run under
#      OUT/PROJECT/TARGET-O2/CONFIG/counts/; outputs and verdicts are
#      compared with gcc's as in make realworld;
#   2. the profiler's cost: zlib's minigzip -9 on the suite's input (gcc
#      build), timed under count.so and under the profiler;
#   3. the report and the summary (--report-only: this step alone).
# The binaries stay under OUT: the report reads them with addr2line.
set -uo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
projects=${REDUNDANCY_PROJECTS:-zlib,lua,bzip2,xz,libpng}
targets=x86_64,aarch64 jobs=$(nproc) out=$ROOT/build/redundancy
results=$ROOT/bench/RESULTS-redundancy.md summary=$ROOT/bench/RESULTS-lse.md top=10
report_only=""
usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --projects) projects=${2:?}; shift 2 ;;
    --targets) targets=${2:?}; shift 2 ;;
    --jobs) jobs=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --results) results=${2:?}; shift 2 ;;
    --summary) summary=${2?}; shift 2 ;;
    --top) top=${2:?}; shift 2 ;;
    --report-only) report_only=yes; shift ;;
    -h|--help) usage ;;
    *) echo "redundancy: unknown option '$1'" >&2; usage ;;
  esac
done
BUILD=$ROOT/build
PROFILER=$BUILD/bench/redundancy.so
for f in "$PROFILER" "$BUILD/bench/count.so"; do
  [ -f "$f" ] || { echo "redundancy: no $f: make $f" >&2; exit 2; }
done
mkdir -p "$out"
out=$(cd "$out" && pwd)
if [ ! -e "$out/src" ] && [ "$out" != "$BUILD/realworld" ]; then
  mkdir -p "$BUILD/realworld/src"
  ln -s "$BUILD/realworld/src" "$out/src"
fi

# 1. the suite under the profiler.  A profiled run is several times
# slower than a counted one: the suite's per-run limit (900 s) is raised.
# Sets suite_status and suite_seconds.
profile_suite() {
  local start
  start=$(date +%s)
  RW_RUN_TIMEOUT=${RW_RUN_TIMEOUT:-3600} "$HERE/realworld/realworld.sh" \
    --projects "$projects" --targets "$targets" --levels O2 --configs gcc,memopt \
    --rounds 0 --jobs "$jobs" --out "$out" --counter "$PROFILER" > "$out/realworld.log" 2>&1
  suite_status=$?
  suite_seconds=$(($(date +%s) - start))
  [ $suite_status = 0 ] || echo "redundancy: the suite reported differences or failures (exit $suite_status; $out/realworld.log, $out/FINDINGS.md)" >&2
}

# 2. the profiler's cost against count.so, on one run.
# cost T: "count-seconds profiler-seconds" of zlib's minigzip -9 (gcc
# build of target T), user+sys CPU time.
cost() {
  local t=$1 dir=$out/zlib/$1-O2/gcc qemu tf
  [ -x "$dir/minigzip" ] && [ -f "$dir/run/input" ] || return 1
  case $t in
    x86_64) qemu=(qemu-x86_64) ;;
    aarch64) qemu=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
  esac
  tf=$(mktemp)
  TIMEFORMAT='%3U %3S'
  { time "${qemu[@]}" -plugin "$BUILD/bench/count.so" -d plugin -D /dev/null \
      "$dir/minigzip" -9 < "$dir/run/input" > /dev/null; } 2>> "$tf"
  { time "${qemu[@]}" -plugin "$PROFILER,out=/dev/null" \
      "$dir/minigzip" -9 < "$dir/run/input" > /dev/null; } 2>> "$tf"
  awk '{ s[NR] = $1 + $2 } END { printf "%.2f %.2f\n", s[1], s[2] }' "$tf"
  rm -f "$tf"
}

# run_section: the report's closing section, "## The run": when, what,
# how long, the profiler's cost.
run_section() {
  local t c a b
  echo "## The run"
  echo
  echo "\`make bench-redundancy\` on $(date +%Y-%m-%d), $(nproc) cores, $(gcc-12 --version | head -1),"
  echo "$(qemu-x86_64 --version | head -1); projects $projects, targets $targets."
  echo "Building and running the suite under the profiler took $((suite_seconds / 60)) min $((suite_seconds % 60)) s"
  echo "(outputs and verdicts: $([ "$suite_status" = 0 ] && echo "all identical with and without memopt" || echo "see build/redundancy/FINDINGS.md, exit $suite_status"))."
  echo "The profiler's cost, CPU seconds of one run (zlib's minigzip -9 on the suite's input, gcc build):"
  echo
  for t in ${targets//,/ }; do
    if c=$(cost "$t"); then
      read -r a b <<< "$c"
      echo "- $t: count.so $a s, redundancy.so $b s ($(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", b / a }')x)"
    fi
  done
}

# 3. the report, then the summary section of SUMMARY: everything but its
# old section (which runs to the next "## " heading), then the new one.
write_summary() {
  local section=$out/summary.md
  {
    echo "## Dynamic redundancy (profiler)"
    echo
    echo "Loads left that repeat a value within one function activation, measured at run"
    echo "time by \`make bench-redundancy\` (bench/redundancy.sh) on the real-world suite."
    echo "An upper bound on what could still be removed, not a count of what a compiler"
    echo "can prove; the model, the top lines per project and the stack/other split are in"
    echo "[RESULTS-redundancy.md](RESULTS-redundancy.md)."
    echo
    python3 "$HERE/redundancy-report.py" --realworld "$out" --projects "$projects" --summary \
      | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
  } > "$section" || return 1
  [ -f "$summary" ] || : > "$summary"
  awk '/^## / { skip = ($0 == "## Dynamic redundancy (profiler)") } !skip' "$summary" \
    | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$summary.tmp"
  { cat "$summary.tmp"; echo; cat "$section"; } > "$summary"
  rm -f "$summary.tmp"
}

suite_status=0
if [ -z "$report_only" ]; then
  profile_suite
  run_section > "$out/run.txt"
  echo "$suite_status" > "$out/run.status"
else
  [ -f "$out/run.txt" ] || { echo "redundancy: no $out/run.txt: run without --report-only first" >&2; exit 2; }
  suite_status=$(cat "$out/run.status" 2>/dev/null || echo 0)
fi
{ python3 "$HERE/redundancy-report.py" --realworld "$out" --projects "$projects" --top "$top" \
    && cat "$out/run.txt"; } > "$out/RESULTS.md" \
  || { echo "redundancy: the report failed" >&2; exit 1; }
cp "$out/RESULTS.md" "$results"
if [ -n "$summary" ]; then
  write_summary || { echo "redundancy: the summary failed" >&2; exit 1; }
fi
cat "$results"
exit "$suite_status"
