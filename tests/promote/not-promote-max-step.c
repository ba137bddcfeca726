/* not-promote-max-step.c - table-lookup.c with max-promote-step=255:
   the table reads tab[(s >> 7) & 255] touch 256 bytes in one iteration
   (offsets 0 to 255, one byte each), a span beyond the limit, so they
   count as an access without a range (verdict unknown-access: the
   stores out[i], step 1, still make their one check), the loop is left
   as it was, no remark, and the program prints the same.
   promote-max-step.c is the positive case at the limit.

   @options -O2 -fplugin-arg-memopt-max-promote-step=255
   @remarks 0 kept in a register in a copy of the loop
   @dump promote 1 : 1 reads, 1 writes, 1 checks, .*: unknown-access$
   @run  */

#include "table-lookup.c"
