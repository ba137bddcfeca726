/* check.cc - check mode: each transformation also emits a run-time check
   of the assumption it relied on (-fplugin-arg-memopt-check).

   Differential testing only sees a wrong transformation when it changes
   an output.  In check mode the program checks memopt while it runs: a
   replaced load is still performed, into a fresh SSA name, and compared
   with the value memopt substituted; a removed redundant store becomes a
   load compared with the value the store would have written.  The
   transformation itself is applied as usual, so the checked program is
   the optimized one.

   Before / after, a load forwarded by memopt-lse (transformation 7):

     *p_1 = x_2;                        *p_1 = x_2;
     foo ();  // pure                   foo ();
     y_3 = *p_1;                   =>   memopt_check_4 = *p_1;
                                        y_3 = x_2;
                                        _5 = (unsigned long long) memopt_check_4;
                                        _6 = (unsigned long long) x_2;
                                        __memopt_check (_5, _6, 7, "memopt-lse
                                          load-replaced in f at x.c:3", 1);

   __memopt_check is the run-time half (plugin/runtime/memopt-check.c,
   built as build/<compiler>/memopt-check.o): when the two differ it
   prints the transformation's id (the same number max-transforms counts,
   so -fplugin-arg-memopt-max-transforms=ID-1 builds the program without
   it), the pass, kind, function, file:line, and both values; then aborts
   (check=abort) or counts and goes on (check=report, with a summary at
   exit).  It is declared const and "looping" (ECF_LOOPING_CONST_OR_PURE):
   the call has no virtual operands, so it neither clobbers memory for
   the passes that follow nor is removed as dead.

   Checks load the location again; that load is marked so that no memopt
   pass removes or replaces it (gimple-ir.cc gives it MO_INST_KEEP), but
   it is a read like any other for dead-store elimination, which is
   conservative.  The ids of a check build count the check build's own
   transformations; a check failure is reproduced with the same flags.

   A dead store removed by memopt-dse is, in check mode, replaced by a
   store of a poison pattern (0xa5 bytes) instead: a correct removal is
   never read, a wrong one shows up as a loud wrong value (the poison has
   no id: bisect it).

   A store sunk by memopt-dse from block A to the start of block B (which
   A dominates) leaves the location with its old value on the way; if
   something on the way wrote it (an alias the analysis missed), the
   sunk store now overwrites that write.  In check mode the location is
   read before the original store and again just before the sunk one,
   and the two must agree:

     *p_1 = 1;                          memopt_check_5 = *p_1;
     *q_2 = 7;                          *q_2 = 7;
     if (c_3 != 0) ...             =>   if (c_3 != 0) ...
     <bb 4>: return;                    <bb 4>: memopt_check_6 = *p_1;
                                                __memopt_check (.._6, .._5,
                                                  id, "memopt-dse sunk ...");
                                                *p_1 = 1; return;

   (a write on the way of the very value the location held goes unseen,
   and so does a read on the way, which would see the old value).  Two
   stores merged at a join are checked the same way: each arm reads the
   location before its store, a PHI of the two reads meets the read
   before the merged store.

   Values wider than 64 bits, vectors, complex and aggregate accesses,
   and the RTL pair pass have no check (rtl-pairs-ldp.cc says why pairs
   cannot have one after register allocation).  */

#include "gcc-common.h"
#include "options.h"
#include "transform.h"
#include "check.h"
#include "gimple-fold.h"

/* What the checks of one function share: the runtime's declaration.  */
static tree check_fndecl;

bool
memopt_checking (void)
{
  return memopt_opts.check != MO_CHECK_OFF;
}

/* void __memopt_check (unsigned long long actual, unsigned long long
   expected, unsigned long long id, const char *what, int abort_p).  */
static tree
check_fn (void)
{
  if (check_fndecl)
    return check_fndecl;
  tree u64 = long_long_unsigned_type_node;
  tree type = build_function_type_list (void_type_node, u64, u64, u64,
					const_ptr_type_node,
					integer_type_node, NULL_TREE);
  tree decl = build_fn_decl ("__memopt_check", type);
  TREE_READONLY (decl) = 1;
  DECL_LOOPING_CONST_OR_PURE_P (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("leaf"), NULL_TREE,
				      NULL_TREE);
  check_fndecl = decl;
  return decl;
}

/* VAL as the 64 bits to compare, computed by statements appended to SEQ;
   NULL_TREE when VAL's type has no check (wider than 64 bits, not a
   scalar).  */
static tree
value_bits (gimple_seq *seq, tree val)
{
  tree type = TREE_TYPE (val);
  tree u64 = long_long_unsigned_type_node;
  if (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
    {
      if (TYPE_PRECISION (type) > 64)
	return NULL_TREE;
      return gimple_convert (seq, u64, val);
    }
  if (SCALAR_FLOAT_TYPE_P (type) && tree_fits_uhwi_p (TYPE_SIZE (type)))
    {
      unsigned bits = tree_to_uhwi (TYPE_SIZE (type));
      if (bits != 32 && bits != 64)
	return NULL_TREE;
      tree itype = build_nonstandard_integer_type (bits, 1);
      tree raw = gimple_build (seq, VIEW_CONVERT_EXPR, itype, val);
      return gimple_convert (seq, u64, raw);
    }
  return NULL_TREE;
}

bool
memopt_check_type_p (tree type)
{
  if (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
    return TYPE_PRECISION (type) <= 64;
  if (SCALAR_FLOAT_TYPE_P (type) && tree_fits_uhwi_p (TYPE_SIZE (type)))
    return tree_to_uhwi (TYPE_SIZE (type)) == 32
	   || tree_to_uhwi (TYPE_SIZE (type)) == 64;
  return false;
}

/* "PASS KIND in FUNCTION at FILE:LINE" for STMT.  */
static tree
describe (gimple *stmt, enum mo_remark_kind kind)
{
  const mo_remark_row &row = memopt_remark_row (kind);
  expanded_location loc = expand_location (gimple_location (stmt));
  char *s = xasprintf ("%s %s in %s at %s:%d", row.pass, row.kind,
		       function_name (cfun), loc.file ? loc.file : "?",
		       loc.line);
  tree lit = build_string_literal (strlen (s) + 1, s);
  free (s);
  return lit;
}

/* Load REF again before STMT (reading the memory STMT reads or
   overwrites: STMT's virtual use) into a fresh "memopt_check" name.  */
static tree
reload_before (gimple *stmt, tree ref)
{
  tree tmp = make_temp_ssa_name (TREE_TYPE (ref), NULL, "memopt_check");
  gassign *ld = gimple_build_assign (tmp, unshare_expr (ref));
  gimple_set_vuse (ld, gimple_vuse (stmt));
  gimple_set_location (ld, gimple_location (stmt));
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_insert_before (&gsi, ld, GSI_SAME_STMT);
  return tmp;
}

/* After STMT: compare ACTUAL (what memory holds) with EXPECTED (what the
   transformation assumed) and call the runtime.  */
static void
emit_compare_after (gimple *stmt, tree actual, tree expected,
		    enum mo_remark_kind kind)
{
  gimple_seq seq = NULL;
  tree a = value_bits (&seq, actual);
  tree e = value_bits (&seq, expected);
  gcc_assert (a && e);
  gcall *call = gimple_build_call (check_fn (), 5, a, e,
				   build_int_cst (long_long_unsigned_type_node,
						  memopt_transform_id ()),
				   describe (stmt, kind),
				   build_int_cst (integer_type_node,
						  memopt_opts.check
						  == MO_CHECK_ABORT));
  gimple_set_location (call, gimple_location (stmt));
  gimple_seq_add_stmt (&seq, call);
  for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i); gsi_next (&i))
    gimple_set_location (gsi_stmt (i), gimple_location (stmt));
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  cgraph_node *self = cgraph_node::get (current_function_decl);
  if (self)
    self->create_edge (cgraph_node::get_create (check_fn ()), call,
		       gimple_bb (stmt)->count);
}

void
memopt_check_load (gimple *load, tree expected, enum mo_remark_kind kind)
{
  if (!memopt_checking () || !memopt_check_type_p (TREE_TYPE (expected)))
    return;
  tree actual = reload_before (load, gimple_assign_rhs1 (load));
  emit_compare_after (load, actual, expected, kind);
}

void
memopt_check_store (gimple *store, enum mo_remark_kind kind)
{
  tree rhs = gimple_assign_rhs1 (store);
  if (!memopt_checking () || !memopt_check_type_p (TREE_TYPE (rhs)))
    return;
  tree actual = reload_before (store, gimple_assign_lhs (store));
  /* The comparison goes before the store: it is about to be removed.  */
  gimple *at = SSA_NAME_DEF_STMT (actual);
  emit_compare_after (at, actual, rhs, kind);
}

void
memopt_check_sunk_store (gimple *orig, gimple *copy)
{
  tree lhs = gimple_assign_lhs (orig);
  if (!memopt_checking () || !memopt_check_type_p (TREE_TYPE (lhs))
      || (TREE_CODE (lhs) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (lhs, 1))))
    return;
  /* The value read at ORIG is used at COPY: ORIG's block must dominate
     (dse.c only sinks into blocks that ORIG's block dominates; be sure).  */
  if (!dom_info_available_p (CDI_DOMINATORS))
    calculate_dominance_info (CDI_DOMINATORS);
  if (!dominated_by_p (CDI_DOMINATORS, gimple_bb (copy), gimple_bb (orig)))
    return;
  tree before = reload_before (orig, lhs);
  tree after = reload_before (copy, gimple_assign_lhs (copy));
  gimple_set_location (SSA_NAME_DEF_STMT (after), gimple_location (orig));
  emit_compare_after (SSA_NAME_DEF_STMT (after), after, before,
		      MO_REMARK_SUNK);
}

void
memopt_check_merged_stores (gimple *s1, gimple *s2, basic_block p1,
			    basic_block p2, gimple *store)
{
  tree lhs = gimple_assign_lhs (store);
  if (!memopt_checking () || !memopt_check_type_p (TREE_TYPE (lhs))
      || (TREE_CODE (lhs) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (lhs, 1))))
    return;
  basic_block join = gimple_bb (store);
  if (EDGE_COUNT (join->preds) != 2 || !single_succ_p (p1)
      || !single_succ_p (p2) || single_succ (p1) != join
      || single_succ (p2) != join)
    return;
  tree old1 = reload_before (s1, gimple_assign_lhs (s1));
  tree old2 = reload_before (s2, gimple_assign_lhs (s2));
  tree old = make_temp_ssa_name (TREE_TYPE (lhs), NULL, "memopt_check");
  gphi *phi = create_phi_node (old, join);
  add_phi_arg (phi, old1, single_succ_edge (p1), gimple_location (s1));
  add_phi_arg (phi, old2, single_succ_edge (p2), gimple_location (s2));
  tree now = reload_before (store, lhs);
  emit_compare_after (SSA_NAME_DEF_STMT (now), now, old, MO_REMARK_MERGED);
}

void
memopt_check_unchanged (gimple *write, tree expected,
			enum mo_remark_kind kind)
{
  tree lhs = gimple_assign_lhs (write);
  if (!memopt_checking () || !memopt_check_type_p (TREE_TYPE (lhs)))
    return;
  tree now = reload_before (write, lhs);
  emit_compare_after (SSA_NAME_DEF_STMT (now), now, expected, kind);
}

bool
memopt_check_poison_store (gimple *store)
{
  if (!memopt_checking () || !gimple_assign_single_p (store))
    return false;
  tree lhs = gimple_assign_lhs (store);
  tree type = TREE_TYPE (lhs);
  /* A bool or a bit-field cannot hold a loud pattern.  */
  if (!memopt_check_type_p (type) || TREE_CODE (type) == BOOLEAN_TYPE
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || (TREE_CODE (lhs) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (lhs, 1))))
    return false;
  unsigned char bytes[16];
  unsigned size = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  if (size > sizeof bytes)
    return false;
  memset (bytes, 0xa5, size);
  tree poison = native_interpret_expr (type, bytes, size);
  if (!poison)
    return false;
  gimple_assign_set_rhs1 (store, poison);
  update_stmt (store);
  return true;
}

bool
memopt_check_stmt_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || !SSA_NAME_IDENTIFIER (lhs))
    return false;
  return strncmp (IDENTIFIER_POINTER (SSA_NAME_IDENTIFIER (lhs)),
		  "memopt_check", 12) == 0;
}

/* break=value (self-tests only): the value a load is replaced by, made
   wrong on purpose: VAL + 1 for an integer, computed just before LOAD.  */
tree
memopt_break_value (gimple *load, tree val)
{
  tree type = TREE_TYPE (val);
  if (memopt_opts.break_kind != MO_BREAK_VALUE || !INTEGRAL_TYPE_P (type)
      || TREE_CODE (type) == BOOLEAN_TYPE)
    return val;
  gimple_seq seq = NULL;
  tree wrong = gimple_build (&seq, PLUS_EXPR, type, val, build_one_cst (type));
  gimple_stmt_iterator gsi = gsi_for_stmt (load);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  return wrong;
}
