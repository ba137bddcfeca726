#!/bin/bash
# memgen-check.sh MEMGEN VERIFY BUILD RESULTS - memgen's tests (part of
# make check-verify; appends to RESULTS: "PASS name", "FAIL name why",
# "SKIP name why").  What is checked:
#   memgen-deterministic  the same seed gives the same program, another
#                         seed another one; --bytes: the same bytes give the
#                         same program, an empty file a valid one
#   neg-memgen-*          a missing or bad argument exits 2 with a message
#   memgen-ub-free        3 programs: no UB-signalling warning from gcc
#                         -Wall -Wextra, a clean -fsanitize=undefined,address
#                         run, and the same output at -O0 and -O2 (no plugin)
#                         on x86_64 and (under qemu) aarch64
#   memgen-fires-KIND     over programs 1-7 at -O1 and -O2, each kind of
#                         plugin/remarks.tsv fires at least once
#   memgen-campaign       memopt-verify run --generator csmith,memgen: both
#                         generators used in turn, every program classified,
#                         none generator-failure or gcc-or-ub (memgen's
#                         programs are free of UB)
#   memgen-selftest       with the broken plugin (MAY-alias taken as NO), a
#                         memgen campaign of 4 programs finds a miscompile
#   memgen-shape-NAME     programs 1-3 contain functions of the shapes of
#                         issue 19 (plain-calls, phi-offsets, sink-across,
#                         bytes-over)
#   memgen-shape-plain-helpers  plain-calls' helpers are plain noinline
#                         functions, not noipa (GCC summarises them)
#   memgen-shape-fires-NAME  programs of shape NAME alone, at -O1 and -O2 on
#                         x86_64 (aarch64 for writeback-narrow: narrow-merged
#                         and narrow-const-merged): the transformations the
#                         shape is made for fire inside its own functions
#                         (remarks attributed by memgen-shape-remarks.sh;
#                         promote-buffer: loop-promoted; leaf-calls:
#                         leaf-inline, and load-replaced and dead-store in
#                         the helpers' inlined code)
#   memgen-catches-BUG[-SHAPE]  the seeded bugs (-fplugin-arg-memopt-break=):
#                         programs of the shape made for each expose it as a
#                         miscompile (x86_64, O1 and O2), and the real plugin
#                         passes them on both targets: dse-call (DSE takes
#                         calls to touch nothing) by call-uses and
#                         plain-calls, phi-offset (PHI translation drops
#                         constant offsets) by phi-offsets, alias (no two
#                         accesses overlap) by sink-across, bytes-over and
#                         rare-reload and lazy-loop and leaf-calls (the
#                         helpers' accesses inlined beside the caller's),
#                         part-order (a part load extracted from the wrong
#                         end of the wider value) by bytes-over,
#                         narrow-reg (a narrow constant merge through a
#                         register a load between took back, the pairs bug
#                         of two Csmith miscompiles) by writeback-narrow
#                         (AArch64, O1), promote-range (memopt-promote's
#                         range checks without each access's size: a buffer
#                         ending at the state's first byte is taken to miss
#                         it) by promote-buffer, every one of 5 programs on
#                         each target (x86_64 and AArch64, O2).
#                         No seeded bug sinks a store past a writing call:
#                         DSE never sinks a store past a call that may read
#                         the location, so such a bug cannot be made.
#   memgen-opt-in-not-drawn  no function of an opt-in shape (index-phi-pre,
#                         tbaa-index) in programs 1-7 of the default draw
#   memgen-opt-in-ub-free a program of each opt-in shape alone, checked as
#                         memgen-perf-ub-free below
#   memgen-perf-ub-free   a program of each perf shape alone (perf-block,
#                         perf-stencil, perf-matrix): no UB-signalling
#                         warning, a clean sanitized run, the same output at
#                         -O0, -O1, -O2 and -O3 on x86_64 and at -O0, -O2
#                         and -O3 on aarch64 (run --perf compares each level
#                         with its own control)
#   memgen-shape-fires-perf-*  in their functions (x86_64, O2): load-lazy
#                         with carry-cost=off (perf-block, perf-stencil),
#                         load-pre and loop-promoted (perf-matrix)
#   memgen-perf-finds-lazy  run --perf --plugin-arg carry-cost=off over 2
#                         perf-block programs (x86_64, O2): each is a
#                         perf-regression, a lazy load (load-lazy) among the
#                         transformations of a function over the threshold;
#                         with the default plugin (its cost model of carried
#                         values) no function over the threshold has one
# Budget: about six minutes on 2 cores (fourteen on a loaded machine).
set -u
MEMGEN=$(realpath "$1"); VERIFY=$(realpath "$2"); BUILD=$(realpath "$3"); RESULTS=$4
HERE=$(cd "$(dirname "$0")" && pwd)
W=$BUILD/check/memgen-work
rm -rf "$W"; mkdir -p "$W"
result() { echo "$*" | tee -a "$RESULTS"; }
pass() { result "PASS $1"; }
fail() { result "FAIL $1 $2"; }
ok_if() { if eval "$2"; then pass "$1"; else fail "$1" "$3"; fi; }

# --- determinism and the byte-string interface --------------------------------
"$MEMGEN" --seed 5 >"$W/a.c"; "$MEMGEN" --seed 5 >"$W/b.c"; "$MEMGEN" --seed 6 >"$W/c.c"
head -c 300 /dev/urandom >"$W/bytes"; : >"$W/empty"
"$MEMGEN" --bytes "$W/bytes" >"$W/d.c"; "$MEMGEN" --bytes - <"$W/bytes" >"$W/e.c"
"$MEMGEN" --bytes "$W/empty" >"$W/f.c"; st=$?
ok_if memgen-deterministic 'cmp -s "$W/a.c" "$W/b.c" && ! cmp -s "$W/a.c" "$W/c.c" &&
  cmp -s "$W/d.c" "$W/e.c" && [ $st -eq 0 ] && grep -q "^main (void)" "$W/f.c" &&
  gcc-12 -O0 -w "$W/f.c" -o "$W/f" && "$W/f" >/dev/null' \
  "seed or byte-string output not deterministic, or the empty-bytes program is invalid"

# --- argument errors ---------------------------------------------------------------
expect_error() {
  local name=$1 pat=$2; shift 2
  "$@" >"$W/$name.out" 2>"$W/$name.err"; local st=$?
  if [ $st -eq 2 ] && grep -Eq -- "$pat" "$W/$name.err"; then pass "$name"
  else fail "$name" "exit $st, stderr: $(head -c 200 "$W/$name.err" | tr '\n' ' ')"; fi
}
expect_error neg-memgen-no-seed "--seed or --bytes is required" "$MEMGEN"
expect_error neg-memgen-bad-seed "--seed wants a number" "$MEMGEN" --seed x1
expect_error neg-memgen-bad-shape "unknown shape" "$MEMGEN" --seed 1 --shape nope
expect_error neg-memgen-bad-generator "--generator wants csmith or files:DIR" \
  "$VERIFY" run --generator csmith,afl --out "$W/badgen"

# --- free of undefined behaviour, deterministic -----------------------------------
UBWARN='uninitiali|out of bounds|array subscript|unsequenced|operation on .* may be undefined|no return statement|control reaches end|integer from pointer|pointer from integer|implicit declaration|shift count|overflow'
why=""
for s in 1 2 3; do
  "$MEMGEN" --seed $s >"$W/ub$s.c"
  gcc-12 -O1 -Wall -Wextra -c "$W/ub$s.c" -o "$W/ub$s.o" 2>"$W/ub$s.warn"
  if grep -Eq "$UBWARN" "$W/ub$s.warn"; then why="$why seed $s: warning $(grep -Em1 "$UBWARN" "$W/ub$s.warn");"; fi
  gcc-12 -O0 -w -fsanitize=undefined,address -fno-sanitize-recover=all "$W/ub$s.c" -o "$W/ub$s-san" &&
    "$W/ub$s-san" >"$W/ub$s-san.out" 2>"$W/ub$s-san.err" || why="$why seed $s: sanitizer $(head -c 150 "$W/ub$s-san.err");"
  for t in x86_64 aarch64; do
    if [ $t = x86_64 ]; then cc=gcc-12; run=""; else
      cc=aarch64-linux-gnu-gcc-12; run="qemu-aarch64 -L /usr/aarch64-linux-gnu"; fi
    $cc -O0 -w "$W/ub$s.c" -o "$W/ub$s-$t-0" && $cc -O2 -w "$W/ub$s.c" -o "$W/ub$s-$t-2" &&
      $run "$W/ub$s-$t-0" >"$W/ub$s-$t-0.out" && $run "$W/ub$s-$t-2" >"$W/ub$s-$t-2.out" &&
      cmp -s "$W/ub$s-$t-0.out" "$W/ub$s-$t-2.out" || why="$why seed $s: $t -O0 and -O2 differ;"
  done
  cmp -s "$W/ub$s-san.out" "$W/ub$s-x86_64-0.out" || why="$why seed $s: sanitized output differs;"
done
ok_if memgen-ub-free '[ -z "$why" ]' "$why"

# --- every transformation kind the plugins have fires -------------------------------
# (-O1 as well as -O2: GCC's own store merging, an -O2 pass, takes the
# zero stores narrow-merged would merge before memopt-pairs sees them.)
# Programs 4 and 5 too: each shape fires its kinds only in some of its
# functions, and three programs' draw of shapes left load-lazy out once
# the shapes of 2026-11-26 were added; 6 and 7 since the perf shapes
# (load-extracted, a bytes-over form, fired in none of 1-6 then).
for s in 4 5 6 7; do "$MEMGEN" --seed $s >"$W/ub$s.c"; done
LEVELS="O1 O2" "$HERE/memgen-remarks.sh" "$BUILD" "$W/counts" "$W/ub1.c" "$W/ub2.c" "$W/ub3.c" \
  "$W/ub4.c" "$W/ub5.c" "$W/ub6.c" "$W/ub7.c" >"$W/counts.table" 2>&1
# Every kind of plugin/remarks.tsv, the one table of the kinds (the
# plugin is built from it, so each kind is one the plugin has).
while IFS=$'\t' read -r kind _rest <&3; do
  case $kind in ''|'#'*) continue ;; esac
  n=$(grep -o " $kind=[0-9]*" "$W/counts" | awk -F= '{ s += $2 } END { print s + 0 }')
  ok_if "memgen-fires-$kind" '[ "${n:-0}" -gt 0 ]' "no '$kind' remark in 7 programs (see $W/counts)"
done 3< "$HERE/../../plugin/remarks.tsv"

# --- a mixed campaign ----------------------------------------------------------------
"$VERIFY" run --generator csmith,memgen --seeds 1-4 --levels O2 --targets x86_64 -j2 \
  --out "$W/mixed" >"$W/mixed.out" 2>"$W/mixed.err"; st=$?
n=$(grep -c '"kind":"program"' "$W/mixed/results.jsonl" 2>/dev/null)
bad=$(grep -cE '"class":"(generator-failure|gcc-or-ub)"' "$W/mixed/results.jsonl" 2>/dev/null)
ok_if memgen-campaign '[ $st -eq 0 ] && [ "${n:-0}" -eq 4 ] && [ "${bad:-0}" -eq 0 ] &&
  grep -q "\"generator\":\"csmith,memgen\"" "$W/mixed/journal.jsonl"' \
  "exit $st, ${n:-0} results, ${bad:-0} generator-failure/gcc-or-ub: see $W/mixed"

# --- the broken plugin is caught ----------------------------------------------------
BROKEN=$BUILD/gcc-12-broken/memopt.so
if [ ! -f "$BROKEN" ]; then
  result "SKIP memgen-selftest $BROKEN not built"
else
  "$VERIFY" run --generator memgen --seeds 1-4 --levels O2 --targets x86_64 -j2 \
    --plugin "$BROKEN" --out "$W/broken" >"$W/broken.out" 2>"$W/broken.err"
  m=$(grep -c '"class":"miscompile"' "$W/broken/results.jsonl" 2>/dev/null)
  ok_if memgen-selftest '[ "${m:-0}" -gt 0 ]' \
    "the broken plugin miscompiled none of 4 memgen programs: see $W/broken"
fi

# --- the shapes of issue 19 are there and fire ------------------------------
for sh in plain-calls phi-offsets sink-across bytes-over; do
  n=$(cat "$W/ub1.c" "$W/ub2.c" "$W/ub3.c" | grep -c "^/\* shape $sh \*/")
  ok_if "memgen-shape-$sh" '[ "${n:-0}" -gt 0 ]' \
    "no function of shape $sh in programs 1-3: see $W/ub1.c, ub2.c, ub3.c"
done
# The helpers must stay plain: with noipa GCC would not summarise them.
ok_if memgen-shape-plain-helpers \
  'grep -q "^#define PLAIN __attribute__ ((noinline))$" "$W/ub1.c" &&
   grep -q "^PLAIN u32 mg_rd_i " "$W/ub1.c"' \
  "PLAIN is not plain noinline, or mg_rd_i is not PLAIN: see $W/ub1.c"

# shape_programs SHAPE N: programs 1..N of SHAPE alone in $W/shape-SHAPE.
shape_programs() {
  mkdir -p "$W/shape-$1"
  for s in $(seq 1 "$2"); do "$MEMGEN" --seed $s --shape "$1" >"$W/shape-$1/p$s.c"; done
}
# shape, the kinds (plugin/remarks.tsv) that must fire in its functions,
# and the target (x86_64 unless given: memopt-pairs is AArch64's)
for want in call-uses:load-replaced plain-calls:dead-store,load-replaced phi-offsets:phi \
            sink-across:sunk,merged bytes-over:load-replaced,dead-store,load-extracted \
            rare-reload:load-pre lazy-loop:load-lazy switch-load:reread \
            const-branches:const-hoisted promote-buffer:loop-promoted \
            leaf-calls:leaf-inline,load-replaced,dead-store \
            index-phi-pre:load-pre tbaa-index:load-replaced \
            writeback-narrow:narrow-merged,narrow-const-merged:aarch64; do
  IFS=: read -r shape kinds target <<<"$want"
  shape_programs "$shape" 3
  for l in O1 O2; do
    "$HERE/memgen-shape-remarks.sh" "$BUILD" "${target:-x86_64}" $l "$W/shape-$shape"/p*.c
  done >"$W/shape-$shape.remarks" 2>&1
  missing=""
  for k in ${kinds//,/ }; do
    n=$(awk -v s="$shape" -v k="$k" '$1 == s && $2 == k { t += $3 } END { print t + 0 }' \
          "$W/shape-$shape.remarks")
    [ "$n" -gt 0 ] || missing="$missing $k"
  done
  ok_if "memgen-shape-fires-$shape" '[ -z "$missing" ]' \
    "no$missing remark in the $shape functions of 3 programs at O1/O2: see $W/shape-$shape.remarks"
done

# --- the seeded bugs (bench/seeded.sh) are caught by memgen's shapes ---------
# A short campaign of each shape's programs alone finds the seeded bug, and
# the real plugin passes the same programs on both targets.
# test name, seeded bug, shape, programs[, targets, levels, need] (default
# x86_64 at O1,O2; need: the programs each target must expose the bug in
# at one of the levels, default one program on any target)
for t in memgen-catches-dse-call:dse-call:call-uses:3 \
         memgen-catches-dse-call-plain-calls:dse-call:plain-calls:2 \
         memgen-catches-phi-offset:phi-offset:phi-offsets:3 \
         memgen-catches-alias-sink-across:alias:sink-across:2 \
         memgen-catches-alias-bytes-over:alias:bytes-over:2 \
         memgen-catches-part-order:part-order:bytes-over:2 \
         memgen-catches-alias-rare-reload:alias:rare-reload:2 \
         memgen-catches-alias-lazy-loop:alias:lazy-loop:2 \
         memgen-catches-alias-leaf-calls:alias:leaf-calls:2 \
         memgen-catches-narrow-reg:narrow-reg:writeback-narrow:5:aarch64:O1 \
         memgen-catches-promote-range:promote-range:promote-buffer:5:x86_64,aarch64:O2:5 \
         memgen-catches-phi-offset-index-phi-pre:phi-offset:index-phi-pre:2:x86_64:O2 \
         memgen-catches-alias-tbaa-index:alias:tbaa-index:2:x86_64:O2; do
  IFS=: read -r name bug shape count target levels need <<<"$t"
  rm -rf "$W/shape-$shape"; shape_programs "$shape" "$count"
  "$VERIFY" run --generator files:"$W/shape-$shape" --levels "${levels:-O1,O2}" \
    --targets "${target:-x86_64}" -j2 \
    --plugin-arg break=$bug --out "$W/seeded-$name" >"$W/seeded-$name.out" 2>&1; st=$?
  m=$(grep -c '"class":"miscompile"' "$W/seeded-$name/results.jsonl" 2>/dev/null)
  # With need: the programs whose verdicts on each target name a miscompile.
  few=""
  for tg in ${need:+${target//,/ }}; do
    k=$(grep -c "\"verdicts\":\"[^\"]*$tg:[^= ]*=miscompile" "$W/seeded-$name/results.jsonl" 2>/dev/null)
    [ "${k:-0}" -ge "$need" ] || few="$few $tg:${k:-0}"
  done
  "$VERIFY" run --generator files:"$W/shape-$shape" --levels O1,O2 -j2 \
    --out "$W/real-$name" >"$W/real-$name.out" 2>&1; st2=$?
  ok_if "$name" '[ $st -eq 1 ] && [ "${m:-0}" -gt 0 ] && [ -z "$few" ] && [ $st2 -eq 0 ]' \
    "break=$bug over $count $shape programs: exit $st, ${m:-0} miscompiles${few:+ (fewer than $need on$few)}; the real plugin (both targets): exit $st2"
done

# --- the opt-in shapes (issue 43; memgen.c: drawn only when --shape names them) --
# The default draw never takes them, so every seed's program stays what it
# was before they were added.
n=$(cat "$W"/ub[1-7].c | grep -cE "^/\* shape (index-phi-pre|tbaa-index) \*/")
ok_if memgen-opt-in-not-drawn '[ "${n:-0}" -eq 0 ]' \
  "$n functions of an opt-in shape in programs 1-7: see $W/ub1.c .. ub7.c"


# shapes_ub_free DIR SHAPE...: program 1 of each SHAPE alone, checked as
# memgen-perf-ub-free says; the problems in $why.
shapes_ub_free() {
why=""
local dir=$1; shift
mkdir -p "$W/$dir"
for sh in "$@"; do
  for s in 1; do
    f=$W/$dir/$sh-$s
    "$MEMGEN" --seed $s --shape $sh >"$f.c"
    gcc-12 -O1 -Wall -Wextra -c "$f.c" -o "$f.o" 2>"$f.warn"
    if grep -Eq "$UBWARN" "$f.warn"; then why="$why $sh $s: warning $(grep -Em1 "$UBWARN" "$f.warn");"; fi
    gcc-12 -O0 -w -fsanitize=undefined,address -fno-sanitize-recover=all "$f.c" -o "$f-san" &&
      "$f-san" >"$f-san.out" 2>"$f-san.err" || why="$why $sh $s: sanitizer $(head -c 150 "$f-san.err");"
    for t in x86_64 aarch64; do
      if [ $t = x86_64 ]; then cc=gcc-12; run=""; levels="0 1 2 3"; else
        cc=aarch64-linux-gnu-gcc-12; run="qemu-aarch64 -L /usr/aarch64-linux-gnu"; levels="0 2 3"; fi
      for l in $levels; do
        $cc -O$l -w "$f.c" -o "$f-$t-$l" && $run "$f-$t-$l" >"$f-$t-$l.out" ||
          why="$why $sh $s: $t -O$l failed;"
        cmp -s "$f-san.out" "$f-$t-$l.out" || why="$why $sh $s: $t -O$l differs from the sanitized -O0;"
      done
    done
  done
done
}
shapes_ub_free perf-ub perf-block perf-stencil perf-matrix
ok_if memgen-perf-ub-free '[ -z "$why" ]' "$why"
shapes_ub_free opt-in-ub index-phi-pre tbaa-index
ok_if memgen-opt-in-ub-free '[ -z "$why" ]' "$why"

for want in perf-block:load-lazy:-fplugin-arg-memopt-carry-cost=off \
            perf-stencil:load-lazy:-fplugin-arg-memopt-carry-cost=off \
            perf-matrix:load-pre,loop-promoted; do
  IFS=: read -r shape kinds args <<<"$want"
  shape_programs "$shape" 3
  SHAPE_PLUGIN_ARGS=$args "$HERE/memgen-shape-remarks.sh" "$BUILD" x86_64 O2 \
    "$W/shape-$shape"/p*.c >"$W/shape-$shape.remarks" 2>&1
  missing=""
  for k in ${kinds//,/ }; do
    n=$(awk -v s="$shape" -v k="$k" '$1 == s && $2 == k { t += $3 } END { print t + 0 }' \
          "$W/shape-$shape.remarks")
    [ "$n" -gt 0 ] || missing="$missing $k"
  done
  ok_if "memgen-shape-fires-$shape" '[ -z "$missing" ]' \
    "no$missing remark in the $shape functions of 3 programs at O2 ($args): see $W/shape-$shape.remarks"
done

rm -rf "$W/shape-perf-block"; shape_programs perf-block 2
for cfg in off:--plugin-arg:carry-cost=off default; do
  IFS=: read -r name a1 a2 <<<"$cfg"
  "$VERIFY" run --perf ${a1:+$a1 $a2} --generator files:"$W/shape-perf-block" \
    --targets x86_64 --levels O2 -j2 --out "$W/perf-$name" >"$W/perf-$name.out" 2>&1
done
n=$(grep -c '"class":"perf-regression"' "$W/perf-off/results.jsonl" 2>/dev/null)
lazy=$(grep -c '"class":"perf-regression".*"perf_\(kinds\|all\)":"[^"]*load-lazy' "$W/perf-off/results.jsonl" 2>/dev/null)
model=$(grep -c '"perf_\(kinds\|all\)":"[^"]*load-lazy' "$W/perf-default/results.jsonl" 2>/dev/null)
ok_if memgen-perf-finds-lazy '[ "${n:-0}" -eq 2 ] && [ "${lazy:-0}" -eq 2 ] && [ "${model:-0}" -eq 0 ]' \
  "carry-cost=off: ${n:-0} perf-regressions in 2 programs, ${lazy:-0} with load-lazy; the default plugin: ${model:-0} with load-lazy (see $W/perf-off, $W/perf-default)"
