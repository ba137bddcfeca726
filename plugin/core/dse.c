/* dse.c - dead store elimination, sinking of partially dead stores, and
   merging of stores at joins.

   Require: mo_func_check holds.  Uses: rpo, loops (cfg.c).

   A store is dead when no path from it reaches an instruction that may
   read its location before an instruction that overwrites all of it (a
   store to the same location id: MUST alias; never a partial or MAY
   overlap).  A path that ends (the function returns, or calls a noreturn
   function) without such a read is fine: what memory may be read by the
   caller the return's MO_READ says (GCC's oracle answers NO there for a
   local that does not survive the return).  This completes the Toy
   Optimizer's store/store case.  Before / after, in the memory IR:

       bb0:                               bb0:
         store [L0] = v1                    (removed)    dead: overwritten
         store [L1] = v2  (L1 NO L0)        store [L1] = v2
         store [L0] = v3                    store [L0] = v3
         load v4 = [L0]                     load v4 = [L0]  (LSE: v3)
         store [L2] = v5                    store [L2] = v5  (L2 local:)
         read  (NO L2: the return)          read            (removed)

   A store that is dead on the paths through all successors of its block
   but one, B, where B has its block as its only predecessor, is sunk:
   removed here and stored again at the start of B (one store for one: the
   code does not grow).  Before / after:

       bb1: store [L0] = v1; branch       bb1: branch
       bb2: store [L0] = v2; return       bb2: store [L0] = v2; return
       bb3: read (call g)                 bb3: store [L0] = v1; read

   Two stores to one location at the ends of both predecessors of a join
   are merged into one store of a PHI of their values at the join (Soot
   Baf's inter-block store rule; GCC's cselim and sink passes do this for
   the simple cases):

       bb1: store [L0] = v1; load [L1]    bb1: load [L1]
       bb2: store [L0] = v2               bb2:
       bb3: (join of bb1 and bb2)         bb3: v3 = phi (v1, v2)
                                               store [L0] = v3

   Steps, for each store S = "store [L] = v" (L >= 0, not KEEP):
     1. Scan the rest of S's block.  A load of L, or an instruction the
	callback does not answer NO for that reads (load, read), or a
	barrier, or a KEEP load/store (it may trap: its handler may see L),
	makes S live; a store to L ends the search (S is dead), and so does
	an instruction the KILLS callback says overwrites all of S's bytes
	(the end of a variable's lifetime, a memset of the whole object).  For the
	sinking of step 3, remember whether a write after S may write L.
     2. Otherwise walk each successor's paths depth first, one visited
	mark per block and successor, with the same rules from the start of
	every block.  A path ending in a block without successors is fine
	when the EXIT_MAY_READ callback says S's location cannot be observed
	after leaving that way (the return's MO_READ was asked already; a
	noreturn call may leave with global memory visible).
	The walk gives up (live) on entering a block with
	MO_BLOCK_UNKNOWN_ENTRY, and on a retreating edge (RPO) unless the
	glue says S's address is fixed (FIXED callback): across a retreating
	edge the SSA names in S's address may have new values, so neither a
	same-location store nor the alias callback's NO would still be about
	the bytes S wrote.
     3. Dead on every successor (or ended in step 1): MO_DSE_DEAD.  Live
	on exactly one successor B, dead on the others, B's only predecessor
	is S's block, B has no unknown entry, and no write after S in its
	block may write L: MO_DSE_SINK to B (never to the entry block, which
	the function's start also enters; nor when S's block is in a loop
	that B stays in and the dead successors all leave: the store would
	still run every iteration but the last, only moved into the latch,
	which costs the loop more than the one store it saves).  Otherwise
	keep S.  A store
	of a value the IR cannot name (v < 0: e.g. a memset the glue
	describes as a store) may be found dead, but is never sunk or
	merged: it could not be rebuilt elsewhere.
     4. With merging on, for each join J (in RPO; not the entry) with exactly two
	predecessors P1 and P2, both with J as their only successor, and no
	unknown entry: the stores not decided in steps 1-3 that are the last
	access of their location in P1 (nothing after them in P1 may read
	or write it, nothing after them is a barrier or KEEP) are paired
	with such stores of P2 to the same location: MO_DSE_MERGE.

   Correctness.
     (a) A same-location store writes exactly the bytes S wrote as long as
	 the names in both addresses have the values they had at S; every
	 definition of such a name dominates S, so re-executing one needs a
	 retreating edge, which the walk does not cross (fixed addresses
	 have no names).  The callback's NO is trusted on the same grounds.
     (b) Dead: on every path the value S wrote is overwritten (or the
	 function ends) before anything may read it, so no execution can
	 tell whether S ran.
     (c) Sunk: on the paths through the other successors S's value is
	 never read (b).  On the paths through B, between S and the start of
	 B no instruction may read or write L (steps 1 and 3), so storing v
	 at the start of B leaves memory as S left it when B starts; v is
	 defined before S, in a block dominating B.  S was not KEEP, so it
	 cannot trap.
     (d) Merged: on the path through P1, nothing between S1 and the start
	 of J may read or write L, and J's start is reached only from P1 or
	 P2, so the store of the PHI (which is S1's value when coming from
	 P1, S2's from P2) leaves memory at every point where L may be read
	 as before.  The address is the same expression in both (the glue
	 checks it), so its names are defined before P1 and P2, hence at J.
     (e) Subsets.  Removing a dead store S2 that a decision relies on as
	 the kill of S1: on each path the last kill before a read is never
	 dead (else another kill would follow it before the read), so some
	 kept store still separates S1 from every read.  A sunk store still
	 kills on the paths through B, and the other paths were dead for it,
	 hence dead for what it killed.  A merged store moves to J with
	 nothing reading L on the way, so it still kills what it killed.
	 Merges never involve a store decided by steps 1-3.  So every
	 subset of the decisions is correct, which is what lets
	 max-transforms bisect them.

   Cost.  Each store examines at most max_walk instructions and blocks
   (past it: live) and asks at most max_alias_queries questions (past it:
   MAY, i.e. live).  The visited marks are one int per block, stamped, so
   nothing is cleared per store.  Merging scans at most max_merge_scan
   stores per predecessor of a join, each with at most max_alias_queries
   questions.  The whole pass is linear in the number of stores times the
   limits.  */

#include "memopt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Merging looks at the last max_merge_scan instructions of each
   predecessor of a join and merges at most max_merge_stores locations per
   join (with merge_empties_arm, a join that would take more is not
   merged); each candidate asks at most max_alias_queries questions.  */

/* The outcome of scanning for a reader of S's location.  */
enum walk
{
  WALK_LIVE,    /* a path may read the value (or a limit was hit) */
  WALK_DEAD,    /* every path overwrites it first, or ends */
  WALK_GO_ON    /* the block neither reads nor overwrites it */
};

struct dse
{
  const struct mo_func *f;
  const struct mo_dse_params *p;
  struct mo_cfg cfg;
  int *mark;              /* block -> stamp of the last walk visiting it */
  int *first;             /* block -> index of its first instruction in
			     DECIDED */
  bool *decided;          /* per instruction: a decision removes it */
  int stamp;
  struct mo_ivec stack;
  /* Per store.  */
  const struct mo_inst *s;
  bool fixed;
  int budget, queries;
  struct mo_dse_stats *stats;
  /* The limits of P, defaults filled in.  */
  int max_walk, max_queries, merge_scan, merge_stores;
  bool merge_empties_arm;
};

/* LIMIT, or DEFAULT when it is not set (<= 0).  */
static int
limit_or (int limit, int def)
{
  return limit > 0 ? limit : def;
}

/* How instruction I relates to S's location: MAY unless the callback
   answers NO within the query limit.  */
static enum mo_alias
ask (struct dse *d, const struct mo_inst *i)
{
  if (!d->f->alias)
    return MO_MAY;
  if (d->queries <= 0)
    {
      d->stats->alias_over_limit++;
      return MO_MAY;
    }
  d->queries--;
  d->stats->alias_queries++;
  return d->f->alias (d->f->alias_ctx, i, d->s) == MO_NO ? MO_NO : MO_MAY;
}

/* Apply instruction I to the search for a reader of S's value.  */
static enum walk
step (struct dse *d, const struct mo_inst *i)
{
  if (--d->budget < 0)
    {
      d->stats->walk_over_limit++;
      return WALK_LIVE;
    }
  if ((i->flags & MO_INST_KEEP) && (i->kind == MO_LOAD || i->kind == MO_STORE))
    return WALK_LIVE;
  if (i->kind != MO_LOAD && i->kind != MO_READ && i->loc != d->s->loc
      && d->p->kills && d->p->kills (d->p->ctx, i, d->s))
    return WALK_DEAD;
  switch (i->kind)
    {
    case MO_STORE:
      return i->loc == d->s->loc ? WALK_DEAD : WALK_GO_ON;
    case MO_WRITE:
      return WALK_GO_ON;
    case MO_LOAD:
      if (i->loc == d->s->loc || i->loc < 0)
	return WALK_LIVE;
      return ask (d, i) == MO_NO ? WALK_GO_ON : WALK_LIVE;
    case MO_READ:
      return ask (d, i) == MO_NO ? WALK_GO_ON : WALK_LIVE;
    case MO_BARRIER:
    default:
      return WALK_LIVE;
    }
}

/* Scan block B from instruction FROM.  */
static enum walk
scan (struct dse *d, int b, int from)
{
  const struct mo_block *blk = &d->f->blocks[b];
  for (int k = from; k < blk->ninst; k++)
    {
      enum walk w = step (d, &blk->inst[k]);
      if (w != WALK_GO_ON)
	return w;
    }
  return WALK_GO_ON;
}

/* True when the function may be left through block B (it has no
   successors) with S's value still observable afterwards.  */
static bool
exit_may_read (struct dse *d, int b)
{
  if (d->f->blocks[b].succs.len)
    return false;
  return !d->p->exit_may_read || d->p->exit_may_read (d->p->ctx, b, d->s);
}

/* Push successor TO of FROM onto the walk.  False when the walk must give
   up there.  */
static bool
push_succ (struct dse *d, int from, int to)
{
  if (d->f->blocks[to].flags & MO_BLOCK_UNKNOWN_ENTRY)
    return false;
  if (!d->fixed && d->cfg.rpo_index[to] <= d->cfg.rpo_index[from])
    return false;
  if (d->mark[to] == d->stamp)
    return true;
  if (--d->budget < 0)
    {
      d->stats->walk_over_limit++;
      return false;
    }
  d->mark[to] = d->stamp;
  mo_ivec_push (&d->stack, to);
  return true;
}

/* Walk every path from the start of block START (entered from FROM).
   WALK_DEAD when none may read S's value.  */
static enum walk
walk_from (struct dse *d, int from, int start)
{
  d->stamp++;
  d->stack.len = 0;
  if (!push_succ (d, from, start))
    return WALK_LIVE;
  while (d->stack.len)
    {
      int b = d->stack.v[--d->stack.len];
      enum walk w = scan (d, b, 0);
      if (w == WALK_LIVE || (w == WALK_GO_ON && exit_may_read (d, b)))
	return WALK_LIVE;
      if (w == WALK_DEAD)
	continue;
      const struct mo_ivec *succs = &d->f->blocks[b].succs;
      for (int k = 0; k < succs->len; k++)
	if (!push_succ (d, b, succs->v[k]))
	  return WALK_LIVE;
    }
  return WALK_DEAD;
}

/* True when a write after instruction INDEX of block B may write S's
   location (a store to it, or the callback does not answer NO).  */
static bool
written_after (struct dse *d, int b, int index)
{
  const struct mo_block *blk = &d->f->blocks[b];
  for (int k = index + 1; k < blk->ninst; k++)
    {
      const struct mo_inst *i = &blk->inst[k];
      if ((i->kind == MO_STORE || i->kind == MO_WRITE)
	  && (i->loc == d->s->loc || i->loc < 0 || ask (d, i) != MO_NO))
	return true;
      if (i->kind == MO_BARRIER)
	return true;
    }
  return false;
}

static void
push_decision (struct mo_dse_decisions *out, enum mo_dse_action action,
	       int block, int index, int target)
{
  MO_GROW (out->v, out->cap, out->len + 1);
  struct mo_dse_decision dec = { action, block, index, target, -1, -1 };
  out->v[out->len++] = dec;
}

/* True when block X lies in loop L (or a loop inside it).  */
static bool
in_loop (const struct dse *d, int x, int l)
{
  for (int k = d->cfg.loop_of[x]; k >= 0; k = d->cfg.loops[k].parent)
    if (k == l)
      return true;
  return false;
}

/* True when sinking the store of block B to its successor LIVE, inside
   B's loop, saves a store only on the edges that leave the loop: once
   per run of the loop, where the store still runs every other
   iteration, moved into the latch.  That disturbs the loop (a store at
   the end of the body becomes one at the start of the next iteration:
   xz's delta_encode executed 7.7 % more instructions) for nothing: the
   store stays.  */
static bool
dead_only_on_exit (const struct dse *d, int b, int live)
{
  int l = d->cfg.loop_of[b];
  if (l < 0 || !in_loop (d, live, l))
    return false;
  const struct mo_block *blk = &d->f->blocks[b];
  for (int k = 0; k < blk->succs.len; k++)
    if (blk->succs.v[k] != live && in_loop (d, blk->succs.v[k], l))
      return false;
  return true;
}

/* Decide about store INDEX of block B.  */
static void
classify_store (struct dse *d, int b, int index, struct mo_dse_decisions *out)
{
  const struct mo_block *blk = &d->f->blocks[b];
  d->s = &blk->inst[index];
  d->fixed = d->p->fixed && d->p->fixed (d->p->ctx, d->s);
  d->budget = d->max_walk;
  d->queries = d->max_queries;
  d->stats->stores++;

  enum walk w = scan (d, b, index + 1);
  if (w == WALK_LIVE || (w == WALK_GO_ON && exit_may_read (d, b)))
    return;
  if (w == WALK_DEAD)
    {
      push_decision (out, MO_DSE_DEAD, b, index, -1);
      return;
    }
  int live_succ = -1, nlive = 0;
  for (int k = 0; k < blk->succs.len; k++)
    if (walk_from (d, b, blk->succs.v[k]) == WALK_LIVE)
      {
	live_succ = blk->succs.v[k];
	if (++nlive > 1)
	  return;
      }
  if (nlive == 0)
    {
      push_decision (out, MO_DSE_DEAD, b, index, -1);
      return;
    }
  const struct mo_block *target = &d->f->blocks[live_succ];
  if (!d->p->sink || d->s->val < 0 || live_succ == 0
      || target->preds.len != 1
      || (target->flags & MO_BLOCK_UNKNOWN_ENTRY)
      || written_after (d, b, index) || dead_only_on_exit (d, b, live_succ))
    return;
  push_decision (out, MO_DSE_SINK, b, index, live_succ);
}

/* ------------------------------------------------------------------ */
/* Merging stores at joins.                                            */

/* True when the store S (set in D) may be moved from instruction INDEX of
   block B to the end of B: no later instruction of B may read or write
   its location.  */
static bool
last_access_p (struct dse *d, int b, int index)
{
  const struct mo_block *blk = &d->f->blocks[b];
  for (int k = index + 1; k < blk->ninst; k++)
    {
      const struct mo_inst *i = &blk->inst[k];
      if (i->kind == MO_BARRIER || (i->flags & MO_INST_KEEP)
	  || i->loc == d->s->loc || ask (d, i) != MO_NO)
	return false;
    }
  return true;
}

/* Fill CANDS with the stores of block B that could move to its end (at
   most MO_MAX_DSE_MERGE_STORES, among its last max_merge_scan
   instructions); returns how many.  */
static int
tail_stores (struct dse *d, int b, int *cands)
{
  const struct mo_block *blk = &d->f->blocks[b];
  int n = 0;
  for (int k = blk->ninst - 1; k >= 0 && k >= blk->ninst - d->merge_scan
       && n < MO_MAX_DSE_MERGE_STORES; k--)
    {
      const struct mo_inst *i = &blk->inst[k];
      if (i->kind != MO_STORE || i->loc < 0 || i->val < 0
	  || (i->flags & MO_INST_KEEP) || d->decided[d->first[b] + k])
	continue;
      d->s = i;
      d->queries = d->max_queries;
      if (last_access_p (d, b, k))
	cands[n++] = k;
    }
  return n;
}

/* True when every instruction of block B is decided already (dead or
   sunk) or one of the N merged ones: the merge empties B.  (The merged
   stores are undecided instructions of B, tail_stores; N of them, so B
   empties when N are all it has undecided.)  */
static bool
arm_empties (const struct dse *d, int b, int n)
{
  const struct mo_block *blk = &d->f->blocks[b];
  int left = 0;
  for (int k = 0; k < blk->ninst; k++)
    left += !d->decided[d->first[b] + k];
  return left == n;
}

/* Decide the merges at join J (block with exactly two predecessors, each
   with J as its only successor).  A merge saves no store on any path
   (each path ran one store and still does); with merge_empties_arm it is
   made only when it leaves one arm without a memory instruction, so that
   GCC can drop the arm and the branch (a PHI, a conditional move): the
   stores of values built in the arms, merged while the arms stay,
   become one store of a PHI that GCC's store merging then assembles
   with shifts (libpng's image_transform_png_set_shift_mod: 1.59 times
   the instructions on x86-64).  And only when it takes at most
   max_merge_stores locations: each is a PHI at the join, a move on a
   path whose value is in another register, and an arm emptied of many
   stores keeps its branch (one conditional move per PHI is more than
   GCC's if-conversion makes): libjpeg-turbo's IDCT column pass, whose
   all-zero shortcut stores one DC value to 8 rows,

       if (all AC zero)                    if (!all AC zero)
	 { ws[0..7] = dc; continue; }        { t0..t7 = the butterflies; }
       t0..t7 = the butterflies;     ->    ws[0..7] = PHI <dc .. , t0 ..>
       ws[0] = t0; ... ws[7] = t7;         (8 PHIs, 8 moves on one path)

   ran 4.6 % (jpeg_idct_islow) and 5.1 % (ifast) more instructions on
   x86-64 with the same stores.  */
static void
merge_at (struct dse *d, int j, struct mo_dse_decisions *out)
{
  const struct mo_block *join = &d->f->blocks[j];
  /* The entry is also entered when the function starts, an edge no pred
     list shows: a store placed there would run on that path too.  */
  if (j == 0 || join->preds.len != 2 || (join->flags & MO_BLOCK_UNKNOWN_ENTRY))
    return;
  int p1 = join->preds.v[0], p2 = join->preds.v[1];
  if (d->f->blocks[p1].succs.len != 1 || d->f->blocks[p2].succs.len != 1)
    return;
  int c1[MO_MAX_DSE_MERGE_STORES], c2[MO_MAX_DSE_MERGE_STORES];
  int n1 = tail_stores (d, p1, c1);
  int n2 = n1 ? tail_stores (d, p2, c2) : 0;
  int m1[MO_MAX_DSE_MERGE_STORES], m2[MO_MAX_DSE_MERGE_STORES], n = 0;
  for (int x = 0; x < n1; x++)
    for (int y = 0; y < n2; y++)
      if (d->f->blocks[p1].inst[c1[x]].loc == d->f->blocks[p2].inst[c2[y]].loc)
	{
	  m1[n] = c1[x];
	  m2[n++] = c2[y];
	  break;
	}
  if (n == 0)
    return;
  if (d->merge_empties_arm && n > d->merge_stores)
    {
      d->stats->merge_too_many++;
      return;
    }
  if (n > d->merge_stores)
    n = d->merge_stores;
  if (d->merge_empties_arm && !arm_empties (d, p1, n)
      && !arm_empties (d, p2, n))
    {
      d->stats->merge_refused++;
      return;
    }
  for (int k = 0; k < n; k++)
    {
      push_decision (out, MO_DSE_MERGE, p1, m1[k], j);
      out->v[out->len - 1].block2 = p2;
      out->v[out->len - 1].index2 = m2[k];
      d->stats->merged++;
    }
}

void
mo_dse (const struct mo_func *f, const struct mo_dse_params *params,
	struct mo_dse_decisions *out, struct mo_dse_stats *stats)
{
  struct mo_dse_stats local;
  struct dse d;
  memset (&d, 0, sizeof d);
  memset (&local, 0, sizeof local);
  d.f = f;
  d.p = params;
  d.stats = stats ? stats : &local;
  d.max_walk = limit_or (params->max_walk, MO_DEFAULT_MAX_DSE_WALK);
  d.max_queries = limit_or (params->max_alias_queries,
			    MO_DEFAULT_MAX_ALIAS_QUERIES);
  d.merge_scan = limit_or (params->max_merge_scan,
			   MO_DEFAULT_MAX_DSE_MERGE_SCAN);
  d.merge_stores = limit_or (params->max_merge_stores,
			     MO_DEFAULT_MAX_DSE_MERGE_STORES);
  if (d.merge_stores > MO_MAX_DSE_MERGE_STORES)
    d.merge_stores = MO_MAX_DSE_MERGE_STORES;
  d.merge_empties_arm = params->merge_empties_arm;
  mo_cfg_compute (f, &d.cfg);
  d.mark = mo_xcalloc (f->nblock ? f->nblock : 1, sizeof *d.mark);
  /* Blocks in RPO, instructions in order: decisions come sorted.  */
  for (int r = 0; r < d.cfg.nreach; r++)
    {
      int b = d.cfg.rpo[r];
      const struct mo_block *blk = &f->blocks[b];
      for (int k = 0; k < blk->ninst; k++)
	{
	  const struct mo_inst *i = &blk->inst[k];
	  if (i->kind == MO_STORE && i->loc >= 0 && !(i->flags & MO_INST_KEEP))
	    classify_store (&d, b, k, out);
	}
    }
  for (int k = 0; k < out->len; k++)
    d.stats->dead += out->v[k].action == MO_DSE_DEAD;
  for (int k = 0; k < out->len; k++)
    d.stats->sunk += out->v[k].action == MO_DSE_SINK;
  if (params->merge)
    {
      /* Stores already decided stay out of the merges.  */
      int total = 0;
      d.first = mo_xcalloc (f->nblock ? f->nblock : 1, sizeof *d.first);
      for (int b = 0; b < f->nblock; b++)
	{
	  d.first[b] = total;
	  total += f->blocks[b].ninst;
	}
      d.decided = mo_xcalloc (total ? total : 1, sizeof *d.decided);
      for (int k = 0; k < out->len; k++)
	d.decided[d.first[out->v[k].block] + out->v[k].index] = true;
      for (int r = 0; r < d.cfg.nreach; r++)
	merge_at (&d, d.cfg.rpo[r], out);
      free (d.first);
      free (d.decided);
    }
  free (d.mark);
  mo_ivec_free (&d.stack);
  mo_cfg_free (&d.cfg);
}

void
mo_dse_decisions_free (struct mo_dse_decisions *d)
{
  free (d->v);
  d->v = NULL;
  d->len = d->cap = 0;
}

void
mo_dse_decisions_print (const struct mo_dse_decisions *d, void *file)
{
  FILE *out = file;
  for (int k = 0; k < d->len; k++)
    {
      const struct mo_dse_decision *dec = &d->v[k];
      if (dec->action == MO_DSE_DEAD)
	fprintf (out, "dead-store bb%d #%d\n", dec->block, dec->index);
      else if (dec->action == MO_DSE_MERGE)
	fprintf (out, "merge-stores bb%d #%d bb%d #%d at bb%d\n", dec->block,
		 dec->index, dec->block2, dec->index2, dec->target);
      else
	fprintf (out, "sink-store bb%d #%d to bb%d\n", dec->block, dec->index,
		 dec->target);
    }
}
