/* not-carry-folded.c - a loop-carried value that replaces a load x86-64
   folds into an operation is not made on x86-64: the load saves an
   access but no instruction (addl (%rdi), %eax), and the load placed
   before the loop is one instruction more per entry, more than 1 % of
   what a loop of the 8 iterations the cost model assumes executes
   (plugin/core/carry.c, no-gain).  AArch64 loads into a register first
   (ldr w2, [x0]; add w1, w1, w2): one instruction saved per iteration,
   and the transformation is made there (carry-pays.c, with a load
   neither target folds).

   The loop of cond-store-loop.c: s += *p; if (s > 100) *p = s.

   @options -O2
   @targets x86_64
   @remarks 0 memopt: partially redundant load
   @asm x86_64 f 1 add.*\(%rdi\)
   @dump phi 1 ^refused phi-load .*: no-gain around the loop
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noipa)) int
f (int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += *p;
      if (s > 100)
	*p = s;
    }
  return s;
}

int
main (void)
{
  int total = 0;
  for (int k = 0; k < 300; k++)
    {
      int v = k % 7;
      total += f (&v, 3 + k % 13);
      total += v;
    }
  printf ("%d\n", total);
  return 0;
}
