/* gcc-common.h - every GCC header the glue needs, and the differences
   between GCC 11 and GCC 12 in one place (as the Linux kernel's
   scripts/gcc-plugins/gcc-common.h does).

   Include this first in every plugin/gcc/ source file.  */

#ifndef MEMOPT_GCC_COMMON_H
#define MEMOPT_GCC_COMMON_H

#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "rtl.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "memmodel.h"
#include "tm_p.h"
#include "ssa.h"
#include "cgraph.h"
#include "diagnostic-core.h"
#include "fold-const.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "tree-cfg.h"
#include "tree-dfa.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-ssa-alias.h"
#include "alias.h"
#include "cfgloop.h"
#include "dumpfile.h"
#include "context.h"
#include "stringpool.h"
#include "attribs.h"
#include "builtins.h"
#include "tree-eh.h"
#include "gimplify.h"
#include "insn-config.h"
#include "emit-rtl.h"
#include "recog.h"
#include "df.h"
#include "cfgrtl.h"
#include "print-rtl.h"
#include "rtl-iter.h"
#include "output.h"
#include "opts.h"

#if BUILDING_GCC_VERSION < 11000 || BUILDING_GCC_VERSION >= 13000
#error "memopt supports GCC 11 and GCC 12"
#endif

/* The differences between GCC 11 and GCC 12 the glue meets, each
   spelled once here, so that no pass file has a version #if
   (mk/drift.sh checks it).  */
#define MEMOPT_GCC_MAJOR (BUILDING_GCC_VERSION / 1000)

#if MEMOPT_GCC_MAJOR >= 12
#include "value-query.h"
#endif

/* May REF, a memory reference, be seen by the function's caller (a
   global, or memory a pointer argument reaches)?  GCC 12 added an
   argument: whether escaped locals count (no).  */
static inline bool
memopt_ref_may_alias_global_p (tree ref)
{
#if MEMOPT_GCC_MAJOR >= 12
  return ref_may_alias_global_p (ref, false);
#else
  return ref_may_alias_global_p (ref);
#endif
}

/* Does GCC run predictive commoning because loop vectorization is on
   and -fpredictive-commoning was not given (GCC 12 at -O2; GCC 11
   never)?  */
static inline bool
memopt_pcom_with_vectorizer (void)
{
#if MEMOPT_GCC_MAJOR >= 12
  return flag_tree_loop_vectorize && !OPTION_SET_P (flag_predictive_commoning);
#else
  return false;
#endif
}

/* The range of integer SSA name NAME that holds everywhere, into R
   (GCC 12: the global range query; GCC 11: the range info).  False when
   GCC 12 has none.  */
static inline bool
memopt_global_range (tree name, irange &r)
{
#if MEMOPT_GCC_MAJOR >= 12
  return get_global_range_query ()->range_of_expr (r, name);
#else
  get_range_info (name, r);
  return true;
#endif
}

/* Call F (LOOP) for each innermost loop of FUN, in GCC's order.  */
template <typename F>
static inline void
memopt_for_each_innermost_loop (function *fun, F f)
{
#if MEMOPT_GCC_MAJOR >= 12
  for (class loop *loop : loops_list (fun, LI_ONLY_INNERMOST))
    f (loop);
#else
  class loop *loop;
  FOR_EACH_LOOP_FN (fun, loop, LI_ONLY_INNERMOST)
    f (loop);
#endif
}

/* Targets whose arithmetic takes a memory operand, so that a load used
   once by an operation costs an access but no instruction of its own
   (x86-64: addl 8(%rdi), %eax).  i386.h defines ix86_cur_cost.  */
#ifdef ix86_cur_cost
#define MEMOPT_TARGET_MEMORY_OPERANDS 1
#else
#define MEMOPT_TARGET_MEMORY_OPERANDS 0
#endif

#endif /* MEMOPT_GCC_COMMON_H */
