/* loop-field.c - an object field reloaded in every iteration of a loop
   reuses the value loaded before the loop.

   o->n is loaded before the loop; the loop stores only to float memory (no
   alias with the int field under strict aliasing) and has a conditional
   exit before the reload, so GCC's LIM does not hoist it (it is not
   executed in every iteration).  memopt must reuse the value from before
   the loop.

   GCC 12 removes this redundancy itself at -O2 (FRE, PRE/code hoisting
   and DOM look through the join with the same alias oracle), so the test
   turns those passes and DSE off: the redundancy then reaches memopt, and
   without the plugin it is still in the final GIMPLE (checked with
   -fdump-tree-optimized).

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 1 memopt: loop-invariant load of [^ ]*->n reuses the value from before the loop
   @run  */

#include <stdio.h>

struct obj { int n; int k; };

__attribute__ ((noipa)) int
loop_field (struct obj *o, float *f, int n)
{
  int s = o->n;
  for (int i = 0; i < n; i++)
    {
      if (f[i] == 0)
	break;
      f[i] = 1.0f;
      s += o->n;
    }
  return s;
}

int
main (void)
{
  struct obj o = { 3, 0 };
  float f[8] = { 2, 3, 4, 5, 0, 6, 7, 8 };
  int r1 = loop_field (&o, f, 8);
  o.n = -2;
  int r2 = loop_field (&o, f, 3);
  printf ("%d %d f=%g,%g,%g,%g,%g\n", r1, r2, (double) f[0], (double) f[3],
	  (double) f[4], (double) f[5], (double) f[7]);
  return r1 == 15 && r2 == -8 ? 0 : 1;
}
