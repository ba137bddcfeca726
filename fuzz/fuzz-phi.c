/* fuzz-phi.c - differential fuzz target for PHI-translated load
   elimination and load PRE (mo_phi in plugin/core/phi.c).

   For each input:
     1. decode the bytes into a program (decode.c) and lower it to the
	memory IR (lower.c); mo_func_check must accept it;
     2. run mo_phi with limits drawn from the program's limits byte and
	the fuzz program's callbacks: translate (lower.c: a PHI of the
	block is replaced by its operand from the pred, the location keyed
	as an access through that register would be), alias (oracle.c:
	the answer for the location's representative access) and
	can_insert (apply-phi.c: an object's address can always be
	materialised, a register only where it is available);
     3. check the decisions against memopt.h section 9 (apply-phi.c),
	the stats' alias-query count against the callback's, and that a
	second run prints the same decisions;
     4. run the original program with tracing and with the claims of the
	decisions whose value is one existing register ("this load reads
	vN"), checked on every execution ("fuzz: DECISION"), and check
	every logged alias answer and location identity (differ.c);
     5. apply all decisions, then NSUBSET random subsets (apply-phi.c:
	PHIs, a load on an edge or a split edge, the load a copy), check
	SSA; run the checked program (the same with the loads kept, each
	claiming the PHI or register that replaces it) so that a wrong
	value is caught on every execution even when it never reaches an
	output ("fuzz: DECISION"); and run the result on every input
	vector against its padded
	twin (the same layout with NOPs for the new statements and the
	loads kept, so step counts and trap positions line up; the twin
	itself must behave as the original): "fuzz: MISMATCH" when
	status, steps, outputs or memory differ.  One difference is
	allowed: an inserted load may trap where the original traps later
	(the load it serves reads the same address after the loads and
	stores that precede it in its block, which phi.c's step 3 lets the
	inserted load run before; the IR does not see the outputs a fuzz
	program makes there, and a trap is undefined behaviour, which may
	come early), or where the step budget stops the original as it
	enters that block: then the transformed program's outputs must be
	the first outputs of the original.  Likewise in TBAA mode an
	inserted load may break the effective-type rules on a run where the
	original traps or runs out of steps (had the original reached its
	load, it would have read the same bytes of the same types).

   With FUZZ_PRINT set in the environment, every input's program, IR,
   decisions and transformed program (all decisions) are printed.

   Built with -DFUZZ_BROKEN_ORACLE=1, the alias callback answers NO where
   the oracle says MAY: mo_phi then carries values across stores that do
   write the location, and steps 4-5 must find the miscompiles.  */

#define _POSIX_C_SOURCE 200809L

#include "fz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define NSUBSET 2            /* random subsets tried besides "all" */

static struct fz_prog prog, xform, padded, checked;
static struct fz_phi_applied info, pinfo, cinfo;
static struct fz_oracle oracle;
static struct fz_trace trace;
static struct mo_func *func;
static struct mo_phi_params params;
static struct mo_phi_decisions decisions;
static struct mo_phi_stats stats;
static uint64_t subset[FZ_SUBSET_WORDS];
static int claims[FZ_MAXSTMT];

/* The search limits: the defaults of the plugin unless the limits byte
   asked for tiny LSE limits (decode.c), whose two numbers (0..7 each)
   then pick small ones, so that every limit's "give up" path is fuzzed:
   max_blocks 1..16, max_preds 2..8, max_insts 64..1024, alias queries
   0..7, and sometimes no insertion.  */
static void
set_params (void)
{
  struct mo_lse_limits def;
  fz_default_limits (&def);
  struct mo_options opts;
  mo_options_default (&opts);
  memset (&params, 0, sizeof params);
  params.max_blocks = opts.max_phi_blocks;
  params.max_preds = opts.max_phi_preds;
  params.max_insts = 4096;          /* as gimple-phi.cc */
  params.max_alias_queries = opts.max_alias_queries;
  params.insert = true;
  if (prog.limits.max_heap != def.max_heap
      || prog.limits.max_alias_queries != def.max_alias_queries)
    {
      int h = prog.limits.max_heap, q = prog.limits.max_alias_queries;
      params.max_blocks = 1 + h * 15 / 7;
      params.max_preds = 2 + (h + q) % 7;
      params.max_insts = 64 << (q % 5);
      params.max_alias_queries = q;
      params.insert = (h + q) % 4 != 3;
    }
  params.translate = fz_phi_translate;
  params.alias = fz_phi_alias;
  params.can_insert = fz_phi_can_insert;
  params.ctx = &oracle;
}

/* The IR's preds must be the program's, in the same order: node
   arguments follow the IR's order, PHI operands the program's.  */
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

/* Decisions whose value is one existing register claim that the load
   reads it (checked by the interpreter on every execution).  */
static void
set_claims (void)
{
  for (int s = 0; s < prog.nstmt; s++)
    claims[s] = FZ_CLAIM_NONE;
  for (int k = 0; k < decisions.len; k++)
    {
      const struct mo_phi_decision *d = &decisions.v[k];
      if (d->value.kind != MO_PHI_VAL)
	continue;
      const struct fz_stmt *st = func->blocks[d->block].inst[d->index].origin;
      claims[st - prog.stmts] = d->value.id;
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
  fprintf (stderr, "--- decisions (%d; stats: %ld loads, %ld full, %ld "
	   "partial, %ld single, %ld translations, %ld over limit)\n",
	   decisions.len, stats.loads, stats.full, stats.partial,
	   stats.single, stats.translations, stats.over_limit);
  mo_phi_decisions_print (&decisions, stderr);
  fprintf (stderr, "--- applied subset: %#llx (%d applied, %d skipped: no "
	   "room)\n", (unsigned long long) subset[0], info.applied,
	   info.skipped);
}

static char *
printed (const struct mo_phi_decisions *d)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream (&buf, &len);
  if (!m)
    fz_fail ("INTERNAL", "open_memstream failed");
  mo_phi_decisions_print (d, m);
  fclose (m);
  return buf;
}

/* A second run of mo_phi on the same function must decide the same.  */
static void
check_deterministic (void)
{
  struct mo_phi_decisions again = { 0, 0, NULL };
  mo_phi (func, &params, &again, NULL);
  char *a = printed (&decisions), *b = printed (&again);
  bool same = strcmp (a, b) == 0;
  for (int k = 0; same && k < again.len; k++)
    same = again.v[k].insert_pred == decisions.v[k].insert_pred
	   && again.v[k].insert_loc == decisions.v[k].insert_loc;
  free (a);
  free (b);
  mo_phi_decisions_free (&again);
  if (!same)
    fz_fail ("CONTRACT", "a second mo_phi on the same function decided "
	     "differently");
}

/* The padded twin must behave as the original (up to step counts and
   indices): a check of apply-phi.c itself.  */
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

/* True when the outputs of A are the first outputs of B (as far as they
   are kept verbatim).  */
static bool
output_prefix (const struct fz_result *a, const struct fz_result *b)
{
  if (a->nout > b->nout)
    return false;
  for (int i = 0; i < a->nout && i < FZ_MAXOUT; i++)
    if (a->out[i] != b->out[i])
      return false;
  return true;
}

/* True when RES, a run of XFORM, trapped at an inserted load where R,
   the padded twin's run, trapped later or ran out of steps entering the
   block the load serves (the twin counts the same steps up to there).
   The load reads the address the original load reads once that block is
   entered, after nothing but loads and stores (phi.c, step 3): the
   original traps there too, or earlier in the block, unless the step
   budget stops it first.  */
static bool
early_trap (const struct fz_result *r, const struct fz_result *res)
{
  if (res->status != FZ_TRAPPED || res->where < 0
      || !info.inserted[res->where])
    return false;
  if (r->status == FZ_TRAPPED)
    return true;
  if (r->status != FZ_OUT_OF_STEPS)
    return false;
  int e = 0;
  while (!(res->where >= xform.blocks[e].first
	   && res->where < xform.blocks[e].first + xform.blocks[e].n))
    e++;
  const struct fz_block *next = &xform.blocks[xform.blocks[e].succ[0]];
  return xform.blocks[e].nsucc == 1
	 && res->steps + next->n + 1 > FZ_MAXSTEPS;
}

/* Run XFORM on every input vector against its padded twin's results.  */
static void
compare (const struct fz_result *pref, const char *what)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      const struct fz_result *r = &pref[run];
      if (xform.tbaa && r->type_ub >= 0)
	continue;            /* undefined behaviour: anything goes */
      struct fz_result res;
      fz_run (&xform, run, &res, NULL, NULL);
      const char *diff;
      char buf[160];
      if (early_trap (r, &res))
	diff = !output_prefix (&res, r)
	       ? "outputs before the inserted load's trap are not the "
		 "original's" : NULL;
      else
	diff = fz_result_diff (r, &res);
      if (!diff && xform.tbaa && res.type_ub >= 0
	  && !(info.inserted[res.type_ub]
	       && (r->status == FZ_TRAPPED || r->status == FZ_OUT_OF_STEPS)))
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

/* Every load of the checked program reads the value that replaces it in
   the transformed one, on every execution (unless the run breaks the
   effective-type rules in TBAA mode).  */
static void
check_claims (const char *what)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      struct fz_result res;
      fz_run (&checked, run, &res, NULL, cinfo.claim);
      if (res.claim_where < 0 || (checked.tbaa && res.type_ub >= 0))
	continue;
      int s = res.claim_where;
      fprintf (stderr, "--- checked program (%s)\n", what);
      fz_print (&checked, stderr);
      fz_fail ("DECISION", "run %d, %s: the decision on s%d (now s%d) is "
	       "wrong: its value v%d holds %#llx, the load read %#llx", run,
	       what, cinfo.origin[s], s, cinfo.claim[s],
	       (unsigned long long) res.claimed,
	       (unsigned long long) res.actual);
    }
}

static void
apply_and_compare (const struct fz_result *ref, const char *what)
{
  struct fz_result pref[FZ_NRUN];
  fz_phi_apply (&padded, &pinfo, &prog, func, &oracle, &decisions, subset,
		FZ_PHI_PADDED);
  check_padded (ref, pref);
  fz_phi_apply (&checked, &cinfo, &prog, func, &oracle, &decisions, subset,
		FZ_PHI_CHECKED);
  check_claims (what);
  fz_phi_apply (&xform, &info, &prog, func, &oracle, &decisions, subset,
		FZ_PHI_XFORM);
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
  mo_phi (func, &params, &decisions, &stats);
  static int show = -1;      /* FUZZ_PRINT=1: print every input's case */
  if (show < 0)
    show = getenv ("FUZZ_PRINT") != NULL;
  if (show)
    {
      fz_print (&prog, stdout);
      fflush (stdout);
      fz_fail_hook ();
    }
  fz_check_phi_decisions (&prog, func, &oracle, &decisions);
  if (stats.alias_queries != oracle.queries_total)
    fz_fail ("CONTRACT", "stats say %ld alias queries, the callback saw %ld",
	     stats.alias_queries, oracle.queries_total);
  check_deterministic ();

  set_claims ();
  struct fz_result ref[FZ_NRUN];
  fz_reference (&prog, &oracle, claims, ref, &trace);

  if (decisions.len > 0)
    {
      fz_subset_all (subset, decisions.len);
      apply_and_compare (ref, "all decisions");
      if (show)
	{
	  fprintf (stderr, "--- all decisions: %d applied, %d skipped (no "
		   "room), %d blocks after splitting\n", info.applied,
		   info.skipped, xform.nblock);
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

  mo_phi_decisions_free (&decisions);
  mo_func_free (func);
  func = NULL;
  return 0;
}
