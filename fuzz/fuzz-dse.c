/* fuzz-dse.c - differential fuzz target for dead store elimination,
   store sinking and store merging (mo_dse in plugin/core/dse.c).

   For each input:
     1. decode the bytes into a program (decode.c) and lower it to the
	memory IR (lower.c); mo_func_check must accept it;
     2. run mo_dse with parameters drawn from the limits byte and the
	fuzz program's callbacks (apply-dse.c: FIXED for locations keyed
	by object and offset, EXIT_MAY_READ always, KILLS for a store that
	covers the store's bytes on every execution) and the oracle's alias
	answers;
     3. check the decisions against memopt.h section 8 (apply-dse.c), the
	stats (alias queries against the callback's count; dead, sunk,
	merged against the decisions), and (for one input
	in four, chosen by its bytes) that a second run makes the same
	decisions;
     4. run the original program with tracing (the oracle's and the
	lowering's checking modes, differ.c), then again with the claims
	of the DEAD decisions: "no load, no CALLREAD and, when the run
	returns, not the caller reads a byte this store wrote last"
	(interp.c), checked on every execution ("fuzz: DECISION");
     5. apply all decisions, then FZ_NSUBSET random subsets (apply-dse.c),
	check SSA, and run the result on every input vector against its
	padded twin (the same layout with NOPs for the new statements and
	the stores kept; the twin itself must behave as the original):
	"fuzz: MISMATCH" when status, steps, outputs or memory differ.

   Two things are not compared, as the core's contract allows:
     - a run whose twin traps at a store the subset removes or moves:
       the core may assume a store that is not MO_INST_KEEP does not trap
       (dse.c, correctness (c)); the program has undefined behaviour
       there;
     - the final memory of a run that traps elsewhere or runs out of
       steps: nothing observes memory after a trap, nor at the point the
       step budget cuts an endless run short, so a dead store whose
       overwrite the run never reaches may leave other bytes behind.
       Status, trap position, steps and outputs are still compared.

   With FUZZ_PRINT set in the environment, every input's program, IR,
   decisions and transformed program (all decisions) are printed.

   Built with -DFUZZ_BROKEN_ORACLE=1, the alias callback answers NO where
   the oracle says MAY: mo_dse then removes stores whose value a load, a
   call or the return may read, and steps 4-5 must find it.  */

#define _POSIX_C_SOURCE 200809L

#include "fz.h"

#include <stdio.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

static struct fz_prog prog, xform, padded;
static struct fz_result ref[FZ_NRUN];
static struct fz_dse_applied info, pinfo;
static struct fz_oracle oracle;
static struct fz_trace trace;
static struct mo_func *func;
static struct mo_dse_params params;
static struct mo_dse_decisions decisions;
static struct mo_dse_stats stats;
static uint64_t subset[FZ_SUBSET_WORDS];
static int claims[FZ_MAXSTMT];

/* The search limits: the plugin's (max_walk max-dse-walk, its alias
   query limit, sinking and merging on) unless the limits byte asked for
   tiny LSE limits (decode.c), whose two numbers (0..7 each) then pick
   max_walk 8..512, 0..7 alias queries per store (0: the core's default)
   and sometimes no sinking or no merging.  */
static void
set_params (void)
{
  struct mo_lse_params def;
  fz_default_limits (&def);
  const struct mo_options *opts = fz_default_options ();
  memset (&params, 0, sizeof params);
  params.max_walk = opts->max_dse_walk;
  params.max_alias_queries = opts->max_alias_queries;
  params.sink = params.merge = true;
  if (prog.limits.max_heap != def.max_heap
      || prog.limits.max_alias_queries != def.max_alias_queries)
    {
      int h = prog.limits.max_heap, q = prog.limits.max_alias_queries;
      params.max_walk = 8 << (h % 7);
      params.max_alias_queries = q;
      params.sink = (h + q) % 4 != 3;
      params.merge = (h + q) % 4 != 2;
      params.merge_empties_arm = (h + q) % 3 == 0;
    }
  params.fixed = fz_dse_fixed;
  params.exit_may_read = fz_dse_exit_may_read;
  params.kills = fz_dse_kills;
  params.ctx = &oracle;
}

static void
print_context (void)
{
  fz_print_ir (func, stderr);
  fprintf (stderr, "--- decisions (%d; stats: %ld stores, %ld dead, %ld "
	   "sunk, %ld merged, %ld walks over limit)\n", decisions.len,
	   stats.stores, stats.dead, stats.sunk, stats.merged,
	   stats.walk_over_limit);
  mo_dse_decisions_print (&decisions, stderr);
  fprintf (stderr, "--- applied subset: %#llx (%d applied, %d skipped)\n",
	   (unsigned long long) subset[0], info.applied, info.skipped);
}

static bool
same_decision (const struct mo_dse_decision *a,
	       const struct mo_dse_decision *b)
{
  return a->action == b->action && a->block == b->block
	 && a->index == b->index && a->target == b->target
	 && a->block2 == b->block2 && a->index2 == b->index2;
}

/* A second run of mo_dse on the same function must decide the same.  */
static bool
decides_the_same (void)
{
  struct mo_dse_decisions again = { 0, 0, NULL };
  mo_dse (func, &params, &again, NULL);
  bool same = again.len == decisions.len;
  for (int k = 0; same && k < again.len; k++)
    same = same_decision (&again.v[k], &decisions.v[k]);
  mo_dse_decisions_free (&again);
  return same;
}

static void
check_stats (void)
{
  long n[3] = { 0, 0, 0 };
  for (int k = 0; k < decisions.len; k++)
    n[decisions.v[k].action]++;
  fz_check_query_count (&oracle, stats.alias_queries);
  if (stats.dead != n[MO_DSE_DEAD] || stats.sunk != n[MO_DSE_SINK]
      || stats.merged != n[MO_DSE_MERGE])
    fz_fail ("CONTRACT", "stats say %ld dead, %ld sunk, %ld merged; the "
	     "decisions %ld, %ld, %ld", stats.dead, stats.sunk, stats.merged,
	     n[0], n[1], n[2]);
}

/* Every DEAD decision claims its store's bytes are overwritten before
   anything reads them; checked on every execution of the original.  */
static void
check_dead_claims (void)
{
  for (int s = 0; s < prog.nstmt; s++)
    claims[s] = FZ_CLAIM_NONE;
  bool any = false;
  for (int k = 0; k < decisions.len; k++)
    if (decisions.v[k].action == MO_DSE_DEAD)
      {
	const struct mo_dse_decision *d = &decisions.v[k];
	const struct fz_stmt *st = func->blocks[d->block].inst[d->index].origin;
	claims[st - prog.stmts] = FZ_CLAIM_DEAD;
	any = true;
      }
  for (int run = 0; any && run < FZ_NRUN; run++)
    {
      struct fz_result res;
      fz_run (&prog, run, &res, NULL, claims);
      if (res.claim_where < 0 || (prog.tbaa && res.type_ub >= 0))
	continue;
      int reader = (int) (int64_t) res.claimed;
      char who[40];
      if (reader < 0)
	snprintf (who, sizeof who, "the caller (final memory)");
      else
	snprintf (who, sizeof who, "s%d (%s)", reader,
		  fz_op_name (prog.stmts[reader].op));
      fz_fail ("DECISION", "run %d: the dead store s%d is read: %s reads "
	       "byte %d of object %d, which it wrote last", run,
	       res.claim_where, who, (int) (res.actual % FZ_OBJSIZE),
	       (int) (res.actual / FZ_OBJSIZE));
    }
}

/* A run whose twin traps at a store the subset removes or moves is not
   compared (see the top comment).  */
static bool
dse_skip (const struct fz_result *r)
{
  return r->status == FZ_TRAPPED && r->where >= 0 && pinfo.moved[r->where];
}

/* The comparison of one run of XFORM with R, the padded twin's: the
   final memory only when the run returned.  */
static const char *
dse_diff (const struct fz_result *r, struct fz_result *res)
{
  if (r->status != FZ_RETURNED)
    memcpy (res->mem, r->mem, sizeof res->mem);
  return fz_result_diff (r, res);
}

static const struct fz_compare_rules dse_rules = { dse_skip, dse_diff, NULL };

/* Apply the decisions of SUBSET twice (padded twin, transformed) and
   compare.  */
static void
apply_and_compare (const char *what)
{
  struct fz_result pref[FZ_NRUN];
  fz_dse_apply (&padded, &pinfo, &prog, func, &oracle, &decisions, subset,
		FZ_DSE_PADDED);
  fz_check_padded (&padded, pinfo.origin, ref, pref);
  fz_dse_apply (&xform, &info, &prog, func, &oracle, &decisions, subset,
		FZ_DSE_XFORM);
  fz_check_twin_layout (&xform, info.applied, &padded, pinfo.applied);
  fz_compare_with (&xform, pref, what, &dse_rules);
}

/* FUZZ_PRINT: the program with all decisions applied.  */
static void
show_all (void)
{
  if (!fz_show_wanted ())
    return;
  fprintf (stderr, "--- all decisions: %d applied, %d skipped\n",
	   info.applied, info.skipped);
  fz_print (&xform, stderr);
}

static void
decode (const uint8_t *data, size_t size)
{
  memset (&decisions, 0, sizeof decisions);
  memset (&stats, 0, sizeof stats);
  memset (&info, 0, sizeof info);
  memset (subset, 0, sizeof subset);
  fz_prepare (&prog, &oracle, &func, FUZZ_BROKEN_ORACLE, print_context, data,
	      size);
  fz_check_pred_order (&prog, func);
}

static int
pass (void)
{
  set_params ();
  mo_dse (func, &params, &decisions, &stats);
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
  fz_check_dse_decisions (&prog, func, &decisions);
  check_stats ();
}

static void
reference (void)
{
  fz_reference (&prog, &oracle, NULL, ref, &trace);
  check_dead_claims ();
}

static void
release (void)
{
  mo_dse_decisions_free (&decisions);
  mo_func_free (func);
  func = NULL;
}

/* The second run costs as much as the first, so it is made on one input
   in four (chosen by the input's bytes, so a finding replays), as in
   fuzz-lse.c.  */
static const struct fz_target dse_target = {
  .pass_name = "mo_dse",
  .decode = decode,
  .pass = pass,
  .show = show,
  .check = check,
  .decides_the_same = decides_the_same,
  .again_every = 4,
  .reference = reference,
  .apply_and_compare = apply_and_compare,
  .subset = subset,
  .after_all = show_all,
  .release = release,
};

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return fz_target_run (&dse_target, data, size);
}
