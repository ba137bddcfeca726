/* not-promote-max-blocks.c - rand-buffer.c with max-promote-blocks=1:
   every loop has more blocks than that and is left alone before it is
   read ("too many blocks"), no remark, and the program prints the same.

   @options -O2 -fplugin-arg-memopt-max-promote-blocks=1
   @remarks 0 kept in a register in a copy of the loop
   @dump promote 6 loop [0-9]+: too many blocks$
   @dump promote 0 : 1 reads, 1 writes
   @run  */

#include "rand-buffer.c"
