#!/usr/bin/env python3
"""wide-report.py OUT HALVES - the markdown of make realworld-wide: the
wide tier of real-world projects (bench/realworld/wide/*.sh), GCC 12 with
memopt against GCC 12 alone, both targets, over its two fixed halves.

OUT is realworld.sh's --out directory; every OUT/PROJECT/TARGET-LEVEL/
result.jsonl there is read (so projects run separately into one OUT are
reported together).  HALVES is bench/realworld/wide/halves.txt: one line
per project, "NAME HALF DOMAIN...", HALF A or B (a developer decides
heuristics on half A and confirms them on half B).

Printed, per target and level: the geometric means of the loads, stores
and instructions ratios memopt/gcc over half A, half B and the whole
tier; then one row per project (its half and domain, the three ratios,
GCC's counts, the tests, whether every output and test verdict of the
memopt build equals the gcc build's, and how many transformations
memopt's remarks report); then the projects that did not build or run,
with the first lines of the reason, and every finding (an output or
verdict that differs: a potential miscompile) with the command that
reproduces it.  Ratios are to 4 decimals; below 1 is fewer.

Options:
  --jsonl FILE   also write every result line read, one JSON object a
                 line (the raw numbers beside the markdown)
  --title TEXT   the first heading (default: make realworld-wide ...)
"""

import argparse
import glob
import json
import math
import os
import sys


def load_halves(path):
    """{project: (half, domain)} in the file's order."""
    halves = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split(None, 2)
            if len(parts) < 2 or parts[1] not in ("A", "B"):
                sys.exit("wide-report: bad line in %s: %r" % (path, line))
            halves[parts[0]] = (parts[1], parts[2] if len(parts) > 2 else "")
    return halves


def load_results(out):
    """{(project, target, level, config): row}, and the raw lines."""
    rows, raw = {}, []
    for path in sorted(glob.glob(os.path.join(out, "*", "*", "result.jsonl"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                r = json.loads(line)
                raw.append(line)
                rows[(r["project"], r["target"], r["level"], r["config"])] = r
    return rows, raw


def ratio(a, b, key):
    if not a or not b or not a.get(key) or not b.get(key):
        return None
    return a[key] / b[key]


def geomean(xs):
    xs = [x for x in xs if x]
    if not xs:
        return None
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def fmt(x):
    return "-" if x is None else "%.4f" % x


def ok(mo):
    """Whether a memopt row agrees with gcc: built, ran, same outputs."""
    return mo is not None and mo["runs"] > 0 and mo["same_as_gcc"] == "same"


def reason(out, project, tl, config):
    """The first lines of why a build did not work."""
    d = os.path.join(out, project, tl, config)
    try:
        status = open(os.path.join(d, "status"), encoding="utf-8").read().strip()
    except OSError:
        return "no result (the job did not finish)"
    if status == "built":
        return "built, but no run was counted"
    lines = []
    try:
        with open(os.path.join(d, "build.log"), encoding="utf-8",
                  errors="replace") as f:
            lines = [l.rstrip() for l in f if l.strip()]
    except OSError:
        pass
    tail = " / ".join(l for l in lines[-3:])[:300]
    return status + (": " + tail if tail else "")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("out")
    p.add_argument("halves")
    p.add_argument("--jsonl")
    p.add_argument("--title", default="make realworld-wide: memopt on a wide "
                   "tier of real C projects")
    args = p.parse_args()
    halves = load_halves(args.halves)
    rows, raw = load_results(args.out)
    if args.jsonl:
        with open(args.jsonl, "w", encoding="utf-8") as f:
            f.write("\n".join(raw) + ("\n" if raw else ""))
    keys = sorted({(t, l) for (_, t, l, _) in rows})
    projects = list(halves)
    extra = sorted({p for (p, _, _, _) in rows} - set(halves))
    o = ["# " + args.title, ""]
    o.append("GCC 12 alone (gcc) against GCC 12 with memopt (memopt) on "
             "projects nobody tuned the plugin on (bench/realworld/wide/, "
             "one recipe each; halves in wide/halves.txt: heuristics are "
             "decided on half A and confirmed on half B). Every program runs "
             "under qemu-user with bench/qemu/count.c; ratios are memopt/gcc "
             "over the whole run of the project's tests and workload (below "
             "1 is fewer). Written by `make realworld-wide` "
             "(bench/realworld/wide-report.py); the raw numbers are in the "
             ".jsonl file beside this one.")
    o.append("")
    o.append("## Summary (geometric means of memopt/gcc)")
    o.append("")
    o.append("| target | level | set | projects | loads | stores | insns | "
             "outputs and tests |")
    o.append("|---|---|---|---:|---:|---:|---:|---|")
    for (t, l) in keys:
        for label, members in (("half A", [p for p in projects
                                           if halves[p][0] == "A"]),
                               ("half B", [p for p in projects
                                           if halves[p][0] == "B"]),
                               ("whole tier", projects)):
            rl, rs, ri, n, bad, missing = [], [], [], 0, [], []
            for p in members:
                g = rows.get((p, t, l, "gcc"))
                m = rows.get((p, t, l, "memopt"))
                if not g or g["runs"] == 0 or not m or m["runs"] == 0:
                    missing.append(p)
                    continue
                if not ok(m) or m["tests_failed"] != g["tests_failed"]:
                    bad.append(p)
                n += 1
                rl.append(ratio(m, g, "loads"))
                rs.append(ratio(m, g, "stores"))
                ri.append(ratio(m, g, "insns"))
            verdict = ("all identical" if not bad else
                       "**differ: " + ", ".join(bad) + "**")
            if missing:
                verdict += " (not measured: " + ", ".join(missing) + ")"
            o.append("| %s | -%s | %s | %d | %s | %s | %s | %s |" % (
                t, l, label, n, fmt(geomean(rl)), fmt(geomean(rs)),
                fmt(geomean(ri)), verdict))
    o.append("")
    for (t, l) in keys:
        o.append("## %s -%s" % (t, l))
        o.append("")
        o.append("| project | half | domain | version | loads | stores | "
                 "insns | gcc loads | gcc stores | gcc insns | tests gcc | "
                 "memopt vs gcc | transformations |")
        o.append("|---|---|---|---|---:|---:|---:|---:|---:|---:|---|---|---:|")
        for p in projects + extra:
            g = rows.get((p, t, l, "gcc"))
            m = rows.get((p, t, l, "memopt"))
            half, dom = halves.get(p, ("-", "(not in halves.txt)"))
            if g is None:
                o.append("| %s | %s | %s | - | - | - | - | - | - | - | - | "
                         "not run | - |" % (p, half, dom))
                continue
            tests = "%d/%d" % (g["tests_passed"],
                               g["tests_passed"] + g["tests_failed"])
            if g["runs"] == 0:
                o.append("| %s | %s | %s | %s | - | - | - | - | - | - | - | "
                         "gcc build failed | - |" % (p, half, dom,
                                                      g["version"]))
                continue
            if m is None:
                same = "not run"
            elif m["runs"] == 0:
                same = "**not built or not run**"
            elif m["same_as_gcc"] != "same":
                same = "**" + m["same_as_gcc"] + "**"
            else:
                same = "same (%d/%d)" % (m["tests_passed"], m["tests_passed"]
                                         + m["tests_failed"])
            rem = sum((m or {}).get("remarks", {}).values())
            o.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s "
                     "| %s | %d |" % (
                         p, half, dom, g["version"], fmt(ratio(m, g, "loads")),
                         fmt(ratio(m, g, "stores")), fmt(ratio(m, g, "insns")),
                         format(g["loads"], ","), format(g["stores"], ","),
                         format(g["insns"], ","), tests, same, rem))
        o.append("")
    # what did not work
    failed = []
    for p in projects + extra:
        for (t, l) in keys:
            for c in ("gcc", "memopt"):
                r = rows.get((p, t, l, c))
                if r is not None and r["runs"] == 0:
                    failed.append("- %s %s -%s %s: %s" % (
                        p, t, l, c, reason(args.out, p, "%s-%s" % (t, l), c)))
        if not any((p, t, l, "gcc") in rows for (t, l) in keys):
            failed.append("- %s: no result in %s" % (p, args.out))
    o.append("## Builds that did not work")
    o.append("")
    o += failed or ["None: every project built and ran with and without "
                    "memopt on every target."]
    o.append("")
    findings = []
    for path in sorted(glob.glob(os.path.join(args.out, "*", "*", "FINDING"))):
        with open(path, encoding="utf-8") as f:
            findings.append(f.read().rstrip())
    o.append("## Findings")
    o.append("")
    o += findings or ["None: every output and test verdict of every memopt "
                      "build equals the gcc build's (and with --repeat, "
                      "every gcc build counted the same twice)."]
    print("\n".join(o))
    return 0


if __name__ == "__main__":
    sys.exit(main())
