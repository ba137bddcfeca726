/* fire-value.c - a correct forwarding made wrong by break=value (the
   value plus one) is caught: the check compares with the value memopt
   substituted, not with the one it should have.

   GCC's own FRE/PRE/DOM would remove this load first: they are off, as
   in tests/lse/two-loads.c.

   @check-options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @check-args break=value
   @check-fires memopt-lse load-replaced two_loads 24  */

#include <stdio.h>

struct obj { int n; int k; };

__attribute__ ((noipa)) int
two_loads (struct obj *o, float *f, int c)
{
  int a = o->n;
  if (c)
    f[0] = 2.0f;
  else
    f[1] = 3.0f;
  return a + o->n;
}

int
main (void)
{
  struct obj o = { 20, 1 };
  float f[2];
  printf ("%d\n", two_loads (&o, f, 1));
  return 0;
}
