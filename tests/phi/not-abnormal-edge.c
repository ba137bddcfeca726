/* not-abnormal-edge.c - the load's block is entered by a computed goto.

   The join after the diamond is also the target of "goto *", so one of
   its incoming edges is abnormal: it cannot be split and nothing is
   known at its start (the value could come from anywhere).  No PHI, no
   load placed on an edge.

   @options -O1
   @remarks 0 memopt: .*(PHI|partially)
   @run  */

#include <stdio.h>

struct S { int X, Y; };

__attribute__ ((noipa)) int
foo (struct S *P1, struct S *P2, int C, int how)
{
  static void *const where[] = { &&arm, &&join };
  struct S *P = P2;
  goto *where[how];
arm:
  if (C)
    {
      P1->X = 4;
      P = P1;
    }
  else
    {
      P2->X = 24;
      P = P2;
    }
join:
  return P->X;
}

int
main (void)
{
  struct S a = { 1, 0 }, b = { 2, 0 };
  int r1 = foo (&a, &b, 1, 0);
  int r2 = foo (&a, &b, 0, 0);
  b.X = 77;
  int r3 = foo (&a, &b, 0, 1);
  printf ("%d %d %d\n", r1, r2, r3);
  return r1 == 4 && r2 == 24 && r3 == 77 ? 0 : 1;
}
