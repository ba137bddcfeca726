/* gimple-phi-pcom.cc - loop-carried loads that GCC's predictive commoning
   removes after memopt-phi anyway (memopt-phi leaves them to it).

   GCC 12 runs predictive commoning (tree-predcom.cc, pass "pcom", in the
   loop pipeline after memopt-phi) at -O2 too: whenever the loop
   vectorizer is on and -fpredictive-commoning was not given, without
   unrolling (GCC 11: only with -fpredictive-commoning, at -O3).  In the
   simplest loop-carried shape it removes exactly the load memopt-phi's
   PRE at a loop header removes:

     for (i = 1; i <= n; i++)           GCC 12 -O2 alone, and with
       f[i] += f[i - 1];                memopt: one load an iteration

   There the two give the same loop, but memopt made its PHI first, so
   the function reaches the register allocator with its pseudos in
   another order, and IRA colours the whole function differently.
   Measured on bzip2's mainSort (blocksort.c:803, the loop above; x86-64):
   the inlined mainQSort3's partition loop kept ltLo or unLo on the stack,
   one more load and one more store per swap, +1.6 M of each (bzip2 at
   1.0055 of GCC 12's loads and 1.0181 of its stores).  So memopt-phi
   leaves to pcom the decisions pcom certainly takes, and only those: the
   test is narrower than pcom's own.  A decision is left when

     - pcom will run: its gate (above), the loop optimizer on;
     - it is a PRE at a loop header: node 0 is at the load's block, the
       header of an innermost loop optimized for speed; the new load is
       on the preheader edge and every other argument comes from the
       loop;
     - every statement of the loop that touches memory is a plain load or
       store, no call, asm or volatile access (pcom's dependence analysis
       gives up on a loop with any other);
     - the load's address is affine in the loop's simple induction
       variables: every name it is computed from that the loop defines is
       a header PHI whose latch argument is itself plus a constant (pcom
       works on SCEV's affine data references);
     - every other access's address differs from the load's by a
       constant, with the same size, so every dependence pcom looks at
       has a known distance;
     - the latch argument is the value stored or loaded by one of them
       that executes in every iteration (its block dominates the latch):
       the root of the chain pcom forms (memopt-phi found the value by
       translating the load's address through the header PHIs, so that
       access is the load's address one iteration later).

   Safe either way: a decision left to pcom is only an optimization not
   made here (if pcom then did not make it, the load would stay, as with
   GCC alone), and one this test does not recognise is applied as
   before.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "tree-affine.h"
#include "gimple-phi.h"
#include "gimple-edit.h"
#include "opts.h"

namespace {

/* Whether GCC's pcom pass runs on this function after memopt-phi.  */
bool
pcom_runs (void)
{
  if (!flag_tree_loop_optimize)
    return false;
  if (flag_predictive_commoning)
    return true;
  return memopt_pcom_with_vectorizer ();
}

/* Whether the atom V of an address is invariant in LOOP or a simple
   induction variable of it: a header PHI (through conversions that keep
   its steps exact) whose latch argument is the PHI plus a constant.  */
bool
affine_atom (tree v, class loop *loop)
{
  while (CONVERT_EXPR_P (v))
    {
      tree in = TREE_OPERAND (v, 0);
      if (!INTEGRAL_TYPE_P (TREE_TYPE (in)) && !POINTER_TYPE_P (TREE_TYPE (in)))
	return false;
      /* Widening an unsigned value that may wrap changes its steps.  */
      if (TYPE_PRECISION (TREE_TYPE (v)) > TYPE_PRECISION (TREE_TYPE (in))
	  && !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (in)))
	return false;
      v = in;
    }
  if (TREE_CODE (v) != SSA_NAME)
    return is_gimple_min_invariant (v);
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (SSA_NAME_IS_DEFAULT_DEF (v) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return true;
  if (gimple_code (def) != GIMPLE_PHI || gimple_bb (def) != loop->header)
    return false;
  edge latch = find_edge (loop->latch, loop->header);
  if (!latch)
    return false;
  tree next = PHI_ARG_DEF_FROM_EDGE (def, latch);
  if (TREE_CODE (next) != SSA_NAME)
    return false;
  gimple *inc = SSA_NAME_DEF_STMT (next);
  if (!is_gimple_assign (inc))
    return false;
  enum tree_code code = gimple_assign_rhs_code (inc);
  return (code == PLUS_EXPR || code == POINTER_PLUS_EXPR || code == MINUS_EXPR)
	 && gimple_assign_rhs1 (inc) == v
	 && TREE_CODE (gimple_assign_rhs2 (inc)) == INTEGER_CST;
}

/* The constant FORM - BASE, if the difference is one (in *DIST).  */
bool
constant_distance (const aff_tree &form, const aff_tree &base, widest_int *dist)
{
  aff_tree diff = base;
  aff_combination_scale (&diff, -1);
  aff_combination_add (&diff, const_cast<aff_tree *> (&form));
  if (diff.n != 0 || diff.rest || !diff.offset.is_constant ())
    return false;
  *dist = diff.offset.coeffs[0];
  return true;
}

/* The value of node 0's arguments from inside LOOP, when they are one
   value and the others are the one from D's insertion; else NULL_TREE.  */
tree
carried_value (phi_ctx &c, const mo_phi_decision &d, class loop *loop)
{
  const mo_phi_node &n = d.nodes[0];
  const mo_func *f = c.ir->f;
  tree carried = NULL_TREE;
  for (int i = 0; i < n.nargs; i++)
    {
      int pred = f->blocks[n.block].preds.v[i];
      if (!flow_bb_inside_loop_p (loop, c.ir->bb_of_block[pred]))
	{
	  if (pred != d.insert_pred)
	    return NULL_TREE;
	  continue;
	}
      if (n.args[i].kind != MO_PHI_VAL)
	return NULL_TREE;
      tree v = gimple_ir_value (*c.ir, n.args[i].id);
      if (carried && v != carried)
	return NULL_TREE;
      carried = v;
    }
  return carried && TREE_CODE (carried) == SSA_NAME ? carried : NULL_TREE;
}

/* The test of the file's comment for LOAD, at the header of LOOP.  */
bool
left_to_pcom (phi_ctx &c, const mo_phi_decision &d, gimple *load,
	      class loop *loop)
{
  bool store;
  aff_tree lform;
  tree lref = memopt_plain_ref (load, &store);
  if (!lref || store || !phi_address_form (c, lref, &lform))
    return false;
  for (unsigned i = 0; i < lform.n; i++)
    if (!affine_atom (lform.elts[i].val, loop))
      return false;
  tree carried = carried_value (c, d, loop);
  if (!carried)
    return false;

  bool ok = true, chained = false;
  basic_block *body = get_loop_body (loop);
  for (unsigned b = 0; ok && b < loop->num_nodes; b++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || stmt == load)
	  continue;
	if (is_gimple_call (stmt) || gimple_code (stmt) == GIMPLE_ASM)
	  {
	    ok = false;
	    break;
	  }
	if (!gimple_vuse (stmt))
	  continue;
	aff_tree form;
	widest_int dist;
	tree ref = memopt_plain_ref (stmt, &store);
	ok = ref && phi_address_form (c, ref, &form)
	     && constant_distance (form, lform, &dist)
	     && operand_equal_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)),
				 TYPE_SIZE_UNIT (TREE_TYPE (lref)), 0);
	if (!ok)
	  break;
	tree val = store ? gimple_assign_rhs1 (stmt) : gimple_assign_lhs (stmt);
	if (val == carried && dist != 0
	    && dominated_by_p (CDI_DOMINATORS, loop->latch, body[b]))
	  chained = true;
      }
  free (body);
  return ok && chained;
}

}  // namespace

bool
phi_left_to_pcom (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  if (d.insert_pred < 0 || d.nnodes < 1 || d.nodes[0].block != d.block
      || d.insert_block != d.block || !current_loops || !pcom_runs ())
    return false;
  basic_block bb = gimple_bb (load);
  class loop *loop = bb->loop_father;
  if (!loop_outer (loop) || loop->header != bb || loop->inner || !loop->latch
      || !optimize_loop_for_speed_p (loop))
    return false;
  return left_to_pcom (c, d, load, loop);
}
