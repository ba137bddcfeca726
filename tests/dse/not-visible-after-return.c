/* not-visible-after-return.c - memory the caller can see is read by the
   return.

   *p = v is overwritten only when c is set; otherwise the caller reads
   it after the return, so the store must not be removed.  (By the time
   memopt-dse runs GCC's sink pass has already merged the two stores to
   *p into one at the join, so nothing touches *p.)  A store to a global
   before a noreturn call must stay too (an exit handler prints it): it
   is sunk to the exit (0) path, not removed.

   @options -O2 -fplugin-arg-memopt-dse=on
   @remarks 0 memopt: dead store
   @remarks 0 memopt: .*\*p_
   @remarks 1 memopt: store to g sunk to bb [0-9]+
   @run  */

#include <stdio.h>
#include <stdlib.h>

int g;

__attribute__ ((noipa)) void
maybe_overwrite (int *p, int v, int c, float *q)
{
  *p = v;
  q[0] = 1;
  if (c)
    *p = v + 1;
}

static void
at_exit (void)
{
  printf ("g=%d\n", g);
  fflush (stdout);
}

__attribute__ ((noipa)) void
store_then_exit (int c)
{
  g = 7;
  if (c)
    {
      g = 8;
      return;
    }
  exit (0);
}

int
main (void)
{
  int x = 0;
  float q[1];
  maybe_overwrite (&x, 4, 0, q);
  printf ("%d\n", x);
  atexit (at_exit);
  store_then_exit (0);
  return 1;
}
