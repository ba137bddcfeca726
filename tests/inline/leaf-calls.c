/* leaf-calls.c - a small static leaf function called from many places
   is treated as declared inline, and GCC's inliner takes every call.

   pixel_field() is pngvalid's sample() in small: about 40 instructions
   of bit arithmetic and one or two byte loads, no call, no loop.  GCC
   12 at -O2 inlines a function not declared inline only up to 15
   instructions, so each of unpack()'s six calls stays a call, and the
   values unpack() keeps across them live in callee-saved registers,
   saved and restored on every call of unpack().  memopt-inline marks it
   inline; no call of it is left.  main runs every depth and colour
   type over a row of bytes.

   @remarks 1 pixel_field, a leaf of [0-9]+ instructions called in 6 places, treated as declared inline
   @asm x86_64 unpack 0 call[[:space:]]+pixel_field
   @asm aarch64 unpack 0 bl[[:space:]]+pixel_field
   @run  */

#include <stdio.h>

static unsigned
pixel_field (const unsigned char *row, unsigned char type, unsigned char depth,
	     unsigned x, unsigned channel, int swap, int little)
{
  unsigned bit = x * depth, base = bit, v;

  if ((type & 1) == 0)
    {
      if (type & 2)
	bit *= 3;
      if (type & 4)
	bit += base;
      if (type & 6)
	bit += channel * depth;
    }
  row += bit >> 3;
  v = *row;
  if (depth == 8)
    return v;
  if (depth > 8)
    return swap ? (row[1] << 8) + v : (v << 8) + row[1];
  bit &= 7;
  if (!little)
    bit = 8 - bit - depth;
  return (v >> bit) & ((1u << depth) - 1);
}

struct pixel { unsigned r, g, b, a, r2, g2; };

__attribute__ ((noinline)) void
unpack (struct pixel *p, const unsigned char *row, unsigned char type,
	unsigned char depth, unsigned x, int swap, int little)
{
  p->r = pixel_field (row, type, depth, x, 0, swap, little);
  p->g = pixel_field (row, type, depth, x, 1, swap, little);
  p->b = pixel_field (row, type, depth, x, 2, swap, little);
  p->a = pixel_field (row, type, depth, x, 3, swap, little);
  p->r2 = pixel_field (row, type, depth, x + 1, 0, !swap, little);
  p->g2 = pixel_field (row, type, depth, x + 1, 1, swap, !little);
}

int
main (void)
{
  static const unsigned char depths[] = { 1, 2, 4, 8, 16 };
  unsigned char row[256];
  unsigned long h = 0;
  for (int i = 0; i < 256; i++)
    row[i] = (unsigned char) (i * 37 + 11);
  for (unsigned d = 0; d < sizeof depths; d++)
    for (unsigned char type = 0; type < 8; type++)
      for (unsigned x = 0; x < 4; x++)
	for (int s = 0; s < 4; s++)
	  {
	    struct pixel p;
	    unpack (&p, row, type, depths[d], x, s & 1, s >> 1);
	    h = h * 31 + p.r + 3 * p.g + 5 * p.b + 7 * p.a + 11 * p.r2
		+ 13 * p.g2;
	  }
  printf ("%lu\n", h);
  return 0;
}
