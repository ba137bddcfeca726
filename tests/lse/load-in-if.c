/* load-in-if.c - a value stored before a diamond is forwarded to a load
   inside a later if.

   s->a = v is followed by an if/else whose arms store only to float
   memory, which cannot alias the int s->a under strict aliasing; the load
   of s->a inside "if (d)" must be replaced by v.  (Forwarding a load past
   stores that TBAA separates is sound: reading the int after a float
   store to the same bytes would be undefined.)

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
load_in_if (struct S *s, float *f, int v, int c, int d)
{
  s->a = v;
  if (c)
    f[0] = 1.0f;
  else
    f[1] = 2.0f;
  if (d)
    return s->a * 3;
  return 0;
}

int
main (void)
{
  struct S s = { 0, 0 };
  float f[2] = { 0, 0 };
  int r1 = load_in_if (&s, f, 7, 1, 1);
  int r2 = load_in_if (&s, f, -4, 0, 1);
  int r3 = load_in_if (&s, f, 9, 1, 0);
  printf ("%d %d %d a=%d f=%g,%g\n", r1, r2, r3, s.a, (double) f[0], (double) f[1]);
  return r1 == 21 && r2 == -12 && r3 == 0 && s.a == 9 ? 0 : 1;
}
