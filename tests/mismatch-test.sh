#!/bin/bash
# mismatch-test.sh BUILD RESULTS - a plugin loaded into a compiler it was
# not built for fails with memopt's message (plugin/loader/memopt-loader.c),
# never with the dynamic loader's "undefined symbol".
#
#   mismatch/A-loads-B    for every two compilers A and B of gcc-12, gcc-11,
#                         aarch64-linux-gnu-gcc-12: A -fplugin=BUILD/B/memopt.so
#                         fails, and its only words are
#                           memopt: this plugin (BUILD/B/memopt.so) was built
#                           for gcc <B's version> targeting <B's target>; it
#                           was loaded into gcc <A's version> targeting <A's
#                           target>; use BUILD/A/memopt.so
#                         (and GCC's "failed to initialize plugin")
#   mismatch/A-loads-A    the pairing that is right loads and runs: a remark
#                         (negative test of the check: it must not refuse
#                         its own compiler)
#   mismatch/link-advice  through the link BUILD/memopt.so (to gcc-12's), the
#                         advice names the real directory's sibling
#   mismatch/no-passes    a memopt.so copied without memopt-passes.so says
#                         which file is missing
#   mismatch/C-no-libstdcxx
#                         memopt-passes.so of compiler C needs no
#                         libstdc++.so (cc1 has libstdc++ linked in, and
#                         loading and relocating a second one cost every
#                         compile about 3.6 M instructions: plugin.mk,
#                         PASSES_LDFLAGS), and its passes run: the A-loads-A
#                         test above loads it
# A pair whose compiler is not installed is a SKIP line.
set -u
BUILD=$1 RESULTS=$2
cd "$(dirname "$0")/.." || exit 2
: > "$RESULTS"
W=$BUILD/check/mismatch; rm -rf "$W"; mkdir -p "$W"
COMPILERS="gcc-12 gcc-11 aarch64-linux-gnu-gcc-12"

result() { echo "$*" | tee -a "$RESULTS"; }
ok_if() {
  if eval "$2"; then result "PASS $1"; else result "FAIL $1 $3"; fi
}
have() { command -v "$1" >/dev/null && [ -f "$BUILD/$1/memopt.so" ]; }

# A function whose second load memopt-lse replaces (two_loads: GCC's own
# redundancy elimination is off so that memopt has something to do).
SRC=tests/check/fire-value.c
OPTS="-O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse"

for a in $COMPILERS; do
  for b in $COMPILERS; do
    name=mismatch/$a-loads-$b
    if ! have "$a" || ! have "$b"; then
      result "SKIP $name $(have "$a" || echo "$a") $(have "$b" || echo "$b") not installed or not built"
      continue
    fi
    log=$W/$a-loads-$b.err
    # shellcheck disable=SC2086
    $a $OPTS -c -fplugin="$BUILD/$b/memopt.so" -fopt-info-optimized "$SRC" -o "$W/x.o" > "$log" 2>&1
    st=$?
    if [ "$a" = "$b" ]; then
      ok_if "$name" '[ $st -eq 0 ] && grep -q "memopt: load of" "$log"' \
        "exit $st: $(head -c 300 "$log")"
      continue
    fi
    want="cc1: error: memopt: this plugin ($BUILD/$b/memopt.so) was built for gcc $($b -dumpfullversion) targeting $($b -dumpmachine); it was loaded into gcc $($a -dumpfullversion) targeting $($a -dumpmachine); use $BUILD/$a/memopt.so"
    ok_if "$name" '[ $st -ne 0 ] && [ "$(head -1 "$log")" = "$want" ] && ! grep -q "undefined symbol\|cannot load plugin" "$log"' \
      "exit $st: got '$(head -c 400 "$log")', want '$want'"
  done
done

if have gcc-11 && [ -L "$BUILD/memopt.so" ]; then
  gcc-11 -O2 -c -fplugin="$BUILD/memopt.so" "$SRC" -o "$W/x.o" > "$W/link.err" 2>&1
  st=$?
  ok_if mismatch/link-advice '[ $st -ne 0 ] && grep -qF "use $(realpath "$BUILD")/gcc-11/memopt.so" "$W/link.err"' \
    "exit $st: $(head -c 300 "$W/link.err")"
else
  result "SKIP mismatch/link-advice no gcc-11 or no $BUILD/memopt.so"
fi

mkdir -p "$W/alone" && cp "$BUILD/gcc-12/memopt.so" "$W/alone/"
gcc-12 -O2 -c -fplugin="$W/alone/memopt.so" "$SRC" -o "$W/x.o" > "$W/alone.err" 2>&1
st=$?
ok_if mismatch/no-passes '[ $st -ne 0 ] && grep -q "memopt: cannot load the passes beside the plugin: .*alone/memopt-passes.so" "$W/alone.err"' \
  "exit $st: $(head -c 300 "$W/alone.err")"

for c in $COMPILERS; do
  if ! have "$c"; then
    result "SKIP mismatch/$c-no-libstdcxx no $c or no $BUILD/$c/memopt.so"
    continue
  fi
  needed=$(readelf -d "$BUILD/$c/memopt-passes.so" | grep NEEDED)
  ok_if "mismatch/$c-no-libstdcxx" '[ -n "$needed" ] && ! echo "$needed" | grep -q "libstdc++"' \
    "$(echo "$needed" | tr -s ' ' | tr '\n' ';')"
done
