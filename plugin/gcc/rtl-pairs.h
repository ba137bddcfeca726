/* rtl-pairs.h - what the steps of memopt-pairs share (AArch64 only).

   The pass object (rtl-pairs.cc) runs three steps on a function, each a
   file on the RTL layer (rtl-pass.h, rtl-insn.h) with a core entry point
   of its own (plugin/core/memopt.h, the apply-callback contract):
     narrow stores  rtl-pairs-narrow.cc     mo_narrow (pairs.c)
                    (the constant's register: rtl-pairs-narrow-mov.cc,
                    rtl-pairs-narrow.h)
     pairs          rtl-pairs-ldp.cc        mo_pairs (pairs.c)
                    (what GCC's peephole would pair: rtl-pairs-peephole.cc)
     writeback      rtl-pairs-writeback.cc  mo_writeback (writeback.c)
   and rtl-pairs-common.cc has what more than one of them uses: the
   per-run context, the barrier policy, the block narrow stores and
   pairs describe to the core (its facts, model and conflicts), the
   memory operand of a load or store, the shape of a candidate access,
   recog, debug insns and refusal reports.  */

#ifndef MEMOPT_RTL_PAIRS_H
#define MEMOPT_RTL_PAIRS_H

#include "rtl-insn.h"

/* One run of memopt-pairs on one function (the steps' state: no
   file-level statics).  */
struct memopt_pairs_run
{
  int instance;           /* 1: before peephole2, 2: after sched2 */
  /* What the pass computes only for a function with a block to work on
     (most functions have none): RTL alias analysis, and for narrow
     stores DF's liveness.  Both are computed before the first block
     that changes (memopt_pairs_ready).  */
  bool alias_ready, liveness_ready;
  /* Pairing: the blocks it looked at and those of them nothing_to_pair
     did not rule out (the dump's summary).  */
  long blocks_seen, blocks_described;
};

/* The steps, in the order the pass runs them on FUN; each returns the
   instructions it formed and adds the core's counts to STATS.  */
long memopt_pairs_narrow (memopt_pairs_run *run, function *fun,
			  mo_narrow_stats *stats);
long memopt_pairs_ldp (memopt_pairs_run *run, function *fun,
		       mo_pairs_stats *stats);
long memopt_pairs_writeback (memopt_pairs_run *run, function *fun,
			     mo_writeback_stats *stats);

/* A block as the narrow-stores and pairing steps describe it to the
   core (mo_pblock): per non-debug instruction, in order, its facts
   (INFO) and the core's model of it (MODEL); per core node (those
   instructions, then each instruction formed, numbered on), where it is
   now (NODE_INSN).  Each step's block derives from it, and the core's
   callbacks get it as their context (memopt_pairs_block_of).  */
struct memopt_pairs_block
{
  memopt_pairs_run *run;
  basic_block bb;
  std::vector<memopt_rtl_insn> info;
  std::vector<mo_paccess> model;
  std::vector<rtx_insn *> node_insn;
  long formed;                        /* instructions formed */
};

/* The step's block T of the context CTX the core hands a callback.  */
template <typename T>
inline T *
memopt_pairs_block_of (void *ctx)
{
  return static_cast<T *> ((memopt_pairs_block *) ctx);
}

/* Append INSN (NONDEBUG_INSN_P) to BLK: its facts, its node and a
   model entry, zeroed: MO_P_BARRIER when the pass's barrier policy
   (memopt_pairs_barrier_why) says so, and why is returned; else
   MO_P_OTHER, for the step to classify, and NULL.  */
const char *memopt_pairs_add_insn (memopt_pairs_block *blk, rtx_insn *insn);

/* Has BLK's model two loads or stores (else the core has nothing to
   do)?  */
bool memopt_pairs_two_accesses (const memopt_pairs_block *blk);

/* BLK as the core's block: its model, the conflicts of its facts
   (memopt_rtl_insns_conflict: in order, and as one pair instruction)
   and BLK as the context; no REFUSED or MERGE_OK (the step's own).  */
mo_pblock memopt_pairs_core_block (memopt_pairs_block *blk);

/* BY, emitted for core node ID, replaces FIRST and SECOND, which are
   deleted.  */
void memopt_pairs_formed (memopt_pairs_block *blk, int id, rtx_insn *first,
			  rtx_insn *second, rtx_insn *by);

/* Where the MEM of SET is, when SET is a plain load or store: a store
   (set MEM X), *STORE true; a load (set X MEM) or, with *EXT its code,
   (set X (sign_extend|zero_extend MEM)).  NULL for any other SET.  The
   one reading of a load's or store's memory operand of memopt-pairs'
   steps.  */
rtx *memopt_pairs_access_mem (rtx set, bool *store, rtx_code *ext);

/* Make alias analysis (and, with LIVENESS, DF's liveness) ready for a
   block that may change.  */
void memopt_pairs_ready (memopt_pairs_run *run, bool liveness);

/* When nothing may move across the instruction of II, why (a stable
   phrase); else NULL.  The pass's barrier policy (all three steps) on
   the facts of rtl-insn.h.  */
const char *memopt_pairs_barrier_why (const memopt_rtl_insn &ii);

/* Does INSN carry only notes a candidate may carry (dead, unused,
   equal, equiv: dropped when it is rewritten)?  */
bool memopt_pairs_notes_ok (const rtx_insn *insn);

/* Split the address of MEM into a hard base register and an offset.  */
bool memopt_pairs_base_offset (rtx mem, int *base, HOST_WIDE_INT *offset);

/* Is PAT (not yet in the stream) an instruction the back end accepts as
   it stands, registers included (recog and constrain_operands)?  */
bool memopt_pairs_recognized (rtx pat);

/* Is INSN a load or store pair already (GCC's or ours)?  */
bool memopt_pairs_pair_insn_p (rtx_insn *insn);

/* Reset debug insns strictly between FROM and TO whose value may have
   changed because accesses moved: those that mention a register in DEFS
   or, with MEMORY, any memory.  */
void memopt_pairs_reset_debug (rtx_insn *from, rtx_insn *to,
			       const HARD_REG_SET &defs, bool memory);

/* Does BB have no two accesses that could form a pair (with MERGE_SIZE
   1, 2 or 4: two integer stores of that size that could merge)?  Then
   the step need not describe it.  Never when refusals are reported
   (pairs: the report names every access that is no candidate).  A
   cheap look at every instruction, before the facts are scanned.  */
bool memopt_pairs_nothing_to_pair (basic_block bb, int merge_size);

/* Before GCC's peephole2 (RUN's first instance): mark the candidates
   of MODEL[0..N-1] (the instructions of INFO) that GCC's peephole would
   pair with a neighbour the model cannot pair them with
   (outside_partner; rtl-pairs-peephole.cc).  */
void memopt_pairs_mark_outside_partners (const memopt_pairs_run *run,
					 mo_paccess *model,
					 const memopt_rtl_insn *info, int n);

/* Print, with -details, the model of block BB (MODEL[k] the core's view
   of INFO[k]'s instruction); NARROW: of the narrow-stores step.  */
void memopt_pairs_dump_block (basic_block bb, const mo_paccess *model,
			      const memopt_rtl_insn *info, size_t n,
			      bool narrow);

/* Are refusals reported at all (the dump with -details, or verbose)?  */
bool memopt_pairs_reporting (void);

/* One report line: to the dump as "PREFIX: insns ...: WHY", and with
   verbose to stderr as "memopt-pairs[N] FUNCTION: PREFIX: WHY: insns
   UID (FILE:LINE) ..." (the lines bench/pairs/clang-diff.sh reads).  */
void memopt_pairs_report (const memopt_pairs_run *run, const char *prefix,
			  const char *why, rtx_insn *a, rtx_insn *b);

#endif /* MEMOPT_RTL_PAIRS_H */
