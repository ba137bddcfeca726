/* not-escape.c - a local whose address escapes is read by a later call.

   s.a = v; the address of s was given to register_it (it escapes), so
   the opaque call report () may read s.a before it is overwritten: the
   store must not be removed.  It is dead on the path without the call,
   so memopt sinks it into the call's arm.

   @options -O2 -fplugin-arg-memopt-dse=on
   @remarks 0 memopt: dead store
   @remarks 1 memopt: store to s.a sunk to bb [0-9]+
   @run  */

#include <stdio.h>

struct S { int a; int b; };
static struct S *registered;
int reported;

__attribute__ ((noipa)) void
register_it (struct S *s)
{
  registered = s;
}

__attribute__ ((noipa)) void
report (void)
{
  reported += registered->a;
}

__attribute__ ((noipa)) int
escape (int v, int c)
{
  struct S s = { 0, 0 };
  register_it (&s);
  s.a = v;
  if (c)
    report ();
  s.a = v + 1;
  report ();
  return s.b;
}

int
main (void)
{
  int r = escape (5, 1);
  printf ("%d %d\n", r, reported);
  return reported == 11 ? 0 : 1;
}
