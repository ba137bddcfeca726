/* apply.c - check the core's decisions against the contract in memopt.h
   and apply a subset of them to a fuzz program.

   Applying, as the GCC glue does:
     MO_LSE_REPLACE_LOAD, MO_LSE_LOOP_INVARIANT_LOAD   the load  "vD = *p"  becomes
					       the copy  "vD = vVAL"
     MO_LSE_REMOVE_STORE                          the store becomes a NOP
     MO_LSE_EXTRACT_LOAD     the load becomes "vD = vVAL from byte B":
			     B is where the part starts in the whole
   Statements keep their index, so the interpreter's step counts and
   trap positions stay comparable.

   The contract (fz_check_decisions, "fuzz: CONTRACT"): a decision names
   an existing instruction of the right kind (a load for the two load
   actions, a store for MO_LSE_REMOVE_STORE) that is tracked (loc >= 0) and
   not MO_INST_KEEP; at most one decision per instruction; a load's value
   is one the IR knows (the val of some instruction), is not the load's
   own, and has the load's width (memopt.h: same LOC values need no
   conversion); an extracted load's value has its whole's width, and the
   whole is a location the load's is a part of.

   The SSA check (in fz_apply, "fuzz: SSA"): in the transformed program
   every copy's source is defined on every path to the copy (its
   definition strictly dominates it).  The check is static, so it also
   catches a use before def on a path no input vector takes.  */

#include "fz.h"

#include <string.h>

static const struct fz_stmt *
decision_stmt (const struct fz_prog *p, const struct mo_func *f,
	       const struct mo_lse_decision *d, const struct mo_inst **inst)
{
  if (d->block < 0 || d->block >= f->nblock || d->index < 0
      || d->index >= f->blocks[d->block].ninst)
    fz_fail ("CONTRACT", "decision on a missing instruction b%d[%d]",
	     d->block, d->index);
  *inst = &f->blocks[d->block].inst[d->index];
  const struct fz_stmt *st = (*inst)->origin;
  if (!st)
    fz_fail ("CONTRACT", "decision on a return's MO_READ b%d[%d]",
	     d->block, d->index);
  (void) p;
  return st;
}

void
fz_known_values (const struct mo_func *f, bool *known)
{
  memset (known, 0, FZ_MAXREG * sizeof *known);
  for (int b = 0; b < f->nblock; b++)
    for (int i = 0; i < f->blocks[b].ninst; i++)
      if (f->blocks[b].inst[i].val >= 0)
	known[f->blocks[b].inst[i].val] = true;
}

/* The contract of an extracted load (ST, its instruction IN).  */
static void
check_extract (const struct fz_prog *p, const struct mo_func *f,
	       const struct fz_oracle *o, const struct mo_lse_decision *d,
	       const struct mo_inst *in, const struct fz_stmt *st, int s)
{
  bool part = false;
  for (int k = 0; k < f->npart; k++)
    part |= f->parts[k].narrow == in->loc && f->parts[k].wide == d->wide;
  if (!part || fz_part_byte (o, in->loc, d->wide) < 0)
    fz_fail ("CONTRACT", "MO_LSE_EXTRACT_LOAD on s%d: L%d is not a part "
	     "of L%d", s, in->loc, d->wide);
  if (p->regs[d->val].width != o->rep[d->wide]->width
      || p->regs[d->val].width <= st->width)
    fz_fail ("CONTRACT", "MO_LSE_EXTRACT_LOAD on s%d: value v%d has %d "
	     "bytes, the whole %d, the load %d", s, d->val,
	     p->regs[d->val].width, o->rep[d->wide]->width, st->width);
}

void
fz_check_decisions (const struct fz_prog *p, const struct mo_func *f,
		    const struct fz_oracle *o,
		    const struct mo_lse_decisions *ds)
{
  static const char *const names[]
    = { "MO_LSE_REPLACE_LOAD", "MO_LSE_REMOVE_STORE",
	"MO_LSE_LOOP_INVARIANT_LOAD", "MO_LSE_EXTRACT_LOAD" };
  bool known[FZ_MAXREG], done[FZ_MAXSTMT] = { false };
  fz_known_values (f, known);
  for (int k = 0; k < ds->len; k++)
    {
      const struct mo_lse_decision *d = &ds->v[k];
      const struct mo_inst *in;
      const struct fz_stmt *st = decision_stmt (p, f, d, &in);
      int s = (int) (st - p->stmts);
      if ((unsigned) d->action > MO_LSE_EXTRACT_LOAD)
	fz_fail ("CONTRACT", "unknown action %d on s%d", (int) d->action, s);
      const char *what = names[d->action];
      bool load = d->action != MO_LSE_REMOVE_STORE;
      if (in->kind != (load ? MO_LOAD : MO_STORE))
	fz_fail ("CONTRACT", "%s on s%d, which is not a %s", what, s,
		 load ? "load" : "store");
      if (in->flags & MO_INST_KEEP)
	fz_fail ("CONTRACT", "%s on s%d, which is MO_INST_KEEP", what, s);
      if (in->loc < 0)
	fz_fail ("CONTRACT", "%s on s%d, which is untracked (loc -1)", what,
		 s);
      if (done[s])
	fz_fail ("CONTRACT", "two decisions on s%d", s);
      done[s] = true;
      if (!load)
	continue;
      if (d->val < 0 || d->val >= f->nval || !known[d->val])
	fz_fail ("CONTRACT", "%s on s%d: value %d is not in the IR", what, s,
		 d->val);
      if (d->val == in->val)
	fz_fail ("CONTRACT", "%s on s%d: replaced by its own value", what, s);
      if (d->action == MO_LSE_EXTRACT_LOAD)
	check_extract (p, f, o, d, in, st, s);
      else if (p->regs[d->val].width != st->width)
	fz_fail ("CONTRACT", "%s on s%d: value v%d has %d bytes, the load %d",
		 what, s, d->val, p->regs[d->val].width, st->width);
    }
}

static int
block_of (const struct fz_prog *p, int s)
{
  for (int b = 0; b < p->nblock; b++)
    if (s >= p->blocks[b].first && s < p->blocks[b].first + p->blocks[b].n)
      return b;
  fz_fail ("INTERNAL", "statement s%d in no block", s);
}

void
fz_apply (struct fz_prog *out, const struct fz_prog *p,
	  const struct mo_func *f, const struct fz_oracle *o,
	  const struct mo_lse_decisions *ds, const uint64_t *subset)
{
  memcpy (out, p, offsetof (struct fz_prog, stmts));
  memcpy (out->stmts, p->stmts, sizeof p->stmts[0] * p->nstmt);
  memcpy (out->regs, p->regs, sizeof p->regs[0] * p->nreg);
  out->nstmt = p->nstmt;
  out->nreg = p->nreg;
  memcpy (out->in, p->in, sizeof *p - offsetof (struct fz_prog, in));
  for (int k = 0; k < ds->len; k++)
    {
      if (!((subset[k / 64] >> (k % 64)) & 1))
	continue;
      const struct mo_inst *in;
      const struct fz_stmt *st = decision_stmt (p, f, &ds->v[k], &in);
      struct fz_stmt *x = &out->stmts[st - p->stmts];
      if (ds->v[k].action == MO_LSE_REMOVE_STORE)
	x->op = FZ_NOP;
      else if (ds->v[k].action == MO_LSE_EXTRACT_LOAD)
	{
	  x->op = FZ_EXTRACT;
	  x->a = ds->v[k].val;
	  x->off = fz_part_byte (o, in->loc, ds->v[k].wide);
	}
      else
	{
	  x->op = FZ_COPY;
	  x->a = ds->v[k].val;
	}
    }
  for (int s = 0; s < out->nstmt; s++)
    if ((out->stmts[s].op == FZ_COPY || out->stmts[s].op == FZ_EXTRACT)
	&& !fz_reg_available (out, out->stmts[s].a, block_of (out, s), s))
      fz_fail ("SSA", "s%d := v%d, which is not defined on every path to it",
	       s, out->stmts[s].a);
}
