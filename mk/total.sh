#!/bin/sh
# total.sh DIR - total the results files (*.results) written by the test
# runners under DIR and print the closing line "N passed, N failed, N skipped".
# Exits 1 when anything failed or when no test ran at all.
set -eu
dir=$1
pass=0; fail=0; skip=0
for f in "$dir"/*.results; do
  [ -e "$f" ] || continue
  p=$(grep -c '^PASS ' "$f" || true); x=$(grep -c '^FAIL ' "$f" || true); s=$(grep -c '^SKIP ' "$f" || true)
  printf '  %-28s %5d passed %5d failed %5d skipped\n' "$(basename "$f" .results)" "$p" "$x" "$s"
  pass=$((pass + p)); fail=$((fail + x)); skip=$((skip + s))
done
if [ "$fail" -gt 0 ]; then
  echo "failures:"; grep -h '^FAIL ' "$dir"/*.results | head -50
fi
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
