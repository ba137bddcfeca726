/* fire-pre.c - a wrong load made fully redundant by PRE is caught.

   The recurrence of tests/phi/recurrence.c on integers: G[j-1] is G[j]
   of the previous iteration, and G[0] is loaded on the entry edge.  With
   break=value the PHI of those values is off by one.

   @check-options -O1
   @check-args break=value
   @check-fires memopt-phi load-pre test 20  */

#include <stdio.h>

__attribute__ ((noipa)) void
test (int N, long *G)
{
  for (long j = 1; j < N; j++)
    G[j]
      =
	G[j]
	+ G[j - 1];
}

int
main (void)
{
  long G[10];
  for (int i = 0; i < 10; i++)
    G[i] = i;
  test (10, G);
  printf ("%ld\n", G[9]);
  return 0;
}
