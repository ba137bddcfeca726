/* rtl-pairs-common.cc - what the steps of memopt-pairs share
   (rtl-pairs.h): the per-run context's analyses, the pass's barrier
   policy, the block narrow stores and pairs describe to the core (its
   facts, model, conflicts and the instructions formed), the memory
   operand of a load or store, the shape of a candidate access, recog of
   a new instruction, debug insns of moved accesses, the block's dump and
   refusal reports.

   The barrier policy is one for all three steps: nothing moves across
   a call, a jump, a frame-related instruction (the CFA notes describe
   the stream as it is), anything volatile, an asm, an instruction that
   may throw, a trap_if or unspec_volatile (also inside constants), a
   stack tie or a BLKmode or volatile MEM.  Every other instruction is
   an ordinary one, whose registers and memory references
   (memopt_rtl_insns_conflict, rtl-insn.h) say what it conflicts with.  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "regs.h"
#include "rtl-pairs.h"

void
memopt_pairs_ready (memopt_pairs_run *run, bool liveness)
{
  if (liveness && !run->liveness_ready)
    {
      df_analyze ();
      run->liveness_ready = true;
    }
  if (!run->alias_ready)
    {
      init_alias_analysis ();
      run->alias_ready = true;
    }
}

const char *
memopt_pairs_barrier_why (const memopt_rtl_insn &ii)
{
  unsigned kinds = ii.kinds, anywhere = ii.kinds | ii.kinds_in_constants;
  if (kinds & (MO_RTL_CALL | MO_RTL_JUMP))
    return kinds & MO_RTL_CALL ? "barrier: call" : "barrier: jump";
  if (kinds & MO_RTL_FRAME_RELATED)
    return "barrier: frame-related";
  if (kinds & (MO_RTL_VOLATILE_INSN | MO_RTL_VOLATILE_REFS))
    return "barrier: volatile";
  if (kinds & MO_RTL_ASM)
    return "barrier: asm";
  if (kinds & MO_RTL_MAY_THROW)
    return "barrier: may throw";
  if (anywhere & (MO_RTL_TRAP_IF | MO_RTL_UNSPEC_VOLATILE))
    return "barrier: trap_if or unspec_volatile";
  if (kinds & MO_RTL_STACK_TIE)
    return "barrier: stack tie";
  if (kinds & (MO_RTL_BLK_MEM | MO_RTL_VOLATILE_MEM))
    return "barrier: BLKmode or volatile memory";
  return NULL;
}

const char *
memopt_pairs_add_insn (memopt_pairs_block *blk, rtx_insn *insn)
{
  int k = blk->info.size ();
  blk->info.push_back (memopt_rtl_insn ());
  memopt_rtl_insn_scan (insn, &blk->info[k]);
  blk->model.push_back (mo_paccess ());
  blk->node_insn.push_back (insn);
  mo_paccess &a = blk->model[k];
  memset (&a, 0, sizeof a);
  const char *why = memopt_pairs_barrier_why (blk->info[k]);
  a.kind = why ? MO_P_BARRIER : MO_P_OTHER;
  return why;
}

bool
memopt_pairs_two_accesses (const memopt_pairs_block *blk)
{
  int nacc = 0;
  for (const mo_paccess &a : blk->model)
    nacc += a.kind == MO_P_LOAD || a.kind == MO_P_STORE;
  return nacc >= 2;
}

namespace {

/* The core's CONFLICT: must instruction A of the block stay before B?  */
bool
conflict_cb (void *ctx, int a, int b)
{
  memopt_pairs_block *c = (memopt_pairs_block *) ctx;
  return memopt_rtl_insns_conflict (c->info[a], c->info[b], false);
}

/* The core's PAIR_CONFLICT: accesses A (first) and B as one pair
   instruction: the pair reads both addresses before writing a
   destination, so only A's destinations matter (B must not read them;
   equal destinations are a def/def).  */
bool
pair_conflict_cb (void *ctx, int a, int b)
{
  memopt_pairs_block *c = (memopt_pairs_block *) ctx;
  return memopt_rtl_insns_conflict (c->info[a], c->info[b], true);
}

}  // namespace

mo_pblock
memopt_pairs_core_block (memopt_pairs_block *blk)
{
  mo_pblock b;
  b.n = blk->model.size ();
  b.insn = blk->model.data ();
  b.conflict = conflict_cb;
  b.pair_conflict = pair_conflict_cb;
  b.ctx = blk;
  b.refused = NULL;
  b.merge_ok = NULL;
  return b;
}

void
memopt_pairs_formed (memopt_pairs_block *blk, int id, rtx_insn *first,
		     rtx_insn *second, rtx_insn *by)
{
  delete_insn (first);
  delete_insn (second);
  if ((int) blk->node_insn.size () <= id)
    blk->node_insn.resize (id + 1);
  blk->node_insn[id] = by;
  blk->formed++;
}

rtx *
memopt_pairs_access_mem (rtx set, bool *store, rtx_code *ext)
{
  *ext = UNKNOWN;
  *store = MEM_P (SET_DEST (set));
  if (*store)
    return &SET_DEST (set);
  rtx *loc = &SET_SRC (set);
  if (GET_CODE (*loc) == SIGN_EXTEND || GET_CODE (*loc) == ZERO_EXTEND)
    {
      *ext = GET_CODE (*loc);
      loc = &XEXP (*loc, 0);
    }
  return MEM_P (*loc) ? loc : NULL;
}

bool
memopt_pairs_notes_ok (const rtx_insn *insn)
{
  for (rtx note = REG_NOTES (insn); note; note = XEXP (note, 1))
    switch (REG_NOTE_KIND (note))
      {
      case REG_DEAD:
      case REG_UNUSED:
      case REG_EQUAL:
      case REG_EQUIV:
	break;
      default:
	return false;
      }
  return true;
}

bool
memopt_pairs_base_offset (rtx mem, int *base, HOST_WIDE_INT *offset)
{
  rtx addr = XEXP (mem, 0);
  *offset = 0;
  if (GET_CODE (addr) == PLUS && CONST_INT_P (XEXP (addr, 1)))
    {
      *offset = INTVAL (XEXP (addr, 1));
      addr = XEXP (addr, 0);
    }
  if (!REG_P (addr) || !HARD_REGISTER_P (addr))
    return false;
  *base = REGNO (addr);
  return true;
}

bool
memopt_pairs_recognized (rtx pat)
{
  rtx_insn *tmp = make_insn_raw (pat);
  int clobbers = 0;
  int code = recog (pat, tmp, &clobbers);
  if (code < 0 || clobbers)
    return false;
  INSN_CODE (tmp) = code;
  extract_insn (tmp);
  return constrain_operands (1, get_enabled_alternatives (tmp));
}

bool
memopt_pairs_pair_insn_p (rtx_insn *insn)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != PARALLEL || XVECLEN (pat, 0) != 2)
    return false;
  for (int k = 0; k < 2; k++)
    {
      rtx set = XVECEXP (pat, 0, k);
      if (GET_CODE (set) != SET
	  || (!MEM_P (SET_DEST (set)) && !MEM_P (SET_SRC (set))
	      && !(GET_CODE (SET_SRC (set)) == SIGN_EXTEND
		   || GET_CODE (SET_SRC (set)) == ZERO_EXTEND)))
	return false;
    }
  return true;
}

void
memopt_pairs_reset_debug (rtx_insn *from, rtx_insn *to,
			  const HARD_REG_SET &defs, bool memory)
{
  for (rtx_insn *d = NEXT_INSN (from); d && d != to; d = NEXT_INSN (d))
    {
      if (!DEBUG_BIND_INSN_P (d))
	continue;
      bool stale = false;
      subrtx_iterator::array_type array;
      FOR_EACH_SUBRTX (iter, array, INSN_VAR_LOCATION_LOC (d), NONCONST)
	{
	  const_rtx x = *iter;
	  if ((memory && MEM_P (x))
	      || (REG_P (x) && HARD_REGISTER_P (x)
		  && overlaps_hard_reg_set_p (defs, GET_MODE (x), REGNO (x))))
	    stale = true;
	}
      if (stale)
	{
	  INSN_VAR_LOCATION_LOC (d) = gen_rtx_UNKNOWN_VAR_LOC ();
	  df_insn_rescan (d);
	}
    }
}

void
memopt_pairs_dump_block (basic_block bb, const mo_paccess *model,
			 const memopt_rtl_insn *info, size_t n, bool narrow)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  fprintf (dump_file, "Block %d%s:\n", bb->index,
	   narrow ? " (merging constant stores)" : "");
  static const char *const kinds[] = { "other", "load", "store", "barrier" };
  for (size_t k = 0; k < n; k++)
    {
      const mo_paccess &a = model[k];
      fprintf (dump_file, "  %zu: insn %d %s", k, INSN_UID (info[k].insn),
	       kinds[a.kind]);
      if (a.kind == MO_P_LOAD || a.kind == MO_P_STORE)
	fprintf (dump_file, " [r%d%+ld] size %d cls %d align %d%s", a.base,
		 a.offset, a.size, a.cls, a.align,
		 a.outside_partner ? " outside-partner" : "");
      if (narrow && a.kind == MO_P_STORE)
	fprintf (dump_file, " const %#llx", a.value);
      fputc ('\n', dump_file);
    }
}

/* Where a possible candidate of a step accesses memory: KEY is its
   base register and whether it stores, OFFSET and SIZE the bytes it
   accesses from that register.  */
struct candidate_shape
{
  int key;
  HOST_WIDE_INT offset, size;
};

/* Could INSN be a candidate of a step: a single SET whose
   destination (a store; for narrow stores an integer store of MERGE_SIZE
   bytes) or source, maybe extended (a load), is a MEM of a pairable size
   at a hard base register plus a constant?  Then *SHAPE says where it
   accesses.  A necessary condition of classify (rtl-pairs-ldp.cc) and
   classify_const_store (rtl-pairs-narrow.cc),
   cheap enough to test every instruction of every block first.  */
static bool
maybe_candidate (rtx_insn *insn, int merge_size, candidate_shape *shape)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != SET)
    return false;
  bool store;
  rtx_code ext;
  rtx *loc = memopt_pairs_access_mem (pat, &store, &ext);
  if (!loc)
    return false;
  rtx mem = *loc;
  HOST_WIDE_INT size = merge_size;
  if (merge_size)
    {
      if (!store || GET_MODE_CLASS (GET_MODE (mem)) != MODE_INT
	  || maybe_ne (GET_MODE_SIZE (GET_MODE (mem)), merge_size))
	return false;
    }
  else if (!GET_MODE_SIZE (GET_MODE (mem)).is_constant (&size)
	   || (size != 4 && size != 8 && size != 16))
    return false;
  int base;
  if (!memopt_pairs_base_offset (mem, &base, &shape->offset))
    return false;
  shape->key = base * 2 + store;
  shape->size = size;
  return true;
}

/* Could possible candidates A and B form a pair: both loads or both
   stores through one base register, one size apart (the shape the
   core's match_why asks for first) and of one size (it refuses two
   sizes)?  */
static bool
may_pair (const candidate_shape &a, const candidate_shape &b)
{
  return (a.key == b.key && a.size == b.size
	  && (a.offset - b.offset == a.size || b.offset - a.offset == a.size));
}

/* Does BB have no two possible candidates (maybe_candidate) that could
   pair (may_pair)?  Then the step has nothing to pair and need not
   describe the block, nor make alias analysis ready for it: most blocks,
   and for narrow stores nearly all.  Not when refusals are reported: the
   report names every access that is no candidate.

     ldr w1, [x0]  ldr w2, [x0, 8]   no: 8 bytes apart, 4-byte loads
     ldr w1, [x0]  ldr w2, [x0, 4]   maybe (pair_block decides)  */
bool
memopt_pairs_nothing_to_pair (basic_block bb, int merge_size)
{
  if (memopt_pairs_reporting () && !merge_size)
    return false;
  const int max_shapes = 64;
  candidate_shape shapes[max_shapes], shape;
  int n = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    if (NONDEBUG_INSN_P (insn) && maybe_candidate (insn, merge_size, &shape))
      {
	for (int i = 0; i < n; i++)
	  if (may_pair (shapes[i], shape))
	    return false;
	if (n == max_shapes)
	  return false;
	shapes[n++] = shape;
      }
  return true;
}

bool
memopt_pairs_reporting (void)
{
  return (dump_file && (dump_flags & TDF_DETAILS)) || memopt_opts.verbose;
}

void
memopt_pairs_report (const memopt_pairs_run *run, const char *prefix,
		     const char *why, rtx_insn *a, rtx_insn *b)
{
  char wa[256], wb[256];
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      if (b)
	fprintf (dump_file, "%s: insns %d and %d: %s\n", prefix,
		 INSN_UID (a), INSN_UID (b), why);
      else
	fprintf (dump_file, "%s: insn %d: %s\n", prefix, INSN_UID (a), why);
    }
  if (!memopt_opts.verbose)
    return;
  if (b)
    fprintf (stderr, "memopt-pairs[%d] %s: %s: %s: insns %d (%s) and %d "
	     "(%s)\n", run->instance, function_name (cfun), prefix, why,
	     INSN_UID (a), memopt_insn_where (a, wa, sizeof wa), INSN_UID (b),
	     memopt_insn_where (b, wb, sizeof wb));
  else
    fprintf (stderr, "memopt-pairs[%d] %s: %s: %s: insn %d (%s)\n",
	     run->instance, function_name (cfun), prefix, why,
	     INSN_UID (a), memopt_insn_where (a, wa, sizeof wa));
}

#endif
