/* gimple-dse-oracle.h - the callbacks memopt-dse gives mo_dse
   (gimple-dse-oracle.cc).  */

#ifndef MEMOPT_GIMPLE_DSE_ORACLE_H
#define MEMOPT_GIMPLE_DSE_ORACLE_H

#include "gimple-ir.h"

struct dse_oracle
{
  gimple_ir *ir;
  mo_alias_fn oracle;   /* gimple-ir's callback, asked for what the
			   pass adds nothing to */
  void *oracle_ctx;
};

/* Install O as IR's alias callback (gimple-ir's oracle plus the
   exception exit of a throwing read, copies that cannot read what they
   overwrite, and writes compared without TBAA) and as PARAMS' fixed,
   exit_may_read and kills callbacks.  O must stay where it is while
   mo_dse runs.  */
void dse_oracle_install (dse_oracle &o, gimple_ir &ir, mo_dse_params &params);

#endif /* MEMOPT_GIMPLE_DSE_ORACLE_H */
