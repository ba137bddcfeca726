/* plain.c - a program memopt leaves as GCC makes it (a sum over an
   array): no perf-regression with any plugin argument; the second
   program of the --perf tests' campaigns (tests/verify/perf-check.sh).  */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
sum (const unsigned *a, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    s = s * 31u + a[i];
  return s;
}

int
main (void)
{
  static unsigned a[256];
  for (int i = 0; i < 256; i++)
    a[i] = (unsigned) i * 2654435761u;
  unsigned s = 0;
  for (int k = 0; k < 200; k++)
    s ^= sum (a, 256) + (unsigned) k;
  printf ("%u\n", s);
  return 0;
}
