/* sink-partial.c - a partially dead store is sunk to the path where it
   is live.

   *p = 1; if (c) { *p = 2; return; } h ();  -- on the c path *p = 1 is
   overwritten before anything reads it; on the other path h () may read
   it.  memopt must move *p = 1 to the start of the h () block (one store
   for one: the code does not grow).  GCC 12 -O2 keeps *p = 1 before the
   branch (-fdump-tree-optimized without the plugin).  -fchecking runs
   verify_ssa after the virtual operands are renamed.

   @options -O2 -fplugin-arg-memopt-dse=on -fchecking
   @remarks 1 memopt: store to \*p_[0-9]+\(D\) sunk to bb [0-9]+
   @remarks 0 memopt: dead store
   @run  */

#include <stdio.h>

int *seen;
int last;

__attribute__ ((noipa)) void
h (void)
{
  last = *seen;
}

__attribute__ ((noipa)) void
partial (int *p, int c)
{
  *p = 1;
  if (c)
    {
      *p = 2;
      return;
    }
  h ();
}

int
main (void)
{
  int x = 0;
  seen = &x;
  partial (&x, 1);
  int x1 = x, l1 = last;
  partial (&x, 0);
  printf ("%d %d %d %d\n", x1, l1, x, last);
  return x1 == 2 && l1 == 0 && x == 1 && last == 1 ? 0 : 1;
}
