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
   Parts: a location is a part of another (struct mo_part) when both
   are integer accesses on the same object or pointer register and its
   bytes lie inside the other's (fz_part_byte), as the GCC glue relates
   MEM[(char *)p + 2B] to *p.

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
   fz_lower_check verifies kinds 1 and 2 on the interpreter's trace.

   The keys live in the oracle (struct fz_oracle: key, rep), so that the
   PHI target's translate callback (fz_phi_translate, below) can key a
   translated address exactly as an access through the translated
   register would be keyed, and find the id the IR already uses for it or
   add one (ids >= f->nloc) with a made-up representative access for the
   alias callback.  */

#include "fz.h"

/* The id of key K (REP: its representative when new), or -1 when the
   table is full.  */
static int
loc_id (struct fz_oracle *o, struct fz_lockey k, const struct fz_stmt *rep)
{
  for (int i = 0; i < o->nloc; i++)
    if (o->key[i].kind == k.kind && o->key[i].x == k.x && o->key[i].y == k.y
	&& o->key[i].type == k.type)
      return i;
  if (o->nloc == FZ_MAXLOC)
    return -1;
  o->key[o->nloc] = k;
  o->rep[o->nloc] = rep;
  return o->nloc++;
}

/* The key of an access of TYPE at offset OFF through pointer register R
   (cases 1-3 above); false when strict_locs forbids one.  *PER_ITERATION
   is set for case 3.  */
static bool
key_through (const struct fz_oracle *o, int r, int off, int type,
	     struct fz_lockey *k, bool *per_iteration)
{
  const struct fz_prog *p = o->prog;
  struct fz_absptr a = o->ptr[r];
  *per_iteration = false;
  if (a.off != FZ_OFF_ANY && a.objs && (a.objs & (a.objs - 1)) == 0)
    *k = (struct fz_lockey) { 0, __builtin_ctz (a.objs), a.off + off, type };
  else if (!((p->cyclic >> p->regs[r].block) & 1u))
    *k = (struct fz_lockey) { 1, r, off, type };
  else if (!p->strict_locs)
    {
      *k = (struct fz_lockey) { 1, r, off, type };
      *per_iteration = true;
    }
  else
    return false;
  return true;
}

static int
loc_of (const struct fz_prog *p, struct fz_oracle *o,
	const struct fz_stmt *st)
{
  if (st->flags & FZ_UNTRACKED)
    return -1;
  int type = st->width * 2 + ((st->flags & FZ_FLOAT) ? 1 : 0);
  struct fz_lockey k;
  bool per_iteration;
  if (!key_through (o, st->a, st->off, type, &k, &per_iteration))
    return -1;
  o->loc_per_iteration[st - p->stmts] = per_iteration;
  return loc_id (o, k, st);
}

int
fz_loc_through (struct fz_oracle *o, int r, int off, int type)
{
  struct fz_lockey k;
  bool per_iteration;
  if (!key_through (o, r, off, type, &k, &per_iteration))
    return -1;
  struct fz_stmt *fake = &o->fake[o->nloc < FZ_MAXLOC ? o->nloc : 0];
  struct fz_stmt rep = { .op = FZ_LOAD, .dst = -1, .a = r, .b = -1, .c = -1,
			 .width = type / 2, .off = off,
			 .flags = (type & 1) ? FZ_FLOAT : 0 };
  int n = o->nloc, id = loc_id (o, k, fake);
  if (id == n)
    *fake = rep;           /* a new id: FAKE is its representative */
  return id;
}

/* Register R as it is at the end of the predecessor number I of BLOCK:
   itself when BLOCK does not define it, its operand from there when it
   is a PHI of BLOCK, else -1.  */
static int
reg_at_pred_end (const struct fz_prog *p, int r, int block, int i)
{
  if (r < 0 || p->regs[r].block != block)
    return r;
  const struct fz_stmt *d = &p->stmts[p->regs[r].stmt];
  return d->op == FZ_PHI ? d->phi[i] : -1;
}

static bool
acyclic_reg (const struct fz_prog *p, int r)
{
  return r >= 0 && !((p->cyclic >> p->regs[r].block) & 1u);
}

/* The translation of an access at offset OFF of TYPE through register
   DEF->dst = A + (V & M), a PADD of BLOCK, into its predecessor number
   I: an index PHI (V a PHI of BLOCK, or A).  With A and V as they are
   at the end of that predecessor (A', V'), the key of an access through
   a register that a PADD of A', V' and M defines, when A', V' and that
   register lie on no cycle (each holds one value for the whole run, so
   the register holds A' + (V' & M)); as the glue names the address of
   G[i'] by the computation of an access that uses it.  Else -1.  */
static int
translate_padd (struct fz_oracle *o, const struct fz_stmt *def, int block,
		int i, int off, int type)
{
  const struct fz_prog *p = o->prog;
  int a = reg_at_pred_end (p, def->a, block, i);
  int v = reg_at_pred_end (p, def->b, block, i);
  if (!acyclic_reg (p, a) || !acyclic_reg (p, v))
    return -1;
  for (int s = 0; s < p->nstmt; s++)
    {
      const struct fz_stmt *st = &p->stmts[s];
      if (st->op == FZ_PADD && st->a == a && st->b == v
	  && st->off == def->off && acyclic_reg (p, st->dst))
	return fz_loc_through (o, st->dst, off, type);
    }
  return -1;
}

/* Translation (memopt.h section 9) of location LOC, valid at the start
   of BLOCK, into its predecessor PRED.  Kind 0 names the same bytes
   everywhere: itself.  Kind 1 (register R + c): R not defined in BLOCK,
   itself (it holds the same value at the end of PRED); R a PHI of BLOCK,
   the key of an access through the PHI's operand from PRED at the same
   offset and type, exactly as an access through that register would be
   keyed; R a PADD of BLOCK, translate_padd (an index PHI); R defined by
   anything else in BLOCK: the address cannot be named at the end of
   PRED, -1.  */
int
fz_phi_translate (void *ctx, int loc, int block, int pred)
{
  struct fz_oracle *o = ctx;
  const struct fz_prog *p = o->prog;
  if (loc < 0 || loc >= o->nloc)
    fz_fail ("CONTRACT", "translate of unknown location L%d", loc);
  struct fz_lockey k = o->key[loc];
  if (k.kind == 0 || p->regs[k.x].block != block)
    return loc;
  const struct fz_stmt *def = &p->stmts[p->regs[k.x].stmt];
  if (def->op != FZ_PHI && def->op != FZ_PADD)
    return -1;
  const struct fz_block *blk = &p->blocks[block];
  int i = 0;
  while (i < blk->npred && blk->pred[i] != pred)
    i++;
  if (i == blk->npred)
    fz_fail ("CONTRACT", "translate of L%d from b%d into b%d, not a pred",
	     loc, block, pred);
  if (def->op == FZ_PADD)
    return translate_padd (o, def, block, i, k.y, k.type);
  return fz_loc_through (o, def->phi[i], k.y, k.type);
}

static void
lower_stmt (struct mo_func *f, int b, const struct fz_prog *p,
	    struct fz_oracle *o, const struct fz_stmt *st)
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
	  int loc = loc_of (p, o, st);
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

int
fz_part_byte (const struct fz_oracle *o, int narrow, int wide)
{
  if (narrow < 0 || wide < 0 || narrow >= o->nlowered
      || wide >= o->nlowered || narrow == wide)
    return -1;
  const struct fz_lockey *n = &o->key[narrow], *w = &o->key[wide];
  const struct fz_stmt *ns = o->rep[narrow], *ws = o->rep[wide];
  if (n->kind != w->kind || n->x != w->x || (ns->flags & FZ_FLOAT)
      || (ws->flags & FZ_FLOAT) || ns->width >= ws->width || n->y < w->y
      || n->y + ns->width > w->y + ws->width)
    return -1;
  return n->y - w->y;
}

/* The bucket of location LOC for lower_parts: its object (key kind 0)
   or its pointer register (kind 1).  */
static int
part_bucket (const struct fz_oracle *o, int loc)
{
  return o->key[loc].kind == 0 ? o->key[loc].x : FZ_NOBJ + o->key[loc].x;
}

/* Parts (struct mo_part): every pair of IR locations fz_part_byte
   relates, NARROW by NARROW and each's WIDE in id order.  Only two
   locations of one object or one pointer register can be related, so
   each location's candidates are its bucket's, listed in id order
   (testing every pair was a tenth of fz_lower's instructions,
   uninstrumented, and more in the libFuzzer build, whose coverage
   counters count every pair).  */
static void
lower_parts (struct mo_func *f, const struct fz_oracle *o)
{
  int first[FZ_NOBJ + FZ_MAXREG], next[FZ_MAXLOC];
  for (int n = 0; n < o->nlowered; n++)
    first[part_bucket (o, n)] = -1;
  for (int n = o->nlowered - 1; n >= 0; n--)
    {
      int k = part_bucket (o, n);
      next[n] = first[k];
      first[k] = n;
    }
  for (int n = 0; n < o->nlowered; n++)
    for (int w = first[part_bucket (o, n)]; w >= 0; w = next[w])
      if (fz_part_byte (o, n, w) >= 0)
	mo_func_part (f, n, w);
}

struct mo_func *
fz_lower (const struct fz_prog *p, struct fz_oracle *o)
{
  struct mo_func *f = mo_func_new (p->nblock);
  o->nloc = 0;
  for (int b = 0; b < p->nblock; b++)
    {
      const struct fz_block *blk = &p->blocks[b];
      for (int i = 0; i < blk->nsucc; i++)
	mo_func_edge (f, b, blk->succ[i]);
      f->blocks[b].flags = blk->mo_flags;
      f->blocks[b].origin = (void *) blk;
      for (int s = blk->first; s < blk->first + blk->n; s++)
	lower_stmt (f, b, p, o, &p->stmts[s]);
      if (blk->term == FZ_RET)
	mo_func_add (f, b, MO_READ, -1, -1, 0, NULL);
    }
  f->alias = fz_oracle_alias;
  f->alias_ctx = o;
  f->nloc = o->nlowered = o->nloc;
  f->nval = p->nreg;
  lower_parts (f, o);
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

void
fz_check_pred_order (const struct fz_prog *p, const struct mo_func *f)
{
  for (int b = 0; b < p->nblock; b++)
    {
      const struct mo_block *mb = &f->blocks[b];
      bool same = mb->preds.len == p->blocks[b].npred;
      for (int i = 0; same && i < mb->preds.len; i++)
	same = mb->preds.v[i] == p->blocks[b].pred[i];
      if (!same)
	fz_fail ("INTERNAL", "b%d: the IR's preds differ from the "
		 "program's", b);
    }
}
