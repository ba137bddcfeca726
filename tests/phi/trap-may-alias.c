/* trap-may-alias.c - LLVM's PHI-translation trap: no value may be found.

   P = PHI <A, B>; x = *P; *B = 5; *P = 4; P = B.  Along the back edge
   the load reads *B.  The last store is to *P of the same iteration,
   which may be B (from the second iteration on it is): the value is 4
   or 5 depending on the run, so nothing may replace the load.  A search
   that scanned up the back edge for *P instead of the translated *B
   would find 4 and be wrong on the first iteration when A != B.

   @options -O1
   @remarks 0 memopt: .*(PHI|partially)
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
      *B = 5;
      *P = 4;
      P = B;
    }
  return s;
}

int
main (void)
{
  int a = 1, b = 2, c = 3;
  int r1 = f (&a, &b, 3);
  int r2 = f (&c, &c, 3);
  printf ("%d %d a=%d b=%d c=%d\n", r1, r2, a, b, c);
  /* A != B: 1, then *B = 5 (P = B only stored 4 after it: 4), 4.
     A == B: 3, 4, 4.  */
  return r1 == 1 * 9 + 5 * 3 + 4 && r2 == 3 * 9 + 4 * 3 + 4 ? 0 : 1;
}
