/* if-vectorized-kept.c - memopt-promote's copy that pays only when GCC
   vectorizes it, kept because GCC does.

   w[0] is read every iteration: the stores to d[i + 8] may write it, so
   GCC 12 reads it again each time, and at -O2 it does not vectorize the
   loop (its very cheap cost model versions no loop for alias).  x86-64
   folds that read into the multiply (mulss (%rsi), %xmm0): keeping w[0]
   in a register saves an access but no instruction, and the read before
   the loop and the check cost some at each entry of a loop of 6
   iterations (the core's verdict: if-vectorized).  In the copy nothing
   may alias w[0] any more and GCC vectorizes it, two iterations a vector
   operation: the second instance of memopt-promote, after "vect", keeps
   it (fewer instructions and accesses than GCC alone: @no-slower).  main
   also runs it with w inside d[8 .. 13], where the original loop runs.

   @targets x86_64
   @options -O2
   @remarks 1 \*w_[0-9]+\(D\) kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 0 writes an iteration\)
   @dump promote 1 : 1 reads, 0 writes, 1 checks, .*: if-vectorized$
   @dump promote 1 ^memopt-promote: copy 0 kept: GCC vectorized the copy, not the original$
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noinline)) void
scale (float *d, const float *w)
{
  for (int i = 0; i < 6; i++)
    d[i + 8] = (d[i] + 1) * w[0];
}

float buf[32];

int
main (void)
{
  unsigned long h = 0;
  for (int k = 0; k < 32; k++)
    buf[k] = (float) (k % 7) * 0.25f;
  for (int round = 0; round < 20000; round++)
    {
      scale (buf + (round & 7), buf + 24 + (round & 3));
      buf[round & 31] = (float) (round % 5) * 0.5f;
    }
  /* w on each of d[8 .. 13] (and just outside): the original loop runs,
     and w[0] changes under it.  */
  for (int at = 7; at <= 14; at++)
    {
      for (int k = 0; k < 16; k++)
	buf[k] = (float) k * 0.5f;
      scale (buf, buf + at);
      for (int k = 0; k < 16; k++)
	h = h * 31 + (unsigned long) (buf[k] * 64.0f);
    }
  for (int k = 0; k < 32; k++)
    h = h * 31 + (unsigned long) (buf[k] * 64.0f);
  printf ("%lx\n", h);
  return 0;
}
