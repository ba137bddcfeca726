/* apply-dse.c - the callbacks mo_dse asks a fuzz program, the check of
   its decisions against memopt.h section 8, and applying them as
   plugin/gcc/gimple-dse.cc does.

   The callbacks:
     FIXED          the store's location is keyed by an object and offset
		    (lower.c, kind 0): the same bytes wherever and whenever
		    it is evaluated, so the search may follow back edges;
     EXIT_MAY_READ  always true: fz_result_diff compares the final memory,
		    so every byte is observed after the function returns
		    (a block without successors is a return, whose MO_READ
		    of everything the core asks about first anyway);
     KILLS          I is a store (plain, volatile, untracked, opaque, of
		    another type or size) whose bytes contain STORE's on
		    every execution: through the same pointer register at
		    offsets that cover STORE's (the register holds the same
		    value at both: the search crosses no retreating edge for
		    a store that is not FIXED, and every redefinition of the
		    register would need one), or both pointers are one object
		    at known offsets (oracle.c).  A CALL or a FENCE is never a
		    kill: the interpreter rewrites each byte from its old
		    value (interp.c), so the old value still shows.

   Applying a subset of the decisions, e.g. "merge-stores bb1 #0 bb2 #0
   at bb3" and "sink-store bb0 #1 to bb4":

       b0: s8: store4 [p0] = v6         b0: s8: store4 [p0] = v6
	   s9: store4 [p1 + 4] = v5         s9: nop
	   br v5 ? b4 : b1                  br v5 ? b4 : b1
       b4 <- b0: ...                    b4 <- b0: store4 [p1 + 4] = v5 ...
       b1: s10: p9 = addr o2 + 8        b1: s10: p9 = addr o2 + 8
	   s11: store4 [p9] = v6            s11: nop
       b2: s12: store4 [p2 + 8] = v7    b2: s12: nop
       b3 <- b1 b2: ...                 b3 <- b1 b2: v20 = phi (v6, v7)
					      p21 = addr o2 + 0
					      store4 [p21 + 8] = v20
					      ...
     DEAD   the store becomes a NOP;
     SINK   the store becomes a NOP and a copy of it (same pointer
	    register, offset, width, flags, value) goes to the start of the
	    target, after its PHIs and after what earlier decisions put
	    there;
     MERGE  both stores become NOPs; a PHI of their values (in the join's
	    pred order) goes after the join's PHIs, and a store of it at
	    the start of the join's body.  The address: the first store's
	    pointer register when it is available at the join (always, for
	    a location keyed by a register: dse.c merges only stores of one
	    location, and both stores use that register, whose definition
	    then dominates both preds and so the join), else, for a location
	    keyed by object and offset (the same bytes through another
	    register), an FZ_ADDR of the object; else the decision is
	    skipped.
   A decision that would not fit the model's arrays is skipped too (every
   subset of the decisions is correct, memopt.h).

   The padded twin (FZ_DSE_PADDED) has the same layout with every new
   statement a NOP and the stores kept, so that the transformed program,
   compared with it, has the same step counts and trap positions (the
   twin itself behaves as the original: fuzz-dse.c checks that).  The
   result must pass fz_check_ssa.  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* The callbacks.                                                      */

static const struct fz_stmt *
store_of (const struct mo_inst *i)
{
  const struct fz_stmt *st = i->origin;
  return st && st->op == FZ_STORE ? st : NULL;
}

bool
fz_dse_fixed (void *ctx, const struct mo_inst *store)
{
  const struct fz_oracle *o = ctx;
  return store->loc >= 0 && store->loc < o->nloc
	 && o->key[store->loc].kind == 0;
}

bool
fz_dse_exit_may_read (void *ctx, int block, const struct mo_inst *store)
{
  (void) ctx, (void) block, (void) store;
  return true;
}

/* True when pointer register R is one object at a known offset.  */
static bool
known (const struct fz_oracle *o, int r)
{
  struct fz_absptr a = o->ptr[r];
  return a.off != FZ_OFF_ANY && a.objs && (a.objs & (a.objs - 1)) == 0;
}

/* In TBAA mode, as in the GCC glue, a char store never kills a typed
   one: it keeps the bytes' effective type (interp.c), so the typed store
   is what gives them theirs, and a later load of its type reads them
   legally only while it stays.  */
bool
fz_dse_kills (void *ctx, const struct mo_inst *i, const struct mo_inst *store)
{
  const struct fz_oracle *o = ctx;
  const struct fz_stmt *k = store_of (i), *s = store_of (store);
  if (!k || !s)
    return false;
  if (o->prog->tbaa && !fz_access_type (k) && fz_access_type (s))
    return false;
  int kstart = k->off, sstart = s->off;
  if (k->a != s->a)
    {
      if (!known (o, k->a) || !known (o, s->a)
	  || o->ptr[k->a].objs != o->ptr[s->a].objs)
	return false;
      kstart += o->ptr[k->a].off;
      sstart += o->ptr[s->a].off;
    }
  return kstart <= sstart && kstart + k->width >= sstart + s->width;
}

/* ------------------------------------------------------------------ */
/* The contract.                                                       */

/* The store instruction B #I of a decision (checked: a tracked store
   of the program, not KEEP); its statement index.  */
static int
decided_store (const struct fz_prog *p, const struct mo_func *f, int b,
	       int i, bool moves, const struct mo_inst **inst)
{
  if (b < 0 || b >= f->nblock || i < 0 || i >= f->blocks[b].ninst)
    fz_fail ("CONTRACT", "dse decision on a missing instruction b%d[%d]",
	     b, i);
  *inst = &f->blocks[b].inst[i];
  const struct fz_stmt *st = (*inst)->origin;
  if ((*inst)->kind != MO_STORE || !st)
    fz_fail ("CONTRACT", "dse decision on b%d[%d], which is not a store",
	     b, i);
  int s = (int) (st - p->stmts);
  if ((*inst)->flags & MO_INST_KEEP)
    fz_fail ("CONTRACT", "dse decision on s%d, which is MO_INST_KEEP", s);
  if ((*inst)->loc < 0)
    fz_fail ("CONTRACT", "dse decision on s%d, which is untracked", s);
  if (moves && (*inst)->val < 0)
    fz_fail ("CONTRACT", "s%d, a store of an unknown value (val -1), is "
	     "moved", s);
  return s;
}

static bool
only_edge (const struct mo_ivec *v, int x)
{
  return v->len == 1 && v->v[0] == x;
}

static void
check_target (const struct mo_func *f, const struct mo_dse_decision *d,
	      int s)
{
  if (d->target < 0 || d->target >= f->nblock)
    fz_fail ("CONTRACT", "dse decision on s%d: target b%d", s, d->target);
  const struct mo_block *t = &f->blocks[d->target];
  if (t->flags & MO_BLOCK_UNKNOWN_ENTRY)
    fz_fail ("CONTRACT", "s%d moved to b%d, which has an unknown entry", s,
	     d->target);
  if (d->action == MO_DSE_SINK && !only_edge (&t->preds, d->block))
    fz_fail ("CONTRACT", "s%d sunk from b%d to b%d, whose only pred is "
	     "not b%d", s, d->block, d->target, d->block);
  if (d->action == MO_DSE_MERGE
      && (t->preds.len != 2 || d->block == d->block2
	  || !only_edge (&f->blocks[d->block].succs, d->target)
	  || !only_edge (&f->blocks[d->block2].succs, d->target)))
    fz_fail ("CONTRACT", "s%d merged at b%d: b%d and b%d are not its two "
	     "preds, each with b%d its only succ", s, d->target, d->block,
	     d->block2, d->target);
}

void
fz_check_dse_decisions (const struct fz_prog *p, const struct mo_func *f,
			const struct mo_dse_decisions *ds)
{
  bool done[FZ_MAXSTMT] = { false };
  for (int k = 0; k < ds->len; k++)
    {
      const struct mo_dse_decision *d = &ds->v[k];
      if ((unsigned) d->action > MO_DSE_MERGE)
	fz_fail ("CONTRACT", "dse decision %d: unknown action %d", k,
		 (int) d->action);
      bool moves = d->action != MO_DSE_DEAD;
      const struct mo_inst *in, *in2;
      int s = decided_store (p, f, d->block, d->index, moves, &in);
      if (done[s])
	fz_fail ("CONTRACT", "two dse decisions on s%d", s);
      done[s] = true;
      if (!moves)
	continue;
      check_target (f, d, s);
      if (d->action != MO_DSE_MERGE)
	continue;
      int s2 = decided_store (p, f, d->block2, d->index2, true, &in2);
      if (done[s2])
	fz_fail ("CONTRACT", "two dse decisions on s%d", s2);
      done[s2] = true;
      if (in->loc != in2->loc)
	fz_fail ("CONTRACT", "s%d and s%d merged: locations L%d and L%d", s,
		 s2, in->loc, in2->loc);
    }
}

/* ------------------------------------------------------------------ */
/* Applying.                                                           */

/* The program under construction (build.c), and what this file keeps
   besides: per block, where the next new statement that is not a PHI
   goes (HEAD: after the PHIs and what earlier decisions inserted), and
   per pool statement whether an applied decision removes it.  */
static struct fz_build w;
static struct
{
  int head[FZ_MAXBLOCK];
  bool moved[FZ_MAXSTMT];
} extra;

static void
build_init (const struct fz_prog *p)
{
  fz_build_init (&w, p);
  for (int b = 0; b < p->nblock; b++)
    extra.head[b] = w.nphi[b];
  for (int s = 0; s < p->nstmt; s++)
    extra.moved[s] = false;
}

/* A copy of TEMPLATE (a NOP when PADDED) at the start of block B: with
   the PHIs when it is one, else after them and the earlier insertions.  */
static void
insert (int b, const struct fz_stmt *template, bool padded)
{
  int at = template->op == FZ_PHI ? w.nphi[b]++ : extra.head[b];
  extra.head[b]++;
  int s = fz_build_add (&w, b, at);
  if (!padded)
    w.pool[s] = *template;
  extra.moved[s] = false;
}

/* Remove statement S (a NOP unless PADDED keeps it).  */
static void
remove_store (int s, bool padded)
{
  extra.moved[s] = true;
  if (!padded)
    w.pool[s].op = FZ_NOP;
}

static const struct fz_stmt *
stmt_of (const struct fz_prog *p, const struct mo_func *f, int b, int i,
	 int *s)
{
  const struct fz_stmt *st = f->blocks[b].inst[i].origin;
  *s = (int) (st - p->stmts);
  return st;
}

static bool
fits (int stmts, int regs)
{
  return w.npool + stmts <= FZ_MAXSTMT && w.nreg + regs <= FZ_MAXREG;
}

static bool
apply_sink (const struct fz_prog *p, const struct mo_func *f,
	    const struct mo_dse_decision *d, bool padded)
{
  int s;
  const struct fz_stmt *st = stmt_of (p, f, d->block, d->index, &s);
  if (!fits (1, 0))
    return false;
  struct fz_stmt copy = *st;
  insert (d->target, &copy, padded);
  remove_store (s, padded);
  return true;
}

/* The pointer register and offset through which the merged store of
   S1 (location LOC) can write at the start of block J: S1's register
   when available there, else (*ADDR_OBJ >= 0) an FZ_ADDR of that object
   with offset 0.  False when there is none.  */
static bool
merge_address (const struct fz_prog *p, const struct fz_oracle *o,
	       const struct fz_stmt *s1, int loc, int j, int *ptr, int *off,
	       int *addr_obj)
{
  const struct fz_block *jb = &p->blocks[j];
  int body = jb->first;
  while (body < jb->first + jb->n && p->stmts[body].op == FZ_PHI)
    body++;
  *addr_obj = -1;
  *ptr = s1->a;
  *off = s1->off;
  if (fz_reg_available (p, s1->a, j, body))
    return true;
  if (o->key[loc].kind != 0)
    return false;
  *addr_obj = o->key[loc].x;
  *off = o->key[loc].y;
  return true;
}

static bool
apply_merge (const struct fz_prog *p, const struct mo_func *f,
	     const struct fz_oracle *o, const struct mo_dse_decision *d,
	     bool padded)
{
  int s1, s2, j = d->target, ptr, off, obj;
  const struct fz_stmt *st1 = stmt_of (p, f, d->block, d->index, &s1);
  const struct fz_stmt *st2 = stmt_of (p, f, d->block2, d->index2, &s2);
  int loc = f->blocks[d->block].inst[d->index].loc;
  if (!merge_address (p, o, st1, loc, j, &ptr, &off, &obj)
      || !fits (obj >= 0 ? 3 : 2, obj >= 0 ? 2 : 1))
    return false;
  int value = fz_build_new_reg (&w, false, st1->width, j);
  struct fz_stmt phi = { .op = FZ_PHI, .dst = value, .a = -1, .b = -1,
			 .c = -1, .width = st1->width };
  const struct fz_block *jb = &p->blocks[j];
  for (int k = 0; k < jb->npred; k++)
    phi.phi[k] = jb->pred[k] == d->block ? st1->b : st2->b;
  insert (j, &phi, padded);
  if (obj >= 0)
    {
      ptr = fz_build_new_reg (&w, true, 8, j);
      struct fz_stmt addr = { .op = FZ_ADDR, .dst = ptr, .a = -1, .b = -1,
			      .c = -1, .width = 8, .aux = obj };
      insert (j, &addr, padded);
    }
  struct fz_stmt store = *st1;
  store.a = ptr;
  store.off = off;
  store.b = phi.dst;
  insert (j, &store, padded);
  remove_store (s1, padded);
  remove_store (s2, padded);
  return true;
}

void
fz_dse_apply (struct fz_prog *out, struct fz_dse_applied *info,
	      const struct fz_prog *p, const struct mo_func *f,
	      const struct fz_oracle *o, const struct mo_dse_decisions *ds,
	      const uint64_t *subset, enum fz_dse_mode mode)
{
  bool padded = mode == FZ_DSE_PADDED;
  build_init (p);
  info->applied = info->skipped = 0;
  for (int k = 0; k < ds->len; k++)
    {
      if (!((subset[k / 64] >> (k % 64)) & 1))
	continue;
      const struct mo_dse_decision *d = &ds->v[k];
      int s;
      bool ok = true;
      if (d->action == MO_DSE_DEAD)
	{
	  stmt_of (p, f, d->block, d->index, &s);
	  remove_store (s, padded);
	}
      else if (d->action == MO_DSE_SINK)
	ok = apply_sink (p, f, d, padded);
      else
	ok = apply_merge (p, f, o, d, padded);
      info->applied += ok;
      info->skipped += !ok;
    }

  /* Rebuild: contiguous statements, registers, graph facts (the blocks
     and edges are the original's).  */
  int pool_of[FZ_MAXSTMT];
  fz_build_finish (out, pool_of, &w, p);
  for (int n = 0; n < out->nstmt; n++)
    {
      info->origin[n] = w.origin[pool_of[n]];
      info->moved[n] = extra.moved[pool_of[n]];
    }
  fz_check_ssa (out);
}
