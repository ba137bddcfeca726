/* not-call-reads.c - a call that may read the location keeps the store.

   Like dead-diamond.c, but one arm calls an opaque function that reads
   *p through a global pointer before *p is overwritten.  The first store
   must not be removed.  It is live on the call's path only, so memopt
   sinks it into that arm (where the call still sees it).

   @options -O2 -fplugin-arg-memopt-dse=on
   @remarks 0 memopt: dead store
   @remarks 1 memopt: store to \*p_[0-9]+\(D\) sunk to bb [0-9]+
   @run  */

#include <stdio.h>

int *target;
int seen;

__attribute__ ((noipa)) void
look (void)
{
  seen = *target;
}

__attribute__ ((noipa)) void
call_between (int *p, int a, float *q)
{
  *p = 1;
  if (a)
    {
      look ();
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
  int x = 0;
  float q[2] = { 0, 0 };
  target = &x;
  call_between (&x, 1, q);
  int s1 = seen, x1 = x;
  call_between (&x, 0, q);
  printf ("%d %d %d\n", s1, x1, x);
  return s1 == 1 && x1 == 3 && x == 4 ? 0 : 1;
}
