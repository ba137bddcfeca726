/* not-lazy.c - the loads of lazy.c are left alone when reusing them
   would be wrong or would not pay.

   f: the loop calls a function that may write *s: nothing read before
      the call is known after it.
   g: only one field is read under the condition: one test per
      iteration would cost what the one load does, so a lone lazy load
      is not made (min_lazy_group, 2).
   h: the loop is expected to run once per entry (__builtin_expect on
      its test): the loads would run about as often as now, plus the
      test.
   k: the fields are volatile: every read must happen.
   m: the loop keeps 32 sums in registers: by GCC's estimate of the
      registers a loop has (estimate_reg_pressure_cost), the lazy values
      and their flag would not fit, and spilling costs more than the
      loads (zstd's optimal parser).

   @options -O2
   @remarks 0 memopt: load of .* performed only until its value is known
   @run  */

#include <stdio.h>
#include <string.h>

typedef unsigned short Pos;
struct state
{
  unsigned w_mask;
  unsigned char *window;
  Pos *prev, *head;
  unsigned ins_h, hash_mask, hash_shift;
  unsigned strstart, prev_length;
  unsigned char *l_buf;
  unsigned last_lit;
};

struct vstate
{
  volatile unsigned hash_mask, hash_shift;
  unsigned ins_h, strstart, prev_length;
  unsigned char *window;
};

static unsigned long calls;

__attribute__ ((noipa)) void
note (struct state *s)
{
  calls += s->strstart;
}

#define INSERT(s)							\
  do									\
    {									\
      (s)->ins_h = (((s)->ins_h << (s)->hash_shift)			\
		    ^ (s)->window[(s)->strstart + 2]) & (s)->hash_mask;	\
      (s)->prev[(s)->strstart & (s)->w_mask] = (s)->head[(s)->ins_h];	\
      (s)->head[(s)->ins_h] = (Pos) (s)->strstart;			\
    }									\
  while (0)

__attribute__ ((noipa)) void
f (struct state *s, unsigned len, unsigned max)
{
  s->l_buf[s->last_lit++] = (unsigned char) len;
  s->prev_length = len;
  do
    {
      if (++s->strstart <= max)
	{
	  INSERT (s);
	  note (s);
	}
    }
  while (--s->prev_length != 0);
}

__attribute__ ((noipa)) void
g (struct state *s, unsigned len, unsigned max)
{
  s->l_buf[s->last_lit++] = (unsigned char) len;
  s->prev_length = len;
  do
    {
      if (++s->strstart <= max)
	s->ins_h += s->strstart;
    }
  while (--s->prev_length != 0);
}

__attribute__ ((noipa)) void
h (struct state *s, unsigned len, unsigned max)
{
  s->l_buf[s->last_lit++] = (unsigned char) len;
  s->prev_length = len;
  do
    {
      if (++s->strstart <= max)
	INSERT (s);
    }
  while (__builtin_expect (--s->prev_length != 0, 0));
}

__attribute__ ((noipa)) void
k (struct vstate *s, unsigned char *l_buf, unsigned len, unsigned max)
{
  l_buf[0] = (unsigned char) len;
  s->prev_length = len;
  do
    {
      if (++s->strstart <= max)
	s->ins_h = ((s->ins_h << s->hash_shift)
		    ^ s->window[s->strstart + 2]) & s->hash_mask;
    }
  while (--s->prev_length != 0);
}

#define SUMS(X)								\
  X (0) X (1) X (2) X (3) X (4) X (5) X (6) X (7) X (8) X (9) X (10)	\
  X (11) X (12) X (13) X (14) X (15) X (16) X (17) X (18) X (19) X (20)	\
  X (21) X (22) X (23) X (24) X (25) X (26) X (27) X (28) X (29) X (30)	\
  X (31)
#define DECLARE(n) unsigned sum##n = n;
#define ADD(n) sum##n = sum##n * 3 + (x >> (n & 7)) + n;
#define FOLD(n) total = total * 31 + sum##n;

__attribute__ ((noipa)) unsigned long
m (struct state *s, unsigned len, unsigned max)
{
  SUMS (DECLARE)
  s->l_buf[s->last_lit++] = (unsigned char) len;
  s->prev_length = len;
  do
    {
      unsigned x = s->prev_length;
      if (++s->strstart <= max)
	x += (s->ins_h << s->hash_shift) ^ s->hash_mask ^ s->w_mask;
      SUMS (ADD)
    }
  while (--s->prev_length != 0);
  unsigned long total = 0;
  SUMS (FOLD)
  return total;
}

int
main (void)
{
  static unsigned char window[1024], l_buf[256];
  static Pos prev[256], head[64];
  struct state s;
  struct vstate v;
  memset (&s, 0, sizeof s);
  memset (&v, 0, sizeof v);
  s.window = v.window = window;
  s.prev = prev;
  s.head = head;
  s.l_buf = l_buf;
  s.w_mask = 255;
  s.hash_mask = v.hash_mask = 63;
  s.hash_shift = v.hash_shift = 5;
  for (int i = 0; i < 1024; i++)
    window[i] = (unsigned char) (i * 37 + (i >> 3));
  for (int round = 0; round < 20; round++)
    {
      f (&s, 3 + round % 9, 500);
      g (&s, 3 + round % 5, 600);
      h (&s, 2 + round % 4, 700);
      k (&v, l_buf, 3 + round % 7, 900);
      calls += m (&s, 3 + round % 6, 950);
    }
  unsigned long sum = calls;
  for (int i = 0; i < 256; i++)
    sum = sum * 31 + prev[i];
  for (int i = 0; i < 64; i++)
    sum = sum * 31 + head[i];
  printf ("%u %u %u %lu\n", s.strstart, s.ins_h, v.ins_h, sum);
  return 0;
}
