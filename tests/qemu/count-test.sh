#!/bin/bash
# count-test.sh BUILD - the qemu counting plugin (bench/qemu/count.c) tells
# loads from stores, on both targets.
#
# tests/qemu/count-probe.c makes 1,000,000 loads ("load") or 1,000,000
# stores ("store") in a loop, plus what the C library's start-up does
# (tens of thousands of accesses).  Each count must be at least the loop's
# million where the loop makes them, and under 100,000 where it makes
# none.  (QEMU 7.2's inline memory counters fail this: they count stores
# as loads; count.c says more.)  tests/qemu/page-straddle-probe.S
# (x86-64): a loop whose body spans a page boundary, one instruction
# across it, must count its 5 instructions an iteration exactly, per
# function (QEMU 7.2 shows the plugin that instruction twice: 6 before);
# tests/qemu/page-straddle-imm-probe.S: the same with an instruction QEMU
# shows by its opcode byte alone, 2 bytes before the boundary (7 before).
# Prints PASS/FAIL lines; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/qemu-count; rm -rf "$W"; mkdir -p "$W"
fails=0
for t in x86_64 aarch64; do
  case $t in
    x86_64) cc=gcc-12; run=(qemu-x86_64) ;;
    aarch64) cc=aarch64-linux-gnu-gcc-12; run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
  esac
  $cc -O2 "$HERE/count-probe.c" -o "$W/probe-$t" || { echo "FAIL count-$t build"; fails=1; continue; }
  for mode in load store; do
    "${run[@]}" -plugin "$BUILD/bench/count.so" -d plugin -D "$W/$t-$mode.cnt" "$W/probe-$t" "$mode"
    loads=$(awk '$1 == "loads" { print $2 }' "$W/$t-$mode.cnt")
    stores=$(awk '$1 == "stores" { print $2 }' "$W/$t-$mode.cnt")
    if [ $mode = load ]; then many=${loads:-0} few=${stores:-0}
    else many=${stores:-0} few=${loads:-0}; fi
    if [ "$many" -ge 1000000 ] && [ "$few" -lt 100000 ]; then
      echo "PASS count-$t-$mode (loads $loads, stores $stores)"
    else
      echo "FAIL count-$t-$mode (loads $loads, stores $stores)"; fails=1
    fi
  done
done
# straddle_probe NAME PROBE FUNC WANT PER: PROBE's FUNC must count WANT
# instructions (PER an iteration) per function.
straddle_probe() {
  local name=$1 probe=$2 func=$3 want=$4 per=$5 got
  if ! gcc-12 "$HERE/$probe" -o "$W/$func"; then
    echo "FAIL $name build"; fails=1; return
  fi
  qemu-x86_64 -plugin "$BUILD/bench/count.so,funcs=$W/$func.funcs" -d plugin \
    -D "$W/$func.cnt" "$W/$func"
  got=$(awk -v f="$func" '$4 == f { print $1 }' "$W/$func.funcs")
  if [ "${got:-0}" = "$want" ]; then
    echo "PASS $name ($func: $got instructions, $per an iteration)"
  else
    echo "FAIL $name ($func: ${got:-none} instructions, want $want)"; fails=1
  fi
}
straddle_probe count-x86_64-page-straddle page-straddle-probe.S straddle 5000002 5
straddle_probe count-x86_64-page-straddle-imm page-straddle-imm-probe.S straddle_imm 6000002 6
exit $fails
