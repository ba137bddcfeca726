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
#   first-use-reduce-interrupt  SIGINT during reduce (memgen program 3,
#                         miscompiled by break=phi-offset at -O1, pruning
#                         for 8 s) stops it as --budget does: the best
#                         variant so far is checked and stored (was: exit
#                         130, nothing stored)
#   first-use-interesting-exit  the stored case's interesting.sh exits 2
#                         "cannot run" without a plugin (was 1, "no
#                         longer"), 0 with one, and leaves the case's
#                         directory as it was (it wrote plg, ref, *.out)
#   first-use-disk-full   the disk filling up during a campaign (a 2 MiB
#                         tmpfs, filled after the first program) is named
#                         ("No space left on device"), leaves no empty
#                         cases/N and no verdict made on the full disk, and
#                         --resume finishes once space is freed (root
#                         only: it mounts the tmpfs; else SKIP)
#   first-use-merge-twice  (nightly-check.sh: nightly-merge-twice)
#   first-use-report-readonly  report on a read-only campaign names the
#                         cause (Read-only file system) and --out; report
#                         --out DIR writes there (root only, as above)
#   first-use-corrupt-header  a journal whose header line is damaged is
#                         named as such by run --resume and merge (exit
#                         2), not "has seeds ''"
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
#   first-use-same-release  gcc -v with the plugin ("memopt: R") and
#                         memopt-verify --version ("memopt-verify R
#                         (commit C)") print the same release R, the file
#                         VERSION's, and a campaign header records it as
#                         memopt_version (was: "memopt: 0.1" and a commit);
#                         the commit is not in the plugin's bytes, whose
#                         sha256 --resume compares
set -u
skip() { result "SKIP $1 $2"; }
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

# --- 3. SIGINT during reduce keeps the best variant so far ---------------------
"$VERIFY" run --generator memgen --seed 3 --count 1 --targets x86_64 --levels O1 -j1 \
  --plugin "$PLUGIN" --plugin-arg break=phi-offset --progress 0 --out "$W/red" >/dev/null 2>&1
if [ -f "$W/red/cases/3/case.json" ]; then
  "$VERIFY" reduce --plugin "$PLUGIN" --budget 300 -j2 --corpus "$W/corpus" --id red \
    "$W/red/cases/3" >"$W/red.out" 2>"$W/red.err" &
  pid=$!
  for _ in $(seq 1 600); do
    grep -q "pruning\|stubbing" "$W/red.err" && break
    sleep 0.1
  done
  sleep 8
  t0=$(date +%s)
  kill -INT $pid; wait $pid; st=$?
  took=$(( $(date +%s) - t0 ))
  C=$W/corpus/red
  # (bytes but white space: clang-format's GNU style has more lines)
  orig=$(tr -d ' \t\n' <"$W/red/cases/3/prog.c" | wc -c)
  red=$(tr -d ' \t\n' <"$C/reduced.c" 2>/dev/null | wc -c)
  ok_if first-use-reduce-interrupt '[ $st -eq 0 ] && grep -q "interrupted (SIGINT) after .*keeping the best variant so far" "$W/red.err" && [ -s "$C/reduced.c" ] && [ "$red" -gt 0 ] && [ "$red" -lt "$orig" ] && [ $took -le 120 ]' \
    "exit $st $took s after SIGINT, bytes but white space $orig -> $red: $(tail -c 400 "$W/red.err")"
  # --- 4. the stored case's interesting.sh: 2 when it cannot run, no litter
  cp -a "$C" "$W/c4"
  before=$(ls "$W/c4")
  (cd "$W/c4" && MEMOPT_PLUGIN=$W/none.so sh ./interesting.sh) >/dev/null 2>"$W/i2.err"; i2=$?
  abs=$(realpath "$PLUGIN")
  (cd "$W/c4" && MEMOPT_PLUGIN=$abs sh ./interesting.sh) >/dev/null 2>&1; i0=$?
  after=$(ls "$W/c4")
  ok_if first-use-interesting-exit '[ $i2 -eq 2 ] && grep -q "interesting.sh: cannot run: no plugin" "$W/i2.err" && [ $i0 -eq 0 ] && [ "$before" = "$after" ]' \
    "exit $i2 without a plugin ($(cat "$W/i2.err")), $i0 with it; files added: $(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')"
else
  fail first-use-reduce-interrupt "break=phi-offset did not miscompile memgen program 3 at -O1: $(ls "$W/red/cases" 2>&1)"
  fail first-use-interesting-exit "no case to test (see first-use-reduce-interrupt)"
fi

# --- 5. disk full, read-only campaigns, a damaged journal -------------------
mkdir -p "$W/progs"
for i in $(seq -w 1 30); do cp "$HERE/seeded/phi-offset.c" "$W/progs/p$i.c"; done
FS=$W/fs
mkdir -p "$FS"
if [ "$(id -u)" = 0 ] && mount -t tmpfs -o size=2m tmpfs "$FS" 2>"$W/mount.err"; then
  "$VERIFY" run --generator files:"$W/progs" --targets x86_64 --levels O1 -j1 \
    --plugin "$PLUGIN" --progress 0 --out "$FS/c" >"$W/full.out" 2>"$W/full.err" &
  pid=$!
  for _ in $(seq 1 300); do
    grep -q '"kind":"program"' "$FS/c/journal.jsonl" 2>/dev/null && break
    sleep 0.1
  done
  dd if=/dev/zero of="$FS/fill" bs=64k 2>/dev/null
  wait $pid; st=$?
  empty=$(find "$FS/c/cases" -mindepth 1 -maxdepth 1 -type d -empty 2>/dev/null | wc -l)
  wrong=$(grep -cE '"class":"(generator-failure|plugin-crash|gcc-or-ub)"' "$FS/c/journal.jsonl")
  rm -f "$FS/fill"
  "$VERIFY" run --generator files:"$W/progs" --targets x86_64 --levels O1 -j1 \
    --plugin "$PLUGIN" --progress 0 --resume --out "$FS/c" >"$W/full2.out" 2>"$W/full2.err"; st2=$?
  n=$(grep -c '"kind":"program"' "$FS/c/results.jsonl" 2>/dev/null)
  ok_if first-use-disk-full '[ $st -ne 0 ] && [ $st -ne 1 ] && grep -q "No space left on device" "$W/full.err" && [ $empty -eq 0 ] && [ $wrong -eq 0 ] && [ $st2 -eq 0 ] && [ "${n:-0}" -eq 30 ]' \
    "exit $st, $empty empty case directories, $wrong verdicts of the full disk, resume exit $st2 with ${n:-0} of 30: $(tail -c 400 "$W/full.err")"
  umount "$FS"
  # A campaign on a read-only file system.
  mount -t tmpfs -o size=8m tmpfs "$FS"
  "$VERIFY" run --generator files:"$HERE/seeded" --targets x86_64 --levels O1 -j1 \
    --plugin "$PLUGIN" --progress 0 --out "$FS/ro" >/dev/null 2>&1
  mount -o remount,ro "$FS"
  "$VERIFY" report "$FS/ro" >/dev/null 2>"$W/ro.err"; st=$?
  "$VERIFY" report --out "$W/ro-report" "$FS/ro" >"$W/ro2.out" 2>"$W/ro2.err"; st2=$?
  ok_if first-use-report-readonly '[ $st -eq 2 ] && grep -q "cannot write .*/report.md: Read-only file system (report --out DIR writes the report elsewhere)" "$W/ro.err" && [ $st2 -eq 0 ] && [ -s "$W/ro-report/report.md" ] && [ -s "$W/ro-report/report.html" ] && grep -q "$W/ro-report/report.md" "$W/ro2.out"' \
    "exit $st: $(head -c 300 "$W/ro.err"); with --out: exit $st2 $(head -c 300 "$W/ro2.err")"
  umount "$FS"
else
  skip first-use-disk-full "needs root to mount a small tmpfs: $(id -un), $(cat "$W/mount.err" 2>/dev/null)"
  skip first-use-report-readonly "needs root to mount a read-only tmpfs"
fi
"$VERIFY" run --generator files:"$HERE/seeded" --targets x86_64 --levels O1 -j1 \
  --plugin "$PLUGIN" --progress 0 --out "$W/hdr" >/dev/null 2>&1
sed -i '1s/.*/{"kind":"campaign","seeds":"0-1","shar/' "$W/hdr/journal.jsonl"
"$VERIFY" run --generator files:"$HERE/seeded" --targets x86_64 --levels O1 -j1 \
  --plugin "$PLUGIN" --progress 0 --resume --out "$W/hdr" >/dev/null 2>"$W/hdr.err"; st=$?
"$VERIFY" merge --out "$W/hdr-m" "$W/hdr" >/dev/null 2>"$W/hdr-m.err"; st2=$?
ok_if first-use-corrupt-header '[ $st -eq 2 ] && grep -q "journal.jsonl has 2 program lines but no readable campaign header (its first line is damaged)" "$W/hdr.err" && ! grep -q "has seeds" "$W/hdr.err" && [ $st2 -eq 2 ] && grep -q "no readable campaign header" "$W/hdr-m.err"' \
  "run --resume exit $st: $(head -c 300 "$W/hdr.err"); merge exit $st2: $(head -c 200 "$W/hdr-m.err")"

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

ROOT=$(cd "$HERE/../.." && pwd)
release=$(cat "$ROOT/VERSION")
gcc-12 -v -O2 -c -fplugin="$PLUGIN" "$W/one.c" -o "$W/one.o" 2>"$W/gcc-v.txt"
in_gcc=$(grep -A1 "^Versions of loaded plugins:" "$W/gcc-v.txt" | sed -n 's/^ memopt: //p' | sort -u)
"$VERIFY" --version >"$W/release.txt" 2>&1
in_verify=$(sed -n 's/^memopt-verify \([^ ]*\) (commit [^)]*)$/\1/p' "$W/release.txt")
commit=$(sed -n 's/^memopt-verify [^ ]* (commit \([^)]*\))$/\1/p' "$W/release.txt")
ok_if first-use-same-release '[ -n "$release" ] && [ "$in_gcc" = "$release" ] && [ "$in_verify" = "$release" ] && [ -n "$commit" ] && head -1 "$W/memgen/journal.jsonl" | grep -q "\"memopt_version\":\"$release\",\"memopt_commit\":\"$commit\"" && { [ "$commit" = unknown ] || ! cat "$PLUGIN" "$(dirname "$PLUGIN")/memopt-passes.so" | grep -qaF "$commit"; }' \
  "VERSION '$release', gcc -v '$in_gcc', memopt-verify --version '$(cat "$W/release.txt")'; header: $(head -1 "$W/memgen/journal.jsonl" | grep -o '"memopt_[a-z]*":"[^"]*"' | tr '\n' ' ')"
exit 0
