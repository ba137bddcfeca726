/* fire-lse-alias.c - a wrongly forwarded load is caught where it happens.

   With break=alias memopt-lse believes *q cannot alias s->a, forwards x
   to the load of s->a (line 20) and returns 1 where memory holds 5.  In
   check mode the kept load reads 5, the check fails: the report names
   the transformation, pass, kind, function and line.

   @check-args break=alias
   @check-fires memopt-lse load-replaced store_then_load 20  */

#include <stdio.h>

struct S { int a, b; };

__attribute__ ((noipa)) int
store_then_load (struct S *s, int *q, int x)
{
  s->a = x;
  *q = 5;
  return s->a;
}

int
main (void)
{
  struct S s = { 0, 0 };
  printf ("%d\n", store_then_load (&s, &s.a, 1));
  return 0;
}
