# bc: GNU bc and dc, arbitrary-precision calculators (Debian source
# package bc), with their shared number library (lib/number.c).  configure
# and make run natively once in rw_prepare for config.h and bc/libmath.h
# (the math library compiled to bc's byte code by its own fbc, the same
# for both targets); the programs are compiled from Makefile.am's lists,
# without readline.
#
# Tests: the programs of Test/ that run in seconds (arrays, atan, div,
# ln, sine, sqrt, the scale test testfn; exp, jn, mul, raise, fact and
# checklib take minutes under qemu), bc -l over each, every result an
# output.  Workload: pi, e, ln 10 and the square root of 2 to 400
# digits with bc -l, two programs of bc's own Examples (primes.b up to
# 3,000, twins.b up to 2,000), and dc computing 200 factorials and the
# powers of 3 to 3^300.
RW_PACKAGE=bc
RW_WEIGHT=1

rw_prepare() {
  ./configure CC=gcc-12 > configure.log 2>&1 || { cat configure.log; return 1; }
  make -C lib && make -C bc libmath.h
}

rw_build() {
  local lib i=(-DHAVE_CONFIG_H -I"$SRC" -I"$SRC/h")
  lib=$(rw_objs "$OUT/obj" "${i[@]}" -- lib/getopt.c lib/getopt1.c lib/vfprintf.c \
    lib/number.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/bc" $(rw_objs "$OUT/obj" "${i[@]}" -I"$SRC/bc" -- bc/main.c bc/bc.c bc/scan.c \
    bc/execute.c bc/load.c bc/storage.c bc/util.c bc/global.c bc/warranty.c) $lib
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/dc" $(rw_objs "$OUT/obj" "${i[@]}" -- dc/dc.c dc/misc.c dc/eval.c dc/stack.c \
    dc/array.c dc/numeric.c dc/string.c) $lib
}

rw_run() {
  local o=$OUT/outputs t
  for t in array arrayp aryprm atan div ln sine sqrt sqrt1 testfn; do
    rw_output "$t" "$OUT/bc" -l "$SRC/Test/$t.b" < /dev/null
    rw_check "$t" grep -qx 'exit status 0' "$o/$t.status"
  done

  # the workload
  printf 'scale=400\n4*a(1)\ne(1)\nl(10)\nsqrt(2)\nquit\n' > consts.bc
  rw_output consts "$OUT/bc" -lq consts.bc < /dev/null
  cat "$SRC/Examples/primes.b" > primes.bc
  printf 'primes(3000)\nquit\n' >> primes.bc
  rw_output primes "$OUT/bc" -q primes.bc < /dev/null
  cat "$SRC/Examples/twins.b" > twins.bc
  printf 'twins(2000)\nquit\n' >> twins.bc
  rw_output twins "$OUT/bc" -q twins.bc < /dev/null
  # dc: n! for n = 1 .. 200, and 3^k for k = 1 .. 300
  echo '1 sf 1 si [li lf * d sf p li 1 + d si 200 !<L] sL lLx' > fact.dc
  echo '1 sk [3 lk ^ p lk 1 + d sk 300 !<P] sP lPx' > pow.dc
  rw_output dc-fact "$OUT/dc" fact.dc < /dev/null
  rw_output dc-pow "$OUT/dc" pow.dc < /dev/null
}
