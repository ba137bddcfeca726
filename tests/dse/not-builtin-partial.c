/* not-builtin-partial.c - builtin calls that are not dead.

   copy_then_half: the memset covers only the first 8 of tmp's 16 bytes,
   so the strcpy's bytes 8..15 can still be read: it stays.
   through_pointer: strcpy through a pointer of unknown size may write
   past the 16 bytes the memset covers: it stays.
   read_between: the buffer is read between the strcpy and the memset.
   result_used: memset's result is used, so the call is not a plain
   store.
   memset_then_strcpy: strcpy writes only a prefix of tmp, so it does not
   make the memset before it dead (the bytes after the string keep the
   memset's value): a strcpy's region never counts as overwritten.

   @options -O2
   @remarks 0 memopt: dead store to .* the call to
   @run  */

#include <stdio.h>
#include <string.h>

char out[64];

__attribute__ ((noipa)) void
copy_then_half (const char *src)
{
  char tmp[16];
  strcpy (tmp, src);
  memset (tmp, '-', 8);
  memcpy (out, tmp, 16);
}

__attribute__ ((noipa)) void
through_pointer (char *buf, const char *src)
{
  strcpy (buf, src);
  memset (buf, '.', 16);
}

__attribute__ ((noipa)) int
read_between (const char *src)
{
  char tmp[16];
  strcpy (tmp, src);
  int first = tmp[0];
  memset (tmp, 0, sizeof tmp);
  memcpy (out + 32, tmp, 16);
  return first;
}

__attribute__ ((noipa)) char *
result_used (char *buf)
{
  char *p = memset (buf, 'a', 4);
  memset (buf, 'b', 4);
  return p;
}

__attribute__ ((noipa)) void
memset_then_strcpy (char *o, const char *src)
{
  char tmp[16];
  memset (tmp, 'z', sizeof tmp);
  strcpy (tmp, src);
  memcpy (o, tmp, sizeof tmp);
}

int
main (void)
{
  copy_then_half ("0123456789abc");
  char big[40];
  through_pointer (big, "a string longer than sixteen bytes");
  int f = read_between ("Q");
  char r[8];
  char *p = result_used (r);
  char z[16];
  memset_then_strcpy (z, "ab");
  printf ("%.16s|%s|%c|%.4s|%d|%c\n", out, big, f, p, p == r, z[5]);
  return out[10] == 'a' && big[16] == 't' && f == 'Q' && r[0] == 'b'
	 && z[5] == 'z' ? 0 : 1;
}
