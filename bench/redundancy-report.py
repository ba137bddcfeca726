#!/usr/bin/env python3
"""redundancy-report.py - tables from the profiles of the dynamic
redundancy profiler (bench/qemu/redundancy.c): totals, and the source
lines whose loads most often repeat a value, with file:line and function
from addr2line.

Usage:
  redundancy-report.py [--top N] PROFILE|DIR...
      one program (every profile given, a directory's files included):
      markdown totals and its top N lines
  redundancy-report.py --lines PROFILE|DIR...
      one tab-separated line per source line of the program's own code:
      file:line function loads stores redundant redundant_call silent
      dead stack (what tests/qemu/redundancy-test.sh checks)
  redundancy-report.py --realworld OUT [--projects LIST] [--top N]
      every project, target and build under a real-world suite directory
      OUT (OUT/PROJECT/TARGET-LEVEL/CONFIG/counts/*, as realworld.sh
      --counter leaves them): markdown, the section bench/redundancy.sh
      writes to bench/RESULTS-redundancy.md
  redundancy-report.py --realworld OUT [--projects LIST] --summary
      one short table per target, gcc against memopt (the summary
      bench/redundancy.sh puts in bench/RESULTS-lse.md)

For example, a profile's site line
    site 0x4011a6 1000 0 1000 0 0 0 0
in the mapping "map 0x4000000000 0x4000003000 0x0 /tmp/probe" is the
instruction at file offset 0x11a6 of /tmp/probe; that file's PT_LOAD
program headers give its address in the ELF (PIE or not, any target),
which addr2line turns into "probe.c:40 load_twice".

How addresses become lines: the profile lists, for each file mapping that
holds an executed instruction, its guest range and file offset (qemu-user
maps the guest's files itself, so they show in the qemu process's
/proc/self/maps).  A pc's file offset gives its ELF virtual address
through the file's program headers; all the addresses of one file go to
one addr2line call (aarch64-linux-gnu-addr2line for AArch64 files).
Code in /usr and /lib (the C library, the dynamic loader) is counted in
the totals as "libraries" and not looked up.

The numbers are an upper bound on what a compiler could remove: a load
counted as redundant read the value the same activation last read or
wrote there, at run time; whether any compiler can prove that for every
execution is another matter.  Stdlib only.
"""

import argparse
import bisect
import collections
import os
import re
import shutil
import struct
import subprocess
import sys

COUNTS = ["loads", "stores", "redundant", "redundant_call", "silent", "dead", "stack"]
REGION_COUNTS = COUNTS[:-1]


# ------------------------------------------------------------- profiles
class Profile:
    """The sum of some runs' profiles: totals per region, events, and
    counts per (file, ELF address) of each executed instruction."""

    def __init__(self):
        self.runs = 0
        self.regions = {"stack": collections.Counter(), "other": collections.Counter()}
        self.events = collections.Counter()
        self.sites = collections.defaultdict(lambda: [0] * len(COUNTS))
        self.unmapped = [0] * len(COUNTS)
        self.target = None

    def add_run(self, maps, sites):
        """Adds one run's sites, located through its mappings MAPS."""
        maps.sort()
        starts = [m[0] for m in maps]
        for pc, counts in sites:
            key = locate(pc, maps, starts)
            acc = self.sites[key] if key else self.unmapped
            for i, c in enumerate(counts):
                acc[i] += c

    def total(self, name):
        return sum(r[name] for r in self.regions.values())

    def code_total(self, name, library):
        i = COUNTS.index(name)
        return sum(c[i] for (path, _), c in self.sites.items()
                   if is_library(path) == library)


def read_profiles(paths, profile=None):
    """Reads every profile in PATHS (files, or directories of them) into
    one Profile.  A file may hold several runs (a program that forked)."""
    profile = profile or Profile()
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p))
        else:
            files.append(p)
    for f in files:
        with open(f, errors="replace") as fh:
            read_one(fh, profile)
    return profile


def read_one(fh, profile):
    maps, sites, started = [], [], False
    for line in fh:
        w = line.split()
        if not w:
            continue
        if w[0] == "redundancy-profile":
            if started:
                profile.add_run(maps, sites)
            maps, sites, started = [], [], True
            profile.runs += 1
        elif not started:
            continue
        elif w[0] == "target":
            profile.target = w[1]
        elif w[0] == "region" and w[1] in profile.regions:
            for k, v in zip(w[2::2], w[3::2]):
                profile.regions[w[1]][k] += int(v)
        elif w[0] == "events":
            for k, v in zip(w[1::2], w[2::2]):
                profile.events[k] += int(v)
        elif w[0] == "map" and len(w) >= 5:
            maps.append((int(w[1], 16), int(w[2], 16), int(w[3], 16),
                         line.split(None, 4)[4].rstrip("\n")))
        elif w[0] == "site" and len(w) == 2 + len(COUNTS):
            sites.append((int(w[1], 16), [int(x) for x in w[2:]]))
    if started:
        profile.add_run(maps, sites)


def is_library(path):
    return path.startswith(("/usr/", "/lib/", "/lib64/"))


# ---------------------------------------------- pc -> file and ELF address
_phdrs = {}


def elf_loads(path):
    """The PT_LOAD headers of ELF file PATH as (offset, vaddr, filesz),
    and its e_machine; ([], None) when it is not a readable 64-bit
    little-endian ELF file."""
    if path not in _phdrs:
        loads, machine = [], None
        try:
            with open(path, "rb") as f:
                head = f.read(64)
                if head[:4] == b"\x7fELF" and head[4] == 2 and head[5] == 1:
                    machine = struct.unpack_from("<H", head, 18)[0]
                    phoff = struct.unpack_from("<Q", head, 32)[0]
                    phentsize, phnum = struct.unpack_from("<HH", head, 54)
                    f.seek(phoff)
                    table = f.read(phentsize * phnum)
                    for i in range(phnum):
                        p_type, _, off, vaddr, _, filesz = struct.unpack_from(
                            "<IIQQQQ", table, i * phentsize)
                        if p_type == 1:
                            loads.append((off, vaddr, filesz))
        except OSError:
            pass
        _phdrs[path] = (loads, machine)
    return _phdrs[path]


def locate(pc, maps, starts):
    """(path, ELF virtual address) of guest address PC, or None."""
    i = bisect.bisect_right(starts, pc) - 1
    if i < 0 or pc >= maps[i][1]:
        return None
    start, _, offset, path = maps[i]
    file_offset = pc - start + offset
    for off, vaddr, filesz in elf_loads(path)[0]:
        if off <= file_offset < off + filesz:
            return (path, vaddr + file_offset - off)
    return (path, file_offset)


# ------------------------------------------------------------ addr2line
_symbols = {}


def addr2line_tool(path):
    machine = elf_loads(path)[1]
    if machine == 0xB7 and shutil.which("aarch64-linux-gnu-addr2line"):
        return "aarch64-linux-gnu-addr2line"
    return "addr2line"


def symbolize(keys):
    """Fills the cache with (function, file, line) for every (path,
    address) in KEYS: one addr2line call per file."""
    by_path = collections.defaultdict(set)
    for path, addr in keys:
        if (path, addr) not in _symbols:
            by_path[path].add(addr)
    for path, addrs in by_path.items():
        addrs = sorted(addrs)
        try:
            out = subprocess.run(
                [addr2line_tool(path), "-f", "-C", "-e", path],
                input="".join("0x%x\n" % a for a in addrs),
                capture_output=True, text=True, check=True).stdout.splitlines()
        except (OSError, subprocess.CalledProcessError) as e:
            print("redundancy-report: addr2line failed on %s: %s" % (path, e),
                  file=sys.stderr)
            out = []
        for i, a in enumerate(addrs):
            func = out[2 * i] if 2 * i + 1 < len(out) else "??"
            where = out[2 * i + 1] if 2 * i + 1 < len(out) else "??:0"
            where = re.sub(r" \(discriminator \d+\)$", "", where)
            file, _, line = where.rpartition(":")
            _symbols[(path, a)] = (func, file or "??", line)


def short_file(file):
    """A source path shortened to its project: .../src/PACKAGE/x/y.c ->
    x/y.c; anything else to its base name."""
    m = re.search(r"/src/[^/]+/(.+)$", file)
    return m.group(1) if m else os.path.basename(file)


def by_line(profile):
    """The program's own code per source line: {(file, line): (function,
    counts)}, libraries left out."""
    keys = [k for k in profile.sites if not is_library(k[0])]
    symbolize(keys)
    lines = {}
    funcs = collections.defaultdict(collections.Counter)
    for k in keys:
        func, file, line = _symbols[k]
        where = (file, line)
        acc = lines.setdefault(where, [0] * len(COUNTS))
        for i, c in enumerate(profile.sites[k]):
            acc[i] += c
        funcs[where][func] += profile.sites[k][0] + profile.sites[k][1]
    return {w: (funcs[w].most_common(1)[0][0], c) for w, c in lines.items()}


# -------------------------------------------------------------- output
def pct(a, b):
    return "%.1f%%" % (100.0 * a / b) if b else "-"


def num(n):
    return "{:,}".format(n)


UPPER_BOUND = (
    "These counts are an upper bound on what a compiler could remove: a load "
    "is counted as redundant when, at run time, it read the value that the "
    "same function activation had last read or written at that address with "
    "no call in between, which does not mean that any compiler can prove it "
    "for every execution (aliasing through pointers, values that happen to "
    "repeat, paths not taken).")

MODEL = (
    "Counted by the QEMU TCG plugin bench/qemu/redundancy.c under qemu-user "
    "(its header comment has the model): *redundant* = a load whose location "
    "was last loaded or stored, with the same size and value, in the same "
    "activation with no call, return or system call in between; *across a "
    "call* = the same but with a call in between that left the location "
    "alone; *silent* = a store of the value already there (last access in "
    "the same activation, no call in between); *dead* = a store overwritten "
    "by another in the same activation, no call in between, before any load "
    "of it. *Stack* = accesses inside the guest's main stack mapping (spills, "
    "reloads, locals). All code is counted, the C library's too; the line "
    "tables show the program's own code only. Lines come from the debug info: "
    "when memopt moves a load, a neighbouring line can gain what another lost, "
    "so compare a function's lines together, and a switch's jump-table load or "
    "an epilogue's register restores count on the line they are attributed to.")


def totals_row(label, p):
    loads, stores = p.total("loads"), p.total("stores")
    red, call = p.total("redundant"), p.total("redundant_call")
    prog_red = p.code_total("redundant", library=False)
    return ("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |"
            % (label, num(loads), num(red), pct(red, loads), num(call), pct(call, loads),
               num(p.total("silent")), pct(p.total("silent"), stores),
               num(p.total("dead")), pct(p.total("dead"), stores),
               pct(p.regions["stack"]["redundant"], red), pct(prog_red, red)))


TOTALS_HEAD = (
    "| %s | loads | redundant | of loads | across a call | of loads | silent stores "
    "| of stores | dead stores | of stores | redundant on the stack | redundant in the "
    "program's code |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")


def top_lines(p, n, compare=None, label=None):
    """The markdown table of P's top N lines by redundant loads; with
    COMPARE (another build's by_line), its count on the same line."""
    lines = by_line(p)
    loads = p.total("loads")
    ranked = sorted(lines.items(), key=lambda kv: (-kv[1][1][2], kv[0]))[:n]
    head = "| # | file:line | function | redundant | of all loads | loads at the line | across a call | on the stack |"
    sep = "|---:|---|---|---:|---:|---:|---:|---:|"
    if compare is not None:
        head += " %s |" % label
        sep += "---:|"
    out = [head, sep]
    for i, ((file, line), (func, c)) in enumerate(ranked, 1):
        if c[2] == 0:
            break
        row = "| %d | %s:%s | %s | %s | %s | %s | %s | %s |" % (
            i, short_file(file), line, func, num(c[2]), pct(c[2], loads), num(c[0]),
            num(c[3]), pct(c[6], c[0] + c[1]))
        if compare is not None:
            row += " %s |" % num(compare.get((short_file(file), line), 0))
        out.append(row)
    return "\n".join(out)


def combined_top(profiles, target, n):
    """The markdown table of the top N lines of every project's memopt
    build on TARGET, with the gcc build's count of each."""
    rows = []
    for k in sorted(profiles):
        if k[1] != target or k[3] != "memopt":
            continue
        gk = (k[0], target, k[2], "gcc")
        compare = redundant_by_line(profiles[gk]) if gk in profiles else {}
        loads = profiles[k].total("loads")
        for (file, line), (func, c) in by_line(profiles[k]).items():
            if c[2]:
                rows.append((c[2], k[0], file, line, func, c, loads,
                             compare.get((short_file(file), line), 0)))
    rows.sort(key=lambda r: (-r[0], r[1], r[2], r[3]))
    out = ["| # | project | file:line | function | redundant | of the project's loads "
           "| loads at the line | across a call | on the stack | gcc build |",
           "|---:|---|---|---|---:|---:|---:|---:|---:|---:|"]
    for i, (red, proj, file, line, func, c, loads, g) in enumerate(rows[:n], 1):
        out.append("| %d | %s | %s:%s | %s | %s | %s | %s | %s | %s | %s |" % (
            i, proj, short_file(file), line, func, num(red), pct(red, loads), num(c[0]),
            num(c[3]), pct(c[6], c[0] + c[1]), num(g)))
    return "\n".join(out)


def redundant_by_line(p):
    return {(short_file(f), l): c[2] for (f, l), (_, c) in by_line(p).items()}


def flushes_note(profiles):
    """A sentence naming the profiles whose shadow map was full and
    emptied (redundancy.c, fact 7: their counts are an undercount), or
    the empty string."""
    hit = ["%s (%d flushes)" % (name, p.events["flushes"])
           for name, p in profiles if p.events["flushes"]]
    if not hit:
        return ""
    return ("The profiler's shadow map was full and emptied in: %s; "
            "the accesses right after each count as neither redundant, "
            "silent nor dead, so these numbers are lower than an unbounded "
            "map would give.\n" % ", ".join(hit))


def report_one(args):
    p = read_profiles(args.paths)
    if args.lines:
        for (file, line), (func, c) in sorted(by_line(p).items()):
            print("%s:%s\t%s\t%s" % (file, line, func, "\t".join(map(str, c))))
        return
    print("# Dynamic redundancy: %s\n" % ", ".join(args.paths))
    print(UPPER_BOUND + "\n")
    print(TOTALS_HEAD % "runs")
    print(totals_row(str(p.runs), p))
    note = flushes_note([(", ".join(args.paths), p)])
    if note:
        print("\n" + note)
    print("\n## Top %d lines\n" % args.top)
    print(top_lines(p, args.top))


def suite_builds(out, projects):
    """(project, target, level, config, counts dir) of a suite directory."""
    found = []
    for proj in sorted(os.listdir(out)):
        if projects and proj not in projects:
            continue
        pdir = os.path.join(out, proj)
        if proj == "src" or not os.path.isdir(pdir):
            continue
        for tl in sorted(os.listdir(pdir)):
            if "-" not in tl:
                continue
            target, level = tl.rsplit("-", 1)
            for config in ("gcc", "memopt"):
                counts = os.path.join(pdir, tl, config, "counts")
                if os.path.isdir(counts):
                    found.append((proj, target, level, config, counts))
    return found


def summary(profiles):
    """Per target: each project's loads and redundant loads, gcc and
    memopt."""
    for t in sorted({k[1] for k in profiles}):
        print("| %s | loads gcc | redundant gcc | loads memopt | redundant memopt "
              "| redundant memopt/gcc | across a call memopt | silent stores gcc, memopt "
              "| dead stores gcc, memopt |" % t)
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for k in sorted(profiles):
            mk = (k[0], t, k[2], "memopt")
            if k[1] != t or k[3] != "gcc" or mk not in profiles:
                continue
            g, m = profiles[k], profiles[mk]
            gl, ml = g.total("loads"), m.total("loads")
            gr, mr = g.total("redundant"), m.total("redundant")
            print("| %s -%s | %s | %s (%s) | %s | %s (%s) | %s | %s (%s) | %s, %s | %s, %s |" % (
                k[0], k[2], num(gl), num(gr), pct(gr, gl), num(ml), num(mr), pct(mr, ml),
                "%.4f" % (mr / gr) if gr else "-",
                num(m.total("redundant_call")), pct(m.total("redundant_call"), ml),
                num(g.total("silent")), num(m.total("silent")),
                num(g.total("dead")), num(m.total("dead"))))
        print()


def report_suite(args):
    projects = set(args.projects.split(",")) if args.projects else None
    builds = suite_builds(args.realworld, projects)
    if not builds:
        sys.exit("redundancy-report: no profiles under %s" % args.realworld)
    profiles = {b[:4]: read_profiles([b[4]]) for b in builds}
    if args.summary:
        summary(profiles)
        return
    print("# Dynamic redundancy (profiler)\n")
    print("Written by `make bench-redundancy` (bench/redundancy.sh): the real-world "
          "suite's programs (bench/realworld/, the same tests and workloads as "
          "`make realworld`) built by GCC 12 alone (gcc) and GCC 12 with memopt "
          "(memopt), run under qemu-user with the redundancy profiler.\n")
    print(UPPER_BOUND + "\n")
    print(MODEL + "\n")
    note = flushes_note([("%s %s -%s %s" % k, profiles[k]) for k in sorted(profiles)])
    if note:
        print(note)
    targets = sorted({k[1] for k in profiles})
    for t in targets:
        print("## Totals, %s\n" % t)
        print(TOTALS_HEAD % "project, level, build")
        for k in sorted(profiles):
            if k[1] == t:
                print(totals_row("%s -%s %s" % (k[0], k[2], k[3]), profiles[k]))
        print()
        print("memopt against gcc: redundant loads left, and all loads.\n")
        print("| project | redundant memopt/gcc | loads memopt/gcc | redundant in the program's code memopt/gcc |")
        print("|---|---:|---:|---:|")
        for k in sorted(profiles):
            if k[1] == t and k[3] == "gcc" and (k[0], t, k[2], "memopt") in profiles:
                g, m = profiles[k], profiles[(k[0], t, k[2], "memopt")]
                ratio = lambda a, b: "%.4f" % (a / b) if b else "-"
                print("| %s -%s | %s | %s | %s |" % (
                    k[0], k[2], ratio(m.total("redundant"), g.total("redundant")),
                    ratio(m.total("loads"), g.total("loads")),
                    ratio(m.code_total("redundant", False), g.code_total("redundant", False))))
        print()
    for t in targets:
        print("## Top %d lines left by memopt: all projects, %s\n" % (2 * args.top, t))
        print("Ranked by redundant loads (same activation) in the memopt builds; "
              "\"of the project's loads\" is against every load that project's runs "
              "executed; the last column is the same line's count in the gcc build.\n")
        print(combined_top(profiles, t, 2 * args.top))
        print()
    for t in targets:
        for k in sorted(profiles):
            if k[1] != t or k[3] != "memopt":
                continue
            gk = (k[0], t, k[2], "gcc")
            compare = redundant_by_line(profiles[gk]) if gk in profiles else None
            print("## Top %d lines left by memopt: %s, %s -%s\n" % (args.top, k[0], t, k[2]))
            print("Ranked by redundant loads (same activation) in the memopt build; "
                  "\"of all loads\" is against every load the runs executed; the last "
                  "column is the same line's count in the gcc build.\n")
            print(top_lines(profiles[k], args.top, compare, "gcc build"))
            print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*", help="profiles, or directories of them")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--lines", action="store_true")
    ap.add_argument("--realworld", metavar="OUT")
    ap.add_argument("--projects")
    ap.add_argument("--summary", action="store_true")
    args = ap.parse_args()
    if args.realworld:
        report_suite(args)
    elif args.paths:
        report_one(args)
    else:
        ap.error("give profiles, or --realworld OUT")


if __name__ == "__main__":
    main()
