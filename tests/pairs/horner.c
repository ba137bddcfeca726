/* horner.c - a Horner polynomial over c[0..3] loads its coefficients
   with two ldp, lowest offsets paired first.

   GCC 12 alone pairs c[1] with c[2] (the two that sched_fusion left
   adjacent) and loads c[0] and c[3] singly.  memopt-pairs matches the
   chain 0-8-16-24 from its ends: [c0 c1] and [c2 c3].

   @targets aarch64
   @remarks 2 ldp formed from loads at .*horner\.c:[0-9]+ and .*horner\.c:[0-9]+
   @asm aarch64 horner 2 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 horner 0 ^[[:space:]]+ldr[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) double
horner (const double *c, double x)
{
  return ((c[3] * x + c[2]) * x + c[1]) * x + c[0];
}

int
main (void)
{
  double c[4] = { 1.0, -2.0, 0.5, 3.0 };
  double r = horner (c, 2.0);
  printf ("%g\n", r);
  return r == 23.0 ? 0 : 1;
}
