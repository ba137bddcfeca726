/* not-hoist-min-saving.c - eps-branches.c with min-hoist-saving=150: a
   read before the four branches saves a little more than one read per
   execution of its block (each branch runs about half the time: four
   halves, less the one read made), not the one and a half asked for,
   so GCC 12's four reads stay, no remark, and the program prints the
   same.  eps-branches.c is the default (100: one read saved per read
   made), which reads the constant once.

   @options -O2 -fplugin-arg-memopt-min-hoist-saving=150
   @remarks 0 read of constant
   @asm x86_64 set_errors 4 \.LC[0-9]+\(%rip\)
   @run  */

#include "eps-branches.c"
