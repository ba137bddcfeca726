/* global-state.c - the location kept in a register is a global whose
   address is taken, and a field of a structure reached by a pointer.

   lcg_global updates the global state each iteration, and its byte
   stores through OUT may write it (main passes the state's own bytes);
   lcg_field does the same with ctx->state, a field after a header, while
   it also reads ctx->scale, which the loop does not write (the byte
   stores may write it too): both are kept in registers in one copy of
   the loop, whose one check compares the stores' range with the two
   fields' bytes as a whole.  main calls both with buffers that end at,
   cover and follow the state.

   @remarks 1 memopt: state kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 1 writes an iteration\)
   @remarks 1 ctx_[0-9]+\(D\)->state kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 1 writes an iteration\)
   @remarks 1 ctx_[0-9]+\(D\)->scale kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 0 writes an iteration\)
   @run  */

#include <stdio.h>

unsigned state = 1;
unsigned *state_addr = &state;

__attribute__ ((noinline)) void
lcg_global (unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      state = state * 69069u + 1u;
      out[i] = state >> 24;
    }
}

struct ctx
{
  int header[3];
  unsigned state;
  unsigned scale;
};

__attribute__ ((noinline)) void
lcg_field (struct ctx *ctx, unsigned char *out, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      unsigned s = ctx->state * 69069u + 1u;
      ctx->state = s;
      out[i] = (s >> 24) * ctx->scale;
    }
}

union
{
  struct ctx c;
  unsigned char b[sizeof (struct ctx)];
} u;

int
main (void)
{
  static unsigned char buf[40];
  unsigned long h = 0;
  lcg_global (buf, 40);
  for (int k = 0; k < 40; k++)
    h = h * 31 + buf[k];
  lcg_global ((unsigned char *) state_addr - 2, 3);
  lcg_global ((unsigned char *) state_addr + 3, 1);
  lcg_global ((unsigned char *) state_addr + 4, 0);
  h = h * 31 + state;
  /* u.c.state is bytes 12..15, u.c.scale 16..19.  */
  for (int start = 0; start < 20; start += 3)
    for (int n = 1; n < 9; n += 2)
      {
	u.c.state = 5;
	u.c.scale = 3;
	lcg_field (&u.c, u.b + start, n);
	for (unsigned k = 0; k < sizeof u.b; k++)
	  h = h * 31 + u.b[k];
      }
  printf ("%lx\n", h);
  return 0;
}
