/* merge-empties-arm.c - a merge the cost rule makes (merge-cost, on by
   default): after it one arm holds no memory operation at all.

   The then-arm stores only s->a; the else-arm stores s->a and then an
   element of a local array.  GCC 12 -O1 keeps both stores to s->a (its
   sink pass merges only stores that are the last memory writes of both
   blocks, and cselim does not run at -O1).  memopt merges them into one
   store of a PHI at the join, and the then-arm is left empty:

       if (c) { s->a = x; }                   if (!c) { buf[..] = 7; }
       else   { s->a = 5; buf[..] = 7; }  ->  s->a = c ? x : 5;

   (No @no-slower: it compares -O2 builds, and at -O2 GCC's cselim
   makes this merge itself; the -O1 build with the plugin against GCC's
   -O2 says nothing.)

   @options -O1 -fplugin-arg-memopt-dse=on -fchecking
   @remarks 1 memopt: stores to s_[0-9]+\(D\)->a in bb [0-9]+ and bb [0-9]+ merged at bb [0-9]+
   @dump dse 0 [1-9][0-9]* joins not merged
   @run  */

#include <stdio.h>

struct P { int a; int b; };

__attribute__ ((noipa)) int
merge (struct P *s, int c, int x, int i)
{
  int buf[4] = { 0, 0, 0, 0 };
  if (c)
    s->a = x;
  else
    {
      s->a = 5;
      buf[(i + 1) & 3] = 7;
    }
  return buf[1] + buf[2] + s->b;
}

int
main (void)
{
  struct P s = { 0, 100 };
  int r = 0;
  for (int k = 0; k < 20000; k++)
    r += merge (&s, k & 1, k, k);
  printf ("%d %d\n", r, s.a);
  return 0;
}
