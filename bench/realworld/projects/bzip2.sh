# bzip2: libbz2 and the bzip2 and bzip2recover programs (Debian source
# package bzip2), built from an explicit file list as the Makefile does.
#
# Tests: the Makefile's own `make test`: sample1/2/3.ref compressed at
# -1/-2/-3 must equal the shipped sample*.bz2 and sample*.bz2 decompressed
# must equal sample*.ref (every stream is an output too).  Workload: a
# fixed larger input (bzip2's own sources, four times over, ~950 KB)
# compressed at -9 and -1 and decompressed again (roundtrips), bzip2 -t
# on a result, and bzip2recover splitting the -1 stream into its blocks,
# whose concatenated decompression must be the input again.
RW_PACKAGE=bzip2
RW_WEIGHT=2

rw_build() {
  local objs
  objs=$(rw_objs "$OUT/obj" -D_FILE_OFFSET_BITS=64 -- \
    blocksort.c huffman.c crctable.c randtable.c compress.c decompress.c bzlib.c) || exit 1
  # shellcheck disable=SC2046
  rw_exe "$OUT/bzip2" $(rw_objs "$OUT/obj" -D_FILE_OFFSET_BITS=64 -- bzip2.c) $objs
  # shellcheck disable=SC2046
  rw_exe "$OUT/bzip2recover" $(rw_objs "$OUT/obj" -D_FILE_OFFSET_BITS=64 -- bzip2recover.c)
}

rw_run() {
  local o=$OUT/outputs i
  # make test
  for i in 1 2 3; do
    rw_output sample$i.rb2 "$OUT/bzip2" -$i < "$SRC/sample$i.ref"
  done
  rw_output sample1.tst "$OUT/bzip2" -d < "$SRC/sample1.bz2"
  rw_output sample2.tst "$OUT/bzip2" -d < "$SRC/sample2.bz2"
  rw_output sample3.tst "$OUT/bzip2" -ds < "$SRC/sample3.bz2"
  for i in 1 2 3; do
    rw_check sample$i-compress cmp "$SRC/sample$i.bz2" "$o/sample$i.rb2"
    rw_check sample$i-decompress cmp "$SRC/sample$i.ref" "$o/sample$i.tst"
  done

  # a larger input: compress, decompress, test, recover
  for i in 1 2 3 4; do cat "$SRC"/*.c "$SRC"/*.h; done > input
  rw_output compress-9 "$OUT/bzip2" -9 < input
  rw_output compress-1 "$OUT/bzip2" -1 < input
  rw_output decompress-9 "$OUT/bzip2" -d < "$o/compress-9"
  rw_output decompress-1 "$OUT/bzip2" -d < "$o/compress-1"
  rw_check roundtrip-9 cmp input "$o/decompress-9"
  rw_check roundtrip-1 cmp input "$o/decompress-1"
  rw_test integrity "$OUT/bzip2" -t < "$o/compress-9"
  cp "$o/compress-1" input.bz2
  rw_test recover "$OUT/bzip2recover" input.bz2
  # one file per block of the -1 stream: rec00001input.bz2 ... rec00009input.bz2
  cat rec*input.bz2 > recovered.bz2
  rw_output recovered "$OUT/bzip2" -d < recovered.bz2
  rw_check recover-roundtrip cmp input "$o/recovered"
}
