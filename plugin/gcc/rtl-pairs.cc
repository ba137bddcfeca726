/* rtl-pairs.cc - AArch64 ldp/stp formation (pass memopt-pairs).

   Registered on AArch64 compilers only; not implemented yet: the pass is
   in the pipeline and does nothing (help says so).  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

namespace {

const pass_data pairs_pass_data = {
  RTL_PASS, "memopt-pairs", OPTGROUP_OTHER, TV_NONE, 0, 0, 0, 0, 0
};

class pairs_pass : public rtl_opt_pass
{
public:
  pairs_pass (gcc::context *ctxt) : rtl_opt_pass (pairs_pass_data, ctxt) {}
  bool gate (function *) final override
  {
    return optimize > 0 && memopt_opts.pairs;
  }
  unsigned int execute (function *) final override { return 0; }
};

} // namespace

rtl_opt_pass *
memopt_make_pairs_pass (gcc::context *ctxt)
{
  return new pairs_pass (ctxt);
}

#else

rtl_opt_pass *
memopt_make_pairs_pass (gcc::context *)
{
  return NULL;
}

#endif
