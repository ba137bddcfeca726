/* pre-entry-only-short.c - a load PRE that moves a loop's load to its
   latch is made when the loop runs few times per entry (here 1 to 4,
   a count GCC does not know: its guess is at most 8).

   The loop reads blk[k] at its head and the store to blk[0] before it
   gives the first iteration's value; the load of blk[k + 1] moves to the
   latch edge, so each call loads once less (300 loads fewer of about
   41,000; instructions: AArch64 374 fewer, x86-64 150 more, the load
   x86-64 folded into a comparison).  not-pre-entry-only-long.c, the same
   loop run 45 times, is refused.

   @options -O2
   @remarks 1 memopt: partially redundant load of blk\[k_[0-9]+\] made fully redundant by a load on edge
   @dump phi 0 ^refused phi-load
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
fold (unsigned c, unsigned n)
{
  double blk[45];
  for (unsigned k = 0; k < 45; k++)
    blk[k] = (double) ((c * 7u + k * 95u) & 1023u) - 300.0;
  blk[0] = blk[0] * 3.5 + blk[44];
  for (unsigned k = 0; k < n; k++)
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
    acc += fold (r, 1 + r % 4);
  printf ("%u\n", acc);
  return 0;
}
