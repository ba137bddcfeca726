/* not-aligned-only.c - with pairs-aligned-only, accesses whose lower
   address is not known to be aligned to the pair size do not pair.

   dot4 is the dot product of dot-long.c: a long * is only known to be
   8-byte aligned, so memopt forms no pair of two longs (16 bytes) there
   (GCC's own peephole may still pair; only memopt's remarks count).
   sum_two reads a struct aligned to 16 bytes: that pair is still formed.

   @targets aarch64
   @options -O2 -fplugin-arg-memopt-pairs-aligned-only
   @remarks 0 not-aligned-only\.c:(19|2[0-3]):[0-9]+: optimized: memopt: ldp
   @remarks 1 not-aligned-only\.c:(2[6-9]|30):[0-9]+: optimized: memopt: ldp
   @run  */

#include <stdio.h>

struct __attribute__ ((aligned (16))) two { long a, b; };

__attribute__ ((noipa)) long
dot4 (const long *a, const long *b)
{
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}

__attribute__ ((noipa)) long
sum_two (const struct two *t, long k)
{
  return t->a * k + t->b;
}

int
main (void)
{
  long a[4] = { 1, 2, 3, 4 }, b[4] = { 4, 3, 2, 1 };
  struct two t = { 5, 6 };
  long r = dot4 (a, b);
  long s = sum_two (&t, 10);
  printf ("%ld %ld\n", r, s);
  return r == 20 && s == 56 ? 0 : 1;
}
