/* apply-phi.c - check mo_phi's decisions against memopt.h section 9 and
   apply them to a fuzz program, as plugin/gcc/gimple-phi.cc does.

   A decision "phi-load bb3 #0 = n0; n0 bb3 [v4 load L5]" on the load
   "v9 = load4 [p7]" (s20), with pred 1 of b3 being b2 (two successors):

       b2: ... br v3 ? b3 : b5          b2: ... br v3 ? b6 : b5
						  (b6 splits the edge b2->b3)
       b3 <- b1 b2                      b3 <- b1 b6
	 s20: v9 = load4 [p7]              v30 = phi (v4, v31)
						  v9 = copy v30
						b6 <- b2: v31 = load4 [p7'];
						  goto b3

   Applying one decision:
     1. a new register for each node (the load's width), and for the
	inserted load (and, for a kind 0 location, a pointer register for
	the FZ_ADDR that materialises its address);
     2. each node's PHI at the start of its block after the PHIs already
	there, operands in the block's (original) pred order: VAL is that
	register, NODE that node's register, LOAD the inserted load's;
     3. the inserted load at the end of the insert pred when that pred has
	one successor, else in a new block on the edge (one per edge, shared
	by the decisions that insert on it);
     4. the load becomes FZ_COPY of the value.
   A decision that would not fit the model's arrays (FZ_MAXSTMT,
   FZ_MAXREG, FZ_MAXBLOCK) is skipped: every subset of the decisions is
   correct (memopt.h), so skipping is always allowed.

   Then the program is rebuilt: blocks hold contiguous statements (new
   indices), regs[].block/.stmt follow, fz_graph recomputes preds from
   succs (a split block comes last among its successor's preds) and every
   PHI of a block whose pred order changed is permuted to the new order.

   A subset of decisions makes three programs, all from one build:
     the checked program (fz_phi_apply): the transformed program with
	the loads kept, so that, run with INFO->claim as the claims, it
	checks on every execution that each load reads what would
	replace it, even when the value never reaches an output;
     the padded twin (fz_phi_padded): a copy of the checked program with
	every statement the decisions added a NOP (as fz_build_add makes
	it) and the registers those define defined nowhere, so it has
	the same blocks and statement indices with the original's
	behaviour: the interpreter counts steps per statement and reports
	traps by index, so the transformed program is compared with its
	padded twin, whose behaviour is the original's (fuzz-phi.c checks
	that too), step for step;
     the transformed program (fz_phi_transform, in place, once the
	checked program has run): each decision's load a copy of its
	value (a lazy decision's load stays, claiming it).
   Before, each of the three was built from the decisions (three
   fz_build_init, apply and fz_build_finish calls per subset, a tenth of
   fuzz-phi's instructions uninstrumented); the programs are the same
   (the three builds beside these on 59,041 subsets of 55,201 inputs).

   The SSA check ("fuzz: SSA"): every register a statement or a branch
   uses is defined earlier in its block or in a block that dominates it;
   a PHI's operand for pred k is defined in a block that dominates pred k
   (its end).  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* The contract.                                                       */

static void
check_operand (const struct fz_prog *p, const struct mo_func *f,
	       const bool *known, const struct mo_phi_decision *d,
	       struct mo_phi_operand a, int node, int width, int s)
{
  switch (a.kind)
    {
    case MO_PHI_VAL:
      if (a.id < 0 || a.id >= f->nval || !known[a.id])
	fz_fail ("CONTRACT", "phi-load on s%d: value v%d is not in the IR", s,
		 a.id);
      if (p->regs[a.id].width != width)
	fz_fail ("CONTRACT", "phi-load on s%d: v%d has %d bytes, the load %d",
		 s, a.id, p->regs[a.id].width, width);
      break;
    case MO_PHI_NODE:
      if (a.id < 0 || a.id >= d->nnodes)
	fz_fail ("CONTRACT", "phi-load on s%d: node n%d out of range", s,
		 a.id);
      break;
    case MO_PHI_NONE:
      if (d->lazy_group < 0)
	fz_fail ("CONTRACT", "phi-load on s%d: none in n%d of a decision "
		 "that is not lazy", s, node);
      break;
    case MO_PHI_LOAD:
      /* The argument on the insert edge of a node at insert_block, the
	 value itself (NODE -1), or an argument on another edge: a node
	 that only passed the load on became it (phi.c, step 4).  The
	 SSA check of the applied program verifies that the load's edge
	 dominates every such use.  */
      if (d->insert_pred < 0 || a.id != d->insert_loc)
	fz_fail ("CONTRACT", "phi-load on s%d: load L%d where no load is "
		 "inserted (n%d; insert L%d on b%d -> b%d)", s, a.id, node,
		 d->insert_loc, d->insert_pred, d->insert_block);
      break;
    default:
      fz_fail ("CONTRACT", "phi-load on s%d: operand kind %d", s,
	       (int) a.kind);
    }
}

/* Lazy decision K (on s S) against memopt.h: a NODE value and no
   inserted load; its group's first decision in the same block, before
   it, lazy in the same group, with only loads and stores in between.  */
static void
check_lazy (const struct mo_func *f, const struct mo_phi_decisions *ds,
	    int k, int s)
{
  const struct mo_phi_decision *d = &ds->v[k];
  if (d->value.kind != MO_PHI_NODE || d->insert_pred >= 0)
    fz_fail ("CONTRACT", "lazy phi-load on s%d: value kind %d, insert b%d",
	     s, (int) d->value.kind, d->insert_pred);
  int g = d->lazy_group;
  if (g > k || ds->v[g].lazy_group != g || ds->v[g].block != d->block
      || ds->v[g].index > d->index)
    fz_fail ("CONTRACT", "lazy phi-load on s%d: group g%d is not a first "
	     "decision before it in its block", s, g);
  for (int i = ds->v[g].index; i < d->index; i++)
    {
      enum mo_kind kind = f->blocks[d->block].inst[i].kind;
      if (kind != MO_LOAD && kind != MO_STORE)
	fz_fail ("CONTRACT", "lazy phi-load on s%d: instruction %d of b%d "
		 "between it and its group's first is not an access", s, i,
		 d->block);
    }
}

void
fz_check_phi_decisions (const struct fz_prog *p, const struct mo_func *f,
			const struct fz_oracle *o,
			const struct mo_phi_decisions *ds)
{
  bool known[FZ_MAXREG], done[FZ_MAXSTMT] = { false };
  fz_known_values (f, known);
  for (int k = 0; k < ds->len; k++)
    {
      const struct mo_phi_decision *d = &ds->v[k];
      if (d->block < 0 || d->block >= f->nblock || d->index < 0
	  || d->index >= f->blocks[d->block].ninst)
	fz_fail ("CONTRACT", "phi-load on a missing instruction b%d[%d]",
		 d->block, d->index);
      const struct mo_inst *in = &f->blocks[d->block].inst[d->index];
      const struct fz_stmt *st = in->origin;
      if (in->kind != MO_LOAD || !st)
	fz_fail ("CONTRACT", "phi-load on b%d[%d], which is not a load",
		 d->block, d->index);
      int s = (int) (st - p->stmts);
      if (in->flags & MO_INST_KEEP)
	fz_fail ("CONTRACT", "phi-load on s%d, which is MO_INST_KEEP", s);
      if (in->loc < 0)
	fz_fail ("CONTRACT", "phi-load on s%d, which is untracked", s);
      if (done[s])
	fz_fail ("CONTRACT", "two decisions on s%d", s);
      done[s] = true;
      if (d->insert_pred >= 0)
	{
	  if (d->insert_block < 0 || d->insert_block >= f->nblock)
	    fz_fail ("CONTRACT", "phi-load on s%d: insert block b%d", s,
		     d->insert_block);
	  const struct mo_block *b = &f->blocks[d->insert_block];
	  int i = 0;
	  while (i < b->preds.len && b->preds.v[i] != d->insert_pred)
	    i++;
	  if (i == b->preds.len)
	    fz_fail ("CONTRACT", "phi-load on s%d: insert pred b%d is not a "
		     "pred of b%d", s, d->insert_pred, d->insert_block);
	  if (d->insert_loc < 0 || d->insert_loc >= o->nloc
	      || o->key[d->insert_loc].type != o->key[in->loc].type)
	    fz_fail ("CONTRACT", "phi-load on s%d: inserted load of L%d",
		     s, d->insert_loc);
	}
      if (d->value.kind == MO_PHI_VAL && d->value.id == in->val)
	fz_fail ("CONTRACT", "phi-load on s%d: replaced by its own value", s);
      /* memopt.h says node 0 is at the load's block; phi.c puts it at
	 the nearest join above when the load's block has one pred (the
	 node there was trivial).  Either is correct: the SSA check of the
	 applied program verifies node 0 dominates the load.  */
      if (d->value.kind == MO_PHI_NODE && (d->value.id != 0 || d->nnodes < 1))
	fz_fail ("CONTRACT", "phi-load on s%d: value n%d, not node 0", s,
		 d->value.id);
      if (d->lazy_group >= 0)
	check_lazy (f, ds, k, s);
      check_operand (p, f, known, d, d->value, -1, st->width, s);
      for (int n = 0; n < d->nnodes; n++)
	{
	  const struct mo_phi_node *nd = &d->nodes[n];
	  if (nd->block < 0 || nd->block >= f->nblock
	      || nd->nargs != f->blocks[nd->block].preds.len || nd->nargs < 1)
	    fz_fail ("CONTRACT", "phi-load on s%d: node n%d at b%d has %d "
		     "args", s, n, nd->block, nd->nargs);
	  for (int i = 0; i < nd->nargs; i++)
	    check_operand (p, f, known, d, nd->args[i], n, st->width, s);
	}
    }
}

/* ------------------------------------------------------------------ */
/* can_insert.                                                         */

bool
fz_phi_can_insert (void *ctx, int loc, int pred, int block)
{
  const struct fz_oracle *o = ctx;
  const struct fz_prog *p = o->prog;
  if (loc < 0 || loc >= o->nloc || pred < 0 || pred >= p->nblock
      || block < 0 || block >= p->nblock)
    fz_fail ("CONTRACT", "can_insert (L%d, b%d, b%d) out of range", loc,
	     pred, block);
  if (o->key[loc].kind == 0)
    return true;               /* FZ_ADDR materialises the address */
  const struct fz_block *q = &p->blocks[pred];
  return fz_reg_available (p, o->key[loc].x, pred, q->first + q->n);
}

bool
fz_phi_colder (void *ctx, int pred, int block, int load_block)
{
  const struct fz_oracle *o = ctx;
  const struct fz_prog *p = o->prog;
  if (pred < 0 || pred >= p->nblock || block < 0 || block >= p->nblock
      || load_block < 0 || load_block >= p->nblock)
    fz_fail ("CONTRACT", "colder (b%d, b%d, b%d) out of range", pred, block,
	     load_block);
  unsigned h = (unsigned) (pred * 31 + block * 7 + load_block * 3)
	       + (unsigned) p->limits.max_heap;
  return h % 4 != 0;
}

/* ------------------------------------------------------------------ */
/* Applying.                                                           */

/* The program under construction (build.c), and what this file keeps
   besides: the edge each new block splits, and per pool statement
   whether the decisions added it, whether it is an inserted load, the
   register claimed to replace it and whether the transformed program
   copies that register instead.  W stays as the last fz_phi_apply left it:
   fz_phi_padded reads the registers as they were made.  */
static struct fz_build w;
static struct
{
  int split_from[FZ_MAXBLOCK], split_to[FZ_MAXBLOCK];  /* new blocks */
  bool added[FZ_MAXSTMT], inserted[FZ_MAXSTMT], above[FZ_MAXSTMT];
  bool replaced[FZ_MAXSTMT];
  int claim[FZ_MAXSTMT];
} extra;

static void
build_init (const struct fz_prog *p)
{
  fz_build_init (&w, p);
  for (int s = 0; s < p->nstmt; s++)
    {
      extra.added[s] = extra.inserted[s] = extra.above[s] = false;
      extra.replaced[s] = false;
      extra.claim[s] = FZ_CLAIM_NONE;
    }
}

/* A new statement in block B at position AT of its list.  */
static struct fz_stmt *
add_stmt (int b, int at, enum fz_op op)
{
  int s = fz_build_add (&w, b, at);
  struct fz_stmt *st = &w.pool[s];
  st->op = op;
  extra.added[s] = true;
  extra.inserted[s] = extra.above[s] = extra.replaced[s] = false;
  extra.claim[s] = FZ_CLAIM_NONE;
  return st;
}

/* The block that takes the load on the edge Q -> B: Q itself when it has
   one successor, else the block splitting the edge (new unless an earlier
   decision made it).  */
static int
edge_block (int q, int b, bool make)
{
  if (w.blocks[q].nsucc == 1)
    return q;
  for (int n = 0; n < w.nblock; n++)
    if (extra.split_from[n] == q && extra.split_to[n] == b)
      return n;
  if (!make)
    return -1;
  int n = w.nblock++;
  struct fz_block *nb = &w.blocks[n];
  memset (nb, 0, sizeof *nb);
  nb->term = FZ_GOTO;
  nb->cond = -1;
  nb->nsucc = 1;
  nb->succ[0] = b;
  w.len[n] = w.nphi[n] = 0;
  extra.split_from[n] = q;
  extra.split_to[n] = b;
  struct fz_block *qb = &w.blocks[q];
  for (int i = 0; i < qb->nsucc; i++)
    if (qb->succ[i] == b)
      qb->succ[i] = n;
  return n;
}

/* Statements, registers and blocks decision D needs.  */
static bool
fits (const struct fz_oracle *o, const struct mo_phi_decision *d)
{
  int stmts = d->nnodes, regs = d->nnodes, blocks = 0;
  if (d->lazy_group >= 0)
    {
      stmts += d->nnodes + 3;     /* the flags, 0, 1 and the value's 0 */
      regs += d->nnodes + 3;
    }
  if (d->insert_pred >= 0)
    {
      int extra = o->key[d->insert_loc].kind == 0 ? 2 : 1;
      stmts += extra;
      regs += extra;
      if (w.blocks[d->insert_pred].nsucc > 1
	  && edge_block (d->insert_pred, d->insert_block, false) < 0)
	blocks = 1;
    }
  return w.npool + stmts <= FZ_MAXSTMT && w.nreg + regs <= FZ_MAXREG
	 && w.nblock + blocks <= FZ_MAXBLOCK;
}

/* The load of location LOC (type of the load ST) at the end of the edge
   block for Q -> B; returns its register.  ABOVE: B is not the block of
   the load it serves.  */
static int
insert_load (const struct fz_oracle *o, int loc, int q, int b,
	     const struct fz_stmt *st, bool above)
{
  int e = edge_block (q, b, true);
  struct fz_lockey k = o->key[loc];
  int ptr = k.x, off = k.y;
  if (k.kind == 0)
    {
      struct fz_stmt *a = add_stmt (e, w.len[e], FZ_ADDR);
      ptr = fz_build_new_reg (&w, true, 8, e);
      a->dst = ptr;
      a->aux = k.x;
      a->off = 0;
    }
  int r = fz_build_new_reg (&w, false, st->width, e);
  struct fz_stmt *ld = add_stmt (e, w.len[e], FZ_LOAD);
  extra.inserted[ld - w.pool] = true;
  extra.above[ld - w.pool] = above;
  ld->dst = r;
  ld->a = ptr;
  ld->off = off;
  ld->width = st->width;
  ld->flags = st->flags & FZ_FLOAT;
  return r;
}

static int
operand_reg (struct mo_phi_operand a, const int *node_reg, int load_reg)
{
  switch (a.kind)
    {
    case MO_PHI_VAL:
      return a.id;
    case MO_PHI_NODE:
      return node_reg[a.id];
    default:
      return load_reg;
    }
}

/* A constant IMM of WIDTH bytes at the start of the entry block (which
   dominates every use); returns its register.  */
static int
entry_const (uint64_t imm, int width)
{
  int r = fz_build_new_reg (&w, false, width, 0);
  struct fz_stmt *c = add_stmt (0, 0, FZ_CONST);
  c->dst = r;
  c->imm = imm;
  c->width = width;
  return r;
}

/* Lazy decision D on load S (phi.c, step 5), whose value PHIs are in
   NODE_REG: its flag PHIs, and the load kept, claiming its value where
   the flag is true (gimple-phi-lazy.cc performs it only where the flag
   is false; here it always runs, and the claim checks the value).  */
static void
apply_lazy (const struct mo_phi_decision *d, int s, const int *node_reg)
{
  int zero = entry_const (0, 1), one = entry_const (1, 1);
  int flag_reg[FZ_MAXSTMT];
  for (int n = 0; n < d->nnodes; n++)
    flag_reg[n] = fz_build_new_reg (&w, false, 1, d->nodes[n].block);
  for (int n = 0; n < d->nnodes; n++)
    {
      int b = d->nodes[n].block;
      struct fz_stmt *phi = add_stmt (b, w.nphi[b]++, FZ_PHI);
      phi->dst = flag_reg[n];
      phi->width = 1;
      for (int i = 0; i < d->nodes[n].nargs; i++)
	{
	  struct mo_phi_operand a = d->nodes[n].args[i];
	  phi->phi[i] = a.kind == MO_PHI_NONE ? zero
			: a.kind == MO_PHI_NODE ? flag_reg[a.id] : one;
	}
    }
  extra.claim[s] = FZ_CLAIM_LAZY (node_reg[0], flag_reg[0]);
}

static void
apply_one (const struct fz_prog *p, const struct mo_func *f,
	   const struct fz_oracle *o, const struct mo_phi_decision *d)
{
  const struct fz_stmt *st = f->blocks[d->block].inst[d->index].origin;
  int s = (int) (st - p->stmts);
  int node_reg[FZ_MAXSTMT];
  for (int n = 0; n < d->nnodes; n++)
    node_reg[n] = fz_build_new_reg (&w, false, st->width,
				    d->nodes[n].block);
  int load_reg = -1;
  if (d->lazy_group >= 0)
    load_reg = entry_const (0, st->width);   /* NONE's value */
  if (d->insert_pred >= 0)
    load_reg = insert_load (o, d->insert_loc, d->insert_pred,
			    d->insert_block, st, d->insert_block != d->block);
  for (int n = 0; n < d->nnodes; n++)
    {
      int b = d->nodes[n].block;
      struct fz_stmt *phi = add_stmt (b, w.nphi[b]++, FZ_PHI);
      phi->dst = node_reg[n];
      phi->width = st->width;
      for (int i = 0; i < d->nodes[n].nargs; i++)
	phi->phi[i] = operand_reg (d->nodes[n].args[i], node_reg, load_reg);
    }
  if (d->lazy_group >= 0)
    {
      apply_lazy (d, s, node_reg);
      return;
    }
  int value = operand_reg (d->value, node_reg, load_reg);
  extra.claim[s] = value;
  extra.replaced[s] = true;
}

/* OUT's PHIs of block B: operands permuted from the original pred order
   OLD (NOLD preds) to OUT's order.  */
static void
reorder_phis (struct fz_prog *out, int b, const int *old, int nold)
{
  const struct fz_block *blk = &out->blocks[b];
  if (blk->npred != nold)
    fz_fail ("INTERNAL", "b%d has %d preds, had %d", b, blk->npred, nold);
  int from[FZ_MAXBLOCK];
  bool same = true;
  for (int j = 0; j < blk->npred; j++)
    {
      int u = blk->pred[j];
      int was = extra.split_from[u] >= 0 ? extra.split_from[u] : u;
      int i = 0;
      while (i < nold && old[i] != was)
	i++;
      if (i == nold)
	fz_fail ("INTERNAL", "b%d: pred b%d has no original", b, u);
      from[j] = i;
      same &= i == j;
    }
  if (same)
    return;
  for (int s = blk->first; s < blk->first + blk->n; s++)
    {
      struct fz_stmt *st = &out->stmts[s];
      if (st->op != FZ_PHI)
	continue;
      int8_t v[FZ_MAXBLOCK];
      for (int j = 0; j < blk->npred; j++)
	v[j] = st->phi[from[j]];
      memcpy (st->phi, v, sizeof v[0] * blk->npred);
    }
}

static bool
defined_at (const struct fz_prog *p, int r, int b, int s)
{
  return r >= 0 && r < p->nreg && p->regs[r].stmt >= 0
	 && fz_reg_available (p, r, b, s);
}

/* Print the transformed program P, then abort with "fuzz: SSA".  */
#define ssa_fail(p, ...)					\
  do								\
    {								\
      fprintf (stderr, "--- transformed program (SSA check)\n");	\
      fz_print ((p), stderr);					\
      fz_fail ("SSA", __VA_ARGS__);				\
    }								\
  while (0)

void
fz_check_ssa (const struct fz_prog *p)
{
  for (int b = 0; b < p->nblock; b++)
    {
      const struct fz_block *blk = &p->blocks[b];
      for (int s = blk->first; s < blk->first + blk->n; s++)
	{
	  const struct fz_stmt *st = &p->stmts[s];
	  int use[3] = { -1, -1, -1 };
	  switch (st->op)
	    {
	    case FZ_PHI:
	      for (int k = 0; k < blk->npred; k++)
		{
		  int r = st->phi[k], q = blk->pred[k];
		  if (r < 0 || r >= p->nreg || p->regs[r].stmt < 0
		      || !fz_dominates (p, p->regs[r].block, q))
		    ssa_fail (p, "s%d: phi operand v%d for b%d is not "
			     "defined at the end of b%d", s, r, q, q);
		}
	      continue;
	    case FZ_ARITH: case FZ_STORE: case FZ_PADD:
	      use[0] = st->a, use[1] = st->b;
	      break;
	    case FZ_PSEL:
	      use[0] = st->a, use[1] = st->b, use[2] = st->c;
	      break;
	    case FZ_LOAD: case FZ_OUT: case FZ_COPY: case FZ_EXTRACT:
	      use[0] = st->a;
	      break;
	    default:
	      break;
	    }
	  for (int i = 0; i < 3; i++)
	    if (use[i] >= 0 && !defined_at (p, use[i], b, s))
	      ssa_fail (p, "s%d (%s) uses v%d, which is not defined on "
		       "every path to it", s, fz_op_name (st->op), use[i]);
	}
      if (blk->term == FZ_BR
	  && !defined_at (p, blk->cond, b, blk->first + blk->n))
	ssa_fail (p, "b%d branches on v%d, which is not defined on every "
		 "path to it", b, blk->cond);
    }
}

void
fz_phi_apply (struct fz_prog *out, struct fz_phi_applied *info,
	      const struct fz_prog *p, const struct mo_func *f,
	      const struct fz_oracle *o, const struct mo_phi_decisions *ds,
	      const uint64_t *subset)
{
  build_init (p);
  for (int b = 0; b < FZ_MAXBLOCK; b++)
    extra.split_from[b] = extra.split_to[b] = -1;
  info->applied = info->skipped = 0;
  for (int k = 0; k < ds->len; k++)
    {
      if (!((subset[k / 64] >> (k % 64)) & 1))
	continue;
      const struct mo_phi_decision *d = &ds->v[k];
      if (!fits (o, d))
	{
	  info->skipped++;
	  continue;
	}
      apply_one (p, f, o, d);
      info->applied++;
    }

  /* Rebuild: blocks, contiguous statements, registers, graph facts.  */
  int pool_of[FZ_MAXSTMT];
  fz_build_finish (out, pool_of, &w, p);
  for (int n = 0; n < out->nstmt; n++)
    {
      int s = pool_of[n];
      info->origin[n] = w.origin[s];
      info->added[n] = extra.added[s];
      info->inserted[n] = extra.inserted[s];
      info->above[n] = extra.above[s];
      info->replaced[n] = extra.replaced[s];
      info->claim[n] = extra.claim[s];
    }
  for (int b = 0; b < p->nblock; b++)
    reorder_phis (out, b, p->blocks[b].pred, p->blocks[b].npred);
}

void
fz_phi_padded (struct fz_prog *out, const struct fz_prog *checked,
	       const struct fz_phi_applied *info)
{
  fz_prog_copy_head (out, checked);
  for (int n = 0; n < checked->nstmt; n++)
    {
      struct fz_stmt *st = &out->stmts[n];
      if (!info->added[n])
	{
	  *st = checked->stmts[n];
	  continue;
	}
      /* (fz_build_add's NOP) */
      memset (st, 0, sizeof *st);
      st->op = FZ_NOP;
      st->dst = st->a = st->b = st->c = -1;
      st->width = 8;
    }
  /* The registers as fz_build_finish sets them from W's where no added
     statement defines one.  */
  fz_copy_regs (out->regs, w.regs, w.nreg);
  for (int b = 0; b < out->nblock; b++)
    for (int n = out->blocks[b].first;
	 n < out->blocks[b].first + out->blocks[b].n; n++)
      if (out->stmts[n].dst >= 0)
	{
	  out->regs[out->stmts[n].dst].block = b;
	  out->regs[out->stmts[n].dst].stmt = n;
	}
}

void
fz_phi_transform (struct fz_prog *p, const struct fz_phi_applied *info)
{
  for (int n = 0; n < p->nstmt; n++)
    if (info->replaced[n])
      {
	struct fz_stmt *st = &p->stmts[n];
	st->op = FZ_COPY;
	st->a = info->claim[n];
	st->b = st->c = -1;
	st->flags = 0;
      }
}
