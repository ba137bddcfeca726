/* dead-local-lifetime.c - a store to a local that nothing reads before
   it is overwritten or its lifetime ends is dead.

   s escapes to init () and use (), so it lives in memory.  s.a = 1 is
   overwritten on the c path before use () reads it; on the other path
   the next thing that happens to s is the end of its lifetime (the
   clobber GCC puts before the return), which GCC's stmt_kills_ref_p says
   covers it.  memopt must remove s.a = 1.  GCC 12 -O2 keeps it
   (-fdump-tree-optimized without the plugin).

   @options -O2 -fplugin-arg-memopt-dse=on -fchecking
   @remarks 1 memopt: dead store to s.a removed
   @run  */

#include <stdio.h>

struct S { int a; float f[2]; };
int seen = -1;

__attribute__ ((noipa)) void
init (struct S *s)
{
  s->a = 0;
  s->f[0] = s->f[1] = 0;
}

__attribute__ ((noipa)) void
use (struct S *s)
{
  seen = s->a + (int) s->f[0];
}

__attribute__ ((noipa)) int
local_store (int c)
{
  struct S s;
  init (&s);
  s.a = 1;
  if (c)
    {
      s.f[0] = 1.0f;
      s.a = 2;
      use (&s);
    }
  else
    {
      s.f[1] = 2.0f;
      s.a = 3;
    }
  return 0;
}

int
main (void)
{
  local_store (1);
  int s1 = seen;
  local_store (0);
  printf ("%d %d\n", s1, seen);
  return s1 == 3 && seen == 3 ? 0 : 1;
}
