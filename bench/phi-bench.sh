#!/usr/bin/env bash
# phi-bench.sh BUILD OUT.md - what memopt-phi (PHI-translated loads and load
# PRE) adds over the heap LSE alone, measured side by side in one run: the
# plugin with phi=off against the plugin with phi=on (the default), every
# other pass the same.
#
#  1. Static, at -O1 and -O2 on the LSE benchmark's corpus (tests/, every
#     5th torture test, zlib): loads removed by memopt with phi=off and
#     with phi=on, and of the latter those memopt-phi replaced by a PHI,
#     made fully redundant with one load on an edge (PRE: one load placed
#     for one removed, so it saves on every other path), or by one value.
#  2. Dynamic: data reads and writes (cachegrind Dr, Dw, exact) for zlib's
#     example and minigzip and for the execute tests, at -O1 and -O2,
#     phi=off and on.
#  3. Compile time: zlib at -O2 without the plugin, with phi=off and with
#     phi=on, alternating, best of ROUNDS; memopt-phi's share is the last
#     over the middle (the budget: 2%).
set -euo pipefail

B=${1:?usage: phi-bench.sh BUILD OUT.md}
OUT=${2:?usage: phi-bench.sh BUILD OUT.md}
ROUNDS=${ROUNDS:-5}
CC=gcc-12
PLUGIN=$(realpath "$B/gcc-12/memopt.so")
B=$(realpath "$B")
W=$B/bench-phi
rm -rf "$W"
mkdir -p "$W"
JOBS=$(nproc)
log() { echo "bench-phi: $*" >&2; }
# shellcheck source=bench/bench-lib.sh
. "$(dirname "$0")/bench-lib.sh"
OFF=-fplugin-arg-memopt-phi=off
ON=-fplugin-arg-memopt-phi=on

corpus=$W/corpus.txt
{
  ls tests/*/*.c 2>/dev/null | grep -v '^tests/unit/' || true
  find "$B/torture" -path '*execute/*.c' -not -path '*/ieee/*' | sort | awk 'NR % 5 == 0'
  ls "$B"/zlib/*.c
} > "$corpus"
log "corpus: $(wc -l < "$corpus") files"

# ---------------------------------------------------------------- static
LOAD_RE='memopt: (load of .* replaced by|loop-invariant load of|partially redundant load of)'
# static_one LEVEL FILE: "loads_off loads_on phi_full phi_partial phi_single"
static_one() {
  local level=$1 f=$2 d off on full partial single
  local src
  src=$(realpath "$f")
  d=$(mktemp -d "$W/s.XXXXXX")
  for cfg in off on; do
    local flag=$OFF
    [ $cfg = on ] && flag=$ON
    (cd "$d" && $CC -"$level" -w -c "$src" -o x.o -I"$B/zlib" \
       -fplugin="$PLUGIN" "$flag" -fopt-info-optimized=$cfg.txt >/dev/null 2>&1) \
      || { rm -rf "$d"; echo "0 0 0 0 0"; return; }
  done
  off=$(grep -cE "$LOAD_RE" "$d/off.txt" || true)
  on=$(grep -cE "$LOAD_RE" "$d/on.txt" || true)
  full=$(grep -cE 'memopt: load of .* replaced by a PHI of values' "$d/on.txt" || true)
  partial=$(grep -cE 'memopt: partially redundant load of' "$d/on.txt" || true)
  # memopt-phi's single values use LSE's phrase: the rest of the growth.
  single=$(( on - off - full - partial ))
  [ "$single" -lt 0 ] && single=0
  rm -rf "$d"
  echo "$off $on $full $partial $single"
}
export -f static_one
export CC PLUGIN W B OFF ON LOAD_RE

for level in O1 O2; do
  log "static counts at -$level"
  xargs -P "$JOBS" -I{} bash -c 'static_one '"$level"' "$1"' _ {} < "$corpus" \
    | awk '{a+=$1; b+=$2; c+=$3; d+=$4; e+=$5; if ($2 > $1) n++}
	   END {print a+0, b+0, c+0, d+0, e+0, n+0}' > "$W/static-$level.txt"
done

# ---------------------------------------------------------------- dynamic
zlib_input
for level in O1 O2; do
  log "zlib at -$level, phi=off and phi=on"
  # Paths of equal length: the loader reads the program's path.
  build_zlib "$W/off/zlib-$level" -"$level" -fplugin="$PLUGIN" $OFF
  build_zlib "$W/on_/zlib-$level" -"$level" -fplugin="$PLUGIN" $ON
  dyn_zlib "$W/off/zlib-$level" > "$W/dyn-zlib-$level-off.txt"
  dyn_zlib "$W/on_/zlib-$level" > "$W/dyn-zlib-$level-on.txt"
done

log "execute tests under cachegrind"
mkdir -p "$W/off" "$W/on_"
for level in O1 O2; do
  : > "$W/dyn-tests-$level.txt"
  for f in $(grep -l '@run' tests/*/*.c 2>/dev/null || true); do
    cflags=$(sed -n 's|.*// @cflags ||p' "$f" | head -1)
    # shellcheck disable=SC2086
    $CC -"$level" -w $cflags "$f" -o "$W/off/t" -lm -fplugin="$PLUGIN" $OFF 2>/dev/null || continue
    # shellcheck disable=SC2086
    $CC -"$level" -w $cflags "$f" -o "$W/on_/t" -lm -fplugin="$PLUGIN" $ON 2>/dev/null || continue
    echo "$(basename "$f") $(cg "$W/off/t") $(cg "$W/on_/t")" >> "$W/dyn-tests-$level.txt"
  done
done

# ---------------------------------------------------------------- compile time
best_none=999999; best_off=999999; best_on=999999
min() { awk -v a="$1" -v b="$2" 'BEGIN {print (b < a) ? b : a}'; }
for r in $(seq "$ROUNDS"); do
  t0=$(cpu_time compile_zlib_objs)
  t1=$(cpu_time compile_zlib_objs -fplugin="$PLUGIN" $OFF)
  t2=$(cpu_time compile_zlib_objs -fplugin="$PLUGIN" $ON)
  best_none=$(min "$best_none" "$t0")
  best_off=$(min "$best_off" "$t1")
  best_on=$(min "$best_on" "$t2")
  log "compile round $r: without $t0 s, phi=off $t1 s, phi=on $t2 s"
done

# ---------------------------------------------------------------- report
{
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
  for level in O1 O2; do
    read -r r0 w0 < "$W/dyn-zlib-$level-off.txt"
    read -r r1 w1 < "$W/dyn-zlib-$level-on.txt"
    awk -v a="$r0" -v b="$r1" -v c="$w0" -v d="$w1" -v l="$level" \
      'BEGIN {printf "| zlib example + minigzip | -%s | %d | %d | %+d | %d | %d | %+d |\n", l, a, b, b - a, c, d, d - c}'
  done
  for level in O1 O2; do
    awk -v l="$level" '{a += $2; b += $4; c += $3; d += $5; n++}
	 END {printf "| %d execute tests | -%s | %d | %d | %+d | %d | %d | %+d |\n", n, l, a, b, b - a, c, d, d - c}' \
      "$W/dyn-tests-$level.txt"
  done
  echo
  echo "Execute tests whose reads changed:"
  echo
  echo "| test | level | Dr phi=off | Dr phi=on |"
  echo "|---|---|---:|---:|"
  for level in O1 O2; do
    awk -v l="$level" '$2 != $4 {printf "| %s | -%s | %d | %d |\n", $1, l, $2, $4}' \
      "$W/dyn-tests-$level.txt"
  done
  echo
  echo "## Compile time (zlib, -O2, best of $ROUNDS alternating rounds, CPU seconds)"
  echo
  echo "| without plugin | phi=off | phi=on | phi=on / phi=off |"
  echo "|---:|---:|---:|---:|"
  awk -v a="$best_none" -v b="$best_off" -v c="$best_on" \
    'BEGIN {printf "| %.3f | %.3f | %.3f | %.4f |\n", a, b, c, c / b}'
} > "$OUT"
cat "$OUT"
