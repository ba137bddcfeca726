/* not-pre-rotation-copy.c - a loop-carried load PRE whose carried value
   is computed before the replaced load's value is last used is not made
   (the cost model's no-gain, plugin/core/carry.c: the chain rotates by a
   move, and on x86-64 the subtraction overwrites the new value, a second
   copy).

   lame's init_outer_loop: width[i] = l[i + 1] - l[i], two structures.
   The load of l[i] translated along the back edge is l[i + 1] of the
   previous iteration, so load PRE could load l[0] before the loop and
   carry l[i + 1] into the next iteration.  But l[i + 1] is loaded
   before l[i] is used, so both need a register: a
   move per iteration keeps the carried one, and on x86-64, where subl
   overwrites its first operand, a copy besides (movl %edx, %edi;
   movl %edx, %ecx; subl %edi, %ecx).  GCC alone folds the load of l[i]
   into the subtraction (subl (%rsi,%rax,4), %edx): one access saved,
   two instructions added (lame's init_outer_loop, this shape, ran 1.106
   times GCC's instructions).  x86-64 only: on AArch64, with one move
   and a load saved, GCC 12's own PRE carries the value already, and
   memopt's decision is the same code (not-pre-rotation-widen.c is
   refused on both).  recurrence.c, whose carried value is computed by
   the load's use (G[j] = G[j] + G[j - 1]), keeps its PRE.

   @options -O2
   @targets x86_64
   @asm x86_64 widths 1 subl\s+\(
   @remarks 0 memopt: partially redundant load of
   @dump phi 1 ^refused phi-load .*: no-gain around the loop
   @run
   @no-slower O1 O2 O3  */

#include <stdio.h>

struct bands
{
  int l[23];
};

struct info
{
  int width[22];
  int window[22];
};

__attribute__ ((noipa)) void
widths (struct info *ci, const struct bands *b)
{
  for (int sfb = 0; sfb < 22; sfb++)
    {
      ci->width[sfb] = b->l[sfb + 1] - b->l[sfb];
      ci->window[sfb] = 3;
    }
}

int
main (void)
{
  struct bands b;
  struct info ci;
  unsigned sum = 0;
  for (int i = 0; i < 23; i++)
    b.l[i] = i * i + 3 * i;
  for (int r = 0; r < 2000; r++)
    {
      b.l[r % 23] += r & 7;
      widths (&ci, &b);
      for (int i = 0; i < 22; i++)
	sum = sum * 31u + (unsigned) ci.width[i] + (unsigned) ci.window[i];
    }
  printf ("%u\n", sum);
  return 0;
}
