/* space-sign.c - a byte read in a loop's exit test and read again after
   the loop is read once, on both targets.

   sgn skips leading spaces (as sqlite3AtoF does), then tests the first
   other byte for a sign.  After expand, the load of *z feeding the
   ctype[] index in the loop's last test and the compares of *z with '-'
   and '+' read the same memory in a block entered only from that test,
   with nothing written in between: memopt-reread loads it once (one
   remark, line 30, the value read at line 26).  On x86-64 that is one
   memory operand fewer in sgn (3 with reread=off); on AArch64 GCC's
   later passes would have shared the ldrb too, so only the remark and
   the run show it there.  not-reread-store.c is the same function with a
   store between the reads.

   @remarks 1 re-read of .* uses the value read at .*space-sign\.c:26
   @asm x86_64 sgn 2 ^[[:space:]]+(movz|movs|cmp|test)[a-z]*[[:space:]].*\(%r
   @run  */

#include <stdio.h>

const unsigned char ctype[256] = { [' '] = 1, ['\t'] = 1 };

__attribute__ ((noipa)) int
sgn (const char *z, const char *zEnd, int incr)
{
  while (z < zEnd && (ctype[(unsigned char) *z] & 1))
    z += incr;
  if (z >= zEnd)
    return 0;
  if (*z == '-')
    return -1;
  else if (*z == '+')
    return 1;
  return 2;
}

int
main (void)
{
  static const char *const in[] = { "  -1", "\t+2", "   ", "7", "-", " x" };
  for (unsigned i = 0; i < sizeof in / sizeof in[0]; i++)
    {
      const char *s = in[i];
      const char *e = s;
      while (*e)
	e++;
      printf ("%d %d\n", sgn (s, e, 1), sgn (s, e, 2));
    }
  return 0;
}
