/* not-setjmp.c - a returns_twice call (setjmp) blocks forwarding.

   s->a = v is stored before setjmp; the function then calls jump(), which
   changes s->a and longjmps back, so when setjmp returns the second time
   s->a holds 99, not v.  The load of s->a on that path must stay.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: load of [^ ]*->
   @remarks 0 memopt: redundant store to [^ ]*->
   @run  */

#include <setjmp.h>
#include <stdio.h>

struct S { int a; int b; };
static jmp_buf env;

__attribute__ ((noipa)) void
jump (struct S *s)
{
  s->a = 99;
  longjmp (env, 1);
}

__attribute__ ((noipa)) int
with_setjmp (struct S *s, float *f, int v, int c)
{
  s->a = v;
  if (setjmp (env))
    return s->a;
  if (c)
    f[0] = 1.0f;
  else
    f[1] = 2.0f;
  if (c > 1)
    jump (s);
  return s->a;
}

int
main (void)
{
  struct S s = { 0, 0 };
  float f[2] = { 0, 0 };
  int r1 = with_setjmp (&s, f, 5, 2);
  int r2 = with_setjmp (&s, f, 6, 1);
  printf ("%d %d %d\n", r1, r2, s.a);
  return r1 == 99 && r2 == 6 ? 0 : 1;
}
