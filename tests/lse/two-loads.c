/* two-loads.c - a second load of the same location reuses the first.

   o->n is loaded, then an if/else stores only to float memory (no alias
   with the int field under strict aliasing), then o->n is loaded again:
   the second load must be replaced by the first's value.

   GCC 12 removes this redundancy itself at -O2 (FRE, PRE/code hoisting
   and DOM look through the join with the same alias oracle), so the test
   turns those passes and DSE off: the redundancy then reaches memopt, and
   without the plugin it is still in the final GIMPLE (checked with
   -fdump-tree-optimized).

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 1 memopt: load of [^ ]*->n replaced by
   @remarks 1 memopt: (load of|redundant store to|loop-invariant load of) [^ ]*->
   @run  */

#include <stdio.h>

struct obj { int n; int k; };

__attribute__ ((noipa)) int
two_loads (struct obj *o, float *f, int c)
{
  int a = o->n;
  if (c)
    f[0] = 2.0f;
  else
    f[1] = 3.0f;
  return a + o->n;
}

int
main (void)
{
  struct obj o = { 5, 6 };
  float f[2] = { 0, 0 };
  int r1 = two_loads (&o, f, 1);
  o.n = -8;
  int r2 = two_loads (&o, f, 0);
  printf ("%d %d f=%g,%g\n", r1, r2, (double) f[0], (double) f[1]);
  return r1 == 10 && r2 == -16 ? 0 : 1;
}
