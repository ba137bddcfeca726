#!/bin/bash
# compile-insns.sh - what memopt costs the compiler, counted, not timed.
#
# For each compiler, zlib's 15 library sources are preprocessed once, then
# cc1 compiles each at -O2 under valgrind (callgrind, no cache model),
# without the plugin and with it, and the executed instructions are summed.
# Counts do not depend on the machine's load, so one round is enough and a
# ratio of 1.0150 means 1.5 % more work, on a shared machine as on a quiet
# one.  (Wall-clock time follows instructions only roughly: a cache-missing
# pass costs more per instruction; `make bench` times the same compile.)
#
#   bench/compile-insns.sh [--compilers LIST] [--plugin-dir DIR]
#                          [--vs-dir DIR] [--zlib DIR] [--out FILE]
#
#   --compilers LIST  comma-separated (default: gcc-12,aarch64-linux-gnu-gcc-12)
#   --plugin-dir DIR  the plugins measured: DIR/<compiler>/memopt.so
#                     (default build)
#   --vs-dir DIR      a second set of plugins, e.g. a build of the previous
#                     commit: its column ("before") is added beside the
#                     first ("after")
#   --zlib DIR        zlib's sources (default build/zlib, which make
#                     bench-compile-insns extracts from gcc-12-source)
#   --out FILE        the markdown report (default stdout)
#
# Before / after, one compiler:
#
#   | file | without | memopt | memopt/without |
#   | deflate.c | 2,436,443,991 | 2,507,027,824 | 1.0290 |
#   | total | 10,396,792,808 | ... | 1.0191 |
#
# It needs valgrind (Debian package valgrind; make bench-compile-insns
# installs it).  About 3 minutes of CPU per compiler and plugin.
set -euo pipefail

compilers=gcc-12,aarch64-linux-gnu-gcc-12
plugin_dir=build
vs_dir=""
zlib=build/zlib
out=/dev/stdout
while [ $# -gt 0 ]; do
  case $1 in
    --compilers) compilers=${2:?}; shift 2 ;;
    --plugin-dir) plugin_dir=${2:?}; shift 2 ;;
    --vs-dir) vs_dir=${2:?}; shift 2 ;;
    --zlib) zlib=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "compile-insns.sh: unknown option '$1' (--compilers, --plugin-dir, --vs-dir, --zlib, --out)" >&2; exit 2 ;;
  esac
done
command -v valgrind >/dev/null ||
  { echo "compile-insns.sh: valgrind not found (apt-get install valgrind)" >&2; exit 1; }
[ -f "$zlib/deflate.c" ] ||
  { echo "compile-insns.sh: no zlib sources in $zlib (make bench-compile-insns extracts them)" >&2; exit 1; }

files="adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate inftrees trees uncompr zutil"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# insns CC1 I PLUGIN: instructions cc1 executes compiling I at -O2 (with
# PLUGIN unless it is empty).
insns() {
  local cc1=$1 i=$2 plugin=$3 log=$work/vg.log
  local args=(-quiet -O2 "$i" -o /dev/null)
  [ -n "$plugin" ] && args+=("-fplugin=$plugin")
  if ! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
       --log-file="$log" "$cc1" "${args[@]}" 2>"$work/cc1.err"; then
    echo "compile-insns.sh: $cc1 failed on $i ${plugin:+with $plugin}:" >&2
    cat "$work/cc1.err" >&2
    exit 1
  fi
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", a / b }'; }
commas() { echo "$1" | sed ':a; s/\B[0-9]\{3\}\>/,&/; ta'; }

{
  echo "Executed instructions of cc1 compiling zlib's 15 library sources at -O2 (preprocessed once; callgrind)."
  echo
  for cc in ${compilers//,/ }; do
    command -v "$cc" >/dev/null ||
      { echo "compile-insns.sh: $cc not found (make installs the compilers)" >&2; exit 1; }
    cc1=$("$cc" -print-prog-name=cc1)
    plugin=$(realpath "$plugin_dir/$cc/memopt.so")
    [ -f "$plugin" ] || { echo "compile-insns.sh: no $plugin (make plugins)" >&2; exit 1; }
    vs=""
    if [ -n "$vs_dir" ]; then
      vs=$(realpath "$vs_dir/$cc/memopt.so")
      [ -f "$vs" ] || { echo "compile-insns.sh: no $vs" >&2; exit 1; }
    fi
    echo "### $cc"
    echo
    if [ -n "$vs" ]; then
      echo "before: $vs_dir/$cc/memopt.so; after: $plugin_dir/$cc/memopt.so."
      echo
      echo "| file | without | before | after | before/without | after/without |"
      echo "|---|---:|---:|---:|---:|---:|"
    else
      echo "| file | without | memopt | memopt/without |"
      echo "|---|---:|---:|---:|"
    fi
    t0=0 t1=0 tv=0
    for f in $files; do
      i=$work/$f.i
      "$cc" -O2 -w -E "$zlib/$f.c" -I"$zlib" -DHAVE_UNISTD_H -DHAVE_STDARG_H -o "$i"
      n0=$(insns "$cc1" "$i" "")
      n1=$(insns "$cc1" "$i" "$plugin")
      t0=$((t0 + n0)) t1=$((t1 + n1))
      if [ -n "$vs" ]; then
        nv=$(insns "$cc1" "$i" "$vs")
        tv=$((tv + nv))
        echo "| $f.c | $(commas "$n0") | $(commas "$nv") | $(commas "$n1") | $(ratio "$nv" "$n0") | $(ratio "$n1" "$n0") |"
      else
        echo "| $f.c | $(commas "$n0") | $(commas "$n1") | $(ratio "$n1" "$n0") |"
      fi
    done
    if [ -n "$vs" ]; then
      echo "| **total** | $(commas "$t0") | $(commas "$tv") | $(commas "$t1") | **$(ratio "$tv" "$t0")** | **$(ratio "$t1" "$t0")** |"
    else
      echo "| **total** | $(commas "$t0") | $(commas "$t1") | **$(ratio "$t1" "$t0")** |"
    fi
    echo
  done
} > "$out"
