# nettle: the Nettle cryptographic library and its hogweed public-key
# half with mini-gmp (Debian source package nettle): AES, Camellia,
# ChaCha, Salsa20, SHA-1/2/3, SM3, Streebog, GCM, CCM, EAX, SIV, UMAC,
# Poly1305, RSA, DSA, ECDSA, EdDSA, curve25519/448, GOST, ... in C (no
# assembly, no fat binary).  configure and the generated headers (the
# curves' tables from eccdata, run natively: they depend on the limb
# size, 64 bits on both targets) come from rw_prepare; config.h loses
# what only the host has (OpenSSL and valgrind headers, ifunc); the
# libraries' sources are the Makefile's lists.
#
# Tests: testsuite/'s C tests (make check's, with testutils.c), each
# judged by its exit status, but 21 that take 0.4 to 100 G instructions
# each under qemu (key generation, random primes, the ECC modular
# arithmetic sweeps, side-channel-silent RSA decryption, bcrypt, PBKDF2,
# yarrow, UMAC, Poly1305, ...); the rest (85 tests, every cipher, hash,
# MAC, AEAD and signature scheme's test vectors) are the workload.
RW_PACKAGE=nettle
RW_WEIGHT=2

RW_NETTLE_SLOW="gostdsa-keygen-test ecdsa-keygen-test bcrypt-test ed448-test base64-test
  pbkdf2-test poly1305-test dsa-test yarrow-test umac-test eddsa-compress-test
  rsa-keygen-test ecc-mod-test ecc-modinv-test rsa-compute-root-test ecc-mul-a-test
  random-prime-test ecc-sqrt-test ecc-redc-test dsa-keygen-test rsa-sec-decrypt-test"

rw_prepare() {
  ./configure CC=gcc-12 --disable-assembler --disable-shared --enable-mini-gmp \
    --disable-documentation --disable-openssl > configure.log 2>&1 \
    || { cat configure.log; return 1; }
  sed -i -E '/^#define (HAVE_OPENSSL_[A-Z_]+|HAVE_VALGRIND_MEMCHECK_H|HAVE_LIBDL|HAVE_LINK_IFUNC) 1$/d' \
    config.h
  make ecc-secp192r1.h ecc-secp224r1.h ecc-secp256r1.h ecc-secp384r1.h ecc-secp521r1.h \
    ecc-curve25519.h ecc-curve448.h ecc-gost-gc256b.h ecc-gost-gc512a.h version.h \
    || return 1
  printf 'rw-print:\n\t@echo $(nettle_SOURCES) $(hogweed_SOURCES) mini-gmp.c\n' \
    | make -s -f Makefile -f - rw-print > rw-sources.txt
  printf 'rw-print:\n\t@echo $(TS_NETTLE_SOURCES) $(TS_HOGWEED_SOURCES)\n' \
    | make -s -C testsuite -f Makefile -f - rw-print > rw-tests.txt
  [ "$(wc -w < rw-sources.txt)" -gt 300 ]
}

rw_build() {
  local lib t f=(-DHAVE_CONFIG_H -I"$SRC")
  # shellcheck disable=SC2046
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- $(cat "$SRC/rw-sources.txt") nettle-internal.c) \
    || exit 1
  local tu
  tu=$(rw_objs "$OUT/obj" "${f[@]}" -- testsuite/testutils.c) || exit 1
  for t in $(cat "$SRC/rw-tests.txt"); do
    t=${t%.c}
    case " $(echo $RW_NETTLE_SLOW) x86-ibt-test " in *" $t "*) continue ;; esac
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/tests/$t" $(rw_objs "$OUT/obj" "${f[@]}" -- testsuite/$t.c) $tu $lib
  done
}

rw_run() {
  local t
  # (some tests read their data from $srcdir)
  export srcdir=$SRC/testsuite
  for t in "$OUT"/tests/*; do
    rw_test "${t##*/}" "$t" < /dev/null
  done
}
