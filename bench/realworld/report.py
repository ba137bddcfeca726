#!/usr/bin/env python3
"""report.py RESULTS.jsonl - the markdown tables of make realworld.

Reads the JSON lines realworld.sh writes (one object per project, target,
level and configuration) and prints, per target and level, one row per
project: the executed instructions, loads and stores of GCC 12 with memopt
and of clang-19, each as a ratio to GCC 12 alone (below 1 is fewer); the
compile-time ratio memopt/GCC (the sum of CPU seconds over the alternating
rounds); the transformations memopt applied, by kind; and the verdicts
(tests passed, and whether every output equalled GCC's).  Above the tables,
one summary line per target: the geometric mean over the projects of each
ratio.  Ratios are printed to 4 decimals, so a change of 0.01% shows;
nothing is rounded to look better, and a ratio above 1 is a regression.
"""
import json
import math
import sys


def load(path):
    rows = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            r = json.loads(line)
            rows[(r["project"], r["target"], r["level"], r["config"])] = r
    return rows


def ratio(a, b, key):
    if not a or not b or not b.get(key) or not a.get(key):
        return None
    return a[key] / b[key]


def fmt(x):
    return "-" if x is None else f"{x:.4f}"


def geomean(xs):
    xs = [x for x in xs if x]
    if not xs:
        return None
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def cpu_ratio(mo, gcc):
    if not mo or not gcc:
        return None
    a, b = mo.get("compile_cpu_s") or [], gcc.get("compile_cpu_s") or []
    n = min(len(a), len(b))
    if n == 0 or sum(b[:n]) == 0:
        return None
    return sum(a[:n]) / sum(b[:n])


def verdict(r):
    if r is None:
        return "-"
    if r["runs"] == 0:
        return "not built or not run: " + r["same_as_gcc"]
    total = r["tests_passed"] + r["tests_failed"]
    tests = f'{r["tests_passed"]}/{total}'
    if r["config"] == "gcc":
        return tests
    same = "same" if r["same_as_gcc"] == "same" else "**" + r["same_as_gcc"] + "**"
    return f"{tests}, {same}"


def main():
    rows = load(sys.argv[1])
    keys = sorted({(t, l) for (_, t, l, _) in rows})
    projects = []
    for (p, _, _, _) in rows:
        if p not in projects:
            projects.append(p)
    out = []
    out.append("# make realworld: memopt on real C projects\n")
    out.append("Every program built by GCC 12 alone (gcc), GCC 12 with memopt "
               "(memopt) and clang-19 (clang), run under qemu-user with "
               "bench/qemu/count.c counting executed instructions, loads and "
               "stores (both targets counted the same way). Ratios are against "
               "gcc: below 1 is fewer, above 1 more. Compile time is the CPU "
               "time of building the whole project, memopt/gcc, over "
               "alternating rounds. Written by `make realworld` "
               "(bench/realworld/realworld.sh); the raw numbers are in the "
               ".jsonl file beside this one.\n")
    out.append("## Summary (geometric mean over the projects)\n")
    out.append("| target | level | loads memopt/gcc | loads clang/gcc | insns memopt/gcc | "
               "insns clang/gcc | stores memopt/gcc | stores clang/gcc | compile time memopt/gcc | "
               "outputs and tests |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    for (t, l) in keys:
        g = {k: [] for k in ("ml", "cl", "mi", "ci", "ms", "cs", "ct")}
        bad = []
        for p in projects:
            gcc = rows.get((p, t, l, "gcc"))
            mo = rows.get((p, t, l, "memopt"))
            cl = rows.get((p, t, l, "clang"))
            if gcc is None:
                continue
            g["ml"].append(ratio(mo, gcc, "loads"))
            g["cl"].append(ratio(cl, gcc, "loads"))
            g["mi"].append(ratio(mo, gcc, "insns"))
            g["ci"].append(ratio(cl, gcc, "insns"))
            g["ms"].append(ratio(mo, gcc, "stores"))
            g["cs"].append(ratio(cl, gcc, "stores"))
            g["ct"].append(cpu_ratio(mo, gcc))
            for c, r in (("", mo), (" (check mode)", rows.get((p, t, l, "check")))):
                if r is not None and (r["same_as_gcc"] != "same" or r["tests_failed"]
                                      or r["runs"] == 0):
                    bad.append(p + c)
        ok = "all identical with and without memopt" if not bad else \
            "**differ: " + ", ".join(bad) + "**"
        out.append(f"| {t} | -{l} | " + " | ".join(
            fmt(geomean(g[k])) for k in ("ml", "cl", "mi", "ci", "ms", "cs", "ct"))
            + f" | {ok} |")
    out.append("")
    for (t, l) in keys:
        out.append(f"## {t} -{l}\n")
        out.append("| project | version | loads memopt/gcc | loads clang/gcc | insns memopt/gcc | "
                   "insns clang/gcc | stores memopt/gcc | stores clang/gcc | compile time memopt/gcc | "
                   "gcc loads | tests gcc | memopt | clang |")
        out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|")
        for p in projects:
            gcc = rows.get((p, t, l, "gcc"))
            if gcc is None:
                continue
            mo = rows.get((p, t, l, "memopt"))
            cl = rows.get((p, t, l, "clang"))
            out.append(
                f"| {p} | {gcc['version']} | {fmt(ratio(mo, gcc, 'loads'))} | "
                f"{fmt(ratio(cl, gcc, 'loads'))} | {fmt(ratio(mo, gcc, 'insns'))} | "
                f"{fmt(ratio(cl, gcc, 'insns'))} | {fmt(ratio(mo, gcc, 'stores'))} | "
                f"{fmt(ratio(cl, gcc, 'stores'))} | {fmt(cpu_ratio(mo, gcc))} | "
                f"{gcc['loads']:,} | {verdict(gcc)} | {verdict(mo)} | {verdict(cl)} |")
        out.append("")
        kinds = []
        for p in projects:
            mo = rows.get((p, t, l, "memopt"))
            for k in (mo or {}).get("remarks", {}):
                if k not in kinds:
                    kinds.append(k)
        if kinds:
            out.append(f"Transformations memopt applied ({t} -{l}, from its remarks):\n")
            out.append("| project | " + " | ".join(kinds) + " | total |")
            out.append("|---|" + "---:|" * (len(kinds) + 1))
            for p in projects:
                mo = rows.get((p, t, l, "memopt"))
                if not mo:
                    continue
                rem = mo.get("remarks", {})
                out.append(f"| {p} | " + " | ".join(str(rem.get(k, 0)) for k in kinds)
                           + f" | {sum(rem.values())} |")
            out.append("")
    checks = [(t, l) for (t, l) in keys
              if any((p, t, l, "check") in rows for p in projects)]
    if checks:
        out.append("## Check mode\n")
        out.append("GCC 12 with memopt in check mode (-fplugin-arg-memopt-check, "
                   "memopt-check.o linked): every transformation also checks at run "
                   "time the value it assumed; a failed check aborts the program, so "
                   "the outputs and tests below are the verdict. The cost is against "
                   "the plain memopt build.\n")
        out.append("| target | level | project | insns check/memopt | loads check/memopt | "
                   "transformations | tests, outputs vs gcc |")
        out.append("|---|---|---|---:|---:|---:|---|")
        for (t, l) in checks:
            for p in projects:
                ck = rows.get((p, t, l, "check"))
                mo = rows.get((p, t, l, "memopt"))
                if ck is None:
                    continue
                out.append(f"| {t} | -{l} | {p} | {fmt(ratio(ck, mo, 'insns'))} | "
                           f"{fmt(ratio(ck, mo, 'loads'))} | "
                           f"{sum(ck.get('remarks', {}).values())} | {verdict(ck)} |")
        out.append("")
    print("\n".join(out))


if __name__ == "__main__":
    main()
