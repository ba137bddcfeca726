/* dead-two-diamonds.c - a store overwritten after two diamonds that do
   not read it is dead.

   *p = 1; two if/else in a row store floats (TBAA: NO alias with *p);
   then *p = 2.  Every path overwrites *p before anything may read it:
   memopt must remove *p = 1.  GCC 12 -O2 keeps it (its DSE walk meets
   more than one virtual PHI and gives up; -fdump-tree-optimized without
   the plugin shows both stores).

   @options -O2 -fplugin-arg-memopt-dse=on -fchecking
   @remarks 1 memopt: dead store to \*p_[0-9]+\(D\) removed
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
two_diamonds (int *p, int a, int b, float *q)
{
  *p = 1;
  if (a)
    q[0] = 1;
  else
    q[1] = 2;
  if (b)
    q[2] = 1;
  else
    q[3] = 2;
  *p = 2;
}

int
main (void)
{
  int x = 0;
  float q[4] = { 0, 0, 0, 0 };
  two_diamonds (&x, 1, 0, q);
  int x1 = x;
  x = 5;
  two_diamonds (&x, 0, 1, q);
  printf ("%d %d %g %g %g %g\n", x1, x, q[0], q[1], q[2], q[3]);
  return x1 == 2 && x == 2 ? 0 : 1;
}
