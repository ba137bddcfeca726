/* carry.c - the cost of values carried around a loop: whether a
   transformation that keeps values live across a loop's back edge (or
   throughout the loop) is worth making.

   Require: nothing but the numbers the caller describes (memopt.h
   section 14).  Used by memopt-phi's PHI chains and lazy loads (phi.c).

   Removing a load by carrying its value around a loop is not free.  The
   value occupies a register for the whole loop; a chain of values that
   travels D iterations needs D registers and D - 1 moves per iteration
   to rotate them; a value that is not known until the chain has gone
   round D times saves nothing in the first D iterations of each entry;
   and where the registers run out, the allocator spills, so the load the
   transformation removed comes back as a reload, with a store besides.
   The column pass of an 8x8 block transform shows all of it at once:

       for (c = 0; c < 8; c++, d++)        (8 iterations, d advances by 1)
	 {
	   t0 = d[0] + d[56];  ...          8 loads:  d[0], d[8], ... d[56]
	   d[0] = ...;  d[8] = ...; ...     8 stores: d[0], d[8], ... d[56]
	 }

   The load of d[0] in iteration c reads what iteration c - 8 stored at
   d[8] (d has moved 8 floats since), so translating it along the back
   edge finds a value 8 iterations back: a chain of distance 8.  Lazily
   (phi.c, step 5) that is 8 carried values and 8 flags per load, 7
   loads in one group: 56 floats and 8 flags live around a loop that
   runs 8 times, so the values are never known inside it, every load
   still runs, and the carried values spill (x86-64: 2.5 times the
   instructions and 7 times the memory accesses of GCC alone).  This
   model refuses it:

       before (memopt-phi, no cost model)   after (this model)
       n0..n7 := PHI chain, f0..f7 flags     t0 = d[0] + d[56]; ...
       v := f0 ? n0 : d[0]     x 7 loads     (the loop as GCC made it)
				 -> refused: chain-longer-than-loop
				    (distance 8, at most 8 iterations)

   The verdict, for one candidate around one loop, in order:
     1. chain-longer-than-loop: the chain's distance D (iterations
	between where a value is found and the load that uses it; 0 for a
	value that does not travel) is at least the number of times the
	loop's header runs per entry: its upper bound when GCC knows one,
	else the profile's estimate.  No value found inside the loop ever
	reaches the load.
     2. no-gain: over one entry of N iterations, the candidate must
	execute fewer memory accesses and at most 1 % more instructions
	than the loop does now (MO_CARRY_INSN_SLACK_PERCENT of BODY_INSNS
	per iteration, the threshold a function's regression is judged
	at).  It saves SAVED accesses and SAVED_INSNS instructions (a load
	x86-64 folds into its user as a memory operand saves an access but
	no instruction) in every iteration but the first DELAY; it adds
	ADDED instructions per iteration (tests, branches, flags, moves of
	a rotating chain), and ONCE accesses and ONCE_INSNS instructions
	per entry (loads before the loop, the initial values of chains and
	flags):
	    SAVED * (N - DELAY) > ONCE
	    SPENT + ADDED * N + ONCE_INSNS - SAVED_INSNS * (N - DELAY)
					<= BODY_INSNS * N / 100
	    and, when ADDED > 0, SAVED_INSNS > ADDED
	The 1 % is the loop's, not each candidate's: SPENT is what the
	candidates accepted before it in the loop add (those that add
	any; mo_carry_budget).  Six loads of a 5-iteration butterfly,
	each a little over even (a move for the load it saves, and a load
	before the loop), took 1 % each: 1.17 times GCC's instructions
	(memgen seed 17, x86-64 -O1).
	A candidate that adds instructions in every iteration must save
	more than it adds there: one that trades a load for a move breaks
	even in the model, and the model's moves are a lower bound (the
	register allocator may copy once more, or keep a range longer).
	With the shared slack the butterfly kept one such PRE: 1.002
	times GCC 12's instructions at -O1, but 1.019 times GCC 11's at
	-O2 (tests/phi/not-pre-slack-shared.c).  A folded load carried in
	a register adds nothing per iteration and may use the slack.
	The moves a carried value costs are in ADDED: a value computed in
	the loop and kept into the next iteration needs a register of its
	own while the value it replaces (the previous iteration's) is
	still used, so the chain rotates by a move; and on a two-operand
	target a use that overwrites the value needs a copy (the
	builder's carry_moves, phi.c).  width[i] = l[i + 1] - l[i] saves
	the load of l[i], which x86-64 folds into subl, for two moves
	(lame's init_outer_loop: 1.106 times GCC's instructions before).
	N is the profile's estimate, at most the bound; unless it was
	measured (profile feedback, or a count the builder proved), at
	most MO_CARRY_GUESS_ITERS: GCC guesses about 10 iterations for any
	loop it knows nothing of, and a bound from a counter's type
	(2^31) says nothing about how long a loop runs.
	A lazy group of K loads at distance 1 adds a test, a branch and a
	flag in each iteration: K = 3 never pays (3 (N - 1) < 3 N), the 7
	loads of zlib's deflate_slow do.
	A load PRE that moves a loop's load to its latch saves no access
	per iteration, one per entry (SAVED = 0, ONCE = -1), while the
	value on the entry edge stays live from where it was computed:
	it gains only when the loop runs at most MO_CARRY_ENTRY_ITERS (8)
	times per entry, the saved access one in N of the load's.  In a
	loop known to run 45 times after an unrolled block of 14 steps
	(x86-64 -O3, memgen's perf-block shape) the longer-lived value
	cost a spill in every step: 1.05 times GCC's instructions for 1 of
	45 loads; opus's silk_schur_FLP, whose inner loop runs fewer times
	than GCC can bound (guessed 8), keeps its 4 % fewer instructions.
     3. register-pressure: for each class of register (general, and
	floating-point/SIMD) the carried values of the class, those that
	decisions accepted before in this loop carry (TAKEN), and the most
	values GCC itself keeps live at once in the loop must fit in the
	target's allocatable registers of the class, less MO_CARRY_RESERVE
	(none: in SSA form, the most names live at once is what a
	colouring needs); when the loop calls a function, the values live
	at the call with the carried ones must also fit in the registers
	the call preserves (x86-64 preserves no SSE register: no
	floating-point value is carried around a loop with a call there).
	The values a candidate carries are its loads' results, which GCC
	kept live only from each load to its last use: they are left out
	of GCC's count (the builder's loop_facts) and counted as carried.

   Correctness: the model only refuses.  Every decision of the passes
   that ask it is correct on its own, so any subset of them is: a
   refusal cannot make code wrong, only leave a load in place.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "memopt.h"

const char *
mo_carry_verdict_name (enum mo_carry_verdict v)
{
  switch (v)
    {
    case MO_CARRY_YES:
      return "yes";
    case MO_CARRY_CHAIN:
      return "chain-longer-than-loop";
    case MO_CARRY_NO_GAIN:
      return "no-gain";
    case MO_CARRY_PRESSURE:
      return "register-pressure";
    case MO_CARRY_UNKNOWN_LOOP:
      return "unknown-loop";
    }
  return "?";
}

const char *
mo_regclass_name (enum mo_regclass c)
{
  return c == MO_RC_FP ? "fp" : "gpr";
}

/* The header executions per entry the chain is measured against: the
   bound when known, else the estimate; -1 when neither is.  */
static long
chain_iters (const struct mo_carry_loop *l)
{
  return l->max_iters >= 0 ? l->max_iters : l->est_iters;
}

long
mo_carry_iters (const struct mo_carry_loop *l)
{
  long n = l->est_iters >= 0 ? l->est_iters
	   : l->max_iters >= 0 ? l->max_iters : MO_CARRY_GUESS_ITERS;
  if (!l->est_measured && n > MO_CARRY_GUESS_ITERS)
    n = MO_CARRY_GUESS_ITERS;
  if (l->max_iters >= 0 && n > l->max_iters)
    n = l->max_iters;
  return n;
}

/* The instructions candidate C adds over one entry's run of loop L
   beyond those it saves (negative: it saves more than it adds).  */
static long long
run_extra (const struct mo_carry_loop *l, const struct mo_carry_cand *c)
{
  long long n = mo_carry_iters (l);
  long long useful = c->saved > 0 && n > c->delay ? n - c->delay : 0;
  return (long long) c->added * n + c->once_insns
	 - (long long) c->saved_insns * useful;
}

/* Whether MORE instructions over a run, with what the candidates
   accepted before C spent, exceed the loop's slack.  */
static bool
over_slack (const struct mo_carry_loop *l, const struct mo_carry_cand *c,
	    long long more)
{
  long long n = mo_carry_iters (l);
  return (more + c->spent) * 100 > (long long) l->body_insns * n
				   * MO_CARRY_INSN_SLACK_PERCENT;
}

/* Whether a candidate that saves no access per iteration but one per
   entry (ONCE < 0: an entry-only load PRE, phi.c) gains: only in a loop
   that runs at most MO_CARRY_ENTRY_ITERS times per entry, and within the
   instruction slack.  */
static bool
no_entry_gain (const struct mo_carry_loop *l, const struct mo_carry_cand *c,
	       long long n)
{
  if (c->once >= 0 || n > MO_CARRY_ENTRY_ITERS)
    return true;
  return over_slack (l, c, run_extra (l, c));
}

/* Whether C adds instructions in every iteration (moves, tests, flags)
   and saves no more than it adds: it trades loads for moves, which the
   model counts but the register allocator may not match (a copy more,
   a longer live range).  Such a candidate is refused whatever the slack
   says; one that adds nothing per iteration (a folded load carried in a
   register) may still use it.  */
static bool
trades_loads_for_moves (const struct mo_carry_cand *c)
{
  return c->added > 0 && c->saved_insns <= c->added;
}

static bool
no_gain (const struct mo_carry_loop *l, const struct mo_carry_cand *c)
{
  long long n = mo_carry_iters (l);
  long long useful = n - c->delay;
  if (c->saved == 0)
    return no_entry_gain (l, c, n);
  if (c->saved < 0 || useful <= 0 || (long long) c->saved * useful <= c->once)
    return true;
  if (trades_loads_for_moves (c))
    return true;
  return over_slack (l, c, run_extra (l, c));
}

static bool
over_budget (const struct mo_carry_target *t, const struct mo_carry_loop *l,
	     const int taken[MO_NRC], const struct mo_carry_cand *c)
{
  for (int k = 0; k < MO_NRC; k++)
    {
      if (c->carried[k] <= 0)
	continue;
      long need = (long) c->carried[k] + (taken ? taken[k] : 0);
      if (l->live[k] + need > t->regs[k] - MO_CARRY_RESERVE)
	return true;
      if (l->calls && l->live_at_call[k] + need > t->saved[k])
	return true;
    }
  return false;
}

enum mo_carry_verdict
mo_carry_decide (const struct mo_carry_target *t,
		 const struct mo_carry_loop *l, const int taken[MO_NRC],
		 const struct mo_carry_cand *c)
{
  long iters = chain_iters (l);
  if (c->distance > 0 && iters >= 0 && c->distance >= iters)
    return MO_CARRY_CHAIN;
  if (no_gain (l, c))
    return MO_CARRY_NO_GAIN;
  if (over_budget (t, l, taken, c))
    return MO_CARRY_PRESSURE;
  return MO_CARRY_YES;
}

/* ------------------------------------------------------------------ */
/* The budget of one function's candidates, and refusals.              */

void
mo_carry_budget_init (struct mo_carry_budget *b, int nloop)
{
  memset (b, 0, sizeof *b);
  b->nloop = nloop;
  int n = nloop > 0 ? nloop : 1;
  b->taken = mo_xcalloc (n, sizeof *b->taken);
  b->spent = mo_xcalloc (n, sizeof *b->spent);
  b->judged = mo_xcalloc (n, sizeof *b->judged);
  b->vals = mo_xcalloc (n, sizeof *b->vals);
}

void
mo_carry_budget_free (struct mo_carry_budget *b)
{
  for (int l = 0; l < b->nloop; l++)
    mo_ivec_free (&b->vals[l]);
  free (b->vals);
  free (b->taken);
  free (b->spent);
  free (b->judged);
  mo_ivec_free (&b->scratch);
  memset (b, 0, sizeof *b);
}

enum mo_carry_verdict
mo_carry_budget_judge (struct mo_carry_budget *b,
		       const struct mo_carry_target *t,
		       mo_loop_facts_fn loop_facts, void *ctx, int l,
		       int header, const int *vals, int nvals,
		       const struct mo_carry_cand *c,
		       struct mo_carry_loop *facts)
{
  b->scratch.len = 0;
  for (int i = 0; i < b->vals[l].len; i++)
    mo_ivec_push (&b->scratch, b->vals[l].v[i]);
  for (int i = 0; i < nvals; i++)
    mo_ivec_push (&b->scratch, vals[i]);
  memset (facts, 0, sizeof *facts);
  b->judged[l] = 0;
  if (!loop_facts (ctx, header, b->scratch.v, b->scratch.len, facts))
    return MO_CARRY_UNKNOWN_LOOP;
  struct mo_carry_cand cand = *c;
  cand.spent = b->spent[l];
  long long more = run_extra (facts, c);
  b->judged[l] = more > 0 ? more : 0;
  return mo_carry_decide (t, facts, b->taken[l], &cand);
}

void
mo_carry_budget_take (struct mo_carry_budget *b, int l, const int *vals,
		      int nvals, const struct mo_carry_cand *c)
{
  for (int k = 0; k < MO_NRC; k++)
    b->taken[l][k] += c->carried[k];
  b->spent[l] += b->judged[l];
  b->judged[l] = 0;
  for (int i = 0; i < nvals; i++)
    mo_ivec_push (&b->vals[l], vals[i]);
}

void
mo_carry_refusal_fill (struct mo_carry_refusal *r, int block, int index,
		       int header, enum mo_carry_verdict verdict,
		       const struct mo_carry_cand *c,
		       const struct mo_carry_loop *facts,
		       const struct mo_carry_budget *b, int l)
{
  memset (r, 0, sizeof *r);
  r->block = block;
  r->index = index;
  r->header = header;
  r->verdict = verdict;
  r->distance = c->distance;
  r->iters = !facts ? -1 : verdict != MO_CARRY_CHAIN ? mo_carry_iters (facts)
	     : chain_iters (facts);
  for (int k = 0; k < MO_NRC; k++)
    {
      r->carried[k] = c->carried[k];
      r->live[k] = facts ? facts->live[k] : 0;
      r->taken[k] = b->taken[l][k];
    }
  r->saved = c->saved;
  r->saved_insns = c->saved_insns;
  r->added = c->added;
  r->once_insns = c->once_insns;
}

void
mo_carry_refusals_print (const struct mo_carry_refusal *v, int n,
			 const char *kind, void *file)
{
  FILE *out = file;
  for (int k = 0; k < n; k++)
    {
      const struct mo_carry_refusal *r = &v[k];
      fprintf (out, "refused %s bb%d #%d", kind, r->block, r->index);
      if (r->lazy)
	fprintf (out, " lazy (%d loads)", r->group);
      fprintf (out, ": %s around the loop of bb%d (distance %d, ",
	       mo_carry_verdict_name ((enum mo_carry_verdict) r->verdict),
	       r->header, r->distance);
      if (r->iters >= 0)
	fprintf (out, "%ld iterations", r->iters);
      else
	fputs ("iterations unknown", out);
      fprintf (out, ", carries %d gpr %d fp, live %d gpr %d fp, taken %d "
	       "gpr %d fp", r->carried[MO_RC_GPR], r->carried[MO_RC_FP],
	       r->live[MO_RC_GPR], r->live[MO_RC_FP], r->taken[MO_RC_GPR],
	       r->taken[MO_RC_FP]);
      if (r->verdict == MO_CARRY_NO_GAIN)
	fprintf (out, "; saves %d loads %d insns, adds %d insns per "
		 "iteration, %d per entry", r->saved, r->saved_insns,
		 r->added, r->once_insns);
      fputs (")\n", out);
    }
}
