/* not-across-calls.c - phi-across-calls=no: the loads
   stay.

   The program is across-calls.h: three loads after a diamond, each a PHI
   that would live across a const call.

   @options -O1 -fplugin-arg-memopt-phi-across-calls=no
   @remarks 0 memopt: load of P_[0-9]+->[XYZ] replaced by a PHI of values from 2 predecessors
   @run  */

#include "across-calls.h"
