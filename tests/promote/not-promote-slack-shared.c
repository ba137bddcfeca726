/* not-promote-slack-shared.c - memopt-promote's 1 % of instructions for
   reads that save none is the loop's, shared by the locations promoted
   in it (plugin/core/promote.c, pays_in_insns).

   A 4x4 matrix applied to a column of 9 blocks: each weight is read
   once an iteration, folded by x86-64 into its multiplication
   (mulss (%rsi), %xmm1); memopt-promote considers the first eight.  Kept in registers they save
   an access an iteration and no instruction, for a read before the loop
   and a check of d against each: each one alone fits in 1 % of what the
   9-iteration loop executes, the eight together did not (memgen seed
   118, x86-64 -O1: 1.11 times GCC's instructions with load PRE).  Now
   the first takes the slack and the other seven are refused
   (saves-no-insn): 2,512,664 instructions for GCC's 2,408,664 before,
   none more after.  At -O2 (the vectorizer on) the others would be kept
   if GCC vectorized the copy (if-vectorized), but the copy the first
   one pays for is kept anyway, so they are dropped from it.  Left: at
   -O2 the copy and memopt-phi's PRE of d[0] .. d[3] (which GCC makes
   itself without the copy) together run 1.04 times GCC's instructions
   here; each alone runs at most 1.009 times.

   @options -O1
   @targets x86_64
   @dump promote 7 saves-no-insn$
   @run
   @no-slower O1  */

#include <stdio.h>

__attribute__ ((noipa)) void
apply (float *d, const float *w)
{
  for (int i = 0; i < 9; i++, d += 4)
    {
      float x0 = d[0], x1 = d[1], x2 = d[2], x3 = d[3];
      d[4] = x0 * w[0] + x1 * w[4] + x2 * w[8] + x3 * w[12];
      d[5] = x0 * w[1] + x1 * w[5] + x2 * w[9] + x3 * w[13];
      d[6] = x0 * w[2] + x1 * w[6] + x2 * w[10] + x3 * w[14];
      d[7] = x0 * w[3] + x1 * w[7] + x2 * w[11] + x3 * w[15];
    }
}

int
main (void)
{
  float blk[40], w[16];
  unsigned acc = 0;
  for (unsigned k = 0; k < 16; k++)
    w[k] = (float) (1u << (k & 3)) * 0.25f;
  for (unsigned r = 0; r < 2000; r++)
    {
      for (unsigned k = 0; k < 40; k++)
	blk[k] = (float) ((r * 7u + k * 35u) & 255u);
      apply (blk, w);
      for (unsigned k = 0; k < 40; k++)
	acc = acc * 31u + ((unsigned) blk[k] & 1023u);
    }
  printf ("%u\n", acc);
  return 0;
}
