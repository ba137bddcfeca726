/* differ.c - the differential steps every fuzz target shares.

   A target decodes, lowers and runs its pass; then:

     fz_reference   runs the original program on every input vector, with
		    the trace (for the oracle's and the lowering's checking
		    modes) and with the claims the pass's decisions make
		    (interp.c), and keeps the results;
     fz_compare     runs a transformed program on every input vector and
		    aborts with "fuzz: MISMATCH" when any result differs
		    from the reference (status, steps, outputs, memory), or
		    when, in TBAA mode, it breaks the effective-type rules
		    where the original did not; a run where the original
		    breaks them is not compared (nor held to its claims);
     fz_subset_*    the subsets of decisions to try: all of them, then
		    pseudo-random ones drawn from a seed that is a hash of
		    the input, so a finding replays exactly.

   Example (fuzz-lse.c): for "store [p0] = v6; v8 = load [p0]; out v8" the
   pass decides "v8 := v6"; fz_reference checks on every execution that
   the load reads what v6 holds; the transformed "v8 = v6" must then print
   the same output and leave the same memory in fz_compare.  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

void
fz_reference (const struct fz_prog *p, const struct fz_oracle *o,
	      const int *claims, struct fz_result *ref,
	      struct fz_trace *trace)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      struct fz_result *r = &ref[run];
      fz_run (p, run, r, trace, claims);
      if (r->status == FZ_UNDEFINED)
	fz_fail ("INTERNAL", "the original uses an undefined value at s%d",
		 r->where);
      if (r->claim_where >= 0 && !(p->tbaa && r->type_ub >= 0))
	{
	  bool load = claims[r->claim_where] >= 0;
	  fz_fail ("DECISION", "run %d: the decision on s%d is wrong: it "
		   "claims %s %#llx, but %s %#llx", run, r->claim_where,
		   load ? "the value" : "memory holds",
		   (unsigned long long) r->claimed,
		   load ? "the load read" : "memory held",
		   (unsigned long long) r->actual);
	}
      fz_oracle_check (o, trace);
      fz_lower_check (p, o, trace);
    }
}

void
fz_compare (const struct fz_prog *xform, const struct fz_result *ref,
	    const char *what)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      if (xform->tbaa && ref[run].type_ub >= 0)
	continue;            /* undefined behaviour: anything goes */
      struct fz_result res;
      fz_run (xform, run, &res, NULL, NULL);
      const char *diff = fz_result_diff (&ref[run], &res);
      char buf[120];
      if (!diff && xform->tbaa && res.type_ub >= 0)
	{
	  snprintf (buf, sizeof buf, "the transformed program breaks the "
		    "effective-type rules at s%d, the original does not",
		    res.type_ub);
	  diff = buf;
	}
      if (diff)
	{
	  fprintf (stderr, "--- transformed program (%s)\n", what);
	  fz_print (xform, stderr);
	  fz_fail ("MISMATCH", "run %d, %s: %s", run, what, diff);
	}
    }
}

void
fz_subset_all (uint64_t *subset, int n)
{
  memset (subset, 0, FZ_SUBSET_WORDS * sizeof *subset);
  for (int k = 0; k < n && k < 64 * FZ_SUBSET_WORDS; k++)
    subset[k / 64] |= UINT64_C (1) << (k % 64);
}

uint64_t
fz_subset_seed (const uint8_t *data, size_t size)
{
  uint64_t seed = size;
  for (size_t i = 0; i < size; i++)
    seed = (seed ^ data[i]) * UINT64_C (0x100000001b3);
  return seed;
}

/* splitmix64: a fixed, portable generator.  */
static uint64_t
splitmix (uint64_t *x)
{
  uint64_t z = (*x += UINT64_C (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
fz_subset_random (uint64_t *subset, uint64_t *seed)
{
  for (int w = 0; w < FZ_SUBSET_WORDS; w++)
    subset[w] = splitmix (seed);
}
