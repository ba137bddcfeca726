#!/usr/bin/env bash
# remark-diff.sh - what a change of the plugin transforms in the
# real-world suite, from its remarks alone (no run): each project of
# bench/realworld/projects is built with its recipe's rw_build, at -O2,
# once with plugin BEFORE and once with plugin AFTER, for x86-64 and
# AArch64, with -fopt-info-optimized; the remarks of each build are
# counted by kind (plugin/remarks.tsv), and the remark lines only one of
# the two builds has are listed.
#
# Usage: bench/remark-diff.sh OUT BEFORE_DIR AFTER_DIR [PROJECT...]
#   BEFORE_DIR, AFTER_DIR: build directories holding <compiler>/memopt.so
#   The sources come from a realworld work directory's src/ (RW_SRC,
#   default build/realworld/src; realworld.sh extracts them).
#   RW_PROJECTS_DIR: the recipes (default bench/realworld/projects; the
#   wide tier's are bench/realworld/wide); RW_TARGETS: "x86_64 aarch64"
#   (the default) or one of them; BEFORE_ARGS, AFTER_ARGS: more plugin
#   arguments for one side, so that BEFORE_DIR = AFTER_DIR compares two
#   settings of one plugin (BEFORE_ARGS=-fplugin-arg-memopt-dse=off).
# Output: OUT/P-T-{before,after}.log (the build's diagnostics),
#   OUT/P-T.counts ("kind before after" for every kind that differs), and
#   OUT/P-T.only-{before,after} (remark lines, paths and columns dropped).
set -uo pipefail
OUT=${1:?usage: remark-diff.sh OUT BEFORE_DIR AFTER_DIR [PROJECT...]}
BEFORE=$(realpath "$2"); AFTER=$(realpath "$3"); shift 3
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(dirname "$HERE")
RW=$HERE/realworld; RECIPES=$(realpath "${RW_PROJECTS_DIR:-$RW/projects}"); SRCROOT=$(realpath "${RW_SRC:-$ROOT/build/realworld/src}")
mkdir -p "$OUT"; OUT=$(realpath "$OUT")
projects=("$@")
[ ${#projects[@]} -gt 0 ] || projects=($(cd "$RECIPES" && ls *.sh | sed 's/\.sh$//'))
kinds=$(awk -F'\t' '!/^#/ && NF >= 3 { print $1 "\t" $3 }' "$ROOT/plugin/remarks.tsv")

count() {   # count LOG: "kind N" per kind
  awk -F'\t' 'NR == FNR { k[++n] = $1; re[n] = $2; next }
              /optimized: memopt: / { for (i = 1; i <= n; i++) if ($0 ~ re[i]) { c[i]++; break } }
              END { for (i = 1; i <= n; i++) print k[i], c[i] + 0 }' <(echo "$kinds") "$1"
}
lines() {   # lines LOG: the memopt remarks, without directories and columns
  grep -o '[^/]*:[0-9]*:[0-9]*: optimized: memopt: .*' "$1" | sed 's/:[0-9]*: optimized:/:/' | sort
}

for p in "${projects[@]}"; do
  pkg=$(bash -c "source '$RECIPES/$p.sh'; echo \$RW_PACKAGE")
  for t in ${RW_TARGETS:-x86_64 aarch64}; do
    if [ $t = x86_64 ]; then cc=gcc-12; else cc=aarch64-linux-gnu-gcc-12; fi
    for side in before after; do
      if [ $side = before ]; then plugin=$BEFORE/$cc/memopt.so args=${BEFORE_ARGS:-}
      else plugin=$AFTER/$cc/memopt.so args=${AFTER_ARGS:-}; fi
      dir=$OUT/work/$p-$t-$side; rm -rf "$dir"; mkdir -p "$dir"
      (
        export SRC=$SRCROOT/$pkg OUT=$dir TARGET=$t LEVEL=O2 CONFIG=memopt RW_PROJECT=$p HOST_CC=gcc-12
        export CC="$cc -fplugin=$plugin $args -fopt-info-optimized" CFLAGS="-O2 -g -w"
        cd "$dir" && source "$RW/lib.sh" && source "$RECIPES/$p.sh" && rw_build
      ) > "$OUT/$p-$t-$side.log" 2>&1 || echo "remark-diff: $p $t $side: the build failed (see $OUT/$p-$t-$side.log)" >&2
    done
    join <(count "$OUT/$p-$t-before.log" | sort) <(count "$OUT/$p-$t-after.log" | sort) \
      | awk '$2 != $3' > "$OUT/$p-$t.counts"
    comm -23 <(lines "$OUT/$p-$t-before.log") <(lines "$OUT/$p-$t-after.log") > "$OUT/$p-$t.only-before"
    comm -13 <(lines "$OUT/$p-$t-before.log") <(lines "$OUT/$p-$t-after.log") > "$OUT/$p-$t.only-after"
    rm -rf "$OUT/work/$p-$t-before" "$OUT/work/$p-$t-after"
  done
done
