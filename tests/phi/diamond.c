/* diamond.c - the struct diamond of LLVM's PHI-translation write-up.

   Both arms store X and Y through their own pointer and select it; the
   loads P->X and P->Y after the join read through the PHI P.  Translated
   into the arms they are P1->X / P2->X and P1->Y / P2->Y, whose values
   the arms just stored: P->X becomes PHI <4, 24> and P->Y the constant 2
   (both arms store 2).  GCC 12 at -O1 keeps both loads (no PRE at -O1).

   @options -O1
   @remarks 1 memopt: load of P_[0-9]+->X replaced by a PHI of values from 2 predecessors
   @remarks 1 memopt: load of P_[0-9]+->Y translated through PHIs to 2
   @asm aarch64 foo 0 ldr
   @run  */

#include <stdio.h>

struct S { int X, Y; };

__attribute__ ((noipa)) int
foo (struct S *P1, struct S *P2, int C)
{
  struct S *P;
  if (C)
    {
      P1->X = 4;
      P1->Y = 2;
      P = P1;
    }
  else
    {
      P2->X = 24;
      P2->Y = 2;
      P = P2;
    }
  return P->X + P->Y;
}

int
main (void)
{
  struct S a = { 0, 0 }, b = { 0, 0 };
  int r1 = foo (&a, &b, 1);
  int r2 = foo (&a, &b, 0);
  /* The same object on both sides.  */
  int r3 = foo (&a, &a, 0);
  printf ("%d %d %d a=%d,%d b=%d,%d\n", r1, r2, r3, a.X, a.Y, b.X, b.Y);
  return r1 == 6 && r2 == 26 && r3 == 26 && a.X == 24 && b.X == 24 ? 0 : 1;
}
