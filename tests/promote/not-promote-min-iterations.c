/* not-promote-min-iterations.c - rand-buffer.c with
   min-promote-iterations=100000: no loop is expected to run that often
   (GCC's profile: 10 and 4 iterations), so none is versioned (verdict
   few-iterations, no remark), and the program prints the same.

   @options -O2 -fplugin-arg-memopt-min-promote-iterations=100000
   @remarks 0 kept in a register in a copy of the loop
   @dump promote 3 : 1 reads, 1 writes, 1 checks, .*: few-iterations$
   @run  */

#include "rand-buffer.c"
