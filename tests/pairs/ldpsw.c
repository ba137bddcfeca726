/* ldpsw.c - two sign-extending int loads pair as ldpsw.

   GCC 12 alone leaves p[2] and p[3] as two ldrsw (a multiply sits
   between them when peephole2 looks).  memopt-pairs pairs the two
   (sign_extend:DI (mem:SI)) loads; the back end's
   *load_pair_extendsidi2_aarch64 pattern prints ldpsw (line 25; the
   pass also forms the ldp of p[0] and p[1], which GCC would form too,
   before GCC's peephole does: two remarks).  main uses
   negative values so that a zero extension would be caught.

   @targets aarch64
   @remarks 2 ldp formed from loads at .*ldpsw\.c:2[0-9] and .*ldpsw\.c:2[0-9]
   @remarks 1 ldp formed from loads at .*ldpsw\.c:25 and .*ldpsw\.c:25
   @asm aarch64 sw 1 ^[[:space:]]+ldpsw[[:space:]]
   @asm aarch64 sw 0 ^[[:space:]]+ldrsw[[:space:]]
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) long
sw (const int *p, long k)
{
  long a = p[0];
  long t = a * k;
  return t + (long) p[1] * a + (long) p[2] * t + (long) p[3];
}

int
main (void)
{
  int p[4] = { -3, 5, -7, -11 };
  long r = sw (p, 100000000000);
  printf ("%ld\n", r);
  return r == -300000000000 - 15 + 2100000000000 - 11 ? 0 : 1;
}
