/* test-promote.c - mo_promote_range, mo_promote_merge,
   mo_promote_decide, mo_promote and mo_promote_version_checks
   (promote.c): the range of bytes an access that walks memory may
   touch, whether a loop is versioned with a location kept in a
   register, which locations of a loop's accesses are, and the checks
   that select the copy.  */

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

/* The instruction side (x86-64): a read-only P whose one read folds
   into its user (mulss (%rsi), %xmm1) saves no instruction, and the read
   before the loop and one check (1 + 4 instructions) must fit in 1 % of
   the loop's instructions per entry (body statements times iterations).
   A memgen kernel: 6 iterations of 10 statements, 60 a entry: refused,
   or if-vectorized when GCC's vectorizer runs on the copy.  */
static void
promote_saves_no_insn (void)
{
  struct mo_promote_loop l = rand_buffer;
  l.stores = 0;
  l.store_before_exit = false;
  l.folded = 1;
  l.iterations = 6;
  struct mo_carry_loop facts;
  memset (&facts, 0, sizeof facts);
  facts.max_iters = facts.est_iters = 6;
  facts.body_insns = 10;
  static const struct mo_carry_target x86 = { { 15, 16 }, { 6, 0 } };
  /* Without the facts (carry-cost=off): as before.  */
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  l.facts = &facts;
  l.target = &x86;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_SAVES_NO_INSN);
  CHECK_STR (mo_promote_verdict_name (MO_PROMOTE_SAVES_NO_INSN),
	     "saves-no-insn");
  l.vectorizer = true;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_IF_VECTORIZED);
  CHECK_STR (mo_promote_verdict_name (MO_PROMOTE_IF_VECTORIZED),
	     "if-vectorized");
  l.vectorizer = false;
  /* 500 <= 1 % of 84 statements times 6 iterations (504): it pays;
     83 (498): not.  */
  facts.body_insns = 84;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  facts.body_insns = 83;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_SAVES_NO_INSN);
  /* A read that stays an instruction (AArch64, or not folded) saves one:
     yes.  So does a write.  */
  l.folded = 0;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  l.folded = 1;
  l.stores = 1;
  l.store_before_exit = true;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  /* Two reads, one folded: one instruction saved.  */
  l.stores = 0;
  l.loads = 2;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  l.folded = 2;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_SAVES_NO_INSN);
  /* The slack is the loop's: a folded read that fits alone (5 of 1 % of
     84 * 6) does not after another one spent 5.  */
  l.loads = l.folded = 1;
  facts.body_insns = 84;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
  l.spent = 5;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_SAVES_NO_INSN);
  facts.body_insns = 167;
  CHECK_INT (mo_promote_decide (&l, NULL), MO_PROMOTE_YES);
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


/* Descriptions of loops for mo_promote.  A may_overlap callback from a
   table: OVERLAP[a] is the set of accesses P (bits) that access A may
   overlap.  */
static unsigned overlap_of[16];

static bool
table_overlap (void *ctx, int a, int p)
{
  (void) ctx;
  return overlap_of[a] >> p & 1;
}

/* A fixed location at OBJ + OFF of SIZE bytes, read (or written) every
   iteration before the exit test.  */
static struct mo_promote_access
fixed_access (int loc, bool store, int obj, long long off, long long size)
{
  struct mo_promote_access a;
  memset (&a, 0, sizeof a);
  a.loc = loc;
  a.store = store;
  a.fixed = true;
  a.every_iteration = a.before_exit = true;
  a.obj = obj;
  a.obj_off = off;
  a.size = size;
  /* Its own range too (step 0), as the glue gives every access one.  */
  a.has_range = mo_promote_range (0, size, &a.range);
  a.base = 100 + obj;
  a.off = off;
  return a;
}

/* An access walking BASE + OFF + STEP * i.  */
static struct mo_promote_access
walking_access (int loc, bool store, int base, long long off, long long step,
		long long size)
{
  struct mo_promote_access a;
  memset (&a, 0, sizeof a);
  a.loc = loc;
  a.store = store;
  a.every_iteration = a.before_exit = true;
  a.has_range = mo_promote_range (step, size, &a.range);
  a.base = base;
  a.off = off;
  return a;
}

/* The RAND_buffer loop as the glue describes it: *seed read (#0) and
   written (#1), a byte store op[i] (#2) that may overlap it.  One
   decision, one check of the store's range against *seed.  */
static void
promote_decisions_rand_buffer (void)
{
  struct mo_promote_access v[3] = {
    fixed_access (0, false, 0, 0, 4), fixed_access (0, true, 0, 0, 4),
    walking_access (2, true, 7, 0, 1, 1)
  };
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[2] = 1u << 0;
  struct mo_promote_desc d = { 3, v, 100, table_overlap, NULL, NULL, NULL, false };
  struct mo_promote_decisions dec;
  memset (&dec, 0, sizeof dec);
  struct mo_promote_stats st;
  mo_promote (&d, NULL, &dec, &st);
  CHECK_INT (dec.len, 1);
  CHECK_INT (dec.ncand, 1);
  CHECK_INT (st.candidates, 1);
  CHECK_INT (dec.v[0].p, 0);
  CHECK_INT (dec.v[0].loop.loads, 1);
  CHECK_INT (dec.v[0].loop.stores, 1);
  CHECK_INT (dec.v[0].loop.checks, 1);
  CHECK_INT (dec.v[0].verdict, MO_PROMOTE_YES);
  int chosen[1] = { 0 };
  struct mo_promote_checks c;
  memset (&c, 0, sizeof c);
  mo_promote_version_checks (&d, &dec, chosen, 1, &c);
  CHECK (!c.hull);
  CHECK_INT (c.len, 1);
  CHECK_INT (c.v[0].access, 2);
  CHECK_INT (c.v[0].against, 0);
  CHECK_INT (c.v[0].range.hi_n, 1);
  CHECK_INT (c.v[0].range.hi_add, 1);
  mo_promote_checks_free (&c);
  mo_promote_decisions_free (&dec);
}

/* An if-vectorized candidate is a decision (the glue makes the copy and
   keeps it only when GCC vectorizes it); a saves-no-insn one is not.
   mo_promote counts the folded reads from the accesses and passes the
   description's VECTORIZER on.  */
static bool
tiny_facts (void *ctx, int p, struct mo_carry_loop *out)
{
  (void) ctx;
  (void) p;
  memset (out, 0, sizeof *out);
  out->max_iters = out->est_iters = 6;
  out->body_insns = 10;
  return true;
}

static void
promote_decisions_if_vectorized (void)
{
  static const struct mo_carry_target x86 = { { 15, 16 }, { 6, 0 } };
  struct mo_promote_access v[3] = {
    fixed_access (0, false, 0, 0, 4), walking_access (1, false, 7, 0, 4, 4),
    walking_access (2, true, 7, 32, 4, 4)
  };
  v[0].folds = true;
  v[0].cls = MO_RC_FP;
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[2] = 1u << 0;
  for (int vec = 0; vec < 2; vec++)
    {
      struct mo_promote_desc d = { 3, v, 6, table_overlap, tiny_facts, &x86,
				   NULL, vec };
      struct mo_promote_decisions dec;
      memset (&dec, 0, sizeof dec);
      mo_promote (&d, NULL, &dec, NULL);
      CHECK_INT (dec.ncand, 1);
      CHECK_INT (dec.cands[0].loop.folded, 1);
      CHECK_INT (dec.cands[0].verdict, vec ? MO_PROMOTE_IF_VECTORIZED
					    : MO_PROMOTE_SAVES_NO_INSN);
      CHECK_INT (dec.len, vec);
      mo_promote_decisions_free (&dec);
    }
  /* With a second location that pays (p[2], not folded) the copy is
     kept whether GCC vectorizes it or not: the folded one leaves it
     (saves-no-insn), the other stays.  */
  struct mo_promote_access w[4] = {
    fixed_access (0, false, 0, 0, 4), fixed_access (1, false, 0, 8, 4),
    walking_access (2, false, 7, 0, 4, 4), walking_access (3, true, 7, 32, 4, 4)
  };
  w[0].folds = true;
  w[0].cls = w[1].cls = MO_RC_FP;
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[3] = 1u << 0 | 1u << 1;
  struct mo_promote_desc d = { 4, w, 6, table_overlap, tiny_facts, &x86,
			       NULL, true };
  struct mo_promote_decisions dec;
  memset (&dec, 0, sizeof dec);
  mo_promote (&d, NULL, &dec, NULL);
  CHECK_INT (dec.ncand, 2);
  CHECK_INT (dec.cands[0].verdict, MO_PROMOTE_SAVES_NO_INSN);
  CHECK_INT (dec.cands[1].verdict, MO_PROMOTE_YES);
  CHECK_INT (dec.len, 1);
  CHECK_INT (dec.v[0].p, 1);
  mo_promote_decisions_free (&dec);
}

/* Checks: a location written in every iteration of a loop that runs 5
   times per entry saves 5 store instructions, for a check, the read
   before and the write after the loop (4 + 1 + 1): it does not pay
   (the instruction side of tests/promote/not-promote-short-tail.c);
   in a loop of 6 it saves what it adds, and is made
   whatever the slack.  The same in a loop of 5 without facts (no cost
   model): yes, as before.  */
static void
promote_decisions_short_loop_store (void)
{
  static const struct mo_carry_target x86 = { { 15, 16 }, { 6, 0 } };
  struct mo_promote_access v[2] = {
    fixed_access (0, true, 0, 0, 4), walking_access (1, false, 7, 0, 4, 4)
  };
  v[0].cls = MO_RC_FP;
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[1] = 1u << 0;
  static const double iters[3] = { 5, 6, 5 };
  static const enum mo_promote_verdict want[3]
    = { MO_PROMOTE_SAVES_NO_INSN, MO_PROMOTE_YES, MO_PROMOTE_YES };
  for (int k = 0; k < 3; k++)
    {
      struct mo_promote_desc d = { 2, v, iters[k], table_overlap,
				   k < 2 ? tiny_facts : NULL, &x86, NULL,
				   false };
      struct mo_promote_decisions dec;
      memset (&dec, 0, sizeof dec);
      mo_promote (&d, NULL, &dec, NULL);
      CHECK_INT (dec.ncand, 1);
      CHECK_INT (dec.cands[0].verdict, want[k]);
      mo_promote_decisions_free (&dec);
    }
}

/* Accesses of one base and one step (p[i], p[i + 8]) share one check
   covering both; another base is a check of its own.  An access that
   may overlap P without a range makes it unknown-access.  */
static void
promote_decisions_merge_and_unknown (void)
{
  struct mo_promote_access v[5] = {
    fixed_access (0, false, 0, 0, 8), fixed_access (0, true, 0, 0, 8),
    walking_access (2, false, 5, 0, 4, 4),
    walking_access (3, false, 5, 8, 4, 4),
    walking_access (4, true, 6, 0, -1, 1)
  };
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[2] = overlap_of[3] = overlap_of[4] = 1u << 0;
  struct mo_promote_desc d = { 5, v, 100, table_overlap, NULL, NULL, NULL, false };
  struct mo_promote_decisions dec;
  memset (&dec, 0, sizeof dec);
  mo_promote (&d, NULL, &dec, NULL);
  CHECK_INT (dec.len, 1);
  CHECK_INT (dec.v[0].loop.checks, 2);
  int chosen[1] = { 0 };
  struct mo_promote_checks c;
  memset (&c, 0, sizeof c);
  mo_promote_version_checks (&d, &dec, chosen, 1, &c);
  CHECK_INT (c.len, 2);
  CHECK_INT (c.v[0].access, 2);
  CHECK_INT (c.v[0].off, 0);
  CHECK_INT (c.v[0].range.hi_add, 12);
  CHECK_INT (c.v[1].access, 4);
  mo_promote_checks_free (&c);
  mo_promote_decisions_free (&dec);
  /* Negative: the byte store has no range.  */
  v[4].has_range = false;
  mo_promote (&d, NULL, &dec, NULL);
  CHECK_INT (dec.len, 0);
  CHECK_INT (dec.ncand, 1);
  CHECK_INT (dec.cands[0].verdict, MO_PROMOTE_UNKNOWN_ACCESS);
  mo_promote_decisions_free (&dec);
}

/* xxhash's state->v[0], v[1], v[2]: three 4-byte parts of one object,
   each read and written, and a load walking the input that may overlap
   each.  All three yes; together, one check against their hull
   [0, 12).  Any two of them: the hull of those.  One: its own bytes.  */
static void
promote_decisions_hull (void)
{
  struct mo_promote_access v[7] = {
    fixed_access (0, false, 9, 0, 4), fixed_access (0, true, 9, 0, 4),
    fixed_access (2, false, 9, 4, 4), fixed_access (2, true, 9, 4, 4),
    fixed_access (4, false, 9, 8, 4), fixed_access (4, true, 9, 8, 4),
    walking_access (6, false, 3, 0, 8, 8)
  };
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[6] = 1u << 0 | 1u << 2 | 1u << 4;
  struct mo_promote_desc d = { 7, v, 100, table_overlap, NULL, NULL, NULL, false };
  struct mo_promote_decisions dec;
  memset (&dec, 0, sizeof dec);
  mo_promote (&d, NULL, &dec, NULL);
  CHECK_INT (dec.len, 3);
  int all[3] = { 0, 1, 2 }, two[2] = { 0, 2 }, one[1] = { 1 };
  struct mo_promote_checks c;
  memset (&c, 0, sizeof c);
  mo_promote_version_checks (&d, &dec, all, 3, &c);
  CHECK (c.hull);
  CHECK_INT (c.hull_first, 0);
  CHECK_INT (c.hull_last, 4);
  CHECK_INT (c.len, 1);
  CHECK_INT (c.v[0].against, -1);
  mo_promote_checks_free (&c);
  mo_promote_version_checks (&d, &dec, two, 2, &c);
  CHECK (c.hull);
  CHECK_INT (c.hull_first, 0);
  CHECK_INT (c.hull_last, 4);
  mo_promote_checks_free (&c);
  mo_promote_version_checks (&d, &dec, one, 1, &c);
  CHECK (!c.hull);
  CHECK_INT (c.len, 1);
  CHECK_INT (c.v[0].against, 2);
  mo_promote_checks_free (&c);
  /* Negative: v[1]'s accesses may overlap v[0] (and are checked for
     it): no hull, each location its own checks.  */
  overlap_of[2] = overlap_of[3] = 1u << 0;
  mo_promote_decisions_free (&dec);
  mo_promote (&d, NULL, &dec, NULL);
  CHECK_INT (dec.len, 3);
  CHECK_INT (dec.v[0].loop.checks, 2);
  mo_promote_version_checks (&d, &dec, all, 3, &c);
  CHECK (!c.hull);
  CHECK_INT (c.len, 4);
  CHECK_INT (c.v[0].against, 0);
  CHECK_INT (c.v[1].against, 0);
  CHECK_INT (c.v[2].against, 2);
  CHECK_INT (c.v[3].against, 4);
  mo_promote_checks_free (&c);
  /* Negative: parts of two objects.  */
  overlap_of[2] = overlap_of[3] = 0;
  v[4].obj = v[5].obj = 8;
  mo_promote_decisions_free (&dec);
  mo_promote (&d, NULL, &dec, NULL);
  mo_promote_version_checks (&d, &dec, all, 3, &c);
  CHECK (!c.hull);
  CHECK_INT (c.len, 3);
  mo_promote_checks_free (&c);
  mo_promote_decisions_free (&dec);
}

/* The candidates: fixed locations, each once, in order; one whose
   accesses have values of another type is skipped; MAX_CANDIDATES
   counts those tried, MAX_PROMOTED those decided yes.  */
static void
promote_decisions_limits (void)
{
  struct mo_promote_access v[7] = {
    fixed_access (0, false, 9, 0, 4), fixed_access (0, true, 9, 0, 4),
    fixed_access (2, false, 9, 4, 4), fixed_access (2, true, 9, 4, 4),
    fixed_access (4, false, 9, 8, 4), fixed_access (4, true, 9, 8, 4),
    walking_access (6, false, 3, 0, 8, 8)
  };
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[6] = 1u << 0 | 1u << 2 | 1u << 4;
  struct mo_promote_desc d = { 7, v, 100, table_overlap, NULL, NULL, NULL, false };
  struct mo_promote_decisions dec;
  memset (&dec, 0, sizeof dec);
  struct mo_promote_stats st;
  struct mo_promote_params p = { 0, 0, 0, 2, 0 };
  mo_promote (&d, &p, &dec, &st);
  CHECK_INT (dec.len, 2);
  CHECK_INT (st.over_limit, 1);
  mo_promote_decisions_free (&dec);
  p.max_promoted = 0;
  p.max_candidates = 1;
  mo_promote (&d, &p, &dec, &st);
  CHECK_INT (dec.len, 1);
  CHECK_INT (st.candidates, 1);
  mo_promote_decisions_free (&dec);
  /* v[0]'s write has a value of another type: v[0] is no candidate,
     but counts as tried.  */
  v[1].odd_type = true;
  p.max_candidates = 2;
  mo_promote (&d, &p, &dec, &st);
  CHECK_INT (st.candidates, 2);
  CHECK_INT (st.described, 1);
  CHECK_INT (dec.len, 1);
  CHECK_INT (dec.v[0].p, 2);
  mo_promote_decisions_free (&dec);
  /* Negative: min_iterations 200 with 100 expected.  */
  v[1].odd_type = false;
  p.min_iterations = 200;
  mo_promote (&d, &p, &dec, &st);
  CHECK_INT (dec.len, 0);
  CHECK_INT (dec.ncand, 2);
  CHECK_INT (dec.cands[0].verdict, MO_PROMOTE_FEW_ITERATIONS);
  mo_promote_decisions_free (&dec);
}

/* MAX_STEP: the RAND_buffer loop whose store walks 8 bytes an iteration
   (8 bytes each): a range of step and span 8 is checked up to MAX_STEP 8
   (and by default), and counts as no range below (unknown-access).  */
static void
promote_decisions_max_step (void)
{
  struct mo_promote_access v[3] = {
    fixed_access (0, false, 0, 0, 4), fixed_access (0, true, 0, 0, 4),
    walking_access (2, true, 7, 0, 8, 8)
  };
  memset (overlap_of, 0, sizeof overlap_of);
  overlap_of[2] = 1u << 0;
  struct mo_promote_desc d = { 3, v, 100, table_overlap, NULL, NULL, NULL, false };
  struct mo_promote_decisions dec;
  memset (&dec, 0, sizeof dec);
  struct mo_promote_params p = { 0, 0, 0, 0, 8 };
  for (int k = 0; k < 3; k++)
    {
      p.max_step = k == 0 ? 0 : k == 1 ? 8 : 7;
      mo_promote (&d, &p, &dec, NULL);
      CHECK_INT (dec.ncand, 1);
      CHECK_INT (dec.cands[0].verdict, k < 2 ? MO_PROMOTE_YES
				       : MO_PROMOTE_UNKNOWN_ACCESS);
      CHECK_INT (dec.cands[0].loop.checks, k < 2);
      mo_promote_decisions_free (&dec);
    }
  /* The span alone: step 1, 16 bytes an iteration.  */
  v[2] = walking_access (2, true, 7, 0, 1, 16);
  p.max_step = 15;
  mo_promote (&d, &p, &dec, NULL);
  CHECK_INT (dec.cands[0].verdict, MO_PROMOTE_UNKNOWN_ACCESS);
  mo_promote_decisions_free (&dec);
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
  UNIT_CASE (promote_saves_no_insn),
  UNIT_CASE (promote_decisions_if_vectorized),
  UNIT_CASE (promote_decisions_short_loop_store),
  UNIT_CASE (promote_params_defaults),
  UNIT_CASE (promote_decisions_max_step),
  UNIT_CASE (promote_decisions_rand_buffer),
  UNIT_CASE (promote_decisions_merge_and_unknown),
  UNIT_CASE (promote_decisions_hull),
  UNIT_CASE (promote_decisions_limits),
  { NULL, NULL }
};
