/* not-irreducible.c - an irreducible loop (a cycle with two entries) is
   not treated as a loop with a preheader.

   The cycle "head -> body -> head" is entered at head, or at body when c is
   set, and on that path o->n is changed to 7 just before.  o->n is loaded
   before the cycle and reloaded in head; nothing in the cycle stores to
   it.  A pass that took the block before head for a preheader would reuse
   the first load in head, which is wrong when the cycle was entered at
   body.  No loop-invariant reuse or load replacement of o->n may be
   reported, and the results must match the reference.  (memopt-phi,
   switched off here, does replace the load, correctly, by PHIs at head
   and body: tests/phi/irreducible.c.)

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse -fplugin-arg-memopt-phi=off
   @remarks 0 memopt: (load of|loop-invariant load of) [^ ]*->n
   @run  */

#include <stdio.h>

struct obj { int n; int k; };

__attribute__ ((noipa)) int
irreducible (struct obj *o, float *f, int n, int c)
{
  int s = o->n;
  int i = 0;
  if (c)
    {
      o->n = 7;
      goto body;
    }
head:
  if (i >= n)
    return s;
  s += o->n;
body:
  f[i] += 1.0f;
  i++;
  goto head;
}

int
main (void)
{
  struct obj o = { 1, 0 };
  float f[6] = { 1, 5, 1, 1, 7, 1 };
  int r1 = irreducible (&o, f, 6, 0);	/* 1 + 6 * 1 */
  o.n = 2;
  int r2 = irreducible (&o, f, 6, 1);	/* 2 + 5 * 7 */
  printf ("%d %d %d f0=%g\n", r1, r2, o.n, (double) f[0]);
  return r1 == 7 && r2 == 37 && o.n == 7 ? 0 : 1;
}
