/* not-volatile.c - volatile accesses never pair, even when adjacent.

   Two volatile loads and two volatile stores at consecutive offsets:
   memopt-pairs treats each as a barrier and forms nothing (GCC's own
   peephole refuses volatile memory too), so the assembly keeps single
   ldr/str.

   @remarks 0 not-volatile\.c:(1[5-9]|2[0-8]):[0-9]+: optimized: memopt: (ldp|stp)
   @asm aarch64 vload 0 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 vstore 0 ^[[:space:]]+stp[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) long
vload (volatile long *p)
{
  long a = p[0];
  long b = p[1];
  return a * 3 + b;
}

__attribute__ ((noipa)) void
vstore (volatile long *p, long a, long b)
{
  p[0] = a + b;
  p[1] = a - b;
}

int
main (void)
{
  long v[2] = { 7, 9 };
  long r = vload (v);
  vstore (v, 10, 4);
  printf ("%ld %ld %ld\n", r, v[0], v[1]);
  return r == 30 && v[0] == 14 && v[1] == 6 ? 0 : 1;
}
