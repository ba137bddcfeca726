#!/bin/bash
# selftest.sh VERIFY BUILD RESULTS - memopt-verify must catch a miscompile.
#
# The deliberately broken plugin (make build/gcc-12-broken/memopt.so: its
# LSE treats MAY-alias as NO) forwards loads across stores that may alias.
# tests/verify/selftest/may-alias.c is a program it miscompiles (two
# pointers that alias at run time, decided by a volatile read).  Checked:
#   selftest-probe          the broken plugin really miscompiles the probe
#                           and the real plugin does not (else SKIP: the
#                           LSE glue does not forward anything yet)
#   selftest-detects        a campaign over the probe directory
#                           (--generator files:DIR) reports a miscompile
#   selftest-bisect         bisect names the first bad transformation and
#                           prints its "memopt:" remark
#   selftest-reduce         reduce shrinks it and stores a complete case
#   selftest-reduce-progress  ... printing progress lines (size, step,
#                           variants tested, time) and what pruning did
#   selftest-reduce-passes  ... with C-Vise on our pass group for C
#                           (passes.json, stored with the case): C-Vise
#                           takes it, it has no C++ pass, and C-Vise ran
#                           passes of it
#   selftest-interesting-cache  interesting.sh keeps a verdict per file
#                           hash in $MEMOPT_REDUCE_CACHE and answers from it
#   selftest-interesting-processes  ... with few processes: no timeout,
#                           cut, cat or mv; no grep for a variant that lost
#                           the difference
#   selftest-interesting-cpu-limit  a reference that never ends is
#                           rejected by the runs' CPU time limit
#   selftest-interesting-warnings-first  the plugin build's warnings
#                           reject a variant before the reference is built
#   selftest-interesting-parallel  with two builds at once
#                           (MEMOPT_REDUCE_PAR) the same verdicts
#   selftest-repro-broken   repro of the stored case fails (exit 1) with the
#                           broken plugin ...
#   selftest-repro-fixed    ... and passes (exit 0) with the real one
# and the same for the plugin-crash path, with build/verify/crash-plugin.so
# (an ICE on any function named memopt_selftest_crash) over selftest-crash/:
#   selftest-crash-detects  classified plugin-crash, bucketed by the ICE
#   selftest-crash-reduce   reduced, stored under crashes with crash.txt
#   selftest-crash-repro    repro fails with the crashing plugin, passes
#                           with the real one
# and the check-failure path (run --check), with the broken plugin over
# selftest-check/ (a wrong forwarding that does not change the output):
#   selftest-check-blind    without --check the campaign passes it ...
#   selftest-check-detects  ... with --check it is a check-failure with
#                           check_id, pass, kind and location in case.json
#   selftest-check-bisect   bisect confirms the check's id
#   selftest-check-reduce   reduced with a check of the same pass and kind
#                           failing, stored with its check keys
#   selftest-check-repro    repro fails with the broken plugin, passes with
#                           the real one
set -u
VERIFY=$(realpath "$1"); BUILD=$(realpath "$2"); RESULTS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
BROKEN=$BUILD/gcc-12-broken/memopt.so
GOOD=$BUILD/gcc-12/memopt.so
W=$BUILD/check/verify-selftest
rm -rf "$W"; mkdir -p "$W"; : >"$RESULTS"
result() { echo "$*" | tee -a "$RESULTS"; }
ok_if() { if eval "$2"; then result "PASS $1"; else result "FAIL $1 $3"; fi; }
CRASH=$BUILD/verify/crash-plugin.so

# --- the plugin-crash path ---------------------------------------------------
crash_tests() {
  if [ ! -f "$CRASH" ]; then
    for t in detects reduce repro; do
      result "SKIP selftest-crash-$t no $CRASH (make $CRASH)"
    done
    return
  fi
  "$VERIFY" run --generator files:"$HERE/selftest-crash" --targets x86_64 \
    --levels O2 --plugin "$CRASH" -j1 --out "$W/crash" >"$W/crash.out" 2>"$W/crash.err"
  local cdir=$W/crash/cases/0
  ok_if selftest-crash-detects 'grep -q "\"class\":\"plugin-crash\"" "$W/crash/results.jsonl" && grep -q "\"bucket\":\"internal compiler error: memopt-verify self-test: deliberate crash in" "$W/crash/results.jsonl"' \
    "$(head -c 400 "$W/crash/results.jsonl")"
  "$VERIFY" reduce --plugin "$CRASH" --timeout "${SELFTEST_REDUCE_TIMEOUT:-60}" -j2 \
    --corpus "$W/corpus" --id selftest-crash "$cdir" >"$W/creduce.out" 2>"$W/creduce.err"
  local st=$? C=$W/corpus/selftest-crash
  local orig red
  orig=$(grep -o '"original_lines":[0-9]*' "$C/case.json" 2>/dev/null | cut -d: -f2)
  red=$(grep -o '"reduced_lines":[0-9]*' "$C/case.json" 2>/dev/null | cut -d: -f2)
  ok_if selftest-crash-reduce '[ $st -eq 0 ] && [ -n "$red" ] && [ "$red" -lt "$orig" ] && grep -q memopt_selftest_crash "$C/reduced.c" && grep -q "internal compiler error" "$C/crash.txt"' \
    "exit $st, lines $orig -> $red: $(tail -c 300 "$W/creduce.err")"
  "$VERIFY" repro --plugin "$CRASH" "$C" >"$W/crepro1.out" 2>&1
  local st1=$?
  "$VERIFY" repro --plugin "$GOOD" "$C" >"$W/crepro2.out" 2>&1
  local st2=$?
  ok_if selftest-crash-repro '[ $st1 -eq 1 ] && [ $st2 -eq 0 ]' \
    "exit $st1 with the crashing plugin, $st2 with the real one"
}
crash_tests

# --- the check-failure path ---------------------------------------------------
check_tests() {
  local B=$BUILD/gcc-12-broken/memopt.so
  if [ ! -f "$B" ] || [ ! -f "$BUILD/gcc-12-broken/memopt-check.o" ]; then
    for t in blind detects bisect reduce repro; do
      result "SKIP selftest-check-$t no broken plugin (make $B)"
    done
    return
  fi
  local gen=files:$HERE/selftest-check
  "$VERIFY" run --generator "$gen" --targets x86_64 --levels O2 --plugin "$B" -j1 \
    --out "$W/chk-blind" >"$W/chk-blind.out" 2>"$W/chk-blind.err"
  ok_if selftest-check-blind 'grep -q "\"class\":\"pass\"" "$W/chk-blind/results.jsonl"' \
    "$(head -c 300 "$W/chk-blind/results.jsonl")"
  "$VERIFY" run --check --generator "$gen" --targets x86_64 --levels O2 --plugin "$B" -j1 \
    --out "$W/chk" >"$W/chk.out" 2>"$W/chk.err"
  local cdir=$W/chk/cases/0
  ok_if selftest-check-detects 'grep -q "\"class\":\"check-failure\"" "$W/chk/results.jsonl" && grep -q "\"check_id\":1," "$cdir/case.json" && grep -q "\"check_pass\":\"memopt-lse\"" "$cdir/case.json" && grep -q "\"check_kind\":\"load-replaced\"" "$cdir/case.json" && grep -q "\"check_location\":\"prog.c:22\"" "$cdir/case.json" && grep -q "\"bucket\":\"memopt-lse load-replaced\"" "$cdir/case.json" && grep -q "findings:" "$W/chk.out"' \
    "$(head -c 400 "$W/chk/results.jsonl"; head -c 400 "$cdir/case.json" 2>/dev/null)"
  "$VERIFY" bisect --plugin "$B" "$cdir" >"$W/chk-bisect.out" 2>"$W/chk-bisect.err"
  local st=$?
  ok_if selftest-check-bisect '[ $st -eq 0 ] && grep -q "transformation 1 breaks" "$W/chk-bisect.out" && ! grep -q "note: the failed check named" "$W/chk-bisect.out"' \
    "exit $st: $(cat "$W/chk-bisect.out" "$W/chk-bisect.err" | head -c 300)"
  "$VERIFY" reduce --plugin "$B" --timeout "${SELFTEST_REDUCE_TIMEOUT:-60}" -j2 \
    --corpus "$W/corpus" --id selftest-check "$cdir" >"$W/chk-reduce.out" 2>"$W/chk-reduce.err"
  st=$?
  local C=$W/corpus/selftest-check
  ok_if selftest-check-reduce '[ $st -eq 0 ] && grep -q "\"reduced_class\":\"check-failure\"" "$C/case.json" && grep -q "\"check_kind\":\"load-replaced\"" "$C/case.json" && grep -q "memopt-check: transformation" "$C/interesting.sh" && grep -q "memopt-check.o" "$C/interesting.sh"' \
    "exit $st: $(tail -c 300 "$W/chk-reduce.err")"
  "$VERIFY" repro --plugin "$B" "$C" >"$W/chk-repro1.out" 2>&1
  local st1=$?
  "$VERIFY" repro --plugin "$GOOD" "$C" >"$W/chk-repro2.out" 2>&1
  local st2=$?
  ok_if selftest-check-repro '[ $st1 -eq 1 ] && grep -q "memopt-check: transformation" "$W/chk-repro1.out" && [ $st2 -eq 0 ]' \
    "exit $st1 with the broken plugin, $st2 with the real one: $(head -c 300 "$W/chk-repro1.out")"
}
check_tests

# --- the miscompile path ------------------------------------------------------
skip_all() {
  for t in probe detects bisect reduce repro-broken repro-fixed case-identity case-no-local-path case-portable; do
    result "SKIP selftest-$t $1"
  done
  exit 0
}
[ -f "$BROKEN" ] || skip_all "no broken plugin (make build/gcc-12-broken/memopt.so)"

probe=$HERE/selftest/may-alias.c
gcc-12 -O0 "$probe" -o "$W/ref" && "$W/ref" >"$W/ref.out"
gcc-12 -O2 -fplugin="$BROKEN" "$probe" -o "$W/bad" 2>/dev/null && "$W/bad" >"$W/bad.out"
gcc-12 -O2 -fplugin="$GOOD" "$probe" -o "$W/good" 2>/dev/null && "$W/good" >"$W/good.out"
if cmp -s "$W/ref.out" "$W/bad.out"; then
  skip_all "the broken plugin does not miscompile the probe (its LSE forwards nothing yet)"
fi
ok_if selftest-probe 'cmp -s "$W/ref.out" "$W/good.out"' \
  "the real plugin miscompiles the probe too: $(cat "$W/good.out")"

"$VERIFY" run --generator files:"$HERE/selftest" --targets x86_64 --levels O2 \
  --plugin "$BROKEN" -j1 --out "$W/campaign" >"$W/run.out" 2>"$W/run.err"
run_st=$?
case_dir=$W/campaign/cases/0
ok_if selftest-detects '[ $run_st -eq 1 ] && grep -q "\"class\":\"miscompile\"" "$W/campaign/results.jsonl" && [ -f "$case_dir/case.json" ] && grep -q "findings:" "$W/run.out"' \
  "exit $run_st (want 1: findings), no miscompile reported? $(head -c 300 "$W/campaign/results.jsonl")"

"$VERIFY" bisect --plugin "$BROKEN" "$case_dir" >"$W/bisect.out" 2>"$W/bisect.err"
st=$?
ok_if selftest-bisect '[ $st -eq 0 ] && grep -Eq "transformation [1-9][0-9]* breaks" "$W/bisect.out" && grep -q "memopt: load of .* replaced by" "$W/bisect.out" && grep -q "pass memopt-lse, kind load-replaced" "$W/bisect.out" && grep -Eq "\"bisect_n\":[1-9]" "$case_dir/case.json" && grep -q "\"bisect_pass\":\"memopt-lse\"" "$case_dir/case.json"' \
  "exit $st: $(cat "$W/bisect.out" "$W/bisect.err" | head -c 300)"

"$VERIFY" reduce --plugin "$BROKEN" --timeout "${SELFTEST_REDUCE_TIMEOUT:-60}" -j2 \
  --corpus "$W/corpus" --id selftest-may-alias "$case_dir" >"$W/reduce.out" 2>"$W/reduce.err"
st=$?
R=$W/corpus/selftest-may-alias
orig=$(grep -o '"original_lines":[0-9]*' "$R/case.json" 2>/dev/null | cut -d: -f2)
red=$(grep -o '"reduced_lines":[0-9]*' "$R/case.json" 2>/dev/null | cut -d: -f2)
ok_if selftest-reduce '[ $st -eq 0 ] && [ -n "$red" ] && [ "$red" -lt "$orig" ] && [ -s "$R/reduced.c" ] && [ -s "$R/original.c" ] && [ -x "$R/interesting.sh" ] && [ -s "$R/expected.out" ] && grep -q "\"cc_version\"" "$R/case.json" && grep -q "\"csmith_version\"" "$R/case.json"' \
  "exit $st, lines $orig -> $red: $(tail -c 300 "$W/reduce.err")"

ok_if selftest-reduce-progress 'grep -Eq "^memopt-verify: reduce .*: [0-9]+ bytes \([0-9]+ % of [0-9]+\), [0-9]+ lines, pruning, [0-9]+ variants tested, [0-9]+ s$" "$W/reduce.err" && grep -Eq "^memopt-verify: reduce .*: [0-9]+ bytes .* lines, starting C-Vise, [1-9][0-9]* variants tested, [0-9]+ s$" "$W/reduce.err" && grep -Eq "pruned main.s statements [0-9]+ -> [0-9]+, stubbed [0-9]+ of [0-9]+ function bodies, pruned the other functions. statements [0-9]+ -> [0-9]+ \([0-9]+ depths?\) and the top-level declarations [0-9]+ -> [0-9]+: [1-9][0-9]* variants tested \(1 at once, 2 builds each\)" "$W/reduce.err" && grep -Eq "^reduce: .* lines in [0-9]+ s, [0-9]+ s of CPU, [1-9][0-9]* variants tested" "$W/reduce.out"' \
  "no progress line, pruning summary or final count: $(tail -c 400 "$W/reduce.err")"
# The pass group: C-Vise lists its passes (so it parses), it has none
# of C-Vise's C++ passes, and C-Vise ran at least the pass that ends our
# "first" phase (the reduction's log is gone; the progress lines and
# the stored file are what is left).
cvise --pass-group-file "$R/passes.json" --list-passes /bin/true "$R/reduced.c" >"$W/passes.list" 2>&1
ok_if selftest-reduce-passes '[ -s "$R/passes.json" ] && grep -q "LinesPass" "$W/passes.list" && ! grep -Eq "template|namespace|class|ctor|try-catch" "$R/passes.json" && grep -q "\"reduce_passes\":\"memopt-c\"" "$R/case.json" && ! grep -q "the reducer failed" "$W/reduce.err"' \
  "passes.json missing, refused by C-Vise or with C++ passes: $(head -c 300 "$W/passes.list") $(grep "reducer failed" "$W/reduce.err")"

"$VERIFY" repro --plugin "$BROKEN" "$R" >"$W/repro1.out" 2>&1
st=$?
ok_if selftest-repro-broken '[ $st -eq 1 ]' "exit $st: $(head -c 200 "$W/repro1.out")"
"$VERIFY" repro --plugin "$GOOD" "$R" >"$W/repro2.out" 2>&1
st=$?
ok_if selftest-repro-fixed '[ $st -eq 0 ] && grep -q "warning: .* was made with plugin sha256" "$W/repro2.out"' \
  "exit $st, or no warning that the plugin differs from the case's: $(head -c 200 "$W/repro2.out")"

# A stored case is portable: its build identity is recorded, no path of
# this machine is in it, and a copy elsewhere reproduces with its one
# command (interesting.sh, on reduced.c, with the plugin named by
# MEMOPT_PLUGIN, as it would be installed).
root=$(cd "$HERE/../.." && pwd)
sha=$(cat "$BROKEN" "$(dirname "$BROKEN")/memopt-passes.so" | sha256sum | cut -c1-64)
ok_if selftest-case-identity 'grep -q "\"plugin_sha256\":\"$sha\"" "$R/case.json" && grep -q "\"memopt_version\":\"" "$R/case.json" && grep -q "\"host\":\"" "$R/case.json" && grep -q "\"date\":\"20" "$R/case.json" && grep -q "\"plugin_sha256\":\"$sha\"" "$case_dir/case.json"' \
  "case.json without the build identity: $(head -c 400 "$R/case.json")"
ok_if selftest-case-no-local-path '! grep -qF -e "$root" -e "$W" -e /tmp/ "$R/case.json" "$R/interesting.sh" "$case_dir/case.json" && grep -q "\-fplugin=memopt " "$R/case.json"' \
  "a path of this machine: $(grep -ohF -e "$root" -e "$W" -e /tmp/ "$R/case.json" "$R/interesting.sh" | head -3)"
mv "$R" "$W/moved-case"
# The tests below look at the builds' files: interesting.sh builds in
# the case's directory ($MEMOPT_WORK), not in a temporary one.
export MEMOPT_WORK=.
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN ./interesting.sh) >/dev/null 2>&1; st1=$?
(cd "$W/moved-case" && MEMOPT_PLUGIN=$GOOD ./interesting.sh) >/dev/null 2>&1; st2=$?
ok_if selftest-case-portable '[ $st1 -eq 0 ] && [ $st2 -eq 1 ] && [ -f "$W/moved-case/plg.out" ]' \
  "a moved case's interesting.sh: exit $st1 with the broken plugin (want 0), $st2 with the real one (want 1)"

# The interestingness test keeps undefined behaviour out: the reduced
# program plus a function that reads an uninitialized local (a warning
# of the plugin build, or of the control's -O2 -Wall build), or plus a
# constructor that writes past a local array through a volatile index
# (no warning: the -O0 sanitizer build's report), is rejected though the
# plugin build still differs; the program as it is still passes.
cp "$W/moved-case/reduced.c" "$W/moved-case/clean.c"
{ cat "$W/moved-case/reduced.c"
  echo 'int memopt_selftest_uninit (void) { int x; return x; }'; } > "$W/moved-case/uninit.c"
{ cat "$W/moved-case/reduced.c"
  echo '__attribute__ ((constructor)) static void memopt_selftest_oob (void)'
  echo '{ int a[2]; volatile int i = 2; a[i] = 1; }'; } > "$W/moved-case/oob.c"
for v in clean uninit oob; do
  rm -f "$W/moved-case/w.gcc" "$W/moved-case/san.err" "$W/moved-case/plg.err"
  (cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN ./interesting.sh $v.c) >/dev/null 2>&1
  eval "st_$v=\$?"
  for f in w.gcc san.err plg.err; do
    [ -f "$W/moved-case/$f" ] && mv "$W/moved-case/$f" "$W/moved-case/$f.$v"
  done
done
ok_if selftest-interesting-rejects-ub '[ $st_clean -eq 0 ] && [ $st_uninit -eq 1 ] && [ $st_oob -eq 1 ] && cat "$W/moved-case/w.gcc.uninit" "$W/moved-case/plg.err.uninit" 2>/dev/null | grep -q memopt_selftest_uninit && cat "$W/moved-case/w.gcc.uninit" "$W/moved-case/plg.err.uninit" 2>/dev/null | grep -qi uninitiali && { grep -Eq "runtime error|AddressSanitizer" "$W/moved-case/san.err.oob" 2>/dev/null || cat "$W/moved-case/w.gcc.oob" "$W/moved-case/plg.err.oob" 2>/dev/null | grep -qi "array.bounds"; }' \
  "interesting.sh: exit $st_clean on the reduced program (want 0), $st_uninit with an uninitialized read (want 1), $st_oob with an out-of-bounds write (want 1)"

# The verdict cache: a file tested once is answered from
# $MEMOPT_REDUCE_CACHE by its MD5, even when the answer was tampered
# with (which shows the cache is read); without it, the test runs.
rm -rf "$W/cache" && mkdir "$W/cache"
(cd "$W/moved-case" && MEMOPT_REDUCE_CACHE=$W/cache MEMOPT_PLUGIN=$BROKEN ./interesting.sh uninit.c) >/dev/null 2>&1; st1=$?
key=$(md5sum <"$W/moved-case/uninit.c" | cut -c1-32)
saved=$(cat "$W/cache/$key" 2>/dev/null)
echo 0 >"$W/cache/$key"
(cd "$W/moved-case" && MEMOPT_REDUCE_CACHE=$W/cache MEMOPT_PLUGIN=$BROKEN ./interesting.sh uninit.c) >/dev/null 2>&1; st2=$?
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN ./interesting.sh uninit.c) >/dev/null 2>&1; st3=$?
ok_if selftest-interesting-cache '[ $st1 -eq 1 ] && [ "$saved" = 1 ] && [ $st2 -eq 0 ] && [ $st3 -eq 1 ]' \
  "exit $st1 and cached '$saved' (want 1 and 1), then $st2 from the tampered cache (want 0), $st3 without it (want 1)"

# interesting.sh spends few processes (each costs ~10 ms of CPU on a
# loaded machine, and a reduction runs thousands of tests): no timeout(1)
# (the runs' limit is ulimit -t in a subshell), no cut, cat or mv for the
# verdict cache, no grep for a run that died or an empty warnings file.
# Shims of those commands, first in PATH, log every call: a variant that
# lost the difference (the real plugin) calls none of them, nor does the
# cached answer; a variant kept (the broken plugin) calls no timeout, cut,
# cat or mv.
mkdir -p "$W/shims"; : >"$W/shims.log"
for c in timeout cut cat mv grep; do
  real=$(command -v $c)
  printf '#!/bin/sh\necho %s >>"%s"\nexec %s "$@"\n' $c "$W/shims.log" "$real" >"$W/shims/$c"
  chmod +x "$W/shims/$c"
done
rm -rf "$W/cache" && mkdir "$W/cache"
(cd "$W/moved-case" && PATH=$W/shims:$PATH MEMOPT_REDUCE_CACHE=$W/cache MEMOPT_PLUGIN=$GOOD ./interesting.sh clean.c) >/dev/null 2>&1; st1=$?
(cd "$W/moved-case" && PATH=$W/shims:$PATH MEMOPT_REDUCE_CACHE=$W/cache MEMOPT_PLUGIN=$GOOD ./interesting.sh clean.c) >/dev/null 2>&1; st2=$?
rejected=$(sort -u "$W/shims.log" | tr '\n' ' '); : >"$W/shims.log"
rm -rf "$W/cache" && mkdir "$W/cache"
(cd "$W/moved-case" && PATH=$W/shims:$PATH MEMOPT_REDUCE_CACHE=$W/cache MEMOPT_PLUGIN=$BROKEN ./interesting.sh clean.c) >/dev/null 2>&1; st3=$?
kept=$(sort -u "$W/shims.log" | tr '\n' ' ')
ok_if selftest-interesting-processes '[ $st1 -eq 1 ] && [ $st2 -eq 1 ] && [ -z "$rejected" ] && [ $st3 -eq 0 ] && ! echo "$kept" | grep -Eq "timeout|cut|cat|mv"' \
  "exit $st1, $st2 (cached) with the real plugin (want 1, 1) calling '$rejected' (want none); exit $st3 with the broken one (want 0) calling '$kept' (want no timeout, cut, cat, mv)"

# The plugin build's warnings come first (check 2): a variant with an
# uninitialized read is rejected after that one build, before the
# reference is built.
rm -f "$W/moved-case/ref" "$W/moved-case/plg.err"
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN ./interesting.sh uninit.c) >/dev/null 2>&1; st=$?
ok_if selftest-interesting-warnings-first '[ $st -eq 1 ] && grep -qi uninitiali "$W/moved-case/plg.err" && [ ! -e "$W/moved-case/ref" ]' \
  "exit $st (want 1), plg.err: '$(head -c 200 "$W/moved-case/plg.err")' (want the warning), reference built: $([ -e "$W/moved-case/ref" ] && echo yes || echo no) (want no)"

# The runs' limit is CPU time (ulimit -t, as the harness's runs): a
# variant whose reference never ends is rejected within the limit.
{ cat "$W/moved-case/reduced.c"
  echo '__attribute__ ((destructor)) static void memopt_selftest_spin (void)'
  echo '{ for (volatile int i = 1; i; ) ; }'; } > "$W/moved-case/spin.c"
t0=$(date +%s)
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN ./interesting.sh spin.c) >/dev/null 2>&1; st=$?
dt=$(( $(date +%s) - t0 ))
ok_if selftest-interesting-cpu-limit '[ $st -eq 1 ] && [ $dt -lt 60 ] && grep -q "^exit 137$" "$W/moved-case/ref.out"' \
  "exit $st after $dt s (want 1, well within 60 s), ref.out ends '$(tail -1 "$W/moved-case/ref.out")' (want exit 137)"
# Two builds at once (MEMOPT_REDUCE_PAR, as reduce's pruning runs the
# test with -j2 or more): the same verdicts, the reference's build beside
# the plugin build.
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN MEMOPT_REDUCE_PAR=1 ./interesting.sh reduced.c) >/dev/null 2>&1; st1=$?
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN MEMOPT_REDUCE_PAR=1 ./interesting.sh uninit.c) >/dev/null 2>&1; st2=$?
(cd "$W/moved-case" && MEMOPT_PLUGIN=$BROKEN MEMOPT_REDUCE_PAR=1 ./interesting.sh spin.c) >/dev/null 2>&1; st3=$?
ok_if selftest-interesting-parallel '[ $st1 -eq 0 ] && [ $st2 -eq 1 ] && [ $st3 -eq 1 ]' \
  "exit $st1 on reduced.c (want 0), $st2 on uninit.c (want 1), $st3 on spin.c (want 1)"
mv "$W/moved-case" "$R"
exit 0
