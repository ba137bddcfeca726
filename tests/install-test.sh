#!/bin/bash
# install-test.sh BUILD RESULTS - make install and make uninstall, staged
# under a temporary DESTDIR, in both layouts (mk/install.sh).
#
#   install-default-files     make install DESTDIR=D writes exactly
#                             memopt.so, memopt-passes.so, memopt-check.o
#                             into D$(CC -print-file-name=plugin) for each
#                             compiler with a plugin, and nothing else
#   install-default-by-name   gcc-12 -iplugindir=<staged dir> -fplugin=memopt
#                             loads the staged plugin by name and it runs
#                             (a memopt remark)
#   install-default-checkmode check mode with the staged memopt-check.o
#                             linked: a correct build runs clean, a build
#                             made wrong on purpose (break=value) aborts
#                             with the check's report
#   install-default-uninstall make uninstall DESTDIR=D leaves no file
#   install-prefix-files      make install PREFIX=P DESTDIR=D writes exactly
#                             P/lib/memopt/<compiler>/{memopt.so,
#                             memopt-passes.so,memopt-check.o},
#                             P/bin/{memopt-verify,memopt-cc},
#                             P/lib/memopt/{memgen,bisect-build.sh},
#                             P/share/memopt/remarks.tsv under D
#   install-prefix-plugin     gcc-12 -fplugin=D/P/lib/memopt/gcc-12/memopt.so
#                             runs (a remark)
#   install-prefix-checkmode  as install-default-checkmode, with the
#                             PREFIX plugin and its memopt-check.o
#   install-prefix-verify-run the installed memopt-verify runs a one-program
#                             memgen campaign with its defaults: the
#                             installed memgen and gcc-12 plugin
#   install-prefix-remarks    the installed memopt-verify's bisect names the
#                             pass and kind from share/memopt/remarks.tsv
#                             (no plugin/ beside it)
#   install-prefix-mismatch   gcc-11 loading the installed gcc-12 plugin is
#                             told to use the installed gcc-11 one
#   install-prefix-uninstall  make uninstall PREFIX=P DESTDIR=D leaves no file
set -u
BUILD_ARG=$1 RESULTS=$(realpath "$2")
cd "$(dirname "$0")/.." || exit 2
BUILD=$(realpath "$BUILD_ARG")
: > "$RESULTS"
W=$BUILD/check/install; rm -rf "$W"; mkdir -p "$W"
MAKE=${MAKE:-make}

result() { echo "$*" | tee -a "$RESULTS"; }
# ok_if NAME CONDITION WHY: PASS when CONDITION (a shell expression) holds.
ok_if() {
  if eval "$2"; then result "PASS $1"; else result "FAIL $1 $3"; fi
}
compilers=""
for c in gcc-12 gcc-11 aarch64-linux-gnu-gcc-12; do
  command -v "$c" >/dev/null && [ -f "$BUILD/$c/memopt.so" ] && compilers="$compilers $c"
done
# files ROOT: the files under ROOT, relative to it, sorted.
files() { (cd "$1" && find . -type f | sed 's|^\./|/|' | sort); }
mk() { $MAKE --no-print-directory -s BUILD="$BUILD_ARG" "$@" > "$W/make.out" 2>&1; }

PROBE=tests/check/fire-value.c
OPTS="-O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse"
# checkmode NAME PLUGIN-FLAGS RUNTIME: correct build clean, broken caught.
checkmode() {
  local name=$1 flags=$2 rt=$3
  # shellcheck disable=SC2086
  gcc-12 $OPTS -w $flags -fplugin-arg-memopt-check "$PROBE" "$rt" -o "$W/$name-good" 2> "$W/$name.err" \
    && "$W/$name-good" > /dev/null 2> "$W/$name-good.err"
  local good=$?
  # shellcheck disable=SC2086
  gcc-12 $OPTS -w $flags -fplugin-arg-memopt-check -fplugin-arg-memopt-break=value "$PROBE" "$rt" \
    -o "$W/$name-bad" 2>> "$W/$name.err" && { "$W/$name-bad" > /dev/null 2> "$W/$name-bad.err"; } 2> /dev/null
  ok_if "$name" '[ $good -eq 0 ] && [ ! -s "$W/$name-good.err" ] && grep -q "memopt-check: transformation 1 (memopt-lse load-replaced in two_loads" "$W/$name-bad.err"' \
    "good build exit $good; $(cat "$W/$name.err" "$W/$name-good.err" "$W/$name-bad.err" 2>/dev/null | head -c 300)"
}

# --- default layout: each compiler's plugin directory ----------------------
D=$W/stage-default
mk install DESTDIR="$D"; st=$?
want=$(for c in $compilers; do
  dir=$($c -print-file-name=plugin)
  for f in memopt-check.o memopt-passes.so memopt.so; do echo "$dir/$f"; done
done | sort)
ok_if install-default-files '[ $st -eq 0 ] && [ "$(files "$D")" = "$want" ]' \
  "exit $st; got: $(files "$D" | tr '\n' ' ') want: $(echo "$want" | tr '\n' ' ') $(head -c 300 "$W/make.out")"
pdir=$D$(gcc-12 -print-file-name=plugin)
gcc-12 $OPTS -c -iplugindir="$pdir" -fplugin=memopt -fopt-info-optimized "$PROBE" -o "$W/byname.o" > "$W/byname.err" 2>&1
ok_if install-default-by-name 'grep -q "memopt: load of" "$W/byname.err"' "$(head -c 300 "$W/byname.err")"
checkmode install-default-checkmode "-iplugindir=$pdir -fplugin=memopt" "$pdir/memopt-check.o"
mk uninstall DESTDIR="$D"; st=$?
ok_if install-default-uninstall '[ $st -eq 0 ] && [ -z "$(files "$D")" ]' \
  "exit $st; left: $(files "$D" | tr '\n' ' ')"

# --- PREFIX layout, staged --------------------------------------------------
D=$W/stage-prefix P=/opt/memopt-test
mk install PREFIX="$P" DESTDIR="$D"; st=$?
want=$( { for c in $compilers; do
    for f in memopt-check.o memopt-passes.so memopt.so; do echo "$P/lib/memopt/$c/$f"; done
  done
  printf '%s\n' "$P/bin/memopt-verify" "$P/bin/memopt-cc" "$P/lib/memopt/memgen" \
    "$P/lib/memopt/bisect-build.sh" "$P/share/memopt/remarks.tsv"; } | sort)
ok_if install-prefix-files '[ $st -eq 0 ] && [ "$(files "$D")" = "$want" ]' \
  "exit $st; got: $(files "$D" | tr '\n' ' ') want: $(echo "$want" | tr '\n' ' ') $(head -c 300 "$W/make.out")"
L=$D$P/lib/memopt
gcc-12 $OPTS -c -fplugin="$L/gcc-12/memopt.so" -fopt-info-optimized "$PROBE" -o "$W/prefix.o" > "$W/prefix.err" 2>&1
ok_if install-prefix-plugin 'grep -q "memopt: load of" "$W/prefix.err"' "$(head -c 300 "$W/prefix.err")"
checkmode install-prefix-checkmode "-fplugin=$L/gcc-12/memopt.so" "$L/gcc-12/memopt-check.o"

V=$D$P/bin/memopt-verify
(cd "$W" && "$V" run --count 1 --seed 1 --generator memgen --targets x86_64 --levels O2 -j1 \
   --out "$W/campaign" > "$W/run.out" 2> "$W/run.err"); st=$?
ok_if install-prefix-verify-run '[ $st -eq 0 ] && grep -q "\"plugin_x86_64\":\"$L/gcc-12/memopt.so\"" "$W/campaign/journal.jsonl" && grep -q "\"class\":\"pass\"" "$W/campaign/results.jsonl"' \
  "exit $st: $(head -c 300 "$W/run.err")"

if [ -f "$BUILD/gcc-12-broken/memopt.so" ]; then
  cp -r corpora/miscompiles/selftest-may-alias "$W/case"
  (cd "$W" && "$V" bisect --plugin "$BUILD/gcc-12-broken/memopt.so" "$W/case" > "$W/bisect.out" 2>&1); st=$?
  ok_if install-prefix-remarks '[ $st -eq 0 ] && [ ! -e "$D$P/plugin" ] && grep -q "pass memopt-lse, kind load-replaced" "$W/bisect.out"' \
    "exit $st: $(head -c 300 "$W/bisect.out")"
else
  result "SKIP install-prefix-remarks no broken plugin (make $BUILD/gcc-12-broken/memopt.so)"
fi

if [[ " $compilers " == *" gcc-11 "* ]]; then
  gcc-11 -O2 -c -fplugin="$L/gcc-12/memopt.so" "$PROBE" -o "$W/mm.o" > "$W/mismatch.err" 2>&1; st=$?
  ok_if install-prefix-mismatch '[ $st -ne 0 ] && grep -qF "it was loaded into gcc 11" "$W/mismatch.err" && grep -qF "use $L/gcc-11/memopt.so" "$W/mismatch.err"' \
    "exit $st: $(head -c 300 "$W/mismatch.err")"
else
  result "SKIP install-prefix-mismatch gcc-11 is not installed"
fi

mk uninstall PREFIX="$P" DESTDIR="$D"; st=$?
ok_if install-prefix-uninstall '[ $st -eq 0 ] && [ -z "$(files "$D")" ] && [ ! -e "$L" ] && [ ! -e "$D$P/share/memopt" ]' \
  "exit $st; left: $(files "$D" | tr '\n' ' ')"
