/* not-pin-sinkable-load.c - memopt-phi makes no PHI whose argument is a
   load GCC would sink off that argument's edge, when the edge does not
   always lead to the replaced load.

   A range coder's bit (opus's ec_enc_bit_logp, inlined normalisation):
   val is loaded at the top but used only where bit is set, so GCC sinks
   the load into that arm (addl %eax, 36(%rdi)).  The loop after it
   reloads val; memopt-phi could replace that load with PHI <l + r, l>
   at the join, but the PHI's second argument keeps the load of l on the
   path where bit is clear, and that path mostly returns without
   entering the loop: one access more per call for one saved per loop
   entry (ec_enc_bit_logp: 1.13 times GCC's memory accesses, 1.15 times
   its instructions).  remark-inlined-into.c, where val is used before
   the branch (its load cannot sink), keeps the PHI.

   @options -O2
   @remarks 0 memopt: load of .*->val replaced by a PHI
   @dump phi 1 ^Skipped: a PHI argument is a load GCC would sink off its edge
   @run
   @no-slower  */

#include <stdio.h>

struct enc { unsigned rng, val, out, n; };

__attribute__ ((noipa)) void
emit (struct enc *e, unsigned c)
{
  e->out = e->out * 31 + c;
  e->n++;
}

__attribute__ ((noipa)) void
encode_bit (struct enc *e, int bit, unsigned logp)
{
  unsigned r = e->rng, l = e->val, s = r >> logp;
  r -= s;
  if (bit)
    e->val = l + r;
  e->rng = bit ? s : r;
  while (e->rng <= 0xff)
    {
      emit (e, e->val >> 8);
      e->val = (e->val << 8) & 0xffff;
      e->rng <<= 8;
    }
}

int
main (void)
{
  struct enc a = { 0x800000, 0, 0, 0 };
  for (int i = 0; i < 20000; i++)
    encode_bit (&a, i % 5 == 0, 4 + i % 3);
  printf ("%u %u %u\n", a.out, a.n, a.rng);
  return 0;
}
