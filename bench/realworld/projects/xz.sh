# xz: liblzma and the xz command line tool from XZ Utils (Debian source
# package xz-utils), with POSIX threads, without NLS, assembly or CLMUL
# CRC, plus xz's own C test programs (tests/test_*.c with tuktest.h).
#
# Tests: the test programs of make check (test_check, test_hardware,
# test_stream_flags, test_filter_flags, test_block_header, test_index,
# test_index_hash, test_bcj_exact_size, test_memlimit, test_lzip_decoder,
# test_vli), each judged by its exit status; then test_files.sh: every
# tests/files/good-* file (.xz, .lzma, .lz) decompressed with xz -dc (each
# an output, and it must succeed), every bad-* and unsupported-* file
# rejected (its exit status is an output too), xz -l rejecting
# bad-3-index-uncomp-overflow.xz and -qQ accepting unsupported-check.xz;
# then test_compress.sh: create_compress_files' three generated files and
# the two prepared BCJ files compressed with xz -1 ... -4 and the delta
# and BCJ filters as that script does, decompressed again and compared.
# Workload: a fixed input (the liblzma and xz sources, ~1.1 MB) at -0, -6,
# -9e, --format=lzma and multi-threaded (-T2 with 256 KiB blocks; its
# counts change from run to run, so they are left out of the sums),
# decompressed again (roundtrips), xz -t and xz --robot -lvv.
#
# configure runs once, natively, in rw_prepare: only its config.h is
# kept, with the x86-only intrinsics headers made conditional, so that
# the same explicit file list builds for both targets.
RW_PACKAGE=xz-utils
RW_WEIGHT=4

RW_XZ_LIB="common/tuklib_physmem.c common/tuklib_cpucores.c
  liblzma/check/check.c liblzma/check/crc32_fast.c liblzma/check/crc32_table.c
  liblzma/check/crc64_fast.c liblzma/check/crc64_table.c liblzma/check/sha256.c
  liblzma/common/alone_decoder.c liblzma/common/alone_encoder.c
  liblzma/common/auto_decoder.c liblzma/common/block_buffer_decoder.c
  liblzma/common/block_buffer_encoder.c liblzma/common/block_decoder.c
  liblzma/common/block_encoder.c liblzma/common/block_header_decoder.c
  liblzma/common/block_header_encoder.c liblzma/common/block_util.c
  liblzma/common/common.c liblzma/common/easy_buffer_encoder.c
  liblzma/common/easy_decoder_memusage.c liblzma/common/easy_encoder.c
  liblzma/common/easy_encoder_memusage.c liblzma/common/easy_preset.c
  liblzma/common/file_info.c liblzma/common/filter_buffer_decoder.c
  liblzma/common/filter_buffer_encoder.c liblzma/common/filter_common.c
  liblzma/common/filter_decoder.c liblzma/common/filter_encoder.c
  liblzma/common/filter_flags_decoder.c liblzma/common/filter_flags_encoder.c
  liblzma/common/hardware_cputhreads.c liblzma/common/hardware_physmem.c
  liblzma/common/index.c liblzma/common/index_decoder.c
  liblzma/common/index_encoder.c liblzma/common/index_hash.c
  liblzma/common/lzip_decoder.c liblzma/common/microlzma_decoder.c
  liblzma/common/microlzma_encoder.c liblzma/common/outqueue.c
  liblzma/common/stream_buffer_decoder.c liblzma/common/stream_buffer_encoder.c
  liblzma/common/stream_decoder.c liblzma/common/stream_decoder_mt.c
  liblzma/common/stream_encoder.c liblzma/common/stream_encoder_mt.c
  liblzma/common/stream_flags_common.c liblzma/common/stream_flags_decoder.c
  liblzma/common/stream_flags_encoder.c liblzma/common/string_conversion.c
  liblzma/common/vli_decoder.c liblzma/common/vli_encoder.c
  liblzma/common/vli_size.c
  liblzma/delta/delta_common.c liblzma/delta/delta_decoder.c
  liblzma/delta/delta_encoder.c
  liblzma/lz/lz_decoder.c liblzma/lz/lz_encoder.c liblzma/lz/lz_encoder_mf.c
  liblzma/lzma/fastpos_table.c liblzma/lzma/lzma2_decoder.c
  liblzma/lzma/lzma2_encoder.c liblzma/lzma/lzma_decoder.c
  liblzma/lzma/lzma_encoder.c liblzma/lzma/lzma_encoder_optimum_fast.c
  liblzma/lzma/lzma_encoder_optimum_normal.c liblzma/lzma/lzma_encoder_presets.c
  liblzma/rangecoder/price_table.c
  liblzma/simple/arm.c liblzma/simple/arm64.c liblzma/simple/armthumb.c
  liblzma/simple/ia64.c liblzma/simple/powerpc.c liblzma/simple/simple_coder.c
  liblzma/simple/simple_decoder.c liblzma/simple/simple_encoder.c
  liblzma/simple/sparc.c liblzma/simple/x86.c"

RW_XZ_CLI="xz/args.c xz/coder.c xz/file_io.c xz/hardware.c xz/list.c xz/main.c
  xz/message.c xz/mytime.c xz/options.c xz/signals.c xz/suffix.c xz/util.c
  common/tuklib_exit.c common/tuklib_mbstr_fw.c common/tuklib_mbstr_width.c
  common/tuklib_open_stdxxx.c common/tuklib_progname.c"

RW_XZ_TESTS="test_check test_hardware test_stream_flags test_filter_flags
  test_block_header test_index test_index_hash test_bcj_exact_size
  test_memlimit test_lzip_decoder test_vli"

# configure natively, once, in a directory of its own: keep config.h only.
rw_prepare() {
  mkdir _configure && cd _configure || return 1
  ../configure CC=gcc-12 --disable-shared --disable-nls --disable-xzdec \
    --disable-lzmadec --disable-lzmainfo --disable-lzma-links --disable-scripts \
    --disable-doc --disable-assembler --disable-clmul-crc --enable-sandbox=no \
    --enable-threads=posix || { cat config.log; return 1; }
  cd .. && mv _configure/config.h config.h && rm -rf _configure
  # x86-only headers and intrinsics: only where they exist.  CLMUL CRC is
  # off, so crc64_fast.c is the generic slice-by-four on both targets.
  sed -i -E 's/^#define (HAVE_IMMINTRIN_H|HAVE_CPUID_H|HAVE__MM_MOVEMASK_EPI8) 1$/#if defined(__x86_64__) || defined(__i386__)\n#define \1 1\n#endif/' config.h
  ! grep -q 'define HAVE_USABLE_CLMUL' config.h || return 1
  grep -q '^#define SIZEOF_SIZE_T 8$' config.h && grep -q '^#define MYTHREAD_POSIX 1$' config.h
}

rw_build() {
  local s=$SRC/src lib=() cli=() f t
  for f in $RW_XZ_LIB; do lib+=("src/$f"); done
  for f in $RW_XZ_CLI; do cli+=("src/$f"); done
  local libobjs
  libobjs=$(rw_objs "$OUT/obj/liblzma" -pthread -DHAVE_CONFIG_H -I"$SRC" \
    -I"$s/liblzma/api" -I"$s/liblzma/common" -I"$s/liblzma/check" -I"$s/liblzma/lz" \
    -I"$s/liblzma/rangecoder" -I"$s/liblzma/lzma" -I"$s/liblzma/delta" \
    -I"$s/liblzma/simple" -I"$s/common" -DTUKLIB_SYMBOL_PREFIX=lzma_ -- "${lib[@]}") || exit 1
  rm -f "$OUT/liblzma.a"
  # shellcheck disable=SC2086
  $AR rcs "$OUT/liblzma.a" $libobjs || rw_die "ar failed"
  # shellcheck disable=SC2046
  rw_exe "$OUT/xz" $(rw_objs "$OUT/obj/xz" -pthread -DHAVE_CONFIG_H -I"$SRC" \
    '-DLOCALEDIR="/usr/share/locale"' -I"$s/common" -I"$s/liblzma/api" -- "${cli[@]}") \
    "$OUT/liblzma.a" -pthread
  for t in $RW_XZ_TESTS create_compress_files; do
    # shellcheck disable=SC2046
    rw_exe "$OUT/tests/$t" $(rw_objs "$OUT/obj/tests" -pthread -DHAVE_CONFIG_H -I"$SRC" \
      -I"$s/common" -I"$s/liblzma/api" -I"$s/liblzma" -- "tests/$t.c") "$OUT/liblzma.a" -pthread
  done
}

rw_run() {
  local o=$OUT/outputs xz=$OUT/xz t f n opts i
  # The test files, under relative names (they show in xz -l output).
  cp -r "$SRC/tests/files" files
  cp "$SRC"/tests/compress_prepared_bcj_* .

  # make check's test programs (they read files/... from the cwd)
  for t in $RW_XZ_TESTS; do rw_test "$t" "$OUT/tests/$t" < /dev/null; done

  # test_files.sh
  for f in files/good-*.xz files/good-*.lzma files/good-*.lz; do
    n=dc-${f#files/}
    rw_output "$n" "$xz" -dc "$f" < /dev/null
    rw_check "$n" grep -qx 'exit status 0' "$o/$n.status"
  done
  for f in files/bad-*.xz files/bad-*.lzma files/bad-*.lz files/unsupported-*; do
    n=dc-${f#files/}
    rw_output "$n" "$xz" -dc "$f" < /dev/null
    rw_check "$n" grep -qx 'exit status [1-9][0-9]*' "$o/$n.status"
  done
  rw_output list-index-overflow "$xz" -l files/bad-3-index-uncomp-overflow.xz < /dev/null
  rw_check list-index-overflow grep -qx 'exit status [1-9][0-9]*' "$o/list-index-overflow.status"
  rw_output dc-qQ-unsupported-check "$xz" -dcqQ files/unsupported-check.xz < /dev/null
  rw_check dc-qQ-unsupported-check grep -qx 'exit status 0' "$o/dc-qQ-unsupported-check.status"

  # test_compress.sh, over its five files at once (one stream each)
  rw_test create_compress_files "$OUT/tests/create_compress_files" < /dev/null
  set -- compress_generated_abc compress_generated_random compress_generated_text \
    compress_prepared_bcj_sparc compress_prepared_bcj_x86
  cat "$@" > compress_all
  i=0
  for opts in -1 -2 -3 -4 --delta=dist=1 --delta=dist=4 --delta=dist=256 \
              --x86 --power --ia64 --arm --armthumb --arm64 --sparc; do
    i=$((i + 1))
    case $opts in -?) n=compress$opts ;; *) n=compress-$i-${opts#--}; n=${n//=/-}
                        opts="$opts --lzma2=dict=64KiB,nice=32,mode=fast" ;; esac
    # shellcheck disable=SC2086
    rw_output "$n.xz" "$xz" --memlimit-compress=48MiB --memlimit-decompress=5MiB \
      --no-adjust --threads=1 --check=crc64 -c $opts "$@" < /dev/null
    rw_output "$n" "$xz" --memlimit-decompress=5MiB --no-adjust -dc "$o/$n.xz" < /dev/null
    rw_check "$n" cmp compress_all "$o/$n"
  done

  # the workload
  cat "$SRC"/src/liblzma/*/*.c "$SRC"/src/liblzma/*/*.h "$SRC"/src/xz/*.c "$SRC"/src/xz/*.h > input
  for opts in -0 -6 -9e; do
    rw_output "input$opts.xz" "$xz" -c "$opts" input < /dev/null
    rw_output "input$opts" "$xz" -dc "$o/input$opts.xz" < /dev/null
    rw_check "roundtrip$opts" cmp input "$o/input$opts"
  done
  rw_output input.lzma "$xz" --format=lzma -c input < /dev/null
  rw_output input-lzma "$xz" --format=lzma -dc "$o/input.lzma" < /dev/null
  rw_check roundtrip-lzma cmp input "$o/input-lzma"
  # Two threads: how often they wait for each other changes from run to
  # run (measured: 66.0 M and 70.2 M loads for two runs of one build), so
  # these two runs are compared but not counted.
  rw_uncounted rw_output input-mt.xz "$xz" -T2 --block-size=256KiB -3 -c input < /dev/null
  rw_uncounted rw_output input-mt "$xz" -T2 -dc "$o/input-mt.xz" < /dev/null
  rw_check roundtrip-mt cmp input "$o/input-mt"
  rw_test integrity "$xz" -t "$o/input-9e.xz" < /dev/null
  cp "$o/input-mt.xz" input-mt.xz
  rw_output list-mt "$xz" --robot -lvv input-mt.xz < /dev/null
}
