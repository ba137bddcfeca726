/* fire-lazy.c - a wrong lazy load is caught.

   The loop of tests/phi/lazy.c: under the condition it reads five
   fields of *s that a byte store before the loop may have written;
   memopt-phi loads each the first time the condition holds and carries
   it around the loop.  With break=value the merged value is off by
   one, and check mode reports it at the load.  The cost model of
   carried values is off: on x86-64 two of the group's loads (hash_mask,
   w_mask) are operands of an and, which saves no instruction, and the
   group no longer pays there (no-gain; tests/phi/lazy.c's group does);
   this test is about check mode.

   @check-options -O2
   @check-plugin-args carry-cost=off
   @check-args break=value
   @check-fires memopt-phi load-lazy insert 38  */

#include <stdio.h>
#include <string.h>

typedef unsigned short Pos;
struct state
{
  unsigned w_mask, ins_h, hash_mask, hash_shift;
  unsigned char *window;
  Pos *head;
  unsigned strstart, prev_length;
  unsigned char *l_buf;
};

__attribute__ ((noipa)) void
insert (struct state *s, unsigned len, unsigned max)
{
  s->l_buf[0] = (unsigned char) len;
  s->prev_length = len;
  do
    if (++s->strstart <= max)
      s->ins_h = ((s->ins_h << s->hash_shift) ^ s->window[s->strstart]) & s->hash_mask,
      s->head[s->ins_h & s->w_mask] = (Pos) s->strstart;
  while (--s->prev_length != 0);
}

int
main (void)
{
  static unsigned char window[512], l_buf[4];
  static Pos head[64];
  struct state s;
  memset (&s, 0, sizeof s);
  s.window = window;
  s.head = head;
  s.l_buf = l_buf;
  s.w_mask = 63;
  s.hash_mask = 1023;
  s.hash_shift = 3;
  for (int i = 0; i < 512; i++)
    window[i] = (unsigned char) (i * 37 + (i >> 3));
  for (int round = 0; round < 30; round++)
    insert (&s, 3 + round % 7, 400);
  unsigned long sum = 0;
  for (int i = 0; i < 64; i++)
    sum = sum * 31 + head[i];
  printf ("%u %u %lu\n", s.strstart, s.ins_h, sum);
  return 0;
}
