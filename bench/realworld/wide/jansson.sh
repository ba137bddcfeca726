# jansson: the Jansson JSON library (Debian source package jansson),
# compiled directly from src/*.c with the jansson_config.h and private
# config.h configure writes on glibc (written by rw_prepare), plus
# test/bin/json_process and the API tests of test/suites/api.
#
# Tests: the 18 API test programs, judged by their exit status; the
# valid, invalid, invalid-unicode and encoding-flags suites run as
# test/scripts/run-tests.sh does (json_process --env with each case's
# env file, normal and STRIP=1; the stdout, or the error on stderr, must
# equal the case's expected file), every result an output.  Workload: a
# generated JSON document of 1 MB (wide/data/json-gen.py) through
# json_process, sorted, indented, compact, ASCII-escaped, order-
# preserving and stripped.
#
# The hash seed: jansson seeds its object hash tables from /dev/urandom
# unless told; json_process's runs set HASHSEED=1 (its own knob), so
# their counts repeat.  The API tests take the default (random) seed:
# their runs are compared but not counted.
RW_PACKAGE=jansson
RW_WEIGHT=1
RW_NEEDS="python3:python3"

RW_JANSSON_API="test_array test_chaos test_copy test_dump test_dump_callback test_equal
  test_fixed_size test_load test_load_callback test_loadb test_memory_funcs test_number
  test_object test_pack test_simple test_sprintf test_unpack test_version"

rw_prepare() {
  printf '%s\n' '#ifndef JANSSON_CONFIG_H' '#define JANSSON_CONFIG_H' \
    '#ifdef __cplusplus' '#define JSON_INLINE inline' '#else' '#define JSON_INLINE inline' \
    '#endif' '#define JSON_INTEGER_IS_LONG_LONG 1' '#define JSON_HAVE_LOCALECONV 1' \
    '#define JSON_HAVE_ATOMIC_BUILTINS 1' '#define JSON_HAVE_SYNC_BUILTINS 1' \
    '#define JSON_PARSER_MAX_DEPTH 2048' '#endif' > src/jansson_config.h
  printf '#define %s 1\n' HAVE_ENDIAN_H HAVE_FCNTL_H HAVE_SCHED_H HAVE_UNISTD_H \
    HAVE_SYS_PARAM_H HAVE_SYS_STAT_H HAVE_SYS_TIME_H HAVE_SYS_TYPES_H HAVE_STDINT_H \
    HAVE_CLOSE HAVE_GETPID HAVE_GETTIMEOFDAY HAVE_OPEN HAVE_READ HAVE_SCHED_YIELD \
    HAVE_SYNC_BUILTINS HAVE_ATOMIC_BUILTINS HAVE_LOCALE_H HAVE_SETLOCALE HAVE_STRTOLL \
    USE_URANDOM > src/jansson_private_config.h
  echo '#define INITIAL_HASHTABLE_ORDER 3' >> src/jansson_private_config.h
}

rw_build() {
  local lib t f=(-DHAVE_CONFIG_H -I"$SRC/src")
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- src/dump.c src/error.c src/hashtable.c \
    src/hashtable_seed.c src/load.c src/memory.c src/pack_unpack.c src/strbuffer.c \
    src/strconv.c src/utf.c src/value.c src/version.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/json_process" $(rw_objs "$OUT/obj" "${f[@]}" -- test/bin/json_process.c) $lib
  for t in $RW_JANSSON_API; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/api/$t" $(rw_objs "$OUT/obj" "${f[@]}" -- test/suites/api/$t.c) $lib
  done
}

# rw_jansson_case SUITE DIR VARIANT: one case of a suite, as
# run-tests.sh's do_run: stdout (valid, encoding-flags) or stderr
# (invalid*) must equal the case's expected file.
rw_jansson_case() {
  local suite=$1 dir=$2 variant=$3 name ref kind=output s=.$3
  name=$suite-${dir##*/}-$variant
  case $suite in invalid*) kind=error ;; esac
  ref=$dir/$kind; [ -f "$dir/$kind$s" ] && ref=$dir/$kind$s
  (
    set -a
    # shellcheck disable=SC1091
    [ -f "$dir/env" ] && . "$dir/env"
    HASHSEED=1 STRIP=0
    [ "$variant" = strip ] && STRIP=1
    set +a
    rw_output "$name" "$OUT/json_process" --env < "$dir/input"
  )
  if [ $kind = output ]; then rw_check "$name" cmp "$ref" "$OUT/outputs/$name"
  else rw_check "$name" cmp "$ref" "$OUT/outputs/$name.stderr"; fi
}

rw_run() {
  local t suite dir v
  for t in $RW_JANSSON_API; do
    rw_uncounted rw_test "$t" "$OUT/api/$t" < /dev/null
  done
  for suite in valid invalid invalid-unicode encoding-flags; do
    for dir in "$SRC"/test/suites/$suite/*/; do
      dir=${dir%/}
      rw_jansson_case $suite "$dir" normal
      case $suite in
        invalid*) [ -f "$dir/nostrip" ] || rw_jansson_case $suite "$dir" strip ;;
        *) rw_jansson_case $suite "$dir" strip ;;
      esac
    done
  done

  # the workload
  python3 "$ROOT/bench/realworld/wide/data/json-gen.py" 4 1000000 > doc.json
  for v in JSON_SORT_KEYS JSON_INDENT=2 JSON_COMPACT JSON_ENSURE_ASCII JSON_PRESERVE_ORDER \
           STRIP; do
    case $v in *=*) ;; *) v=$v=1 ;; esac
    ( export HASHSEED=1 "${v?}"; rw_output "doc-${v%%=*}" "$OUT/json_process" --env < doc.json )
    rw_check "doc-${v%%=*}" grep -qx 'exit status 0' "$OUT/outputs/doc-${v%%=*}.status"
  done
}
