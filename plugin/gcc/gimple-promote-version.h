/* gimple-promote-version.h - the versioned loop of memopt-promote: the
   run-time check that selects the copy, and the rewriting of the copy
   (gimple-promote-version.cc), for gimple-promote.cc.  */

#ifndef MEMOPT_GIMPLE_PROMOTE_VERSION_H
#define MEMOPT_GIMPLE_PROMOTE_VERSION_H

#include "gimple-promote-loop.h"

/* Version LOOP, whose accesses are ACC (BASE: the trees of their
   ranges' bases), with ND its latch executions: the original runs when
   an assumption of ND fails, the loop may exit at once, or a range of
   CHECKS meets its location (or the hull); the copy otherwise.  Returns
   the copy (SSA updated), or NULL when loop_version made none.
   SETTLE_TAG >= 0: a tentative copy of that tag, its check made opaque
   (promote_settle_condition).  */
class loop *promote_version (class loop *loop, const tree_niter_desc &nd,
			     const mo_promote_checks &checks,
			     const std::vector<promote_access> &acc,
			     const std::vector<tree> &base, int settle_tag);

/* In the copy LOOP, P (first accessed by FIRST; LOADS and STORES of it
   in the original, by the core's count) lives in a register.  False,
   and the copy left as it is (a correct loop, the original's twin), when
   the copy does not have the accesses counted in the original.  FENCE:
   a write-back of another location of this copy is made already (an
   empty volatile asm follows this one's).  */
bool promote_rewrite_copy (class loop *loop, tree p, gimple *first,
			   int loads, int stores, bool fence);

#endif /* MEMOPT_GIMPLE_PROMOTE_VERSION_H */
