/* recurrence.c - G[j] = G[j] + G[j-1]: one load per iteration.

   The load of G[j-1] translated along the loop's back edge (j becomes
   j + 1) is G[j] of the previous iteration, which that iteration just
   stored; along the entry edge it is G[0], which is loaded once before
   the loop.  The address is an affine form (G + 8*j - 8), which is how
   the translation sees that G[(j+1)-1] is G[j].  At -O1 GCC 12 keeps two
   loads per iteration.

   @options -O1
   @remarks 1 memopt: partially redundant load of \*_[0-9]+ made fully redundant by a load on edge bb [0-9]+->bb [0-9]+
   @asm aarch64 test 2 ldr
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
test (int N, double *G)
{
  for (long j = 1; j < N; j++)
    G[j] = G[j] + G[j - 1];
}

int
main (void)
{
  double G[100];
  for (int i = 0; i < 100; i++)
    G[i] = i * 0.5;
  test (100, G);
  test (1, G);
  /* Overlapping calls: the second starts in the middle of the first's
     result.  */
  test (50, G + 25);
  double sum = 0;
  for (int i = 0; i < 100; i++)
    sum += G[i];
  printf ("%.3f %.3f %.3f\n", G[10], G[99], sum);
  return G[10] == 27.5 ? 0 : 1;
}
