/* not-overlap-size.c - a store of another size that overlaps the location
   invalidates it.

   s->a = v, then a one-byte store into the middle of s->a (through
   unsigned char *, which may alias anything), or an 8-byte memcpy over
   s->a and s->b: the load of s->a after it must stay, and the final store
   of v is not redundant.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: load of [^ ]*->
   @remarks 0 memopt: redundant store to [^ ]*->
   @run  */

#include <stdio.h>
#include <string.h>

struct S { int a; int b; };

__attribute__ ((noipa)) int
byte_store (struct S *s, float *f, int v, int c)
{
  s->a = v;
  if (c)
    ((unsigned char *) s)[1] = 0x7f;
  else
    f[1] = 2.0f;
  int r = s->a;
  s->a = v;
  return r;
}

__attribute__ ((noipa)) int
wide_store (struct S *s, const long long *w, float *f, int v, int c)
{
  s->a = v;
  if (c)
    memcpy (s, w, sizeof *w);
  else
    f[1] = 2.0f;
  return s->a;
}

int
main (void)
{
  struct S s = { 0, 0 };
  float f[2] = { 0, 0 };
  long long w = 0x0000000500000003LL;	/* a = 3, b = 5 on little-endian */
  int r1 = byte_store (&s, f, 0x01020304, 1);
  int r2 = byte_store (&s, f, 0x01020304, 0);
  int r3 = wide_store (&s, &w, f, 77, 1);
  int r4 = wide_store (&s, &w, f, 78, 0);
  printf ("%#x %#x %d %d b=%d\n", (unsigned) r1, (unsigned) r2, r3, r4, s.b);
  return r1 == 0x01027f04 && r2 == 0x01020304 && r3 == 3 && r4 == 78 ? 0 : 1;
}
