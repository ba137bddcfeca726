/* remark-inlined-into.c - a remark in code GCC inlined names the function
   it was compiled in.

   The remark keeps the line of the code it is about, here normalize's,
   which GCC inlined into encode_bit; a report that places remarks by
   line (bench/realworld/func-report.py, memopt-verify's perf findings)
   would give it to normalize.  The plugin adds "(inlined into
   encode_bit)", the assembler name of the function compiled:

     ...:36: memopt: load of _this_4(D)->val replaced by a PHI of values
             from 2 predecessors (inlined into encode_bit)

   The same load in a function of its own (encode_own) gets no suffix.
   (val is used before the branch: were it used only where it is
   stored, GCC would sink its load into that arm, and memopt-phi would
   refuse the PHI that keeps it on the other; not-pin-sinkable-load.c.)

   @remarks 1 memopt: load of .*->val replaced by a PHI of values from 2 predecessors \(inlined into encode_bit\)$
   @remarks 1 memopt: load of .*->val replaced by a PHI of values from 2 predecessors$
   @remarks 0 inlined into encode_own
   @run  */

#include <stdio.h>

struct enc { unsigned rng, val, out, n; };

__attribute__ ((noipa)) void
emit (struct enc *e, unsigned c)
{
  e->out = e->out * 31 + c;
  e->n++;
}

static inline void
normalize (struct enc *e)
{
  while (e->rng <= 0xff)
    {
      emit (e, e->val >> 8);
      e->val = (e->val << 8) & 0xffff;
      e->rng <<= 8;
    }
}

__attribute__ ((noipa)) void
encode_bit (struct enc *e, int bit, unsigned logp)
{
  unsigned r = e->rng, l = e->val, s = r >> logp;
  r -= s;
  e->n += l & 1;
  if (bit)
    e->val = l + r;
  e->rng = bit ? s : r;
  normalize (e);
}

__attribute__ ((noipa)) void
encode_own (struct enc *e, int bit, unsigned logp)
{
  unsigned r = e->rng, l = e->val, s = r >> logp;
  r -= s;
  e->n += l & 1;
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
  struct enc a = { 0x8000, 0, 0, 0 }, b = a;
  for (int i = 0; i < 1000; i++)
    {
      encode_bit (&a, i % 3 == 0, 1 + i % 7);
      encode_own (&b, i % 3 == 0, 1 + i % 7);
      if (a.rng == 0)
        a.rng = b.rng = 0x8000;
    }
  printf ("%u %u %u %u\n", a.out, a.n, b.out, b.n);
  return a.out == b.out && a.n == b.n ? 0 : 1;
}
