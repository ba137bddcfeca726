# lzo2: the LZO real-time compression library with all its algorithms
# (LZO1 to LZO1Z, LZO2A: fast, 999 and optimized variants), minilzo,
# lzotest and the examples (Debian source package lzo2), compiled
# directly from src/*.c without configure (lzodefs.h's own detection).
#
# Tests: make check and make test: lzotest -mlzo -n2 and -mavail -n10
# over COPYING, tests/align, tests/chksum, minilzo/testmini and
# examples/simple, each judged by its exit status (lzotest's stdout has
# timings).  Workload: util/check.sh's list of methods (every algorithm
# and level, 38 methods) over a fixed set of files (src/*.c and
# include/lzo/*.h, ~650 KB, one pass each, every result verified by
# lzotest itself), and the examples lzopack (a file packed with LZO1X-999,
# tested and unpacked: outputs), precomp, precomp2 and dict over a fixed
# file.
RW_PACKAGE=lzo2
RW_WEIGHT=1

rw_build() {
  local lib=() f objs inc=(-I"$SRC" -I"$SRC/include" -I"$SRC/src")
  for f in "$SRC"/src/*.c; do lib+=("${f#"$SRC"/}"); done
  objs=$(rw_objs "$OUT/obj" "${inc[@]}" -- "${lib[@]}") || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/lzotest" $(rw_objs "$OUT/obj" "${inc[@]}" -I"$SRC/lzotest" -- \
    lzotest/lzotest.c) $objs
  for f in tests/align tests/chksum examples/simple examples/lzopack examples/precomp \
           examples/precomp2 examples/dict; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/${f##*/}" $(rw_objs "$OUT/obj" "${inc[@]}" -- $f.c) $objs
  done
  # shellcheck disable=SC2046
  rw_exe "$OUT/testmini" $(rw_objs "$OUT/obj" -I"$SRC/include/lzo" -I"$SRC/minilzo" -- \
    minilzo/testmini.c minilzo/minilzo.c)
}

rw_run() {
  local o=$OUT/outputs m
  cp "$SRC/COPYING" .
  rw_test lzotest-lzo "$OUT/lzotest" -mlzo -n2 -q COPYING < /dev/null
  rw_test lzotest-avail "$OUT/lzotest" -mavail -n10 -q COPYING < /dev/null
  rw_test align "$OUT/align" < /dev/null
  rw_test chksum "$OUT/chksum" < /dev/null
  rw_test testmini "$OUT/testmini" < /dev/null
  rw_test simple "$OUT/simple" < /dev/null

  # util/check.sh's methods over src/*.c and include/lzo/*.h
  (cd "$SRC" && ls src/*.c include/lzo/*.h) | sed "s|^|$SRC/|" > files
  for m in 21 31 1 2 3 4 5 6 7 8 9 11 12 13 14 15 16 17 18 19 61 71 81 111 112 115 \
           921 931 901 911 902 912 942 962 972 982 992; do
    rw_test "check-m$m" "$OUT/lzotest" "-m$m" -@ -q -T -n1 < files
  done

  # the examples over a fixed file
  cat "$SRC"/src/lzo1x_9x.c "$SRC"/src/lzo_swd.ch "$SRC"/src/lzo1b_9x.c > input
  # (lzopack prints its banner on stdout: the files are the outputs)
  rw_test lzopack "$OUT/lzopack" -9 input input.lzo < /dev/null
  cp input.lzo "$o/input.lzo"
  rw_test lzopack-t "$OUT/lzopack" -t input.lzo < /dev/null
  rw_test lzopack-d "$OUT/lzopack" -d input.lzo unpacked < /dev/null
  cp unpacked "$o/unpacked"
  rw_check lzopack-roundtrip cmp input unpacked
  rw_test precomp "$OUT/precomp" input < /dev/null
  rw_test precomp2 "$OUT/precomp2" input < /dev/null
  rw_test dict "$OUT/dict" -n input COPYING < /dev/null
}
