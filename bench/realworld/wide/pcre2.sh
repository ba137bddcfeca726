# pcre2: the PCRE2 regular expression library, 8-bit code units, with
# Unicode and without JIT, plus pcre2test, pcre2grep and the POSIX
# wrapper (Debian source package pcre2), built as NON-AUTOTOOLS-BUILD
# describes: config.h.generic, pcre2.h.generic and the default
# character tables, the options on the command line.
#
# Tests: RunTest's tests for this configuration (8-bit, UTF, no JIT,
# link size 2, \C allowed): 1, 2 (with its -error list), 4 to 10, 14,
# 15, 16 (JIT unavailable), 18 to 22, 24 to 26 and heap, each run of
# pcre2test an output and PASS only when it equals testdata/testoutput*
# (the locale test 3, the 16- and 32-bit tests 11, 12 and 13, JIT's 17
# and 23, which needs \C disabled, are not for this build);
# pcre2posix_test.  Workload: pcre2grep over a fixed text (the first
# 800 KB of the library's sources) with literal, alternation,
# Unicode-property, back-reference and lookaround patterns, counting,
# inverting and printing only the matched parts, each an output.
RW_PACKAGE=pcre2
RW_WEIGHT=1

RW_PCRE2_LIB="pcre2_auto_possess pcre2_chartables pcre2_compile pcre2_config
  pcre2_context pcre2_convert pcre2_dfa_match pcre2_error pcre2_extuni
  pcre2_find_bracket pcre2_jit_compile pcre2_maketables pcre2_match
  pcre2_match_data pcre2_newline pcre2_ord2utf pcre2_pattern_info
  pcre2_script_run pcre2_serialize pcre2_string_utils pcre2_study
  pcre2_substitute pcre2_substring pcre2_tables pcre2_ucd
  pcre2_valid_utf pcre2_xclass"

RW_PCRE2_DEFS="-DHAVE_CONFIG_H -DPCRE2_CODE_UNIT_WIDTH=8 -DSUPPORT_PCRE2_8
  -DSUPPORT_UNICODE -DHAVE_STDINT_H -DHAVE_INTTYPES_H -DHAVE_UNISTD_H
  -DHAVE_DIRENT_H -DHAVE_SYS_STAT_H -DHAVE_SYS_TYPES_H -DHAVE_STRERROR
  -DHAVE_MEMMOVE -DHAVE_LIMITS_H -DHAVE_ATTRIBUTE_UNINITIALIZED"

# the tests of RunTest this build runs: "input output [options]"
RW_PCRE2_TESTS="1:1 2:2 4:4 5:5 6:6 7:7 8:8-8-2 9:9 10:10 14:14-8 15:15
  16:16 18:18 19:19 20:20 21:21 22:22-8 24:24 25:25 26:26 heap:heap-8"

rw_prepare() {
  cp src/config.h.generic src/config.h
  cp src/pcre2.h.generic src/pcre2.h
  cp src/pcre2_chartables.c.dist src/pcre2_chartables.c
}

rw_build() {
  local lib=() f objs
  for f in $RW_PCRE2_LIB; do lib+=("src/$f.c"); done
  # shellcheck disable=SC2086
  objs=$(rw_objs "$OUT/obj" -I"$SRC/src" $RW_PCRE2_DEFS -- "${lib[@]}" src/pcre2posix.c) \
    || exit 1
  for f in pcre2test pcre2grep pcre2posix_test; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$f" $(rw_objs "$OUT/obj" -I"$SRC/src" $RW_PCRE2_DEFS -- src/$f.c) $objs
  done
}

rw_run() {
  local t in expect o=$OUT/outputs td=$SRC/testdata pat n
  cp "$td/testbtables" .
  for t in $RW_PCRE2_TESTS; do
    in=${t%%:*} expect=${t#*:}
    rw_output "test$in" "$OUT/pcre2test" -q "$td/testinput$in" /dev/stdout < /dev/null
    if [ "$in" = 2 ]; then
      rw_output test2-error "$OUT/pcre2test" -q -error -70,-62,-2,-1,0,100,101,191,200 < /dev/null
      cat "$o/test2" "$o/test2-error" > test2-all
      rw_check test2 cmp "$td/testoutput2" test2-all
    else
      rw_check "test$in" cmp "$td/testoutput$expect" "$o/test$in"
    fi
  done
  rw_test pcre2posix_test "$OUT/pcre2posix_test" < /dev/null

  # the workload
  cat "$SRC"/src/*.c | head -c 800000 > text
  n=0
  for pat in 'PCRE2_[A-Z_]+' 'match|compile|substitute|study' '\bif\s*\(.*\)\s*\{$' \
             '(\w+)\s*=\s*\1\b' '[\p{Lu}]{3,}\d*' '^(?=.*case)(?!.*break).*$' \
             '(?i)unicode\s+propert(y|ies)' '0x[0-9a-f]{4,}' '"[^"\\]*(\\.[^"\\]*)*"'; do
    n=$((n + 1))
    rw_output "grep-$n" "$OUT/pcre2grep" -n -e "$pat" text < /dev/null
    rw_output "grep-$n-c" "$OUT/pcre2grep" -c -i -e "$pat" text < /dev/null
    rw_output "grep-$n-o" "$OUT/pcre2grep" -o -e "$pat" text < /dev/null
  done
  rw_output grep-v "$OUT/pcre2grep" -v -c -e '^\s*$|^\s*[/*]' text < /dev/null
  rw_output grep-u "$OUT/pcre2grep" -u -c -e '\p{Greek}|\x{2019}' text < /dev/null
}
