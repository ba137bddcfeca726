/* not-pre-above.c - the reload of pre-above.c is not placed above the
   load's block when it could run where it must not, or more often.

   f: the rare path calls a function (here it writes the buffer out).  A
      call may free memory, so e->count read before the loop no longer
      proves that a load of it after the call cannot trap on the paths
      that leave the loop without reading it.
   g: the clobbering path is the common one (__builtin_expect): a load
      after it would run about as often as the load it removes.
   h: before the loop e->count is either stored or read, on two
      paths: its value is known at the loop's entry, but no single
      access dominates the rare path, which is all memopt takes as proof
      that the address is readable there.
   k: one arm of the switch calls a pure function (it writes nothing):
      the reload would be right, but e->count would live across the
      call in a callee-saved register, saved and restored in every call
      of k, which the rare path's load does not pay for (libpng's
      image_pixel_init ran 1.1% more instructions on AArch64).

   @options -O2
   @remarks 0 memopt: partially redundant load of e_[0-9]+\(D\)->count
   @run  */

#include <stdio.h>

struct enc
{
  unsigned long count, pos;
  unsigned range;
  unsigned char sym[64];
};

static unsigned long flushed;
static unsigned salt = 7;

__attribute__ ((noinline, pure)) unsigned
mixer (unsigned x)
{
  return x * 2654435761u + salt;
}

__attribute__ ((noipa)) void
flush (unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    flushed = flushed * 31 + out[i];
}

#define BODY								\
      switch (e->sym[e->pos])						\
	{								\
	case 0:								\
	  sum += 1;							\
	  e->range -= 3;						\
	  break;							\
	case 1:								\
	  sum += e->range & 7;						\
	  e->range >>= 1;						\
	  break;							\
	default:							\
	  sum += 11;							\
	  break;							\
	}								\
      e->pos++;

__attribute__ ((noipa)) unsigned long
f (struct enc *e, unsigned char *out, unsigned long *n)
{
  unsigned long sum = 0;
  while (e->pos < e->count)
    {
      if (__builtin_expect (e->range < 16, 0))
	{
	  out[(*n)++] = (unsigned char) e->range;
	  flush (out, *n);
	  e->range = (e->range << 8) | 0xff;
	}
      BODY
    }
  return sum;
}

__attribute__ ((noipa)) unsigned long
g (struct enc *e, unsigned char *out, unsigned long *n)
{
  unsigned long sum = 0;
  while (e->pos < e->count)
    {
      if (__builtin_expect (e->range < 16, 1))
	{
	  out[(*n)++] = (unsigned char) e->range;
	  e->range = (e->range << 8) | 0xff;
	}
      BODY
    }
  return sum;
}

__attribute__ ((noipa)) unsigned long
h (struct enc *e, unsigned char *out, unsigned long *n, unsigned long lim)
{
  unsigned long sum = 0;
  if (lim)
    e->count = lim;
  else
    sum = e->count & 1;
  do
    {
      if (__builtin_expect (e->range < 16, 0))
	{
	  out[(*n)++] = (unsigned char) e->range;
	  e->range = (e->range << 8) | 0xff;
	}
      BODY
    }
  while (e->pos < e->count);
  return sum;
}

__attribute__ ((noipa)) unsigned long
k (struct enc *e, unsigned char *out, unsigned long *n)
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
	default:
	  sum += mixer ((unsigned) sum) & 255u;
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
  for (int round = 0; round < 4; round++)
    {
      e.count = 40 + round;
      e.pos = 0;
      e.range = 1000 + round;
      for (int i = 0; i < 64; i++)
	e.sym[i] = (unsigned char) ((i * 7 + round) % 5);
      total += round == 0 ? f (&e, out, &n)
	       : round == 1 ? g (&e, out, &n)
	       : round == 2 ? h (&e, out, &n, 42) : k (&e, out, &n);
    }
  printf ("%lu %lu %lu %u\n", total, n, flushed, e.range);
  return total == 3431 && n == 4 && flushed == 12 && e.range == 826 ? 0 : 1;
}
