/* fuzz-lse.c - differential fuzz target for heap load/store elimination
   (mo_lse in plugin/core/lse.c).

   For each input:
     1. decode the bytes into a program (decode.c) and lower it to the
	memory IR (lower.c); mo_func_check must accept it;
     2. run mo_lse with the program's limits and check its decisions
	against the contract (apply.c: kind, KEEP, loc, values), its
	alias-query count against the callback's, and (for one input in
	four, chosen by its bytes) that a second run decides the same;
     3. run the original program on every input vector with tracing and
	with the decisions' claims ("this load reads the value of vN",
	"this store writes what memory holds") checked on every execution
	("fuzz: DECISION"), and check every alias answer the core was given
	(oracle.c) and every location's identity (lower.c) against what
	really happened;
     4. apply all decisions, and then a few random subsets of them (every
	subset must be correct, memopt.h), check the result is still SSA,
	and run it on every input vector: status, steps, outputs and final
	memory must equal the original's, else "fuzz: MISMATCH".

   With FUZZ_PRINT set in the environment, every input's program, IR and
   decisions are printed (to read what a seed or a finding does).

   Built with -DFUZZ_BROKEN_ORACLE=1, the alias callback answers NO where
   the oracle says MAY (see oracle.c): the core is then given wrong facts
   on purpose and steps 3-4 must find the miscompiles (make
   fuzz-selftest).

   The order of the steps is target.c's (struct fz_target), step 1 and
   the frame of steps 3 and 4 are differ.c's, shared with the other CFG
   targets (fuzz-phi.c, fuzz-dse.c): each is one more file like this one
   that fills in a struct fz_target: decode with fz_prepare, run its pass,
   check its decisions, set the claims they make for fz_reference, and
   its own "apply and compare" for fz_try_subsets.  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

static struct fz_prog prog, xform;
static struct fz_result ref[FZ_NRUN];
static struct fz_oracle oracle;
static struct fz_trace trace;
static struct mo_func *func;
static struct mo_lse_decisions decisions;
static struct mo_lse_stats stats;
static uint64_t subset[FZ_SUBSET_WORDS];
static int claims[FZ_MAXSTMT];

/* What each decision claims, for the interpreter to check on every
   execution of the original program (fz_run).  */
static void
set_claims (void)
{
  for (int s = 0; s < prog.nstmt; s++)
    claims[s] = FZ_CLAIM_NONE;
  for (int k = 0; k < decisions.len; k++)
    {
      const struct mo_lse_decision *d = &decisions.v[k];
      const struct mo_inst *in = &func->blocks[d->block].inst[d->index];
      const struct fz_stmt *st = in->origin;
      claims[st - prog.stmts]
	= d->action == MO_LSE_REMOVE_STORE ? FZ_CLAIM_SAME
	  : d->action == MO_LSE_EXTRACT_LOAD
	  ? FZ_CLAIM_EXTRACT (d->val, fz_part_byte (&oracle, in->loc, d->wide))
	  : d->val;
    }
}

static void
print_context (void)
{
  fz_print_ir (func, stderr);
  fprintf (stderr, "--- decisions (%d)\n", decisions.len);
  mo_lse_decisions_print (&decisions, stderr);
  fprintf (stderr, "--- applied subset: %#llx\n",
	   (unsigned long long) subset[0]);
}

/* A second run of mo_lse on the same function must decide the same (the
   plugin's output must be reproducible).  */
static bool
decides_the_same (void)
{
  struct mo_lse_decisions again = { 0 };
  mo_lse (func, &prog.limits, &again, NULL);
  bool same = again.len == decisions.len;
  for (int k = 0; same && k < again.len; k++)
    same = again.v[k].action == decisions.v[k].action
	   && again.v[k].block == decisions.v[k].block
	   && again.v[k].index == decisions.v[k].index
	   && again.v[k].val == decisions.v[k].val
	   && again.v[k].wide == decisions.v[k].wide;
  mo_lse_decisions_free (&again);
  return same;
}

static void
decode (const uint8_t *data, size_t size)
{
  memset (&decisions, 0, sizeof decisions);
  memset (&stats, 0, sizeof stats);
  memset (subset, 0, sizeof subset);
  fz_prepare (&prog, &oracle, &func, FUZZ_BROKEN_ORACLE, print_context, data,
	      size);
}

static int
pass (void)
{
  mo_lse (func, &prog.limits, &decisions, &stats);
  return decisions.len;
}

static void
show (void)
{
  fz_show_case (&prog);
}

static void
check (void)
{
  fz_check_decisions (&prog, func, &oracle, &decisions);
  fz_check_query_count (&oracle, stats.alias_queries);
}

static void
reference (void)
{
  set_claims ();
  fz_reference (&prog, &oracle, claims, ref, &trace);
}

/* Apply the decisions of SUBSET and compare.  */
static void
apply_and_compare (const char *what)
{
  fz_apply (&xform, &prog, func, &oracle, &decisions, subset);
  fz_compare (&xform, ref, what);
}

static void
release (void)
{
  mo_lse_decisions_free (&decisions);
  mo_func_free (func);
  func = NULL;
}

/* The second run costs as much as the first, so it is made on one input
   in four (chosen by the input's bytes, so a finding replays).  */
static const struct fz_target lse_target = {
  .pass_name = "mo_lse",
  .decode = decode,
  .pass = pass,
  .show = show,
  .check = check,
  .decides_the_same = decides_the_same,
  .again_every = 4,
  .reference = reference,
  .apply_and_compare = apply_and_compare,
  .subset = subset,
  .release = release,
};

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return fz_target_run (&lse_target, data, size);
}
