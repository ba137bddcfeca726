/* gimple-lse.cc - heap load/store elimination on GIMPLE (pass memopt-lse).

   How the decisions of the core's mo_lse (plugin/core/lse.c, which
   explains the algorithm) become GIMPLE; the driver (gimple-pass.cc)
   builds the memory IR (gimple-ir.cc: what is tracked, how alias queries
   are answered), runs this, and applies each decision only when
   memopt_transform_allowed () agrees.

   Before / after (what GCC 12 -O2 leaves and this pass removes: the load
   after the pure call, because GCC's oracle knows the call cannot write
   the non-escaping struct s):

     s.a = x_2(D);                      s.a = x_2(D);
     _1 = lookup (k_3(D));              _1 = lookup (k_3(D));
     _4 = s.a;                     =>   _4 = x_2(D);

   and a byte load of a location whose wider value is known (GCC 12
   folds this only for constants), on a little-endian target:

     v_3 = *p_2(D);                     v_3 = *p_2(D);
     _4 = MEM[(unsigned char *)    =>   _7 = v_3 >> 16;
	     p_2(D) + 2B];              _4 = (unsigned char) _7;

   A replaced load becomes a copy, a removed store is unlinked
   (gimple-edit.cc): SSA stays valid without a rebuild.

   Placement, measured (bench/lse-position.sh: every 3rd torture test
   and zlib, compiled for AArch64 with the pair pass off; memory
   instructions left in the assembly, and remarks):

     position           -O1 insns  remarks   -O2 insns  remarks
     GCC 12 alone         18481        0       17560        0
     after fre (early)    18479       61       17570      135
     after pre            18480      151       17560      105
     after slsr (late)    18480      207       17560      136

   Early, the pass only does what FRE would do next and, at -O2, leaves
   10 more memory instructions in the final code (it changes what PRE and
   the loop passes see).  After PRE and later, it never costs anything;
   after PRE it runs before the loop optimizers of the second half and
   the late DOM/VRP/DSE, which clean up after it.  Almost all of what it
   removes at either place would also have been removed by GCC's RTL
   passes: the net static gain is one or two instructions in 18,000.
   After "pre", instance 1.

   Dump (BASE.NNNt.memopt-lse, -fdump-tree-all-details; the driver
   writes the memory IR, the decisions, "Skipped:" and the summary): one
   line per decision applied, "Replacing load", "Removing redundant
   store", "Loop-invariant load" or "Extracting load".  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "gimple-edit.h"
#include "gimple-fold.h"

namespace {

class lse_transform : public memopt_gimple_transform
{
public:
  explicit lse_transform (gimple_ir &ir) : memopt_gimple_transform (ir)
  {
    memset (&d_, 0, sizeof d_);
    memset (&stats_, 0, sizeof stats_);
  }
  ~lse_transform () { mo_lse_decisions_free (&d_); }

  int decide () final override
  {
    mo_lse_params params = { memopt_opts.max_heap,
			     memopt_opts.max_alias_queries,
			     memopt_opts.max_lse_loops };
    mo_lse (ir_.f, &params, &d_, &stats_);
    return d_.len;
  }
  void print_decisions (FILE *file) const final override
  {
    mo_lse_decisions_print (&d_, file);
  }
  const char *problem (int k) final override;
  void apply (int k) final override;
  void print_stats (FILE *file) const final override
  {
    fprintf (file, ", %ld alias queries, %d loops, %d loop candidates",
	     stats_.alias_queries, stats_.loops, stats_.loop_candidates);
  }

private:
  gimple *stmt (int k) const
  {
    return gimple_ir_stmt (ir_, &ir_.f->blocks[d_.v[k].block].inst[d_.v[k].index]);
  }
  void replace_load (gimple *load, tree val, bool loop_invariant);
  void remove_store (gimple *store);
  const char *extract_problem (const mo_lse_decision &dec, gimple *load);
  void extract_load (const mo_lse_decision &dec, gimple *load);

  mo_lse_decisions d_;
  mo_lse_stats stats_;
};

const char *
lse_transform::problem (int k)
{
  if (d_.v[k].action == MO_LSE_REMOVE_STORE)
    return NULL;
  gimple *load = stmt (k);
  if (d_.v[k].action == MO_LSE_EXTRACT_LOAD)
    return extract_problem (d_.v[k], load);
  return memopt_value_problem (gimple_ir_value (ir_, d_.v[k].val),
			       TREE_TYPE (gimple_assign_lhs (load)), load);
}

/* Why the part load LOAD cannot become a slice of the wider value DEC
   names, or NULL.  The IR made the two locations a part and its whole
   only for integers whose value is all of their bytes; the value stored
   or loaded there must be such an integer too (a store converts nothing
   in GIMPLE, so it is, but check: a core or builder slip costs an
   optimization, not wrong code).  */
const char *
lse_transform::extract_problem (const mo_lse_decision &dec, gimple *load)
{
  HOST_WIDE_INT shift;
  tree val = gimple_ir_value (ir_, dec.val);
  tree type = TREE_TYPE (val);
  const mo_inst &in = ir_.f->blocks[dec.block].inst[dec.index];
  if (!gimple_ir_part_shift (ir_, in.loc, dec.wide, &shift))
    return "the locations are not a part and its whole";
  if (!INTEGRAL_TYPE_P (type)
      || TYPE_PRECISION (type) != ir_.locs[dec.wide].size)
    return "the wider value is not an integer of the whole's size";
  if (TREE_CODE (val) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (val))
    return "the value occurs in an abnormal PHI";
  if (!memopt_value_available_at (val, load))
    return "the value does not dominate the load";
  return NULL;
}

/* LHS = part load becomes LHS = (T) (VAL >> SHIFT), computed in VAL's
   unsigned type just before the load: the low bits after the shift are
   the part's bytes (gimple_ir_part_shift knows the byte order).  A
   constant VAL folds to a constant.  */
void
lse_transform::extract_load (const mo_lse_decision &dec, gimple *load)
{
  HOST_WIDE_INT shift = 0;
  const mo_inst &in = ir_.f->blocks[dec.block].inst[dec.index];
  gimple_ir_part_shift (ir_, in.loc, dec.wide, &shift);
  if (memopt_opts.break_kind == MO_BREAK_PART_ORDER)  /* self-tests only */
    shift = ir_.locs[dec.wide].size - ir_.locs[in.loc].size - shift;
  tree val = gimple_ir_value (ir_, dec.val);
  tree lhs_type = TREE_TYPE (gimple_assign_lhs (load));
  tree utype = unsigned_type_for (TREE_TYPE (val));
  gimple_seq seq = NULL;
  tree x = gimple_convert (&seq, utype, val);
  if (shift)
    x = gimple_build (&seq, RSHIFT_EXPR, utype, x,
		      build_int_cst (integer_type_node, shift));
  x = gimple_convert (&seq, lhs_type, x);
  tree ref = gimple_assign_rhs1 (load);
  memopt_remark_stmt (load, MO_REMARK_FMT_LOAD_EXTRACTED, memopt_expr (ref),
		      memopt_expr (val));
  if (dump_file)
    {
      fprintf (dump_file, "Extracting load: ");
      print_gimple_stmt (dump_file, load, 0);
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (load);
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i); gsi_next (&i))
    gimple_set_location (gsi_stmt (i), gimple_location (load));
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  memopt_replace_load (load, x, MO_REMARK_LOAD_EXTRACTED);
}

void
lse_transform::replace_load (gimple *load, tree val, bool loop_invariant)
{
  tree ref = gimple_assign_rhs1 (load);
  if (loop_invariant)
    memopt_remark_stmt (load, MO_REMARK_FMT_LOOP_INVARIANT, memopt_expr (ref));
  else
    memopt_remark_stmt (load, MO_REMARK_FMT_LOAD_REPLACED, memopt_expr (ref),
			memopt_expr (val));
  if (dump_file)
    {
      fprintf (dump_file, loop_invariant ? "Loop-invariant load: "
					 : "Replacing load: ");
      print_gimple_stmt (dump_file, load, 0);
    }
  memopt_replace_load (load, val, loop_invariant ? MO_REMARK_LOOP_INVARIANT
					      : MO_REMARK_LOAD_REPLACED);
}

void
lse_transform::remove_store (gimple *store)
{
  memopt_remark_stmt (store, MO_REMARK_FMT_STORE_REMOVED,
		      memopt_expr (gimple_assign_lhs (store)));
  if (dump_file)
    {
      fprintf (dump_file, "Removing redundant store: ");
      print_gimple_stmt (dump_file, store, 0);
    }
  memopt_check_store (store, MO_REMARK_STORE_REMOVED);
  memopt_delete_store (store);
}

void
lse_transform::apply (int k)
{
  const mo_lse_decision &dec = d_.v[k];
  if (dec.action == MO_LSE_REMOVE_STORE)
    remove_store (stmt (k));
  else if (dec.action == MO_LSE_EXTRACT_LOAD)
    extract_load (dec, stmt (k));
  else
    replace_load (stmt (k), gimple_ir_value (ir_, dec.val),
		  dec.action == MO_LSE_LOOP_INVARIANT_LOAD);
}

memopt_gimple_transform *
create (gimple_ir &ir)
{
  return new lse_transform (ir);
}

const memopt_gimple_pass_def lse_pass = {
  "memopt-lse", &memopt_opts.lse, false, create
};

}  // namespace

gimple_opt_pass *
memopt_make_lse_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass (&lse_pass, ctxt);
}
