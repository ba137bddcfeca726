/* loads-only.c - a location the loop only reads: its read moves before
   the loop, in the copy the check selects.

   s->mask is read every iteration: the byte stores to out[] may write
   it, so GCC 12 reads it again each time.  memopt-promote reads it once
   before the copy of the loop (no write after it: the loop writes
   nothing of *s), after checking that out[0 .. n-1] misses s->mask.
   main runs it with out[] ending on each byte of the mask, where the
   original loop runs and the mask changes under it.

   @remarks 1 s_[0-9]+\(D\)->mask kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 0 writes an iteration\)
   @run  */

#include <stdio.h>

struct table
{
  unsigned mask;
  unsigned char tab[64];
};

__attribute__ ((noinline)) void
expand (struct table *s, unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    out[i] = s->tab[(i * 7) & s->mask] + 1;
}

union
{
  struct table t;
  unsigned char b[sizeof (struct table)];
} u;

int
main (void)
{
  static unsigned char buf[100];
  unsigned long h = 0;
  for (int k = 0; k < 64; k++)
    u.t.tab[k] = k * 5;
  u.t.mask = 63;
  expand (&u.t, buf, 100);
  for (int k = 0; k < 100; k++)
    h = h * 31 + buf[k];
  /* out[] in u.b[0 ..], ending before, on and after each byte of mask
     (bytes 0..3): the mask changes as the loop writes it.  */
  for (int start = 0; start < 6; start++)
    for (int n = 1; n < 8; n++)
      {
	u.t.mask = 0x0f0f0f0f;
	expand (&u.t, u.b + start, n);
	h = h * 31 + u.t.mask;
	for (unsigned k = 0; k < sizeof u.b; k++)
	  h = h * 31 + u.b[k];
      }
  printf ("%lx\n", h);
  return 0;
}
