#!/bin/bash
# mutants.sh RESULTS - the committed corpus catches single-rule mistakes in
# the core: each mutant below is one rule of plugin/core/ broken by a sed
# expression on a copy of its file; the copy is compiled like the replay
# build's core, linked into that target's plain driver, and the replay of
# corpora/fuzz/TARGET/ must fail on it.  The core has no switch of its own
# for this (break= is the GCC glue's), and wants none.
#
#   fuzz-mutant/NAME  the mutant applies (the sed changed the file: when the
#                     core changes, update the expression) and the replay of
#                     the committed corpus reports a finding.  The output
#                     names the first input that caught it, and whether the
#                     hand-made seeds alone do (for information).
#
# Environment, from fuzz.mk: MUTANT_CC, MUTANT_CFLAGS, MUTANT_LDFLAGS (the
# replay build's), MUTANT_OBJS (its framework, driver and core objects),
# FUZZ_DIR.  About a second per mutant.
set -u
results=$1
dir=${FUZZ_DIR:-build/fuzz}
W=$dir/mutants
rm -rf "$W" && mkdir -p "$W"
: > "$results"
result() { echo "$*" | tee -a "$results"; }

# NAME#TARGET#FILE#SED#the rule broken
mutants=(
"lse-may-alias-keeps-fact#lse#lse.c#s/^  return r != MO_NO \&\& r != MO_NO_BY_TYPE;/  return r == MO_MUST;/#a write that may alias a known location does not kill its fact"
"lse-part-by-type-used#lse#lse.c#s/if (e >= 0 \&\& !s->cur.v\[e\].by_type \&\& s->cur.v\[e\].val >= 0)/if (e >= 0 \&\& s->cur.v[e].val >= 0)/#a part load is extracted from a fact that survived a write only by type"
"lse-by-type-forgotten#lse#lse.c#s/s->cur.v\[i\].by_type = true;/;/#a fact that survived a write only by type still removes a store"
"dse-call-reads-nothing#dse#dse.c#/case MO_READ:/{n;s/return ask (d, i) == MO_NO ? WALK_GO_ON : WALK_LIVE;/return WALK_GO_ON;/}#a call that reads memory does not keep a store alive"
"dse-barrier-reads-nothing#dse#dse.c#/case MO_BARRIER:/{n;n;s/return WALK_LIVE;/return WALK_GO_ON;/}#a barrier (a volatile access) after a store does not keep it alive"
"phi-may-alias-no-write#phi#phi.c#s/return !(a == MO_NO || a == MO_NO_BY_TYPE);/return a == MO_MUST;/#a store that may alias the loaded location does not block the translation"
"phi-barrier-writes-nothing#phi#phi.c#/^may_write/,/^}/{/MO_BARRIER/{n;s/return true;/return false;/}}#a barrier does not block the translation"
"phi-above-without-access#phi#phi.c#s/ || !dominating_access (s, xp, pred)//#a load placed above its load's block where no access proves the address readable"
"phi-lazy-group-across-call#phi#phi.c#s/ \&\& only_accesses_between (f, d->block, g->index, d->index)//#lazy loads grouped across a call, so the later one would be performed before it"
"reread-kill-ignored#reread#reread.c#/case MO_RE_KILL:/{n;n;s/made += close_group (\&g\[e->loc\], e->loc, \&sk);/;/}#a read after its address register changed reuses the value read before"
"reread-barrier-ignored#reread#reread.c#s/\tcase MO_RE_BARRIER:/\tcase MO_RE_BARRIER: break;/#a read after a store or a call reuses the value read before"
"hoist-read-at-barrier#hoist#hoist.c#s/bool take = !n\[v\].barrier \&\& uses_b >= 2/bool take = uses_b >= 2/#a constant read placed in a block with a call or a loop header"
"hoist-cover-across-barrier#hoist#hoist.c#s/int from = par >= 0 \&\& !n\[v\].barrier ? cover\[par\] : -1;/int from = par >= 0 ? cover[par] : -1;/#a block below a barrier takes the register read above it"
"hoist-saving-ignored#hoist#hoist.c#s/ \&\& b + n\[v\].count \* p->min_saving <= a;/;/#a read placed where it saves nothing (or reads more)"
"promote-hi-add-dropped#promote#promote.c#s/r->hi_add = size;/r->hi_add = 0;/#a range without the access's own size: the bytes of the last access beyond its address are not checked"
"promote-lo-n-positive-only#promote#promote.c#s/r->lo_n = step < 0 ? step : 0;/r->lo_n = 0;/#a descending access's range starts at its first address, not at the lowest one it reaches"
"promote-merge-first-end#promote#promote.c#s/a->hi_add = (a_end > b_end ? a_end : b_end) - lo;/a->hi_add = a_end - lo;/#two accesses merged into one range that ends where the first ends, not where the later one does"
"promote-cost-ignored#promote#promote.c#s/  if (saved < cost)/  if (0 \&\& saved < cost)/#a loop versioned where the accesses saved do not pay for the checks, the read before and the write after"
"promote-unknown-ignored#promote#promote.c#s/^\tl->unknown = true;/\t;/#an access that may overlap P without a range is not counted: P kept in a register past an access nothing checks"
"promote-conditional-ignored#promote#promote.c#s/^\t    l->conditional = true;/\t    ;/#an access of P that does not run every iteration is not counted: the write after the loop may write what the loop did not"
"promote-second-location-unchecked#promote#promote.c#/^mo_promote_version_checks/,/^}/{s/for (int c = 0; c < each\[k\].len; c++)$/for (int c = 0; k == 0 \&\& c < each[k].len; c++)/}#the locations after the first one chosen lose their checks, in the hull and without it"
"pairs-hoist-after-sink#pairs#pairs.c#s/if (hoist_seen_after_sink)/if (0 \&\& hoist_seen_after_sink)/#a pair placed where one access moves over a conflict the other needs kept"
"pairs-need-align-ignored#pairs#pairs.c#s/if ((lim->aligned_only || lo->need_align) \&\& lo->align < 2 \* size)/if (lim->aligned_only \&\& lo->align < 2 * size)/#a pair of accesses that need alignment formed at an offset that lacks it"
"pairs-offset-out-of-range#pairs#pairs.c#s/offset <= 63L \* size;/offset <= 64L * size;/#a pair whose offset does not fit ldp\/stp's 7-bit immediate"
"writeback-base-use-ignored#pairs#writeback.c#s/if (used\[k\] || b->mentions (b->ctx, k, reg))/if (used[k])/#an add moved over an instruction that reads or writes its register"
"writeback-value-is-base#pairs#writeback.c#s/      || a->value_is_base)/      || 0)/#a writeback access whose loaded or stored register is the base (UNPREDICTABLE)"
"writeback-form-swapped#pairs#writeback.c#s/return rel == 0 ? 1 : rel == add->offset ? 2 : 0;/return rel == 0 ? 2 : rel == add->offset ? 1 : 0;/#pre- and post-indexed forms exchanged"
"writeback-pair-unscaled#pairs#writeback.c#s/return imm % a->size == 0 \&\& /return /#a pair writeback immediate that is not a multiple of the access size"
"narrow-merge-nonzero#pairs#pairs.c#s/if (lim->merge \&\& (x->kind != MO_P_STORE || !x->is_const || !y->is_const))/if (lim->merge \&\& x->kind != MO_P_STORE)/#a store of a register merged into a wider store of a constant"
"narrow-merge-loads#pairs#pairs.c#s/if (lim->merge \&\& (x->kind != MO_P_STORE || !x->is_const || !y->is_const))/if (lim->merge \&\& (!x->is_const || !y->is_const) \&\& x->kind == MO_P_STORE)/#loads merged like constant stores"
"narrow-merge-byte-order#pairs#pairs.c#s/return const_bytes (lo) | const_bytes (hi) << (8 \* lo->size);/return const_bytes (hi) | const_bytes (lo) << (8 * lo->size);/#the merged constant with the higher store's bytes low (big-endian order on a little-endian target)"
"narrow-merge-ok-ignored#pairs#pairs.c#s/return !b->merge_ok || b->merge_ok (b->ctx, lo, hi, merged_value (x, y));/return true;/#a merged constant the glue said it cannot make (not cheap, no register)"
)

for m in "${mutants[@]}"; do
  IFS='#' read -r name t file expr what <<<"$m"
  src=$W/$name/$file obj=$W/$name/${file%.c}.o bin=$W/$name/fuzz-$t
  mkdir -p "$W/$name"
  if ! sed -e "$expr" "plugin/core/$file" > "$src" 2> "$W/$name/sed.err" \
     || cmp -s "$src" "plugin/core/$file"; then
    result "FAIL fuzz-mutant/$name the expression no longer changes plugin/core/$file (update fuzz/mutants.sh)"
    continue
  fi
  objs=$(tr ' ' '\n' <<<"$MUTANT_OBJS" | grep -v "/core/${file%.c}\.o$" | tr '\n' ' ')
  # shellcheck disable=SC2086
  if ! $MUTANT_CC $MUTANT_CFLAGS -c "$src" -o "$obj" 2>"$W/$name/cc.err" \
     || ! $MUTANT_CC $MUTANT_LDFLAGS "$dir/replay/obj/fuzz-$t.o" $objs "$obj" -o "$bin" 2>>"$W/$name/cc.err"; then
    result "FAIL fuzz-mutant/$name does not build: $(head -c 300 "$W/$name/cc.err")"
    continue
  fi
  # One process over the directory (the driver goes in name order and
  # prints "ok FILE" after each input): the first failure names the input.
  { timeout 120 "$bin" "corpora/fuzz/$t" > "$W/$name/replay.out" 2> "$W/$name/replay.err"; } 2> /dev/null
  st=$?
  why=$(grep -a -m1 -E '^fuzz: |ERROR: |runtime error' "$W/$name/replay.err")
  if [ $st -ne 0 ] && [ -n "$why" ]; then
    n=$(grep -c '^ok ' "$W/$name/replay.out")
    by=$(LC_ALL=C ls "corpora/fuzz/$t" | LC_ALL=C sort | sed -n "$((n + 1))p")
    seeds=no
    { timeout 60 "$bin" -q corpora/fuzz/"$t"/seed-* > /dev/null 2>&1; } 2> /dev/null || seeds=yes
    result "PASS fuzz-mutant/$name caught by $by (seeds alone: $seeds): $why"
  else
    result "FAIL fuzz-mutant/$name survived the replay of corpora/fuzz/$t (exit $st): $what"
  fi
done
