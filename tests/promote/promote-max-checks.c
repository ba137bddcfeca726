/* promote-max-checks.c - table-lookup.c with max-promote-checks=2: the
   two range checks *seed needs are within the limit, so it is kept in
   a register as with the default (4).  not-promote-max-checks.c is the
   negative case, one below.

   @options -O2 -fplugin-arg-memopt-max-promote-checks=2
   @remarks 1 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop selected by 2 run-time range checks
   @dump promote 1 : 1 reads, 1 writes, 2 checks, .*: yes$
   @run  */

#include "table-lookup.c"
