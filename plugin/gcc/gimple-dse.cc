/* gimple-dse.cc - dead stores, store sinking and merging on GIMPLE (pass
   memopt-dse).

   How the decisions of the core's mo_dse (plugin/core/dse.c, which
   explains the algorithm and why it is correct) become GIMPLE, and the
   callbacks that tell it what only GCC knows; the driver
   (gimple-pass.cc) builds the memory IR (gimple-ir.cc), runs this, and
   applies each decision only when memopt_transform_allowed () agrees.
   The remarks:
     "memopt: dead store to <expr> removed"
     "memopt: store to <expr> sunk to bb N"       (GCC's block index)
     "memopt: stores to <expr> in bb N and bb N merged at bb N"

   Before / after (tests/dse/dead-diamond.c at -O2, as this pass sees it:
   GCC's sink pass has merged the two stores of the arms into one at the
   join but kept the first store, and GCC's later DSE keeps it too):

     *p_3(D) = 1;                          (removed)
     if (a_5(D) != 0) ...                  if (a_5(D) != 0) ...
     <bb 3>: *q_6(D) = 1.0e+0;             <bb 3>: *q_6(D) = 1.0e+0;
     <bb 4>: MEM[q_6(D) + 4B] = 2.0e+0; => <bb 4>: MEM[q_6(D) + 4B] = 2.0e+0;
     <bb 5>: # _11 = PHI <3(3), 4(4)>      <bb 5>: # _11 = PHI <3(3), 4(4)>
             *p_3(D) = _11;                        *p_3(D) = _11;

   What only GCC knows (when a store's address is fixed, what an exit may
   read, what kills a store, how builtins and throwing statements read)
   is gimple-dse-oracle.cc's.  Applying, the glue adds:
     - MERGE: the two stores must spell the address the same way
       (operand_equal_p), so the address's SSA names are available at the
       join; a value PHI (create_phi_node + add_phi_arg) is made unless
       both store the same value.
   A removed store is unlinked from the virtual SSA web.  A sunk or merged
   store is rebuilt at the start of its target block (after labels), the
   originals removed; the virtual operands are then renamed (update_ssa),
   and checked with verify_ssa under -fchecking.

   Placement: after GCC's "sink" (instance 1), which follows "pre" and
   memopt-lse.  Measured on 444 files (every 4th gcc.c-torture/execute
   test and every tests/AREA/NAME.c), counting x86_64 store instructions
   in the assembly at -O2 (lower is better):
     no plugin 3015; memopt-lse alone 3002;
     memopt-dse right after memopt-lse ("pre" 1)   2991  (77 dead, 33 sunk,
                                                           6 merged)
     after "sink" 1                                2989  (77 dead, 42 sunk,
                                                           0 merged)
     after "widening_mul" 1 (after GCC's last DSE
       and sink)                                   2998  (10 dead, 19 sunk,
                                                           1 merged)
   (Those runs predate KILLS.)  With every rule above, after "sink" 1 at
   -O2: 3002 -> 2987 (135 dead, 25 sunk, 0 merged).
   Early, GCC's later DSE would remove most of the dead stores found here
   anyway, but sinking finds more after GCC's sink has merged the common
   stores, and what is removed helps the passes after it.  (Later
   instances such as "dse" 3 cannot be named: GCC knows only first
   instances when plugins register.)  After "sink" 1 at -O1: 3659 -> 3653
   (19 dead, 28 sunk); at -O3: 3536 -> 3523 (77 dead, 47 sunk).  The
   merges GCC leaves at -O2 are nearly none (its cselim and sink handle
   them); at -O1 cselim does not run (tests/dse/merge-join.c).

   Dump: BASE.NNNt.memopt-dse (reach it with -fdump-tree-all-details):
   the memory IR of each function, one line per decision ("Removing dead
   store", "Sinking store to bb N", "Merging stores at bb N", "Skipped:"
   with the reason) and a summary line "memopt-dse: N decisions, N
   applied, ...".  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "gimple-edit.h"
#include "gimple-dse-oracle.h"

namespace {

/* ------------------------------------------------------------------ */
/* Applying the decisions.                                             */

class dse_transform : public memopt_gimple_transform
{
public:
  explicit dse_transform (gimple_ir &ir);
  ~dse_transform () { mo_dse_decisions_free (&d_); }

  int decide () final override
  {
    mo_dse (ir_.f, &params_, &d_, &stats_);
    return d_.len;
  }
  void print_decisions (FILE *file) const final override
  {
    mo_dse_decisions_print (&d_, file);
  }
  const char *problem (int k) final override;
  void apply (int k) final override;
  void finish (int applied) final override;
  void print_stats (FILE *file) const final override
  {
    fprintf (file, ", %ld stores, %ld alias queries, %ld over the query "
	     "limit, %ld over the walk limit, %ld joins not merged (no arm "
	     "empties), %ld joins not merged (more than max-dse-merge-stores "
	     "locations)", stats_.stores, stats_.alias_queries,
	     stats_.alias_over_limit, stats_.walk_over_limit,
	     stats_.merge_refused, stats_.merge_too_many);
  }

private:
  gimple *stmt (int block, int index) const
  {
    return gimple_ir_stmt (ir_, &ir_.f->blocks[block].inst[index]);
  }
  void remove_dead_store (gimple *stmt, tree ref);
  void sink_store (gimple *stmt, basic_block bb);
  void merge_stores (gimple *s1, gimple *s2, basic_block p1, basic_block p2,
		     basic_block j);

  dse_oracle oracle_;
  mo_dse_params params_;
  mo_dse_decisions d_;
  mo_dse_stats stats_;
  int moved_;            /* stores inserted elsewhere: virtual operands
			    to rename */
};

dse_transform::dse_transform (gimple_ir &ir)
  : memopt_gimple_transform (ir), moved_ (0)
{
  memset (&params_, 0, sizeof params_);
  params_.max_walk = memopt_opts.max_dse_walk;
  params_.max_alias_queries = memopt_opts.max_alias_queries;
  params_.sink = true;
  params_.merge = true;
  params_.merge_empties_arm = memopt_opts.merge_cost;
  params_.max_merge_scan = memopt_opts.max_dse_merge_scan;
  params_.max_merge_stores = memopt_opts.max_dse_merge_stores;
  dse_oracle_install (oracle_, ir, params_);
  memset (&d_, 0, sizeof d_);
  memset (&stats_, 0, sizeof stats_);
}

void
dse_transform::remove_dead_store (gimple *stmt, tree ref)
{
  if (is_gimple_call (stmt))
    {
      char what[512], call[256];
      snprintf (what, sizeof what, "%s bytes at %s",
		memopt_expr (TYPE_SIZE_UNIT (TREE_TYPE (ref))),
		memopt_expr (TREE_OPERAND (ref, 0)));
      snprintf (call, sizeof call, ": the call to %s",
		IDENTIFIER_POINTER (DECL_NAME (gimple_call_fndecl (stmt))));
      memopt_remark_stmt (stmt, MO_REMARK_FMT_DEAD_STORE, what, call);
    }
  else
    memopt_remark_stmt (stmt, MO_REMARK_FMT_DEAD_STORE,
			memopt_expr (gimple_assign_lhs (stmt)), "");
  if (dump_file)
    {
      fprintf (dump_file, "Removing dead store: ");
      print_gimple_stmt (dump_file, stmt, 0);
    }
  if (!memopt_check_poison_store (stmt))
    memopt_delete_store (stmt);
}

/* Move store STMT to the start of BB.  */
void
dse_transform::sink_store (gimple *stmt, basic_block bb)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  memopt_remark_stmt (stmt, MO_REMARK_FMT_SUNK, memopt_expr (lhs), bb->index);
  if (dump_file)
    {
      fprintf (dump_file, "Sinking store to bb %d: ", bb->index);
      print_gimple_stmt (dump_file, stmt, 0);
    }
  gassign *copy = gimple_build_assign (unshare_expr (lhs), unshare_expr (rhs));
  gimple_set_location (copy, gimple_location (stmt));
  gimple_stmt_iterator at = gsi_after_labels (bb);
  /* No virtual operands yet: update_stmt gives it the bare virtual
     operand, renamed with the others in finish.  */
  gsi_insert_before (&at, copy, GSI_SAME_STMT);
  memopt_check_sunk_store (stmt, copy);
  memopt_delete_store (stmt);
}

/* Why stores S1 (in P1) and S2 (in P2) cannot be merged at J, or NULL.
   The core checked the memory side; this checks the GIMPLE side.  */
static const char *
merge_problem (gimple *s1, gimple *s2, basic_block p1, basic_block p2,
	       basic_block j)
{
  if (!operand_equal_p (gimple_assign_lhs (s1), gimple_assign_lhs (s2), 0))
    return "the two stores spell the address differently";
  tree v1 = gimple_assign_rhs1 (s1), v2 = gimple_assign_rhs1 (s2);
  if ((TREE_CODE (v1) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (v1))
      || (TREE_CODE (v2) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (v2)))
    return "a value occurs in an abnormal PHI";
  if (!single_succ_p (p1) || !single_succ_p (p2) || EDGE_COUNT (j->preds) != 2
      || single_succ (p1) != j || single_succ (p2) != j)
    return "the join has other edges";
  return NULL;
}

/* Replace S1 (in P1) and S2 (in P2) by one store of a PHI of their values
   at the start of J.  */
void
dse_transform::merge_stores (gimple *s1, gimple *s2, basic_block p1,
			     basic_block p2, basic_block j)
{
  tree lhs = gimple_assign_lhs (s1);
  tree v1 = gimple_assign_rhs1 (s1), v2 = gimple_assign_rhs1 (s2);
  memopt_remark_stmt (s1, MO_REMARK_FMT_MERGED, memopt_expr (lhs), p1->index,
		      p2->index, j->index);
  if (dump_file)
    {
      fprintf (dump_file, "Merging stores at bb %d: ", j->index);
      print_gimple_stmt (dump_file, s1, 0);
    }
  tree val;
  if (operand_equal_p (v1, v2, 0))
    val = unshare_expr (v1);
  else
    {
      val = make_ssa_name (TREE_TYPE (lhs));
      gphi *phi = create_phi_node (val, j);
      add_phi_arg (phi, unshare_expr (v1), single_succ_edge (p1),
		   gimple_location (s1));
      add_phi_arg (phi, unshare_expr (v2), single_succ_edge (p2),
		   gimple_location (s2));
    }
  gassign *store = gimple_build_assign (unshare_expr (lhs), val);
  gimple_set_location (store, gimple_location (s1));
  gimple_stmt_iterator at = gsi_after_labels (j);
  gsi_insert_before (&at, store, GSI_SAME_STMT);
  memopt_check_merged_stores (s1, s2, p1, p2, store);
  memopt_delete_store (s1);
  memopt_delete_store (s2);
}

const char *
dse_transform::problem (int k)
{
  const mo_dse_decision &dec = d_.v[k];
  if (dec.action == MO_DSE_DEAD)
    return NULL;
  gimple *s = stmt (dec.block, dec.index);
  if (is_gimple_call (s))
    return "a builtin store is never moved";  /* dse.c never moves one */
  if (dec.action == MO_DSE_SINK)
    {
      tree rhs = gimple_assign_rhs1 (s);
      if (TREE_CODE (rhs) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (rhs))
	return "the value occurs in an abnormal PHI";
      return NULL;
    }
  return merge_problem (s, stmt (dec.block2, dec.index2),
			ir_.bb_of_block[dec.block], ir_.bb_of_block[dec.block2],
			ir_.bb_of_block[dec.target]);
}

void
dse_transform::apply (int k)
{
  const mo_dse_decision &dec = d_.v[k];
  gimple *s = stmt (dec.block, dec.index);
  switch (dec.action)
    {
    case MO_DSE_DEAD:
      remove_dead_store (s, gimple_ir_ref (ir_, &ir_.f->blocks[dec.block].inst[dec.index]));
      return;
    case MO_DSE_SINK:
      sink_store (s, ir_.bb_of_block[dec.target]);
      break;
    case MO_DSE_MERGE:
      merge_stores (s, stmt (dec.block2, dec.index2),
		    ir_.bb_of_block[dec.block], ir_.bb_of_block[dec.block2],
		    ir_.bb_of_block[dec.target]);
      break;
    }
  moved_++;
}

void
dse_transform::finish (int)
{
  if (!moved_)
    return;
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa_only_virtuals);
}

memopt_gimple_transform *
create (gimple_ir &ir)
{
  return new dse_transform (ir);
}

const memopt_gimple_pass_def dse_pass = {
  "memopt-dse", &memopt_opts.dse, true, create
};

}  // namespace

gimple_opt_pass *
memopt_make_dse_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass (&dse_pass, ctxt);
}
