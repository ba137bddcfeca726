# duktape: the Duktape ES5.1 engine (Debian source package duktape) from
# its distributable (src/duktape.c, one 100,000-line file, with the
# default duk_config.h), built into the command line tool as
# Makefile.cmdline does (print/alert, console, logging and the Duktape
# 1.x module loader from extras/) and into examples/jxpretty.
#
# The distributable ships no test suite.  Workload: the ES5 scripts of
# wide/data/js/ (shared with mujs: n-body, binary-trees, fannkuch-redux,
# strings and regular expressions, JSON roundtrips, objects and closures)
# and the shipped mandel.js, each checking its own results (the exit
# status is the test) and each stdout an output; jxpretty (JSON decoded
# and encoded in JX format, in C through the API) over a generated JSON
# document of 300 KB (wide/data/json-gen.py).
RW_PACKAGE=duktape
RW_WEIGHT=2
RW_NEEDS="python3:python3"

rw_build() {
  local lib o=$OUT/obj
  lib=$(rw_objs "$o" -std=c99 -- src/duktape.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/duk" $(rw_objs "$o" -std=c99 -I"$SRC/src" -I"$SRC/examples/cmdline" \
    -DDUK_CMDLINE_PRINTALERT_SUPPORT -I"$SRC/extras/print-alert" \
    -DDUK_CMDLINE_CONSOLE_SUPPORT -I"$SRC/extras/console" \
    -DDUK_CMDLINE_LOGGING_SUPPORT -I"$SRC/extras/logging" \
    -DDUK_CMDLINE_MODULE_SUPPORT -I"$SRC/extras/module-duktape" -- \
    examples/cmdline/duk_cmdline.c extras/print-alert/duk_print_alert.c \
    extras/console/duk_console.c extras/logging/duk_logging.c \
    extras/module-duktape/duk_module_duktape.c) $lib -lm
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/jxpretty" $(rw_objs "$o" -std=c99 -I"$SRC/src" -- \
    examples/jxpretty/jxpretty.c) $lib -lm
}

rw_run() {
  local script name
  for script in "$ROOT"/bench/realworld/wide/data/js/*.js "$SRC/mandel.js"; do
    name=$(basename "$script" .js)
    cp "$script" .
    rw_output "$name" "$OUT/duk" "$name.js" < /dev/null
    rw_check "$name" grep -qx 'exit status 0' "$OUT/outputs/$name.status"
  done
  python3 "$ROOT/bench/realworld/wide/data/json-gen.py" 3 300000 > doc.json
  rw_output jxpretty "$OUT/jxpretty" < doc.json
  rw_check jxpretty grep -qx 'exit status 0' "$OUT/outputs/jxpretty.status"
}
