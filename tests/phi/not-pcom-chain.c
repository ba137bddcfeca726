/* not-pcom-chain.c - at -O2 memopt-phi leaves to GCC's predictive
   commoning the loop-carried loads it certainly removes itself, and only
   those.

   prefix: f[i] += f[i - 1], the shape of bzip2's mainSort
   (blocksort.c:803).  GCC 12 -O2 runs pcom (the vectorizer is on), which
   makes the same PHI after memopt-phi; when memopt made it first, IRA
   coloured bzip2's whole mainSort differently (x86-64: +1.6 M loads and
   stores in the inlined partition loop).  No remark, and the function's
   code is GCC's own (one load an iteration either way: two loads in
   all, one before the loop).
   prefix_call: a call in the loop (pcom's data-reference analysis may
   give up on one): memopt-phi still makes the PHI.
   prefix_other: another store to another array in the loop, at no known
   distance from f: memopt-phi still makes the PHI.
   At -O1 (no pcom) prefix gets it too: recurrence.c.

   @options -O2
   @remarks 0 not-pcom-chain\.c:(2[6-9]|3[01]):[0-9]+: optimized: memopt:
   @remarks 1 not-pcom-chain\.c:4[0-9]:[0-9]+: optimized: memopt: partially redundant load of
   @remarks 1 not-pcom-chain\.c:5[0-9]:[0-9]+: optimized: memopt: partially redundant load of
   @asm aarch64 prefix 2 ldr
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
prefix (int *f, int n)
{
  for (int i = 1; i < n; i++)
    f[i] += f[i - 1];
}

__attribute__ ((const, noinline)) int
scale (int i)
{
  return (i & 3) + 1;
}

__attribute__ ((noipa)) void
prefix_call (int *f, int n)
{
  for (int i = 1; i < n; i++)
    f[i] += f[i - 1] * scale (i);
}

__attribute__ ((noipa)) void
prefix_other (int *f, short *g, int n)
{
  for (int i = 1; i < n; i++)
    {
      f[i] += f[i - 1];
      g[i] = (short) i;
    }
}

int
main (void)
{
  int a[64], b[64], c[64];
  short g[64];
  for (int i = 0; i < 64; i++)
    a[i] = b[i] = c[i] = i * 7 - 100, g[i] = 0;
  prefix (a, 64);
  prefix_call (b, 64);
  prefix_other (c, g, 64);
  /* Overlapping: the second starts in the middle of the first's result.  */
  prefix (a + 20, 30);
  long sa = 0, sb = 0, sc = 0;
  for (int i = 0; i < 64; i++)
    sa += a[i], sb += b[i], sc += c[i] + g[i];
  printf ("%ld %ld %ld %d %d\n", sa, sb, sc, a[63], b[63]);
  return 0;
}
