/* not-narrow-const-live-out.c - regression: a constant store whose
   register lives on after the block must not have its mov rewritten.

   va_start stores the va_list's gr_offs (0: wzr) and vr_offs (-128:
   mov w2, -128; str w2, [sp, 28]) next to each other; the loop of
   va_arg then keeps vr_offs in w2 and steps it.  The merged store of
   0xffffff8000000000 would need "mov x2, 0xffffff8000000000", which
   the loop would read as vr_offs (the first version of the merge of
   constants did that: it read liveness without the block's live-out
   set).  The two stores stay (and pair: stp wzr, w2).  main passes
   doubles through the save area (the first eight) and the stack (the
   rest) and checks the sum.

   @targets aarch64
   @remarks 0 constant stores at
   @asm aarch64 vsum 0 ^[[:space:]]+mov[[:space:]]+x[0-9]+, -549755813888$
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
    s += va_arg (ap, double) * (i + 2);
  va_end (ap);
  return s;
}

int
main (void)
{
  double s = vsum (10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
  printf ("%g\n", s);
  return s == 440.0 ? 0 : 1;
}
