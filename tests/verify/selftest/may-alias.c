/* may-alias.c - the self-test's probe: a load that must not be forwarded.

   f stores 1 through P, then 2 through Q, then loads through P.  Whether P
   and Q point to the same int is decided at run time by a volatile read,
   so no compiler can know: the store through Q MAY alias *P and the load
   must be kept.  The correct output is "2 2"; the deliberately broken
   plugin (MAY treated as NO) forwards the first store and prints "1 2".
   memopt-verify's self-test runs a campaign over this directory
   (--generator files:tests/verify/selftest) with the broken plugin and
   must report this program as a miscompile.  */
#include <stdio.h>

static int buf[4];
volatile int same = 1;

__attribute__ ((noinline)) int
f (int *p, int *q)
{
  *p = 1;
  *q = 2;
  return *p;
}

__attribute__ ((noinline)) int
g (int *p, int *q)
{
  int a = *p;
  *q = a + 1;
  return *p;
}

int
main (void)
{
  int *q = same ? &buf[0] : &buf[1];
  int r1 = f (&buf[0], q);
  buf[0] = 1;
  int r2 = g (&buf[0], q);
  printf ("%d %d\n", r1, r2);
  return 0;
}
