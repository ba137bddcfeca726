/* silent.c - the self-test's probe for check mode: a wrong forwarding
   that does not change the output.

   positive stores X through P, 5 through Q, then tests *P > 0.  P and Q
   point to the same int (decided at run time by a volatile read), so the
   store through Q MAY alias *P and the load must stay.  The deliberately
   broken plugin (MAY treated as NO) forwards X (1) instead of reading 5:
   both are positive, so the program prints "1" either way and a campaign
   without --check passes it.  With --check the forwarded load keeps a
   run-time check, which sees 5 where memopt assumed 1: check-failure,
   naming the transformation.  */
#include <stdio.h>

static int buf[2];
volatile int same = 1;

__attribute__ ((noinline)) int
positive (int *p, int *q, int x)
{
  *p = x;
  *q = 5;
  return *p > 0;
}

int
main (void)
{
  int *q = same ? &buf[0] : &buf[1];
  printf ("%d\n", positive (&buf[0], q, 1));
  return 0;
}
