#!/bin/bash
# perf-campaign.sh VERIFY OUT MINUTES [RUN-ARGS...] - a --perf campaign of
# memgen programs for MINUTES, and what it found (make bench-perf-campaign).
#
# Runs memopt-verify run --perf --generator memgen on both targets at
# -O1, -O2 and -O3 from seed 1 with 2 workers, starting no program after
# MINUTES (--duration; the programs running then finish), with RUN-ARGS
# added (--plugin-arg carry-cost=off: the cost model of carried values off),
# into OUT (emptied first), then prints in markdown: the settings, the
# programs and their rate (per hour and per core-hour, from the journal's
# sessions), the programs by class, the perf-regressions by target and
# level (from every program's verdicts), and for the perf-regressions the
# function recorded with its counts and the remark kinds in it, and the
# remark kinds over every function over the threshold (perf_all).  The
# same seeds in two runs (with and without an argument) are the same
# programs: their results compare.
#
# Example: tests/verify/perf-campaign.sh build/memopt-verify build/p-off 10 \
#            --plugin-arg carry-cost=off > build/p-off.md
set -u
VERIFY=$1; OUT=$2; MINUTES=$3; shift 3
rm -rf "$OUT"; mkdir -p "$OUT"
"$VERIFY" run --perf --generator memgen --seed 1 --count 100000 --levels O1,O2,O3 \
  -j2 --duration "${MINUTES}m" --progress 60 --out "$OUT" "$@" >"$OUT/run.out" 2>"$OUT/run.err"
st=$?
# 0: none found, 1: findings (a --duration deadline is a normal end).
[ $st -le 1 ] || { echo "perf-campaign: run failed (exit $st): $(tail -3 "$OUT/run.err")" >&2; exit 2; }
python3 - "$OUT" "$MINUTES" "$*" <<'EOF'
import collections, json, sys

out, minutes, args = sys.argv[1], sys.argv[2], sys.argv[3]
header, progs, sessions = None, {}, []
with open(f"{out}/journal.jsonl") as f:
    for line in f:
        try:
            r = json.loads(line)
        except ValueError:
            continue
        if r.get("kind") == "campaign" and header is None:
            header = r
        elif r.get("kind") == "program":
            progs[r["seed"]] = r
        elif r.get("kind") == "session":
            sessions.append(r)

elapsed = sum(s["elapsed_s"] for s in sessions)
core_s = sum(s["elapsed_s"] * s["jobs"] for s in sessions)
cpu = sum(p.get("tool_cpu_s", 0) for p in progs.values())
n = len(progs)
seeds = sorted(progs)
print(f"Plugin arguments: `{args or '(none: the default plugin)'}`; "
      f"{minutes} minutes asked (`--duration {minutes}m`), both targets, "
      f"-O1, -O2, -O3, 2 workers; perf settings `{header.get('perf')}`; "
      f"memopt `{header.get('memopt_version')}`, plugin sha256 (x86_64) "
      f"`{header.get('plugin_sha256_x86_64', '?')[:12]}`; "
      f"host load not controlled.\n")
print(f"- programs: {n} (seeds {seeds[0] if seeds else '-'}-"
      f"{seeds[-1] if seeds else '-'}), {elapsed:.0f} s elapsed")
if elapsed:
    print(f"- {n * 3600 / elapsed:.0f} programs per hour, "
          f"{n * 3600 / core_s:.0f} per core-hour, "
          f"{n * 3600 / cpu:.0f} per CPU-hour of the tools "
          f"({cpu:.0f} s of CPU)")

classes = collections.Counter(p["class"] for p in progs.values())
print("\n| class | programs |\n|---|---:|")
for c in ("miscompile", "check-failure", "plugin-crash", "perf-regression",
          "gcc-or-ub", "timeout", "generator-failure", "pass"):
    print(f"| {c} | {classes.get(c, 0)} |")

tl = collections.Counter()
for p in progs.values():
    for item in p.get("verdicts", "").split():
        where, _, cls = item.partition("=")
        if cls == "perf-regression":
            tl[where] += 1
print("\nTarget and level verdicts that are perf-regression (a program "
      "counts once per target and level):\n")
print("| target:level | programs |\n|---|---:|")
for where in sorted(tl):
    print(f"| {where} | {tl[where]} |")
if not tl:
    print("| (none) | 0 |")

regs = [p for p in progs.values() if p["class"] == "perf-regression"]
print("\nThe perf-regressions (the function recorded: the worst of the "
      "first target and level that regressed):\n")
print("| seed | where | function | control insns | plugin insns | ratio | "
      "control mem | plugin mem | ratio | remark kinds in it |")
print("|---:|---|---|---:|---:|---:|---:|---:|---:|---|")
for p in sorted(regs, key=lambda p: p["seed"]):
    ci, pi = p.get("perf_ctl_insns", 0), p.get("perf_plg_insns", 0)
    cm = p.get("perf_ctl_loads", 0) + p.get("perf_ctl_stores", 0)
    pm = p.get("perf_plg_loads", 0) + p.get("perf_plg_stores", 0)
    print(f"| {p['seed']} | {p.get('target')} {p.get('level')} | "
          f"{p.get('perf_function')} | {ci:,} | {pi:,} | "
          f"{pi / ci if ci else 0:.2f} | {cm:,} | {pm:,} | "
          f"{pm / cm if cm else 0:.2f} | {p.get('perf_kinds') or '(none)'} |")

# Every function over the threshold of the recorded target and level,
# with the kinds of the remarks in it.
funcs = collections.Counter()
for p in regs:
    alls = p.get("perf_all") or f"{p.get('perf_function')}:{p.get('perf_kinds', '')}"
    for item in alls.split(";"):
        name, _, kinds = item.partition(":")
        key = ",".join(sorted(k.split("=")[0] for k in kinds.split(",") if k)) \
              or "(no remark)"
        funcs[key] += 1
print("\nEvery function over the threshold (of the recorded target and "
      "level of each program), by the remark kinds in it:\n")
print("| remark kinds in the function | functions |\n|---|---:|")
for key, c in funcs.most_common():
    print(f"| {key} | {c} |")
if not funcs:
    print("| (none) | 0 |")
EOF
