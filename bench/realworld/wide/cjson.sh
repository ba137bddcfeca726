# cjson: the cJSON parser and printer and cJSON_Utils (JSON Pointer,
# Patch, Merge Patch) (Debian source package cjson), compiled directly
# from their two files with the Unity test framework the tarball ships.
#
# Tests: the 21 Unity test programs of tests/CMakeLists.txt (18 for cJSON,
# 3 for cJSON_Utils, reading tests/inputs and tests/json-patch-tests from
# the cwd), each judged by its exit status; the demo program test.c
# (cJSON_test), whose stdout is an output.  Workload: fuzzing/afl.c (the
# project's own parse-and-print driver) over a generated JSON document of
# 1 MB (wide/data/json-gen.py), printed four ways (buffered or not,
# formatted or not), each an output.
RW_PACKAGE=cjson
RW_WEIGHT=1
RW_NEEDS="python3:python3"

RW_CJSON_TESTS="parse_examples parse_number parse_hex4 parse_string parse_array
  parse_object parse_value print_string print_number print_array print_object
  print_value misc_tests parse_with_opts compare_tests cjson_add
  readme_examples minify_tests"
RW_CJSON_UTILS_TESTS="json_patch_tests old_utils_tests misc_utils_tests"

rw_build() {
  local lib unity t
  lib=$(rw_objs "$OUT/obj" -- cJSON.c cJSON_Utils.c) || exit 1
  unity=$(rw_objs "$OUT/obj" -- tests/unity/src/unity.c) || exit 1
  # the tests include cJSON.c itself (tests/common.h)
  for t in $RW_CJSON_TESTS; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/tests/$t" $(rw_objs "$OUT/obj" -I"$SRC/tests/unity/src" -- tests/$t.c) \
      $unity -lm
  done
  for t in $RW_CJSON_UTILS_TESTS; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/tests/$t" $(rw_objs "$OUT/obj" -I"$SRC/tests/unity/src" -- tests/$t.c) \
      "$OUT/obj/cJSON_Utils.o" $unity -lm
  done
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/cJSON_test" $(rw_objs "$OUT/obj" -- test.c) $lib -lm
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/afl" $(rw_objs "$OUT/obj" -- fuzzing/afl.c) $lib -lm
}

rw_run() {
  local t mode
  cp -r "$SRC/tests/inputs" "$SRC/tests/json-patch-tests" .
  for t in $RW_CJSON_TESTS $RW_CJSON_UTILS_TESTS; do
    rw_test "$t" "$OUT/tests/$t" < /dev/null
  done
  rw_output cJSON_test "$OUT/cJSON_test" < /dev/null
  python3 "$ROOT/bench/realworld/wide/data/json-gen.py" 1 1000000 > doc.json
  # afl.c reads two option bytes before the document: b(uffered) or
  # u(nbuffered), f(ormatted) or u(nformatted)
  for mode in bf bu uf uu; do
    { printf '%s' "$mode"; cat doc.json; } > "$mode.json"
    rw_output "print-$mode" "$OUT/afl" "$mode.json" yes < /dev/null
    rw_check "print-$mode" grep -qx 'exit status 0' "$OUT/outputs/print-$mode.status"
  done
}
