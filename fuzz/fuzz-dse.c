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
	merged against the decisions), and that a second run prints the
	same decisions;
     4. run the original program with tracing (the oracle's and the
	lowering's checking modes, differ.c), then again with the claims
	of the DEAD decisions: "no load, no CALLREAD and, when the run
	returns, not the caller reads a byte this store wrote last"
	(interp.c), checked on every execution ("fuzz: DECISION");
     5. apply all decisions, then NSUBSET random subsets (apply-dse.c),
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
#include <stdlib.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define NSUBSET 2            /* random subsets tried besides "all" */

static struct fz_prog prog, xform, padded;
static struct fz_dse_applied info, pinfo;
static struct fz_oracle oracle;
static struct fz_trace trace;
static struct mo_func *func;
static struct mo_dse_params params;
static struct mo_dse_decisions decisions;
static struct mo_dse_stats stats;
static uint64_t subset[FZ_SUBSET_WORDS];
static int claims[FZ_MAXSTMT];

/* The search limits: the plugin's (max_walk MO_DSE_MAX_WALK, its alias
   query limit, sinking and merging on) unless the limits byte asked for
   tiny LSE limits (decode.c), whose two numbers (0..7 each) then pick
   max_walk 8..512, 0..7 alias queries per store (0: the core's default)
   and sometimes no sinking or no merging.  */
static void
set_params (void)
{
  struct mo_lse_limits def;
  fz_default_limits (&def);
  struct mo_options opts;
  mo_options_default (&opts);
  memset (&params, 0, sizeof params);
  params.max_walk = MO_DSE_MAX_WALK;
  params.max_alias_queries = opts.max_alias_queries;
  params.sink = params.merge = true;
  if (prog.limits.max_heap != def.max_heap
      || prog.limits.max_alias_queries != def.max_alias_queries)
    {
      int h = prog.limits.max_heap, q = prog.limits.max_alias_queries;
      params.max_walk = 8 << (h % 7);
      params.max_alias_queries = q;
      params.sink = (h + q) % 4 != 3;
      params.merge = (h + q) % 4 != 2;
    }
  params.fixed = fz_dse_fixed;
  params.exit_may_read = fz_dse_exit_may_read;
  params.kills = fz_dse_kills;
  params.ctx = &oracle;
}

/* The IR's preds must be the program's, in the same order: a merge's
   PHI follows the program's.  */
static void
check_pred_order (void)
{
  for (int b = 0; b < prog.nblock; b++)
    {
      const struct mo_block *mb = &func->blocks[b];
      bool same = mb->preds.len == prog.blocks[b].npred;
      for (int i = 0; same && i < mb->preds.len; i++)
	same = mb->preds.v[i] == prog.blocks[b].pred[i];
      if (!same)
	fz_fail ("INTERNAL", "b%d: the IR's preds differ from the "
		 "program's", b);
    }
}

static void
print_context (void)
{
  if (func)
    {
      fprintf (stderr, "--- memory IR\n");
      mo_func_print (func, stderr);
    }
  fprintf (stderr, "--- decisions (%d; stats: %ld stores, %ld dead, %ld "
	   "sunk, %ld merged, %ld walks over limit)\n", decisions.len,
	   stats.stores, stats.dead, stats.sunk, stats.merged,
	   stats.walk_over_limit);
  mo_dse_decisions_print (&decisions, stderr);
  fprintf (stderr, "--- applied subset: %#llx (%d applied, %d skipped)\n",
	   (unsigned long long) subset[0], info.applied, info.skipped);
}

static char *
printed (const struct mo_dse_decisions *d)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream (&buf, &len);
  if (!m)
    fz_fail ("INTERNAL", "open_memstream failed");
  mo_dse_decisions_print (d, m);
  fclose (m);
  return buf;
}

/* A second run of mo_dse on the same function must decide the same.  */
static void
check_deterministic (void)
{
  struct mo_dse_decisions again = { 0, 0, NULL };
  mo_dse (func, &params, &again, NULL);
  char *a = printed (&decisions), *b = printed (&again);
  bool same = strcmp (a, b) == 0;
  free (a);
  free (b);
  mo_dse_decisions_free (&again);
  if (!same)
    fz_fail ("CONTRACT", "a second mo_dse on the same function decided "
	     "differently");
}

static void
check_stats (void)
{
  long n[3] = { 0, 0, 0 };
  for (int k = 0; k < decisions.len; k++)
    n[decisions.v[k].action]++;
  if (stats.alias_queries != oracle.queries_total)
    fz_fail ("CONTRACT", "stats say %ld alias queries, the callback saw %ld",
	     stats.alias_queries, oracle.queries_total);
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

/* The padded twin must behave as the original (up to step counts and
   indices): a check of apply-dse.c itself.  */
static void
check_padded (const struct fz_result *ref, struct fz_result *pref)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      fz_run (&padded, run, &pref[run], NULL, NULL);
      const struct fz_result *a = &ref[run], *b = &pref[run];
      if (a->status == FZ_OUT_OF_STEPS || b->status == FZ_OUT_OF_STEPS)
	continue;
      bool same = a->status == b->status && a->nout == b->nout
		  && a->outhash == b->outhash
		  && memcmp (a->mem, b->mem, sizeof a->mem) == 0
		  && (a->where < 0 ? b->where < 0
		      : b->where >= 0 && pinfo.origin[b->where] == a->where);
      if (!same)
	{
	  fprintf (stderr, "--- padded program\n");
	  fz_print (&padded, stderr);
	  fz_fail ("INTERNAL", "run %d: the padded program behaves "
		   "differently from the original", run);
	}
    }
}

/* Run XFORM on every input vector against its padded twin's results
   PREF (see the top comment for the two things not compared).  */
static void
compare (const struct fz_result *pref, const char *what)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      const struct fz_result *r = &pref[run];
      if (xform.tbaa && r->type_ub >= 0)
	continue;            /* undefined behaviour: anything goes */
      if (r->status == FZ_TRAPPED && r->where >= 0 && pinfo.moved[r->where])
	continue;            /* a removed store would trap: likewise */
      struct fz_result res;
      fz_run (&xform, run, &res, NULL, NULL);
      if (r->status != FZ_RETURNED)
	memcpy (res.mem, r->mem, sizeof res.mem);
      const char *diff = fz_result_diff (r, &res);
      char buf[160];
      if (!diff && xform.tbaa && res.type_ub >= 0)
	{
	  snprintf (buf, sizeof buf, "the transformed program breaks the "
		    "effective-type rules at s%d, the original does not",
		    res.type_ub);
	  diff = buf;
	}
      if (diff)
	{
	  fprintf (stderr, "--- transformed program (%s)\n", what);
	  fz_print (&xform, stderr);
	  fz_fail ("MISMATCH", "run %d, %s: %s", run, what, diff);
	}
    }
}

static void
apply_and_compare (const struct fz_result *ref, const char *what)
{
  struct fz_result pref[FZ_NRUN];
  fz_dse_apply (&padded, &pinfo, &prog, func, &oracle, &decisions, subset,
		FZ_DSE_PADDED);
  check_padded (ref, pref);
  fz_dse_apply (&xform, &info, &prog, func, &oracle, &decisions, subset,
		FZ_DSE_XFORM);
  if (info.applied != pinfo.applied || xform.nstmt != padded.nstmt)
    fz_fail ("INTERNAL", "the padded twin has another layout");
  compare (pref, what);
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fz_fail_prog = NULL;
  fz_fail_hook = NULL;
  func = NULL;
  memset (&decisions, 0, sizeof decisions);
  memset (&stats, 0, sizeof stats);
  memset (&info, 0, sizeof info);
  memset (subset, 0, sizeof subset);
  char what[80];

  fz_decode (&prog, data, size);
  fz_fail_prog = &prog;
  fz_oracle_init (&oracle, &prog);
  oracle.broken = FUZZ_BROKEN_ORACLE;
  func = fz_lower (&prog, &oracle);
  fz_fail_hook = print_context;
  const char *bad = mo_func_check (func);
  if (bad)
    fz_fail ("LOWERING", "mo_func_check: %s", bad);
  check_pred_order ();

  set_params ();
  mo_dse (func, &params, &decisions, &stats);
  static int show = -1;      /* FUZZ_PRINT=1: print every input's case */
  if (show < 0)
    show = getenv ("FUZZ_PRINT") != NULL;
  if (show)
    {
      fz_print (&prog, stdout);
      fflush (stdout);
      fz_fail_hook ();
    }
  fz_check_dse_decisions (&prog, func, &decisions);
  check_stats ();
  check_deterministic ();

  struct fz_result ref[FZ_NRUN];
  fz_reference (&prog, &oracle, NULL, ref, &trace);
  check_dead_claims ();

  if (decisions.len > 0)
    {
      fz_subset_all (subset, decisions.len);
      apply_and_compare (ref, "all decisions");
      if (show)
	{
	  fprintf (stderr, "--- all decisions: %d applied, %d skipped\n",
		   info.applied, info.skipped);
	  fz_print (&xform, stderr);
	}
      uint64_t seed = fz_subset_seed (data, size);
      for (int n = 0; n < NSUBSET && decisions.len > 1; n++)
	{
	  fz_subset_random (subset, &seed);
	  snprintf (what, sizeof what, "decisions subset %#llx",
		    (unsigned long long) subset[0]);
	  apply_and_compare (ref, what);
	}
    }

  mo_dse_decisions_free (&decisions);
  mo_func_free (func);
  func = NULL;
  return 0;
}
