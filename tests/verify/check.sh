#!/bin/bash
# check.sh VERIFY UNIT BUILD RESULTS - memopt-verify's tests (make check-verify).
#
# Writes one line per test to RESULTS ("PASS name", "FAIL name why",
# "SKIP name why") and prints them.  What is checked:
#   unit-*          parsing, classification, buckets, journal (build/verify-unit)
#   neg-arg-*, not-* bad arguments exit 2 with a message naming the problem; a
#                   missing tool names the Debian package to install
#   suspect-*       a miscompile on one target is not claimed when another
#                   target's control disagrees with its reference
#                   (tests/verify/suspect: gcc-or-ub, "not claimed" in its
#                   detail); without that disagreement the same wrong
#                   forwarding is a miscompile
#   tiny-*          4 Csmith programs, both targets, O2 only: every program
#                   classified, none a finding with the real plugin; report
#                   (with its per-target and coverage tables)
#   shard-merge     two shards merged hold every seed exactly once
#   resume-*        a campaign SIGKILLed mid-way and resumed: nothing lost,
#                   nothing redone; a mismatching --resume is refused, and
#                   one with another plugin build unless --force
#   identity-*, report-identity  the build identity in the journal header
#                   and the report
#   seeded-*        the seeded bugs of bench/seeded.sh (break=dse-call,
#                   break=phi-offset) miscompile their probes (seeded/)
#   selftest-*      tests/verify/selftest.sh (the broken plugin is caught)
#   replay-*        every stored case under corpora/ repros as fixed
# Budget: about 4 minutes on 2 cores (the two reductions take 60 s each).
set -u
VERIFY=$(realpath "$1"); UNIT=$2; BUILD=$3; RESULTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/verify-work
rm -rf "$W"; mkdir -p "$W"; : >"$RESULTS"
result() { echo "$*" | tee -a "$RESULTS"; }
pass() { result "PASS $1"; }
fail() { result "FAIL $1 $2"; }
ok_if() { if eval "$2"; then pass "$1"; else fail "$1" "$3"; fi; }
# count PATTERN FILE: matching lines (0 when none or no file).
count() { local n; n=$(grep -cE -- "$1" "$2" 2>/dev/null); echo "${n:-0}"; }

# --- unit tests -------------------------------------------------------------
"$UNIT" 2>"$W/unit.err" | tee -a "$RESULTS"
[ "${PIPESTATUS[0]}" -le 1 ] || fail unit-binary "verify-unit crashed: $(tail -1 "$W/unit.err")"

# --- argument errors: exit 2 and a message that names the problem ----------
# expect_error NAME PATTERN ARGS...: exit status 2, stderr matches PATTERN.
expect_error() {
  local name=$1 pat=$2; shift 2
  "$@" >"$W/$name.out" 2>"$W/$name.err"; local st=$?
  if [ $st -eq 2 ] && grep -Eq -- "$pat" "$W/$name.err"; then pass "$name"
  else fail "$name" "exit $st, stderr: $(head -c 200 "$W/$name.err" | tr '\n' ' ')"; fi
}
expect_error neg-arg-no-command 'usage' "$VERIFY"
expect_error neg-arg-unknown-command "unknown command 'frobnicate'" "$VERIFY" frobnicate
expect_error neg-arg-bad-seeds "--seeds wants A-B" "$VERIFY" run --seeds 9-3
expect_error neg-arg-bad-count "--count wants a positive number" "$VERIFY" run --count 0
expect_error neg-arg-bad-shard "--shard wants K/N" "$VERIFY" run --shard 3/2
expect_error neg-arg-bad-target "unknown target 'sparc'" "$VERIFY" run --targets sparc
expect_error neg-arg-bad-level "'O9' is not an optimization level" "$VERIFY" run --levels O1,O9
expect_error neg-arg-bad-jobs "-j wants a number" "$VERIFY" run -j 0
expect_error neg-arg-bad-timeout "--run-timeout wants seconds" "$VERIFY" run --run-timeout -3
expect_error neg-arg-seeds-and-count "exclude each other" "$VERIFY" run --seeds 1-2 --count 3
expect_error neg-arg-seed-and-seeds "--seeds and --seed exclude each other" "$VERIFY" run --seed 3 --seeds 1-2
expect_error neg-arg-bad-duration "--duration wants a time" "$VERIFY" run --duration 5x
expect_error neg-arg-bad-generator "--generator wants csmith or files:DIR" "$VERIFY" run --generator afl
expect_error neg-arg-unknown-option "unknown option '--frob'" "$VERIFY" run --frob 1
expect_error neg-arg-repro-no-case "no valid case.json" "$VERIFY" repro "$W"
expect_error neg-arg-reduce-no-case "has no valid case.json" "$VERIFY" reduce "$W"
expect_error neg-arg-merge-no-out "--out DIR is required" "$VERIFY" merge "$W"
expect_error neg-arg-missing-tool "install the Debian package csmith" \
  env PATH=/nonexistent "$VERIFY" run --count 1 --out "$W/nopath"
expect_error neg-arg-missing-plugin "plugin .*nope.so not found: run 'make'" \
  "$VERIFY" run --count 1 --plugin "$W/nope.so" --out "$W/noplugin"

# --- a miscompile is claimed only when every target's control agrees ----------
# tests/verify/suspect: break=alias miscompiles both programs on both
# targets; a-suspect.c also prints a line more when optimized on AArch64
# (AArch64's control disagrees with its reference: gcc-or-ub there).
"$VERIFY" run --generator files:"$HERE/suspect" --levels O2 -j2 \
  --plugin-arg break=alias --out "$W/suspect" >"$W/suspect.out" 2>&1
st=$?
line_a=$(grep '"seed":0,' "$W/suspect/results.jsonl")
line_b=$(grep '"seed":1,' "$W/suspect/results.jsonl")
ok_if suspect-not-claimed 'grep -q "\"class\":\"gcc-or-ub\"" <<<"$line_a" &&
  grep -q "not claimed as a miscompile: aarch64.s control build disagrees" <<<"$line_a" &&
  grep -q "x86_64:O2=miscompile aarch64:O2=gcc-or-ub" <<<"$line_a"' \
  "a-suspect.c: $(grep -o '"class":"[a-z-]*"' <<<"$line_a") $(grep -o '"detail":"[^"]*"' <<<"$line_a")"
ok_if suspect-plain-claimed '[ $st -eq 1 ] && grep -q "\"class\":\"miscompile\"" <<<"$line_b"' \
  "b-plain.c: exit $st, $(grep -o '"class":"[a-z-]*"' <<<"$line_b")"

# --- a tiny campaign: everything classified, nothing found ---------------------
"$VERIFY" run --seeds 1-4 --levels O2 -j2 --out "$W/tiny" >"$W/tiny.out" 2>"$W/tiny.err"
st=$?
n=$(count '"kind":"program"' "$W/tiny/results.jsonl")
classified=$(count '"class":"(pass|miscompile|plugin-crash|gcc-or-ub|timeout|generator-failure)"' \
  "$W/tiny/results.jsonl")
ok_if tiny-classifies-all '[ $n -eq 4 ] && [ $classified -eq 4 ]' "exit $st, $n results, $classified classified"
findings=$(count '"class":"(miscompile|plugin-crash)"' "$W/tiny/results.jsonl")
ok_if tiny-no-finding '[ $st -eq 0 ] && [ $findings -eq 0 ]' \
  "exit $st, $findings findings with the real plugin: see $W/tiny/cases"
ok_if tiny-both-targets 'grep -q "x86_64:O2=" "$W/tiny/results.jsonl" && grep -q "aarch64:O2=" "$W/tiny/results.jsonl"' \
  "a target was not run"
ok_if tiny-summary 'grep -q "^  total  *4$" "$W/tiny.out"' "no summary table on stdout"
"$VERIFY" report "$W/tiny" >/dev/null 2>"$W/report.err"
ok_if tiny-report 'grep -q "<svg" "$W/tiny/report.html" && grep -q "| total | 4 |" "$W/tiny/report.md"' \
  "report.md/html incomplete: $(head -c 200 "$W/report.err")"
# The report's breakdowns: per target and level, and the coverage (every
# kind of plugin/remarks.tsv, with the counts of the programs' "fired").
kind=$(grep -o '"fired":"[a-z-]*=' "$W/tiny/results.jsonl" | head -1 | sed 's/.*"\([a-z-]*\)=$/\1/')
tot=$(grep -o "[\",]$kind=[0-9]*" "$W/tiny/results.jsonl" | cut -d= -f2 | paste -sd+ | bc)
ok_if tiny-report-breakdowns '[ -n "$kind" ] && grep -q "^| x86_64:O2 | 0 | 0 | 0 |" "$W/tiny/report.md" && grep -q "^| aarch64:O2 |" "$W/tiny/report.md" && [ "$(grep -c "^| [a-z-]* | memopt-[a-z-]* | [0-9]* | [0-9]* |$" "$W/tiny/report.md")" -eq "$(grep -c "^[a-z]" plugin/remarks.tsv)" ] && grep -q "^| $kind | memopt-[a-z-]* | $tot |" "$W/tiny/report.md"' \
  "report.md without the per-target table or the coverage rows (${kind:-no kind fired} total ${tot:-none}): $(grep -A3 "Coverage" "$W/tiny/report.md" | head -5)"
expect_error not-run-over-campaign "already holds a campaign" \
  "$VERIFY" run --seeds 1-4 --levels O2 --out "$W/tiny"

# --- shards: two halves merged hold every seed once ------------------------------
for k in 1 2; do
  "$VERIFY" run --seeds 1-4 --levels O2 --targets x86_64 --shard $k/2 -j2 \
    --out "$W/shard$k" >/dev/null 2>&1
done
"$VERIFY" merge --out "$W/merged" "$W/shard1" "$W/shard2" >/dev/null 2>"$W/merge.err"
seeds=$(grep -o '"seed":[0-9]*' "$W/merged/results.jsonl" 2>/dev/null | tr '\n' ' ')
ok_if shard-merge '[ "$seeds" = "\"seed\":1 \"seed\":2 \"seed\":3 \"seed\":4 " ]' "merged seeds: $seeds"
ok_if shard-split '[ "$(count "\"kind\":\"program\"" "$W/shard1/journal.jsonl")" -eq 2 ]' \
  "shard 1/2 of 4 seeds did not get 2"

# --- exit statuses: 3 incomplete (SIGTERM, missing shard); --duration is a
# normal end (0 here: no finding) -----------------------------------------------
"$VERIFY" --version >"$W/version.out" 2>&1; st=$?
"$VERIFY" run --version >"$W/version2.out" 2>&1; st2=$?
ok_if version '[ $st -eq 0 ] && [ $st2 -eq 0 ] && grep -q "^memopt-verify ." "$W/version.out" && cmp -s "$W/version.out" "$W/version2.out"' \
  "exit $st/$st2: $(cat "$W/version.out")"
"$VERIFY" merge --out "$W/merged-missing" "$W/shard1" >"$W/mm.out" 2>"$W/mm.err"; st=$?
"$VERIFY" report "$W/merged-missing" >/dev/null 2>&1; st2=$?
ok_if merge-missing-shard '[ $st -eq 3 ] && grep -q "incomplete: shards 2 missing" "$W/mm.out" && [ $st2 -eq 3 ] && grep -q "incomplete: shards 2 missing" "$W/merged-missing/report.md"' \
  "merge exit $st, report exit $st2: $(cat "$W/mm.out" | tail -3)"
DU="$W/duration"
"$VERIFY" run --generator memgen --seed 1 --count 6 --levels O2 --targets x86_64 -j1 \
  --duration 1s --progress 1 --out "$DU" >"$W/du1.out" 2>"$W/du1.err"; st=$?
n1=$(count '"kind":"program"' "$DU/journal.jsonl")
ok_if run-duration-stops '[ $st -eq 0 ] && [ $n1 -ge 1 ] && [ $n1 -lt 6 ] && grep -q "duration reached" "$W/du1.err" && grep -q "\-\-resume" "$W/du1.err" && grep -q "stopped at the --duration deadline: $n1 of 6" "$W/du1.out" && ! grep -q "incomplete" "$W/du1.out"' \
  "exit $st, $n1 of 6 programs: $(tail -c 300 "$W/du1.err")"
ok_if run-progress-lines 'grep -q "^memopt-verify: \[[0-9]*/[0-9]*\] .*programs/min" "$W/du1.err"' \
  "no progress line on a non-terminal stderr: $(head -c 300 "$W/du1.err")"
"$VERIFY" run --generator memgen --seed 1 --count 6 --levels O2 --targets x86_64 -j1 \
  --resume --out "$DU" >"$W/du2.out" 2>"$W/du2.err"; st=$?
ok_if run-duration-resumes '[ $st -eq 0 ] && [ "$(count "\"kind\":\"program\"" "$DU/results.jsonl")" -eq 6 ]' \
  "exit $st after --resume: $(tail -c 200 "$W/du2.err")"
# The build identity: in the header and the report; --resume with another
# plugin build is refused, --force continues and the report says so.
sha=$(cat build/gcc-12/memopt.so build/gcc-12/memopt-passes.so | sha256sum | cut -c1-64)
hdr=$(head -1 "$DU/journal.jsonl")
ok_if identity-header 'grep -q "\"plugin_sha256_x86_64\":\"$sha\"" <<<"$hdr" && grep -q "\"memopt_version\":\"" <<<"$hdr" && grep -q "\"cc_version_x86_64\":\"gcc-12 (" <<<"$hdr" && grep -q "\"host\":\"" <<<"$hdr" && grep -q "\"date\":\"20" <<<"$hdr"' \
  "header: $(head -c 600 <<<"$hdr")"
mkdir -p "$W/other-build"
cp build/gcc-12/memopt.so build/gcc-12/memopt-passes.so "$W/other-build/"
printf 'x' >>"$W/other-build/memopt-passes.so"
expect_error resume-other-build "made by another build.*" \
  "$VERIFY" run --generator memgen --seed 1 --count 6 --levels O2 --targets x86_64 -j1 \
  --plugin "$W/other-build/memopt.so" --resume --out "$DU"
ok_if resume-other-build-names-key 'grep -q "plugin_sha256_x86_64: campaign .$sha., now" "$W/resume-other-build.err" && grep -q -- "--force" "$W/resume-other-build.err"' \
  "$(head -c 300 "$W/resume-other-build.err")"
"$VERIFY" run --generator memgen --seed 1 --count 6 --levels O2 --targets x86_64 -j1 \
  --plugin "$W/other-build/memopt.so" --resume --force --out "$DU" >"$W/force.out" 2>"$W/force.err"; st=$?
"$VERIFY" report "$DU" >/dev/null 2>&1
ok_if resume-force '[ $st -eq 0 ] && grep -q "\"kind\":\"forced-resume\"" "$DU/journal.jsonl" && grep -q "resumed with --force by another build" "$W/force.out" && grep -q "resumed with --force by another build" "$DU/report.md"' \
  "exit $st: $(tail -c 300 "$W/force.err")"
ok_if report-identity 'grep -q "| plugin_sha256_x86_64 | $sha |" "$DU/report.md" && grep -q "| memopt_version | " "$DU/report.md" && grep -q "| cc_version_x86_64 | gcc-12 (" "$DU/report.md"' \
  "report.md: $(grep -c "|" "$DU/report.md") table lines, no identity rows"
ST="$W/sigterm"
"$VERIFY" run --generator memgen --seed 21 --count 8 --levels O2 --targets x86_64 -j1 \
  --out "$ST" >"$W/st1.out" 2>"$W/st1.err" &
pid=$!
for _ in $(seq 1 600); do
  [ "$(count '"kind":"program"' "$ST/journal.jsonl")" -ge 1 ] && break
  sleep 0.1
done
"$VERIFY" run --generator memgen --seed 21 --count 8 --levels O2 --targets x86_64 -j1 \
  --resume --out "$ST" >"$W/lock.out" 2>"$W/lock.err"; lst=$?
ok_if run-lock '[ $lst -eq 2 ] && grep -q "is in use by another memopt-verify run (pid $pid on " "$W/lock.err"' \
  "a second run into a busy campaign: exit $lst, $(head -c 200 "$W/lock.err")"
kill -TERM $pid 2>/dev/null; wait $pid; st=$?
n1=$(count '"kind":"program"' "$ST/journal.jsonl")
ok_if run-sigterm '[ $st -eq 3 ] && [ $n1 -lt 8 ] && grep -q "stopped by SIGTERM" "$W/st1.err" && grep -q "\"kind\":\"session\"" "$ST/journal.jsonl"' \
  "exit $st, $n1 of 8: $(tail -c 300 "$W/st1.err")"

# --- kill -9 mid-way, then --resume: nothing lost, nothing redone --------------
KR="$W/resume"
"$VERIFY" run --seed 11 --count 8 --levels O2 -j2 --out "$KR" >/dev/null 2>"$W/kr1.err" &
pid=$!
for _ in $(seq 1 600); do
  [ "$(count '"kind":"program"' "$KR/journal.jsonl")" -ge 3 ] && break
  sleep 0.1
done
kill -KILL $pid 2>/dev/null; wait $pid 2>/dev/null
before=$(grep -o '"kind":"program","seed":[0-9]*' "$KR/journal.jsonl" | sort)
nbefore=$(echo "$before" | grep -c seed)
expect_error not-resume-other-config "has levels 'O2', this command asks for 'O1'" \
  "$VERIFY" run --seed 11 --count 8 --levels O1 --resume --out "$KR"
"$VERIFY" run --seed 11 --count 8 --levels O2 -j2 --resume --out "$KR" >/dev/null 2>"$W/kr2.err"
st=$?
seen=$(grep -o '"kind":"program","seed":[0-9]*' "$KR/journal.jsonl" | sort)
uniq_seeds=$(echo "$seen" | sort -u | grep -c seed)
all=$(echo "$seen" | grep -c seed)
lost=$(comm -23 <(echo "$before") <(echo "$seen") | grep -c seed)
ok_if resume-killed-midway '[ $nbefore -ge 1 ] && [ $nbefore -lt 8 ]' \
  "the kill came too late or too early ($nbefore of 8 done)"
ok_if resume-nothing-lost '[ $st -eq 0 ] && [ $uniq_seeds -eq 8 ] && [ $lost -eq 0 ]' \
  "exit $st, $uniq_seeds distinct seeds, $lost lost"
ok_if resume-nothing-redone '[ $all -eq 8 ]' "$all program lines for 8 seeds"
ok_if resume-said-so 'grep -q "resuming .*: $nbefore programs done" "$W/kr2.err"' \
  "no 'resuming' message"
ok_if resume-results '[ "$(count "\"kind\":\"program\"" "$KR/results.jsonl")" -eq 8 ]' \
  "results.jsonl does not hold 8 programs"

# --- the seeded bugs (break=dse-call, break=phi-offset) are real: each
# miscompiles its probe at -O1 on both targets, the real plugin does not.
for kind in dse-call phi-offset; do
  src=$HERE/seeded/$kind.c
  gcc-12 -O0 "$src" -o "$W/seed-ref" && "$W/seed-ref" >"$W/seed-ref.out"
  gcc-12 -O1 -fplugin=build/gcc-12/memopt.so -fplugin-arg-memopt-break=$kind "$src" -o "$W/seed-bad" \
    && "$W/seed-bad" >"$W/seed-bad.out"
  gcc-12 -O1 -fplugin=build/gcc-12/memopt.so "$src" -o "$W/seed-good" && "$W/seed-good" >"$W/seed-good.out"
  aarch64-linux-gnu-gcc-12 -O1 -fplugin=build/aarch64-linux-gnu-gcc-12/memopt.so \
    -fplugin-arg-memopt-break=$kind "$src" -o "$W/seed-arm" \
    && qemu-aarch64 -L /usr/aarch64-linux-gnu "$W/seed-arm" >"$W/seed-arm.out"
  ok_if seeded-$kind '[ -s "$W/seed-ref.out" ] && ! cmp -s "$W/seed-ref.out" "$W/seed-bad.out" && ! cmp -s "$W/seed-ref.out" "$W/seed-arm.out" && cmp -s "$W/seed-ref.out" "$W/seed-good.out"' \
    "reference $(tr '\n' ' ' <"$W/seed-ref.out"), break=$kind $(tr '\n' ' ' <"$W/seed-bad.out" 2>/dev/null) (aarch64 $(tr '\n' ' ' <"$W/seed-arm.out" 2>/dev/null)), real $(tr '\n' ' ' <"$W/seed-good.out")"
done

# --- the self-test: the broken plugin must be caught -------------------------------
"$HERE/selftest.sh" "$VERIFY" "$BUILD" "$W/selftest.results" >/dev/null 2>"$W/selftest.err"
cat "$W/selftest.results" | tee -a "$RESULTS"
[ -s "$W/selftest.results" ] || fail selftest "selftest.sh wrote no result: $(tail -3 "$W/selftest.err")"

# --- replay every stored case ----------------------------------------------------
replayed=0
for d in corpora/miscompiles/*/ corpora/check-failures/*/ corpora/crashes/*/; do
  [ -f "$d/case.json" ] || continue
  replayed=$((replayed + 1))
  name=replay-$(basename "$(dirname "$d")")-$(basename "$d")
  "$VERIFY" repro "$d" >"$W/$(basename "$d").repro" 2>&1
  st=$?
  ok_if "$name" '[ $st -eq 0 ]' "exit $st: $(head -c 300 "$W/$(basename "$d").repro" | tr '\n' ' ')"
done
[ $replayed -gt 0 ] || result "SKIP replay-corpora no stored case under corpora/"
exit 0
