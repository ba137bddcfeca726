/* store-then-load.c - store-to-load forwarding across a diamond.

   s->a = v, then an if/else whose arms store only to float memory (no
   alias with the int field under strict aliasing), then a load of s->a:
   the load must be replaced by v.

   GCC 12 removes this redundancy itself at -O2 (FRE, PRE/code hoisting
   and DOM look through the join with the same alias oracle), so the test
   turns those passes and DSE off: the redundancy then reaches memopt, and
   without the plugin it is still in the final GIMPLE (checked with
   -fdump-tree-optimized).

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 1 memopt: load of [^ ]*->a replaced by
   @remarks 1 memopt: (load of|redundant store to|loop-invariant load of) [^ ]*->
   @run  */

#include <stdio.h>

struct S { int a; int b; };

__attribute__ ((noipa)) int
store_then_load (struct S *s, float *f, int v, int c)
{
  s->a = v;
  if (c)
    f[0] = 1.0f;
  else
    f[1] = 2.0f;
  return s->a + 1;
}

int
main (void)
{
  struct S s = { 0, 0 };
  float f[2] = { 0, 0 };
  int r1 = store_then_load (&s, f, 41, 1);
  int r2 = store_then_load (&s, f, -1, 0);
  printf ("%d %d a=%d f=%g,%g\n", r1, r2, s.a, (double) f[0], (double) f[1]);
  return r1 == 42 && r2 == 0 && s.a == -1 ? 0 : 1;
}
