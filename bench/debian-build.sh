#!/bin/bash
# debian-build.sh - Debian packages built the way their maintainers build
# them, with memopt added through dpkg-buildflags, and their own test
# suites (dh_auto_test) run: what a user who puts the plugin into a
# package build gets.
#
# Usage: bench/debian-build.sh [--out DIR] [--results FILE] PACKAGE...
#
# For each source PACKAGE: `apt-get source` into DIR/PACKAGE (a deb-src
# line for bookworm main is needed: mk/deps.sh realworld writes one),
# `apt-get build-dep`, then
#   DEB_CFLAGS_APPEND="-fplugin=PLUGIN -fplugin-arg-memopt-verbose"
#   DEB_LDFLAGS_APPEND="-fplugin=PLUGIN"  dpkg-buildpackage -us -uc -b
# with the hardening flags dpkg-buildflags gives by default
# (-fstack-protector-strong, -D_FORTIFY_SOURCE=2, -Wformat, relro, PIE,
# -fPIC for the shared libraries the packages build) and
# DEB_BUILD_OPTIONS without nocheck, so the package's own tests run.
# PLUGIN is build/gcc-12/memopt.so.  A package passes when the build and
# its tests succeed and memopt ran (its verbose summary lines, one per
# function and pass, are in the build log, counted with the
# transformations applied).  Writes PASS/FAIL lines (to FILE with
# --results) and keeps each log as DIR/PACKAGE.log.  Exit 1 on a FAIL.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$ROOT/build/debian RESULTS=/dev/null
while [ $# -gt 0 ]; do
  case $1 in
    --out) OUT=${2:?}; shift 2 ;;
    --results) RESULTS=${2:?}; shift 2 ;;
    -*) echo "usage: bench/debian-build.sh [--out DIR] [--results FILE] PACKAGE..." >&2; exit 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "debian-build: name at least one source package" >&2; exit 2; }
PLUGIN=$ROOT/build/gcc-12/memopt.so
[ -f "$PLUGIN" ] || { echo "debian-build: no $PLUGIN (run make)" >&2; exit 2; }
command -v dpkg-buildpackage >/dev/null || { echo "debian-build: dpkg-buildpackage is missing (Debian package dpkg-dev)" >&2; exit 2; }
mkdir -p "$OUT"; OUT=$(cd "$OUT" && pwd)
: >"$RESULTS"
fails=0
result() { echo "$1" | tee -a "$RESULTS"; [[ $1 == FAIL* ]] && fails=1; return 0; }

for pkg in "$@"; do
  dir=$OUT/$pkg log=$OUT/$pkg.log
  rm -rf "$dir"; mkdir -p "$dir"
  if ! (cd "$dir" && apt-get source -q "$pkg" && apt-get build-dep -q -y "$pkg") >"$log" 2>&1; then
    result "FAIL debian-$pkg source or build dependencies unavailable (see $log)"; continue
  fi
  src=$(find "$dir" -mindepth 1 -maxdepth 1 -type d | head -1)
  if (cd "$src" && env -u DEB_BUILD_OPTIONS \
        DEB_CFLAGS_APPEND="-fplugin=$PLUGIN -fplugin-arg-memopt-verbose" \
        DEB_LDFLAGS_APPEND="-fplugin=$PLUGIN" \
        dpkg-buildpackage -us -uc -b) >>"$log" 2>&1; then
    runs=$(grep -c '^memopt-[a-z]*: ' "$log")
    applied=$(grep '^memopt-[a-z]*: ' "$log" | awk '{ s += $(NF - 1) } END { print s + 0 }')
    if [ "$runs" -gt 0 ]; then
      result "PASS debian-$pkg built and tested with memopt ($runs pass runs, $applied transformations applied)"
    else
      result "FAIL debian-$pkg built, but no memopt summary line in the log: the plugin did not run"
    fi
  else
    result "FAIL debian-$pkg dpkg-buildpackage failed (see $log)"
  fi
done
exit $fails
