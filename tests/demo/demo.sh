#!/bin/bash
# demo.sh - show what memopt does to tests/demo/example.c (make demo).
#
#   1. compile it with the plugin at -O2 -fopt-info-optimized and show the
#      memopt remarks.  GCC 12 removes the example's redundancies itself at
#      -O2 (FRE, PRE/code hoisting, DOM, DSE), so those passes are turned
#      off (GCC_OFF below) and what changes is memopt's work;
#   2. count the loads and stores left in each function of the final GIMPLE
#      (-fdump-tree-optimized), without and with the plugin, as a table;
#   3. build and run it without and with the plugin and show that both
#      print the same.
# Environment: BUILD (default build), CC (default gcc-12).

set -eu
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
CC=${CC:-gcc-12}
PLUGIN=$BUILD/$CC/memopt.so
SRC=tests/demo/example.c
OUT=$BUILD/demo
mkdir -p "$OUT"
GCC_OFF="-fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse"
O="-O2 $GCC_OFF"

echo "== memopt remarks: $CC $O -fplugin=$PLUGIN -fopt-info-optimized -c $SRC"
# shellcheck disable=SC2086
$CC $O -fplugin="$PLUGIN" -fopt-info-optimized -fdump-tree-optimized="$OUT/with.gimple" \
  -c -o "$OUT/with.o" "$SRC" 2>"$OUT/remarks.txt"
if grep 'memopt:' "$OUT/remarks.txt"; then :; else echo "(no memopt remarks)"; fi
# shellcheck disable=SC2086
$CC $O -fdump-tree-optimized="$OUT/without.gimple" -c -o "$OUT/without.o" "$SRC"

# count_mem GIMPLE: print "function loads stores" for each function.  In
# GIMPLE a memory operand appears only in a single-operand assignment: a
# store when the left side is a memory reference, a load when the right
# side is one (a component ref, an array ref, MEM[...], *p or a variable
# that is not an SSA name; not &x).
count_mem () {
  awk '
    function is_mem(x) {
      if (x ~ /^&/ || x ~ /CLOBBER/) return 0
      if (x ~ /^(MEM|\*)/) return 1
      if (x ~ / /) return 0	# an operation on registers, a cast, a call
      if (x ~ /->|\[|[A-Za-z_0-9]\.[A-Za-z_]/) return 1
      # a variable that is not an SSA name (name_N, _N, name_N(D)) lives
      # in memory
      return x ~ /^[A-Za-z_][A-Za-z0-9_]*$/ && x !~ /_[0-9]+$/
    }
    /^[A-Za-z].* \(.*\)$/ && $0 !~ /^;;/ {
      if (fn != "") print fn, loads, stores
      fn = $0; sub(/ \(.*/, "", fn); sub(/.* \**/, "", fn); loads = stores = 0; next
    }
    /^  [^ #].* = .*;$/ && $0 !~ /{CLOBBER}/ {
      line = $0; sub(/^  /, "", line); sub(/;$/, "", line)
      k = index(line, " = "); lhs = substr(line, 1, k - 1); rhs = substr(line, k + 3)
      if (is_mem(lhs)) stores++
      else if (is_mem(rhs)) loads++
    }
    END { if (fn != "") print fn, loads, stores }' "$1"
}

echo
echo "== memory operations in the final GIMPLE ($O), without and with memopt"
count_mem "$OUT/without.gimple" | sort >"$OUT/without.count"
count_mem "$OUT/with.gimple" | sort >"$OUT/with.count"
printf '%-10s %14s %6s %15s %6s\n' function "loads: before" after "stores: before" after
join "$OUT/without.count" "$OUT/with.count" | \
  awk '{ printf "%-10s %14d %6d %15d %6d\n", $1, $2, $4, $3, $5
         l1 += $2; l2 += $4; s1 += $3; s2 += $5 }
       END { printf "%-10s %14d %6d %15d %6d\n", "total", l1, l2, s1, s2 }'

echo
echo "== run: built with $O, without and with the plugin"
# shellcheck disable=SC2086
$CC $O -o "$OUT/without" "$SRC"
# shellcheck disable=SC2086
$CC $O -fplugin="$PLUGIN" -o "$OUT/with" "$SRC"
"$OUT/without" >"$OUT/without.out"
"$OUT/with" >"$OUT/with.out"
echo "without memopt: $(cat "$OUT/without.out")"
echo "with memopt:    $(cat "$OUT/with.out")"
if cmp -s "$OUT/without.out" "$OUT/with.out"; then
  echo "outputs are equal"
else
  echo "OUTPUTS DIFFER"; exit 1
fi
