#!/bin/bash
# check.sh RESULTS TARGET... - make check-fuzz: replay every file of
# corpora/fuzz/TARGET/ (the hand-made seeds and regressions and the
# minimised corpus make fuzz-corpus-update commits) with the plain driver
# $FUZZ_DIR/replay/fuzz-TARGET (deterministic, no engine), one PASS/FAIL
# line per file in RESULTS.  All of a target's files go through one
# process first, as libFuzzer runs them; when that fails, one process per
# file names the inputs that fail.  Then, per target, the negative test
# neg-broken-oracle-caught[-TARGET]: its broken-oracle variant
# ($FUZZ_DIR/replay/fuzz-TARGET-broken) must report a miscompile on at
# least one seed (for dse, seed-dead-may-alias-load: a store read by a
# may-alias load, found dead when the oracle answers NO there, fails its
# dead-store claim; for pairs, seed-not-pair-may-alias-store: with memory
# dependences ignored, two loads pair above a store to one of them; for
# reread, seed-not-reread-address-changed: without the kills, a read
# after its address register changed reuses the value read before; for
# hoist, seed-not-hoist-across-call: told of no barrier, the core reads
# the constant in a block with a call; for promote,
# seed-not-promote-store-reaches-p: with ranges that leave out the
# access's size, a byte store whose last byte is P's first passes the
# check and the write after the loop overwrites it).
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
  if timeout 300 "$dir/replay/fuzz-$t" -q "${files[@]}" > /dev/null 2>&1; then
    for f in "${files[@]}"; do
      echo "PASS fuzz-$t/$(basename "$f")" >>"$results"
    done
    echo "fuzz-$t: replayed ${#files[@]} inputs: ${#files[@]} passed, 0 failed"
    continue
  fi
  for f in "${files[@]}"; do
    name=fuzz-$t/$(basename "$f")
    if out=$(timeout 20 "$dir/replay/fuzz-$t" -q "$f" 2>&1); then
      echo "PASS $name" >>"$results"; pass=$((pass + 1))
    else
      why=$(grep -a -m1 -E '^fuzz: |ERROR: |runtime error' <<<"$out")
      echo "FAIL $name ${why:-exit status not 0}" >>"$results"; fail=$((fail + 1))
    fi
  done
  echo "fuzz-$t: replayed ${#files[@]} inputs: $pass passed, $fail failed"
done
# Negative tests, one per target: the seeds must be good enough to expose
# the broken oracle (neg-broken-oracle-caught for lse, as it always was;
# neg-broken-oracle-caught-TARGET for the others).
for t in "$@"; do
  test=neg-broken-oracle-caught
  [ "$t" = lse ] || test=$test-$t
  caught=0
  for f in corpora/fuzz/"$t"/seed-*; do
    [ -e "$f" ] || continue
    if timeout 20 "$dir/replay/fuzz-$t-broken" -q "$f" 2>&1 | grep -aqE '^fuzz: (MISMATCH|DECISION|SSA)'; then
      caught=$((caught + 1))
    fi
  done
  if [ "$caught" -gt 0 ]; then
    echo "PASS $test ($caught seeds expose it)" >>"$results"
  else
    echo "FAIL $test no seed of $t exposes the broken oracle" >>"$results"
  fi
  echo "$test: $caught seeds expose the broken oracle"
done
