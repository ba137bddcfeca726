# libsodium: the Sodium crypto library (Debian source package libsodium):
# every C file of src/libsodium (Curve25519, Ed25519, Ristretto255,
# X/ChaCha20-Poly1305, XSalsa20, BLAKE2b, SHA-2, SipHash, Argon2, scrypt,
# secretstream, the utilities), in its portable configuration for both
# targets: the reference C code, without the x86 assembly and without
# the SSE/AVX intrinsics files (AArch64 has none in this version); the
# defines configure would pass on glibc (64-bit TI mode, weak symbols,
# mmap/mprotect, getrandom) are on the command line, version.h from its
# template.  The tarball is a git export without configure.
#
# Tests: make check's test/default programs, each comparing its own
# output with its .exp file (exit status 0), but the four password
# hashes (pwhash_argon2i, _argon2id, _scrypt, _scrypt_ll: hundreds of MB
# of memory-hard work), sodium_utils2/3 (they test guard pages with
# signals) and four tests of random points and boxes that run 3 to 5 G
# instructions each under qemu (box7, box8, core_ed25519,
# core_ristretto255).  The tests that use fixed keys and messages only
# (the known-answer tests: auth, box, core1 to core5, hash, scalarmult,
# secretbox, sign, stream, ...) are counted, their .res output kept as an
# output; the others draw keys and nonces from getrandom: their runs are
# judged and compared but not counted (constant-time code counts nearly
# the same, but not quite: rejection sampling, early-exit comparisons of
# random data).  The tests are the workload.
RW_PACKAGE=libsodium
RW_WEIGHT=2

RW_SODIUM_DEFS="-DCONFIGURED=1 -DNATIVE_LITTLE_ENDIAN=1 -DHAVE_TI_MODE=1 -DHAVE_WEAK_SYMBOLS=1
  -DHAVE_ATOMIC_OPS=1 -DTLS=_Thread_local -DHAVE_MMAP=1 -DHAVE_MPROTECT=1
  -DHAVE_POSIX_MEMALIGN=1 -DHAVE_SYS_MMAN_H=1 -DHAVE_MLOCK=1 -DHAVE_MADVISE=1
  -DHAVE_GETPID=1 -DHAVE_NANOSLEEP=1 -DHAVE_PTHREAD=1 -DHAVE_ALLOCA_H=1 -DHAVE_ALLOCA=1
  -DHAVE_C_VARARRAYS=1 -DHAVE_EXPLICIT_BZERO=1 -DHAVE_SYS_RANDOM_H=1 -DHAVE_GETRANDOM=1
  -DHAVE_LINUX_COMPATIBLE_GETRANDOM=1 -DHAVE_PAGE_PROTECTION=1"

RW_SODIUM_TESTS="aead_aes256gcm aead_aes256gcm2 aead_chacha20poly1305 aead_chacha20poly13052
  aead_xchacha20poly1305 auth auth2 auth3 auth5 auth6 auth7 box box2
  box_easy box_easy2 box_seal box_seed chacha20 codecs core1 core2 core3 core4 core5 core6
  ed25519_convert generichash generichash2 generichash3 hash hash3 kdf keygen kx
  metamorphic misuse onetimeauth onetimeauth2 onetimeauth7 randombytes scalarmult
  scalarmult2 scalarmult5 scalarmult6 scalarmult7 scalarmult8 secretbox secretbox2
  secretbox7 secretbox8 secretbox_easy secretbox_easy2 secretstream shorthash sign
  sodium_core sodium_utils sodium_version stream stream2 stream3 stream4 verify1
  scalarmult_ed25519 scalarmult_ristretto255 siphashx24 xchacha20"

# the tests that use fixed keys and messages only (no randombytes)
RW_SODIUM_KAT="auth auth2 auth3 auth5 box box2 chacha20 core1 core2 core3 core4 core5
  generichash hash hash3 onetimeauth scalarmult secretbox secretbox2 shorthash sign stream
  stream2 stream3 siphashx24 xchacha20"

rw_prepare() {
  sed -e 's/@VERSION@/1.0.18/' -e 's/@SODIUM_LIBRARY_VERSION_MAJOR@/10/' \
    -e 's/@SODIUM_LIBRARY_VERSION_MINOR@/3/' -e 's/@SODIUM_LIBRARY_MINIMAL_DEF@//' \
    src/libsodium/include/sodium/version.h.in > src/libsodium/include/sodium/version.h
}

rw_build() {
  local inc=(-I"$SRC/src/libsodium/include" -I"$SRC/src/libsodium/include/sodium") f l=() lib t
  for f in $(cd "$SRC" && find src/libsodium -name '*.c' | LC_ALL=C sort); do l+=("$f"); done
  # shellcheck disable=SC2086
  lib=$(rw_objs "$OUT/obj" "${inc[@]}" $RW_SODIUM_DEFS -- "${l[@]}") || exit 1
  rm -f "$OUT/libsodium.a"
  # shellcheck disable=SC2086
  $AR rcs "$OUT/libsodium.a" $lib || rw_die "ar failed"
  for t in $RW_SODIUM_TESTS; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/test/$t" $(rw_objs "$OUT/obj" "${inc[@]}" -I"$SRC/test/quirks" \
      -DTEST_SRCDIR='"."' $RW_SODIUM_DEFS -- test/default/$t.c) "$OUT/libsodium.a" -pthread
  done
}

rw_run() {
  local t
  cp "$SRC"/test/default/*.exp .
  mkdir -p "$OUT/outputs"
  for t in $RW_SODIUM_TESTS; do
    case " $(echo $RW_SODIUM_KAT) " in
      *" $t "*) rw_test "$t" "$OUT/test/$t" < /dev/null
                cp "$t.res" "$OUT/outputs/$t.res" ;;
      *) rw_uncounted rw_test "$t" "$OUT/test/$t" < /dev/null ;;
    esac
  done
}
