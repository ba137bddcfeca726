/* phi.c - PHI-translated load elimination and load PRE.

   Require: mo_func_check holds; the builder translates addresses across
   block boundaries (mo_phi_translate_fn).  Uses: rpo, dominators (cfg.c).

   The heap walk of lse.c forgets everything at joins where the
   predecessors disagree and at loop headers.  This pass asks the
   question backwards instead, one load at a time, as LLVM's GVN does
   with its memory dependence queries and PHI translation: what value
   does the load's address hold at the end of each predecessor?  The
   address may be built from a PHI of the load's block; crossing into a
   predecessor substitutes the PHI's argument from that edge (the
   builder's translate callback), so "P->X" with P = PHI <P1, P2>
   becomes "P1->X" in the first predecessor and "P2->X" in the second.
   Before / after, in the memory IR (L3 = P->X, L1 = P1->X, L2 = P2->X):

       bb1: store [L1] = v4               bb1: store [L1] = v4
       bb2: store [L2] = v5               bb2: store [L2] = v5
       bb3: load v6 = [L3]                bb3: v6 := PHI <v4, v5>

   The search, for a load of location X in block B at index I:
     1. Scan B backwards from I.  A load or store of X gives its value
	(that is lse.c's case: no decision); an instruction the alias
	callback does not answer NO for, or a barrier, ends the search.
     2. At the start of a block C (the entry and blocks entered by
	abnormal or EH edges know nothing): translate X into each
	predecessor P (-1: give up), and find the value at the end of P by
	step 1 from P's last instruction.  With one predecessor the value
	passes through; with several, a PHI node at C takes one argument
	per predecessor.  Nodes are memoised by (C, X), so a search that
	comes around a loop to a node it is still building refers to that
	node: the PHI's back-edge argument is the PHI itself, or a value
	computed from it.
     3. At B itself, when exactly one predecessor Q gives no value, the
	translated address X' is known there, can_insert agrees, and B
	holds nothing but loads and stores before the load (no call that
	might not return, so a load on the edge Q -> B runs only where the
	original load would have run, at the same address, and traps only
	where it would have trapped): the argument for Q is a new load of
	X' on that edge.  One load inserted for the one removed; the paths
	through the other predecessors lose a load.
	Above B: at a join C of the search (not B's own node), when one
	predecessor Q gives no value, the one load of the search may go on
	the edge Q -> C instead, where it may run on paths that never reach
	the load.  So it must be harmless there and cheaper: an access to
	X' itself (same location id) dominates the end of Q with nothing
	in between that might free memory or leave the function's view (a
	MO_WRITE or MO_BARRIER: calls, aggregate writes; a block entered
	by an abnormal edge), so X' is readable on every path through
	the edge, as in GCC's phiopt ("nontrapping") and LLVM's
	isSafeToLoadUnconditionally; and the builder's profile says the
	edge runs at most half as often as B (colder).  This is a second
	choice: the search runs with it only when it found no decision
	without it.  The loop this serves: a value read in every iteration
	and clobbered only on a rare path inside the loop (xz's rc_encode
	reloads rc->count after every symbol because the rare output path
	stores bytes through a char pointer):

	  bb1: load v1 = [count]             bb1: load v1 = [count]
	  bb2: (loop) ... br bb3, bb4        bb2: n1 := PHI <v1, n0>
	  bb3: store.8 [out] = v2            bb3: store.8 [out] = v2
					          load v9 = [count]  inserted
	  bb4: (join of bb2, bb3)            bb4: n0 := PHI <n1, v9>
	       load v5 = [count]                  v5 := n0
	       br bb2, bb5                        br bb2, bb5
     4. Remove trivial PHIs (all arguments one operand, or the PHI
	itself) until none is left, as in Braun et al.'s SSA construction,
	then PHIs whose reachable PHIs take one outside operand only (a
	cycle of PHIs passing one value around a loop); the load's
	replacement is what its node became.  Keep only the
	nodes the replacement reaches.

     5. Lazy decisions (params lazy), a third run for a load in a loop
	when the others found nothing: an argument of the node at the
	header of the load's innermost loop, on an edge entering the loop
	from outside that runs at most half as often as the load (colder),
	may be NONE, "unknown here".  The load is then still performed,
	but only until its value is known: each node has a boolean flag of
	the same shape (NONE false, a value true, a node its flag), and
	the load becomes "flag ? node : the load".  In a loop that only
	reads the location, the load runs once per entry of the loop, the
	first time it is reached; a value it stores is carried to the next
	iteration.  The VAL of the load itself, met again around the loop,
	stays the load's own (merged) value.  zlib's deflate_slow, whose
	loop reads six fields of *s under a condition (no access proves a
	load before the loop cannot trap) and stores ins_h:

	  bb1: store.1 [l_buf] = v1          bb1: store.1 [l_buf] = v1
	  bb2: (loop) br bb3, bb4            bb2: n0 := PHI <none, n1>
					          f0 := PHI <0, f1>
	  bb3: load v2 = [window]            bb3: v2 := f0 ? n0 : load [window]
	       load v3 = [ins_h]                  v3 := f0 ? m0 : load [ins_h]
	       store [ins_h] = v4                 store [ins_h] = v4
	  bb4: (latch)                       bb4: n1 := PHI <v2, n0>
					          f1 := PHI <1, f0>
	One test serves several loads: the lazy decisions of one block
	whose flags have the same shape, with nothing but loads and stores
	between the first and each other (so all of them may be performed
	together where the first is), form a group; groups of fewer than
	min_lazy_group are dropped.

     6. The cost model (params loop_facts; carry.c): a decision whose
	nodes include PHIs at a loop's header carries that many values
	around the loop, a chain of that distance.  Around each such
	loop, mo_carry_decide must say yes, with the values decisions
	accepted before it carry there; else the decision (a lazy group:
	the whole group) is dropped and the refusal recorded with its
	verdict.  A lazy group of K loads with D header nodes carries
	K * D values and D flags, saves nothing in the first D iterations
	of each entry, then K loads per iteration (the instructions they
	take: params load_insns), for a test, a branch, D flag moves and
	K * (D - 1) value moves, and K * D + D first values per entry;
	any other decision saves its load every iteration for D - 1
	moves; either way each value entering the header along a latch
	(but the load's own) costs the moves the builder's carry_moves
	counts (a register of its own while the value it replaces is
	still used, a copy where a two-operand use overwrites it: the
	costliest path's); and an inserted load on the loop's entry is one access
	and one instruction per entry; a load PRE whose inserted load is
	on the loop's latch saves one access per entry and none per
	iteration (entry_only), worth it only in a loop that runs at most
	MO_CARRY_ENTRY_ITERS times.  The block
	transform of carry.c, 7 loads with chains of distance 8 in a loop
	of 8 iterations, is refused (chain-longer-than-loop); zlib's
	deflate_slow, 7 loads at distance 1, is kept.

   Loop-carried values come out of the same search.  For
   G[j] = G[j] + G[j-1] (one block, j = PHI <1, j+1>), the load of G[j-1]
   translated along the back edge is G[j] of the previous iteration,
   which the store at the end of the block provides; along the entry edge
   it is G[0], which nothing provides, so G[0] is loaded once before the
   loop and the loop loads one element per iteration:

       bb1: (preheader)                   bb1: load v9 = [G0]   inserted
       bb2: load v4 = [G(j)]              bb2: v6 := PHI <v9, v8>
	    load v6 = [G(j-1)]                 load v4 = [G(j)]
	    store [G(j)] = v8                  store [G(j)] = v8

   Correctness.
     (a) A value found for X at the end of P is what memory holds at X
	 there on every execution: it comes from the last load or store of
	 X before that point on every path (a join gets a PHI of the
	 per-path values) with nothing in between that may write X (the
	 callback never answers NO wrongly; a barrier stops the search).
     (b) Translation is exact: the builder substitutes every name the
	 address uses that the crossed block defines, so the address at
	 the end of P is the address the load reads when control arrives
	 through P.  This is required for correctness, not only for
	 precision: in a loop "P = PHI <A, B>; x = *P; *B = 5; *P = 4",
	 scanning up the back edge for *P without translating finds 4, but
	 the load reads *B, which holds 5 (tests/phi/trap-*.c).
     (c) Values are available where they are used: a value found at the
	 end of a block is defined on every path to it; a PHI's arguments
	 are found at the ends of its predecessors.
     (d) Each decision stands alone: it only adds PHIs and at most one
	 load, and turns its load into a copy, so the loads other decisions
	 take values from stay defined and memory never changes.  Any
	 subset of the decisions (max-transforms) is correct.
     (e) Lazy decisions: by induction along any execution, where a node's
	 flag is true its value is what (a) says: a true argument is a
	 value found as in (a) or the load's own result, which is what the
	 location held at the load (read from memory where the flag was
	 false) and still holds wherever the search carried it; a NONE
	 argument makes the flag false, and then the load is performed.
	 Performing a group's later loads where its first is changes no
	 value (each load's search scanned its block before it and found
	 nothing that may write it) and no trap (only loads and stores
	 lie between).

   Limits: max_blocks block starts crossed, max_insts instructions
   scanned, max_alias_queries questions per load, max_preds predecessors
   per join; past any of them the search gives up.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memopt.h"

#define FAIL (-1)   /* an operand kind: no value */
/* The lazy_group of a lazy decision before step 5 groups it.  */
#define LAZY_UNGROUPED (-2)

struct memo
{
  int block, loc, node;
};

struct node
{
  int block;
  int first;          /* its arguments: args[first .. first + nargs) */
  int nargs;
  int repl;           /* -1, or the index in repls of what replaced it */
};

struct phi
{
  const struct mo_func *f;
  const struct mo_phi_params *p;
  struct mo_cfg cfg;
  struct mo_phi_stats *stats;
  /* One load's search.  */
  struct node *nodes;
  int nnodes, capnodes;
  struct mo_phi_operand *args;
  int nargs, capargs;
  struct mo_phi_operand *repls;
  int nrepls, caprepls;
  struct memo *memo;
  int nmemo, capmemo;
  int blocks_left, insts_left, queries_left;
  int load_block;     /* B */
  /* The one inserted load of the search (step 3): on the edge
     ins_pred -> ins_block, of location ins_loc; ins_pred -1: none.  */
  int ins_pred, ins_block, ins_loc;
  int *seen;          /* scratch, one per block: dominating_access */
  int *stack;         /* scratch, one per block: region_keeps_memory */
  int *work;          /* scratch, three per node: remove_redundant_cycles,
			 reach_nodes */
  int capwork;
  /* Everything above that mo_phi allocates is a piece of one pool, kept
     across searches and freed at the end (pool.c: under the fuzzers'
     AddressSanitizer an allocation costs two stack traces).  */
  struct mo_pool pool;
  /* A search first runs without the load above B; it runs again with it
     (above_ok) only when it found nothing and a join above B lacked a
     value on one edge (above_wanted): a load on B's own edge, which
     always runs with the load, wins where both would do.  */
  bool above_ok, above_wanted;
  /* A third run (lazy_ok) lets arguments on the loop's entry edges be
     NONE (step 5); it runs when nothing else was found and such an
     argument failed (lazy_wanted).  lazy_used: this search made one.  */
  bool lazy_ok, lazy_wanted, lazy_used;
};

static struct mo_phi_operand
op (int kind, int id)
{
  struct mo_phi_operand o = { (enum mo_phi_opkind) kind, id };
  return o;
}

static bool
op_equal (struct mo_phi_operand a, struct mo_phi_operand b)
{
  return a.kind == b.kind && a.id == b.id;
}

static void
search_reset (struct phi *s)
{
  s->nnodes = s->nargs = s->nrepls = s->nmemo = 0;
  s->blocks_left = s->p->max_blocks;
  s->insts_left = s->p->max_insts;
  s->queries_left = s->p->max_alias_queries;
  s->ins_pred = s->ins_block = s->ins_loc = -1;
  s->lazy_used = false;
}

static void
over_limit (struct phi *s)
{
  if (s->stats)
    s->stats->over_limit++;
}

/* True when instruction IN (which does not access X itself) may write X.  */
static bool
may_write (struct phi *s, const struct mo_inst *in, int x)
{
  if (in->kind == MO_LOAD || in->kind == MO_READ)
    return false;
  if (in->kind == MO_BARRIER)
    return true;
  if (s->queries_left <= 0)
    return true;
  s->queries_left--;
  if (s->stats)
    s->stats->alias_queries++;
  struct mo_inst probe = mo_probe (x);
  enum mo_alias a = s->p->alias (s->p->ctx, in, &probe);
  return !(a == MO_NO || a == MO_NO_BY_TYPE);
}

static struct mo_phi_operand value_at_start (struct phi *s, int c, int x);

/* The value of X just before instruction UPTO of block C (UPTO = ninst:
   at its end), or FAIL.  */
static struct mo_phi_operand
scan_block (struct phi *s, int c, int upto, int x)
{
  const struct mo_block *blk = &s->f->blocks[c];
  /* (S->insts_left in a local while only this loop counts it) */
  int left = s->insts_left;
  struct mo_phi_operand v = op (FAIL, 0);
  int k = upto - 1;
  for (; k >= 0; k--)
    {
      const struct mo_inst *in = &blk->inst[k];
      if (--left < 0)
	{
	  over_limit (s);
	  break;
	}
      if ((in->kind == MO_LOAD || in->kind == MO_STORE) && in->loc == x)
	{
	  if (in->val >= 0)
	    v = op (MO_PHI_VAL, in->val);
	  break;
	}
      if (may_write (s, in, x))
	break;
    }
  s->insts_left = left;
  return k < 0 ? value_at_start (s, c, x) : v;
}

static int
new_node (struct phi *s, int block, int nargs)
{
  MO_POOL_GROW (&s->pool, s->nodes, s->capnodes, s->nnodes + 1);
  MO_POOL_GROW (&s->pool, s->args, s->capargs, s->nargs + nargs);
  struct node *n = &s->nodes[s->nnodes];
  n->block = block;
  n->first = s->nargs;
  n->nargs = nargs;
  n->repl = -1;
  for (int i = 0; i < nargs; i++)
    s->args[s->nargs + i] = op (FAIL, 0);
  s->nargs += nargs;
  return s->nnodes++;
}

static void
memo_add (struct phi *s, int block, int loc, int node)
{
  MO_POOL_GROW (&s->pool, s->memo, s->capmemo, s->nmemo + 1);
  struct memo m = { block, loc, node };
  s->memo[s->nmemo++] = m;
}

static int
memo_find (const struct phi *s, int block, int loc)
{
  for (int i = 0; i < s->nmemo; i++)
    if (s->memo[i].block == block && s->memo[i].loc == loc)
      return s->memo[i].node;
  return -1;
}

static int
translate (struct phi *s, int x, int block, int pred)
{
  if (s->stats)
    s->stats->translations++;
  return s->p->translate (s->p->ctx, x, block, pred);
}

/* True when the search may cross the start of block C.  */
static bool
may_enter (struct phi *s, int c)
{
  const struct mo_block *blk = &s->f->blocks[c];
  if (c == 0 || (blk->flags & MO_BLOCK_UNKNOWN_ENTRY) || blk->preds.len == 0)
    return false;
  if (--s->blocks_left < 0 || blk->preds.len > s->p->max_preds)
    {
      over_limit (s);
      return false;
    }
  return true;
}

/* True when an instruction may free memory or hand control to code the
   IR does not show (a call, an aggregate write, asm).  */
static bool
may_free (const struct mo_inst *in)
{
  return in->kind == MO_WRITE || in->kind == MO_BARRIER;
}

/* True when instruction K of block B is a plain access to LOC.  */
static bool
accesses (const struct phi *s, int b, int k, int loc)
{
  const struct mo_inst *in = &s->f->blocks[b].inst[k];
  return (in->kind == MO_LOAD || in->kind == MO_STORE) && in->loc == loc
	 && !(in->flags & MO_INST_KEEP);
}

/* True when no block on a path from the end of D to the end of Q (Q
   reachable, D a strict dominator of Q) may free memory: the blocks a
   walk up from Q meets before D, whole.  A loop body lies between an
   access before the loop and a block inside it, so the walk may visit
   up to 4 * max_blocks blocks; past that, false.  */
static bool
region_keeps_memory (struct phi *s, int d, int q)
{
  const struct mo_func *f = s->f;
  int *stack = s->stack;
  int sp = 0, nseen = 0, budget = 4 * s->p->max_blocks;
  bool ok = true;
  stack[sp++] = q;
  s->seen[q] = 1;
  while (sp > 0 && ok)
    {
      int b = stack[--sp];
      stack[f->nblock - ++nseen] = b;   /* remembered for unmarking */
      const struct mo_block *blk = &f->blocks[b];
      ok = --budget >= 0 && !(blk->flags & MO_BLOCK_UNKNOWN_ENTRY) && b != 0;
      for (int k = 0; k < blk->ninst && ok; k++)
	ok = --s->insts_left >= 0 && !may_free (&blk->inst[k]);
      for (int i = 0; i < blk->preds.len && ok; i++)
	{
	  int p = blk->preds.v[i];
	  if (p != d && !s->seen[p] && s->cfg.rpo_index[p] >= 0)
	    {
	      s->seen[p] = 1;
	      stack[sp++] = p;
	    }
	}
    }
  /* Unmark: the popped blocks, then those still pending.  */
  for (int k = 0; k < nseen; k++)
    s->seen[stack[f->nblock - 1 - k]] = 0;
  for (int k = 0; k < sp; k++)
    s->seen[stack[k]] = 0;
  return ok;
}

/* True when LOC is readable at the end of block Q on every path: a
   plain load or store of LOC dominates that point and nothing between
   may free memory (step 3, above B).  The instructions it looks at count
   against the search's max_insts.  */
static bool
dominating_access (struct phi *s, int loc, int q)
{
  const struct mo_func *f = s->f;
  if (s->cfg.rpo_index[q] < 0)
    return false;
  for (int d = q; d >= 0; d = s->cfg.idom[d])
    {
      const struct mo_block *blk = &f->blocks[d];
      for (int k = blk->ninst - 1; k >= 0; k--)
	{
	  if (--s->insts_left < 0)
	    return false;
	  if (accesses (s, d, k, loc))
	    return d == q || region_keeps_memory (s, d, q);
	  if (may_free (&blk->inst[k]))
	    return false;
	}
    }
  return false;
}

/* The argument of node NODE (at block C, a join above the load, or B for
   a second location) for predecessor PRED found no value for X' = XP:
   make it the search's one inserted load when step 3's rule for a join
   above B allows (and note that a second run could try it).  */
static bool
claim_above (struct phi *s, int node, int c, int pred, int xp)
{
  const struct mo_phi_params *p = s->p;
  if (node != 0 && xp >= 0 && !s->above_ok)
    s->above_wanted = true;
  if (!s->above_ok || node == 0 || xp < 0 || s->ins_pred >= 0 || !p->insert
      || !p->can_insert || !p->colder || !dominating_access (s, xp, pred)
      || !p->colder (p->ctx, pred, c, s->load_block)
      || !p->can_insert (p->ctx, xp, pred, c))
    return false;
  s->ins_pred = pred;
  s->ins_block = c;
  s->ins_loc = xp;
  return true;
}

/* The argument of a node at block C for predecessor PRED found no value:
   it may be NONE (step 5) when C is the header of the load's innermost
   loop, PRED enters that loop from outside, and the edge runs at most
   half as often as the load's block (colder).  Notes that a lazy run
   could try it.  */
static bool
claim_lazy (struct phi *s, int c, int pred)
{
  const struct mo_phi_params *p = s->p;
  if (!p->lazy || !p->colder)
    return false;
  int l = s->cfg.loop_of[s->load_block];
  if (l < 0 || s->cfg.loops[l].header != c
      || mo_cfg_dominates (&s->cfg, c, pred))
    return false;
  if (!s->lazy_ok)
    {
      s->lazy_wanted = true;
      return false;
    }
  if (!p->colder (p->ctx, pred, c, s->load_block))
    return false;
  s->lazy_used = true;
  return true;
}

/* Find the value at the end of C's predecessor number I, X translated;
   stores it as the node's argument (a new load there when claim_above
   allows, NONE when claim_lazy does).  Returns false on FAIL.  */
static bool
fill_arg (struct phi *s, int node, int c, int i, int x)
{
  int pred = s->f->blocks[c].preds.v[i];
  int xp = translate (s, x, c, pred);
  struct mo_phi_operand v = xp < 0 ? op (FAIL, 0)
		    : scan_block (s, pred, s->f->blocks[pred].ninst, xp);
  if ((int) v.kind == FAIL && claim_above (s, node, c, pred, xp))
    v = op (MO_PHI_LOAD, xp);
  else if ((int) v.kind == FAIL && claim_lazy (s, c, pred))
    v = op (MO_PHI_NONE, 0);
  s->args[s->nodes[node].first + i] = v;
  return (int) v.kind != FAIL;
}

/* The value of X at the start of block C, or FAIL.  */
static struct mo_phi_operand
value_at_start (struct phi *s, int c, int x)
{
  /* A join met again costs nothing: its node is already there.  */
  int n = memo_find (s, c, x);
  if (n >= 0)
    return op (MO_PHI_NODE, n);
  if (!may_enter (s, c))
    return op (FAIL, 0);
  const struct mo_block *blk = &s->f->blocks[c];
  if (blk->preds.len == 1)
    {
      int pred = blk->preds.v[0];
      int xp = translate (s, x, c, pred);
      if (xp < 0)
	return op (FAIL, 0);
      return scan_block (s, pred, s->f->blocks[pred].ninst, xp);
    }
  n = new_node (s, c, blk->preds.len);
  memo_add (s, c, x, n);
  for (int i = 0; i < blk->preds.len; i++)
    if (!fill_arg (s, n, c, i, x))
      return op (FAIL, 0);
  return op (MO_PHI_NODE, n);
}

/* ------------------------------------------------------------------ */
/* Trivial PHIs.                                                       */

static struct mo_phi_operand
resolve (const struct phi *s, struct mo_phi_operand o)
{
  while (o.kind == MO_PHI_NODE && s->nodes[o.id].repl >= 0)
    o = s->repls[s->nodes[o.id].repl];
  return o;
}

static void
replace_node (struct phi *s, int n, struct mo_phi_operand by)
{
  MO_POOL_GROW (&s->pool, s->repls, s->caprepls, s->nrepls + 1);
  s->repls[s->nrepls] = by;
  s->nodes[n].repl = s->nrepls++;
}

/* Replace every node whose arguments other than itself are all one
   operand by that operand, until none is left.  */
static void
remove_trivial (struct phi *s)
{
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (int n = 0; n < s->nnodes; n++)
	{
	  if (s->nodes[n].repl >= 0)
	    continue;
	  struct mo_phi_operand same = op (FAIL, 0);
	  bool have_same = false, trivial = true;
	  for (int i = 0; i < s->nodes[n].nargs && trivial; i++)
	    {
	      struct mo_phi_operand a = resolve (s, s->args[s->nodes[n].first + i]);
	      if (a.kind == MO_PHI_NODE && a.id == n)
		continue;
	      if (!have_same)
		same = a, have_same = true;
	      else if (!op_equal (a, same))
		trivial = false;
	    }
	  if (trivial && have_same)
	    {
	      replace_node (s, n, same);
	      changed = true;
	    }
	}
    }
}

/* The one operand other than nodes that the nodes reachable from node N
   (through node arguments) take, or FAIL when there are several or none.
   MARK is scratch, one int per node, all zero on entry and on return.  */
static struct mo_phi_operand
closure_operand (struct phi *s, int n, int *mark, int *stack)
{
  struct mo_phi_operand same = op (FAIL, 0);
  bool have = false, several = false;
  int sp = 0, nseen = 0;
  stack[sp++] = n;
  mark[n] = 1;
  while (sp > 0 && !several)
    {
      int m = stack[--sp];
      stack[s->nnodes + nseen++] = m;
      for (int i = 0; i < s->nodes[m].nargs; i++)
	{
	  struct mo_phi_operand a = resolve (s, s->args[s->nodes[m].first + i]);
	  if (a.kind == MO_PHI_NODE)
	    {
	      if (!mark[a.id])
		{
		  mark[a.id] = 1;
		  stack[sp++] = a.id;
		}
	    }
	  else if (!have)
	    same = a, have = true;
	  else if (!op_equal (a, same))
	    several = true;
	}
    }
  /* Unmark everything marked: the popped ones and those still pending.  */
  for (int k = 0; k < nseen; k++)
    mark[stack[s->nnodes + k]] = 0;
  for (int k = 0; k < sp; k++)
    mark[stack[k]] = 0;
  return have && !several ? same : op (FAIL, 0);
}

/* Replace every node whose reachable nodes take one outside operand V
   by V: PHIs that only pass V around among themselves (a cycle of PHIs
   through a loop, which the one-node rule above does not see).  */
static void
remove_redundant_cycles (struct phi *s)
{
  if (s->nnodes == 0)
    return;
  MO_POOL_GROW (&s->pool, s->work, s->capwork, 3 * s->nnodes);
  int *mark = s->work, *stack = s->work + s->nnodes;
  memset (mark, 0, s->nnodes * sizeof *mark);
  for (int n = 0; n < s->nnodes; n++)
    {
      if (s->nodes[n].repl >= 0)
	continue;
      struct mo_phi_operand v = closure_operand (s, n, mark, stack);
      if ((int) v.kind != FAIL)
	replace_node (s, n, v);
    }
}

/* ------------------------------------------------------------------ */
/* Decisions.                                                          */

/* The nodes VALUE reaches, in the order they are reached (VALUE's node
   first): their number, into S->work's ORDER part (the first COUNT ints
   after the NUM part, which maps a node to its place or -1).  */
static int
reach_nodes (struct phi *s, struct mo_phi_operand value)
{
  MO_POOL_GROW (&s->pool, s->work, s->capwork,
		2 * (s->nnodes ? s->nnodes : 1));
  int *num = s->work, *order = s->work + s->nnodes;
  for (int n = 0; n < s->nnodes; n++)
    num[n] = -1;
  int count = 0;
  if (value.kind == MO_PHI_NODE)
    {
      num[value.id] = count;
      order[count++] = value.id;
    }
  for (int k = 0; k < count; k++)
    {
      const struct node *n = &s->nodes[order[k]];
      for (int i = 0; i < n->nargs; i++)
	{
	  struct mo_phi_operand a = resolve (s, s->args[n->first + i]);
	  if (a.kind == MO_PHI_NODE && num[a.id] < 0)
	    {
	      num[a.id] = count;
	      order[count++] = a.id;
	    }
	}
    }
  return count;
}

/* Copy the COUNT nodes reach_nodes found for VALUE into D, renumbered in
   that order, with resolved arguments: pieces of OUT's pool.  */
static void
extract_nodes (struct phi *s, struct mo_phi_operand value, int count,
	       struct mo_phi_decision *d, struct mo_phi_decisions *out)
{
  const int *num = s->work, *order = s->work + s->nnodes;
  d->nnodes = count;
  d->nodes = count ? mo_pool_calloc (&out->pool, count, sizeof *d->nodes)
		   : NULL;
  for (int k = 0; k < count; k++)
    {
      const struct node *n = &s->nodes[order[k]];
      struct mo_phi_node *node = &d->nodes[k];
      node->block = n->block;
      node->nargs = n->nargs;
      node->args = mo_pool_alloc (&out->pool, n->nargs * sizeof *node->args);
      for (int i = 0; i < n->nargs; i++)
	{
	  struct mo_phi_operand a = resolve (s, s->args[n->first + i]);
	  if (a.kind == MO_PHI_NODE)
	    a.id = num[a.id];
	  node->args[i] = a;
	}
    }
  d->value = value.kind == MO_PHI_NODE ? op (MO_PHI_NODE, 0) : value;
}

static void
push_decision (struct mo_phi_decisions *out, const struct mo_phi_decision *d)
{
  MO_POOL_GROW (&out->pool, out->v, out->cap, out->len + 1);
  out->v[out->len++] = *d;
}

/* True when nothing before instruction INDEX of block B can stop control
   from reaching it or make it run elsewhere (only loads and stores).  */
static bool
reached_from_start (const struct mo_func *f, int b, int index)
{
  for (int k = 0; k < index; k++)
    {
      enum mo_kind kind = f->blocks[b].inst[k].kind;
      if (kind != MO_LOAD && kind != MO_STORE)
	return false;
    }
  return true;
}

/* True when every predecessor of B other than Q is dominated by B (so a
   value defined on the edge Q -> B dominates B).  */
static bool
only_entry_edge (const struct phi *s, int b, int q)
{
  const struct mo_block *blk = &s->f->blocks[b];
  for (int i = 0; i < blk->preds.len; i++)
    if (blk->preds.v[i] != q && !mo_cfg_dominates (&s->cfg, b, blk->preds.v[i]))
      return false;
  return true;
}

/* At most one argument of the load's own node failed: try to make it a
   load on its edge (the search's one inserted load, unless a join above
   took it).  Returns false when it cannot be.  */
static bool
try_insert (struct phi *s, int top, int b, int index)
{
  const struct mo_block *blk = &s->f->blocks[b];
  int failed = -1;
  for (int i = 0; i < blk->preds.len; i++)
    if ((int) s->args[s->nodes[top].first + i].kind == FAIL)
      {
	if (failed >= 0)
	  return false;
	failed = i;
      }
  if (failed < 0)
    return true;
  if (blk->preds.len < 2 || s->ins_pred >= 0 || !s->p->insert
      || !s->p->can_insert || !reached_from_start (s->f, b, index))
    return false;
  int q = blk->preds.v[failed];
  int xq = translate (s, blk->inst[index].loc, b, q);
  if (xq < 0 || !s->p->can_insert (s->p->ctx, xq, q, b))
    return false;
  s->args[s->nodes[top].first + failed] = op (MO_PHI_LOAD, xq);
  s->ins_pred = q;
  s->ins_block = b;
  s->ins_loc = xq;
  return true;
}

/* The search for the load at INDEX of block B.  */
static void
consider_load (struct phi *s, int b, int index, struct mo_phi_decisions *out)
{
  const struct mo_inst *in = &s->f->blocks[b].inst[index];
  if (in->loc < 0 || in->val < 0 || (in->flags & MO_INST_KEEP))
    return;
  if (s->stats && !s->above_ok)
    s->stats->loads++;
  search_reset (s);
  s->load_block = b;
  int x = in->loc;
  /* Step 1, in B itself: a value here is lse.c's business.  */
  for (int k = index - 1; k >= 0; k--)
    {
      const struct mo_inst *o = &s->f->blocks[b].inst[k];
      if ((o->kind == MO_LOAD || o->kind == MO_STORE) && o->loc == x)
	return;
      if (may_write (s, o, x))
	return;
    }
  const struct mo_block *blk = &s->f->blocks[b];
  if (!may_enter (s, b))
    return;
  int top = new_node (s, b, blk->preds.len);
  memo_add (s, b, x, top);
  int nfail = 0;
  for (int i = 0; i < blk->preds.len && nfail < 2; i++)
    nfail += !fill_arg (s, top, b, i, x);
  if (nfail > (s->lazy_ok ? 0 : 1) || !try_insert (s, top, b, index))
    return;
  /* The load's own value, met again around a loop, is what the load
     will become: the top node.  A lazy decision keeps the load where the
     flag is false, so there it stays the load's own value.  */
  for (int k = 0; k < s->nargs && !s->lazy_used; k++)
    if (s->args[k].kind == MO_PHI_VAL && s->args[k].id == in->val)
      s->args[k] = op (MO_PHI_NODE, top);
  remove_trivial (s);
  remove_redundant_cycles (s);
  struct mo_phi_operand value = resolve (s, op (MO_PHI_NODE, top));
  if (value.kind == MO_PHI_LOAD
      && !only_entry_edge (s, s->ins_block, s->ins_pred))
    return;
  /* A node whose search failed inside (an unknown argument) makes every
     node that reaches it unknown; nodes nothing reaches do not matter.  */
  int count = reach_nodes (s, value);
  bool unknown = (int) value.kind == FAIL || value.kind == MO_PHI_NONE;
  int nones = 0;
  for (int k = 0; k < count; k++)
    {
      const struct node *n = &s->nodes[s->work[s->nnodes + k]];
      for (int i = 0; i < n->nargs; i++)
	{
	  struct mo_phi_operand a = resolve (s, s->args[n->first + i]);
	  unknown |= (int) a.kind == FAIL;
	  nones += a.kind == MO_PHI_NONE;
	}
    }
  /* A lazy search whose NONE arguments all fell away is not a decision
     of its own kind: the plain search, which found nothing, decides.  */
  if (unknown || (s->lazy_used && (nones == 0 || value.kind != MO_PHI_NODE)))
    return;
  struct mo_phi_decision d;
  memset (&d, 0, sizeof d);
  d.block = b;
  d.index = index;
  d.insert_pred = d.insert_block = d.insert_loc = -1;
  d.lazy_group = -1;
  extract_nodes (s, value, count, &d, out);
  if (s->lazy_used)
    d.lazy_group = LAZY_UNGROUPED;
  /* The inserted load is used only if it survived simplification.  */
  bool uses_load = value.kind == MO_PHI_LOAD;
  for (int k = 0; k < d.nnodes; k++)
    for (int i = 0; i < d.nodes[k].nargs; i++)
      uses_load |= d.nodes[k].args[i].kind == MO_PHI_LOAD;
  if (uses_load)
    {
      d.insert_pred = s->ins_pred;
      d.insert_block = s->ins_block;
      d.insert_loc = s->ins_loc;
    }
  if (s->stats && !s->lazy_used)
    {
      if (uses_load)
	{
	  s->stats->partial++;
	  s->stats->above += s->ins_block != b;
	}
      else if (value.kind == MO_PHI_VAL)
	s->stats->single++;
      else
	s->stats->full++;
    }
  push_decision (out, &d);
}

/* ------------------------------------------------------------------ */
/* Step 5: lazy decisions share one test per group.                     */

/* An argument's part in the flag: NONE false, a node its flag, anything
   else true.  */
static int
flag_class (struct mo_phi_operand a)
{
  return a.kind == MO_PHI_NONE ? -2 : a.kind == MO_PHI_NODE ? a.id : -1;
}

/* True when A and B have flags of the same shape: the same nodes at the
   same blocks, each argument of the same flag class.  */
static bool
same_flag (const struct mo_phi_decision *a, const struct mo_phi_decision *b)
{
  if (a->nnodes != b->nnodes)
    return false;
  for (int n = 0; n < a->nnodes; n++)
    {
      const struct mo_phi_node *x = &a->nodes[n], *y = &b->nodes[n];
      if (x->block != y->block || x->nargs != y->nargs)
	return false;
      for (int i = 0; i < x->nargs; i++)
	if (flag_class (x->args[i]) != flag_class (y->args[i]))
	  return false;
    }
  return true;
}

/* True when nothing but loads and stores lies between instructions FROM
   and TO of block B: a load at TO may be performed at FROM instead.  */
static bool
only_accesses_between (const struct mo_func *f, int b, int from, int to)
{
  for (int k = from; k < to; k++)
    {
      enum mo_kind kind = f->blocks[b].inst[k].kind;
      if (kind != MO_LOAD && kind != MO_STORE)
	return false;
    }
  return true;
}

/* The group lazy decision K joins: an earlier group's first decision in
   the same block with a flag of the same shape and only accesses in
   between, or K itself.  */
static int
find_group (const struct mo_func *f, const struct mo_phi_decisions *out,
	    int k)
{
  const struct mo_phi_decision *d = &out->v[k];
  for (int j = k - 1; j >= 0 && out->v[j].block == d->block; j--)
    {
      const struct mo_phi_decision *g = &out->v[j];
      if (g->lazy_group == j && same_flag (g, d)
	  && only_accesses_between (f, d->block, g->index, d->index))
	return j;
    }
  return k;
}

/* Group the lazy decisions of OUT (LAZY_UNGROUPED) in blocks, drop the
   groups smaller than MIN (a test costs about what one load does), and
   renumber: lazy_group becomes the index of the group's first decision.
   Dropping decisions keeps the rest correct (every subset is); a dropped
   one's nodes stay in OUT's pool.  */
static void
group_lazy (struct phi *s, struct mo_phi_decisions *out, int min,
	    struct mo_phi_stats *stats)
{
  const struct mo_func *f = s->f;
  size_t n = out->len ? (size_t) out->len : 1;
  int *size = mo_pool_calloc (&s->pool, n, sizeof *size);
  int *moved = mo_pool_alloc (&s->pool, n * sizeof *moved);
  for (int k = 0; k < out->len; k++)
    if (out->v[k].lazy_group == LAZY_UNGROUPED)
      {
	out->v[k].lazy_group = find_group (f, out, k);
	size[out->v[k].lazy_group]++;
      }
  int len = 0;
  for (int k = 0; k < out->len; k++)
    {
      struct mo_phi_decision d = out->v[k];
      if (d.lazy_group >= 0 && size[d.lazy_group] < min)
	{
	  moved[k] = -1;
	  continue;
	}
      moved[k] = len;
      if (d.lazy_group >= 0)
	{
	  d.lazy_group = moved[d.lazy_group];
	  if (stats)
	    {
	      stats->lazy++;
	      stats->lazy_groups += d.lazy_group == len;
	    }
	}
      out->v[len++] = d;
    }
  out->len = len;
}

/* ------------------------------------------------------------------ */
/* Step 6: the cost model of carried values (carry.c).                  */

struct carry
{
  const struct phi *s;
  struct mo_phi_decisions *out;
  struct mo_carry_budget budget;
  struct mo_ivec loads;          /* the loads of the decision judged */
};

/* The values decision D carries around loop L: its nodes at L's header
   (each takes a value on L's latch edges, one iteration of its chain).  */
static int
header_nodes (const struct phi *s, const struct mo_phi_decision *d, int l)
{
  int n = 0;
  for (int k = 0; k < d->nnodes; k++)
    n += d->nodes[k].block == s->cfg.loops[l].header;
  return n;
}

/* The value of the load decision D replaces.  */
static int
load_val (const struct phi *s, const struct mo_phi_decision *d)
{
  return s->f->blocks[d->block].inst[d->index].val;
}

/* C->loads := the loads of decision K and, when it is a lazy group's
   first, of the rest of its group.  */
static void
decision_loads (struct carry *c, int k)
{
  const struct mo_phi_decisions *out = c->out;
  int g = out->v[k].lazy_group;
  c->loads.len = 0;
  for (int j = k; j < out->len && (j == k || g >= 0); j++)
    if (j == k || out->v[j].lazy_group == g)
      mo_ivec_push (&c->loads, load_val (c->s, &out->v[j]));
}

/* The instructions the load decision D replaces takes besides its
   access (the builder's load_insns).  */
static int
load_insns (const struct phi *s, const struct mo_phi_decision *d)
{
  const struct mo_phi_params *p = s->p;
  if (!p->load_insns)
    return 1;
  /* Its own value travels when an argument is that value, or (not
     lazy) the top node, which it becomes (consider_load); in a lazy
     decision the top node as an argument is the carried value passing
     a path without the load.  */
  int val = s->f->blocks[d->block].inst[d->index].val;
  bool carried = false;
  for (int n = 0; n < d->nnodes; n++)
    for (int i = 0; i < d->nodes[n].nargs; i++)
      {
	struct mo_phi_operand a = d->nodes[n].args[i];
	carried |= (a.kind == MO_PHI_VAL && a.id == val)
		   || (a.kind == MO_PHI_NODE && a.id == 0 && d->lazy_group < 0);
      }
  return p->load_insns (p->ctx, d->block, d->index, carried);
}

/* The moves per iteration that decision D's values entering loop L's
   header along its latches cost (the builder's carry_moves, at most for
   the costliest path): a value computed in the loop and kept into the
   next iteration needs a register of its own wherever it is computed
   before the load's value (the previous iteration's) is last used, so
   the chain rotates by a move; and a copy where a use overwrites it.
   The load's own value is left to load_insns (carried).  VISITED: D's
   nodes already met (a node reached twice is counted once).  */
static int
node_moves (const struct phi *s, const struct mo_phi_decision *d, int l,
	    int node, bool *visited)
{
  const struct mo_phi_params *p = s->p;
  const struct mo_phi_node *n = &d->nodes[node];
  int header = s->cfg.loops[l].header;
  const struct mo_block *blk = &s->f->blocks[n->block];
  int most = 0;
  visited[node] = true;
  for (int i = 0; i < n->nargs; i++)
    {
      struct mo_phi_operand a = n->args[i];
      if (n->block == header
	  && !mo_cfg_dominates (&s->cfg, header, blk->preds.v[i]))
	continue;               /* an entry edge */
      int m = 0;
      if (a.kind == MO_PHI_VAL && a.id != load_val (s, d))
	m = p->carry_moves (p->ctx, a.id, d->block, d->index);
      else if (a.kind == MO_PHI_NODE && !visited[a.id]
	       && d->nodes[a.id].block != header
	       && mo_cfg_dominates (&s->cfg, header, d->nodes[a.id].block))
	m = node_moves (s, d, l, a.id, visited);
      if (m > most)
	most = m;
    }
  return most;
}

static int
latch_moves (const struct phi *s, const struct mo_phi_decision *d, int l)
{
  if (!s->p->carry_moves || d->nnodes == 0)
    return 0;
  bool *visited = mo_xcalloc (d->nnodes, sizeof *visited);
  int header = s->cfg.loops[l].header, most = 0;
  for (int k = 0; k < d->nnodes; k++)
    if (d->nodes[k].block == header && !visited[k])
      {
	int m = node_moves (s, d, l, k, visited);
	if (m > most)
	  most = m;
      }
  free (visited);
  return most;
}

static bool entry_only (const struct phi *s, const struct mo_phi_decision *d,
			int l);

/* The candidate decision K (with GROUP loads, when it is a lazy group's
   first) makes around loop L, where it has D_L header nodes: a lazy
   group around the loop its NONE arguments enter waits D_L iterations
   and tests a flag chain of D_L flags; anything else saves its loads
   from the first iteration, rotating its chains by D_L - 1 moves.  */
static struct mo_carry_cand
candidate (const struct phi *s, const struct mo_phi_decisions *out, int k,
	   int group, int l, int dl)
{
  const struct mo_phi_params *p = s->p;
  const struct mo_phi_decision *d = &out->v[k];
  struct mo_carry_cand c;
  memset (&c, 0, sizeof c);
  int loc = s->f->blocks[d->block].inst[d->index].loc;
  int cls = p->loc_class ? p->loc_class (p->ctx, loc) : MO_RC_GPR;
  if (cls < 0 || cls >= MO_NRC)
    cls = MO_RC_GPR;
  bool lazy = d->lazy_group >= 0;
  int n = lazy ? group : 1;
  c.carried[cls] = n * dl;
  c.distance = dl;
  c.saved = n;
  int moves = 0;
  for (int j = k; j < out->len && (j == k || lazy); j++)
    if (j == k || out->v[j].lazy_group == d->lazy_group)
      {
	c.saved_insns += load_insns (s, &out->v[j]);
	moves += latch_moves (s, &out->v[j], l);
      }
  if (lazy)
    {
      c.carried[MO_RC_GPR] += dl;   /* the flags */
      c.once_insns = (n + 1) * dl;  /* their first values */
    }
  if (lazy && s->cfg.loop_of[d->block] == l)
    {
      c.delay = dl;
      c.added = 2 + dl + n * (dl - 1);   /* test and branch, flags */
    }
  else
    c.added = (n + lazy) * (dl - 1);
  c.added += moves;
  if (d->insert_pred >= 0 && d->insert_block == s->cfg.loops[l].header
      && !mo_cfg_dominates (&s->cfg, d->insert_block, d->insert_pred))
    {
      c.once++;
      c.once_insns++;
    }
  if (entry_only (s, d, l))
    {
      c.saved = c.saved_insns = 0;    /* nothing per iteration */
      c.once = c.once_insns = -1;     /* one load per entry */
    }
  return c;
}

/* True when decision D saves its load around loop L only once per entry:
   a load PRE whose inserted load is on a latch edge of L, the loop
   headed by the load's block (the load moves to the latch and still
   runs in every iteration but the first).  The value on the entry
   edges, often computed well before the loop, then stays live from
   there to the loop: one access per entry for a register in the code
   around it, which carry.c weighs (no-gain) against how long the loop
   runs.  */
static bool
entry_only (const struct phi *s, const struct mo_phi_decision *d, int l)
{
  return d->insert_pred >= 0 && d->lazy_group < 0
	 && d->insert_block == s->cfg.loops[l].header
	 && mo_cfg_dominates (&s->cfg, d->insert_block, d->insert_pred);
}

/* Whether decision K (a lazy group's first, of GROUP loads) may be made:
   every loop it carries values around accepts it; then those loops take
   its values and loads.  */
static bool
carry_accepts (struct carry *c, int k, int group)
{
  const struct phi *s = c->s;
  const struct mo_phi_params *p = s->p;
  const struct mo_phi_decision *d = &c->out->v[k];
  decision_loads (c, k);
  for (int pass = 0; pass < 2; pass++)
    for (int l = 0; l < s->cfg.nloop; l++)
      {
	int dl = header_nodes (s, d, l);
	if (dl == 0)
	  continue;
	struct mo_carry_cand cand = candidate (s, c->out, k, group, l, dl);
	if (pass == 1)
	  {
	    mo_carry_budget_take (&c->budget, l, c->loads.v, c->loads.len,
				  &cand);
	    continue;
	  }
	struct mo_carry_loop facts;
	int header = s->cfg.loops[l].header;
	enum mo_carry_verdict v
	  = mo_carry_budget_judge (&c->budget, p->target, p->loop_facts,
				   p->ctx, l, header, c->loads.v, c->loads.len,
				   &cand, &facts);
	if (v != MO_CARRY_YES)
	  {
	    struct mo_phi_decisions *out = c->out;
	    MO_POOL_GROW (&out->pool, out->refused, out->caprefused,
			  out->nrefused + 1);
	    struct mo_carry_refusal *r = &out->refused[out->nrefused++];
	    mo_carry_refusal_fill (r, d->block, d->index, header, v, &cand,
				   v == MO_CARRY_UNKNOWN_LOOP ? NULL : &facts,
				   &c->budget, l);
	    r->lazy = d->lazy_group >= 0;
	    r->group = group;
	    return false;
	  }
      }
  return true;
}

/* Drop the decisions of OUT the cost model refuses (a lazy group as a
   whole, judged at its first decision), and renumber the groups.
   Dropping decisions keeps the rest correct (every subset is).  */
static void
carry_filter (struct phi *s, struct mo_phi_decisions *out,
	      struct mo_phi_stats *stats)
{
  int nloop = s->cfg.nloop > 0 ? s->cfg.nloop : 1;
  struct carry c;
  memset (&c, 0, sizeof c);
  c.s = s;
  c.out = out;
  mo_carry_budget_init (&c.budget, nloop);
  int n = out->len ? out->len : 1;
  int *moved = mo_pool_alloc (&s->pool, n * sizeof *moved);
  int len = 0;
  for (int k = 0; k < out->len; k++)
    {
      struct mo_phi_decision d = out->v[k];
      int g = d.lazy_group;
      bool keep;
      if (g >= 0 && g != k)
	keep = moved[g] >= 0;
      else
	{
	  int group = 0;
	  for (int j = k; g >= 0 && j < out->len; j++)
	    group += out->v[j].lazy_group == g;
	  keep = carry_accepts (&c, k, group);
	}
      if (!keep)
	{
	  if (stats)
	    {
	      stats->carry_refused++;
	      stats->lazy -= g >= 0;
	      stats->lazy_groups -= g == k;
	    }
	  moved[k] = -1;
	  continue;
	}
      moved[k] = len;
      if (g >= 0)
	d.lazy_group = moved[g];
      out->v[len++] = d;
    }
  out->len = len;
  mo_carry_budget_free (&c.budget);
  mo_ivec_free (&c.loads);
}

void
mo_phi (const struct mo_func *f, const struct mo_phi_params *p,
	struct mo_phi_decisions *out, struct mo_phi_stats *stats)
{
  struct phi s;
  memset (&s, 0, sizeof s);
  s.f = f;
  s.p = p;
  s.stats = stats;
  mo_cfg_compute (f, &s.cfg);
  /* The pools' first chunks: the scratch of a fuzz program's searches
     takes about 1.3 KB beside the two per-block arrays, its decisions
     and their list 2 to 3 KB (both with AddressSanitizer's redzones).  */
  size_t nblock = f->nblock ? (size_t) f->nblock : 1;
  mo_pool_init (&s.pool, 2048 + 2 * nblock * sizeof (int));
  mo_pool_init (&out->pool, 4096);
  s.seen = mo_pool_calloc (&s.pool, nblock, sizeof *s.seen);
  s.stack = mo_pool_alloc (&s.pool, nblock * sizeof *s.stack);
  for (int r = 0; r < s.cfg.nreach; r++)
    {
      int b = s.cfg.rpo[r];
      for (int i = 0; i < f->blocks[b].ninst; i++)
	if (f->blocks[b].inst[i].kind == MO_LOAD)
	  {
	    int before = out->len;
	    s.above_ok = s.above_wanted = false;
	    s.lazy_ok = s.lazy_wanted = false;
	    consider_load (&s, b, i, out);
	    if (out->len == before && s.above_wanted && p->colder)
	      {
		s.above_ok = true;
		consider_load (&s, b, i, out);
		s.above_ok = false;
	      }
	    if (out->len == before && s.lazy_wanted)
	      {
		s.lazy_ok = true;
		consider_load (&s, b, i, out);
	      }
	  }
    }
  if (p->lazy)
    group_lazy (&s, out, p->min_lazy_group > 0 ? p->min_lazy_group : 2,
		stats);
  if (p->loop_facts && p->target)
    carry_filter (&s, out, stats);
  mo_cfg_free (&s.cfg);
  mo_pool_free (&s.pool);
}

void
mo_phi_decisions_free (struct mo_phi_decisions *d)
{
  mo_pool_free (&d->pool);   /* and V, REFUSED */
  memset (d, 0, sizeof *d);
}

static void
print_operand (FILE *out, struct mo_phi_operand o)
{
  switch (o.kind)
    {
    case MO_PHI_VAL:
      fprintf (out, "v%d", o.id);
      break;
    case MO_PHI_NODE:
      fprintf (out, "n%d", o.id);
      break;
    case MO_PHI_LOAD:
      fprintf (out, "load L%d", o.id);
      break;
    case MO_PHI_NONE:
      fputs ("none", out);
      break;
    }
}

void
mo_phi_decisions_print (const struct mo_phi_decisions *d, void *file)
{
  FILE *out = file;
  for (int k = 0; k < d->len; k++)
    {
      const struct mo_phi_decision *dec = &d->v[k];
      fprintf (out, "phi-load bb%d #%d = ", dec->block, dec->index);
      print_operand (out, dec->value);
      if (dec->lazy_group >= 0)
	fprintf (out, " lazy g%d", dec->lazy_group);
      for (int n = 0; n < dec->nnodes; n++)
	{
	  fprintf (out, "; n%d bb%d [", n, dec->nodes[n].block);
	  for (int i = 0; i < dec->nodes[n].nargs; i++)
	    {
	      if (i)
		fputc (' ', out);
	      print_operand (out, dec->nodes[n].args[i]);
	    }
	  fputc (']', out);
	}
      fputc ('\n', out);
    }
}

void
mo_phi_refusals_print (const struct mo_phi_decisions *d, void *file)
{
  mo_carry_refusals_print (d->refused, d->nrefused, "phi-load", file);
}
