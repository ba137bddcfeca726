/* gimple-phi-calls.cc - phi-across-calls: how many values memopt-phi
   may keep live across one call.

   A load replaced by a PHI of earlier values turns the load into values
   that live from their definitions to the load; across a call each needs
   a callee-saved register, or a spill and a reload around the call.  On
   a target with few callee-saved registers (x86-64: 6) too many such
   values execute more memory accesses than the loads removed.  So the
   decisions applied in a function are counted per call they cross, and
   one that would put a call over the budget is skipped:

     # _9 = PHI <4(3), 24(4)>        (x86-64, auto: 2 values already live
     foo ();                    =>    across foo (): the decision is
     _6 = P_1->X;                     skipped, _6 = P_1->X stays)

   Walks are bounded (max-phi-call-walk blocks); when the calls on the way
   cannot be told, the decision is skipped, which is always safe.  */

#include "gcc-common.h"
#include "glue.h"
#include "tree-affine.h"
#include "gimple-phi.h"

/* Values live across calls (phi-across-calls).  */

/* Add the calls among BB's statements after AFTER (NULL: from the start)
   and before BEFORE (NULL: to the end) to OUT.  */
static void
calls_in_block (basic_block bb, gimple *after, gimple *before,
		vec<gimple *> *out)
{
  gimple_stmt_iterator gsi = after ? gsi_for_stmt (after) : gsi_start_bb (bb);
  if (after)
    gsi_next (&gsi);
  for (; !gsi_end_p (gsi) && gsi_stmt (gsi) != before; gsi_next (&gsi))
    if (memopt_real_call_p (gsi_stmt (gsi)))
      out->safe_push (gsi_stmt (gsi));
}


/* Add to OUT the calls a path from FROM (a statement of FROM_BB; NULL:
   its start) to TO (a statement of TO_BB; NULL: its end) may execute: a
   value defined at FROM and used at TO lives across them.  Walks back
   from TO over the blocks FROM_BB dominates (every path from FROM stays
   in them).  False when it cannot tell: a block FROM_BB does not
   dominate, or more than max-phi-call-walk blocks.  */
static bool
calls_between (basic_block from_bb, gimple *from, basic_block to_bb,
	       gimple *to, vec<gimple *> *out)
{
  gimple *after = from && gimple_code (from) != GIMPLE_PHI ? from : NULL;
  if (to_bb == from_bb
      && (!after || !to || gimple_uid (after) < gimple_uid (to)))
    {
      calls_in_block (to_bb, after, to, out);
      return true;
    }
  if (!dominated_by_p (CDI_DOMINATORS, to_bb, from_bb))
    return false;
  calls_in_block (to_bb, NULL, to, out);
  auto_vec<basic_block> work;
  auto_bitmap seen;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, to_bb->preds)
    work.safe_push (e->src);
  int walked = 0;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      if (++walked > memopt_opts.max_phi_call_walk
	  || !dominated_by_p (CDI_DOMINATORS, bb, from_bb))
	return false;
      if (bb == from_bb)
	{
	  calls_in_block (bb, after, NULL, out);
	  continue;
	}
      calls_in_block (bb, NULL, NULL, out);
      FOR_EACH_EDGE (e, ei, bb->preds)
	work.safe_push (e->src);
    }
  return true;
}

/* Add to OUT the calls VAL, an SSA name, would live across from its
   definition to TO (in TO_BB; NULL: its end).  Constants are
   rematerialized; a parameter lives from the start of the function.  */
static bool
value_calls (tree val, basic_block to_bb, gimple *to, vec<gimple *> *out)
{
  if (TREE_CODE (val) != SSA_NAME)
    return true;
  gimple *def = SSA_NAME_DEF_STMT (val);
  if (SSA_NAME_IS_DEFAULT_DEF (val) || !gimple_bb (def))
    return calls_between (single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun)), NULL,
			  to_bb, to, out);
  return calls_between (gimple_bb (def), def, to_bb, to, out);
}

/* Callee-saved general registers of the target.  */
static int
callee_saved_gprs (void)
{
  int n = 0;
  for (unsigned r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    if (TEST_HARD_REG_BIT (reg_class_contents[GENERAL_REGS], r)
	&& !fixed_regs[r] && !this_target_hard_regs->x_call_used_regs[r])
      n++;
  return n;
}

/* How many values PHI translation may keep live across one call: no
   limit with phi-across-calls=yes, or on a target with 8 or more
   callee-saved general registers under auto; none with no; 2 under auto
   on a target with fewer (x86-64: 6, and the function's own values
   already need most of them).  -1: no limit.  */
static int
across_budget (void)
{
  if (memopt_opts.phi_across_calls == MO_ACROSS_YES)
    return -1;
  if (memopt_opts.phi_across_calls == MO_ACROSS_NO)
    return 0;
  static int saved = -1;
  if (saved < 0)
    saved = callee_saved_gprs ();
  return saved >= 8 ? -1 : 2;
}

/* The block where node K's result is used, and *USE the statement (the
   load, for node 0), or NULL: the end of the predecessor of the node
   that takes it as an argument.  */
static basic_block
node_use_block (phi_ctx &c, const mo_phi_decision &d, int k, gimple *load,
		gimple **use)
{
  *use = NULL;
  if (k == 0)
    {
      *use = load;
      return gimple_bb (load);
    }
  const mo_func *f = c.ir->f;
  for (int j = 0; j < d.nnodes; j++)
    for (int i = 0; i < d.nodes[j].nargs; i++)
      if (d.nodes[j].args[i].kind == MO_PHI_NODE && d.nodes[j].args[i].id == k)
	return phi_block_end (c, c.ir->bb_of_block[f->blocks[d.nodes[j].block]
						    .preds.v[i]]);
  return NULL;
}

/* Fill C.crossing with the calls applying D would keep values live
   across: the single value from its definition to the load; every PHI
   from its block to its use; every PHI argument from its definition to
   the end of its predecessor.  False when that cannot be told.  */
static bool
decision_calls (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  const mo_func *f = c.ir->f;
  c.crossing.truncate (0);
  if (d.value.kind == MO_PHI_VAL
      && !value_calls (gimple_ir_value (*c.ir, d.value.id), gimple_bb (load),
		       load, &c.crossing))
    return false;
  /* The inserted load itself, on an edge into a join above the load.  */
  if (d.value.kind == MO_PHI_LOAD && d.insert_block != d.block
      && !calls_between (c.ir->bb_of_block[d.insert_block], NULL,
			 gimple_bb (load), load, &c.crossing))
    return false;
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      gimple *use;
      basic_block use_bb = node_use_block (c, d, k, load, &use);
      if (!use_bb
	  || !calls_between (c.ir->bb_of_block[n.block], NULL, use_bb, use,
			     &c.crossing))
	return false;
      for (int i = 0; i < n.nargs; i++)
	if (n.args[i].kind == MO_PHI_VAL
	    && !value_calls (gimple_ir_value (*c.ir, n.args[i].id),
			     phi_block_end (c, c.ir->bb_of_block
					       [f->blocks[n.block].preds.v[i]]),
			     NULL, &c.crossing))
	  return false;
    }
  return true;
}

/* True when applying D, whose new load is placed above the load's block,
   would keep a value live across a call (or when that cannot be told).
   That load runs on paths that may never reach the load it serves, so
   the calls of those paths are not paid for by the load removed: a value
   live across one costs a callee-saved register, saved and restored in
   every call of the function.  (libpng's image_pixel_init, called per
   pixel with a loop of at most 4 iterations around calls, ran 1.1% more
   instructions and 3.7% more stores on AArch64 without this rule.)  */
bool
phi_above_crosses_call (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  if (!decision_calls (c, d, load))
    return true;
  bool crosses = c.crossing.length () > 0;
  c.crossing.truncate (0);
  return crosses;
}

/* True when applying D would keep one more value live across a call that
   already carries the budget's worth (across_budget) from the decisions
   applied before it in this function: the callee-saved registers would
   run out, and a spill and a reload around the call cost more than the
   load.  */
bool
phi_over_across_budget (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  int budget = across_budget ();
  if (budget < 0)
    {
      c.crossing.truncate (0);
      return false;
    }
  if (!decision_calls (c, d, load))
    return true;
  for (unsigned i = 0; i < c.crossing.length (); i++)
    {
      int *n = c.across.get (c.crossing[i]);
      if ((n ? *n : 0) >= budget)
	return true;
    }
  return false;
}
void
phi_count_crossings (phi_ctx &c)
{
  for (unsigned i = 0; i < c.crossing.length (); i++)
    c.across.get_or_insert (c.crossing[i])++;
}
