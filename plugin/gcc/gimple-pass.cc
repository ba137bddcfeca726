/* gimple-pass.cc - the driver of memopt's GIMPLE passes.

   Every GIMPLE pass of memopt does the same around its own part: build
   the memory IR of the function, run its core algorithm, apply the
   decisions one by one (each only when the transformation counter
   agrees), summarise, and check SSA.  This file does all of it once; a
   pass supplies a memopt_gimple_transform (gimple-pass.h) that runs its
   core and turns one decision into GIMPLE.

   One compile of function FUN by pass P:

     1. gimple_ir_start: the memory IR (or "Skipped: <why>" and stop);
        with -details the dump shows it as "Memory IR:".  A pass that
        reads GIMPLE itself (without_ir: memopt-promote) gets an empty
        IR, and a kept one is dropped.
     2. P's transform: decide () runs the core (mo_lse, mo_phi, mo_dse).
     3. With decisions: dominators and statement uids are computed (the
        availability checks of gimple-edit.cc use both), the dump shows
        them under "Decisions:" (-details), and each decision K in order:
          problem (K) non-NULL  ->  "Skipped: <problem>" in the dump
          memopt_transform_allowed () refuses  ->  skipped (max-transforms)
          otherwise             ->  apply (K): remark, dump line, check, change
     4. finish (applied): what the changes as a whole need.  A pass
        whose unit is smaller than the function (memopt-promote: a loop)
        goes back to 2 while next_unit () says there is another.
     5. The summary: "memopt-P: N decisions, N applied, <P's stats>" in
        the dump; with verbose "memopt-P: FN: N loads, N stores, N
        decisions, N applied" on stderr.
     6. verify_ssa under -fchecking when anything changed.

   Before / after, for the driver alone (a pass with one decision that
   its problem () accepts and the counter allows):

     decide () = 1                         apply (0) ran once
     max-transforms=-1               =>    "memopt-P: 1 decisions, 1 applied"

   Correctness rests on the core's promise that every subset of its
   decisions is a correct transformation on its own: skipping one (a
   problem, the counter) is always safe.

   One memory IR for two passes.  A pass that made no decisions changed
   nothing, so its IR still describes the function: it is kept, and the
   next pass GCC executes takes it instead of building its own when that
   pass is one of this driver's, on the same function, and neither
   describes builtin stores (memopt-phi runs right after memopt-lse,
   which rarely decides anything: the function's IR is built once for
   both).  Any other pass GCC executes first drops it (a
   PLUGIN_PASS_EXECUTION callback), since that pass may change the
   function:

     memopt-lse (fn): build, 0 decisions -> kept
     memopt-phi (fn): takes it, "Memory IR (kept from memopt-lse):"
     memopt-lse (fn): build, 2 decisions  -> freed; memopt-phi builds.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"

const char *
memopt_gimple_transform::problem (int)
{
  return NULL;
}

void
memopt_gimple_transform::finish (int)
{
}

bool
memopt_gimple_transform::next_unit ()
{
  return false;
}

unsigned int
memopt_gimple_transform::todo () const
{
  return 0;
}

namespace {

/* The IR a pass left unchanged (see the top comment), the function it
   describes and that pass; NULL when none.  */
gimple_ir *kept_ir;
function *kept_fun;
const memopt_gimple_pass_def *kept_by;

/* The pass objects of this driver: only these may take a kept IR.  */
auto_vec<opt_pass *> driver_passes;

/* The kept IR, which is no longer kept (the caller owns it), or NULL.  */
gimple_ir *
take_kept_ir ()
{
  gimple_ir *ir = kept_ir;
  kept_ir = NULL;
  kept_fun = NULL;
  kept_by = NULL;
  return ir;
}

void
drop_kept_ir ()
{
  if (gimple_ir *ir = take_kept_ir ())
    {
      gimple_ir_free (*ir);
      delete ir;
    }
}

/* PLUGIN_PASS_EXECUTION: PASS is about to run; unless it is one of the
   driver's, it may change the function, so a kept IR goes.  */
void
drop_before_other_pass (void *gcc_data, void *)
{
  opt_pass *pass = (opt_pass *) gcc_data;
  if (kept_ir && !driver_passes.contains (pass))
    drop_kept_ir ();
}

/* Step 1: the kept IR when it describes FUN as DEF builds it, else a new
   one (NULL and "Skipped: <why>" in the dump when FUN cannot be given to
   the core).  */
gimple_ir *
start_ir (const memopt_gimple_pass_def &def, function *fun)
{
  if (kept_ir && kept_fun == fun
      && kept_ir->builtin_stores == def.builtin_stores)
    {
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  fprintf (dump_file, "Memory IR (kept from %s):\n", kept_by->name);
	  mo_func_print (kept_ir->f, dump_file);
	}
      return take_kept_ir ();
    }
  drop_kept_ir ();
  gimple_ir *ir = new gimple_ir ();
  if (gimple_ir_start (*ir, fun, def.builtin_stores))
    return ir;
  delete ir;
  return NULL;
}

/* The end of a run that made no decisions keeps IR for the next pass;
   any other frees it.  GCC may collect garbage between two passes, so a
   kept IR must name only trees the function itself holds: not so with
   builtin_stores, whose regions are trees of the IR's own making.  */
void
finish_ir (gimple_ir *ir, const memopt_gimple_pass_def &def, function *fun,
	   bool unchanged)
{
  if (!unchanged || ir->builtin_stores)
    {
      gimple_ir_free (*ir);
      delete ir;
      return;
    }
  kept_ir = ir;
  kept_fun = fun;
  kept_by = &def;
}

/* Apply the decisions of T in order; returns how many were applied.  */
int
apply_all (memopt_gimple_transform &t, int n)
{
  int applied = 0;
  for (int k = 0; k < n; k++)
    {
      const char *problem = t.problem (k);
      if (problem)
	{
	  if (dump_file)
	    fprintf (dump_file, "Skipped: %s\n", problem);
	  continue;
	}
      if (!memopt_transform_allowed ())
	continue;
      t.apply (k);
      applied++;
    }
  return applied;
}

void
summarise (const memopt_gimple_pass_def &def, const gimple_ir &ir,
	   const memopt_gimple_transform &t, function *fun, int decisions,
	   int applied)
{
  if (dump_file)
    {
      fprintf (dump_file, "%s: %d decisions, %d applied", def.name,
	       decisions, applied);
      t.print_stats (dump_file);
      fputc ('\n', dump_file);
    }
  if (memopt_opts.verbose && def.without_ir)
    fprintf (stderr, "%s: %s: %d decisions, %d applied\n", def.name,
	     function_name (fun), decisions, applied);
  else if (memopt_opts.verbose)
    {
      int loads, stores;
      gimple_ir_count (ir, &loads, &stores);
      fprintf (stderr, "%s: %s: %d loads, %d stores, %d decisions, "
	       "%d applied\n", def.name, function_name (fun), loads, stores,
	       decisions, applied);
    }
}

/* Steps 1 to 6 of the top comment.  */
unsigned int
run (const memopt_gimple_pass_def &def, function *fun)
{
  gimple_ir *ir;
  if (def.without_ir)
    {
      /* The pass may change the function without an IR to say so.  */
      drop_kept_ir ();
      ir = new gimple_ir ();
    }
  else if (!(ir = start_ir (def, fun)))
    return 0;
  memopt_gimple_transform *t = def.create (*ir);
  int decisions = 0, applied = 0;
  do
    {
      int n = t->decide (), a = 0;
      if (n)
	{
	  if (!def.without_ir)
	    {
	      gimple_ir_changing (*ir);
	      calculate_dominance_info (CDI_DOMINATORS);
	      renumber_gimple_stmt_uids (fun);
	    }
	  if (dump_file && (dump_flags & TDF_DETAILS))
	    {
	      fprintf (dump_file, "Decisions:\n");
	      t->print_decisions (dump_file);
	    }
	  a = apply_all (*t, n);
	}
      t->finish (a);
      decisions += n;
      applied += a;
    }
  while (t->next_unit ());
  summarise (def, *ir, *t, fun, decisions, applied);
  if (applied && flag_checking)
    verify_ssa (true, true);
  unsigned int todo = t->todo ();
  delete t;
  if (def.without_ir)
    delete ir;
  else
    finish_ir (ir, def, fun, decisions == 0);
  return todo;
}

/* The pass object GCC's pass manager runs.  */
class gimple_pass : public gimple_opt_pass
{
public:
  gimple_pass (const pass_data &data, const memopt_gimple_pass_def *def,
	       gcc::context *ctxt)
    : gimple_opt_pass (data, ctxt), def_ (def) {}
  bool gate (function *fun) final override
  {
    return optimize > 0 && *def_->enabled
	   && (!def_->gate || def_->gate (fun));
  }
  unsigned int execute (function *fun) final override
  {
    return run (*def_, fun);
  }

private:
  const memopt_gimple_pass_def *def_;
};

}  // namespace

gimple_opt_pass *
memopt_gimple_pass (const memopt_gimple_pass_def *def, gcc::context *ctxt)
{
  const pass_data data = {
    GIMPLE_PASS,	/* type */
    def->name,		/* name */
    OPTGROUP_OTHER,	/* optinfo_flags: -fopt-info-optimized shows remarks */
    TV_PLUGIN_RUN,	/* tv_id: -ftime-report shows it as "plugin execution" */
    PROP_cfg | PROP_ssa, /* properties_required */
    0, 0, 0, 0
  };
  gimple_pass *pass = new gimple_pass (data, def, ctxt);
  driver_passes.safe_push (pass);
  return pass;
}

void
memopt_gimple_passes_watch (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PASS_EXECUTION,
		     drop_before_other_pass, NULL);
}
