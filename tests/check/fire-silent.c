/* fire-silent.c - a wrong transformation that does not change the output
   is still reported.

   The forwarded value (1) and the value in memory (5) are both positive,
   so the program prints the same with and without the wrong
   transformation: differential testing cannot see it; check mode does.

   @check-args break=alias
   @check-fires memopt-lse load-replaced positive 19
   @check-silent  */

#include <stdio.h>

__attribute__ ((noipa)) int
positive (int *p, int *q, int x)
{
  *p = x;
  *q = 5;
  return *p > 0;
}

int
main (void)
{
  int v = 0;
  printf ("%d\n", positive (&v, &v, 1));
  return 0;
}
