/* dead-char-store-over-char.c - with TBAA a char store still kills a
   char store it covers.

   not-char-store-over-typed.c keeps a typed store under a may_alias
   store; here the store under it is a char store itself, which sets no
   type, so removing it changes nothing the effective-type rules see.
   Through a pointer (two location ids: the kills callback) and through a
   global (one id).

   @options -O2 -fno-tree-dse
   @remarks 1 memopt: dead store to \*p_[0-9]+\(D\) removed
   @remarks 1 memopt: dead store to c removed
   @run  */

#include <stdio.h>

typedef unsigned char __attribute__ ((may_alias)) any_char;

__attribute__ ((noipa)) unsigned
overwrite (unsigned char *p, unsigned char v)
{
  *p = 1;
  *(any_char *) p = v;
  return *p;
}

unsigned char c;

__attribute__ ((noipa)) unsigned
over_global (unsigned char v)
{
  c = 1;
  *(any_char *) &c = v;
  return c;
}

int
main (void)
{
  unsigned char x = 7;
  unsigned r = overwrite (&x, 30);
  unsigned s = over_global (40);
  printf ("%u %u %u %u\n", r, x, s, c);
  return r == 30 && x == 30 && s == 40 && c == 40 ? 0 : 1;
}
