/* transform.h - what every applied transformation goes through
   (transform.cc): the max-transforms counter that numbers it, and its
   remark.  */

#ifndef MEMOPT_TRANSFORM_H
#define MEMOPT_TRANSFORM_H

/* max-transforms: true when one more transformation may be applied, and
   count it: it becomes transformation number memopt_transform_id ().
   Every pass asks this before each transformation, in a deterministic
   order, so that "the first N" means the same N every run.  It is always
   safe to skip a transformation that this refuses.  */
bool memopt_transform_allowed (void);

/* The number of the transformation memopt_transform_allowed last
   allowed in this translation unit (1 for the first): the id check mode
   prints, so that max-transforms=ID-1 builds the program without it.  */
long memopt_transform_id (void);

/* Report one applied transformation at statement STMT (or at INSN for
   RTL): an opt-info "optimized" remark (-fopt-info-optimized prints it as
   "file:line:col: optimized: memopt: ...") plus, with verbose, a note on
   stderr.  FMT is one of the formats of plugin/remarks.tsv; print trees
   with memopt_expr.  */
void memopt_remark_stmt (gimple *stmt, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;
void memopt_remark_insn (rtx_insn *insn, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;

/* EXPR printed as in GIMPLE dumps, in a buffer valid until the 4th next
   call (enough for one remark).  */
const char *memopt_expr (tree expr);

#endif /* MEMOPT_TRANSFORM_H */
