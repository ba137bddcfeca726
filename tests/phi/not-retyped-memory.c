/* not-retyped-memory.c - a translated address that another access type
   also uses.

   P = PHI <p, q> and the load reads P->x as a struct S.  In the first
   arm the same bytes were written as a struct T (allocated memory takes
   the type of its last store), then through r, a struct S pointer that
   is p in the test.  Translated into that arm the load reads p->x as an
   S; the T store at the same address must not stand for it: asked as a
   T access, the oracle would call r->x unrelated (different struct
   types) and the T store's 1 would be taken for the value, where the
   program reads the 5 stored through r.  A translated address keeps its
   own access type unless an existing access matches it exactly.

   @options -O1
   @remarks 0 memopt: load of .*->x (replaced by a PHI|translated through PHIs to 1)
   @run  */

#include <stdio.h>
#include <stdlib.h>

struct S { int x; };
struct T { int y; };

__attribute__ ((noipa)) int
f (void *p, struct S *q, struct S *r, int c)
{
  struct S *P;
  if (c)
    {
      ((struct T *) p)->y = 1;
      r->x = 5;
      P = (struct S *) p;
    }
  else
    {
      q->x = 7;
      P = q;
    }
  return P->x;
}

int
main (void)
{
  void *m = malloc (sizeof (struct S));
  struct S other = { 0 }, elsewhere = { 0 };
  int r1 = f (m, &other, (struct S *) m, 1);
  int r2 = f (m, &other, &elsewhere, 1);
  int r3 = f (m, &other, &elsewhere, 0);
  printf ("%d %d %d\n", r1, r2, r3);
  free (m);
  return r1 == 5 && r2 == 1 && r3 == 7 ? 0 : 1;
}
