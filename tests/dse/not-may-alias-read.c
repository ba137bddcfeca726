/* not-may-alias-read.c - a read through a possibly aliasing pointer
   keeps the store.

   Like dead-diamond.c, but one arm reads *r (an int: it may be *p)
   before overwriting *p.  The first store is live on that path and must
   stay; it is not sunk either (live on both paths: sinking would copy
   it).  main passes r == p, so removing the store changes the result.

   @options -O2 -fplugin-arg-memopt-dse=on
   @remarks 0 memopt: dead store
   @remarks 0 memopt: store to .* sunk
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) int
read_between (int *p, int *r, int a, float *q)
{
  int got = 0;
  *p = 1;
  if (a)
    {
      got = *r;
      *p = 3;
    }
  else
    {
      q[1] = 2;
      got = *r + 10;
      *p = 4;
    }
  return got;
}

int
main (void)
{
  int x = 0;
  float q[2] = { 0, 0 };
  int g1 = read_between (&x, &x, 1, q);
  int g2 = read_between (&x, &x, 0, q);
  printf ("%d %d %d\n", g1, g2, x);
  return g1 == 1 && g2 == 11 && x == 4 ? 0 : 1;
}
