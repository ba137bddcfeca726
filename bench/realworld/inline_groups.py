"""inline_groups.py - which functions must be judged together because
memopt-inline moved work between them.

memopt-inline (plugin/gcc/ipa-inline-hint.cc) makes GCC inline small
leaves it would have called.  A caller then executes the leaf's
instructions as its own: counted per function against GCC alone, the
caller "regresses" by what the leaf no longer executes, though the work
only moved (bench/RESULTS-regressions.md: lua's lua_geti executes 14 %
more instructions, index2value, a leaf of 33 instructions called in 44
places, executes none).  The unit that keeps its work across the move
is the leaf with every function that calls it:

    gcc build:    lua_geti -> call index2value    lua_seti -> call ...
    memopt build: lua_geti (index2value inlined)  lua_seti (inlined)
    group:        {index2value, lua_geti, lua_seti, ...}: summed, the
                  group executes what its members do, in both builds

The leaves are the functions named by the build's leaf-inline remarks
("memopt: index2value, a leaf of 33 instructions called in 44 places,
treated as declared inline"), with GCC's clones of them (index2value.
isra.0, .part.1, .constprop.2).  The callers are the functions whose
code calls or tail-calls one of them in either build, read from the
disassembly of every ELF program the build made (disasm.callers):
direct calls only, the only ones GCC can inline.  Groups that share a member
are one group (a union-find).

A group is coarser than a function: a regression in one caller can hide
behind a gain in another of the same group.  func-report.py therefore
lists every function as it is and, beside it, the groups; a group's
members are named so that a reader can look at each.

Used by func-report.py; no command line of its own.
"""

import re

LEAF = re.compile(r"optimized: memopt: ([A-Za-z_][A-Za-z0-9_]*), a leaf of ")
INLINED = re.compile(r"optimized: +Inlin(?:ed|ing) ([A-Za-z_][A-Za-z0-9_.]*)/\d+ "
                     r"into ([A-Za-z_][A-Za-z0-9_.]*)/\d+")


def leaves(build_log):
    """The leaves memopt-inline's remarks name in BUILD_LOG."""
    names = set()
    try:
        with open(build_log, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = LEAF.search(line)
                if m:
                    names.add(m.group(1))
    except OSError:
        pass
    return names


def inlined(build_log):
    """(callee, caller) of GCC's own inlining decisions in BUILD_LOG
    (-fopt-info's "Inlining F/12 into G/34"): with memopt, GCC inlines
    differently (a function memopt made smaller, a caller that grew),
    and a callee inlined in one build only moves its work as a leaf
    does.  Only pairs whose call the other build makes are grouped
    (groups(): CALLS)."""
    pairs = set()
    try:
        with open(build_log, encoding="utf-8", errors="replace") as f:
            for line in f:
                m = INLINED.search(line)
                if m:
                    pairs.add((m.group(1), m.group(2)))
    except OSError:
        pass
    return pairs


def base_name(symbol):
    return symbol.split(".", 1)[0]


def groups(leaf_names, symbols, graphs, calls=(), control_graph=None):
    """[sorted member list] of the groups of LEAF_NAMES: each leaf's
    symbols (of SYMBOLS, the counted functions, or of the call graphs)
    with every caller of them in GRAPHS (one per build); and of CALLS,
    (callee, caller) pairs one build inlined, the callee's symbols with
    the caller's when CONTROL_GRAPH (the other build's calls) has the
    caller call the callee; groups sharing a member merged."""
    parent = {}

    def find(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a, b):
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[rb] = ra

    names = set(symbols)
    for g in graphs:
        names |= set(g)
    in_group = set()
    for leaf in leaf_names:
        clones = [s for s in names if base_name(s) == leaf]
        for s in clones:
            members = {s}
            for g in graphs:
                members |= g.get(s, set())
            for m in members:
                union(s, m)
                in_group.add(m)
        for a, b in zip(clones, clones[1:]):
            union(a, b)
    for callee, caller in calls:
        if control_graph is None:
            break
        for s in names:
            if base_name(s) != base_name(callee):
                continue
            for c in control_graph.get(s, ()):
                if base_name(c) == base_name(caller):
                    union(s, c)
                    in_group.update((s, c))
    result = {}
    for m in in_group:
        result.setdefault(find(m), []).append(m)
    return sorted(sorted(v) for v in result.values())
