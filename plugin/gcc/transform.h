/* transform.h - what every applied transformation goes through
   (transform.cc): the max-transforms counter that numbers it, and its
   remark.  */

#ifndef MEMOPT_TRANSFORM_H
#define MEMOPT_TRANSFORM_H

#include "memopt-remarks.h"

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
   RTL, at function DECL for IPA): an opt-info "optimized" remark
   (-fopt-info-optimized prints it as "file:line:col: optimized:
   memopt: ...") plus, with verbose, a note on
   stderr.  FMT is the format of the remark's kind, MO_REMARK_FMT_<KIND>
   (plugin/remarks.tsv, through memopt-remarks.h); print trees with
   memopt_expr.  */
void memopt_remark_stmt (gimple *stmt, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;
void memopt_remark_insn (rtx_insn *insn, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;
/* The same at function DECL's location (an IPA pass's remark).  */
void memopt_remark_decl (tree decl, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;

/* A remark made now and reported later, or never: a memopt-promote copy
   made where GCC's vectorizer runs, which the second instance of
   memopt-promote, after "vect", keeps or undoes depending on what GCC
   vectorized (gimple-promote-settle.cc).  memopt_remark_defer makes the text
   memopt_remark_stmt would report at STMT, in the function compiled now
   (its "(inlined into F)" is this function's);
   memopt_remark_deferred_print reports it.  */
struct memopt_deferred_remark
{
  location_t loc;
  char text[1024];
};
void memopt_remark_defer (gimple *stmt, memopt_deferred_remark *out,
			  const char *fmt, ...) ATTRIBUTE_PRINTF_3;
void memopt_remark_deferred_print (const memopt_deferred_remark &r);

/* INSN's location as "file:line" in BUF (SIZE bytes), returned.  */
const char *memopt_insn_where (rtx_insn *insn, char *buf, size_t size);

/* The row of remark kind KIND in plugin/remarks.tsv: its name, pass,
   regular expression, counter and format.  */
const mo_remark_row &memopt_remark_row (enum mo_remark_kind kind);

/* EXPR printed as in GIMPLE dumps, in a buffer valid until the 4th next
   call (enough for one remark).  */
const char *memopt_expr (tree expr);

#endif /* MEMOPT_TRANSFORM_H */
