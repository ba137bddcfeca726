/* promote-max-loops.c - rand-buffer.c with max-promote-loops=1: the
   function with two loops gets only its first versioned (the second is
   not read: "loop 2" is not in the dump), the other function its one;
   two remarks instead of three, and the program prints the same.

   @options -O2 -fplugin-arg-memopt-max-promote-loops=1
   @remarks 2 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop
   @dump promote 2 : 1 reads, 1 writes, 1 checks, .*: yes$
   @run  */

#include "rand-buffer.c"
