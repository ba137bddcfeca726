/* not-pre-rotation-widen.c - a loop-carried load PRE of a narrow value
   that is widened where it is used, and carried while the next one is
   loaded, is not made (the cost model's no-gain, plugin/core/carry.c).

   opus's init_caps: n = (b[i + 1] - b[i]) << lm with short b.  The load
   of b[i] along the back edge is b[i + 1] of the previous iteration, so
   load PRE could carry that value instead of loading b[i].  But GCC
   widens each short as it loads it (movswl, ldrsh: one instruction), so
   the widening stays when the load goes (movswl %si, %ecx), and b[i + 1]
   is loaded before b[i] is used, so the carried value takes a move per
   iteration (movl %r12d, %esi): one access saved for one instruction
   more, and a callee-saved register (init_caps: 1.061 times GCC's
   instructions).

   @options -O2
   @remarks 0 memopt: partially redundant load of
   @dump phi 1 ^refused phi-load .*: no-gain around the loop
   @run
   @no-slower O1 O2 O3  */

#include <stdio.h>

struct mode
{
  int nbands;
  const short *bands;
  const unsigned char *caps;
};

__attribute__ ((noipa)) void
init_caps (const struct mode *m, int *cap, int lm, int c)
{
  for (int i = 0; i < m->nbands; i++)
    {
      int n = (m->bands[i + 1] - m->bands[i]) << lm;
      cap[i] = (m->caps[m->nbands * (2 * lm + c - 1) + i] + 64) * c * n >> 2;
    }
}

int
main (void)
{
  static const short bands[22] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14,
				    16, 20, 24, 28, 34, 40, 48, 60, 78, 100 };
  static unsigned char caps[21 * 8];
  struct mode m = { 21, bands, caps };
  int cap[21];
  unsigned sum = 0;
  for (int i = 0; i < 21 * 8; i++)
    caps[i] = (unsigned char) (i * 37 + 11);
  for (int r = 0; r < 3000; r++)
    {
      init_caps (&m, cap, r & 3, 1 + (r & 1));
      for (int i = 0; i < 21; i++)
	sum = sum * 33u + (unsigned) cap[i];
    }
  printf ("%u\n", sum);
  return 0;
}
