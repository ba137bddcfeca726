/* fire-store.c - a store wrongly removed as redundant is caught.

   With break=alias, memopt-lse believes *q does not overwrite *p, so the
   second "*p = x" (line 20) looks like a store of the value already
   there and is removed.  Check mode loads *p before the removed store
   and finds 7, not x.  GCC's own DSE would delete the first store (it is
   overwritten before any read) and leave memopt nothing: it is off.

   @check-options -O2 -fno-tree-dse
   @check-args break=alias
   @check-fires memopt-lse store-removed restore 20  */

#include <stdio.h>

__attribute__ ((noipa)) void
restore (int *p, int *q, int x)
{
  *p = x;
  *q = 7;
  *p = x;
}

int
main (void)
{
  int v = 0;
  restore (&v, &v, 3);
  printf ("%d\n", v);
  return 0;
}
