# mujs: the MuJS ES5 interpreter (Debian source package mujs), built as
# its Makefile's release build does (the library as the amalgamation
# one.c, the shell main.c, the pretty-printer pp.c), without readline.
#
# The tarball ships no test suite (tools/test262 runs the external
# test262 suite).  Workload: the ES5 scripts of wide/data/js/ (n-body,
# binary-trees, fannkuch-redux, string building and regular expressions,
# JSON stringify/parse roundtrips, prototypes, closures, sorting and
# exceptions), each checking its own results (a failed check throws: the
# exit status is the test) and each stdout an output; and mujs-pp
# pretty-printing and minifying the scripts.
RW_PACKAGE=mujs
RW_WEIGHT=1

rw_build() {
  local lib
  lib=$(rw_objs "$OUT/obj" -std=c99 -- one.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/mujs" $(rw_objs "$OUT/obj" -std=c99 -- main.c) $lib -lm
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/mujs-pp" $(rw_objs "$OUT/obj" -std=c99 -- pp.c) $lib -lm
}

rw_run() {
  local script name
  for script in "$ROOT"/bench/realworld/wide/data/js/*.js; do
    name=$(basename "$script" .js)
    cp "$script" .
    rw_output "$name" "$OUT/mujs" "$name.js" < /dev/null
    rw_check "$name" grep -qx 'exit status 0' "$OUT/outputs/$name.status"
    rw_output "pp-$name" "$OUT/mujs-pp" "$name.js" < /dev/null
    rw_output "minify-$name" "$OUT/mujs-pp" -m "$name.js" < /dev/null
  done
}
