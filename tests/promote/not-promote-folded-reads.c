/* not-promote-folded-reads.c - memopt-promote's copy that pays only when
   GCC vectorizes it, undone because GCC does not.

   A 2x2 kernel of 6 iterations (memgen's perf shape; make
   bench-perf-campaign found it, bench/RESULTS-perf.md): w[3] is read
   every iteration, the stores to d[2] and d[3] may write it.  x86-64
   folds the read into the multiply (mulss 12(%rsi), %xmm1), so keeping
   w[3] in a register saves an access and no instruction, while the read
   before the loop and the check cost instructions at each entry: 1.15
   times GCC's instructions in that function before this.  GCC does not
   vectorize the copy (it reads d[0], d[1] and writes d[2], d[3] of the
   same pointer, advanced by 2), so the second instance of
   memopt-promote, after "vect", selects the original loop for good and
   the copy goes: GCC's counts (@no-slower).  main also runs it with w
   inside d, where the original loop runs.

   @targets x86_64
   @options -O2
   @remarks 0 kept in a register
   @dump promote 1 : 1 reads, 0 writes, 1 checks, .*: if-vectorized$
   @dump promote 1 ^memopt-promote: copy 0 undone: GCC did not vectorize the copy$
   @run
   @no-slower  */

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
  for (int k = 0; k < 40; k++)
    buf[k] = (float) (k % 5) * 0.25f;
  for (int round = 0; round < 20000; round++)
    {
      mix (buf + (round & 7), buf + 30 + (round & 3));
      buf[round & 15] = (float) (round % 3) * 0.5f;
    }
  /* w[3] on each of d[2 .. 13] (and around): the original loop runs.  */
  for (int at = -2; at <= 12; at++)
    {
      for (int k = 0; k < 20; k++)
	buf[k] = (float) k * 0.125f;
      mix (buf, buf + 3 + at);
      for (int k = 0; k < 20; k++)
	h = h * 31 + (unsigned long) (buf[k] * 64.0f);
    }
  printf ("%lx\n", h);
  return 0;
}
