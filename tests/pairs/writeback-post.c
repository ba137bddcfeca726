/* writeback-post.c - an add of the pointer after a load through it
   becomes a post-indexed load.

   In sum4's loop, GCC 12 leaves "add x2, x2, 4" just before the load of
   p[0], now at [x2, -4] (sched2 moved the add up); the pass folds the
   add into that load: "ldrb w6, [x2], 4" (the load sees the old
   pointer, the register gets the new one).  The other loads keep their
   offsets from the old pointer.  main checks the sum.

   @targets aarch64
   @remarks 1 post-indexed load formed from the load at .*writeback-post\.c:2[0-9] and the add at .*writeback-post\.c:2[0-9]
   @asm aarch64 sum4 1 ^[[:space:]]+ldrb[[:space:]]+w[0-9]+, \[x[0-9]+\], 4$
   @asm aarch64 sum4 0 ^[[:space:]]+add[[:space:]]+x[0-9]+, x[0-9]+, 4$
   @run
   The summary of sum4's dump (the second instance) counts the adds the
   core looked at and the one form:
   @dump pairs 1 , 2 writeback adds, 1 writeback forms, 0 writeback refused$  */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
sum4 (const unsigned char *p, long n)
{
  unsigned s = 0;
  while (n--)
    {
      s += p[0] + p[1] * 3 + p[2] * 5 + p[3] * 7;
      p += 4;
    }
  return s;
}

int
main (void)
{
  unsigned char b[40];
  for (int i = 0; i < 40; i++)
    b[i] = (unsigned char) (i * 7 + 1);
  unsigned s = sum4 (b, 10);
  unsigned want = 0;
  for (int i = 0; i < 10; i++)
    want += b[4 * i] + b[4 * i + 1] * 3 + b[4 * i + 2] * 5 + b[4 * i + 3] * 7;
  printf ("%u %u\n", s, want);
  return s == want ? 0 : 1;
}
