# lame: the LAME MP3 encoder, libmp3lame with the mpglib decoder
# (decoding on the fly) and the lame command line tool (Debian source
# package lame).  configure runs natively once in rw_prepare for config.h
# (--disable-frontend: the frontend is compiled here); its x86-only lines
# (<xmmintrin.h>, the 80-bit long double) are made conditional on
# __x86_64__; the sources from the Makefile.am lists (the SSE quantizer
# compiles to nothing on AArch64).
#
# Tests: make test (lame --nores testcase.wav; its stream is an output;
# the Makefile only counts the bytes that differ from the shipped
# testcase.mp3, which depend on the compiler, so it is not a verdict)
# and testcase.mp3 decoded.  Workload: lame --silent over a generated
# WAV (wide/data/audio-gen.py, 44.1 kHz stereo, 5 s) in CBR at 128 kb/s,
# VBR -V 2, ABR 96 kb/s, -h (-q 2) at 192 kb/s and mono 64 kb/s at
# 22.05 kHz, each stream an output and each decoded again (--decode).
# (-q 0 would take 3 G instructions over these 5 s.)
RW_PACKAGE=lame
RW_WEIGHT=1
RW_NEEDS="python3:python3"

rw_prepare() {
  ./configure CC=gcc-12 --disable-shared --disable-gtktest --disable-frontend \
    --enable-decoder > configure.log 2>&1 || { cat configure.log; return 1; }
  sed -i -E 's/^#define (HAVE_XMMINTRIN_H|HAVE_IEEE854_FLOAT80) 1$/#if defined(__x86_64__)\n#define \1 1\n#endif/' config.h
  # no termcap for AArch64 here (the frontend's console colours only)
  sed -i -E '/^#define (HAVE_TERMCAP|HAVE_TERMCAP_H|HAVE_NCURSES_TERMCAP_H) 1$/d' config.h
  grep -q 'define HAVE_MPGLIB 1' config.h
}

rw_build() {
  local f=(-DHAVE_CONFIG_H -I"$SRC" -I"$SRC/include" -I"$SRC/libmp3lame" -I"$SRC/mpglib") s l=()
  local lib
  for s in VbrTag bitstream encoder fft gain_analysis id3tag lame newmdct presets psymodel \
           quantize quantize_pvt reservoir set_get tables takehiro util vbrquantize version \
           mpglib_interface vector/xmm_quantize_sub; do
    l+=("libmp3lame/$s.c")
  done
  for s in common dct64_i386 decode_i386 interface layer1 layer2 layer3 tabinit; do
    l+=("mpglib/$s.c")
  done
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- "${l[@]}") || exit 1
  l=()
  for s in lame_main main brhist console get_audio lametime parse timestatus; do
    l+=("frontend/$s.c")
  done
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/lame" $(rw_objs "$OUT/obj" "${f[@]}" -I"$SRC/frontend" -- "${l[@]}") $lib -lm
}

rw_run() {
  local o=$OUT/outputs lame=$OUT/lame m n
  mkdir -p "$o"
  cp "$SRC/testcase.wav" "$SRC/testcase.mp3" .
  rw_test testcase "$lame" --silent --nores testcase.wav testcase.new.mp3 < /dev/null
  cp testcase.new.mp3 "$o/testcase.new.mp3"
  rw_test testcase-decode "$lame" --silent --decode testcase.mp3 testcase.dec.wav < /dev/null
  cp testcase.dec.wav "$o/testcase.dec.wav"

  python3 "$ROOT/bench/realworld/wide/data/audio-gen.py" --wav 44100 2 5 1 > input.wav
  for m in cbr:-b128 vbr:-V2 abr:--abr_96 q2:-h_-b192 mono:-mm_--resample_22.05_-b64; do
    n=${m%%:*} m=${m#*:}
    # shellcheck disable=SC2086
    rw_test "$n" "$lame" --silent ${m//_/ } input.wav "$n.mp3" < /dev/null
    cp "$n.mp3" "$o/$n.mp3"
    rw_test "$n-decode" "$lame" --silent --decode "$n.mp3" "$n.wav" < /dev/null
    cp "$n.wav" "$o/$n.wav"
  done
}
