/* not-merge-may-alias.c - no merge when a later write in an arm may
   write the location.

   Like merge-join.c, but one arm stores through an int pointer q after
   s->a: q may point to s->a (main passes &s.a), so moving the store of
   s->a past it would change the result.  The two stores must stay.

   @options -O1 -fplugin-arg-memopt-dse=on
   @remarks 0 memopt: stores to .* merged
   @remarks 0 memopt: dead store
   @run  */

#include <stdio.h>

struct P { int a; int b; };

__attribute__ ((noipa)) int
no_merge (struct P *s, int *q, int c, int x)
{
  if (c)
    {
      s->a = x;
      *q = 42;
    }
  else
    s->a = 5;
  return s->b;
}

int
main (void)
{
  struct P s = { 0, 100 };
  no_merge (&s, &s.a, 1, 9);
  int a1 = s.a;
  no_merge (&s, &s.a, 0, 9);
  printf ("%d %d\n", a1, s.a);
  return a1 == 42 && s.a == 5 ? 0 : 1;
}
