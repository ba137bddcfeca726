#!/usr/bin/env python3
"""clang-loads.py - where clang-19 executes fewer loads than GCC 12 with
memopt, and why: per source function, from the redundancy profiler's
profiles of both builds (bench/qemu/redundancy.c, as realworld.sh
--configs memopt,clang --counter build/bench/redundancy.so leaves them).

Usage:
  clang-loads.py --realworld OUT [--projects LIST] [--top N] [--stores]
      markdown: per project and target, the loads of each build, then the
      source functions where the clang build executes the most fewer
      loads, each with the reason this script reads from the profiles.
      With --stores the same for stores after it (stack: spills and
      locals in memory; dead or silent: stores the profiler counts as
      overwritten before any read or writing the value already there).

Loads are grouped by *source line* first (file:line from addr2line),
and lines into *source functions* by the name the GCC build's debug
info gives each line (clang's when GCC's build has no load there), so
that a function inlined into different callers by the two compilers is
still compared with itself.  Loads addr2line cannot place on a line
are counted in the totals only.  Library code (the C library)
is left out: both builds call the same one.

Why clang's build loads less in a function, in the order tested (the
difference is memopt's loads minus clang's there):
  vectorized     clang's loads there include SIMD loads (a vector
                 register, x86-64 xmm/ymm packed forms, AArch64 q or v
                 registers) making up at least a fifth of them, and
                 clang executes fewer loads: its loop or SLP vectorizer
                 reads 16 bytes at a time where GCC 12 -O2 (very cheap
                 vectorizer cost model) reads one element.  Not memopt's
                 to take: memopt removes loads, it does not widen them.
  stack          memopt's build loads at least half the difference more
                 from the stack: reloads of spilled values (register
                 allocation) or locals kept in memory because their
                 address is taken (clang's SROA/mem2reg after inlining
                 promotes more of them).  Not memopt's to take unless
                 the loads are also redundant.
  redundancy     memopt's build executes at least half the difference
                 more redundant loads (the profiler's "same activation,
                 same value, no call in between"): clang's GVN/LICM/
                 instcombine removed loads that memopt left.  memopt's to
                 take where they are provable.
  code shape     none of those: another loop form, strength reduction,
                 addressing or inlining inside the function.  Read the
                 function's assembly.
Example row (libpng, x86-64): zlib's slide_hash, where clang's loop
vectorizer reads eight 16-bit entries a load:
  | 5 | slide_hash (zlib/deflate.c) | 85,203,300 | 21,320,000 |
    63,883,300 | 100.0% | 0 | 7,800 | 1,300 | 0 | vectorized |
Stdlib only; reuses redundancy-report.py's reading and addr2line.
"""

import argparse
import collections
import importlib.util
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "redundancy_report", os.path.join(HERE, "redundancy-report.py"))
rr = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(rr)

LOADS, STORES, REDUNDANT, SILENT, DEAD, STACK = (
    rr.COUNTS.index(c) for c in ("loads", "stores", "redundant", "silent", "dead", "stack"))


# ------------------------------------------------------ SIMD instructions
_insns = {}

X86_SCALAR = re.compile(r"^v?(mov|add|sub|mul|div|min|max|sqrt|cmp|ucomi|comi|cvt\w*)s[sd]\b"
                        r"|^v?cvt\w*2s[sd]\b|^v?movq?\b|^v?movd\b")


def objdump_tool(path):
    machine = rr.elf_loads(path)[1]
    if machine == 0xB7 and shutil.which("aarch64-linux-gnu-objdump"):
        return "aarch64-linux-gnu-objdump"
    return "objdump"


def disassembly(path):
    """{ELF address: (mnemonic, operands)} of PATH's code."""
    if path not in _insns:
        table = {}
        try:
            out = subprocess.run([objdump_tool(path), "-d", "--no-show-raw-insn", path],
                                 capture_output=True, text=True, check=True).stdout
        except (OSError, subprocess.CalledProcessError) as e:
            print("clang-loads: objdump failed on %s: %s" % (path, e), file=sys.stderr)
            out = ""
        for line in out.splitlines():
            m = re.match(r"\s*([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
            if m:
                table[int(m.group(1), 16)] = (m.group(2), m.group(3))
        _insns[path] = table
    return _insns[path]


def is_simd_load(path, addr):
    """True when the instruction at ADDR of PATH reads memory into a
    vector register (a packed SIMD load, not a scalar FP one)."""
    mnem, ops = disassembly(path).get(addr, ("", ""))
    if rr.elf_loads(path)[1] == 0xB7:
        return bool(re.match(r"ld[1-4]r?\b|ld[1-4]\b", mnem)) or (
            mnem.startswith(("ldr", "ldp", "ldur", "ldnp")) and re.match(r"\s*q\d", ops) is not None)
    if "(" not in ops or not re.search(r"%[xy]mm", ops):
        return False
    return not X86_SCALAR.match(mnem)


def is_simd_store(path, addr):
    """True when the instruction at ADDR of PATH writes a vector register
    to memory (a packed SIMD store, not a scalar FP one)."""
    mnem, ops = disassembly(path).get(addr, ("", ""))
    if rr.elf_loads(path)[1] == 0xB7:
        return bool(re.match(r"st[1-4]\b", mnem)) or (
            mnem.startswith(("str", "stp", "stur", "stnp")) and re.match(r"\s*q\d", ops) is not None)
    # AT&T operand order: the memory operand of a store is the last one.
    if not re.search(r"%[xy]mm[^,]*,[^%]*\(", ops):
        return False
    return not X86_SCALAR.match(mnem)


# The two kinds of access the report compares: the profile's count of
# them, the count that says a compiler could have done without them
# (redundant loads; silent and dead stores), and the SIMD test.
KINDS = {
    "loads": (LOADS, (REDUNDANT,), is_simd_load),
    "stores": (STORES, (SILENT, DEAD), is_simd_store),
}


# ------------------------------------------------------- per function
def by_line(profile, kind="loads"):
    """{(file, line): ([accesses, needless, stack accesses, SIMD accesses],
    function)} of the program's own code, FILE shortened: KIND's counts
    (loads: redundant loads; stores: silent plus dead stores)."""
    count, needless, simd = KINDS[kind]
    keys = [k for k in profile.sites if not rr.is_library(k[0]) and profile.sites[k][count]]
    rr.symbolize(keys)
    lines = {}
    for k in keys:
        func, file, line = rr._symbols[k]
        c = profile.sites[k]
        acc, _ = lines.setdefault((rr.short_file(file), line), ([0, 0, 0, 0], func))
        acc[0] += c[count]
        acc[1] += sum(c[i] for i in needless)
        # A site's stack count is of its loads and stores; a site has
        # accesses of one kind (an instruction that both reads and writes
        # memory is rare in the code measured).
        acc[2] += min(c[STACK], c[count])
        if simd(*k):
            acc[3] += c[count]
    return lines


def by_function(gcc_lines, clang_lines):
    """The two builds' lines grouped into source functions, each line
    named by the GCC build's function for it when it has one (GCC's and
    clang's debug info do not always name the same function for the same
    line of inlined code), else by clang's.  Lines addr2line cannot
    place ("??" or line 0) stay apart as "(no line)".
    {(function, file): (gcc counts, clang counts)}."""
    name = {where: func for where, (_, func) in clang_lines.items()}
    name.update({where: func for where, (_, func) in gcc_lines.items()})
    funcs = collections.defaultdict(lambda: ([0, 0, 0, 0], [0, 0, 0, 0]))
    for side, lines in enumerate((gcc_lines, clang_lines)):
        for where, (c, _) in lines.items():
            unplaced = where[0] == "??" or where[1] in ("0", "?", "")
            key = ("(no line)", "") if unplaced else (name[where], where[0])
            acc = funcs[key][side]
            for i, n in enumerate(c):
                acc[i] += n
    return funcs


def reason(m, c, kind="loads"):
    """Why the clang build makes fewer accesses of KIND than the memopt
    build in a function whose counts are M and C (see the top comment;
    for stores, "dead or silent" stands for "redundancy")."""
    diff = m[0] - c[0]
    if c[0] and c[3] >= 0.2 * c[0] and c[3] / c[0] - (m[3] / m[0] if m[0] else 0) >= 0.2:
        return "vectorized"
    if m[2] - c[2] >= 0.5 * diff:
        return "stack"
    if m[1] - c[1] >= 0.5 * diff:
        return "redundancy" if kind == "loads" else "dead or silent"
    return "code shape"


def builds(out, projects):
    found = {}
    for proj in sorted(os.listdir(out)):
        pdir = os.path.join(out, proj)
        if (projects and proj not in projects) or proj == "src" or not os.path.isdir(pdir):
            continue
        for tl in sorted(os.listdir(pdir)):
            counts = {c: os.path.join(pdir, tl, c, "counts") for c in ("memopt", "clang")}
            if all(os.path.isdir(d) for d in counts.values()):
                found[(proj, tl)] = counts
    return found


def compare(found, kind, top):
    """Per target: the accesses of KIND clang's build saves, summed by
    reason; and one markdown section per project and target."""
    totals = collections.defaultdict(collections.Counter)
    sections = []
    needless = "redundant" if kind == "loads" else "dead+silent"
    for (proj, tl), counts in sorted(found.items()):
        m_prof = rr.read_profiles([counts["memopt"]])
        c_prof = rr.read_profiles([counts["clang"]])
        rows = []
        split = collections.Counter()
        for key, (m, c) in by_function(by_line(m_prof, kind), by_line(c_prof, kind)).items():
            if m[0] > c[0] and key[0] != "(no line)":
                why = reason(m, c, kind)
                split[why] += m[0] - c[0]
                rows.append((m[0] - c[0], key, m, c, why))
        rows.sort(key=lambda r: (-r[0], r[1]))
        ml, cl = m_prof.total(kind), c_prof.total(kind)
        totals[tl].update(split)
        lines = ["## %s, %s%s\n" % (proj, tl, "" if kind == "loads" else ": stores"),
                 "All %s (libraries included): memopt %s, clang %s (clang/memopt %.4f). "
                 "Functions where clang's build makes fewer, their difference by reason: %s.\n"
                 % (kind, rr.num(ml), rr.num(cl), cl / ml if ml else 0,
                    ", ".join("%s %s" % (w, rr.num(n)) for w, n in split.most_common()) or "none"),
                 "| # | function (file) | %s memopt | %s clang | diff | SIMD in clang | "
                 "%s memopt | %s clang | stack memopt | stack clang | why |"
                 % (kind, kind, needless, needless),
                 "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
        for i, (d, (func, file), m, c, why) in enumerate(rows[:top], 1):
            lines.append("| %d | %s (%s) | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                i, func, file, rr.num(m[0]), rr.num(c[0]), rr.num(d), rr.pct(c[3], c[0]),
                rr.num(m[1]), rr.num(c[1]), rr.num(m[2]), rr.num(c[2]), why))
        sections.append("\n".join(lines))
    return totals, sections


def print_summary(totals, kind):
    reasons = ["vectorized", "stack", "redundancy" if kind == "loads" else "dead or silent",
               "code shape"]
    print("| target, level | " + " | ".join(reasons) + " |")
    print("|---|" + "---:|" * len(reasons))
    for tl in sorted(totals):
        all_ = sum(totals[tl].values())
        print("| %s | %s |" % (tl, " | ".join("%s (%s)" % (rr.num(totals[tl][r]), rr.pct(totals[tl][r], all_))
                                           for r in reasons)))
    print()


def report(out, projects, top, stores):
    found = builds(out, projects)
    if not found:
        sys.exit("clang-loads: no memopt and clang profiles under %s" % out)
    print("# Where clang-19 loads less than GCC 12 + memopt\n")
    print("Written by `make bench-clang-loads` (bench/clang-loads.py over the redundancy "
          "profiler's profiles of the real-world suite). Loads are counted per source "
          "line and the lines grouped into functions by the name the GCC build's debug "
          "info gives them (clang's where GCC's build has no load on the line), so "
          "inlining does not move them; the program's own code only, loads on no line "
          "left out. *diff* = memopt's loads minus clang's. "
          "The reasons, tested in this order: *vectorized* (clang's loads there are at "
          "least a fifth SIMD loads: its loop or SLP vectorizer), *stack* (memopt's "
          "build loads at least half the difference more from the stack: spills, or "
          "locals kept in memory), *redundancy* (memopt's build executes at least half the "
          "difference more loads the profiler counts as redundant: memopt's to take "
          "where provable), *code shape* (anything else).\n")
    totals, sections = compare(found, "loads", top)
    print("## Summary: the loads clang's build saves, by reason\n")
    print("Summed over the functions where clang's build executes fewer loads than "
          "memopt's (the functions where memopt's executes fewer are not netted out).\n")
    print_summary(totals, "loads")
    print("\n\n".join(sections))
    if not stores:
        return
    totals, sections = compare(found, "stores", top)
    print("\n# Where clang-19 stores less than GCC 12 + memopt\n")
    print("The same comparison for stores. The reasons, tested in this order: "
          "*vectorized* (clang's stores there are at least a fifth SIMD stores), "
          "*stack* (memopt's build stores at least half the difference more to the "
          "stack: spills, or locals kept in memory), *dead or silent* (memopt's build "
          "executes at least half the difference more stores the profiler counts as "
          "dead, overwritten before any read, or silent, of the value already there), "
          "*code shape* (anything else).\n")
    print("## Summary: the stores clang's build saves, by reason\n")
    print_summary(totals, "stores")
    print("\n\n".join(sections))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--realworld", metavar="OUT", required=True)
    ap.add_argument("--projects")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--stores", action="store_true",
                    help="also where clang's build stores less, and why")
    args = ap.parse_args()
    report(args.realworld, set(args.projects.split(",")) if args.projects else None, args.top,
           args.stores)


if __name__ == "__main__":
    main()
