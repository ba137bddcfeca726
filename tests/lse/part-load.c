/* part-load.c - a load of some bytes of a location whose wider value is
   already known takes them from that value (load-extracted).

   byte_of loads *p, then one byte of it through an unsigned char
   pointer; GCC 12 keeps both loads at -O2 (its value numbering extracts
   bytes only from constants).  memopt replaces the byte load with a
   shift and a truncation of the value it has (bits 16..23 on both
   little-endian targets).  halves_of does the same for the 2-byte half
   h[1] of a union's 8-byte member loaded just before (the halves read
   after the store of the whole, GCC forwards itself: they give no
   remark); signed_byte_of for a signed char of a negative int.  main
   checks byte_of and signed_byte_of against memcpy's view of the same
   bytes, and every result against the -O0 reference (@run).

   @options -O2
   @remarks 1 memopt: narrow load of MEM\[\(unsigned char \*\)p_[0-9]+\(D\) \+ 2B\] extracted from the wider value
   @remarks 3 memopt: narrow load of
   @asm x86_64 byte_of 0 movzbl[[:space:]]+2\(%rdi\)
   @asm aarch64 byte_of 0 ldrb
   @asm aarch64 byte_of 1 ldr[[:space:]]
   @run  */

#include <stdio.h>
#include <string.h>

__attribute__ ((noipa)) unsigned
byte_of (unsigned *p)
{
  unsigned v = *p;
  return v * 3u + ((unsigned char *) p)[2];
}

union wide
{
  unsigned long long l;
  unsigned short h[4];
  short s[4];
};

__attribute__ ((noipa)) long
halves_of (union wide *u, unsigned long long x, unsigned *out)
{
  unsigned long long v = u->l;
  long r = (long) (v & 7u) + u->h[1];
  u->l = x;
  out[0] = u->h[3];
  return r + u->s[0];
}

__attribute__ ((noipa)) int
signed_byte_of (int *p)
{
  int v = *p;
  return v + ((signed char *) p)[1];
}

int
main (void)
{
  unsigned w = 0x89abcdefu;
  unsigned char b[4];
  memcpy (b, &w, sizeof b);
  unsigned got = byte_of (&w);
  printf ("byte_of %u (want %u)\n", got, w * 3u + b[2]);

  union wide u;
  u.l = 0x1122334455667788ull;
  unsigned hi = 0;
  long r = halves_of (&u, 0xfedcba9876543210ull, &hi);
  printf ("halves_of %ld %u\n", r, hi);

  int n = -1234567;
  signed char sb[4];
  memcpy (sb, &n, sizeof sb);
  int s = signed_byte_of (&n);
  printf ("signed_byte_of %d (want %d)\n", s, n + sb[1]);
  return got == w * 3u + b[2] && s == n + sb[1] ? 0 : 1;
}
