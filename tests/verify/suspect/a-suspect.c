/* a-suspect.c - a miscompile not claimed: break=alias makes memopt
   forward *p over the store through q (which is p at run time), on both
   targets; but on AArch64 the program prints one more line when it is
   optimized, as undefined behaviour might make it, so AArch64's control
   build disagrees with its reference.  memopt-verify classifies the
   program gcc-or-ub, with "not claimed as a miscompile" in its detail
   (tests/verify/check.sh, suspect-not-claimed).  b-plain.c is the same
   program without the extra line: a miscompile.  */
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
#if defined (__aarch64__) && defined (__OPTIMIZE__)
  printf ("optimized\n");
#endif
  return 0;
}
