/* q-pairs-varargs.c - the 128-bit SIMD registers saved by va_start pair
   as stp q.

   GCC 12 saves q0..q7 to the register save area with eight str q (the
   moves are TImode, for which the back end has no pair pattern).
   memopt-pairs pairs them as V2DI moves of the same bits: four stp q, as
   clang does, reported at the function's first line (23; the stp of
   va_start's fields at line 26 are x pairs).  main passes doubles
   through the save area (the first eight) and the stack (the rest) and
   checks the sum.

   @targets aarch64
   @asm aarch64 vsum 4 ^[[:space:]]+stp[[:space:]]+q
   @asm aarch64 vsum 0 ^[[:space:]]+str[[:space:]]+q
   @remarks 4 stp formed from stores at .*q-pairs-varargs\.c:23 and .*q-pairs-varargs\.c:23
   @run  */

#include <stdarg.h>
#include <stdio.h>

__attribute__ ((noipa)) double
vsum (int n, ...)
{
  va_list ap;
  double s = 0;
  va_start (ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg (ap, double) * (i + 1);
  va_end (ap);
  return s;
}

int
main (void)
{
  double s = vsum (10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
  printf ("%g\n", s);
  return s == 385.0 ? 0 : 1;
}
