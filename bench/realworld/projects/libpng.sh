# libpng: the PNG library (Debian source package libpng1.6) with its
# prebuilt default configuration (scripts/pnglibconf.h.prebuilt) and
# without the NEON/SSE filter code, so that one explicit file list builds
# for both targets; zlib is compiled from the gcc-12-source tarball with
# the same compiler (it is part of what runs).
#
# Tests, from the project's own tests/ scripts: pngtest --strict on
# pngtest.png (tests/pngtest-all) and on the crasher images with
# --relaxed / --xfail; pngtest reading and rewriting every image of
# contrib/pngsuite (the rewritten images are outputs, compared byte for
# byte); pngvalid --strict --standard and --transform (libpng's exhaustive
# self-checking transform tests); pngstest on two of contrib/testpngs
# (its full set takes minutes under qemu); pngunknown --strict
# default=save.  pngtest's own stdout names paths, so each is judged by
# its exit status.
RW_PACKAGE=libpng1.6
RW_WEIGHT=3

RW_PNG_LIB="png pngerror pngget pngmem pngpread pngread pngrio pngrtran
  pngrutil pngset pngtrans pngwio pngwrite pngwtran pngwutil"
RW_PNG_ZLIB="adler32 compress crc32 deflate gzclose gzlib gzread gzwrite
  infback inffast inflate inftrees trees uncompr zutil"
RW_PNG_TARBALL=/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz

# zlib from gcc-12-source into SRC/zlib; the default pnglibconf.h.
rw_prepare() {
  [ -f "$RW_PNG_TARBALL" ] || rw_die "no $RW_PNG_TARBALL: install gcc-12-source"
  mkdir -p zlib && tar -xJf "$RW_PNG_TARBALL" -C zlib --strip-components=2 gcc-12.2.0/zlib
  cp scripts/pnglibconf.h.prebuilt pnglibconf.h
}

rw_build() {
  local files=() f objs
  for f in $RW_PNG_ZLIB; do files+=("zlib/$f.c"); done
  objs=$(rw_objs "$OUT/obj" -DHAVE_UNISTD_H -- "${files[@]}") || exit 1
  files=()
  for f in $RW_PNG_LIB; do files+=("$f.c"); done
  objs="$objs $(rw_objs "$OUT/obj" -I"$SRC" -I"$SRC/zlib" -DPNG_ARM_NEON_OPT=0 \
    -DPNG_INTEL_SSE_OPT=0 -- "${files[@]}")" || exit 1
  local prog
  for prog in pngtest contrib/libtests/pngvalid contrib/libtests/pngstest \
              contrib/libtests/pngunknown; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$(basename $prog)" $(rw_objs "$OUT/obj" -I"$SRC" -I"$SRC/zlib" -- $prog.c) \
      $objs -lm
  done
}

rw_run() {
  local c=$SRC/contrib/testpngs/crashers f name
  mkdir -p "$OUT/outputs"
  rw_test pngtest-strict "$OUT/pngtest" --strict "$SRC/pngtest.png"
  cp pngout.png "$OUT/outputs/pngtest-out.png"
  rw_test crasher-badcrc "$OUT/pngtest" --relaxed "$c/badcrc.png"
  rw_test crasher-badadler "$OUT/pngtest" --relaxed "$c/badadler.png"
  rw_test crasher-bad_iCCP "$OUT/pngtest" --xfail "$c/bad_iCCP.png"
  rw_test crasher-empty_ancillary "$OUT/pngtest" --xfail "$c/empty_ancillary_chunks.png"
  rw_test crasher-huge-chunks "$OUT/pngtest" --xfail "$c"/huge_*_chunk.png "$c"/huge_*safe_to_copy.png
  rw_test crasher-huge_IDAT "$OUT/pngtest" --xfail "$c/huge_IDAT.png"
  for f in "$SRC"/contrib/pngsuite/*.png; do
    name=$(basename "$f" .png)
    rw_test "pngsuite-$name" "$OUT/pngtest" "$f" "$OUT/outputs/pngsuite-$name.png"
  done
  rw_test pngvalid-standard "$OUT/pngvalid" --strict --standard
  rw_test pngvalid-transform "$OUT/pngvalid" --strict --transform
  rw_test pngstest "$OUT/pngstest" --tmpfile stest- --log \
    "$SRC/contrib/testpngs/gray-8.png" "$SRC/contrib/testpngs/palette-8.png"
  rw_test pngunknown-save "$OUT/pngunknown" --strict default=save "$SRC/pngtest.png"
}
