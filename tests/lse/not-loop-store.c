/* not-loop-store.c - a store in the loop that may alias the candidate
   stops loop-invariant reuse.

   The shape of loop-field.c, but the loop also stores through int *p,
   which may point to o->n (main makes it do so).  The reload of o->n
   in the loop must stay.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: loop-invariant load of [^ ]*->
   @remarks 0 memopt: load of [^ ]*->n replaced
   @run  */

#include <stdio.h>

struct obj { int n; int k; };

__attribute__ ((noipa)) int
loop_store (struct obj *o, int *p, float *f, int n)
{
  int s = o->n;
  for (int i = 0; i < n; i++)
    {
      if (f[i] == 0)
	break;
      *p = i * 10;
      s += o->n;
    }
  return s;
}

int
main (void)
{
  struct obj o = { 3, 0 };
  float f[4] = { 1, 1, 1, 0 };
  int r1 = loop_store (&o, &o.n, f, 4);	/* p is &o->n: 3 + 0 + 10 + 20 */
  o.n = 3;
  int r2 = loop_store (&o, &o.k, f, 4);	/* no alias: 3 + 3 + 3 + 3 */
  printf ("%d %d n=%d k=%d\n", r1, r2, o.n, o.k);
  return r1 == 33 && r2 == 12 ? 0 : 1;
}
