/* not-promote-max-checks.c - table-lookup.c with max-promote-checks=1:
   *seed needs two range checks (the stores out[i] and the table reads),
   one more than allowed, so the loop is left as it was (verdict
   too-many-checks, no remark), and the program prints the same.
   promote-max-checks.c is the positive case at the limit.

   @options -O2 -fplugin-arg-memopt-max-promote-checks=1
   @remarks 0 kept in a register in a copy of the loop
   @dump promote 1 : 1 reads, 1 writes, 2 checks, .*: too-many-checks$
   @run  */

#include "table-lookup.c"
