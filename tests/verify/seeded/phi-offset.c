/* phi-offset.c - a program that -fplugin-arg-memopt-break=phi-offset (PHI
   translation forgets the constant offset of the address it translates)
   miscompiles at -O1: P[1] after the join is translated into A[1] and
   B[1], whose values each arm loaded; the broken translation finds A[0]
   and B[0] instead and prints 112 334 for 212 434.
   Used by tests/verify/check.sh (seeded-*) and bench/seeded.sh.  */
#include <stdio.h>

__attribute__ ((noinline)) int
f (int *a, int *b, int c)
{
  int *p, x, y;
  if (c)
    {
      p = a;
      x = a[0];
      y = a[1];
    }
  else
    {
      p = b;
      x = b[0];
      y = b[1];
    }
  return p[1] * 100 + x * 10 + y;
}

int
main (void)
{
  int a[2] = { 1, 2 }, b[2] = { 3, 4 };
  printf ("%d %d\n", f (a, b, 1), f (a, b, 0));
  return 0;
}
