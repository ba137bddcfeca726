/* not-may-alias.c - a store through another pointer of the same type may
   alias: no forwarding across it.

   Like two-loads.c, but one arm of the diamond stores through int *q,
   which may point to o->n (main makes it do so).  The second load of o->n
   must stay: memopt must report no load replacement.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: load of [^ ]*->
   @remarks 0 memopt: redundant store to [^ ]*->
   @run  */

#include <stdio.h>

struct obj { int n; int k; };

__attribute__ ((noipa)) int
may_alias (struct obj *o, int *q, float *f, int c)
{
  int a = o->n;
  if (c)
    *q = 100;
  else
    f[1] = 3.0f;
  return a + o->n;
}

int
main (void)
{
  struct obj o = { 5, 6 };
  float f[2] = { 0, 0 };
  int r1 = may_alias (&o, &o.n, f, 1);	/* q aliases o->n: 5 + 100 */
  int r2 = may_alias (&o, &o.k, f, 1);	/* q does not: 100 + 100 */
  int r3 = may_alias (&o, &o.n, f, 0);
  printf ("%d %d %d o=%d,%d\n", r1, r2, r3, o.n, o.k);
  return r1 == 105 && r2 == 200 && r3 == 200 ? 0 : 1;
}
