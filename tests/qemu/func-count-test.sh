#!/bin/bash
# func-count-test.sh BUILD - the qemu counter's per-function counts
# (bench/qemu/count.c, funcs=FILE) land on the right functions, on both
# targets, and bench/qemu/func-compare.py flags what it must.
#
# 1. tests/qemu/func-count-probe.c: read_cells makes 1,000,000 loads and
#    no store, write_cells 500,000 stores and no load.  In the funcs file
#    read_cells must have at least 1,000,000 loads and instructions and
#    under 1,000 stores, write_cells at least 500,000 stores and
#    instructions and under 1,000 loads (x86-64's ret is one load); the
#    lines must add up to the totals of the -D log, which must be the
#    totals of a run without funcs= (the probe's run is the same); an
#    unknown plugin argument must stop qemu with a message naming it.
# 2. func-compare.py on hand-made funcs files (written below): 2 % more
#    instructions (insns_up) and 3 % more memory accesses (mem_up) are
#    regressions, 0.5 % (slight_up) is not, a function under --min-insns
#    (small_up, +60 %) is left out until --min-insns is lowered;
#    --threshold 5 clears both; exit 1 only with --fail-on-regression and
#    a regression; two --pair runs are summed before comparing (3 % in
#    one run, 0 % in a nine times bigger one: 0.3 %, no regression);
#    functions of one build only are listed as such; a malformed line is
#    an error naming the file and line.
# 3. bench/realworld/lib.sh with RW_FUNCS=yes: a counted run's funcs file
#    lands in OUT/funcs (what func-report.py compares), an rw_uncounted
#    run's in OUT/funcs-uncounted only (its counts change from run to
#    run: libsodium's tests of random keys made sodium_increment look
#    8.7 times slower per function before).
# Prints PASS/FAIL lines; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
COMPARE=$ROOT/bench/qemu/func-compare.py
W=$BUILD/check/qemu-func-count; rm -rf "$W"; mkdir -p "$W"
fails=0

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1"; fails=1; }

# field FILE NAME COLUMN: column COLUMN (1 insns, 2 loads, 3 stores) of
# function NAME's line in a funcs file, 0 when it has none.
field() {
  awk -v n="$2" -v c="$3" '$4 == n { v = $c } END { print v + 0 }' "$1"
}

# total LOG NAME: the count NAME (insns, loads, stores) of a -D log.
total() {
  awk -v n="$2" '$1 == n { v = $2 } END { print v + 0 }' "$1"
}

# column_sum FILE COLUMN: the funcs file's lines added up.
column_sum() {
  awk -v c="$2" '{ s += $c } END { print s + 0 }' "$1"
}

# --------------------------------------------- 1. count.so, funcs=FILE
for t in x86_64 aarch64; do
  case $t in
    x86_64) cc=gcc-12; run=(qemu-x86_64) ;;
    aarch64) cc=aarch64-linux-gnu-gcc-12; run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
  esac
  probe=$W/probe-$t
  $cc -O2 "$HERE/func-count-probe.c" -o "$probe" || { fail "func-count-$t build"; continue; }
  "${run[@]}" -plugin "$BUILD/bench/count.so,funcs=$W/$t.funcs" -d plugin -D "$W/$t.log" "$probe"
  "${run[@]}" -plugin "$BUILD/bench/count.so" -d plugin -D "$W/$t-plain.log" "$probe"

  r_insns=$(field "$W/$t.funcs" read_cells 1) r_loads=$(field "$W/$t.funcs" read_cells 2)
  r_stores=$(field "$W/$t.funcs" read_cells 3)
  w_insns=$(field "$W/$t.funcs" write_cells 1) w_loads=$(field "$W/$t.funcs" write_cells 2)
  w_stores=$(field "$W/$t.funcs" write_cells 3)
  if [ "$r_loads" -ge 1000000 ] && [ "$r_insns" -ge 1000000 ] && [ "$r_stores" -lt 1000 ]; then
    pass "func-count-$t-read_cells (insns $r_insns, loads $r_loads, stores $r_stores)"
  else
    fail "func-count-$t-read_cells (insns $r_insns, loads $r_loads, stores $r_stores)"
  fi
  if [ "$w_stores" -ge 500000 ] && [ "$w_insns" -ge 500000 ] && [ "$w_loads" -lt 1000 ]; then
    pass "func-count-$t-write_cells (insns $w_insns, loads $w_loads, stores $w_stores)"
  else
    fail "func-count-$t-write_cells (insns $w_insns, loads $w_loads, stores $w_stores)"
  fi

  sums_ok=yes
  for k in 1:insns 2:loads 3:stores; do
    col=${k%%:*} name=${k#*:}
    sum=$(column_sum "$W/$t.funcs" "$col")
    with=$(total "$W/$t.log" "$name") without=$(total "$W/$t-plain.log" "$name")
    if [ "$sum" != "$with" ] || [ "$with" != "$without" ] || [ "$with" -eq 0 ]; then
      sums_ok="no: $name lines $sum, total $with, without funcs= $without"
    fi
  done
  if [ "$sums_ok" = yes ]; then pass "func-count-$t-totals (the lines add up to the -D log's totals)"
  else fail "func-count-$t-totals ($sums_ok)"; fi
done

if qemu-x86_64 -plugin "$BUILD/bench/count.so,bogus=1" -d plugin -D "$W/bad.log" \
     "$W/probe-x86_64" > "$W/bad.out" 2>&1; then
  fail "func-count-bad-argument (qemu ran with count.so,bogus=1)"
elif grep -q "unknown argument 'bogus=1'" "$W/bad.out"; then
  pass "func-count-bad-argument"
else
  fail "func-count-bad-argument (no message naming it: $(head -c 300 "$W/bad.out"))"
fi

# -------------------------------------------------- 2. func-compare.py
cat > "$W/control.funcs" <<'EOF'
1000000 300000 100000 insns_up
2000000 500000 500000 mem_up
1000000 300000 100000 slight_up
1000000 300000 100000 down
50000 10000 10000 small_up
400000 100000 10000 control_only
1000000 300000 100000 summed
EOF
cat > "$W/plugin.funcs" <<'EOF'
1020000 300000 100000 insns_up
2000000 530000 500000 mem_up
1005000 301000 101000 slight_up
900000 200000 100000 down
80000 10000 10000 small_up
300000 100000 10000 plugin_only
1030000 300000 100000 summed
EOF
cat > "$W/control2.funcs" <<'EOF'
9000000 3000000 900000 summed
EOF
cp "$W/control2.funcs" "$W/plugin2.funcs"

# compare NAME WANT_STATUS ARGS...: run func-compare.py, keep its output
# in $W/NAME.md, check its exit status.
compare() {
  local name=$1 want=$2 status
  shift 2
  python3 "$COMPARE" "$@" > "$W/$name.md" 2> "$W/$name.err"
  status=$?
  if [ "$status" != "$want" ]; then
    fail "func-compare-$name (exit $status, want $want: $(head -c 300 "$W/$name.err"))"
    return 1
  fi
}

# section FILE TITLE: the table rows of FILE's section TITLE.
section() {
  awk -v t="### $2" 'index($0, "### ") == 1 { on = index($0, t) == 1; next } on && /^\| / && !/^\| function \|/' "$1"
}

if compare default 0 "$W/control.funcs" "$W/plugin.funcs"; then
  over=$(section "$W/default.md" "Over the threshold" | cut -d'|' -f2 | tr -d ' ' | sort | tr '\n' ' ')
  worst_insns=$(section "$W/default.md" "Worst 20 by instructions" | head -1 | cut -d'|' -f2 | tr -d ' ')
  worst_mem=$(section "$W/default.md" "Worst 20 by memory accesses" | head -1 | cut -d'|' -f2 | tr -d ' ')
  if [ "$over" = "insns_up mem_up summed " ] && grep -qx "regressions: 3" "$W/default.md" \
     && [ "$worst_insns" = summed ] && [ "$worst_mem" = mem_up ] \
     && grep -q "^- control_only: 400,000 insns" "$W/default.md" \
     && grep -q "^- plugin_only: 300,000 insns" "$W/default.md"; then
    pass "func-compare-default (2 % and 3 % flagged, 0.5 % not, small_up filtered, one-sided listed)"
  else
    fail "func-compare-default (over threshold: '$over', worst: $worst_insns $worst_mem; see $W/default.md)"
  fi
fi

compare fail-flag 1 --fail-on-regression "$W/control.funcs" "$W/plugin.funcs" \
  && pass "func-compare-fail-flag (exit 1 with a regression)"

if compare min-insns 0 --min-insns 10000 "$W/control.funcs" "$W/plugin.funcs"; then
  if grep -qx "regressions: 4" "$W/min-insns.md" \
     && section "$W/min-insns.md" "Over the threshold" | grep -q "^| small_up |"; then
    pass "func-compare-min-insns (small_up compared at --min-insns 10000)"
  else
    fail "func-compare-min-insns (see $W/min-insns.md)"
  fi
fi

if compare threshold 0 --fail-on-regression --threshold 5 "$W/control.funcs" "$W/plugin.funcs"; then
  if grep -qx "regressions: 0" "$W/threshold.md"; then
    pass "func-compare-threshold (nothing over 5 %, exit 0 with --fail-on-regression)"
  else
    fail "func-compare-threshold (see $W/threshold.md)"
  fi
fi

if compare pairs 0 --pair one "$W/control.funcs" "$W/plugin.funcs" \
     --pair two "$W/control2.funcs" "$W/plugin2.funcs"; then
  if grep -qx "regressions: 2" "$W/pairs.md" \
     && ! section "$W/pairs.md" "Over the threshold" | grep -q "^| summed |" \
     && grep -q "^| summed | 10,000,000 | 10,030,000 | 1.0030 |" "$W/pairs.md"; then
    pass "func-compare-pairs (two runs summed per function: 3 % + 0 % = 0.3 %)"
  else
    fail "func-compare-pairs (see $W/pairs.md)"
  fi
fi

printf '1000 10 10 fine\n12 x 3 broken\n' > "$W/bad.funcs"
python3 "$COMPARE" "$W/bad.funcs" "$W/plugin.funcs" > "$W/bad.md" 2>&1
status=$?
if [ "$status" != 0 ] && grep -q "bad.funcs:2:" "$W/bad.md"; then
  pass "func-compare-malformed (a bad line names file and line)"
else
  fail "func-compare-malformed (exit $status: $(head -c 300 "$W/bad.md"))"
fi

# --------------------------------- 3. lib.sh: uncounted runs' funcs apart
probe=$W/probe-x86_64
if [ -x "$probe" ]; then
  out=$W/rw-out; rm -rf "$out"; mkdir -p "$out"
  ( cd "$out" && OUT=$out RW_PROJECT=probe RW_FUNCS=yes RW_QEMU=qemu-x86_64 \
      RW_COUNTER=$BUILD/bench/count.so RW_RUN_TIMEOUT=60 && \
    source "$ROOT/bench/realworld/lib.sh" && \
    rw_test kept "$probe" && rw_uncounted rw_test drawn "$probe" )
  counted=$(cd "$out" && ls funcs 2>/dev/null | tr '\n' ' ')
  apart=$(cd "$out" && ls funcs-uncounted 2>/dev/null | tr '\n' ' ')
  if [ "$counted" = "0001.kept " ] && [ "$apart" = "0001.drawn " ] \
     && [ -s "$out/funcs/0001.kept" ] && [ -s "$out/funcs-uncounted/0001.drawn" ]; then
    pass "func-count-uncounted-apart (funcs/: $counted; funcs-uncounted/: $apart)"
  else
    fail "func-count-uncounted-apart (funcs/: '$counted', funcs-uncounted/: '$apart')"
  fi
else
  fail "func-count-uncounted-apart (no probe: part 1 failed)"
fi

exit $fails
