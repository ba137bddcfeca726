/* not-narrow-strict-align.c - with -mstrict-align a wider store must be
   naturally aligned: two strh wzr through a short pointer (2-byte
   alignment known) stay two; through a pointer to an 8-byte aligned
   struct they merge into str wzr.  The same for stores of constants:
   set2's shorts 1 and 0 stay two strh, set_aligned's 0 and 1 become one
   str of 0x10000.

   @targets aarch64
   @options -O1 -mstrict-align
   @cflags -mstrict-align
   @remarks 2 merged into one 4-byte store
   @remarks 1 constant stores at .* merged into one 4-byte store of 0x10000$
   @asm aarch64 clear2 2 ^[[:space:]]+strh[[:space:]]+wzr
   @asm aarch64 clear_aligned 0 ^[[:space:]]+strh[[:space:]]
   @asm aarch64 clear_aligned 1 ^[[:space:]]+str[[:space:]]+wzr, \[x0\]$
   @asm aarch64 set2 2 ^[[:space:]]+strh[[:space:]]
   @asm aarch64 set_aligned 0 ^[[:space:]]+strh[[:space:]]
   @asm aarch64 set_aligned 1 ^[[:space:]]+str[[:space:]]+w[0-9]+, \[x0\]$
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

__attribute__ ((noipa)) void
set2 (short *p)
{
  p[0] = 1;
  p[1] = 0;
}

__attribute__ ((noipa)) void
set_aligned (struct al *p)
{
  p->x = 0;
  p->y = 1;
}

int
main (void)
{
  short a[5] = { 1, 2, 3, 4, 5 };
  short b[4] = { 6, 6, 6, 6 };
  struct al s = { 7, 8, 9 }, t = { 7, 8, 9 };
  clear2 (a + 1);
  clear_aligned (&s);
  set2 (b + 1);
  set_aligned (&t);
  printf ("%d %d %d %d %d %d %ld\n", b[0], b[1], b[2], b[3], t.x, t.y, t.z);
  if (b[0] != 6 || b[1] != 1 || b[2] != 0 || b[3] != 6 || t.x != 0
      || t.y != 1 || t.z != 9)
    return 1;
  printf ("%d %d %d %d %d %d %d %ld\n", a[0], a[1], a[2], a[3], a[4], s.x,
	  s.y, s.z);
  return a[0] == 1 && a[1] == 0 && a[2] == 0 && a[3] == 4 && s.x == 0
	 && s.y == 0 && s.z == 9 ? 0 : 1;
}
