/* graph.c - the fuzz program's graph facts: preds, dominators, cycles, RPO.

   The fuzzer computes these itself instead of using the core's cfg.c, so
   that a bug in the core's CFG analyses cannot hide the same bug in the
   checks.  Programs have at most 16 blocks, so every set is a 32-bit
   mask and the simplest algorithms are fast enough:

     dominators: the iterative data-flow  dom(b) = {b} + AND over preds
       of dom(p), starting from "all blocks" (Cooper/Harvey/Kennedy's
       formulation without the tree; correct for irreducible graphs too),
       the blocks visited in RPO (the greatest fixed point is the same in
       any order; in RPO it takes a pass per loop nesting level and one
       more);
     cycles: b lies on a cycle when b is reachable from one of its
       successors (transitive closure of the successor relation: each
       block's set is its successors' and their sets, iterated in post
       order to a fixed point, which takes a pass per loop nesting level
       and one more; Warshall's closure, 16 x 16 steps each with a
       branch on the data, was a tenth of building a transformed
       program);
     RPO: a depth-first search from the entry, successors in order.

   Correctness: all three are the textbook definitions evaluated to a
   fixed point, and the decoder guarantees every block is reachable.  */

#include "fz.h"

#include <string.h>

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

/* POST: every block, in post order; the blocks are visited in reverse
   (RPO: a block after its dominators), so that a graph without cycles
   takes one pass and a check.  */
static void
fz_dominators (struct fz_prog *p, const int *post)
{
  uint32_t all = (p->nblock == 32) ? ~0u : ((1u << p->nblock) - 1);
  p->dom[0] = 1u;
  for (int b = 1; b < p->nblock; b++)
    p->dom[b] = all;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (int i = p->nblock - 1; i >= 0; i--)
	{
	  int b = post[i];
	  if (b == 0)
	    continue;
	  uint32_t d = all;
	  for (int k = 0; k < p->blocks[b].npred; k++)
	    d &= p->dom[p->blocks[b].pred[k]];
	  d |= 1u << b;
	  if (d != p->dom[b])
	    {
	      p->dom[b] = d;
	      changed = true;
	    }
	}
    }
}

/* POST: every block, in post order.  */
static void
fz_cycles (struct fz_prog *p, const int *post)
{
  uint32_t reach[FZ_MAXBLOCK];   /* blocks reachable in >= 1 step */
  for (int b = 0; b < p->nblock; b++)
    {
      reach[b] = 0;
      for (int i = 0; i < p->blocks[b].nsucc; i++)
	reach[b] |= 1u << p->blocks[b].succ[i];
    }
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int i = 0; i < p->nblock; i++)
	{
	  const struct fz_block *blk = &p->blocks[post[i]];
	  uint32_t r = reach[post[i]];
	  for (int k = 0; k < blk->nsucc; k++)
	    r |= reach[blk->succ[k]];
	  changed |= r != reach[post[i]];
	  reach[post[i]] = r;
	}
    }
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

/* The last graph computed: its successor lists and its facts, which
   depend on nothing else.  The apply steps build three programs of one
   subset of decisions (the padded twin, the checked and the transformed
   program) with the same blocks and edges: the second and the third
   take the facts from here.  The arrays are copied whole, whatever the
   number of blocks and preds: a copy of a constant size is a few moves,
   one of a variable size a call of memcpy, which in the libFuzzer build
   is AddressSanitizer's interceptor (it checks the shadow of both
   ranges), though this file has no sanitizer.  */
static struct
{
  bool valid;
  int nblock;
  int nsucc[FZ_MAXBLOCK], succ[FZ_MAXBLOCK][2];
  int npred[FZ_MAXBLOCK], pred[FZ_MAXBLOCK][FZ_MAXBLOCK];
  uint32_t dom[FZ_MAXBLOCK], cyclic;
  int rpo[FZ_MAXBLOCK];
} last;

static bool
same_as_last (const struct fz_prog *p)
{
  if (!last.valid || last.nblock != p->nblock)
    return false;
  for (int b = 0; b < p->nblock; b++)
    {
      const struct fz_block *blk = &p->blocks[b];
      if (blk->nsucc != last.nsucc[b])
	return false;
      for (int i = 0; i < blk->nsucc; i++)
	if (blk->succ[i] != last.succ[b][i])
	  return false;
    }
  return true;
}

void
fz_graph (struct fz_prog *p)
{
  int n = p->nblock;
  if (same_as_last (p))
    {
      for (int b = 0; b < n; b++)
	{
	  struct fz_block *blk = &p->blocks[b];
	  blk->npred = last.npred[b];
	  memcpy (blk->pred, last.pred[b], sizeof blk->pred);
	}
      memcpy (p->dom, last.dom, sizeof p->dom);
      memcpy (p->rpo, last.rpo, sizeof p->rpo);
      p->cyclic = last.cyclic;
      return;
    }
  fz_preds (p);
  uint32_t seen = 0;
  int post[FZ_MAXBLOCK], npost = 0;
  fz_dfs (p, 0, &seen, post, &npost);
  if (npost != n)
    fz_fail ("INTERNAL", "decoder left a block unreachable");
  fz_dominators (p, post);
  fz_cycles (p, post);
  for (int i = 0; i < n; i++)
    p->rpo[i] = post[n - 1 - i];
  last.valid = true;
  last.nblock = n;
  for (int b = 0; b < n; b++)
    {
      const struct fz_block *blk = &p->blocks[b];
      last.nsucc[b] = blk->nsucc;
      memcpy (last.succ[b], blk->succ, sizeof blk->succ);
      last.npred[b] = blk->npred;
      memcpy (last.pred[b], blk->pred, sizeof blk->pred);
    }
  memcpy (last.dom, p->dom, sizeof p->dom);
  memcpy (last.rpo, p->rpo, sizeof p->rpo);
  last.cyclic = p->cyclic;
}
