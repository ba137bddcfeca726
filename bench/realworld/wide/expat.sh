# expat: the Expat XML parser and xmlwf (Debian source package expat),
# compiled directly from lib/ and xmlwf/ with an expat_config.h written
# here (what configure finds on glibc, both targets: little-endian, mmap,
# XML_DTD, XML_NS, XML_CONTEXT_BYTES 1024).
#
# The hash salt: expat seeds its hash tables from arc4random, getrandom
# or the time and pid, so that the probes of every lookup, and the
# counts, change from run to run.  Here HAVE_ARC4RANDOM is set and
# arc4random is renamed to rw_arc4random, a fixed value (expat-salt.c,
# written by rw_prepare), as XML_SetHashSalt would set it.
#
# Tests: tests/runtests (the minicheck suite of make check, 345 checks),
# judged by its exit status.  Workload: xmlwf over
# testdata/largefiles/nes96.xml (3 MB): well-formedness, without
# memory-mapping (-r), and writing canonical output (-d), notations (-N)
# and a copy (-c), each result an output.
RW_PACKAGE=expat
RW_WEIGHT=1

RW_EXPAT_DEFS="-DHAVE_EXPAT_CONFIG_H -Darc4random=rw_arc4random"

rw_prepare() {
  cat > expat/expat_config.h <<'CONFIG'
#define BYTEORDER 1234
#define HAVE_ARC4RANDOM 1
#define HAVE_DLFCN_H 1
#define HAVE_FCNTL_H 1
#define HAVE_GETPAGESIZE 1
#define HAVE_INTTYPES_H 1
#define HAVE_MMAP 1
#define HAVE_STDINT_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRINGS_H 1
#define HAVE_STRING_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_UNISTD_H 1
#define PACKAGE "expat"
#define PACKAGE_BUGREPORT "expat-bugs@libexpat.org"
#define PACKAGE_NAME "expat"
#define PACKAGE_STRING "expat 2.5.0"
#define PACKAGE_TARNAME "expat"
#define PACKAGE_URL ""
#define PACKAGE_VERSION "2.5.0"
#define STDC_HEADERS 1
#define XML_CONTEXT_BYTES 1024
#define XML_DTD 1
#define XML_NS 1
CONFIG
  printf '%s\n' '/* a fixed hash salt (bench/realworld/wide/expat.sh) */' \
    '#include <stdint.h>' 'uint32_t rw_arc4random(void) { return 0x9e3779b9u; }' \
    > expat/expat-salt.c
}

rw_build() {
  local lib e=expat inc="-I$SRC/expat -I$SRC/expat/lib"
  # shellcheck disable=SC2086
  lib=$(rw_objs "$OUT/obj" $inc $RW_EXPAT_DEFS -- $e/lib/xmlparse.c $e/lib/xmlrole.c \
    $e/lib/xmltok.c $e/expat-salt.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/runtests" $(rw_objs "$OUT/obj" $inc $RW_EXPAT_DEFS -- $e/tests/chardata.c \
    $e/tests/structdata.c $e/tests/memcheck.c $e/tests/minicheck.c $e/tests/runtests.c) \
    $lib -lm
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/xmlwf" $(rw_objs "$OUT/obj" $inc $RW_EXPAT_DEFS -- $e/xmlwf/xmlwf.c \
    $e/xmlwf/xmlfile.c $e/xmlwf/codepage.c $e/xmlwf/unixfilemap.c) $lib -lm
}

rw_run() {
  local o=$OUT/outputs opts n
  rw_test runtests "$OUT/runtests" < /dev/null
  cp "$SRC/testdata/largefiles/nes96.xml" .
  mkdir -p "$o"
  for opts in plain -r -d -N -c; do
    n=xmlwf$opts
    rm -rf out && mkdir out
    case $opts in
      plain) rw_output "$n" "$OUT/xmlwf" nes96.xml < /dev/null ;;
      -r) rw_output "$n" "$OUT/xmlwf" $opts nes96.xml < /dev/null ;;
      -d) rw_output "$n" "$OUT/xmlwf" -d out nes96.xml < /dev/null ;;
      *) rw_output "$n" "$OUT/xmlwf" $opts -d out nes96.xml < /dev/null ;;
    esac
    [ -f out/nes96.xml ] && cp out/nes96.xml "$o/$n.xml"
    rw_check "$n" grep -qx 'exit status 0' "$o/$n.status"
  done
}
