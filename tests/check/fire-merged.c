/* fire-merged.c - two stores wrongly merged past a write to the same
   location are caught.

   With break=alias, memopt-dse believes *q does not overlap *p, so the
   stores to *p at the end of both arms (lines 29 and 35) are merged into
   one store of a PHI at the join, past "*q = 7".  When p == q and c is
   true, *p must end as 7; the merged store leaves 1.  Check mode reads *p
   before each arm's store and again before the merged store: on the c
   path it held 0 before "*p = 1" and holds 7 at the join.  -O1, as in
   tests/dse/merge-join.c: GCC's cselim does not merge them first.  Each
   arm keeps another store, so merge-cost (on by default) would refuse
   the merge: it is off here, this test is about check mode.

   @check-options -O1
   @check-plugin-args dse=on merge-cost=off
   @check-args break=alias
   @check-fires memopt-dse merged merge 29  */

#include <stdio.h>

int last;

__attribute__ ((noipa)) void
merge (int *p, int *q, int c, int x)
{
  int buf[4] = { 0, 0, 0, 0 };
  if (c)
    {
      *p = 1;
      *q = 7;
      buf[x & 3] = x;
    }
  else
    {
      *p = 2;
      buf[(x + 1) & 3] = 7;
    }
  last = buf[1] + buf[2];
}

int
main (void)
{
  int v = 0;
  merge (&v, &v, 1, 0);
  printf ("%d %d\n", v, last);
  return 0;
}
