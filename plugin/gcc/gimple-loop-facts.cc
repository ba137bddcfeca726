/* gimple-loop-facts.cc - the facts the cost model of carried values
   (plugin/core/carry.c) judges a loop by, read from GCC.

   The target: registers of the general class (GENERAL_REGS) and of the
   floating-point/SIMD class (registers outside it that can hold a V4SF
   value: x86-64's xmm0-xmm15, AArch64's v0-v31) that are not fixed, and
   of those, the ones a call preserves (x86-64: 6 general, no SSE
   register; AArch64: 10 general, v8-v15).

   A loop: how often its header runs per entry at most, counted by
   running a constant counter (run_counter: GCC's niter analysis needs
   preheaders, which loops do not have between GCC's loop passes) or
   as GCC recorded it (get_max_loop_iterations_int), and the profile's
   expectation (expected_loop_iterations_unbounded);
   and register pressure, the most values of each class live at once at
   a point of the loop:

     live through it   SSA names defined before the loop (dominating its
		       header) and used in it or after it: each occupies a
		       register at every point of the loop;
     live inside it    names defined in the loop, by a backward liveness
		       over the loop's blocks (a header PHI's latch argument
		       is live at the end of its latch; a name used after
		       the loop, at the end of every exiting block), the
		       most at once at any statement.

   For the cols loop of carry.c on x86-64: d and the counter are live
   through or carried by GCC, and the body holds up to 12 floats at once
   (the eight loads and the sums they feed), so carrying 56 more would
   need 68 SSE registers of 16.  With a call in the loop, the values live
   across each call (live after it, its result excluded) are counted too:
   they need registers the call preserves.

   The counts are GIMPLE's: expansion adds addresses and temporaries,
   which MO_CARRY_RESERVE stands for; values GCC later keeps in memory
   or rematerializes are counted as registers (the safe side: the model
   refuses more).  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-loop-facts.h"

namespace {

/* The class of NAME's register, or -1 when it needs none (virtual
   operands, names of memory, aggregates).  */
int
name_class (tree name)
{
  if (!name || TREE_CODE (name) != SSA_NAME || virtual_operand_p (name))
    return -1;
  tree type = TREE_TYPE (name);
  if (!is_gimple_reg_type (type))
    return -1;
  return memopt_type_regclass (type);
}

/* The block where NAME is defined (the entry for a default definition),
   or NULL for a released name.  */
basic_block
def_block (tree name)
{
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return ENTRY_BLOCK_PTR_FOR_FN (cfun);
  gimple *def = SSA_NAME_DEF_STMT (name);
  return def ? gimple_bb (def) : NULL;
}

bool
defined_in (class loop *loop, tree name)
{
  basic_block bb = def_block (name);
  return bb && bb != ENTRY_BLOCK_PTR_FOR_FN (cfun)
	 && flow_bb_inside_loop_p (loop, bb);
}

/* The block a use USE_P of a name happens in: its statement's, or for a
   PHI argument the end of the argument's predecessor.  NULL for a debug
   use.  */
basic_block
use_block (use_operand_p use_p)
{
  gimple *stmt = USE_STMT (use_p);
  if (is_gimple_debug (stmt))
    return NULL;
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    return gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
  return gimple_bb (stmt);
}

/* Mark in AFTER the blocks outside LOOP reachable from its exits without
   a back edge (an edge into a block that dominates its source): where a
   use of a name defined before the loop keeps it live across the loop.  */
void
blocks_after (class loop *loop, basic_block *body, bitmap after)
{
  auto_vec<basic_block> work;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, body[i]->succs)
	if (!flow_bb_inside_loop_p (loop, e->dest)
	    && bitmap_set_bit (after, e->dest->index))
	  work.safe_push (e->dest);
    }
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != EXIT_BLOCK_PTR_FOR_FN (cfun)
	    && !flow_bb_inside_loop_p (loop, e->dest)
	    && !dominated_by_p (CDI_DOMINATORS, e->src, e->dest)
	    && bitmap_set_bit (after, e->dest->index))
	  work.safe_push (e->dest);
    }
}

/* Mark in THROUGH the names defined before LOOP and used in it or after
   it; in EXIT_LIVE the names defined in LOOP and used outside it.  CLS
   gets every name's class.  */
void
scan_names (class loop *loop, basic_block *body, bitmap through,
	    bitmap exit_live, vec<signed char> &cls)
{
  auto_bitmap after;
  blocks_after (loop, body, after);
  unsigned i;
  tree name;
  cls.safe_grow_cleared (num_ssa_names);
  FOR_EACH_SSA_NAME (i, name, cfun)
    {
      int c = name_class (name);
      cls[i] = c;
      basic_block db = c < 0 ? NULL : def_block (name);
      if (!db)
	continue;
      bool inside = defined_in (loop, name);
      if (!inside && db != ENTRY_BLOCK_PTR_FOR_FN (cfun)
	  && !dominated_by_p (CDI_DOMINATORS, loop->header, db))
	continue;
      imm_use_iterator it;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, it, name)
	{
	  basic_block ub = use_block (use_p);
	  if (!ub)
	    continue;
	  bool in_loop = flow_bb_inside_loop_p (loop, ub);
	  if (inside && !in_loop)
	    {
	      bitmap_set_bit (exit_live, i);
	      break;
	    }
	  if (!inside && (in_loop || bitmap_bit_p (after, ub->index)))
	    {
	      bitmap_set_bit (through, i);
	      break;
	    }
	}
    }
}

/* Add to LIVE the names defined in LOOP that the PHIs of E->dest take
   on edge E.  */
void
add_phi_uses (class loop *loop, edge e, bitmap live)
{
  for (gphi_iterator p = gsi_start_phis (e->dest); !gsi_end_p (p);
       gsi_next (&p))
    {
      tree arg = PHI_ARG_DEF_FROM_EDGE (p.phi (), e);
      if (TREE_CODE (arg) == SSA_NAME && name_class (arg) >= 0
	  && defined_in (loop, arg))
	bitmap_set_bit (live, SSA_NAME_VERSION (arg));
    }
}

/* LIVE := what is live at the end of BB (IN: live-in of each block of
   the loop, by the index POS gives; PHI results excluded).  */
void
live_out (class loop *loop, basic_block bb, bitmap *in, const int *pos,
	  bitmap exit_live, bitmap live)
{
  bitmap_clear (live);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (!flow_bb_inside_loop_p (loop, e->dest))
	{
	  bitmap_ior_into (live, exit_live);
	  continue;
	}
      bitmap_ior_into (live, in[pos[e->dest->index]]);
      add_phi_uses (loop, e, live);
    }
}

/* Step over STMT backwards in LIVE: its definitions die, its uses of
   names defined in LOOP become live.  */
void
step_back (class loop *loop, gimple *stmt, bitmap live)
{
  ssa_op_iter it;
  tree op;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_DEF)
    bitmap_clear_bit (live, SSA_NAME_VERSION (op));
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
    if (name_class (op) >= 0 && defined_in (loop, op))
      bitmap_set_bit (live, SSA_NAME_VERSION (op));
}

/* Count the names of LIVE not in EXCLUDE (NULL: none) by class.  */
void
count (bitmap live, bitmap exclude, const vec<signed char> &cls,
       int n[MO_NRC])
{
  n[MO_RC_GPR] = n[MO_RC_FP] = 0;
  unsigned i;
  bitmap_iterator bi;
  EXECUTE_IF_SET_IN_BITMAP (live, 0, i, bi)
    if (i < cls.length () && cls[i] >= 0
	&& !(exclude && bitmap_bit_p (exclude, i)))
      n[cls[i]]++;
}

/* Raise MAX to the count of LIVE less EXCLUDE.  */
void
raise_max (bitmap live, bitmap exclude, const vec<signed char> &cls,
	   int max[MO_NRC])
{
  int n[MO_NRC];
  count (live, exclude, cls, n);
  for (int k = 0; k < MO_NRC; k++)
    max[k] = MAX (max[k], n[k]);
}

}  // namespace

/* A loop's liveness, computed once (memopt_loop_live_new) and counted
   for any set of excluded names (memopt_loop_facts).  */
struct memopt_loop_live
{
  class loop *loop;
  unsigned nblocks;         /* the loop's blocks when it was computed */
  basic_block *body;
  int *pos;                 /* bb index -> position in body */
  bitmap *in;               /* live-in of each block, PHI results out */
  auto_bitmap through, exit_live;
  auto_vec<signed char> cls;
  long max_iters, est_iters;
  bool est_measured;
  long body_insns;
};

bool
memopt_real_call_p (gimple *stmt)
{
  return is_gimple_call (stmt) && !gimple_call_internal_p (stmt);
}

namespace {

/* The live-in sets of L's blocks: a backward liveness of the names
   defined in the loop, to a fixed point.  */
void
solve (memopt_loop_live *l)
{
  class loop *loop = l->loop;
  unsigned n = loop->num_nodes;
  auto_bitmap live;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = n; i-- > 0;)
	{
	  basic_block bb = l->body[i];
	  live_out (loop, bb, l->in, l->pos, l->exit_live, live);
	  for (gimple_stmt_iterator g = gsi_last_bb (bb); !gsi_end_p (g);
	       gsi_prev (&g))
	    if (!is_gimple_debug (gsi_stmt (g)))
	      step_back (loop, gsi_stmt (g), live);
	  for (gphi_iterator p = gsi_start_phis (bb); !gsi_end_p (p);
	       gsi_next (&p))
	    bitmap_clear_bit (live, SSA_NAME_VERSION (gimple_phi_result
						      (p.phi ())));
	  if (!bitmap_equal_p (live, l->in[i]))
	    {
	      bitmap_copy (l->in[i], live);
	      changed = true;
	    }
	}
    }
}

/* The most names defined in L's loop, less EXCLUDE, live at once (MAX)
   and across a call (AT_CALL); whether the loop calls.  */
bool
scan_pressure (memopt_loop_live *l, bitmap exclude, int max[MO_NRC],
	       int at_call[MO_NRC])
{
  class loop *loop = l->loop;
  auto_bitmap live;
  bool calls = false;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = l->body[i];
      live_out (loop, bb, l->in, l->pos, l->exit_live, live);
      raise_max (live, exclude, l->cls, max);
      for (gimple_stmt_iterator g = gsi_last_bb (bb); !gsi_end_p (g);
	   gsi_prev (&g))
	{
	  gimple *stmt = gsi_stmt (g);
	  if (is_gimple_debug (stmt))
	    continue;
	  if (memopt_real_call_p (stmt))
	    {
	      tree lhs = gimple_call_lhs (stmt);
	      if (lhs && TREE_CODE (lhs) == SSA_NAME)
		bitmap_clear_bit (live, SSA_NAME_VERSION (lhs));
	      raise_max (live, exclude, l->cls, at_call);
	      calls = true;
	    }
	  step_back (loop, stmt, live);
	  raise_max (live, exclude, l->cls, max);
	}
      for (gphi_iterator p = gsi_start_phis (bb); !gsi_end_p (p);
	   gsi_next (&p))
	{
	  tree res = gimple_phi_result (p.phi ());
	  if (name_class (res) >= 0)
	    bitmap_set_bit (live, SSA_NAME_VERSION (res));
	}
      raise_max (live, exclude, l->cls, max);
    }
  return calls;
}

/* Header executions counted by run_counter at most: a loop that runs
   longer is bounded by what GCC recorded, if anything.  */
const int max_simulated = 1024;

/* The header PHI of LOOP that NAME is, plus a constant: sets *OFF to the
   constant (0 for the PHI itself).  NULL when NAME is neither.  */
gphi *
counter_phi (class loop *loop, tree name, wide_int *off)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (name);
  tree type = TREE_TYPE (name);
  *off = wi::zero (TYPE_PRECISION (type));
  if (gassign *a = dyn_cast <gassign *> (def))
    {
      if (gimple_assign_rhs_code (a) != PLUS_EXPR
	  || TREE_CODE (gimple_assign_rhs2 (a)) != INTEGER_CST
	  || TREE_CODE (gimple_assign_rhs1 (a)) != SSA_NAME)
	return NULL;
      *off = wi::to_wide (gimple_assign_rhs2 (a));
      def = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (a));
    }
  gphi *phi = dyn_cast <gphi *> (def);
  return phi && gimple_bb (phi) == loop->header ? phi : NULL;
}

/* The header executions per entry of LOOP when its one exit tests a
   counter against a constant, found by running the counter: a header
   PHI with a constant on the entry edge and itself plus a constant on
   the latch edge, tested as it is or plus a constant, in a block of
   LOOP (not of an inner loop) that dominates the latch, so once every
   iteration.  The cols loop of carry.c: c = PHI <0, c'>, c' = c + 1,
   exit when c' == 8: 8.  -1 for any other loop, or one that runs more
   than max_simulated times.  */
long
run_counter (class loop *loop)
{
  basic_block header = loop->header;
  if (!loop->latch || EDGE_COUNT (header->preds) != 2)
    return -1;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1)
    return -1;
  edge exit = exits[0];
  basic_block b = exit->src;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (b));
  if (!cond || b->loop_father != loop
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, b))
    return -1;
  tree x = gimple_cond_lhs (cond), lim = gimple_cond_rhs (cond);
  enum tree_code code = gimple_cond_code (cond);
  if (TREE_CODE (x) == INTEGER_CST)
    {
      std::swap (x, lim);
      code = swap_tree_comparison (code);
    }
  if (TREE_CODE (lim) != INTEGER_CST || !INTEGRAL_TYPE_P (TREE_TYPE (x)))
    return -1;
  wide_int off, step;
  gphi *phi = counter_phi (loop, x, &off);
  if (!phi)
    return -1;
  edge entry = EDGE_PRED (header, 0) == loop_latch_edge (loop)
	       ? EDGE_PRED (header, 1) : EDGE_PRED (header, 0);
  tree init = PHI_ARG_DEF_FROM_EDGE (phi, entry);
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  if (TREE_CODE (init) != INTEGER_CST
      || counter_phi (loop, next, &step) != phi)
    return -1;
  signop sgn = TYPE_SIGN (TREE_TYPE (x));
  wide_int v = wi::to_wide (init), l = wi::to_wide (lim);
  bool exit_if_true = (exit->flags & EDGE_TRUE_VALUE) != 0;
  for (int k = 1; k <= max_simulated; k++)
    {
      wide_int t = wi::add (v, off);
      bool holds;
      switch (code)
	{
	case EQ_EXPR: holds = t == l; break;
	case NE_EXPR: holds = t != l; break;
	case LT_EXPR: holds = wi::lt_p (t, l, sgn); break;
	case LE_EXPR: holds = wi::le_p (t, l, sgn); break;
	case GT_EXPR: holds = wi::gt_p (t, l, sgn); break;
	case GE_EXPR: holds = wi::ge_p (t, l, sgn); break;
	default: return -1;
	}
      if (holds == exit_if_true)
	return k;
      v = wi::add (v, step);
    }
  return -1;
}

/* The bound on LOOP's header executions per entry, or -1: the count
   run_counter finds, or the bound GCC has recorded (from every exit and
   from undefined behaviour), whichever is smaller.  */
long
max_iters (class loop *loop)
{
  long exact = run_counter (loop);
  HOST_WIDE_INT n = get_max_loop_iterations_int (loop);
  long bound = n < 0 || n >= LONG_MAX / 2 ? -1 : (long) n + 1;
  if (exact >= 0 && (bound < 0 || exact < bound))
    return exact;
  return bound;
}

}  // namespace

/* True when USE, the one use of the loaded VALUE, can read it from
   memory on a target with memory operands: an operand of a comparison,
   or of an operation that takes one (the second of a non-commutative
   one).  GCC then folds the load into it: it takes no instruction.  */
static bool
takes_memory_operand (gimple *use, tree value)
{
  if (gcond *c = dyn_cast <gcond *> (use))
    return gimple_cond_lhs (c) == value || gimple_cond_rhs (c) == value;
  gassign *a = dyn_cast <gassign *> (use);
  if (!a || gimple_num_ops (a) != 3)
    return false;
  bool second = gimple_assign_rhs2 (a) == value;
  switch (gimple_assign_rhs_code (a))
    {
    case PLUS_EXPR:
    case MULT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    case EQ_EXPR:
    case NE_EXPR:
    case LT_EXPR:
    case LE_EXPR:
    case GT_EXPR:
    case GE_EXPR:
      return true;
    case MINUS_EXPR:
    case RDIV_EXPR:
      return second;
    default:
      return false;
    }
}

/* True when USE overwrites the register holding VALUE on a two-operand
   target: VALUE is the first operand of a non-commutative arithmetic
   operation, or the only operand of a unary one (an address
   computation, a comparison, a store or a copy reads it without
   writing it, and of a commutative operation's two operands the
   allocator overwrites the other).  */
static bool
destroys (gimple *use, tree value)
{
  gassign *a = dyn_cast <gassign *> (use);
  if (!a || gimple_assign_rhs1 (a) != value
      || get_gimple_rhs_class (gimple_assign_rhs_code (a))
	 == GIMPLE_SINGLE_RHS)
    return false;
  enum tree_code code = gimple_assign_rhs_code (a);
  if (commutative_tree_code (code) && gimple_assign_rhs2 (a) != value)
    return false;
  return code != POINTER_PLUS_EXPR && TREE_CODE_CLASS (code) != tcc_comparison
	 && !CONVERT_EXPR_CODE_P (code);
}

/* True when USE, a commutative operation folding the load of VALUE,
   has another operand loaded for it alone: only one memory operand
   fits, so without VALUE's load the other one folds (x86-64: movsd
   (%rax), %xmm0; addsd -8(%rax), %xmm0 becomes addsd (%rax), %xmm0):
   removing VALUE's load still saves an instruction.  */
static bool
other_load_folds (gimple *use, tree value)
{
  gassign *a = dyn_cast <gassign *> (use);
  if (!a || gimple_num_ops (a) != 3
      || !commutative_tree_code (gimple_assign_rhs_code (a)))
    return false;
  tree other = gimple_assign_rhs1 (a) == value ? gimple_assign_rhs2 (a)
	       : gimple_assign_rhs1 (a);
  if (TREE_CODE (other) != SSA_NAME || !has_single_use (other))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (other);
  return gimple_assign_load_p (def) && gimple_bb (def) == gimple_bb (use);
}

/* True when a use of VALUE overwrites its register (destroys): kept live
   around a loop, VALUE then needs a copy there, which replaces its load.  */
static bool
destroyed_by_a_use (tree value)
{
  use_operand_p use_p;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (use_p, it, value)
    if (!is_gimple_debug (USE_STMT (use_p))
	&& destroys (USE_STMT (use_p), value))
      return true;
  return false;
}

/* True when DEF comes before USE on every path to USE: in one block,
   earlier; else DEF's block dominates USE's (no dominators: true).  A
   statement does not come before itself: the use that computes the
   value reads the old one first (G[j] = G[j] + G[j - 1]).  */
static bool
comes_before (gimple *def, gimple *use)
{
  if (def == use)
    return false;
  basic_block db = gimple_bb (def), ub = gimple_bb (use);
  if (!db || !ub)
    return true;
  if (db != ub)
    return !dom_info_available_p (CDI_DOMINATORS)
	   || dominated_by_p (CDI_DOMINATORS, ub, db);
  if (gimple_code (def) == GIMPLE_PHI)
    return gimple_code (use) != GIMPLE_PHI;
  if (gimple_code (use) == GIMPLE_PHI)
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    if (gsi_stmt (gsi) == use)
      return true;
  return false;
}

/* True when USE is the last use of VALUE: every other use comes before
   it (comes_before), so VALUE's register is free to take USE's result.
   A use in a PHI or in a block USE does not follow is not before it.  */
static bool
last_use_p (gimple *use, tree value)
{
  use_operand_p use_p;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (use_p, it, value)
    {
      gimple *other = USE_STMT (use_p);
      if (other != use && !is_gimple_debug (other)
	  && (gimple_code (other) == GIMPLE_PHI || !comes_before (other, use)))
	return false;
    }
  return true;
}

/* True when DEF computes its result in the register of LOADED on a
   two-operand target: through a chain of at most DEPTH operations, each
   the one use of the operand it overwrites (the first, or either of a
   commutative operation), that starts at LOADED's last use (zlib's
   ins_h = ((ins_h << shift) ^ c) & mask: shll, xorl, andl in place;
   q = *pp; s += q[i]; if (...) *pp = q + 1: addq $4 in q's register,
   tests/phi/carry-pays.c).  */
static bool
computed_in_place (gimple *def, tree loaded, int depth)
{
  gassign *a = dyn_cast <gassign *> (def);
  if (!a || depth <= 0
      || get_gimple_rhs_class (gimple_assign_rhs_code (a)) == GIMPLE_SINGLE_RHS)
    return false;
  tree ops[2] = { gimple_assign_rhs1 (a), NULL_TREE };
  if (gimple_num_ops (a) == 3
      && commutative_tree_code (gimple_assign_rhs_code (a)))
    ops[1] = gimple_assign_rhs2 (a);
  for (tree op : ops)
    if (op && TREE_CODE (op) == SSA_NAME
	&& (op == loaded ? last_use_p (def, loaded)
	    : has_single_use (op) && !SSA_NAME_IS_DEFAULT_DEF (op)
	      && computed_in_place (SSA_NAME_DEF_STMT (op), loaded,
				    depth - 1)))
      return true;
  return false;
}

/* True when VALUE, computed by DEF, shares no register with the value
   LOADED it replaces in the next iteration: DEF comes before a use of
   LOADED (both live at once); or, on a two-operand target, DEF is not
   computed in LOADED's register (an instruction computes its result in
   its first operand's register, so the register of LOADED goes on as
   what its first destructive use computed, which stays live while VALUE
   is computed elsewhere: a butterfly's x0 = PHI <e1, ...> with
   e1 = x1 - x6 takes movaps %xmm7, %xmm1 in every iteration).  */
static bool
needs_own_register (gimple *def, tree loaded)
{
  bool overlap = false;
  use_operand_p use_p;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (use_p, it, loaded)
    {
      gimple *use = USE_STMT (use_p);
      if (!is_gimple_debug (use) && gimple_code (use) != GIMPLE_PHI)
	overlap |= comes_before (def, use);
    }
  return overlap || (MEMOPT_TARGET_MEMORY_OPERANDS
		     && !computed_in_place (def, loaded, 8));
}

int
memopt_carry_moves (tree value, gimple *load)
{
  if (!value || TREE_CODE (value) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (value))
    return 0;
  gimple *def = SSA_NAME_DEF_STMT (value);
  tree loaded = gimple_get_lhs (load);
  int moves = 0;
  if (loaded && TREE_CODE (loaded) == SSA_NAME
      && needs_own_register (def, loaded))
    moves++;
  if (MEMOPT_TARGET_MEMORY_OPERANDS && destroyed_by_a_use (value))
    moves++;
  return moves;
}

bool
memopt_load_folds (gimple *load)
{
  tree lhs = gimple_get_lhs (load);
  if (!MEMOPT_TARGET_MEMORY_OPERANDS || !lhs || TREE_CODE (lhs) != SSA_NAME)
    return false;
  use_operand_p use_p;
  gimple *use;
  if (single_imm_use (lhs, &use_p, &use) && gimple_bb (use) == gimple_bb (load)
      && takes_memory_operand (use, lhs))
    return true;
  return destroyed_by_a_use (lhs);
}

int
memopt_load_insns (gimple *load, bool carried)
{
  tree lhs = gimple_get_lhs (load);
  if (!lhs || TREE_CODE (lhs) != SSA_NAME)
    return 1;
  use_operand_p use_p;
  gimple *use;
  if (single_imm_use (lhs, &use_p, &use)
      && gimple_bb (use) == gimple_bb (load))
    {
      /* A narrow load widened by its one use: the widening stays when
	 the load goes (ldrb, movzbl: one instruction either way).  */
      if (gassign *a = dyn_cast <gassign *> (use))
	if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (a))
	    && INTEGRAL_TYPE_P (TREE_TYPE (lhs))
	    && INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (a)))
	    && TYPE_PRECISION (TREE_TYPE (lhs))
	       < TYPE_PRECISION (TREE_TYPE (gimple_assign_lhs (a))))
	  return 0;
      if (MEMOPT_TARGET_MEMORY_OPERANDS && takes_memory_operand (use, lhs)
	  && !other_load_folds (use, lhs))
	return 0;
    }
  if (MEMOPT_TARGET_MEMORY_OPERANDS && carried && destroyed_by_a_use (lhs))
    return 0;
  return 1;
}

enum mo_regclass
memopt_type_regclass (tree type)
{
  return FLOAT_TYPE_P (type) || VECTOR_TYPE_P (type) ? MO_RC_FP : MO_RC_GPR;
}

void
memopt_carry_target (mo_carry_target *t)
{
  memset (t, 0, sizeof *t);
  for (unsigned r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    {
      if (fixed_regs[r])
	continue;
      int c;
      if (TEST_HARD_REG_BIT (reg_class_contents[GENERAL_REGS], r))
	c = MO_RC_GPR;
      else if (targetm.hard_regno_mode_ok (r, V4SFmode))
	c = MO_RC_FP;
      else
	continue;
      t->regs[c]++;
      t->saved[c] += !this_target_hard_regs->x_call_used_regs[r];
    }
}

memopt_loop_live *
memopt_loop_live_new (class loop *loop)
{
  if (!loop || loop->num == 0 || !loop->header)
    return NULL;
  memopt_loop_live *l = new memopt_loop_live ();
  l->loop = loop;
  l->body = get_loop_body (loop);
  l->nblocks = loop->num_nodes;
  l->pos = XNEWVEC (int, last_basic_block_for_fn (cfun));
  l->in = XNEWVEC (bitmap, loop->num_nodes);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      l->pos[l->body[i]->index] = i;
      l->in[i] = BITMAP_ALLOC (NULL);
    }
  scan_names (loop, l->body, l->through, l->exit_live, l->cls);
  solve (l);
  l->max_iters = max_iters (loop);
  bool read = false;
  gcov_type est = expected_loop_iterations_unbounded (loop, &read, true);
  l->est_iters = est < 0 || est >= LONG_MAX / 2 ? -1 : (long) est + 1;
  l->est_measured = read && profile_status_for_fn (cfun) == PROFILE_READ;
  /* A count found by running the counter is as good as measured.  */
  long exact = run_counter (loop);
  if (exact >= 0)
    {
      l->est_iters = exact;
      l->est_measured = true;
    }
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator g = gsi_start_bb (l->body[i]); !gsi_end_p (g);
	 gsi_next (&g))
      l->body_insns += !is_gimple_debug (gsi_stmt (g))
		       && gimple_code (gsi_stmt (g)) != GIMPLE_LABEL;
  return l;
}

void
memopt_loop_live_free (memopt_loop_live *l)
{
  if (!l)
    return;
  for (unsigned i = 0; i < l->nblocks; i++)
    BITMAP_FREE (l->in[i]);
  XDELETEVEC (l->in);
  XDELETEVEC (l->pos);
  free (l->body);
  delete l;
}

void
memopt_loop_facts (memopt_loop_live *l, bitmap exclude,
		   mo_carry_loop *out)
{
  memset (out, 0, sizeof *out);
  out->max_iters = l->max_iters;
  out->est_iters = l->est_iters;
  out->est_measured = l->est_measured;
  out->body_insns = l->body_insns;
  int through[MO_NRC], inside[MO_NRC] = { 0, 0 }, at_call[MO_NRC] = { 0, 0 };
  count (l->through, exclude, l->cls, through);
  out->calls = scan_pressure (l, exclude, inside, at_call);
  for (int k = 0; k < MO_NRC; k++)
    {
      out->live[k] = through[k] + inside[k];
      out->live_at_call[k] = through[k] + at_call[k];
    }
}

bool
memopt_loop_facts_for (const gimple_ir &ir, memopt_loop_live_map &cache,
		       int header, const int *vals, int nvals,
		       mo_carry_loop *out)
{
  basic_block bb = ir.bb_of_block[header];
  class loop *loop = bb ? bb->loop_father : NULL;
  if (!loop || loop->header != bb || loop->num == 0)
    return false;
  bool existed;
  memopt_loop_live *&l = cache.get_or_insert (loop->num, &existed);
  if (!existed)
    l = memopt_loop_live_new (loop);
  if (!l)
    return false;
  auto_bitmap exclude;
  for (int i = 0; i < nvals; i++)
    {
      tree v = gimple_ir_value (ir, vals[i]);
      if (v && TREE_CODE (v) == SSA_NAME)
	bitmap_set_bit (exclude, SSA_NAME_VERSION (v));
    }
  memopt_loop_facts (l, exclude, out);
  return true;
}
