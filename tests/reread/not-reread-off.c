/* not-reread-off.c - switch-index.c with reread=off: the range check
   compares with the memory operand and the jump-table index reads it
   again (GCC 12's own code), and no remark: the code switch-index.c
   gets with the pass on, which refuses to read it once there.

   @targets x86_64
   @options -O2 -fplugin-arg-memopt-reread=off
   @remarks 0 re-read of
   @asm x86_64 run 1 ^[[:space:]]+cmpl[[:space:]]+\$[0-9]+, [-0-9]*\(
   @run  */

#include "switch-index.c"
