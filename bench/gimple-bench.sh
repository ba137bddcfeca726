#!/usr/bin/env bash
# gimple-bench.sh lse|phi BUILD OUT.md - what memopt's GIMPLE passes buy,
# two builds side by side in one run.
#
#   lse  GCC 12 alone (A) against GCC 12 with memopt (B); writes
#        RESULTS-lse.md (make bench-lse)
#   phi  memopt with phi=off (A) against phi=on (B), every other pass the
#        same: what memopt-phi (PHI-translated loads and load PRE) adds
#        over the heap LSE; writes RESULTS-phi.md (make bench-phi)
#
#  1. Static, at -O1 and -O2 on a corpus (tests/, every 5th torture test,
#     zlib): memory operations removed beyond GCC 12, counted from the
#     remarks by plugin/remarks.tsv (its COUNTER and KIND columns: no
#     phrase is copied here).  lse: loads and stores removed by the heap
#     LSE and by DSE, with memopt-phi off (phi measures it), and the loads
#     and stores in memopt's memory IR (what was there to remove); phi:
#     loads removed with phi=off and phi=on, and of the latter those
#     memopt-phi replaced by a PHI, made fully redundant with one load on
#     an edge (PRE), or by one value translated through PHIs.  Every
#     remark is one load or store that GCC 12 left: the passes run after
#     GCC's own FRE/PRE.
#  2. Dynamic: data reads and writes executed on x86-64 (cachegrind's Dr
#     and Dw, exact) for zlib's example and minigzip, and for the execute
#     tests (lse: -O2; phi: -O1 and -O2), built A and B.
#  3. Compile time: CPU time to compile zlib at -O2, alternating, best of
#     ROUNDS (lse: without and with the plugin; phi: without, phi=off and
#     phi=on: memopt-phi's share is the last over the middle).
#  4. lse only: scaling, generated functions of 1,000 to 100,000 memory
#     operations; the passes' own time (-ftime-report, "plugin
#     execution") per operation, and the core alone (bench-lse-scale).
# RESULTS-lse.md's section "## Dynamic redundancy (profiler)", written by
# make bench-redundancy (bench/redundancy.sh), is kept at its end.
set -euo pipefail

usage="usage: gimple-bench.sh lse|phi BUILD OUT.md"
MODE=${1:?$usage}
B=${2:?$usage}
OUT=${3:?$usage}
case $MODE in lse|phi) ;; *) echo "$usage" >&2; exit 2 ;; esac
ROUNDS=${ROUNDS:-5}
CC=gcc-12
PLUGIN=$(realpath "$B/gcc-12/memopt.so")
REMARKS=$(realpath plugin/remarks.tsv)
B=$(realpath "$B")
W=$B/bench-$MODE
rm -rf "$W"
mkdir -p "$W"
JOBS=$(nproc)
log() { echo "bench-$MODE: $*" >&2; }
# shellcheck source=bench/bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"

# The two builds compared.  Paths of equal length for their outputs: the
# loader reads the program's path.
if [ "$MODE" = lse ]; then
  A_FLAGS=(); B_FLAGS=(-fplugin="$PLUGIN")
  A_DIR=gcc; B_DIR=mem
  TEST_LEVELS="O2"
else
  A_FLAGS=(-fplugin="$PLUGIN" -fplugin-arg-memopt-phi=off)
  B_FLAGS=(-fplugin="$PLUGIN" -fplugin-arg-memopt-phi=on)
  A_DIR=off; B_DIR=on_
  TEST_LEVELS="O1 O2"
fi

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
# remark_totals FILE: "NAME=N ..." for every kind and every counter of
# plugin/remarks.tsv, counting FILE's remarks (each is of one kind).
remark_totals() {
  awk -F'\t' 'NR == FNR { if (!/^#/ && NF >= 5) { n++; k[n] = $1; re[n] = $3; c[n] = $4 }; next }
              /memopt: / { for (i = 1; i <= n; i++) if ($0 ~ re[i]) { kc[i]++; cc[c[i]]++; break } }
              END { for (i = 1; i <= n; i++) printf "%s=%d %s=%d ", k[i], kc[i] + 0, c[i], cc[c[i]] + 0
                    print "" }' "$REMARKS" "$1"
}
# total NAME TOTALS: NAME's number in a remark_totals line (0 if absent).
total() {
  tr ' ' '\n' <<<"$2" | awk -F= -v k="$1" '$1 == k { print $2; found = 1; exit } END { if (!found) print 0 }'
}

# static_lse LEVEL FILE: "loads stores irloads irstores dead moved"
# (moved: stores sunk to a later block or merged at a join).
static_lse() {
  local level=$1 src d t il is
  src=$(realpath "$2")
  d=$(mktemp -d "$W/s.XXXXXX")
  (cd "$d" && $CC -"$level" -w -c "$src" -o x.o -I"$B/zlib" \
     -fplugin="$PLUGIN" -fopt-info-optimized=remarks.txt \
     -fplugin-arg-memopt-verbose -fplugin-arg-memopt-phi=off >/dev/null 2>ir.txt) \
    || { rm -rf "$d"; echo "0 0 0 0 0 0"; return; }
  t=$(remark_totals "$d/remarks.txt")
  il=$(awk '/^memopt-lse: / {n += $3} END {print n + 0}' "$d/ir.txt")
  is=$(awk '/^memopt-lse: / {n += $5} END {print n + 0}' "$d/ir.txt")
  rm -rf "$d"
  echo "$(total loads-removed "$t") $(total stores-removed "$t") $il $is" \
       "$(total dead-stores "$t") $(total stores-moved "$t")"
}

# static_phi LEVEL FILE: "loads_off loads_on phi_full phi_partial phi_single"
static_phi() {
  local level=$1 src d cfg toff ton
  src=$(realpath "$2")
  d=$(mktemp -d "$W/s.XXXXXX")
  for cfg in off on; do
    (cd "$d" && $CC -"$level" -w -c "$src" -o x.o -I"$B/zlib" \
       -fplugin="$PLUGIN" -fplugin-arg-memopt-phi=$cfg -fopt-info-optimized=$cfg.txt >/dev/null 2>&1) \
      || { rm -rf "$d"; echo "0 0 0 0 0"; return; }
  done
  toff=$(remark_totals "$d/off.txt")
  ton=$(remark_totals "$d/on.txt")
  rm -rf "$d"
  echo "$(total loads-removed "$toff") $(total loads-removed "$ton") $(total phi "$ton")" \
       "$(total load-pre "$ton") $(total phi-translated "$ton")"
}
export -f static_lse static_phi remark_totals total
export CC PLUGIN W B REMARKS

for level in O1 O2; do
  log "static counts at -$level"
  xargs -P "$JOBS" -I{} bash -c 'static_'"$MODE"' '"$level"' "$1"' _ {} < "$corpus" \
    | awk '{for (i = 1; i <= NF; i++) s[i] += $i; if ($2 > $1) n++; nf = NF}
	   END {for (i = 1; i <= nf; i++) printf "%d ", s[i]; print n + 0}' > "$W/static-$level.txt"
done

# ---------------------------------------------------------------- dynamic
zlib_input
for level in O1 O2; do
  log "zlib at -$level, $A_DIR and $B_DIR"
  build_zlib "$W/$A_DIR/zlib-$level" -"$level" "${A_FLAGS[@]}"
  build_zlib "$W/$B_DIR/zlib-$level" -"$level" "${B_FLAGS[@]}"
  dyn_zlib "$W/$A_DIR/zlib-$level" > "$W/dyn-zlib-$level-a.txt"
  dyn_zlib "$W/$B_DIR/zlib-$level" > "$W/dyn-zlib-$level-b.txt"
done

log "execute tests under cachegrind"
mkdir -p "$W/$A_DIR" "$W/$B_DIR"
for level in $TEST_LEVELS; do
  : > "$W/dyn-tests-$level.txt"
  for f in $(grep -l '@run' tests/*/*.c 2>/dev/null || true); do
    cflags=$(sed -n 's|.*// @cflags ||p' "$f" | head -1)
    # shellcheck disable=SC2086
    $CC -"$level" -w $cflags "$f" -o "$W/$A_DIR/t" -lm "${A_FLAGS[@]}" 2>/dev/null || continue
    # shellcheck disable=SC2086
    $CC -"$level" -w $cflags "$f" -o "$W/$B_DIR/t" -lm "${B_FLAGS[@]}" 2>/dev/null || continue
    echo "$(basename "$f") $(cg "$W/$A_DIR/t") $(cg "$W/$B_DIR/t")" >> "$W/dyn-tests-$level.txt"
  done
done

# ---------------------------------------------------------------- compile time
min() { awk -v a="$1" -v b="$2" 'BEGIN {print (b < a) ? b : a}'; }
best_none=999999; best_a=999999; best_b=999999
for r in $(seq "$ROUNDS"); do
  t0=$(cpu_time compile_zlib_objs)
  if [ "$MODE" = phi ]; then t1=$(cpu_time compile_zlib_objs "${A_FLAGS[@]}"); else t1=$t0; fi
  t2=$(cpu_time compile_zlib_objs "${B_FLAGS[@]}")
  best_none=$(min "$best_none" "$t0")
  best_a=$(min "$best_a" "$t1")
  best_b=$(min "$best_b" "$t2")
  log "compile round $r: without $t0 s, $A_DIR $t1 s, $B_DIR $t2 s"
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
core_scale=""
if [ "$MODE" = lse ]; then
  : > "$W/scale.txt"
  for n in 1000 10000 100000; do
    gen_func "$n" > "$W/scale-$n.c"
    # -ftime-report leaves out passes below its threshold: no line is 0.
    pt=$($CC -O1 -w -c "$W/scale-$n.c" -o /dev/null -fplugin="$PLUGIN" -ftime-report 2>&1 \
         | awk -F: '/plugin execution/ && !done {split($2, a, " "); print a[1]; done = 1}')
    tot=$(cpu_time $CC -O1 -w -c "$W/scale-$n.c" -o /dev/null -fplugin="$PLUGIN")
    plain=$(cpu_time $CC -O1 -w -c "$W/scale-$n.c" -o /dev/null)
    echo "$n ${pt:-0} $tot $plain" >> "$W/scale.txt"
    log "scaling: $n memory operations: pass ${pt:-0} s, whole compile $tot s (without the plugin $plain s)"
  done
  # The core alone on synthetic functions (tests/unit/bench-lse-scale.c).
  if [ -x "$B/bench-lse-scale" ]; then
    core_scale=$("$B/bench-lse-scale" 2>&1 || true)
  fi
fi

# ---------------------------------------------------------------- report
# The dynamic table's rows: zlib per level, then the execute tests.
dynamic_rows() {
  local level r0 w0 r1 w1
  for level in O1 O2; do
    read -r r0 w0 < "$W/dyn-zlib-$level-a.txt"
    read -r r1 w1 < "$W/dyn-zlib-$level-b.txt"
    if [ "$MODE" = lse ]; then
      echo "| zlib example + minigzip | -$level | $r0 | $r1 | $w0 | $w1 |"
    else
      awk -v a="$r0" -v b="$r1" -v c="$w0" -v d="$w1" -v l="$level" \
	'BEGIN {printf "| zlib example + minigzip | -%s | %d | %d | %+d | %d | %d | %+d |\n", l, a, b, b - a, c, d, d - c}'
    fi
  done
  for level in $TEST_LEVELS; do
    if [ "$MODE" = lse ]; then
      awk -v l="$level" '{r0 += $2; w0 += $3; r1 += $4; w1 += $5; n++}
	   END {printf "| %d execute tests | -%s | %d | %d | %d | %d |\n", n, l, r0, r1, w0, w1}' \
	"$W/dyn-tests-$level.txt"
    else
      awk -v l="$level" '{a += $2; b += $4; c += $3; d += $5; n++}
	   END {printf "| %d execute tests | -%s | %d | %d | %+d | %d | %d | %+d |\n", n, l, a, b, b - a, c, d, d - c}' \
	"$W/dyn-tests-$level.txt"
    fi
  done
}

report_lse() {
  local level l s il is dead moved files
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
    read -r l s il is dead moved files < "$W/static-$level.txt"
    echo "| -$level | $l | $s | $dead | $moved | $il | $is |"
  done
  echo
  echo "## Dynamic: data reads (Dr) and writes (Dw) executed, x86-64, cachegrind"
  echo
  echo "| workload | level | Dr GCC 12 | Dr memopt | Dw GCC 12 | Dw memopt |"
  echo "|---|---|---:|---:|---:|---:|"
  dynamic_rows
  echo
  echo "## Compile time (zlib, -O2, best of $ROUNDS alternating rounds, CPU seconds)"
  echo
  echo "| without plugin | with plugin | ratio |"
  echo "|---:|---:|---:|"
  awk -v a="$best_none" -v b="$best_b" 'BEGIN {printf "| %.3f | %.3f | %.4f |\n", a, b, b / a}'
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
}

report_phi() {
  local level off on full partial single files
  echo "# memopt-phi: benchmark"
  echo
  echo "Measured by \`make bench-phi\` on $(date -u +%Y-%m-%d), $(nproc) cores, $($CC --version | head -1)."
  echo "The plugin with \`phi=off\` against \`phi=on\`, everything else equal, in one run."
  echo "Corpus: $(wc -l < "$corpus") C files (tests/, every 5th torture test, zlib)."
  echo
  echo "## Static: loads removed beyond GCC 12"
  echo
  echo "| level | memopt, phi=off | memopt, phi=on | by a PHI | made fully redundant (one load on an edge) | by one value | files that gained |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
  for level in O1 O2; do
    read -r off on full partial single files < "$W/static-$level.txt"
    echo "| -$level | $off | $on | $full | $partial | $single | $files |"
  done
  echo
  echo "A load made fully redundant costs one load placed on one edge: the"
  echo "static count of loads stays; the paths through the other predecessors"
  echo "(in a loop: every iteration after the first) lose one."
  echo
  echo "## Dynamic: data reads (Dr) and writes (Dw) executed, x86-64, cachegrind"
  echo
  echo "Writes can grow: a value carried in a register across a loop instead"
  echo "of reloaded may be spilled."
  echo
  echo "| workload | level | Dr phi=off | Dr phi=on | change | Dw phi=off | Dw phi=on | change |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  dynamic_rows
  echo
  echo "Execute tests whose reads changed:"
  echo
  echo "| test | level | Dr phi=off | Dr phi=on |"
  echo "|---|---|---:|---:|"
  for level in $TEST_LEVELS; do
    awk -v l="$level" '$2 != $4 {printf "| %s | -%s | %d | %d |\n", $1, l, $2, $4}' \
      "$W/dyn-tests-$level.txt"
  done
  echo
  echo "## Compile time (zlib, -O2, best of $ROUNDS alternating rounds, CPU seconds)"
  echo
  echo "| without plugin | phi=off | phi=on | phi=on / phi=off |"
  echo "|---:|---:|---:|---:|"
  awk -v a="$best_none" -v b="$best_a" -v c="$best_b" \
    'BEGIN {printf "| %.3f | %.3f | %.3f | %.4f |\n", a, b, c, c / b}'
}

"report_$MODE" > "$OUT.new"
# make bench-redundancy's section, kept (it runs to the next "## " heading)
if [ -f "$OUT" ] && grep -qx '## Dynamic redundancy (profiler)' "$OUT"; then
  { echo; awk '/^## / { keep = ($0 == "## Dynamic redundancy (profiler)") } keep' "$OUT"; } >> "$OUT.new"
fi
mv "$OUT.new" "$OUT"
cat "$OUT"
