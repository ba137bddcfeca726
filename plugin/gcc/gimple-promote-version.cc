/* gimple-promote-version.cc - the versioned loop of memopt-promote: the
   run-time check that selects the copy, and the copy rewritten so that
   the locations chosen live in registers (gimple-promote.cc runs the
   pass; plugin/core/promote.c decides and gives the checks;
   gimple-promote-loop.cc reads the loop).

   The check (promote_version): the original loop, unchanged, runs when
   an assumption of N (the latch executions: number_of_iterations_exit)
   fails, when the loop may exit at once (may_be_zero), or when a range
   of a check (mo_promote_version_checks), RANGE at BASE + OFF over
   iterations 0..N, meets the bytes of its location P, or of the hull of
   the locations:

     BASE + OFF + LO_N * N < P + SIZE  &&  P < BASE + OFF + HI_N * N + HI_ADD

   in sizetype; else the copy (gimple-promote.cc's example: the byte
   stores ptr_8[0 .. size_10 - 1] against *seed_11, two comparisons).

   The copy (promote_rewrite_copy): P's first read before the loop fills
   a register, P's reads become copies of the register, P's writes set
   it, and one write after the loop's exit stores it back (when the loop
   writes P).  Every access of P runs every iteration (in a block that
   dominates the latch), so the register's value at each point is the
   last one written along the chain of those blocks: one PHI at the
   header, no other.  The copy's accesses are found by address and type
   (same_location), not by operand_equal_p, for the reason given there.
   zstd's RAND_buffer's copy:

     <bb 7>:                                <bb 6>: memopt_promoted_44 = *seed_11;
       # i_7 = PHI <0(6), i_43(7)>          <bb 7>:
       rand32_1 = *seed_11;          ==>      # memopt_promoted_45 = PHI <memopt_promoted_44(6), rand32_36(7)>
       ...                                    rand32_1 = memopt_promoted_45;
       *seed_11 = rand32_36;                  ... (the store is gone)
       if (size_10 > i_43) goto 7;          <bb 8>: *seed_11 = rand32_36;

   Between two write-backs of one copy sits an empty volatile asm, no
   instruction (write_back), so that GCC's basic block vectorizer does
   not take them for one group of stores to vectorize from: its tree
   would reach back into the loop and compute the promoted values in
   vector lanes, with extractions in every iteration (xxhash's
   XXH32_update on x86-64, four lanes of multiply and rotate with SSE2,
   which has no 32-bit lane multiply: 1.43 times GCC's instructions
   without the fence, fewer than GCC's with it; bench/RESULTS-wide.md).
   GCC alone does not vectorize that loop: its stores to v[0..3]
   alternate with reads of the input, which may alias them.

   Correctness: gimple-promote.cc and plugin/core/promote.c.

   break=promote-range (self-tests only): each range drops the size of
   its access (a range that misses the last access's bytes past its
   address): the harness must find the loops whose buffer ends at P.  */

#include "gcc-common.h"
#include "glue.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "gimplify-me.h"
#include "gimple-promote-loop.h"
#include "gimple-promote-version.h"
#include "gimple-promote-settle.h"

namespace {

/* (sizetype) EXPR.  */
tree
as_size (tree expr)
{
  return fold_convert (sizetype, expr);
}

/* The bytes of P as [*LO, *HI) in sizetype.  */
void
bytes_of (tree p, tree *lo, tree *hi)
{
  HOST_WIDE_INT size;
  promote_byte_extent (p, &size);
  *lo = as_size (build_fold_addr_expr (unshare_expr (p)));
  *hi = fold_build2 (PLUS_EXPR, sizetype, *lo, size_int (size));
}

/* The range [lo, hi) of check C, whose base is BASE, with N latch
   executions meets [P_LO, P_HI).  */
tree
overlap (const mo_promote_check &c, tree base, tree n, tree p_lo, tree p_hi)
{
  long long add = c.range.hi_add;
  if (memopt_opts.break_kind == MO_BREAK_PROMOTE_RANGE)
    add = 0;
  tree b = fold_build2 (PLUS_EXPR, sizetype, as_size (unshare_expr (base)),
		       size_int (c.off));
  tree lo = fold_build2 (PLUS_EXPR, sizetype, b,
			 fold_build2 (MULT_EXPR, sizetype, n,
				      size_int (c.range.lo_n)));
  tree hi = fold_build2 (PLUS_EXPR, sizetype, b,
			 fold_build2 (MULT_EXPR, sizetype, n,
				      size_int (c.range.hi_n)));
  hi = fold_build2 (PLUS_EXPR, sizetype, hi, size_int (add));
  return fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
		      fold_build2 (LT_EXPR, boolean_type_node, lo, p_hi),
		      fold_build2 (LT_EXPR, boolean_type_node, p_lo, hi));
}

/* The condition that sends a run to the original loop: an assumption
   of ND fails, the loop may exit at once, or a range of CHECKS overlaps
   its location (or the hull).  */
tree
original_runs (const tree_niter_desc &nd, const mo_promote_checks &checks,
	       const std::vector<promote_access> &acc,
	       const std::vector<tree> &base)
{
  tree cond = fold_build1 (TRUTH_NOT_EXPR, boolean_type_node,
			   fold_convert (boolean_type_node, nd.assumptions));
  if (!integer_zerop (nd.may_be_zero))
    cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			fold_convert (boolean_type_node, nd.may_be_zero));
  tree n = as_size (unshare_expr (nd.niter));
  tree p_lo = NULL_TREE, p_hi = NULL_TREE, unused;
  if (checks.hull)
    {
      bytes_of (acc[checks.hull_first].ref, &p_lo, &unused);
      bytes_of (acc[checks.hull_last].ref, &unused, &p_hi);
    }
  int against = -1;
  for (int k = 0; k < checks.len; k++)
    {
      const mo_promote_check &c = checks.v[k];
      if (!checks.hull && (k == 0 || c.against != against))
	{
	  against = c.against;
	  bytes_of (acc[against].ref, &p_lo, &p_hi);
	}
      cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			  overlap (c, base[c.access], n, p_lo, p_hi));
    }
  return cond;
}

}  // namespace

class loop *
promote_version (class loop *loop, const tree_niter_desc &nd,
		 const mo_promote_checks &checks,
		 const std::vector<promote_access> &acc,
		 const std::vector<tree> &base, int settle_tag)
{
  tree cond = original_runs (nd, checks, acc, base);
  gimple_seq stmts = NULL;
  if (settle_tag >= 0)
    cond = promote_settle_condition (cond, &stmts, settle_tag);
  else
    cond = force_gimple_operand_1 (cond, &stmts, is_gimple_condexpr,
				   NULL_TREE);
  initialize_original_copy_tables ();
  basic_block cond_bb;
  class loop *copy
    = loop_version (loop, cond, &cond_bb, profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (), true);
  free_original_copy_tables ();
  if (!copy)
    return NULL;
  if (stmts)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
      gsi_insert_seq_before (&gsi, stmts, GSI_SAME_STMT);
    }
  update_ssa (TODO_update_ssa);
  return copy;
}

/* True when reference REF in the copy of a loop names P, the location
   of a decision made on the original.  Not operand_equal_p (REF, P, 0): a
   MEM_REF's restrict dependence (MR_DEPENDENCE_CLIQUE and _BASE) takes
   part in that comparison, and loop_version gives the copy's references
   new cliques (gimple_duplicate_bb), so no access of the copy would
   match: brotli's StoreCommands kept its store of *storage_ix inside the
   copy while the register, never updated, was stored after it (a
   miscompile, tests/promote/restrict-copy.c).  The address and the
   access type are compared instead.  */
static bool
same_location (tree ref, tree p)
{
  return TREE_CODE (ref) == TREE_CODE (p)
	 && types_compatible_p (TREE_TYPE (ref), TREE_TYPE (p))
	 && operand_equal_p (ref, p, OEP_ADDRESS_OF);
}

/* Is STMT, in the copy, a store of P (1), a load of P (-1), or neither
   (0)?  What count_accesses counts and promote_rewrite_copy rewrites.  */
static int
access_of (gimple *stmt, tree p)
{
  if (gimple_store_p (stmt) && gimple_assign_single_p (stmt)
      && same_location (gimple_assign_lhs (stmt), p))
    return 1;
  if (gimple_assign_load_p (stmt)
      && same_location (gimple_assign_rhs1 (stmt), p))
    return -1;
  return 0;
}

/* The loads and stores of P in the blocks of LOOP that dominate its
   latch (those rewrite_copy rewrites), in *LOADS and *STORES.  */
static void
count_accesses (class loop *loop, tree p, int *loads, int *stores)
{
  *loads = *stores = 0;
  basic_block *bbs = get_loop_body_in_dom_order (loop);
  for (unsigned k = 0; k < loop->num_nodes; k++)
    {
      if (!dominated_by_p (CDI_DOMINATORS, loop->latch, bbs[k]))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[k]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  int kind = access_of (gsi_stmt (gsi), p);
	  *stores += kind > 0;
	  *loads += kind < 0;
	}
    }
  free (bbs);
}

/* Store AT_EXIT back to P after LOOP's exit (at LOC; FIRST_VAL the
   value read before the loop, for check mode); FENCE: another
   write-back of this copy is already there, and an empty volatile asm
   follows this one, so that GCC's basic block vectorizer does not take
   the two for one group of stores (the file's comment).  */
static void
write_back (class loop *loop, tree p, location_t loc, tree at_exit,
	    tree first_val, bool fence)
{
  basic_block after = split_edge (single_exit (loop));
  gassign *write = gimple_build_assign (unshare_expr (p), at_exit);
  gimple_set_location (write, loc);
  gimple_stmt_iterator gsi = gsi_after_labels (after);
  gsi_insert_before (&gsi, write, GSI_NEW_STMT);
  if (fence)
    {
      gasm *asm_fence = gimple_build_asm_vec ("", NULL, NULL, NULL, NULL);
      gimple_asm_set_volatile (asm_fence, true);
      gsi_insert_after (&gsi, asm_fence, GSI_SAME_STMT);
    }
  memopt_check_unchanged (write, first_val, MO_REMARK_LOOP_PROMOTED);
}

bool
promote_rewrite_copy (class loop *loop, tree p, gimple *first, int p_loads,
		      int p_stores, bool fence)
{
  int loads, stores;
  count_accesses (loop, p, &loads, &stores);
  if ((p_loads > 0 && loads == 0) || (p_stores > 0 && stores == 0)
      || loads + stores == 0)
    return false;
  tree type = TREE_TYPE (p);
  location_t loc = gimple_location (first);
  edge exit = single_exit (loop);
  edge entry = loop_preheader_edge (loop);

  tree first_val = make_temp_ssa_name (type, NULL, "memopt_promoted");
  gassign *read = gimple_build_assign (first_val, unshare_expr (p));
  gimple_set_location (read, loc);
  gsi_insert_on_edge_immediate (entry, read);
  entry = loop_preheader_edge (loop);

  tree cur = make_temp_ssa_name (type, NULL, "memopt_promoted");
  gphi *phi = create_phi_node (cur, loop->header);
  add_phi_arg (phi, first_val, entry, loc);

  tree at_exit = NULL_TREE;
  basic_block *bbs = get_loop_body_in_dom_order (loop);
  for (unsigned k = 0; k < loop->num_nodes; k++)
    {
      basic_block bb = bbs[k];
      if (!dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	continue;
      gimple_stmt_iterator gsi = gsi_start_bb (bb);
      while (!gsi_end_p (gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  int kind = access_of (stmt, p);
	  if (kind > 0)
	    {
	      cur = gimple_assign_rhs1 (stmt);
	      unlink_stmt_vdef (stmt);
	      gsi_remove (&gsi, true);
	      release_defs (stmt);
	      continue;
	    }
	  if (kind < 0)
	    {
	      gimple_assign_set_rhs_from_tree (&gsi, cur);
	      update_stmt (gsi_stmt (gsi));
	    }
	  gsi_next (&gsi);
	}
      if (bb == exit->src)
	at_exit = cur;
    }
  free (bbs);
  add_phi_arg (phi, cur, loop_latch_edge (loop), loc);

  if (p_stores > 0)
    write_back (loop, p, loc, at_exit, first_val, fence);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  return true;
}
