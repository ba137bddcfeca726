/* rtl-pairs-writeback.cc - folding a base-register add into the access
   or pair next to it: AArch64 pre- and post-indexed addressing
   (memopt-pairs' writeback step, writeback=on; the pass object is
   rtl-pairs.cc; the core's writeback.c decides).

   After sched2 only (the second instance, so that GCC's peephole2 still
   sees plain accesses to pair) and after pairing: an add of a constant
   to a register folds into the access or pair through it just before or
   after, with nothing between mentioning the register:

       ldrb w6, [x2, 1]               ldrb w6, [x2, 1]
       add  x2, x2, 4         =>      ldrb w7, [x2], 4
       ldrb w7, [x2, -4]

       sub  sp, sp, #16               stp  x0, x1, [sp, -16]!
       stp  x0, x1, [sp]      =>

   A single access gets a PRE_MODIFY / POST_MODIFY address (9-bit signed
   immediate) and a REG_INC note; a pair becomes a PARALLEL of the base
   update and both accesses, which GCC 12 recognises for sp only
   (loadwb_pair: post-indexed ldp; storewb_pair: pre-indexed stp; there
   is no writeback ldp/stp pattern for other bases, so recog refuses
   those).  The pass's barriers (memopt_pairs_barrier_why: frame-related,
   volatile, throwing insns ...) stop the search; an access that already
   has an auto-inc address is no candidate (and mentions its register, so
   no add moves over it); a register it loads or stores must not overlap
   the base (Rt == Rn with writeback is UNPREDICTABLE); sp moves only by
   multiples of 16 and only in functions with a frame pointer (the CFA
   never depends on sp there).  Debug insns between the two that mention
   the register are reset.

   Correctness: no instruction between the access and the add mentions
   the register, so moving the add next to the access is a sequence of
   swaps of independent instructions (writeback.c); the folded form does
   the access at the address the access used and leaves the register
   with the add's value, which recog checks the back end has an
   instruction for.  Check mode emits no run-time check: the add moves
   only across instructions that do not mention its register.

   Debugging: "Writeback: insn A and add D -> insn W (pre|post)" in the
   dump; with -details or verbose "Writeback refused: insns A and D: WHY"
   (rtl-pairs-common.cc's report).  Not done: writeback ldp/stp for bases
   other than sp (GCC 12 has no pattern).  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "regs.h"
#include "rtl-pairs.h"
#include <vector>

namespace {

/* The block's instructions as the writeback core sees them.  */
struct wb_ctx
{
  memopt_pairs_run *run;
  std::vector<memopt_rtl_insn> info;
  std::vector<mo_winsn> model;
  long applied;
};

/* Is INSN base = base + C, a hard register of Pmode (what writeback
   folds into an access)?  */
static bool
base_add_p (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  return (GET_CODE (pat) == SET && REG_P (SET_DEST (pat))
	  && GET_MODE (SET_DEST (pat)) == Pmode
	  && GET_CODE (SET_SRC (pat)) == PLUS
	  && rtx_equal_p (XEXP (SET_SRC (pat), 0), SET_DEST (pat))
	  && CONST_INT_P (XEXP (SET_SRC (pat), 1))
	  && HARD_REGISTER_P (SET_DEST (pat)));
}

/* The MEMs of access INSN in *MEMS (one, or two for a pair) and the
   registers loaded or stored in *VALS; false when INSN is not a plain
   load, store or load/store pair (memopt_pairs_access_mem).  */
static bool
access_parts (rtx_insn *insn, rtx *mems, int *nmem, rtx *vals)
{
  rtx pat = PATTERN (insn);
  int nset = GET_CODE (pat) == SET ? 1
	     : GET_CODE (pat) == PARALLEL && memopt_pairs_pair_insn_p (insn) ? 2 : 0;
  if (nset == 0)
    return false;
  for (int k = 0; k < nset; k++)
    {
      rtx set = nset == 1 ? pat : XVECEXP (pat, 0, k);
      bool store;
      rtx_code ext;
      rtx *loc = memopt_pairs_access_mem (set, &store, &ext);
      if (!loc || (!store && !REG_P (SET_DEST (set))))
	return false;
      mems[k] = *loc;
      vals[k] = store ? SET_SRC (set) : SET_DEST (set);
      if (MEM_VOLATILE_P (mems[k]) || side_effects_p (mems[k]))
	return false;
    }
  *nmem = nset;
  return true;
}

/* The writeback model of INSN (its info in II).  */
static mo_winsn
wb_classify (rtx_insn *insn, const memopt_rtl_insn &ii)
{
  mo_winsn w;
  memset (&w, 0, sizeof w);
  w.kind = MO_W_OTHER;
  if (memopt_pairs_barrier_why (ii))
    {
      w.kind = MO_W_BARRIER;
      return w;
    }
  if (!memopt_pairs_notes_ok (insn))
    return w;
  rtx pat = PATTERN (insn);
  if (base_add_p (insn))
    {
      w.kind = MO_W_ADD;
      w.base = REGNO (SET_DEST (pat));
      w.offset = INTVAL (XEXP (SET_SRC (pat), 1));
      return w;
    }
  rtx mems[2], vals[2];
  int nmem;
  if (!access_parts (insn, mems, &nmem, vals))
    return w;
  int base[2] = { -1, -1 };
  HOST_WIDE_INT off[2] = { 0, 0 }, size;
  for (int k = 0; k < nmem; k++)
    if (!memopt_pairs_base_offset (mems[k], &base[k], &off[k]))
      return w;
  if (!GET_MODE_SIZE (GET_MODE (mems[0])).is_constant (&size))
    return w;
  if (nmem == 2 && (base[1] != base[0] || off[1] != off[0] + size))
    return w;
  w.kind = MO_W_ACCESS;
  w.base = base[0];
  w.offset = off[0];
  w.size = size;
  w.pair = nmem == 2;
  w.sp = base[0] == STACK_POINTER_REGNUM;
  rtx breg = gen_rtx_REG (Pmode, base[0]);
  for (int k = 0; k < nmem; k++)
    if (reg_overlap_mentioned_p (breg, vals[k]))
      w.value_is_base = true;
  return w;
}

static bool
wb_mentions_cb (void *ctx, int i, int reg)
{
  wb_ctx *c = (wb_ctx *) ctx;
  return overlaps_hard_reg_set_p (c->info[i].mentions, Pmode, reg);
}

/* The writeback form of access INSN (MEMS, NMEM as access_parts gives
   them) with base BASE, pre- or post-indexed by IMM: single accesses get
   a PRE_MODIFY or POST_MODIFY address; a pair becomes a PARALLEL of the
   base update and both accesses (GCC 12's loadwb_pair / storewb_pair,
   which exist for sp only: recog refuses the others).  */
static rtx
wb_pattern (rtx_insn *insn, rtx base, bool pre, HOST_WIDE_INT imm, int nmem,
	    HOST_WIDE_INT size)
{
  rtx pat = copy_rtx (PATTERN (insn));
  rtx upd = gen_rtx_PLUS (Pmode, base, GEN_INT (imm));
  bool store;
  rtx_code ext;
  if (nmem == 1)
    {
      rtx *loc = memopt_pairs_access_mem (pat, &store, &ext);
      rtx addr = pre ? gen_rtx_PRE_MODIFY (Pmode, base, upd)
		     : gen_rtx_POST_MODIFY (Pmode, base, upd);
      *loc = replace_equiv_address_nv (*loc, addr);
      return pat;
    }
  rtvec v = rtvec_alloc (3);
  RTVEC_ELT (v, 0) = gen_rtx_SET (base, upd);
  for (int k = 0; k < 2; k++)
    {
      rtx set = XVECEXP (pat, 0, k);
      rtx *loc = memopt_pairs_access_mem (set, &store, &ext);
      HOST_WIDE_INT at = (pre ? imm : 0) + k * size;
      *loc = replace_equiv_address_nv (*loc, at ? plus_constant (Pmode, base, at)
					       : base);
      RTVEC_ELT (v, k + 1) = set;
    }
  return gen_rtx_PARALLEL (VOIDmode, v);
}

/* The core's APPLY: the writeback form of D's access replaces it, and
   D's add is deleted, when recog accepts the form and max-transforms
   allows.  */
static bool
wb_apply_cb (void *ctx, const mo_writeback_decision *d)
{
  wb_ctx *c = (wb_ctx *) ctx;
  rtx_insn *acc = c->info[d->access].insn, *add = c->info[d->add].insn;
  const mo_winsn &w = c->model[d->access];
  const char *why = NULL;
  rtx mems[2], vals[2];
  int nmem;
  rtx pat = NULL_RTX;
  if (w.sp && !frame_pointer_needed)
    why = "sp writeback without a frame pointer";
  else if (!access_parts (acc, mems, &nmem, vals))
    why = "not an access";
  else
    {
      pat = wb_pattern (acc, gen_rtx_REG (Pmode, w.base), d->pre, d->imm,
			nmem, w.size);
      if (!memopt_pairs_recognized (pat))
	why = "no writeback pattern (recog)";
      else if (!memopt_transform_allowed ())
	why = "max-transforms reached";
    }
  if (why)
    {
      if (memopt_pairs_reporting ())
	memopt_pairs_report (c->run, "Writeback refused", why, acc, add);
      return false;
    }
  bool load = !MEM_P (SET_DEST (nmem == 1 ? PATTERN (acc)
					   : XVECEXP (PATTERN (acc), 0, 0)));
  rtx_insn *wb = emit_insn_after_setloc (pat, acc, INSN_LOCATION (acc));
  recog_memoized (wb);
  if (nmem == 1)
    add_reg_note (wb, REG_INC, gen_rtx_REG (Pmode, w.base));
  /* Debug insns between the two see the register change at another
     point now.  */
  HARD_REG_SET defs;
  CLEAR_HARD_REG_SET (defs);
  add_to_hard_reg_set (&defs, Pmode, w.base);
  if (d->pre)
    memopt_pairs_reset_debug (add, acc, defs, false);
  else
    memopt_pairs_reset_debug (acc, add, defs, false);
  char b1[256], b2[256];
  const char *what = nmem == 2 ? (load ? "ldp" : "stp")
				: (load ? "load" : "store");
  memopt_remark_insn (wb, MO_REMARK_FMT_WRITEBACK,
		      d->pre ? "pre" : "post", what, what,
		      memopt_insn_where (acc, b1, sizeof b1), memopt_insn_where (add, b2, sizeof b2));
  if (dump_file)
    {
      fprintf (dump_file, "Writeback: insn %d and add %d -> insn %d (%s)\n",
	       INSN_UID (acc), INSN_UID (add), INSN_UID (wb),
	       d->pre ? "pre" : "post");
      if (dump_flags & TDF_DETAILS)
	print_rtl_single (dump_file, wb);
    }
  delete_insn (acc);
  delete_insn (add);
  c->info[d->access].insn = wb;
  c->applied++;
  return true;
}

/* The base-register adds of BB folded into accesses, with RUN's
   analyses; STATS is added to.  */
static long
writeback_block (memopt_pairs_run *run, basic_block bb,
		 mo_writeback_stats *stats)
{
  rtx_insn *insn;
  /* Nothing to fold without an add: most blocks, so look first.  */
  bool maybe_add = false;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn) && base_add_p (insn))
      {
	maybe_add = true;
	break;
      }
  if (!maybe_add)
    return 0;
  wb_ctx c;
  c.run = run;
  c.applied = 0;
  bool any_add = false;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      memopt_rtl_insn ii;
      memopt_rtl_insn_scan (insn, &ii);
      mo_winsn w = wb_classify (insn, ii);
      any_add |= w.kind == MO_W_ADD;
      c.info.push_back (ii);
      c.model.push_back (w);
    }
  if (!any_add)
    return 0;
  mo_wblock b;
  b.n = c.model.size ();
  b.insn = c.model.data ();
  b.mentions = wb_mentions_cb;
  b.ctx = &c;
  mo_writeback_params params;
  params.max_scan = memopt_opts.max_pair_scan;
  mo_writeback (&b, &params, stats, wb_apply_cb, &c);
  return c.applied;
}

} // namespace

long
memopt_pairs_writeback (memopt_pairs_run *run, function *fun,
			mo_writeback_stats *stats)
{
  long folded = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    folded += writeback_block (run, bb, stats);
  return folded;
}

#endif
