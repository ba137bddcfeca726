/* lse.c - heap load/store elimination: store-to-load forwarding,
   redundant-load elimination, redundant-store removal, loop-invariant
   loads, and loads of a part of a wider value already known.

   Require: mo_func_check holds.  Uses: rpo, dominators, loops (cfg.c).

   The pass interprets the function abstractly over the heap of heap.c
   (facts "location L holds value V"), after ArkCompiler's LSE and the Toy
   Optimizer's load/store forwarding.  Before / after, in the memory IR:

       bb0:                               bb0:
         store [L0] = v1                    store [L0] = v1
         load v2 = [L0]                     (v2 := v1)         forwarded
         load v3 = [L1]                     load v3 = [L1]
         store [L2] = v4  (L2 NO L1)        store [L2] = v4
         load v5 = [L1]                     (v5 := v3)         reloaded
         store [L1] = v3                    (removed)          redundant
         load v7 = [L3]  (part of L1)       (v7 := bytes of v3) extracted
       bb1: loop header                   bb1:
         load v6 = [L1]                     (v6 := v3)         invariant
         write  (NO L1)                     write

   Steps:
     1. Compute RPO, dominators and loops (cfg.c), and for every location
	its representative: its first load or store in RPO, the instruction
	alias queries about the location are asked with.
     2. Walk the blocks in RPO.  A block starts with the empty heap if it
	is the entry, has MO_BLOCK_UNKNOWN_ENTRY, is a loop header, or has a
	predecessor not visited yet (a retreating edge: a loop latch or an
	edge into an irreducible region); otherwise with the intersection of
	its predecessors' exit heaps.
     3. Apply each instruction:
	  load L (L >= 0): if the heap has L -> V and the load is not KEEP,
	     decide MO_LSE_REPLACE_LOAD with V (the heap keeps V); else, if
	     L is a part of a location W (struct mo_part) and the heap has
	     W -> V not only by type (by_type clear), decide
	     MO_LSE_EXTRACT_LOAD with V and W: the load becomes the slice
	     of V that L's bytes are (the builder computes it); in both of
	     the last cases record L -> the load's value.
	  store L = V (L >= 0): if the heap has L -> V (V >= 0), the fact
	     never survived a write only by type (MO_NO_BY_TYPE), and the
	     store is not KEEP, decide MO_LSE_REMOVE_STORE (nothing changes);
	     otherwise
	     kill every entry the store may write (same location, or the
	     callback does not answer NO) and record L -> V.
	  write, store to L < 0: kill every entry the callback does not
	     answer NO for.  barrier: clear the heap.  read: nothing.
	An access asks at most max_alias_queries questions (each location
	once); past that the answer is MAY without asking.
     4. Loop phi-candidates.  At the header of a reducible loop whose entry
	preds were all visited before it, the candidates are the facts
	common to the entry preds' exit heaps: what memory holds whenever
	the loop is entered.  Every access in the loop body (inner loops and
	irreducible parts included) is checked against the candidates of its
	innermost loop and of every enclosing loop: a store or write that
	may alias a candidate invalidates it; a barrier, or a block of the
	body with MO_BLOCK_UNKNOWN_ENTRY, invalidates them all; a load of a
	candidate's location that step 3 did not replace (and is not KEEP)
	is remembered with it.
     5. After the walk, each remembered load whose candidate is still valid
	gets MO_LSE_LOOP_INVARIANT_LOAD with the candidate's value (with several
	loops, the outermost valid one), when the cost model of carried
	values agrees (params loop_facts; carry.c): the value then lives
	throughout that loop, so with what GCC keeps live there and what
	the loads accepted before carry, it must fit in the loop's
	registers of its class (the load's own value, and the candidate's
	value if GCC already keeps it live through the loop, are left out
	of GCC's count).  It saves one access per iteration, and an
	instruction unless the target folds the load into its user.
	Refused loads are recorded for the dump.  Sort the decisions by
	(RPO position of the block, index in the block).

   Correctness.
     (a) A fact L -> V in the heap at point P means: on every execution
	 reaching P, L holds the most recent value of V.  The empty heap
	 claims nothing; the intersection at a join keeps only what every
	 predecessor claims, and every predecessor was visited (its exit
	 heap is final) because a block with an unvisited predecessor
	 starts empty.  Every cycle of the CFG contains a retreating edge,
	 whose target starts empty, so no fact is carried around a cycle.
     (b') A fact that survived a write answered MO_NO_BY_TYPE holds for
	 every program that obeys the effective-type rules, which is what
	 a later load may assume (as GCC's FRE does); but the later store
	 of the same value may be the one that makes such a program obey
	 them again (it restores the bytes' type after a write through
	 another type), so it is never removed on the strength of that
	 fact.  The by_type flag follows the fact through joins (OR).
     (b) Recorded facts are true after the access: a load defines its
	 value from L; a store writes V.  Kills cover every location the
	 access may write (the callback never answers NO wrongly; same
	 location is MUST; over the limit MAY), and a barrier kills all.
     (c) A fact's value is available where the fact holds: the load or
	 store that created it lies on every path from the entry to the
	 point (follow a path backwards: the fact must have been created on
	 it, the entry heap being empty), so its defining load dominates the
	 point; a stored value is available at its store (SSA) on each such
	 path.
     (d) A loop entered through its entry preds holds the candidates
	 then; the body is entered only through the header (a natural loop,
	 and no unknown entry), so between the last entry and any load in
	 the body only body accesses run; none may write the location (or
	 the candidate is invalid), so the load returns the candidate's
	 value.  The value is defined outside the body (otherwise an entry
	 pred would be dominated by the header, i.e. be a latch), so it is
	 still the same value.
     (f) Parts.  A fact W -> V not flagged by_type says W's bytes are
	 V's; a part L of W has a slice of those bytes, so the load of L
	 reads the slice of V.  A fact flagged by_type is not enough: the
	 write it survived may have changed W's bytes (only a later load
	 through W's own type may assume it did not), and L may have
	 another type, e.g. unsigned char, which may read any bytes.  The
	 load's value is still what L holds afterwards, as for (b).
     (e) Subsets.  No decision changes memory: a removed store writes the
	 value the location already holds, a replaced load becomes a copy
	 of a value equal to what it would load.  Facts are about memory and
	 values of the original program, which every subset preserves, so
	 each decision stays correct whichever others are applied (a
	 replacement value that is itself a replaced load's result is still
	 defined, as a copy).  For the same reason a removed store does not
	 invalidate loop candidates.

   Cost.  A load with no fact of its own looks up each location it is a
   part of (the builder bounds how many).  Each access scans the heap
   (at most max_heap entries) and the candidates of at most max_loops
   enclosing loops (at most max_heap per loop), with at most
   max_alias_queries callback calls; joins intersect heaps in
   O(max_heap) per predecessor.  A block's exit heap is
   freed once all its successors later in RPO are visited.  Nothing is
   quadratic in the number of instructions, locations or loops.  */

#include "memopt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An access checks the candidates of at most this many enclosing loops
   that still have valid candidates; a write invalidates all candidates of
   the live loops beyond, a load is not remembered with them.  This keeps
   the work per access bounded (max_loops * max_heap) in deep loop
   nests; each invalidation is permanent, so its total cost is bounded by
   the number of candidates.  */

/* A loop phi-candidate: LOC holds VAL whenever the loop is entered.  */
struct cand
{
  int loc, val;
  bool valid;
};

struct loop_cands
{
  int n, nvalid;
  struct cand *v;        /* sorted by loc */
};

/* A load that reads a candidate's location.  */
struct remembered
{
  int block, index;
  int loop, cand;
};

struct lse
{
  const struct mo_func *f;
  const struct mo_lse_params *params;
  struct mo_carry_budget budget;   /* the cost model's (step 5) */
  int max_heap, max_queries, max_loops;
  struct mo_cfg cfg;
  const struct mo_inst **rep;  /* loc -> representative access */
  struct mo_heap *exit;        /* block -> exit heap, while needed */
  int *pending;                /* block -> successors later in RPO not yet
				  visited */
  struct mo_heap cur;          /* the heap at the current point */
  unsigned long stamp;         /* heap entry stamps */

  /* The current access and its alias answers, memoized per location.  */
  const struct mo_inst *access;
  int access_id, queries_left;
  int *memo_id;
  unsigned char *memo;

  struct loop_cands *cands;    /* per loop */
  int *skip;                   /* per loop: an enclosing loop, or -1; the
				  loops in between have no valid
				  candidate (see live_loop) */
  struct remembered *rem;
  int nrem, caprem;

  int *part_start;             /* loc -> its first entry in part_wide */
  int *part_wide;              /* the locations each loc is a part of,
				  grouped by loc (part_start[loc] ..
				  part_start[loc + 1] - 1) */

  struct mo_lse_decisions *out;
  struct mo_lse_stats stats;
};

/* ------------------------------------------------------------------ */
/* Alias answers.                                                      */

static void
begin_access (struct lse *s, const struct mo_inst *in)
{
  s->access = in;
  s->access_id++;
  s->queries_left = s->max_queries;
}

/* How the current access relates to location LOC (a heap entry or a
   candidate): MUST only for a store to LOC itself; otherwise NO or MAY.
   The safe answer, and the one past the query limit, is MAY.  */
static enum mo_alias
relation (struct lse *s, int loc)
{
  const struct mo_inst *a = s->access;
  if (a->loc == loc)
    return a->kind == MO_STORE ? MO_MUST : MO_MAY;
  if (s->memo_id[loc] == s->access_id)
    return (enum mo_alias) s->memo[loc];
  enum mo_alias ans = MO_MAY;
  bool can_ask = s->rep[loc] && s->f->alias;
  if (can_ask && s->queries_left > 0)
    {
      s->queries_left--;
      s->stats.alias_queries++;
      ans = s->f->alias (s->f->alias_ctx, a, s->rep[loc]);
      if (ans != MO_NO && ans != MO_NO_BY_TYPE)
	ans = MO_MAY;
    }
  else if (can_ask)
    s->stats.alias_over_limit++;
  s->memo_id[loc] = s->access_id;
  s->memo[loc] = (unsigned char) ans;
  return ans;
}

/* Does the current access kill the fact about LOC?  Not when the answer
   is NO, nor when it is NO only by type (mark_by_type flags those).  */
static bool
kill_if_may_alias (void *ctx, int loc, int val)
{
  (void) val;
  enum mo_alias r = relation (ctx, loc);
  return r != MO_NO && r != MO_NO_BY_TYPE;
}

/* After a write: flag the surviving facts that survived only by type, so
   that they are no longer used to remove a store (memopt.h, MO_NO_BY_TYPE).
   The answers are memoized: no new alias query is asked.  */
static void
mark_by_type (struct lse *s)
{
  for (int i = 0; i < s->cur.len; i++)
    if (relation (s, s->cur.v[i].loc) == MO_NO_BY_TYPE)
      s->cur.v[i].by_type = true;
}

/* ------------------------------------------------------------------ */
/* Decisions.                                                          */

static void
decide_from (struct lse *s, enum mo_lse_action action, int block, int index,
	     int val, int wide)
{
  struct mo_lse_decisions *d = s->out;
  MO_GROW (d->v, d->cap, d->len + 1);
  d->v[d->len++] = (struct mo_lse_decision) { action, block, index, val,
					      wide };
}

static void
decide (struct lse *s, enum mo_lse_action action, int block, int index, int val)
{
  decide_from (s, action, block, index, val, -1);
}

/* Before (RPO position of the block, index): the order of the result.  */
static bool
decision_before (const struct lse *s, const struct mo_lse_decision *a,
		 const struct mo_lse_decision *b)
{
  int ra = s->cfg.rpo_index[a->block], rb = s->cfg.rpo_index[b->block];
  return ra != rb ? ra < rb : a->index < b->index;
}

/* The walk's decisions (the first NWALK) and the loop-invariant loads
   after them are each in walk order, i.e. sorted: merge them.  */
static void
merge_decisions (struct lse *s, int nwalk)
{
  struct mo_lse_decisions *d = s->out;
  if (nwalk == d->len || nwalk == 0)
    return;
  struct mo_lse_decision *m = mo_xmalloc ((size_t) d->cap * sizeof *m);
  int i = 0, j = nwalk, k = 0;
  while (i < nwalk || j < d->len)
    if (j == d->len || (i < nwalk && decision_before (s, &d->v[i], &d->v[j])))
      m[k++] = d->v[i++];
    else
      m[k++] = d->v[j++];
  free (d->v);
  d->v = m;
}

/* ------------------------------------------------------------------ */
/* Loop phi-candidates.                                                */

static void
invalidate (struct loop_cands *lc, int i)
{
  if (lc->v[i].valid)
    {
      lc->v[i].valid = false;
      lc->nvalid--;
    }
}

static void
invalidate_loop (struct loop_cands *lc)
{
  for (int i = 0; i < lc->n && lc->nvalid; i++)
    invalidate (lc, i);
}

/* L itself, or the nearest loop enclosing it that still has a valid
   candidate; -1 if none.  A loop without valid candidates never gets one
   again (all enclosing headers are visited before any access inside), so
   the walk compresses the path over such loops, as union-find does.  */
static int
live_loop (struct lse *s, int l)
{
  int r = l;
  while (r >= 0 && s->cands[r].nvalid == 0)
    r = s->skip[r];
  while (l >= 0 && l != r)
    {
      int next = s->skip[l];
      s->skip[l] = r;
      l = next;
    }
  return r;
}

/* A barrier or an unknown entry in block B: no candidate of B's loops
   survives.  */
static void
cands_invalidate_all (struct lse *s, int b)
{
  for (int l = live_loop (s, s->cfg.loop_of[b]); l >= 0;
       l = live_loop (s, s->cfg.loops[l].parent))
    invalidate_loop (&s->cands[l]);
}

/* The current access (a store or a write) in block B may write memory:
   invalidate the candidates it may alias in the first max_loops
   live loops around B, and every candidate of the live loops beyond.  */
static void
cands_clobber (struct lse *s, int b)
{
  int k = 0;
  for (int l = live_loop (s, s->cfg.loop_of[b]); l >= 0;
       l = live_loop (s, s->cfg.loops[l].parent), k++)
    {
      struct loop_cands *lc = &s->cands[l];
      if (k >= s->max_loops)
	invalidate_loop (lc);
      for (int i = 0; i < lc->n && lc->nvalid; i++)
	if (lc->v[i].valid && relation (s, lc->v[i].loc) != MO_NO
	    && relation (s, lc->v[i].loc) != MO_NO_BY_TYPE)
	  invalidate (lc, i);
    }
}

static int
cand_find (const struct loop_cands *lc, int loc)
{
  int lo = 0, hi = lc->n;
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;
      if (lc->v[mid].loc < loc)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo < lc->n && lc->v[lo].loc == loc ? lo : -1;
}

/* The load at B #INDEX of location LOC was not replaced: remember it with
   every valid candidate of LOC, innermost loop first, in the first
   max_loops live loops around B (beyond, it is not remembered: a
   missed optimization only).  */
static void
cands_note_load (struct lse *s, int b, int index, int loc)
{
  int k = 0;
  for (int l = live_loop (s, s->cfg.loop_of[b]); l >= 0 && k < s->max_loops;
       l = live_loop (s, s->cfg.loops[l].parent), k++)
    {
      struct loop_cands *lc = &s->cands[l];
      int c = cand_find (lc, loc);
      if (c < 0 || !lc->v[c].valid)
	continue;
      MO_GROW (s->rem, s->caprem, s->nrem + 1);
      s->rem[s->nrem++] = (struct remembered) { b, index, l, c };
    }
}

/* Step 4 at the header of loop L: the facts common to the entry preds'
   exit heaps, if the loop is entered only through them and all of them
   were visited.  */
static void
cands_init (struct lse *s, int l)
{
  const struct mo_loop *loop = &s->cfg.loops[l];
  int h = loop->header;
  if (loop->entry_preds.len == 0
      || (s->f->blocks[h].flags & MO_BLOCK_UNKNOWN_ENTRY))
    return;
  for (int k = 0; k < loop->entry_preds.len; k++)
    if (s->cfg.rpo_index[loop->entry_preds.v[k]] >= s->cfg.rpo_index[h])
      return;
  struct mo_heap in;
  mo_heap_init (&in, s->max_heap);
  mo_heap_copy (&in, &s->exit[loop->entry_preds.v[0]]);
  for (int k = 1; k < loop->entry_preds.len; k++)
    {
      mo_heap_intersect (&in, &s->exit[loop->entry_preds.v[k]]);
      s->stats.heap_merges++;
    }
  struct loop_cands *lc = &s->cands[l];
  lc->n = lc->nvalid = in.len;
  lc->v = mo_xmalloc ((size_t) (in.len ? in.len : 1) * sizeof *lc->v);
  for (int i = 0; i < in.len; i++)
    lc->v[i] = (struct cand) { in.v[i].loc, in.v[i].val, true };
  s->stats.loop_candidates += in.len;
  mo_heap_free (&in);
}

/* True when VAL is among the values loop L's accepted loads take.  */
static bool
carried_already (const struct lse *s, int l, int val)
{
  const struct mo_ivec *v = &s->budget.vals[l];
  for (int i = 1; i < v->len; i += 2)
    if (v->v[i] == val)
      return true;
  return false;
}

/* Step 5's cost model: whether the load at INDEX of BLOCK may take VAL,
   known whenever loop L is entered, which then lives throughout L.  */
static bool
carry_accepts (struct lse *s, int block, int index, int val, int l)
{
  const struct mo_lse_params *p = s->params;
  if (!p || !p->loop_facts || !p->target)
    return true;
  const struct mo_inst *in = &s->f->blocks[block].inst[index];
  struct mo_carry_cand c;
  memset (&c, 0, sizeof c);
  int cls = p->loc_class ? p->loc_class (p->ctx, in->loc) : MO_RC_GPR;
  if (!carried_already (s, l, val))
    c.carried[cls >= 0 && cls < MO_NRC ? cls : MO_RC_GPR] = 1;
  c.saved = 1;
  c.saved_insns = p->load_insns ? p->load_insns (p->ctx, block, index, true)
		  : 1;
  /* The load's value goes; VAL's stays counted where GCC keeps it.  */
  int vals[2] = { in->val, val };
  struct mo_carry_loop facts;
  int header = s->cfg.loops[l].header;
  enum mo_carry_verdict v
    = mo_carry_budget_judge (&s->budget, p->target, p->loop_facts, p->ctx,
			     l, header, vals, 2, &c, &facts);
  if (v == MO_CARRY_YES)
    {
      mo_carry_budget_take (&s->budget, l, vals, 2, &c);
      return true;
    }
  struct mo_lse_decisions *out = s->out;
  MO_GROW (out->refused, out->caprefused, out->nrefused + 1);
  mo_carry_refusal_fill (&out->refused[out->nrefused++], block, index, header,
			 v, &c, v == MO_CARRY_UNKNOWN_LOOP ? NULL : &facts,
			 &s->budget, l);
  return false;
}

/* Step 5.  The entries of one load are consecutive, innermost loop
   first: the last valid one is the outermost.  */
static void
cands_finish (struct lse *s)
{
  mo_carry_budget_init (&s->budget, s->cfg.nloop);
  for (long i = 0; i < s->nrem;)
    {
      long j = i;
      int val = -1, loop = -1;
      for (; j < s->nrem && s->rem[j].block == s->rem[i].block
	     && s->rem[j].index == s->rem[i].index; j++)
	{
	  const struct cand *c = &s->cands[s->rem[j].loop].v[s->rem[j].cand];
	  if (c->valid)
	    {
	      val = c->val;
	      loop = s->rem[j].loop;
	    }
	}
      if (val >= 0
	  && carry_accepts (s, s->rem[i].block, s->rem[i].index, val, loop))
	decide (s, MO_LSE_LOOP_INVARIANT_LOAD, s->rem[i].block, s->rem[i].index,
		val);
      i = j;
    }
  mo_carry_budget_free (&s->budget);
}

/* ------------------------------------------------------------------ */
/* The walk.                                                           */

static bool
is_header (const struct lse *s, int b)
{
  int l = s->cfg.loop_of[b];
  return l >= 0 && s->cfg.loops[l].header == b;
}

/* Step 2: the heap at the start of block B, into S->cur.  */
static void
entry_heap (struct lse *s, int b)
{
  const struct mo_block *bb = &s->f->blocks[b];
  int pos = s->cfg.rpo_index[b];
  mo_heap_clear (&s->cur);
  if (b == 0 || (bb->flags & MO_BLOCK_UNKNOWN_ENTRY) || is_header (s, b)
      || bb->preds.len == 0)
    return;
  for (int k = 0; k < bb->preds.len; k++)
    {
      int p = bb->preds.v[k];
      if (s->cfg.rpo_index[p] < 0 || s->cfg.rpo_index[p] >= pos)
	return;
    }
  mo_heap_copy (&s->cur, &s->exit[bb->preds.v[0]]);
  for (int k = 1; k < bb->preds.len; k++)
    {
      mo_heap_intersect (&s->cur, &s->exit[bb->preds.v[k]]);
      s->stats.heap_merges++;
    }
}

/* The heap entry of a location LOC is a part of, whose fact holds not
   only by type (lse.c (f)); -1 if none.  */
static int
known_whole (const struct lse *s, int loc)
{
  for (int k = s->part_start[loc]; k < s->part_start[loc + 1]; k++)
    {
      int e = mo_heap_find (&s->cur, s->part_wide[k]);
      if (e >= 0 && !s->cur.v[e].by_type && s->cur.v[e].val >= 0)
	return e;
    }
  return -1;
}

static void
visit_load (struct lse *s, int b, int i, const struct mo_inst *in)
{
  if (in->loc < 0)
    return;
  bool keep = in->flags & MO_INST_KEEP;
  int e = mo_heap_find (&s->cur, in->loc);
  if (e >= 0 && !keep)
    {
      decide (s, MO_LSE_REPLACE_LOAD, b, i, s->cur.v[e].val);
      return;
    }
  int w = keep ? -1 : known_whole (s, in->loc);
  if (w >= 0)
    decide_from (s, MO_LSE_EXTRACT_LOAD, b, i, s->cur.v[w].val,
		 s->cur.v[w].loc);
  if (in->val >= 0)
    mo_heap_set (&s->cur, in->loc, in->val, ++s->stamp);
  if (!keep && w < 0)
    cands_note_load (s, b, i, in->loc);
}

/* A store to an untracked location, or a write: kill what it may write.  */
static void
visit_write (struct lse *s, int b, const struct mo_inst *in)
{
  begin_access (s, in);
  mo_heap_kill_if (&s->cur, kill_if_may_alias, s);
  mark_by_type (s);
  cands_clobber (s, b);
}

static void
visit_store (struct lse *s, int b, int i, const struct mo_inst *in)
{
  if (in->loc < 0)
    {
      visit_write (s, b, in);
      return;
    }
  int e = mo_heap_find (&s->cur, in->loc);
  if (e >= 0 && in->val >= 0 && s->cur.v[e].val == in->val
      && !s->cur.v[e].by_type && !(in->flags & MO_INST_KEEP))
    {
      decide (s, MO_LSE_REMOVE_STORE, b, i, in->val);
      return;
    }
  visit_write (s, b, in);
  if (in->val >= 0)
    mo_heap_set (&s->cur, in->loc, in->val, ++s->stamp);
}

static void
visit_block (struct lse *s, int b)
{
  const struct mo_block *bb = &s->f->blocks[b];
  entry_heap (s, b);
  if (is_header (s, b))
    cands_init (s, s->cfg.loop_of[b]);
  if (bb->flags & MO_BLOCK_UNKNOWN_ENTRY)
    cands_invalidate_all (s, b);
  for (int i = 0; i < bb->ninst; i++)
    {
      const struct mo_inst *in = &bb->inst[i];
      switch (in->kind)
	{
	case MO_LOAD:
	  visit_load (s, b, i, in);
	  break;
	case MO_STORE:
	  visit_store (s, b, i, in);
	  break;
	case MO_WRITE:
	  visit_write (s, b, in);
	  break;
	case MO_READ:
	  break;
	case MO_BARRIER:
	default:
	  mo_heap_clear (&s->cur);
	  cands_invalidate_all (s, b);
	  break;
	}
    }
}

/* After visiting B: keep its exit heap if a later block needs it, and
   free the exit heaps of predecessors that no later block needs.  */
static void
retire_block (struct lse *s, int b)
{
  int pos = s->cfg.rpo_index[b];
  if (s->pending[b] > 0)
    {
      struct mo_heap tmp = s->exit[b];
      s->exit[b] = s->cur;
      s->cur = tmp;
    }
  const struct mo_ivec *preds = &s->f->blocks[b].preds;
  for (int k = 0; k < preds->len; k++)
    {
      int p = preds->v[k];
      int pp = s->cfg.rpo_index[p];
      if (pp >= 0 && pp < pos && --s->pending[p] == 0)
	mo_heap_free (&s->exit[p]);
    }
}

/* The parts of F grouped by narrow location (counting sort).  */
static void
index_parts (struct lse *s)
{
  const struct mo_func *f = s->f;
  int nloc = f->nloc > 0 ? f->nloc : 0;
  s->part_start = mo_xcalloc ((size_t) nloc + 2, sizeof *s->part_start);
  s->part_wide = mo_xmalloc ((size_t) (f->npart ? f->npart : 1)
			     * sizeof *s->part_wide);
  for (int k = 0; k < f->npart; k++)
    s->part_start[f->parts[k].narrow + 2]++;
  for (int l = 0; l < nloc; l++)
    s->part_start[l + 2] += s->part_start[l + 1];
  for (int k = 0; k < f->npart; k++)
    s->part_wide[s->part_start[f->parts[k].narrow + 1]++] = f->parts[k].wide;
}

/* Step 1's representatives and the successor counts.  */
static void
prepare (struct lse *s)
{
  const struct mo_func *f = s->f;
  for (int r = 0; r < s->cfg.nreach; r++)
    {
      int b = s->cfg.rpo[r];
      const struct mo_block *bb = &f->blocks[b];
      for (int i = 0; i < bb->ninst; i++)
	{
	  const struct mo_inst *in = &bb->inst[i];
	  if ((in->kind == MO_LOAD || in->kind == MO_STORE) && in->loc >= 0
	      && in->loc < f->nloc && !s->rep[in->loc])
	    s->rep[in->loc] = in;
	}
      for (int k = 0; k < bb->succs.len; k++)
	if (s->cfg.rpo_index[bb->succs.v[k]] > r)
	  s->pending[b]++;
    }
}

void
mo_lse (const struct mo_func *f, const struct mo_lse_params *params,
	struct mo_lse_decisions *out, struct mo_lse_stats *stats)
{
  struct lse s;
  memset (&s, 0, sizeof s);
  s.f = f;
  s.params = params;
  s.out = out;
  s.max_heap = params ? params->max_heap : MO_DEFAULT_MAX_HEAP;
  s.max_queries = params ? params->max_alias_queries
			 : MO_DEFAULT_MAX_ALIAS_QUERIES;
  s.max_loops = params && params->max_loops > 0 ? params->max_loops
		: MO_DEFAULT_MAX_LSE_LOOPS;
  mo_cfg_compute (f, &s.cfg);
  size_t nloc = (size_t) (f->nloc > 0 ? f->nloc : 1);
  size_t nblock = (size_t) (f->nblock > 0 ? f->nblock : 1);
  s.rep = mo_xcalloc (nloc, sizeof *s.rep);
  s.memo_id = mo_xcalloc (nloc, sizeof *s.memo_id);
  s.memo = mo_xcalloc (nloc, sizeof *s.memo);
  s.exit = mo_xcalloc (nblock, sizeof *s.exit);
  s.pending = mo_xcalloc (nblock, sizeof *s.pending);
  s.cands = mo_xcalloc ((size_t) (s.cfg.nloop ? s.cfg.nloop : 1),
			sizeof *s.cands);
  s.skip = mo_xmalloc ((size_t) (s.cfg.nloop ? s.cfg.nloop : 1)
		       * sizeof *s.skip);
  for (int l = 0; l < s.cfg.nloop; l++)
    s.skip[l] = s.cfg.loops[l].parent;
  for (int b = 0; b < f->nblock; b++)
    mo_heap_init (&s.exit[b], s.max_heap);
  mo_heap_init (&s.cur, s.max_heap);
  s.stats.loops = s.cfg.nloop;
  prepare (&s);
  index_parts (&s);

  for (int r = 0; r < s.cfg.nreach; r++)
    {
      visit_block (&s, s.cfg.rpo[r]);
      retire_block (&s, s.cfg.rpo[r]);
    }
  int nwalk = out->len;
  cands_finish (&s);
  merge_decisions (&s, nwalk);

  if (stats)
    *stats = s.stats;
  for (int b = 0; b < f->nblock; b++)
    mo_heap_free (&s.exit[b]);
  mo_heap_free (&s.cur);
  for (int l = 0; l < s.cfg.nloop; l++)
    free (s.cands[l].v);
  free (s.cands);
  free (s.skip);
  free (s.rem);
  free (s.rep);
  free (s.part_start);
  free (s.part_wide);
  free (s.memo_id);
  free (s.memo);
  free (s.exit);
  free (s.pending);
  mo_cfg_free (&s.cfg);
}

void
mo_lse_refusals_print (const struct mo_lse_decisions *d, void *file)
{
  mo_carry_refusals_print (d->refused, d->nrefused, "loop-invariant-load",
			   file);
}

void
mo_lse_decisions_print (const struct mo_lse_decisions *d, void *file)
{
  FILE *out = file;
  for (int i = 0; i < d->len; i++)
    {
      const struct mo_lse_decision *x = &d->v[i];
      switch (x->action)
	{
	case MO_LSE_REPLACE_LOAD:
	  fprintf (out, "replace-load bb%d #%d v%d\n", x->block, x->index,
		   x->val);
	  break;
	case MO_LSE_REMOVE_STORE:
	  fprintf (out, "remove-store bb%d #%d\n", x->block, x->index);
	  break;
	case MO_LSE_LOOP_INVARIANT_LOAD:
	  fprintf (out, "loop-invariant-load bb%d #%d v%d\n", x->block,
		   x->index, x->val);
	  break;
	case MO_LSE_EXTRACT_LOAD:
	  fprintf (out, "extract-load bb%d #%d v%d from L%d\n", x->block,
		   x->index, x->val, x->wide);
	  break;
	}
    }
}
