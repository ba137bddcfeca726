/* test-hoist.c - mo_hoist (hoist.c): where one read of a constant
   serves its uses in several blocks.  Trees are given parents first, as
   the glue gives the dominator tree; counts are expected executions.  */

#include "unit.h"

#include <string.h>

/* The glue's side of mo_hoist in these tests: the cover of the applied
   reads (all -1 when none), the reads applied, and a read READ_OK
   refuses (-1: none).  */
struct hrec
{
  int *cover;
  int n;
  int applied;
  int refuse;
};

static bool
h_apply (void *ctx, const struct mo_hoist_decision *d)
{
  struct hrec *r = (struct hrec *) ctx;
  memcpy (r->cover, d->cover, (size_t) d->n * sizeof *d->cover);
  r->applied++;
  return true;
}

static bool
h_read_ok (void *ctx, int read, const int *cover)
{
  (void) cover;
  return read != ((struct hrec *) ctx)->refuse;
}

/* mo_hoist on the nodes N[0..N_NODES-1]: the number of reads applied,
   COVER as they left it.  */
static int
h_run (const struct mo_hnode *n, int n_nodes,
       const struct mo_hoist_params *params, int *cover)
{
  struct hrec r = { cover, n_nodes, 0, -1 };
  for (int v = 0; v < n_nodes; v++)
    cover[v] = -1;
  struct mo_htree t = { n_nodes, n, h_read_ok, &r };
  int applied = mo_hoist (&t, params, NULL, h_apply, &r);
  return applied == r.applied ? applied : -1;
}

/* Node builders: N (parent, count, uses) and a barrier.  */
#define N(p, c, u) { (p), (c), (u), false }
#define B(p, c, u) { (p), (c), (u), true }

/* The pngvalid shape: a block (count 100) then four sibling branches,
   each taken half the time, each with one use: one read at the
   dominator (100) instead of four (200), saving 100 >= its count.  */
static void
hoist_four_branches (void)
{
  struct mo_hnode n[] = { B (-1, 100, 0), N (0, 100, 0), N (1, 50, 1),
			  N (1, 50, 1), N (1, 50, 1), N (1, 50, 1) };
  int cover[6];
  CHECK_INT (h_run (n, 6, NULL, cover), 1);
  CHECK_INT (cover[0], -1);
  for (int i = 1; i < 6; i++)
    CHECK_INT (cover[i], 1);
}

/* Two branches taken half the time each: a read at the dominator saves
   nothing (100 reads either way), so nothing moves.  With MIN_SAVING 0
   a tie is enough, and the read moves.  */
static void
not_hoist_without_saving (void)
{
  struct mo_hnode n[] = { N (-1, 100, 0), N (0, 50, 1), N (0, 50, 1) };
  int cover[3];
  CHECK_INT (h_run (n, 3, NULL, cover), 0);
  CHECK_INT (cover[1], -1);
  CHECK_INT (cover[2], -1);
  struct mo_hoist_params p = { 0.0 };
  CHECK_INT (h_run (n, 3, &p, cover), 1);
  CHECK_INT (cover[0], 0);
}

/* The same four branches, but one block on the way has a call (a
   barrier): the uses below it are a problem of their own, and the two
   left above do not pay for a read.  */
static void
not_hoist_across_barrier (void)
{
  struct mo_hnode n[] = { N (-1, 100, 0), N (0, 50, 1), B (0, 100, 0),
			  N (2, 50, 1), N (2, 50, 1), N (2, 50, 1) };
  int cover[6];
  CHECK_INT (h_run (n, 6, NULL, cover), 0);
  for (int i = 0; i < 6; i++)
    CHECK_INT (cover[i], -1);
  /* Below the barrier three uses of 50 each pay for a read at a block
     of count 60 (150 >= 60 + 60).  */
  struct mo_hnode m[] = { N (-1, 100, 0), N (0, 50, 1), B (0, 100, 0),
			  N (2, 60, 0), N (3, 50, 1), N (3, 50, 1),
			  N (3, 50, 1) };
  int cover2[7];
  CHECK_INT (h_run (m, 7, NULL, cover2), 1);
  CHECK_INT (cover2[1], -1);
  CHECK_INT (cover2[2], -1);
  CHECK_INT (cover2[3], 3);
  CHECK_INT (cover2[6], 3);
}

/* A loop header (barrier: it runs more often than its dominator) with
   three uses in its body: a read before the loop is not chosen (it would
   save 2,690 reads, but loop-invariant motion is GCC's); a read in the
   body, at the block dominating them, is.  */
static void
hoist_inside_loop_only (void)
{
  struct mo_hnode n[] = { N (-1, 10, 0), B (0, 1000, 0), N (1, 1000, 0),
			  N (2, 900, 1), N (2, 900, 1), N (2, 900, 1) };
  int cover[6];
  CHECK_INT (h_run (n, 6, NULL, cover), 1);
  CHECK_INT (cover[0], -1);
  CHECK_INT (cover[1], -1);
  CHECK_INT (cover[2], 2);
  CHECK_INT (cover[3], 2);
  CHECK_INT (cover[5], 2);
}

/* Two uses in one block: one read for both (count 100 instead of 200,
   saving 100).  A single use never moves.  */
static void
hoist_same_block_and_single_use (void)
{
  struct mo_hnode n[] = { N (-1, 100, 2) };
  int cover[1];
  CHECK_INT (h_run (n, 1, NULL, cover), 1);
  CHECK_INT (cover[0], 0);
  struct mo_hnode m[] = { N (-1, 100, 0), N (0, 100, 1) };
  int cover2[2];
  CHECK_INT (h_run (m, 2, NULL, cover2), 0);
  CHECK_INT (cover2[1], -1);
}

/* Two separate groups: reads at two blocks beat one read at the top
   (whose subtrees are both hot enough only apart).  Root 100; children
   A and B of count 10, each with three rarely taken uses (count 8 each):
   at the root 100 reads against 48; at A and B 10 reads each, saving
   14 each.  */
static void
hoist_two_groups (void)
{
  struct mo_hnode n[] = { N (-1, 100, 0), N (0, 10, 0), N (1, 8, 1),
			  N (1, 8, 1), N (1, 8, 1), N (0, 10, 0), N (5, 8, 1),
			  N (5, 8, 1), N (5, 8, 1) };
  int cover[9];
  CHECK_INT (h_run (n, 9, NULL, cover), 2);
  CHECK_INT (cover[0], -1);
  CHECK_INT (cover[2], 1);
  CHECK_INT (cover[4], 1);
  CHECK_INT (cover[6], 5);
  CHECK_INT (cover[8], 5);
}

/* Nothing to do on an empty tree.  */
static void
hoist_empty (void)
{
  int cover[1] = { 7 };
  CHECK_INT (h_run (NULL, 0, NULL, cover), 0);
  CHECK_INT (cover[0], 7);
}

/* A read the glue's READ_OK refuses (its register would live across a
   call) becomes a barrier and the reads are decided again: in the four
   branches of hoist_four_branches no other block pays for a read.  */
static void
not_hoist_when_read_refused (void)
{
  struct mo_hnode n[] = { B (-1, 100, 0), N (0, 100, 0), N (1, 50, 1),
			  N (1, 50, 1), N (1, 50, 1), N (1, 50, 1) };
  int cover[6];
  struct hrec r = { cover, 6, 0, 1 };
  struct mo_htree t = { 6, n, h_read_ok, &r };
  struct mo_hoist_stats st = { 0 };
  CHECK_INT (mo_hoist (&t, NULL, &st, h_apply, &r), 0);
  CHECK_INT (st.rounds, 2);
  CHECK_INT (st.reads_refused, 1);
  CHECK_INT (st.reads, 0);
  CHECK (!n[1].barrier);   /* the glue's tree is left as it was */
}

const struct unit_case unit_hoist_cases[] = {
  UNIT_CASE (not_hoist_when_read_refused),
  UNIT_CASE (hoist_four_branches),
  UNIT_CASE (not_hoist_without_saving),
  UNIT_CASE (not_hoist_across_barrier),
  UNIT_CASE (hoist_inside_loop_only),
  UNIT_CASE (hoist_same_block_and_single_use),
  UNIT_CASE (hoist_two_groups),
  UNIT_CASE (hoist_empty),
  { NULL, NULL }
};
