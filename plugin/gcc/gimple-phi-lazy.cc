/* gimple-phi-lazy.cc - lazy decisions of memopt-phi on GIMPLE: a load in
   a loop, whose value the search found on every edge but the loop's
   entry, is performed only until its value is known (phi.c, step 5).

   The decisions of one group (one block, one flag) share one test.  The
   first one applied splits the load's block before its load and builds
   the flag: boolean PHIs of the nodes' shape, false on the entry edges,
   true where a value arrives.  Each decision then adds its value PHIs
   (a zero on the entry edges, never used: an undefined name there would
   make the register live around an enclosing loop, across its calls),
   its load to the slow block,
   and the PHI that merges the two at the join; the load becomes a copy
   of that PHI.  Before / after, zlib's deflate_slow (-O2, x86-64):

     <bb 5>: (loop header)               <bb 5>:
					   # known_1 = PHI <0(4), known_2(7)>
					   # w_3 = PHI <0B(4), w_4(7)>
       _6 = s_5->strstart + 1;             _6 = s_5->strstart + 1;
       s_5->strstart = _6;                 s_5->strstart = _6;
       if (_6 <= max_7) goto 6; else 7     if (_6 <= max_7) goto 6; else 7
     <bb 6>:                             <bb 6>: if (known_1 != 0) goto 9;
       w_8 = s_5->window;                <bb 8>: w_10 = s_5->window;
       ...                               <bb 9>: # w_11 = PHI <w_3(6), w_10(8)>
					   w_8 = w_11;  ...
     <bb 7>: (latch)                     <bb 7>:
					   # known_2 = PHI <1(9), known_1(5)>
					   # w_4 = PHI <w_8(9), w_3(5)>

   The group's later loads are performed in the slow block too, before
   the instructions that separate them from the first in the original
   block: the core put only loads and stores there, none of which may
   write what they read (memopt.h, mo_phi_decision).  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "gimple-edit.h"
#include "tree-affine.h"
#include "gimple-phi.h"

namespace {

/* The group state of GROUP, or NULL when none of its decisions has been
   applied yet.  */
phi_lazy_group *
find_group (phi_ctx &c, int group)
{
  for (unsigned i = 0; i < c.lazy.length (); i++)
    if (c.lazy[i].group == group)
      return &c.lazy[i];
  return NULL;
}

/* Walk_tree callback: a name of the address not available at the
   statement DATA (the group's first load).  */
tree
unavailable_name (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      if (!memopt_value_available_at (*tp, (gimple *) data))
	return *tp;
    }
  return NULL_TREE;
}

/* The flag PHIs of D's nodes at their blocks; returns node 0's flag.  */
tree
build_flags (phi_ctx &c, const mo_phi_decision &d)
{
  const mo_func *f = c.ir->f;
  auto_vec<tree> flags;
  auto_vec<gphi *> phis;
  for (int k = 0; k < d.nnodes; k++)
    {
      tree res = make_temp_ssa_name (boolean_type_node, NULL, "memopt_known");
      phis.safe_push (create_phi_node (res,
				       c.ir->bb_of_block[d.nodes[k].block]));
      flags.safe_push (res);
    }
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      basic_block bb = c.ir->bb_of_block[n.block];
      for (int i = 0; i < n.nargs; i++)
	{
	  edge e = phi_edge_between (c, c.ir->bb_of_block[f->blocks[n.block]
							  .preds.v[i]], bb);
	  tree v = n.args[i].kind == MO_PHI_NONE ? boolean_false_node
		   : n.args[i].kind == MO_PHI_NODE ? flags[n.args[i].id]
		   : boolean_true_node;
	  add_phi_arg (phis[k], v, e, UNKNOWN_LOCATION);
	}
    }
  if (dump_file)
    for (unsigned k = 0; k < phis.length (); k++)
      print_gimple_stmt (dump_file, phis[k], 0);
  return flags[0];
}

/* Split LOAD's block before LOAD for D's group: TOP tests the flag,
   SLOW performs the loads, JOIN starts with LOAD.  */
phi_lazy_group &
split_for_group (phi_ctx &c, const mo_phi_decision &d, gimple *load,
		 int loads)
{
  basic_block top = gimple_bb (load);
  gimple_stmt_iterator gsi = gsi_for_stmt (load);
  gsi_prev (&gsi);
  edge e = gsi_end_p (gsi) ? split_block_after_labels (top)
	   : split_block (top, gsi_stmt (gsi));
  basic_block join = e->dest;
  basic_block slow = split_edge (e);
  phi_lazy_group g;
  g.group = d.lazy_group;
  g.top = top;
  g.slow = slow;
  g.join = join;
  g.vuse = gimple_vuse (load);
  g.first = load;
  g.loads = loads;
  c.lazy.safe_push (g);
  if (dump_file)
    fprintf (dump_file, "Lazy group %d: bb %d tests, bb %d loads, bb %d "
	     "joins; flags:\n", d.lazy_group, top->index, slow->index,
	     join->index);
  tree flag = build_flags (c, d);
  gcond *cond = gimple_build_cond (NE_EXPR, flag, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_stmt_iterator last = gsi_last_bb (top);
  gsi_insert_after (&last, cond, GSI_NEW_STMT);
  edge to_slow = single_succ_edge (top);
  to_slow->flags = (to_slow->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge fast = make_edge (top, join, EDGE_TRUE_VALUE);
  /* The core asked for entry edges at most half as frequent as the
     loads: the value is known more often than not.  */
  fast->probability = profile_probability::likely ();
  to_slow->probability = fast->probability.invert ();
  slow->count = top->count.apply_probability (to_slow->probability);
  set_immediate_dominator (CDI_DOMINATORS, join, top);
  phi_lazy_group &added = c.lazy.last ();
  added.fast = fast;
  return added;
}

}  // namespace

bool
phi_lazy_group_made (phi_ctx &c, int group)
{
  return find_group (c, group) != NULL;
}

const char *
phi_lazy_problem (phi_ctx &c, const mo_phi_decision &d, gimple *load,
		  gimple *first)
{
  if (!gimple_vuse (load))
    return "the load has no memory state";
  phi_lazy_group *g = find_group (c, d.lazy_group);
  if (g)
    first = g->first;
  if (g && !dominated_by_p (CDI_DOMINATORS, gimple_bb (load), g->join))
    return "the load is no longer below its group's test";
  if (walk_tree (gimple_assign_rhs1_ptr (load), unavailable_name, first,
		 NULL))
    return "the address is not available where the group's loads are "
	   "performed";
  if (stmt_could_throw_p (cfun, load))
    return "the load may throw";
  return NULL;
}

void
phi_lazy_apply (phi_ctx &c, const mo_phi_decision &d, gimple *load,
		const vec<tree> &results, int group_size)
{
  phi_lazy_group *g = find_group (c, d.lazy_group);
  if (!g)
    g = &split_for_group (c, d, load, group_size);
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  tree fresh = make_temp_ssa_name (type, NULL, "memopt_lazy");
  gassign *ld = gimple_build_assign (fresh,
				     unshare_expr (gimple_assign_rhs1 (load)));
  gimple_set_vuse (ld, g->vuse);
  gimple_set_location (ld, gimple_location (load));
  gimple_stmt_iterator at = gsi_last_bb (g->slow);
  gsi_insert_after (&at, ld, GSI_NEW_STMT);
  tree merged = make_temp_ssa_name (type, NULL, "memopt_lazy");
  gphi *phi = create_phi_node (merged, g->join);
  add_phi_arg (phi, results[0], g->fast, UNKNOWN_LOCATION);
  add_phi_arg (phi, fresh, single_succ_edge (g->slow), UNKNOWN_LOCATION);
  memopt_remark_stmt (load, MO_REMARK_FMT_LOAD_LAZY,
		      memopt_expr (gimple_assign_rhs1 (load)), g->loads);
  if (dump_file)
    {
      fprintf (dump_file, "Lazy load: ");
      print_gimple_stmt (dump_file, load, 0);
      print_gimple_stmt (dump_file, ld, 0);
      print_gimple_stmt (dump_file, phi, 0);
    }
  memopt_replace_load (load, merged, MO_REMARK_LOAD_LAZY);
}
