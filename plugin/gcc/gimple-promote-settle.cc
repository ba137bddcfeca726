/* gimple-promote-settle.cc - memopt-promote's copies that pay only when
   GCC vectorizes them (the second instance of pass memopt-promote,
   GIMPLE, right after GCC's "vect").

   On x86-64 a read the target folds into its user (mulss 4(%rsi),
   %xmm1) saves an access but no instruction when memopt-promote keeps
   its location in a register, and the check and the read before the
   loop cost instructions at every entry: plugin/core/promote.c refuses
   such a location (saves-no-insn), unless GCC's loop vectorizer runs on
   the copy (if-vectorized).  In the copy nothing may alias the location
   any more, and at -O2 GCC vectorizes it where it cannot vectorize the
   original, which it does not version for alias there:

     for (i = 0; i < 6; i++)          the copy after "vect" (x86-64):
       d[i + 8] = (d[i] + 1) * w[0];    vect__1 = MEM <vector(2) float> [d];
                                        vect__2 = vect__1 + { 1.0, 1.0 };
                                        vect__3 = vect__2 * { w0, w0 };
                                        MEM <vector(2) float> [d + 32B] = vect__3;

   (0.97 of GCC's instructions, 0.88 of its loads).  Whether GCC does that
   is known only after "vect", so such a copy is made tentatively
   (promote_settle_begin, gimple-promote.cc) and settled here:

     before "vect"                        after this pass
       _5 = <the checks>;                   _5 = <the checks>;
       _6 = (unsigned int) _5;              _6 = (unsigned int) _5;
       __asm__ ("" : "=r" x_7               x_7 = _6;
                : "0" _6, "i" 1836019712);
       if (x_7 != 0) goto <original>;       if (1 != 0) goto <original>;
       else goto <copy>;                    (the copy not vectorized: gone
                                             at the CFG cleanup)

   The copy is kept (the asm becomes a copy, the condition stays) when a
   statement of vector type is in the blocks the copy's edge dominates
   and none in the original's: GCC vectorized the copy and not the
   original.

   Every other copy made where GCC's vectorizer runs is settled here
   too, the other way round: kept unless GCC vectorized the original
   and not the copy.  At -O3 GCC versions a loop for alias itself and
   vectorizes it, where memopt-promote's copy, whose reads no longer
   alias, may be unrolled instead and run scalar: a column butterfly of
   10 iterations ran 1.25 times GCC's instructions on AArch64 so
   (tests/promote/not-promote-original-vectorized.c).  A copy kept
   differs from one made without the asm at most in the order of the
   check's operands (lz4's lz4.c and lz4hc.c at -O2 and -O3, both
   targets: cmp x5, x0 for cmp x0, x5).  Otherwise the condition becomes the constant that selects
   the original, the copy's blocks become unreachable and CFG cleanup
   removes them: the function is GCC's own again but for the dead check.
   The remarks of a tentative copy are made when it is made
   (memopt_remark_defer) and reported only when it is kept.

   Correctness.  Running the original loop for every entry is correct:
   it is the loop as it was, and the checks only select the copy when
   that is correct too.  It stays correct only if no pass between the
   two instances specialised the original's blocks for the checks'
   outcome (VRP or DOM could fold a test of the same comparison inside
   the original to "true" on its side of the check); the asm hides the
   checks' value from them: all a pass can learn on the original's side
   is x_7 != 0, and x_7 has no other use.  The asm is recognised by its
   shape (empty, no clobber, output "=r", inputs "0" and "i" with
   PROMOTE_SETTLE_TAG + the copy's tag), never by a pointer kept across
   passes; a duplicated asm is settled copy by copy.  Anything else
   (the use is no longer one "x != 0" or "x == 0", an edge of the check
   reaches a block with other predecessors) keeps the copy, the
   transformation as made.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-fold.h"
#include "gimplify-me.h"
#include "tree-scalar-evolution.h"
#include "gimple-promote-settle.h"

#include <vector>

namespace {

/* The tags of the asm: PROMOTE_SETTLE_TAG + the copy's index ("mop").  */
const HOST_WIDE_INT PROMOTE_SETTLE_TAG = 0x6d6f7000;

/* The copies made tentatively in the function being compiled, by tag,
   with their remarks.  GCC runs every pass on one function before the
   next, so the list is that function's until the second instance ran
   (or memopt-promote starts on another one).  */
struct tentative_copy
{
  std::vector<memopt_deferred_remark> remarks;
  bool if_vectorized;     /* pays only when vectorized */
  bool reported;
};
function *pending_fn;
std::vector<tentative_copy> pending;

/* Report the remarks of copy K, once.  */
void
report (size_t k)
{
  if (pending[k].reported)
    return;
  pending[k].reported = true;
  for (const memopt_deferred_remark &r : pending[k].remarks)
    memopt_remark_deferred_print (r);
}

/* OP's constraint (an asm operand's TREE_LIST).  */
const char *
constraint_of (tree op)
{
  return TREE_STRING_POINTER (TREE_VALUE (TREE_PURPOSE (op)));
}

/* Is STMT the asm of a tentative copy of this function?  Its tag in
   *TAG, its output in *OUT and its input in *IN.  */
bool
settle_asm_p (gimple *stmt, size_t *tag, tree *out, tree *in)
{
  gasm *a = dyn_cast <gasm *> (stmt);
  if (!a || gimple_asm_volatile_p (a) || *gimple_asm_string (a)
      || gimple_asm_noutputs (a) != 1 || gimple_asm_ninputs (a) != 2
      || gimple_asm_nclobbers (a) || gimple_asm_nlabels (a))
    return false;
  tree o = gimple_asm_output_op (a, 0);
  tree i0 = gimple_asm_input_op (a, 0), i1 = gimple_asm_input_op (a, 1);
  tree t = TREE_VALUE (i1);
  if (strcmp (constraint_of (o), "=r") || strcmp (constraint_of (i0), "0")
      || strcmp (constraint_of (i1), "i") || TREE_CODE (t) != INTEGER_CST
      || !tree_fits_shwi_p (t) || TREE_CODE (TREE_VALUE (o)) != SSA_NAME)
    return false;
  HOST_WIDE_INT k = tree_to_shwi (t) - PROMOTE_SETTLE_TAG;
  if (k < 0 || (unsigned HOST_WIDE_INT) k >= pending.size ())
    return false;
  *tag = (size_t) k;
  *out = TREE_VALUE (o);
  *in = TREE_VALUE (i0);
  return true;
}

/* Is a statement of vector type in a block BB dominates?  */
bool
region_vectorized (basic_block bb)
{
  auto_vec<basic_block> region = get_all_dominated_blocks (CDI_DOMINATORS,
							  bb);
  for (basic_block b : region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree lhs = is_gimple_debug (stmt) ? NULL_TREE : gimple_get_lhs (stmt);
	if (lhs && VECTOR_TYPE_P (TREE_TYPE (lhs)))
	  return true;
      }
  return false;
}

/* The check G then always takes ORIGINAL, the edge on which it is true
   when ORIGINAL_IF_TRUE, never COPY.  The original's blocks get the
   check's count back: loop_version gave them the "unlikely" share of
   it, and a loop the profile calls cold is compiled as one (RTL
   invariant motion leaves the constants of a stencil's loop inside
   it: 1.27 times GCC's memory accesses in a memgen kernel).  */
void
select_for_good (gcond *g, edge original, edge copy, bool original_if_true)
{
  basic_block cond_bb = gimple_bb (g);
  profile_count was = original->count ();
  if (cond_bb->count.initialized_p () && was.initialized_p ()
      && was.nonzero_p ())
    {
      auto_vec<basic_block> region
	= get_all_dominated_blocks (CDI_DOMINATORS, original->dest);
      scale_bbs_frequencies_profile_count (region.address (),
					   region.length (), cond_bb->count,
					   was);
    }
  original->probability = profile_probability::always ();
  copy->probability = profile_probability::never ();
  if (original_if_true)
    gimple_cond_make_true (g);
  else
    gimple_cond_make_false (g);
  update_stmt (g);
}

enum settled { KEPT, UNDONE, KEPT_UNKNOWN };

/* The check whose opaque value is X: keep the copy, or select the
   original for good.  */
settled
settle_check (tree x, bool if_vectorized, const char **why)
{
  use_operand_p use_p;
  gimple *use;
  gcond *g;
  *why = "the check is no longer one test of the asm's value";
  if (!single_imm_use (x, &use_p, &use) || !(g = dyn_cast <gcond *> (use))
      || gimple_cond_lhs (g) != x || !integer_zerop (gimple_cond_rhs (g))
      || (gimple_cond_code (g) != NE_EXPR && gimple_cond_code (g) != EQ_EXPR))
    return KEPT_UNKNOWN;
  edge t, f;
  extract_true_false_edges_from_block (gimple_bb (g), &t, &f);
  bool original_if_true = gimple_cond_code (g) == NE_EXPR;
  edge original = original_if_true ? t : f;
  edge copy = original_if_true ? f : t;
  *why = "an edge of the check no longer starts a region of its own";
  if (!single_pred_p (original->dest) || !single_pred_p (copy->dest))
    return KEPT_UNKNOWN;
  bool copy_vec = region_vectorized (copy->dest);
  bool original_vec = region_vectorized (original->dest);
  if (copy_vec && !original_vec)
    {
      *why = "GCC vectorized the copy, not the original";
      return KEPT;
    }
  if (!if_vectorized && (copy_vec || !original_vec))
    {
      *why = copy_vec ? "GCC vectorized both" : "GCC vectorized neither";
      return KEPT;
    }
  *why = !if_vectorized ? "GCC vectorized the original, not the copy"
	 : copy_vec ? "GCC vectorized the original too"
	 : "GCC did not vectorize the copy";
  select_for_good (g, original, copy, original_if_true);
  return UNDONE;
}

const pass_data settle_pass_data = {
  GIMPLE_PASS,		/* type */
  "memopt-promote",	/* name: the second instance */
  OPTGROUP_OTHER,	/* optinfo_flags */
  TV_PLUGIN_RUN,	/* tv_id */
  PROP_cfg | PROP_ssa | PROP_loops, /* properties_required */
  0, 0, 0, 0
};

class settle_pass : public gimple_opt_pass
{
public:
  explicit settle_pass (gcc::context *ctxt)
    : gimple_opt_pass (settle_pass_data, ctxt) {}
  bool gate (function *fun) final override
  {
    return fun == pending_fn && !pending.empty ();
  }
  unsigned int execute (function *fun) final override;
};

unsigned int
settle_pass::execute (function *fun)
{
  calculate_dominance_info (CDI_DOMINATORS);
  int kept = 0, undone = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	size_t tag;
	tree x, in;
	if (!settle_asm_p (gsi_stmt (gsi), &tag, &x, &in))
	  continue;
	const char *why;
	settled s = settle_check (x, pending[tag].if_vectorized, &why);
	/* The value the asm passed through, now visible: x_7 = _6.  */
	gsi_replace (&gsi, gimple_build_assign (x, in), false);
	if (dump_file)
	  fprintf (dump_file, "memopt-promote: copy %zu %s: %s\n", tag,
		   s == UNDONE ? "undone" : "kept", why);
	if (s == UNDONE)
	  undone++;
	else
	  {
	    kept++;
	    report (tag);
	  }
      }
  if (dump_file)
    fprintf (dump_file, "memopt-promote: after vect: %d copies kept, %d "
	     "undone\n", kept, undone);
  if (memopt_opts.verbose)
    fprintf (stderr, "memopt-promote: %s: after vect: %d copies kept, %d "
	     "undone\n", function_name (fun), kept, undone);
  pending.clear ();
  pending_fn = NULL;
  if (!undone)
    return 0;
  if (scev_initialized_p ())
    scev_reset ();
  return TODO_cleanup_cfg;
}

}  // namespace

int
promote_settle_begin (bool if_vectorized)
{
  if (pending_fn != cfun)
    {
      for (size_t k = 0; k < pending.size (); k++)
	report (k);
      pending.clear ();
      pending_fn = cfun;
    }
  pending.push_back (tentative_copy ());
  pending.back ().if_vectorized = if_vectorized;
  pending.back ().reported = false;
  return (int) pending.size () - 1;
}

tree
promote_settle_condition (tree cond, gimple_seq *stmts, int tag)
{
  tree type = unsigned_type_node;
  tree value = force_gimple_operand (cond, stmts, true, NULL_TREE);
  value = gimple_convert (stmts, type, value);
  tree x = make_temp_ssa_name (type, NULL, "memopt_check");
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  vec_safe_push (outputs, build_tree_list (build_tree_list
					     (NULL_TREE, build_string (3, "=r")),
					   x));
  vec_safe_push (inputs, build_tree_list (build_tree_list
					    (NULL_TREE, build_string (2, "0")),
					  value));
  vec_safe_push (inputs,
		 build_tree_list (build_tree_list (NULL_TREE,
						   build_string (2, "i")),
				  build_int_cst (integer_type_node,
						 PROMOTE_SETTLE_TAG + tag)));
  gasm *a = gimple_build_asm_vec ("", inputs, outputs, NULL, NULL);
  SSA_NAME_DEF_STMT (x) = a;
  gimple_seq_add_stmt (stmts, a);
  return build2 (NE_EXPR, boolean_type_node, x, build_zero_cst (type));
}

void
promote_settle_remark (int tag, const memopt_deferred_remark &r)
{
  gcc_assert (pending_fn == cfun && tag >= 0
	      && (size_t) tag < pending.size ());
  pending[tag].remarks.push_back (r);
}

gimple_opt_pass *
promote_settle_pass (gcc::context *ctxt)
{
  return new settle_pass (ctxt);
}
