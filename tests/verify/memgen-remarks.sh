#!/bin/bash
# memgen-remarks.sh BUILD OUT FILE.c... - count the plugin's transformations.
#
# Compiles every FILE with the plugin (-fopt-info-optimized) on x86_64
# (gcc-12, BUILD/gcc-12/memopt.so) and aarch64
# (aarch64-linux-gnu-gcc-12, BUILD/aarch64-linux-gnu-gcc-12/memopt.so) at
# the levels in $LEVELS (default "O1 O2"), and counts the "memopt:" remark
# lines of each kind.  Writes OUT (one line per file, target and level:
# "file target level kind=N ...") and prints a table: per target and level,
# the number of remarks of each kind per program (mean over the files), and
# the number of files with at least one remark of that kind.
# Used to compare Csmith with memgen (memgen issue 9) and by memgen-check.sh.
set -u
BUILD=$1; OUT=$2; shift 2
LEVELS=${LEVELS:-"O1 O2"}
TARGETS=${TARGETS:-"x86_64 aarch64"}
# The kinds and their phrases: plugin/remarks.tsv, the one table of them.
REMARKS=$(dirname "$0")/../../plugin/remarks.tsv
KINDS=$(awk -F'\t' '!/^#/ && NF >= 3 { print $1 }' "$REMARKS")
pattern() { awk -F'\t' -v k="$1" '!/^#/ && $1 == k { print $3 }' "$REMARKS"; }
: >"$OUT"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
for f in "$@"; do
  for t in $TARGETS; do
    if [ "$t" = x86_64 ]; then cc=gcc-12; plug=$BUILD/gcc-12/memopt.so
    else cc=aarch64-linux-gnu-gcc-12; plug=$BUILD/aarch64-linux-gnu-gcc-12/memopt.so; fi
    for l in $LEVELS; do
      $cc -$l -w -I/usr/include/csmith -fplugin="$plug" -fopt-info-optimized \
        -c "$f" -o "$TMP/o.o" 2>"$TMP/err" || echo "compile-failed $f $t $l" >&2
      line="$(basename "$f") $t $l"
      for k in $KINDS; do
        n=$(grep -cE -- "$(pattern $k)" "$TMP/err")
        line="$line $k=$n"
      done
      echo "$line" >>"$OUT"
    done
  done
done
# The table: mean per program and number of programs with the kind.
awk -v kinds="$KINDS" '
  { key = $2 " " $3; files[key]++
    for (i = 4; i <= NF; i++) { split($i, kv, "="); sum[key, kv[1]] += kv[2];
      if (kv[2] > 0) hit[key, kv[1]]++; tot[key] += kv[2] } }
  END { nk = split(kinds, K, " ")
    printf "%-16s %5s", "target level", "progs"
    for (i = 1; i <= nk; i++) printf " %14s", K[i]
    printf " %10s\n", "total/prog"
    for (key in files) {
      printf "%-16s %5d", key, files[key]
      for (i = 1; i <= nk; i++)
        printf " %8.2f (%3d)", sum[key, K[i]] / files[key], hit[key, K[i]]
      printf " %10.2f\n", tot[key] / files[key] } }' "$OUT" | sort
