/* not-promote-barriers.c - loops that keep *state in memory, each for a
   reason of its own, and no remark.

   - with_call: a call in the loop may read or write *state;
   - with_volatile: a volatile access in the loop;
   - conditional: *state is written only on some iterations (keeping it
     in a register would need a flag to know whether to write it back;
     memopt-promote asks that every access of it run every iteration);
   - unknown_index: the byte store's address is out[idx[i]] with idx[i]
     an unsigned long read from memory: no evolution, and no bounds
     (an unsigned char index would bound it to out[0 .. 255], a range
     the pass checks: table-lookup.c);
   - after_exit: the loop exits before it writes *state on the last
     iteration, and a write after the loop would write *state on a path
     (size 0) where the loop never did.
   The dump says why each one is left alone.

   @remarks 0 kept in a register in a copy of the loop
   @dump promote 2 loop [0-9]+: a barrier$
   @dump promote 1 : 1 reads, 1 writes, 1 checks, .*: conditional$
   @dump promote 1 : 1 reads, 1 writes, 0 checks, .*: unknown-access$
   @run  */

#include <stdio.h>

typedef unsigned int U32;

__attribute__ ((noipa)) U32
step (U32 x)
{
  return x * 2654435761U + 1;
}

__attribute__ ((noinline)) void
with_call (U32 *state, unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      *state = step (*state);
      out[i] = *state >> 24;
    }
}

volatile int ticks;

__attribute__ ((noinline)) void
with_volatile (U32 *state, unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      *state = *state * 2654435761U + 1;
      out[i] = *state >> 24;
      ticks++;
    }
}

__attribute__ ((noinline)) void
conditional (U32 *state, unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      U32 s = *state;
      if (s & 1)
	*state = s * 3 + 1;
      out[i] = s;
    }
}

__attribute__ ((noinline)) void
unknown_index (U32 *state, unsigned char *out, const unsigned long *idx,
	       unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      *state = *state * 2654435761U + 1;
      out[idx[i]] = *state >> 24;
    }
}

union
{
  U32 w[4];
  unsigned char b[16];
} u;

int
main (void)
{
  static unsigned char buf[64];
  static const unsigned long idx[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
  unsigned long h = 0;
  for (int round = 0; round < 2; round++)
    {
      /* round 1: the buffer covers the state.  */
      U32 *st = round ? &u.w[1] : &u.w[3];
      unsigned char *out = round ? u.b : buf;
      *st = 11;
      with_call (st, out, 8);
      with_volatile (st, out, 8);
      conditional (st, out, 8);
      unknown_index (st, out, idx, 8);
      h = h * 31 + *st;
      for (int k = 0; k < 16; k++)
	h = h * 31 + u.b[k] + buf[k];
    }
  printf ("%lx %d\n", h, ticks);
  return 0;
}
