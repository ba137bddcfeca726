/* promote-max-candidates.c - lanes.c with max-promote-candidates=1: only
   the first location at a fixed address of the loop, state->v[0], is
   considered, and kept in a register; the program prints the same.

   @options -O2 -fplugin-arg-memopt-max-promote-candidates=1
   @remarks 1 state_[0-9]+\(D\)->v\[0\] kept in a register in a copy of the loop selected by 1 run-time range checks
   @remarks 1 kept in a register
   @run  */

#include "lanes.c"
