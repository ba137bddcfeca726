/* fire-promote.c - a loop versioned on a range check that misses one of
   its stores is caught.

   With break=promote-range, memopt-promote's range of each byte store
   leaves out the byte's size: the range of op[0 .. n-1] ends at
   op[n-1] instead of after it.  main's buffer ends at the seed's first
   byte, so the check wrongly selects the copy that keeps *seed in a
   register, and the last store writes a byte of *seed in memory.  In
   check mode, *seed is read again before the write after the loop: it
   no longer holds the value read before the loop (line 23).

   @check-plugin-args promote=on
   @check-args break=promote-range
   @check-fires memopt-promote loop-promoted fill 23  */

#include <stdio.h>

__attribute__ ((noinline)) void
fill (unsigned *seed, unsigned char *op, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      unsigned s = *seed;
      s = s * 2654435761u + 2246822519u;
      *seed = s;
      op[i] = (s >> 24) | 1;
    }
}

union
{
  unsigned w[4];
  unsigned char b[16];
} u;

int
main (void)
{
  u.w[2] = 0x80808080u;
  /* op[0 .. 7] is u.b[1 .. 8]: its last byte is u.w[2]'s first.  */
  fill (&u.w[2], u.b + 1, 8);
  printf ("%x %x\n", u.w[2], u.b[1]);
  return 0;
}
