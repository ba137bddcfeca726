/* rtl-hoist-const.h - the reads of constants memopt-hoist-const works
   on (rtl-hoist-const-reads.cc), for the pass (rtl-hoist-const.cc).  */

#ifndef MEMOPT_RTL_HOIST_CONST_H
#define MEMOPT_RTL_HOIST_CONST_H

#include "rtl-insn.h"
#include <vector>

/* One read of a constant: the instruction and the MEM it reads.  */
struct const_use
{
  rtx_insn *insn;
  rtx mem;
};

/* One constant of one mode, and its reads.  */
struct const_group
{
  machine_mode mode;
  rtx value;                    /* the constant (avoid_constant_pool_reference) */
  std::vector<const_use> uses;
};

/* The reads of constant-pool entries in FUN that a register may
   replace, grouped by constant and mode (at most max-hoist-constants
   groups), into GROUPS; the blocks that have a call into HAS_CALL.  */
void memopt_hoist_const_reads (function *fun, std::vector<const_group> &groups,
			       sbitmap has_call);

#endif /* MEMOPT_RTL_HOIST_CONST_H */
