/* not-call.c - a call that may write the location invalidates it.

   Like store-then-load.c, but one arm calls an opaque function (noipa: GCC
   knows nothing about it) that writes s->a through a global pointer.  The
   load of s->a after the join must stay, and so must the later store of
   the same value.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: load of [^ ]*->
   @remarks 0 memopt: redundant store to [^ ]*->
   @run  */

#include <stdio.h>

struct S { int a; int b; };
int *target;

__attribute__ ((noipa)) void
clobber (void)
{
  *target += 1000;
}

__attribute__ ((noipa)) int
call_between (struct S *s, float *f, int v, int c)
{
  s->a = v;
  if (c)
    clobber ();
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
  float f[2] = { 0, 0 };
  target = &s.a;
  int r1 = call_between (&s, f, 5, 1);
  int a1 = s.a;
  int r2 = call_between (&s, f, 6, 0);
  printf ("%d %d %d %d\n", r1, a1, r2, s.a);
  return r1 == 1006 && a1 == 5 && r2 == 7 ? 0 : 1;
}
