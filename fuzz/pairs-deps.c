/* pairs-deps.c - the pair target's answers to mo_pairs' questions (the
   conflict and pair_conflict callbacks of struct mo_pblock), as
   plugin/gcc/rtl-pairs-ldp.cc answers them from hard registers and alias
   analysis, and the checking mode of the memory answers.

   conflict (A, B), A before B, is true when
     1. a register A defines is used or defined by B, or one B defines is
	used by A (RAW, WAW, WAR; the base register of an access is a use,
	a load's destination a definition);
     2. or there is a memory dependence (fzp_mem_dep): one of them writes
	memory (a store, a call) and the bytes may overlap; a barrier
	depends on everything;
   pair_conflict (A, B), for A and B done by one ldp / stp, is 1 with
   only A's definitions (B may define a register A reads: the pair reads
   both addresses and sources before it writes a destination), or 2.

   The memory answer is "no" only when it is proved (sound; "yes" is
   always safe):
     - the two may-point-to object sets are disjoint, or the offset
       ranges (per object) are: the decoder's abstract values (struct
       fzp_ptr) are exact over-approximations of every run;
     - both are accesses through the same base register, not redefined
       from A up to B (A itself included: a load into its own base), at
       byte ranges [off, off + size) that do not meet;
     - a call and an access to an object the call neither reads nor
       writes (a load: that it does not write).
   In weak mode (a header bit) only the base register rule is used, as a
   glue without points-to facts would answer.  fzp_check_deps verifies
   every "no" against the addresses the original run really used
   ("fuzz: ORACLE").

   With BROKEN set (the broken variant of the target) conflict ignores
   memory dependences altogether; the differential run must catch the
   miscompiles this allows.  */

#include "fz.h"

#include <stdio.h>

static bool
is_access (const struct fzp_insn *in)
{
  return in->op == FZP_LOAD || in->op == FZP_STORE;
}

static bool
touches_memory (const struct fzp_insn *in)
{
  return is_access (in) || in->op == FZP_CALL || in->op == FZP_BARRIER;
}

/* Is base register R of access A (before C) the same value at C?  */
static bool
base_unchanged (const struct fzp_block *b, int a, int c, int r)
{
  for (int k = a; k < c; k++)
    if (b->insn[k].defs & (1u << r))
      return false;
  return true;
}

static bool
accesses_may_overlap (const struct fzp_block *b, int a, int c)
{
  const struct fzp_insn *x = &b->insn[a], *y = &b->insn[c];
  if (x->a == y->a && base_unchanged (b, a, c, x->a))
    return x->imm < y->imm + y->size && y->imm < x->imm + x->size;
  if (b->weak_alias)
    return true;
  if (!(x->addr.objs & y->addr.objs))
    return false;
  return x->addr.lo < y->addr.hi + y->size
	 && y->addr.lo < x->addr.hi + x->size;
}

/* Objects a call writes / reads or writes vs. an access's.  */
static bool
call_access_dep (const struct fzp_block *b, const struct fzp_insn *call,
		 const struct fzp_insn *acc)
{
  if (b->weak_alias)
    return true;
  unsigned hit = acc->op == FZP_STORE ? call->rd | call->wr : call->wr;
  return (hit & acc->addr.objs) != 0;
}

bool
fzp_mem_dep (const struct fzp_block *b, int a, int c)
{
  const struct fzp_insn *x = &b->insn[a], *y = &b->insn[c];
  if (!touches_memory (x) || !touches_memory (y))
    return false;
  if (x->op == FZP_BARRIER || y->op == FZP_BARRIER)
    return true;
  if (is_access (x) && is_access (y))
    return (x->op == FZP_STORE || y->op == FZP_STORE)
	   && accesses_may_overlap (b, a, c);
  if (x->op == FZP_CALL && y->op == FZP_CALL)
    return b->weak_alias || (x->wr & (y->rd | y->wr))
	   || (y->wr & x->rd);
  return x->op == FZP_CALL ? call_access_dep (b, x, y)
			   : call_access_dep (b, y, x);
}

bool
fzp_conflict (void *ctx, int a, int c)
{
  const struct fzp_deps *d = (const struct fzp_deps *) ctx;
  const struct fzp_insn *x = &d->b->insn[a], *y = &d->b->insn[c];
  if ((x->defs & (y->uses | y->defs)) || (y->defs & x->uses))
    return true;
  if (x->op == FZP_BARRIER || y->op == FZP_BARRIER)
    return true;
  return !d->broken && fzp_mem_dep (d->b, a, c);
}

bool
fzp_pair_conflict (void *ctx, int a, int c)
{
  const struct fzp_deps *d = (const struct fzp_deps *) ctx;
  const struct fzp_insn *x = &d->b->insn[a], *y = &d->b->insn[c];
  return (x->defs & (y->uses | y->defs)) || fzp_mem_dep (d->b, a, c);
}

/* The object holding memory index M.  */
static int
object_of (int m)
{
  for (int o = FZP_NOBJ - 1; o >= 0; o--)
    if (m >= fzp_objbase[o])
      return o;
  return 0;
}

void
fzp_check_deps (const struct fzp_block *b, const struct fzp_trace *t)
{
  for (int a = 0; a < b->n; a++)
    for (int c = a + 1; c < b->n; c++)
      {
	const struct fzp_insn *x = &b->insn[a], *y = &b->insn[c];
	if (fzp_mem_dep (b, a, c))
	  continue;
	bool overlap = false;
	if (is_access (x) && is_access (y)
	    && (x->op == FZP_STORE || y->op == FZP_STORE))
	  overlap = t->at[a] < t->at[c] + y->size
		    && t->at[c] < t->at[a] + x->size;
	else if (is_access (x) != is_access (y)
		 && (x->op == FZP_CALL || y->op == FZP_CALL))
	  {
	    const struct fzp_insn *call = x->op == FZP_CALL ? x : y;
	    const struct fzp_insn *acc = x->op == FZP_CALL ? y : x;
	    int o = object_of (t->at[x->op == FZP_CALL ? c : a]);
	    unsigned hit = acc->op == FZP_STORE ? call->rd | call->wr
						 : call->wr;
	    overlap = (hit >> o) & 1;
	  }
	if (overlap)
	  fz_fail ("ORACLE", "i%d and i%d: memory dependence answered no, "
		   "but they touched memory %d and %d", a, c, t->at[a],
		   t->at[c]);
      }
}
