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

#if BUILDING_GCC_VERSION < 11000 || BUILDING_GCC_VERSION >= 13000
#error "memopt supports GCC 11 and GCC 12"
#endif

/* GCC 12 renamed nothing the glue uses, but its dump API prints a
   gimple statement location through dump_user_location_t in both.  Keep
   version-specific spellings here as they appear.  */
#define MEMOPT_GCC_MAJOR (BUILDING_GCC_VERSION / 1000)

/* Targets whose arithmetic takes a memory operand, so that a load used
   once by an operation costs an access but no instruction of its own
   (x86-64: addl 8(%rdi), %eax).  i386.h defines ix86_cur_cost.  */
#ifdef ix86_cur_cost
#define MEMOPT_TARGET_MEMORY_OPERANDS 1
#else
#define MEMOPT_TARGET_MEMORY_OPERANDS 0
#endif

#endif /* MEMOPT_GCC_COMMON_H */
