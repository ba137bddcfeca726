/* not-alias-one-path.c - a store that may alias on one path.

   In the loop, *q may be *p, and it is stored on one path only: along
   that path the value *p holds at the end of the iteration is unknown,
   and on the entry edge nothing is known either.  Two predecessors
   without a value: no PHI, and no load placed (one load is placed for
   one removed, never two).

   @options -O2
   @remarks 0 memopt: .*(PHI|partially)
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) int
f (int *p, int *q, const int *c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *p;
      if (c[i])
	*q = i;
    }
  return s;
}

int
main (void)
{
  int x = 10, y = 20;
  const int c[6] = { 0, 1, 0, 1, 1, 0 };
  int r1 = f (&x, &y, c, 6);
  int r2 = f (&x, &x, c, 6);
  printf ("%d %d x=%d y=%d\n", r1, r2, x, y);
  return r1 == 60 && r2 == 10 + 10 + 1 + 1 + 3 + 4 ? 0 : 1;
}
