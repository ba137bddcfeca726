/* irreducible.c - an irreducible cycle: memopt-lse must not treat it as
   a loop with a preheader, and PHI translation goes through it.

   The cycle "head -> body -> head" is entered at head, or at body after
   o->n = 7 when c is set.  o->n is loaded before the cycle and reloaded
   in head; nothing in the cycle stores to it.

   memopt-lse (which runs first) must neither reuse the first load in
   head as loop-invariant nor forward it: the block before head is no
   preheader, and that reuse is wrong when the cycle was entered at body
   (the core's rule: tests/unit/test-lse.c not_irreducible).

   memopt-phi replaces the reload, correctly: its search needs no loop
   structure: at head the value is PHI <the load before, the value at
   body's end>, and at body it is PHI <7 (the entry from c), the value at
   head> (the reload itself).  The results must match the reference on
   both entries.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: (load of [^ ]*->n replaced by ([^a]|a[^ ])|loop-invariant load of [^ ]*->n)
   @remarks 1 memopt: load of o_[0-9]+\(D\)->n replaced by a PHI of values from 2 predecessors
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
