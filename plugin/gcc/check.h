/* check.h - check mode's entry points for the passes (check.cc explains
   check mode: each transformation also emits a run-time check of what it
   assumed).  */

#ifndef MEMOPT_CHECK_H
#define MEMOPT_CHECK_H

#include "memopt-remarks.h"

/* Check mode (check.cc explains it).  Each entry point does nothing
   unless -fplugin-arg-memopt-check is on, and must be called after
   memopt_transform_allowed () agreed (the check carries that id) and
   before the transformation changes the IR.  KIND (a kind of
   plugin/remarks.tsv) names the transformation and its pass in the
   report.  */
bool memopt_checking (void);
/* True when a value of TYPE can be checked (scalars of at most 64 bits).  */
bool memopt_check_type_p (tree type);
/* Load LOAD (LHS = REF) is about to become LHS = EXPECTED: keep the load
   in a fresh name and check at run time that it equals EXPECTED.  */
void memopt_check_load (gimple *load, tree expected,
			enum mo_remark_kind kind);
/* Store STORE (REF = VAL) is about to be removed as redundant: check at
   run time that REF already holds VAL.  */
void memopt_check_store (gimple *store, enum mo_remark_kind kind);
/* Dead store STORE: in check mode, store a poison pattern instead of
   removing it; true when it did (the caller then keeps the store).  */
bool memopt_check_poison_store (gimple *store);
/* Store ORIG (REF = VAL) is being sunk to COPY, a new store of the same
   at the start of a block ORIG's block dominates (ORIG is removed after
   this call): load REF before ORIG and again before COPY, and check at
   run time that the two agree, i.e. nothing on the way wrote REF, which
   the sunk store would now wrongly overwrite.  */
void memopt_check_sunk_store (gimple *orig, gimple *copy);
/* Stores S1 in P1 and S2 in P2 (the two predecessors of a join) are being
   merged into STORE at the start of the join: load the location before
   S1 and before S2, and check before STORE that it still holds the one
   of the two its path left (a PHI of them): nothing on the way wrote it.  */
void memopt_check_merged_stores (gimple *s1, gimple *s2, basic_block p1,
				 basic_block p2, gimple *store);
/* WRITE (REF = VAL), the write after a loop that kept REF in a register
   (memopt-promote), is about to store VAL back: read REF before it and
   check at run time that it still holds EXPECTED, the value read before
   the loop: nothing in the loop wrote REF.  */
void memopt_check_unchanged (gimple *write, tree expected,
			     enum mo_remark_kind kind);
/* True for a load check mode added: no pass may remove or replace it.  */
bool memopt_check_stmt_p (gimple *stmt);
/* break=value (self-tests only): VAL, or a wrong value computed before
   LOAD for the load to be replaced by.  */
tree memopt_break_value (gimple *load, tree val);

#endif /* MEMOPT_CHECK_H */
