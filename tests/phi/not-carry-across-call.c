/* not-carry-across-call.c - on x86-64 no lazy value is carried around a
   loop with a call when the values would need registers the call
   preserves and the target has none of their class: x86-64 preserves
   no SSE register, so five floats live across tick () would be spilled
   and reloaded every iteration (the cost model's register-pressure,
   plugin/core/carry.c).  carry-across-call.c: AArch64 makes them.

   The program is carry-calls.h.

   @options -O2
   @cflags -ffp-contract=off
   @targets x86_64
   @remarks 0 memopt: load of .* performed only until its value is known
   @dump phi 1 ^refused phi-load .* lazy \(5 loads\): register-pressure around the loop
   @run
   @no-slower  */

#include "carry-calls.h"
