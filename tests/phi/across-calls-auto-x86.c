/* across-calls-auto-x86.c - the default (auto) on x86-64,
   with 6 callee-saved general registers: two values may live across one
   call, the third load stays.

   The program is across-calls.h: three loads after a diamond, each a PHI
   that would live across a const call.

   @options -O1
   @targets x86_64
   @remarks 2 memopt: load of P_[0-9]+->[XYZ] replaced by a PHI of values from 2 predecessors
   @run  */

#include "across-calls.h"
