/* rtl-pairs-narrow.h - the narrow-stores step of memopt-pairs: its
   block (rtl-pairs-narrow.cc) and the register of a constant store
   (rtl-pairs-narrow-mov.cc).  */

#ifndef MEMOPT_RTL_PAIRS_NARROW_H
#define MEMOPT_RTL_PAIRS_NARROW_H

#include "rtl-pairs.h"
#include <vector>

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

/* The block whose constant stores of SIZE bytes are being merged (its
   facts, model and nodes: rtl-pairs.h).  */
struct memopt_narrow_block : memopt_pairs_block
{
  int size;                           /* 1, 2 or 4 */
  /* Per instruction, where a constant store's value comes from; per mov
     that such a store reads, its readers.  */
  std::vector<struct const_src> csrc;
  std::vector<struct mov_uses> movs;
};

/* The mov that gave store K of C the value of register SRC (SIZE
   bytes), found backwards from K: its model index in *DEF and the low
   SIZE bytes of its constant in *VALUE; false when there is none.  */
bool memopt_narrow_find_const_def (const memopt_narrow_block *c, int k,
				   rtx src, int size, int *def,
				   unsigned long long *value);

/* Fill C->movs (each mov's readers, and whether they are its only
   ones), by DF's liveness in BB.  */
void memopt_narrow_note_readers (memopt_narrow_block *c, basic_block bb);

/* May the mov constant store K reads hold the merged value of stores LO
   and HI (they are its only readers)?  */
bool memopt_narrow_rewritable_mov (const memopt_narrow_block *c, int k,
				   int lo, int hi);

/* The SET of a one-instruction mov of VALUE into hard register REG for
   a store of WIDE bytes that recog accepts, else NULL.  */
rtx memopt_narrow_cheap_mov (unsigned long long value, int wide,
			     unsigned reg);

/* Reset the debug insns after FROM in C's block that mention hard
   register REG, up to the first instruction that sets it.  */
void memopt_narrow_reset_debug_after (const memopt_narrow_block *c,
				      rtx_insn *from, unsigned reg);

/* For the merge D of a non-zero value placed after AFTER: the mov to
   rewrite (*MOV, its new SET in *SET) and the mov left without a reader
   (*OTHER, -1: none).  NULL, or why there is none.  */
const char *memopt_narrow_choose_mov (memopt_narrow_block *c,
				      const mo_narrow_decision *d,
				      rtx_insn *after, int *mov, rtx *set,
				      int *other);

#endif /* MEMOPT_RTL_PAIRS_NARROW_H */
