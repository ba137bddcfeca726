/* gimple-promote-loop.cc - what memopt-promote reads of a loop, and how
   it rewrites the copy of a versioned loop (gimple-promote.cc runs the
   pass; plugin/core/promote.c decides).

   Reading (the description of struct mo_promote_desc): the loop's memory
   accesses, each a plain load or store of one register-type value, or a
   barrier (promote_scan_loop); whether a reference is at a fixed address
   in the loop (promote_fixed_address: a candidate P); the range of bytes
   an access may touch over the iterations (promote_range_of: by scalar
   evolutions, BASE + STEP * i, or by the bounds GCC's value ranges give
   its offset, bounded_range).  Writing: in the copy, P's reads become
   copies of one register, its writes set it, and the register is read
   before and written after the loop (promote_rewrite_copy), the copy's
   accesses found by address and type (same_location), not by
   operand_equal_p, for the reason given there.

   Before / after (promote_rewrite_copy, zstd's RAND_buffer's copy):

     <bb 7>:                                <bb 6>: memopt_promoted_44 = *seed_11;
       # i_7 = PHI <0(6), i_43(7)>          <bb 7>:
       rand32_1 = *seed_11;          ==>      # memopt_promoted_45 = PHI <memopt_promoted_44(6), rand32_36(7)>
       ...                                    rand32_1 = memopt_promoted_45;
       *seed_11 = rand32_36;                  ... (the store is gone)
       if (size_10 > i_43) goto 7;          <bb 8>: *seed_11 = rand32_36;

   Correctness: gimple-promote.cc and plugin/core/promote.c.  */

#include "gcc-common.h"
#include "glue.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimple-edit.h"
#include "gimple-promote-loop.h"

/* Walk_tree callback: an SSA name defined in the loop DATA.  */
static tree
defined_in_loop (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (*tp));
      if (bb && flow_bb_inside_loop_p ((class loop *) data, bb))
	return *tp;
    }
  else if (TREE_CODE (*tp) == COND_EXPR || TREE_CODE (*tp) == TRUTH_ANDIF_EXPR
	   || TREE_CODE (*tp) == TRUTH_ORIF_EXPR)
    return *tp;  /* would gimplify into control flow */
  return NULL_TREE;
}

bool
promote_computable_before (tree expr, class loop *loop)
{
  return !walk_tree_without_duplicates (&expr, defined_in_loop, loop);
}

bool
promote_scan_loop (class loop *loop, basic_block *bbs,
		   std::vector<promote_access> &acc)
{
  int stmts = 0;
  for (unsigned k = 0; k < loop->num_nodes; k++)
    {
      basic_block bb = bbs[k];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	  return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (++stmts > memopt_opts.max_promote_stmts
	      || gimple_has_volatile_ops (stmt)
	      || stmt_could_throw_p (cfun, stmt))
	    return false;
	  if (!gimple_vuse (stmt))
	    {
	      if (gimple_code (stmt) == GIMPLE_ASM)
		return false;
	      continue;
	    }
	  /* Only plain loads and stores of one register-type value: a
	     store of a value (not of a CONSTRUCTOR or clobber), a load
	     into an SSA name.  */
	  bool store;
	  tree ref = memopt_plain_ref (stmt, &store);
	  if (!ref
	      || (store ? !is_gimple_val (gimple_assign_rhs1 (stmt))
			: TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME))
	    return false;
	  acc.push_back ({ stmt, ref, store });
	}
    }
  return true;
}

bool
promote_byte_extent (tree ref, HOST_WIDE_INT *size, tree *base_p,
		     HOST_WIDE_INT *offset)
{
  poly_int64 off, sz, max;
  bool reverse;
  tree base = get_ref_base_and_extent (ref, &off, &sz, &max, &reverse);
  HOST_WIDE_INT o, s;
  if (!base || reverse || !known_eq (sz, max) || !off.is_constant (&o)
      || !sz.is_constant (&s) || s <= 0 || o % BITS_PER_UNIT
      || s % BITS_PER_UNIT)
    return false;
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
    return false;
  *size = s / BITS_PER_UNIT;
  if (base_p)
    *base_p = base;
  if (offset)
    *offset = o / BITS_PER_UNIT;
  return true;
}

bool
promote_fixed_address (tree ref, class loop *loop)
{
  HOST_WIDE_INT size;
  tree base;
  /* A constant offset: the address is the base's plus a constant.  */
  if (TREE_THIS_VOLATILE (ref) || !promote_byte_extent (ref, &size, &base))
    return false;
  /* The check takes P's address: a declaration must be addressable
     already (one that is not, no pointer reaches, so nothing may
     overlap it and there is nothing to check).  */
  if (DECL_P (base))
    return TREE_ADDRESSABLE (base);
  if (TREE_CODE (base) != MEM_REF)
    return false;
  tree ptr = TREE_OPERAND (base, 0);
  if (TREE_CODE (ptr) == ADDR_EXPR)
    return true;
  return TREE_CODE (ptr) == SSA_NAME && promote_computable_before (ptr, loop);
}

/* The bytes [*LO, *HI] an SSA offset OFF may take, from GCC's global
   range information (VRP's, flow-insensitive: it holds wherever OFF is
   used): true when OFF is unsigned and bounded below
   MO_PROMOTE_MAX_STEP.  */
static bool
offset_bounds (tree off, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  if (TREE_CODE (off) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (off))
      || !TYPE_UNSIGNED (TREE_TYPE (off)))
    return false;
  int_range_max r;
  if (!memopt_global_range (off, r))
    return false;
  if (r.undefined_p () || r.varying_p ())
    return false;
  wide_int l = r.lower_bound (), h = r.upper_bound ();
  if (wi::gtu_p (h, MO_PROMOTE_MAX_STEP))
    return false;
  *lo = l.to_uhwi ();
  *hi = h.to_uhwi ();
  return *lo <= *hi;
}

/* The range of an access at BASE + OFF + K, with BASE known before the
   loop, K a constant and OFF any offset whose bounds GCC knows (a
   table read tab[x & 8191], whatever x): the same bytes every
   iteration, [BASE + K + lo, BASE + K + hi + SIZE), a range of step 0
   (mo_promote_range).  */
static bool
bounded_range (tree ref, HOST_WIDE_INT size, class loop *loop,
	       promote_ranged &c)
{
  if (TREE_CODE (ref) != MEM_REF
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME
      || !tree_fits_shwi_p (TREE_OPERAND (ref, 1)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (TREE_OPERAND (ref, 0));
  if (!is_gimple_assign (def)
      || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || !promote_computable_before (gimple_assign_rhs1 (def), loop))
    return false;
  HOST_WIDE_INT lo, hi;
  HOST_WIDE_INT k = tree_to_shwi (TREE_OPERAND (ref, 1));
  if (!offset_bounds (gimple_assign_rhs2 (def), &lo, &hi)
      || k < -MO_PROMOTE_MAX_STEP || k > MO_PROMOTE_MAX_STEP
      || !mo_promote_range (0, hi - lo + size, &c.range))
    return false;
  c.base = gimple_assign_rhs1 (def);
  c.off = k + lo;
  return true;
}

bool
promote_range_of (const promote_access &a, class loop *loop,
		  promote_ranged &c)
{
  HOST_WIDE_INT size;
  if (!promote_byte_extent (a.ref, &size))
    return false;
  tree addr = build_fold_addr_expr (unshare_expr (a.ref));
  affine_iv iv;
  /* The step of an address is a sizetype constant: -2 is 2^64 - 2.  */
  if (!simple_iv (loop, loop, addr, &iv, false)
      || TREE_CODE (iv.step) != INTEGER_CST
      || TYPE_PRECISION (TREE_TYPE (iv.step)) > HOST_BITS_PER_WIDE_INT
      || !promote_computable_before (iv.base, loop)
      || !mo_promote_range (wi::to_wide (iv.step).to_shwi (), size,
			    &c.range))
    return bounded_range (a.ref, size, loop, c);
  c.base = iv.base;
  c.off = 0;
  /* p_5 + 8: base p_5, offset 8 (a sizetype constant, maybe negative).  */
  if (TREE_CODE (c.base) == POINTER_PLUS_EXPR
      && TREE_CODE (TREE_OPERAND (c.base, 1)) == INTEGER_CST)
    {
      c.off = wi::to_wide (TREE_OPERAND (c.base, 1)).to_shwi ();
      c.base = TREE_OPERAND (c.base, 0);
    }
  return true;
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
   the two for one group of stores (gimple-promote.cc, step 5).  */
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
