/* rtl-pairs.cc - AArch64 ldp/stp formation on RTL (pass memopt-pairs).

   GCC 12 pairs two accesses only when they end up adjacent: sched_fusion
   orders accesses by base and offset, then peephole2 merges neighbours.
   The register allocator often separates them.  This pass brings two
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

   This file
     1. builds the core's model of each basic block (plugin/core/pairs.c
        explains the choice of pairs and the placement), but only of a
        block with two accesses that could pair: a cheap look at its
        instructions comes first (nothing_to_pair: one base register,
        both loads or both stores).  Most blocks have none, and RTL alias
        analysis and liveness are computed only for a function that has
        such a block:
          load   (set (reg R) (mem [B + C]))    also (sign|zero_extend:DI
                                                 (mem:SI)): ldpsw / ldp w
          store  (set (mem [B + C]) (reg R))    or zero: stp xzr / wzr
          barrier  calls, jumps, asm, unspec_volatile, trap_if, volatile
                   memory, insns that can throw, frame-related insns,
                   BLKmode memory or a scratch address (stack ties)
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
        chain has an access to spare (mark_outside_partners);
     2. answers the core's conflict queries: A before B conflict when one
        sets a hard register the other mentions (a def/use or def/def, in
        any order), or GCC's true_dependence / anti_dependence /
        output_dependence says their memory accesses may depend;
     3. applies each pair the core chooses: the PARALLEL of the two SETs,
        lower offset first, must be recognised and its operands must
        satisfy the constraints of one alternative (load_pair_*,
        store_pair_*, vec_store_pair*, *load_pair_extendsidi2_aarch64...;
        a TImode move in a SIMD register is paired as V2DI, the same bits);
        then memopt_transform_allowed () must agree.  The pair is emitted
        after the place the core chose, the two accesses are deleted, and
        debug insns between them that mention a destination (loads) or
        memory (stores) are reset: their values may have changed.  The
        choice never looks at debug insns, so -g does not change code;
     4. after sched2 only (the second instance, so that GCC's peephole2
        still sees plain accesses), writeback (writeback=on, the core's
        writeback.c decides): an add of a constant to a register folds
        into the access or pair through it just before or after, with
        nothing between mentioning the register:
            ldrb w6, [x2, 1]               ldrb w6, [x2, 1]
            add  x2, x2, 4         =>      ldrb w7, [x2], 4
            ldrb w7, [x2, -4]
        A single access gets a PRE_MODIFY / POST_MODIFY address (9-bit
        signed immediate) and a REG_INC note; a pair becomes a PARALLEL
        of the base update and both accesses, which GCC 12 recognises for
        sp only (loadwb_pair: post-indexed ldp; storewb_pair:
        pre-indexed stp; there is no writeback ldp/stp pattern for other
        bases, so recog refuses those).  Frame-related, volatile or
        throwing insns are barriers; an access that already has an
        auto-inc address is no candidate (and mentions its register, so
        no add moves over it); a register it loads or stores must not
        overlap the base (Rt == Rn with writeback is UNPREDICTABLE); sp
        moves only by multiples of 16 and only in functions with a frame
        pointer (the CFA never depends on sp there).  Debug insns between
        the two that mention the register are reset;
     5. before pairing, in both instances (narrow-stores=on): adjacent
        stores of constants of 1, 2 and then 4 bytes are merged two by
        two into one store of twice the size (the core's merge mode,
        pairs.c, chooses and places them as it does pairs):
            strh wzr, [x0]                 str  wzr, [x0]
            strh wzr, [x0, 2]      =>
            mov  w1, 1                     mov  w1, 513
            strb w1, [x0]          =>      strh w1, [x0]
            mov  w1, 2
            strb w1, [x0, 1]
        so that pairing then sees the widest stores (four str wzr end as
        one stp xzr, xzr).  Only non-volatile integer-mode stores through
        a hard base register plus a constant, of zero or of a general
        register whose value comes from a mov of a constant in the block
        (find_const_def: the nearest instruction before the store that
        mentions the register, past other stores of it, not across a
        call, jump or barrier).  The merged value is the lower store's
        bytes in the low half (little-endian; on a big-endian target
        only zero merges).  A value other than zero needs a register
        after register allocation: the pass reuses one of the two movs,
        rewritten to make the merged value, when (merge_ok_cb, then
        merge_apply_cb)
          a. one instruction makes it (aarch64_move_imm: mov, movz, movn
             or a bitmask immediate, in SImode for 2 and 4 bytes, DImode
             for 8) and recog accepts the mov;
          b. the two stores are the mov's only readers: nothing else
             mentions the register between the mov and its last reader,
             and it is dead after that reader (DF's liveness, from the
             block's live-out set);
          c. the register still holds the mov's value where the merged
             store goes: nothing but the two stores and the other mov
             mentions it in between (the stores' own source registers
             are no conflict of the core's placement: in "mov w1, 1;
             strb w1; mov w1, 2; strb w1" the second mov is the one
             rewritten and the first deleted).
        The other store's mov is deleted when the two stores are its only
        readers too; so a merge removes one store and, for constants
        other than zero, keeps or removes movs: never more instructions.
        Debug insns that mention a rewritten or deleted mov's register
        after it are reset.  The wider MEM keeps the lower store's
        address and alignment, and drops its expression and alias set
        (it covers two objects' bytes: alias analysis then goes by the
        address); recog checks its address.  Unaligned wider stores are
        fine on AArch64 for normal memory; with -mstrict-align
        (STRICT_ALIGNMENT) the lower store must be aligned to the wider
        size.  Not done: a constant whose register other stores read
        too (four strb of one "mov w1, 1" stay: each merged store would
        need a second register, which would have to be found free).

   Correctness: every reordering is a sequence of swaps of independent
   instructions (pairs.c); "independent" above is conservative (any shared
   register that one of them sets is a conflict, every may-alias answer is
   a conflict, and barriers never move); recog and constrain_operands
   guarantee the pair is an instruction the back end emits itself.  The
   pair performs both accesses; for loads the two destinations are
   distinct and the first's is not in the second's address (so both
   addresses have the values they had; a load pair without writeback
   reads its base before writing, which is why GCC's own peephole, like
   this pass, accepts "ldp x3, x0, [x0]").

   Check mode (check.cc) emits no run-time check here, for pairs and
   writeback alike: after register allocation an address comparison
   would need registers that are no longer free, a pair crosses only
   accesses GCC's dependence tests call independent, and a writeback
   moves an add across instructions that do not mention its register.

   Position.  After register allocation and the prologue/epilogue (so
   spills, callee saves and the varargs save area pair too, and register
   conflicts are exact), registered twice (plugin/gcc/memopt.cc):
     1. after sched_fusion, before peephole2: the pass chooses the pairs
        of a whole block (the chain c[0..3] of a Horner polynomial pairs
        as 0-8 and 16-24, where GCC's peephole takes 8-16 and leaves two
        singles), and GCC's peephole then pairs what it can beyond that,
        including the 4-access forms that adjust the base;
     2. after sched2: accesses the scheduler placed near each other.
   Measured (-O2, the pair pass alone: -fplugin-arg-memopt-lse=off) on
   the corpus of make bench-pairs (tests/pairs but core-random.c, every
   8th torture execute test, zlib; every file GCC compiles): static ldp/stp/ldpsw and all instructions, and the
   instructions zlib's minigzip executes compressing a fixed input (qemu
   TCG counter, bench/qemu/count.c; same binary path for both, so
   libc's startup counts agree):
     position                    pairs  insns   minigzip, executed
     GCC 12 alone                1647   25307   98972463
     before peephole2 only       1688   25266   +0
     after sched2 only           1693   25261   -683242 (-0.7%)
     both (chosen)               1694   25260   -683242
   make bench-pairs (bench/RESULTS-pairs.md; the pair pass alone, with
   writeback and narrow stores; files all four compilers compile): pairs
   for GCC 12 / memopt / clang-19 / clang-14: tests/pairs 231 / 247 /
   209 / 209, all of torture (925 files) 3980 / 4172 / 3936 / 4023,
   zlib 875 / 884 / 750 / 732.  Executed instructions: zlib minigzip
   compress -684,250 against GCC 12, tests -139,621, torture -816 in all
   with two programs at +1 before outside_partner (pr65427: f+0 through
   x7 and f+4 .. f+28 through x8; 20030313-1: x.p through lo_sum and x.q
   .. x.s through x0; the odd chain paired from its first access and
   left single the access GCC's peephole2 would pair with f+0 or x.p),
   now at +0.  Where clang-19
   still pairs more (bench/RESULTS-pairs-clang-diff.md, from the
   refusal reports below): accesses that are no candidates at all
   (register-indexed or lo_sum addresses, byte and halfword loads,
   frame-related saves, volatile, GCC's own auto-inc), not refusals of
   legal pairs; clang's lead is in functions it unrolls or vectorises.
   After sched2 alone, GCC's peephole has already taken the wrong
   neighbours in horner.c (one ldp and two ldr remain); before peephole2
   alone misses two field loads in the hot loops of zlib's deflate_slow
   and deflate_fast ([x19, 140] and [x19, 144]) that only sched2 brings
   within reach; hence both.  Not done: writeback ldp/stp for bases other
   than sp (GCC 12 has no pattern), and base adjustment for offsets out of
   range.

   Debugging: the dump of the pass (-fdump-rtl-all; the named
   -fdump-rtl-memopt-pairs is rejected because GCC parses dump options
   before plugins register their passes) shows every pair formed
   ("Pair:"), with -details also the block model and why accesses stayed
   single: "Refused: insns A and B: REASON" for a couple with the shape of
   a pair (the core's reasons, pairs.c step 5; "refused by the glue: not
   recognised as a pair" or "... max-transforms reached" from here), and
   "Not a candidate: insn A: REASON" for a memory access the model could
   not use (a barrier, or what classify () rejects).  The plugin's verbose
   switch prints the same on stderr, one line each, with the instance and
   the function:
     memopt-pairs[2] foo: Refused: barrier between: insns 12 (a.c:3) and
       19 (a.c:4)
   bench/pairs/clang-diff.sh reads these lines to explain, per function,
   the pairs clang-19 forms and memopt does not.  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "regs.h"
#include "rtl-pass.h"
#include "rtl-insn.h"
#include <vector>

namespace {

/* What the conflict callbacks and the classification know about one
   instruction: its facts (rtl-insn.h).  */
typedef memopt_rtl_insn insn_info;

/* Merge mode: where the value of a constant store (model index K)
   comes from.  */
struct const_src
{
  int def;    /* the mov (set (reg R) (const_int C)) whose R the store
		 stores (a model index), -1: a store of zero, or no
		 constant store */
  int reg;    /* R */
};

/* Merge mode: a mov that constant stores read.  */
struct mov_uses
{
  std::vector<int> readers;  /* those stores (model indices, in order) */
  bool only_readers;         /* no other instruction needs its value:
				nothing else mentions R between the mov and
				the last reader, and R is dead after it */
};

/* The block being processed.  */
struct block_ctx
{
  basic_block bb;
  std::vector<insn_info> info;
  std::vector<mo_paccess> model;
  std::vector<rtx_insn *> node_insn;  /* core node -> its insn now */
  long formed;
  int instance;                       /* 1 before peephole2, 2 after sched2 */
  int merge_size;                     /* merge mode: the constant
					 stores' size (1, 2, 4); 0: pairs */
  /* Merge mode: per instruction, where a constant store's value comes
     from; per mov that such a store reads, its readers.  */
  std::vector<struct const_src> csrc;
  std::vector<struct mov_uses> movs;
  /* Why APPLY refused a couple (original insns, lower first).  */
  std::vector<std::pair<std::pair<int, int>, const char *> > apply_why;
};

/* The pass instance running now (1: before peephole2, 2: after sched2);
   refusal reports name it.  */
static int current_instance;

/* What the pass computes only for a function with a block to work on
   (most functions have none): RTL alias analysis, and in merge mode DF's
   liveness.  Both are computed before the first block that changes.  */
static bool alias_ready, liveness_ready;

/* Pairing (not merge mode) in the function now: the blocks it looked at
   and those of them nothing_to_pair did not rule out (the dump's
   summary).  */
static long blocks_seen, blocks_described;

/* Make alias analysis (and, in merge mode, liveness) ready for a block
   that may change.  */
static void
ready_for_block (bool merge)
{
  if (merge && !liveness_ready)
    {
      df_analyze ();
      liveness_ready = true;
    }
  if (!alias_ready)
    {
      init_alias_analysis ();
      alias_ready = true;
    }
}

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

/* When nothing may move across the instruction of II, why (a stable
   phrase); else NULL.  This pass's barrier policy (pairs and writeback)
   on the facts of rtl-insn.h.  */
static const char *
barrier_why (const insn_info &ii)
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

/* Notes a candidate may carry (they are dropped when it pairs).  */
static bool
notes_ok (const rtx_insn *insn)
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

/* Split the address of MEM into a hard base register and an offset.  */
static bool
base_offset (rtx mem, int *base, HOST_WIDE_INT *offset)
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
  if (!notes_ok (insn))
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
  rtx dest = SET_DEST (set), src = SET_SRC (set);
  rtx mem, reg;
  int ext = 0;
  bool store = MEM_P (dest);
  if (store)
    mem = dest, reg = src;
  else
    {
      reg = dest;
      mem = src;
      if (GET_CODE (src) == SIGN_EXTEND || GET_CODE (src) == ZERO_EXTEND)
	{
	  ext = GET_CODE (src) == SIGN_EXTEND ? 1 : 2;
	  mem = XEXP (src, 0);
	  if (!MEM_P (mem))
	    return "not a load or store";
	  if (GET_MODE (mem) != SImode || GET_MODE (src) != DImode)
	    return "extension other than SImode to DImode";
	}
      if (!MEM_P (mem))
	return "not a load or store";
    }
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
  if (!base_offset (mem, &base, &offset))
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

static bool pair_recognized (rtx pat);

/* Merge mode: is model instruction J of C a plain store of register
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

/* Merge mode: the store K of C stores register SRC (SIZE bytes); find
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
	  || RTX_FRAME_RELATED_P (x) || !notes_ok (x))
	return false;
      unsigned long long v = UINTVAL (SET_SRC (pat));
      *value = size >= 8 ? v : v & ((1ull << (8 * size)) - 1);
      *def = j;
      return true;
    }
  return false;
}

/* Fill A for model instruction K of C in merge mode: a store of a
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
  if (GET_CODE (pat) != SET || !notes_ok (insn))
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
  if (!base_offset (mem, &base, &offset))
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

/* Merge mode: fill C->movs: for each mov a constant store reads, its
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

/* Merge mode: may the mov that constant store K reads be rewritten to
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
  return pair_recognized (set) ? set : NULL_RTX;
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
  if (c->merge_size == 4 && c->csrc[lo].def >= 0
      && c->csrc[lo].def == c->csrc[hi].def
      && mo_pair_offset_ok (c->model[lo].offset, 4))
    return false;
  int k = rewritable_mov (c, lo, lo, hi) ? lo
	  : rewritable_mov (c, hi, lo, hi) ? hi : -1;
  return k >= 0 && cheap_const_mov (value, 2 * c->merge_size,
				    c->csrc[k].reg) != NULL_RTX;
}

/* The register (or zero) and the MEM of INSN when it is a plain load
   or store as GCC's ldp/stp peepholes match them (aarch64-ldpstp.md):
   (set REG MEM), (set REG (sign|zero_extend:DI MEM:SI)) or
   (set MEM REG-or-zero).  *EXT is the extension code or UNKNOWN.  */
static bool
peephole_access (rtx_insn *insn, bool *load, rtx *reg, rtx *mem,
		 rtx_code *ext)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != SET)
    return false;
  rtx dest = SET_DEST (pat), src = SET_SRC (pat);
  *ext = UNKNOWN;
  if (MEM_P (dest))
    {
      *load = false, *mem = dest, *reg = src;
      return REG_P (src) || src == CONST0_RTX (GET_MODE (dest));
    }
  if (GET_CODE (src) == SIGN_EXTEND || GET_CODE (src) == ZERO_EXTEND)
    *ext = GET_CODE (src), src = XEXP (src, 0);
  *load = true, *mem = src, *reg = dest;
  return REG_P (dest) && MEM_P (src);
}

/* Would GCC's own ldp/stp peephole pair FIRST and SECOND (in that order,
   adjacent) as they stand?  GCC's test, aarch64_operands_ok_for_ldpstp,
   also pairs two accesses of one object through different addresses by
   their MEM_EXPRs (a lo_sum address, another base register), which the
   model does not.  Only a hint (outside_partner): any answer is safe.  */
static bool
gcc_would_pair (rtx_insn *first, rtx_insn *second)
{
  bool load1, load2;
  rtx reg1, reg2, mem1, mem2;
  rtx_code ext1, ext2;
  if (!peephole_access (first, &load1, &reg1, &mem1, &ext1)
      || !peephole_access (second, &load2, &reg2, &mem2, &ext2)
      || load1 != load2 || ext1 != ext2 || GET_MODE (mem1) != GET_MODE (mem2))
    return false;
  machine_mode mode = GET_MODE (mem1);
  HOST_WIDE_INT size;
  if (!GET_MODE_SIZE (mode).is_constant (&size)
      || (size != 4 && size != 8 && size != 16)
      || (ext1 != UNKNOWN && mode != SImode)
      || (size == 16 && (aarch64_tune_params.extra_tuning_flags
			 & AARCH64_EXTRA_TUNE_NO_LDP_STP_QREGS)))
    return false;
  /* The peephole's operands: loads (reg, mem, reg, mem), stores
     (mem, reg, mem, reg).  */
  rtx ops[4] = { reg1, mem1, reg2, mem2 };
  if (!load1)
    ops[0] = mem1, ops[1] = reg1, ops[2] = mem2, ops[3] = reg2;
  return aarch64_operands_ok_for_ldpstp (ops, load1, mode);
}

/* Before GCC's peephole2 (the first instance, -fpeephole2): mark each
   candidate of C's model that GCC's peephole would pair with a
   neighbouring instruction the model does not pair it with (not of its
   chain: another base, or no candidate at all), so that the core leaves
   it single when that costs no pair (pairs.c, step 3).  20030313-1:

       ldr x2, [x2, #:lo12:.LANCHOR0]    x.p: a lo_sum address
       ldr x7, [x0, 8]                   x.q  <- outside_partner
       ldr x5, [x0, 16]                  x.r
       ldr x3, [x0, 24]                  x.s

   The model's chain is 8, 16, 24; pairing 8-16 leaves x.p and x.s
   single (three loads), pairing 16-24 lets GCC pair x.p with x.q (two
   ldp, as GCC 12 alone).  */
static void
mark_outside_partners (block_ctx *c)
{
  if (c->instance != 1 || !flag_peephole2 || c->merge_size)
    return;
  int n = c->model.size ();
  for (int k = 0; k < n; k++)
    {
      mo_paccess &a = c->model[k];
      if (a.kind != MO_P_LOAD && a.kind != MO_P_STORE)
	continue;
      for (int j = k - 1; j <= k + 1; j += 2)
	{
	  if (j < 0 || j >= n || c->model[j].kind == MO_P_BARRIER)
	    continue;
	  const mo_paccess &o = c->model[j];
	  if (o.kind == a.kind && o.base == a.base && o.cls == a.cls)
	    continue;
	  rtx_insn *x = c->info[k].insn, *y = c->info[j].insn;
	  if (j < k ? gcc_would_pair (y, x) : gcc_would_pair (x, y))
	    a.outside_partner = true;
	}
    }
}

/* ------------------------------------------------------------------ */
/* Applying a pair.                                                    */

/* Reset debug insns strictly between FROM and TO whose value may have
   changed because the accesses moved: those that mention a register in
   DEFS (the loads' destinations) or, for stores (MEMORY), any memory.  */
static void
reset_debug_insns (rtx_insn *from, rtx_insn *to, const HARD_REG_SET &defs,
		   bool memory)
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

/* Is PAT (not yet in the stream) an instruction the back end accepts as
   it stands, registers included?  */
static bool
pair_recognized (rtx pat)
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

/* The SET of candidate INSN as one half of a pair.  A TImode move in
   an FP/SIMD register has no pair pattern; the same bits moved as V2DI
   do (vec_store_pair / load_pair of VQ modes), so it is rewritten.  */
static rtx
pair_half (rtx_insn *insn)
{
  rtx set = copy_rtx (PATTERN (insn));
  rtx *mem = MEM_P (SET_DEST (set)) ? &SET_DEST (set) : &SET_SRC (set);
  rtx *reg = MEM_P (SET_DEST (set)) ? &SET_SRC (set) : &SET_DEST (set);
  if (GET_MODE (*mem) == TImode && REG_P (*reg) && FP_REGNUM_P (REGNO (*reg)))
    {
      *mem = adjust_address_nv (*mem, V2DImode, 0);
      *reg = gen_rtx_REG (V2DImode, REGNO (*reg));
    }
  return set;
}

/* Merge mode: does the register of mov M (model index) still hold its
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
  reset_debug_insns (from, to, regs, false);
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
      *set = cheap_const_mov (d->value, 2 * c->merge_size, c->csrc[own[t]].reg);
      if (!*set)
	return "constant not one instruction";
      *mov = cand[t];
      *other = o;
      return NULL;
    }
  return "no register for the constant";
}

/* Merge mode's APPLY: the constant stores LO and HI (adjacent, LO lower)
   become one store of twice the size at LO's address, of D->VALUE: of
   zero (xzr), or of the register of a mov the two stores read, which is
   rewritten to "mov R, VALUE" (choose_mov; the other store's mov, read
   by nothing else, is deleted: one store and at least one mov fewer;
   never more instructions).  Its MEM keeps LO's base, offset and
   alignment; its expression and alias set are dropped (it covers bytes
   of two objects or fields: alias analysis then goes by the address
   only).  */
static bool
merge_apply_cb (void *ctx, const mo_narrow_decision *d)
{
  block_ctx *c = (block_ctx *) ctx;
  rtx_insn *lo = c->node_insn[d->lo];
  rtx_insn *first = c->node_insn[d->first], *second = c->node_insn[d->second];
  rtx_insn *after = c->node_insn[d->after];
  std::pair<int, int> couple (std::min (d->first, d->second),
			      std::max (d->first, d->second));
  scalar_int_mode wide;
  if (!int_mode_for_size (2 * c->merge_size * BITS_PER_UNIT, 0).exists (&wide))
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
      if (!pair_recognized (pat))
	why = "wider store not recognised";
    }
  if (why)
    {
      c->apply_why.push_back ({ couple, why });
      return false;
    }
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
  reset_debug_insns (first, second, none, true);
  char b1[256], b2[256], v[32];
  if (d->value == 0)
    memopt_remark_insn (st, MO_REMARK_FMT_NARROW_MERGED,
			memopt_insn_where (first, b1, sizeof b1),
			memopt_insn_where (second, b2, sizeof b2), 2 * c->merge_size);
  else
    {
      snprintf (v, sizeof v, "%#llx", d->value);
      memopt_remark_insn (st, MO_REMARK_FMT_NARROW_CONST_MERGED,
			  memopt_insn_where (first, b1, sizeof b1),
			  memopt_insn_where (second, b2, sizeof b2), 2 * c->merge_size, v);
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

static bool
apply_cb (void *ctx, const mo_pairs_decision *d)
{
  block_ctx *c = (block_ctx *) ctx;
  rtx_insn *lo = c->node_insn[d->lo], *hi = c->node_insn[d->hi];
  rtx_insn *first = c->node_insn[d->first], *second = c->node_insn[d->second];
  bool load = c->model[d->lo].kind == MO_P_LOAD;
  rtx pat = gen_rtx_PARALLEL (VOIDmode,
			      gen_rtvec (2, pair_half (lo), pair_half (hi)));
  std::pair<int, int> couple (std::min (d->first, d->second),
			      std::max (d->first, d->second));
  if (!pair_recognized (pat))
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
  reset_debug_insns (first, second, defs, !load);
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
  delete_insn (first);
  delete_insn (second);
  if ((int) c->node_insn.size () <= d->id)
    c->node_insn.resize (d->id + 1);
  c->node_insn[d->id] = pair;
  c->formed++;
  return true;
}

/* ------------------------------------------------------------------ */
/* Refusal reports.                                                    */

/* Are refusals reported at all (the dump with -details, or verbose)?  */
static bool
reporting (void)
{
  return (dump_file && (dump_flags & TDF_DETAILS)) || memopt_opts.verbose;
}

/* One report line: to the dump as "PREFIX: insns ...: WHY", and with
   verbose to stderr as "memopt-pairs[N] FUNCTION: PREFIX: WHY: insns
   UID (FILE:LINE) ..." (the lines bench/pairs/clang-diff.sh reads).  */
static void
report (const char *prefix, const char *why, rtx_insn *a, rtx_insn *b)
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
	     "(%s)\n", current_instance, function_name (cfun), prefix, why,
	     INSN_UID (a), memopt_insn_where (a, wa, sizeof wa), INSN_UID (b),
	     memopt_insn_where (b, wb, sizeof wb));
  else
    fprintf (stderr, "memopt-pairs[%d] %s: %s: %s: insn %d (%s)\n",
	     current_instance, function_name (cfun), prefix, why,
	     INSN_UID (a), memopt_insn_where (a, wa, sizeof wa));
}

/* The core's REFUSED callback: couple A, B of original insns.  */
static void
refused_cb (void *ctx, int a, int b, mo_prefusal why)
{
  block_ctx *c = (block_ctx *) ctx;
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
  report ("Refused", phrase, c->info[a].insn, c->info[b].insn);
}

/* Is INSN a load or store pair already (GCC's or ours)?  */
static bool
pair_insn_p (rtx_insn *insn)
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

/* ------------------------------------------------------------------ */
/* The pass.                                                           */

/* Where a possible candidate of pair_block accesses memory: KEY is its
   base register and whether it stores, OFFSET and SIZE the bytes it
   accesses from that register.  */
struct candidate_shape
{
  int key;
  HOST_WIDE_INT offset, size;
};

/* Could INSN be a candidate of pair_block: a single SET whose
   destination (a store; in merge mode an integer store of MERGE_SIZE
   bytes) or source, maybe extended (a load), is a MEM of a pairable size
   at a hard base register plus a constant?  Then *SHAPE says where it
   accesses.  A necessary condition of classify and classify_const_store,
   cheap enough to test every instruction of every block first.  */
static bool
maybe_candidate (rtx_insn *insn, int merge_size, candidate_shape *shape)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != SET)
    return false;
  rtx mem = SET_DEST (pat);
  bool store = MEM_P (mem);
  HOST_WIDE_INT size = merge_size;
  if (merge_size)
    {
      if (!store || GET_MODE_CLASS (GET_MODE (mem)) != MODE_INT
	  || maybe_ne (GET_MODE_SIZE (GET_MODE (mem)), merge_size))
	return false;
    }
  else
    {
      if (!store)
	{
	  mem = SET_SRC (pat);
	  if (GET_CODE (mem) == SIGN_EXTEND || GET_CODE (mem) == ZERO_EXTEND)
	    mem = XEXP (mem, 0);
	  if (!MEM_P (mem))
	    return false;
	}
      if (!GET_MODE_SIZE (GET_MODE (mem)).is_constant (&size)
	  || (size != 4 && size != 8 && size != 16))
	return false;
    }
  int base;
  if (!base_offset (mem, &base, &shape->offset))
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
   pair (may_pair)?  Then pair_block has nothing to pair and need not
   describe the block, nor make alias analysis ready for it: most blocks,
   and in merge mode nearly all.  Not when refusals are reported: the
   report names every access that is no candidate.

     ldr w1, [x0]  ldr w2, [x0, 8]   no: 8 bytes apart, 4-byte loads
     ldr w1, [x0]  ldr w2, [x0, 4]   maybe (pair_block decides)  */
static bool
nothing_to_pair (basic_block bb, int merge_size)
{
  if (reporting () && !merge_size)
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

/* Pairs in BB, or with MERGE_SIZE (1, 2, 4) the narrow constant stores
   of that size merged two by two (merge mode).  */
static long
pair_block (basic_block bb, mo_pairs_stats *stats, int merge_size)
{
  blocks_seen += !merge_size;
  if (nothing_to_pair (bb, merge_size))
    return 0;
  blocks_described += !merge_size;
  block_ctx c;
  c.bb = bb;
  c.formed = 0;
  c.merge_size = merge_size;
  rtx_insn *insn;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      int k = c.info.size ();
      c.info.push_back (insn_info ());
      memopt_rtl_insn_scan (insn, &c.info[k]);
      c.model.push_back (mo_paccess ());
      c.csrc.push_back ({ -1, -1 });
      c.node_insn.push_back (insn);
      mo_paccess &a = c.model[k];
      memset (&a, 0, sizeof a);
      const char *why = barrier_why (c.info[k]);
      if (why)
	a.kind = MO_P_BARRIER;
      else if (merge_size)
	classify_const_store (&c, k, merge_size, &a);
      else
	why = classify (insn, &a);
      if (why && !merge_size && !c.info[k].mems.empty () && !CALL_P (insn)
	  && !pair_insn_p (insn) && strcmp (why, "barrier: stack tie") != 0
	  && reporting ())
	report ("Not a candidate", why, insn, NULL);
    }
  int nacc = 0;
  for (const mo_paccess &a : c.model)
    nacc += a.kind == MO_P_LOAD || a.kind == MO_P_STORE;
  if (nacc < 2)
    return 0;
  ready_for_block (merge_size != 0);
  c.instance = current_instance;
  mark_outside_partners (&c);
  if (merge_size)
    note_const_readers (&c, bb);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Block %d%s:\n", bb->index,
	       merge_size ? " (merging constant stores)" : "");
      static const char *const kinds[] = { "other", "load", "store",
					   "barrier" };
      for (size_t k = 0; k < c.model.size (); k++)
	{
	  const mo_paccess &a = c.model[k];
	  fprintf (dump_file, "  %zu: insn %d %s", k, INSN_UID (c.info[k].insn),
		   kinds[a.kind]);
	  if (a.kind == MO_P_LOAD || a.kind == MO_P_STORE)
	    fprintf (dump_file, " [r%d%+ld] size %d cls %d align %d%s", a.base,
		     a.offset, a.size, a.cls, a.align,
		     a.outside_partner ? " outside-partner" : "");
	  if (merge_size && a.kind == MO_P_STORE)
	    fprintf (dump_file, " const %#llx", a.value);
	  fputc ('\n', dump_file);
	}
    }
  mo_pblock b;
  b.n = c.model.size ();
  b.insn = c.model.data ();
  b.conflict = conflict_cb;
  b.pair_conflict = pair_conflict_cb;
  b.ctx = &c;
  b.refused = reporting () && !merge_size ? refused_cb : NULL;
  b.merge_ok = merge_size ? merge_ok_cb : NULL;
  if (merge_size)
    {
      mo_narrow_params lim;
      lim.max_scan = memopt_opts.max_pair_scan;
      /* -mstrict-align: the wider store must be naturally aligned.  */
      lim.aligned_only = memopt_opts.pairs_aligned_only || STRICT_ALIGNMENT;
      mo_narrow (&b, &lim, NULL, merge_apply_cb, &c);
    }
  else
    {
      mo_pairs_params lim;
      lim.max_scan = memopt_opts.max_pair_scan;
      lim.aligned_only = memopt_opts.pairs_aligned_only;
      mo_pairs (&b, &lim, stats, apply_cb, &c);
    }
  return c.formed;
}

/* ------------------------------------------------------------------ */
/* Writeback (plugin/core/writeback.c decides).                        */

/* The block's instructions as the writeback core sees them.  */
struct wb_ctx
{
  std::vector<insn_info> info;
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
   load, store or load/store pair.  */
static bool
access_parts (rtx_insn *insn, rtx *mems, int *nmem, rtx *vals)
{
  rtx pat = PATTERN (insn);
  int nset = GET_CODE (pat) == SET ? 1
	     : GET_CODE (pat) == PARALLEL && pair_insn_p (insn) ? 2 : 0;
  if (nset == 0)
    return false;
  for (int k = 0; k < nset; k++)
    {
      rtx set = nset == 1 ? pat : XVECEXP (pat, 0, k);
      rtx dest = SET_DEST (set), src = SET_SRC (set);
      if (MEM_P (dest))
	mems[k] = dest, vals[k] = src;
      else
	{
	  if (GET_CODE (src) == SIGN_EXTEND || GET_CODE (src) == ZERO_EXTEND)
	    src = XEXP (src, 0);
	  if (!MEM_P (src) || !REG_P (dest))
	    return false;
	  mems[k] = src, vals[k] = dest;
	}
      if (MEM_VOLATILE_P (mems[k]) || side_effects_p (mems[k]))
	return false;
    }
  *nmem = nset;
  return true;
}

/* The writeback model of INSN (its info in II).  */
static mo_winsn
wb_classify (rtx_insn *insn, const insn_info &ii)
{
  mo_winsn w;
  memset (&w, 0, sizeof w);
  w.kind = MO_W_OTHER;
  if (barrier_why (ii))
    {
      w.kind = MO_W_BARRIER;
      return w;
    }
  if (!notes_ok (insn))
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
    if (!base_offset (mems[k], &base[k], &off[k]))
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
  if (nmem == 1)
    {
      rtx *loc = MEM_P (SET_DEST (pat)) ? &SET_DEST (pat) : &SET_SRC (pat);
      if (GET_CODE (*loc) == SIGN_EXTEND || GET_CODE (*loc) == ZERO_EXTEND)
	loc = &XEXP (*loc, 0);
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
      rtx *loc = MEM_P (SET_DEST (set)) ? &SET_DEST (set) : &SET_SRC (set);
      if (GET_CODE (*loc) == SIGN_EXTEND || GET_CODE (*loc) == ZERO_EXTEND)
	loc = &XEXP (*loc, 0);
      HOST_WIDE_INT at = (pre ? imm : 0) + k * size;
      *loc = replace_equiv_address_nv (*loc, at ? plus_constant (Pmode, base, at)
					       : base);
      RTVEC_ELT (v, k + 1) = set;
    }
  return gen_rtx_PARALLEL (VOIDmode, v);
}

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
      if (!pair_recognized (pat))
	why = "no writeback pattern (recog)";
      else if (!memopt_transform_allowed ())
	why = "max-transforms reached";
    }
  if (why)
    {
      if (reporting ())
	report ("Writeback refused", why, acc, add);
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
    reset_debug_insns (add, acc, defs, false);
  else
    reset_debug_insns (acc, add, defs, false);
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

static long
writeback_block (basic_block bb)
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
  c.applied = 0;
  bool any_add = false;
  FOR_BB_INSNS (bb, insn)
    {
      if (!NONDEBUG_INSN_P (insn))
	continue;
      insn_info ii;
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
  mo_writeback (&b, &params, NULL, wb_apply_cb, &c);
  return c.applied;
}

/* The pass on FUN (memopt_rtl_pass_def::execute), INSTANCE 1 before
   peephole2, 2 after sched2: narrow stores merged, pairs, writeback.
   Returns the instructions it formed.  */
static long
pairs_function (function *fun, int instance)
{
  current_instance = instance;
  long formed = 0;
  mo_pairs_stats stats;
  memset (&stats, 0, sizeof stats);
  alias_ready = liveness_ready = false;
  blocks_seen = blocks_described = 0;
  basic_block bb;
  long merged = 0;
  /* Narrow constant stores first, smallest first (strh wzr x4 -> str
     wzr x2 -> str xzr), so that pairing then sees the widest stores.
     Liveness (DF's LR, for the registers of constant stores) as of
     before the first merge: the merges change no block's live-out
     set.  */
  if (memopt_opts.narrow_stores)
    {
      for (int size = 1; size <= 4; size *= 2)
	FOR_EACH_BB_FN (bb, fun)
	  merged += pair_block (bb, NULL, size);
    }
  FOR_EACH_BB_FN (bb, fun)
    formed += pair_block (bb, &stats, 0);
  long folded = 0;
  /* Writeback last, on what pairing left: only after sched2, so that
     GCC's own peephole2 still sees plain accesses to pair.  */
  if (instance == 2 && memopt_opts.writeback)
    FOR_EACH_BB_FN (bb, fun)
      folded += writeback_block (bb);
  if (alias_ready)
    end_alias_analysis ();
  if (dump_file && folded)
    fprintf (dump_file, "Writeback forms: %ld\n", folded);
  if (dump_file && merged)
    fprintf (dump_file, "Narrow constant stores merged: %ld\n", merged);
  if (dump_file)
    {
      fprintf (dump_file, "Pairs formed: %ld (candidates %ld, refused %ld, "
	       "lost to earlier pairs %ld)\n", formed, stats.candidates,
	       stats.refused, stats.lost_in_application);
      if (reporting ())
	fprintf (dump_file, "Blocks described: all %ld (refusals are "
		 "reported)\n", blocks_seen);
      else
	fprintf (dump_file, "Blocks with a possible pair: %ld of %ld\n",
		 blocks_described, blocks_seen);
      for (int w = 0; w < MO_PR_N; w++)
	if (stats.why[w])
	  fprintf (dump_file, "  left single: %ld %s\n", stats.why[w],
		   mo_prefusal_phrase ((mo_prefusal) w));
    }
  return formed + merged + folded;
}

/* Register conflicts are computed on hard registers only, so the pass
   runs after register allocation (after_reload).  */
const memopt_rtl_pass_def pairs_pass_def = {
  "memopt-pairs", &memopt_opts.pairs, true, NULL, pairs_function,
  "instructions formed (pairs, merged stores, writeback forms)"
};

} // namespace

/* memopt.cc makes the instance before peephole2 first, then the one
   after sched2.  */
rtl_opt_pass *
memopt_make_pairs_pass (gcc::context *ctxt)
{
  static int made;
  return memopt_rtl_pass (&pairs_pass_def, ++made, ctxt);
}

#else

rtl_opt_pass *
memopt_make_pairs_pass (gcc::context *)
{
  return NULL;
}

#endif
