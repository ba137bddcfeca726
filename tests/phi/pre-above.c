/* pre-above.c - a load at the bottom of a loop, clobbered only on a rare
   path far above it: the reload goes after that path.

   The shape of xz's rc_encode: the loop test reads e->count at the end
   of every iteration, below a switch; only the rare "flush" path, above
   the switch, may change it (its char stores through OUT may alias
   anything).  e->count is read before the loop, so it is readable
   there, and nothing between can free memory: memopt-phi loads it again
   at the end of the rare path (an edge into the switch's block, a join
   above the load's block) and carries it around the loop in a PHI.
   GCC 12 reloads it every iteration.

   @options -O2
   @remarks 1 memopt: partially redundant load of e_[0-9]+\(D\)->count made fully redundant by a load on edge bb [0-9]+->bb [0-9]+
   @run  */

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
  unsigned long sum = 0;
  while (e->pos < e->count)
    {
      if (__builtin_expect (e->range < 16, 0))
	{
	  out[(*n)++] = (unsigned char) e->range;
	  e->range = (e->range << 8) | 0xff;
	}
      switch (e->sym[e->pos])
	{
	case 0:
	  sum += 1;
	  e->range -= 3;
	  break;
	case 1:
	  sum += e->range & 7;
	  e->range >>= 1;
	  break;
	case 2:
	  sum += 5;
	  e->range -= e->range >> 2;
	  break;
	default:
	  sum += 11;
	  break;
	}
      e->pos++;
    }
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
  return total == 777 && n == 3 && check == 14678 && e.range == 57 ? 0 : 1;
}
