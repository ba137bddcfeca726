/* gimple-lse.cc - heap load/store elimination on GIMPLE (pass memopt-lse).

   The glue between GIMPLE and the core's mo_lse (plugin/core/lse.c, which
   explains the algorithm): build the memory IR (gimple-ir.cc, which says
   what is tracked and how alias queries are answered), run mo_lse, and
   apply its decisions, each only when memopt_transform_allowed ()
   agrees, reporting each with a remark.

   Before / after (what GCC 12 -O2 leaves and this pass removes: the load
   after the pure call, because GCC's oracle knows the call cannot write
   the non-escaping struct s):

     s.a = x_2(D);                      s.a = x_2(D);
     _1 = lookup (k_3(D));              _1 = lookup (k_3(D));
     _4 = s.a;                     =>   _4 = x_2(D);

   A replaced load becomes a copy "LHS = VALUE" and later passes propagate
   it; a removed store is unlinked from the virtual SSA web.  Neither
   changes the CFG, so SSA stays valid without a rebuild.

   Placement, measured (bench/lse-position.sh: every 3rd torture test
   and zlib, compiled for AArch64 with the pair pass off; memory
   instructions left in the assembly, and remarks):

     position           -O1 insns  remarks   -O2 insns  remarks
     GCC 12 alone         18481        0       17560        0
     after fre (early)    18479       61       17570      135
     after pre            18480      151       17560      105
     after slsr (late)    18480      207       17560      136

   Early, the pass only does what FRE would do next and, at -O2, leaves
   10 more memory instructions in the final code (it changes what PRE and
   the loop passes see).  After PRE and later, it never costs anything;
   after PRE it runs before the loop optimizers of the second half and
   the late DOM/VRP/DSE, which clean up after it.  Almost all of what it
   removes at either place would also have been removed by GCC's RTL
   passes: the net static gain is one or two instructions in 18,000.
   After "pre", instance 1.

   Dump: GCC 12 parses -fdump-tree-NAME before plugins are loaded, so a
   plugin pass's dump is reached through -fdump-tree-all(-details); the
   file is BASE.NNNt.memopt-lse.  With -details it shows the memory IR of each function,
   then one line per decision with the stable phrases
     "Replacing load", "Removing redundant store", "Loop-invariant load",
     "Skipped:" (with the reason).  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-ir.h"


namespace {

/* ------------------------------------------------------------------ */
/* Applying the decisions.                                             */

/* True when VAL is available at USE: a constant, a default definition, or
   an SSA name whose definition dominates USE.  The core guarantees this;
   checking it again costs little and turns a core bug into a missed
   optimization instead of wrong code.  */
static bool
value_available_p (tree val, gimple *use)
{
  if (TREE_CODE (val) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (val))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (val);
  basic_block def_bb = gimple_bb (def), use_bb = gimple_bb (use);
  if (!def_bb)
    return false;
  if (def_bb == use_bb)
    return gimple_code (def) == GIMPLE_PHI || gimple_uid (def) < gimple_uid (use);
  return dominated_by_p (CDI_DOMINATORS, use_bb, def_bb);
}

/* Why load STMT cannot become a copy of VAL, or NULL when it can.  */
static const char *
load_replacement_problem (gimple *stmt, tree val)
{
  tree lhs = gimple_assign_lhs (stmt);
  if (!useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (val)))
    return "the value's type differs";
  if (TREE_CODE (val) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (val))
    return "the value occurs in an abnormal PHI";
  if (!value_available_p (val, stmt))
    return "the value does not dominate the load";
  return NULL;
}

static bool
replace_load (gimple *stmt, tree val, bool loop_invariant)
{
  const char *problem = load_replacement_problem (stmt, val);
  if (problem)
    {
      if (dump_file)
	fprintf (dump_file, "Skipped: %s\n", problem);
      return false;
    }
  if (!memopt_transform_allowed ())
    return false;
  tree ref = gimple_assign_rhs1 (stmt);
  if (loop_invariant)
    memopt_remark_stmt (stmt, "loop-invariant load of %s reuses the value "
			"from before the loop", memopt_expr (ref));
  else
    memopt_remark_stmt (stmt, "load of %s replaced by %s", memopt_expr (ref),
			memopt_expr (val));
  if (dump_file)
    {
      fprintf (dump_file, loop_invariant ? "Loop-invariant load: "
					 : "Replacing load: ");
      print_gimple_stmt (dump_file, stmt, 0);
    }
  val = memopt_break_value (stmt, val);
  memopt_check_load (stmt, val, "memopt-lse",
		     loop_invariant ? "loop-invariant" : "load-replaced");
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gimple_assign_set_rhs_from_tree (&gsi, unshare_expr (val));
  update_stmt (gsi_stmt (gsi));
  return true;
}

static bool
remove_store (gimple *stmt)
{
  if (!memopt_transform_allowed ())
    return false;
  memopt_remark_stmt (stmt, "redundant store to %s removed",
		      memopt_expr (gimple_assign_lhs (stmt)));
  if (dump_file)
    {
      fprintf (dump_file, "Removing redundant store: ");
      print_gimple_stmt (dump_file, stmt, 0);
    }
  memopt_check_store (stmt, "memopt-lse", "store-removed");
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
  return true;
}

/* Apply decisions D to B's function.  Returns how many were applied.  */
static int
apply_decisions (gimple_ir &ir, const mo_decisions &d)
{
  int applied = 0;
  for (int k = 0; k < d.len; k++)
    {
      const mo_decision &dec = d.v[k];
      const mo_inst *inst = &ir.f->blocks[dec.block].inst[dec.index];
      gimple *stmt = gimple_ir_stmt (ir, inst);
      switch (dec.action)
	{
	case MO_REPLACE_LOAD:
	case MO_LOOP_INVARIANT_LOAD:
	  applied += replace_load (stmt, gimple_ir_value (ir, dec.val),
				   dec.action == MO_LOOP_INVARIANT_LOAD);
	  break;
	case MO_REMOVE_STORE:
	  applied += remove_store (stmt);
	  break;
	}
    }
  return applied;
}

/* ------------------------------------------------------------------ */
/* The pass.                                                           */

static unsigned int
run_lse (function *fun)
{
  gimple_ir b;
  if (!gimple_ir_start (b, fun))
    return 0;

  mo_lse_limits limits = { memopt_opts.max_heap,
			   memopt_opts.max_alias_queries };
  mo_decisions d;
  memset (&d, 0, sizeof d);
  mo_lse_stats stats;
  memset (&stats, 0, sizeof stats);
  mo_lse (b.f, &limits, &d, &stats);

  int applied = 0;
  if (d.len)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      renumber_gimple_stmt_uids (fun);
      applied = apply_decisions (b, d);
    }
  if (dump_file)
    fprintf (dump_file, "memopt-lse: %d decisions, %d applied, "
	     "%ld alias queries, %d loops, %d loop candidates\n",
	     d.len, applied, stats.alias_queries, stats.loops,
	     stats.loop_candidates);
  if (memopt_opts.verbose)
    {
      int loads, stores;
      gimple_ir_count (b, &loads, &stores);
      fprintf (stderr, "memopt-lse: %s: %d loads, %d stores, %d decisions, "
	       "%d applied\n", function_name (fun), loads, stores, d.len,
	       applied);
    }
  if (applied && flag_checking)
    verify_ssa (true, true);

  mo_decisions_free (&d);
  gimple_ir_free (b);
  return 0;
}

}  // namespace

gimple_opt_pass *
memopt_make_lse_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass ("memopt-lse", &memopt_opts.lse, run_lse, ctxt);
}
