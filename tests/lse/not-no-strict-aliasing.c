/* not-no-strict-aliasing.c - without strict aliasing, int and float
   stores may alias.

   The shape of store-then-load.c (a diamond storing only to float memory
   between s->a = v and the load of s->a), compiled with
   -fno-strict-aliasing: type no longer separates the float stores from the
   int field, and main passes a float pointer to s->a itself.  The load must
   stay and the final store is not redundant.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @cflags -fno-strict-aliasing
   @remarks 0 memopt: load of [^ ]*->
   @remarks 0 memopt: redundant store to [^ ]*->
   @run  */

#include <stdio.h>

struct S { int a; int b; };

__attribute__ ((noipa)) int
no_strict (struct S *s, float *f, int v, int c)
{
  s->a = v;
  if (c)
    f[0] = 1.0f;
  else
    f[1] = 2.0f;
  int r = s->a + 1;
  s->a = v;
  return r;
}

int
main (void)
{
  struct S s = { 0, 0 };
  int r1 = no_strict (&s, (float *) &s.a, 5, 1);	/* f[0] is s.a */
  int r2 = no_strict (&s, (float *) &s.b - 1, 5, 0);	/* f[1] is s.b */
  printf ("%#x %d a=%d\n", (unsigned) r1, r2, s.a);
  return r1 == 0x3f800001 && r2 == 6 && s.a == 5 ? 0 : 1;
}
