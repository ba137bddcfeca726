# zstd: libzstd (compression, decompression, dictionary builder) and the
# zstd command line tool (Debian source package libzstd), single-threaded
# (no ZSTD_MULTITHREAD), without legacy formats, zlib/lzma/lz4 or the x86
# assembly Huffman decoder (ZSTD_DISABLE_ASM), plus test programs of
# tests/.
#
# Tests: test programs of tests/, judged by their exit status, with fixed
# seeds and bounded iteration counts: fuzzer (its random tests only: -t1
# skips the unit tests, which need multithreading and take minutes under
# qemu), decodecorpus -t (random frames decoded
# and checked), invalidDictionaries, and roundTripCrash on two inputs
# (not with --cctxParams: it needs multithreading); then the golden files
# of tests/golden-* as playTests.sh uses them (decompressed, compressed
# and decompressed again, with the golden dictionary), each an output.
# Workload: a fixed input (zstd's lib/ sources, ~2.8 MB) at -1, -3, -9,
# --fast=3 and --long, its first MB at -19 and its first 300 KB at
# --ultra -22, each decompressed again (roundtrips), zstd -t and zstd -lv
# over all the results; 16 KiB dictionaries trained on its first MB
# (--train, --train-cover=k=200,d=8, --train-legacy), each used to
# compress and decompress programs/*.c.
RW_PACKAGE=libzstd
RW_WEIGHT=3

RW_ZSTD_LIB="common/debug.c common/entropy_common.c common/error_private.c
  common/fse_decompress.c common/pool.c common/threading.c common/xxhash.c
  common/zstd_common.c
  compress/fse_compress.c compress/hist.c compress/huf_compress.c
  compress/zstd_compress.c compress/zstd_compress_literals.c
  compress/zstd_compress_sequences.c compress/zstd_compress_superblock.c
  compress/zstd_double_fast.c compress/zstd_fast.c compress/zstd_lazy.c
  compress/zstd_ldm.c compress/zstd_opt.c compress/zstdmt_compress.c
  decompress/huf_decompress.c decompress/zstd_ddict.c
  decompress/zstd_decompress.c decompress/zstd_decompress_block.c
  dictBuilder/cover.c dictBuilder/divsufsort.c dictBuilder/fastcover.c
  dictBuilder/zdict.c"

RW_ZSTD_CLI="benchfn benchzstd datagen dibio fileio fileio_asyncio timefn util
  zstdcli zstdcli_trace"

rw_build() {
  local defs=(-DXXH_NAMESPACE=ZSTD_ -DDEBUGLEVEL=0 -DZSTD_LEGACY_SUPPORT=0 -DZSTD_DISABLE_ASM)
  local lib=() cli=() f objs o=$OUT/obj
  for f in $RW_ZSTD_LIB; do lib+=("lib/$f"); done
  for f in $RW_ZSTD_CLI; do cli+=("programs/$f.c"); done
  objs=$(rw_objs "$o" "${defs[@]}" -- "${lib[@]}") || exit 1
  rm -f "$OUT/libzstd.a"
  # shellcheck disable=SC2086
  $AR rcs "$OUT/libzstd.a" $objs || rw_die "ar failed"
  rw_objs "$o" "${defs[@]}" -- "${cli[@]}" > /dev/null || exit 1
  rw_exe "$OUT/zstd" "$o"/programs_*.o "$OUT/libzstd.a"

  local s=$SRC/lib t p=$o/programs
  # (zstreamtest is left out: its random tests overlap fuzzer's and it
  # would add a tenth to the build time)
  rw_objs "$o" "${defs[@]}" -I"$s" -I"$s/common" -I"$s/compress" -I"$s/dictBuilder" \
    -I"$s/deprecated" -I"$SRC/programs" -- tests/fuzzer.c tests/decodecorpus.c \
    tests/invalidDictionaries.c tests/roundTripCrash.c > /dev/null || exit 1
  rw_exe "$OUT/tests/fuzzer" "$o/tests_fuzzer.o" "${p}_datagen.o" "${p}_util.o" \
    "${p}_timefn.o" "$OUT/libzstd.a"
  rw_exe "$OUT/tests/decodecorpus" "$o/tests_decodecorpus.o" "${p}_util.o" "${p}_timefn.o" \
    "$OUT/libzstd.a" -lm
  for t in invalidDictionaries roundTripCrash; do
    rw_exe "$OUT/tests/$t" "$o/tests_$t.o" "$OUT/libzstd.a"
  done
}

rw_run() {
  local o=$OUT/outputs zstd=$OUT/zstd t f n opts
  # the test programs
  rw_test fuzzer "$OUT/tests/fuzzer" -s1 -t1 -i15 < /dev/null
  rw_test decodecorpus "$OUT/tests/decodecorpus" -t -s1 -n20 < /dev/null
  rw_test invalidDictionaries "$OUT/tests/invalidDictionaries" < /dev/null

  # inputs, under relative names (they show in zstd -l output)
  cat "$SRC"/lib/*/*.c "$SRC"/lib/*/*.h > input
  head -c 1048576 input > input-1m
  head -c 307200 input > input-300k
  cp -r "$SRC/tests/golden-compression" "$SRC/tests/golden-decompression" \
    "$SRC/tests/golden-dictionaries" .
  for f in input-300k golden-compression/large-literal-and-match-lengths; do
    n=${f##*/}
    rw_test "roundTripCrash-$n" "$OUT/tests/roundTripCrash" "$f" < /dev/null
  done

  # golden files, as playTests.sh
  for f in golden-decompression/*.zst; do
    n=golden-d-${f##*/}; n=${n%.zst}
    rw_output "$n" "$zstd" -dc "$f" < /dev/null
    rw_check "$n" grep -qx 'exit status 0' "$o/$n.status"
  done
  for f in golden-compression/*; do
    n=golden-c-${f##*/}
    rw_output "$n.zst" "$zstd" -c "$f" < /dev/null
    rw_output "$n" "$zstd" -dc "$o/$n.zst" < /dev/null
    rw_check "$n" cmp "$f" "$o/$n"
  done
  n=golden-dict-http
  rw_output "$n.zst" "$zstd" -D golden-dictionaries/http-dict-missing-symbols \
    -c golden-compression/http < /dev/null
  rw_output "$n" "$zstd" -D golden-dictionaries/http-dict-missing-symbols \
    -dc "$o/$n.zst" < /dev/null
  rw_check "$n" cmp golden-compression/http "$o/$n"

  # the workload
  for opts in -1 -3 -9 --fast=3 --long; do
    n=input-${opts##*-}; n=${n/=/}
    # shellcheck disable=SC2086
    rw_output "$n.zst" "$zstd" -c $opts input < /dev/null
    rw_output "$n" "$zstd" -dc "$o/$n.zst" < /dev/null
    rw_check "roundtrip-$n" cmp input "$o/$n"
  done
  rw_output input-1m-19.zst "$zstd" -c -19 input-1m < /dev/null
  rw_output input-1m-19 "$zstd" -dc "$o/input-1m-19.zst" < /dev/null
  rw_check roundtrip-1m-19 cmp input-1m "$o/input-1m-19"
  rw_output input-300k-22.zst "$zstd" -c --ultra -22 input-300k < /dev/null
  rw_output input-300k-22 "$zstd" -dc "$o/input-300k-22.zst" < /dev/null
  rw_check roundtrip-300k-22 cmp input-300k "$o/input-300k-22"
  mkdir zst
  cp "$o"/input-*.zst "$o"/golden-c-*.zst zst/
  rw_test integrity "$zstd" -t zst/*.zst < /dev/null
  rw_test integrity-dict "$zstd" -D golden-dictionaries/http-dict-missing-symbols \
    -t "$o/golden-dict-http.zst" < /dev/null
  rw_output list "$zstd" -lv zst/*.zst < /dev/null

  # dictionaries: trained on input-1m, used on programs/*.c
  mkdir programs && cp "$SRC"/programs/*.c programs/
  cat programs/*.c > programs.c
  for opts in --train --train-cover=k=200,d=8 --train-legacy; do
    n=dict${opts#--train}; n=${n%%=*}
    rw_output "$n" "$zstd" -q "$opts" --maxdict=16KiB -B4KiB input-1m -o /dev/stdout < /dev/null
    rw_output "$n-c.zst" "$zstd" -D "$o/$n" -c programs/*.c < /dev/null
    rw_output "$n-d" "$zstd" -D "$o/$n" -dc "$o/$n-c.zst" < /dev/null
    rw_check "roundtrip-$n" cmp programs.c "$o/$n-d"
  done
}
