# libyaml: the LibYAML parser and emitter (Debian source package
# libyaml), compiled directly from src/*.c with the version macros
# configure would put in config.h.
#
# Tests: tests/'s make check programs test-version and test-reader (the
# UTF-8/UTF-16 reader's own cases), judged by their exit status; then the
# tests/ drivers over examples/*.yaml: run-scanner, run-parser,
# run-loader, run-emitter (with and without -c and -u: every document
# emitted and parsed again must give the same events), run-dumper, and
# run-parser-test-suite, each an output.  Workload: a generated JSON
# document of 250 KB (wide/data/json-gen.py, valid YAML too) through
# run-parser-test-suite (its event stream), example-reformatter,
# example-deconstructor (the events as a block-style YAML document of
# about 2 MB) and the scanner and loader again over that result.
RW_PACKAGE=libyaml
RW_WEIGHT=1
RW_NEEDS="python3:python3"

RW_YAML_PROGS="test-version test-reader run-scanner run-parser run-loader
  run-emitter run-dumper example-reformatter example-reformatter-alt
  example-deconstructor example-deconstructor-alt run-parser-test-suite
  run-emitter-test-suite"

rw_prepare() {
  printf '%s\n' '#define YAML_VERSION_MAJOR 0' '#define YAML_VERSION_MINOR 2' \
    '#define YAML_VERSION_PATCH 5' '#define YAML_VERSION_STRING "0.2.5"' > src/config.h
}

rw_build() {
  local lib t
  lib=$(rw_objs "$OUT/obj" -I"$SRC/include" -DHAVE_CONFIG_H -- src/api.c src/dumper.c \
    src/emitter.c src/loader.c src/parser.c src/reader.c src/scanner.c src/writer.c) || exit 1
  for t in $RW_YAML_PROGS; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$t" $(rw_objs "$OUT/obj" -I"$SRC/include" -I"$SRC/src" -DHAVE_CONFIG_H -- \
      tests/$t.c) $lib
  done
}

rw_run() {
  local o=$OUT/outputs b=$OUT f n
  rw_test test-version "$b/test-version" < /dev/null
  rw_test test-reader "$b/test-reader" < /dev/null
  cp "$SRC"/examples/*.yaml .
  set -- anchors.yaml array.yaml global-tag.yaml json.yaml mapping.yaml numbers.yaml \
    strings.yaml tags.yaml yaml-version.yaml
  rw_output scanner "$b/run-scanner" "$@" < /dev/null
  rw_output parser "$b/run-parser" "$@" < /dev/null
  rw_output loader "$b/run-loader" "$@" < /dev/null
  rw_output emitter "$b/run-emitter" "$@" < /dev/null
  rw_output emitter-c "$b/run-emitter" -c "$@" < /dev/null
  rw_output emitter-u "$b/run-emitter" -u "$@" < /dev/null
  rw_output dumper "$b/run-dumper" "$@" < /dev/null
  for n in emitter emitter-c emitter-u dumper; do    # nine PASSED, no FAILED
    rw_check "$n" bash -c "[ \$(grep -c ': PASSED (length' '$o/$n') = 9 ] && ! grep -q FAILED '$o/$n'"
  done
  for f in "$@"; do
    n=${f%.yaml}
    rw_output "events-$n" "$b/run-parser-test-suite" "$f" < /dev/null
    rw_output "events-flow-$n" "$b/run-parser-test-suite" --flow on "$f" < /dev/null
    rw_output "reformat-$n" "$b/example-reformatter" < "$f"
    rw_output "deconstruct-$n" "$b/example-deconstructor-alt" < "$f"
  done

  # the workload
  python3 "$ROOT/bench/realworld/wide/data/json-gen.py" 2 250000 yaml > doc.json
  rw_output doc-events "$b/run-parser-test-suite" doc.json < /dev/null
  rw_check doc-events grep -qx 'exit status 0' "$o/doc-events.status"
  rw_output doc-emitted "$b/run-emitter-test-suite" < "$o/doc-events"
  rw_output doc-reformat "$b/example-reformatter" < doc.json
  rw_output doc-deconstruct "$b/example-deconstructor" < doc.json
  cp "$o/doc-deconstruct" events.yaml
  rw_output events-scanner "$b/run-scanner" events.yaml < /dev/null
  rw_output events-loader "$b/run-loader" events.yaml < /dev/null
  rw_check events-loader grep -q SUCCESS "$o/events-loader"
}
