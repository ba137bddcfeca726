/* writeback.c - folding base-register adds into AArch64 pre- and
   post-indexed loads and stores ("writeback" addressing).

   The decision core of the writeback step of pass memopt-pairs (its
   second instance, after sched2 and after pairing; the glue is in
   plugin/gcc/rtl-pairs-writeback.cc).  Loops that walk arrays with pointer
   increments keep an add of the pointer next to an access through it;
   AArch64 does both in one instruction:

       ldr  x3, [x0]                      ldr  x3, [x0], 8
       add  x2, x2, x3            ==>     add  x2, x2, x3
       add  x0, x0, 8

       add  x2, x2, 4                     ldrb w6, [x2], 4
       ldrb w6, [x2, -4]          ==>

       sub  sp, sp, #16                   stp  x0, x1, [sp, -16]!
       stp  x0, x1, [sp]          ==>

   Algorithm, for each add D of a constant C to a register R, in order:
     1. Walk back from D (at most MAX_SCAN instructions) to the first
        instruction that mentions R, stopping at barriers.  If it is an
        access A through R, not yet folded, at offset OFF: with OFF 0 it
        becomes the post-indexed [R], C; with OFF == C the pre-indexed
        [R, C]! (it accessed R + C, and R + C is what R becomes).
     2. Otherwise walk forward from D the same way.  An access A through
        R there sees R + C: with OFF 0 it becomes the pre-indexed
        [R, C]!, with OFF == -C the post-indexed [R], C.
     3. The access must allow it: no register it loads or stores
        overlaps R (a writeback with Rt == Rn is UNPREDICTABLE), and C is
        an immediate of the form (mo_wb_imm_ok: 9-bit signed for one
        register, 7-bit signed scaled for a pair, a multiple of 16 for
        sp, which must stay 16-byte aligned).  The glue's APPLY callback
        may still refuse (no pattern: GCC 12 has pair writeback patterns
        for sp only; recog; max-transforms).

   Correctness: between the access and D no instruction mentions R (and
   none is a barrier), so moving D next to the access is a sequence of
   swaps of independent instructions (D reads and writes only R, touches
   neither memory nor flags); the access uses R only as its address, at
   offset 0, so "access then R += C" is the post-indexed form and
   "R += C then access" the pre-indexed one, exactly.  An add or access
   already folded counts as mentioning R, so each takes part in one fold
   at most.  */

#include "memopt.h"

#include <stdlib.h>

bool
mo_wb_imm_ok (const struct mo_winsn *a, long imm)
{
  if (imm == 0)
    return false;
  if (a->sp && imm % 16 != 0)
    return false;
  if (a->pair)
    return imm % a->size == 0 && imm >= -64L * a->size
	   && imm <= 63L * a->size;
  return imm >= -256 && imm <= 255;
}

/* May access I fold the add D (of C to R), and in which form?  0: no;
   1: post-index; 2: pre-index.  */
static int
foldable (const struct mo_wblock *b, const bool *used, int i, int d)
{
  const struct mo_winsn *a = &b->insn[i], *add = &b->insn[d];
  if (a->kind != MO_W_ACCESS || used[i] || a->base != add->base
      || a->value_is_base)
    return 0;
  /* The address A uses, relative to R before the add.  */
  long rel = a->offset + (i > d ? add->offset : 0);
  return rel == 0 ? 1 : rel == add->offset ? 2 : 0;
}

/* Steps 1-2: the access D would fold into in direction STEP (-1: back,
   +1: forward), or -1.  */
static int
partner (const struct mo_wblock *b, const bool *used, int d, int step,
	 int max_scan)
{
  int reg = b->insn[d].base;
  for (int k = d + step, scanned = 0;
       k >= 0 && k < b->n && scanned < max_scan; k += step, scanned++)
    {
      const struct mo_winsn *x = &b->insn[k];
      if (x->kind == MO_W_BARRIER)
	return -1;
      if (x->kind == MO_W_ACCESS && x->base == reg)
	return foldable (b, used, k, d) ? k : -1;
      if (used[k] || b->mentions (b->ctx, k, reg))
	return -1;
    }
  return -1;
}

int
mo_writeback (const struct mo_wblock *b,
	      const struct mo_writeback_params *params,
	      struct mo_writeback_stats *stats, mo_writeback_apply_fn apply,
	      void *ctx)
{
  int max_scan = params && params->max_scan > 0 ? params->max_scan
						: MO_DEFAULT_MAX_PAIR_SCAN;
  bool *used = (bool *) mo_xcalloc (b->n + 1, sizeof *used);
  int applied = 0;
  for (int d = 0; d < b->n; d++)
    {
      if (b->insn[d].kind != MO_W_ADD || used[d])
	continue;
      if (stats)
	stats->adds++;
      long imm = b->insn[d].offset;
      for (int dir = 0; dir < 2; dir++)
	{
	  int k = partner (b, used, d, dir == 0 ? -1 : 1, max_scan);
	  if (k < 0 || !mo_wb_imm_ok (&b->insn[k], imm))
	    continue;
	  struct mo_writeback_decision dec = { k, d,
					       foldable (b, used, k, d) == 2,
					       imm };
	  if (!apply (ctx, &dec))
	    {
	      if (stats)
		stats->refused++;
	      continue;
	    }
	  used[k] = used[d] = true;
	  applied++;
	  break;
	}
    }
  if (stats)
    stats->applied += applied;
  free (used);
  return applied;
}
