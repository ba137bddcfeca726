#!/bin/bash
# asm-identical.sh - does a change of the plugin leave the code it emits
# as it was?  Compiles C sources to assembly with two builds of the
# plugin and compares the two outputs byte for byte.
#
# Usage: tests/asm-identical.sh [--levels "-O1 -O2 -O3"] [--sample N]
#          [--targets "x86_64 aarch64"] [--src DIR] [--out DIR]
#          BEFORE AFTER
#
# BEFORE and AFTER are build directories, each holding <compiler>/memopt.so
# (make BUILD=DIR plugins; for "before", in a git worktree of the commit
# before the change).  Sources: every *.c under DIR (default: the torture
# suite's gcc.c-torture/execute, extracted by make's $(TORTURE_STAMP) into
# $BUILD/torture/; builtins/ is left out as tests/torture.sh does);
# --sample N takes every Nth file of the sorted list, from the first.
# Each file is compiled with "-S -w -fno-diagnostics-show-caret LEVEL"
# (the tests' dg-options are not read: both builds get the same flags)
# for each target (x86_64: gcc-12, aarch64: aarch64-linux-gnu-gcc-12)
# and level.
#
# Output: one line per difference ("DIFF file [target level]") or per
# case only one build compiles ("ONE-FAILS ..."), then a line per target
# and level:
#   x86_64 -O2: 1490 compared, 1490 identical, 0 differ, 12 fail in both
# A case that fails to compile with both plugins (an error the test
# expects, a missing header) is counted, not compared.  Exit status 0
# when every compared case is identical and no case fails in one build
# only, 1 otherwise, 2 on a usage error.
#
# Example: the RTL passes run only on AArch64, so a change of them is
# checked on both targets at -O2 over the whole suite and at -O1/-O3 on
# every 10th file:
#   tests/asm-identical.sh /work/before/build-x build-x
#   tests/asm-identical.sh --levels "-O1 -O3" --sample 10 /work/before/build-x build-x
set -u
cd "$(dirname "$0")/.." || exit 2

LEVELS="-O2"; SAMPLE=1; TARGETS="x86_64 aarch64"
SRC=${BUILD:-build}/torture/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
OUT=""; JOBS=${JOBS:-$(nproc)}
usage () { sed -n '5,7p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 2 ]; do
  case $1 in
    --levels) LEVELS=$2; shift 2 ;;
    --sample) SAMPLE=$2; shift 2 ;;
    --targets) TARGETS=$2; shift 2 ;;
    --src) SRC=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    *) usage ;;
  esac
done
[ $# -eq 2 ] || usage
BEFORE=$(realpath "$1"); AFTER=$(realpath "$2")
[ -d "$SRC" ] || { echo "asm-identical: no sources in $SRC" >&2; exit 2; }
[ -n "$OUT" ] || OUT=$(mktemp -d "${TMPDIR:-/tmp}/asm-identical.XXXXXX")
mkdir -p "$OUT"

target_cc () {
  case $1 in
    x86_64) echo gcc-12 ;;
    aarch64) echo aarch64-linux-gnu-gcc-12 ;;
    *) echo "asm-identical: unknown target $1" >&2; exit 2 ;;
  esac
}
for t in $TARGETS; do
  cc=$(target_cc "$t")
  for b in "$BEFORE" "$AFTER"; do
    [ -f "$b/$cc/memopt.so" ] || { echo "asm-identical: no $b/$cc/memopt.so" >&2; exit 2; }
  done
done

# One case: FILE TARGET LEVEL -> a line "SAME|DIFF|ONE-FAILS|BOTH-FAIL target level file".
one_case () {
  local file=$1 target=$2 lvl=$3 cc rel b st=() base
  cc=$(target_cc "$target"); rel=${file#"$SRC"/}
  base=$OUT/$target$lvl/${rel%.c}
  for b in before after; do
    mkdir -p "$(dirname "$base")"
    local plugin=$BEFORE; [ $b = after ] && plugin=$AFTER
    if timeout 120 "$cc" -S -w -fno-diagnostics-show-caret "$lvl" \
         -fplugin="$plugin/$cc/memopt.so" "$file" -o "$base.$b.s" 2>/dev/null; then
      st+=(0)
    else
      st+=(1)
    fi
  done
  if [ "${st[0]}${st[1]}" = 11 ]; then echo "BOTH-FAIL $target $lvl $rel"
  elif [ "${st[0]}" != "${st[1]}" ]; then echo "ONE-FAILS $target $lvl $rel"
  elif cmp -s "$base.before.s" "$base.after.s"; then
    echo "SAME $target $lvl $rel"; rm -f "$base.before.s" "$base.after.s"
  else echo "DIFF $target $lvl $rel"
  fi
}
export -f one_case target_cc
export SRC OUT BEFORE AFTER

find "$SRC" -name '*.c' -not -path '*/builtins/*' | LC_ALL=C sort \
  | awk -v n="$SAMPLE" '(NR - 1) % n == 0' > "$OUT/files"
for t in $TARGETS; do
  for lvl in $LEVELS; do
    sed "s|\$| $t $lvl|" "$OUT/files"
  done
done | xargs -P "$JOBS" -L 1 bash -c 'one_case "$@"' _ > "$OUT/results"

grep -E '^(DIFF|ONE-FAILS) ' "$OUT/results" | sort
status=0
for t in $TARGETS; do
  for lvl in $LEVELS; do
    awk -v t="$t" -v l="$lvl" '$2 == t && $3 == l { n[$1]++ }
      END { c = n["SAME"] + n["DIFF"]
            printf "%s %s: %d compared, %d identical, %d differ, %d fail in both, %d fail in one\n",
                   t, l, c, n["SAME"], n["DIFF"], n["BOTH-FAIL"], n["ONE-FAILS"] }' "$OUT/results"
  done
done
grep -qE '^(DIFF|ONE-FAILS) ' "$OUT/results" && status=1
echo "outputs that differ: $OUT"
exit $status
