#!/bin/bash
# lto-test.sh BUILD RESULTS - memopt under link-time optimisation.
#
# With -flto, GCC compiles each file to its GIMPLE and runs the
# optimisation passes (memopt-lse, -phi, -dse, -promote, and RTL's) at
# the link, in lto1: the plugin must be on the link line too.  memopt-
# inline, an IPA pass, marks functions when each file is compiled, and
# GCC's inliner takes its calls at the link (WPA).  The program is two
# files: tests/phi/carry-pays.c's loop (a load PRE memopt-phi makes) in
# one, and in the other a small static leaf helper called in six places
# (tests/inline/leaf-calls.c).  On each target (AArch64 under qemu):
#   both      the plugin on the compile and the link lines: memopt-inline's
#             remark at the compile, memopt-phi's at the link, no call of
#             the helper left, the output of the -O0 build;
#   link      on the link line only: memopt-phi's remark at the link (the
#             GIMPLE passes run there), and the same output;
#   compile   on the compile lines only: no memopt-phi remark anywhere
#             (the passes that transform run at the link, without it),
#             the same output.
# Writes PASS/FAIL lines to RESULTS; exit 1 on a FAIL.
set -u
BUILD=$(realpath "$1")
RESULTS=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
W=$BUILD/check/lto; rm -rf "$W"; mkdir -p "$W"
: >"$RESULTS"
fails=0
result() { echo "$1" | tee -a "$RESULTS"; [[ $1 == FAIL* ]] && fails=1; return 0; }

# The two files: the loop of carry-pays.c renamed, and leaf-calls.c with
# main calling it.
sed 's/^main (void)$/carry_main (void)/' "$ROOT/tests/phi/carry-pays.c" >"$W/loop.c"
sed 's/^main (void)$/leaf_main (void)/' "$ROOT/tests/inline/leaf-calls.c" >"$W/leaf.c"
cat >"$W/main.c" <<'EOF'
int carry_main (void);
int leaf_main (void);
int main (void) { return carry_main () | leaf_main (); }
EOF

for t in x86_64 aarch64; do
  case $t in
    x86_64) cc=gcc-12; objdump=objdump; run=() ;;
    aarch64) cc=aarch64-linux-gnu-gcc-12; objdump=aarch64-linux-gnu-objdump
	     run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
  esac
  plug=-fplugin=$BUILD/$cc/memopt.so
  d=$W/$t; mkdir -p "$d"
  $cc -O0 -w -o "$d/ref" "$W/loop.c" "$W/leaf.c" "$W/main.c" || { result "FAIL lto-$t reference does not build"; continue; }
  "${run[@]}" "$d/ref" >"$d/ref.out"
  for mode in both link compile; do
    cplug="" lplug=""
    case $mode in both) cplug=$plug lplug=$plug ;; link) lplug=$plug ;; compile) cplug=$plug ;; esac
    m=$d/$mode; mkdir -p "$m"
    ok=1
    for f in loop leaf main; do
      # shellcheck disable=SC2086
      $cc -O2 -flto -w $cplug -fopt-info-optimized -c "$W/$f.c" -o "$m/$f.o" 2>>"$m/compile.remarks" || ok=0
    done
    # shellcheck disable=SC2086
    $cc -O2 -flto -w $lplug -fopt-info-optimized -o "$m/prog" "$m"/loop.o "$m"/leaf.o "$m"/main.o \
      2>"$m/link.remarks" || ok=0
    if [ $ok = 0 ]; then result "FAIL lto-$t-$mode does not build ($m)"; continue; fi
    "${run[@]}" "$m/prog" >"$m/out"
    cmp -s "$d/ref.out" "$m/out"; st=$?
    [ $st = 0 ] && result "PASS lto-$t-$mode output" || result "FAIL lto-$t-$mode output differs from -O0"
    phi_link=$(grep -c 'memopt: partially redundant load' "$m/link.remarks")
    inline_compile=$(grep -c 'treated as declared inline' "$m/compile.remarks")
    calls=$($objdump -d "$m/prog" | grep -cE '(call|bl)[[:space:]]+[0-9a-f]+ <pixel_field')
    case $mode in
      both)
        [ "$phi_link" -ge 1 ] && [ "$inline_compile" = 1 ] && [ "$calls" = 0 ] \
          && result "PASS lto-$t-both passes ran (phi at the link, inline at the compile, no call left)" \
          || result "FAIL lto-$t-both phi remarks at the link $phi_link, inline remarks at the compile $inline_compile, calls of the helper $calls" ;;
      link)
        [ "$phi_link" -ge 1 ] \
          && result "PASS lto-$t-link the GIMPLE passes run in lto1" \
          || result "FAIL lto-$t-link no memopt-phi remark at the link" ;;
      compile)
        [ "$phi_link" = 0 ] && ! grep -q 'memopt: partially redundant' "$m/compile.remarks" \
          && result "PASS lto-$t-compile no transformation without the plugin at the link" \
          || result "FAIL lto-$t-compile a memopt-phi remark without the plugin at the link" ;;
    esac
  done
done
exit $fails
