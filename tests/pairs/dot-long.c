/* dot-long.c - a 4-element dot product of longs loads each vector with
   two ldp.

   GCC 12 alone leaves b[2] and b[3] single: register allocation put a
   multiply and another ldp between them.  memopt-pairs hoists the load
   of b[3] over the independent instructions.

   @targets aarch64
   @remarks 4 ldp formed from loads at .*dot-long\.c:[0-9]+ and .*dot-long\.c:[0-9]+
   @asm aarch64 dot4 4 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 dot4 0 ^[[:space:]]+ldr[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) long
dot4 (const long *a, const long *b)
{
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}

int
main (void)
{
  long a[4] = { 1, -2, 3, 40000000000 };
  long b[4] = { 5, 6, -7, 2 };
  long r = dot4 (a, b);
  printf ("%ld\n", r);
  return r == 79999999972 ? 0 : 1;
}
