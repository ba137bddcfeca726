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
   store" or "Loop-invariant load".  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "gimple-edit.h"

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

  mo_lse_decisions d_;
  mo_lse_stats stats_;
};

const char *
lse_transform::problem (int k)
{
  if (d_.v[k].action == MO_LSE_REMOVE_STORE)
    return NULL;
  gimple *load = stmt (k);
  return memopt_value_problem (gimple_ir_value (ir_, d_.v[k].val),
			       TREE_TYPE (gimple_assign_lhs (load)), load);
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
