/* fire-sunk.c - a store wrongly sunk past a write to the same location
   is caught.

   With break=alias, memopt-dse believes *q does not overlap *p, so the
   store "*p = 1" (line 29), dead on the path that overwrites it, is sunk
   into the other path, past "*q = 7".  When p == q that path must leave
   7 in *p; the sunk store leaves 1.  Check mode reads *p before the
   original store (0) and again before the sunk one (7): they differ.
   GCC's own DSE and sinking are off so that memopt sees the store.

   @check-options -O2 -fno-tree-dse -fno-tree-sink
   @check-plugin-args dse=on
   @check-args break=alias
   @check-fires memopt-dse sunk sink 29  */

#include <stdio.h>

int last;

__attribute__ ((noipa)) void
h (int *p)
{
  last = *p;
}

__attribute__ ((noipa)) void
sink (int *p, int *q, int c)
{
  *p = 1;
  *q = 7;
  if (c)
    {
      *p = 2;
      return;
    }
  h (p);
}
int
main (void)
{
  int v = 0;
  sink (&v, &v, 0);
  printf ("%d %d\n", v, last);
  return 0;
}
