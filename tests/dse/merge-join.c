/* merge-join.c - stores to one location at the ends of both arms of an
   if/else are merged into one store of a PHI at the join.

   Each arm stores s->a and then an element of a local array (which s
   cannot point to: the oracle says NO even without types).  GCC 12 -O1
   keeps both stores to s->a (its cselim does not run at -O1 and its sink
   pass only merges stores that are the last memory writes of their
   blocks; -fdump-tree-optimized without the plugin shows two).  memopt
   must merge them.  -fchecking: verify_ssa after the value PHI and the
   renaming of the virtual operands.  Both arms keep a store after the
   merge, so the merge saves nothing and merge-cost (on by default)
   refuses it (not-merge-arm-stays.c): this test of the rewrite turns
   the rule off; merge-empties-arm.c is the merge the rule makes.

   @options -O1 -fplugin-arg-memopt-dse=on -fplugin-arg-memopt-merge-cost=off -fchecking
   @remarks 1 memopt: stores to s_[0-9]+\(D\)->a in bb [0-9]+ and bb [0-9]+ merged at bb [0-9]+
   @run  */

#include <stdio.h>

struct P { int a; int b; };

__attribute__ ((noipa)) int
merge (struct P *s, int c, int x, int i)
{
  int buf[4] = { 0, 0, 0, 0 };
  if (c)
    {
      s->a = x;
      buf[i & 3] = x;
    }
  else
    {
      s->a = 5;
      buf[(i + 1) & 3] = 7;
    }
  return buf[1] + buf[2] + s->b;
}

int
main (void)
{
  struct P s = { 0, 100 };
  int r1 = merge (&s, 1, 9, 1);
  int a1 = s.a;
  int r2 = merge (&s, 0, 9, 1);
  printf ("%d %d %d %d\n", r1, a1, r2, s.a);
  return r1 == 109 && a1 == 9 && r2 == 107 && s.a == 5 ? 0 : 1;
}
