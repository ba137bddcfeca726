/* not-volatile.c - volatile accesses are never removed or forwarded.

   The shapes of two-loads.c, store-then-load.c and store-after-store.c
   on a volatile field: every access must stay and memopt must report
   nothing.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: (load of|redundant store to|loop-invariant load of) [^ ]*->
   @run  */

#include <stdio.h>

struct V { volatile int n; int k; };

__attribute__ ((noipa)) int
volatile_loads (struct V *o, float *f, int c)
{
  int a = o->n;
  if (c)
    f[0] = 2.0f;
  else
    f[1] = 3.0f;
  return a + o->n;
}

__attribute__ ((noipa)) int
volatile_store_load_store (struct V *o, float *f, int v, int c)
{
  o->n = v;
  if (c)
    f[0] = 2.0f;
  else
    f[1] = 3.0f;
  int r = o->n;
  o->n = v;
  return r;
}

int
main (void)
{
  struct V o = { 4, 0 };
  float f[2] = { 0, 0 };
  int r1 = volatile_loads (&o, f, 1);
  int r2 = volatile_store_load_store (&o, f, 9, 0);
  printf ("%d %d %d\n", r1, r2, o.n);
  return r1 == 8 && r2 == 9 && o.n == 9 ? 0 : 1;
}
