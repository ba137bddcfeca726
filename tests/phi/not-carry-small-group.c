/* not-carry-small-group.c - a lazy group of three loads is not made: it
   saves three loads in every iteration but the first, and adds a test,
   a branch and the flag's move in every one, so the loop would execute
   more instructions however long it runs (the cost model's no-gain,
   plugin/core/carry.c).  lazy.c's group of seven loads pays and is made.

   The loop reads three fields of *s (ins_h, hash_shift, window) only
   under a condition, after a byte store before the loop that may have
   written them (the shape of lazy.c with fewer fields).

   @options -O2
   @remarks 0 memopt: load of .* performed only until its value is known
   @dump phi 1 ^refused phi-load .* lazy \(3 loads\): no-gain around the loop
   @run
   @no-slower  */

#include <stdio.h>
#include <string.h>

struct state
{
  unsigned char *window;
  unsigned hash_mask, hash_shift;
  unsigned ins_h, strstart, prev_length;
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
	s->ins_h = ((s->ins_h << s->hash_shift)
		    ^ s->window[s->strstart + 2]) & 63;
    }
  while (--s->prev_length != 0);
}

int
main (void)
{
  static unsigned char window[4096], l_buf[256];
  struct state s;
  memset (&s, 0, sizeof s);
  s.window = window;
  s.l_buf = l_buf;
  s.hash_mask = 63;
  s.hash_shift = 5;
  for (int i = 0; i < 4096; i++)
    window[i] = (unsigned char) (i * 37 + (i >> 3));
  unsigned long sum = 0;
  for (int round = 0; round < 400; round++)
    {
      s.last_lit = round & 255;
      if ((round & 7) == 0)
	s.strstart = 0;
      insert (&s, 3 + round % 9, round % 11 ? 4000 : 300);
      sum = sum * 31 + s.ins_h;
    }
  printf ("%u %u %lu\n", s.strstart, s.ins_h, sum);
  return 0;
}
