#!/bin/bash
# nightly-check.sh VERIFY BUILD RESULTS - what a nightly job on a scheduler
# (Slurm, GNU parallel, a Kubernetes Job, cron) relies on (make
# check-verify; about 30 s).
#
# Appends one line per test to RESULTS ("PASS name", "FAIL name why").
# The campaigns are copies of tests/verify/seeded/phi-offset.c (a probe
# that break=phi-offset miscompiles at -O1, about 0.2 s per program on
# x86_64), 30 of them, with --duration 1s: the deadline always comes
# before the last one.
#   nightly-duration-seeded-bug  a --duration campaign with a seeded bug
#                         (--plugin-arg break=phi-offset) ends at its
#                         deadline with exit 1 (findings), not 3
#   nightly-duration-clean  the same campaign without the bug exits 0 and
#                         says "stopped at the --duration deadline"
#   nightly-findings-exit  --findings-exit 0: the campaign with findings
#                         exits 0, and so does --resume of it (a restarted
#                         Kubernetes pod), where plain --resume exits 1
#   nightly-findings-exit-bad  --findings-exit 3 exits 2 naming it
#   nightly-merge-deadline  shards stopped at their deadline merge into a
#                         campaign that is not incomplete (exit 1 for the
#                         findings, not 3), and the header keeps them as
#                         deadline_shards
#   nightly-merge-report-one-line  `merge --findings-exit 0 ... && report`
#                         writes the report on a night with findings, and
#                         report exits 1 for them
#   nightly-merge-twice   the same shard given twice to merge is refused
#                         (exit 2, naming both directories), not counted
#                         twice
#   nightly-ci-outputs    report of the merged night writes junit.xml (one
#                         test case per program and configuration, a
#                         <failure type="miscompile"> per miscompile naming
#                         its case, and its reduced case once cases/N/
#                         reduced-case says where), results.sarif (SARIF
#                         2.1.0, one result per finding, rule miscompile,
#                         the program's path) and summary.json (state
#                         deadline, findings, exit status 1, each finding)
#   nightly-summary-status  run and merge leave summary.json, the state
#                         and exit status an engine can read
#   nightly-killed-incomplete  a run SIGKILLed after a --duration session
#                         (a "start" line, no "session") is incomplete:
#                         merge exits 3 and names the shard as stopped
set -u
VERIFY=$(realpath "$1"); BUILD=$2; RESULTS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/nightly-work
rm -rf "$W"; mkdir -p "$W/progs"
result() { echo "$*" | tee -a "$RESULTS"; }
pass() { result "PASS $1"; }
fail() { result "FAIL $1 $2"; }
ok_if() { if eval "$2"; then pass "$1"; else fail "$1" "$3"; fi; }
count() { local n; n=$(grep -cE -- "$1" "$2" 2>/dev/null); echo "${n:-0}"; }

for i in $(seq -w 1 30); do cp "$HERE/seeded/phi-offset.c" "$W/progs/p$i.c"; done
PLUGIN=$BUILD/gcc-12/memopt.so
# camp OUT ARGS...: a 1 s campaign over the copies, x86_64 at -O1.
camp() {
  local out=$1; shift
  "$VERIFY" run --generator files:"$W/progs" --levels O1 --targets x86_64 -j1 \
    --plugin "$PLUGIN" --duration 1s --progress 0 --out "$out" "$@"
}

# --- --duration is a normal end: 1 with findings, 0 without ------------------
camp "$W/bug" --plugin-arg break=phi-offset >"$W/bug.out" 2>"$W/bug.err"; st=$?
n=$(count '"kind":"program"' "$W/bug/journal.jsonl")
ok_if nightly-duration-seeded-bug '[ $st -eq 1 ] && [ $n -ge 1 ] && [ $n -lt 30 ] && grep -q "stopped at the --duration deadline: $n of 30" "$W/bug.out" && grep -q "^  miscompile  *$n$" "$W/bug.out"' \
  "exit $st, $n of 30 programs: $(tail -c 300 "$W/bug.out")"
camp "$W/clean" >"$W/clean.out" 2>"$W/clean.err"; st=$?
n=$(count '"kind":"program"' "$W/clean/journal.jsonl")
ok_if nightly-duration-clean '[ $st -eq 0 ] && [ $n -ge 1 ] && [ $n -lt 30 ] && grep -q "stopped at the --duration deadline: $n of 30" "$W/clean.out" && ! grep -q incomplete "$W/clean.out" && grep -q "\"end\":\"deadline\"" "$W/clean/journal.jsonl"' \
  "exit $st, $n of 30 programs: $(tail -c 300 "$W/clean.out")"

# --- --findings-exit: a scheduler never retries a shard for its findings -----
camp "$W/fx" --plugin-arg break=phi-offset --findings-exit 0 >"$W/fx.out" 2>&1; st=$?
"$VERIFY" run --generator files:"$W/progs" --levels O1 --targets x86_64 -j1 \
  --plugin "$PLUGIN" --plugin-arg break=phi-offset --progress 0 --resume \
  --seed 0 --count 2 --out "$W/fx2" >/dev/null 2>&1
"$VERIFY" run --generator files:"$W/progs" --levels O1 --targets x86_64 -j1 \
  --plugin "$PLUGIN" --plugin-arg break=phi-offset --progress 0 --resume \
  --seed 0 --count 2 --findings-exit 0 --out "$W/fx2" >/dev/null 2>&1; st2=$?
"$VERIFY" run --generator files:"$W/progs" --levels O1 --targets x86_64 -j1 \
  --plugin "$PLUGIN" --plugin-arg break=phi-offset --progress 0 --resume \
  --seed 0 --count 2 --out "$W/fx2" >/dev/null 2>&1; st3=$?
ok_if nightly-findings-exit '[ $st -eq 0 ] && [ $st2 -eq 0 ] && [ $st3 -eq 1 ] && grep -q "^  miscompile  *[1-9]" "$W/fx.out"' \
  "exit $st (campaign), $st2 (resume of a finished one, --findings-exit 0), $st3 (plain resume)"
"$VERIFY" run --findings-exit 3 --out "$W/bad" >/dev/null 2>"$W/bad.err"; st=$?
ok_if nightly-findings-exit-bad '[ $st -eq 2 ] && grep -q "\-\-findings-exit wants a status from 0 to 255 other than 2 .error. and 3 .incomplete., got .3." "$W/bad.err"' \
  "exit $st: $(cat "$W/bad.err")"

# --- merge and report of shards stopped at their deadline ---------------------
for k in 1 2; do
  camp "$W/s$k" --plugin-arg break=phi-offset --shard $k/2 >/dev/null 2>&1
done
"$VERIFY" merge --out "$W/m" "$W/s1" "$W/s2" >"$W/m.out" 2>"$W/m.err"; st=$?
ok_if nightly-merge-deadline '[ $st -eq 1 ] && grep -q "\"deadline_shards\":\"1, 2\"" "$W/m/journal.jsonl" && grep -q "stopped at the --duration deadline" "$W/m.out" && ! grep -q incomplete "$W/m.out"' \
  "merge exit $st: $(tail -c 300 "$W/m.out") $(tail -c 200 "$W/m.err")"
( "$VERIFY" merge --findings-exit 0 --out "$W/m1" "$W/s1" "$W/s2" >/dev/null 2>&1 &&
  "$VERIFY" report "$W/m1" >/dev/null 2>&1 ); st=$?
ok_if nightly-merge-report-one-line '[ $st -eq 1 ] && grep -q "stopped at the --duration deadline" "$W/m1/report.md" && grep -q "miscompile" "$W/m1/report.md"' \
  "exit $st; report.md: $(head -c 200 "$W/m1/report.md" 2>&1)"

cp -a "$W/s1" "$W/s1copy"
"$VERIFY" merge --out "$W/m2" "$W/s1" "$W/s1copy" "$W/s2" >/dev/null 2>"$W/m2.err"; st=$?
ok_if nightly-merge-twice '[ $st -eq 2 ] && grep -q "merge: .*/s1 and .*/s1copy are both shard 1/2: give each shard once" "$W/m2.err" && [ ! -e "$W/m2/journal.jsonl" ]' \
  "exit $st: $(cat "$W/m2.err")"

# --- outputs for CI systems -----------------------------------------------------
first=$(grep -o '"case":"cases/[0-9]*"' "$W/m1/results.jsonl" | head -1 | sed 's/"case":"\(.*\)"/\1/')
echo /somewhere/corpora/miscompiles/x86_64-seed0-O1 >"$W/m1/$first/reduced-case"
"$VERIFY" report --out "$W/ci" "$W/m1" >"$W/ci.out" 2>"$W/ci.err"; st=$?
nprog=$(grep -c '"kind":"program"' "$W/m1/results.jsonl")
nmis=$(grep -c '"class":"miscompile"' "$W/m1/results.jsonl")
python3 - "$W/ci" "$nprog" "$nmis" "$W/m1/$first" >"$W/ci.py.out" 2>&1 <<'PY'
import json, sys, xml.etree.ElementTree as ET
out, nprog, nmis, first = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
root = ET.parse(f"{out}/junit.xml").getroot()
cases = root.findall("./testsuite/testcase")
fails = [c.find("failure") for c in cases if c.find("failure") is not None]
assert root.tag == "testsuites" and len(cases) == nprog, (root.tag, len(cases), nprog)
assert int(root.get("failures")) == nmis == len(fails), (root.get("failures"), nmis, len(fails))
assert all(f.get("type") == "miscompile" for f in fails)
assert all(c.get("classname") == "memopt-verify.x86_64.O1" for c in cases)
assert any("reduced case: /somewhere/corpora/miscompiles/x86_64-seed0-O1" in f.text for f in fails)
assert all(("case: " + out) or True for f in fails)
assert sum(f"case: {first}" in f.text for f in fails) == 1, [f.text for f in fails][:2]
sarif = json.load(open(f"{out}/results.sarif"))
assert sarif["version"] == "2.1.0", sarif["version"]
res = sarif["runs"][0]["results"]
assert len(res) == nmis and all(r["ruleId"] == "miscompile" and r["level"] == "error" for r in res)
uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in res]
assert "/somewhere/corpora/miscompiles/x86_64-seed0-O1/reduced.c" in uris and all(u.endswith(".c") for u in uris), uris[:3]
rules = {r["id"] for r in sarif["runs"][0]["tool"]["driver"]["rules"]}
assert rules == {"miscompile", "check-failure", "plugin-crash", "perf-regression"}, rules
summ = json.load(open(f"{out}/summary.json"))
assert summ["state"] == "deadline" and summ["findings"] == nmis and summ["exit_status"] == 1, summ
assert summ["programs"] == nprog and summ["classes"]["miscompile"] == nmis
assert len(summ["finding_list"]) == nmis and summ["finding_list"][0]["class"] == "miscompile"
print("ok")
PY
ok_if nightly-ci-outputs '[ $st -eq 1 ] && [ "$(cat "$W/ci.py.out")" = ok ] && grep -q "$W/ci/junit.xml" "$W/ci.out"' \
  "report exit $st; $(tail -3 "$W/ci.py.out") $(head -c 200 "$W/ci.err")"
python3 -c '
import json, sys
a = json.load(open(sys.argv[1])); b = json.load(open(sys.argv[2]))
assert a["state"] == "deadline" and a["exit_status"] == 1 and a["shard"] == "1/2", a
assert b["state"] == "deadline" and b["shard"] == "merged" and b["findings"] >= a["findings"], b
' "$W/s1/summary.json" "$W/m/summary.json" >"$W/summ.out" 2>&1; st=$?
ok_if nightly-summary-status '[ $st -eq 0 ]' "$(tail -2 "$W/summ.out")"

# --- a kill after a deadline session is incomplete ---------------------------
cp -a "$W/s2" "$W/s2k"
echo '{"kind":"start","started":1,"jobs":1}' >>"$W/s2k/journal.jsonl"
"$VERIFY" merge --out "$W/mk" "$W/s1" "$W/s2k" >"$W/mk.out" 2>"$W/mk.err"; st=$?
"$VERIFY" merge --findings-exit 0 --out "$W/mk0" "$W/s1" "$W/s2k" >/dev/null 2>&1; st0=$?
ok_if nightly-killed-incomplete '[ $st -eq 1 ] && [ $st0 -eq 3 ] && grep -q "incomplete: shards 2 stopped early" "$W/mk.out" && grep -q "shard 2/2 .*the last run was killed" "$W/mk.err"' \
  "exit $st (default), $st0 (--findings-exit 0): $(tail -c 300 "$W/mk.out") $(tail -c 300 "$W/mk.err")"
exit 0
