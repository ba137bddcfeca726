/* lazy.c - a loop that reads fields of *s only under a condition, with
   a byte store before it that may write them: each field is loaded the
   first time the condition holds, then reused.

   The shape of zlib's deflate_slow (INSERT_STRING after a match): the
   do-while bumps s->strstart every iteration and, while it is below
   max, hashes the next byte into s->ins_h and links it into s->head and
   s->prev.  window, prev, head, w_mask, hash_shift and hash_mask are not
   written in the loop (the stores are to ushort arrays and to uInt
   fields at other offsets), but the byte store to s->l_buf before the
   loop may have written any of them, and no access before the loop
   proves a load of them there cannot trap.  GCC 12 loads all of them
   in every iteration.  memopt-phi loads each of them, and ins_h, which
   the loop stores, the first time the condition holds in each run of
   the loop, and carries them around it in PHIs (7 loads, one test).

   @options -O2
   @remarks 7 memopt: load of s_[0-9]+\(D\)->[a-z_]+ performed only until its value is known in the loop \(one test for 7 loads\)
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
  unsigned strstart, lookahead, prev_length;
  unsigned char *l_buf;
  unsigned last_lit;
};

__attribute__ ((noipa)) void
insert (struct state *s, unsigned len, unsigned max)
{
  s->l_buf[s->last_lit++] = (unsigned char) len;
  s->prev_length = len;
  do
    {
      if (++s->strstart <= max)
	{
	  s->ins_h = ((s->ins_h << s->hash_shift)
		      ^ s->window[s->strstart + 2]) & s->hash_mask;
	  s->prev[s->strstart & s->w_mask] = s->head[s->ins_h];
	  s->head[s->ins_h] = (Pos) s->strstart;
	}
    }
  while (--s->prev_length != 0);
}

int
main (void)
{
  static unsigned char window[512], l_buf[64];
  static Pos prev[256], head[64];
  struct state s;
  memset (&s, 0, sizeof s);
  s.window = window;
  s.prev = prev;
  s.head = head;
  s.l_buf = l_buf;
  s.w_mask = 255;
  s.hash_mask = 63;
  s.hash_shift = 5;
  for (int i = 0; i < 512; i++)
    window[i] = (unsigned char) (i * 37 + (i >> 3));
  /* The last run stops inserting at 300: the condition turns false.  */
  for (int round = 0; round < 40; round++)
    insert (&s, 3 + round % 9, round < 39 ? 400 : 300);
  unsigned long sum = 0;
  for (int i = 0; i < 256; i++)
    sum = sum * 31 + prev[i];
  for (int i = 0; i < 64; i++)
    sum = sum * 31 + head[i];
  printf ("%u %u %lu\n", s.strstart, s.ins_h, sum);
  return 0;
}
