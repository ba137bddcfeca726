/* not-volatile-index.c - a volatile switch index is read exactly once
   per dispatch, by GCC (TER leaves volatile loads alone) and by
   memopt-reread, which treats a volatile MEM as a barrier and never
   makes it a location: no remark, and the opcode's memory operand is
   read by one instruction per dispatch.  The program is
   switch-index.c's with its opcodes volatile.

   @remarks 0 re-read of
   @asm x86_64 run 1 ^[[:space:]]+movl[[:space:]]+\(%r[a-z0-9]+,%r[a-z0-9]+,4\)
   @asm x86_64 run 0 ^[[:space:]]+cmpl[[:space:]]+\$[0-9]+, [-0-9]*\(
   @run  */

#define OPS_QUAL volatile
#include "switch-index.c"
