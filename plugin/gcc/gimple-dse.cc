/* gimple-dse.cc - dead stores, store sinking and merging on GIMPLE (pass
   memopt-dse).

   The glue between GIMPLE and the core's mo_dse (plugin/core/dse.c, which
   explains the algorithm and why it is correct): build the memory IR
   (gimple-ir.cc: what is tracked, how alias queries are answered), run
   mo_dse, and apply its decisions, each only when memopt_transform_allowed
   () agrees, reporting each with a remark:
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

   What the glue adds to the core's rules:
     - FIXED: a store's address is fixed when get_ref_base_and_extent_hwi
       gives a declaration at a constant offset (no SSA name in it); only
       such stores are followed around loops.
     - EXIT_MAY_READ: a block without successors that ends in a return
       hides nothing (the return is a MO_READ the oracle answered);
       another one (a noreturn call, __builtin_unreachable) may leave
       global memory visible: ref_may_alias_global_p, as GCC's DSE.
     - A read by a statement that can throw may also leave through the
       exception: it reads whatever the caller can see
       (ref_may_alias_global_p), whatever the oracle said about the call.
     - KILLS: stmt_kills_ref_p, so a clobber at the end of a variable's
       lifetime or a memset / memcpy / strncpy of known size that covers
       the store also kills it.  But a store through a char (alias set
       0) lvalue kills only a store of alias set 0: it leaves the bytes'
       effective type as it was (C11 6.5p6), so removing a typed store
       before it would leave an older type behind, and a later load of
       the removed store's type would then break the effective-type rules
       where the original did not (found by fuzz-dse; corpora/fuzz/dse/
       bug-char-store-kills-typed-store).  Not with -fno-strict-aliasing,
       where no type is ever assumed.
     - BUILTIN STORES: the IR is built with builtin_stores (gimple-ir.cc):
       a memset, memcpy, memmove or strncpy of constant size, or a strcpy
       or stpcpy into a whole declaration, whose result is unused, is a
       store of an unknown value to the region it writes, so a call that
       a later write of the whole region makes dead is removed like a
       store ("memopt: dead store to 16 bytes at &tmp removed: the call
       to strcpy"; tests/dse/dead-strcpy-memset.c, where GCC 12 keeps the
       strcpy).  Such stores are never sunk or merged.
     - Writes are compared without TBAA: the core asks about them only to
       move a store past them (sinking, merging), and reordering two
       writes of different types changes the effective type left in
       allocated memory (GCC's refs_output_dependent_p does the same).
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
#include "gimple-ir.h"

namespace {

/* True when the caller may see REF after this function is left (a local,
   even one whose address escaped, dies with the frame).  */
static bool
visible_to_caller_p (tree ref)
{
#if BUILDING_GCC_VERSION >= 12000
  return ref_may_alias_global_p (ref, false);
#else
  return ref_may_alias_global_p (ref);
#endif
}

struct dse_ctx
{
  gimple_ir *ir;
  mo_alias_fn oracle;   /* gimple-ir's callback */
  void *oracle_ctx;
};

/* True when call STMT, a copy of constant size whose source may not
   overlap its destination (memcpy, strncpy: undefined otherwise), writes
   every byte of REF: then it cannot read any of them either, and a
   memset of them before it is not read by it.  (Not strcpy: it writes a
   prefix of its region only, and may read the rest.)  */
static bool
copy_never_reads_p (gimple *stmt, tree ref)
{
  if (!is_gimple_call (stmt)
      || !(gimple_call_builtin_p (stmt, BUILT_IN_MEMCPY)
	   || gimple_call_builtin_p (stmt, BUILT_IN_STRNCPY)))
    return false;
  tree region = gimple_ir_builtin_store_ref (stmt);
  if (!region)
    return false;
  HOST_WIDE_INT o1, s1, o2, s2;
  bool r1, r2;
  tree b1 = get_ref_base_and_extent_hwi (region, &o1, &s1, &r1);
  tree b2 = get_ref_base_and_extent_hwi (ref, &o2, &s2, &r2);
  return b1 && b2 && operand_equal_p (b1, b2, 0) && o1 <= o2
	 && o2 + s2 <= o1 + s1;
}

/* The alias callback of the pass: gimple-ir's oracle, plus the exception
   exit of a throwing read, and copies that cannot read what they
   overwrite (see the top comment).  */
static mo_alias
dse_alias (void *vctx, const mo_inst *a, const mo_inst *b)
{
  dse_ctx &c = *(dse_ctx *) vctx;
  tree ref_b = gimple_ir_ref (*c.ir, b);
  gimple *stmt = gimple_ir_stmt (*c.ir, a);
  if (!ref_b || !stmt)
    return MO_MAY;
  /* break=dse-call (self-tests only): calls touch nothing.  */
  if (memopt_opts.break_kind == MO_BREAK_DSE_CALL && is_gimple_call (stmt))
    return MO_NO;
  if (a->kind == MO_READ && stmt_could_throw_p (c.ir->fun, stmt)
      && visible_to_caller_p (ref_b))
    return MO_MAY;
  if (a->kind == MO_READ && copy_never_reads_p (stmt, ref_b))
    return MO_NO;
  if (a->kind == MO_STORE || a->kind == MO_WRITE)
    {
      /* Only sinking and merging ask about writes: they reorder two
	 writes, which types cannot justify (a store sets the effective
	 type of allocated memory), so ask without TBAA, as GCC's
	 refs_output_dependent_p does.  break=alias (self-tests only)
	 believes no two writes overlap either, so that sinking breaks.  */
      if (memopt_opts.break_kind == MO_BREAK_ALIAS)
	return MO_NO;
      tree ref_a = gimple_ir_ref (*c.ir, a);
      if (ref_a)
	return refs_may_alias_p (ref_a, ref_b, false) ? MO_MAY : MO_NO;
      ao_ref r;
      ao_ref_init (&r, ref_b);
      return stmt_may_clobber_ref_p_1 (stmt, &r, false) ? MO_MAY : MO_NO;
    }
  return c.oracle (c.oracle_ctx, a, b);
}

/* mo_dse_fixed_fn: STORE's address has no SSA name in it.  */
static bool
fixed_address_p (void *vctx, const mo_inst *store)
{
  dse_ctx &c = *(dse_ctx *) vctx;
  tree ref = gimple_ir_ref (*c.ir, store);
  if (!ref)
    return false;
  HOST_WIDE_INT offset, size;
  bool reverse;
  tree base = get_ref_base_and_extent_hwi (ref, &offset, &size, &reverse);
  return base && DECL_P (base);
}

/* mo_dse_exit_fn.  */
static bool
exit_may_read_p (void *vctx, int block, const mo_inst *store)
{
  dse_ctx &c = *(dse_ctx *) vctx;
  basic_block bb = c.ir->bb_of_block[block];
  gimple *last = last_stmt (bb);
  if (last && gimple_code (last) == GIMPLE_RETURN)
    return false;
  tree ref = gimple_ir_ref (*c.ir, store);
  return !ref || visible_to_caller_p (ref);
}

/* True when, with TBAA, STMT stores through a char (alias set 0) lvalue
   and REF, the store it would kill, has a type: the char store keeps the
   bytes' effective type, so REF's store is what sets it (see KILLS
   above).  */
static bool
char_store_over_typed_p (gimple *stmt, tree ref)
{
  return flag_strict_aliasing && is_gimple_assign (stmt)
	 && gimple_store_p (stmt) && !gimple_clobber_p (stmt)
	 && get_alias_set (gimple_assign_lhs (stmt)) == 0
	 && get_alias_set (ref) != 0;
}

/* mo_dse_kill_fn: GCC's stmt_kills_ref_p (a clobber ending the
   variable's lifetime, memset / memcpy / strncpy ... of known size
   covering the store, a wider store, a call whose modref summary kills
   it).  Never for a statement that may throw (the old value may be seen
   by a handler), nor for a barrier other than a clobber, nor for a char
   store over a typed one.  */
static bool
kills_p (void *vctx, const mo_inst *i, const mo_inst *store)
{
  dse_ctx &c = *(dse_ctx *) vctx;
  gimple *stmt = gimple_ir_stmt (*c.ir, i);
  tree ref = gimple_ir_ref (*c.ir, store);
  if (!stmt || !ref || stmt_could_throw_p (c.ir->fun, stmt))
    return false;
  if (i->kind == MO_BARRIER && !gimple_clobber_p (stmt))
    return false;
  if (char_store_over_typed_p (stmt, ref))
    return false;
  return stmt_kills_ref_p (stmt, ref);
}

/* ------------------------------------------------------------------ */
/* Applying the decisions.                                             */

static void
delete_store (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
}

static bool
remove_dead_store (gimple *stmt, tree ref)
{
  if (!memopt_transform_allowed ())
    return false;
  if (is_gimple_call (stmt))
    memopt_remark_stmt (stmt, "dead store to %s bytes at %s removed: the "
			"call to %s",
			memopt_expr (TYPE_SIZE_UNIT (TREE_TYPE (ref))),
			memopt_expr (TREE_OPERAND (ref, 0)),
			IDENTIFIER_POINTER (DECL_NAME (gimple_call_fndecl (stmt))));
  else
    memopt_remark_stmt (stmt, "dead store to %s removed",
			memopt_expr (gimple_assign_lhs (stmt)));
  if (dump_file)
    {
      fprintf (dump_file, "Removing dead store: ");
      print_gimple_stmt (dump_file, stmt, 0);
    }
  if (!memopt_check_poison_store (stmt))
    delete_store (stmt);
  return true;
}

/* Move store STMT to the start of BB.  */
static bool
sink_store (gimple *stmt, basic_block bb)
{
  tree lhs = gimple_assign_lhs (stmt);
  tree rhs = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (rhs) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (rhs))
    {
      if (dump_file)
	fprintf (dump_file, "Skipped: the value occurs in an abnormal PHI\n");
      return false;
    }
  if (!memopt_transform_allowed ())
    return false;
  memopt_remark_stmt (stmt, "store to %s sunk to bb %d", memopt_expr (lhs),
		      bb->index);
  if (dump_file)
    {
      fprintf (dump_file, "Sinking store to bb %d: ", bb->index);
      print_gimple_stmt (dump_file, stmt, 0);
    }
  gassign *copy = gimple_build_assign (unshare_expr (lhs), unshare_expr (rhs));
  gimple_set_location (copy, gimple_location (stmt));
  gimple_stmt_iterator at = gsi_after_labels (bb);
  /* No virtual operands yet: update_stmt gives it the bare virtual
     operand, renamed with the others below.  */
  gsi_insert_before (&at, copy, GSI_SAME_STMT);
  memopt_check_sunk_store (stmt, copy);
  delete_store (stmt);
  return true;
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
static bool
merge_stores (gimple *s1, gimple *s2, basic_block p1, basic_block p2,
	      basic_block j)
{
  const char *problem = merge_problem (s1, s2, p1, p2, j);
  if (problem)
    {
      if (dump_file)
	fprintf (dump_file, "Skipped: %s\n", problem);
      return false;
    }
  if (!memopt_transform_allowed ())
    return false;
  tree lhs = gimple_assign_lhs (s1);
  tree v1 = gimple_assign_rhs1 (s1), v2 = gimple_assign_rhs1 (s2);
  memopt_remark_stmt (s1, "stores to %s in bb %d and bb %d merged at bb %d",
		      memopt_expr (lhs), p1->index, p2->index, j->index);
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
  delete_store (s1);
  delete_store (s2);
  return true;
}

/* Apply D; *MOVED counts the stores inserted elsewhere (their virtual
   operands need renaming).  Returns how many were applied.  */
static int
apply_decisions (gimple_ir &ir, const mo_dse_decisions &d, int *moved)
{
  int applied = 0;
  for (int k = 0; k < d.len; k++)
    {
      const mo_dse_decision &dec = d.v[k];
      const mo_inst *inst = &ir.f->blocks[dec.block].inst[dec.index];
      gimple *stmt = gimple_ir_stmt (ir, inst);
      bool ok;
      if (dec.action == MO_DSE_DEAD)
	{
	  applied += remove_dead_store (stmt, gimple_ir_ref (ir, inst));
	  continue;
	}
      if (is_gimple_call (stmt))
	continue;   /* dse.c never moves a store of val -1; be sure */
      if (dec.action == MO_DSE_SINK)
	ok = sink_store (stmt, ir.bb_of_block[dec.target]);
      else
	{
	  const mo_inst *other = &ir.f->blocks[dec.block2].inst[dec.index2];
	  ok = merge_stores (stmt, gimple_ir_stmt (ir, other),
			     ir.bb_of_block[dec.block],
			     ir.bb_of_block[dec.block2],
			     ir.bb_of_block[dec.target]);
	}
      applied += ok;
      *moved += ok;
    }
  return applied;
}

/* ------------------------------------------------------------------ */
/* The pass.                                                           */

static unsigned int
run_dse (function *fun)
{
  gimple_ir b;
  if (!gimple_ir_start (b, fun, true))
    return 0;

  dse_ctx ctx = { &b, b.f->alias, b.f->alias_ctx };
  b.f->alias = dse_alias;
  b.f->alias_ctx = &ctx;
  mo_dse_params params;
  memset (&params, 0, sizeof params);
  params.max_walk = MO_DSE_MAX_WALK;
  params.max_alias_queries = memopt_opts.max_alias_queries;
  params.sink = true;
  params.merge = true;
  params.fixed = fixed_address_p;
  params.exit_may_read = exit_may_read_p;
  params.kills = kills_p;
  params.ctx = &ctx;
  mo_dse_decisions d;
  memset (&d, 0, sizeof d);
  mo_dse_stats stats;
  memset (&stats, 0, sizeof stats);
  mo_dse (b.f, &params, &d, &stats);

  int moved = 0;
  int applied = d.len ? apply_decisions (b, d, &moved) : 0;
  if (moved)
    {
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa_only_virtuals);
    }
  if (dump_file)
    fprintf (dump_file, "memopt-dse: %d decisions, %d applied, %ld stores, "
	     "%ld alias queries, %ld over the query limit, %ld over the walk "
	     "limit\n", d.len, applied, stats.stores, stats.alias_queries,
	     stats.alias_over_limit, stats.walk_over_limit);
  if (memopt_opts.verbose)
    fprintf (stderr, "memopt-dse: %s: %ld stores, %d decisions, %d applied\n",
	     function_name (fun), stats.stores, d.len, applied);
  if (applied && flag_checking)
    verify_ssa (true, true);

  mo_dse_decisions_free (&d);
  gimple_ir_free (b);
  return 0;
}

}  // namespace

gimple_opt_pass *
memopt_make_dse_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass ("memopt-dse", &memopt_opts.dse, run_dse, ctxt);
}
