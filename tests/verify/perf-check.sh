#!/bin/bash
# perf-check.sh VERIFY BUILD RESULTS - memopt-verify run --perf (part of
# make check-verify; appends to RESULTS).
#
# The programs: tests/verify/perf/block.c, the column pass of an 8x8 block
# transform that memopt-phi's lazy loads make run 11 times the control's
# instructions when the cost model of carried values is off
# (--plugin-arg carry-cost=off), and plain.c, which memopt leaves alone.
# One line per test ("PASS name", "FAIL name why"):
#   perf-detects          carry-cost=off: block.c is a perf-regression in
#                         cols, with both builds' counts (the same as a
#                         count of the builds made by hand) and its
#                         transformations (load-lazy) in the case; plain.c
#                         passes; exit 1 (a finding)
#   perf-aarch64          ... on AArch64 too (qemu-aarch64)
#   perf-default-passes   the default plugin (cost model on): both pass,
#                         exit 0
#   perf-level-control    -O1 and -O3 are judged against the control at
#                         their level (the O1 builds execute 3.5 times
#                         the -O2 control's instructions)
#   perf-threshold        --perf-threshold 2000 and --perf-min-events
#                         10000000 put the regression under the threshold
#   perf-bad-options      a bad --perf-threshold or --perf-min-events
#                         exits 2 naming it
#   perf-no-counter       --perf without the counting plugin exits 2
#                         naming the make target
#   perf-interesting-*    the case's interesting.sh: "still regresses"
#                         (exit 0), "no longer" (1) for a variant whose
#                         loop runs once, "cannot run" (2) without the
#                         counter
#   perf-resume, perf-merge  a --perf campaign stopped by --duration and
#                         resumed has both programs and the finding once;
#                         --resume with other --perf settings is refused;
#                         two shards merged keep the finding, and the
#                         report lists it
#   perf-bisect           bisect names transformation 1, a lazy load of
#                         memopt-phi, with and without it
#   perf-reduce           reduce (90 s at most: C-Vise must get through a
#                         few variants on a loaded machine) keeps cols
#                         regressing and stores
#                         the case with its counts and perf.txt; repro
#                         says it still regresses, and that the default
#                         plugin fixes it
# Budget: about a minute on 2 cores (the reduction takes 20 s).
set -u
VERIFY=$(realpath "$1"); BUILD=$(realpath "$2"); RESULTS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/verify-perf
rm -rf "$W"; mkdir -p "$W"
result() { echo "$*" | tee -a "$RESULTS"; }
ok_if() { if eval "$2"; then result "PASS $1"; else result "FAIL $1 $3"; fi; }
# key NAME FILE: the value of NAME (a string or a number) in the one-line
# JSON of FILE.
key() { grep -o "\"$1\":\"[^\"]*\"\|\"$1\":[-0-9.]*" "$2" 2>/dev/null | head -1 |
  sed "s/^\"$1\"://; s/^\"//; s/\"$//"; }
GEN=files:$HERE/perf
OFF="--plugin-arg carry-cost=off"

# --- carry-cost=off: block.c regresses in cols, plain.c passes ---------------
"$VERIFY" run --perf $OFF --generator "$GEN" --targets x86_64 --levels O2 -j2 \
  --out "$W/off" >"$W/off.out" 2>"$W/off.err"
st=$?
C=$W/off/cases/0
line0=$(grep '"seed":0,' "$W/off/results.jsonl")
line1=$(grep '"seed":1,' "$W/off/results.jsonl")
# The same counts as a count of the builds made by hand (the control
# -O2, the plugin build with carry-cost=off), in function cols.
mkdir -p "$W/hand"
gcc-12 -O2 -w "$HERE/perf/block.c" -o "$W/hand/ctl"
gcc-12 -O2 -w -fplugin="$BUILD/gcc-12/memopt.so" -fplugin-arg-memopt-carry-cost=off \
  "$HERE/perf/block.c" -o "$W/hand/plg"
for b in ctl plg; do
  (cd "$W/hand" && qemu-x86_64 -plugin "$BUILD/bench/count.so,funcs=$b.funcs" \
     -d plugin -D $b.log ./$b >/dev/null)
done
hc=$(awk '$4 == "cols" { print $1 }' "$W/hand/ctl.funcs")
hp=$(awk '$4 == "cols" { print $1 }' "$W/hand/plg.funcs")
ok_if perf-detects '[ $st -eq 1 ] && grep -q "\"class\":\"perf-regression\"" <<<"$line0" &&
  [ "$(key perf_function "$C/case.json")" = cols ] &&
  [ "$(key perf_ctl_insns "$C/case.json")" = "$hc" ] && [ "$(key perf_plg_insns "$C/case.json")" = "$hp" ] &&
  [ "$hp" -gt $((hc * 2)) ] && [ "$(key perf_kinds "$C/case.json")" = load-lazy=7 ] &&
  [ "$(key bucket "$C/case.json")" = "perf: load-lazy" ] &&
  grep -q "\"class\":\"pass\"" <<<"$line1" &&
  grep -q "^prog.c:[0-9]*:[0-9]*: optimized: memopt: load of .* performed only until" "$C/perf.txt" &&
  [ -s "$C/control.funcs" ] && [ -s "$C/plugin.funcs" ] && [ -x "$C/interesting.sh" ] &&
  grep -q "perf-regression *1" "$W/off.out"' \
  "exit $st, cols by hand $hc -> $hp; $(head -c 500 <<<"$line0") | $(head -c 100 <<<"$line1")"

"$VERIFY" run --perf $OFF --generator "$GEN" --seeds 0-0 --targets aarch64 --levels O2 -j1 \
  --out "$W/arm" >"$W/arm.out" 2>"$W/arm.err"
st=$?
ok_if perf-aarch64 '[ $st -eq 1 ] && grep -q "\"class\":\"perf-regression\",\"target\":\"aarch64\"" "$W/arm/results.jsonl" &&
  [ "$(key perf_function "$W/arm/cases/0/case.json")" = cols ]' \
  "exit $st: $(head -c 400 "$W/arm/results.jsonl")"

# --- the default plugin: the cost model refuses the lazy loads -------------
"$VERIFY" run --perf --generator "$GEN" --targets x86_64 --levels O2 -j2 \
  --out "$W/default" >"$W/default.out" 2>"$W/default.err"
st=$?
ok_if perf-default-passes '[ $st -eq 0 ] && [ "$(grep -c "\"class\":\"pass\"" "$W/default/results.jsonl")" -eq 2 ]' \
  "exit $st: $(head -c 400 "$W/default/results.jsonl")"

# --- O1 and O3 against the control at their own level ------------------------
# block.c's -O1 builds execute about 3.5 times the -O2 control's
# instructions in cols: against that control the default plugin would be a
# regression at -O1.
"$VERIFY" run --perf --generator "$GEN" --seeds 0-0 --targets x86_64 --levels O1,O3 -j1 \
  --out "$W/levels" >"$W/levels.out" 2>"$W/levels.err"
st=$?
ok_if perf-level-control '[ $st -eq 0 ] && grep -q "\"verdicts\":\"x86_64:O1=pass x86_64:O3=pass\"" "$W/levels/results.jsonl"' \
  "exit $st: $(head -c 400 "$W/levels/results.jsonl")"

# --- the threshold options --------------------------------------------------------
"$VERIFY" run --perf $OFF --perf-threshold 2000 --generator "$GEN" --seeds 0-0 \
  --targets x86_64 --levels O2 -j1 --out "$W/pct" >"$W/pct.out" 2>&1
st1=$?
"$VERIFY" run --perf $OFF --perf-min-events 10000000 --generator "$GEN" --seeds 0-0 \
  --targets x86_64 --levels O2 -j1 --out "$W/min" >"$W/min.out" 2>&1
st2=$?
"$VERIFY" run --perf $OFF --perf-threshold 500 --perf-min-events 100000 --generator "$GEN" \
  --seeds 0-0 --targets x86_64 --levels O2 -j1 --out "$W/both" >"$W/both.out" 2>&1
st3=$?
ok_if perf-threshold '[ $st1 -eq 0 ] && grep -q "\"class\":\"pass\"" "$W/pct/results.jsonl" &&
  [ $st2 -eq 0 ] && grep -q "\"class\":\"pass\"" "$W/min/results.jsonl" &&
  [ $st3 -eq 1 ] && grep -q "\"perf\":\"threshold=500,min-events=100000\"" "$W/both/journal.jsonl"' \
  "exit $st1 (--perf-threshold 2000), $st2 (--perf-min-events 10000000), $st3 (500 %, 100000)"
"$VERIFY" run --perf --perf-threshold 2x --out "$W/bad1" >/dev/null 2>"$W/bad1.err"; st1=$?
"$VERIFY" run --perf --perf-min-events -5 --out "$W/bad2" >/dev/null 2>"$W/bad2.err"; st2=$?
ok_if perf-bad-options '[ $st1 -eq 2 ] && grep -q "perf-threshold wants a percentage.*2x" "$W/bad1.err" &&
  [ $st2 -eq 2 ] && grep -q "perf-min-events wants a number of events.*-5" "$W/bad2.err"' \
  "exit $st1: $(cat "$W/bad1.err"); exit $st2: $(cat "$W/bad2.err")"
# A copy of memopt-verify where no build/bench/count.so is beside it.
mkdir -p "$W/nocounter/bin"
cp "$VERIFY" "$W/nocounter/bin/memopt-verify"
"$W/nocounter/bin/memopt-verify" run --perf --plugin "$BUILD/gcc-12/memopt.so" \
  --generator "$GEN" --targets x86_64 --out "$W/nocounter/c" >/dev/null 2>"$W/nocounter.err"
st=$?
ok_if perf-no-counter '[ $st -eq 2 ] && grep -q "counting plugin .*count.so not found: run .make build/bench/count.so." "$W/nocounter.err"' \
  "exit $st: $(head -c 300 "$W/nocounter.err")"

# --- the case's interesting.sh: still regresses, no longer, cannot run --------
export MEMOPT_PLUGIN=$BUILD/gcc-12/memopt.so
(cd "$C" && sh ./interesting.sh prog.c) >"$W/i0.out" 2>&1; i0=$?
sed 's/c < 8; c++/c < 1; c++/' "$C/prog.c" >"$C/once.c"
(cd "$C" && sh ./interesting.sh once.c) >"$W/i1.out" 2>&1; i1=$?
(cd "$C" && MEMOPT_COUNT_PLUGIN=$W/none.so sh ./interesting.sh prog.c) >"$W/i2.out" 2>&1; i2=$?
ok_if perf-interesting-still '[ $i0 -eq 0 ] && grep -q "^interesting.sh: still regresses: cols: $hp instructions against $hc" "$W/i0.out"' \
  "exit $i0: $(cat "$W/i0.out")"
ok_if perf-interesting-no-longer '[ $i1 -eq 1 ] && grep -q "^interesting.sh: no longer: cols: " "$W/i1.out"' \
  "exit $i1: $(cat "$W/i1.out")"
ok_if perf-interesting-cannot-run '[ $i2 -eq 2 ] && grep -q "^interesting.sh: cannot run: no counting plugin" "$W/i2.out"' \
  "exit $i2: $(cat "$W/i2.out")"
unset MEMOPT_PLUGIN

# --- journal: resume and merge ---------------------------------------------------
"$VERIFY" run --perf $OFF --generator "$GEN" --targets x86_64 --levels O2 -j1 \
  --duration 0.1s --out "$W/dur" >/dev/null 2>&1
st1=$?
n1=$(grep -c '"kind":"program"' "$W/dur/journal.jsonl" 2>/dev/null)
"$VERIFY" run --perf $OFF --generator "$GEN" --targets x86_64 --levels O2 -j1 \
  --resume --out "$W/dur" >/dev/null 2>&1
st2=$?
ok_if perf-resume-continues '[ $st1 -eq 1 ] && [ "${n1:-0}" -eq 1 ] && [ $st2 -eq 1 ] &&
  [ "$(grep -c "\"kind\":\"program\"" "$W/dur/results.jsonl")" -eq 2 ] &&
  [ "$(grep -c "\"class\":\"perf-regression\".*\"perf_function\":\"cols\"" "$W/dur/journal.jsonl")" -eq 1 ]' \
  "exit $st1 with ${n1:-0} program(s) after --duration 0.1s, exit $st2 after --resume: $(head -c 300 "$W/dur/results.jsonl")"
"$VERIFY" run --perf $OFF --generator "$GEN" --targets x86_64 --levels O2 -j2 \
  --perf-threshold 3 --resume --out "$W/off" >/dev/null 2>"$W/resume.err"
st1=$?
"$VERIFY" run $OFF --generator "$GEN" --targets x86_64 --levels O2 -j2 \
  --resume --out "$W/off" >/dev/null 2>"$W/resume2.err"
st2=$?
ok_if perf-resume '[ $st1 -eq 2 ] && grep -q "has perf .threshold=2,min-events=10000., this command asks for .threshold=3,min-events=10000." "$W/resume.err" &&
  [ $st2 -eq 2 ] && grep -q "has perf .threshold=2,min-events=10000., this command asks for ..$" "$W/resume2.err"' \
  "exit $st1: $(head -c 200 "$W/resume.err"); exit $st2: $(head -c 200 "$W/resume2.err")"
for k in 1 2; do
  "$VERIFY" run --perf $OFF --generator "$GEN" --targets x86_64 --levels O2 -j1 \
    --shard $k/2 --out "$W/shard$k" >/dev/null 2>&1
done
"$VERIFY" merge --out "$W/merged" "$W/shard1" "$W/shard2" >"$W/merge.out" 2>&1; st=$?
"$VERIFY" report "$W/merged" >/dev/null 2>&1
ok_if perf-merge '[ $st -eq 1 ] && grep -q "\"class\":\"perf-regression\".*\"perf_function\":\"cols\"" "$W/merged/results.jsonl" &&
  [ -f "$W/merged/cases/0/perf.txt" ] && grep -q "^## Performance regressions" "$W/merged/report.md" &&
  grep -q "^| 0 | x86_64 O2 | cols | [0-9,]* | [0-9,]* | [0-9.]* | [0-9]* | [0-9]* | [0-9.]* | load-lazy=7 |$" "$W/merged/report.md"' \
  "exit $st: $(tail -c 300 "$W/merge.out"); $(grep -A3 "Performance" "$W/merged/report.md" | head -5)"

# --- bisect and reduce ------------------------------------------------------------
"$VERIFY" bisect "$C" >"$W/bisect.out" 2>&1; st=$?
ok_if perf-bisect '[ $st -eq 0 ] && grep -q "transformation 1 makes cols regress" "$W/bisect.out" &&
  grep -q "without (max-transforms=0): same output; no function over the threshold" "$W/bisect.out" &&
  grep -q "pass memopt-phi, kind load-lazy" "$W/bisect.out" && grep -q "\"bisect_kind\":\"load-lazy\"" "$C/case.json"' \
  "exit $st: $(head -c 400 "$W/bisect.out")"
"$VERIFY" reduce --timeout "${PERF_REDUCE_TIMEOUT:-90}" -j2 --corpus "$W/corpus" --id block \
  "$C" >"$W/reduce.out" 2>"$W/reduce.err"
st=$?
R=$W/corpus/block
orig=$(key original_lines "$R/case.json"); red=$(key reduced_lines "$R/case.json")
ok_if perf-reduce '[ $st -eq 0 ] && [ "$(key reduced_class "$R/case.json")" = perf-regression ] &&
  [ -n "$red" ] && [ "$red" -lt "$orig" ] && grep -q "cols" "$R/reduced.c" &&
  [ "$(key perf_function "$R/case.json")" = cols ] && [ "$(key perf_plg_insns "$R/case.json")" -gt "$(key perf_ctl_insns "$R/case.json")" ] &&
  grep -q "^perf-regression: x86_64 -O2, function cols" "$R/perf.txt" && [ -s "$R/plugin.funcs" ]' \
  "exit $st, lines $orig -> $red: $(tail -c 300 "$W/reduce.err")"
"$VERIFY" repro "$R" >"$W/repro1.out" 2>&1; st1=$?
"$VERIFY" repro --plugin-arg carry-cost=on "$R" >"$W/repro2.out" 2>&1; st2=$?
ok_if perf-repro '[ $st1 -eq 1 ] && grep -q "still regresses (cols: " "$W/repro1.out" && [ $st2 -eq 0 ] && grep -q "fixed" "$W/repro2.out"' \
  "exit $st1: $(cat "$W/repro1.out"); exit $st2: $(cat "$W/repro2.out")"
exit 0
