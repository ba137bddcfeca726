#!/bin/bash
# func-report-test.sh BUILD - bench/realworld/func-report.py, the real-world
# suite function by function, on a hand-made realworld.sh --funcs tree
# (written below; the counts are funcs files of bench/qemu/count.c):
#   zlib x86_64-O2: deflate_slow runs in two runs (compress, decompress)
#     and is summed over both: 2,020,000 against 2,000,000 instructions,
#     exactly 1 %: no regression; build_tree improves; tiny (50,000
#     instructions) is under --min-insns and left out until it is
#     lowered, when its 80 % more instructions regress;
#   lua aarch64-O2: luaV_execute executes 3.3 % more memory accesses: a
#     regression, in the summary row and among every regressing function;
#   --control DIR:memopt (a build with memopt-inline alone as the
#     control): luaV_execute's control there has the memopt build's
#     counts, so nothing regresses, and zlib, absent from DIR, drops out;
#     a --control without a configuration is a usage error;
#   a directory with no gcc/memopt pair: exit status 2 and a message;
#   a regressing function's transformations: the memopt build's log has
#     remarks at lines of its source, placed in the function that holds
#     them (bench/realworld/remark_funcs.py), or, for a remark the plugin
#     marks "(inlined into F.part.0)", in F whatever its line;
#   inlining: a leaf named by a leaf-inline remark is summed with its
#     callers (bench/realworld/inline_groups.py, from the programs'
#     disassembly): the caller that absorbed it regresses alone, its
#     group does not;
#   layout: a function whose two builds differ only in alignment nops is
#     listed apart and not judged (bench/realworld/disasm.py).
# Prints PASS/FAIL lines; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
REPORT=$ROOT/bench/realworld/func-report.py
W=$BUILD/check/func-report; rm -rf "$W"; mkdir -p "$W"
fails=0
check() { # check NAME CONDITION-STATUS
  if [ "$2" = 0 ]; then echo "PASS func-report-$1"; else echo "FAIL func-report-$1"; fails=1; fi
}
funcs() { # funcs FILE LINE...
  mkdir -p "$(dirname "$1")"; local f=$1; shift; printf '%s\n' "$@" >"$f"
}
Z=$W/out/zlib/x86_64-O2 L=$W/out/lua/aarch64-O2
funcs "$Z/gcc/funcs/0001.compress" "1000000 300000 100000 deflate_slow" \
  "500000 100000 50000 build_tree" "50000 1000 1000 tiny"
funcs "$Z/memopt/funcs/0001.compress" "1020000 300000 100000 deflate_slow" \
  "490000 90000 50000 build_tree" "90000 1000 1000 tiny"
funcs "$Z/gcc/funcs/0002.decompress" "1000000 300000 100000 deflate_slow"
funcs "$Z/memopt/funcs/0002.decompress" "1000000 300000 100000 deflate_slow"
funcs "$L/gcc/funcs/0001.run" "2000000 500000 100000 luaV_execute"
funcs "$L/memopt/funcs/0001.run" "2000000 520000 100000 luaV_execute"

python3 "$REPORT" "$W/out" >"$W/default.md"; st=$?
check exit-0 $st
grep -q '^| zlib | x86_64-O2 | 2 | 0 | 0 | 1.0100 `deflate_slow` |' "$W/default.md"
check summed-over-runs-not-over-threshold $?
grep -q '^| lua | aarch64-O2 | 1 | 0 | 1 |' "$W/default.md"
check memory-regression-counted $?
sed -n '/Every regressing function/,$p' "$W/default.md" | grep -q '`luaV_execute` .* 1.0333 |'
check regression-listed $?
! grep -q '`tiny`' "$W/default.md"
check min-insns-filters $?
grep -q '^pairs: 2, functions compared: 3, regressions: 1$' "$W/default.md"
check totals $?
python3 "$REPORT" "$W/out" --min-insns 1000 --results "$W/low.md"
grep -q '^pairs: 2, functions compared: 4, regressions: 2$' "$W/low.md"
check min-insns-lowered $?
python3 "$REPORT" "$W/out" --threshold 5 >"$W/loose.md"
grep -q 'regressions: 0$' "$W/loose.md"
check threshold $?
funcs "$W/ctl/lua/aarch64-O2/memopt/funcs/0001.run" "2000000 520000 100000 luaV_execute"
python3 "$REPORT" "$W/out" --control "$W/ctl:memopt" >"$W/ctl.md"
grep -q '^pairs: 1, functions compared: 1, regressions: 0$' "$W/ctl.md"
check control-from-another-build $?
python3 "$REPORT" "$W/out" --control "$W/ctl" >/dev/null 2>&1
[ $? = 2 ]
check control-needs-a-configuration $?
mkdir -p "$W/empty"
python3 "$REPORT" "$W/empty" >/dev/null 2>"$W/empty.err"; st=$?
[ $st = 2 ] && grep -q 'realworld.sh --funcs' "$W/empty.err"
check no-pair-is-an-error $?

# --- transformations, inline groups and layout, on programs built here -------
I=$W/inl/proj/x86_64-O2; mkdir -p "$I/gcc" "$I/memopt" "$W/inl/src"
cat >"$W/inl/src/p.c" <<'EOF'
static int table[64];
INLINE int
leaf (int i)
{
  return table[i & 63] + 1;
}
__attribute__ ((noinline)) int
caller (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += leaf (i);
  return s;
}
__attribute__ ((noinline)) int
padded (int n)
{
  int s = 0;
  PAD;
  for (int i = 0; i < n; i++)
    s ^= i * 3;
  return s;
}
INLINE int
helper2 (int i)
{
  return i * 7 + table[i & 15];
}
__attribute__ ((noinline)) int
caller2 (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s ^= helper2 (i);
  return s;
}
int
main (void)
{
  return caller (100) + padded (100) + caller2 (50) == 7;
}
EOF
gcc-12 -O2 -DINLINE='__attribute__ ((noinline)) static' -DPAD= -o "$I/gcc/prog" "$W/inl/src/p.c"
gcc-12 -O2 -DINLINE='static inline' -DPAD='__asm__ volatile ("nop")' -o "$I/memopt/prog" "$W/inl/src/p.c"
# The asm nop is padding to disasm.py as well: padded's code is the same.
printf '%s\n' "$W/inl/src/p.c:4:1: optimized: memopt: leaf, a leaf of 5 instructions called in 1 places, treated as declared inline" \
  "$W/inl/src/p.c:12:7: optimized: memopt: load of table[_3] replaced by _5" \
  "$W/inl/src/p.c:27:10: optimized: memopt: dead store to table[0] removed (inlined into caller.part.0)" \
  "$W/inl/src/p.c:34:10: optimized:  Inlining helper2/4 into caller2/5." >"$I/memopt/build.log"
funcs "$I/gcc/funcs/0001.run" "400000 100000 0 caller" "500000 100000 0 leaf" "300000 0 0 padded" \
  "100000 0 0 caller2" "100000 10000 0 helper2"
funcs "$I/memopt/funcs/0001.run" "800000 200000 0 caller" "330000 0 0 padded" "190000 10000 0 caller2"
python3 "$REPORT" "$W/inl" >"$W/inl.md"; st=$?
check groups-exit-0 $st
sed -n '/Every regressing function/,/^pairs/p' "$W/inl.md" | grep -q '`caller` .* 2.0000 .* | .*load-replaced 1 |'
check transformations-of-a-function $?
# helper2's line, but the plugin says it was compiled into caller.part.0
sed -n '/Every regressing function/,/^pairs/p' "$W/inl.md" | grep -q '`caller` .* 2.0000 .* | dead-store 1, load-replaced 1 |'
check inlined-remark-to-its-caller $?
sed -n '/### The groups/,/### Every regression once/p' "$W/inl.md" | grep -q '`caller + leaf` | 900,000 | 800,000 | 0.8889 '
check inline-group-summed $?
sed -n '/same code but for layout/,/### The groups/p' "$W/inl.md" | grep -q '`padded` .* 1.1000 '
check layout-only-listed-apart $?
sed -n '/### The groups/,/### Every regression once/p' "$W/inl.md" | grep -q '`caller2 + helper2` | 200,000 | 190,000 | 0.9500 '
check gcc-inlining-grouped $?
grep -q '^layout only: 1, groups: 2, functions and groups compared: 2, regressions: 0$' "$W/inl.md"
check nothing-regresses-once-accounted $?
exit $fails
