/* rtl-pairs-narrow.cc - adjacent narrow stores of constants merged into
   one wider store (memopt-pairs' narrow-stores step, narrow-stores=on;
   the pass object is rtl-pairs.cc).

   Before pairing, in both instances, adjacent stores of constants of 1,
   2 and then 4 bytes are merged two by two into one store of twice the
   size (the core's mo_narrow, pairs.c, chooses and places them as it
   does pairs):

       strh wzr, [x0]                 str  wzr, [x0]
       strh wzr, [x0, 2]      =>

       mov  w1, 1                     mov  w1, 513
       strb w1, [x0]          =>      strh w1, [x0]
       mov  w1, 2
       strb w1, [x0, 1]

   so that pairing then sees the widest stores (four str wzr end as one
   stp xzr, xzr).

   Candidates: only non-volatile integer-mode stores through a hard base
   register plus a constant, of zero or of a general register whose
   value comes from a mov of a constant in the block (the nearest
   instruction before the store that mentions the register, past other
   stores of it, not across a call, jump or barrier; which mov, and
   whether it can be reused: rtl-pairs-narrow-mov.cc).  The merged
   value is the lower store's bytes in the low half (little-endian; on a
   big-endian target only zero merges).  A value other than zero needs a
   register after register allocation: the step reuses one of the two
   movs, rewritten to make the merged value, when (merge_ok_cb, then
   merge_apply_cb)
     a. one instruction makes it (aarch64_move_imm: mov, movz, movn or a
        bitmask immediate, in SImode for 2 and 4 bytes, DImode for 8) and
        recog accepts the mov;
     b. the two stores are the mov's only readers: nothing else mentions
        the register between the mov and its last reader, and it is dead
        after that reader (DF's liveness, from the block's live-out set);
     c. the register still holds the mov's value where the merged store
        goes: nothing but the two stores and the other mov mentions it in
        between (the stores' own source registers are no conflict of the
        core's placement: in "mov w1, 1; strb w1; mov w1, 2; strb w1" the
        second mov is the one rewritten and the first deleted).
   The other store's mov is deleted when the two stores are its only
   readers too; so a merge removes one store and, for constants other
   than zero, keeps or removes movs: never more instructions.  Debug
   insns that mention a rewritten or deleted mov's register after it are
   reset.  The wider MEM keeps the lower store's address and alignment,
   and drops its expression and alias set (it covers two objects' bytes:
   alias analysis then goes by the address); recog checks its address.
   Unaligned wider stores are fine on AArch64 for normal memory; with
   -mstrict-align (STRICT_ALIGNMENT) the lower store must be aligned to
   the wider size.

   Correctness: two adjacent constant stores and one store of their
   bytes over both ranges write the same memory; the wider store is
   placed where the core's placement (a sequence of swaps of independent
   instructions, pairs.c) brings the two together; the register it
   stores holds the merged value there (c. above) and no other
   instruction read the old value of a rewritten or deleted mov (b.).

   Not done: a constant whose register other stores read too (four strb
   of one "mov w1, 1" stay: each merged store would need a second
   register, which would have to be found free).  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "regs.h"
#include "rtl-pairs-narrow.h"

namespace {

typedef memopt_narrow_block block_ctx;

/* ------------------------------------------------------------------ */
/* Classification.                                                     */

/* Fill A for model instruction K of C: a store of a constant of SIZE
   bytes (an integer mode) through a hard base register plus a constant
   is a candidate (STORE, IS_CONST, VALUE): a store of zero, or, on a
   little-endian target, of a general register set by a mov of a
   constant (memopt_narrow_find_const_def; C->csrc[K] records it).
   Anything else is MO_P_OTHER.  */
static void
classify_const_store (block_ctx *c, int k, int size, mo_paccess *a)
{
  a->kind = MO_P_OTHER;
  rtx_insn *insn = c->info[k].insn;
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != SET || !memopt_pairs_notes_ok (insn))
    return;
  rtx mem = SET_DEST (pat), src = SET_SRC (pat);
  if (!MEM_P (mem) || GET_MODE_CLASS (GET_MODE (mem)) != MODE_INT
      || maybe_ne (GET_MODE_SIZE (GET_MODE (mem)), size)
      || MEM_VOLATILE_P (mem) || side_effects_p (mem))
    return;
  unsigned long long value = 0;
  int def = -1;
  if (src != CONST0_RTX (GET_MODE (mem))
      && (BYTES_BIG_ENDIAN || !REG_P (src) || !GP_REGNUM_P (REGNO (src))
	  || reg_overlap_mentioned_p (src, XEXP (mem, 0))
	  || !memopt_narrow_find_const_def (c, k, src, size, &def, &value)))
    return;
  int base;
  HOST_WIDE_INT offset;
  if (!memopt_pairs_base_offset (mem, &base, &offset))
    return;
  a->kind = MO_P_STORE;
  a->base = base;
  a->offset = offset;
  a->size = size;
  a->cls = (int) GET_MODE (mem);
  a->align = MEM_ALIGN (mem) / BITS_PER_UNIT;
  a->is_const = true;
  a->value = value;
  if (def >= 0)
    {
      c->csrc[k].def = def;
      c->csrc[k].reg = REGNO (src);
      /* The merged store reads only the register the glue chooses
	 (merge_apply_cb checks it), so the source register is no
	 conflict of this store: a mov between the two stores that sets
	 it (mov w1, 1; strb w1; mov w1, 2; strb w1) does not block the
	 merge.  */
      CLEAR_HARD_REG_BIT (c->info[k].mentions, REGNO (src));
      subrtx_iterator::array_type array;
      FOR_EACH_SUBRTX (iter, array, XEXP (mem, 0), NONCONST)
	if (REG_P (*iter))
	  memopt_rtl_add_hard_reg (&c->info[k].mentions, CONST_CAST_RTX (*iter));
    }
}

/* The core's MERGE_OK: stores LO and HI may become one store of VALUE
   when it is zero, or cheap and a mov one of them reads can be rewritten
   to hold it (merge_apply_cb checks the rest where the store goes).  Not
   two 4-byte stores of one mov: the merge deletes no mov, so it saves
   nothing over the stp the pairing makes of them, and it takes each from
   a pair with its other neighbour (torture pr62151: mov w5, -1; stp wzr,
   w5, [x0, 16]; stp w5, w4, [x0, 24] became mov x5, -1 and three
   stores, one instruction more).  Where no stp w reaches the lower
   store (mo_pair_offset_ok: -256 to 252), the merged str x is the one
   way to save the store, and it is made.  */
static bool
merge_ok_cb (void *ctx, int lo, int hi, unsigned long long value)
{
  block_ctx *c = memopt_pairs_block_of<block_ctx> (ctx);
  if (value == 0)
    return true;
  if (c->size == 4 && c->csrc[lo].def >= 0
      && c->csrc[lo].def == c->csrc[hi].def
      && mo_pair_offset_ok (c->model[lo].offset, 4))
    return false;
  int k = memopt_narrow_rewritable_mov (c, lo, lo, hi) ? lo
	  : memopt_narrow_rewritable_mov (c, hi, lo, hi) ? hi : -1;
  return k >= 0 && memopt_narrow_cheap_mov (value, 2 * c->size,
					    c->csrc[k].reg) != NULL_RTX;
}

/* ------------------------------------------------------------------ */
/* Applying a merge.                                                   */

/* The core's APPLY (mo_narrow): the constant stores LO and HI
   (adjacent, LO lower) become one store of twice the size at LO's
   address, of D->VALUE: of zero (xzr), or of the register of a mov the
   two stores read, which is rewritten to "mov R, VALUE" (choose_mov;
   the other store's mov, read by nothing else, is deleted: one store
   and at least one mov fewer; never more instructions).  Its MEM keeps
   LO's base, offset and alignment; its expression and alias set are
   dropped (it covers bytes of two objects or fields: alias analysis
   then goes by the address only).  */
static bool
merge_apply_cb (void *ctx, const mo_narrow_decision *d)
{
  block_ctx *c = memopt_pairs_block_of<block_ctx> (ctx);
  rtx_insn *lo = c->node_insn[d->lo];
  rtx_insn *first = c->node_insn[d->first], *second = c->node_insn[d->second];
  rtx_insn *after = c->node_insn[d->after];
  scalar_int_mode wide;
  if (!int_mode_for_size (2 * c->size * BITS_PER_UNIT, 0).exists (&wide))
    return false;
  rtx mem = adjust_address_nv (SET_DEST (PATTERN (lo)), wide, 0);
  set_mem_expr (mem, NULL_TREE);
  clear_mem_offset (mem);
  set_mem_alias_set (mem, 0);
  int mov = -1, other = -1;
  rtx movset = NULL_RTX;
  const char *why = NULL;
  if (d->value != 0)
    why = memopt_narrow_choose_mov (c, d, after, &mov, &movset, &other);
  /* MOVSET is there only when choose_mov found a mov.  */
  rtx pat = NULL_RTX;
  if (!why)
    {
      rtx src = d->value == 0 ? CONST0_RTX (wide)
		: gen_rtx_REG (wide, REGNO (SET_DEST (movset)));
      pat = gen_rtx_SET (mem, src);
      if (!memopt_pairs_recognized (pat))
	why = "wider store not recognised";
    }
  if (why)
    return false;
  if (!memopt_transform_allowed ())
    return false;
  if (mov >= 0)
    {
      rtx_insn *m = c->info[mov].insn;
      PATTERN (m) = movset;
      INSN_CODE (m) = -1;
      for (rtx note; (note = find_reg_note (m, REG_EQUAL, NULL_RTX))
		     || (note = find_reg_note (m, REG_EQUIV, NULL_RTX)); )
	remove_note (m, note);
      df_insn_rescan (m);
      recog_memoized (m);
      memopt_narrow_reset_debug_after (c, m, REGNO (SET_DEST (movset)));
    }
  if (other >= 0)
    {
      /* A deleted note in place, so that it stays an anchor for later
	 placements of this block (node_insn).  */
      rtx_insn *o = c->info[other].insn;
      unsigned oreg = REGNO (SET_DEST (PATTERN (o)));
      memopt_narrow_reset_debug_after (c, o, oreg);
      set_insn_deleted (o);
    }
  rtx_insn *st = emit_insn_after_setloc (pat, after, INSN_LOCATION (first));
  recog_memoized (st);
  HARD_REG_SET none;
  CLEAR_HARD_REG_SET (none);
  memopt_pairs_reset_debug (first, second, none, true);
  char b1[256], b2[256], v[32];
  if (d->value == 0)
    memopt_remark_insn (st, MO_REMARK_FMT_NARROW_MERGED,
			memopt_insn_where (first, b1, sizeof b1),
			memopt_insn_where (second, b2, sizeof b2), 2 * c->size);
  else
    {
      snprintf (v, sizeof v, "%#llx", d->value);
      memopt_remark_insn (st, MO_REMARK_FMT_NARROW_CONST_MERGED,
			  memopt_insn_where (first, b1, sizeof b1),
			  memopt_insn_where (second, b2, sizeof b2), 2 * c->size, v);
    }
  if (dump_file)
    {
      fprintf (dump_file, "Merged: insns %d and %d -> insn %d after insn %d",
	       INSN_UID (first), INSN_UID (second), INSN_UID (st),
	       INSN_UID (after));
      if (mov >= 0)
	fprintf (dump_file, ", value %#llx in insn %d", d->value,
		 INSN_UID (c->info[mov].insn));
      if (other >= 0)
	fprintf (dump_file, ", insn %d deleted", INSN_UID (c->info[other].insn));
      fputc ('\n', dump_file);
      if (dump_flags & TDF_DETAILS)
	print_rtl_single (dump_file, st);
    }
  memopt_pairs_formed (c, d->id, first, second, st);
  return true;
}

/* ------------------------------------------------------------------ */
/* The step.                                                           */

/* The constant stores of SIZE (1, 2, 4) bytes in BB merged two by two,
   with RUN's analyses; STATS is added to.  */
static long
narrow_block (memopt_pairs_run *run, basic_block bb, int size,
	      mo_narrow_stats *stats)
{
  if (memopt_pairs_nothing_to_pair (bb, size))
    return 0;
  block_ctx c;
  c.run = run;
  c.bb = bb;
  c.size = size;
  c.formed = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      c.csrc.push_back ({ -1, -1 });
      if (!memopt_pairs_add_insn (&c, insn))
	classify_const_store (&c, c.model.size () - 1, size,
			      &c.model.back ());
    }
  if (!memopt_pairs_two_accesses (&c))
    return 0;
  memopt_pairs_ready (run, true);
  memopt_narrow_note_readers (&c, bb);
  memopt_pairs_dump_block (bb, c.model.data (), c.info.data (),
			   c.model.size (), true);
  mo_pblock b = memopt_pairs_core_block (&c);
  b.merge_ok = merge_ok_cb;
  mo_narrow_params params;
  params.max_scan = memopt_opts.max_pair_scan;
  /* -mstrict-align: the wider store must be naturally aligned.  */
  params.aligned_only = memopt_opts.pairs_aligned_only || STRICT_ALIGNMENT;
  mo_narrow (&b, &params, stats, merge_apply_cb, b.ctx);
  return c.formed;
}

} // namespace

/* Smallest first (strh wzr x4 -> str wzr x2 -> str xzr), so that
   pairing then sees the widest stores.  Liveness (DF's LR, for the
   registers of constant stores) as of before the first merge: the
   merges change no block's live-out set.  */
long
memopt_pairs_narrow (memopt_pairs_run *run, function *fun,
		     mo_narrow_stats *stats)
{
  long merged = 0;
  basic_block bb;
  for (int size = 1; size <= 4; size *= 2)
    FOR_EACH_BB_FN (bb, fun)
      merged += narrow_block (run, bb, size, stats);
  return merged;
}

#endif
