/* dead-char-store-no-strict-aliasing.c - with -fno-strict-aliasing a
   store through a char (alias set 0) lvalue kills the store it covers.

   not-char-store-over-typed.c keeps "*p = 1" and "g = 1" because the
   may_alias stores keep the bytes' effective type.  Without TBAA no type
   is ever assumed, and both first stores are dead.

   @options -O2 -fno-tree-dse -fno-strict-aliasing
   @remarks 1 memopt: dead store to \*p_[0-9]+\(D\) removed
   @remarks 1 memopt: dead store to g removed
   @run  */

#include <stdio.h>

typedef unsigned short __attribute__ ((may_alias)) any_short;

__attribute__ ((noipa)) unsigned
overwrite (unsigned short *p, unsigned short v)
{
  *p = 1;
  *(any_short *) p = v;
  return *p;
}

unsigned short g;

__attribute__ ((noipa)) unsigned
over_global (unsigned short v)
{
  g = 1;
  *(any_short *) &g = v;
  return g;
}

int
main (void)
{
  unsigned short x = 7;
  unsigned r = overwrite (&x, 300);
  unsigned s = over_global (400);
  printf ("%u %u %u %u\n", r, x, s, g);
  return r == 300 && x == 300 && s == 400 && g == 400 ? 0 : 1;
}
