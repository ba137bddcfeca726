/* not-reread-off.c - switch-index.c with reread=off: the range check
   compares with the memory operand and the jump-table index reads it
   again (GCC 12's own code), and no remark.  That the other file's
   assembly differs from this one's is the pass's doing.

   @targets x86_64
   @options -O2 -fplugin-arg-memopt-reread=off
   @remarks 0 re-read of
   @asm x86_64 run 1 ^[[:space:]]+cmpl[[:space:]]+\$[0-9]+, [-0-9]*\(
   @run  */

#include "switch-index.c"
