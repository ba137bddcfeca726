/* test-promote.c - mo_promote_range, mo_promote_merge and
   mo_promote_decide (promote.c):
   the range of bytes an access that walks memory may touch, and whether
   a loop is versioned with a location kept in a register.  */

#include "unit.h"

#include <string.h>

/* Ascending: op[i] of 4 bytes, i = 0..N, touches [BASE, BASE + 4N + 4).
   With BASE 100 and N 3 the bytes 100..115.  */
static void
promote_range_positive_step (void)
{
  struct mo_promote_range r;
  CHECK (mo_promote_range (4, 4, &r));
  CHECK_INT (r.lo_n, 0);
  CHECK_INT (r.hi_n, 4);
  CHECK_INT (r.hi_add, 4);
  CHECK_INT (100 + r.lo_n * 3, 100);
  CHECK_INT (100 + r.hi_n * 3 + r.hi_add, 116);
  /* A step smaller than the size: the accesses overlap each other.  */
  CHECK (mo_promote_range (1, 8, &r));
  CHECK_INT (r.lo_n, 0);
  CHECK_INT (r.hi_n, 1);
  CHECK_INT (r.hi_add, 8);
}

/* Descending: a byte store at BASE - i, i = 0..N, touches
   [BASE - N, BASE + 1): the range starts at the last access.  */
static void
promote_range_negative_step (void)
{
  struct mo_promote_range r;
  CHECK (mo_promote_range (-1, 1, &r));
  CHECK_INT (r.lo_n, -1);
  CHECK_INT (r.hi_n, 0);
  CHECK_INT (r.hi_add, 1);
  CHECK_INT (50 + r.lo_n * 10, 40);
  CHECK_INT (50 + r.hi_n * 10 + r.hi_add, 51);
  CHECK (mo_promote_range (-4, 2, &r));
  CHECK_INT (r.lo_n, -4);
  CHECK_INT (r.hi_n, 0);
  CHECK_INT (r.hi_add, 2);
}

/* An invariant address (step 0) touches the same SIZE bytes every
   iteration, whatever N.  */
static void
promote_range_zero_step (void)
{
  struct mo_promote_range r;
  CHECK (mo_promote_range (0, 8, &r));
  CHECK_INT (r.lo_n, 0);
  CHECK_INT (r.hi_n, 0);
  CHECK_INT (r.hi_add, 8);
}

/* Negative: a step or size beyond MO_PROMOTE_MAX_STEP, or a size below
   1, gives no range and leaves R as it was; the limits themselves are
   accepted.  */
static void
not_promote_range_limits (void)
{
  const long long max = MO_PROMOTE_MAX_STEP;
  struct mo_promote_range r = { 11, 22, 33 };
  CHECK (!mo_promote_range (max + 1, 1, &r));
  CHECK (!mo_promote_range (-max - 1, 1, &r));
  CHECK (!mo_promote_range (1, 0, &r));
  CHECK (!mo_promote_range (1, -4, &r));
  CHECK (!mo_promote_range (1, max + 1, &r));
  CHECK_INT (r.lo_n, 11);
  CHECK_INT (r.hi_n, 22);
  CHECK_INT (r.hi_add, 33);
  CHECK (mo_promote_range (max, max, &r));
  CHECK_INT (r.hi_n, max);
  CHECK_INT (r.hi_add, max);
  CHECK (mo_promote_range (-max, 1, &r));
  CHECK_INT (r.lo_n, -max);
}

/* The RAND_buffer loop: *seed read and written once an iteration,
   before the exit test, one byte store with a range, 100 iterations
   expected: 200 accesses saved against 1 + 1 + 2.  */
static const struct mo_promote_loop rand_buffer = {
  .loads = 1, .stores = 1, .conditional = false,
  .access_before_exit = true, .store_before_exit = true, .checks = 1,
  .unknown = false, .barrier = false, .iterations = 100
};

static void
promote_rand_buffer (void)
{
  enum mo_promote_verdict v = mo_promote_decide (&rand_buffer, NULL);
  CHECK_INT (v, MO_PROMOTE_YES);
  CHECK_STR (mo_promote_verdict_name (v), "yes");
}

/* Negative: each reason not to version, the RAND_buffer loop with one
   thing changed; each verdict has its name.  */
static void
not_promote_each_verdict (void)
{
  struct mo_promote_loop l;
#define VERDICT(change, want, name)					\
  do {									\
    l = rand_buffer;							\
    change;								\
    CHECK_INT (mo_promote_decide (&l, NULL), want);			\
    CHECK_STR (mo_promote_verdict_name (want), name);			\
  } while (0)
  VERDICT (l.loads = l.stores = 0, MO_PROMOTE_NO_ACCESS, "no-access");
  VERDICT (l.barrier = true, MO_PROMOTE_BARRIER, "barrier");
  VERDICT (l.conditional = true, MO_PROMOTE_CONDITIONAL, "conditional");
  VERDICT (l.access_before_exit = false, MO_PROMOTE_NO_ACCESS_BEFORE_EXIT,
	   "no-access-before-exit");
  VERDICT (l.store_before_exit = false, MO_PROMOTE_NO_STORE_BEFORE_EXIT,
	   "no-store-before-exit");
  VERDICT (l.unknown = true, MO_PROMOTE_UNKNOWN_ACCESS, "unknown-access");
  VERDICT (l.checks = 0, MO_PROMOTE_NO_CHECK, "no-check");
  VERDICT (l.checks = 5, MO_PROMOTE_TOO_MANY_CHECKS, "too-many-checks");
  VERDICT (l.iterations = 3, MO_PROMOTE_FEW_ITERATIONS, "few-iterations");
  /* 4 iterations, 4 checks: 8 accesses saved, 10 paid.  */
  VERDICT ((l.iterations = 4, l.checks = 4), MO_PROMOTE_NOT_WORTH,
	   "not-worth");
  /* A loop that only reads P needs no write before the exit.  */
  VERDICT ((l.stores = 0, l.store_before_exit = false), MO_PROMOTE_YES,
	   "yes");
  /* P's value beside 15 live values of 15 x86-64 registers: spilled.  */
  static const struct mo_carry_target x86 = { { 15, 16 }, { 6, 0 } };
  struct mo_carry_loop full;
  memset (&full, 0, sizeof full);
  full.max_iters = full.est_iters = 100;
  full.live[MO_RC_GPR] = 15;
  VERDICT ((l.facts = &full, l.target = &x86),
	   MO_PROMOTE_REGISTER_PRESSURE, "register-pressure");
  /* 14 live: it fits; with one location promoted before it, not.  */
  full.live[MO_RC_GPR] = 14;
  VERDICT ((l.facts = &full, l.target = &x86), MO_PROMOTE_YES, "yes");
  VERDICT ((l.facts = &full, l.target = &x86, l.taken[MO_RC_GPR] = 1),
	   MO_PROMOTE_REGISTER_PRESSURE, "register-pressure");
  /* A float location needs an SSE register: 16 of them.  */
  VERDICT ((l.facts = &full, l.target = &x86, l.cls = MO_RC_FP,
	    l.taken[MO_RC_GPR] = 1), MO_PROMOTE_YES, "yes");
#undef VERDICT
}

/* The cost: READS + WRITES per iteration times the iterations must be at
   least 1 (the read before) + 1 (the write after, when P is written)
   + 2 per check.  Equal is enough; just below is refused.  */
static void
promote_cost_boundary (void)
{
  /* Read only, 2 checks: cost 5.  */
  struct mo_promote_loop l = rand_buffer;
  l.stores = 0;
  l.checks = 2;
  l.iterations = 5;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  l.iterations = 4.99;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_NOT_WORTH);
  /* Read and written, 4 checks: cost 10, 2 accesses an iteration.  */
  l = rand_buffer;
  l.checks = 4;
  l.iterations = 5;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  l.iterations = 4.75;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_NOT_WORTH);
}

/* PARAMS NULL, or fields <= 0: at most 4 checks, at least 4 iterations.
   Given fields replace them.  */
static void
promote_params_defaults (void)
{
  struct mo_promote_loop l = rand_buffer;
  l.loads = 2;
  l.stores = 2;
  l.checks = 4;
  l.iterations = 4;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  struct mo_promote_params zero;
  memset (&zero, 0, sizeof zero);
  CHECK_INT (mo_promote_decide (&l, &zero), MO_PROMOTE_YES);
  l.iterations = 3.99;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_FEW_ITERATIONS);
  CHECK_INT (mo_promote_decide (&l, &zero), MO_PROMOTE_FEW_ITERATIONS);
  struct mo_promote_params p = { .max_checks = 5, .min_iterations = 2 };
  CHECK_INT (mo_promote_decide (&l, &p), MO_PROMOTE_YES);
  l.checks = 5;
  l.iterations = 10;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_TOO_MANY_CHECKS);
  CHECK_INT (mo_promote_decide (&l, &p), MO_PROMOTE_YES);
  p.min_iterations = 11;
  CHECK_INT (mo_promote_decide (&l, &p), MO_PROMOTE_FEW_ITERATIONS);
}

/* xxhash's update loop reads p[0..7], p[8..15], p[16..23], p[24..31]
   each iteration (step 32, size 8): one range [p, p + 32N + 32) covers
   the four.  Merged in any order, with a gap, and refused when the steps
   differ (A untouched).  */
static void
promote_merge_same_step (void)
{
  struct mo_promote_range a, b;
  long long off = 8;
  CHECK (mo_promote_range (32, 8, &a));
  CHECK (mo_promote_range (32, 8, &b));
  CHECK (mo_promote_merge (&a, &off, &b, 0));
  CHECK (mo_promote_merge (&a, &off, &b, 24));
  CHECK (mo_promote_merge (&a, &off, &b, 16));
  CHECK_INT (off, 0);
  CHECK_INT (a.lo_n, 0);
  CHECK_INT (a.hi_n, 32);
  CHECK_INT (a.hi_add, 32);
  /* Descending, a gap of 4 bytes between the two: covered too.  */
  CHECK (mo_promote_range (-2, 2, &a));
  CHECK (mo_promote_range (-2, 2, &b));
  off = 10;
  CHECK (mo_promote_merge (&a, &off, &b, 4));
  CHECK_INT (off, 4);
  CHECK_INT (a.lo_n, -2);
  CHECK_INT (a.hi_add, 8);
  /* Negative: another step; an offset beyond the limit.  */
  CHECK (mo_promote_range (1, 1, &b));
  CHECK (!mo_promote_merge (&a, &off, &b, 0));
  CHECK_INT (off, 4);
  CHECK_INT (a.hi_add, 8);
  CHECK (mo_promote_range (-2, 2, &b));
  CHECK (!mo_promote_merge (&a, &off, &b, MO_PROMOTE_MAX_STEP + 1));
  CHECK_INT (a.hi_add, 8);
}

const struct unit_case unit_promote_cases[] = {
  UNIT_CASE (promote_range_positive_step),
  UNIT_CASE (promote_range_negative_step),
  UNIT_CASE (promote_range_zero_step),
  UNIT_CASE (not_promote_range_limits),
  UNIT_CASE (promote_merge_same_step),
  UNIT_CASE (promote_rand_buffer),
  UNIT_CASE (not_promote_each_verdict),
  UNIT_CASE (promote_cost_boundary),
  UNIT_CASE (promote_params_defaults),
  { NULL, NULL }
};
