/* gimple-promote-loop.cc - what memopt-promote reads of a loop: the
   description of its accesses the core decides on (gimple-promote.cc
   runs the pass; plugin/core/promote.c decides;
   gimple-promote-version.cc makes the versioned loop).

   The loop's memory accesses, each a plain load or store of one
   register-type value (memopt_plain_ref), or a barrier: a call that
   reads or writes memory, asm, a volatile access, a statement that may
   throw, an abnormal or EH edge (promote_scan_loop).  Each access is
   described to the core as a struct mo_promote_access
   (promote_describe):
     - its location: the first access whose reference is
       operand_equal_p to its own;
     - whether that is at a fixed address (promote_fixed_address: a
       declaration, or a MEM_REF of a pointer defined before the loop,
       at a constant offset; whole bytes, not volatile): a candidate P,
       with its object and bytes in it (for the hull);
     - whether its block dominates the latch and the exit test;
     - its range, when there is a candidate to check it against
       (promote_range_of): its address, by scalar evolutions, is
       BASE + STEP * i with STEP constant and BASE known before the
       loop; or it is BASE + OFF + K with BASE known before the loop, K
       a constant and OFF an offset GCC's value ranges bound to
       [LO, HI] (zstd's datagen reads ldt[rand & 8191]: bytes
       LO..HI + SIZE - 1 past BASE + K, whatever the iteration:
       bounded_range); equal base expressions get one id, so that the
       core merges the ranges of one pointer at constant offsets with
       one step (p[0], p[8] of a round).

   For the byte store op[i] of zstd's RAND_buffer (ptr_8[0 .. size_10 -
   1], N = size_10 - 1 latch executions): STEP 1, SIZE 1, BASE ptr_8,
   the range [ptr_8, ptr_8 + N + 1); for *seed_11: a candidate, fixed,
   4 bytes.  */

#include "gcc-common.h"
#include "glue.h"
#include "tree-ssa-loop.h"
#include "tree-scalar-evolution.h"
#include "gimple-edit.h"
#include "gimple-loop-facts.h"
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

void
promote_describe (class loop *loop, edge exit,
		  const std::vector<promote_access> &acc, bool classes,
		  std::vector<mo_promote_access> &desc, std::vector<tree> &base)
{
  size_t n = acc.size ();
  desc.assign (n, mo_promote_access ());
  base.assign (n, NULL_TREE);
  std::vector<tree> obj (n, NULL_TREE);
  bool any_fixed = false;
  for (size_t i = 0; i < n; i++)
    {
      const promote_access &a = acc[i];
      mo_promote_access &x = desc[i];
      size_t loc = 0;
      while (loc < i && !operand_equal_p (acc[loc].ref, a.ref, 0))
	loc++;
      x.loc = (int) loc;
      x.store = a.store;
      x.fixed = loc == i ? promote_fixed_address (a.ref, loop)
			  : desc[loc].fixed;
      tree p = acc[loc].ref;
      tree val = a.store ? gimple_assign_rhs1 (a.stmt)
			 : gimple_assign_lhs (a.stmt);
      x.odd_type = !useless_type_conversion_p (TREE_TYPE (p), TREE_TYPE (val))
		   || !useless_type_conversion_p (TREE_TYPE (val),
						  TREE_TYPE (p));
      basic_block bb = gimple_bb (a.stmt);
      x.every_iteration = dominated_by_p (CDI_DOMINATORS, loop->latch, bb);
      x.before_exit = dominated_by_p (CDI_DOMINATORS, exit->src, bb);
      x.folds = classes && !a.store && memopt_load_folds (a.stmt);
      any_fixed |= x.fixed;
      if (x.fixed && loc == i)
	{
	  HOST_WIDE_INT o, z;
	  promote_byte_extent (a.ref, &z, &obj[i], &o);  /* true: fixed */
	  x.obj = (int) i;
	  for (size_t j = 0; j < i; j++)
	    if (obj[j] && operand_equal_p (obj[j], obj[i], 0))
	      {
		x.obj = (int) j;
		break;
	      }
	  x.obj_off = o;
	  x.size = z;
	  if (classes)
	    x.cls = memopt_type_regclass (TREE_TYPE (a.ref));
	}
    }
  /* Ranges only where there is a candidate to check them against.  */
  for (size_t i = 0; any_fixed && i < n; i++)
    {
      mo_promote_access &x = desc[i];
      promote_ranged c;
      x.has_range = promote_range_of (acc[i], loop, c);
      if (!x.has_range)
	continue;
      base[i] = c.base;
      x.off = c.off;
      x.range = c.range;
      x.base = (int) i;
      for (size_t j = 0; j < i; j++)
	if (base[j] && operand_equal_p (base[j], c.base, 0))
	  {
	    x.base = (int) j;
	    break;
	  }
    }
}
