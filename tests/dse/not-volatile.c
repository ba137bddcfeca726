/* not-volatile.c - a volatile store is never removed.

   The first store to *p is overwritten on every path (as in
   dead-diamond.c), but *p is volatile: both stores are observable and
   must stay (gimple-ir makes volatile accesses barriers).

   @options -O2 -fplugin-arg-memopt-dse=on
   @remarks 0 memopt:
   @asm x86_64 vol 4 movl.*[1-4], \(%rdi\)
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
vol (volatile int *p, int a, float *q)
{
  *p = 1;
  *p = 2;
  if (a)
    {
      q[0] = 1;
      *p = 3;
    }
  else
    {
      q[1] = 2;
      *p = 4;
    }
}

int
main (void)
{
  volatile int x = 0;
  float q[2] = { 0, 0 };
  vol (&x, 1, q);
  printf ("%d\n", x);
  return x == 3 ? 0 : 1;
}
