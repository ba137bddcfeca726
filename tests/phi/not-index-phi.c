/* not-index-phi.c - an index PHI whose translated loads are not enough.

   stored_between: each arm loads a[i1] or a[i2], then stores through q,
   which main makes point into a: the load after the join must read
   memory again (translated into each arm, the address is known, but the
   store through q may have changed it).  other_field: the arms load the
   .h field, the join loads .w: different bytes, nothing to reuse.

   @options -O1
   @remarks 0 memopt: load of .* (replaced by a PHI|translated through PHIs)
   @run  */

#include <stdio.h>

struct e { int w, h; };

__attribute__ ((noipa)) int
stored_between (int *a, int c, int i1, int i2, int *q)
{
  int s, i;
  if (c)
    {
      s = a[i1];
      i = i1;
      *q = 100;
    }
  else
    {
      s = a[i2];
      i = i2;
      q[1] = 200;
    }
  return s + a[i];
}

__attribute__ ((noipa)) int
other_field (struct e *a, int c, int i1, int i2)
{
  int s, i;
  if (c)
    {
      s = a[i1].h;
      i = i1;
    }
  else
    {
      s = a[i2].h;
      i = i2;
    }
  return s + a[i].w;
}

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
  struct e b[3] = { { 1, 2 }, { 3, 4 }, { 5, 6 } };
  int r1 = stored_between (a, 1, 2, 1, &a[2]);
  int r2 = stored_between (a, 0, 2, 1, &a[0]);
  printf ("%d %d %d\n", r1, r2, other_field (b, 1, 0, 2));
  return r1 == 103 && r2 == 202 ? 0 : 1;
}
