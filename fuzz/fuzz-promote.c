/* fuzz-promote.c - differential fuzz target for "a location a loop reads
   and writes stays in a register, in a copy of the loop selected by a
   run-time check" (mo_promote_range and mo_promote_decide in
   plugin/core/promote.c).

   The core sees no program: it gives the range of bytes an access at
   BASE + STEP * i may touch, and a verdict on a loop's description.  So
   this target has its own small model, a loop over PR_MEM bytes of
   memory (little-endian), and a reference interpreter that runs it as
   written and as promoted:

       for (i = 0; ; i++)
	 {
	   x = P;  x = x * 3 + 1;         (in P's width)
	   the MID accesses
	   P = x;
	   the AFTER accesses
	   if (i == N) break;
	   the LATE accesses              (run N times, the others N + 1)
	 }

   P is SIZE 1, 2, 4 or 8 bytes at a fixed address; each other access
   R_k (at most PR_MAXACC) reads or writes SIZE_k (1..8) bytes at
   BASE_k + STEP_k * i (STEP_k -4..4), and a store writes x ^ C_k
   (C_k a constant per k, nonzero in every byte).

   For each input:
     1. decode the bytes (the layout is below): N (0..PR_MAXN), P, the
	initial memory, a loop description for mo_promote_decide, then the
	accesses; a base is clamped so that every access, i = 0..N, is
	in bounds (every byte string is a valid loop);
     2. the glue's part: mo_promote_range for each R_k, its range
	[BASE + LO_N * N, BASE + HI_N * N + HI_ADD); the accesses with the
	same step merged into one range (mo_promote_merge), as the glue
	merges those of one pointer; and the check "each merged range ends
	at or before P starts or starts at or after P ends";
	mo_promote_decide on the description;
     3. the contract ("fuzz: CONTRACT"): each range is exactly the bytes
	its access touches for i = 0..n, for every n in 0..PR_MAXN (it
	contains them all, and its ends are attained: a range wider than
	needed, one that always overlaps, fails too); mo_promote_range
	refuses exactly the steps and sizes beyond its limits, leaving R
	untouched; each merged range is exactly the hull of its members'
	for every n; the verdict is one the enum has, names a reason that
	holds of the description, and is YES when none holds.  And
	("fuzz: DECISION", a miscompile in the plugin) YES never when the
	description has a barrier, a conditional access, an unknown
	access, no access before the exit, a write but no write before the
	exit, no check or more than MAX_CHECKS, fewer than MIN_ITERATIONS
	iterations, or saves less than it costs;
     4. run the loop as written, everything through memory, recording
	every value read (P's and the loads');
     5. when the check says the accesses miss P, run it promoted: P read
	once before the loop into x, written once after it, the R_k
	through memory.  The final memory and every value read must be
	the original's, and no R_k may have touched P's bytes ("fuzz:
	DECISION").

   The layout: 7 header bytes, then 3 bytes an access.
     h0  N = h0 % 11
     h1  P: bits 0-1 log2 (size), bits 2-7 the address (clamped)
     h2  the initial memory's seed
     h3  the description: bit 0 barrier, 1 conditional, 2 no access
	 before the exit, 3 no write before the exit, 4 unknown access,
	 5 parameters given (else NULL), bits 6-7 reads of P
     h4  bits 0-1 writes of P, 2-4 checks, 5-7 max_checks + 1
     h5  expected iterations * 4 (255: NaN)
     h6  min_iterations * 4 (signed)
     a0  the base (% 64, clamped)
     a1  bits 0-3 the step + 4 (% 9), bits 4-6 size - 1, bit 7 a store
     a2  % 3: MID, AFTER, LATE

   Built with -DFUZZ_BROKEN_ORACLE=1, the glue's ranges leave out HI_ADD
   (the access's own size: the last access's bytes beyond its address):
   a byte store whose last byte is P's first byte then passes the check,
   and step 5 must find it (make fuzz-selftest; check-fuzz's negative
   test on the seeds: seed-not-promote-store-reaches-p).  */

#include "fz.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define PR_MEM 64
#define PR_MAXACC 4
#define PR_MAXN 10
#define PR_MAXVAL ((PR_MAXN + 1) * (1 + PR_MAXACC))

enum pr_pos { PR_MID, PR_AFTER, PR_LATE };

struct pr_acc
{
  int base, step, size;
  bool store;
  enum pr_pos pos;
};

static struct
{
  int n;                          /* latch executions */
  int pa, ps;                     /* P's address and size */
  uint8_t mem0[PR_MEM];
  int nacc;
  struct pr_acc acc[PR_MAXACC];
  struct mo_promote_loop loop;    /* what mo_promote_decide is told */
  struct mo_promote_params params;
  bool params_given;
} t;

/* Step 2: the glue's ranges and check, and the verdict.  */
static struct mo_promote_range range[PR_MAXACC];
static bool has_range[PR_MAXACC];
static long long lo[PR_MAXACC], hi[PR_MAXACC];
static bool disjoint;
static enum mo_promote_verdict verdict;

struct pr_run
{
  uint8_t mem[PR_MEM];
  int nval;
  uint64_t val[PR_MAXVAL];
};

static struct pr_run ref;
static uint64_t subset[FZ_SUBSET_WORDS];

static const char *const pos_name[] = { "mid", "after", "late" };

static void
show (void)
{
  fprintf (stderr, "N %d, P [%d, %d) (%d bytes)\n", t.n, t.pa, t.pa + t.ps,
	   t.ps);
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      fprintf (stderr, "  R%d %s%d at %d %+d*i, %s", k,
	       a->store ? "store" : "load", a->size, a->base, a->step,
	       pos_name[a->pos]);
      if (has_range[k])
	fprintf (stderr, " -> range [%lld, %lld) (lo_n %lld hi_n %lld "
		 "hi_add %lld)\n", lo[k], hi[k], range[k].lo_n,
		 range[k].hi_n, range[k].hi_add);
      else
	fprintf (stderr, " -> no range\n");
    }
  fprintf (stderr, "check: %s\n", disjoint ? "the accesses miss P (promoted)"
	   : "may overlap (the loop as it was)");
  const struct mo_promote_loop *l = &t.loop;
  fprintf (stderr, "decide: loads %d stores %d checks %d iterations %g%s%s"
	   "%s%s%s%s", l->loads, l->stores, l->checks, l->iterations,
	   l->barrier ? " barrier" : "", l->conditional ? " conditional" : "",
	   l->access_before_exit ? "" : " no-access-before-exit",
	   l->store_before_exit ? "" : " no-store-before-exit",
	   l->unknown ? " unknown" : "", t.params_given ? "" : ", params NULL");
  if (t.params_given)
    fprintf (stderr, ", max_checks %d min_iterations %g",
	     t.params.max_checks, t.params.min_iterations);
  fprintf (stderr, " -> %s\n", mo_promote_verdict_name (verdict));
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
  uint8_t h1 = BYTE ();
  t.ps = 1 << (h1 & 3);
  t.pa = clamp (h1 >> 2, 0, PR_MEM - t.ps);
  uint8_t seed = BYTE ();
  for (int m = 0; m < PR_MEM; m++)
    t.mem0[m] = (uint8_t) ((seed + 1) * (2 * m + 1) * 37 + m);
  uint8_t h3 = BYTE (), h4 = BYTE (), h5 = BYTE (), h6 = BYTE ();
  struct mo_promote_loop *l = &t.loop;
  l->barrier = h3 & 1;
  l->conditional = h3 & 2;
  l->access_before_exit = !(h3 & 4);
  l->store_before_exit = !(h3 & 8);
  l->unknown = h3 & 16;
  t.params_given = h3 & 32;
  l->loads = h3 >> 6;
  l->stores = h4 & 3;
  l->checks = (h4 >> 2) & 7;
  t.params.max_checks = (h4 >> 5) - 1;
  l->iterations = h5 == 255 ? NAN : h5 / 4.0;
  t.params.min_iterations = (int8_t) h6 / 4.0;
  while (t.nacc < PR_MAXACC && at + 3 <= size)
    {
      struct pr_acc *a = &t.acc[t.nacc++];
      uint8_t a0 = BYTE (), a1 = BYTE (), a2 = BYTE ();
      a->step = (a1 & 15) % 9 - 4;
      a->size = 1 + ((a1 >> 4) & 7);
      a->store = a1 & 0x80;
      a->pos = (enum pr_pos) (a2 % 3);
      /* Every access, i = 0..N, within memory.  */
      int span = a->step * t.n;
      int below = span < 0 ? -span : 0;
      int above = (span > 0 ? span : 0) + a->size;
      a->base = clamp (a0 % PR_MEM, below, PR_MEM - above);
    }
#undef BYTE
}

/* The glue's merged checks: accesses with the same step share one
   range (mo_promote_merge), at OFF from address 0; MEMBERS[m] has bit
   k for each access k merged into M.  */
static struct mo_promote_range merged[PR_MAXACC];
static long long merged_off[PR_MAXACC];
static unsigned members[PR_MAXACC];
static int nmerged;

/* Step 2.  */
static int
pass (void)
{
  disjoint = true;
  nmerged = 0;
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      has_range[k] = mo_promote_range (a->step, a->size, &range[k]);
      if (!has_range[k])
	{
	  /* No check can be built: the loop is left alone.  */
	  disjoint = false;
	  continue;
	}
      lo[k] = a->base + range[k].lo_n * t.n;
      hi[k] = a->base + range[k].hi_n * t.n + range[k].hi_add;
      int m = 0;
      while (m < nmerged
	     && !mo_promote_merge (&merged[m], &merged_off[m], &range[k],
				   a->base))
	m++;
      if (m == nmerged)
	{
	  merged[m] = range[k];
	  merged_off[m] = a->base;
	  members[m] = 0;
	  nmerged++;
	}
      members[m] |= 1u << k;
    }
  for (int m = 0; m < nmerged; m++)
    {
      long long mlo = merged_off[m] + merged[m].lo_n * t.n;
      long long mhi = merged_off[m] + merged[m].hi_n * t.n
	+ (FUZZ_BROKEN_ORACLE ? 0 : merged[m].hi_add);
      if (!(mhi <= t.pa || mlo >= t.pa + t.ps))
	disjoint = false;
    }
  verdict = mo_promote_decide (&t.loop, t.params_given ? &t.params : NULL);
  return disjoint;
}

/* Step 3, mo_promote_range: the model's accesses for every N, then the
   limits.  */
static void
check_ranges (void)
{
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      if (!has_range[k])
	fz_fail ("CONTRACT", "R%d: no range for step %d size %d", k, a->step,
		 a->size);
      const struct mo_promote_range *r = &range[k];
      for (int n = 0; n <= PR_MAXN; n++)
	{
	  long long tlo = a->base, thi = a->base + a->size;
	  for (int i = 1; i <= n; i++)
	    {
	      long long at = a->base + (long long) a->step * i;
	      tlo = at < tlo ? at : tlo;
	      thi = at + a->size > thi ? at + a->size : thi;
	    }
	  long long glo = a->base + r->lo_n * n;
	  long long ghi = a->base + r->hi_n * n + r->hi_add;
	  if (glo > tlo || ghi < thi)
	    fz_fail ("CONTRACT", "R%d, N %d: range [%lld, %lld) misses bytes "
		     "of [%lld, %lld), which the access touches", k, n, glo,
		     ghi, tlo, thi);
	  if (glo != tlo || ghi != thi)
	    fz_fail ("CONTRACT", "R%d, N %d: range [%lld, %lld) wider than "
		     "[%lld, %lld), the bytes the access touches", k, n, glo,
		     ghi, tlo, thi);
	}
    }
  /* mo_promote_merge: each merged range is, for every N, exactly the
     hull of its members' ranges (they share a step).  */
  for (int m = 0; m < nmerged; m++)
    for (int n = 0; n <= PR_MAXN; n++)
      {
	long long want_lo = 0, want_hi = 0;
	bool any = false;
	for (int k = 0; k < t.nacc; k++)
	  if (members[m] & (1u << k))
	    {
	      long long klo = t.acc[k].base + range[k].lo_n * n;
	      long long khi = t.acc[k].base + range[k].hi_n * n
		+ range[k].hi_add;
	      want_lo = any && want_lo < klo ? want_lo : klo;
	      want_hi = any && want_hi > khi ? want_hi : khi;
	      any = true;
	    }
	long long glo = merged_off[m] + merged[m].lo_n * n;
	long long ghi = merged_off[m] + merged[m].hi_n * n + merged[m].hi_add;
	if (glo != want_lo || ghi != want_hi)
	  fz_fail ("CONTRACT", "merged check %d, N %d: [%lld, %lld), but its "
		   "accesses' ranges span [%lld, %lld)", m, n, glo, ghi,
		   want_lo, want_hi);
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
	if (got && (r.lo_n != (st < 0 ? st : 0) || r.hi_n != (st > 0 ? st : 0)
		    || r.hi_add != sz))
	  fz_fail ("CONTRACT", "mo_promote_range (%lld, %lld) = {%lld, %lld, "
		   "%lld}", st, sz, r.lo_n, r.hi_n, r.hi_add);
      }
}

/* Step 3, mo_promote_decide: which verdicts' reasons hold of the
   description, as memopt.h section 12 states them.  */
static void
check_verdict (void)
{
  const struct mo_promote_loop *l = &t.loop;
  const struct mo_promote_params *p = t.params_given ? &t.params : NULL;
  int max_checks = p && p->max_checks > 0 ? p->max_checks : 4;
  double min_iterations = p && p->min_iterations > 0 ? p->min_iterations : 4;
  bool why[MO_PROMOTE_REGISTER_PRESSURE + 1] = { false };
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
  /* The fuzzer describes no registers (facts NULL): never pressure.  */
  for (int v = 0; v <= MO_PROMOTE_REGISTER_PRESSURE; v++)
    {
      const char *name = mo_promote_verdict_name ((enum mo_promote_verdict) v);
      if (!strcmp (name, "?"))
	fz_fail ("CONTRACT", "verdict %d has no name", v);
      for (int u = 0; u < v; u++)
	if (!strcmp (name,
		     mo_promote_verdict_name ((enum mo_promote_verdict) u)))
	  fz_fail ("CONTRACT", "verdicts %d and %d are both \"%s\"", u, v,
		   name);
    }
  if ((int) verdict < 0 || verdict > MO_PROMOTE_REGISTER_PRESSURE)
    fz_fail ("CONTRACT", "verdict %d is not in the enum", (int) verdict);
  int reason = -1;
  for (int v = MO_PROMOTE_YES + 1;
       v <= MO_PROMOTE_REGISTER_PRESSURE && reason < 0; v++)
    if (why[v])
      reason = v;
  if (verdict == MO_PROMOTE_YES && reason >= 0)
    fz_fail ("DECISION", "verdict yes, but %s",
	     mo_promote_verdict_name ((enum mo_promote_verdict) reason));
  if (verdict != MO_PROMOTE_YES && !why[verdict])
    fz_fail ("CONTRACT", "verdict %s, which does not hold%s",
	     mo_promote_verdict_name (verdict),
	     reason < 0 ? " (and nothing else refuses: yes expected)" : "");
}

static void
check (void)
{
  check_ranges ();
  check_verdict ();
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

/* The R accesses at POS of iteration I; X is P's value in the program.  */
static void
accesses (struct pr_run *r, enum pr_pos pos, int i, uint64_t x)
{
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      if (a->pos != pos)
	continue;
      int addr = a->base + a->step * i;
      if (a->store)
	store (r->mem, addr, a->size,
	       x ^ 0x9e3779b97f4a7c15ull * (uint64_t) (k + 1));
      else
	r->val[r->nval++] = load (r->mem, addr, a->size);
    }
}

/* Steps 4 and 5: the loop as written, or promoted.  */
static void
run (bool promoted, struct pr_run *r)
{
  memcpy (r->mem, t.mem0, PR_MEM);
  r->nval = 0;
  uint64_t x = promoted ? load (r->mem, t.pa, t.ps) : 0;
  for (int i = 0;; i++)
    {
      if (!promoted)
	x = load (r->mem, t.pa, t.ps);
      r->val[r->nval++] = x;
      x = (x * 3 + 1) & mask (t.ps);
      accesses (r, PR_MID, i, x);
      if (!promoted)
	store (r->mem, t.pa, t.ps, x);
      accesses (r, PR_AFTER, i, x);
      if (i == t.n)
	break;
      accesses (r, PR_LATE, i, x);
    }
  if (promoted)
    store (r->mem, t.pa, t.ps, x);
}

/* Step 4.  */
static void
reference (void)
{
  run (false, &ref);
}

/* Step 5.  */
static void
apply_and_compare (const char *what)
{
  (void) what;
  if (!disjoint)
    return;
  struct pr_run got;
  run (true, &got);
  if (got.nval != ref.nval)
    fz_fail ("INTERNAL", "%d values read promoted, %d as written", got.nval,
	     ref.nval);
  for (int j = 0; j < ref.nval; j++)
    if (got.val[j] != ref.val[j])
      fz_fail ("DECISION", "the check said the accesses miss P; read %d "
	       "gives %#llx promoted, %#llx as written", j,
	       (unsigned long long) got.val[j],
	       (unsigned long long) ref.val[j]);
  for (int m = 0; m < PR_MEM; m++)
    if (got.mem[m] != ref.mem[m])
      fz_fail ("DECISION", "the check said the accesses miss P; byte %d is "
	       "%#x promoted, %#x as written", m, got.mem[m], ref.mem[m]);
  for (int k = 0; k < t.nacc; k++)
    {
      const struct pr_acc *a = &t.acc[k];
      int runs = a->pos == PR_LATE ? t.n : t.n + 1;
      for (int i = 0; i < runs; i++)
	{
	  int addr = a->base + a->step * i;
	  if (addr < t.pa + t.ps && t.pa < addr + a->size)
	    fz_fail ("DECISION", "the check said the accesses miss P; R%d "
		     "touches [%d, %d) at i = %d", k, addr, addr + a->size, i);
	}
    }
}

static const struct fz_target promote_target = {
  .pass_name = "mo_promote_range",
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
  return fz_target_run (&promote_target, data, size);
}
