#!/bin/sh
# build.sh OUTDIR - the bisect-build test project's build: each file
# compiled with $CC, then linked.
set -e
d=$(dirname "$0")
for f in fine main alias; do $CC -O2 -c "$d/$f.c" -o "$1/$f.o"; done
$CC -O2 -o "$1/prog" "$1/fine.o" "$1/main.o" "$1/alias.o"
