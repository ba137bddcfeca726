/* across-calls.h - the program of the phi-across-calls tests
   (across-calls.c, not-across-calls.c, across-calls-auto-*.c; each says
   what it expects of it).

   The diamond of diamond.c with a call between the join and the loads of
   P->X, P->Y and P->Z: the call is const (it cannot write them), so each
   load is a PHI of the values the arms stored, but each PHI then lives
   across the call (in a callee-saved register, or spilled and reloaded
   around it).  phi-across-calls decides how many values one call may
   carry (plugin/core/memopt.h, enum mo_across_calls).  */

#include <stdio.h>

struct S { int X, Y, Z; };

__attribute__ ((const, noinline)) int
square (int v)
{
  return v * v;
}

__attribute__ ((noipa)) int
foo (struct S *P1, struct S *P2, int C)
{
  struct S *P;
  if (C)
    {
      P1->X = 4;
      P1->Y = 5;
      P1->Z = 6;
      P = P1;
    }
  else
    {
      P2->X = 24;
      P2->Y = 25;
      P2->Z = 26;
      P = P2;
    }
  int t = square (C + 3);
  return P->X + P->Y * 3 + P->Z * 7 + t;
}

int
main (void)
{
  struct S a = { 0, 0, 0 }, b = { 0, 0, 0 };
  int r1 = foo (&a, &b, 1);
  int r2 = foo (&a, &b, 0);
  printf ("%d %d a=%d,%d,%d b=%d,%d,%d\n", r1, r2, a.X, a.Y, a.Z, b.X, b.Y, b.Z);
  return r1 == 4 + 15 + 42 + 16 && r2 == 24 + 75 + 182 + 9 ? 0 : 1;
}
