/* carry-across-call.c - on AArch64 the five lazy floats of carry-calls.h
   live around a loop with a call in v8-v15, which the call preserves:
   the cost model (plugin/core/carry.c) accepts them, and each run of
   the loop loads the fields once.  not-carry-across-call.c: x86-64,
   whose calls preserve no SSE register, does not.

   @options -O2
   @cflags -ffp-contract=off
   @targets aarch64
   @remarks 5 memopt: load of p_[0-9]+\(D\)->[a-e] performed only until its value is known in the loop \(one test for 5 loads\)
   @dump phi 0 ^refused
   @run
   @no-slower  */

#include "carry-calls.h"
