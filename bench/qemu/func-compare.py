#!/usr/bin/env python3
r"""func-compare.py - GCC alone against GCC with memopt, function by
function: executed instructions and memory accesses (loads + stores) of
each function, from the funcs files of bench/qemu/count.c
(qemu-x86_64 -plugin build/bench/count.so,funcs=FILE ...; one line per
function, "insns loads stores NAME").

Usage:
  func-compare.py [options] CONTROL PLUGIN
  func-compare.py [options] --pair LABEL CONTROL PLUGIN [--pair ...]
      CONTROL is the funcs file of the run built by GCC alone, PLUGIN of
      the same run built with memopt.  Several pairs (a project's runs,
      each with a label) are summed per function name first, so the
      comparison is over the whole workload.
Options:
  --min-insns N     compare only functions that execute at least N
                    instructions in the control (default 100000)
  --threshold PCT   a function regresses when the plugin's build executes
                    more than PCT % more instructions or more memory
                    accesses in it (default 1.0)
  --worst K         rows of each worst and best table (default 20)
  --fail-on-regression
                    exit 1 when a function regresses (else exit 0)

Prints markdown: the runs, the worst K functions by instruction ratio and
by memory-access ratio (plugin / control, largest first), the best K both
ways, every function over the threshold, the functions found on one side
only (inlined or cloned differently; those of at least --min-insns
instructions, the K largest a side: counts, no ratio), and last the line
"regressions: N".  A function with no access in the control and some in
the plugin's build has the ratio "inf" (a regression).  The name "?" is
code without a symbol (the C library, the dynamic loader): it is compared
like a function.

Example: zlib's minigzip, compressing (-9) and decompressing 4.4 MB of
text on x86-64, one funcs file per run and build:
  func-compare.py --pair compress gcc-c.funcs memopt-c.funcs \
                  --pair decompress gcc-d.funcs memopt-d.funcs
  | function | control insns | plugin insns | insns ratio | control mem
    | plugin mem | mem ratio |
  | build_tree | 1,603,089 | 1,611,801 | 1.0054 | 440,102 | 440,249
    | 1.0003 |
  | deflate_slow | 174,402,461 | 175,294,164 | 1.0051 | 93,539,154
    | 92,960,466 | 0.9938 |
  ...
  regressions: 0
"""

import argparse
import collections
import math
import sys

Counts = collections.namedtuple("Counts", "insns mem")


def read_funcs(path):
    """{name: Counts} of one funcs file; a malformed line is an error."""
    funcs = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            fields = line.rstrip("\n").split(" ", 3)
            if not line.strip():
                continue
            try:
                if len(fields) != 4 or not fields[3]:
                    raise ValueError
                insns, loads, stores = (int(x) for x in fields[:3])
            except ValueError:
                sys.exit(f"func-compare: {path}:{number}: not "
                         f"'insns loads stores NAME': {line.rstrip()}")
            old = funcs.get(fields[3], Counts(0, 0))
            funcs[fields[3]] = Counts(old.insns + insns,
                                      old.mem + loads + stores)
    return funcs


def add_into(total, funcs):
    for name, c in funcs.items():
        old = total.get(name, Counts(0, 0))
        total[name] = Counts(old.insns + c.insns, old.mem + c.mem)


def ratio(plugin, control):
    if control:
        return plugin / control
    return 1.0 if not plugin else math.inf


def fmt_ratio(r):
    return "inf" if math.isinf(r) else f"{r:.4f}"


def summed(counts):
    return Counts(sum(c.insns for c in counts.values()),
                  sum(c.mem for c in counts.values()))


class Row:
    """One function present in both builds."""

    def __init__(self, name, control, plugin):
        self.name = name
        self.control = control
        self.plugin = plugin
        self.insns_ratio = ratio(plugin.insns, control.insns)
        self.mem_ratio = ratio(plugin.mem, control.mem)

    def regresses(self, threshold):
        limit = 1 + threshold / 100
        return self.insns_ratio > limit or self.mem_ratio > limit


def md_name(name):
    return name.replace("|", "\\|")


def print_rows(title, rows):
    print(f"### {title}\n")
    if not rows:
        print("(none)\n")
        return
    print("| function | control insns | plugin insns | insns ratio "
          "| control mem | plugin mem | mem ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {md_name(r.name)} | {r.control.insns:,} | "
              f"{r.plugin.insns:,} | {fmt_ratio(r.insns_ratio)} | "
              f"{r.control.mem:,} | {r.plugin.mem:,} | "
              f"{fmt_ratio(r.mem_ratio)} |")
    print()


def print_run(label, control_path, plugin_path, control, plugin):
    c, p = summed(control), summed(plugin)
    print(f"| {md_name(label)} | {control_path} | {plugin_path} | "
          f"{c.insns:,} | {fmt_ratio(ratio(p.insns, c.insns))} | "
          f"{c.mem:,} | {fmt_ratio(ratio(p.mem, c.mem))} |")


def print_runs(pairs, controls, plugins, control, plugin):
    """Each run's totals, and the workload's when there are several."""
    print("| run | control | plugin | control insns | insns ratio "
          "| control mem | mem ratio |")
    print("|---|---|---|---:|---:|---:|---:|")
    for (label, control_path, plugin_path), c, p in zip(pairs, controls,
                                                        plugins):
        print_run(label, control_path, plugin_path, c, p)
    if len(pairs) > 1:
        print_run("all runs", "", "", control, plugin)
    print()


def print_one_sided(control, plugin, min_insns, k):
    """The functions of one build only, at least MIN_INSNS instructions
    there, the K largest of each side."""
    print("### Functions in one build only\n")
    for side, mine, other in (("control", control, plugin),
                              ("plugin", plugin, control)):
        only = sorted(((c.insns, name, c) for name, c in mine.items()
                       if name not in other and c.insns >= min_insns),
                      key=lambda t: (-t[0], t[1]))
        print(f"{side} only: {len(only)} function(s) of at least "
              f"{min_insns:,} instructions"
              + (f", the {k} largest:" if len(only) > k else
                 (":" if only else ".")))
        for _, name, c in only[:k]:
            print(f"- {md_name(name)}: {c.insns:,} insns, {c.mem:,} "
                  f"memory accesses")
        print()


def parse_arguments(argv):
    p = argparse.ArgumentParser(
        description="Compare count.c funcs files, GCC alone (control) "
        "against GCC with memopt (plugin), function by function.")
    p.add_argument("files", nargs="*", metavar="CONTROL PLUGIN",
                   help="one pair of funcs files (or use --pair)")
    p.add_argument("--pair", nargs=3, action="append", default=[],
                   metavar=("LABEL", "CONTROL", "PLUGIN"),
                   help="a labelled pair; repeat to sum several runs")
    p.add_argument("--min-insns", type=int, default=100000)
    p.add_argument("--threshold", type=float, default=1.0)
    p.add_argument("--worst", type=int, default=20)
    p.add_argument("--fail-on-regression", action="store_true")
    args = p.parse_args(argv)
    if args.files:
        if len(args.files) != 2:
            p.error("give CONTROL PLUGIN, or --pair LABEL CONTROL PLUGIN")
        args.pair.insert(0, ["run", args.files[0], args.files[1]])
    if not args.pair:
        p.error("no funcs files: give CONTROL PLUGIN or --pair")
    if args.worst < 1 or args.min_insns < 0 or args.threshold < 0:
        p.error("--worst must be positive, --min-insns and --threshold "
                "not negative")
    return args


def main(argv):
    args = parse_arguments(argv)
    controls = [read_funcs(c) for _, c, _ in args.pair]
    plugins = [read_funcs(p) for _, _, p in args.pair]
    control, plugin = {}, {}
    for c, p in zip(controls, plugins):
        add_into(control, c)
        add_into(plugin, p)
    rows = [Row(name, control[name], plugin[name]) for name in control
            if name in plugin and control[name].insns >= args.min_insns]
    k = args.worst

    print(f"## Per function: plugin / control ({len(args.pair)} run(s))\n")
    print_runs(args.pair, controls, plugins, control, plugin)
    print(f"{len(rows)} function(s) in both builds with at least "
          f"{args.min_insns:,} instructions in the control; a ratio over "
          f"{1 + args.threshold / 100:.4f} is a regression.\n")
    by_insns = sorted(rows, key=lambda r: (-r.insns_ratio, r.name))
    by_mem = sorted(rows, key=lambda r: (-r.mem_ratio, r.name))
    print_rows(f"Worst {k} by instructions", by_insns[:k])
    print_rows(f"Worst {k} by memory accesses", by_mem[:k])
    print_rows(f"Best {k} by instructions",
               sorted(rows, key=lambda r: (r.insns_ratio, r.name))[:k])
    print_rows(f"Best {k} by memory accesses",
               sorted(rows, key=lambda r: (r.mem_ratio, r.name))[:k])
    regressions = [r for r in by_insns if r.regresses(args.threshold)]
    print_rows(f"Over the threshold ({args.threshold:g} %)", regressions)
    print_one_sided(control, plugin, args.min_insns, k)
    print(f"regressions: {len(regressions)}")
    return 1 if regressions and args.fail_on_regression else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
