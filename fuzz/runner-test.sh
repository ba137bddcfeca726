#!/bin/bash
# runner-test.sh BIN RESULTS - the test of fuzz/run-libfuzzer.sh itself:
# how it handles findings and reads libFuzzer's logs.  BIN is the libFuzzer
# build of fuzz-dse; FUZZ_CRASH_ON (fz_selftest_crash, fuzz/print.c) makes
# it fail on every input that begins with 64 fixed irregular bytes, and a wrapper
# puts bytes that are not text at the head of every log (a plain grep then
# says "binary file matches" and finds no figure).  Results, in RESULTS:
#
#   fuzz-runner/working-corpus  a failing input in the working corpus: one
#                               finding saved (crash-<sha1>), the input
#                               removed from the working corpus, the run
#                               restarted once and then fuzzing to the end;
#                               the summary line has numbers for cov, ft
#                               and corpus, and says findings 1
#   fuzz-runner/failing-seed    a failing input in the seeds (never
#                               changed): one finding, the run stops at the
#                               second start instead of restarting for the
#                               whole time, and says why; summary printed
#   fuzz-runner/same-failure    three failing inputs with the same failure
#                               and FUZZ_MAX_SAME=2: stops after two
#                               findings, the third input never runs
set -u
BIN=$1 RESULTS=$2
: > "$RESULTS"
W=$(dirname "$RESULTS")/fuzz-runner
rm -rf "$W" && mkdir -p "$W"
W=$(realpath "$W") BIN=$(realpath "$BIN")
HERE=$(cd "$(dirname "$0")" && pwd)
result() { echo "$*" | tee -a "$RESULTS"; }
ok_if() {
  if eval "$2"; then result "PASS $1"; else result "FAIL $1 $3"; fi
}

# 64 irregular bytes (the first 64 of a SHA-512): a run of one repeated
# byte is what libFuzzer's InsertRepeatedBytes mutation makes, and did
# make from another input once, a second finding the test did not plan.
printf "$(printf 'memopt runner-test' | sha512sum | cut -c1-128 | sed 's/../\\x&/g')" > "$W/crash-on"
[ "$(wc -c < "$W/crash-on")" = 64 ] || { echo "FAIL fuzz-runner/setup crash-on is not 64 bytes"; exit 1; }
export FUZZ_CRASH_ON=$W/crash-on
cat > "$W/fuzz-dse" <<EOF
#!/bin/sh
printf 'not text: \377\376\000\001\n' >&2
exec "$BIN" "\$@"
EOF
chmod +x "$W/fuzz-dse"
export FUZZ_BIN=$W/fuzz-dse
# crashing NAME SUFFIX: a failing input (the 64 bytes, then SUFFIX).
crashing() { { cat "$W/crash-on"; printf '%s' "$2"; } > "$1"; }
sha() { sha1sum "$1" | cut -d' ' -f1; }
# run CASE SECONDS: run-libfuzzer.sh on dse with FUZZ_DIR=W/CASE.
run() {
  local c=$1 s=$2
  FUZZ_DIR=$W/$c "$HERE/run-libfuzzer.sh" dse "$s" > "$W/$c.out" 2>&1
  echo $?
}
runs() { ls "$W/$1/logs/dse" | grep -c '\.log$'; }
nfind() { ls "$W/$1/findings/dse" | wc -l; }
summary() { grep -a '^fuzz-dse: [0-9]* s, ' "$W/$1.out"; }

# --- a failing input in the working corpus ---------------------------------
mkdir -p "$W/working/corpus/dse" "$W/seeds"
crashing "$W/working/corpus/dse/planted" x
want=crash-$(sha "$W/working/corpus/dse/planted")
export FUZZ_SEEDS=$HERE/../corpora/fuzz/dse
st=$(run working 6)
ok_if fuzz-runner/working-corpus '[ "$st" = 1 ] && [ "$(nfind working)" = 1 ] && [ -f "$W/working/findings/dse/$want" ] && [ ! -e "$W/working/corpus/dse/planted" ] && [ "$(runs working)" = 2 ] && summary working | grep -Eq "cov [0-9]+, ft [0-9]+, corpus [0-9]+, findings 1 \(1 new"' \
  "exit $st, $(nfind working) findings, $(runs working) runs: $(tail -c 400 "$W/working.out")"

# --- a failing input in the seeds -------------------------------------------
crashing "$W/seeds/failing-seed" y
export FUZZ_SEEDS=$W/seeds
start=$(date +%s)
st=$(run failing-seed 60)
el=$(( $(date +%s) - start ))
ok_if fuzz-runner/failing-seed '[ "$st" = 1 ] && [ "$(nfind failing-seed)" = 1 ] && [ "$(runs failing-seed)" = 2 ] && [ "$el" -lt 30 ] && grep -aq "stopped after 2 runs: .* fails at every start: it is in $W/seeds" "$W/failing-seed.out" && summary failing-seed | grep -q "findings 1 (1 new"' \
  "exit $st after $el s, $(nfind failing-seed) findings, $(runs failing-seed) runs: $(tail -c 400 "$W/failing-seed.out")"

# --- the same failure from different inputs ---------------------------------
rm -f "$W/seeds"/*
mkdir -p "$W/same/corpus/dse"
for s in a b c; do crashing "$W/same/corpus/dse/in-$s" "$s"; done
st=$(FUZZ_MAX_SAME=2 run same 60)
ok_if fuzz-runner/same-failure '[ "$st" = 1 ] && [ "$(nfind same)" = 2 ] && [ "$(runs same)" = 2 ] && [ "$(ls "$W/same/corpus/dse" | wc -l)" = 1 ] && grep -aq "stopped after 2 runs: 2 findings with the same failure (fuzz: SELFTEST: the input begins with the # bytes of FUZZ_CRASH_ON)" "$W/same.out" && summary same | grep -q "findings 2 (2 new"' \
  "exit $st, $(nfind same) findings, $(runs same) runs: $(tail -c 400 "$W/same.out")"
