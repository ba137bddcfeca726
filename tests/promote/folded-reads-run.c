/* folded-reads-run.c - the kernels of if-vectorized-kept.c and
   not-promote-folded-reads.c on both targets, at every level.

   On x86-64 the first copy is kept after "vect" (GCC vectorizes it) and
   the second undone (it does not); on AArch64 no read folds into its
   user, every read kept in a register saves an instruction, and both
   are promoted as before.  Either way the results must be -O0's, with
   w outside d (the copies, when kept) and inside it (the original
   loops), and no build may be slower than GCC alone (@no-slower).

   @options -O2
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noinline)) void
scale (float *d, const float *w)
{
  for (int i = 0; i < 6; i++)
    d[i + 8] = (d[i] + 1) * w[0];
}

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

static unsigned long
hash (unsigned long h, int n)
{
  for (int k = 0; k < n; k++)
    h = h * 31 + (unsigned long) (buf[k] * 64.0f);
  return h;
}

int
main (void)
{
  unsigned long h = 0;
  for (int k = 0; k < 40; k++)
    buf[k] = (float) (k % 5) * 0.25f;
  for (int round = 0; round < 10000; round++)
    {
      scale (buf + (round & 7), buf + 24 + (round & 3));
      mix (buf + (round & 7), buf + 30 + (round & 3));
      buf[round & 15] = (float) (round % 3) * 0.5f;
    }
  h = hash (h, 40);
  for (int at = -2; at <= 14; at++)
    {
      for (int k = 0; k < 20; k++)
	buf[k] = (float) k * 0.125f;
      scale (buf, buf + 2 + at);
      h = hash (h, 20);
      mix (buf, buf + 3 + at);
      h = hash (h, 20);
    }
  printf ("%lx\n", h);
  return 0;
}
