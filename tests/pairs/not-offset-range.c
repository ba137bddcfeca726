/* not-offset-range.c - accesses whose lower offset is outside the scaled
   signed 7-bit range of ldp/stp do not pair.

   p[64] is at byte offset 512 > 63 * 8: no pair may be formed from
   p[64] and p[65] (nor from q[-65] and q[-66]: -528 < -64 * 8), while
   p[62] and p[63] (offset 496) are in range and pair.

   @targets aarch64
   @remarks 0 not-offset-range\.c:(1[6-9]|2[0-2]):[0-9]+: optimized: memopt: ldp
   @asm aarch64 far 0 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 near 1 ^[[:space:]]+ldp[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) long
far (const long *p, const long *q)
{
  long a = p[64] * 3;
  long b = q[-65] * 5;
  return a - p[65] + b - q[-66];
}

__attribute__ ((noipa)) long
near (const long *p)
{
  return p[62] * 3 - p[63];
}

int
main (void)
{
  long v[200];
  for (int i = 0; i < 200; i++)
    v[i] = i * i;
  long r1 = far (v, v + 100);
  long r2 = near (v);
  printf ("%ld %ld\n", r1, r2);
  return r1 == 64 * 64 * 3 - 65 * 65 + 35 * 35 * 5 - 34 * 34
	 && r2 == 62 * 62 * 3 - 63 * 63 ? 0 : 1;
}
