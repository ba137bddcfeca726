/* glue.h - what the plugin's GCC-side files share: the parsed options,
   the transformation counter behind max-transforms, and remarks.  */

#ifndef MEMOPT_GLUE_H
#define MEMOPT_GLUE_H

#include "memopt.h"

extern struct mo_options memopt_opts;

/* max-transforms: true when one more transformation may be applied, and
   count it.  Every pass asks this before each transformation, in a
   deterministic order, so that "the first N" means the same N every run.
   It is always safe to skip a transformation that this refuses.  */
bool memopt_transform_allowed (void);

/* How many transformations were applied so far in this translation unit.  */
long memopt_transforms_applied (void);

/* Report one applied transformation at statement STMT (or at LOC for RTL):
   an opt-info "optimized" remark (-fopt-info-optimized prints it as
   "file:line:col: optimized: memopt: ...") plus, with verbose, a note on
   stderr.  FMT is a plain printf format; print trees with memopt_expr.  */
void memopt_remark_stmt (gimple *stmt, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;
void memopt_remark_insn (rtx_insn *insn, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;

/* EXPR printed as in GIMPLE dumps, in a buffer valid until the 4th next
   call (enough for one remark).  */
const char *memopt_expr (tree expr);

/* Check mode (check.cc explains it).  Each entry point does nothing
   unless -fplugin-arg-memopt-check is on, and must be called after
   memopt_transform_allowed () agreed (the check carries that id) and
   before the transformation changes the IR.  PASS and KIND name the
   transformation in the report (a pass name, a kind of remarks.tsv).  */
bool memopt_checking (void);
/* True when a value of TYPE can be checked (scalars of at most 64 bits).  */
bool memopt_check_type_p (tree type);
/* Load LOAD (LHS = REF) is about to become LHS = EXPECTED: keep the load
   in a fresh name and check at run time that it equals EXPECTED.  */
void memopt_check_load (gimple *load, tree expected, const char *pass,
			const char *kind);
/* Store STORE (REF = VAL) is about to be removed as redundant: check at
   run time that REF already holds VAL.  */
void memopt_check_store (gimple *store, const char *pass, const char *kind);
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
/* True for a load check mode added: no pass may remove or replace it.  */
bool memopt_check_stmt_p (gimple *stmt);
/* break=value (self-tests only): VAL, or a wrong value computed before
   LOAD for the load to be replaced by.  */
tree memopt_break_value (gimple *load, tree val);

/* A GIMPLE pass named NAME (its dump file is BASE.NNNt.NAME) that runs
   RUN (FUN) when optimizing and *ENABLED (its plugin switch) is on;
   remarks go through opt-info, time to TV_PLUGIN_RUN.  */
gimple_opt_pass *memopt_gimple_pass (const char *name, const bool *enabled,
				     unsigned int (*run) (function *),
				     gcc::context *ctxt);

/* Pass factories, defined one per pass file.  */
gimple_opt_pass *memopt_make_lse_pass (gcc::context *ctxt);
gimple_opt_pass *memopt_make_dse_pass (gcc::context *ctxt);
gimple_opt_pass *memopt_make_phi_pass (gcc::context *ctxt);
rtl_opt_pass *memopt_make_pairs_pass (gcc::context *ctxt);

#endif /* MEMOPT_GLUE_H */
