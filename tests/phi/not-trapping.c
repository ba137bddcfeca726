/* not-trapping.c - a load that runs only under a condition stays there.

   *p is loaded in the loop only when c[i] is set, and p is NULL when no
   c[i] is.  Loading *p once before the loop would trap on a path where
   the program never loads it.  A load is placed on an edge into the
   load's own block, which runs the load whenever the edge is taken (this
   block has a single predecessor), or on an edge above it where an
   access to *p dominates (none does here), so nothing is placed.

   @options -O2
   @remarks 0 memopt: .*partially
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) int
f (const int *p, const int *c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (c[i])
      s += *p;
  return s;
}

int
main (void)
{
  const int none[4] = { 0, 0, 0, 0 }, some[4] = { 1, 0, 1, 1 };
  int x = 5;
  int r1 = f (NULL, none, 4);
  int r2 = f (&x, some, 4);
  printf ("%d %d\n", r1, r2);
  return r1 == 0 && r2 == 15 ? 0 : 1;
}
