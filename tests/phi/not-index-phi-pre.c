/* not-index-phi-pre.c - index PHIs whose translated address is not the
   earlier load's.

   both_changed: the index changes on both paths (i + 1, i + 2): no
   predecessor has the value, and one load on each edge would not remove
   one; nothing happens.  other_constant: under "i == 0" the index
   becomes 1, so on that edge the address is (*a)[1] while i == 0: the
   earlier load (*a)[i] is (*a)[0] there, a different element; the load
   stays partially redundant (a load of (*a)[1] on that edge), never
   fully.  not_equal: under "i & 1" the index becomes 0; the edge says
   nothing about i being 0, so (*a)[i] is not (*a)[0] there either.  A
   plugin that took the earlier value on those edges returns the wrong
   sums, which main checks.

   @options -O2 -fno-tree-pre
   @remarks 0 memopt: load of .* replaced by a PHI
   @remarks 0 memopt: load of .* translated through PHIs
   @remarks 2 memopt: partially redundant load of .* made fully redundant by a load on edge
   @run  */

#include <stdio.h>

typedef int row[4];

__attribute__ ((noipa)) int
both_changed (row *a, int i, int c)
{
  int d = (*a)[i];
  if (c)
    i++;
  else
    i += 2;
  return d * 10 + (*a)[i];
}

__attribute__ ((noipa)) int
other_constant (row *a, int i)
{
  int d = (*a)[i];
  if (i == 0)
    i = 1;
  return d * 10 + (*a)[i];
}

__attribute__ ((noipa)) int
not_equal (row *a, int i)
{
  int d = (*a)[i];
  if (i & 1)
    i = 0;
  return d * 10 + (*a)[i];
}

int
main (void)
{
  row a = { 1, 2, 3, 4 };
  int r1 = both_changed (&a, 0, 1), r2 = both_changed (&a, 1, 0);
  int r3 = other_constant (&a, 0), r4 = other_constant (&a, 2);
  int r5 = not_equal (&a, 3), r6 = not_equal (&a, 2);
  printf ("%d %d %d %d %d %d\n", r1, r2, r3, r4, r5, r6);
  return r1 == 12 && r2 == 24 && r3 == 12 && r4 == 33 && r5 == 41 && r6 == 33
	 ? 0 : 1;
}
