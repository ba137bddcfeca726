/* placeholder, being written */
#include "gcc-common.h"
#include "glue.h"
namespace {
const pass_data lse_pass_data = {
  GIMPLE_PASS, "memopt-lse", OPTGROUP_OTHER, TV_NONE,
  PROP_cfg | PROP_ssa, 0, 0, 0, 0
};
class lse_pass : public gimple_opt_pass
{
public:
  lse_pass (gcc::context *ctxt) : gimple_opt_pass (lse_pass_data, ctxt) {}
  bool gate (function *) final override { return optimize > 0 && memopt_opts.lse; }
  unsigned int execute (function *) final override { return 0; }
};
}
gimple_opt_pass *memopt_make_lse_pass (gcc::context *ctxt) { return new lse_pass (ctxt); }
