/* not-char-store-over-typed.c - a store through a char (alias set 0)
   lvalue does not make the typed store before it dead.

   The may_alias store writes every byte the store to *p wrote, but it
   keeps their effective type (C11 6.5p6): their "unsigned short" type
   comes from the first store.  Without it they would keep whatever type
   they had before, and a load of *p's type after the second store could
   break the effective-type rules where the original obeys them (here the
   caller's x is declared, so nothing breaks: the rule is about what the
   pass may assume of any caller).  over_global is the same through a
   declaration, where both stores get one location id (same base, offset
   and compatible type): gimple-ir.cc gives an alias-set-0 reference an
   id of its own, since a store to the same id is a kill.  (A declared
   object's type never changes; the rule is conservative there.)  GCC's
   own DSE is off (-fno-tree-dse), so memopt-dse alone decides.  Found by
   fuzz-dse (corpora/fuzz/dse/bug-char-store-kills-typed-store).
   dead-char-store-no-strict-aliasing.c is this file without TBAA, where
   both first stores are dead; dead-char-store-over-char.c is a char
   store under the may_alias one, dead with TBAA too.

   @options -O2 -fno-tree-dse
   @remarks 0 memopt: dead store
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
