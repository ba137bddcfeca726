/* not-narrow-const-alias.c - adjacent stores of constants that must not
   merge because of what lies between them, or because they are not
   adjacent.

   store_between: p[0] = 1; *q = 5; p[1] = 2: q may point at p[0] or
   p[1], so neither store can move over *q (an output dependence each
   way); they stay two strb.  load_between: p[0] = 1; r = *q; p[1] = 2:
   the load may read p[0] (the first store cannot sink below it) or
   p[1] (the second cannot rise above it).  overlap: two 2-byte stores
   at p and p + 1 overlap (one byte apart, not one store size apart):
   no merge.  control: p[0] = 1; p[1] = 2; *q = 5: nothing between, one
   strh of 0x201.  main passes overlapping pointers, so a wrong merge
   changes the result.

   @targets aarch64
   @options -O1
   @remarks 1 constant stores at .* merged into one 2-byte store of 0x201$
   @remarks 1 merged into one
   @asm aarch64 store_between 3 ^[[:space:]]+strb[[:space:]]+w
   @asm aarch64 load_between 2 ^[[:space:]]+strb[[:space:]]+w
   @asm aarch64 overlap 2 ^[[:space:]]+strh[[:space:]]+w
   @asm aarch64 control 1 ^[[:space:]]+strh[[:space:]]+w[0-9]+, \[x0\]$
   @run  */

#include <stdio.h>

typedef short __attribute__ ((may_alias)) ashort;

__attribute__ ((noipa)) void
store_between (char *p, char *q)
{
  p[0] = 1;
  *q = 5;
  p[1] = 2;
}

__attribute__ ((noipa)) int
load_between (char *p, char *q)
{
  p[0] = 1;
  int r = *q;
  p[1] = 2;
  return r;
}

__attribute__ ((noipa)) void
overlap (char *p)
{
  *(ashort *) p = 0x101;
  *(ashort *) (p + 1) = 0x202;
}

__attribute__ ((noipa)) void
control (char *p, char *q)
{
  p[0] = 1;
  p[1] = 2;
  *q = 5;
}

int
main (void)
{
  char a[4] = { 0, 0, 0, 0 }, b[4] = { 9, 9, 9, 9 }, c[4] = { 0 },
       d[4] = { 0 };
  store_between (a, a + 1);
  int r = load_between (b, b);
  overlap (c);
  control (d, d + 1);
  printf ("%d %d %d %d %d %d %d %d %d %d %d\n", a[0], a[1], b[0], b[1], r,
	  c[0], c[1], c[2], d[0], d[1], d[2]);
  return a[0] == 1 && a[1] == 2 && r == 1 && b[1] == 2 && c[0] == 1
	 && c[1] == 2 && c[2] == 2 && d[0] == 1 && d[1] == 5 ? 0 : 1;
}
