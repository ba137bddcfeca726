#!/usr/bin/env bash
# clang-diff.sh - where clang-19 forms ldp/stp that memopt does not (and
# the reverse), per function, with the reasons memopt-pairs gives.
#
# Usage:
#   bench/pairs/clang-diff.sh [--top N] FILE.c...    compile each FILE at -O2
#       with aarch64-linux-gnu-gcc-12 alone, with the plugin
#       (-fplugin-arg-memopt-lse=off -fplugin-arg-memopt-verbose) and with
#       clang-19 --target=aarch64-linux-gnu, then report
#   bench/pairs/clang-diff.sh [--top N] --asm DIR    report on assembly
#       already made (make bench-pairs keeps it: DIR/GROUP/NAME.gcc.s,
#       NAME.mo.s, NAME.c19.s and NAME.mo.why, the plugin's verbose lines)
# Environment: BUILD (default build), PLUGIN_ARGS (default
# -fplugin-arg-memopt-lse=off), LEVEL (default O2).
#
# Pairs are counted per function (ldp, stp, ldpsw lines between the
# function's label and its .size); functions are matched by name, so a
# function that one compiler inlines away or clones (foo.constprop.0) is
# listed apart.  The reasons are those of the pass's second instance
# (after sched2, the last word on a function), from the verbose lines
#   memopt-pairs[2] FUNC: Refused: REASON: insns ...
#   memopt-pairs[2] FUNC: Not a candidate: REASON: insn ...
# (plugin/gcc/rtl-pairs-ldp.cc, mo_prefusal_phrase in plugin/core/pairs.c):
# a couple with the shape of a pair (same base, offsets one size apart)
# that stayed single and why, and memory accesses that never were
# candidates.  A function can have more pairs in clang for reasons no
# refusal shows (clang unrolls, vectorises or allocates differently, or
# the accesses GCC emits are not adjacent in memory at all); the table
# says so when the function has no refusal line.
#
# Output: markdown on stdout: the totals, the reasons over the functions
# where clang-19 has more pairs, and the functions with the largest
# differences either way.
set -uo pipefail

top=40 asm=""
while [ $# -gt 0 ]; do
  case $1 in
    --top) top=${2:?}; shift 2 ;;
    --asm) asm=${2:?}; shift 2 ;;
    -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "clang-diff: unknown option '$1'" >&2; exit 2 ;;
    *) break ;;
  esac
done

if [ -z "$asm" ]; then
  [ $# -gt 0 ] || { echo "clang-diff: no files (or --asm DIR)" >&2; exit 2; }
  B=${BUILD:-build}
  CC=aarch64-linux-gnu-gcc-12
  PLUGIN=$(realpath "$B/$CC/memopt.so")
  PARGS=${PLUGIN_ARGS--fplugin-arg-memopt-lse=off -fplugin-arg-memopt-phi=off -fplugin-arg-memopt-dse=off}
  LEVEL=${LEVEL:-O2}
  asm=$(mktemp -d)
  trap 'rm -rf "$asm"' EXIT
  mkdir -p "$asm/files"
  for f in "$@"; do
    n=$(basename "$f" .c) d=$asm/files
    $CC -"$LEVEL" -w -S "$f" -o "$d/$n.gcc.s" || continue
    # shellcheck disable=SC2086
    $CC -"$LEVEL" -w -fplugin="$PLUGIN" $PARGS -fplugin-arg-memopt-verbose -S "$f" \
      -o "$d/$n.mo.s" 2>&1 | grep -a '^memopt-pairs\[' > "$d/$n.mo.why"
    clang-19 --target=aarch64-linux-gnu -"$LEVEL" -w \
      -S "$f" -o "$d/$n.c19.s" || rm -f "$d/$n.mo.s"
  done
fi

python3 - "$asm" "$top" <<'EOF'
import collections, os, re, sys

root, top = sys.argv[1], int(sys.argv[2])
PAIR = re.compile(r'^\t(ldp|stp|ldpsw)\t')

def per_function(path):
    """{function: pairs} of an assembly file."""
    funcs, cur = {}, None
    fn_types = set()
    for line in open(path, errors='replace'):
        m = re.match(r'\s*\.type\s+([^,\s]+),\s*[%@]function', line)
        if m:
            fn_types.add(m.group(1))
            continue
        m = re.match(r'^([^\s:]+):', line)
        if m and m.group(1) in fn_types:
            cur = m.group(1)
            funcs.setdefault(cur, 0)
            continue
        if re.match(r'\s*\.size\s+', line):
            cur = None
            continue
        if cur and PAIR.match(line):
            funcs[cur] += 1
    return funcs

def reasons(path):
    """{function: Counter of 'Refused: reason' / 'Not a candidate: reason'}."""
    out = collections.defaultdict(collections.Counter)
    if not os.path.exists(path):
        return out
    for line in open(path, errors='replace'):
        m = re.match(r'^memopt-pairs\[2\] (\S+): (Refused|Not a candidate): (.*): insns? ', line)
        if m:
            out[m.group(1)][m.group(2) + ': ' + m.group(3)] += 1
    return out

rows = []
for group in sorted(os.listdir(root)):
    gdir = os.path.join(root, group)
    if not os.path.isdir(gdir):
        continue
    for name in sorted(os.listdir(gdir)):
        if not name.endswith('.c19.s'):
            continue
        base = os.path.join(gdir, name[:-len('.c19.s')])
        if not (os.path.exists(base + '.mo.s') and os.path.exists(base + '.gcc.s')):
            continue
        g, mo, cl = (per_function(base + s) for s in ('.gcc.s', '.mo.s', '.c19.s'))
        why = reasons(base + '.mo.why')
        for fn in sorted(set(mo) | set(cl)):
            rows.append((group, os.path.basename(base), fn, g.get(fn), mo.get(fn),
                         cl.get(fn), why.get(fn, collections.Counter())))

def n(x):
    return '-' if x is None else str(x)

both = [r for r in rows if r[4] is not None and r[5] is not None]
more_clang = [r for r in both if r[5] > r[4]]
more_mo = [r for r in both if r[4] > r[5]]
only = [r for r in rows if r[4] is None or r[5] is None]
print('# Pairs clang-19 forms and memopt does not (and the reverse)\n')
print('Generated by bench/pairs/clang-diff.sh: ldp/stp/ldpsw per function, '
      'aarch64-linux-gnu-gcc-12 with memopt against clang-19, both -O2; the reasons '
      'are memopt-pairs\' own (its verbose refusal report, second instance).\n')
print('| | functions | pairs memopt | pairs clang-19 | difference |')
print('|---|---:|---:|---:|---:|')
for label, rs in (('in both compilers\' output', both),
                  ('clang-19 has more', more_clang), ('memopt has more', more_mo)):
    a = sum(r[4] for r in rs); b = sum(r[5] for r in rs)
    print(f'| {label} | {len(rs)} | {a} | {b} | {b - a:+d} |')
a = sum(r[4] or 0 for r in only); b = sum(r[5] or 0 for r in only)
print(f'| in one compiler\'s output only (inlined, cloned, removed) | {len(only)} | {a} | {b} | {b - a:+d} |')

print('\n## memopt\'s reasons in the functions where clang-19 has more pairs\n')
print('Couples of accesses with the shape of a pair that stayed single ("Refused"), and '
      'memory accesses that were never candidates ("Not a candidate"), summed over those '
      'functions; "functions" counts the functions with at least one.\n')
tot = collections.Counter(); fns = collections.Counter()
for r in more_clang:
    tot.update(r[6])
    for k in r[6]:
        fns[k] += 1
silent = sum(1 for r in more_clang if not r[6])
print('| reason | count | functions |')
print('|---|---:|---:|')
for k, c in tot.most_common():
    print(f'| {k} | {c} | {fns[k]} |')
print(f'| (no refusal and no non-candidate access in the function) | - | {silent} |')

def show(rs, title, key):
    print(f'\n## {title}\n')
    print('| corpus | file | function | gcc | memopt | clang-19 | memopt\'s reasons (count) |')
    print('|---|---|---|---:|---:|---:|---|')
    for r in sorted(rs, key=key)[:top]:
        why = '; '.join(f'{k} ({c})' for k, c in r[6].most_common(4)) or 'none reported'
        print(f'| {r[0]} | {r[1]} | {r[2]} | {n(r[3])} | {n(r[4])} | {n(r[5])} | {why} |')

show(more_clang, f'Largest differences, clang-19 ahead (top {top})',
     lambda r: (-(r[5] - r[4]), r[0], r[1], r[2]))
show(more_mo, f'Largest differences, memopt ahead (top {top})',
     lambda r: (-(r[4] - r[5]), r[0], r[1], r[2]))
EOF
