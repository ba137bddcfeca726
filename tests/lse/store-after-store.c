/* store-after-store.c - a second store of the value a location already
   holds is redundant.

   s->a = v; an if/else stores to s->b (the value read back from s->a) or
   s->c, other offsets of the same object; then s->a = v again: memopt
   must remove the second store.  (Only disambiguation that does not rely
   on types can justify removing a store: see not-store-type-change.c.)

   GCC 12 removes this redundancy itself at -O2 (FRE, PRE/code hoisting
   and DOM look through the join with the same alias oracle), so the test
   turns those passes and DSE off: the redundancy then reaches memopt, and
   without the plugin it is still in the final GIMPLE (checked with
   -fdump-tree-optimized).

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 1 memopt: redundant store to [^ ]*->a removed
   @run  */

#include <stdio.h>

struct S { int a; int b; int c; };

__attribute__ ((noipa)) void
store_after_store (struct S *s, int v, int c)
{
  s->a = v;
  if (c)
    s->b = s->a;
  else
    s->c = 2;
  s->a = v;
}

int
main (void)
{
  struct S s = { 0, 0, 0 };
  store_after_store (&s, 6, 1);
  int a1 = s.a;
  store_after_store (&s, -3, 0);
  printf ("%d %d s=%d,%d,%d\n", a1, s.a, s.a, s.b, s.c);
  return a1 == 6 && s.a == -3 && s.b == 6 && s.c == 2 ? 0 : 1;
}
