/* dead-diamond.c - a store overwritten in both arms of a diamond is dead.

   *p = 1, then each arm stores a float (another type: TBAA says NO) and
   overwrites *p.  No path reads *p before it is overwritten, so memopt
   must remove the first store.  GCC 12 -O2 keeps it (checked with
   -fdump-tree-optimized without the plugin): its sink pass merges the
   two later stores into one at the join ("sinking common stores") but
   its DSE walk meets a store in each arm (two virtual definitions) and
   gives up on the first.

   @options -O2 -fplugin-arg-memopt-dse=on
   @remarks 1 memopt: dead store to \*p_[0-9]+\(D\) removed
   @remarks 0 memopt: store to .* sunk
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
diamond (int *p, int a, float *q)
{
  *p = 1;
  if (a)
    {
      q[0] = 1;
      *p = 3;
    }
  else
    {
      q[1] = 2;
      *p = 4;
    }
}

int
main (void)
{
  int x = 0;
  float q[2] = { 0, 0 };
  diamond (&x, 1, q);
  int x1 = x;
  diamond (&x, 0, q);
  printf ("%d %d %g %g\n", x1, x, q[0], q[1]);
  return x1 == 3 && x == 4 ? 0 : 1;
}
