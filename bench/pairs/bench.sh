#!/usr/bin/env bash
# bench.sh BUILD OUT.md - what the AArch64 pair pass (memopt-pairs) buys.
#
#  1. Static: ldp/stp (and ldpsw) instructions and all instructions in the
#     assembly of a corpus (tests/pairs, every 8th file of the torture
#     suite's execute tests, zlib), at -O2 by
#       gcc     aarch64-linux-gnu-gcc-12 alone
#       memopt  aarch64-linux-gnu-gcc-12 with the plugin
#       clang   clang-14 --target=aarch64-linux-gnu
#     Only files that all three compile are counted.
#  2. Dynamic: instructions executed under qemu-aarch64 (bench/qemu/count.c,
#     a TCG plugin, exact counts), gcc against memopt, for the tests/pairs
#     and torture programs that run correctly with both, and for zlib
#     (example, minigzip compress and decompress of a fixed input).  The
#     outputs of the two builds must agree; a difference is reported as a
#     miscompile.
# Environment: LEVEL (default O2); PLUGIN_ARGS, the plugin arguments
# (default -fplugin-arg-memopt-lse=off: the pair pass alone, so that the
# numbers are its own; PLUGIN_ARGS= measures the whole plugin).
set -uo pipefail

B=${1:?usage: bench.sh BUILD OUT.md}
OUT=${2:?usage: bench.sh BUILD OUT.md}
LEVEL=${LEVEL:-O2}
CC=aarch64-linux-gnu-gcc-12
CLANG="clang-14 --target=aarch64-linux-gnu --sysroot=/usr/aarch64-linux-gnu"
PLUGIN=$(realpath "$B/$CC/memopt.so")
PARGS=${PLUGIN_ARGS--fplugin-arg-memopt-lse=off}
QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
COUNTER=$(realpath "$B/bench/count.so")
W=$(realpath -m "$B/bench-pairs/run")
TORTURE=$(realpath -m "$B/bench-pairs/torture")
ZLIB=$(realpath -m "$B/zlib")
rm -rf "$W"
mkdir -p "$W"
log() { echo "bench-pairs: $*" >&2; }

# ---------------------------------------------------------------- corpus
corpus=$W/corpus.txt
{
  ls tests/pairs/*.c
  ls "$TORTURE"/*.c | sort | awk 'NR % 8 == 0'
  ls "$ZLIB"/*.c
} > "$corpus"
log "corpus: $(wc -l < "$corpus") files"

# count S: prints "pairs insns" of the assembly file S.
count() {
  awk '/^\t(ldp|stp|ldpsw)\t/ { p++ }
       /^\t[a-z]/ { n++ }
       END { print p + 0, n + 0 }' "$1"
}

# ---------------------------------------------------------------- static
# static_one FILE: prints "group gcc_pairs gcc_insns mo_pairs mo_insns
# clang_pairs clang_insns", or nothing when a compiler rejects FILE.
static_one() {
  local f=$1 d g
  case $f in tests/*) g=tests ;; */zlib/*) g=zlib ;; *) g=torture ;; esac
  d=$(mktemp -d "$W/s.XXXXXX")
  local inc="-I$ZLIB -DHAVE_UNISTD_H -DHAVE_STDARG_H"
  if $CC -"$LEVEL" -w $inc -S "$f" -o "$d/gcc.s" 2>/dev/null \
     && $CC -"$LEVEL" -w $inc -fplugin="$PLUGIN" $PARGS -S "$f" -o "$d/mo.s" 2>/dev/null \
     && $CLANG -"$LEVEL" -w $inc -S "$f" -o "$d/clang.s" 2>/dev/null; then
    echo "$g $(count "$d/gcc.s") $(count "$d/mo.s") $(count "$d/clang.s")"
  fi
  rm -rf "$d"
}
export -f static_one count
export CC CLANG PLUGIN PARGS W ZLIB LEVEL

log "static counts at -$LEVEL"
xargs -P 2 -I{} bash -c 'static_one "$1"' _ {} < "$corpus" > "$W/static.txt"

# ---------------------------------------------------------------- dynamic
# insns PROG ARGS...: run under qemu with the counter (stdin kept), stdout
# to PROG.out; prints the instruction count ("-" when the run failed).
insns() {
  local prog=$1 cnt
  cnt=$(mktemp "$W/c.XXXXXX")
  if timeout 60 $QEMU -plugin "$COUNTER" -d plugin -D "$cnt" "$@" > "$prog.out" 2>/dev/null; then
    awk '/^insns/ { print $2 }' "$cnt"
  else
    echo -
  fi
  rm -f "$cnt"
}
export -f insns
export QEMU COUNTER

# dyn_one FILE: a program with main; prints "group name gcc memopt" or,
# when the two builds disagree, "MISCOMPILE name".
dyn_one() {
  local f=$1 n g d a b
  n=$(basename "$f" .c)
  case $f in tests/*) g=tests ;; *) g=torture ;; esac
  grep -q 'main *(' "$f" || return 0
  d=$(mktemp -d "$W/d.XXXXXX")
  mkdir "$d/g" "$d/m"
  # The same program name length for both builds: argv[0] and the
  # environment sit on the stack and change libc's instruction counts.
  $CC -"$LEVEL" -w "$f" -o "$d/g/prog" -lm 2>/dev/null || { rm -rf "$d"; return 0; }
  $CC -"$LEVEL" -w -fplugin="$PLUGIN" $PARGS "$f" -o "$d/m/prog" -lm 2>/dev/null \
    || { echo "MISCOMPILE $n (memopt build fails)"; rm -rf "$d"; return 0; }
  a=$(insns "$d/g/prog")
  b=$(insns "$d/m/prog")
  if [ "$a" = - ]; then :
  elif [ "$b" = - ] || ! cmp -s "$d/g/prog.out" "$d/m/prog.out"; then
    echo "MISCOMPILE $n"
  else
    echo "$g $n $a $b"
  fi
  rm -rf "$d"
}
export -f dyn_one

log "dynamic counts of the test and torture programs"
grep -v '/zlib/' "$corpus" | xargs -P 2 -I{} bash -c 'dyn_one "$1"' _ {} > "$W/dyn.txt"

build_zlib() { # build_zlib DIR FLAGS...
  local dir=$1; shift
  mkdir -p "$dir"
  local objs=()
  for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback \
           inffast inflate inftrees trees uncompr zutil; do
    $CC "$@" -w -c "$ZLIB/$f.c" -o "$dir/$f.o" -I"$ZLIB" -DHAVE_UNISTD_H -DHAVE_STDARG_H || return 1
    objs+=("$dir/$f.o")
  done
  $CC "$@" -w "$ZLIB/example.c" "${objs[@]}" -o "$dir/example" -I"$ZLIB" -DHAVE_UNISTD_H &&
  $CC "$@" -w "$ZLIB/minigzip.c" "${objs[@]}" -o "$dir/minigzip" -I"$ZLIB" -DHAVE_UNISTD_H
}
input=$W/zlib-input
for i in 1 2; do cat "$ZLIB"/*.c; done > "$input"
dyn_zlib() { # dyn_zlib DIR: prints "example compress decompress" counts
  # Both builds run from the same directory under the same names (see
  # dyn_one), so that only their code differs.
  local dir=$W/zrun a b c
  rm -rf "$dir" && mkdir -p "$dir" && cp "$1/example" "$1/minigzip" "$dir/"
  a=$(cd "$dir" && insns ./example)
  b=$(insns "$dir/minigzip" < "$input")
  mv "$dir/minigzip.out" "$dir/input.gz"
  c=$(insns "$dir/minigzip" -d < "$dir/input.gz")
  cmp -s "$dir/minigzip.out" "$input" || c=MISCOMPILE
  echo "$a $b $c"
}
log "zlib with and without the plugin"
build_zlib "$W/zlib-gcc" -"$LEVEL" && build_zlib "$W/zlib-mo" -"$LEVEL" -fplugin="$PLUGIN" $PARGS
zg=$(dyn_zlib "$W/zlib-gcc")
zm=$(dyn_zlib "$W/zlib-mo")

# ---------------------------------------------------------------- report
{
  echo "# memopt-pairs: ldp/stp formation on AArch64"
  echo
  echo "Generated by \`make bench-pairs\` ($(date -u +%Y-%m-%d), -$LEVEL${PARGS:+ $PARGS})."
  echo "$($CC --version | head -1); $(clang-14 --version | head -1)."
  echo
  echo "## Static: ldp/stp/ldpsw in the assembly (files all three compile)"
  echo
  echo "| corpus | files | gcc pairs | memopt pairs | clang pairs | gcc insns | memopt insns | clang insns |"
  echo "|---|---|---|---|---|---|---|---|"
  awk '{ n[$1]++; gp[$1]+=$2; gi[$1]+=$3; mp[$1]+=$4; mi[$1]+=$5; cp[$1]+=$6; ci[$1]+=$7
         N++; GP+=$2; GI+=$3; MP+=$4; MI+=$5; CP+=$6; CI+=$7 }
       END { split("tests torture zlib", o, " ")
             for (k = 1; k <= 3; k++) { g = o[k]; if (n[g])
               printf "| %s | %d | %d | %d | %d | %d | %d | %d |\n", g, n[g], gp[g], mp[g], cp[g], gi[g], mi[g], ci[g] }
             printf "| **all** | %d | %d | %d | %d | %d | %d | %d |\n", N, GP, MP, CP, GI, MI, CI }' "$W/static.txt"
  echo
  echo "## Dynamic: instructions executed under qemu-aarch64"
  echo
  echo "| programs | count | gcc | memopt | memopt - gcc | programs where memopt > gcc |"
  echo "|---|---|---|---|---|---|"
  awk '$1 != "MISCOMPILE" { n[$1]++; a[$1]+=$3; b[$1]+=$4; if ($4 > $3) w[$1]++ }
       END { for (g in n) printf "| %s | %d | %d | %d | %+d | %d |\n", g, n[g], a[g], b[g], b[g]-a[g], w[g] + 0 }' "$W/dyn.txt" | sort
  read -r ea eb ec <<<"$zg"; read -r ma mb mc <<<"$zm"
  echo "| zlib example | 1 | $ea | $ma | $((ma - ea)) | $([ "$ma" -gt "$ea" ] && echo 1 || echo 0) |"
  echo "| zlib minigzip compress | 1 | $eb | $mb | $((mb - eb)) | $([ "$mb" -gt "$eb" ] && echo 1 || echo 0) |"
  echo "| zlib minigzip decompress | 1 | $ec | $mc | $((mc - ec)) | $([ "$mc" -gt "$ec" ] && echo 1 || echo 0) |"
  echo
  echo "Programs where memopt executes more instructions than gcc:"
  awk '$1 != "MISCOMPILE" && $4 > $3 { printf "  %s %s: %d -> %d\n", $1, $2, $3, $4; k++ } END { if (!k) print "  none" }' "$W/dyn.txt"
  echo
  echo "Miscompiles (outputs differ between gcc and memopt builds):"
  { grep MISCOMPILE "$W/dyn.txt"; [ "$mc" = MISCOMPILE ] && echo "zlib minigzip"; } | sed 's/^/  /' || true
  grep -q MISCOMPILE "$W/dyn.txt" || [ "$mc" = MISCOMPILE ] || echo "  none"
} > "$OUT"
cat "$OUT"
! grep -q MISCOMPILE "$W/dyn.txt" && [ "$mc" != MISCOMPILE ]
