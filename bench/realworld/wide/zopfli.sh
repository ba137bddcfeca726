# zopfli: the Zopfli DEFLATE compressor (Debian source package zopfli),
# the C library and the zopfli tool as the Makefile builds them
# (zopflipng is C++ and left out).
#
# The tarball ships no test suite.  Workload: zopfli over two fixed
# inputs (COPYING, 11 KB, and 30 KB of its sources) in its three formats
# (gzip, zlib, raw deflate) with 1 to 15 (the default) iterations, each
# stream an output; each gzip and zlib stream is decompressed by the
# host's gzip or Python's zlib and must give the input back (a check run
# natively).
RW_PACKAGE=zopfli
RW_WEIGHT=1
RW_NEEDS="python3:python3 gzip:gzip"

RW_ZOPFLI_LIB="blocksplitter cache deflate gzip_container hash katajainen lz77 squeeze
  tree util zlib_container zopfli_lib"

rw_build() {
  local f lib=()
  for f in $RW_ZOPFLI_LIB zopfli_bin; do lib+=("src/zopfli/$f.c"); done
  # shellcheck disable=SC2046
  rw_exe "$OUT/zopfli" $(rw_objs "$OUT/obj" -- "${lib[@]}") -lm
}

rw_run() {
  local o=$OUT/outputs run f opts fmt n
  cat "$SRC"/src/zopfli/*.c | head -c 30000 > small
  cp "$SRC/COPYING" copying
  # (each iteration over 30 KB is about 100 M instructions)
  for run in copying:--i1:--gzip copying:default:--zlib copying:--i3:--deflate \
             small:--i1:--deflate small:--i5:--gzip small:--i2:--zlib; do
    IFS=: read -r f opts fmt <<< "$run"
    n=$f$opts$fmt; n=${n//--/-}
    if [ $opts = default ]; then rw_output "$n" "$OUT/zopfli" $fmt -c $f < /dev/null
    else rw_output "$n" "$OUT/zopfli" $opts $fmt -c $f < /dev/null; fi
    case $fmt in
      --gzip) rw_check "$n" bash -c "gzip -dc < '$o/$n' | cmp -s - $f" ;;
      --zlib) rw_check "$n" python3 -c "import sys, zlib
sys.exit(zlib.decompress(open('$o/$n', 'rb').read()) != open('$f', 'rb').read())" ;;
    esac
  done
}
