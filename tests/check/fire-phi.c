/* fire-phi.c - a wrong PHI-translated load is caught.

   The diamond of tests/phi/diamond.c: P->X after the join becomes a PHI
   of the values the arms stored, P->Y the constant 2.  With break=value
   the values are off by one; the kept loads read the true ones.  The
   first failing check is P->X's (line 26, the PHI).

   @check-options -O1
   @check-args break=value
   @check-fires memopt-phi phi foo 26  */

#include <stdio.h>

struct S { int X, Y; };

__attribute__ ((noipa)) int
foo (struct S *P1, struct S *P2, int C)
{
  struct S *P;
  if (C)
    { P1->X = 4; P1->Y = 2; P = P1; }
  else
    { P2->X = 24; P2->Y = 2; P = P2; }

  return
    P->X
    + P->Y;
}

int
main (void)
{
  struct S a = { 0, 0 }, b = { 0, 0 };
  printf ("%d\n", foo (&a, &b, 1));
  return 0;
}
