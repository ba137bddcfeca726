#!/bin/bash
# torture.sh - GCC's gcc.c-torture/execute suite with and without memopt.
#
# Usage: tests/torture.sh [--sample N] [--tests LIST] [--results FILE]
#
# The suite is extracted once into $BUILD/torture/ (tests/tests.mk does
# that from /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz).  For every test, on
# each target (x86_64: gcc-12; aarch64: aarch64-linux-gnu-gcc-12 under
# qemu) and each level -O1, -O2, -O3, the test is built and run twice:
# without the plugin (the reference) and with it.
#   - reference fails to compile, exits non-zero or times out: SKIP
#     (the test does not work here at all; nothing to learn about memopt)
#   - reference passes, the plugin build fails to compile, exits
#     differently, prints something else or times out: FAIL (a test whose
#     reference output differs between two runs, e.g. one that prints
#     stack addresses, is judged by its exit status alone)
#   - otherwise PASS
# --sample N takes every Nth test of the sorted list (starting with the
# first), a fixed deterministic subset for make check.  --tests LIST runs
# only the tests LIST names, one a line as "pr1234.c" or "ieee/x.c" (for
# example those a new pass changes: compile the suite with
# -fopt-info-optimized and list the files with its remark).  CHECK_MODE=abort
# builds the plugin's side in check mode (-fplugin-arg-memopt-check, with
# memopt-check.o linked): a transformation whose run-time check fails
# aborts the test, a FAIL.
#
# Flags follow GCC's harness (execute.exp runs gcc-dg-runtest with "-w";
# torture runs add -fno-diagnostics-show-caret): every build gets
# "-w -fno-diagnostics-show-caret", links -lm, and honours the test's
# dg-options / dg-additional-options when they have no target selector or
# one made only of target triplet globs that match, or one of the few
# effective targets known on glibc Linux (fpic: yes; ! signal,
# newlib_nano_io: no); any other selector: the test is skipped, with the
# reason.  dg-require-*, dg-skip-if and
# dg-xfail-* are not interpreted: the reference run decides instead.
#
# Subdirectories: ieee/ is included with the flags ieee.exp adds on our
# targets (-fno-inline) and its .x files honoured when they only
# "return 0" or set/lappend additional_flags; a test whose .x file does
# anything else is skipped with the reason.  builtins/ is skipped as a
# group: its tests link against the harness's lib/*.c replacements and
# their own *-lib.c companions.
#
# Output: one line per case and level ("PASS torture/pr1234.c [x86_64 -O2]",
# "SKIP ... <reason>", "FAIL ... <reason>" followed by the command that
# reproduces it), the results file (default
# $BUILD/check/torture.results), and a pass/fail/skip table per target and
# level.  Exit status 1 when anything failed.

set -u
cd "$(dirname "$0")/.." || exit 2

BUILD=${BUILD:-build}
JOBS=${JOBS:-$(nproc)}
SRC=$BUILD/torture/gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute
QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
LEVELS="-O1 -O2 -O3"
TARGETS="x86_64 aarch64"
BASE_FLAGS="-w -fno-diagnostics-show-caret"
CTMO=${COMPILE_TIMEOUT:-120}	# a compiler that hangs is a failure, not a stuck run

target_cc () {
  case $1 in
    x86_64) echo gcc-12 ;;
    aarch64) echo aarch64-linux-gnu-gcc-12 ;;
  esac
}
target_triplet () {
  case $1 in
    x86_64) echo x86_64-pc-linux-gnu ;;
    aarch64) echo aarch64-unknown-linux-gnu ;;
  esac
}
target_timeout () {
  case $1 in
    x86_64) echo 5 ;;
    aarch64) echo 10 ;;
  esac
}

# test_flags FILE TARGET: print the extra flags for FILE on TARGET, or
# return 1 after printing "SKIP: reason".
test_flags () {
  local file=$1 triplet flags="" line opts sel g matched x
  triplet=$(target_triplet "$2")
  case $file in
    */ieee/*)
      flags="-fno-inline"
      x=${file%.c}.x
      if [ -f "$x" ]; then
        if grep -vE '^[[:space:]]*(#.*)?$' "$x" \
           | grep -qvE '^[[:space:]]*(return 0|(lappend|set) additional_flags( +"[^"]*")+)[[:space:]]*$'; then
          echo "SKIP: its .x file does more than set additional_flags"; return 1
        fi
        flags="$flags $(grep -E 'additional_flags' "$x" | grep -oE '"[^"]*"' | tr -d '"' | tr '\n' ' ')"
      fi ;;
  esac
  while IFS= read -r line; do
    opts=$(sed -nE 's/.*dg-(additional-)?options +\{? *"([^"]*)".*/\2/p' <<<"$line")
    sel=$(sed -nE 's/.*\{ *target +(.*)\} *\} *(\*\/)?[[:space:]]*$/\1/p' <<<"$line")
    if [ -n "$sel" ]; then
      sel=$(tr -d '{}' <<<"$sel" | xargs)
      # Effective-target selectors whose value is known on glibc Linux.
      case $sel in
        fpic) flags="$flags $opts"; continue ;;
        "! signal"|newlib_nano_io) continue ;;
      esac
      matched=0
      # shellcheck disable=SC2053 # [[ == ]] with a glob on purpose
      for g in $sel; do
        case $g in
          *-*-*) [[ $triplet == $g ]] && matched=1 ;;	# $g is a glob
          *) echo "SKIP: dg-options with target selector '$sel'"; return 1 ;;
        esac
      done
      [ $matched = 1 ] || continue
    fi
    flags="$flags $opts"
  done < <(grep -E '\{ *dg-(additional-)?options' "$file")
  echo "$flags"
}

# check_flags PLUGIN: with CHECK_MODE set (abort or report), the flags of
# check mode: the plugin argument and the run-time object beside PLUGIN.
check_flags () {
  [ -n "${CHECK_MODE:-}" ] || return 0
  echo "-fplugin-arg-memopt-check=$CHECK_MODE $(dirname "$1")/memopt-check.o"
}

# One case: a test on a target, all levels.  Prints its lines at once.
run_case () {
  local file=$1 target=$2 name=torture/${1#"$SRC"/}
  local cc plugin tmo flags work lvl refst st out="" cmd runner=""
  cc=$(target_cc "$target"); plugin=$BUILD/$cc/memopt.so; tmo=$(target_timeout "$target")
  [ "$target" = aarch64 ] && runner=$QEMU
  if ! flags=$(test_flags "$file" "$target"); then
    for lvl in $LEVELS; do out+="SKIP $name [$target $lvl] ${flags#SKIP: }"$'\n'; done
    printf '%s' "$out"; return
  fi
  work=$BUILD/torture/work${CHECK_MODE:+-check}/$target/${name#torture/}; work=${work%.c}; mkdir -p "$work"
  for lvl in $LEVELS; do
    # shellcheck disable=SC2086
    if ! timeout "$CTMO" $cc $lvl $BASE_FLAGS $flags -o "$work/ref$lvl" "$file" -lm >/dev/null 2>&1; then
      out+="SKIP $name [$target $lvl] does not compile without the plugin"$'\n'; continue
    fi
    # shellcheck disable=SC2086
    timeout "$tmo" $runner "$work/ref$lvl" >"$work/ref$lvl.out" 2>/dev/null </dev/null
    refst=$?
    if [ $refst != 0 ]; then
      out+="SKIP $name [$target $lvl] fails without the plugin (exit status $refst)"$'\n'; continue
    fi
    cmd="$cc $lvl $BASE_FLAGS $flags -fplugin=$plugin $(check_flags "$plugin") -o $work/t$lvl $file -lm"
    # shellcheck disable=SC2086
    timeout "$CTMO" $cc $lvl $BASE_FLAGS $flags -fplugin="$plugin" $(check_flags "$plugin") \
      -o "$work/t$lvl" "$file" -lm >"$work/t$lvl.err" 2>&1
    st=$?
    if [ $st != 0 ]; then
      if [ $st = 124 ]; then
        out+="FAIL $name [$target $lvl] compile timed out after ${CTMO}s with the plugin"$'\n'
      else
        out+="FAIL $name [$target $lvl] does not compile with the plugin"$'\n'
      fi
      out+="    reproduce: $cmd"$'\n'"$(tail -5 "$work/t$lvl.err" | sed 's/^/    /')"$'\n'
      continue
    fi
    # shellcheck disable=SC2086
    timeout "$tmo" $runner "$work/t$lvl" >"$work/t$lvl.out" 2>/dev/null </dev/null
    st=$?
    if [ $st != 0 ]; then
      out+="FAIL $name [$target $lvl] passes without the plugin, exit status $st with it"$'\n'
    elif ! cmp -s "$work/ref$lvl.out" "$work/t$lvl.out" \
	 && stable_output "$runner" "$tmo" "$work/ref$lvl" "$work/ref$lvl.out"; then
      out+="FAIL $name [$target $lvl] prints something else with the plugin"$'\n'
    else
      out+="PASS $name [$target $lvl]"$'\n'; rm -f "$work/ref$lvl" "$work/t$lvl"; continue
    fi
    out+="    reproduce: $cmd && ${runner:+$runner }$work/t$lvl"$'\n'
  done
  printf '%s' "$out"
}

# stable_output RUNNER TIMEOUT BINARY OUT: true when BINARY prints OUT
# again.  A test whose output changes from run to run (return-addr.c
# prints stack addresses) is judged by its exit status alone, as GCC's own
# harness judges every test; the second run costs only on a mismatch.
stable_output () {
  local again
  # shellcheck disable=SC2086
  again=$(timeout "$2" $1 "$3" 2>/dev/null </dev/null)
  [ "$again" = "$(cat "$4")" ]
}

if [ "${1:-}" = --case ]; then
  run_case "$2" "$3"
  exit 0
fi

sample=1
list=""
results=$BUILD/check/torture.results
while [ $# -gt 0 ]; do
  case $1 in
    --sample) sample=$2; shift 2 ;;
    --tests) list=$2; shift 2 ;;
    --results) results=$2; shift 2 ;;
    *) echo "usage: tests/torture.sh [--sample N] [--tests LIST] [--results FILE]" >&2; exit 2 ;;
  esac
done
if [ ! -d "$SRC" ]; then
  echo "torture.sh: $SRC is missing (make $BUILD/torture/.stamp extracts it)" >&2; exit 2
fi
mkdir -p "$(dirname "$results")"
start=$(date +%s)

if [ -n "$list" ]; then
  [ -r "$list" ] || { echo "torture.sh: cannot read the test list $list" >&2; exit 2; }
  mapfile -t tests < <(awk -v d="$SRC" 'NF { print d "/" $1 }' "$list")
  for t in "${tests[@]}"; do
    [ -f "$t" ] || { echo "torture.sh: $t (from $list) is not in the suite" >&2; exit 2; }
  done
else
  mapfile -t tests < <( (ls "$SRC"/*.c; ls "$SRC"/ieee/*.c) | LC_ALL=C sort \
                        | awk -v n="$sample" '(NR - 1) % n == 0')
fi
if [ -n "$list" ]; then chosen="the tests of $list"; else chosen="every ${sample}th test"; fi
echo "torture: ${#tests[@]} tests x $TARGETS x $LEVELS ($chosen)"

jobs=$BUILD/torture/jobs; mkdir -p "$BUILD/torture"; : >"$jobs"
{
  echo "SKIP torture/builtins/ [all] needs the harness's lib/*.c and *-lib.c companions"
  for t in "${tests[@]}"; do
    for tg in $TARGETS; do
      cc=$(target_cc "$tg")
      if ! command -v "$cc" >/dev/null; then
        echo "SKIP torture/${t#"$SRC"/} [$tg] $cc is not installed"
      elif [ "$tg" = aarch64 ] && ! command -v qemu-aarch64 >/dev/null; then
        echo "SKIP torture/${t#"$SRC"/} [$tg] qemu-aarch64 is not installed"
      elif [ ! -f "$BUILD/$cc/memopt.so" ]; then
        echo "FAIL torture/${t#"$SRC"/} [$tg] $BUILD/$cc/memopt.so is missing (run make)"
      else
        printf '%s\0%s\0' "$t" "$tg" >>"$jobs"
      fi
    done
  done
  xargs -0 -n2 -P"$JOBS" "$0" --case <"$jobs"
} | tee "$results.log" | grep -v '^PASS '
grep -E '^(PASS|FAIL|SKIP) ' "$results.log" | LC_ALL=C sort -k2,2 -k3,3 -k4,4 >"$results"

# The table: pass/fail/skip per target and level.
printf '\n%-8s %-4s %6s %6s %6s\n' target level pass fail skip
for tg in $TARGETS; do
  for lvl in $LEVELS; do
    printf '%-8s %-4s %6d %6d %6d\n' "$tg" "$lvl" \
      "$(grep -c "^PASS .* \[$tg $lvl\]" "$results")" \
      "$(grep -c "^FAIL .* \[$tg $lvl\]" "$results")" \
      "$(grep -c "^SKIP .* \[$tg $lvl\]" "$results")"
  done
done
pass=$(grep -c '^PASS ' "$results"); fail=$(grep -c '^FAIL ' "$results"); skip=$(grep -c '^SKIP ' "$results")
echo "torture: $pass passed, $fail failed, $skip skipped in $(( $(date +%s) - start ))s ($results)"
[ "$fail" -eq 0 ]
