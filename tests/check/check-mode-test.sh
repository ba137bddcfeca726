#!/bin/bash
# check-mode-test.sh BUILD RESULTS - check mode (-fplugin-arg-memopt-check)
# catches deliberately wrong transformations and never fires on correct
# ones, on both targets.
#
# Every tests/check/*.c says what it expects, in directives:
#   @check-options FLAGS   compile flags (default -O2)
#   @check-plugin-args A=V ...
#                          plugin arguments of every plugin build (the
#                          passes the test needs: dse=on)
#   @check-args A=V ...    plugin arguments that break it (break=alias,
#                          break=value: see -fplugin-arg-memopt-help)
#   @check-fires PASS KIND FUNC LINE
#                          built with the arguments in check mode, the
#                          program aborts with one report naming
#                          "transformation N (PASS KIND in FUNC at
#                          FILE:LINE)"; built again with max-transforms=N-1
#                          no check fails (N is the debug counter's id)
#   @check-silent          and without check mode the broken build prints
#                          what the -O0 reference prints (only check mode
#                          can see this one)
#   @check-poison          check mode reports nothing but the program
#                          prints the poison pattern a5a5a5a5 (dead stores)
# and for every file: built in check mode without the breaking arguments
# (correct transformations), it prints what the -O0 reference prints,
# exits 0 and reports nothing; and check=report counts instead of
# aborting.  Results: "PASS check/NAME [TARGET what]" lines.
set -u
BUILD=$(realpath "$1"); RESULTS=$2
cd "$(dirname "$0")/../.." || exit 2
: > "$RESULTS"
W=$BUILD/check/check-mode; rm -rf "$W"; mkdir -p "$W"
QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"

result() { echo "$*" | tee -a "$RESULTS"; }
directive() { sed -n "s/.*@$1 *//p" "$2" | head -1 | sed 's/ *\*\/ *$//'; }

# build T FILE OUT FLAGS...: compile for target T with the plugin.
build() {
  local t=$1 f=$2 out=$3 cc; shift 3
  case $t in x86_64) cc=gcc-12 ;; aarch64) cc=aarch64-linux-gnu-gcc-12 ;; esac
  # shellcheck disable=SC2086
  $cc $opts -w -fplugin="$BUILD/$cc/memopt.so" $pargs "$@" -o "$out" "$f" "$BUILD/$cc/memopt-check.o" 2> "$out.cc.err"
}
# run T EXE: stdout to EXE.out, stderr to EXE.err; prints the exit status.
run() {
  local runner=""; [ "$1" = aarch64 ] && runner=$QEMU
  # shellcheck disable=SC2086
  timeout 20 $runner "$2" > "$2.out" 2> "$2.err" < /dev/null
  echo $?
}

for t in x86_64 aarch64; do
  case $t in x86_64) cc=gcc-12 ;; aarch64) cc=aarch64-linux-gnu-gcc-12 ;; esac
  for f in tests/check/*.c; do
    n=$(basename "$f" .c) d=$W/$t/$n; mkdir -p "$d"
    opts=$(directive check-options "$f"); opts=${opts:--O2}
    args=""; for a in $(directive check-args "$f"); do args="$args -fplugin-arg-memopt-$a"; done
    pargs=""; for a in $(directive check-plugin-args "$f"); do pargs="$pargs -fplugin-arg-memopt-$a"; done
    fires=$(directive check-fires "$f")
    # shellcheck disable=SC2086
    $cc -O0 -w -o "$d/ref" "$f" && run $t "$d/ref" > /dev/null
    # correct transformations never fire
    build $t "$f" "$d/clean" -fplugin-arg-memopt-check
    st=$(run $t "$d/clean")
    if [ "$st" = 0 ] && cmp -s "$d/ref.out" "$d/clean.out" && ! grep -q memopt-check "$d/clean.err"; then
      result "PASS check/$n [$t correct transformations pass their checks]"
    else result "FAIL check/$n [$t correct transformations pass their checks] (exit $st; $d/clean.err)"; fi
    if [ -n "$fires" ]; then
      read -r pass kind func line <<< "$fires"
      # shellcheck disable=SC2086
      build $t "$f" "$d/broken" -fplugin-arg-memopt-check $args
      st=$(run $t "$d/broken")
      re="^memopt-check: transformation \([0-9]*\) ($pass $kind in $func at $f:$line) assumed 0x[0-9a-f]*, memory holds 0x[0-9a-f]*\$"
      id=$(sed -n "s|$re|\1|p" "$d/broken.err" | head -1)
      if [ "$st" = 134 ] && [ -n "$id" ]; then
        result "PASS check/$n [$t fires: transformation $id, $pass $kind, $func, line $line]"
        # shellcheck disable=SC2086
        build $t "$f" "$d/before" -fplugin-arg-memopt-check $args -fplugin-arg-memopt-max-transforms=$((id - 1))
        st=$(run $t "$d/before")
        if [ "$st" = 0 ] && ! grep -q memopt-check "$d/before.err"; then
          result "PASS check/$n [$t the id is the debug counter's: max-transforms=$((id - 1)) passes]"
        else result "FAIL check/$n [$t max-transforms=$((id - 1)) still fails] (exit $st; $d/before.err)"; fi
        # shellcheck disable=SC2086
        build $t "$f" "$d/report" -fplugin-arg-memopt-check=report $args
        st=$(run $t "$d/report")
        if [ "$st" = 0 ] && grep -q "^memopt-check: transformation $id " "$d/report.err" \
           && grep -q '^memopt-check: [1-9][0-9]* failed checks at [1-9][0-9]* transformations' "$d/report.err"; then
          result "PASS check/$n [$t check=report counts and goes on]"
        else result "FAIL check/$n [$t check=report] (exit $st; $d/report.err)"; fi
      else
        result "FAIL check/$n [$t fires $pass $kind $func $line] (exit $st; $d/broken.err)"
      fi
    fi
    if grep -q '@check-silent' "$f"; then
      # shellcheck disable=SC2086
      build $t "$f" "$d/plain" $args
      st=$(run $t "$d/plain")
      if [ "$st" = 0 ] && cmp -s "$d/ref.out" "$d/plain.out"; then
        result "PASS check/$n [$t silent without check mode]"
      else result "FAIL check/$n [$t silent without check mode] (exit $st)"; fi
    fi
    if grep -q '@check-poison' "$f"; then
      # shellcheck disable=SC2086
      build $t "$f" "$d/poison" -fplugin-arg-memopt-check $args
      st=$(run $t "$d/poison")
      if grep -q a5a5a5a5 "$d/poison.out"; then
        result "PASS check/$n [$t a wrongly removed store reads as poison]"
      else result "FAIL check/$n [$t poison] (exit $st; $d/poison.out)"; fi
    fi
  done
done
! grep -q '^FAIL' "$RESULTS"
