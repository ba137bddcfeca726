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
#include "gimple-loop-facts.h"

namespace {

class lse_transform : public memopt_gimple_transform
{
public:
  explicit lse_transform (gimple_ir &ir) : memopt_gimple_transform (ir)
  {
    memset (&d_, 0, sizeof d_);
    memset (&stats_, 0, sizeof stats_);
  }
  ~lse_transform ()
  {
    mo_lse_decisions_free (&d_);
    for (auto it = loop_live_.begin (); it != loop_live_.end (); ++it)
      memopt_loop_live_free ((*it).second);
  }

  int decide () final override
  {
    mo_lse_params params;
    memset (&params, 0, sizeof params);
    params.max_heap = memopt_opts.max_heap;
    params.max_alias_queries = memopt_opts.max_alias_queries;
    params.max_loops = memopt_opts.max_lse_loops;
    if (memopt_opts.carry_cost)
      {
	memopt_carry_target (&target_);
	params.loop_facts = loop_facts_cb;
	params.loc_class = loc_class_cb;
	params.load_insns = load_insns_cb;
	params.target = &target_;
	params.ctx = this;
      }
    mo_lse (ir_.f, &params, &d_, &stats_);
    if (dump_file && (dump_flags & TDF_DETAILS) && d_.nrefused)
      {
	fprintf (dump_file, "Refused by the cost model:\n");
	mo_lse_refusals_print (&d_, dump_file);
      }
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

  /* The cost model's questions (gimple-loop-facts.cc).  */
  static bool loop_facts_cb (void *ctx, int header, const int *vals,
			     int nvals, mo_carry_loop *out);
  static int loc_class_cb (void *ctx, int loc);
  static int load_insns_cb (void *ctx, int block, int index, bool carried);

  mo_lse_decisions d_;
  mo_lse_stats stats_;
  mo_carry_target target_;
  hash_map<int_hash<int, -1, -2>, memopt_loop_live *> loop_live_;
};

bool
lse_transform::loop_facts_cb (void *ctx, int header, const int *vals,
			      int nvals, mo_carry_loop *out)
{
  lse_transform *t = (lse_transform *) ctx;
  return memopt_loop_facts_for (t->ir_, t->loop_live_, header, vals, nvals,
				out);
}

int
lse_transform::loc_class_cb (void *ctx, int loc)
{
  lse_transform *t = (lse_transform *) ctx;
  if (loc < 0 || (unsigned) loc >= t->ir_.locs.length ()
      || !t->ir_.locs[loc].ref)
    return MO_RC_GPR;
  return memopt_type_regclass (TREE_TYPE (t->ir_.locs[loc].ref));
}

int
lse_transform::load_insns_cb (void *ctx, int block, int index, bool carried)
{
  lse_transform *t = (lse_transform *) ctx;
  gimple *load = gimple_ir_stmt (t->ir_, &t->ir_.f->blocks[block].inst[index]);
  return load ? memopt_load_insns (load, carried) : 1;
}

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

/* Whether VAL, used at a point of BB, is live on entry to BB without that
   use: VAL is defined in BB (nothing crosses BB's entry), or some other
   use keeps it live there: a use in BB or in a block BB dominates (VAL
   is defined above BB, so it lives from BB's entry to that use), a PHI
   argument on an edge out of such a block, or a use anywhere in a loop
   that contains BB but not VAL's definition (a value from outside a
   loop that the loop uses lives through all of it).  Conservative: it
   may answer false for a value that is live into BB through a path this
   does not look at, never true for one that is not.  */
static bool
value_live_into (tree val, basic_block bb)
{
  if (TREE_CODE (val) != SSA_NAME)
    return true;
  basic_block def_bb = SSA_NAME_IS_DEFAULT_DEF (val)
		       ? ENTRY_BLOCK_PTR_FOR_FN (cfun)
		       : gimple_bb (SSA_NAME_DEF_STMT (val));
  if (def_bb == bb)
    return true;
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, val)
    {
      if (is_gimple_debug (use))
	continue;
      basic_block ub = gimple_bb (use);
      if (gimple_code (use) == GIMPLE_PHI)
	{
	  /* The PHI argument is live at the end of its edge's source.  */
	  gphi *phi = as_a<gphi *> (use);
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    if (gimple_phi_arg_def (phi, i) == val
		&& dominated_by_p (CDI_DOMINATORS,
				   gimple_phi_arg_edge (phi, i)->src, bb))
	      return true;
	  continue;
	}
      if (dominated_by_p (CDI_DOMINATORS, ub, bb))
	return true;
      if (current_loops)
	for (class loop *l = bb->loop_father; loop_outer (l);
	     l = loop_outer (l))
	  {
	    if (flow_bb_inside_loop_p (l, def_bb))
	      break;
	    if (flow_bb_inside_loop_p (l, ub))
	      return true;
	  }
    }
  return false;
}

/* Why the part load LOAD cannot become a slice of the wider value DEC
   names, or NULL.  The IR made the two locations a part and its whole
   only for integers whose value is all of their bytes; the value stored
   or loaded there must be such an integer too (a store converts nothing
   in GIMPLE, so it is, but check: a core or builder slip costs an
   optimization, not wrong code).

   A profitability rule too: the value must already be live into the
   load's block (value_live_into).  Otherwise the load sits on a path
   that does not use the wider value, and the slice makes it live along
   that path for one load: a register where the pressure may already be
   high, while GCC's code sinking would have moved the wider load off
   the path (each path then has one load either way).  Measured: zstd's
   ZSTD_fillDoubleHashTable on x86-64, where the wider MEM_read64 value
   was used by the other arms of the minMatch switch and the arm with
   MEM_read32 gave it up: its slice there made the hashing loop
   rematerialize a constant and copy registers (+0.43 % of zstd's
   executed instructions; and the 4-byte load had folded into an imul,
   so it cost no instruction).  */
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
  if (!value_live_into (val, gimple_bb (load)))
    return "the wider value is not live into the load's block";
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
