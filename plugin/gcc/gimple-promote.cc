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

   The pass runs under the GIMPLE driver (gimple-pass.cc), one innermost
   loop after the other (its unit: a loop is read after the loops before
   it are versioned), without the memory IR.  Per loop (at most
   max-promote-loops versioned per function; each loop at most
   max-promote-blocks blocks and max-promote-stmts statements, optimized
   for speed, with one exit, tested every iteration):
     1. read the loop (decide): every memory access (a load or store of a
        register-type value); a call that reads or writes memory, asm,
        a volatile access, a statement that may throw, an abnormal or EH
        edge is a barrier;
     2. describe each access to the core (struct mo_promote_access): its
        location (the first access whose reference is operand_equal_p to
        its own), whether that is at a fixed address (a declaration, or a
        MEM_REF of a pointer defined before the loop, at a constant
        offset; whole bytes, not volatile: a candidate P), whether its
        block dominates the latch and the exit test, and its range: its
        address, by scalar evolutions, is BASE + STEP * i with STEP
        constant and BASE known before the loop; or it is BASE + OFF + K
        with BASE known before the loop, K a constant and OFF an offset
        GCC's value ranges bound to [LO, HI] (zstd's datagen reads
        ldt[rand & 8191]: bytes LO..HI + SIZE - 1 past BASE + K, whatever
        the iteration: bounded_range); equal base expressions get one id,
        so that the core merges the ranges of one pointer at constant
        offsets with one step (p[0], p[8] of a round); GCC's oracle
        answers which accesses may overlap a P (may_overlap), and the
        cost model's facts come from gimple-loop-facts.cc;
     3. the number of latch executions N (number_of_iterations_exit);
        when GCC says it holds only under an assumption, or that the
        loop may exit at once (may_be_zero), the check also sends those
        cases to the unchanged loop;
     4. the core chooses (mo_promote, plugin/core/promote.c: the
        candidates, their checks, the verdict of each with the profile's
        expected iterations; at most max-promote-locations of them); the
        driver passes each through the transformation counter (apply);
     5. finish: loop_version, on the checks the core gives for the
        locations allowed (mo_promote_version_checks): the check is true when a
        range overlaps a P, or their hull (an assumption fails too): the
        original loop runs, unchanged; else the copy, in which P's first
        read before the loop fills a register, P's reads become copies
        of the register, P's writes set it, and one write after the
        loop's exit stores it back (when the loop writes P).  Between
        two write-backs of one copy sits an empty volatile asm
        (write_back), no instruction, so that GCC's basic block
        vectorizer does not take them for one group of stores to
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
        alternate with reads of the input, which may alias them.  Every
        access of P runs every iteration (in a block that dominates the
        latch), so the register's value at each point is the last one
        written along the chain of those blocks: one PHI at the header,
        no other.

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
#include "gimple-pass.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-scalar-evolution.h"
#include "gimplify-me.h"
#include "gimple-loop-facts.h"

#include <vector>

namespace {

/* One memory access of the loop.  */
struct access
{
  gimple *stmt;
  tree ref;      /* what it reads or writes */
  bool store;
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

/* An access's range: RANGE at BASE + OFF (BASE known before the loop).  */
struct ranged
{
  tree base;
  long long off;
  struct mo_promote_range range;
};

/* The range of an access at BASE + OFF + K, with BASE known before the
   loop, K a constant and OFF any offset whose bounds GCC knows (a
   table read tab[x & 8191], whatever x): the same bytes every
   iteration, [BASE + K + lo, BASE + K + hi + SIZE), a range of step 0
   (mo_promote_range).  */
bool
bounded_range (tree ref, HOST_WIDE_INT size, class loop *loop, ranged &c)
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

/* Step 2: the range of access A into C: by scalar evolutions
   (BASE + STEP * i), else by the bounds of its offset (bounded_range).  */
bool
range_of (const access &a, class loop *loop, ranged &c)
{
  HOST_WIDE_INT size;
  if (!byte_extent (a.ref, &size))
    return false;
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

/* Store AT_EXIT back to P after LOOP's exit (at LOC; FIRST_VAL the
   value read before the loop, for check mode); FENCE: another
   write-back of this copy is already there (see step 5).  */
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

/* Step 5: in the copy LOOP, P (first accessed by FIRST; the core counted
   LOADS and STORES of it in the original) lives in a register.  False,
   and the copy left as it is (a correct loop, the original's twin), when
   the copy does not have the accesses counted in the original.  FENCE: a
   write-back of another location of this copy is made (see
   write_back).  */
bool
rewrite_copy (class loop *loop, tree p, gimple *first, int p_loads,
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

  if (p_stores > 0)
    write_back (loop, p, loc, at_exit, first_val, fence);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
  return true;
}

/* One run of memopt-promote on a function: its innermost loops, one
   unit each (gimple-pass.h, next_unit).  */
class promote_transform : public memopt_gimple_transform
{
public:
  explicit promote_transform (gimple_ir &ir);
  ~promote_transform ();
  int decide () final override;
  void print_decisions (FILE *file) const final override;
  void apply (int k) final override;
  void finish (int applied) final override;
  void print_stats (FILE *file) const final override;
  bool next_unit () final override;
  unsigned int todo () const final override;

private:
  bool read_loop ();
  void describe_accesses ();
  bool version ();
  static bool may_overlap (void *ctx, int a, int p);
  static bool facts (void *ctx, int p, mo_carry_loop *out);

  bool loops_init_;
  std::vector<class loop *> loops_;
  size_t cur_;
  int versioned_;
  /* The loop being decided: its exit, N, its accesses (ACC_ for GCC,
     DESC_ for the core, BASE_ the trees of their ranges' bases).  */
  class loop *loop_;
  edge exit_;
  tree_niter_desc nd_;
  std::vector<access> acc_;
  std::vector<mo_promote_access> desc_;
  std::vector<tree> base_;
  mo_carry_target target_;
  memopt_loop_live *live_;
  mo_promote_desc d_;
  mo_promote_decisions dec_;
  std::vector<int> chosen_;     /* the decisions the counter allowed */
};

promote_transform::promote_transform (gimple_ir &ir)
  : memopt_gimple_transform (ir), loops_init_ (false), cur_ (0),
    versioned_ (0), loop_ (NULL), exit_ (NULL), live_ (NULL)
{
  memset (&dec_, 0, sizeof dec_);
  memset (&d_, 0, sizeof d_);
  if (number_of_loops (cfun) <= 1)
    return;
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  calculate_dominance_info (CDI_DOMINATORS);
  loops_init_ = true;
  memopt_for_each_innermost_loop (cfun, [&] (class loop *loop)
				  { loops_.push_back (loop); });
}

promote_transform::~promote_transform ()
{
  mo_promote_decisions_free (&dec_);
  if (loops_init_)
    {
      scev_finalize ();
      loop_optimizer_finalize ();
    }
}

/* GCC's alias oracle: may access A overlap the location of access P?  */
bool
promote_transform::may_overlap (void *ctx, int a, int p)
{
  promote_transform *t = (promote_transform *) ctx;
  ao_ref pref, r;
  ao_ref_init (&pref, t->acc_[p].ref);
  ao_ref_init (&r, t->acc_[a].ref);
  return refs_may_alias_p_1 (&pref, &r, true);
}

/* The cost model's facts of the loop for P's register: P's loads go,
   their values are P's register instead.  */
bool
promote_transform::facts (void *ctx, int p, mo_carry_loop *out)
{
  promote_transform *t = (promote_transform *) ctx;
  if (!t->live_)
    return false;
  auto_bitmap loaded;
  for (size_t b = 0; b < t->acc_.size (); b++)
    {
      tree lhs = t->acc_[b].store ? NULL_TREE
		 : gimple_get_lhs (t->acc_[b].stmt);
      if (lhs && TREE_CODE (lhs) == SSA_NAME && t->desc_[b].loc == p)
	bitmap_set_bit (loaded, SSA_NAME_VERSION (lhs));
    }
  memopt_loop_facts (t->live_, loaded, out);
  return true;
}

/* Steps 1 and 3 for loop_: its accesses and N, or false (and why in
   the dump).  */
bool
promote_transform::read_loop ()
{
  class loop *loop = loop_;
  edge exit = exit_ = single_exit (loop);
  const char *why = NULL;
  acc_.clear ();
  if (!exit || (exit->flags & (EDGE_ABNORMAL | EDGE_EH)))
    why = "not one exit";
  else if (loop->num_nodes > (unsigned) memopt_opts.max_promote_blocks)
    why = "too many blocks";
  else if (!dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src))
    why = "the exit test does not run every iteration";
  else if (!optimize_loop_for_speed_p (loop))
    why = "optimized for size";
  else
    {
      basic_block *bbs = get_loop_body (loop);
      bool ok = scan_loop (loop, bbs, acc_);
      free (bbs);
      if (!ok)
	why = "a barrier";
      else if (acc_.empty ())
	why = "no memory access";
      else if (!number_of_iterations_exit_assumptions (loop, exit, &nd_,
							NULL)
	       || integer_zerop (nd_.assumptions)
	       || !computable_before (nd_.niter, loop)
	       || !computable_before (nd_.assumptions, loop)
	       || !computable_before (nd_.may_be_zero, loop))
	why = "no iteration count";
    }
  if (why && dump_file)
    fprintf (dump_file, "loop %d: %s\n", loop->num, why);
  return !why;
}

/* Step 2: desc_ and base_ from acc_.  */
void
promote_transform::describe_accesses ()
{
  size_t n = acc_.size ();
  desc_.assign (n, mo_promote_access ());
  base_.assign (n, NULL_TREE);
  std::vector<tree> obj (n, NULL_TREE);
  bool any_fixed = false;
  for (size_t i = 0; i < n; i++)
    {
      const access &a = acc_[i];
      mo_promote_access &x = desc_[i];
      size_t loc = 0;
      while (loc < i && !operand_equal_p (acc_[loc].ref, a.ref, 0))
	loc++;
      x.loc = (int) loc;
      x.store = a.store;
      x.fixed = loc == i ? fixed_address (a.ref, loop_) : desc_[loc].fixed;
      tree p = acc_[loc].ref;
      tree val = a.store ? gimple_assign_rhs1 (a.stmt)
			 : gimple_assign_lhs (a.stmt);
      x.odd_type = !useless_type_conversion_p (TREE_TYPE (p), TREE_TYPE (val))
		   || !useless_type_conversion_p (TREE_TYPE (val),
						  TREE_TYPE (p));
      basic_block bb = gimple_bb (a.stmt);
      x.every_iteration = dominated_by_p (CDI_DOMINATORS, loop_->latch, bb);
      x.before_exit = dominated_by_p (CDI_DOMINATORS, exit_->src, bb);
      any_fixed |= x.fixed;
      if (x.fixed && loc == i)
	{
	  HOST_WIDE_INT o, z;
	  byte_extent (a.ref, &z, &obj[i], &o);  /* true: P is fixed */
	  x.obj = (int) i;
	  for (size_t j = 0; j < i; j++)
	    if (obj[j] && operand_equal_p (obj[j], obj[i], 0))
	      {
		x.obj = (int) j;
		break;
	      }
	  x.obj_off = o;
	  x.size = z;
	  if (live_)
	    x.cls = memopt_type_regclass (TREE_TYPE (a.ref));
	}
    }
  /* Ranges only where there is a candidate to check them against.  */
  for (size_t i = 0; any_fixed && i < n; i++)
    {
      mo_promote_access &x = desc_[i];
      ranged c;
      x.has_range = range_of (acc_[i], loop_, c);
      if (!x.has_range)
	continue;
      base_[i] = c.base;
      x.off = c.off;
      x.range = c.range;
      x.base = (int) i;
      for (size_t j = 0; j < i; j++)
	if (base_[j] && operand_equal_p (base_[j], c.base, 0))
	  {
	    x.base = (int) j;
	    break;
	  }
    }
}

/* Steps 1-4 for the next loop: the core's decisions.  */
int
promote_transform::decide ()
{
  mo_promote_decisions_free (&dec_);
  chosen_.clear ();
  if (cur_ >= loops_.size ())
    return 0;
  loop_ = loops_[cur_];
  scev_reset ();
  if (!read_loop ())
    return 0;
  /* The cost model of carried values: P's register beside what GCC
     keeps live in the loop (and the locations promoted before it).  */
  memopt_carry_target (&target_);
  live_ = memopt_opts.carry_cost ? memopt_loop_live_new (loop_) : NULL;
  describe_accesses ();
  d_.n = (int) desc_.size ();
  d_.v = desc_.data ();
  d_.iterations = expected_loop_iterations_unbounded (loop_) + 1.0;
  d_.may_overlap = may_overlap;
  d_.facts = facts;
  d_.target = &target_;
  d_.ctx = this;
  mo_promote_params params;
  params.max_checks = memopt_opts.max_promote_checks;
  params.min_iterations = memopt_opts.min_promote_iterations;
  params.max_candidates = memopt_opts.max_promote_candidates;
  params.max_promoted = memopt_opts.max_promote_locations;
  mo_promote (&d_, &params, &dec_, NULL);
  memopt_loop_live_free (live_);
  live_ = NULL;
  d_.facts = NULL;
  for (int k = 0; dump_file && k < dec_.ncand; k++)
    {
      const mo_promote_decision &c = dec_.cands[k];
      fprintf (dump_file, "loop %d: ", loop_->num);
      print_generic_expr (dump_file, acc_[c.p].ref);
      fprintf (dump_file, ": %d reads, %d writes, %d checks, %.1f "
	       "iterations: %s\n", c.loop.loads, c.loop.stores, c.loop.checks,
	       d_.iterations, mo_promote_verdict_name (c.verdict));
    }
  return dec_.len;
}

void
promote_transform::print_decisions (FILE *file) const
{
  mo_promote_decisions_print (&dec_, file);
}

/* Decision K is allowed (the counter): versioned with the others in
   finish.  */
void
promote_transform::apply (int k)
{
  chosen_.push_back (k);
}

/* Step 5: the loop versioned for the decisions allowed; true when it
   was.  */
bool
promote_transform::version ()
{
  mo_promote_checks checks;
  memset (&checks, 0, sizeof checks);
  mo_promote_version_checks (&d_, &dec_, chosen_.data (), (int) chosen_.size (),
		     &checks);
  /* The condition that sends a run to the original loop: an assumption
     of N fails, the loop may exit at once, or a range overlaps a
     location (or their hull).  */
  tree cond = fold_build1 (TRUTH_NOT_EXPR, boolean_type_node,
			   fold_convert (boolean_type_node, nd_.assumptions));
  if (!integer_zerop (nd_.may_be_zero))
    cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			fold_convert (boolean_type_node, nd_.may_be_zero));
  tree n = as_size (unshare_expr (nd_.niter));
  tree p_lo = NULL_TREE, p_hi = NULL_TREE, unused;
  if (checks.hull)
    {
      bytes_of (acc_[checks.hull_first].ref, &p_lo, &unused);
      bytes_of (acc_[checks.hull_last].ref, &unused, &p_hi);
    }
  int against = -1;
  for (int k = 0; k < checks.len; k++)
    {
      const mo_promote_check &c = checks.v[k];
      if (!checks.hull && (k == 0 || c.against != against))
	{
	  against = c.against;
	  bytes_of (acc_[against].ref, &p_lo, &p_hi);
	}
      cond = fold_build2 (TRUTH_OR_EXPR, boolean_type_node, cond,
			  overlap (c, base_[c.access], n, p_lo, p_hi));
    }
  mo_promote_checks_free (&checks);

  gimple_seq stmts = NULL;
  cond = force_gimple_operand_1 (cond, &stmts, is_gimple_condexpr, NULL_TREE);
  initialize_original_copy_tables ();
  basic_block cond_bb;
  class loop *copy
    = loop_version (loop_, cond, &cond_bb, profile_probability::unlikely (),
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
  for (int k : chosen_)
    {
      const mo_promote_decision &dec = dec_.v[k];
      tree p = acc_[dec.p].ref;
      if (rewrite_copy (copy, p, acc_[dec.p].stmt, dec.loop.loads,
			dec.loop.stores, written))
	{
	  written |= dec.loop.stores > 0;
	  memopt_remark_stmt (acc_[dec.p].stmt, MO_REMARK_FMT_LOOP_PROMOTED,
			      memopt_expr (p), dec.loop.checks,
			      dec.loop.loads, dec.loop.stores);
	}
      else if (dump_file)
	fprintf (dump_file, "loop %d: the copy lacks the accesses of %s: "
		 "left as it is\n", copy->num, memopt_expr (p));
    }
  return true;
}

/* Step 5 for the decisions the counter allowed (each location one
   transformation).  */
void
promote_transform::finish (int)
{
  if (!chosen_.empty () && version ())
    versioned_++;
  chosen_.clear ();
}

void
promote_transform::print_stats (FILE *file) const
{
  fprintf (file, ", %d loops versioned", versioned_);
}

bool
promote_transform::next_unit ()
{
  return ++cur_ < loops_.size () && versioned_ < memopt_opts.max_promote_loops;
}

unsigned int
promote_transform::todo () const
{
  return versioned_ ? TODO_cleanup_cfg : 0;
}

memopt_gimple_transform *
create (gimple_ir &ir)
{
  return new promote_transform (ir);
}

/* Compiled for speed, without setjmp or nonlocal labels.  */
bool
promote_gate (function *fun)
{
  return !fun->calls_setjmp && !fun->has_nonlocal_label
	 && optimize_function_for_speed_p (fun);
}

const memopt_gimple_pass_def promote_pass = {
  "memopt-promote", &memopt_opts.promote, false, create, promote_gate, true
};

} // namespace

gimple_opt_pass *
memopt_make_promote_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass (&promote_pass, ctxt);
}
