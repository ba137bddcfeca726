#!/bin/bash
# native-time-test.sh BUILD - bench/realworld/native-time.sh on a hand-made
# realworld.sh tree: a project "spin" whose recipe runs one program with
# rw_output, built twice (gcc and memopt: two plain gcc-12 builds):
#   the report has a row for spin with both medians, the round ratio
#     and its spread, and the counts' ratios from result.jsonl (no
#     assertion on the times themselves: a test is not a benchmark);
#   the programs ran natively (RW_NATIVE=yes: no qemu, no counts written);
#   a memopt build whose output differs is reported as such, exit 1;
#   a missing build is an error naming it, exit 1; bad arguments exit 2.
# Prints PASS/FAIL lines; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
NT=$ROOT/bench/realworld/native-time.sh
W=$BUILD/check/native-time; rm -rf "$W"; mkdir -p "$W/recipes" "$W/out/src/spin"
fails=0
check() { # check NAME CONDITION-STATUS
  if [ "$2" = 0 ]; then echo "PASS native-time-$1"; else echo "FAIL native-time-$1"; fails=1; fi
}
command -v hyperfine >/dev/null || { echo "FAIL native-time-hyperfine-installed (Debian package hyperfine)"; exit 1; }
cat > "$W/recipes/spin.sh" <<'R'
RW_PACKAGE=spin
rw_run() { rw_output spin "$OUT/prog"; }
R
cat > "$W/spin.c" <<'C'
#include <stdio.h>
int main (void)
{
  volatile unsigned long s = 0;
  for (unsigned long i = 0; i < WORK * 2000000UL; i++)
    s += i;
  printf ("%d\n", OUTPUT);
  return 0;
}
C
B=$W/out/spin/x86_64-O2
mkdir -p "$B/gcc" "$B/memopt"
gcc-12 -O2 -DWORK=1 -DOUTPUT=1 -o "$B/gcc/prog" "$W/spin.c"
gcc-12 -O2 -DWORK=2 -DOUTPUT=1 -o "$B/memopt/prog" "$W/spin.c"
printf '%s\n' '{"config":"gcc","insns":1000,"loads":400}' '{"config":"memopt","insns":1010,"loads":380}' > "$B/result.jsonl"

NATIVE_RECIPES=$W/recipes "$NT" --rounds 2 --runs 1 --out "$W/report.md" "$W/out" spin 2>"$W/err"; st=$?
check exit-0 $st
row=$(grep '^| spin |' "$W/report.md")
echo "$row" | grep -qE '^\| spin \| [0-9]+\.[0-9]{3} \| [0-9]+\.[0-9]{3} \| [0-9]\.[0-9]{4} \| [0-9]\.[0-9]{4}-[0-9]\.[0-9]{4} \| 1\.0100 \| 0\.9500 \|$'
check row-format-and-counts $?
[ ! -d "$B/gcc/counts" ] && [ ! -d "$B/memopt/outputs" ]
check native-and-builds-untouched $?

gcc-12 -O2 -DWORK=1 -DOUTPUT=2 -o "$B/memopt/prog" "$W/spin.c"
NATIVE_RECIPES=$W/recipes "$NT" --rounds 1 --runs 1 --out "$W/differ.md" "$W/out" spin 2>"$W/differ.err"; st=$?
[ $st = 1 ] && grep -q '^| spin | - | - | outputs differ |' "$W/differ.md" && grep -q 'differ' "$W/differ.err"
check outputs-differ-reported $?
NATIVE_RECIPES=$W/recipes "$NT" --out "$W/none.md" "$W/out" absent 2>"$W/none.err"; st=$?
[ $st = 1 ] && grep -q 'absent: no x86_64-O2 gcc and memopt builds' "$W/none.err"
check missing-build-named $?
"$NT" --rounds x "$W/out" spin >/dev/null 2>&1; st=$?
[ $st = 2 ]
check bad-arguments $?
exit $fails
