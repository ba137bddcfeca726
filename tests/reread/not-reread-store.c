/* not-reread-store.c - space-sign.c's sgn with a store through another
   pointer between the loop and the sign tests: OUT may point into the
   string, so *z must be read again after it.  memopt-reread makes every
   store a barrier: no remark, and on x86-64 the three memory reads of
   space-sign.c with reread=off.  main stores into the string itself.

   @remarks 0 re-read of
   @asm x86_64 sgn 3 ^[[:space:]]+(movz|movs|cmp|test)[a-z]*[[:space:]].*\(%r
   @run  */

#include <stdio.h>

const unsigned char ctype[256] = { [' '] = 1, ['\t'] = 1 };

__attribute__ ((noipa)) int
sgn (const char *z, const char *zEnd, int incr, char *out)
{
  while (z < zEnd && (ctype[(unsigned char) *z] & 1))
    z += incr;
  if (z >= zEnd)
    return 0;
  *out = '+';
  if (*z == '-')
    return -1;
  else if (*z == '+')
    return 1;
  return 2;
}

int
main (void)
{
  char s[] = "  -1";
  char other = 0;
  printf ("%d", sgn (s, s + 4, 1, &other));
  printf (" %d", sgn (s, s + 4, 1, &s[2]));
  printf (" %d %c\n", sgn (s, s + 4, 1, &other), other);
  return 0;
}
