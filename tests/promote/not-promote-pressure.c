/* not-promote-pressure.c - *seed is not kept in a register in a loop
   that already keeps more values live than the target has general
   registers (32 sums beside the generator: x86-64 has 15, AArch64 30):
   its register would be spilled, a store and a reload every iteration
   where the loop had its read and write (the cost model of carried
   values, plugin/core/carry.c; memopt-promote's verdict
   register-pressure).  rand-buffer.c's loops, with registers to spare,
   are versioned.

   @remarks 0 kept in a register
   @dump promote 1 : 1 reads, 1 writes, 1 checks, .*: register-pressure$
   @run
   @no-slower  */

#include <stdio.h>

#define SUMS(X)								\
  X (0) X (1) X (2) X (3) X (4) X (5) X (6) X (7) X (8) X (9) X (10)	\
  X (11) X (12) X (13) X (14) X (15) X (16) X (17) X (18) X (19) X (20)	\
  X (21) X (22) X (23) X (24) X (25) X (26) X (27) X (28) X (29) X (30)	\
  X (31)
#define DECLARE(n) unsigned sum##n = n;
#define ADD(n) sum##n = sum##n * 3 + (s >> (n & 15)) + n;
#define FOLD(n) total = total * 31 + sum##n;

__attribute__ ((noinline)) unsigned
fill (unsigned *seed, unsigned char *out, unsigned long n)
{
  SUMS (DECLARE)
  for (unsigned long i = 0; i < n; i++)
    {
      unsigned s = *seed * 2654435761u + 2246822519u;
      *seed = s;
      out[i] = (unsigned char) (s >> 24);
      SUMS (ADD)
    }
  unsigned total = 0;
  SUMS (FOLD)
  return total;
}

int
main (void)
{
  static unsigned char out[256];
  unsigned seed = 1, h = 0;
  for (int k = 0; k < 100; k++)
    {
      h = h * 7 + fill (&seed, out, 64 + k);
      for (int i = 0; i < 64; i++)
	h = h * 31 + out[i];
    }
  printf ("%u %u\n", h, seed);
  return 0;
}
