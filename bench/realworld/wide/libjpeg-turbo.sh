# libjpeg-turbo: the libjpeg-turbo JPEG codec, 8-bit, without its SIMD
# extensions (jsimd_none.c: the C code on both targets), with arithmetic
# coding, and the programs cjpeg, djpeg and jpegtran (Debian source
# package libjpeg-turbo), built from CMakeLists.txt's file lists with
# jconfig.h, jconfigint.h and jversion.h written from their templates.
#
# Tests: the cjpeg, djpeg and jpegtran tests of CMakeLists.txt (60:
# every colour conversion, subsampling, DCT, entropy coder, scaling,
# cropping, skipping and transform it covers), read from it by
# wide/data/libjpeg-turbo-tests.py, each output file an output and PASS
# only when its MD5 is the expected one (the floating-point DCT's
# expected results are those without FMA contraction on x86-64 and with
# it on AArch64, as CMake's FLOATTEST defaults).  tjunittest, the
# TurboJPEG API's test, is left out: 50 G instructions under qemu (21 G
# with -yuv).  Workload: a generated 1024x768 image
# (wide/data/image-gen.py) compressed at quality 75, 95 progressive,
# optimized 4:4:4, arithmetic and grayscale, each decompressed again
# (and at scale 1/2 with the fast IDCT), and transformed by jpegtran
# (rotate 90, progressive), each an output.
RW_PACKAGE=libjpeg-turbo
RW_WEIGHT=2
RW_NEEDS="python3:python3 md5sum:coreutils"

RW_JPEG_LIB="jcapimin jcapistd jccoefct jccolor jcdctmgr jchuff jcicc jcinit jcmainct
  jcmarker jcmaster jcomapi jcparam jcphuff jcprepct jcsample jctrans jdapimin jdapistd
  jdatadst jdatasrc jdcoefct jdcolor jddctmgr jdhuff jdicc jdinput jdmainct jdmarker
  jdmaster jdmerge jdphuff jdpostct jdsample jdtrans jerror jfdctflt jfdctfst jfdctint
  jidctflt jidctfst jidctint jidctred jquant1 jquant2 jutils jmemmgr jmemnobs jaricom
  jcarith jdarith jsimd_none"

rw_prepare() {
  sed -e 's/@JPEG_LIB_VERSION@/62/' -e 's/@VERSION@/2.1.5/' \
    -e 's/@LIBJPEG_TURBO_VERSION_NUMBER@/2001005/' -e 's/@BITS_IN_JSAMPLE@/8/' \
    -e 's/#cmakedefine \(C_ARITH_CODING_SUPPORTED\|D_ARITH_CODING_SUPPORTED\|MEM_SRCDST_SUPPORTED\) 1/#define \1 1/' \
    -e 's/#cmakedefine \(WITH_SIMD\|RIGHT_SHIFT_IS_UNSIGNED\) 1/\/* #undef \1 *\//' \
    jconfig.h.in > jconfig.h
  sed -e 's/@BUILD@/20230101/' -e 's/@INLINE@/__inline__ __attribute__((always_inline))/' \
    -e 's/@THREAD_LOCAL@/__thread/' -e 's/@CMAKE_PROJECT_NAME@/libjpeg-turbo/' \
    -e 's/@VERSION@/2.1.5/' -e 's/@SIZE_T@/8/' \
    -e 's/#cmakedefine HAVE_BUILTIN_CTZL/#define HAVE_BUILTIN_CTZL/' \
    -e 's/#cmakedefine HAVE_INTRIN_H/\/* #undef HAVE_INTRIN_H *\//' \
    jconfigint.h.in > jconfigint.h
  sed -e 's/@COPYRIGHT_YEAR@/1991-2023/' jversion.h.in > jversion.h
  ! grep -q '@\|cmakedefine' jconfig.h jconfigint.h jversion.h
}

rw_build() {
  local l=() s lib cj=(-DBMP_SUPPORTED -DGIF_SUPPORTED -DPPM_SUPPORTED -DTARGA_SUPPORTED)
  for s in $RW_JPEG_LIB; do l+=("$s.c"); done
  lib=$(rw_objs "$OUT/obj/lib" -I"$SRC" -- "${l[@]}") || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/cjpeg" $(rw_objs "$OUT/obj/cjpeg" -I"$SRC" "${cj[@]}" -- cjpeg.c cdjpeg.c \
    rdgif.c rdppm.c rdswitch.c rdbmp.c rdtarga.c) $lib
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/djpeg" $(rw_objs "$OUT/obj/djpeg" -I"$SRC" "${cj[@]}" -- djpeg.c cdjpeg.c \
    rdcolmap.c rdswitch.c wrgif.c wrppm.c wrbmp.c wrtarga.c) $lib
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/jpegtran" $(rw_objs "$OUT/obj/jpegtran" -I"$SRC" -- jpegtran.c cdjpeg.c \
    rdswitch.c transupp.c) $lib
}

# rw_jpeg_md5 NAME MD5 FILE: a verdict, FILE's MD5 is MD5; FILE an output.
rw_jpeg_md5() {
  cp "$3" "$OUT/outputs/$1.${3##*.}"
  rw_check "$1" bash -c "[ \"\$(md5sum < '$3' | cut -d' ' -f1)\" = $2 ]"
}

rw_run() {
  local o=$OUT/outputs kind prog name args outf inf md5 ft=NO_FP_CONTRACT q n
  [ "$TARGET" = aarch64 ] && ft=FP_CONTRACT
  mkdir -p "$o"
  python3 "$ROOT/bench/realworld/wide/data/libjpeg-turbo-tests.py" "$SRC/CMakeLists.txt" $ft \
    | sed "s|TESTIMAGES/|$SRC/testimages/|g" > tests.txt
  while IFS='|' read -r kind prog name args outf inf md5; do
    case $kind in
      BIT) # shellcheck disable=SC2086
           rw_test "$prog-$name" "$OUT/$prog" $args -outfile "$outf" "$inf" < /dev/null
           rw_jpeg_md5 "$prog-$name-cmp" "$md5" "$outf" ;;
      RUN) # shellcheck disable=SC2086
           rw_test "$name" "$OUT/$prog" $args < /dev/null ;;
      MD5) rw_jpeg_md5 "$prog" "$name" "$args" ;;
    esac
  done < tests.txt

  # the workload
  python3 "$ROOT/bench/realworld/wide/data/image-gen.py" 1024 768 1 > big.ppm
  for q in q75:-quality_75 q95p:-quality_95_-progressive opt444:-optimize_-sample_1x1 \
           ari:-arithmetic gray:-grayscale; do
    n=big-${q%%:*} q=${q#*:}
    # shellcheck disable=SC2086
    rw_output "$n.jpg" "$OUT/cjpeg" ${q//_/ } big.ppm < /dev/null
    rw_output "$n.ppm" "$OUT/djpeg" -ppm "$o/$n.jpg" < /dev/null
  done
  rw_output big-q75-half.ppm "$OUT/djpeg" -dct fast -scale 1/2 -ppm "$o/big-q75.jpg" < /dev/null
  rw_output big-rot90.jpg "$OUT/jpegtran" -rotate 90 "$o/big-q75.jpg" < /dev/null
  rw_output big-prog.jpg "$OUT/jpegtran" -progressive -optimize "$o/big-q75.jpg" < /dev/null
}
