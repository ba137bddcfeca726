/* narrow-zero-stores.c - adjacent narrow stores of zero become wider
   ones: strb wzr x2 -> strh wzr, strh wzr x2 -> str wzr, str wzr x2 ->
   str xzr, and the 8-byte stores then pair (stp xzr, xzr).

   At -O1 GCC 12's store merging (a GIMPLE pass of -O2) does not run, so
   clear's twelve field stores reach RTL as 2-, 1- and 4-byte zero
   stores; the pass merges them smallest first: the four chars (offsets
   8-11) into two 2-byte stores and those into one 4-byte store, the four
   shorts (0-7) into two 4-byte stores; then the 4-byte stores at 0/4,
   8/12 and 16/20 into 8-byte ones (24 has no partner), and the 8-byte
   ones at 0 and 8 pair: 28 bytes in one stp xzr, xzr, one str xzr and
   one str wzr.  main fills the struct and its neighbours, clears
   it and checks every byte.

   @targets aarch64
   @options -O1
   @remarks 2 zero stores at .* merged into one 2-byte store
   @remarks 3 zero stores at .* merged into one 4-byte store
   @remarks 3 zero stores at .* merged into one 8-byte store
   @asm aarch64 clear 0 ^[[:space:]]+str[bh][[:space:]]
   @asm aarch64 clear 1 ^[[:space:]]+stp[[:space:]]+xzr, xzr, \[x0\]$
   @run
   The summary of clear's dump (the first instance) counts the
   candidates, the adjacent constant stores the core looked at (14: 4 +
   6 + 4 by size), and the 8 merges:
   @dump pairs 1 , 14 narrow candidates, 8 narrow merged, 0 narrow refused, 0 narrow lost to earlier merges$  */

#include <stdio.h>
#include <string.h>

struct s
{
  short a, b, c, d;
  char e, f, g, h;
  int i, j, k, l;
};

__attribute__ ((noipa)) void
clear (struct s *p)
{
  p->a = 0; p->b = 0; p->c = 0; p->d = 0;
  p->e = 0; p->f = 0; p->g = 0; p->h = 0;
  p->i = 0; p->j = 0; p->k = 0; p->l = 0;
}

int
main (void)
{
  struct s v[3];
  memset (v, 0x5a, sizeof v);
  clear (&v[1]);
  const unsigned char *b = (const unsigned char *) v;
  int bad = 0;
  for (size_t k = 0; k < sizeof v; k++)
    {
      int inside = k >= sizeof v[0] && k < 2 * sizeof v[0];
      bad += b[k] != (inside ? 0 : 0x5a);
    }
  printf ("%d\n", bad);
  return bad;
}
