/* not-narrow-volatile-nonzero.c - narrow zero stores that must stay
   narrow: volatile ones (a wider store is a different access to a
   device), and a zero store whose neighbour stores a value.

   clearv's two strh wzr through a volatile pointer stay two; mix stores
   0, v, 0, 0 as shorts: only the last two (both zero) may become one
   str wzr, the first strh wzr and strh w1 stay.  main checks the values.

   @targets aarch64
   @options -O1
   @remarks 1 zero stores at .*not-narrow-volatile-nonzero\.c:3[0-9] and .* merged into one 4-byte store
   @remarks 1 merged into one
   @asm aarch64 clearv 2 ^[[:space:]]+strh[[:space:]]+wzr
   @asm aarch64 mix 1 ^[[:space:]]+strh[[:space:]]+wzr, \[x0\]$
   @asm aarch64 mix 1 ^[[:space:]]+strh[[:space:]]+w1, \[x0, 2\]$
   @asm aarch64 mix 1 ^[[:space:]]+str[[:space:]]+wzr, \[x0, 4\]$
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) void
clearv (volatile short *p)
{
  p[1] = 0;
  p[0] = 0;
}

__attribute__ ((noipa)) void
mix (short *p, short v)
{
  p[0] = 0;
  p[1] = v;
  p[2] = 0;
  p[3] = 0;
}

int
main (void)
{
  short a[6] = { 1, 2, 3, 4, 5, 6 };
  clearv (a);
  mix (a + 2, 9);
  printf ("%d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5]);
  return a[0] == 0 && a[1] == 0 && a[2] == 0 && a[3] == 9 && a[4] == 0
	 && a[5] == 0 ? 0 : 1;
}
