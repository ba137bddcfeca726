#!/bin/bash
# clang-loads-test.sh BUILD - bench/clang-loads.py names the reason where
# clang-19 loads less, on both targets.
#
# tests/qemu/clang-loads-probe.c is built at -O2 -g by GCC 12 with the
# plugin (memopt) and by clang-19 (clang) and run once under the
# redundancy profiler each, its profiles laid out as realworld.sh
# --counter leaves them (OUT/probe/TARGET-O2/CONFIG/counts/); the report
# must list sum_ints, whose loop clang vectorizes and GCC 12 -O2 does not,
# with clang's loads there all SIMD and the reason "vectorized", and with
# --stores fill_ints the same way among the stores.  Without
# clang-19: SKIP lines.  Prints PASS/FAIL/SKIP lines; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PROBE=$HERE/clang-loads-probe.c
OUT=$BUILD/check/clang-loads; rm -rf "$OUT"; mkdir -p "$OUT"
fails=0

# check_vectorized FUNC SECTION KIND: FUNC's row under SECTION of the
# report $OUT/$t.md gives the reason "vectorized", with at least 90 % of
# clang's KIND there SIMD.
check_vectorized() {
  local row simd why
  row=$(awk -v s="$2" -v f="| $1 (" '$0 == s { on = 1; next } /^#/ { on = 0 } on && index($0, f)' "$OUT/$t.md")
  simd=$(echo "$row" | awk -F' *\\| *' '{ print $7 }')
  why=$(echo "$row" | awk -F' *\\| *' '{ print $(NF-1) }')
  if [ "$why" = vectorized ] && [ "${simd%%.*}" -ge 90 ] 2>/dev/null; then
    echo "PASS clang-loads-$t $1 vectorized ($simd of clang's $3 SIMD)"
  else
    echo "FAIL clang-loads-$t $1 ($3): '${row:-no row}'"; fails=1
  fi
}

if ! command -v clang-19 >/dev/null; then
  for t in x86_64 aarch64; do echo "SKIP clang-loads-$t no clang-19 (apt-get install clang-19)"; done
  exit 0
fi
for t in x86_64 aarch64; do
  case $t in
    x86_64) gcc=gcc-12; clang=(clang-19); run=(qemu-x86_64) ;;
    aarch64) gcc=aarch64-linux-gnu-gcc-12; clang=(clang-19 --target=aarch64-linux-gnu)
             run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
  esac
  d=$OUT/probe/$t-O2
  mkdir -p "$d/memopt/counts" "$d/clang/counts"
  $gcc -O2 -g -fplugin="$BUILD/$gcc/memopt.so" "$PROBE" -o "$d/memopt/probe" \
    && "${clang[@]}" -O2 -g "$PROBE" -o "$d/clang/probe" \
    || { echo "FAIL clang-loads-$t build"; fails=1; continue; }
  for c in memopt clang; do
    "${run[@]}" -plugin "$BUILD/bench/redundancy.so,out=$d/$c/counts/run.1" "$d/$c/probe" \
      > "$d/$c/out.txt" || { echo "FAIL clang-loads-$t run $c"; fails=1; continue 2; }
  done
  if cmp -s "$d/memopt/out.txt" "$d/clang/out.txt"; then
    echo "PASS clang-loads-$t same output"
  else
    echo "FAIL clang-loads-$t outputs differ"; fails=1
  fi
  python3 "$ROOT/bench/clang-loads.py" --realworld "$OUT" --projects probe --stores > "$OUT/$t.md" 2>&1 \
    || { echo "FAIL clang-loads-$t report: $(tail -1 "$OUT/$t.md")"; fails=1; continue; }
  # The row: | # | FUNCTION (file) | memopt | clang | diff | SIMD | ... | why |
  check_vectorized sum_ints "## probe, $t-O2" loads
  check_vectorized fill_ints "## probe, $t-O2: stores" stores
done
exit $fails
