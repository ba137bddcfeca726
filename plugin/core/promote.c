/* promote.c - a location a loop reads and writes stays in a register, in
   a copy of the loop selected by a run-time check that the loop's other
   accesses miss it (the decision core of pass memopt-promote; the glue
   is in plugin/gcc/gimple-promote.cc).

   zstd's decodecorpus fills buffers with bytes from a generator whose
   state the caller passes by pointer:

       static void RAND_buffer (U32 *seed, void *ptr, size_t size)
       {
         BYTE *op = ptr;
         for (i = 0; i < size; i++)
           op[i] = RAND (seed) & 0xff;      // *seed = f (*seed)
       }

   A byte store may write any object, *seed included, so every iteration
   reads *seed from memory and writes it back: neither GCC nor memopt
   may keep it in a register (clang inlines RAND_buffer into callers
   whose seed is a local, and keeps it there).  But the loop's stores
   walk op[0] .. op[size - 1], an address range known before the loop.
   When that range misses *seed, *seed can live in a register:

       for (i = 0; i < size; i++)           if (op + size <= (char *) seed
         {                                      || (char *) (seed + 1) <= op)
           s = *seed;                         {  // the copy
           s = s * P1 + P2; ...                 s = *seed;
           *seed = s;                 ==>       for (i = 0; i < size; i++)
           op[i] = ...;                           { s = s * P1 + P2; ...
         }                                          op[i] = ...; }
                                                *seed = s;
                                              }
                                            else
                                              the loop as it was

   The glue finds, in an innermost loop, one location P at a fixed
   address with its reads and writes, and every other access that GCC's
   alias oracle says may overlap P.  For each of those whose address is
   BASE + STEP * i at iteration i (STEP a constant, BASE and the number
   N of latch executions known at the entry: GCC's scalar evolutions)
   the core gives the range of bytes it may touch (mo_promote_range):

       STEP >= 0:  [BASE,            BASE + STEP * N + SIZE)
       STEP <  0:  [BASE + STEP * N, BASE + SIZE)

   i runs over 0..N: an access after the exit test runs N times, one
   before it N + 1 times; the range covers both.  Accesses with the same
   step whose addresses differ by a constant (p[0], p[8], p[16] of one
   pointer) share one range, the smallest covering theirs
   (mo_promote_merge): one check instead of one each.  The check is that each
   range ends before P starts or starts after P ends.

   mo_promote_decide says whether the copy is worth it and correct to
   make: every access of P runs every iteration (so the register's
   value is P's on every path), one of them before the exit test (so
   the read before the loop reads what the first iteration reads
   anyway), a write before the exit test when P is written (so the
   write after the loop writes nothing the loop would not have
   written: no store appears on a path without one, which another
   thread could see), no call, asm, volatile or atomic access or
   statement that may throw (an exception would leave with P stale),
   every access that may overlap P has a range, at most MAX_CHECKS of
   them, and the accesses saved pay for the checks: READS + WRITES
   per iteration times the expected iterations must be at least the
   read before, the write after, and two instructions per check.
   Accesses saved are not always instructions saved: x86-64 folds a
   read into its user (mulss 4(%rsi), %xmm1), and a read-only P whose
   every read folds saves no instruction, while the read before the
   loop and the checks cost some at every entry.  Nor does a loop that
   runs a few times per entry save as many instructions as its checks
   and the accesses around it add: zstd's RAND_buffer ends with a loop
   of at most 3 iterations that x86-64 would run in a copy with *seed
   in a register, at most 3 stores saved for a check, the read before
   and the write after the loop at every entry
   (tests/promote/not-promote-short-tail.c).  The price is the accesses
   such copies saved: opus's silk_LTP_analysis_filter_FLP, a 5-iteration
   loop whose copy ran 0.725 of GCC's accesses for 1,323 instructions
   more than memopt without it (0.05 %), now runs GCC's accesses
   (bench/RESULTS-wide.md).
   A P whose copy adds more instructions per entry than it saves
   (MO_PROMOTE_CHECK_INSNS per check, the read before and the write
   after the loop, less an instruction per iteration for each access
   that is not folded) is refused (saves-no-insn) unless the difference
   fits in the 1 % slack of the loop's instructions per entry, or GCC's
   loop vectorizer runs on the copy
   (if-vectorized): in the copy nothing may alias P any more, and GCC
   may vectorize it where it could not vectorize the original,

       for (i = 0; i < 6; i++)          the copy, -O2, x86-64:
         d[i + 8] = (d[i] + 1) * w[0];    movss (%rsi), %xmm1 (once)
                                          two iterations a vector op

   0.97 of GCC's instructions and 0.88 of its loads.  The glue keeps an
   if-vectorized copy only when GCC's vectorizer vectorized it and not
   the original, and otherwise selects the original for good after GCC's
   "vect" (gimple-promote-settle.cc).

   mo_promote makes those choices for one loop, from a plain description
   of its accesses (struct mo_promote_desc: the glue's reading of GIMPLE,
   or a fuzz target's model):
     1. the candidates: each location at a fixed address, once, in the
        order of its first access; at most MAX_CANDIDATES of them, and
        none after MAX_PROMOTED were decided yes;
     2. a candidate whose accesses read or write values of another type
        is dropped; else it is described: its reads and writes (each
        every iteration? before the exit test?), and each other access
        that may overlap it (the glue's alias oracle) either has a range
        or makes it unknown (so does a range whose step or span is more
        than MAX_STEP bytes, max-promote-step); the ranges of one base
        and one step merge into one check (mo_promote_merge);
     3. mo_promote_decide, told the registers the locations decided yes
        before it keep (the cost model, with the glue's facts).
   mo_promote_version_checks then gives the checks for the decisions the glue
   applies (any subset: each location's checks are its own, made in
   step 2): location by location, each of its ranges against its bytes;
   or, when the locations are parts of one object (xxhash's
   state->v[0] .. v[3]) and no access checked is one of theirs, every
   range, merged once more, once against their hull.  A range that
   misses the hull misses every location; one that meets the hull but
   no location sends the run to the original loop, which is correct
   too.  */

#include <stdio.h>
#include <string.h>

#include "memopt.h"

#include <stdlib.h>

bool
mo_promote_range (long long step, long long size, struct mo_promote_range *r)
{
  if (step < -MO_PROMOTE_MAX_STEP || step > MO_PROMOTE_MAX_STEP || size < 1
      || size > MO_PROMOTE_MAX_STEP)
    return false;
  r->lo_n = step < 0 ? step : 0;
  r->hi_n = step > 0 ? step : 0;
  r->hi_add = size;
  return true;
}

bool
mo_promote_merge (struct mo_promote_range *a, long long *a_off,
		  const struct mo_promote_range *b, long long b_off)
{
  if (a->lo_n != b->lo_n || a->hi_n != b->hi_n
      || *a_off < -MO_PROMOTE_MAX_STEP || *a_off > MO_PROMOTE_MAX_STEP
      || b_off < -MO_PROMOTE_MAX_STEP || b_off > MO_PROMOTE_MAX_STEP)
    return false;
  long long lo = *a_off < b_off ? *a_off : b_off;
  long long a_end = *a_off + a->hi_add, b_end = b_off + b->hi_add;
  a->hi_add = (a_end > b_end ? a_end : b_end) - lo;
  *a_off = lo;
  return true;
}

/* Whether P's value fits in the loop's registers of its class beside
   what GCC and the locations promoted before it keep live there (the
   cost model of carried values, carry.c, rule 3): a location that does
   not is spilled, a store and a load where the loop had its accesses.  */
static bool
fits_in_registers (const struct mo_promote_loop *l)
{
  struct mo_carry_cand c;
  memset (&c, 0, sizeof c);
  c.carried[l->cls == MO_RC_FP ? MO_RC_FP : MO_RC_GPR] = 1;
  c.saved = c.saved_insns = l->loads + l->stores;
  return mo_carry_decide (l->target, l->facts, l->taken, &c)
	 != MO_CARRY_PRESSURE;
}

/* The instructions P's copy adds per entry beyond those it saves: the
   read before the loop, the write after it (when P is written) and
   MO_PROMOTE_CHECK_INSNS per check, less one per iteration for each
   access that takes an instruction of its own.  P pays when that is
   within the 1 % slack of the instructions the loop executes per entry
   (carry.c, rule 2).  A loop of at most 4 runs saving a store per
   iteration does not pay for a check, the read and the write
   (tests/promote/not-promote-short-tail.c).  A read
   x86-64 folds into its user saves an access but no instruction
   (mulss 4(%rsi), %xmm1 becomes mulss %xmm5, %xmm1): a memgen kernel of
   6 iterations reading w[0] and w[1] so ran 1.10 to 1.26 times GCC's
   instructions at -O1 and -O2 (bench/RESULTS-perf.md).  The slack is
   the loop's: SPENT is what the locations promoted before P in this
   loop that do not pay for themselves add (memgen seed 118: four such
   weights of a 9-iteration kernel, each within 1 % alone).  Without
   the facts (no cost model): as before, yes.  */
static double
net_entry_insns (const struct mo_promote_loop *l)
{
  double saved = (double) (l->loads + l->stores - l->folded) * l->iterations;
  return 1 + (l->stores > 0) + MO_PROMOTE_CHECK_INSNS * (double) l->checks
	 - saved;
}

static bool
pays_in_insns (const struct mo_promote_loop *l)
{
  if (!l->facts)
    return true;
  double net = net_entry_insns (l);
  if (net <= 0)
    return true;      /* it saves what it adds: no slack taken */
  return (net + l->spent) * 100
	 <= (double) l->facts->body_insns * l->iterations
	    * MO_CARRY_INSN_SLACK_PERCENT;
}

enum mo_promote_verdict
mo_promote_decide (const struct mo_promote_loop *l,
		   const struct mo_promote_params *p)
{
  int max_checks = p && p->max_checks > 0 ? p->max_checks
		   : MO_DEFAULT_MAX_PROMOTE_CHECKS;
  double min_iterations = p && p->min_iterations > 0 ? p->min_iterations
			  : MO_DEFAULT_MIN_PROMOTE_ITERATIONS;
  if (l->loads + l->stores == 0)
    return MO_PROMOTE_NO_ACCESS;
  if (l->barrier)
    return MO_PROMOTE_BARRIER;
  if (l->conditional)
    return MO_PROMOTE_CONDITIONAL;
  if (!l->access_before_exit)
    return MO_PROMOTE_NO_ACCESS_BEFORE_EXIT;
  if (l->stores > 0 && !l->store_before_exit)
    return MO_PROMOTE_NO_STORE_BEFORE_EXIT;
  if (l->unknown)
    return MO_PROMOTE_UNKNOWN_ACCESS;
  if (l->checks == 0)
    return MO_PROMOTE_NO_CHECK;
  if (l->checks > max_checks)
    return MO_PROMOTE_TOO_MANY_CHECKS;
  if (!(l->iterations >= min_iterations))
    return MO_PROMOTE_FEW_ITERATIONS;
  double saved = (double) (l->loads + l->stores) * l->iterations;
  double cost = 1 + (l->stores > 0) + 2.0 * l->checks;
  if (saved < cost)
    return MO_PROMOTE_NOT_WORTH;
  if (l->facts && l->target && !fits_in_registers (l))
    return MO_PROMOTE_REGISTER_PRESSURE;
  /* What the copy saves is then what GCC makes of it: a copy in which
     nothing may alias P any more may be vectorized where the original
     was not (d[i + 8] = (d[i] + 1) * w[0] at -O2: 0.97 of GCC's
     instructions, 0.88 of its loads with the copy).  The glue keeps
     such a copy only when GCC's vectorizer did that.  */
  if (!pays_in_insns (l))
    return l->vectorizer ? MO_PROMOTE_IF_VECTORIZED : MO_PROMOTE_SAVES_NO_INSN;
  return MO_PROMOTE_YES;
}

const char *
mo_promote_verdict_name (enum mo_promote_verdict v)
{
  switch (v)
    {
    case MO_PROMOTE_YES: return "yes";
    case MO_PROMOTE_NO_ACCESS: return "no-access";
    case MO_PROMOTE_BARRIER: return "barrier";
    case MO_PROMOTE_CONDITIONAL: return "conditional";
    case MO_PROMOTE_NO_ACCESS_BEFORE_EXIT: return "no-access-before-exit";
    case MO_PROMOTE_NO_STORE_BEFORE_EXIT: return "no-store-before-exit";
    case MO_PROMOTE_UNKNOWN_ACCESS: return "unknown-access";
    case MO_PROMOTE_NO_CHECK: return "no-check";
    case MO_PROMOTE_TOO_MANY_CHECKS: return "too-many-checks";
    case MO_PROMOTE_FEW_ITERATIONS: return "few-iterations";
    case MO_PROMOTE_NOT_WORTH: return "not-worth";
    case MO_PROMOTE_REGISTER_PRESSURE: return "register-pressure";
    case MO_PROMOTE_SAVES_NO_INSN: return "saves-no-insn";
    case MO_PROMOTE_IF_VECTORIZED: return "if-vectorized";
    }
  return "?";
}

/* Add the range R at BASE + OFF (access ACCESS's base expression) to C:
   merged into a check of the same base and step when there is one, else
   a check of its own (against AGAINST).  */
static void
add_check (const struct mo_promote_desc *d, struct mo_promote_checks *c,
	   int access, long long off, const struct mo_promote_range *r,
	   int against)
{
  for (int k = 0; k < c->len; k++)
    {
      struct mo_promote_check *have = &c->v[k];
      if (d->v[have->access].base == d->v[access].base
	  && mo_promote_merge (&have->range, &have->off, r, off))
	return;
    }
  MO_GROW (c->v, c->cap, c->len + 1);
  struct mo_promote_check *k = &c->v[c->len++];
  k->access = access;
  k->off = off;
  k->range = *r;
  k->against = against;
}

/* Is R a range a check takes: a step (per iteration) and a span (of
   one iteration) of at most MAX_STEP bytes?  */
static bool
checkable (const struct mo_promote_range *r, long long max_step)
{
  return -r->lo_n <= max_step && r->hi_n <= max_step
	 && r->hi_add <= max_step;
}

/* A copy with a location that pays (YES) is kept whether or not GCC
   vectorizes it (gimple-promote-settle.cc), so the locations that pay
   only if it does (IF_VECTORIZED) would be kept in registers for
   nothing: they leave the copy, their verdict saves-no-insn.  */
static void
drop_if_vectorized (struct mo_promote_decisions *out)
{
  bool yes = false;
  for (int k = 0; k < out->len; k++)
    yes |= out->v[k].verdict == MO_PROMOTE_YES;
  if (!yes)
    return;
  int len = 0;
  for (int k = 0; k < out->len; k++)
    if (out->v[k].verdict == MO_PROMOTE_YES)
      out->v[len++] = out->v[k];
  out->len = len;
  for (int k = 0; k < out->ncand; k++)
    if (out->cands[k].verdict == MO_PROMOTE_IF_VECTORIZED)
      out->cands[k].verdict = MO_PROMOTE_SAVES_NO_INSN;
}

/* Step 2 for the candidate whose location's first access is P: L and
   the checks into CHECKS (which must be empty); CHECKED[a] (when not
   NULL) set for each access in a check.  An access whose range reaches
   further than MAX_STEP (checkable) counts as one without a range.
   False when an access of P's location has a value of another type.  */
static bool
describe (const struct mo_promote_desc *d, int p, long long max_step,
	  struct mo_promote_loop *l, struct mo_promote_checks *checks,
	  bool *checked)
{
  memset (l, 0, sizeof *l);
  for (int a = 0; a < d->n; a++)
    {
      const struct mo_promote_access *x = &d->v[a];
      if (x->loc == p)
	{
	  if (x->odd_type)
	    return false;
	  if (x->store)
	    l->stores++;
	  else
	    l->loads++;
	  l->folded += !x->store && x->folds;
	  if (!x->every_iteration)
	    l->conditional = true;
	  if (x->before_exit)
	    {
	      l->access_before_exit = true;
	      if (x->store)
		l->store_before_exit = true;
	    }
	  continue;
	}
      if (d->may_overlap && !d->may_overlap (d->ctx, a, p))
	continue;
      if (x->has_range && checkable (&x->range, max_step))
	{
	  add_check (d, checks, a, x->off, &x->range, p);
	  if (checked)
	    checked[a] = true;
	}
      else
	l->unknown = true;
    }
  l->checks = checks->len;
  return true;
}

void
mo_promote (const struct mo_promote_desc *d,
	    const struct mo_promote_params *params,
	    struct mo_promote_decisions *out, struct mo_promote_stats *stats)
{
  struct mo_promote_params p = { 0, 0, 0, 0, 0 };
  if (params)
    p = *params;
  int max_candidates = p.max_candidates > 0 ? p.max_candidates
		       : MO_DEFAULT_MAX_PROMOTE_CANDIDATES;
  int max_promoted = p.max_promoted > 0 ? p.max_promoted
		     : MO_DEFAULT_MAX_PROMOTE_LOCATIONS;
  long long max_step = p.max_step > 0 ? p.max_step
		       : MO_DEFAULT_MAX_PROMOTE_STEP;
  if (max_step > MO_PROMOTE_MAX_STEP)
    max_step = MO_PROMOTE_MAX_STEP;
  struct mo_promote_stats st = { 0, 0, 0 };
  int taken[MO_NRC] = { 0, 0 };
  double spent = 0;
  struct mo_promote_checks checks = { 0, 0, NULL, false, 0, 0 };
  /* Step 1.  */
  for (int a = 0; a < d->n; a++)
    {
      if (!d->v[a].fixed || d->v[a].loc != a)
	continue;
      if (++st.candidates > max_candidates || out->len >= max_promoted)
	{
	  st.candidates--;
	  st.over_limit = 1;
	  break;
	}
      /* Step 2.  */
      struct mo_promote_decision dec;
      checks.len = 0;
      if (!describe (d, a, max_step, &dec.loop, &checks, NULL))
	continue;
      st.described++;
      /* Step 3.  */
      dec.p = a;
      dec.loop.iterations = d->iterations;
      dec.loop.vectorizer = d->vectorizer;
      struct mo_carry_loop facts;
      if (d->facts && d->facts (d->ctx, a, &facts))
	{
	  dec.loop.facts = &facts;
	  dec.loop.target = d->target;
	  /* The profile's guess, at most the bound (j < 5: 5 runs of the
	     header, where the profile may say 6).  */
	  if (facts.max_iters >= 0 && dec.loop.iterations > facts.max_iters)
	    dec.loop.iterations = (double) facts.max_iters;
	  dec.loop.cls = d->v[a].cls;
	  memcpy (dec.loop.taken, taken, sizeof taken);
	  dec.loop.spent = spent;
	}
      dec.verdict = mo_promote_decide (&dec.loop, &p);
      dec.loop.facts = NULL;
      dec.loop.target = NULL;
      MO_GROW (out->cands, out->capcand, out->ncand + 1);
      out->cands[out->ncand++] = dec;
      if (dec.verdict == MO_PROMOTE_YES
	  || dec.verdict == MO_PROMOTE_IF_VECTORIZED)
	{
	  MO_GROW (out->v, out->cap, out->len + 1);
	  out->v[out->len++] = dec;
	  taken[d->v[a].cls == MO_RC_FP ? MO_RC_FP : MO_RC_GPR]++;
	  double net = net_entry_insns (&dec.loop);
	  if (net > 0)
	    spent += net;
	}
    }
  drop_if_vectorized (out);
  free (checks.v);
  if (stats)
    *stats = st;
}

void
mo_promote_decisions_free (struct mo_promote_decisions *d)
{
  free (d->v);
  free (d->cands);
  memset (d, 0, sizeof *d);
}

void
mo_promote_decisions_print (const struct mo_promote_decisions *d, void *file)
{
  for (int k = 0; k < d->len; k++)
    fprintf (file, "promote access %d: loads %d, stores %d, checks %d\n",
	     d->v[k].p, d->v[k].loop.loads, d->v[k].loop.stores,
	     d->v[k].loop.checks);
}

/* The hull of the chosen locations, when they are parts of one object
   and no access CHECKED is one of theirs: into OUT.  */
static bool
hull_of (const struct mo_promote_desc *d, const int *ps, int np,
	 const bool *checked, struct mo_promote_checks *out)
{
  if (np < 2)
    return false;
  int first = -1, last = -1;
  long long lo = 0, hi = 0;
  for (int k = 0; k < np; k++)
    {
      const struct mo_promote_access *x = &d->v[ps[k]];
      if (x->obj != d->v[ps[0]].obj)
	return false;
      if (first < 0 || x->obj_off < lo)
	first = ps[k], lo = x->obj_off;
      if (last < 0 || x->obj_off + x->size > hi)
	last = ps[k], hi = x->obj_off + x->size;
    }
  for (int a = 0; a < d->n; a++)
    if (checked[a])
      for (int k = 0; k < np; k++)
	if (d->v[a].loc == ps[k])
	  return false;
  out->hull = true;
  out->hull_first = first;
  out->hull_last = last;
  return true;
}

void
mo_promote_version_checks (const struct mo_promote_desc *d,
			   const struct mo_promote_decisions *dec,
			   const int *chosen, int nchosen,
			   struct mo_promote_checks *out)
{
  bool *checked = mo_xcalloc (d->n > 0 ? (size_t) d->n : 1, sizeof *checked);
  struct mo_promote_checks *each = mo_xcalloc (nchosen > 0
					       ? (size_t) nchosen : 1,
					       sizeof *each);
  int *ps = mo_xcalloc (nchosen > 0 ? (size_t) nchosen : 1, sizeof *ps);
  for (int k = 0; k < nchosen; k++)
    {
      struct mo_promote_loop l;
      ps[k] = dec->v[chosen[k]].p;
      /* A decision had no access beyond mo_promote's max_step that may
	 overlap it (it would be unknown), so the widest limit describes
	 it the same.  */
      describe (d, ps[k], MO_PROMOTE_MAX_STEP, &l, &each[k], checked);
    }
  if (hull_of (d, ps, nchosen, checked, out))
    {
      for (int k = 0; k < nchosen; k++)
	for (int c = 0; c < each[k].len; c++)
	  add_check (d, out, each[k].v[c].access, each[k].v[c].off,
		     &each[k].v[c].range, -1);
    }
  else
    for (int k = 0; k < nchosen; k++)
      for (int c = 0; c < each[k].len; c++)
	{
	  MO_GROW (out->v, out->cap, out->len + 1);
	  out->v[out->len++] = each[k].v[c];
	}
  for (int k = 0; k < nchosen; k++)
    free (each[k].v);
  free (each);
  free (ps);
  free (checked);
}

void
mo_promote_checks_free (struct mo_promote_checks *c)
{
  free (c->v);
  memset (c, 0, sizeof *c);
}
