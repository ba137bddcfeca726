"""remark_funcs.py - the transformations memopt made in each function of a
real-world build: its remarks (-fopt-info lines in the build's log)
placed in the function whose source lines hold them.

-fopt-info gives a remark a source location, not its function:

    .../lapi.c:672:10: optimized: memopt: load of *t_3 ... replaced by ...
    function lua_geti: lapi.c lines 664-680        -> a load-replaced of
                                                      lua_geti

The functions' lines come from a scan of the source, the one of
verify/srcfuncs.c (memopt-verify run --perf) in Python: comments,
literals and preprocessor lines skipped; at the top level a '{' after a
')' opens a body, the identifier before the matching '(' names it, the
matching '}' ends it.  A definition written through a macro is not
recognised and gets no remark: never a guess.  A remark's kind is the
first row of plugin/remarks.tsv whose pattern matches its text.

A remark in code GCC inlined keeps the callee's line; the plugin adds
the function it was compiled in ("... (inlined into f.part.0)",
plugin/gcc/transform.cc), and the remark belongs to that function:

    entenc.c:104:39: ... memopt: load of ... (inlined into ec_enc_bit_logp)
                                            -> a phi of ec_enc_bit_logp,
                                               not of ec_enc_normalize

A build by a plugin older than that suffix gives such a remark to the
callee; func-report.py lists a caller's group with its leaves
(inline_groups.py), and a group's transformations are its members'.

Used by func-report.py (bench/RESULTS-regressions.md,
bench/RESULTS-wide-functions.md); no command line of its own.
"""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
REMARKS_TSV = os.path.join(HERE, "..", "..", "plugin", "remarks.tsv")
REMARK = re.compile(r"^(/[^:\s]+\.[ch]):(\d+):\d+: optimized: (memopt: .*)$")
INLINED_INTO = re.compile(r" \(inlined into ([^ ()]+)\)$")


def remark_kinds(path=REMARKS_TSV):
    """[(kind, compiled pattern)] in the table's order."""
    kinds = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) >= 3:
                kinds.append((cols[0], re.compile(cols[2])))
    return kinds


def _skip_noise(s, i, line, at_line_start):
    """(new i, new line) past a comment, literal or preprocessor line at
    I, or None."""
    if s.startswith("/*", i):
        j = s.find("*/", i + 2)
        j = len(s) if j < 0 else j + 2
        return j, line + s.count("\n", i, j)
    if s.startswith("//", i) or (s[i] == "#" and at_line_start):
        j = i
        while j < len(s) and s[j] != "\n":
            if s[j] == "\\" and j + 1 < len(s) and s[j + 1] == "\n":
                j += 1
                line += 1
            j += 1
        return j, line
    if s[i] in "\"'":
        q, j = s[i], i + 1
        while j < len(s) and s[j] != q and s[j] != "\n":
            j += 2 if s[j] == "\\" else 1
        return (j + 1 if j < len(s) and s[j] == q else j), line
    return None


def _ident_before(s, end):
    while end > 0 and s[end - 1].isspace():
        end -= 1
    b = end
    while b > 0 and (s[b - 1].isalnum() or s[b - 1] == "_"):
        b -= 1
    if b == end or s[b].isdigit():
        return None
    return s[b:end]


def src_functions(text):
    """[(name, first line, last line)] of the function definitions."""
    funcs, i, line = [], 0, 1
    braces = parens = 0
    last, open_at, open_line, line_start = ";", 0, 0, True
    n = len(text)
    while i < n:
        skipped = _skip_noise(text, i, line, line_start)
        if skipped:
            i, line = skipped
            continue
        ch = text[i]
        if ch == "\n":
            line, line_start, i = line + 1, True, i + 1
            continue
        if ch.isspace():
            i += 1
            continue
        line_start = False
        if ch == "(" and braces == 0:
            if parens == 0:
                open_at, open_line = i, line
            parens += 1
        elif ch == ")" and braces == 0 and parens > 0:
            parens -= 1
        elif ch == "{" and parens == 0:
            if braces == 0 and last == ")":
                name = _ident_before(text, open_at)
                if name:
                    funcs.append([name, open_line, 0])
            braces += 1
        elif ch == "}" and parens == 0 and braces > 0:
            braces -= 1
            if braces == 0 and funcs and funcs[-1][2] == 0:
                funcs[-1][2] = line
        last = ch
        i += 1
    if funcs and funcs[-1][2] == 0:
        funcs[-1][2] = line
    return [tuple(f) for f in funcs]


def build_remarks(log, kinds=None):
    """{function name: {kind: count}} of the memopt remarks in build log
    LOG (a file a remark's source is missing from is skipped)."""
    kinds = kinds if kinds is not None else remark_kinds()
    per_file, result = {}, {}
    try:
        with open(log, encoding="utf-8", errors="replace") as f:
            for text in f:
                m = REMARK.match(text.rstrip("\n"))
                if not m:
                    continue
                kind = next((k for k, pat in kinds if pat.search(m.group(3))),
                            "other")
                into = INLINED_INTO.search(m.group(3))
                if into:
                    d = result.setdefault(base_name(into.group(1)), {})
                    d[kind] = d.get(kind, 0) + 1
                    continue
                per_file.setdefault(m.group(1), []).append(
                    (int(m.group(2)), kind))
    except OSError:
        return {}
    for path, remarks in per_file.items():
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                funcs = src_functions(f.read())
        except OSError:
            continue
        for line, kind in remarks:
            for name, first, last in funcs:
                if first <= line <= last:
                    d = result.setdefault(name, {})
                    d[kind] = d.get(kind, 0) + 1
                    break
    return result


def base_name(symbol):
    """A symbol's function: 'f.isra.0', 'f.part.0', 'f.constprop.1' -> 'f'."""
    return symbol.split(".", 1)[0]


def describe(kinds):
    """'load-replaced 3, dead-store 1' (most first), or '-'."""
    if not kinds:
        return "-"
    return ", ".join("%s %d" % (k, n) for k, n in
                     sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])))
