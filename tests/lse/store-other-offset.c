/* store-other-offset.c - a store to another field of the same object does
   not invalidate a known value.

   s->a = v; then the arms of an if/else store to s->b or s->c (same type,
   other offsets: no alias) and to float memory; the load of s->a after the
   join must be replaced by v, and nothing else.

   GCC 12 removes this redundancy itself at -O2 (FRE, PRE/code hoisting
   and DOM look through the join with the same alias oracle), so the test
   turns those passes and DSE off: the redundancy then reaches memopt, and
   without the plugin it is still in the final GIMPLE (checked with
   -fdump-tree-optimized).

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 1 memopt: load of [^ ]*->a replaced by
   @remarks 0 memopt: load of [^ ]*->[bc] replaced
   @run  */

#include <stdio.h>

struct S { int a; int b; int c; };

__attribute__ ((noipa)) int
store_other_offset (struct S *s, float *f, int v, int c)
{
  s->a = v;
  if (c)
    {
      s->b = 1;
      f[0] = 1.0f;
    }
  else
    {
      s->c = 2;
      f[1] = 2.0f;
    }
  return s->a;
}

int
main (void)
{
  struct S s = { 0, 0, 0 };
  float f[2] = { 0, 0 };
  int r1 = store_other_offset (&s, f, 11, 1);
  int r2 = store_other_offset (&s, f, 12, 0);
  printf ("%d %d s=%d,%d,%d\n", r1, r2, s.a, s.b, s.c);
  return r1 == 11 && r2 == 12 && s.b == 1 && s.c == 2 ? 0 : 1;
}
