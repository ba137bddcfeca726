/* not-carry-chain.c - the column pass of an 8x8 block transform: no
   lazy load whose chain is longer than the loop runs (the cost model of
   carried values, plugin/core/carry.c).

   Iteration c reads d[0], d[8], ... d[56] and writes them; d advances by
   one float, so the load of d[0] finds its value 8 iterations back, where
   that iteration stored d[8].  Lazily that is a chain of 8 PHIs and 8
   flags for each of 7 loads around a loop of 8 iterations: the values
   never arrive, every load still runs, and the 56 carried floats spill.
   Before the cost model: x86-64 2.5 times GCC's instructions and 7 times
   its memory accesses, AArch64 3.8 and 6.5.  Now: refused, with the
   verdict in the dump, and the code executes no more than GCC's own.

   @options -O2
   @cflags -ffp-contract=off
   @remarks 0 memopt: load of .* performed only until its value is known
   @dump phi 1 ^refused phi-load .* lazy \(7 loads\): chain-longer-than-loop around the loop of bb[0-9]+ \(distance 8, 8 iterations, carries 8 gpr 56 fp
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noipa)) void
cols (float *d)
{
  for (int c = 0; c < 8; c++, d++)
    {
      float t0 = d[0] + d[56], t7 = d[0] - d[56];
      float t1 = d[8] + d[48], t6 = d[8] - d[48];
      float t2 = d[16] + d[40], t5 = d[16] - d[40];
      float t3 = d[24] + d[32], t4 = d[24] - d[32];
      d[0] = t0 + t3 + t1 + t2;      d[32] = t0 + t3 - t1 - t2;
      d[16] = (t0 - t3) * 0.7f + t2; d[48] = (t0 - t3) - t1 * 0.3f;
      d[40] = t4 * 0.5f + t5;        d[24] = t5 - t6 * 0.9f;
      d[8] = t6 + t7 * 1.3f;         d[56] = t7 - t4;
    }
}

int
main (void)
{
  static float b[64];
  for (int i = 0; i < 64; i++)
    b[i] = (float) (i % 7) * 0.25f;
  for (int k = 0; k < 2000; k++)
    {
      cols (b);
      for (int i = 0; i < 64; i++)
	if (b[i] > 64.0f || b[i] < -64.0f)
	  b[i] *= 0.125f;
    }
  double s = 0;
  for (int i = 0; i < 64; i++)
    s += b[i];
  printf ("%.0f\n", s);
  return 0;
}
