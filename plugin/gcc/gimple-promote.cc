/* gimple-promote.cc - a location a loop reads and writes is kept in a
   register, in a copy of the loop that a run-time check of the loop's
   other accesses selects (pass memopt-promote, GIMPLE, after memopt-phi,
   before GCC's first sink).

   plugin/core/promote.c explains the transformation and decides; this
   file finds the candidates, builds the check and rewrites the copy.
   zstd's RAND_bufferMaxSymb (decodecorpus.c), x86-64 -O2, before /
   after (the dump, shortened):

     <bb 4>:                             <bb 4>:
                                           _31 = (sizetype) seed_11 + 4;
                                           _29 = (sizetype) ptr_8 < _31;
                                           _27 = size_10 + (sizetype) ptr_8;
                                           _22 = (sizetype) seed_11 < _27;
                                           if ((_22 & _29) != 0) goto 5;
                                           else goto 6;
     <bb 5>:                             <bb 5>: (the loop as it was)
       # i_23 = PHI <i_14(5), 0(4)>   ==>  ...
       rand32_15 = *seed_11;             <bb 6>:
       ...                                 memopt_promoted_44 = *seed_11;
       rand32_18 = rand32_17 r>> 19;     <bb 7>: (the copy)
       *seed_11 = rand32_18;               # i_7 = PHI <0(6), i_43(7)>
       _4 = ptr_8 + i_23;                  # memopt_promoted_45
       *_4 = _5;                           #   = PHI <memopt_promoted_44(6),
       i_14 = i_23 + 1;                    #          rand32_36(7)>
       if (size_10 > i_14) goto 5;         rand32_1 = memopt_promoted_45;
                                           ...
                                           rand32_36 = rand32_35 r>> 19;
                                           *_40 = _41;
                                           if (size_10 > i_43) goto 7;
                                         <bb 8>: *seed_11 = rand32_36;

   The byte stores ptr_8[0 .. size_10 - 1] (N = size_10 - 1 latch
   executions, step 1, size 1) may write *seed_11 only when
   [ptr_8, ptr_8 + size_10) meets [seed_11, seed_11 + 4).

   Per function (innermost loops only, at most MAX_LOOPS, each at most
   MAX_LOOP_BLOCKS blocks and MAX_LOOP_STMTS statements, optimized for
   speed, with one exit, tested every iteration):
     1. scan the loop: every memory access (a load or store of a
        register-type value); a call that reads or writes memory, asm,
        a volatile access, a statement that may throw, an abnormal or EH
        edge is a barrier;
     2. each access at a fixed address (a declaration, or a MEM_REF of a
        pointer defined before the loop, at a constant offset; whole
        bytes, not volatile) is a candidate P, at most MAX_CANDIDATES;
        the accesses that equal P (operand_equal_p) are P's reads and
        writes, the others that GCC's oracle says may overlap P need a
        range: their address, by scalar evolutions, is BASE + STEP * i
        with STEP constant and BASE known before the loop; or it is
        BASE + OFF + K with BASE known before the loop, K a constant and
        OFF an offset GCC's value ranges bound to [LO, HI] (zstd's
        datagen reads ldt[rand & 8191]: bytes LO..HI + SIZE - 1 past
        BASE + K, whatever the iteration: bounded_range); accesses of
        one pointer at constant offsets with one step (p[0], p[8] of a
        round) share a range (mo_promote_merge);
     3. the number of latch executions N (number_of_iterations_exit);
        when GCC says it holds only under an assumption, or that the
        loop may exit at once (may_be_zero), the check also sends those
        cases to the unchanged loop;
     4. the core decides (mo_promote_decide), with the profile's
        expected iterations, for each candidate; at most MAX_PROMOTED
        of them are kept in registers in one copy of the loop;
     5. loop_version: the check is true when a range overlaps a P (or
        an assumption fails): the original loop runs, unchanged; else
        the copy, in which P's first read before the loop fills a register,
        P's reads become copies of the register, P's writes set it, and
        one write after the loop's exit stores it back (when the loop
        writes P).  Between two write-backs of one copy sits an empty
        volatile asm (write_back), no instruction, so that GCC's basic
        block vectorizer does not take them for one group of stores to
        vectorize from: its tree would reach back into the loop and
        compute the promoted values in vector lanes, with extractions in
        every iteration.  xxhash's XXH32_update on x86-64, four lanes of
        multiply and rotate with SSE2, which has no 32-bit lane multiply:
	    before (no fence)                after (fence)
	    v[0..3] in one xmm register,     four GPRs, imul and rol,
	    pmuludq/pshufd per round         as GCC's loop without memopt
	    1.43 times GCC's instructions    fewer than GCC's (no load or
	                                     store of v[0..3] an iteration)
        GCC alone does not vectorize that loop: its stores to v[0..3]
        alternate with reads of the input, which may alias them.  Every access of P runs every iteration (in a block
        that dominates the latch), so the register's value at each point
        is the last one written along the chain of those blocks: one PHI
        at the header, no other.  When the locations are parts of one
        object at constant offsets (xxhash's state->v[0] .. v[3]) and
        none is among the accesses checked, each range is checked once,
        against their hull (hull_of), not once per location.

   Correctness: in the copy, no other access touches P's bytes (the
   ranges cover every address the accesses can take in iterations
   0..N), so P's value lives only in the register, which each read
   would have read; the write after the loop writes the value the
   last write of the loop wrote, which the original loop left in
   memory.  The read before the loop reads P, which the first iteration
   accessed before the exit test anyway; the write after it writes a
   location the loop wrote on every path (mo_promote_decide).  An
   address range that would wrap past the end of the address space
   would need an object there, which Linux does not map.

   Check mode (check.cc): before the write after the loop, P is read
   again and must still hold the value read before the loop: a range
   that missed an access which wrote P shows up as a changed P.

   break=promote-range (self-tests only): each range drops the size of
   its access (a range that misses the last access's bytes past its
   address): the harness must find the loops whose buffer ends at P.  */

#include "gcc-common.h"
#include "glue.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-scalar-evolution.h"
#include "gimplify-me.h"
#include "gimple-loop-facts.h"

#include <vector>

namespace {

const int MAX_LOOPS = 8;
const int MAX_CANDIDATES = 8;
const size_t MAX_PROMOTED = 4;
const unsigned MAX_LOOP_BLOCKS = 16;
const int MAX_LOOP_STMTS = 200;

const pass_data promote_pass_data = {
  GIMPLE_PASS, "memopt-promote", OPTGROUP_OTHER, TV_PLUGIN_RUN,
  PROP_cfg | PROP_ssa, 0, 0, 0, 0
};

/* One memory access of the loop.  */
struct access
{
  gimple *stmt;
  tree ref;      /* what it reads or writes */
  bool store;
};

/* An access that may overlap P, and the range it walks.  */
struct checked
{
  std::vector<gimple *> stmts;  /* the accesses (one, or merged) */
  tree base;     /* their address at iteration 0 is BASE + OFF, BASE */
  long long off; /* known before the loop */
  struct mo_promote_range range;
};

/* What one loop needs to be versioned for one P.  */
struct plan
{
  tree p;                       /* P's reference */
  gimple *first;                /* P's first access (for the remark) */
  std::vector<checked> checks;
  mo_promote_loop desc;
};

/* Walk_tree callback: an SSA name defined in the loop DATA.  */
tree
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

/* True when EXPR can be computed before LOOP, in straight-line code.  */
bool
computable_before (tree expr, class loop *loop)
{
  return !walk_tree_without_duplicates (&expr, defined_in_loop, loop);
}

/* Step 1: LOOP's accesses into ACC; false at a barrier.  */
bool
scan_loop (class loop *loop, basic_block *bbs, std::vector<access> &acc)
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
	  if (++stmts > MAX_LOOP_STMTS || gimple_has_volatile_ops (stmt)
	      || stmt_could_throw_p (cfun, stmt))
	    return false;
	  if (!gimple_vuse (stmt))
	    {
	      if (gimple_code (stmt) == GIMPLE_ASM)
		return false;
	      continue;
	    }
	  /* Only plain loads and stores of one register-type value.  */
	  if (!gimple_assign_single_p (stmt))
	    return false;
	  tree lhs = gimple_assign_lhs (stmt);
	  tree rhs = gimple_assign_rhs1 (stmt);
	  if (gimple_vdef (stmt))
	    {
	      if (!is_gimple_reg_type (TREE_TYPE (lhs)) || !is_gimple_val (rhs))
		return false;
	      acc.push_back ({ stmt, lhs, true });
	    }
	  else
	    {
	      if (!is_gimple_reg_type (TREE_TYPE (rhs))
		  || TREE_CODE (lhs) != SSA_NAME)
		return false;
	      acc.push_back ({ stmt, rhs, false });
	    }
	}
    }
  return true;
}

/* REF is whole bytes at a constant offset from its base: its size in
   bytes into *SIZE and, when asked, the base and the offset in bytes.  */
bool
byte_extent (tree ref, HOST_WIDE_INT *size, tree *base_p = NULL,
	     HOST_WIDE_INT *offset = NULL)
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

/* Step 2: REF is at a fixed address in LOOP (a candidate P).  */
bool
fixed_address (tree ref, class loop *loop)
{
  HOST_WIDE_INT size;
  tree base;
  /* A constant offset: the address is the base's plus a constant.  */
  if (TREE_THIS_VOLATILE (ref) || !byte_extent (ref, &size, &base))
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
  return TREE_CODE (ptr) == SSA_NAME && computable_before (ptr, loop);
}

/* The bytes [*LO, *HI] an SSA offset OFF may take, from GCC's global
   range information (VRP's, flow-insensitive: it holds wherever OFF is
   used): true when OFF is unsigned and bounded below
   MO_PROMOTE_MAX_STEP.  */
bool
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
bool
bounded_range (tree ref, HOST_WIDE_INT size, class loop *loop, checked &c)
{
  if (TREE_CODE (ref) != MEM_REF
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME
      || !tree_fits_shwi_p (TREE_OPERAND (ref, 1)))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (TREE_OPERAND (ref, 0));
  if (!is_gimple_assign (def)
      || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || !computable_before (gimple_assign_rhs1 (def), loop))
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

/* Step 2: the range of access A (which may overlap P) into C: by scalar
   evolutions (BASE + STEP * i), else by the bounds of its offset
   (bounded_range).  */
bool
range_of (const access &a, class loop *loop, checked &c)
{
  HOST_WIDE_INT size;
  if (!byte_extent (a.ref, &size))
    return false;
  c.stmts.assign (1, a.stmt);
  tree addr = build_fold_addr_expr (unshare_expr (a.ref));
  affine_iv iv;
  /* The step of an address is a sizetype constant: -2 is 2^64 - 2.  */
  if (!simple_iv (loop, loop, addr, &iv, false)
      || TREE_CODE (iv.step) != INTEGER_CST
      || TYPE_PRECISION (TREE_TYPE (iv.step)) > HOST_BITS_PER_WIDE_INT
      || !computable_before (iv.base, loop)
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

/* Add C to CHECKS, merged into a check of the same base and step when
   there is one (mo_promote_merge).  */
void
add_check (std::vector<checked> &checks, const checked &c)
{
  for (checked &have : checks)
    if (operand_equal_p (have.base, c.base, 0)
	&& mo_promote_merge (&have.range, &have.off, &c.range, c.off))
      {
	have.stmts.insert (have.stmts.end (), c.stmts.begin (), c.stmts.end ());
	return;
      }
  checks.push_back (c);
}

/* Step 2 for candidate P: fill PL from the accesses; false when P's
   accesses are not all of one kind (other types, sizes, partial).  */
bool
describe (class loop *loop, edge exit, tree p,
	  const std::vector<access> &acc, plan &pl)
{
  ao_ref pref;
  ao_ref_init (&pref, p);
  pl.p = p;
  pl.first = NULL;
  pl.checks.clear ();
  memset (&pl.desc, 0, sizeof pl.desc);
  for (const access &a : acc)
    {
      basic_block bb = gimple_bb (a.stmt);
      if (operand_equal_p (a.ref, p, 0))
	{
	  tree val = a.store ? gimple_assign_rhs1 (a.stmt)
			     : gimple_assign_lhs (a.stmt);
	  if (!useless_type_conversion_p (TREE_TYPE (p), TREE_TYPE (val))
	      || !useless_type_conversion_p (TREE_TYPE (val), TREE_TYPE (p)))
	    return false;
	  if (!pl.first)
	    pl.first = a.stmt;
	  (a.store ? pl.desc.stores : pl.desc.loads)++;
	  if (!dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	    pl.desc.conditional = true;
	  if (dominated_by_p (CDI_DOMINATORS, exit->src, bb))
	    {
	      pl.desc.access_before_exit = true;
	      if (a.store)
		pl.desc.store_before_exit = true;
	    }
	  continue;
	}
      ao_ref r;
      ao_ref_init (&r, a.ref);
      if (!refs_may_alias_p_1 (&pref, &r, true))
	continue;
      checked c;
      if (range_of (a, loop, c))
	add_check (pl.checks, c);
      else
	pl.desc.unknown = true;
    }
  pl.desc.checks = pl.checks.size ();
  return true;
}

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
  byte_extent (p, &size);
  *lo = as_size (build_fold_addr_expr (unshare_expr (p)));
  *hi = fold_build2 (PLUS_EXPR, sizetype, *lo, size_int (size));
}

/* C's range [lo, hi) with N latch executions meets [P_LO, P_HI).  */
tree
overlap (const checked &c, tree n, tree p_lo, tree p_hi)
{
  long long add = c.range.hi_add;
  if (memopt_opts.break_kind == MO_BREAK_PROMOTE_RANGE)
    add = 0;
  tree b = fold_build2 (PLUS_EXPR, sizetype, as_size (unshare_expr (c.base)),
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

/* When the locations of PLANS are parts of one object at constant
   offsets (state->v[0] .. state->v[3]) and no access checked is one of
   theirs: the first's and the last's, whose bytes and those between
   (the hull) are checked once against each access, instead of each
   location against each access.  A range that misses the hull misses
   every location; one that meets the hull but no location sends the run
   to the original loop, which is correct too.  */
bool
hull_of (const std::vector<const plan *> &plans, tree *lo_p, tree *hi_p)
{
  if (plans.size () < 2)
    return false;
  tree base0 = NULL_TREE;
  const plan *first = NULL, *last = NULL;
  HOST_WIDE_INT lo = 0, hi = 0;
  for (const plan *pl : plans)
    {
      HOST_WIDE_INT o, z;
      tree base;
      byte_extent (pl->p, &z, &base, &o);  /* true: P is a candidate */
      if (!base0)
	base0 = base;
      else if (!operand_equal_p (base, base0, 0))
	return false;
      if (!first || o < lo)
	first = pl, lo = o;
      if (!last || o + z > hi)
	last = pl, hi = o + z;
      for (const plan *other : plans)
	for (const checked &c : other->checks)
	  for (gimple *stmt : c.stmts)
	    if (operand_equal_p (gimple_assign_lhs (stmt), pl->p, 0)
		|| operand_equal_p (gimple_assign_rhs1 (stmt), pl->p, 0))
	      return false;
    }
  tree unused;
  bytes_of (first->p, lo_p, &unused);
  bytes_of (last->p, &unused, hi_p);
  return true;
}

/* Step 5: the condition that sends a run to the original loop: an
   assumption of N fails, the loop may exit at once, or a range overlaps
   a location of PLANS.  */
tree
slow_condition (const std::vector<const plan *> &plans,
		const tree_niter_desc &nd)
{
  tree cond = fold_build1 (TRUTH_NOT_EXPR, boolean_type_node,
			   fold_convert (boolean_type_node, nd.assumptions));
  if (!integer_zerop (nd.may_be_zero))
    cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			fold_convert (boolean_type_node, nd.may_be_zero));
  tree n = as_size (unshare_expr (nd.niter));
  tree p_lo, p_hi;
  if (hull_of (plans, &p_lo, &p_hi))
    {
      /* Every plan checks the same accesses; merge them once more.  */
      std::vector<checked> all;
      for (const plan *pl : plans)
	for (const checked &c : pl->checks)
	  add_check (all, c);
      for (const checked &c : all)
	cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			    overlap (c, n, p_lo, p_hi));
      return cond;
    }
  for (const plan *pl : plans)
    {
      bytes_of (pl->p, &p_lo, &p_hi);
      for (const checked &c : pl->checks)
	cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			    overlap (c, n, p_lo, p_hi));
    }
  return cond;
}

/* True when reference REF in the copy of a loop names P, the location
   of a plan made on the original.  Not operand_equal_p (REF, P, 0): a
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
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_store_p (stmt) && gimple_assign_single_p (stmt)
	      && same_location (gimple_assign_lhs (stmt), p))
	    ++*stores;
	  else if (gimple_assign_load_p (stmt)
		   && same_location (gimple_assign_rhs1 (stmt), p))
	    ++*loads;
	}
    }
  free (bbs);
}

/* Store AT_EXIT back to P after LOOP's exit; FENCE: another
   write-back of this copy is already there (see step 5).  */
static void
write_back (class loop *loop, const plan &pl, tree at_exit, tree first,
	    bool fence)
{
  basic_block after = split_edge (single_exit (loop));
  gassign *write = gimple_build_assign (unshare_expr (pl.p), at_exit);
  gimple_set_location (write, gimple_location (pl.first));
  gimple_stmt_iterator gsi = gsi_after_labels (after);
  gsi_insert_before (&gsi, write, GSI_NEW_STMT);
  if (fence)
    {
      gasm *asm_fence = gimple_build_asm_vec ("", NULL, NULL, NULL, NULL);
      gimple_asm_set_volatile (asm_fence, true);
      gsi_insert_after (&gsi, asm_fence, GSI_SAME_STMT);
    }
  memopt_check_unchanged (write, first, MO_REMARK_LOOP_PROMOTED);
}

/* Step 5: in the copy LOOP, P lives in a register.  False, and the copy
   left as it is (a correct loop, the original's twin), when the copy
   does not have the accesses the plan counted in the original.
   FENCE: a write-back of another location of this copy is made (see
   write_back).  */
bool
rewrite_copy (class loop *loop, const plan &pl, bool fence)
{
  tree p = pl.p;
  int loads, stores;
  count_accesses (loop, p, &loads, &stores);
  if ((pl.desc.loads > 0 && loads == 0) || (pl.desc.stores > 0 && stores == 0)
      || loads + stores == 0)
    return false;
  tree type = TREE_TYPE (p);
  location_t loc = gimple_location (pl.first);
  edge exit = single_exit (loop);
  edge entry = loop_preheader_edge (loop);

  tree first = make_temp_ssa_name (type, NULL, "memopt_promoted");
  gassign *read = gimple_build_assign (first, unshare_expr (p));
  gimple_set_location (read, loc);
  gsi_insert_on_edge_immediate (entry, read);
  entry = loop_preheader_edge (loop);

  tree cur = make_temp_ssa_name (type, NULL, "memopt_promoted");
  gphi *phi = create_phi_node (cur, loop->header);
  add_phi_arg (phi, first, entry, loc);

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
	  if (gimple_store_p (stmt) && gimple_assign_single_p (stmt)
	      && same_location (gimple_assign_lhs (stmt), p))
	    {
	      cur = gimple_assign_rhs1 (stmt);
	      unlink_stmt_vdef (stmt);
	      gsi_remove (&gsi, true);
	      release_defs (stmt);
	      continue;
	    }
	  if (gimple_assign_load_p (stmt)
	      && same_location (gimple_assign_rhs1 (stmt), p))
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

  if (pl.desc.stores > 0)
    write_back (loop, pl, at_exit, first, fence);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  return true;
}

/* Steps 1-4 for LOOP: the plans to apply into PLANS (at most
   MAX_PROMOTED), false when there is none.  */
bool
analyze (class loop *loop, std::vector<plan> &plans, tree_niter_desc &nd)
{
  edge exit = single_exit (loop);
  const char *why = NULL;
  std::vector<access> acc;
  if (!exit || (exit->flags & (EDGE_ABNORMAL | EDGE_EH)))
    why = "not one exit";
  else if (loop->num_nodes > MAX_LOOP_BLOCKS)
    why = "too many blocks";
  else if (!dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src))
    why = "the exit test does not run every iteration";
  else if (!optimize_loop_for_speed_p (loop))
    why = "optimized for size";
  else
    {
      basic_block *bbs = get_loop_body (loop);
      bool ok = scan_loop (loop, bbs, acc);
      free (bbs);
      if (!ok)
	why = "a barrier";
      else if (acc.empty ())
	why = "no memory access";
      else if (!number_of_iterations_exit_assumptions (loop, exit, &nd, NULL)
	       || integer_zerop (nd.assumptions)
	       || !computable_before (nd.niter, loop)
	       || !computable_before (nd.assumptions, loop)
	       || !computable_before (nd.may_be_zero, loop))
	why = "no iteration count";
    }
  if (why)
    {
      if (dump_file)
	fprintf (dump_file, "loop %d: %s\n", loop->num, why);
      return false;
    }
  double iterations = expected_loop_iterations_unbounded (loop) + 1.0;
  /* The cost model of carried values: P's register beside what GCC
     keeps live in the loop (and the locations promoted before it).  */
  mo_carry_target target;
  memopt_carry_target (&target);
  memopt_loop_live *live = memopt_opts.carry_cost
			   ? memopt_loop_live_new (loop) : NULL;
  int taken[MO_NRC] = { 0, 0 };
  int tried = 0;
  for (const access &a : acc)
    {
      if (!fixed_address (a.ref, loop))
	continue;
      bool seen = false;
      for (const access &b : acc)
	if (&b == &a)
	  break;
	else if (operand_equal_p (b.ref, a.ref, 0))
	  seen = true;
      if (seen)
	continue;
      if (++tried > MAX_CANDIDATES || plans.size () >= MAX_PROMOTED)
	break;
      plan pl;
      if (!describe (loop, exit, a.ref, acc, pl))
	continue;
      pl.desc.iterations = iterations;
      mo_carry_loop facts;
      if (live)
	{
	  /* P's loads go: their values are P's register instead.  */
	  auto_bitmap loaded;
	  for (const access &b : acc)
	    {
	      tree lhs = b.store ? NULL_TREE : gimple_get_lhs (b.stmt);
	      if (lhs && TREE_CODE (lhs) == SSA_NAME
		  && operand_equal_p (b.ref, a.ref, 0))
		bitmap_set_bit (loaded, SSA_NAME_VERSION (lhs));
	    }
	  memopt_loop_facts (live, loaded, &facts);
	  pl.desc.facts = &facts;
	  pl.desc.target = &target;
	  pl.desc.cls = memopt_type_regclass (TREE_TYPE (a.ref));
	  memcpy (pl.desc.taken, taken, sizeof taken);
	}
      enum mo_promote_verdict v = mo_promote_decide (&pl.desc, NULL);
      pl.desc.facts = NULL;
      pl.desc.target = NULL;
      if (dump_file)
	{
	  fprintf (dump_file, "loop %d: ", loop->num);
	  print_generic_expr (dump_file, a.ref);
	  fprintf (dump_file, ": %d reads, %d writes, %d checks, %.1f "
		   "iterations: %s\n", pl.desc.loads, pl.desc.stores,
		   pl.desc.checks, iterations, mo_promote_verdict_name (v));
	}
      if (v == MO_PROMOTE_YES)
	{
	  plans.push_back (pl);
	  taken[pl.desc.cls == MO_RC_FP ? MO_RC_FP : MO_RC_GPR]++;
	}
    }
  memopt_loop_live_free (live);
  return !plans.empty ();
}

/* Step 5 for LOOP and PLANS (each location one transformation for
   max-transforms); true when applied.  */
bool
version (class loop *loop, const std::vector<plan> &plans,
	 const tree_niter_desc &nd)
{
  std::vector<const plan *> chosen;
  for (const plan &pl : plans)
    if (memopt_transform_allowed ())
      chosen.push_back (&pl);
  if (chosen.empty ())
    return false;
  tree cond = slow_condition (chosen, nd);
  gimple_seq stmts = NULL;
  cond = force_gimple_operand_1 (cond, &stmts, is_gimple_condexpr, NULL_TREE);
  initialize_original_copy_tables ();
  basic_block cond_bb;
  class loop *copy
    = loop_version (loop, cond, &cond_bb, profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (), true);
  free_original_copy_tables ();
  if (!copy)
    return false;
  if (stmts)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
      gsi_insert_seq_before (&gsi, stmts, GSI_SAME_STMT);
    }
  update_ssa (TODO_update_ssa);
  bool written = false;
  for (const plan *pl : chosen)
    if (rewrite_copy (copy, *pl, written))
      {
	written |= pl->desc.stores > 0;
	memopt_remark_stmt (pl->first, MO_REMARK_FMT_LOOP_PROMOTED,
			  memopt_expr (pl->p), pl->desc.checks,
			  pl->desc.loads, pl->desc.stores);
      }
    else if (dump_file)
      fprintf (dump_file, "loop %d: the copy lacks the accesses of %s: "
	       "left as it is\n", copy->num, memopt_expr (pl->p));
  return true;
}

class promote_pass : public gimple_opt_pass
{
public:
  promote_pass (gcc::context *ctxt)
    : gimple_opt_pass (promote_pass_data, ctxt) {}
  bool gate (function *fun) final override
  {
    return optimize > 0 && memopt_opts.promote && !fun->calls_setjmp
	   && !fun->has_nonlocal_label
	   && optimize_function_for_speed_p (fun);
  }
  unsigned int execute (function *fun) final override
  {
    if (number_of_loops (fun) <= 1)
      return 0;
    loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
    scev_initialize ();
    calculate_dominance_info (CDI_DOMINATORS);
    std::vector<class loop *> loops;
    memopt_for_each_innermost_loop (fun, [&] (class loop *loop)
				    { loops.push_back (loop); });
    int applied = 0;
    for (class loop *loop : loops)
      {
	if (applied >= MAX_LOOPS)
	  break;
	scev_reset ();
	std::vector<plan> plans;
	tree_niter_desc nd;
	if (analyze (loop, plans, nd) && version (loop, plans, nd))
	  applied++;
      }
    scev_finalize ();
    loop_optimizer_finalize ();
    if (dump_file)
      fprintf (dump_file, "memopt-promote: %d loops versioned\n", applied);
    return applied ? TODO_cleanup_cfg : 0;
  }
};

} // namespace

gimple_opt_pass *
memopt_make_promote_pass (gcc::context *ctxt)
{
  return new promote_pass (ctxt);
}
