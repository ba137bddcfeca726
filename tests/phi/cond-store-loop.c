/* cond-store-loop.c - a location stored conditionally in a loop.

   for (...) { s += *p; if (s > 100) *p = s; }
   At the loop header *p is either what it held before the loop or what
   the previous iteration left: s when it stored, else the value it
   loaded.  The load becomes PHI <a load before the loop, PHI <loaded, s>
   at the latch>, so the loop no longer loads *p.  GCC 12 keeps the load
   at -O1 and -O2 (the conditional store stops its loop invariant motion).

   On x86-64 the load is an operand of the add (addl (%rdi), %eax): the
   cost model (plugin/core/carry.c) counts no instruction saved and one
   added before the loop, over the 8 iterations it assumes of a loop
   it knows nothing of, so at default options x86-64 keeps GCC's code
   (not-carry-folded.c); this test is about the transformation and
   switches the model off.

   @options -O2 -fplugin-arg-memopt-carry-cost=off
   @remarks 1 memopt: partially redundant load of \*p_[0-9]+\(D\) made fully redundant by a load on edge bb [0-9]+->bb [0-9]+
   @asm aarch64 f 1 ldr
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) int
f (int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *p;
      if (s > 100)
	*p = s;
    }
  return s;
}

int
main (void)
{
  int x = 7, y = 200, z = 0;
  int r1 = f (&x, 20);
  int r2 = f (&y, 3);
  int r3 = f (&z, 0);
  printf ("%d %d %d x=%d y=%d\n", r1, r2, r3, x, y);
  return r1 == 3360 && x == 3360 && r2 == 800 && y == 800 && r3 == 0 ? 0 : 1;
}
