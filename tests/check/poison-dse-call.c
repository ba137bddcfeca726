/* poison-dse-call.c - a store a call reads, wrongly removed, reads as
   poison.

   break=dse-call (the seeded bug of bench/seeded.sh) makes memopt-dse
   believe calls read nothing, so the first "g[0] = 1" (line 28), which
   sum() reads before the second store overwrites it, looks dead.  In
   check mode the store writes the poison pattern 0xa5a5a5a5 instead, and
   sum() prints it plus 0: a loud wrong value where the plain wrong build
   prints a quiet 0.

   @check-options -O1
   @check-args break=dse-call
   @check-poison  */

#include <stdio.h>

int g[2];

__attribute__ ((noinline)) int
sum (const int *a)
{
  return a[0] + a[1];
}

int
main (void)
{
  g[0] = 1;
  printf ("%x\n", sum (g));
  g[0] = 2;
  printf ("%x\n", sum (g));
  return 0;
}
