/* block.c - the column pass of an 8x8 block transform (memopt's issue
   "Do no harm"): a perf-regression with --plugin-arg carry-cost=off, none
   with the default plugin.

   Iteration c reads d[0], d[8], ... d[56] and writes them; d advances by
   one float, so the load of d[0] finds its value 8 iterations back, where
   that iteration stored d[8].  Without the cost model of carried values,
   memopt-phi makes each of 7 loads lazy: a chain of 8 PHIs and 8 flags
   around a loop of 8 iterations that never pays, and cols executes 2.5
   (x86-64) to 3.8 (AArch64) times the control's instructions.  The cost
   model refuses it (chain-longer-than-loop).  The factors are powers of
   two, so that the outputs are the same at every level (no rounding of a
   product that an FMA would skip).  */

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
      d[16] = (t0 - t3) * 0.5f + t2; d[48] = (t0 - t3) - t1 * 0.25f;
      d[40] = t4 * 0.5f + t5;        d[24] = t5 - t6 * 0.125f;
      d[8] = t6 + t7 * 2.0f;         d[56] = t7 - t4;
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
  printf ("%.3f\n", s);
  return 0;
}
