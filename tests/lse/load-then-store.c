/* load-then-store.c - storing back the value just loaded is redundant.

   t = s->a; an if/else stores to s->b or s->c (other offsets of the same
   object: no alias, whatever the types); then s->a = t stores the value
   the location already holds: memopt must remove that store.  (Only
   disambiguation that does not rely on types can justify removing a
   store: see not-store-type-change.c.)

   GCC 12 removes this redundancy itself at -O2 (FRE, PRE/code hoisting
   and DOM look through the join with the same alias oracle), so the test
   turns those passes and DSE off: the redundancy then reaches memopt, and
   without the plugin it is still in the final GIMPLE (checked with
   -fdump-tree-optimized).

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 1 memopt: redundant store to [^ ]*->a removed
   @remarks 1 memopt: (load of|redundant store to|loop-invariant load of) [^ ]*->
   @run  */

#include <stdio.h>

struct S { int a; int b; int c; };

/* Returns t rather than storing it to a global: a store to an int
   global is apart from s->a only by type (access path), and that may not
   justify removing a store.  */
__attribute__ ((noipa)) int
load_then_store (struct S *s, int c)
{
  int t = s->a;
  if (c)
    s->b = 1;
  else
    s->c = 2;
  s->a = t;
  return t;
}

int
main (void)
{
  struct S s = { 17, 4, 5 };
  int g1 = load_then_store (&s, 1);
  s.a = 23;
  int g = load_then_store (&s, 0);
  printf ("%d %d s=%d,%d,%d\n", g1, g, s.a, s.b, s.c);
  return g1 == 17 && g == 23 && s.a == 23 && s.b == 1 && s.c == 2 ? 0 : 1;
}
