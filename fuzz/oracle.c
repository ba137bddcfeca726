/* oracle.c - the alias oracle of fuzz programs, and its checking mode.

   The core asks how two IR instructions relate (NO, MAY, MUST).  The
   oracle answers from a flow-insensitive abstract interpretation of the
   program's pointer registers:

     pointer := (objs, off)   objs: the objects it may point into;
			      off: its offset when it is the same on every
			      execution, else ANY
     ADDR o + c        ({o}, c)
     PADD p + (v & m)  (objs(p), off(p) + (imm & m)) when v is a CONST,
		       (objs(p), ANY) otherwise
     PSEL, PHI         the join of the operands: objs united, off kept
		       only when every operand has the same one

   iterated to a fixed point from "bottom" (no objects).  An access's
   footprint is (objs, [start, end)): [off + c, off + c + size) when off is
   known, the whole object [0, FZ_OBJSIZE) when not.  A call's footprint
   is its objects, whole; a fence, a volatile access and a return touch
   everything.

   Answers, for footprints A and B:
     NO    when objs(A) and objs(B) are disjoint, or their ranges are;
     NO_BY_TYPE  in TBAA mode, when both are non-volatile loads/stores of
	   different non-char types (size, integer or floating): a run
	   where the two touch common bytes and one reads what the other
	   wrote breaks the effective-type rules (interp.c), and such runs
	   are not compared;
     MUST  when both are plain loads/stores of one and the same object
	   with the same known range (and, in TBAA mode, the same type);
     MAY   otherwise.

   Soundness: every concrete pointer value of a run is in its register's
   abstract value (the transfer functions over-approximate the
   interpreter's, and the fixed point covers every execution order,
   loops included), so a concrete access lies in its footprint; disjoint
   footprints cannot overlap.  A known range on one object means every
   execution touches exactly those bytes, which is MUST.

   Checking mode (fz_oracle_check): every query is logged with its true
   answer; after the interpreter ran the program with a trace, a NO whose
   two statements (or other accesses of their locations, for which the
   first access stands in the query) touched a common byte, or a MUST
   whose statements touched different bytes, aborts with "fuzz: ORACLE".
   (fz_lower_check makes sure accesses of one location touch the same
   bytes, so checking MUST on the two statements suffices.)

   mo_phi asks about an instruction and a location (fz_phi_alias): the
   answer is the one for the location's representative access (for a
   location PHI translation made up, a load through the translated
   pointer register: fz_loc_through in lower.c).

   The FUZZ_BROKEN_ORACLE build sets BROKEN: the callback then answers NO
   where the truth is MAY (the log keeps the truth, so the checking mode
   still passes).  The core is then given wrong alias facts on purpose,
   and the differential check must catch the miscompiles that follow.  */

#include "fz.h"

#include <string.h>

static uint64_t
trunc_to (uint64_t v, int width)
{
  return width >= 8 ? v : v & ((UINT64_C (1) << (8 * width)) - 1);
}

static struct fz_absptr
join (struct fz_absptr x, struct fz_absptr y)
{
  if (!x.objs)
    return y;
  if (!y.objs)
    return x;
  x.objs |= y.objs;
  if (x.off != y.off)
    x.off = FZ_OFF_ANY;
  return x;
}

static struct fz_absptr
transfer (const struct fz_oracle *o, const struct fz_stmt *st)
{
  const struct fz_prog *p = o->prog;
  struct fz_absptr r = { 0, FZ_OFF_ANY };
  switch (st->op)
    {
    case FZ_ADDR:
      r.objs = 1u << st->aux;
      r.off = st->off;
      break;
    case FZ_PADD:
      r = o->ptr[st->a];
      if (r.objs && r.off != FZ_OFF_ANY)
	{
	  const struct fz_stmt *d = &p->stmts[p->regs[st->b].stmt];
	  if (d->op == FZ_CONST)
	    r.off = (r.off + (int) (trunc_to (d->imm, d->width)
				    & (uint64_t) st->off)) % FZ_OBJSIZE;
	  else
	    r.off = FZ_OFF_ANY;
	}
      break;
    case FZ_PSEL:
      r = join (o->ptr[st->a], o->ptr[st->c]);
      break;
    case FZ_PHI:
      {
	const struct fz_block *blk = &p->blocks[p->regs[st->dst].block];
	for (int k = 0; k < blk->npred; k++)
	  r = join (r, o->ptr[st->phi[k]]);
      }
      break;
    default:
      break;
    }
  return r;
}

void
fz_oracle_init (struct fz_oracle *o, const struct fz_prog *p)
{
  o->prog = p;
  o->nquery = 0;
  o->queries_total = 0;
  o->broken = false;
  o->nloc = o->nlowered = 0;
  memset (o->ptr, 0, sizeof o->ptr[0] * p->nreg);
  for (int i = 0; i < p->nstmt; i++)
    {
      o->loc[i] = -1;
      o->loc_per_iteration[i] = false;
    }
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (int i = 0; i < p->nstmt; i++)
	{
	  const struct fz_stmt *st = &p->stmts[i];
	  if (st->dst < 0 || !p->regs[st->dst].ptr)
	    continue;
	  struct fz_absptr r = transfer (o, st);
	  struct fz_absptr *cur = &o->ptr[st->dst];
	  if (r.objs != cur->objs || r.off != cur->off)
	    {
	      *cur = r;
	      changed = true;
	    }
	}
    }
}

struct footprint
{
  unsigned objs;
  int start, end;
  bool plain;          /* a non-volatile load or store with known bytes */
};

static struct footprint
footprint (const struct fz_oracle *o, const struct fz_stmt *st)
{
  struct footprint f = { (1u << FZ_NOBJ) - 1, 0, FZ_OBJSIZE, false };
  if (!st)
    return f;
  switch (st->op)
    {
    case FZ_LOAD:
    case FZ_STORE:
      {
	struct fz_absptr a = o->ptr[st->a];
	f.objs = a.objs;
	if (a.off != FZ_OFF_ANY)
	  {
	    f.start = a.off + st->off;
	    f.end = f.start + st->width;
	    f.plain = !(st->flags & FZ_VOLATILE)
		      && (a.objs & (a.objs - 1)) == 0;
	  }
      }
      break;
    case FZ_CALL:
    case FZ_CALLREAD:
      f.objs = st->aux;
      break;
    default:
      break;
    }
  return f;
}

/* A non-volatile load or store of a non-char type: TBAA applies.  */
static bool
typed (const struct fz_stmt *st)
{
  return st && (st->op == FZ_LOAD || st->op == FZ_STORE)
	 && !(st->flags & FZ_VOLATILE) && fz_access_type (st) != 0;
}

enum mo_alias
fz_oracle_answer (const struct fz_oracle *o, const struct fz_stmt *a,
		  const struct fz_stmt *b)
{
  struct footprint fa = footprint (o, a), fb = footprint (o, b);
  if (!(fa.objs & fb.objs) || fa.end <= fb.start || fb.end <= fa.start)
    return MO_NO;
  if (o->prog->tbaa && typed (a) && typed (b)
      && fz_access_type (a) != fz_access_type (b))
    return MO_NO_BY_TYPE;
  if (fa.plain && fb.plain && fa.objs == fb.objs && fa.start == fb.start
      && fa.end == fb.end)
    return MO_MUST;
  return MO_MAY;
}

enum mo_alias
fz_oracle_alias (void *ctx, const struct mo_inst *a, const struct mo_inst *b)
{
  struct fz_oracle *o = ctx;
  const struct fz_stmt *sa = a->origin, *sb = b->origin;
  enum mo_alias ans = fz_oracle_answer (o, sa, sb);
  o->queries_total++;
  if (o->nquery < FZ_MAXQUERY)
    {
      o->log[o->nquery].a = sa;
      o->log[o->nquery].b = sb;
      o->log[o->nquery].answer = ans;
      o->nquery++;
    }
  if (o->broken && ans == MO_MAY)
    ans = MO_NO;
  return ans;
}

static bool
in_program (const struct fz_prog *p, const struct fz_stmt *st)
{
  return st >= p->stmts && st < p->stmts + p->nstmt;
}

enum mo_alias
fz_oracle_loc_answer (struct fz_oracle *o, const struct fz_stmt *a, int loc)
{
  if (loc < 0 || loc >= o->nloc)
    fz_fail ("CONTRACT", "alias question about unknown location L%d", loc);
  const struct fz_stmt *rep = o->rep[loc];
  enum mo_alias ans = fz_oracle_answer (o, a, rep);
  o->queries_total++;
  /* The checking mode indexes the program's statements: a translated
     location's representative is in no program, so its answers are only
     as good as the abstract pointer of its register (which covers every
     value the register takes).  */
  if (a && in_program (o->prog, a) && in_program (o->prog, rep)
      && o->nquery < FZ_MAXQUERY)
    {
      o->log[o->nquery].a = a;
      o->log[o->nquery].b = rep;
      o->log[o->nquery].answer = ans;
      o->nquery++;
    }
  if (o->broken && ans == MO_MAY)
    ans = MO_NO;
  return ans;
}

enum mo_alias
fz_phi_alias (void *ctx, const struct mo_inst *a, const struct mo_inst *b)
{
  return fz_oracle_loc_answer (ctx, a->origin, b->loc);
}

/* The bytes touched by each statement, widened to every statement of
   its loc: computed once per check (a query then costs two lookups).  */
struct touched_map
{
  uint64_t loc[FZ_MAXLOC][FZ_MEMSIZE / 64];
};

static void
touched_init (const struct fz_oracle *o, const struct fz_trace *t,
	      struct touched_map *m)
{
  /* (only the ids in use: the whole map is 4 KB, cleared twice an
     input) */
  memset (m->loc, 0, sizeof m->loc[0] * (size_t) o->nloc);
  for (int k = 0; k < o->prog->nstmt; k++)
    if (o->loc[k] >= 0 && o->loc[k] < FZ_MAXLOC)
      for (int i = 0; i < FZ_MEMSIZE / 64; i++)
	m->loc[o->loc[k]][i] |= t->bytes[k][i];
}

static const uint64_t *
touched (const struct fz_oracle *o, const struct fz_trace *t,
	 const struct touched_map *m, int s)
{
  return o->loc[s] >= 0 && o->loc[s] < FZ_MAXLOC ? m->loc[o->loc[s]]
						  : t->bytes[s];
}

static bool
overlap (const struct fz_oracle *o, const struct fz_trace *t,
	 const struct touched_map *m, int a, int b)
{
  const uint64_t *ba = touched (o, t, m, a), *bb = touched (o, t, m, b);
  for (int i = 0; i < FZ_MEMSIZE / 64; i++)
    if (ba[i] & bb[i])
      return true;
  return false;
}

void
fz_oracle_check (const struct fz_oracle *o, const struct fz_trace *t)
{
  static struct touched_map map;
  bool mapped = false;
  for (int q = 0; q < o->nquery; q++)
    {
      const struct fz_query *e = &o->log[q];
      if (!e->a || !e->b || e->answer == MO_MAY)
	continue;
      int a = (int) (e->a - o->prog->stmts), b = (int) (e->b - o->prog->stmts);
      if (e->answer == MO_NO && !mapped)
	{
	  touched_init (o, t, &map);
	  mapped = true;
	}
      if (e->answer == MO_NO && overlap (o, t, &map, a, b))
	fz_fail ("ORACLE", "NO for s%d and s%d, which overlapped", a, b);
      if (e->answer == MO_MUST && t->start[a] >= 0 && t->start[b] >= 0
	  && (t->varies[a] || t->varies[b] || t->start[a] != t->start[b]
	      || t->size[a] != t->size[b]))
	fz_fail ("ORACLE", "MUST for s%d and s%d, which touched different "
		 "bytes", a, b);
    }
}
