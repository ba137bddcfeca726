/* fuzz-promote.c - differential fuzz target for "a location a loop reads
   and writes stays in a register, in a copy of the loop selected by a
   run-time check" (mo_promote, mo_promote_version_checks,
   mo_promote_range, mo_promote_merge and mo_promote_decide in
   plugin/core/promote.c).

   The core sees no program: it sees a loop's accesses described as the
   glue describes them (struct mo_promote_desc), chooses the locations
   kept in registers and gives the range checks that select the copy.
   So this target has its own small model, a loop over PR_MEM bytes of
   memory (little-endian), and a reference interpreter that runs it as
   written and as versioned:

       for (i = 0; ; i++)
	 {
	   the accesses before the exit test, in order
	   if (i == N) break;
	   the accesses after it (LATE: run N times, the others N + 1)
	 }

   Each access reads or writes a location.  A location L is SIZE (1..8)
   bytes at PTR[B] + OFF + STEP * i (+ R_i, 0 <= R_i <= SPAN, a bounded
   access: a table read tab[x & M]), B one of three pointers (their
   values are in memory's range; OFF is clamped so that every access,
   i = 0..N, is in bounds).  A location with STEP 0 and SPAN 0 may be
   marked fixed: a candidate P.  A load mixes the value it reads into an
   accumulator A (A = A * 31 + V + 1) and is recorded; a store writes
   A ^ C_k (C_k a constant per access, nonzero in every byte).  An
   access may be conditional (runs when bit I % 8 of its mask is set).

   For each input:
     1. decode (the layout is below): N (0..PR_MAXN), the memory, the
	pointers, the locations, the accesses, the parameters; every byte
	string is a valid loop;
     2. describe the loop to the core as the glue does: each access's
	location (the first access to it), fixed, every iteration (not
	conditional), before the exit, its range (mo_promote_range of
	STEP and SIZE at B, OFF; of step 0 and SPAN + SIZE for a bounded
	access; none for a location marked so: an unknown access); the
	alias oracle (may_overlap) answers yes when the two locations'
	bytes meet for some i = 0..N, or when the access is marked noisy,
	else no (a sound answer for this run); mo_promote;
     3. the contract ("fuzz: CONTRACT"): the candidates are the fixed
	locations, each once, in the order of their first access, a
	location with a value of another type skipped, none after
	MAX_CANDIDATES were tried or MAX_PROMOTED decided yes; each
	candidate's description counts its reads and writes, conditional,
	before-the-exit and unknown as the accesses say, and 1 <= checks
	<= the accesses that may overlap it with a range (0 when none);
	the decisions are the candidates decided yes, in order; each
	verdict is one the enum has, names a reason that holds of its
	description, and is YES when none does; every range is exactly
	the bytes its access touches for i = 0..n, every n in 0..PR_MAXN;
	mo_promote_range refuses exactly the steps and sizes beyond its
	limits; a second run decides the same.  And ("fuzz: DECISION", a
	miscompile in the plugin) YES never when a reason holds;
     4. run the loop as written, everything through memory, recording
	every value read;
     5. for all decisions and for random subsets (the transformation
	counter's choices): mo_promote_version_checks for the subset, its
	contract (each check against one of the chosen locations, or all
	against the hull, which is then the bytes from the lowest chosen
	location to the end of the highest, all of one pointer); the
	checks evaluated as the glue's condition is, the range
	[PTR[B] + OFF + LO_N * N, PTR[B] + OFF + HI_N * N + HI_ADD) against
	the location's bytes or the hull; when none meets, run the copy:
	each chosen location read once before the loop into a register,
	its loads and stores in the loop on the register, written once
	after it when the loop writes it.  The final memory and every
	value read must be the original's ("fuzz: DECISION").

   The layout: 10 header bytes, 3 bytes a location, then 2 bytes an
   access (at most PR_MAXACC):
     h0  N = h0 % 11
     h1  the initial memory's seed
     h2  h3  h4  PTR[0..2] (% 64)
     h5  expected iterations * 4 (255: NaN)
     h6  bit 0 parameters given (else NULL), bits 1-3 max_checks,
	 bits 4-6 max_candidates (0: the default), bit 7 GCC's
	 vectorizer runs on the copy (the description's VECTORIZER)
     h7  bits 0-2 max_promoted (0: the default), bits 3-7
	 min_iterations * 2
     h8  bits: access k's alias answers are always yes (noise)
     h9  locations: 1 + h9 % PR_MAXLOC
     l0  bits 0-1 B (% 3), bits 2-7 OFF + 32 (clamped)
     l1  bits 0-3 STEP + 4 (% 9), bits 4-6 SIZE - 1, bit 7 fixed (STEP
	 and SPAN 0)
     l2  bits 0-2 SPAN (STEP 0 then), bit 3 no range, bits 4-5 both set: the values
	 of the location's second and later accesses are of another type
     a0  the location (% locations)
     a1  bit 0 a store, bit 1 after the exit test, bit 2 conditional,
	 bits 3-7 (with bit 2) the mask's bits 0-4 (bits 5-7 set); without
	 bit 2, bit 7 a read that folds into its user (FOLDS)

   Built with -DFUZZ_BROKEN_ORACLE=1, the glue's check leaves out HI_ADD
   (the access's own size: the last access's bytes beyond its address):
   a byte store whose last byte is P's first then passes the check, and
   step 5 must find it (make fuzz-selftest; check-fuzz's negative test
   on the seeds: seed-not-promote-store-reaches-p).  */

#include "fz.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define PR_MEM 64
#define PR_NPTR 3
#define PR_MAXLOC 6
#define PR_MAXACC 8
#define PR_MAXN 10
#define PR_MAXVAL ((PR_MAXN + 1) * PR_MAXACC)

struct pr_loc
{
  int b, off, step, size, span;
  bool fixed, norange, odd;
};

struct pr_acc
{
  int loc;
  bool store, late, cond, folds;
  uint8_t mask;
};

static struct
{
  int n;
  uint8_t mem0[PR_MEM];
  int ptr[PR_NPTR];
  int nloc;
  struct pr_loc loc[PR_MAXLOC];
  int nacc;
  struct pr_acc acc[PR_MAXACC];
  uint8_t noise;
  double iterations;
  struct mo_promote_params params;
  bool params_given;
  bool vectorizer;
} t;

/* Step 2: the description, the decisions.  */
static struct mo_promote_access desc[PR_MAXACC];
static struct mo_promote_desc d;
static struct mo_promote_decisions dec;
static struct mo_promote_stats stats;

struct pr_run
{
  uint8_t mem[PR_MEM];
  int nval;
  uint64_t val[PR_MAXVAL];
};

static struct pr_run ref;
static uint64_t subset[FZ_SUBSET_WORDS];

/* The offset of the bounded access of location L at iteration I.  */
static int
wobble (int l, int i)
{
  const struct pr_loc *x = &t.loc[l];
  return x->span ? (int) ((i * 7 + l * 3 + 1) % (x->span + 1)) : 0;
}

static int
addr_of (int l, int i)
{
  const struct pr_loc *x = &t.loc[l];
  return t.ptr[x->b] + x->off + x->step * i + wobble (l, i);
}

static bool
runs (const struct pr_acc *a, int i)
{
  return !a->cond || (a->mask >> (i % 8)) & 1;
}

static void
show (void)
{
  fprintf (stderr, "N %d, pointers %d %d %d, iterations %g%s\n", t.n,
	   t.ptr[0], t.ptr[1], t.ptr[2], t.iterations,
	   t.vectorizer ? ", vectorizer" : "");
  for (int l = 0; l < t.nloc; l++)
    {
      const struct pr_loc *x = &t.loc[l];
      fprintf (stderr, "  L%d: %d bytes at p%d %+d %+d*i", l, x->size, x->b,
	       x->off, x->step);
      if (x->span)
	fprintf (stderr, " + 0..%d", x->span);
      fprintf (stderr, " (from %d)%s%s%s\n", addr_of (l, 0),
	       x->fixed ? " fixed" : "", x->norange ? " no-range" : "",
	       x->odd ? " odd-type" : "");
    }
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      fprintf (stderr, "  #%d %s L%d%s%s", k, a->store ? "store" : "load",
	       a->loc, a->late ? " late" : "", a->folds ? " folds" : "");
      if (a->cond)
	fprintf (stderr, " when %#x", a->mask);
      fprintf (stderr, "%s\n", t.noise >> k & 1 ? " noisy" : "");
    }
  if (t.params_given)
    fprintf (stderr, "params: max_checks %d min_iterations %g "
	     "max_candidates %d max_promoted %d\n", t.params.max_checks,
	     t.params.min_iterations, t.params.max_candidates,
	     t.params.max_promoted);
  for (int c = 0; c < dec.ncand; c++)
    {
      const struct mo_promote_decision *x = &dec.cands[c];
      fprintf (stderr, "candidate #%d: loads %d stores %d checks %d%s%s%s%s "
	       "-> %s\n", x->p, x->loop.loads, x->loop.stores,
	       x->loop.checks, x->loop.conditional ? " conditional" : "",
	       x->loop.access_before_exit ? "" : " no-access-before-exit",
	       x->loop.store_before_exit ? "" : " no-store-before-exit",
	       x->loop.unknown ? " unknown" : "",
	       mo_promote_verdict_name (x->verdict));
    }
}

static int
clamp (int v, int lo_, int hi_)
{
  return v < lo_ ? lo_ : v > hi_ ? hi_ : v;
}

/* Step 1.  */
static void
decode (const uint8_t *data, size_t size)
{
  memset (&t, 0, sizeof t);
  fz_fail_prog = NULL;
  fz_fail_hook = show;
  size_t at = 0;
#define BYTE() (at < size ? data[at++] : 0)
  t.n = BYTE () % (PR_MAXN + 1);
  uint8_t seed = BYTE ();
  for (int m = 0; m < PR_MEM; m++)
    t.mem0[m] = (uint8_t) ((seed + 1) * (2 * m + 1) * 37 + m);
  for (int b = 0; b < PR_NPTR; b++)
    t.ptr[b] = BYTE () % PR_MEM;
  uint8_t h5 = BYTE (), h6 = BYTE (), h7 = BYTE ();
  t.iterations = h5 == 255 ? NAN : h5 / 4.0;
  t.params_given = h6 & 1;
  t.params.max_checks = (h6 >> 1) & 7;
  t.params.max_candidates = (h6 >> 4) & 7;
  t.vectorizer = h6 & 0x80;
  t.params.max_promoted = h7 & 7;
  t.params.min_iterations = (h7 >> 3) / 2.0;
  t.noise = BYTE ();
  t.nloc = 1 + BYTE () % PR_MAXLOC;
  for (int l = 0; l < t.nloc; l++)
    {
      struct pr_loc *x = &t.loc[l];
      uint8_t l0 = BYTE (), l1 = BYTE (), l2 = BYTE ();
      x->b = (l0 & 3) % PR_NPTR;
      x->step = (l1 & 15) % 9 - 4;
      x->size = 1 + ((l1 >> 4) & 7);
      x->fixed = l1 & 0x80;
      x->span = l2 & 7;
      if (x->fixed)
	x->step = x->span = 0;
      if (x->span)
	x->step = 0;     /* bounded: the same bytes every iteration */
      x->norange = l2 & 8;
      x->odd = (l2 & 0x30) == 0x30;
      /* Every access, i = 0..N, within memory.  */
      int sweep = x->step * t.n;
      int below = sweep < 0 ? -sweep : 0;
      int above = (sweep > 0 ? sweep : 0) + x->span + x->size;
      int start = clamp (t.ptr[x->b] + (l0 >> 2) - 32, below,
			 PR_MEM - above);
      x->off = start - t.ptr[x->b];
    }
  while (t.nacc < PR_MAXACC && at + 2 <= size)
    {
      struct pr_acc *a = &t.acc[t.nacc++];
      uint8_t a0 = BYTE (), a1 = BYTE ();
      a->loc = a0 % t.nloc;
      a->store = a1 & 1;
      a->late = a1 & 2;
      a->cond = a1 & 4;
      a->mask = (uint8_t) ((a1 >> 3) | 0xe0);
      a->folds = !a->store && !a->cond && (a1 & 0x80);
    }
#undef BYTE
}

/* Do the bytes of locations A and B meet for some i, j in 0..N?  */
static bool
locs_meet (int a, int b)
{
  for (int i = 0; i <= t.n; i++)
    for (int j = 0; j <= t.n; j++)
      {
	int x = addr_of (a, i), y = addr_of (b, j);
	if (x < y + t.loc[b].size && y < x + t.loc[a].size)
	  return true;
      }
  return false;
}

/* The alias oracle of step 2.  */
static bool
may_overlap (void *ctx, int a, int p)
{
  (void) ctx;
  return (t.noise >> a & 1) || locs_meet (t.acc[a].loc, t.acc[p].loc);
}

/* Step 2: the glue's description.  */
static void
describe (void)
{
  memset (desc, 0, sizeof desc);
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      const struct pr_loc *x = &t.loc[a->loc];
      struct mo_promote_access *v = &desc[k];
      int first = 0;
      while (t.acc[first].loc != a->loc)
	first++;
      v->loc = first;
      v->store = a->store;
      v->fixed = x->fixed;
      v->odd_type = x->odd && first != k;
      v->every_iteration = !a->cond;
      v->before_exit = !a->late;
      v->folds = a->folds;
      v->cls = MO_RC_GPR;
      if (!x->norange)
	{
	  v->has_range = x->span
			 ? mo_promote_range (0, x->span + x->size, &v->range)
			 : mo_promote_range (x->step, x->size, &v->range);
	  v->base = x->b;
	  v->off = x->off;
	}
      v->obj = x->b;
      v->obj_off = x->off;
      v->size = x->size;
    }
  d.n = t.nacc;
  d.v = desc;
  d.iterations = t.iterations;
  d.may_overlap = may_overlap;
  d.facts = NULL;
  d.target = NULL;
  d.ctx = NULL;
  d.vectorizer = t.vectorizer;
}

static int
pass (void)
{
  describe ();
  mo_promote_decisions_free (&dec);
  mo_promote (&d, t.params_given ? &t.params : NULL, &dec, &stats);
  return dec.len;
}

static bool
decides_the_same (void)
{
  struct mo_promote_decisions again;
  memset (&again, 0, sizeof again);
  mo_promote (&d, t.params_given ? &t.params : NULL, &again, NULL);
  bool same = again.len == dec.len && again.ncand == dec.ncand;
  for (int k = 0; same && k < dec.ncand; k++)
    same = again.cands[k].p == dec.cands[k].p
	   && again.cands[k].verdict == dec.cands[k].verdict
	   && again.cands[k].loop.checks == dec.cands[k].loop.checks;
  mo_promote_decisions_free (&again);
  return same;
}

/* Step 3: each access's range, for every N, is exactly the bytes the
   access touches; mo_promote_range's limits.  */
static void
check_ranges (void)
{
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_loc *x = &t.loc[t.acc[k].loc];
      const struct mo_promote_access *v = &desc[k];
      if (x->norange)
	continue;
      if (!v->has_range)
	fz_fail ("CONTRACT", "#%d: no range for step %d size %d", k, x->step,
		 x->size);
      for (int n = 0; n <= PR_MAXN; n++)
	{
	  long long base = t.ptr[x->b] + x->off;
	  long long tlo = base, thi = base + x->span + x->size;
	  for (int i = 1; i <= n; i++)
	    {
	      long long at = base + (long long) x->step * i;
	      tlo = at < tlo ? at : tlo;
	      thi = at + x->span + x->size > thi ? at + x->span + x->size : thi;
	    }
	  long long glo = base + v->range.lo_n * n;
	  long long ghi = base + v->range.hi_n * n + v->range.hi_add;
	  if (glo != tlo || ghi != thi)
	    fz_fail ("CONTRACT", "#%d, N %d: range [%lld, %lld), but the "
		     "access may touch [%lld, %lld)", k, n, glo, ghi, tlo,
		     thi);
	}
    }
  const long long max = MO_PROMOTE_MAX_STEP;
  const long long steps[] = { -max - 1, -max, -1, 0, 1, max, max + 1 };
  const long long sizes[] = { -1, 0, 1, max, max + 1 };
  for (size_t s = 0; s < sizeof steps / sizeof steps[0]; s++)
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
      {
	long long st = steps[s], sz = sizes[z];
	bool want = st >= -max && st <= max && sz >= 1 && sz <= max;
	struct mo_promote_range r = { 7, 7, 7 };
	bool got = mo_promote_range (st, sz, &r);
	if (got != want)
	  fz_fail ("CONTRACT", "mo_promote_range (%lld, %lld) %s", st, sz,
		   got ? "accepted beyond the limits" : "refused");
	if (!got && (r.lo_n != 7 || r.hi_n != 7 || r.hi_add != 7))
	  fz_fail ("CONTRACT", "mo_promote_range (%lld, %lld) refused, but "
		   "changed R", st, sz);
      }
}

/* Step 3: the verdict of candidate X against its reasons, as memopt.h
   section 12 states them.  */
static void
check_verdict (const struct mo_promote_decision *x)
{
  const struct mo_promote_loop *l = &x->loop;
  const struct mo_promote_params *p = t.params_given ? &t.params : NULL;
  int max_checks = p && p->max_checks > 0 ? p->max_checks
		   : MO_DEFAULT_MAX_PROMOTE_CHECKS;
  double min_iterations = p && p->min_iterations > 0 ? p->min_iterations
			  : MO_DEFAULT_MIN_PROMOTE_ITERATIONS;
  bool why[MO_PROMOTE_LAST_VERDICT + 1] = { false };
  why[MO_PROMOTE_NO_ACCESS] = l->loads + l->stores == 0;
  why[MO_PROMOTE_BARRIER] = l->barrier;
  why[MO_PROMOTE_CONDITIONAL] = l->conditional;
  why[MO_PROMOTE_NO_ACCESS_BEFORE_EXIT] = !l->access_before_exit;
  why[MO_PROMOTE_NO_STORE_BEFORE_EXIT] = l->stores > 0
    && !l->store_before_exit;
  why[MO_PROMOTE_UNKNOWN_ACCESS] = l->unknown;
  why[MO_PROMOTE_NO_CHECK] = l->checks == 0;
  why[MO_PROMOTE_TOO_MANY_CHECKS] = l->checks > max_checks;
  why[MO_PROMOTE_FEW_ITERATIONS] = !(l->iterations >= min_iterations);
  why[MO_PROMOTE_NOT_WORTH] = (double) (l->loads + l->stores) * l->iterations
    < 1 + (l->stores > 0) + 2.0 * l->checks;
  /* The fuzzer describes no registers (facts NULL): never pressure, and
     no instruction side (saves-no-insn, if-vectorized: test-promote.c
     has them).  */
  if ((int) x->verdict < 0 || x->verdict > MO_PROMOTE_LAST_VERDICT)
    fz_fail ("CONTRACT", "verdict %d is not in the enum", (int) x->verdict);
  int reason = -1;
  for (int v = MO_PROMOTE_YES + 1;
       v <= MO_PROMOTE_LAST_VERDICT && reason < 0; v++)
    if (why[v])
      reason = v;
  if (x->verdict == MO_PROMOTE_YES && reason >= 0)
    fz_fail ("DECISION", "#%d: verdict yes, but %s", x->p,
	     mo_promote_verdict_name ((enum mo_promote_verdict) reason));
  if (x->verdict != MO_PROMOTE_YES && !why[x->verdict])
    fz_fail ("CONTRACT", "#%d: verdict %s, which does not hold%s", x->p,
	     mo_promote_verdict_name (x->verdict),
	     reason < 0 ? " (and nothing else refuses: yes expected)" : "");
}

/* Step 3: candidate X's description, from the accesses.  */
static void
check_description (const struct mo_promote_decision *x)
{
  const struct mo_promote_loop *l = &x->loop;
  int loads = 0, stores = 0, folded = 0, ranged = 0;
  bool conditional = false, before = false, store_before = false;
  bool unknown = false;
  for (int k = 0; k < t.nacc; k++)
    {
      if (desc[k].loc == x->p)
	{
	  loads += !desc[k].store;
	  stores += desc[k].store;
	  folded += !desc[k].store && desc[k].folds;
	  conditional |= !desc[k].every_iteration;
	  before |= desc[k].before_exit;
	  store_before |= desc[k].before_exit && desc[k].store;
	}
      else if (may_overlap (NULL, k, x->p))
	{
	  if (desc[k].has_range)
	    ranged++;
	  else
	    unknown = true;
	}
    }
  if (l->loads != loads || l->stores != stores
      || l->conditional != conditional || l->access_before_exit != before
      || l->store_before_exit != store_before || l->unknown != unknown
      || l->barrier)
    fz_fail ("CONTRACT", "#%d: described as loads %d stores %d%s%s%s%s, "
	     "the accesses say loads %d stores %d%s%s%s%s", x->p, l->loads,
	     l->stores, l->conditional ? " conditional" : "",
	     l->access_before_exit ? " before-exit" : "",
	     l->store_before_exit ? " store-before-exit" : "",
	     l->unknown ? " unknown" : "", loads, stores,
	     conditional ? " conditional" : "", before ? " before-exit" : "",
	     store_before ? " store-before-exit" : "",
	     unknown ? " unknown" : "");
  if (l->folded != folded || l->vectorizer != t.vectorizer)
    fz_fail ("CONTRACT", "#%d: described with %d folded reads%s, the "
	     "accesses say %d%s", x->p, l->folded,
	     l->vectorizer ? " (vectorizer)" : "", folded,
	     t.vectorizer ? " (vectorizer)" : "");
  if (ranged ? l->checks < 1 || l->checks > ranged : l->checks != 0)
    fz_fail ("CONTRACT", "#%d: %d checks for %d accesses with ranges", x->p,
	     l->checks, ranged);
  if (!(l->iterations == t.iterations
	|| (isnan (l->iterations) && isnan (t.iterations))))
    fz_fail ("CONTRACT", "#%d: told %g iterations, not %g", x->p,
	     l->iterations, t.iterations);
}

/* Step 3: the candidates and the decisions.  */
static void
check_candidates (void)
{
  const struct mo_promote_params *p = t.params_given ? &t.params : NULL;
  int max_candidates = p && p->max_candidates > 0 ? p->max_candidates
		       : MO_DEFAULT_MAX_PROMOTE_CANDIDATES;
  int max_promoted = p && p->max_promoted > 0 ? p->max_promoted
		     : MO_DEFAULT_MAX_PROMOTE_LOCATIONS;
  int tried = 0, c = 0, yes = 0;
  for (int k = 0; k < t.nacc; k++)
    {
      if (!desc[k].fixed || desc[k].loc != k)
	continue;
      if (++tried > max_candidates || yes >= max_promoted)
	break;
      bool odd = false;
      for (int j = 0; j < t.nacc; j++)
	odd |= desc[j].loc == k && desc[j].odd_type;
      if (odd)
	continue;
      if (c >= dec.ncand || dec.cands[c].p != k)
	fz_fail ("CONTRACT", "candidate %d should be #%d, is %s%d", c, k,
		 c < dec.ncand ? "#" : "none of ",
		 c < dec.ncand ? dec.cands[c].p : dec.ncand);
      if (dec.cands[c].verdict == MO_PROMOTE_YES
	  || dec.cands[c].verdict == MO_PROMOTE_IF_VECTORIZED)
	{
	  if (yes >= dec.len || dec.v[yes].p != k)
	    fz_fail ("CONTRACT", "candidate #%d decided yes is not decision "
		     "%d", k, yes);
	  yes++;
	}
      c++;
    }
  if (c != dec.ncand || yes != dec.len)
    fz_fail ("CONTRACT", "%d candidates and %d decisions, expected %d and %d",
	     dec.ncand, dec.len, c, yes);
  for (int k = 0; k < dec.ncand; k++)
    {
      check_description (&dec.cands[k]);
      check_verdict (&dec.cands[k]);
    }
}

static void
check (void)
{
  check_ranges ();
  check_candidates ();
}

static uint64_t
mask (int size)
{
  return size == 8 ? ~(uint64_t) 0 : ((uint64_t) 1 << (8 * size)) - 1;
}

static uint64_t
load (const uint8_t *mem, int addr, int size)
{
  if (addr < 0 || addr + size > PR_MEM)
    fz_fail ("INTERNAL", "a load of %d bytes at %d", size, addr);
  uint64_t v = 0;
  for (int j = size - 1; j >= 0; j--)
    v = v << 8 | mem[addr + j];
  return v;
}

static void
store (uint8_t *mem, int addr, int size, uint64_t v)
{
  if (addr < 0 || addr + size > PR_MEM)
    fz_fail ("INTERNAL", "a store of %d bytes at %d", size, addr);
  for (int j = 0; j < size; j++)
    mem[addr + j] = (uint8_t) (v >> (8 * j));
}

/* Steps 4 and 5: the loop as written (REGS NULL), or the copy, in which
   location L lives in REGS[L] when IN_REG[L].  */
static void
run (const bool *in_reg, struct pr_run *r)
{
  uint64_t regs[PR_MAXLOC] = { 0 };
  bool written[PR_MAXLOC] = { false };
  memcpy (r->mem, t.mem0, PR_MEM);
  r->nval = 0;
  for (int l = 0; in_reg && l < t.nloc; l++)
    if (in_reg[l])
      regs[l] = load (r->mem, addr_of (l, 0), t.loc[l].size);
  uint64_t acc = 0x243f6a8885a308d3ull;
  for (int i = 0;; i++)
    for (int late = 0; late < 2; late++)
      {
	if (late && i == t.n)
	  goto done;
	for (int k = 0; k < t.nacc; k++)
	  {
	    const struct pr_acc *a = &t.acc[k];
	    if (a->late != late || !runs (a, i))
	      continue;
	    int l = a->loc, size = t.loc[l].size;
	    bool reg = in_reg && in_reg[l];
	    if (a->store)
	      {
		uint64_t v = (acc ^ 0x9e3779b97f4a7c15ull * (uint64_t) (k + 1))
			     & mask (size);
		if (reg)
		  regs[l] = v, written[l] = true;
		else
		  store (r->mem, addr_of (l, i), size, v);
	      }
	    else
	      {
		uint64_t v = reg ? regs[l] : load (r->mem, addr_of (l, i), size);
		r->val[r->nval++] = v;
		acc = acc * 31 + v + 1;
	      }
	  }
      }
done:
  for (int l = 0; in_reg && l < t.nloc; l++)
    if (in_reg[l] && written[l])
      store (r->mem, addr_of (l, 0), t.loc[l].size, regs[l]);
}

/* Step 4.  */
static void
reference (void)
{
  run (NULL, &ref);
}

/* Step 5: the checks of the subset, evaluated; true when the copy runs.  */
static bool
copy_runs (const int *chosen, int nchosen, bool *in_reg)
{
  struct mo_promote_checks c;
  memset (&c, 0, sizeof c);
  mo_promote_version_checks (&d, &dec, chosen, nchosen, &c);
  long long hlo = 0, hhi = 0;
  if (c.hull)
    {
      for (int k = 0; k < nchosen; k++)
	{
	  const struct mo_promote_access *x = &desc[dec.v[chosen[k]].p];
	  if (x->obj != desc[c.hull_first].obj)
	    fz_fail ("CONTRACT", "a hull of locations of two pointers");
	  hlo = !k || x->obj_off < hlo ? x->obj_off : hlo;
	  hhi = !k || x->obj_off + x->size > hhi ? x->obj_off + x->size : hhi;
	}
      const struct mo_promote_access *f = &desc[c.hull_first];
      const struct mo_promote_access *l = &desc[c.hull_last];
      if (hlo != f->obj_off || hhi != l->obj_off + l->size)
	fz_fail ("CONTRACT", "the hull is [%lld, %lld), not [%lld, %lld)",
		 f->obj_off, l->obj_off + l->size, hlo, hhi);
      hlo += t.ptr[t.loc[t.acc[c.hull_first].loc].b];
      hhi += t.ptr[t.loc[t.acc[c.hull_first].loc].b];
    }
  bool meets = false;
  for (int k = 0; k < c.len; k++)
    {
      const struct mo_promote_check *x = &c.v[k];
      long long lo, hi;
      if (c.hull ? x->against != -1 : x->against < 0)
	fz_fail ("CONTRACT", "check %d against %d with%s a hull", k,
		 x->against, c.hull ? "" : "out");
      if (c.hull)
	lo = hlo, hi = hhi;
      else
	{
	  bool ok = false;
	  for (int j = 0; j < nchosen; j++)
	    ok |= dec.v[chosen[j]].p == x->against;
	  if (!ok)
	    fz_fail ("CONTRACT", "check %d against #%d, not a location "
		     "chosen", k, x->against);
	  lo = addr_of (t.acc[x->against].loc, 0);
	  hi = lo + t.loc[t.acc[x->against].loc].size;
	}
      long long b = t.ptr[t.loc[t.acc[x->access].loc].b] + x->off;
      long long rlo = b + x->range.lo_n * t.n;
      long long rhi = b + x->range.hi_n * t.n
		      + (FUZZ_BROKEN_ORACLE ? 0 : x->range.hi_add);
      if (rlo < hi && lo < rhi)
	meets = true;
    }
  mo_promote_checks_free (&c);
  memset (in_reg, 0, PR_MAXLOC * sizeof *in_reg);
  for (int j = 0; j < nchosen; j++)
    in_reg[t.acc[dec.v[chosen[j]].p].loc] = true;
  return !meets;
}

/* Step 5.  */
static void
apply_and_compare (const char *what)
{
  int chosen[PR_MAXACC], nchosen = 0;
  for (int k = 0; k < dec.len; k++)
    if (subset[k / 64] >> (k % 64) & 1)
      chosen[nchosen++] = k;
  if (!nchosen)
    return;
  bool in_reg[PR_MAXLOC];
  if (!copy_runs (chosen, nchosen, in_reg))
    return;
  struct pr_run got;
  run (in_reg, &got);
  if (got.nval != ref.nval)
    fz_fail ("INTERNAL", "%d values read in the copy, %d as written",
	     got.nval, ref.nval);
  for (int j = 0; j < ref.nval; j++)
    if (got.val[j] != ref.val[j])
      fz_fail ("DECISION", "%s: the checks pass; read %d gives %#llx in the "
	       "copy, %#llx as written", what, j,
	       (unsigned long long) got.val[j],
	       (unsigned long long) ref.val[j]);
  for (int m = 0; m < PR_MEM; m++)
    if (got.mem[m] != ref.mem[m])
      fz_fail ("DECISION", "%s: the checks pass; byte %d is %#x after the "
	       "copy, %#x as written", what, m, got.mem[m], ref.mem[m]);
}

static const struct fz_target promote_target = {
  .pass_name = "mo_promote",
  .decode = decode,
  .pass = pass,
  .show = show,
  .check = check,
  .decides_the_same = decides_the_same,
  .again_every = 4,
  .reference = reference,
  .apply_and_compare = apply_and_compare,
  .subset = subset,
};

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return fz_target_run (&promote_target, data, size);
}
