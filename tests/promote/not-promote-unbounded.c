/* not-promote-unbounded.c - table-lookup.c with table indices whose
   range GCC does not bound below 1 MiB: s >> 7 may reach 2^25 - 1, and
   an index read from memory has no range at all.  Those reads have no
   range to check, so *seed stays in memory (no remark; the dump says
   unknown-access for both loops).  gen_wide is compiled only: main
   runs it zero times (its reads could leave the table).

   @remarks 0 kept in a register
   @dump promote 2 : 1 reads, 1 writes, [12] checks, .*: unknown-access$
   @run  */

#include <stdio.h>

__attribute__ ((noinline)) void
gen_wide (unsigned *seed, unsigned char *out, const unsigned char *tab,
	  unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      unsigned s = *seed * 2654435761u + 2246822519u;
      *seed = s;
      out[i] = tab[s >> 7];
    }
}

__attribute__ ((noinline)) void
gen_indirect (unsigned *seed, unsigned char *out, const unsigned char *tab,
	      const unsigned *idx, unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      unsigned s = *seed * 2654435761u + 2246822519u;
      *seed = s;
      out[i] = tab[idx[i]] ^ (unsigned char) s;
    }
}

unsigned char tab[1024], out[64];
unsigned idx[64];

int
main (void)
{
  unsigned seed = 1;
  unsigned long h = 0;
  for (unsigned i = 0; i < 1024; i++)
    tab[i] = (unsigned char) (i * 13 + 1);
  for (unsigned i = 0; i < 64; i++)
    idx[i] = (i * 37) & 1023;
  gen_wide (&seed, out, tab, 0);
  for (unsigned i = 0; i < 64; i++)
    h = h * 31 + out[i];
  gen_indirect (&seed, out, tab, idx, 64);
  for (unsigned i = 0; i < 64; i++)
    h = h * 31 + out[i];
  printf ("%lu %u\n", h, seed);
  return 0;
}
