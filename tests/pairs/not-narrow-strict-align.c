/* not-narrow-strict-align.c - with -mstrict-align a wider store must be
   naturally aligned: two strh wzr through a short pointer (2-byte
   alignment known) stay two; through a pointer to an 8-byte aligned
   struct they merge into str wzr.

   @targets aarch64
   @options -O1 -mstrict-align
   @cflags -mstrict-align
   @remarks 1 merged into one 4-byte store
   @asm aarch64 clear2 2 ^[[:space:]]+strh[[:space:]]+wzr
   @asm aarch64 clear_aligned 0 ^[[:space:]]+strh[[:space:]]
   @asm aarch64 clear_aligned 1 ^[[:space:]]+str[[:space:]]+wzr, \[x0\]$
   @run  */

#include <stdio.h>

struct al
{
  short x, y;
  long z;
};

__attribute__ ((noipa)) void
clear2 (short *p)
{
  p[0] = 0;
  p[1] = 0;
}

__attribute__ ((noipa)) void
clear_aligned (struct al *p)
{
  p->x = 0;
  p->y = 0;
}

int
main (void)
{
  short a[5] = { 1, 2, 3, 4, 5 };
  struct al s = { 7, 8, 9 };
  clear2 (a + 1);
  clear_aligned (&s);
  printf ("%d %d %d %d %d %d %d %ld\n", a[0], a[1], a[2], a[3], a[4], s.x,
	  s.y, s.z);
  return a[0] == 1 && a[1] == 0 && a[2] == 0 && a[3] == 4 && s.x == 0
	 && s.y == 0 && s.z == 9 ? 0 : 1;
}
