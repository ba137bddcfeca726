/* downward.c - a buffer filled from its end: the range of a negative
   step, [op + STEP * N, op + SIZE).

   The loop writes 16-bit words from op[n - 1] down to op[0] with memcpy
   (which may write any object, so GCC 12 keeps *seed in memory); *seed
   is kept in a register in the copy.  main runs it with the words ending
   on, covering and starting after the seed.

   @remarks 1 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 1 writes an iteration\)
   @run  */

#include <stdio.h>
#include <string.h>

__attribute__ ((noinline)) void
fill_down (unsigned *seed, unsigned short *op, long n)
{
  for (long i = n - 1; i >= 0; i--)
    {
      unsigned s = *seed * 1103515245u + 12345u;
      *seed = s;
      unsigned short v = s >> 16;
      memcpy (op + i, &v, 2);
    }
}

union
{
  unsigned w[8];
  unsigned short h[16];
  unsigned char b[32];
} u;

int
main (void)
{
  static unsigned short buf[50];
  unsigned seed = 1;
  unsigned long h = 0;
  fill_down (&seed, buf, 50);
  for (int k = 0; k < 50; k++)
    h = h * 31 + buf[k];
  /* The seed is u.w[3]: bytes 12..15, halfwords 6 and 7.  */
  for (int start = 0; start < 12; start++)
    for (int n = 1; n < 6; n++)
      {
	u.w[3] = 99;
	fill_down (&u.w[3], u.h + start, n);
	h = h * 31 + u.w[3];
	for (int k = 0; k < 32; k++)
	  h = h * 31 + u.b[k];
      }
  printf ("%lx %x\n", h, seed);
  return 0;
}
