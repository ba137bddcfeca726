# brotli: the Brotli compression library (common, decoder, encoder) and
# the brotli tool (Debian source package brotli), compiled directly from
# c/common, c/dec, c/enc and c/tools/brotli.c.
#
# Tests: tests/compatibility_test.sh (the shipped .compressed files
# decompressed, from a file and streaming, must equal the originals) and
# tests/roundtrip_test.sh over the inputs of its list the Debian tarball
# has (c/enc/encode.c, c/common/dictionary.h, c/dec/decode.c) at
# qualities 1, 6 and 9 (11 for dictionary.h only), streaming at 1 and 6,
# every stream an output and each roundtrip a check.  Workload: a fixed
# input (the encoder's C files, ~450 KB) at qualities 0, 2, 5 and 9 and
# with a large window (-w 24 at quality 7), each decompressed again, and
# brotli -t over the results.
RW_PACKAGE=brotli
RW_WEIGHT=1

rw_build() {
  local f=() s
  for s in "$SRC"/c/common/*.c "$SRC"/c/dec/*.c "$SRC"/c/enc/*.c c/tools/brotli.c; do
    f+=("${s#"$SRC"/}")
  done
  # shellcheck disable=SC2046
  rw_exe "$OUT/brotli" $(rw_objs "$OUT/obj" -I"$SRC/c/include" -- "${f[@]}") -lm
}

rw_run() {
  local o=$OUT/outputs b=$OUT/brotli f n q
  for f in "$SRC"/tests/testdata/*.compressed*; do
    n=compat-${f##*/}
    rw_output "$n" "$b" -dc "$f" < /dev/null
    rw_check "$n" cmp "${f%.compressed*}" "$o/$n"
    rw_output "$n-stream" "$b" -dc < "$f"
    rw_check "$n-stream" cmp "${f%.compressed*}" "$o/$n-stream"
  done
  for f in c/enc/encode.c c/common/dictionary.h c/dec/decode.c; do
    for q in 1 6 9 11; do
      # (quality 11 over dictionary.h only: about 1 G instructions a file)
      [ $q = 11 ] && [ "$f" != c/common/dictionary.h ] && continue
      n=rt-${f##*/}-q$q
      rw_output "$n.br" "$b" -cq $q "$SRC/$f" < /dev/null
      rw_output "$n" "$b" -cd "$o/$n.br" < /dev/null
      rw_check "$n" cmp "$SRC/$f" "$o/$n"
      case $q in 1|6)
        rw_output "$n-stream.br" "$b" -cq $q < "$SRC/$f"
        rw_output "$n-stream" "$b" -cd < "$o/$n-stream.br"
        rw_check "$n-stream" cmp "$SRC/$f" "$o/$n-stream" ;;
      esac
    done
  done

  # the workload
  cat "$SRC"/c/enc/*.c > input
  mkdir br
  for q in 0 2 5 9 w24; do
    n=input-q$q
    case $q in
      w24) rw_output "$n.br" "$b" -c -q 7 -w 24 input < /dev/null ;;
      *) rw_output "$n.br" "$b" -c -q $q input < /dev/null ;;
    esac
    rw_output "$n" "$b" -cd "$o/$n.br" < /dev/null
    rw_check "roundtrip-q$q" cmp input "$o/$n"
    cp "$o/$n.br" br/
  done
  rw_test integrity "$b" -t br/*.br < /dev/null
}
