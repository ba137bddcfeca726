#!/bin/bash
# compare-debug.sh - -g never changes the code memopt makes: GCC's
# -fcompare-debug over gcc.c-torture/execute with the plugin.
#
# Usage: tests/compare-debug.sh [--sample N] [--levels "-O2 -O3"]
#                               [--results FILE]
#
# -fcompare-debug compiles each file twice, with and without debug
# information (-gtoggle), and fails the compile when the final RTL of
# the two differs: a pass that decides differently when debug statements
# are present (counting them, or taking their uses for real ones) makes
# -g change the code.  For every torture test (every Nth with --sample
# N, a fixed subset for make check), on each target (gcc-12,
# aarch64-linux-gnu-gcc-12) and level (default -O2 and -O3):
#   - compiled with -fcompare-debug without the plugin: if that fails
#     (the test does not compile here, or GCC's own -fcompare-debug
#     failure): SKIP with the reason;
#   - then with the plugin: a failure is FAIL, with the command that
#     reproduces it and GCC's message; otherwise PASS.
# Flags: the torture harness's "-w -fno-diagnostics-show-caret" and the
# test's unconditional dg-options are not needed to compile (-c only);
# tests that need options to compile are skipped by the first step.
# The torture sources come from $BUILD/torture (make's $(TORTURE_STAMP)).
# Output: one line per case, the results file (default
# $BUILD/check/compare-debug.results), a summary line; exit 1 on a FAIL.

set -u
cd "$(dirname "$0")/.." || exit 2
BUILD=${BUILD:-build}
JOBS=${JOBS:-$(nproc)}
SRC=$BUILD/torture/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
SAMPLE=1 LEVELS="-O2 -O3" RESULTS=$BUILD/check/compare-debug.results
CTMO=${COMPILE_TIMEOUT:-120}

# --case TARGET LEVEL FILE: one case, its result line(s) on stdout.
if [ "${1:-}" = --case ]; then
  target=$2 level=$3 file=$4 name=${4#"$SRC"/}
  case $target in
    x86_64) cc=gcc-12 ;;
    aarch64) cc=aarch64-linux-gnu-gcc-12 ;;
  esac
  plugin=$BUILD/$cc/memopt.so
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  flags="-w -fno-diagnostics-show-caret -fcompare-debug $level -c"
  # shellcheck disable=SC2086
  if ! (cd "$work" && timeout "$CTMO" $cc $flags "$OLDPWD/$file" -o x.o) \
       >"$work/ref.err" 2>&1; then
    why=$(grep -m1 -E 'compare-debug|error' "$work/ref.err" | LC_ALL=C tr -cd "[:print:]" | cut -c1-120)
    echo "SKIP compare-debug/$name [$target $level] without the plugin: ${why:-does not compile}"
    exit 0
  fi
  # shellcheck disable=SC2086
  if (cd "$work" && timeout "$CTMO" $cc -fplugin="$OLDPWD/$plugin" $flags \
        "$OLDPWD/$file" -o x.o) >"$work/plug.err" 2>&1; then
    echo "PASS compare-debug/$name [$target $level]"
  else
    echo "FAIL compare-debug/$name [$target $level] $(grep -m1 -E 'compare-debug|error' "$work/plug.err" | LC_ALL=C tr -cd "[:print:]" | cut -c1-160)"
    echo "    reproduce: $cc -fplugin=$plugin $flags $file -o /tmp/x.o"
  fi
  exit 0
fi

while [ $# -gt 0 ]; do
  case $1 in
    --sample) SAMPLE=${2:?}; shift 2 ;;
    --levels) LEVELS=${2:?}; shift 2 ;;
    --results) RESULTS=${2:?}; shift 2 ;;
    *) echo "usage: tests/compare-debug.sh [--sample N] [--levels L] [--results FILE]" >&2
       exit 2 ;;
  esac
done
[ -d "$SRC" ] || { echo "compare-debug: no torture sources in $SRC (make $BUILD/torture/.stamp)" >&2; exit 2; }
mkdir -p "$(dirname "$RESULTS")"
start=$(date +%s)
mapfile -t files < <(cd "$SRC" && ls ./*.c ieee/*.c 2>/dev/null | sed 's#^\./##' | LC_ALL=C sort \
                     | awk -v n="$SAMPLE" '(NR - 1) % n == 0')
for f in "${files[@]}"; do
  for t in x86_64 aarch64; do
    for l in $LEVELS; do printf '%s\0%s\0%s\0' "$t" "$l" "$SRC/$f"; done
  done
done | xargs -0 -n3 -P"$JOBS" "$0" --case | tee "$RESULTS.log" | grep -av "^PASS" || true
grep -aE "^(PASS|FAIL|SKIP) " "$RESULTS.log" >"$RESULTS"
pass=$(grep -c '^PASS ' "$RESULTS"); fail=$(grep -c '^FAIL ' "$RESULTS"); skip=$(grep -c '^SKIP ' "$RESULTS")
echo "compare-debug: $pass passed, $fail failed, $skip skipped in $(( $(date +%s) - start ))s ($RESULTS)"
[ "$fail" -eq 0 ]
