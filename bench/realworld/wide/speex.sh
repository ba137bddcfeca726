# speex: the Speex speech codec, libspeex in floating point (narrowband,
# wideband and ultra-wideband CELP, VBR, the enhancer, stereo) and its
# test programs testenc, testenc_wb and testenc_uwb (Debian source
# package speex).  configure runs natively once in rw_prepare for
# config.h and speex_config_types.h (--disable-binaries: speexenc and
# speexdec need libogg), its x86 _USE_SSE made conditional on __SSE__;
# the library from Makefile.am's list.
#
# The tarball ships no test data.  Workload: the three test programs
# (each encodes at quality 8 and decodes again, with the enhancer and
# the high-pass filter) over generated speech-like signals
# (wide/data/audio-gen.py, 10 s) at 8, 16 and 32 kHz, every decoded
# signal, bit-stream and signal-to-noise report an output.
RW_PACKAGE=speex
RW_WEIGHT=1
RW_NEEDS="python3:python3"

rw_prepare() {
  ./configure CC=gcc-12 --disable-binaries --disable-shared > configure.log 2>&1 \
    || { cat configure.log; return 1; }
  sed -i 's|^#define _USE_SSE /\*\*/$|#ifdef __SSE__\n#define _USE_SSE\n#endif|' config.h
  grep -q '^#define FLOATING_POINT' config.h
}

rw_build() {
  local lib f=(-DHAVE_CONFIG_H -I"$SRC" -I"$SRC/include" -I"$SRC/include/speex") s l=() t
  for s in cb_search exc_10_32_table exc_8_128_table filters gain_table hexc_table \
           high_lsp_tables lsp ltp speex stereo vbr vq bits exc_10_16_table \
           exc_20_32_table exc_5_256_table exc_5_64_table gain_table_lbr hexc_10_32_table \
           lpc lsp_tables_nb modes modes_wb nb_celp quant_lsp sb_celp speex_callbacks \
           speex_header window; do
    l+=("libspeex/$s.c")
  done
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- "${l[@]}") || exit 1
  for t in testenc testenc_wb testenc_uwb; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$t" $(rw_objs "$OUT/obj" "${f[@]}" -- libspeex/$t.c) $lib -lm
  done
}

rw_run() {
  local o=$OUT/outputs gen=$ROOT/bench/realworld/wide/data/audio-gen.py t r
  for t in testenc:8000 testenc_wb:16000 testenc_uwb:32000; do
    r=${t#*:} t=${t%:*}
    python3 "$gen" $r 1 10 $r > in$r.raw
    # (testenc_wb and _uwb exit with status 1: the status is an output)
    rw_output "$t" "$OUT/$t" in$r.raw out$r.raw bits$r < /dev/null
    cp out$r.raw "$o/$t-decoded"
    cp bits$r "$o/$t-bits"
    cp "$o/$t.stderr" "$o/$t-snr"
  done
}
