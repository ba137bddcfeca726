/* not-writeback-value-is-base.c - a store of the pointer register
   through itself never takes writeback: "str x0, [x0], 8" is
   CONSTRAINED UNPREDICTABLE on AArch64 (Rt == Rn with writeback).

   In selfptr's loop GCC 12 emits "str x0, [x0]" then "add x0, x0, 8",
   the shape writeback-post.c folds; here the stored register is the
   base, so the pass must leave both (and GCC's own auto-inc does too).
   main checks every stored pointer.

   @targets aarch64
   @remarks 0 indexed
   @asm aarch64 selfptr 0 \], [0-9]+$
   @asm aarch64 selfptr 1 ^[[:space:]]+str[[:space:]]+x0, \[x0\]$
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
selfptr (long **p, long n)
{
  while (n--)
    {
      *p = (long *) p;
      p += 1;
    }
}

int
main (void)
{
  long *a[6];
  selfptr (a, 6);
  int ok = 1;
  for (int i = 0; i < 6; i++)
    ok &= a[i] == (long *) &a[i];
  printf ("%d\n", ok);
  return ok ? 0 : 1;
}
