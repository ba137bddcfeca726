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
	materialised, a register only where it is available) and colder
	(apply-phi.c: a hash of the blocks, so a load above its block is
	both allowed and refused);
     3. check the decisions against memopt.h section 9 (apply-phi.c),
	the stats' alias-query count against the callback's, and (for one
	input in four, chosen by its bytes) that a second run makes the
	same decisions;
     4. run the original program with tracing and with the claims of the
	decisions whose value is one existing register ("this load reads
	vN"), checked on every execution ("fuzz: DECISION"), and check
	every logged alias answer and location identity (differ.c);
     5. apply all decisions, then FZ_NSUBSET random subsets (apply-phi.c:
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
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

/* XFORM holds the checked program of a subset (the loads kept, each
   claiming its value) until check_claims has run it, then the
   transformed program (fz_phi_transform); INFO is both's.  */
static struct fz_prog prog, xform, padded;
static struct fz_result ref[FZ_NRUN];
static struct fz_phi_applied info;
static struct fz_oracle oracle;
static struct fz_trace trace;
static struct mo_func *func;
static struct mo_phi_params params;
static struct mo_phi_decisions decisions;
static struct mo_phi_stats stats;
static uint64_t subset[FZ_SUBSET_WORDS];
static int claims[FZ_MAXSTMT];

/* The cost model's answers (phi.c, step 6), made up from the limits
   byte and the header so that loops differ: sometimes no facts
   (unknown-loop), bounds of -1..4 iterations and estimates of -1..9,
   2..20 general registers live, sometimes a call; a target of 16 and 16
   registers (6 and 0 preserved across calls).  Only decisions dropped
   depend on them, so any answer must leave a correct program.  */
static struct mo_carry_target fuzz_target = { { 16, 16 }, { 6, 0 } };

static bool
fuzz_loop_facts (void *ctx, int header, const int *vals, int nvals,
		 struct mo_carry_loop *out)
{
  (void) ctx, (void) vals;
  int h = prog.limits.max_heap + 3 * header, q = prog.limits.max_alias_queries;
  if ((h + q) % 7 == 6)
    return false;
  memset (out, 0, sizeof *out);
  out->max_iters = (h + q) % 6 - 1;
  out->est_iters = (h * 5 + q) % 11 - 1;
  out->live[MO_RC_GPR] = 2 + (h * 3 + q + nvals) % 19;
  out->live[MO_RC_FP] = (h + q) % 4;
  out->calls = (h + 2 * q) % 5 == 0;
  out->live_at_call[MO_RC_GPR] = out->live[MO_RC_GPR] / 4;
  return true;
}

/* The moves carrying value VAL around a loop costs: 0..2, made up from
   the value and the limits byte.  */
static int
fuzz_carry_moves (void *ctx, int val, int block, int index)
{
  (void) ctx;
  return (val + block + index + prog.limits.max_heap) % 3;
}

static int
fuzz_loc_class (void *ctx, int loc)
{
  (void) ctx;
  return loc % 3 == 2 ? MO_RC_FP : MO_RC_GPR;
}

/* The search limits: the defaults of the plugin unless the limits byte
   asked for tiny LSE limits (decode.c), whose two numbers (0..7 each)
   then pick small ones, so that every limit's "give up" path is fuzzed:
   max_blocks 1..16, max_preds 2..8, max_insts 64..1024, alias queries
   0..7, sometimes no insertion, sometimes no lazy decisions, lazy groups
   of at least 1..3, sometimes the cost model (fuzz_loop_facts, and
   sometimes fuzz_carry_moves).  */
static void
set_params (void)
{
  struct mo_lse_params def;
  fz_default_limits (&def);
  const struct mo_options *opts = fz_default_options ();
  memset (&params, 0, sizeof params);
  params.max_blocks = opts->max_phi_blocks;
  params.max_preds = opts->max_phi_preds;
  params.max_insts = opts->max_phi_insts;  /* as gimple-phi.cc */
  params.max_alias_queries = opts->max_alias_queries;
  params.insert = true;
  params.lazy = opts->phi_lazy;
  if (prog.limits.max_heap != def.max_heap
      || prog.limits.max_alias_queries != def.max_alias_queries)
    {
      int h = prog.limits.max_heap, q = prog.limits.max_alias_queries;
      params.max_blocks = 1 + h * 15 / 7;
      params.max_preds = 2 + (h + q) % 7;
      params.max_insts = 64 << (q % 5);
      params.max_alias_queries = q;
      params.insert = (h + q) % 4 != 3;
      params.lazy = (h + 2 * q) % 5 != 4;
      params.min_lazy_group = 1 + (h + q) % 3;
      if ((h + q) % 3 != 0)
	{
	  params.loop_facts = fuzz_loop_facts;
	  params.loc_class = fuzz_loc_class;
	  params.carry_moves = (h + q) % 2 ? fuzz_carry_moves : NULL;
	  params.target = &fuzz_target;
	}
    }
  params.translate = fz_phi_translate;
  params.alias = fz_phi_alias;
  params.can_insert = fz_phi_can_insert;
  params.colder = fz_phi_colder;
  params.ctx = &oracle;
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
  fz_print_ir (func, stderr);
  fprintf (stderr, "--- decisions (%d; stats: %ld loads, %ld full, %ld "
	   "partial (%ld above), %ld single, %ld lazy, %ld translations, "
	   "%ld over limit)\n", decisions.len, stats.loads, stats.full,
	   stats.partial, stats.above, stats.single, stats.lazy,
	   stats.translations, stats.over_limit);
  mo_phi_decisions_print (&decisions, stderr);
  fprintf (stderr, "--- applied subset: %#llx (%d applied, %d skipped: no "
	   "room)\n", (unsigned long long) subset[0], info.applied,
	   info.skipped);
}

static bool
same_operand (struct mo_phi_operand a, struct mo_phi_operand b)
{
  return a.kind == b.kind && a.id == b.id;
}

static bool
same_node (const struct mo_phi_node *a, const struct mo_phi_node *b)
{
  if (a->block != b->block || a->nargs != b->nargs)
    return false;
  for (int i = 0; i < a->nargs; i++)
    if (!same_operand (a->args[i], b->args[i]))
      return false;
  return true;
}

static bool
same_decision (const struct mo_phi_decision *a,
	       const struct mo_phi_decision *b)
{
  if (a->block != b->block || a->index != b->index
      || !same_operand (a->value, b->value) || a->nnodes != b->nnodes
      || a->insert_pred != b->insert_pred || a->insert_loc != b->insert_loc
      || a->insert_block != b->insert_block || a->lazy_group != b->lazy_group)
    return false;
  for (int n = 0; n < a->nnodes; n++)
    if (!same_node (&a->nodes[n], &b->nodes[n]))
      return false;
  return true;
}

/* A second run of mo_phi on the same function must decide the same.  */
static bool
decides_the_same (void)
{
  struct mo_phi_decisions again;
  memset (&again, 0, sizeof again);
  mo_phi (func, &params, &again, NULL);
  bool same = again.len == decisions.len;
  for (int k = 0; same && k < again.len; k++)
    same = same_decision (&again.v[k], &decisions.v[k]);
  mo_phi_decisions_free (&again);
  return same;
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

/* The comparison of one run of XFORM with R, the padded twin's: equal,
   or an early trap of an inserted load (see the top comment).  */
static const char *
phi_diff (const struct fz_result *r, struct fz_result *res)
{
  if (early_trap (r, res))
    return !output_prefix (res, r)
	   ? "outputs before the inserted load's trap are not the "
	     "original's" : NULL;
  return fz_result_diff (r, res);
}

/* An inserted load may break the effective-type rules where the
   original traps or runs out of steps before its load; one above its
   load's block also where the original never reaches that load (its
   value is used only where the load runs, with nothing that may write
   the location in between; the claims check that value).  */
static bool
phi_types_excused (const struct fz_result *r, const struct fz_result *res)
{
  return info.inserted[res->type_ub]
	 && (info.above[res->type_ub] || r->status == FZ_TRAPPED
	     || r->status == FZ_OUT_OF_STEPS);
}

static const struct fz_compare_rules phi_rules
  = { NULL, phi_diff, phi_types_excused };

/* Every load of the checked program CHECKED reads the value that
   replaces it in the transformed one, on every execution (unless the run
   breaks the effective-type rules in TBAA mode).  */
static void
check_claims (const struct fz_prog *checked, const char *what)
{
  for (int run = 0; run < FZ_NRUN; run++)
    {
      struct fz_result res;
      fz_run (checked, run, &res, NULL, info.claim);
      if (res.claim_where < 0 || (checked->tbaa && res.type_ub >= 0))
	continue;
      int s = res.claim_where;
      fprintf (stderr, "--- checked program (%s)\n", what);
      fz_print (checked, stderr);
      fz_fail ("DECISION", "run %d, %s: the decision on s%d (now s%d) is "
	       "wrong: its value v%d holds %#llx, the load read %#llx", run,
	       what, info.origin[s], s, info.claim[s],
	       (unsigned long long) res.claimed,
	       (unsigned long long) res.actual);
    }
}

/* Apply the decisions of SUBSET three ways (the checked program, from
   it its padded twin, then the transformed program) and compare.  */
static void
apply_and_compare (const char *what)
{
  struct fz_result pref[FZ_NRUN];
  fz_phi_apply (&xform, &info, &prog, func, &oracle, &decisions, subset);
  fz_phi_padded (&padded, &xform, &info);
  fz_check_ssa (&padded);
  fz_check_padded (&padded, info.origin, ref, pref);
  fz_check_ssa (&xform);
  check_claims (&xform, what);
  fz_phi_transform (&xform, &info);
  fz_check_ssa (&xform);
  fz_check_twin_layout (&xform, info.applied, &padded, info.applied);
  fz_compare_with (&xform, pref, what, &phi_rules);
}

/* FUZZ_PRINT: the program with all decisions applied.  */
static void
show_all (void)
{
  if (!fz_show_wanted ())
    return;
  fprintf (stderr, "--- all decisions: %d applied, %d skipped (no room), "
	   "%d blocks after splitting\n", info.applied, info.skipped,
	   xform.nblock);
  fz_print (&xform, stderr);
}

static void
decode (const uint8_t *data, size_t size)
{
  memset (&decisions, 0, sizeof decisions);
  memset (&stats, 0, sizeof stats);
  memset (subset, 0, sizeof subset);
  fz_prepare (&prog, &oracle, &func, FUZZ_BROKEN_ORACLE, print_context, data,
	      size);
  fz_check_pred_order (&prog, func);
}

static int
pass (void)
{
  set_params ();
  mo_phi (func, &params, &decisions, &stats);
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
  fz_check_phi_decisions (&prog, func, &oracle, &decisions);
  fz_check_query_count (&oracle, stats.alias_queries);
}

static void
reference (void)
{
  set_claims ();
  fz_reference (&prog, &oracle, claims, ref, &trace);
}

static void
release (void)
{
  mo_phi_decisions_free (&decisions);
  mo_func_free (func);
  func = NULL;
}

/* The second run costs as much as the first, so it is made on one input
   in four (chosen by the input's bytes, so a finding replays), as in
   fuzz-lse.c.  */
static const struct fz_target phi_target = {
  .pass_name = "mo_phi",
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
  return fz_target_run (&phi_target, data, size);
}
