/* b-plain.c - a-suspect.c without its AArch64-only line (a copy: a
   files: campaign compiles each file alone): both targets' control
   builds agree with their references, and break=alias's wrong forwarding
   is a miscompile.  */
#include <stdio.h>

static int buf[4];
volatile int same = 1;

__attribute__ ((noinline)) int
f (int *p, int *q)
{
  *p = 1;
  *q = 2;
  return *p;
}

int
main (void)
{
  int *q = same ? &buf[0] : &buf[1];
  printf ("%d\n", f (&buf[0], q));
  return 0;
}
