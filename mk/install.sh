#!/bin/sh
# install.sh install|uninstall|list - make install and make uninstall.
#
# One list of files serves all three, so that uninstall removes exactly
# what install wrote (given the same DESTDIR and PREFIX).
#
# Environment: BUILD (build), COMPILERS (the compilers with a plugin),
# DESTDIR (staging root, default none), PREFIX (default none).
#
# Without PREFIX, each compiler's plugin goes where -fplugin=memopt finds
# it, the compiler's plugin directory ($CC -print-file-name=plugin):
#   DIR/memopt.so  DIR/memopt-passes.so  DIR/memopt-check.o
# With PREFIX, nothing goes into a compiler's directory:
#   PREFIX/lib/memopt/<compiler>/memopt.so, memopt-passes.so, memopt-check.o
#   PREFIX/bin/memopt-verify, PREFIX/bin/memopt-cc
#   PREFIX/lib/memopt/memgen, PREFIX/lib/memopt/bisect-build.sh
#     (memopt-verify's generator, built from gen/ by gen/gen.mk, and
#     bisect --build's script)
#   PREFIX/share/memopt/remarks.tsv (memopt-verify bisect names passes
#     and kinds with it)
# memopt-verify and bisect-build.sh find these relative to themselves
# (verify/program.c exe_file), so PREFIX may be anything.  DESTDIR is put
# in front of every destination and nowhere else.
#
# list prints "MODE SOURCE DESTINATION" (DESTINATION without DESTDIR).
set -eu
BUILD=${BUILD:-build}
DESTDIR=${DESTDIR:-}
PREFIX=${PREFIX:-}
COMPILERS=${COMPILERS:?install.sh: COMPILERS is not set}

files() {
  for c in $COMPILERS; do
    if [ -n "$PREFIX" ]; then
      dir=$PREFIX/lib/memopt/$c
    else
      dir=$($c -print-file-name=plugin)
      case $dir in
        /*) ;;
        *) echo "install.sh: $c has no plugin directory (it printed '$dir')" >&2; exit 1 ;;
      esac
    fi
    for f in memopt.so memopt-passes.so memopt-check.o; do
      echo "0644 $BUILD/$c/$f $dir/$f"
    done
  done
  [ -n "$PREFIX" ] || return 0
  echo "0755 $BUILD/memopt-verify $PREFIX/bin/memopt-verify"
  echo "0755 verify/memopt-cc $PREFIX/bin/memopt-cc"
  echo "0755 $BUILD/memgen $PREFIX/lib/memopt/memgen"
  echo "0755 verify/bisect-build.sh $PREFIX/lib/memopt/bisect-build.sh"
  echo "0644 plugin/remarks.tsv $PREFIX/share/memopt/remarks.tsv"
}

list=$(files)
case ${1:-} in
  list)
    echo "$list" ;;
  install)
    echo "$list" | while read -r mode src dest; do
      echo "install $src -> $DESTDIR$dest"
      mkdir -p "$DESTDIR${dest%/*}"
      install -m "$mode" "$src" "$DESTDIR$dest"
    done ;;
  uninstall)
    echo "$list" | while read -r mode src dest; do
      if [ -e "$DESTDIR$dest" ]; then
        echo "remove $DESTDIR$dest"
        rm -f "$DESTDIR$dest"
      fi
    done
    # memopt's own directories, when nothing else is in them; never bin/
    # or a compiler's plugin directory.
    if [ -n "$PREFIX" ]; then
      for c in $COMPILERS; do
        rmdir "$DESTDIR$PREFIX/lib/memopt/$c" 2>/dev/null || true
      done
      rmdir "$DESTDIR$PREFIX/lib/memopt" "$DESTDIR$PREFIX/share/memopt" 2>/dev/null || true
    fi ;;
  *)
    echo "usage: install.sh install|uninstall|list" >&2; exit 2 ;;
esac
