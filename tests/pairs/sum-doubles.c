/* sum-doubles.c - six consecutive doubles summed in order pair as three
   ldp.

   GCC 12 alone leaves p[4] and p[5] as two ldr: the register allocator
   put an fadd between them when peephole2 looked.  memopt-pairs sinks
   the first load over the independent fadd and forms all three pairs.
   The execute part checks the sum with values whose rounding depends on
   the order of the additions.

   @targets aarch64
   @remarks 3 ldp formed from loads at .*sum-doubles\.c:[0-9]+ and .*sum-doubles\.c:[0-9]+
   @asm aarch64 sum6 3 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 sum6 0 ^[[:space:]]+ldr[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) double
sum6 (const double *p)
{
  return p[0] + p[1] + p[2] + p[3] + p[4] + p[5];
}

int
main (void)
{
  double v[6] = { 1e16, 1.0, -1e16, 3.0, 0.5, 0.25 };
  double s = sum6 (v);
  printf ("%.17g\n", s);
  return s == 3.75 ? 0 : 1;
}
