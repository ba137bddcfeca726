/* hoist.c - a constant read from memory in several branches is read
   once, where they meet (the decision core of pass memopt-hoist-const;
   the glue is in plugin/gcc/rtl-hoist-const.cc).

   A floating-point or vector constant that no instruction can build is
   read from the constant pool by every use.  When the uses are in
   different branches, CSE cannot share one read: neither use dominates
   the other.  pngvalid's image_pixel_setf, inlined into
   image_pixel_init, multiplies by DBL_EPSILON in four sibling branches:

       if (red < rMax)     rede = redf * DBL_EPSILON;     else rede = 0;
       if (green < gMax)   greene = greenf * DBL_EPSILON; else greene = 0;
       ...

   x86-64 -O2, GCC 12, before / after:

       cmpl   %eax, %edx                    movsd  .LC3(%rip), %xmm7
       jnb    .L88                          cmpl   %eax, %edx
       movsd  .LC3(%rip), %xmm0             jnb    .L88
       mulsd  %xmm2, %xmm0          ==>     movapd %xmm7, %xmm0
     .L88:                                  mulsd  %xmm2, %xmm0
       ... three more branches,           .L88:
           each loading .LC3                ... three more, reading %xmm7

   The glue describes one constant at a time as a tree: the blocks that
   use it and their dominators, each with its expected execution count
   (GCC's profile, guessed or measured), its number of uses, and whether
   it is a barrier.  A barrier is a block no register is hoisted into,
   nor across: one with a call (the register would live across it) or
   one executed more often than its immediate dominator (a loop header:
   loop-invariant motion is GCC's).  The subtree of a barrier is a
   problem of its own.

   Algorithm: one bottom-up walk (children after parents in the array,
   so in reverse) computes, for each block V,
     FREE(V)  the fewest expected reads of the constant in V's subtree
              when no register is available on entry to V:
              min (A, B) with
              A = uses(V) * count(V) + sum FREE(child)   (no read at V)
              B = count(V) + sum COVERED(child)          (one read at V;
                                                          not at a barrier)
     COVERED(V) the same when a register read above V reaches V:
              FREE(V) at a barrier, else sum COVERED(child).
   B is chosen only when it saves at least count(V) reads beyond its own
   one (B + count(V) <= A: on x86-64 the hoisted read is an instruction
   more, and it must pay for itself with a read less) and covers at
   least two uses.  Then one walk top-down marks, for each block, the
   block whose read its uses take (or -1).  This is optimal for the
   counts given, among placements that respect the barriers.

   Correctness does not depend on the counts or the barriers: a
   constant-pool entry never changes and its read cannot fault, so
   reading it at any block that dominates a use gives the use the same
   value.  The glue reads it at the start of the chosen block.

   mo_hoist decides all reads of one constant together, then hands them
   to APPLY in node order.  Before that, the glue's READ_OK may refuse a
   read (its register would live across a call on a path the tree does
   not show): the node becomes a barrier and the decision is made again,
   at most N + 1 times (then nothing is read).  */

#include "memopt.h"

#include <stdlib.h>

/* Per block: the two costs and B's choice.  */
struct hcost
{
  double free_cost;
  double covered_cost;
  bool hoist;            /* FREE chose B */
};

/* The number of uses B would cover at V (uses in V's subtree reached
   without crossing a barrier), counted bottom-up like the costs.  */
static void
accumulate (const struct mo_hnode *n, int n_nodes, struct hcost *c,
	    int *covered_uses, double *sum_free, double *sum_covered,
	    const struct mo_hoist_params *p)
{
  for (int v = n_nodes - 1; v >= 0; v--)
    {
      double own = (double) n[v].uses * n[v].count;
      double a = own + sum_free[v];
      double b = n[v].count + sum_covered[v];
      int uses_b = n[v].uses + covered_uses[v];
      bool take = !n[v].barrier && uses_b >= 2
		  && b + n[v].count * p->min_saving <= a;
      c[v].hoist = take;
      c[v].free_cost = take ? b : a;
      c[v].covered_cost = n[v].barrier ? c[v].free_cost : sum_covered[v];
      int par = n[v].parent;
      if (par < 0)
	continue;
      sum_free[par] += c[v].free_cost;
      sum_covered[par] += c[v].covered_cost;
      if (!n[v].barrier)
	covered_uses[par] += n[v].uses + covered_uses[v];
    }
}

/* One decision: COVER[0..N_NODES-1] for the nodes GIVEN, with the
   barriers GIVEN has and those BARRIER adds; returns the reads it
   inserts.  */
static int
decide (const struct mo_hnode *given, int n_nodes, const bool *barrier,
	const struct mo_hoist_params *p, int *cover)
{
  struct mo_hnode *n = mo_xmalloc ((size_t) n_nodes * sizeof *n);
  for (int v = 0; v < n_nodes; v++)
    {
      n[v] = given[v];
      n[v].barrier = given[v].barrier || barrier[v];
    }
  struct hcost *c = mo_xcalloc ((size_t) n_nodes, sizeof *c);
  int *covered_uses = mo_xcalloc ((size_t) n_nodes, sizeof *covered_uses);
  double *sum_free = mo_xcalloc ((size_t) n_nodes, sizeof *sum_free);
  double *sum_covered = mo_xcalloc ((size_t) n_nodes, sizeof *sum_covered);
  accumulate (n, n_nodes, c, covered_uses, sum_free, sum_covered, p);

  /* Top-down: a block takes its parent's register unless it is a
     barrier or its parent has none; a block without one whose FREE
     chose B reads the constant itself.  */
  int hoists = 0;
  for (int v = 0; v < n_nodes; v++)
    {
      int par = n[v].parent;
      int from = par >= 0 && !n[v].barrier ? cover[par] : -1;
      if (from < 0 && c[v].hoist)
	{
	  from = v;
	  hoists++;
	}
      cover[v] = from;
    }
  free (n);
  free (c);
  free (covered_uses);
  free (sum_free);
  free (sum_covered);
  return hoists;
}

int
mo_hoist (const struct mo_htree *t, const struct mo_hoist_params *params,
	  struct mo_hoist_stats *stats, mo_hoist_apply_fn apply, void *ctx)
{
  struct mo_hoist_params p = { MO_DEFAULT_MIN_HOIST_SAVING / 100.0 };
  if (params)
    p = *params;
  int n = t->n;
  if (n <= 0)
    return 0;
  int *cover = mo_xmalloc ((size_t) n * sizeof *cover);
  bool *barrier = mo_xcalloc ((size_t) n, sizeof *barrier);
  int applied = 0;
  /* A refusal of READ_OK adds a barrier, so at most N rounds refuse.  */
  for (int round = 0; round <= n; round++)
    {
      int reads = decide (t->node, n, barrier, &p, cover);
      if (stats)
	stats->rounds++;
      bool again = false;
      for (int h = 0; reads && t->read_ok && h < n; h++)
	if (cover[h] == h && !t->read_ok (t->ctx, h, cover))
	  {
	    barrier[h] = true;
	    again = true;
	    if (stats)
	      stats->reads_refused++;
	  }
      if (again)
	continue;
      for (int h = 0; reads && h < n; h++)
	if (cover[h] == h)
	  {
	    struct mo_hoist_decision d = { h, cover, n };
	    if (stats)
	      stats->reads++;
	    if (apply (ctx, &d))
	      applied++;
	  }
      break;
    }
  if (stats)
    stats->applied += applied;
  free (cover);
  free (barrier);
  return applied;
}
