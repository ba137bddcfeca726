/* not-hoist-off.c - eps-branches.c with hoist-const=off: GCC 12's own
   code reads the constant in each of the four branches, and there is no
   remark.  That eps-branches.c's assembly differs is the pass's doing.

   @options -O2 -fplugin-arg-memopt-hoist-const=off
   @remarks 0 read of constant
   @asm x86_64 set_errors 4 \.LC[0-9]+\(%rip\)
   @run  */

#include "eps-branches.c"
