/* not-pre-entry-only-long.c - a load PRE that would only move a loop's
   load to its latch is not made in a loop known to run 45 times (the
   cost model's no-gain, plugin/core/carry.c).

   The loop reads blk[k] at its head; the store to blk[0] before it makes
   the first iteration's value known, so load PRE could take the value
   on the entry edge and load blk[k + 1] on the latch edge instead: the
   loop still loads in every iteration but the first, one access saved
   per call, while the stored value stays live from the store to the
   loop.  memgen's perf-block shape (a campaign of make
   bench-perf-campaign, x86-64 -O3) lost 5 % of its instructions to it;
   this smaller one executed 2.3 % more instructions on x86-64 and 0.7 %
   more on AArch64 (12,925 and 3,366 instructions for 299 loads).
   pre-entry-only-short.c, whose loop runs at most 4 times, keeps it.

   @options -O2
   @remarks 0 memopt: partially redundant load of blk
   @dump phi 1 ^refused phi-load .*: no-gain around the loop
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
fold (unsigned c)
{
  double blk[45];
  for (unsigned k = 0; k < 45; k++)
    blk[k] = (double) ((c * 7u + k * 95u) & 1023u) - 300.0;
  blk[0] = blk[0] * 3.5 + blk[44];
  for (unsigned k = 0; k < 45; k++)
    {
      double x = blk[k] < 0 ? -blk[k] : blk[k];
      while (x >= 256)
	x *= 0.00390625;
      blk[k] = (double) ((unsigned) x & 255u);
    }
  unsigned acc = 0;
  for (unsigned k = 0; k < 45; k++)
    acc = acc * 31u + (unsigned) blk[k];
  return acc;
}

int
main (void)
{
  unsigned acc = 0;
  for (unsigned r = 0; r < 300; r++)
    acc += fold (r);
  printf ("%u\n", acc);
  return 0;
}
