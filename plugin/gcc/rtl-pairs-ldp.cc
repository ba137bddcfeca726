/* rtl-pairs-ldp.cc - AArch64 ldp/stp formation on RTL (memopt-pairs'
   pairing step; the pass object is rtl-pairs.cc).

   GCC 12 pairs two accesses only when they end up adjacent: sched_fusion
   orders accesses by base and offset, then peephole2 merges neighbours.
   The register allocator often separates them.  This step brings two
   accesses of one basic block together by sinking the first and hoisting
   the second over independent instructions, and replaces them with the
   load_pair / store_pair instruction the AArch64 back end already has.

   Before / after (GCC 12 -O2, long dot product a[0..3] . b[0..3]):

       ldp   x3, x4, [x0]              ldp   x3, x4, [x0]
       ldp   x6, x2, [x1]              ldp   x6, x2, [x1]
       ldr   x5, [x1, 16]              ldp   x5, x0, [x1, 16]
       mul   ...                 =>    mul   ...
       ldp   x2, x4, [x0, 16]          ldp   x2, x4, [x0, 16]
       ldr   x0, [x1, 24]

   For each basic block (memopt_pairs_ldp):
     1. the core's model of the block (plugin/core/pairs.c explains the
        choice of pairs and the placement), but only of a block with two
        accesses that could pair: a cheap look at its instructions comes
        first (memopt_pairs_nothing_to_pair: one base register, both
        loads or both stores).  Most blocks have none, and RTL alias
        analysis is computed only for a function that has such a block:
          load   (set (reg R) (mem [B + C]))    also (sign|zero_extend:DI
                                                 (mem:SI)): ldpsw / ldp w
          store  (set (mem [B + C]) (reg R))    or zero: stp xzr / wzr
          barrier  the pass's policy (memopt_pairs_barrier_why,
                   rtl-pairs-common.cc)
          other    everything else
        A candidate must have no REG_NOTES but REG_DEAD, REG_UNUSED,
        REG_EQUAL and REG_EQUIV (dropped: they do not describe a PARALLEL
        of two sets), no side effects, a hard base register, and a mode
        of 4, 8 or 16 bytes (16 only in FP/SIMD registers, and not when
        the tuning says no_ldp_stp_qregs; with slow_unaligned_ldpw a
        4-byte pair must be 8-byte aligned, as in GCC's own peephole).
        In the first instance, when peephole2 runs after it, a candidate
        that GCC's peephole would pair with its neighbour in the stream
        although the model cannot (another base register, or no
        candidate at all: GCC's aarch64_operands_ok_for_ldpstp also pairs
        by MEM_EXPR, e.g. a lo_sum load of g.p with [x0, 8] of g.q) is
        marked outside_partner, and the core leaves it single when its
        chain has an access to spare (rtl-pairs-peephole.cc);
     2. the core's conflict queries: A before B conflict when one sets a
        hard register the other mentions (a def/use or def/def, in any
        order), or GCC's true_dependence / anti_dependence /
        output_dependence says their memory accesses may depend
        (memopt_rtl_insns_conflict, rtl-insn.h, as the block of
        memopt_pairs_core_block, rtl-pairs-common.cc, asks it);
     3. each pair the core chooses (mo_pairs, the apply callback): the
        PARALLEL of the two SETs, lower offset first, must be recognised
        and its operands must satisfy the constraints of one alternative
        (load_pair_*, store_pair_*, vec_store_pair*,
        *load_pair_extendsidi2_aarch64...; a TImode move in a SIMD
        register is paired as V2DI, the same bits); then
        memopt_transform_allowed () must agree.  The pair is emitted
        after the place the core chose, the two accesses are deleted, and
        debug insns between them that mention a destination (loads) or
        memory (stores) are reset: their values may have changed.  The
        choice never looks at debug insns, so -g does not change code.

   Correctness: every reordering is a sequence of swaps of independent
   instructions (pairs.c); "independent" above is conservative (any shared
   register that one of them sets is a conflict, every may-alias answer is
   a conflict, and barriers never move); recog and constrain_operands
   guarantee the pair is an instruction the back end emits itself.  The
   pair performs both accesses; for loads the two destinations are
   distinct and the first's is not in the second's address (so both
   addresses have the values they had; a load pair without writeback
   reads its base before writing, which is why GCC's own peephole, like
   this step, accepts "ldp x3, x0, [x0]").

   Check mode (check.cc) emits no run-time check here: after register
   allocation an address comparison would need registers that are no
   longer free, and a pair crosses only accesses GCC's dependence tests
   call independent.

   Debugging: the dump (-fdump-rtl-all) shows every pair formed ("Pair:"),
   with -details also the block model and why accesses stayed single:
   "Refused: insns A and B: REASON" for a couple with the shape of a pair
   (the core's reasons, pairs.c step 5; "refused by the glue: not
   recognised as a pair" or "... max-transforms reached" from here), and
   "Not a candidate: insn A: REASON" for a memory access the model could
   not use (a barrier, or what classify () rejects).  The plugin's verbose
   switch prints the same on stderr, one line each, with the instance and
   the function:
     memopt-pairs[2] foo: Refused: barrier between: insns 12 (a.c:3) and
       19 (a.c:4)
   bench/pairs/clang-diff.sh reads these lines to explain, per function,
   the pairs clang-19 forms and memopt does not.  Where clang-19 still
   pairs more (bench/RESULTS-pairs-clang-diff.md): accesses that are no
   candidates at all (register-indexed or lo_sum addresses, byte and
   halfword loads, frame-related saves, volatile, GCC's own auto-inc),
   not refusals of legal pairs.  Not done: base adjustment for offsets
   out of range.  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "regs.h"
#include "rtl-pairs.h"
#include <vector>

namespace {

/* The block being paired (the core's callbacks' context).  */
struct block_ctx : memopt_pairs_block
{
  /* Why APPLY refused a couple (original insns, lower first).  */
  std::vector<std::pair<std::pair<int, int>, const char *> > apply_why;
};

/* ------------------------------------------------------------------ */
/* Classification.                                                     */

/* Is register operand X of a pair in the FP/SIMD class (1), the general
   class (0), or neither (-1)?  A zero source counts as general (xzr).  */
static int
reg_class_of (rtx x, bool store)
{
  if (store && (x == CONST0_RTX (GET_MODE (x)) || x == const0_rtx))
    return 0;
  if (!REG_P (x) || !HARD_REGISTER_P (x))
    return -1;
  if (FP_REGNUM_P (REGNO (x)))
    return 1;
  if (GP_REGNUM_P (REGNO (x)))
    return 0;
  return -1;
}


/* Fill A for INSN: a load or store candidate, else MO_P_OTHER.  Returns
   NULL for a candidate, else why it is not one (a stable phrase).  */
static const char *
classify (rtx_insn *insn, mo_paccess *a)
{
  a->kind = MO_P_OTHER;
  rtx set = single_set (insn);
  if (!set || GET_CODE (PATTERN (insn)) != SET)
    return "not a single set";
  if (!memopt_pairs_notes_ok (insn))
    {
      for (rtx note = REG_NOTES (insn); note; note = XEXP (note, 1))
	switch (REG_NOTE_KIND (note))
	  {
	  case REG_INC: return "has a REG_INC note (auto-inc address)";
	  case REG_ARGS_SIZE: return "has a REG_ARGS_SIZE note";
	  case REG_NONNEG: return "has a REG_NONNEG note";
	  case REG_CFA_RESTORE: case REG_CFA_OFFSET:
	  case REG_CFA_ADJUST_CFA: case REG_CFA_DEF_CFA:
	    return "has a REG_CFA_* note";
	  default:
	    break;
	  }
      return "has notes other than dead, unused, equal, equiv";
    }
  bool store;
  rtx_code code;
  rtx *loc = memopt_pairs_access_mem (set, &store, &code);
  if (!loc)
    return "not a load or store";
  rtx mem = *loc, reg = store ? SET_SRC (set) : SET_DEST (set);
  int ext = code == SIGN_EXTEND ? 1 : code == ZERO_EXTEND ? 2 : 0;
  if (ext && (GET_MODE (mem) != SImode || GET_MODE (SET_SRC (set)) != DImode))
    return "extension other than SImode to DImode";
  int rclass = reg_class_of (reg, store);
  if (rclass < 0)
    return store ? "source neither a register nor zero"
		 : "destination not a general or FP register";
  if (MEM_VOLATILE_P (mem))
    return "volatile";
  if (side_effects_p (mem))
    return "address with side effects (auto-inc)";
  HOST_WIDE_INT size;
  if (!GET_MODE_SIZE (GET_MODE (mem)).is_constant (&size)
      || (size != 4 && size != 8 && size != 16))
    return "size not 4, 8 or 16 bytes";
  if (size == 16 && rclass != 1)
    return "16 bytes in general registers";
  int base;
  HOST_WIDE_INT offset;
  if (!memopt_pairs_base_offset (mem, &base, &offset))
    return "address not a hard base register plus a constant";
  a->kind = store ? MO_P_STORE : MO_P_LOAD;
  a->base = base;
  a->offset = offset;
  a->size = size;
  a->cls = ((int) GET_MODE (mem) * 4 + ext) * 2 + rclass;
  a->align = MEM_ALIGN (mem) / BITS_PER_UNIT;
  /* The tuning rules of aarch64_operands_ok_for_ldpstp.  */
  unsigned tune = aarch64_tune_params.extra_tuning_flags;
  a->need_align = (size == 4 && (tune & AARCH64_EXTRA_TUNE_SLOW_UNALIGNED_LDPW)
		   && !optimize_function_for_size_p (cfun));
  if (size == 16 && (tune & AARCH64_EXTRA_TUNE_NO_LDP_STP_QREGS))
    {
      a->kind = MO_P_OTHER;
      return "tuning no_ldp_stp_qregs";
    }
  return NULL;
}


/* ------------------------------------------------------------------ */
/* Applying a pair.                                                    */

/* The SET of candidate INSN as one half of a pair.  A TImode move in
   an FP/SIMD register has no pair pattern; the same bits moved as V2DI
   do (vec_store_pair / load_pair of VQ modes), so it is rewritten.  */
static rtx
pair_half (rtx_insn *insn)
{
  rtx set = copy_rtx (PATTERN (insn));
  bool store;
  rtx_code ext;
  rtx *mem = memopt_pairs_access_mem (set, &store, &ext);
  rtx *reg = store ? &SET_SRC (set) : &SET_DEST (set);
  if (GET_MODE (*mem) == TImode && REG_P (*reg) && FP_REGNUM_P (REGNO (*reg)))
    {
      *mem = adjust_address_nv (*mem, V2DImode, 0);
      *reg = gen_rtx_REG (V2DImode, REGNO (*reg));
    }
  return set;
}


/* The core's APPLY: accesses LO and HI become one ldp/stp, placed
   after D->AFTER, when recog accepts it and max-transforms allows.  */
static bool
apply_cb (void *ctx, const mo_pairs_decision *d)
{
  block_ctx *c = memopt_pairs_block_of<block_ctx> (ctx);
  rtx_insn *lo = c->node_insn[d->lo], *hi = c->node_insn[d->hi];
  rtx_insn *first = c->node_insn[d->first], *second = c->node_insn[d->second];
  bool load = c->model[d->lo].kind == MO_P_LOAD;
  rtx pat = gen_rtx_PARALLEL (VOIDmode,
			      gen_rtvec (2, pair_half (lo), pair_half (hi)));
  std::pair<int, int> couple (std::min (d->first, d->second),
			      std::max (d->first, d->second));
  if (!memopt_pairs_recognized (pat))
    {
      c->apply_why.push_back ({ couple, "not recognised as a pair" });
      return false;
    }
  if (!memopt_transform_allowed ())
    {
      c->apply_why.push_back ({ couple, "max-transforms reached" });
      return false;
    }

  rtx_insn *after = c->node_insn[d->after];
  rtx_insn *pair = emit_insn_after_setloc (pat, after, INSN_LOCATION (first));
  recog_memoized (pair);
  HARD_REG_SET defs;
  memopt_rtl_stored_hard_regs (pair, &defs);
  memopt_pairs_reset_debug (first, second, defs, !load);
  char b1[256], b2[256];
  memopt_remark_insn (pair, load ? MO_REMARK_FMT_LDP : MO_REMARK_FMT_STP,
		      memopt_insn_where (first, b1, sizeof b1),
		      memopt_insn_where (second, b2, sizeof b2));
  if (dump_file)
    {
      fprintf (dump_file, "Pair: insns %d and %d -> insn %d after insn %d\n",
	       INSN_UID (first), INSN_UID (second), INSN_UID (pair),
	       INSN_UID (after));
      if (dump_flags & TDF_DETAILS)
	print_rtl_single (dump_file, pair);
    }
  memopt_pairs_formed (c, d->id, first, second, pair);
  return true;
}


/* The core's REFUSED callback: couple A, B of original insns.  */
static void
refused_cb (void *ctx, int a, int b, mo_prefusal why)
{
  block_ctx *c = memopt_pairs_block_of<block_ctx> (ctx);
  const char *phrase = mo_prefusal_phrase (why);
  char buf[512];
  if (why == MO_PR_APPLY)
    for (const auto &w : c->apply_why)
      if (w.first.first == a && w.first.second == b)
	{
	  snprintf (buf, sizeof buf, "%s: %s", mo_prefusal_phrase (why),
		    w.second);
	  phrase = buf;
	  break;
	}
  memopt_pairs_report (c->run, "Refused", phrase, c->info[a].insn,
		       c->info[b].insn);
}

/* ------------------------------------------------------------------ */
/* The step.                                                           */

/* The pairs of BB, with RUN's analyses; STATS is added to.  */
static long
pair_block (memopt_pairs_run *run, basic_block bb, mo_pairs_stats *stats)
{
  run->blocks_seen++;
  if (memopt_pairs_nothing_to_pair (bb, 0))
    return 0;
  run->blocks_described++;
  block_ctx c;
  c.run = run;
  c.bb = bb;
  c.formed = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      const char *why = memopt_pairs_add_insn (&c, insn);
      int k = c.model.size () - 1;
      if (!why)
	why = classify (insn, &c.model[k]);
      if (why && !c.info[k].mems.empty () && !CALL_P (insn)
	  && !memopt_pairs_pair_insn_p (insn)
	  && strcmp (why, "barrier: stack tie") != 0
	  && memopt_pairs_reporting ())
	memopt_pairs_report (run, "Not a candidate", why, insn, NULL);
    }
  if (!memopt_pairs_two_accesses (&c))
    return 0;
  memopt_pairs_ready (run, false);
  memopt_pairs_mark_outside_partners (run, c.model.data (), c.info.data (),
				      c.model.size ());
  memopt_pairs_dump_block (bb, c.model.data (), c.info.data (),
			   c.model.size (), false);
  mo_pblock b = memopt_pairs_core_block (&c);
  b.refused = memopt_pairs_reporting () ? refused_cb : NULL;
  mo_pairs_params params;
  params.max_scan = memopt_opts.max_pair_scan;
  params.aligned_only = memopt_opts.pairs_aligned_only;
  mo_pairs (&b, &params, stats, apply_cb, b.ctx);
  return c.formed;
}

} // namespace

long
memopt_pairs_ldp (memopt_pairs_run *run, function *fun, mo_pairs_stats *stats)
{
  long formed = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    formed += pair_block (run, bb, stats);
  return formed;
}

#endif
