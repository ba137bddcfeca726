/* rtl-insn.h - what memopt's RTL passes know about one instruction: the
   registers it sets and mentions, the memory it references, and the
   kinds of part that may make it a barrier (rtl-insn.cc).

   One scan, one set of facts; each pass decides from them what a barrier
   is for it (its own policy, next to its algorithm):
     memopt-pairs (its three steps)  rtl-pairs-common.cc
                                      memopt_pairs_barrier_why
     memopt-reread             rtl-reread.cc  reread_barrier
     memopt-hoist-const        rtl-hoist-const-reads.cc  untouchable  */

#ifndef MEMOPT_RTL_INSN_H
#define MEMOPT_RTL_INSN_H

#include <vector>

/* One memory reference of an instruction, in the order of a walk of its
   pattern (a SET's destination before its source).  */
struct memopt_rtl_memref
{
  rtx mem;
  bool write;       /* the destination of a SET or CLOBBER */
  bool in_address;  /* inside the address of another MEM */
  bool mem_in_address;  /* its own address has a MEM (which follows it
			   in the list, in_address) */
};

/* Kinds of part an instruction has (bits of memopt_rtl_insn::kinds).
   The parts inside constants (CONST, HIGH, ...: what FOR_EACH_SUBRTX's
   NONCONST does not enter) go to kinds_in_constants instead.  */
enum memopt_rtl_kind
{
  MO_RTL_CALL = 1 << 0,            /* a CALL_INSN */
  MO_RTL_JUMP = 1 << 1,            /* a JUMP_INSN */
  MO_RTL_FRAME_RELATED = 1 << 2,   /* RTX_FRAME_RELATED_P */
  MO_RTL_VOLATILE_INSN = 1 << 3,   /* volatile_insn_p (asm volatile,
				      unspec_volatile, ...) */
  MO_RTL_VOLATILE_REFS = 1 << 4,   /* volatile_refs_p: the above or a
				      volatile MEM */
  MO_RTL_ASM = 1 << 5,             /* an ASM_OPERANDS or ASM_INPUT */
  MO_RTL_MAY_THROW = 1 << 6,       /* insn_could_throw_p or an EH note */
  MO_RTL_TRAP_IF = 1 << 7,
  MO_RTL_UNSPEC = 1 << 8,
  MO_RTL_UNSPEC_VOLATILE = 1 << 9,
  MO_RTL_VOLATILE_MEM = 1 << 10,   /* a MEM with MEM_VOLATILE_P */
  MO_RTL_BLK_MEM = 1 << 11,        /* a MEM of BLKmode */
  MO_RTL_STACK_TIE = 1 << 12,      /* a MEM whose address is a SCRATCH */
  MO_RTL_SIDE_EFFECT_ADDRESS = 1 << 13, /* a MEM whose address has side
					   effects (auto-increment) */
  MO_RTL_WRITES_MEM = 1 << 14      /* stores or clobbers memory
				      (note_stores) */
};

/* The facts of one instruction.  */
struct memopt_rtl_insn
{
  rtx_insn *insn;
  unsigned kinds;               /* memopt_rtl_kind bits */
  unsigned kinds_in_constants;  /* the same, for parts inside constants */
  HARD_REG_SET defs;      /* hard registers set (incl. clobbers, auto-inc) */
  HARD_REG_SET mentions;  /* hard registers mentioned anywhere, and defs */
  std::vector<rtx> set_regs;    /* registers set or clobbered (a REG or a
				   SUBREG of one), pseudos too */
  std::vector<memopt_rtl_memref> mems;
};

/* Fill F with the facts of INSN, a NONDEBUG_INSN_P.  F's vectors are
   cleared first, so one F can be reused from insn to insn.  */
void memopt_rtl_insn_scan (rtx_insn *insn, memopt_rtl_insn *f);

/* Add X to SET when it is a hard register (or a SUBREG of one).  */
void memopt_rtl_add_hard_reg (HARD_REG_SET *set, rtx x);

/* The hard registers INSN sets or clobbers (note_stores alone: no
   auto-increment, no REG_INC note), into DEFS.  */
void memopt_rtl_stored_hard_regs (rtx_insn *insn, HARD_REG_SET *defs);

/* Must instruction A, before B, stay before it (a register one sets that
   the other mentions, or memory that may overlap, one written)?  With
   AS_PAIR, can A and B not be done at once by one pair instruction
   (which reads both addresses before writing a destination: only A's
   defs matter)?  Uses RTL alias analysis (init_alias_analysis).  It is
   always safe to return true.  */
bool memopt_rtl_insns_conflict (const memopt_rtl_insn &a,
				const memopt_rtl_insn &b, bool as_pair);

#endif /* MEMOPT_RTL_INSN_H */
