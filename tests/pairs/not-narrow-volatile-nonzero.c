/* not-narrow-volatile-nonzero.c - narrow stores that must stay narrow:
   volatile ones (a wider store is a different access to a device), a
   zero store whose neighbour stores a value, stores of constants whose
   merged constant takes more than one instruction to make, and stores
   of a constant whose register other stores read too.

   clearv's two strh wzr and setv's two strb of 1 and 2 through a
   volatile pointer stay two each; mix stores 0, v, 0, 0 as shorts: only
   the last two (both zero) may become one str wzr, the first strh wzr
   and strh w1 stay.  notcheap: shorts 0x12 and 0x34 would be one str of
   0x340012 (mov and movk: two instructions), and ints 1 and 2 one str
   of 0x200000001: they stay.  shared: four bytes of 1 from one mov of
   w1, which each couple's merged store would need a second register
   for: they stay.  cheap (the control): shorts 0x12 and 0 become one
   str of 0x12.  main checks the values.

   @targets aarch64
   @options -O1
   @remarks 1 zero stores at .*not-narrow-volatile-nonzero\.c:[0-9]+ and .* merged into one 4-byte store
   @remarks 1 constant stores at .* merged into one 4-byte store of 0x12$
   @remarks 2 merged into one
   @asm aarch64 clearv 2 ^[[:space:]]+strh[[:space:]]+wzr
   @asm aarch64 setv 2 ^[[:space:]]+strb[[:space:]]+w
   @asm aarch64 mix 1 ^[[:space:]]+strh[[:space:]]+wzr, \[x0\]$
   @asm aarch64 mix 1 ^[[:space:]]+strh[[:space:]]+w1, \[x0, 2\]$
   @asm aarch64 mix 1 ^[[:space:]]+str[[:space:]]+wzr, \[x0, 4\]$
   @asm aarch64 notcheap 2 ^[[:space:]]+strh[[:space:]]+w
   @asm aarch64 notcheap 2 ^[[:space:]]+str[[:space:]]+w[0-9]+, \[x1
   @asm aarch64 shared 4 ^[[:space:]]+strb[[:space:]]+w
   @asm aarch64 cheap 1 ^[[:space:]]+str[[:space:]]+w[0-9]+, \[x0\]$
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
clearv (volatile short *p)
{
  p[1] = 0;
  p[0] = 0;
}

__attribute__ ((noipa)) void
setv (volatile char *p)
{
  p[0] = 1;
  p[1] = 2;
}

__attribute__ ((noipa)) void
mix (short *p, short v)
{
  p[0] = 0;
  p[1] = v;
  p[2] = 0;
  p[3] = 0;
}

__attribute__ ((noipa)) void
notcheap (short *p, int *q)
{
  p[0] = 0x12;
  p[1] = 0x34;
  q[0] = 1;
  q[1] = 2;
}

__attribute__ ((noipa)) void
shared (char *p)
{
  p[0] = 1;
  p[1] = 1;
  p[2] = 1;
  p[3] = 1;
}

__attribute__ ((noipa)) void
cheap (short *p)
{
  p[0] = 0x12;
  p[1] = 0;
}

int
main (void)
{
  short a[6] = { 1, 2, 3, 4, 5, 6 };
  char c[6] = { 9, 9, 9, 9, 9, 9 };
  short h[4] = { 7, 7, 7, 7 };
  int i[2] = { 5, 5 };
  clearv (a);
  mix (a + 2, 9);
  setv (c);
  shared (c + 2);
  notcheap (h, i);
  cheap (h + 2);
  printf ("%d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5]);
  printf ("%d %d %d %d %d %d\n", c[0], c[1], c[2], c[3], c[4], c[5]);
  printf ("%d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], i[0], i[1]);
  return a[0] == 0 && a[1] == 0 && a[2] == 0 && a[3] == 9 && a[4] == 0
	 && a[5] == 0 && c[0] == 1 && c[1] == 2 && c[2] == 1 && c[5] == 1
	 && h[0] == 0x12 && h[1] == 0x34 && h[2] == 0x12 && h[3] == 0
	 && i[0] == 1 && i[1] == 2 ? 0 : 1;
}
