/* glue.h - what every pass file of the plugin (plugin/gcc/) uses: the
   parsed arguments (options.h), the transformation counter and remarks
   (transform.h), check mode (check.h); and the pass factories, which only
   memopt.cc calls, to register the passes.

   The files below memopt.cc never call back into it: memopt.cc depends
   on the passes (their factories), the passes on options.cc,
   transform.cc, check.cc, gimple-pass.cc, gimple-ir.cc, rtl-pass.cc and
   rtl-insn.cc.  */

#ifndef MEMOPT_GLUE_H
#define MEMOPT_GLUE_H

#include "memopt.h"
#include "options.h"
#include "transform.h"
#include "check.h"

/* Pass factories, defined one per pass file.  */
gimple_opt_pass *memopt_make_lse_pass (gcc::context *ctxt);
gimple_opt_pass *memopt_make_dse_pass (gcc::context *ctxt);
gimple_opt_pass *memopt_make_phi_pass (gcc::context *ctxt);
/* INSTANCE 1: before peephole2, 2: after sched2 (memopt-pairs is
   registered twice).  */
rtl_opt_pass *memopt_make_pairs_pass (gcc::context *ctxt, int instance);
rtl_opt_pass *memopt_make_reread_pass (gcc::context *ctxt);
rtl_opt_pass *memopt_make_hoist_const_pass (gcc::context *ctxt);
gimple_opt_pass *memopt_make_promote_pass (gcc::context *ctxt, int instance);
simple_ipa_opt_pass *memopt_make_inline_pass (gcc::context *ctxt);

/* Let the driver see every pass GCC executes (PLUGIN_PASS_EXECUTION,
   registered under PLUGIN_NAME), so that an IR kept from one of its
   passes for the next (gimple-pass.cc) never outlives a pass that may
   change the function.  Called once, with the passes' registration.  */
void memopt_gimple_passes_watch (const char *plugin_name);

#endif /* MEMOPT_GLUE_H */
