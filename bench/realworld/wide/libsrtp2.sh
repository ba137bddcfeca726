# libsrtp2: the Secure RTP library (Debian source package libsrtp2):
# SRTP/SRTCP protection and unprotection of RTP packets with its own
# AES-ICM and HMAC-SHA1 (no OpenSSL), the replay databases, the crypto
# kernel, and its test drivers.  configure runs natively once in
# rw_prepare for crypto/include/config.h; its HAVE_X86 (x86 inline
# assembly for byte swaps) is made conditional on __x86_64__, as
# configure would leave it out for AArch64.
#
# Tests: make runtest's drivers in validation mode (cipher_driver -v,
# kernel_driver -v, test_srtp, rdbx_driver -v, srtp_driver -v: SRTP and
# SRTCP test vectors, policies, keys, ROC and replay handling,
# encrypt-then-decrypt of generated RTP streams) and crypto/test's
# datatypes_driver and sha1_driver, each judged by its exit status with
# its stdout an output; they are the workload.  Left out: roc_driver and
# replay_driver (27 G and 7 G instructions under qemu), the -t timing
# modes (their trials are over 100 G) and rtpw_test.sh (UDP sockets).
RW_PACKAGE=libsrtp2
RW_WEIGHT=1

rw_prepare() {
  ./configure CC=gcc-12 > configure.log 2>&1 || { cat configure.log; return 1; }
  sed -i 's/^#define HAVE_X86 1$/#if defined(__x86_64__)\n#define HAVE_X86 1\n#endif/' \
    crypto/include/config.h
  grep -q '^#define CPU_CISC 1' crypto/include/config.h
}

rw_build() {
  local f=(-DHAVE_CONFIG_H -I"$SRC/crypto/include" -I"$SRC/include" -I"$SRC/test") lib t
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- crypto/cipher/cipher.c crypto/cipher/null_cipher.c \
    crypto/cipher/cipher_test_cases.c crypto/cipher/aes_icm.c crypto/cipher/aes.c \
    crypto/hash/null_auth.c crypto/hash/auth.c crypto/hash/auth_test_cases.c \
    crypto/hash/hmac.c crypto/hash/sha1.c crypto/replay/rdb.c crypto/replay/rdbx.c \
    crypto/math/datatypes.c crypto/kernel/crypto_kernel.c crypto/kernel/alloc.c \
    crypto/kernel/key.c crypto/kernel/err.c srtp/srtp.c) || exit 1
  # an archive, as the Makefile's -lsrtp2: test_srtp.c includes srtp.c itself
  rm -f "$OUT/libsrtp2.a"
  # shellcheck disable=SC2086
  $AR rcs "$OUT/libsrtp2.a" $lib || rw_die "ar failed"
  local util getopt utsim
  util=$(rw_objs "$OUT/obj" "${f[@]}" -- test/util.c) || exit 1
  getopt=$(rw_objs "$OUT/obj" "${f[@]}" -- test/getopt_s.c) || exit 1
  utsim=$(rw_objs "$OUT/obj" "${f[@]}" -- test/ut_sim.c) || exit 1
  for t in crypto/test/cipher_driver:$getopt crypto/test/kernel_driver:$getopt \
           test/test_srtp: "test/srtp_driver:$util $getopt" "test/rdbx_driver:$getopt $utsim" \
           crypto/test/datatypes_driver:$util crypto/test/sha1_driver:$util; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/${t%%:*}" $(rw_objs "$OUT/obj" "${f[@]}" -- ${t%%:*}.c) ${t#*:} \
      "$OUT/libsrtp2.a"
  done
}

rw_run() {
  local t n
  for t in crypto/test/cipher_driver:-v crypto/test/kernel_driver:-v test/test_srtp: \
           test/rdbx_driver:-v test/srtp_driver:-v crypto/test/datatypes_driver: \
           crypto/test/sha1_driver:; do
    n=${t%%:*} n=${n##*/}
    # shellcheck disable=SC2086
    rw_output "$n" "$OUT/${t%%:*}" ${t#*:} < /dev/null
    rw_check "$n" grep -qx 'exit status 0' "$OUT/outputs/$n.status"
  done
}
