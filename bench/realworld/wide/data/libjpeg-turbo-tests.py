#!/usr/bin/env python3
"""libjpeg-turbo-tests.py CMAKELISTS FLOATTEST - libjpeg-turbo's own
cjpeg/djpeg/jpegtran tests (the add_bittest and add_test calls of its
CMakeLists.txt, for the 8-bit static build with arithmetic coding), as
lines for bench/realworld/wide/libjpeg-turbo.sh:

  BIT PROG NAME ARGS OUTFILE INFILE MD5   run PROG ARGS -outfile OUTFILE
                                          INFILE; OUTFILE's MD5 must be MD5
  RUN PROG NAME ARGS                      run PROG ARGS (a file later tests read)
  MD5 NAME MD5 FILE                       FILE's MD5 must be MD5

fields separated by '|', paths to the test images as TESTIMAGES/.
FLOATTEST is NO_FP_CONTRACT or FP_CONTRACT (the expected results of the
floating-point DCT: without or with fused multiply-add contraction).
A small interpreter of the CMake commands the test section uses (set,
if/else with the build's conditions, foreach, string(REGEX REPLACE))."""
import re
import sys

src = open(sys.argv[1]).read()
floattest = sys.argv[2]            # NO_FP_CONTRACT or FP_CONTRACT
start = src.index("macro(add_bittest")
start = src.index("endmacro()", start) + len("endmacro()")
end = src.index("add_custom_target(testclean")
# the MD5 values: every set(MD5_... ...) before the tests, in order (the
# 8-bit branch comes after the 12-bit one and wins)
var = {"TESTIMAGES": "TESTIMAGES", "TESTORIG": "testorig.jpg",
       "FLOATTEST_UC": floattest, "libtype": "static"}
for m in re.finditer(r"set\((\w+)\s+([^\s)]+)\)", src[:start]):
    if m.group(1).startswith("MD5_"):
        var[m.group(1)] = m.group(2)
cond = {"WITH_12BIT": False, "NOT WITH_12BIT": True, "WITH_ARITH_ENC": True,
        "WITH_ARITH_DEC": True, "FLOATTEST": True}
body = re.sub(r"#[^\n]*", "", src[start:end])
# tokens: commands name(args) with nested parentheses none here
cmds = re.findall(r"(\w+)\s*\(((?:[^()]|\([^()]*\))*)\)", body, re.S)
def subst(s, v):
    for _ in range(3):
        s = re.sub(r"\$\{(\w+)\}", lambda m: v.get(m.group(1), m.group(0)), s)
    return s
def split(a):
    out, cur, q, had = [], "", False, False
    for ch in a:
        if ch == '"':
            q = not q; had = True; continue
        if ch.isspace() and not q:
            if cur or had: out.append(cur)
            cur, had = "", False
            continue
        cur += ch
    if cur or had: out.append(cur)
    return out
out = []
def run(cmds, v):
    stack = [True]
    i = 0
    while i < len(cmds):
        name, args = cmds[i]
        a = args.strip()
        if name == "if":
            c = cond.get(re.sub(r"\s+", " ", a), None)
            if c is None: sys.exit("unknown condition " + a)
            stack.append(stack[-1] and c)
        elif name == "else":
            stack[-1] = (not stack[-1]) and stack[-2]
        elif name == "endif":
            stack.pop()
        elif name == "endforeach":
            pass
        elif name == "foreach":
            toks = split(a); lv, vals = toks[0], toks[1:]
            depth, j = 1, i + 1
            while depth:
                if cmds[j][0] == "foreach": depth += 1
                if cmds[j][0] == "endforeach": depth -= 1
                j += 1
            if stack[-1]:
                for val in vals:
                    v2 = dict(v); v2[lv] = val
                    run(cmds[i + 1:j - 1], v2)
            i = j; continue
        elif not stack[-1]:
            pass
        elif name == "string":
            toks = split(a)
            if toks[0] == "REGEX" and toks[1] == "REPLACE":
                v[toks[4]] = re.sub(toks[2], toks[3], subst(toks[5], v))
        elif name == "add_bittest":
            toks = [subst(t, v) for t in split(a)]
            if len(toks) < 6: sys.exit("short: %r %r" % (a, toks))
            prog, nm, argl, outf, inf, md5 = toks[:6]
            out.append("|".join(["BIT", prog, nm, " ".join(argl.split(";")), outf, inf, md5]))
        elif name == "add_test":
            toks = [subst(t, v) for t in split(a)]
            nm = toks[0]
            rest = [t for t in toks[1:] if t != "${CMAKE_CROSSCOMPILING_EMULATOR}"]
            if rest and rest[0].startswith("${MD5CMP}"):
                out.append("|".join(["MD5", nm, rest[1], rest[2]]))
            elif rest and rest[0].startswith(("cjpeg", "djpeg", "jpegtran")):
                prog = rest[0].replace("${suffix}", "")
                out.append("|".join(["RUN", prog, nm, " ".join(rest[1:])]))
            else:
                out.append("|".join(["SKIP", nm, " ".join(rest)]))
        i += 1
run(cmds, var)
print("\n".join(out))
