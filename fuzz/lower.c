/* lower.c - build the core's memory IR (struct mo_func) from a fuzz
   program, as the GCC glue builds it from GIMPLE.

   Blocks and edges map one to one.  Statements become instructions:

     LOAD  (plain)       MO_LOAD   loc, val = the register it defines
     STORE (plain)       MO_STORE  loc, val = the stored register
			 (FZ_OPAQUE: val -1, a value the builder cannot name)
     LOAD/STORE volatile MO_BARRIER
     CALL                MO_WRITE  (the oracle knows which objects)
     CALLREAD            MO_READ
     FENCE               MO_BARRIER
     a return            MO_READ of everything (origin NULL)

   and FZ_KEEP / FZ_UNTRACKED become MO_INST_KEEP / loc -1.  Value ids
   are register numbers (pointer registers are never used as values).

   Location ids: the same loc only for accesses that touch the same bytes
   with the same type (size, and integer or floating):
     1. the pointer's abstract value (oracle.c) is one object with a
	known offset: key (object, offset + c, size); these touch the same
	bytes on every execution;
     2. else, the same pointer register, when its definition is not on a
	cycle (it executes at most once, so it holds one value for the whole
	run): key (register, c, size), again the same bytes every time;
     3. else, a pointer register defined on a cycle (a PHI of a loop, a
	pointer computed in the body) may hold another value in the next
	iteration.  By default such accesses still share the key (register,
	c, size), as the GCC glue does with references built from SSA
	names: the same bytes as long as the register is not redefined,
	which is what lse.c's correctness argument relies on (no fact is
	carried around a cycle).  With strict_locs (bit 7 of the first
	byte) they get loc -1 instead: memopt.h's literal "exactly the same
	bytes", whole run.
   fz_lower_check verifies kinds 1 and 2 on the interpreter's trace.  */

#include "fz.h"

struct lockey
{
  int kind, x, y, type;      /* type: size and FZ_FLOAT */
};

static int
loc_of (const struct fz_prog *p, struct fz_oracle *o,
	const struct fz_stmt *st, struct lockey *keys, int *nkey)
{
  if (st->flags & FZ_UNTRACKED)
    return -1;
  struct fz_absptr a = o->ptr[st->a];
  int type = st->width * 2 + ((st->flags & FZ_FLOAT) ? 1 : 0);
  struct lockey k;
  if (a.off != FZ_OFF_ANY && a.objs && (a.objs & (a.objs - 1)) == 0)
    k = (struct lockey) { 0, __builtin_ctz (a.objs), a.off + st->off, type };
  else if (!((p->cyclic >> p->regs[st->a].block) & 1u))
    k = (struct lockey) { 1, st->a, st->off, type };
  else if (!p->strict_locs)
    {
      k = (struct lockey) { 1, st->a, st->off, type };
      o->loc_per_iteration[st - p->stmts] = true;
    }
  else
    return -1;
  for (int i = 0; i < *nkey; i++)
    if (keys[i].kind == k.kind && keys[i].x == k.x && keys[i].y == k.y
	&& keys[i].type == k.type)
      return i;
  keys[*nkey] = k;
  return (*nkey)++;
}

static void
lower_stmt (struct mo_func *f, int b, const struct fz_prog *p,
	    struct fz_oracle *o, const struct fz_stmt *st,
	    struct lockey *keys, int *nkey)
{
  void *origin = (void *) st;
  unsigned keep = (st->flags & FZ_KEEP) ? MO_INST_KEEP : 0;
  switch (st->op)
    {
    case FZ_LOAD:
    case FZ_STORE:
      if (st->flags & FZ_VOLATILE)
	mo_func_add (f, b, MO_BARRIER, -1, -1, 0, origin);
      else
	{
	  int loc = loc_of (p, o, st, keys, nkey);
	  o->loc[st - p->stmts] = loc;
	  if (st->op == FZ_LOAD)
	    mo_func_add (f, b, MO_LOAD, loc, st->dst, keep, origin);
	  else
	    mo_func_add (f, b, MO_STORE, loc,
			 (st->flags & FZ_OPAQUE) ? -1 : st->b, keep, origin);
	}
      break;
    case FZ_CALL:
      mo_func_add (f, b, MO_WRITE, -1, -1, 0, origin);
      break;
    case FZ_CALLREAD:
      mo_func_add (f, b, MO_READ, -1, -1, 0, origin);
      break;
    case FZ_FENCE:
      mo_func_add (f, b, MO_BARRIER, -1, -1, 0, origin);
      break;
    default:
      break;
    }
}

struct mo_func *
fz_lower (const struct fz_prog *p, struct fz_oracle *o)
{
  struct mo_func *f = mo_func_new (p->nblock);
  struct lockey keys[FZ_MAXSTMT];
  int nkey = 0;
  for (int b = 0; b < p->nblock; b++)
    {
      const struct fz_block *blk = &p->blocks[b];
      for (int i = 0; i < blk->nsucc; i++)
	mo_func_edge (f, b, blk->succ[i]);
      f->blocks[b].flags = blk->mo_flags;
      f->blocks[b].origin = (void *) blk;
      for (int s = blk->first; s < blk->first + blk->n; s++)
	lower_stmt (f, b, p, o, &p->stmts[s], keys, &nkey);
      if (blk->term == FZ_RET)
	mo_func_add (f, b, MO_READ, -1, -1, 0, NULL);
    }
  f->alias = fz_oracle_alias;
  f->alias_ctx = o;
  f->nloc = nkey;
  f->nval = p->nreg;
  return f;
}

void
fz_lower_check (const struct fz_prog *p, const struct fz_oracle *o,
		const struct fz_trace *t)
{
  int first[FZ_MAXSTMT];     /* loc -> a statement that executed, or -1 */
  for (int l = 0; l < FZ_MAXSTMT; l++)
    first[l] = -1;
  for (int s = 0; s < p->nstmt; s++)
    {
      int l = o->loc[s];
      if (l < 0 || o->loc_per_iteration[s] || t->start[s] < 0)
	continue;
      if (t->varies[s])
	fz_fail ("LOWERING", "loc %d: s%d touched different bytes on "
		 "different executions", l, s);
      int s0 = first[l];
      if (s0 < 0)
	first[l] = s;
      else if (t->start[s0] != t->start[s] || t->size[s0] != t->size[s])
	fz_fail ("LOWERING", "loc %d: s%d and s%d touched different bytes",
		 l, s0, s);
    }
}
