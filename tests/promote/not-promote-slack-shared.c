/* not-promote-slack-shared.c - memopt-promote's 1 % of instructions for
   reads that save none is the loop's, shared by the locations promoted
   in it (plugin/core/promote.c, pays_in_insns).

   A 4x4 matrix applied to a column of 9 blocks: each weight is read
   once an iteration, folded by x86-64 into its multiplication
   (mulss (%rsi), %xmm1); memopt-promote considers the first eight.  Kept in registers they save
   an access an iteration and no instruction, for a read before the loop
   and a check of d against each: each one alone fits in 1 % of what the
   9-iteration loop executes, the eight together did not (memgen seed
   118, x86-64 -O1: 1.11 times GCC's instructions with load PRE).  With
   the slack shared, the first took it and the other seven were refused
   (saves-no-insn): 2,512,664 instructions for GCC's 2,408,664 before,
   none more after.  The loop's header runs 9 times per entry, where
   the profile said 10: counted with GCC's bound, 1 % of the loop is
   less than the first one's read and check, and all eight are refused
   (at -O1 GCC's code: 2,391,697 instructions for GCC's 2,407,697 with
   the rest of memopt; with the first kept, 2,371,683).  At -O2 they
   would be kept if GCC vectorized the copy (if-vectorized); it does
   not.  Before that, at -O2 the copy and memopt-phi's PRE of d[0] ..
   d[3] (which GCC makes itself without the copy) together ran 1.04
   times GCC's instructions (2,133,691 for 2,049,705); now GCC's
   instructions.

   @options -O1
   @targets x86_64
   @dump promote 8 saves-no-insn$
   @run
   @no-slower O1 O2  */

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
