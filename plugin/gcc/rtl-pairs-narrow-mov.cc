/* rtl-pairs-narrow-mov.cc - the register of a narrow constant store
   (memopt-pairs' narrow-stores step, rtl-pairs-narrow.cc): which mov
   gave it its constant, which stores read that mov, and whether the mov
   can be rewritten to make the merged constant where the wider store
   goes.

   After register allocation a merged constant other than zero needs a
   register; the step takes one of the two stores' own:

       mov  w1, 1                     mov  w1, 513
       strb w1, [x0]          =>      strh w1, [x0]
       mov  w1, 2
       strb w1, [x0, 1]

   Here the second mov is rewritten and the first deleted.  That is
   correct when (rtl-pairs-narrow.cc's header, a. to c.) the mov's only
   readers are the two stores (nothing else mentions the register
   between the mov and its last reader, and DF's liveness says it is
   dead after it: memopt_narrow_note_readers), and the register still
   holds the mov's value where the wider store goes (nothing but the two
   stores and the other mov mentions or sets it in between:
   mov_reaches).  Debug insns that described the old value are reset.  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "regs.h"
#include "rtl-pairs-narrow.h"

/* Is model instruction J of C a plain store of register
   REG (which it reads and does not set)?  */
static bool
store_of_reg_p (const memopt_narrow_block *c, int j, unsigned reg)
{
  rtx pat = PATTERN (c->info[j].insn);
  return (GET_CODE (pat) == SET && MEM_P (SET_DEST (pat))
	  && REG_P (SET_SRC (pat)) && REGNO (SET_SRC (pat)) == reg
	  && !overlaps_hard_reg_set_p (c->info[j].defs, Pmode, reg)
	  && !reg_mentioned_p (SET_SRC (pat), XEXP (SET_DEST (pat), 0)));
}

/* The store K of C stores register SRC (SIZE bytes); find
   the mov that gave SRC its value: the nearest instruction before K
   that mentions the register, past other plain stores of it, at most
   max-pair-scan instructions back and not across a barrier, call or
   jump, must be (set (reg R) (const_int V)) with a mode at least SIZE
   bytes wide.  Its index in *DEF and V's low SIZE bytes in *VALUE.
   False (no constant store) when there is none.  */
bool
memopt_narrow_find_const_def (const memopt_narrow_block *c, int k, rtx src,
			      int size, int *def, unsigned long long *value)
{
  unsigned reg = REGNO (src);
  for (int j = k - 1, scanned = 0;
       j >= 0 && scanned <= memopt_opts.max_pair_scan; j--, scanned++)
    {
      rtx_insn *x = c->info[j].insn;
      if (!NONJUMP_INSN_P (x) || c->model[j].kind == MO_P_BARRIER)
	return false;
      if (!overlaps_hard_reg_set_p (c->info[j].mentions, Pmode, reg))
	continue;
      if (store_of_reg_p (c, j, reg))
	continue;
      rtx pat = PATTERN (x);
      if (GET_CODE (pat) != SET || !REG_P (SET_DEST (pat))
	  || REGNO (SET_DEST (pat)) != reg || !CONST_INT_P (SET_SRC (pat))
	  || GET_MODE_CLASS (GET_MODE (SET_DEST (pat))) != MODE_INT
	  || maybe_lt (GET_MODE_SIZE (GET_MODE (SET_DEST (pat))), size)
	  || RTX_FRAME_RELATED_P (x) || !memopt_pairs_notes_ok (x))
	return false;
      unsigned long long v = UINTVAL (SET_SRC (pat));
      *value = size >= 8 ? v : v & ((1ull << (8 * size)) - 1);
      *def = j;
      return true;
    }
  return false;
}

/* Fill C->movs: for each mov a constant store reads, its
   readers and whether they are all (only_readers: no other instruction
   of BB mentions the register between the mov and its last reader, and
   the register is dead after that reader, by DF's liveness).  */
void
memopt_narrow_note_readers (memopt_narrow_block *c, basic_block bb)
{
  int n = c->info.size ();
  c->movs.assign (n, mov_uses ());
  std::vector<bool> dead_after (n, false);
  auto_bitmap live;
  bitmap_copy (live, df_get_live_out (bb));
  df_simulate_initialize_backwards (bb, live);
  for (int k = n - 1; k >= 0; k--)
    {
      if (c->csrc[k].def >= 0)
	dead_after[k] = !bitmap_bit_p (live, c->csrc[k].reg);
      df_simulate_one_insn_backwards (bb, c->info[k].insn, live);
    }
  for (int k = 0; k < n; k++)
    if (c->csrc[k].def >= 0)
      c->movs[c->csrc[k].def].readers.push_back (k);
  for (int m = 0; m < n; m++)
    {
      mov_uses &u = c->movs[m];
      if (u.readers.empty ())
	continue;
      int last = u.readers.back ();
      unsigned reg = c->csrc[last].reg;
      u.only_readers = dead_after[last];
      size_t next = 0;
      for (int j = m + 1; j <= last && u.only_readers; j++)
	if (next < u.readers.size () && u.readers[next] == j)
	  next++;
	else if (!NONJUMP_INSN_P (c->info[j].insn)
		 || overlaps_hard_reg_set_p (c->info[j].mentions, Pmode, reg)
		 || reg_overlap_mentioned_p (gen_rtx_REG (Pmode, reg),
					     PATTERN (c->info[j].insn)))
	  u.only_readers = false;
    }
}

/* May the mov that constant store K reads be rewritten to
   hold the merged value of stores LO and HI: LO and HI are its only
   readers?  */
bool
memopt_narrow_rewritable_mov (const memopt_narrow_block *c, int k, int lo,
			      int hi)
{
  int m = c->csrc[k].def;
  if (m < 0 || !c->movs[m].only_readers)
    return false;
  for (int r : c->movs[m].readers)
    if (r != lo && r != hi)
      return false;
  return true;
}

/* The mov of VALUE into hard register REG for a store of WIDE bytes (in
   SImode below 8 bytes, DImode at 8) when it is one instruction (mov,
   movz, movn or a bitmask immediate: aarch64_move_imm) that the back
   end recognises; else NULL.  */
rtx
memopt_narrow_cheap_mov (unsigned long long value, int wide, unsigned reg)
{
  scalar_int_mode mode = wide >= 8 ? DImode : SImode;
  HOST_WIDE_INT v = trunc_int_for_mode ((HOST_WIDE_INT) value, mode);
  if (!aarch64_move_imm (v, mode))
    return NULL_RTX;
  rtx set = gen_rtx_SET (gen_rtx_REG (mode, reg), GEN_INT (v));
  return memopt_pairs_recognized (set) ? set : NULL_RTX;
}

/* Does the register of mov M (model index) still hold its
   value right after AFTER, where the merged store goes: M is AFTER or
   before it, and no instruction between them mentions or sets the
   register but the stores LO and HI and the mov OTHER (all three deleted
   by the merge; OTHER may be NULL)?  reg_overlap_mentioned_p alone is not
   enough: it does not count the destination of a SET, so a load into the
   register between the mov and the merged store went unseen (mov w1,
   20053; strh w1; ldrsh w1, [x0, 8]; strh wzr became ldrsh w1; str w1:
   Csmith seeds 2611262642 and 2611262936, AArch64 -O1).  */
static bool
mov_reaches (const memopt_narrow_block *c, int m, rtx_insn *after,
	     rtx_insn *lo, rtx_insn *hi, rtx_insn *other)
{
  rtx_insn *mov = c->info[m].insn;
  rtx reg = SET_DEST (PATTERN (mov));
  rtx_insn *end = NEXT_INSN (BB_END (c->bb));
  for (rtx_insn *x = mov; x && x != end; x = NEXT_INSN (x))
    {
      if (x != mov && NONDEBUG_INSN_P (x) && x != lo && x != hi && x != other
	  && (!NONJUMP_INSN_P (x) || reg_overlap_mentioned_p (reg, PATTERN (x))
	      || (reg_set_p (reg, x)
		  /* self-tests only: the bug fixed in 980764d */
		  && memopt_opts.break_kind != MO_BREAK_NARROW_REG)))
	return false;
      if (x == after)
	return true;
    }
  return false;
}

/* Reset the debug insns after FROM in C's block that mention hard
   register REG, up to the first instruction that sets it: the value
   they describe changed (a mov rewritten or deleted).  */
void
memopt_narrow_reset_debug_after (const memopt_narrow_block *c, rtx_insn *from,
				 unsigned reg)
{
  rtx r = gen_rtx_REG (Pmode, reg);
  rtx_insn *end = NEXT_INSN (BB_END (c->bb)), *to = from;
  while ((to = NEXT_INSN (to)) != end
	 && !(NONDEBUG_INSN_P (to) && reg_set_p (r, to)))
    ;
  HARD_REG_SET regs;
  CLEAR_HARD_REG_SET (regs);
  add_to_hard_reg_set (&regs, Pmode, reg);
  memopt_pairs_reset_debug (from, to, regs, false);
}

/* Merge mode, a non-zero VALUE for stores LO and HI (original indices)
   placed after AFTER: the mov to rewrite into "mov R, VALUE" (*MOV, a
   model index; the pattern in *SET) and the other mov that then has no
   reader left (*OTHER, -1: none).  A mov qualifies when LO and HI are its
   only readers (rewritable_mov) and its register reaches the new store
   (mov_reaches).  NULL, or why not.  */
const char *
memopt_narrow_choose_mov (memopt_narrow_block *c, const mo_narrow_decision *d,
			  rtx_insn *after, int *mov, rtx *set, int *other)
{
  rtx_insn *lo = c->node_insn[d->lo], *hi = c->node_insn[d->hi];
  int cand[2] = { c->csrc[d->hi].def, c->csrc[d->lo].def };
  int own[2] = { d->hi, d->lo };
  for (int t = 0; t < 2; t++)
    {
      if (cand[t] < 0
	  || !memopt_narrow_rewritable_mov (c, own[t], d->lo, d->hi))
	continue;
      int o = (cand[1 - t] != cand[t]
	       && memopt_narrow_rewritable_mov (c, own[1 - t], d->lo, d->hi)
	       ? cand[1 - t] : -1);
      if (!mov_reaches (c, cand[t], after, lo, hi,
			o >= 0 ? c->info[o].insn : NULL))
	continue;
      *set = memopt_narrow_cheap_mov (d->value, 2 * c->size,
				      c->csrc[own[t]].reg);
      if (!*set)
	return "constant not one instruction";
      *mov = cand[t];
      *other = o;
      return NULL;
    }
  return "no register for the constant";
}

#endif
