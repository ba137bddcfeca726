/* trap-translated.c - the loop of LLVM's PHI-translation write-up, in
   the order where translation finds the value.

   P = PHI <A, B>; x = *P; *P = 4; *B = 5; P = B.  Along the back edge
   the load reads *B, not *P: the value there is 5, from the last store,
   even when P and B are the same object (the store of 5 comes after the
   store of 4).  Scanning up the back edge for *P without translating it
   would find 4.  Along the entry edge the load reads *A, loaded once
   before the loop.  trap-may-alias.c is the order in which no value can
   be known.

   The cost model is off: on x86-64 the load is an operand of the
   multiply-add, and the model would keep it (not-carry-folded.c); this
   test is about the translation.

   @options -O1 -fplugin-arg-memopt-carry-cost=off
   @remarks 1 memopt: partially redundant load of \*P_[0-9]+ made fully redundant
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) int
f (int *A, int *B, int n)
{
  int *P = A;
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s = s * 3 + *P;
      *P = 4;
      *B = 5;
      P = B;
    }
  return s;
}

int
main (void)
{
  int a = 1, b = 2, c = 3;
  int r1 = f (&a, &b, 4);
  int r2 = f (&c, &c, 4);
  int r3 = f (&a, &b, 0);
  printf ("%d %d %d a=%d b=%d c=%d\n", r1, r2, r3, a, b, c);
  /* 1, 5, 5, 5 and 3, 5, 5, 5 through s = s*3 + x.  */
  return r1 == 1 * 27 + 5 * 9 + 5 * 3 + 5 && r2 == 3 * 27 + 65 ? 0 : 1;
}
