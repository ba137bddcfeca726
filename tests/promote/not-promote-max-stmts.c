/* not-promote-max-stmts.c - rand-buffer.c with max-promote-stmts=3:
   every loop has more statements than that, which memopt-promote
   treats as a barrier ("a barrier"), no remark, and the program prints
   the same.

   @options -O2 -fplugin-arg-memopt-max-promote-stmts=3
   @remarks 0 kept in a register in a copy of the loop
   @dump promote 6 loop [0-9]+: a barrier$
   @run  */

#include "rand-buffer.c"
