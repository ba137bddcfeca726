/* fire-extract.c - a byte load extracted from a known wider value, made
   wrong by break=value (the extracted byte plus one), is caught by check
   mode as a load-extracted of memopt-lse: the check compares the byte
   the load reads with the one memopt computed from the wider value.

   @check-options -O2
   @check-args break=value
   @check-fires memopt-lse load-extracted byte_of 16  */

#include <stdio.h>

__attribute__ ((noipa)) unsigned
byte_of (unsigned *p)
{
  unsigned v = *p;
  return v * 3u + ((unsigned char *) p)[2];
}

int
main (void)
{
  unsigned w = 0x89abcdefu;
  printf ("%u\n", byte_of (&w));
  return 0;
}
