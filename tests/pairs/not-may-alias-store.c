/* not-may-alias-store.c - two loads with a possibly aliasing store
   between them never pair.

   q may point at a[0] or a[1] (main passes both): the load of a[0] may
   not sink below the store (anti dependence) and the load of a[1] may not
   hoist above it (true dependence), so both stay single ldr.

   @remarks 0 not-may-alias-store\.c:(1[5-9]|2[01]):[0-9]+: optimized: memopt: ldp
   @asm aarch64 alias 0 ^[[:space:]]+ldp[[:space:]]
   @asm aarch64 alias 2 ^[[:space:]]+ldr[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) long
alias (long *a, long *q, long k)
{
  long x = a[0];
  *q = x * k;
  return x - a[1];
}

int
main (void)
{
  long a[2] = { 3, 4 };
  long r1 = alias (a, &a[1], 5);   /* a[1] becomes 15 before it is read */
  long r2 = alias (a, &a[0], 2);   /* a[0] read before it becomes 6 */
  printf ("%ld %ld %ld %ld\n", r1, r2, a[0], a[1]);
  return r1 == -12 && r2 == -12 && a[0] == 6 && a[1] == 15 ? 0 : 1;
}
