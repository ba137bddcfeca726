/* fuzz-hoist.c - fuzz target for "a constant read in several branches is
   read once" (mo_hoist in plugin/core/hoist.c).

   mo_hoist sees a tree (the blocks using one constant and their
   dominators), not a program: no value can go wrong, since a constant
   never changes.  What can go wrong is where the reads go: a use given a
   register read in a block that does not dominate it, or read across a
   barrier (a call, a loop header), or a placement that reads more often
   than the program did.  So this target checks placements, against a
   brute force over every placement on small trees:

     1. decode the bytes: a parameter byte (MIN_SAVING 0, 1 or 2), then two
	bytes a node, at most HT_MAXNODE nodes: the parent (a node before
	it, or none: a forest), whether it is a barrier, its count (0..63)
	and its uses (0..3);
     2. run mo_hoist and check the COVER its decisions carry against
	memopt.h section 11 ("fuzz: CONTRACT"): a node's cover is itself
	or an ancestor and is its own cover; the count of covers equals
	the return value; and
	("fuzz: DECISION", what a wrong placement would be in the plugin)
	the cover is no barrier, and no barrier lies on the path from the
	cover down to the node (the node itself included, unless it is the
	cover);
     3. reads: the placement's expected reads (one per cover, times its
	count, plus every use left alone) plus MIN_SAVING times the count
	of every cover must not exceed the reads with no placement
	("fuzz: DECISION": a read inserted that does not pay);
     4. with MIN_SAVING 0, the placement's reads must equal the fewest
	any placement makes in which every read serves at least two uses
	(brute force over the subsets of nodes; "fuzz: DECISION").

   Built with -DFUZZ_BROKEN_ORACLE=1, the description clears the barrier
   flags (a glue that forgot the calls): the core then reads across them,
   and step 2 must find it (make fuzz-selftest; check-fuzz's negative test
   on the seeds).  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define HT_MAXNODE 12

static struct
{
  int n;
  struct mo_hnode node[HT_MAXNODE];    /* the truth */
  struct mo_hnode desc[HT_MAXNODE];    /* what the core is told */
  struct mo_hoist_params params;
} t;

static int cover[HT_MAXNODE];
static int hoists;
static uint64_t subset[FZ_SUBSET_WORDS];

static void
show (void)
{
  fprintf (stderr, "min_saving %g\n", t.params.min_saving);
  for (int v = 0; v < t.n; v++)
    fprintf (stderr, "  n%d parent %d count %g uses %d%s -> cover %d\n", v,
	     t.node[v].parent, t.node[v].count, t.node[v].uses,
	     t.node[v].barrier ? " barrier" : "", cover[v]);
}

/* Step 1.  */
static void
decode (const uint8_t *data, size_t size)
{
  memset (&t, 0, sizeof t);
  memset (cover, 0, sizeof cover);
  fz_fail_prog = NULL;
  fz_fail_hook = show;
  size_t at = 0;
  uint8_t p = at < size ? data[at++] : 0;
  t.params.min_saving = p % 3;
  while (t.n < HT_MAXNODE && at + 2 <= size)
    {
      const uint8_t *b = &data[at];
      at += 2;
      int v = t.n++;
      struct mo_hnode *x = &t.node[v];
      /* b[0]: bits 0-5 the parent (mod v + 1; v: none), bit 6 barrier.  */
      int par = v ? (b[0] & 0x3f) % (v + 1) : 0;
      x->parent = par == v ? -1 : par;
      x->barrier = b[0] & 0x40;
      x->count = b[1] & 0x3f;
      x->uses = b[1] >> 6;
      t.desc[v] = *x;
      if (FUZZ_BROKEN_ORACLE)
	t.desc[v].barrier = false;
    }
}

/* The APPLY callback: COVER as the core decided it (the same array for
   every read of one call).  */
static bool
record (void *ctx, const struct mo_hoist_decision *d)
{
  (void) ctx;
  if (d->n != t.n || d->read < 0 || d->read >= t.n
      || d->cover[d->read] != d->read)
    fz_fail ("CONTRACT", "decision: read n%d, cover of %d nodes", d->read,
	     d->n);
  memcpy (cover, d->cover, (size_t) d->n * sizeof *cover);
  return true;
}

static int
pass (void)
{
  for (int v = 0; v < t.n; v++)
    cover[v] = -1;
  struct mo_htree tree = { t.n, t.desc, NULL, NULL };
  struct mo_hoist_stats stats = { 0 };
  hoists = mo_hoist (&tree, &t.params, &stats, record, NULL);
  if (stats.reads != hoists || stats.applied != hoists
      || stats.rounds != (t.n > 0))
    fz_fail ("CONTRACT", "mo_hoist returned %d; stats: %ld reads, %ld "
	     "applied, %ld rounds", hoists, stats.reads, stats.applied,
	     stats.rounds);
  return hoists;
}

/* Step 2.  */
static void
check (void)
{
  int covers = 0;
  for (int v = 0; v < t.n; v++)
    {
      int h = cover[v];
      if (h < -1 || h >= t.n)
	fz_fail ("CONTRACT", "n%d: cover %d out of range", v, h);
      if (h < 0)
	continue;
      if (cover[h] != h)
	fz_fail ("CONTRACT", "n%d: cover n%d is not its own cover", v, h);
      if (t.node[h].barrier)
	fz_fail ("DECISION", "n%d: read at barrier n%d", v, h);
      if (h == v)
	{
	  covers++;
	  continue;
	}
      int u = v;
      while (u >= 0 && u != h)
	{
	  if (t.node[u].barrier)
	    fz_fail ("DECISION", "n%d: the read at n%d reaches it across "
		     "barrier n%d", v, h, u);
	  u = t.node[u].parent;
	}
      if (u != h)
	fz_fail ("CONTRACT", "n%d: cover n%d is no ancestor", v, h);
    }
  if (covers != hoists)
    fz_fail ("CONTRACT", "%d reads placed, %d returned", covers, hoists);
}

/* The reads a placement makes: one per cover, every use without one.  */
static double
reads_of (const int *cov)
{
  double r = 0;
  for (int v = 0; v < t.n; v++)
    if (cov[v] == v)
      r += t.node[v].count;
    else if (cov[v] < 0)
      r += t.node[v].uses * t.node[v].count;
  return r;
}

/* Step 4's brute force over every set of read nodes (none at a
   barrier): the sets are chosen node by node in index order (a node's
   parent comes before it), so sets that agree on their first nodes share
   the covers, the uses each read serves and the reads so far, which are
   reads_of's sum, term by term in the same order.  2^(n+1) steps
   instead of n * 2^n: the set-by-set loop, placement () and reads_of ()
   for each of up to 4,095 sets, with a cleared array each
   (AddressSanitizer's memset interceptor), was three quarters of
   fuzz-hoist's time.  */
static struct
{
  unsigned mask;               /* the read nodes chosen so far */
  int cov[HT_MAXNODE];         /* each node's read, or -1 */
  int served[HT_MAXNODE];      /* the uses each read serves */
  double best;                 /* the fewest reads found */
} bf;

/* The nodes before V are chosen, with READS so far: every choice for
   the rest.  A complete set counts when every read serves at least two
   uses.  */
static void
brute_force (int v, double reads)
{
  if (v == t.n)
    {
      if (!bf.mask)
	return;
      for (int u = 0; u < t.n; u++)
	if (((bf.mask >> u) & 1) && bf.served[u] < 2)
	  return;
      if (reads < bf.best)
	bf.best = reads;
      return;
    }
  const struct mo_hnode *x = &t.node[v];
  /* No read at V: the nearest read above, unless V is a barrier.  */
  int c = x->parent >= 0 && !x->barrier ? bf.cov[x->parent] : -1;
  bf.cov[v] = c;
  if (c >= 0)
    {
      bf.served[c] += x->uses;
      brute_force (v + 1, reads);
      bf.served[c] -= x->uses;
    }
  else
    brute_force (v + 1, reads + x->uses * x->count);
  if (x->barrier)
    return;
  /* A read at V.  */
  bf.mask |= 1u << v;
  bf.cov[v] = v;
  bf.served[v] = x->uses;
  brute_force (v + 1, reads + x->count);
  bf.mask &= ~(1u << v);
}

/* Steps 3 and 4.  */
static void
reference (void)
{
  int none[HT_MAXNODE];
  for (int v = 0; v < t.n; v++)
    none[v] = -1;
  double base = reads_of (none), got = reads_of (cover);
  double paid = 0;
  for (int v = 0; v < t.n; v++)
    if (cover[v] == v)
      paid += t.params.min_saving * t.node[v].count;
  if (got + paid > base)
    fz_fail ("DECISION", "%g reads (+ %g the reads must save) against %g "
	     "without a read moved", got, paid, base);
  if (t.params.min_saving != 0)
    return;
  bf.mask = 0;
  bf.best = base;
  brute_force (0, 0);
  double best = bf.best;
  if (got != best)
    fz_fail ("DECISION", "%g reads, and a placement makes %g", got, best);
}

/* Nothing to apply: the checks above are the whole story.  */
static void
apply_and_compare (const char *what)
{
  (void) what;
}

static const struct fz_target hoist_target = {
  .pass_name = "mo_hoist",
  .decode = decode,
  .pass = pass,
  .show = show,
  .check = check,
  .reference = reference,
  .apply_and_compare = apply_and_compare,
  .subset = subset,
  .all_only = true,
};

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return fz_target_run (&hoist_target, data, size);
}
