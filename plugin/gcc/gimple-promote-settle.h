/* gimple-promote-settle.h - memopt-promote's copies that pay only when
   GCC vectorizes them: the check made opaque when the copy is made, and
   the second instance of memopt-promote, after GCC's "vect", which keeps
   the copy or selects the original for good (gimple-promote-settle.cc).  */

#ifndef MEMOPT_GIMPLE_PROMOTE_SETTLE_H
#define MEMOPT_GIMPLE_PROMOTE_SETTLE_H

#include "transform.h"

/* A copy about to be made in the function compiled now, where GCC's
   vectorizer runs after memopt-promote: returns its tag, for
   promote_settle_condition and promote_settle_remark.  IF_VECTORIZED:
   its decisions are all if-vectorized (mo_promote_decide), and it is
   kept only if GCC vectorizes it and not the original; otherwise it is
   kept unless GCC vectorizes the original and not it.  Forgets the
   copies of any function before (their remarks reported: no settling
   pass ran for them, and their copies stay).  */
int promote_settle_begin (bool if_vectorized);

/* COND, the condition that selects the original loop, as the copy of
   tag TAG is versioned on: the statements computing it are appended to
   *STMTS, then an empty asm that GCC cannot see through (the copy's tag
   in it), and the result is "that value != 0".  No pass between the two
   instances of memopt-promote can then specialise the original loop
   for the checks' outcome, so selecting it for every run stays
   correct.  */
tree promote_settle_condition (tree cond, gimple_seq *stmts, int tag);

/* The remark of one location kept in a register in the copy of tag TAG,
   reported when the copy is kept.  */
void promote_settle_remark (int tag, const memopt_deferred_remark &r);

/* The second instance of memopt-promote, which memopt.cc registers
   after "vect" (memopt_make_promote_pass (CTXT, 2)).  */
gimple_opt_pass *promote_settle_pass (gcc::context *ctxt);

#endif /* MEMOPT_GIMPLE_PROMOTE_SETTLE_H */
