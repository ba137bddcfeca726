/* across-calls-auto-aarch64.c - the default (auto) on AArch64,
   with 10 callee-saved general registers: no limit, all three loads go.

   The program is across-calls.h: three loads after a diamond, each a PHI
   that would live across a const call.

   @options -O1
   @targets aarch64
   @remarks 3 memopt: load of P_[0-9]+->[XYZ] replaced by a PHI of values from 2 predecessors
   @run  */

#include "across-calls.h"
