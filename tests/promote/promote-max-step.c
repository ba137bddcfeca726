/* promote-max-step.c - table-lookup.c with max-promote-step=256: the
   256 bytes the table reads span are within the limit, so *seed is kept
   in a register with its two range checks, as with the default
   (1048576).  not-promote-max-step.c is the negative case, one below.

   @options -O2 -fplugin-arg-memopt-max-promote-step=256
   @remarks 1 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop selected by 2 run-time range checks
   @dump promote 1 : 1 reads, 1 writes, 2 checks, .*: yes$
   @run  */

#include "table-lookup.c"
