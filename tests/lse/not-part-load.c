/* not-part-load.c - byte loads that must not take their bytes from a
   wider value memopt knows.

   after_float: *p is loaded as an int, then a float is stored through f,
   which main makes the same address (malloc'ed memory: the float store
   gives the bytes a new effective type).  Types say an int and a float
   do not alias, which is enough to reuse the int for a later *int* load
   of *p, but the byte load after it reads whatever bytes are there (a
   character type may read any object): it must see the float's bytes.
   after_store: a store through another unsigned pointer may be p.
   outside: byte 4 of *p is not one of its bytes (it is the next int's).
   through_volatile: a volatile byte load is never touched.
   both_halves: every byte of the whole is also read through its parts
   (the shape of GCC's own merged loads, whose narrow loads the
   vectorizer groups): the parts are left as loads (pr89369 at -O3 ran
   10 more instructions when they were extracted).
   other_arm: the wider value is used on the other arm only; on the
   byte load's path nothing needs it, so a slice there would keep it in
   a register along that path to save one load (zstd's minMatch switch
   on x86-64: +0.43 % instructions), and GCC's sinking moves the wider
   load into its arm instead: each path keeps one load.  The dump says
   "not live into the load's block".

   @options -O2
   @remarks 0 memopt: narrow load of
   @run  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__ ((noipa)) unsigned
after_float (int *p, float *f)
{
  int v = *p;
  *f = 1.0f;
  return (unsigned) v + ((unsigned char *) p)[3];
}

__attribute__ ((noipa)) unsigned
after_store (unsigned *p, unsigned *q)
{
  unsigned v = *p;
  *q = v + 0x01010101u;
  return v + ((unsigned char *) p)[1];
}

__attribute__ ((noipa)) unsigned
outside (unsigned *p)
{
  unsigned v = *p;
  return v + ((unsigned char *) p)[4];
}

__attribute__ ((noipa)) unsigned
through_volatile (unsigned *p)
{
  unsigned v = *p;
  return v + ((volatile unsigned char *) p)[1];
}

union halves
{
  unsigned i;
  unsigned short h[2];
};

__attribute__ ((noipa)) unsigned
both_halves (union halves *u)
{
  unsigned v = u->i;
  return v + u->h[0] * 3u + u->h[1];
}

__attribute__ ((noipa)) unsigned
other_arm (unsigned *p, int k)
{
  unsigned v = *p;
  if (k)
    return v * 3u;
  return ((unsigned char *) p)[2] + 1u;
}

int
main (void)
{
  void *mem = malloc (sizeof (float));
  if (!mem)
    return 2;
  *(int *) mem = 5;
  unsigned a = after_float ((int *) mem, (float *) mem);
  float one = 1.0f;
  unsigned char fb[4];
  memcpy (fb, &one, sizeof fb);
  free (mem);

  unsigned w = 0x11223344u;
  unsigned b = after_store (&w, &w);
  unsigned arr[2] = { 0x01020304u, 0xa0b0c0d0u };
  unsigned c = outside (arr);
  unsigned d = through_volatile (&arr[1]);
  union halves hv;
  hv.i = 0x12345678u;
  unsigned e = both_halves (&hv);
  unsigned f = other_arm (&w, 0) + other_arm (&w, 1);
  printf ("%u %u %u %u %u %u\n", a, b, c, d, e, f);
  return a == 5u + fb[3] ? 0 : 1;
}
