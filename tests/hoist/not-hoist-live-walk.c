/* not-hoist-live-walk.c - eps-branches.c with max-hoist-live-walk=1: the
   walk back from the four uses to the block that would read the
   constant crosses more than one block, so the read is refused as if
   its register lived across a call; GCC 12's four reads stay, no remark,
   and the program prints the same.  eps-branches.c is the default (256).

   @options -O2 -fplugin-arg-memopt-max-hoist-live-walk=1
   @remarks 0 read of constant
   @asm x86_64 set_errors 4 \.LC[0-9]+\(%rip\)
   @run  */

#include "eps-branches.c"
