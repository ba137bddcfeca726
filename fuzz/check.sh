#!/bin/bash
# check.sh RESULTS TARGET... - make check-fuzz: replay every file of
# corpora/fuzz/TARGET/ with the plain driver $FUZZ_DIR/replay/fuzz-TARGET,
# one process per file (deterministic, no engine), one PASS/FAIL line per
# file in RESULTS.  Then the negative test neg-broken-oracle-caught: the
# broken-oracle variant must report a miscompile on at least one seed.
set -u
results=$1; shift
dir=${FUZZ_DIR:-build/fuzz}
: >"$results"
for t in "$@"; do
  files=(corpora/fuzz/"$t"/*)
  if [ ! -e "${files[0]}" ]; then
    echo "FAIL fuzz-$t no inputs in corpora/fuzz/$t" >>"$results"
    continue
  fi
  pass=0 fail=0
  for f in "${files[@]}"; do
    name=fuzz-$t/$(basename "$f")
    if out=$(timeout 20 "$dir/replay/fuzz-$t" -q "$f" 2>&1); then
      echo "PASS $name" >>"$results"; pass=$((pass + 1))
    else
      why=$(grep -m1 -E '^fuzz: |ERROR: |runtime error' <<<"$out")
      echo "FAIL $name ${why:-exit status not 0}" >>"$results"; fail=$((fail + 1))
    fi
  done
  echo "fuzz-$t: replayed ${#files[@]} inputs: $pass passed, $fail failed"
done
# Negative test: the seeds must be good enough to expose a broken oracle.
caught=0
for f in corpora/fuzz/lse/seed-*; do
  [ -e "$f" ] || continue
  if timeout 20 "$dir/replay/fuzz-lse-broken" -q "$f" 2>&1 | grep -qE '^fuzz: (MISMATCH|DECISION|SSA)'; then
    caught=$((caught + 1))
  fi
done
if [ "$caught" -gt 0 ]; then
  echo "PASS neg-broken-oracle-caught ($caught seeds expose it)" >>"$results"
else
  echo "FAIL neg-broken-oracle-caught no seed exposes the broken oracle" >>"$results"
fi
echo "neg-broken-oracle-caught: $caught seeds expose the broken oracle"
