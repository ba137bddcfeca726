# flac: the FLAC lossless audio codec, libFLAC (with its x86 and NEON
# intrinsics paths and their run-time dispatch), the flac tool and the
# libFLAC unit tests (Debian source package flac), without Ogg or C++.
# configure runs natively once in rw_prepare for config.h; its
# target-specific lines (the CPU, <cpuid.h>, <x86intrin.h>, the
# intrinsics headers) are replaced by one block for each target, what
# configure writes on x86-64 and on AArch64.
#
# Tests: src/test_libFLAC (endswap, CRC, MD5, bit reader and writer,
# format, encoders and decoders over generated streams, metadata), its
# stdout and status outputs, judged PASS when it exits 0 or when its one
# error is the metadata test's refusal to run as root (the files it
# makes read-only stay writable for root).  Workload: flac over a
# generated WAV (wide/data/audio-gen.py, 44.1 kHz stereo, 8 s) at -0, -5
# and -8 (with --verify), each decoded again and tested (-t), and
# flac -a (the analysis output) of the -5 stream, each an output.
RW_PACKAGE=flac
RW_WEIGHT=2
RW_NEEDS="python3:python3"

rw_prepare() {
  ./configure CC=gcc-12 --disable-ogg --disable-cpplibs --disable-shared \
    --disable-doxygen-docs --disable-xmms-plugin --disable-examples --disable-oggtest \
    > configure.log 2>&1 || { cat configure.log; return 1; }
  sed -i -E '/^#define (FLAC__CPU_X86_64|FLAC__HAS_X86INTRIN|FLAC__HAS_NEONINTRIN|FLAC__HAS_A64NEONINTRIN|HAVE_CPUID_H|HAVE_X86INTRIN_H|FLAC__USE_AVX|FLAC__CPU_ARM64) /d' config.h
  cat >> config.h <<'CONFIG'
/* the target: what configure writes for each (bench/realworld/wide/flac.sh) */
#if defined(__x86_64__)
#define FLAC__CPU_X86_64 1
#define FLAC__HAS_X86INTRIN 1
#define FLAC__HAS_NEONINTRIN 0
#define FLAC__HAS_A64NEONINTRIN 0
#define HAVE_CPUID_H 1
#define HAVE_X86INTRIN_H 1
#define FLAC__USE_AVX 1
#elif defined(__aarch64__)
#define FLAC__CPU_ARM64 1
#define FLAC__HAS_X86INTRIN 0
#define FLAC__HAS_NEONINTRIN 1
#define FLAC__HAS_A64NEONINTRIN 1
#endif
CONFIG
}

rw_build() {
  local f=(-DHAVE_CONFIG_H -DFLAC__NO_DLL -I"$SRC" -I"$SRC/include") s l=() lib share
  for s in bitmath bitreader bitwriter cpu crc fixed fixed_intrin_sse2 fixed_intrin_ssse3 float \
           format lpc lpc_intrin_avx2 lpc_intrin_fma lpc_intrin_neon lpc_intrin_sse2 \
           lpc_intrin_sse41 md5 memory metadata_iterators metadata_object stream_decoder \
           stream_encoder stream_encoder_framing stream_encoder_intrin_avx2 \
           stream_encoder_intrin_sse2 stream_encoder_intrin_ssse3 window; do
    l+=("src/libFLAC/$s.c")
  done
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -I"$SRC/src/libFLAC/include" -fassociative-math \
    -fno-signed-zeros -fno-trapping-math -freciprocal-math -- "${l[@]}") || exit 1
  share=$(rw_objs "$OUT/obj" "${f[@]}" -- src/share/grabbag/alloc.c \
    src/share/grabbag/cuesheet.c src/share/grabbag/file.c src/share/grabbag/picture.c \
    src/share/grabbag/replaygain.c src/share/grabbag/seektable.c \
    src/share/grabbag/snprintf.c src/share/replaygain_analysis/replaygain_analysis.c \
    src/share/replaygain_synthesis/replaygain_synthesis.c src/share/getopt/getopt.c \
    src/share/getopt/getopt1.c src/share/utf8/charset.c src/share/utf8/iconvert.c \
    src/share/utf8/utf8.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/flac" $(rw_objs "$OUT/obj" "${f[@]}" -- src/flac/analyze.c src/flac/decode.c \
    src/flac/encode.c src/flac/foreign_metadata.c src/flac/local_string_utils.c \
    src/flac/main.c src/flac/utils.c src/flac/vorbiscomment.c) $share $lib -lm
  l=()
  for s in bitreader bitwriter crc decoders encoders endswap format main md5 metadata \
           metadata_manip metadata_object; do
    l+=("src/test_libFLAC/$s.c")
  done
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/test_libFLAC" $(rw_objs "$OUT/obj" "${f[@]}" -I"$SRC/src/libFLAC/include" -- \
    "${l[@]}" src/test_libs_common/file_utils_flac.c src/test_libs_common/metadata_utils.c) \
    $share $lib -lm
}

rw_run() {
  local o=$OUT/outputs l
  rw_output test_libFLAC "$OUT/test_libFLAC" < /dev/null
  rw_check test_libFLAC bash -c "grep -qx 'exit status 0' '$o/test_libFLAC.status' ||
    [ \"\$(grep -a '^ERROR' '$o/test_libFLAC')\" = 'ERROR: iterator claims file is writable when tester thinks it should not be; are you running as root?' ]"

  python3 "$ROOT/bench/realworld/wide/data/audio-gen.py" --wav 44100 2 8 1 > input.wav
  for l in 0 5 8; do
    if [ $l = 8 ]; then
      rw_output "input-$l.flac" "$OUT/flac" -s -$l --verify -c input.wav < /dev/null
    else
      rw_output "input-$l.flac" "$OUT/flac" -s -$l -c input.wav < /dev/null
    fi
    cp "$o/input-$l.flac" "input-$l.flac"
    rw_output "input-$l.wav" "$OUT/flac" -s -d -c "input-$l.flac" < /dev/null
    rw_check "roundtrip-$l" cmp input.wav "$o/input-$l.wav"
    rw_test "test-$l" "$OUT/flac" -s -t "input-$l.flac" < /dev/null
  done
  rw_test analyze "$OUT/flac" -s -a input-5.flac < /dev/null
  cp input-5.ana "$o/input-5.ana"
}
