/* not-promote-original-vectorized.c - at -O3 GCC versions the original
   loop for alias itself and vectorizes it, and does not vectorize
   memopt-promote's copy: the second instance of memopt-promote, after
   "vect", selects the original for good.

   A column butterfly of 10 iterations (memgen's perf-block shape; the
   30-minute campaign found it, bench/RESULTS-perf.md, seed 51): w[0]
   and w[3] are read every iteration and the stores to d[] may write
   them.  memopt-promote keeps them in registers in a copy of the loop
   (on AArch64 each read saved is an instruction saved: verdict yes).
   At -O3 GCC vectorizes the original loop behind its own alias check
   and unrolls the copy completely instead: with the copy, AArch64 ran
   1.25 times GCC's instructions.  GCC vectorizing the original and not
   the copy, the copy goes and the function is GCC's code again (twice:
   main's constant-propagated clone too).  On x86-64 both reads fold
   (verdict if-vectorized), GCC vectorizes the original too, and the
   copy goes as well.  At -O2
   GCC vectorizes neither and the copy stays (folded-reads-run.c and the
   other tests of this folder).  main runs it with w inside d too.

   @options -O3
   @remarks 0 kept in a register
   @dump promote 2 ^memopt-promote: copy 0 undone: GCC vectorized the original
   @run  */

#include <stdio.h>

__attribute__ ((noinline)) void
butterfly (float *d, const float *w)
{
  for (int i = 0; i < 10; i++, d += 4)
    {
      float x0 = d[0], x1 = d[32], x2 = d[64], x3 = d[96];
      float s0 = x0 + x3, e0 = x0 - x3;
      float s1 = x1 + x2, e1 = x1 - x2;
      float u0 = s0 + s1, v0 = e0 - e1;
      d[0] = u0 * 0.125f;
      d[32] = (w[0] * s0) + (w[3] * u0);
      d[64] = v0;
      d[96] = e1 * 0.5f;
    }
}

float buf[160];

int
main (void)
{
  unsigned long h = 0;
  for (int k = 0; k < 160; k++)
    buf[k] = (float) (k % 9) * 0.25f;
  for (int round = 0; round < 2000; round++)
    {
      butterfly (buf, buf + 140 + (round & 7));
      buf[round % 140] = (float) (round % 5) * 0.5f;
    }
  /* w[0] or w[3] inside the range the stores write: the original.  */
  for (int at = 0; at < 40; at += 3)
    {
      for (int k = 0; k < 140; k++)
	buf[k] = (float) (k % 7) * 0.5f;
      butterfly (buf, buf + at);
      for (int k = 0; k < 140; k++)
	h = h * 31 + (unsigned long) (buf[k] * 64.0f);
    }
  printf ("%lx\n", h);
  return 0;
}
