/* graph.c - the fuzz program's graph facts: preds, dominators, cycles, RPO.

   The fuzzer computes these itself instead of using the core's cfg.c, so
   that a bug in the core's CFG analyses cannot hide the same bug in the
   checks.  Programs have at most 16 blocks, so every set is a 32-bit
   mask and the simplest algorithms are fast enough:

     dominators: the iterative data-flow  dom(b) = {b} + AND over preds
       of dom(p), starting from "all blocks" (Cooper/Harvey/Kennedy's
       formulation without the tree; correct for irreducible graphs too);
     cycles: b lies on a cycle when b is reachable from one of its
       successors (transitive closure of the successor relation,
       Warshall's: through the blocks 0..k in turn);
     RPO: a depth-first search from the entry, successors in order.

   Correctness: all three are the textbook definitions evaluated to a
   fixed point, and the decoder guarantees every block is reachable.  */

#include "fz.h"

static void
fz_preds (struct fz_prog *p)
{
  for (int b = 0; b < p->nblock; b++)
    p->blocks[b].npred = 0;
  for (int b = 0; b < p->nblock; b++)
    for (int i = 0; i < p->blocks[b].nsucc; i++)
      {
	struct fz_block *s = &p->blocks[p->blocks[b].succ[i]];
	s->pred[s->npred++] = b;
      }
}

static void
fz_dominators (struct fz_prog *p)
{
  uint32_t all = (p->nblock == 32) ? ~0u : ((1u << p->nblock) - 1);
  p->dom[0] = 1u;
  for (int b = 1; b < p->nblock; b++)
    p->dom[b] = all;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (int b = 1; b < p->nblock; b++)
	{
	  uint32_t d = all;
	  for (int i = 0; i < p->blocks[b].npred; i++)
	    d &= p->dom[p->blocks[b].pred[i]];
	  d |= 1u << b;
	  if (d != p->dom[b])
	    {
	      p->dom[b] = d;
	      changed = true;
	    }
	}
    }
}

static void
fz_cycles (struct fz_prog *p)
{
  uint32_t reach[FZ_MAXBLOCK];   /* blocks reachable in >= 1 step */
  for (int b = 0; b < p->nblock; b++)
    {
      reach[b] = 0;
      for (int i = 0; i < p->blocks[b].nsucc; i++)
	reach[b] |= 1u << p->blocks[b].succ[i];
    }
  for (int k = 0; k < p->nblock; k++)
    for (int b = 0; b < p->nblock; b++)
      if ((reach[b] >> k) & 1u)
	reach[b] |= reach[k];
  p->cyclic = 0;
  for (int b = 0; b < p->nblock; b++)
    if ((reach[b] >> b) & 1u)
      p->cyclic |= 1u << b;
}

static void
fz_dfs (struct fz_prog *p, int b, uint32_t *seen, int *post, int *n)
{
  *seen |= 1u << b;
  for (int i = 0; i < p->blocks[b].nsucc; i++)
    if (!((*seen >> p->blocks[b].succ[i]) & 1u))
      fz_dfs (p, p->blocks[b].succ[i], seen, post, n);
  post[(*n)++] = b;
}

void
fz_graph (struct fz_prog *p)
{
  fz_preds (p);
  fz_dominators (p);
  fz_cycles (p);
  uint32_t seen = 0;
  int post[FZ_MAXBLOCK], n = 0;
  fz_dfs (p, 0, &seen, post, &n);
  if (n != p->nblock)
    fz_fail ("INTERNAL", "decoder left a block unreachable");
  for (int i = 0; i < n; i++)
    p->rpo[i] = post[n - 1 - i];
}

/* R is available at statement S of block SB when its definition is
   earlier in SB, or in a block that strictly dominates SB.  A PHI's
   operands are checked by the caller at the end of the pred.  */
bool
fz_reg_available (const struct fz_prog *p, int r, int sb, int s)
{
  const struct fz_reg *reg = &p->regs[r];
  if (reg->block == sb)
    return reg->stmt < s;
  return fz_dominates (p, reg->block, sb);
}
