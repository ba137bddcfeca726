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
   value comes from a mov of a constant in the block (find_const_def: the
   nearest instruction before the store that mentions the register, past
   other stores of it, not across a call, jump or barrier).  The merged
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
#include "rtl-pairs.h"
#include <vector>

namespace {

/* Where the value of a constant store (model index K) comes from.  */
struct const_src
{
  int def;    /* the mov (set (reg R) (const_int C)) whose R the store
		 stores (a model index), -1: a store of zero, or no
		 constant store */
  int reg;    /* R */
};

/* A mov that constant stores read.  */
struct mov_uses
{
  std::vector<int> readers;  /* those stores (model indices, in order) */
  bool only_readers;         /* no other instruction needs its value:
				nothing else mentions R between the mov and
				the last reader, and R is dead after it */
};

/* The block whose constant stores of SIZE bytes are being merged.  */
struct block_ctx
{
  basic_block bb;
  int size;                           /* 1, 2 or 4 */
  std::vector<memopt_rtl_insn> info;
  std::vector<mo_paccess> model;
  std::vector<rtx_insn *> node_insn;  /* core node -> its insn now */
  long formed;
  /* Per instruction, where a constant store's value comes from; per mov
     that such a store reads, its readers.  */
  std::vector<struct const_src> csrc;
  std::vector<struct mov_uses> movs;
};

/* ------------------------------------------------------------------ */
/* Conflicts (the facts: rtl-insn.cc).                                 */

static bool
conflict_cb (void *ctx, int a, int b)
{
  block_ctx *c = (block_ctx *) ctx;
  return memopt_rtl_insns_conflict (c->info[a], c->info[b], false);
}

/* Accesses A (first) and B as one pair instruction: the pair reads both
   addresses before writing a destination, so only A's destinations
   matter (B must not read them; equal destinations are a def/def).  */
static bool
pair_conflict_cb (void *ctx, int a, int b)
{
  block_ctx *c = (block_ctx *) ctx;
  return memopt_rtl_insns_conflict (c->info[a], c->info[b], true);
}

/* ------------------------------------------------------------------ */
/* Classification.                                                     */

/* is model instruction J of C a plain store of register
   REG (which it reads and does not set)?  */
static bool
store_of_reg_p (const block_ctx *c, int j, unsigned reg)
{
  rtx pat = PATTERN (c->info[j].insn);
  return (GET_CODE (pat) == SET && MEM_P (SET_DEST (pat))
	  && REG_P (SET_SRC (pat)) && REGNO (SET_SRC (pat)) == reg
	  && !overlaps_hard_reg_set_p (c->info[j].defs, Pmode, reg)
	  && !reg_mentioned_p (SET_SRC (pat), XEXP (SET_DEST (pat), 0)));
}

/* the store K of C stores register SRC (SIZE bytes); find
   the mov that gave SRC its value: the nearest instruction before K
   that mentions the register, past other plain stores of it, at most
   max-pair-scan instructions back and not across a barrier, call or
   jump, must be (set (reg R) (const_int V)) with a mode at least SIZE
   bytes wide.  Its index in *DEF and V's low SIZE bytes in *VALUE.
   False (no constant store) when there is none.  */
static bool
find_const_def (const block_ctx *c, int k, rtx src, int size, int *def,
		unsigned long long *value)
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

/* Fill A for model instruction K of C: a store of a
   constant of SIZE bytes (an integer mode) through a hard base register
   plus a constant is a candidate (STORE, IS_CONST, VALUE): a store of
   zero, or, on a little-endian target, of a general register set by a
   mov of a constant (find_const_def; C->csrc[K] records it).  Anything
   else is MO_P_OTHER.  */
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
	  || !find_const_def (c, k, src, size, &def, &value)))
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

/* fill C->movs: for each mov a constant store reads, its
   readers and whether they are all (only_readers: no other instruction
   of BB mentions the register between the mov and its last reader, and
   the register is dead after that reader, by DF's liveness).  */
static void
note_const_readers (block_ctx *c, basic_block bb)
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

/* may the mov that constant store K reads be rewritten to
   hold the merged value of stores LO and HI: LO and HI are its only
   readers?  */
static bool
rewritable_mov (const block_ctx *c, int k, int lo, int hi)
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
static rtx
cheap_const_mov (unsigned long long value, int wide, unsigned reg)
{
  scalar_int_mode mode = wide >= 8 ? DImode : SImode;
  HOST_WIDE_INT v = trunc_int_for_mode ((HOST_WIDE_INT) value, mode);
  if (!aarch64_move_imm (v, mode))
    return NULL_RTX;
  rtx set = gen_rtx_SET (gen_rtx_REG (mode, reg), GEN_INT (v));
  return memopt_pairs_recognized (set) ? set : NULL_RTX;
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
  block_ctx *c = (block_ctx *) ctx;
  if (value == 0)
    return true;
  if (c->size == 4 && c->csrc[lo].def >= 0
      && c->csrc[lo].def == c->csrc[hi].def
      && mo_pair_offset_ok (c->model[lo].offset, 4))
    return false;
  int k = rewritable_mov (c, lo, lo, hi) ? lo
	  : rewritable_mov (c, hi, lo, hi) ? hi : -1;
  return k >= 0 && cheap_const_mov (value, 2 * c->size,
				    c->csrc[k].reg) != NULL_RTX;
}

/* ------------------------------------------------------------------ */
/* Applying a merge.                                                   */

/* does the register of mov M (model index) still hold its
   value right after AFTER, where the merged store goes: M is AFTER or
   before it, and no instruction between them mentions or sets the
   register but the stores LO and HI and the mov OTHER (all three deleted
   by the merge; OTHER may be NULL)?  reg_overlap_mentioned_p alone is not
   enough: it does not count the destination of a SET, so a load into the
   register between the mov and the merged store went unseen (mov w1,
   20053; strh w1; ldrsh w1, [x0, 8]; strh wzr became ldrsh w1; str w1:
   Csmith seeds 2611262642 and 2611262936, AArch64 -O1).  */
static bool
mov_reaches (const block_ctx *c, int m, rtx_insn *after, rtx_insn *lo,
	     rtx_insn *hi, rtx_insn *other)
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
static void
reset_debug_after (const block_ctx *c, rtx_insn *from, unsigned reg)
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
static const char *
choose_mov (block_ctx *c, const mo_narrow_decision *d, rtx_insn *after,
	    int *mov, rtx *set, int *other)
{
  rtx_insn *lo = c->node_insn[d->lo], *hi = c->node_insn[d->hi];
  int cand[2] = { c->csrc[d->hi].def, c->csrc[d->lo].def };
  int own[2] = { d->hi, d->lo };
  for (int t = 0; t < 2; t++)
    {
      if (cand[t] < 0 || !rewritable_mov (c, own[t], d->lo, d->hi))
	continue;
      int o = cand[1 - t] != cand[t]
	      && rewritable_mov (c, own[1 - t], d->lo, d->hi) ? cand[1 - t] : -1;
      if (!mov_reaches (c, cand[t], after, lo, hi,
			o >= 0 ? c->info[o].insn : NULL))
	continue;
      *set = cheap_const_mov (d->value, 2 * c->size, c->csrc[own[t]].reg);
      if (!*set)
	return "constant not one instruction";
      *mov = cand[t];
      *other = o;
      return NULL;
    }
  return "no register for the constant";
}

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
  block_ctx *c = (block_ctx *) ctx;
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
    why = choose_mov (c, d, after, &mov, &movset, &other);
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
      reset_debug_after (c, m, REGNO (SET_DEST (movset)));
    }
  if (other >= 0)
    {
      /* A deleted note in place, so that it stays an anchor for later
	 placements of this block (node_insn).  */
      rtx_insn *o = c->info[other].insn;
      unsigned oreg = REGNO (SET_DEST (PATTERN (o)));
      reset_debug_after (c, o, oreg);
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
  delete_insn (first);
  delete_insn (second);
  if ((int) c->node_insn.size () <= d->id)
    c->node_insn.resize (d->id + 1);
  c->node_insn[d->id] = st;
  c->formed++;
  return true;
}

/* ------------------------------------------------------------------ */
/* The step.                                                           */

/* The constant stores of SIZE (1, 2, 4) bytes in BB merged two by two,
   with RUN's analyses.  */
static long
narrow_block (memopt_pairs_run *run, basic_block bb, int size)
{
  if (memopt_pairs_nothing_to_pair (bb, size))
    return 0;
  block_ctx c;
  c.bb = bb;
  c.size = size;
  c.formed = 0;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      int k = c.info.size ();
      c.info.push_back (memopt_rtl_insn ());
      memopt_rtl_insn_scan (insn, &c.info[k]);
      c.model.push_back (mo_paccess ());
      c.csrc.push_back ({ -1, -1 });
      c.node_insn.push_back (insn);
      mo_paccess &a = c.model[k];
      memset (&a, 0, sizeof a);
      if (memopt_pairs_barrier_why (c.info[k]))
	a.kind = MO_P_BARRIER;
      else
	classify_const_store (&c, k, size, &a);
    }
  int nacc = 0;
  for (const mo_paccess &a : c.model)
    nacc += a.kind == MO_P_LOAD || a.kind == MO_P_STORE;
  if (nacc < 2)
    return 0;
  memopt_pairs_ready (run, true);
  note_const_readers (&c, bb);
  memopt_pairs_dump_block (bb, c.model.data (), c.info.data (),
			   c.model.size (), true);
  mo_pblock b;
  b.n = c.model.size ();
  b.insn = c.model.data ();
  b.conflict = conflict_cb;
  b.pair_conflict = pair_conflict_cb;
  b.ctx = &c;
  b.refused = NULL;
  b.merge_ok = merge_ok_cb;
  mo_narrow_params params;
  params.max_scan = memopt_opts.max_pair_scan;
  /* -mstrict-align: the wider store must be naturally aligned.  */
  params.aligned_only = memopt_opts.pairs_aligned_only || STRICT_ALIGNMENT;
  mo_narrow_stats stats;
  memset (&stats, 0, sizeof stats);
  mo_narrow (&b, &params, &stats, merge_apply_cb, &c);
  return c.formed;
}

} // namespace

/* Smallest first (strh wzr x4 -> str wzr x2 -> str xzr), so that
   pairing then sees the widest stores.  Liveness (DF's LR, for the
   registers of constant stores) as of before the first merge: the
   merges change no block's live-out set.  */
long
memopt_pairs_narrow (memopt_pairs_run *run, function *fun)
{
  long merged = 0;
  basic_block bb;
  for (int size = 1; size <= 4; size *= 2)
    FOR_EACH_BB_FN (bb, fun)
      merged += narrow_block (run, bb, size);
  return merged;
}

#endif
