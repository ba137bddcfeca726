/* not-promote-saves-no-insn.c - without GCC's loop vectorizer (-O1), a
   location whose every read x86-64 folds into its user is not promoted:
   the copy would save accesses and no instruction.

   The kernel of not-promote-folded-reads.c at -O1, where GCC does not
   vectorize: the core's verdict is saves-no-insn (the read before the
   loop and one check, 5 instructions an entry, against 1 % of the 6
   iterations' instructions), so no copy is made.  Before the verdict
   the copy ran 1.10 to 1.26 times GCC's instructions in the -O1
   kernels of the performance campaign (bench/RESULTS-perf.md).

   @targets x86_64
   @options -O1
   @remarks 0 kept in a register
   @dump promote 1 : 1 reads, 0 writes, 1 checks, .*: saves-no-insn$
   @dump promote 0 if-vectorized
   @run  */

#include <stdio.h>

__attribute__ ((noinline)) void
mix (float *d, const float *w)
{
  float w0 = w[0], w1 = w[1], w2 = w[2];
  for (int i = 0; i < 6; i++, d += 2)
    {
      float x0 = d[0], x1 = d[1];
      d[2] = x0 * w0 + x1 * w2;
      d[3] = x0 * w1 + x1 * w[3];
    }
}

float buf[40];

int
main (void)
{
  unsigned long h = 0;
  for (int at = -2; at <= 12; at++)
    {
      for (int k = 0; k < 20; k++)
	buf[k] = (float) k * 0.125f;
      mix (buf, buf + 3 + at);
      mix (buf + 20, buf + 36);
      for (int k = 0; k < 40; k++)
	h = h * 31 + (unsigned long) (buf[k] * 64.0f);
    }
  printf ("%lx\n", h);
  return 0;
}
