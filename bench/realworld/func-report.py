#!/usr/bin/env python3
r"""func-report.py - the real-world suite function by function: for every
project, target and level that realworld.sh --funcs ran with GCC alone
(gcc) and with memopt, each function's executed instructions and memory
accesses (loads + stores) summed over the project's whole workload, the
functions that regress, and the worst and best both ways across the
suite (bench/RESULTS-regressions.md).

Usage:
  func-report.py OUT [--min-insns N] [--threshold PCT] [--worst K]
                 [--control DIR:CONFIG] [--results FILE] [--title TEXT]
      OUT is realworld.sh's --out directory; each run's funcs file is
      OUT/PROJECT/TARGET-LEVEL/CONFIG/funcs/NNNN.NAME (lib.sh, rw_exec),
      and a run of the gcc build is paired with the memopt build's file
      of the same name.  A function regresses when memopt's build
      executes more than PCT % (default 1.0) more instructions or more
      memory accesses in it, among the functions of at least N (default
      100,000) instructions in the gcc build.  Prints markdown (to FILE
      with --results); exit status 0, or 2 when OUT has no pair at all.
      --control DIR:CONFIG takes the control's funcs from another run's
      configuration instead of OUT's gcc: memopt-inline changes which
      functions GCC inlines, and a caller that absorbed a callee
      executes the callee's instructions as its own, so the memory
      passes are judged against a build with memopt-inline alone
      (realworld.sh's memopt configuration with every other pass off,
      RW_PLUGIN_ARGS), and memopt-inline against gcc.

Example (two projects, both targets):
  | project | target | functions | regress (insns) | regress (mem) |
    worst insns | worst mem |
  | zlib | x86_64 | 41 | 0 | 0 | 1.0054 build_tree | 1.0003 build_tree |

The name "?" is code without a symbol (the C library, the dynamic
loader): it is compared like a function.  Function names are compared
within one project and target; the suite-wide tables name both.
"""

import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


_modules = {}


def load_module(name):
    """A module of this directory (remark_funcs, inline_groups, disasm),
    loaded once."""
    if name not in _modules:
        spec = importlib.util.spec_from_file_location(
            name, os.path.join(HERE, name + ".py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        _modules[name] = mod
    return _modules[name]


def load_func_compare():
    """bench/qemu/func-compare.py as a module (its name has a hyphen)."""
    path = os.path.join(HERE, "..", "qemu", "func-compare.py")
    spec = importlib.util.spec_from_file_location("func_compare", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def build_dirs(out, control):
    """(project, target-level, control dir, memopt dir) of every pair;
    CONTROL is (directory, configuration) of the control's builds."""
    cdir, cconf = control
    for project in sorted(os.listdir(out)):
        pdir = os.path.join(out, project)
        if not os.path.isdir(pdir) or project == "src":
            continue
        for tl in sorted(os.listdir(pdir)):
            g = os.path.join(cdir, project, tl, cconf, "funcs")
            m = os.path.join(pdir, tl, "memopt", "funcs")
            if os.path.isdir(g) and os.path.isdir(m):
                yield project, tl, g, m


def summed(fc, gdir, mdir):
    """{name: (control Counts, plugin Counts)} over the runs both have."""
    total = {}
    for run in sorted(os.listdir(gdir)):
        mpath = os.path.join(mdir, run)
        if not os.path.exists(mpath):
            continue
        a = fc.read_funcs(os.path.join(gdir, run))
        b = fc.read_funcs(mpath)
        for name in set(a) | set(b):
            ca, cb = a.get(name), b.get(name)
            old = total.get(name, (None, None))
            total[name] = (add(old[0], ca), add(old[1], cb))
    return total


def add(x, y):
    if x is None:
        return y
    if y is None:
        return x
    return type(x)(x.insns + y.insns, x.mem + y.mem)


def ratio(p, c):
    if c == 0:
        return 1.0 if p == 0 else float("inf")
    return p / c


def rows(out, min_insns, control, group=True):
    """One dict per function compared (project, target, name, counts,
    the remark kinds memopt made in it), and one per inline group
    (inline_groups.py; name "A + B + ...", members): (functions, groups,
    pairs)."""
    fc = load_func_compare()
    rf = load_module("remark_funcs")
    ig = load_module("inline_groups")
    da = load_module("disasm")
    kinds = rf.remark_kinds()
    result, grouped = [], []
    pairs = 0
    for project, tl, gdir, mdir in build_dirs(out, control):
        pairs += 1
        da.forget ()  # one pair's programs at a time in memory
        log = os.path.join(os.path.dirname(mdir), "build.log")
        remarks = rf.build_remarks(log, kinds)
        total = summed(fc, gdir, mdir)
        target = tl.split("-", 1)[0]
        code = None
        for name, (c, p) in total.items():
            if c is None or p is None or c.insns < min_insns:
                continue
            r = row(project, tl, name, c, p,
                    remarks.get(rf.base_name(name), {}))
            if group and (r["ri"] > 1 or r["rm"] > 1):
                if code is None:
                    code = (da.functions(os.path.dirname(gdir), target),
                            da.functions(os.path.dirname(mdir), target))
                r["layout"] = da.layout_only(name, *code)
            result.append(r)
        if not group:
            continue
        leaves = ig.leaves(log)
        calls = ig.inlined(log)
        if not leaves and not calls:
            continue
        graphs = [da.callers(os.path.dirname(gdir), target),
                  da.callers(os.path.dirname(mdir), target)]
        for members in ig.groups(leaves, total, graphs, calls, graphs[0]):
            c = p = None
            merged = {}
            for m in members:
                mc, mp = total.get(m, (None, None))
                c, p = add(c, mc), add(p, mp)
                for k, n in remarks.get(rf.base_name(m), {}).items():
                    merged[k] = merged.get(k, 0) + n
            if c is None or p is None or c.insns < min_insns:
                continue
            r = row(project, tl, " + ".join(members), c, p, merged)
            r["members"] = members
            grouped.append(r)
    return result, grouped, pairs


def row(project, tl, name, c, p, kinds):
    return {"project": project, "target": tl, "name": name,
            "ci": c.insns, "pi": p.insns, "cm": c.mem, "pm": p.mem,
            "ri": ratio(p.insns, c.insns), "rm": ratio(p.mem, c.mem),
            "kinds": kinds}


def units(rs, grouped):
    """The functions in no group whose code differs in more than layout,
    and the groups: what is judged once inlining and layout are
    accounted for."""
    inside = {(g["project"], g["target"], m) for g in grouped
              for m in g["members"]}
    return [r for r in rs if (r["project"], r["target"], r["name"])
            not in inside and not r.get("layout")] + grouped


def fmt_ratio(r):
    return "inf" if r == float("inf") else "%.4f" % r


def table(rs, title, with_kinds=False):
    lines = ["", "### " + title, "",
             "| project | target | function | gcc insns | memopt insns | "
             "insns ratio | gcc mem | memopt mem | mem ratio |"
             + (" memopt's transformations in it |" if with_kinds else ""),
             "|---|---|---|---:|---:|---:|---:|---:|---:|"
             + ("---|" if with_kinds else "")]
    rf = load_module("remark_funcs")
    for r in rs:
        lines.append("| %s | %s | `%s` | %s | %s | %s | %s | %s | %s |" % (
            r["project"], r["target"], r["name"], format(r["ci"], ","),
            format(r["pi"], ","), fmt_ratio(r["ri"]), format(r["cm"], ","),
            format(r["pm"], ","), fmt_ratio(r["rm"]))
            + (" %s |" % rf.describe(r["kinds"]) if with_kinds else ""))
    return lines


def report(rs, grouped, pairs, args):
    lim = 1 + args.threshold / 100
    out = []
    if args.title:
        out += ["# " + args.title, ""]
    out += ["Functions of at least %s instructions in the control build, "
            "counted over each project's whole workload (every test and "
            "workload run, summed per function); a function regresses "
            "when memopt's build executes more than %.1f %% more "
            "instructions or memory accesses in it." % (
                format(args.min_insns, ","), args.threshold), "",
            "| project | target | functions | regress (insns) | "
            "regress (mem) | worst insns | worst mem |",
            "|---|---|---:|---:|---:|---|---|"]
    keys = sorted({(r["project"], r["target"]) for r in rs})
    for project, target in keys:
        mine = [r for r in rs if (r["project"], r["target"]) ==
                (project, target)]
        wi = max(mine, key=lambda r: r["ri"])
        wm = max(mine, key=lambda r: r["rm"])
        out.append("| %s | %s | %d | %d | %d | %s `%s` | %s `%s` |" % (
            project, target, len(mine),
            sum(r["ri"] > lim for r in mine),
            sum(r["rm"] > lim for r in mine),
            fmt_ratio(wi["ri"]), wi["name"], fmt_ratio(wm["rm"]),
            wm["name"]))
    k = args.worst
    bad = [r for r in rs if r["ri"] > lim or r["rm"] > lim]
    out += table(sorted(rs, key=lambda r: -r["ri"])[:k],
                 "The %d worst functions by instructions" % k)
    out += table(sorted(rs, key=lambda r: -r["rm"])[:k],
                 "The %d worst functions by memory accesses" % k)
    out += table(sorted(rs, key=lambda r: r["ri"])[:k],
                 "The %d best functions by instructions" % k)
    out += table(sorted(rs, key=lambda r: r["rm"])[:k],
                 "The %d best functions by memory accesses" % k)
    out += table(sorted(bad, key=lambda r: -max(r["ri"], r["rm"])),
                 "Every regressing function", with_kinds=True)
    out += ["", "pairs: %d, functions compared: %d, regressions: %d"
            % (pairs, len(rs), len(bad))]
    if grouped:
        us = units(rs, grouped)
        ubad = [r for r in us if r["ri"] > lim or r["rm"] > lim]
        layout = [r for r in rs if r.get("layout")
                   and (r["ri"] > lim or r["rm"] > lim)]
        out += ["", "## Inlining and layout accounted for", "",
                "Layout: a function whose code is the same in both builds "
                "but for addresses, numbers and alignment padding "
                "(bench/realworld/disasm.py, the comparison memopt-verify "
                "run --perf makes) executes the nops before a loop head "
                "that moved with the code before it; it is listed below "
                "and not judged.  Inlining: memopt-inline makes GCC inline small leaves (its "
                "leaf-inline remarks): a caller then executes the leaf's "
                "instructions as its own, and the leaf fewer.  Here each "
                "such leaf is summed with every function that calls it in "
                "either build, and a function GCC inlined into a caller in "
                "memopt's build (-fopt-info's Inlining lines) with that "
                "caller when GCC's build calls it there (from the programs' disassembly; "
                "bench/realworld/inline_groups.py), and a group regresses "
                "when its sum does; the functions in no group are judged "
                "as above.  A group can hide a loser behind a winner: its "
                "members are all in the tables above."]
        out += table(sorted(layout, key=lambda r: -max(r["ri"], r["rm"])),
                     "Over the threshold, the same code but for layout")
        out += table(sorted(grouped, key=lambda r: -max(r["ri"], r["rm"])),
                     "The groups", with_kinds=True)
        out += table(sorted(ubad, key=lambda r: -max(r["ri"], r["rm"])),
                     "Every regression once inlining is accounted for",
                     with_kinds=True)
        out += ["", "layout only: %d, groups: %d, functions and groups "
                "compared: %d, regressions: %d" % (len(layout), len(grouped),
                                                   len(us), len(ubad))]
    return "\n".join(out) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("out")
    p.add_argument("--min-insns", type=int, default=100000)
    p.add_argument("--threshold", type=float, default=1.0)
    p.add_argument("--worst", type=int, default=20)
    p.add_argument("--results")
    p.add_argument("--title")
    p.add_argument("--control", metavar="DIR:CONFIG")
    p.add_argument("--no-groups", action="store_true")
    args = p.parse_args()
    control = (args.out, "gcc")
    if args.control:
        cdir, _, cconf = args.control.rpartition(":")
        if not cdir or not cconf:
            p.error("--control wants DIR:CONFIG, e.g. build/rw-inline:memopt")
        control = (cdir, cconf)
    rs, grouped, pairs = rows(args.out, args.min_insns, control,
                              not args.no_groups)
    if pairs == 0:
        print("func-report: no gcc and memopt funcs directories under %s "
              "(run realworld.sh --funcs)" % args.out, file=sys.stderr)
        return 2
    text = report(rs, grouped, pairs, args)
    if args.results:
        with open(args.results, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
