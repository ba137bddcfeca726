/* gimple-phi.cc - PHI-translated load elimination and load PRE on GIMPLE
   (pass memopt-phi).

   How the decisions of the core's mo_phi (plugin/core/phi.c, which
   explains the search) become GIMPLE, and the three things the core
   cannot know (translation, alias, insertion); the driver
   (gimple-pass.cc) builds the memory IR (gimple-ir.cc), runs this, and
   applies each decision only when memopt_transform_allowed () agrees.

   Before / after, the struct diamond at -O1 (GCC 12 keeps both loads):

     <bb 3>: P1_4->X = 4;  P1_4->Y = 2;      (unchanged)
     <bb 4>: P2_5->X = 24; P2_5->Y = 2;      (unchanged)
     <bb 5>: # P_1 = PHI <P1_4(3), P2_5(4)>  # P_1 = PHI <P1_4(3), P2_5(4)>
	     _6 = P_1->X;               =>   # _9 = PHI <4(3), 24(4)>
	     _7 = P_1->Y;                    _6 = _9;
					     _7 = 2;

   A load placed on an edge into a join above the load's block (phi.c,
   step 3) is a PHI argument on that edge, and on the edges out of blocks
   whose node only passed it on.

   What the core cannot know, translating an address into a predecessor,
   the oracle's answer about a location, whether a load may be placed on
   an edge, and whether that edge is colder than the load (the profile),
   is gimple-phi-translate.cc's; how many values may live
   across a call (phi-across-calls) is gimple-phi-calls.cc's; which
   loop-carried loads GCC's predictive commoning removes later anyway
   (so they are left to it) is gimple-phi-pcom.cc's.  How a lazy
   decision (a load kept behind a test until its value is known in the
   loop) becomes GIMPLE is gimple-phi-lazy.cc's.

   Dump (with -fdump-tree-all-details, BASE.NNNt.memopt-phi): the memory
   IR, the core's decisions, and the stable phrases "Replacing load with
   PHI", "Inserting load on edge", "Lazy group", "Lazy load:",
   "Skipped:".  Placement: after
   memopt-lse, which runs after "pre" (gimple-lse.cc has the measurement),
   so this pass sees what GCC and the heap walk left.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "gimple-edit.h"
#include "tree-affine.h"
#include "gimple-phi.h"

namespace {

/* True when every path from the end of JOIN reaches LOAD_BB: a chain
   of single successors leads there (the search came up to JOIN through
   single predecessors).  */
static bool
always_reaches (basic_block join, basic_block load_bb)
{
  basic_block b = join;
  for (int n = 0; n < 64 && b != load_bb; n++)
    {
      if (!single_succ_p (b))
	return false;
      b = single_succ (b);
    }
  return b == load_bb;
}

/* Where GCC's sinking (tree-ssa-sink.cc: statement_sink_location and
   select_best_block) would move the load DEF, or NULL when it keeps it
   in its block: the nearest common dominator of the uses of its value,
   moved up to the stores (and the memory PHIs it does not reach through
   a chain of single successors: GCC asks the post-dominators) that read
   the memory state DEF reads, when that is below DEF's block and runs
   less than 82 % as often.  */
static basic_block
gcc_sink_block (gimple *def)
{
  basic_block from = gimple_bb (def), dom = NULL;
  use_operand_p use_p;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_assign_lhs (def))
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      basic_block at = gimple_bb (use);
      if (gphi *phi = dyn_cast <gphi *> (use))
	at = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
      dom = dom ? nearest_common_dominator (CDI_DOMINATORS, dom, at) : at;
    }
  if (!dom || dom == from)
    return NULL;
  FOR_EACH_IMM_USE_FAST (use_p, it, gimple_vuse (def))
    {
      gimple *use = USE_STMT (use_p);
      basic_block at = gimple_bb (use);
      if (gphi *phi = dyn_cast <gphi *> (use))
	{
	  if (gimple_phi_result (phi) == gimple_vuse (def))
	    continue;
	  if (dom != at && !dominated_by_p (CDI_DOMINATORS, dom, at)
	      && always_reaches (dom, at))
	    continue;
	  at = gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
	}
      else if (!gimple_vdef (use))
	continue;
      if (!dominated_by_p (CDI_DOMINATORS, at, from))
	continue;
      dom = nearest_common_dominator (CDI_DOMINATORS, at, dom);
      if (dom == from)
	return NULL;
    }
  if (!dominated_by_p (CDI_DOMINATORS, dom, from)
      || !dom->count.initialized_p () || !from->count.initialized_p ()
      || !dom->count.compatible_p (from->count)
      || dom->count.apply_scale (100, 1) >= from->count.apply_scale (82, 1))
    return NULL;
  return dom;
}

/* True when V is the value of a load GCC's sinking moves off the paths
   through PRED into JOIN (gcc_sink_block: to a block that neither
   dominates PRED nor lies in JOIN or below it), and a PHI argument V on
   PRED's edge would keep it there.  Where that edge does not always
   lead to the replaced load, those paths gain a load for nothing
   (opus's ec_enc_bit_logp: the load of val, sunk into the arm that adds
   to it, kept for a loop that rarely runs: 1.13 times GCC's accesses).
   A load GCC keeps where it is (glpk's eval_numeric: code->valid,
   loaded by GCC's PRE before a branch whose arm stores to it) runs on
   PRED's path anyway.  */
static bool
pins_a_sinkable_load (tree v, basic_block pred, basic_block join)
{
  if (TREE_CODE (v) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (v)
      || !dom_info_available_p (CDI_DOMINATORS))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (!gimple_assign_load_p (def) || !gimple_vuse (def))
    return false;
  basic_block to = gcc_sink_block (def);
  return to && !dominated_by_p (CDI_DOMINATORS, pred, to)
	 && !dominated_by_p (CDI_DOMINATORS, to, join);
}

/* True when the PHIs of decision D save a load on no path: every
   argument is a new load on its edge, or a load GCC would sink onto the
   paths through that edge (pins_a_sinkable_load; it runs there anyway,
   in place of the replaced load).  Each path still executes one load,
   and the PHI may cost a copy (pcre2grep's print_match: stdout, loaded
   before `if (do_colour)` for the fprintf in one arm, reached the
   fwrite after the join in the first argument's register and was
   copied to the fourth's on the path without colour: 1.046 times GCC's
   instructions).  Lazy decisions are judged by the cost model.  */
static bool
saves_no_load (phi_ctx &c, const mo_phi_decision &d)
{
  if (d.lazy_group >= 0 || d.value.kind != MO_PHI_NODE)
    return false;
  const mo_func *f = c.ir->f;
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      for (int i = 0; i < n.nargs; i++)
	{
	  if (n.args[i].kind != MO_PHI_VAL)
	    continue;
	  int pred = f->blocks[n.block].preds.v[i];
	  tree v = gimple_ir_value (*c.ir, n.args[i].id);
	  if (!pins_a_sinkable_load (v, phi_block_end
					(c, c.ir->bb_of_block[pred]),
				     c.ir->bb_of_block[n.block]))
	    return false;
	}
    }
  return true;
}

/* Why decision D cannot be applied as it stands, or NULL.  FIRST: for
   a lazy decision, the load of its group's first decision.  */
static const char *
decision_problem (phi_ctx &c, const mo_phi_decision &d, gimple *load,
		  gimple *first)
{
  const mo_func *f = c.ir->f;
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  if (d.value.kind == MO_PHI_VAL)
    {
      const char *problem
	= memopt_value_problem (gimple_ir_value (*c.ir, d.value.id), type,
				load);
      if (problem)
	return problem;
    }
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      for (int i = 0; i < n.nargs; i++)
	{
	  int pred = f->blocks[n.block].preds.v[i];
	  if (pred == 0)
	    return "a PHI argument comes from the entry";
	  if (!phi_edge_between (c, c.ir->bb_of_block[pred],
			     c.ir->bb_of_block[n.block]))
	    return "a PHI argument's edge is gone";
	  if (n.args[i].kind != MO_PHI_VAL)
	    continue;
	  tree v = gimple_ir_value (*c.ir, n.args[i].id);
	  if (memopt_value_problem (v, type, NULL))
	    return "a PHI argument's type differs or it occurs in an "
		   "abnormal PHI";
	  if (!memopt_value_available_at_end (v, phi_block_end
					      (c, c.ir->bb_of_block[pred])))
	    return "a PHI argument is not available on its edge";
	  basic_block join = c.ir->bb_of_block[n.block];
	  if (join != gimple_bb (load)
	      && !always_reaches (join, gimple_bb (load))
	      && pins_a_sinkable_load (v, phi_block_end
					  (c, c.ir->bb_of_block[pred]), join))
	    return "a PHI argument is a load GCC would sink off its edge, "
		   "which does not always lead to the load";
	}
    }
  if (saves_no_load (c, d))
    return "no path saves a load: every PHI argument is a load on its own "
	   "path (one inserted there, or one GCC would sink there)";
  if (d.insert_pred >= 0)
    {
      edge e = phi_edge_between (c, c.ir->bb_of_block[d.insert_pred],
			     c.ir->bb_of_block[d.insert_block]);
      if (!e || !phi_vop_on_edge (e))
	return "no memory state on the edge";
      if (!phi_insertion_ref (c, d.insert_loc, e->src, gimple_assign_rhs1 (load)))
	return "the address is not available on the edge";
    }
  if (d.lazy_group >= 0)
    {
      const char *problem = phi_lazy_problem (c, d, load, first);
      if (problem)
	return problem;
    }
  if (phi_left_to_pcom (c, d, load))
    return "GCC's predictive commoning makes the same PHI after this pass";
  if (d.insert_pred >= 0 && d.insert_block != d.block
      && phi_above_crosses_call (c, d, load))
    return "a load placed above the load's block would keep a value live "
	   "across a call";
  if (phi_over_across_budget (c, d, load))
    return "a call would have more values live across it than "
	   "phi-across-calls allows";
  return NULL;
}

/* Place the new load of decision D on its edge; returns its value and
   sets *INTO to the edge that now enters D's insert_block in its
   place.  */
static tree
insert_load (phi_ctx &c, const mo_phi_decision &d, gimple *load, edge *into)
{
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  edge e = phi_edge_between (c, c.ir->bb_of_block[d.insert_pred],
			 c.ir->bb_of_block[d.insert_block]);
  tree ref = phi_insertion_ref (c, d.insert_loc, e->src, gimple_assign_rhs1 (load));
  tree vuse = phi_vop_on_edge (e);
  tree tmp = make_temp_ssa_name (type, NULL, "memopt_pre");
  gassign *ld = gimple_build_assign (tmp, ref);
  gimple_set_vuse (ld, vuse);
  if (dump_file)
    {
      fprintf (dump_file, "Inserting load on edge %d->%d: ", e->src->index,
	       e->dest->index);
      print_gimple_stmt (dump_file, ld, 0);
    }
  basic_block split = gsi_insert_on_edge_immediate (e, ld);
  *into = split ? single_succ_edge (split) : e;
  if (split)
    c.split.safe_push (*into);
  return tmp;
}

/* The tree for operand O.  UNKNOWN stands for NONE (lazy decisions).  */
static tree
operand_tree (phi_ctx &c, const mo_phi_operand &o, const vec<tree> &results,
	      tree load_value, tree unknown = NULL_TREE)
{
  switch (o.kind)
    {
    case MO_PHI_VAL:
      return gimple_ir_value (*c.ir, o.id);
    case MO_PHI_NODE:
      return results[o.id];
    case MO_PHI_LOAD:
      return load_value;
    case MO_PHI_NONE:
      gcc_assert (unknown);
      return unknown;
    }
  gcc_unreachable ();
}

static void
remark (phi_ctx &c, const mo_phi_decision &d, gimple *load, tree value)
{
  tree ref = gimple_assign_rhs1 (load);
  if (d.insert_pred >= 0)
    memopt_remark_stmt (load, MO_REMARK_FMT_LOAD_PRE, memopt_expr (ref),
			c.ir->bb_of_block[d.insert_pred]->index,
			c.ir->bb_of_block[d.insert_block]->index);
  else if (d.value.kind == MO_PHI_NODE)
    memopt_remark_stmt (load, MO_REMARK_FMT_PHI, memopt_expr (ref),
			d.nodes[0].nargs);
  else
    memopt_remark_stmt (load, MO_REMARK_FMT_PHI_TRANSLATED, memopt_expr (ref),
			memopt_expr (value));
}

/* The load decision D replaces.  */
static gimple *
decision_load (phi_ctx &c, const mo_phi_decision &d)
{
  return gimple_ir_stmt (*c.ir, &c.ir->f->blocks[d.block].inst[d.index]);
}

/* Apply D, which decision_problem accepted just before; GROUP_SIZE: the
   decisions of its lazy group.  */
static void
apply (phi_ctx &c, const mo_phi_decision &d, int group_size)
{
  const mo_func *f = c.ir->f;
  gimple *load = decision_load (c, d);
  /* The calls this decision's values now live across (decision_problem
     found them): one more value each.  */
  phi_count_crossings (c);
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  edge load_edge = NULL;
  tree load_value = NULL_TREE;
  if (d.insert_pred >= 0)
    load_value = insert_load (c, d, load, &load_edge);
  /* NONE's value is never used (the flag is false there); a zero rather
     than an undefined name, which would keep the register live around
     an enclosing loop (gimple-phi-lazy.cc).  */
  tree unknown = d.lazy_group >= 0 ? build_zero_cst (type) : NULL_TREE;
  auto_vec<tree> results;
  auto_vec<gphi *> phis;
  for (int k = 0; k < d.nnodes; k++)
    {
      tree res = make_temp_ssa_name (type, NULL, "memopt_phi");
      phis.safe_push (create_phi_node (res, c.ir->bb_of_block[d.nodes[k].block]));
      results.safe_push (res);
    }
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      basic_block bb = c.ir->bb_of_block[n.block];
      for (int i = 0; i < n.nargs; i++)
	{
	  int pred = f->blocks[n.block].preds.v[i];
	  /* The new load is the argument on its own edge, and also on any
	     edge out of a block its edge dominates (a node that only
	     passed it on became it: phi.c, step 4).  */
	  edge e = n.args[i].kind == MO_PHI_LOAD && n.block == d.insert_block
		   && pred == d.insert_pred
		   ? load_edge : phi_edge_between (c, c.ir->bb_of_block[pred], bb);
	  tree v = operand_tree (c, n.args[i], results, load_value, unknown);
	  add_phi_arg (phis[k], unshare_expr (v), e, UNKNOWN_LOCATION);
	}
    }
  if (d.lazy_group >= 0)
    {
      if (dump_file)
	for (unsigned k = 0; k < phis.length (); k++)
	  print_gimple_stmt (dump_file, phis[k], 0);
      phi_lazy_apply (c, d, load, results, group_size);
      return;
    }
  tree value = operand_tree (c, d.value, results, load_value);
  remark (c, d, load, value);
  if (dump_file)
    {
      fprintf (dump_file, "Replacing load with PHI: ");
      print_gimple_stmt (dump_file, load, 0);
      for (unsigned k = 0; k < phis.length (); k++)
	print_gimple_stmt (dump_file, phis[k], 0);
    }
  memopt_replace_load (load, value,
		       d.insert_pred >= 0 ? MO_REMARK_LOAD_PRE
		       : d.value.kind == MO_PHI_NODE ? MO_REMARK_PHI
		       : MO_REMARK_PHI_TRANSLATED);
}

/* ------------------------------------------------------------------ */
/* The pass.                                                           */

/* The decisions of lazy group G (its first decision's index), in D.  */
static int
group_end (const mo_phi_decisions &d, int g)
{
  int j = g;
  while (j < d.len && d.v[j].block == d.v[g].block)
    j++;
  return j;
}

class phi_transform : public memopt_gimple_transform
{
public:
  explicit phi_transform (gimple_ir &ir);
  ~phi_transform ();

  int decide () final override;
  void print_decisions (FILE *file) const final override
  {
    mo_phi_decisions_print (&d_, file);
  }
  const char *problem (int k) final override;
  void apply (int k) final override
  {
    /* A group's decisions follow its first one.  */
    int group_size = 0, g = d_.v[k].lazy_group;
    for (int j = g; g >= 0 && j < group_end (d_, g); j++)
      group_size += d_.v[j].lazy_group == g;
    ::apply (c_, d_.v[k], group_size);
  }
  void print_stats (FILE *file) const final override
  {
    fprintf (file, " (%ld full, %ld partial (%ld above), %ld single, "
	     "%ld lazy in %ld groups, %ld refused by the cost model), "
	     "%ld loads, %ld translations, %ld alias queries, %ld over a "
	     "limit", stats_.full, stats_.partial, stats_.above, stats_.single,
	     stats_.lazy, stats_.lazy_groups, stats_.carry_refused, stats_.loads,
	     stats_.translations, stats_.alias_queries, stats_.over_limit);
  }

private:
  phi_ctx c_;
  mo_phi_decisions d_;
  mo_phi_stats stats_;
};

/* A lazy group is made whole or not at all: the cost model judged the
   test and the flags against all of its loads (phi.c, step 6), and a
   group left with fewer pays the same test for less (a single load never
   pays, carry.c).  So its first decision answers for every load of the
   group, before the group is made, and the others follow the first.  */
const char *
phi_transform::problem (int k)
{
  const mo_phi_decision &d = d_.v[k];
  gimple *load = decision_load (c_, d);
  int g = d.lazy_group;
  if (g < 0)
    return decision_problem (c_, d, load, load);
  gimple *first = decision_load (c_, d_.v[g]);
  if (g != k)
    return phi_lazy_group_made (c_, g)
	   ? decision_problem (c_, d, load, first)
	   : "the first load of its lazy group was left";
  for (int j = g; j < group_end (d_, g); j++)
    {
      if (d_.v[j].lazy_group != g)
	continue;
      gimple *member = decision_load (c_, d_.v[j]);
      const char *why = decision_problem (c_, d_.v[j], member, first);
      if (!why)
	continue;
      if (j == k)
	return why;
      if (dump_file)
	{
	  fprintf (dump_file, "Lazy group of ");
	  print_gimple_stmt (dump_file, load, 0);
	  fprintf (dump_file, "  left whole, for its load ");
	  print_gimple_stmt (dump_file, member, 0);
	  fprintf (dump_file, "  of which: %s\n", why);
	}
      return "another load of its lazy group cannot be transformed";
    }
  return NULL;
}

phi_transform::phi_transform (gimple_ir &ir) : memopt_gimple_transform (ir)
{
  phi_ctx_init (c_, ir);
  memset (&d_, 0, sizeof d_);
  memset (&stats_, 0, sizeof stats_);
}

phi_transform::~phi_transform ()
{
  mo_phi_decisions_free (&d_);
  phi_ctx_free (c_);
}

int
phi_transform::decide ()
{
  /* The callbacks ask about dominance (insertion_ref).  */
  calculate_dominance_info (CDI_DOMINATORS);
  mo_phi_params p;
  memset (&p, 0, sizeof p);
  p.max_blocks = memopt_opts.max_phi_blocks;
  p.max_preds = memopt_opts.max_phi_preds;
  p.max_insts = memopt_opts.max_phi_insts;
  p.max_alias_queries = memopt_opts.max_alias_queries;
  p.insert = true;
  p.translate = phi_translate_cb;
  p.alias = phi_alias_cb;
  p.can_insert = phi_can_insert_cb;
  p.colder = phi_colder_cb;
  p.lazy = memopt_opts.phi_lazy;
  if (memopt_opts.carry_cost)
    {
      memopt_carry_target (&c_.target);
      p.loop_facts = phi_loop_facts_cb;
      p.loc_class = phi_loc_class_cb;
      p.load_insns = phi_load_insns_cb;
      p.carry_moves = phi_carry_moves_cb;
      p.target = &c_.target;
    }
  p.ctx = &c_;
  mo_phi (ir_.f, &p, &d_, &stats_);
  if (dump_file && (dump_flags & TDF_DETAILS) && d_.nrefused)
    {
      fprintf (dump_file, "Refused by the cost model:\n");
      mo_phi_refusals_print (&d_, dump_file);
    }
  return d_.len;
}

memopt_gimple_transform *
create (gimple_ir &ir)
{
  return new phi_transform (ir);
}

const memopt_gimple_pass_def phi_pass = {
  "memopt-phi", &memopt_opts.phi, false, create
};

}  // namespace

gimple_opt_pass *
memopt_make_phi_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass (&phi_pass, ctxt);
}
