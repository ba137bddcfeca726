#!/bin/bash
# memgen-shape-remarks.sh BUILD TARGET LEVEL FILE.c... - which transformations
# fire in the functions of each memgen shape.
#
# Compiles every memgen program FILE for TARGET (x86_64: gcc-12 and
# BUILD/gcc-12/memopt.so; aarch64: aarch64-linux-gnu-gcc-12 and its plugin)
# at -LEVEL with -fopt-info-optimized, and attributes each "memopt:" remark
# to the shape of the function it is in: a memgen program opens every
# function (and its helpers) with "/* shape NAME */", the prelude comes
# before the first and main after the last ("prelude", "main").  The kind
# of a remark is its row of plugin/remarks.tsv.  Prints one line per shape
# and kind that fired, summed over the files: "SHAPE KIND N".
# memgen-check.sh uses it to check that each shape triggers the
# transformations it was made for (the remark coverage of the shapes).
# $SHAPE_PLUGIN_ARGS: more flags for the compiler (the perf shapes':
# -fplugin-arg-memopt-carry-cost=off).
set -u
BUILD=$1; TARGET=$2; LEVEL=$3; shift 3
REMARKS=$(dirname "$0")/../../plugin/remarks.tsv
if [ "$TARGET" = x86_64 ]; then cc=gcc-12; plug=$BUILD/gcc-12/memopt.so
else cc=aarch64-linux-gnu-gcc-12; plug=$BUILD/aarch64-linux-gnu-gcc-12/memopt.so; fi
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
for f in "$@"; do
  $cc -"$LEVEL" -w -fplugin="$plug" ${SHAPE_PLUGIN_ARGS:-} -fopt-info-optimized -c "$f" -o "$TMP/o.o" \
    2>"$TMP/remarks" || { echo "compile-failed $f" >&2; continue; }
  # The remarks' line numbers, then the program's shape comments.
  awk -F'\t' -v remarks="$TMP/remarks" -v prog="$f" '
    !/^#/ && NF >= 3 { kind[++nk] = $1; pat[nk] = $3; next }
    END {
      shape = "prelude"; n = 0
      while ((getline line < prog) > 0) {
        n++
        if (match (line, /^\/\* shape [a-z0-9-]+ \*\//))
          shape = substr (line, 10, RLENGTH - 12)
        else if (line ~ /^main \(void\)/)
          shape = "main"
        at[n] = shape
      }
      while ((getline line < remarks) > 0) {
        if (line !~ /memopt: /) continue
        split (line, part, ":"); ln = part[2] + 0
        for (k = 1; k <= nk; k++)
          if (line ~ pat[k]) { count[at[ln] " " kind[k]]++; break }
      }
      for (key in count) print key, count[key]
    }' "$REMARKS"
done | awk '{ s[$1 " " $2] += $3 } END { for (k in s) print k, s[k] }' | sort
