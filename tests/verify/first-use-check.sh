#!/bin/bash
# first-use-check.sh VERIFY BUILD RESULTS - what a new user tripped over
# (make check-verify; about 40 s).  Each test is the regression test of
# one defect found by trying the harness as a new user would; each failed
# before its fix.
#
# Appends one line per test to RESULTS ("PASS name", "FAIL name why").
#   first-use-bad-plugin-arg   run --plugin-arg lse=maybe is one setup
#                         error (exit 2, the plugin's own message, how to
#                         list the valid values) before any program, not
#                         a plugin-crash finding per program
#   first-use-plugin-help-break  -fplugin-arg-memopt-help prints break='s
#                         whole list of choices (it was cut at 64 bytes)
#   first-use-progress-width  on a 50-column terminal the progress line
#                         is at most 49 columns (a wrapped line is redrawn
#                         as a new row each time)
#   first-use-memgen-csmith-version  a memgen campaign records
#                         csmith_version "none (memgen)", not "?"
#   first-use-bisect-build-help  bisect --build --help says "bisect --build
#                         CMD", not "--build --build CMD"
#   first-use-reduce-budget  reduce's bound is --budget (--timeout still
#                         accepted), and its help says it is not per test
set -u
VERIFY=$(realpath "$1"); BUILD=$2; RESULTS=$3
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/first-use-work
rm -rf "$W"; mkdir -p "$W"
result() { echo "$*" | tee -a "$RESULTS"; }
pass() { result "PASS $1"; }
fail() { result "FAIL $1 $2"; }
ok_if() { if eval "$2"; then pass "$1"; else fail "$1" "$3"; fi; }
PLUGIN=$BUILD/gcc-12/memopt.so

# --- 1. a bad --plugin-arg is one setup error --------------------------------
"$VERIFY" run --plugin-arg lse=maybe --generator files:"$HERE/seeded" \
  --targets x86_64 --levels O2 --plugin "$PLUGIN" --out "$W/badarg" \
  >"$W/badarg.out" 2>"$W/badarg.err"; st=$?
ok_if first-use-bad-plugin-arg '[ $st -eq 2 ] && grep -q "refuses the plugin arguments (lse=maybe)" "$W/badarg.err" && grep -q "argument .lse. takes .on. or .off. (got .maybe.)" "$W/badarg.err" && grep -q "fplugin-arg-memopt-help lists the valid keys" "$W/badarg.err" && [ ! -e "$W/badarg/journal.jsonl" ]' \
  "exit $st: $(head -c 400 "$W/badarg.err")"

# --- 6. smaller ones -----------------------------------------------------------
echo 'int f (int *p) { return *p; }' >"$W/one.c"
gcc-12 -O2 -c -fplugin="$PLUGIN" -fplugin-arg-memopt-help "$W/one.c" -o "$W/one.o" 2>"$W/help.txt"
ok_if first-use-plugin-help-break 'grep -q "^  break=none|alias|value|dse-call|phi-offset|part-order|narrow-reg|promote-range default none " "$W/help.txt"' \
  "$(grep "break=" "$W/help.txt" | cut -c1-120)"

script -qec "stty cols 50; '$VERIFY' run --generator files:'$HERE/seeded' --targets x86_64 --levels O1 -j1 --plugin '$PLUGIN' --out '$W/tty'" /dev/null >"$W/tty.txt" 2>&1
widest=$(tr '\r' '\n' <"$W/tty.txt" | sed 's/\x1b\[K//g' | grep '^\[[0-9]*/[0-9]*\]' | awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }')
ok_if first-use-progress-width '[ "$widest" -ge 20 ] && [ "$widest" -le 49 ]' \
  "the widest progress line on a 50-column terminal has $widest columns: $(tr '\r' '\n' <"$W/tty.txt" | grep -a programs/min | head -2)"

"$VERIFY" run --generator memgen --seed 1 --count 1 --targets x86_64 --levels O2 -j1 \
  --plugin "$PLUGIN" --out "$W/memgen" >/dev/null 2>&1
ok_if first-use-memgen-csmith-version 'head -1 "$W/memgen/journal.jsonl" | grep -q "\"csmith_version\":\"none (memgen)\""' \
  "$(head -1 "$W/memgen/journal.jsonl" | grep -o '"csmith_version":"[^"]*"')"

"$VERIFY" bisect --build make --help >"$W/bb.txt" 2>&1
ok_if first-use-bisect-build-help '[ "$(head -1 "$W/bb.txt")" = "usage: memopt-verify bisect --build CMD --test CMD [options]" ]' \
  "$(head -1 "$W/bb.txt")"

"$VERIFY" reduce --help >"$W/reduce-help.txt" 2>&1
"$VERIFY" reduce --timeout 5 "$W" >/dev/null 2>"$W/reduce-timeout.err"; st=$?
ok_if first-use-reduce-budget 'grep -q "^  --budget S, --timeout S" "$W/reduce-help.txt" && grep -q "not per test" "$W/reduce-help.txt" && [ $st -eq 2 ] && grep -q "no valid case.json" "$W/reduce-timeout.err"' \
  "$(grep -A2 -- "--budget\|--timeout" "$W/reduce-help.txt" | head -3); --timeout: exit $st $(head -c 200 "$W/reduce-timeout.err")"
exit 0
