/* hoist-min-saving.c - not-hoist-exclusive.c with min-hoist-saving=0: a
   read at the branch, which makes no more reads than the two arms' one
   (GCC's guessed profile: half and half), is enough now, so the
   constant is read once before the branch and both arms read the
   register (two remarks, each naming the first use's line, 17 of
   not-hoist-exclusive.c; one read of the pool left in scale).  With the
   default, 100, the read must save one read per execution of its block,
   and not-hoist-exclusive.c keeps its two reads.  AArch64 keeps the
   constant as a const_double until register allocation: nothing to do
   there.

   @options -O2 -fplugin-arg-memopt-min-hoist-saving=0
   @targets x86_64
   @remarks 2 read of constant 3\.18309.*e-1 uses the register loaded at .*not-hoist-exclusive\.c:17
   @asm x86_64 scale 1 \.LC[0-9]+\(%rip\)
   @run  */

#include "not-hoist-exclusive.c"
