#!/usr/bin/env bash
# lse-position.sh BUILD - measure where memopt-lse should run.
#
# Builds the gcc-12 and aarch64 plugins with memopt-lse placed after
# different GCC passes, compiles a corpus (every 3rd torture test and zlib)
# at -O1 and -O2 for AArch64, and counts the load and store instructions
# left in the assembly (ldr*, ldp*, str*, stp* and friends) and the remarks.
# Fewer memory instructions in the final code is what counts: a removal
# that a later GCC pass would have made anyway does not show there.
set -euo pipefail
B=${1:?usage: lse-position.sh BUILD}
W=$B/lse-position
rm -rf "$W"; mkdir -p "$W"
INC=$(aarch64-linux-gnu-gcc-12 -print-file-name=plugin)/include
CXXFLAGS="-std=gnu++14 -O2 -fPIC -fno-rtti -fno-exceptions -fvisibility=hidden -w -Iplugin/core -I$INC"
positions="pre:1 fre:1 slsr:1"
for pos in $positions; do
  ref=${pos%:*}; inst=${pos#*:}
  d=$W/$ref-$inst; mkdir -p "$d"
  for f in plugin/gcc/*.cc; do
    g++-12 $CXXFLAGS -DMEMOPT_COMPILER='"aarch64-linux-gnu-gcc-12"' \
      -DMEMOPT_LSE_AFTER="\"$ref\"" -DMEMOPT_LSE_INSTANCE="$inst" -c "$f" -o "$d/$(basename "$f" .cc).o"
  done
  g++-12 -shared -o "$d/memopt.so" "$d"/*.o "$B/core/libmemopt-core.a"
done
{ find "$B/torture" -path '*execute/*.c' -not -path '*/ieee/*' 2>/dev/null | sort | awk 'NR % 3 == 0'; ls "$B"/zlib/*.c; } > "$W/corpus.txt"
count() { # count LEVEL PLUGIN|none FILE -> "memops remarks"
  local level=$1 plug=$2 f=$3 o m r args=()
  o=$(mktemp -d "$W/c.XXXXXX")
  if [ "$plug" != none ]; then
    args=(-fplugin="$plug" -fplugin-arg-memopt-pairs=off -fopt-info-optimized="$o/r.txt")
  fi
  if ! aarch64-linux-gnu-gcc-12 -"$level" -w -S "$f" -o "$o/x.s" -I"$B/zlib" "${args[@]}" 2>/dev/null; then
    rm -rf "$o"; echo "0 0"; return
  fi
  m=$(grep -cE '^\s+(ldr|ldrb|ldrh|ldrsb|ldrsh|ldrsw|ldp|ldpsw|ldur|ldurb|ldurh|ldursw|str|strb|strh|stp|stur|sturb|sturh)\s' "$o/x.s" || true)
  r=$(cat "$o/r.txt" 2>/dev/null | grep -c 'memopt:' || true)
  rm -rf "$o"
  echo "$m ${r:-0}"
}
export -f count; export W B
printf '| position | level | memory instructions (aarch64 asm) | remarks |\n|---|---|---:|---:|\n'
for level in O1 O2; do
  for pos in none $positions; do
    p=none; [ "$pos" = none ] || p=$W/${pos%:*}-${pos#*:}/memopt.so
    xargs -P "$(nproc)" -I{} bash -c "count $level $p {}" < "$W/corpus.txt" \
      | awk -v pos="$pos" -v l="$level" '{m += $1; r += $2} END {printf "| %s | -%s | %d | %d |\n", pos == "none" ? "GCC 12 alone" : "after " pos, l, m, r}'
  done
done
