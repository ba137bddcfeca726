/* promote-max-locations.c - lanes.c with max-promote-locations=2: of
   the four lanes state->v[0] .. v[3], only the first two are kept in
   registers in the copy of the loop (still one range check, against the
   hull of those two), and the program prints the same.

   @options -O2 -fplugin-arg-memopt-max-promote-locations=2
   @remarks 2 state_[0-9]+\(D\)->v\[[01]\] kept in a register in a copy of the loop selected by 1 run-time range checks
   @remarks 0 state_[0-9]+\(D\)->v\[[23]\] kept in a register
   @run  */

#include "lanes.c"
