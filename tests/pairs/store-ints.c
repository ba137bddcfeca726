/* store-ints.c - four stores of computed ints d[0..3] become two stp.

   The stores are written in a scrambled order; the pass pairs d[0] with
   d[1] and d[2] with d[3] (either order of the two accesses in the
   stream) and keeps every value: main checks all four and that d[4] is
   untouched.

   @targets aarch64
   @remarks 2 stp formed from stores at .*store-ints\.c:[0-9]+ and .*store-ints\.c:[0-9]+
   @asm aarch64 st4 2 ^[[:space:]]+stp[[:space:]]
   @asm aarch64 st4 0 ^[[:space:]]+str[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
st4 (int *d, int a, int b)
{
  d[3] = a ^ b;
  d[1] = a - b;
  d[0] = a + b;
  d[2] = a * b;
}

int
main (void)
{
  int d[5] = { 0, 0, 0, 0, 77 };
  st4 (d, 12, 5);
  printf ("%d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4]);
  return d[0] == 17 && d[1] == 7 && d[2] == 60 && d[3] == 9 && d[4] == 77
	 ? 0 : 1;
}
