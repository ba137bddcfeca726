#!/bin/bash
# redundancy-test.sh BUILD - the redundancy profiler (bench/qemu/
# redundancy.c) and its report (bench/redundancy-report.py) count known
# patterns at known source lines, on both targets.
#
# tests/qemu/redundancy-probe.c, built at -O0 -g (PIE, the compilers'
# default: the report must find the load base), marks lines with
# "CHECK counter=K ...": the profile of one run, turned into per-line
# counts by redundancy-report.py --lines, must give that line K times the
# probe's ROUNDS for each counter named: a repeated load is redundant, one
# after a call that leaves the location alone is redundant across a call,
# one after a callee that writes it is neither, a store of the value
# already there is silent, a store overwritten unread is dead and one read
# in between is not, a local array is on the stack and a global is not.
# Also: the profile names a guest stack; its shadow map is never flushed
# at the default bound, and with max-locations=1024 (fact 7 of
# redundancy.c) it is, the run still completing with a profile whose
# report says so; a bad max-locations is refused by name.  Prints
# PASS/FAIL lines; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PROBE=$HERE/redundancy-probe.c
W=$BUILD/check/qemu-redundancy; rm -rf "$W"; mkdir -p "$W"
rounds=$(awk '$1 == "#define" && $2 == "ROUNDS" { print $3 }' "$PROBE")
fails=0

# check_line T LINE SPEC: SPEC's counter=K pairs against the --lines row
# of the probe's LINE in $W/T.lines.
check_line() {
  local t=$1 line=$2 spec=$3 row pair name want got col
  row=$(awk -F'\t' -v l="redundancy-probe.c:$line" '{ n = split($1, p, "/") } p[n] == l' "$W/$t.lines")
  for pair in $spec; do
    name=${pair%%=*}
    want=$((${pair#*=} * rounds))
    case $name in
      loads) col=3 ;; stores) col=4 ;; redundant) col=5 ;; redundant_call) col=6 ;;
      silent) col=7 ;; dead) col=8 ;; stack) col=9 ;;
      *) echo "FAIL redundancy-$t line $line: unknown counter '$name'"; fails=1; continue ;;
    esac
    got=$(echo "$row" | cut -f$col)
    if [ "${got:-0}" = "$want" ]; then
      echo "PASS redundancy-$t line $line $name=$want"
    else
      echo "FAIL redundancy-$t line $line $name: ${got:-no such line}, expected $want"; fails=1
    fi
  done
}

# flushes_of PROFILE: the shadow map's flushes on its "events" line.
flushes_of() {
  awk '$1 == "events" { for (i = 2; i < NF; i += 2) if ($i == "flushes") print $(i + 1) }' "$1"
}

for t in x86_64 aarch64; do
  case $t in
    x86_64) cc=gcc-12; run=(qemu-x86_64) ;;
    aarch64) cc=aarch64-linux-gnu-gcc-12; run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
  esac
  $cc -O0 -g "$PROBE" -o "$W/probe-$t" || { echo "FAIL redundancy-$t build"; fails=1; continue; }
  if ! "${run[@]}" -plugin "$BUILD/bench/redundancy.so,out=$W/$t.prof" "$W/probe-$t"; then
    echo "FAIL redundancy-$t run"; fails=1; continue
  fi
  python3 "$ROOT/bench/redundancy-report.py" --lines "$W/$t.prof" > "$W/$t.lines" \
    || { echo "FAIL redundancy-$t report"; fails=1; continue; }
  if awk '$1 == "stack" { exit !($2 != "0x0" && $3 != "0x0") }' "$W/$t.prof"; then
    echo "PASS redundancy-$t stack found ($(awk '$1 == "stack" { print $2 "-" $3 }' "$W/$t.prof"))"
  else
    echo "FAIL redundancy-$t no guest stack in the profile"; fails=1
  fi
  flushes=$(flushes_of "$W/$t.prof")
  if [ "$flushes" = 0 ]; then echo "PASS redundancy-$t no flush at the default bound"
  else echo "FAIL redundancy-$t flushes '${flushes}' at the default bound, expected 0"; fails=1; fi
  if "${run[@]}" -plugin "$BUILD/bench/redundancy.so,out=$W/$t-small.prof,max-locations=1024" "$W/probe-$t" \
     && flushes=$(flushes_of "$W/$t-small.prof") \
     && [ "${flushes:-0}" -gt 0 ] && grep -q '^site ' "$W/$t-small.prof"; then
    echo "PASS redundancy-$t max-locations=1024: $flushes flushes, a full profile"
    python3 "$ROOT/bench/redundancy-report.py" "$W/$t-small.prof" > "$W/$t-small.md"
    if grep -q "shadow map was full and emptied in: .*($flushes flushes)" "$W/$t-small.md"; then
      echo "PASS redundancy-$t the report names the flushes"
    else
      echo "FAIL redundancy-$t the report does not name the $flushes flushes"; fails=1
    fi
  else
    echo "FAIL redundancy-$t max-locations=1024: no flush or no profile (flushes '${flushes:-}')"; fails=1
  fi
  if "${run[@]}" -plugin "$BUILD/bench/redundancy.so,max-locations=12" "$W/probe-$t" 2>"$W/bad-arg.err"; then
    echo "FAIL redundancy-$t max-locations=12 accepted"; fails=1
  elif grep -q "bad 'max-locations=12'" "$W/bad-arg.err"; then
    echo "PASS redundancy-$t max-locations=12 refused by name"
  else
    echo "FAIL redundancy-$t max-locations=12: $(head -c 200 "$W/bad-arg.err")"; fails=1
  fi
  grep -n '/\* CHECK ' "$PROBE" | while IFS=: read -r line text; do
    echo "$line ${text##*CHECK }"
  done | sed 's| \*/$||' > "$W/checks"
  while read -r line spec; do
    check_line "$t" "$line" "$spec"
  done < "$W/checks"
done
exit $fails
