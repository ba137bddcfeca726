/* not-narrow-const-reg-reloaded.c - a constant store and a zero store
   next to it are not merged through the constant's register when a load
   into that register sits between them.

   At -O1 GCC 12 keeps 20053 in w1 for gp.a, then loads src[i] into w1
   (the register is free again), then stores zero to gp.b:
       mov w1, 20053; strh w1, [x2, 8]; ldrsh w1, [...]; strh wzr, [x2, 10]
   Merging the two stores into one str of 0x4e55 at the later store needs
   w1 to still hold 20053 there.  memopt-pairs once asked only whether
   the instructions between mention w1, which for a SET does not count
   its destination: it made "ldrsh w1; str w1, [x2, 8]", storing the
   loaded value (two Csmith miscompiles; corpora/miscompiles/
   aarch64-seed2611262642-O1).  Now the merge is refused: no remark, the
   two strh stay, and the program prints what -O0 prints.

   @targets aarch64
   @options -O1
   @remarks 0 merged into one
   @asm aarch64 f 2 ^[[:space:]]+strh[[:space:]]
   @run  */

#include <stdio.h>

struct P { short a, b; } gp;
short src[4] = { 7, 0, 0, 0 };
int sink;

__attribute__ ((noipa)) void
use (int u, int v)
{
  sink = u + v;
}

__attribute__ ((noipa)) int
f (int i, int u)
{
  gp.a = 20053;
  int v = src[i];
  gp.b = 0;
  if (v)
    use (u, v);
  return gp.a;
}

int
main (void)
{
  int r = f (0, 1);
  printf ("%d %d %d %d\n", r, gp.a, gp.b, sink);
  return 0;
}
