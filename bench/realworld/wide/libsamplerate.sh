# libsamplerate: the Secret Rabbit Code sample-rate converter (Debian
# source package libsamplerate): the three sinc converters (best,
# medium, fastest: long polyphase filters in double precision), linear
# and zero-order hold, compiled directly from src/*.c with the config.h
# configure writes (every converter, the generic float-to-int paths),
# plus the test programs of make check.
#
# Tests, which are the workload too (the examples need libsndfile):
# make check's programs but four: callback_hang, callback, clone,
# downsample, float_short, misc, nullptr, reset, simple and termination
# (every converter over sine signals at many ratios, through the simple,
# full and callback APIs, checking lengths and values), each judged by
# its exit status with its stdout an output.  Left out: multi_channel
# and varispeed (7.6 G and 22 G instructions under qemu), snr_bw (a no-op
# without FFTW) and the two throughput tests (they run for a fixed time).
RW_PACKAGE=libsamplerate
RW_WEIGHT=1

RW_SRC_TESTS="callback_hang_test callback_test clone_test downsample_test float_short_test
  misc_test nullptr_test reset_test simple_test termination_test"

rw_prepare() {
  printf '%s\n' '#define PACKAGE "libsamplerate"' '#define VERSION "0.2.2"' \
    '#define ENABLE_SINC_BEST_CONVERTER 1' '#define ENABLE_SINC_MEDIUM_CONVERTER 1' \
    '#define ENABLE_SINC_FAST_CONVERTER 1' '#define CPU_CLIPS_POSITIVE 0' \
    '#define CPU_CLIPS_NEGATIVE 0' '#define HAVE_UNISTD_H 1' '#define HAVE_ALARM 1' \
    '#define HAVE_SIGNAL 1' '#define HAVE_SIGALRM 1' '#define HAVE_STDBOOL_H 1' \
    '#define HAVE_LRINT 1' '#define HAVE_LRINTF 1' > src/config.h
}

rw_build() {
  local f=(-DHAVE_CONFIG_H -I"$SRC/src" -I"$SRC/include") lib util t
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- src/samplerate.c src/src_sinc.c src/src_zoh.c \
    src/src_linear.c) || exit 1
  util=$(rw_objs "$OUT/obj" "${f[@]}" -- tests/util.c tests/calc_snr.c) || exit 1
  for t in $RW_SRC_TESTS; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$t" $(rw_objs "$OUT/obj" "${f[@]}" -- tests/$t.c) $util $lib -lm
  done
}

rw_run() {
  local t
  for t in $RW_SRC_TESTS; do
    rw_output "$t" "$OUT/$t" < /dev/null
    rw_check "$t" grep -qx 'exit status 0' "$OUT/outputs/$t.status"
  done
}
