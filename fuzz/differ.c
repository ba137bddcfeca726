/* differ.c - the steps every CFG fuzz target shares.

   A target (fuzz-lse.c, fuzz-phi.c, fuzz-dse.c) is its pass between
   these steps:

     fz_prepare     decodes the input into a program, analyses its
		    pointers (the oracle), lowers it to the memory IR and
		    has mo_func_check judge it; from then on a finding
		    prints the program and the target's context;
     fz_show_*      with FUZZ_PRINT set, every input's program, IR and
		    decisions are printed (to read a seed or a finding);
     fz_check_query_count   the pass's stats count the alias queries the
		    callback answered;
     fz_reference   runs the original program on every input vector, with
		    the trace (for the oracle's and the lowering's checking
		    modes) and with the claims the pass's decisions make
		    (interp.c), and keeps the results;
     fz_try_subsets applies all decisions, then FZ_NSUBSET pseudo-random
		    subsets drawn from a seed that is a hash of the input
		    (so a finding replays exactly), each through the
		    target's own "apply and compare";
     fz_compare     runs a transformed program on every input vector and
		    aborts with "fuzz: MISMATCH" when any result differs
		    from the reference (status, steps, outputs, memory), or
		    when, in TBAA mode, it breaks the effective-type rules
		    where the original did not; a run where the original
		    breaks them is not compared (nor held to its claims).
		    fz_compare_with does the same with a target's rules: a
		    pass that inserts code compares with a *padded twin*
		    (fz_check_padded: the original's layout with NOPs for
		    the new statements) and may excuse some differences
		    its contract allows (an early trap, unobserved memory).

   Example (fuzz-lse.c): for "store [p0] = v6; v8 = load [p0]; out v8" the
   pass decides "v8 := v6"; fz_reference checks on every execution that
   the load reads what v6 holds; the transformed "v8 = v6" must then print
   the same output and leave the same memory in fz_compare.  */

#include "fz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
fz_prepare (struct fz_prog *p, struct fz_oracle *o, struct mo_func **func,
	    bool broken, void (*context) (void), const uint8_t *data,
	    size_t size)
{
  fz_fail_prog = NULL;
  fz_fail_hook = NULL;
  *func = NULL;
  fz_decode (p, data, size);
  fz_fail_prog = p;
  fz_oracle_init (o, p);
  o->broken = broken;
  *func = fz_lower (p, o);
  fz_fail_hook = context;
  const char *bad = mo_func_check (*func);
  if (bad)
    fz_fail ("LOWERING", "mo_func_check: %s", bad);
}

bool
fz_show_wanted (void)
{
  static int show = -1;
  if (show < 0)
    show = getenv ("FUZZ_PRINT") != NULL;
  return show;
}

void
fz_show_case (const struct fz_prog *p)
{
  fz_print (p, stdout);
  fflush (stdout);
  if (fz_fail_hook)
    fz_fail_hook ();
}

void
fz_check_query_count (const struct fz_oracle *o, long counted)
{
  if (counted != o->queries_total)
    fz_fail ("CONTRACT", "stats say %ld alias queries, the callback saw %ld",
	     counted, o->queries_total);
}

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
fz_compare_with (const struct fz_prog *xform, const struct fz_result *ref,
		 const char *what, const struct fz_compare_rules *rules)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      const struct fz_result *r = &ref[run];
      if (xform->tbaa && r->type_ub >= 0)
	continue;            /* undefined behaviour: anything goes */
      if (rules && rules->skip && rules->skip (r))
	continue;
      struct fz_result res;
      fz_run (xform, run, &res, NULL, NULL);
      const char *diff = rules && rules->diff ? rules->diff (r, &res)
			 : fz_result_diff (r, &res);
      char buf[160];
      if (!diff && xform->tbaa && res.type_ub >= 0
	  && !(rules && rules->types_excused
	       && rules->types_excused (r, &res)))
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
fz_compare (const struct fz_prog *xform, const struct fz_result *ref,
	    const char *what)
{
  fz_compare_with (xform, ref, what, NULL);
}

void
fz_check_padded (const struct fz_prog *padded, const int *origin,
		 const struct fz_result *ref, struct fz_result *pref)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      fz_run (padded, run, &pref[run], NULL, NULL);
      const struct fz_result *a = &ref[run], *b = &pref[run];
      if (a->status == FZ_OUT_OF_STEPS || b->status == FZ_OUT_OF_STEPS)
	continue;
      bool same = a->status == b->status && a->nout == b->nout
		  && a->outhash == b->outhash
		  && fz_same_mem (a, b)
		  && (a->where < 0 ? b->where < 0
		      : b->where >= 0 && origin[b->where] == a->where);
      if (!same)
	{
	  fprintf (stderr, "--- padded program\n");
	  fz_print (padded, stderr);
	  fz_fail ("INTERNAL", "run %d: the padded program behaves "
		   "differently from the original", run);
	}
    }
}

void
fz_check_twin_layout (const struct fz_prog *xform, int applied,
		      const struct fz_prog *padded, int padded_applied)
{
  if (applied != padded_applied || xform->nstmt != padded->nstmt)
    fz_fail ("INTERNAL", "the padded twin has another layout");
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

static bool
subset_equal (const uint64_t *a, const uint64_t *b)
{
  return memcmp (a, b, FZ_SUBSET_WORDS * sizeof *a) == 0;
}

static bool
subset_empty (const uint64_t *a)
{
  for (int w = 0; w < FZ_SUBSET_WORDS; w++)
    if (a[w])
      return false;
  return true;
}

/* BUF := "decisions subset %#llx" of V, as snprintf would write it
   (snprintf's format machinery, twice an input, was a three-hundredth
   of fuzz-phi's time; the text is read only in a finding's message).  */
static void
subset_name (char *buf, uint64_t v)
{
  static const char prefix[] = "decisions subset ";
  char *p = buf;
  for (const char *c = prefix; *c; c++)
    *p++ = *c;
  if (v == 0)
    *p++ = '0';
  else
    {
      *p++ = '0';
      *p++ = 'x';
      int shift = 60;
      while (!(v >> shift))
	shift -= 4;
      for (; shift >= 0; shift -= 4)
	*p++ = "0123456789abcdef"[(v >> shift) & 15];
    }
  *p = 0;
}

void
fz_try_subsets (uint64_t *subset, int n, const uint8_t *data, size_t size,
		void (*try_subset) (const char *what), void (*after_all) (void))
{
  if (n <= 0)
    return;
  fz_subset_all (subset, n);
  try_subset ("all decisions");
  if (after_all)
    after_all ();
  uint64_t seed = fz_subset_seed (data, size);
  uint64_t all[FZ_SUBSET_WORDS], tried[FZ_NSUBSET][FZ_SUBSET_WORDS];
  memcpy (all, subset, sizeof all);
  char what[80];
  int ntried = 0;
  for (int k = 0; k < FZ_NSUBSET && n > 1; k++)
    {
      /* A proper, non-empty subset not tried yet (the empty one is the
	 original program, "all" was tried above); a few draws, else no
	 more (two decisions have only two such subsets).  */
      bool fresh = false;
      for (int draw = 0; draw < 8 && !fresh; draw++)
	{
	  fz_subset_random (subset, &seed);
	  for (int w = 0; w < FZ_SUBSET_WORDS; w++)
	    subset[w] &= all[w];
	  fresh = !subset_equal (subset, all) && !subset_empty (subset);
	  for (int t = 0; t < ntried && fresh; t++)
	    fresh = !subset_equal (subset, tried[t]);
	}
      if (!fresh)
	break;
      memcpy (tried[ntried++], subset, sizeof tried[0]);
      subset_name (what, subset[0]);
      try_subset (what);
    }
}
