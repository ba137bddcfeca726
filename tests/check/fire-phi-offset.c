/* fire-phi-offset.c - a PHI translation that drops an offset is caught.

   P[1] after the join translates into A[1] and B[1], which the arms
   loaded.  break=phi-offset (the seeded bug of bench/seeded.sh) forgets
   the constant and takes A[0] and B[0] instead; in check mode the kept
   load of P[1] (line 31) reads the true value and the check of the PHI
   fires on the first call that reaches it.

   @check-options -O1
   @check-args break=phi-offset
   @check-fires memopt-phi phi f 31  */

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
