#!/bin/sh
# build-one-command.sh OUTDIR - the bisect-build test project built by one
# compiler command for all its files, as lz4's Makefile builds lz4
# ("cc ... lz4.c lz4file.c lz4frame.c lz4hc.c xxhash.c -o lz4"): memopt-cc
# must decide, limit and log each file on its own (the culprit, alias.c,
# is not the last file).
set -e
d=$(dirname "$0")
$CC -O2 "$d/fine.c" "$d/alias.c" "$d/main.c" -o "$1/prog"
