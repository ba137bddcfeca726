/* gimple-edit.cc - edits and checks shared by the GIMPLE passes.

   The core promises that a replacement value is available where it is
   used and that a removed store is not needed; these functions check
   the GIMPLE side of it again (a core bug then costs an optimization,
   not wrong code) and make the two edits every load and store
   transformation ends in:

     _4 = s.a;          =>   _4 = x_2(D);     (memopt_replace_load)
     *p_1 = x_2(D);     =>   (gone)           (memopt_delete_store)

   A replaced load stays defined, as a copy; a removed store's virtual
   definition is replaced by its virtual use.  Neither changes the CFG,
   so SSA stays valid without a rebuild.

   Also what a plain memory access is for the passes that read GIMPLE
   without the memory IR (memopt-phi's predictive-commoning test,
   memopt-promote's loops): memopt_plain_ref.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-edit.h"

bool
memopt_value_available_at (tree val, gimple *use)
{
  if (TREE_CODE (val) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (val))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (val);
  basic_block def_bb = gimple_bb (def), use_bb = gimple_bb (use);
  if (!def_bb)
    return false;
  if (def_bb == use_bb)
    return gimple_code (def) == GIMPLE_PHI
	   || gimple_uid (def) < gimple_uid (use);
  return dominated_by_p (CDI_DOMINATORS, use_bb, def_bb);
}

bool
memopt_value_available_at_end (tree val, basic_block at)
{
  if (TREE_CODE (val) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (val))
    return true;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (val));
  return def && dominated_by_p (CDI_DOMINATORS, at, def);
}

const char *
memopt_value_problem (tree val, tree type, gimple *use)
{
  if (!useless_type_conversion_p (type, TREE_TYPE (val)))
    return "the value's type differs";
  if (TREE_CODE (val) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (val))
    return "the value occurs in an abnormal PHI";
  if (use && !memopt_value_available_at (val, use))
    return "the value does not dominate the load";
  return NULL;
}

void
memopt_replace_load (gimple *load, tree val, enum mo_remark_kind kind)
{
  val = memopt_break_value (load, val);
  memopt_check_load (load, val, kind);
  gimple_stmt_iterator gsi = gsi_for_stmt (load);
  gimple_assign_set_rhs_from_tree (&gsi, unshare_expr (val));
  update_stmt (gsi_stmt (gsi));
}

void
memopt_delete_store (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
}

tree
memopt_plain_ref (gimple *stmt, bool *is_store)
{
  if (!is_gimple_assign (stmt) || gimple_has_volatile_ops (stmt))
    return NULL_TREE;
  tree ref;
  if (gimple_store_p (stmt))
    {
      if (gimple_assign_load_p (stmt))
	return NULL_TREE;  /* an aggregate copy */
      ref = gimple_assign_lhs (stmt);
      *is_store = true;
    }
  else if (gimple_assign_load_p (stmt))
    {
      ref = gimple_assign_rhs1 (stmt);
      *is_store = false;
    }
  else
    return NULL_TREE;
  return is_gimple_reg_type (TREE_TYPE (ref)) ? ref : NULL_TREE;
}
