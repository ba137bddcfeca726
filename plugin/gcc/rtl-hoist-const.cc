/* rtl-hoist-const.cc - a constant read from the constant pool in several
   branches is read once, where they meet (pass memopt-hoist-const, RTL,
   after combine, before register allocation, every target).

   A floating-point or vector constant no instruction builds is a read of
   the constant pool at each use.  Uses in sibling branches each read it:
   CSE shares a read only with the uses it dominates.  pngvalid's
   image_pixel_setf (inlined into image_pixel_init) multiplies by
   DBL_EPSILON in four sibling branches: four reads per call.

   Before / after (x86-64 -O2, the RTL after combine):

     bb 5: ...                               bb 5: (set (reg P) (mem LC3))
     bb 6: (set (reg 150)                    bb 6: (set (reg 150)
             (mult (reg 149) (mem LC3)))             (mult (reg 149) (reg P)))
     bb 8: (set (reg 152)                    bb 8: (set (reg 152)
             (mult (reg 151) (mem LC3)))             (mult (reg 151) (reg P)))

   This file
     1. takes every read of a constant-pool entry that a register may
        replace, grouped by constant and mode, and the blocks with a
        call (memopt_hoist_const_reads, rtl-hoist-const-reads.cc);
     2. describes each constant with uses in at least two places to the
        core (plugin/core/hoist.c) as a tree: the blocks with uses and
        their dominators, each with its expected count (GCC's profile) and
        whether it is a barrier: the entry, a block with a call, a block
        entered over an abnormal or EH edge, a block that runs more often
        than its immediate dominator (a loop header);
     3. refuses a block the core chooses when P would live across a
        call there on some path to a use (a walk back from the uses to
        the block; the dominator tree shows only the calls on the way
        down, and every SSE register of x86-64 is clobbered by a call,
        so P would be spilled: sqlite3's printf read 10.0 once and made
        18,600 stores more), makes it a barrier and asks the core again;
     4. for each block the core chooses: a new pseudo P, read from the
        constant pool at the block's start (force_const_mem, so the
        target builds the address), and the MEM replaced by P in every
        use the block covers, as one change group.  P's read is a plain
        memory read, with no REG_EQUAL note: IRA makes a register whose
        only set reads a constant equivalent to it, and its costs see a
        read into a register as cheap as a copy, so it would leave P in
        memory and read the pool at every use again (pngvalid: four
        reads, each now through a general register).  Each read
        inserted is one transformation (max-transforms); each use that
        reads P gets a remark "read of constant C uses the register
        loaded at FILE:LINE" (the line of the first use it covers).

   Correctness: a constant-pool entry never changes and reading it
   cannot fault, so P, read in a block that dominates the use, holds
   the value the use read.  Nothing else is moved.  Check mode (check.cc)
   adds no run-time check: the value is a compile-time constant.  A
   function that calls setjmp is left alone (no pseudo is made live
   across an abnormal edge).

   Position: after combine, which folds constant-pool reads into the
   instructions that use them (x86-64: mulsd .LC3(%rip), %xmm0), and
   before the register allocator, which decides where P lives.  On
   AArch64, GCC 12 keeps a floating-point constant as a const_double
   until register allocation (LRA puts it in the pool), so the pass
   finds nothing there; where it finds a read (a use that is a load of
   its own, adrp + ldr), P replaces it and the address computations
   left dead are deleted.  */

#include "gcc-common.h"
#include "glue.h"
#include "transform.h"
#include "explow.h"
#include "expr.h"
#include "varasm.h"
#include "rtl-pass.h"
#include "rtl-hoist-const.h"

namespace {

/* The per-function state: the blocks that are barriers, the tree being
   described (block index -> node, -1 when absent).  */
struct fn_ctx
{
  auto_sbitmap *has_call;
  std::vector<int> node_of;     /* per block index */
  std::vector<basic_block> blocks;  /* per node */
  std::vector<mo_hnode> nodes;
  long applied;
  mo_hoist_stats stats;         /* the core's, over the function */
};

static double
block_count (basic_block bb)
{
  return bb->count.initialized_p () ? (double) bb->count.to_gcov_type () : 0;
}

/* Is BB a block nothing is read in for blocks below it, nor above it for
   its subtree?  */
static bool
barrier_block (fn_ctx &f, basic_block bb)
{
  if (bb == ENTRY_BLOCK_PTR_FOR_FN (cfun) || bb_has_abnormal_pred (bb)
      || bb_has_eh_pred (bb) || bitmap_bit_p (*f.has_call, bb->index)
      || !bb->count.initialized_p ())
    return true;
  basic_block idom = get_immediate_dominator (CDI_DOMINATORS, bb);
  return idom && idom->count.initialized_p ()
	 && block_count (bb) > block_count (idom);
}

/* qsort: by dominator-tree DFS number, so that a dominator comes before
   the blocks it dominates.  */
static int
dominators_first (const void *pa, const void *pb)
{
  unsigned a = bb_dom_dfs_in (CDI_DOMINATORS, *(const basic_block *) pa);
  unsigned b = bb_dom_dfs_in (CDI_DOMINATORS, *(const basic_block *) pb);
  return a < b ? -1 : a > b;
}

/* Build in F the tree of G's use blocks and their dominators, parents
   first (by dominator-tree DFS number).  */
static void
build_tree (fn_ctx &f, const const_group &g)
{
  f.blocks.clear ();
  for (const const_use &u : g.uses)
    for (basic_block bb = BLOCK_FOR_INSN (u.insn); bb;
	 bb = get_immediate_dominator (CDI_DOMINATORS, bb))
      {
	if (f.node_of[bb->index] >= 0)
	  break;
	f.node_of[bb->index] = 0;
	f.blocks.push_back (bb);
      }
  qsort (f.blocks.data (), f.blocks.size (), sizeof (basic_block),
	 dominators_first);
  f.nodes.clear ();
  for (size_t i = 0; i < f.blocks.size (); i++)
    f.node_of[f.blocks[i]->index] = (int) i;
  for (basic_block bb : f.blocks)
    {
      basic_block idom = get_immediate_dominator (CDI_DOMINATORS, bb);
      int parent = idom && f.node_of[idom->index] >= 0
		   ? f.node_of[idom->index] : -1;
      f.nodes.push_back ({ parent, block_count (bb), 0,
			   barrier_block (f, bb) });
    }
  for (const const_use &u : g.uses)
    f.nodes[f.node_of[BLOCK_FOR_INSN (u.insn)->index]].uses++;
}

/* The constant C as a remark shows it.  */
static const char *
constant_text (rtx c, char *buf, size_t size)
{
  if (CONST_DOUBLE_AS_FLOAT_P (c))
    /* 17 significant digits: enough to tell any two doubles apart.  */
    real_to_decimal (buf, CONST_DOUBLE_REAL_VALUE (c), size, 17, 1);
  else if (CONST_INT_P (c))
    snprintf (buf, size, HOST_WIDE_INT_PRINT_DEC, INTVAL (c));
  else
    snprintf (buf, size, "of mode %s", GET_MODE_NAME (GET_MODE (c)));
  return buf;
}

/* Read G's constant into a new pseudo at the start of the block of node
   H, and let the uses of the nodes H covers (COVER) read it.  */
static bool
apply_hoist (fn_ctx &f, const const_group &g, int h, const int *cover)
{
  basic_block bb = f.blocks[h];
  rtx reg = gen_reg_rtx (g.mode);
  start_sequence ();
  rtx mem = force_const_mem (g.mode, g.value);
  rtx_insn *load = NULL;
  if (mem)
    {
      /* Not MEM_READONLY_P, and no REG_EQUAL note: either would make
	 the register allocator treat REG as equivalent to the constant,
	 and its costs see a read of memory into a register as cheap as a
	 copy, so it would read the constant at every use again.  */
      mem = copy_rtx (validize_mem (mem));
      MEM_READONLY_P (mem) = 0;
      load = emit_move_insn (reg, mem);
    }
  rtx_insn *seq = get_insns ();
  end_sequence ();
  if (!load)
    return false;
  for (rtx_insn *i = seq; i; i = NEXT_INSN (i))
    if (recog_memoized (i) < 0)
      return false;

  std::vector<rtx_insn *> users;
  for (const const_use &u : g.uses)
    if (cover[f.node_of[BLOCK_FOR_INSN (u.insn)->index]] == h)
      {
	validate_replace_rtx_group (u.mem, reg, u.insn);
	users.push_back (u.insn);
      }
  if (!verify_changes (0) || !memopt_transform_allowed ())
    {
      cancel_changes (0);
      return false;
    }
  confirm_change_group ();
  rtx_insn *first = emit_insn_after_noloc (seq, bb_note (bb), bb);

  char at[256], what[64];
  memopt_insn_where (users[0], at, sizeof at);
  constant_text (g.value, what, sizeof what);
  for (rtx_insn *u : users)
    memopt_remark_insn (u, MO_REMARK_FMT_CONST_HOISTED, what, at);
  if (dump_file)
    {
      fprintf (dump_file, "Constant read once in bb %d (insn %d) for %zu "
	       "uses: ", bb->index, INSN_UID (first), users.size ());
      print_inline_rtx (dump_file, g.value, 0);
      fprintf (dump_file, "\n");
    }
  f.applied++;
  return true;
}

/* Would the register read at node H live across a call?  It is live in
   every block on a path from H to a use it covers: walk back from each
   covered use's block to H.  (Use blocks and H have no call: they are no
   barriers.)  True too when the walk exceeds max-hoist-live-walk blocks
   (a read whose register would live across so many blocks is not worth
   it anyway).  */
static bool
live_across_call (fn_ctx &f, const const_group &g, int h, const int *cover)
{
  basic_block top = f.blocks[h];
  auto_bitmap seen;
  std::vector<basic_block> work;
  for (const const_use &u : g.uses)
    {
      basic_block bb = BLOCK_FOR_INSN (u.insn);
      if (cover[f.node_of[bb->index]] == h && bb != top
	  && bitmap_set_bit (seen, bb->index))
	work.push_back (bb);
    }
  unsigned walked = 0;
  while (!work.empty ())
    {
      basic_block bb = work.back ();
      work.pop_back ();
      if (++walked > (unsigned) memopt_opts.max_hoist_live_walk)
	return true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	{
	  basic_block p = e->src;
	  if (p == top || !bitmap_set_bit (seen, p->index))
	    continue;
	  if (p == ENTRY_BLOCK_PTR_FOR_FN (cfun)
	      || bitmap_bit_p (*f.has_call, p->index))
	    return true;
	  work.push_back (p);
	}
    }
  return false;
}

/* What the core's callbacks see: the function's state and the group.  */
struct group_ctx
{
  fn_ctx *f;
  const const_group *g;
};

/* The core's READ_OK: the register of the read at H would not live
   across a call (live_across_call).  */
static bool
read_ok_cb (void *ctx, int h, const int *cover)
{
  group_ctx *c = (group_ctx *) ctx;
  return !live_across_call (*c->f, *c->g, h, cover);
}

/* The core's APPLY (mo_hoist_apply_fn).  */
static bool
apply_cb (void *ctx, const mo_hoist_decision *d)
{
  group_ctx *c = (group_ctx *) ctx;
  return apply_hoist (*c->f, *c->g, d->read, d->cover);
}

/* Decide and apply the reads of G's constant.  A read whose register
   would live across a call (on a path the dominator tree does not show)
   makes its block a barrier, and the core decides again.  */
static void
hoist_group (fn_ctx &f, const const_group &g)
{
  if (g.uses.size () < 2)
    return;
  build_tree (f, g);
  group_ctx c = { &f, &g };
  mo_htree t = { (int) f.nodes.size (), f.nodes.data (), read_ok_cb, &c };
  mo_hoist_params params = { memopt_opts.min_hoist_saving / 100.0 };
  mo_hoist (&t, &params, &f.stats, apply_cb, &c);
  for (basic_block bb : f.blocks)
    f.node_of[bb->index] = -1;
}

/* The pass on FUN (memopt_rtl_pass_def::execute).  */
static long
hoist_const_function (function *fun, int, memopt_rtl_stats *out)
{
  std::vector<const_group> groups;
  auto_sbitmap has_call (last_basic_block_for_fn (fun));
  memopt_hoist_const_reads (fun, groups, has_call);
  fn_ctx f;
  f.has_call = &has_call;
  f.applied = 0;
  memset (&f.stats, 0, sizeof f.stats);
  bool any = false;
  for (const const_group &g : groups)
    any |= g.uses.size () >= 2;
  if (any)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      f.node_of.assign (last_basic_block_for_fn (fun), -1);
      for (const const_group &g : groups)
	hoist_group (f, g);
      free_dominance_info (CDI_DOMINATORS);
    }
  /* AArch64: the address computations of the replaced reads.  */
  if (f.applied)
    delete_trivially_dead_insns (get_insns (), max_reg_num ());
  memopt_rtl_stat (out, "decisions", f.stats.reads);
  memopt_rtl_stat (out, "applied", f.stats.applied);
  memopt_rtl_stat (out, "rounds", f.stats.rounds);
  memopt_rtl_stat (out, "reads refused", f.stats.reads_refused);
  return f.applied;
}

/* Before register allocation, compiled for speed with a profile; not in
   a function that calls setjmp.  */
static bool
hoist_const_gate (function *fun)
{
  return !fun->calls_setjmp && optimize_function_for_speed_p (fun)
	 && ENTRY_BLOCK_PTR_FOR_FN (fun)->count.initialized_p ();
}

const memopt_rtl_pass_def hoist_const_pass_def = {
  "memopt-hoist-const", &memopt_opts.hoist_const, false, hoist_const_gate,
  hoist_const_function, "constant reads inserted"
};

} // namespace

rtl_opt_pass *
memopt_make_hoist_const_pass (gcc::context *ctxt)
{
  return memopt_rtl_pass (&hoist_const_pass_def, 1, ctxt);
}
