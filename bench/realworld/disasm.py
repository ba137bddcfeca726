"""disasm.py - a real-world build's programs read back: every function's
instructions (objdump -d of each ELF program the build made), the direct
calls between functions, and whether two builds of a function differ
only in layout.

Layout: a function whose instructions are the same in both builds but
for addresses, numbers and alignment padding executes the nops before
a loop head that moved with the code before it (memopt made a function
earlier in the file a few bytes shorter): counted per function it can
"regress" by a few per cent with no transformation in it.  Such a
function is not memopt's doing, and func-report.py lists it apart.  The
comparison is the one memopt-verify run --perf makes (verify/perf.c,
perf_code_awk): comments, <symbol> operands and numbers dropped, nop,
data16, cs and xchg %ax,%ax lines dropped:

    gcc build:     add  $0x1,%rax       memopt build:  add  $0x1,%rax
                   nopl 0x0(%rax)                      cmp  %rdx,%rax
                   cmp  %rdx,%rax                      jne  4c30 <f+0x20>
                   jne  4b10 <f+0x20>
    normalized, both:  add $N,%rax / cmp %rdx,%rax / jne N

Used by inline_groups.py and func-report.py; no command line.
"""

import os
import re
import subprocess

FUNC = re.compile(r"^[0-9a-f]+ <([^>]+)>:$")
# x86-64: call / jmp; AArch64: bl / b (a tail call), with their target's
# symbol and no offset: a jump inside a function names <f+0x1c>.
CALL = re.compile(r"\s(?:call|callq|jmp|jmpq|bl|b)\s+[0-9a-f]+ <([^>+]+)>$")
_cache = {}


def _is_elf(path):
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def programs(config_dir):
    """The ELF files a build made (its objects in obj/ left out)."""
    found = []
    for root, dirs, files in os.walk(config_dir):
        dirs[:] = [d for d in dirs if d not in ("obj", "funcs", "outputs")]
        for name in files:
            path = os.path.join(root, name)
            if not os.path.islink(path) and _is_elf(path):
                found.append(path)
    return sorted(found)


def objdump_for(target):
    return "aarch64-linux-gnu-objdump" if target.startswith("aarch64") \
        else "objdump"


def functions(config_dir, target):
    """{symbol: [[instruction lines] per program that defines it]} of the
    build in CONFIG_DIR (cached)."""
    key = (os.path.abspath(config_dir), target)
    if key in _cache:
        return _cache[key]
    result = {}
    for path in programs(config_dir):
        try:
            text = subprocess.run([objdump_for(target), "-d",
                                   "--no-show-raw-insn", path],
                                  capture_output=True, text=True,
                                  errors="replace", check=False).stdout
        except OSError:
            continue
        current = None
        for line in text.splitlines():
            m = FUNC.match(line)
            if m:
                current = []
                result.setdefault(m.group(1), []).append(current)
            elif current is not None and line.startswith(" ") and ":\t" in line:
                current.append(line.split(":\t", 1)[1])
    _cache[key] = result
    return result


def forget():
    """Drop the disassemblies read so far (they take memory)."""
    _cache.clear()


def callers(config_dir, target):
    """{callee symbol: {caller symbols}}: direct calls and tail calls."""
    graph = {}
    for caller, bodies in functions(config_dir, target).items():
        for body in bodies:
            for insn in body:
                m = CALL.search("\t" + insn)
                if m and m.group(1) != caller:
                    graph.setdefault(m.group(1).split("@", 1)[0],
                                     set()).add(caller)
    return graph


NUMBER = re.compile(r"(?<=[#$ ,\t(\[])-?[0-9]+")


def normalized(insn):
    """An instruction without comment, symbols or numbers; None for a
    padding instruction."""
    l = re.sub(r"([ \t]+# |[ \t]*//).*$", "", insn)
    l = re.sub(r"<[^>]*>", "", l)
    l = re.sub(r"0x[0-9a-f]+", "N", l)
    l = re.sub(r"\b(?=[0-9a-f]*[0-9])[0-9a-f]{3,}\b", "N", l)
    l = NUMBER.sub("N", "\t" + l)[1:]
    words = l.split()
    if not words:
        return None
    m = words[0]
    if "nop" in m or m in ("data16", "cs") or re.search(r"xchg +%ax,%ax", l):
        return None
    return " ".join(words)


def code(bodies):
    """The normalized code of a symbol's bodies (a tuple per program)."""
    return sorted(tuple(n for n in map(normalized, b) if n) for b in bodies)


def layout_only(symbol, control, plugin):
    """True when SYMBOL's code in the two builds' functions() differs at
    most in layout (and it is in both)."""
    a, b = control.get(symbol), plugin.get(symbol)
    return bool(a) and bool(b) and code(a) == code(b)
