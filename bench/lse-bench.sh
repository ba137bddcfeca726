#!/usr/bin/env bash
# lse-bench.sh BUILD OUT.md - what the GIMPLE passes of memopt buy, measured
# side by side in one run.
#
#  1. Static: memory operations removed beyond GCC 12 at -O1 and -O2 on a
#     corpus (tests/, a sample of the torture suite, zlib), with memopt-phi
#     off (phi-bench.sh measures what it adds).  Every remark is
#     one load or store that GCC 12 left and memopt removed, because the
#     passes run after GCC's own FRE/PRE.  The "left by GCC" column counts
#     the loads and stores in memopt's memory IR, i.e. what was there to
#     remove.
#  2. Dynamic: data reads and writes executed on x86-64 (cachegrind's Dr and
#     Dw, exact counts) for zlib's example and minigzip, and for the execute
#     tests, each built with and without the plugin.
#  3. Compile time: CPU time to compile zlib with the plugin over without,
#     alternating the two, best of ROUNDS.
#  4. Scaling: generated functions of 1,000 to 100,000 memory operations;
#     the pass's own time (-ftime-report, "plugin execution") per operation.
# OUT.md's section "## Dynamic redundancy (profiler)", written by make
# bench-redundancy (bench/redundancy.sh), is kept at its end.
set -euo pipefail

B=${1:?usage: lse-bench.sh BUILD OUT.md}
OUT=${2:?usage: lse-bench.sh BUILD OUT.md}
ROUNDS=${ROUNDS:-5}
CC=gcc-12
PLUGIN=$(realpath "$B/gcc-12/memopt.so")
B=$(realpath "$B")
W=$B/bench-lse
rm -rf "$W"
mkdir -p "$W"
JOBS=$(nproc)
log() { echo "bench: $*" >&2; }
# shellcheck source=bench/bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"

# ---------------------------------------------------------------- corpus
corpus=$W/corpus.txt
{
  ls tests/*/*.c 2>/dev/null | grep -v '^tests/unit/' || true
  if [ -d "$B/torture" ]; then
    find "$B/torture" -path '*execute/*.c' -not -path '*/ieee/*' | sort | awk 'NR % 5 == 0'
  fi
  ls "$B"/zlib/*.c
} > "$corpus"
log "corpus: $(wc -l < "$corpus") files"

# ---------------------------------------------------------------- static
# static_one LEVEL FILE: prints "loads stores irloads irstores dead moved"
# for FILE (moved: stores sunk to a later block or merged at a join).
static_one() {
  local level=$1 f=$2 d
  local src
  src=$(realpath "$f")
  d=$(mktemp -d "$W/s.XXXXXX")
  (cd "$d" && $CC -"$level" -w -c "$src" -o x.o -I"$B/zlib" \
     -fplugin="$PLUGIN" -fopt-info-optimized=remarks.txt \
     -fplugin-arg-memopt-verbose -fplugin-arg-memopt-phi=off >/dev/null 2>ir.txt) || { rm -rf "$d"; echo "0 0 0 0 0 0"; return; }
  local l s il is dead moved
  l=$(grep -cE 'memopt: (load of .* replaced by|loop-invariant load of)' "$d/remarks.txt" || true)
  s=$(grep -cE 'memopt: redundant store to' "$d/remarks.txt" || true)
  il=$(awk '/^memopt-lse: / {n += $3} END {print n + 0}' "$d/ir.txt")
  is=$(awk '/^memopt-lse: / {n += $5} END {print n + 0}' "$d/ir.txt")
  dead=$(grep -cE 'memopt: dead store to' "$d/remarks.txt" || true)
  moved=$(grep -cE 'memopt: (store to .* sunk to|stores to .* merged at)' "$d/remarks.txt" || true)
  rm -rf "$d"
  echo "$l $s $il $is $dead $moved"
}
export -f static_one
export CC PLUGIN W B

for level in O1 O2; do
  log "static counts at -$level"
  xargs -P "$JOBS" -I{} bash -c 'static_one '"$level"' "$1"' _ {} < "$corpus" \
    | awk '{l+=$1; s+=$2; il+=$3; is+=$4; d+=$5; m+=$6} END {print l+0, s+0, il+0, is+0, d+0, m+0}' > "$W/static-$level.txt"
done

# ---------------------------------------------------------------- dynamic
zlib_input
for level in O1 O2; do
  log "zlib at -$level with and without the plugin"
  build_zlib "$W/gcc/zlib-$level" -"$level"
  build_zlib "$W/mem/zlib-$level" -"$level" -fplugin="$PLUGIN"
  dyn_zlib "$W/gcc/zlib-$level" > "$W/dyn-zlib-$level-gcc.txt"
  dyn_zlib "$W/mem/zlib-$level" > "$W/dyn-zlib-$level-memopt.txt"
done

log "execute tests under cachegrind"
mkdir -p "$W/gcc" "$W/mem"   # paths of equal length: the loader reads them
: > "$W/dyn-tests.txt"
for f in $(grep -l '@run' tests/*/*.c 2>/dev/null || true); do
  cflags=$(sed -n 's|.*// @cflags ||p' "$f" | head -1)
  # shellcheck disable=SC2086
  $CC -O2 -w $cflags "$f" -o "$W/gcc/t" -lm 2>/dev/null || continue
  # shellcheck disable=SC2086
  $CC -O2 -w $cflags "$f" -o "$W/mem/t" -lm -fplugin="$PLUGIN" 2>/dev/null || continue
  echo "$(cg "$W/gcc/t") $(cg "$W/mem/t")" >> "$W/dyn-tests.txt"
done

# ---------------------------------------------------------------- compile time
best_without=999999; best_with=999999
for r in $(seq "$ROUNDS"); do
  t0=$(cpu_time compile_zlib_objs)
  t1=$(cpu_time compile_zlib_objs -fplugin="$PLUGIN")
  best_without=$(awk -v a="$best_without" -v b="$t0" 'BEGIN {print (b < a) ? b : a}')
  best_with=$(awk -v a="$best_with" -v b="$t1" 'BEGIN {print (b < a) ? b : a}')
  log "compile round $r: without $t0 s, with $t1 s"
done

# ---------------------------------------------------------------- scaling
# gen_func N: a function of about N memory operations through pointers that
# may alias, struct fields, array slots and calls that may write memory.
gen_func() {
  awk -v n="$1" 'BEGIN {
    srand(1);
    print "struct s { int a, b, c, d; };";
    print "extern void ext (int);";
    print "int f (struct s *p, struct s *q, int *r, int x) {";
    print "  int t = x;";
    split("a b c d", fld, " ");
    for (i = 0; i < n / 4; i++) {
      k = fld[int(rand() * 4) + 1]; m = fld[int(rand() * 4) + 1];
      j = int(rand() * 16);
      printf "  p->%s = t + %d; t += q->%s; r[%d] = t; t ^= p->%s;\n", k, i, m, j, k;
      if (i % 64 == 63) print "  ext (t);";
    }
    print "  return t;";
    print "}";
  }'
}
: > "$W/scale.txt"
for n in 1000 10000 100000; do
  gen_func "$n" > "$W/scale-$n.c"
  # -ftime-report leaves out passes below its threshold: no line is 0.
  pt=$($CC -O1 -w -c "$W/scale-$n.c" -o /dev/null -fplugin="$PLUGIN" -ftime-report 2>&1 \
       | awk -F: '/plugin execution/ && !done {split($2, a, " "); print a[1]; done = 1}')
  total=$(cpu_time $CC -O1 -w -c "$W/scale-$n.c" -o /dev/null -fplugin="$PLUGIN")
  plain=$(cpu_time $CC -O1 -w -c "$W/scale-$n.c" -o /dev/null)
  echo "$n ${pt:-0} $total $plain" >> "$W/scale.txt"
  log "scaling: $n memory operations: pass ${pt:-0} s, whole compile $total s (without the plugin $plain s)"
done

# The core alone on synthetic functions (tests/unit/bench-lse-scale.c):
# instructions per memory operation under callgrind, which counts exactly.
core_scale=""
if [ -x "$B/bench-lse-scale" ]; then
  core_scale=$("$B/bench-lse-scale" 2>&1 || true)
fi

# ---------------------------------------------------------------- report
{
  echo "# memopt GIMPLE passes: benchmark"
  echo
  echo "Measured by \`make bench\` on $(date -u +%Y-%m-%d), $(nproc) cores, $($CC --version | head -1)."
  echo "Corpus: $(wc -l < "$corpus") C files (tests/, every 5th torture test, zlib $(grep -m1 'define ZLIB_VERSION' "$B/zlib/zlib.h" | awk '{print $3}'))."
  echo
  echo "## Static: loads and stores removed beyond GCC 12"
  echo
  echo "| level | loads removed (LSE) | redundant stores removed (LSE) | dead stores removed (DSE) | stores sunk or merged (DSE) | loads left by GCC | stores left by GCC |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for level in O1 O2; do
    read -r l s il is dead moved < "$W/static-$level.txt"
    echo "| -$level | $l | $s | $dead | $moved | $il | $is |"
  done
  echo
  echo "## Dynamic: data reads (Dr) and writes (Dw) executed, x86-64, cachegrind"
  echo
  echo "| workload | level | Dr GCC 12 | Dr memopt | Dw GCC 12 | Dw memopt |"
  echo "|---|---|---:|---:|---:|---:|"
  for level in O1 O2; do
    read -r r0 w0 < "$W/dyn-zlib-$level-gcc.txt"
    read -r r1 w1 < "$W/dyn-zlib-$level-memopt.txt"
    echo "| zlib example + minigzip | -$level | $r0 | $r1 | $w0 | $w1 |"
  done
  awk '{r0 += $1; w0 += $2; r1 += $3; w1 += $4; n++}
       END {printf "| %d execute tests | -O2 | %d | %d | %d | %d |\n", n, r0, r1, w0, w1}' "$W/dyn-tests.txt"
  echo
  echo "## Compile time (zlib, -O2, best of $ROUNDS alternating rounds, CPU seconds)"
  echo
  echo "| without plugin | with plugin | ratio |"
  echo "|---:|---:|---:|"
  awk -v a="$best_without" -v b="$best_with" 'BEGIN {printf "| %.3f | %.3f | %.4f |\n", a, b, b / a}'
  echo
  echo "## Scaling: one generated function, -O1"
  echo
  echo "The pass's own time is -ftime-report's \"plugin execution\" (0 where it is"
  echo "below the report's threshold); the whole compile grows faster than linearly"
  echo "with or without the plugin: that is GCC's own passes."
  echo
  echo "| memory operations | pass time (s) | µs per operation | whole compile (s) | without plugin (s) |"
  echo "|---:|---:|---:|---:|---:|"
  awk '{printf "| %d | %.2f | %.3f | %.2f | %.2f |\n", $1, $2, ($2 * 1e6) / $1, $3, $4}' "$W/scale.txt"
  if [ -n "$core_scale" ]; then
    echo
    echo "The core alone (\`build/bench-lse-scale\`, synthetic functions, wall clock):"
    echo
    echo '```'
    echo "$core_scale"
    echo '```'
  fi
} > "$OUT.new"
# make bench-redundancy's section, kept (it runs to the next "## " heading)
if [ -f "$OUT" ] && grep -qx '## Dynamic redundancy (profiler)' "$OUT"; then
  { echo; awk '/^## / { keep = ($0 == "## Dynamic redundancy (profiler)") } keep' "$OUT"; } >> "$OUT.new"
fi
mv "$OUT.new" "$OUT"
cat "$OUT"
