# opus: the Opus audio codec, libopus in floating point (SILK, CELT and
# the hybrid/analysis code), without intrinsics, and its opus_demo
# program (Debian source package opus), built from the *_sources.mk
# lists as Makefile.unix does.
#
# Tests: tests/test_opus_padding and test_opus_projection, judged by
# their exit status (test_opus_api, _decode and _encode are left out:
# each runs 10 to 100 G instructions under qemu).  Workload: opus_demo
# over generated signals (wide/data/audio-gen.py: a sweep, a chord,
# speech-like bursts, noise bursts; 6 s each): music at 48 kHz stereo
# and 64 kb/s, VoIP at 16 kHz mono and 16 kb/s with in-band FEC and 10 %
# simulated loss, restricted low delay at 128 kb/s CBR with 10 ms frames,
# and a 24 kHz mono stream encoded (-e) at complexity 5 and decoded (-d)
# separately, every bit-stream and decoded signal an output (opus_compare
# is left out: it compares with the test vectors' references, and takes
# 14 G instructions over one of these signals).
RW_PACKAGE=opus
RW_WEIGHT=1
RW_NEEDS="python3:python3"

# the library's sources for the floating-point build, from the .mk files
rw_opus_sources() {
  python3 - "$SRC" <<'PY'
import re, sys
d = {}
for f in ("silk_sources.mk", "celt_sources.mk", "opus_sources.mk"):
    text = open(sys.argv[1] + "/" + f).read().replace("\\\n", " ")
    for m in re.finditer(r"^(\w+)\s*=\s*(.*)$", text, re.M):
        d[m.group(1)] = m.group(2).split()
print(" ".join(d["SILK_SOURCES"] + d["SILK_SOURCES_FLOAT"] + d["CELT_SOURCES"]
               + d["OPUS_SOURCES"] + d["OPUS_SOURCES_FLOAT"]))
PY
}

rw_build() {
  local lib t f=(-DUSE_ALLOCA -DOPUS_BUILD -DHAVE_LRINTF -DHAVE_LRINT -I"$SRC/include"
    -I"$SRC/silk" -I"$SRC/celt" -I"$SRC/silk/float")
  # shellcheck disable=SC2046
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- $(rw_opus_sources)) || exit 1
  for t in tests/test_opus_padding tests/test_opus_projection src/opus_demo; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/${t##*/}" $(rw_objs "$OUT/obj" "${f[@]}" -- $t.c) $lib -lm
  done
}

rw_run() {
  local o=$OUT/outputs d=$OUT/opus_demo gen=$ROOT/bench/realworld/wide/data/audio-gen.py
  rw_test test_opus_padding "$OUT/test_opus_padding" < /dev/null
  rw_test test_opus_projection "$OUT/test_opus_projection" < /dev/null
  python3 "$gen" 48000 2 6 1 > s48.raw
  python3 "$gen" 16000 1 6 2 > m16.raw
  python3 "$gen" 24000 1 6 3 > m24.raw
  # (opus_demo prints its statistics on stderr)
  rw_test music "$d" audio 48000 2 64000 s48.raw music.raw < /dev/null
  rw_test voip "$d" voip 16000 1 16000 -inbandfec -loss 10 m16.raw voip.raw < /dev/null
  rw_test lowdelay "$d" restricted-lowdelay 48000 2 128000 -cbr -framesize 10 s48.raw \
    lowdelay.raw < /dev/null
  rw_test encode "$d" -e audio 24000 1 32000 -complexity 5 m24.raw m24.bit < /dev/null
  rw_test decode "$d" -d 24000 1 m24.bit decode.raw < /dev/null
  cp music.raw voip.raw lowdelay.raw m24.bit decode.raw "$o/"
}
