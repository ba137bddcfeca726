/* not-pairs-off.c - -fplugin-arg-memopt-pairs=off turns the pass off.

   The six-double sum of sum-doubles.c, where the pass forms three pairs
   when on: with pairs=off there is no remark and GCC 12's own two ldp
   and two ldr remain.

   @targets aarch64
   @options -O2 -fplugin-arg-memopt-pairs=off
   @remarks 0 memopt:
   @asm aarch64 sum6 2 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 sum6 2 ^[[:space:]]+ldr[[:space:]]
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
  double v[6] = { 1, 2, 3, 4, 5, 6 };
  double s = sum6 (v);
  printf ("%g\n", s);
  return s == 21 ? 0 : 1;
}
