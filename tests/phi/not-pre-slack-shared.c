/* not-pre-slack-shared.c - the cost model's 1 % of instructions is the
   loop's, shared by the load PREs around it (plugin/core/carry.c, 2).

   A butterfly over d[0..7] in a loop of 5 iterations that advances d by
   one float: the loads of d[0] .. d[6] in one iteration read what the
   previous one stored at (or loaded from) d[1] .. d[7], so load PRE
   could carry six values and load them once before the loop.  Each of
   them is about even (x86-64 folds several of the loads into subss,
   and a carried value costs a move), each fits in 1 % alone; together
   they ran 1.17 times GCC's instructions at -O1 (memgen seed 17, a
   perf-regression of make bench-perf-campaign; this program: 985,832
   instructions for GCC's 921,832 on x86-64).  A carried value costs a
   move on x86-64 unless a use of the value it replaces computes it
   (an instruction writes its first operand's register), and a copy
   where a use overwrites it; and the slack is the loop's: the first
   candidate that only breaks even takes it, the others are refused
   (no-gain).  With the shared slack alone x86-64 kept one of the
   seven, which breaks even in the model (a load saved, a move added)
   and fits in the slack with its load before the loop: 922,866
   instructions at -O1 for GCC 12's 920,880, but built with GCC 11 at
   -O2 983,192 for GCC 11's 965,207 (1.019 times).  A candidate that
   adds instructions in every iteration must save more than it adds
   there, whatever the slack: all seven are refused, and the program
   runs GCC's instructions at -O1 and -O2 with either compiler (the
   shared slack on its own: unit carry_slack_is_the_loops).

   @options -O1
   @dump phi 7 ^refused phi-load .*: no-gain around the loop
   @targets x86_64
   @run
   @no-slower O1 O2  */

#include <stdio.h>

__attribute__ ((noipa)) void
butterfly (float *d)
{
  for (int i = 0; i < 5; i++, d += 1)
    {
      float x0 = d[0], x1 = d[1], x2 = d[2], x3 = d[3];
      float x4 = d[4], x5 = d[5], x6 = d[6], x7 = d[7];
      float s0 = x0 + x7, e0 = x0 - x7;
      float s1 = x1 + x6, e1 = x1 - x6;
      float s2 = x2 + x5, e2 = x2 - x5;
      float s3 = x3 + x4, e3 = x3 - x4;
      float u0 = s0 + s1, v0 = e0 - e1;
      float v2 = e2 - e3;
      (void) s2; (void) s3;
      d[0] = v2 + v0;
      d[1] = e1;
      d[3] = e3;
      d[4] = v0 + s1;
      d[5] = s0 + u0;
      d[6] = e1 - v2;
    }
}

int
main (void)
{
  unsigned acc = 0;
  float blk[12];
  for (unsigned r = 0; r < 2000; r++)
    {
      for (unsigned k = 0; k < 12; k++)
	blk[k] = (float) ((r * 7u + k * 23u) & 255u);
      butterfly (blk);
      for (unsigned k = 0; k < 12; k++)
	acc = acc * 31u + (unsigned) (blk[k] < 0 ? -blk[k] : blk[k]);
    }
  printf ("%u\n", acc);
  return 0;
}
