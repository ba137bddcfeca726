/* not-hoist-max-constants.c - hoist-max-constants.c with
   max-hoist-constants=1: only the function's first constant (1.0625,
   one use: nothing to hoist) is considered, DBL_EPSILON is left alone,
   GCC 12's five constant-pool reads stay, no remark, and the program
   prints the same on both targets.

   @options -O2 -fplugin-arg-memopt-max-hoist-constants=1
   @remarks 0 read of constant
   @asm x86_64 set_errors 5 \.LC[0-9]+\(%rip\)
   @run  */

#include "hoist-max-constants.c"
