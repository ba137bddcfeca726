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
