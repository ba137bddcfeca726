#!/usr/bin/env bash
# bench.sh BUILD OUT.md - what the AArch64 pair pass (memopt-pairs) buys,
# against GCC 12 alone, clang-19 and clang-14.
#
#  1. Static: ldp/stp (and ldpsw) instructions and all instructions in the
#     assembly, at -O2, by
#       gcc      aarch64-linux-gnu-gcc-12 alone
#       memopt   aarch64-linux-gnu-gcc-12 with the plugin
#       clang19  clang-19 --target=aarch64-linux-gnu
#       clang14  clang-14 --target=aarch64-linux-gnu (second column)
#     on the corpora tests (tests/pairs), torture (every file of GCC 12's
#     gcc.c-torture/execute) and zlib (the gcc-12-source copy): only files
#     that all four compile are counted.  realworld: the objects of
#     bench/realworld's projects built for AArch64 by gcc, memopt and
#     clang-19 (realworld.sh), disassembled (no clang-14 build there).
#  2. Dynamic: instructions executed under qemu-aarch64 (bench/qemu/count.c,
#     a TCG plugin, exact counts) of the tests and torture programs built
#     from the same assembly (gcc, memopt, clang19), of zlib's example and
#     minigzip (compress and decompress of a fixed input), and of the
#     real-world projects' workloads (realworld.sh's counts).  memopt's
#     outputs must equal gcc's (else MISCOMPILE); clang's are only
#     compared with gcc's for the clang column (a torture test clang fails
#     is left out of that column).
#  3. bench/pairs/clang-diff.sh on the saved assembly: per function, pairs
#     clang-19 forms and memopt does not, and memopt's reasons (the pass's
#     verbose refusal report); written beside OUT as OUT without .md plus
#     -clang-diff.md.
# Environment: LEVEL (default O2); PLUGIN_ARGS, the plugin arguments
# (default -fplugin-arg-memopt-lse=off: the pair pass alone, so that the
# numbers are its own; PLUGIN_ARGS= measures the whole plugin); REALWORLD
# (default yes; no skips the real-world suite, about 12 minutes on two
# cores); TORTURE_EVERY (default 1: every torture file; N: every N-th);
# REUSE=yes keeps what the last run measured (BUILD/bench-pairs/run's
# files.txt and zlib.txt, the real-world builds with a result) and
# measures only what is missing, then writes the report again.
set -uo pipefail

B=${1:?usage: bench.sh BUILD OUT.md}
OUT=${2:?usage: bench.sh BUILD OUT.md}
LEVEL=${LEVEL:-O2}
CC=aarch64-linux-gnu-gcc-12
CLANG19="clang-19 --target=aarch64-linux-gnu"
CLANG14="clang-14 --target=aarch64-linux-gnu"
PLUGIN=$(realpath "$B/$CC/memopt.so")
PARGS=${PLUGIN_ARGS--fplugin-arg-memopt-lse=off -fplugin-arg-memopt-phi=off -fplugin-arg-memopt-dse=off}
REALWORLD=${REALWORLD:-yes}
TORTURE_EVERY=${TORTURE_EVERY:-1}
QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
COUNTER=$(realpath "$B/bench/count.so")
W=$(realpath -m "$B/bench-pairs/run")
TORTURE=$(realpath -m "$B/bench-pairs/torture")
ZLIB=$(realpath -m "$B/zlib")
REUSE=${REUSE:-no}
[ "$REUSE" = yes ] || rm -rf "$W"
mkdir -p "$W/asm"
log() { echo "bench-pairs: $(date +%H:%M:%S) $*" >&2; }

# ---------------------------------------------------------------- corpus
corpus=$W/corpus.txt
{
  ls tests/pairs/*.c
  ls "$TORTURE"/*.c | sort | awk -v e="$TORTURE_EVERY" 'NR % e == 0'
  ls "$ZLIB"/*.c
} > "$corpus"
log "corpus: $(wc -l < "$corpus") files"

# count S: prints "pairs insns" of the assembly file S.
count() {
  awk '/^\t(ldp|stp|ldpsw)\t/ { p++ }
       /^\t[a-z]/ { n++ }
       END { print p + 0, n + 0 }' "$1"
}

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

# one FILE: the four compiles to assembly (kept in $W/asm/GROUP/NAME.*,
# memopt's verbose report in NAME.mo.err), their counts, and for a
# program with main the three runs.  Prints
#   S group name gp gi mp mi c19p c19i c14p c14i
#   D group name gcc memopt clang19      (clang19 "-" when it failed)
#   MISCOMPILE name
# or nothing when a compiler rejects FILE.
one() {
  local f=$1 d g n a b c
  case $f in tests/*) g=tests ;; */zlib/*) g=zlib ;; *) g=torture ;; esac
  n=$(basename "$f" .c)
  d=$W/asm/$g
  mkdir -p "$d"
  local inc="-I$ZLIB -DHAVE_UNISTD_H -DHAVE_STDARG_H"
  $CC -"$LEVEL" -w $inc -S "$f" -o "$d/$n.gcc.s" 2>/dev/null || return 0
  $CC -"$LEVEL" -w $inc -fplugin="$PLUGIN" $PARGS -fplugin-arg-memopt-verbose \
      -S "$f" -o "$d/$n.mo.s" 2> "$d/$n.mo.err" \
    || { echo "MISCOMPILE $n (memopt build fails)"; return 0; }
  grep -a '^memopt-pairs\[' "$d/$n.mo.err" > "$d/$n.mo.why"; rm -f "$d/$n.mo.err"
  $CLANG19 -"$LEVEL" -w $inc -S "$f" -o "$d/$n.c19.s" 2>/dev/null || return 0
  $CLANG14 -"$LEVEL" -w $inc -S "$f" -o "$d/$n.c14.s" 2>/dev/null || return 0
  echo "S $g $n $(count "$d/$n.gcc.s") $(count "$d/$n.mo.s") $(count "$d/$n.c19.s") $(count "$d/$n.c14.s")"
  [ "$g" = zlib ] && return 0
  grep -q 'main *(' "$f" || return 0
  # The same program path length for every build: argv[0] and the
  # environment sit on the stack and change libc's instruction counts.
  local r; r=$(mktemp -d "$W/d.XXXXXX")
  mkdir "$r/g" "$r/m" "$r/c"
  $CC "$d/$n.gcc.s" -o "$r/g/prog" -lm 2>/dev/null || { rm -rf "$r"; return 0; }
  $CC "$d/$n.mo.s" -o "$r/m/prog" -lm 2>/dev/null || { echo "MISCOMPILE $n (memopt link fails)"; rm -rf "$r"; return 0; }
  a=$(insns "$r/g/prog")
  b=$(insns "$r/m/prog")
  c=-
  if $CLANG19 "$d/$n.c19.s" -o "$r/c/prog" -lm 2>/dev/null; then
    c=$(insns "$r/c/prog")
    [ "$c" != - ] && ! cmp -s "$r/g/prog.out" "$r/c/prog.out" && c=-
  fi
  if [ "$a" = - ]; then :
  elif [ "$b" = - ] || ! cmp -s "$r/g/prog.out" "$r/m/prog.out"; then
    echo "MISCOMPILE $n"
  else
    echo "D $g $n $a $b $c"
  fi
  rm -rf "$r"
}
export -f one count insns
export CC CLANG19 CLANG14 PLUGIN PARGS W ZLIB LEVEL QEMU COUNTER

if [ "$REUSE" = yes ] && [ -s "$W/files.txt" ]; then
  log "reusing $W/files.txt"
else
  log "static and dynamic counts at -$LEVEL (tests, torture, zlib files)"
  xargs -P 2 -I{} bash -c 'one "$1"' _ {} < "$corpus" > "$W/files.txt"
fi

# ---------------------------------------------------------------- zlib
build_zlib() { # build_zlib DIR CC... : example and minigzip
  local dir=$1; shift
  mkdir -p "$dir"
  local objs=()
  for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback \
           inffast inflate inftrees trees uncompr zutil; do
    "$@" -"$LEVEL" -w -c "$ZLIB/$f.c" -o "$dir/$f.o" -I"$ZLIB" -DHAVE_UNISTD_H -DHAVE_STDARG_H || return 1
    objs+=("$dir/$f.o")
  done
  "$@" -"$LEVEL" -w "$ZLIB/example.c" "${objs[@]}" -o "$dir/example" -I"$ZLIB" -DHAVE_UNISTD_H &&
  "$@" -"$LEVEL" -w "$ZLIB/minigzip.c" "${objs[@]}" -o "$dir/minigzip" -I"$ZLIB" -DHAVE_UNISTD_H
}
input=$W/zlib-input
for i in 1 2; do cat "$ZLIB"/*.c; done > "$input"
dyn_zlib() { # dyn_zlib DIR: prints "example compress decompress" counts
  # Every build runs from the same directory under the same names (see
  # one), so that only their code differs.
  local dir=$W/zrun a b c
  rm -rf "$dir" && mkdir -p "$dir" && cp "$1/example" "$1/minigzip" "$dir/"
  a=$(cd "$dir" && insns ./example)
  b=$(insns "$dir/minigzip" < "$input")
  mv "$dir/minigzip.out" "$dir/input.gz"
  c=$(insns "$dir/minigzip" -d < "$dir/input.gz")
  cmp -s "$dir/minigzip.out" "$input" || c=MISCOMPILE
  echo "$a $b $c"
}
if [ "$REUSE" = yes ] && [ -s "$W/zlib.txt" ]; then
  log "reusing $W/zlib.txt"
else
  log "zlib programs: gcc, memopt, clang-19"
  # shellcheck disable=SC2086
  build_zlib "$W/zlib-gcc" $CC && build_zlib "$W/zlib-mo" $CC -fplugin="$PLUGIN" $PARGS \
    && build_zlib "$W/zlib-c19" $CLANG19
  { dyn_zlib "$W/zlib-gcc"; dyn_zlib "$W/zlib-mo"; dyn_zlib "$W/zlib-c19"; } > "$W/zlib.txt"
fi
{ read -r zg; read -r zm; read -r zc; } < "$W/zlib.txt"

# ---------------------------------------------------------------- realworld
# bench/realworld's projects for AArch64 (gcc, memopt with PARGS, clang-19):
# static pairs of their objects, executed instructions of their workloads.
RW=$(realpath -m "$B/bench-pairs/realworld")
rw_static() { # rw_static DIR: "pairs insns" over the objects under DIR
  find "$1" -name '*.o' -not -path '*/time-*' | sort | while read -r o; do
    aarch64-linux-gnu-objdump -d --no-show-raw-insn "$o"
  done | awk -F'\t' 'NF >= 2 && $1 ~ /^ *[0-9a-f]+:$/ { n++; if ($2 ~ /^(ldp|stp|ldpsw)( |$)/) p++ }
                     END { print p + 0, n + 0 }'
}
: > "$W/realworld.txt"
if [ "$REALWORLD" = yes ]; then
  todo=$(cd bench/realworld/projects && for p in *.sh; do p=${p%.sh}
           [ "$REUSE" = yes ] && [ -s "$RW/$p/aarch64-$LEVEL/result.jsonl" ] || echo "$p"; done | paste -sd,)
  if [ -n "$todo" ]; then
    log "real-world projects $todo (bench/realworld/realworld.sh, aarch64, gcc,memopt,clang)"
    RW_PLUGIN_ARGS=$PARGS bench/realworld/realworld.sh --targets aarch64 --levels "$LEVEL" \
      --configs gcc,memopt,clang --rounds 0 --jobs 2 --out "$RW" --projects "$todo" \
      --plugin "$PLUGIN" --counter "$COUNTER" > "$W/realworld.log" 2>&1 \
      || log "realworld.sh reported a difference or a failure (see $W/realworld.log)"
  fi
  for dir in "$RW"/*/aarch64-"$LEVEL"; do
    p=$(basename "$(dirname "$dir")")
    [ -f "$dir/result.jsonl" ] || continue
    python3 - "$dir/result.jsonl" "$p" "$(rw_static "$dir/gcc")" "$(rw_static "$dir/memopt")" \
      "$(rw_static "$dir/clang")" >> "$W/realworld.txt" <<'EOF'
import json, sys
rows = {json.loads(l)["config"]: json.loads(l) for l in open(sys.argv[1])}
st = [sys.argv[k].split() for k in (3, 4, 5)]
ins = [str(rows.get(c, {}).get("insns", "-")) for c in ("gcc", "memopt", "clang")]
same = rows.get("memopt", {}).get("same_as_gcc", "?")
print(sys.argv[2], *st[0], *st[1], *st[2], *ins, "same" if same == "same" else "DIFFERS")
EOF
  done
fi

# ---------------------------------------------------------------- report
log "clang-diff"
bench/pairs/clang-diff.sh --asm "$W/asm" > "${OUT%.md}-clang-diff.md"
{
  echo "# memopt-pairs: ldp/stp formation on AArch64"
  echo
  echo "Generated by \`make bench-pairs\` ($(date -u +%Y-%m-%d), -$LEVEL${PARGS:+ $PARGS})."
  echo "$($CC --version | head -1); $(clang-19 --version | head -1); $(clang-14 --version | head -1)."
  echo
  echo "## Static: ldp/stp/ldpsw in the assembly"
  echo
  echo "tests, torture, zlib: the files all four compilers compile; realworld: the"
  echo "objects of bench/realworld's projects (no clang-14 build)."
  echo
  echo "| corpus | files | gcc pairs | memopt pairs | clang-19 pairs | clang-14 pairs | gcc insns | memopt insns | clang-19 insns | clang-14 insns |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  awk '$1 == "S" { g = $2; n[g]++; for (k = 4; k <= 11; k++) s[g, k] += $k }
       END { split("tests torture zlib", o, " ")
             for (j = 1; j <= 3; j++) { g = o[j]; if (n[g])
               printf "| %s | %d | %d | %d | %d | %d | %d | %d | %d | %d |\n", g, n[g],
                 s[g,4], s[g,6], s[g,8], s[g,10], s[g,5], s[g,7], s[g,9], s[g,11] } }' "$W/files.txt"
  awk '{ n++; for (k = 2; k <= 7; k++) s[k] += $k }
       END { if (n) printf "| realworld | %d projects | %d | %d | %d | - | %d | %d | %d | - |\n",
               n, s[2], s[4], s[6], s[3], s[5], s[7] }' "$W/realworld.txt"
  echo
  echo "## Dynamic: instructions executed under qemu-aarch64"
  echo
  echo "memopt - gcc over every program both run with the same output; the clang-19"
  echo "column over the programs clang-19 also runs with gcc's output (gcc over the"
  echo "same programs beside it)."
  echo
  echo "| programs | count | gcc | memopt | memopt - gcc | memopt > gcc | clang-19 count | gcc (same programs) | clang-19 |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
  awk '$1 == "D" { g = $2; n[g]++; a[g] += $4; b[g] += $5; if ($5 > $4) w[g]++
                   if ($6 != "-") { cn[g]++; ca[g] += $4; cc[g] += $6 } }
       END { for (g in n) printf "| %s | %d | %d | %d | %+d | %d | %d | %d | %d |\n",
               g, n[g], a[g], b[g], b[g] - a[g], w[g] + 0, cn[g] + 0, ca[g], cc[g] }' "$W/files.txt" | sort
  read -r ea eb ec <<<"$zg"; read -r ma mb mc <<<"$zm"; read -r ca cb cc <<<"$zc"
  row() { echo "| $1 | 1 | $2 | $3 | $(($3 - $2)) | $([ "$3" -gt "$2" ] && echo 1 || echo 0) | 1 | $2 | $4 |"; }
  row "zlib example" "$ea" "$ma" "$ca"
  row "zlib minigzip compress" "$eb" "$mb" "$cb"
  [ "$mc" != MISCOMPILE ] && row "zlib minigzip decompress" "$ec" "$mc" "$cc"
  awk '{ printf "| realworld %s | workload | %d | %d | %+d | %d | workload | %d | %s |\n",
           $1, $8, $9, $9 - $8, ($9 > $8), $8, $10 }' "$W/realworld.txt"
  echo
  echo "Programs where memopt executes more instructions than gcc:"
  { awk '$1 == "D" && $5 > $4 { printf "  %s %s: %d -> %d\n", $2, $3, $4, $5 }' "$W/files.txt"
    awk '$9 > $8 { printf "  realworld %s: %d -> %d\n", $1, $8, $9 }' "$W/realworld.txt"
    [ "$mb" -gt "$eb" ] && echo "  zlib minigzip compress"; [ "$ma" -gt "$ea" ] && echo "  zlib example"
  } > "$W/worse.txt"
  if [ -s "$W/worse.txt" ]; then cat "$W/worse.txt"; else echo "  none"; fi
  echo
  echo "Miscompiles (outputs differ between gcc and memopt builds):"
  { grep '^MISCOMPILE' "$W/files.txt"; [ "$mc" = MISCOMPILE ] && echo "zlib minigzip"
    awk '$11 != "same" { print "realworld " $1 }' "$W/realworld.txt"; } > "$W/miscompiles.txt"
  if [ -s "$W/miscompiles.txt" ]; then sed 's/^/  /' "$W/miscompiles.txt"; else echo "  none"; fi
  echo
  echo "Where clang-19 pairs more: ${OUT%.md}-clang-diff.md (bench/pairs/clang-diff.sh)."
} > "$OUT"
cat "$OUT"
[ ! -s "$W/miscompiles.txt" ]
