/* not-promote-off.c - rand-buffer.c with promote=off: no loop is
   versioned, no remark, and the program prints the same.

   @options -O2 -fplugin-arg-memopt-promote=off
   @remarks 0 kept in a register in a copy of the loop
   @run  */

#include "rand-buffer.c"
