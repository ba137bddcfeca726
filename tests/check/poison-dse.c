/* poison-dse.c - a wrongly removed dead store reads as poison.

   tests/dse/not-may-alias-read.c with break=alias: memopt-dse believes
   *r cannot read *p, so "*p = 1" (line 19) looks dead on both paths.
   In check mode the store is not removed but stores the poison pattern
   0xa5a5a5a5 instead, and the read of *r (r == p) returns it: a loud
   wrong value where the plain wrong build would print a quiet one.

   @check-options -O2
   @check-args break=alias
   @check-poison  */

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
  int v = 0;
  float f[2];
  printf ("%x\n", read_between (&v, &v, 1, f));
  return 0;
}
