/* fire-pre-above.c - a wrong load placed above its block is caught.

   The loop of tests/phi/pre-above.c with the range and the position in
   locals, so that e->count is the one load memopt changes: read at the
   bottom of the loop, it is loaded again after the rare path (an edge
   into a join above the load's block) and carried around the loop in
   PHIs.  With break=value the PHI's value is off by one, and check mode
   reports it at the load.

   @check-options -O2
   @check-args break=value
   @check-fires memopt-phi load-pre f 28  */

#include <stdio.h>

struct enc
{
  unsigned long count, pos;
  unsigned range;
  unsigned char sym[64];
};

__attribute__ ((noipa)) unsigned long
f (struct enc *e, unsigned char *out, unsigned long *n)
{
  unsigned long sum = 0, i;
  unsigned range = e->range;
  for (i = e->pos; i < e->count; i++)
    {
      if (__builtin_expect (range < 16, 0))
	{
	  out[(*n)++] = (unsigned char) range;
	  range = (range << 8) | 0xff;
	}
      switch (e->sym[i])
	{
	case 0:
	  sum += 1;
	  range -= 3;
	  break;
	case 1:
	  sum += range & 7;
	  range >>= 1;
	  break;
	case 2:
	  sum += 5;
	  range -= range >> 2;
	  break;
	default:
	  sum += 11;
	  break;
	}
    }
  e->pos = i;
  e->range = range;
  return sum;
}

int
main (void)
{
  static struct enc e;
  unsigned char out[256];
  unsigned long n = 0, total = 0;
  for (int round = 0; round < 3; round++)
    {
      e.count = 40 + round;
      e.pos = 0;
      e.range = 1000 + round;
      for (int i = 0; i < 64; i++)
	e.sym[i] = (unsigned char) ((i * 7 + round) % 5);
      total += f (&e, out, &n);
    }
  unsigned long check = 0;
  for (unsigned long i = 0; i < n; i++)
    check = check * 31 + out[i];
  printf ("%lu %lu %lu %u\n", total, n, check, e.range);
  return 0;
}
