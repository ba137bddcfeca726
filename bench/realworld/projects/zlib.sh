# zlib: the compression library from the gcc-12-source package (as in make
# bench), its own test program example.c, and minigzip compressing and
# decompressing a fixed input (zlib's sources, four times over).
RW_PACKAGE=gcc-12-zlib
RW_WEIGHT=2

rw_build() {
  local objs
  objs=$(rw_objs "$OUT/obj" -DHAVE_UNISTD_H -DHAVE_STDARG_H -- \
    adler32.c compress.c crc32.c deflate.c gzclose.c gzlib.c gzread.c gzwrite.c \
    infback.c inffast.c inflate.c inftrees.c trees.c uncompr.c zutil.c) || exit 1
  local main
  for main in example minigzip; do
    rw_exe "$OUT/$main" $(rw_objs "$OUT/obj" -DHAVE_UNISTD_H -- $main.c) $objs
  done
}

rw_run() {
  for i in 1 2 3 4; do cat "$SRC"/*.c "$SRC"/*.h; done > input
  rw_test example "$OUT/example" foo.gz
  rw_output compress "$OUT/minigzip" -6 < input
  rw_output compress-9 "$OUT/minigzip" -9 < input
  rw_output compress-1 "$OUT/minigzip" -1 < input
  rw_output decompress "$OUT/minigzip" -d < "$OUT/outputs/compress"
  rw_check roundtrip cmp input "$OUT/outputs/decompress"
}
