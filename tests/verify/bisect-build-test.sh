#!/bin/bash
# bisect-build-test.sh BUILD RESULTS - memopt-verify bisect --build (that
# is, verify/bisect-build.sh) over a small multi-file project (tests/verify/bisect-project: fine.c, main.c, alias.c).
# With the deliberately broken plugin (MAY treated as NO), both fine.c and
# alias.c get a transformation and only alias.c's breaks the program:
#   bisect-build-culprit    exit 0, naming alias.c, may_alias_f, line 10,
#                           pass memopt-lse and the "load of" remark
#   bisect-build-correct    with the real plugin the test passes, so there
#                           is nothing to bisect: exit 3, saying so
#   bisect-build-one-command  the project built by one command for all
#                           three files (build-one-command.sh, as lz4's
#                           Makefile does): the same culprit, function and
#                           line (memopt-cc took only the last file and
#                           said "function: unknown"), and the printed
#                           "reproduce:" command rebuilds what the test
#                           uses and fails it
set -u
BUILD=$(realpath "$1"); RESULTS=$2
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/bisect-build
rm -rf "$W"; mkdir -p "$W"; : > "$RESULTS"
result() { echo "$*" | tee -a "$RESULTS"; }
run() { # run PLUGIN [BUILD-SCRIPT]: bisect the project; output in $W/out, status in $st
  rm -rf "$W/b"; mkdir -p "$W/b"
  "$BUILD/memopt-verify" bisect --cc gcc-12 --plugin "$1" \
    --build "$HERE/bisect-project/${2:-build.sh} $W/b" --test "test \"\$($W/b/prog)\" = '2 15'" \
    --work "$W/b/work" > "$W/out" 2>&1
  st=$?
}
run "$BUILD/gcc-12-broken/memopt.so"
if [ $st -eq 0 ] && grep -q 'culprit: transformation 1 of 1 in .*/bisect-project/alias.c$' "$W/out" \
   && grep -q 'function: may_alias_f$' "$W/out" && grep -q 'line: .*alias.c:10$' "$W/out" \
   && grep -q 'pass: *memopt-lse$' "$W/out" && grep -q 'remark: .*memopt: load of \*p_[0-9]*(D) replaced by 1' "$W/out"; then
  result "PASS bisect-build-culprit"
else
  result "FAIL bisect-build-culprit (exit $st; $W/out)"; cat "$W/out" >&2
fi
run "$BUILD/gcc-12/memopt.so"
if [ $st -eq 3 ] && grep -q 'passes the test: nothing to bisect' "$W/out"; then
  result "PASS bisect-build-correct"
else
  result "FAIL bisect-build-correct (exit $st; $W/out)"
fi
run "$BUILD/gcc-12-broken/memopt.so" build-one-command.sh
repro=$(sed -n 's/^  reproduce: \(.*\)  (fails; 0 passes)$/\1/p' "$W/out")
rm -f "$W/b/prog"
( eval "$repro" ) >/dev/null 2>&1; rst=$?
if [ $st -eq 0 ] && grep -q 'culprit: transformation 1 of 1 in .*/bisect-project/alias.c$' "$W/out" \
   && grep -q 'function: may_alias_f$' "$W/out" && grep -q 'line: .*alias.c:10$' "$W/out" \
   && [ -n "$repro" ] && [ $rst -ne 0 ] && [ -x "$W/b/prog" ]; then
  result "PASS bisect-build-one-command"
else
  result "FAIL bisect-build-one-command (exit $st, reproduce exit $rst; $W/out)"; cat "$W/out" >&2
fi
