/* not-union.c - members of a union overlap whatever their types.

   u->i = v, then one arm stores u->f (float, but the same bytes: GCC
   allows type punning through a union), then u->i is loaded: the load must
   stay even though int and float do not alias by type.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: load of [^ ]*->
   @remarks 0 memopt: redundant store to [^ ]*->
   @run  */

#include <stdio.h>

union U { int i; float f; };

__attribute__ ((noipa)) int
through_union (union U *u, float *g, int v, int c)
{
  u->i = v;
  if (c)
    u->f = 1.0f;
  else
    g[1] = 2.0f;
  int r = u->i;
  u->i = v;
  return r;
}

int
main (void)
{
  union U u;
  float g[2] = { 0, 0 };
  int r1 = through_union (&u, g, 12, 1);
  int r2 = through_union (&u, g, 13, 0);
  printf ("%#x %d %d\n", (unsigned) r1, r2, u.i);
  return r1 == 0x3f800000 && r2 == 13 ? 0 : 1;
}
