/* dse-call.c - a program that -fplugin-arg-memopt-break=dse-call (DSE
   believes calls touch no memory) miscompiles: the first store to g[0] is
   read by sum() before the second overwrites it, so it is not dead.  The
   broken DSE removes it and the first line prints 0 + 0 instead of 1.
   Used by tests/verify/check.sh (seeded-*) and bench/seeded.sh.  */
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
  printf ("%d\n", sum (g));
  g[0] = 2;
  printf ("%d\n", sum (g));
  return 0;
}
