/* table-lookup.c - zstd's RDG_genBlock (datagen.c): a loop that updates
   a generator's state through a pointer and stores bytes read from a
   table at an index taken from the state.

   Both the stores out[i] and the table reads tab[(s >> 7) & 255] may
   touch *seed (unsigned char accesses may touch any object).  The
   stores walk out[0 .. n-1] (scalar evolutions); the reads have no
   evolution, but their offset is at most 255 whatever s is (GCC's range
   of (s >> 7) & 255): they touch tab[0 .. 255], a range known before the
   loop.  memopt-promote checks both ranges against *seed and keeps it
   in a register in the copy.  main runs the loop with the table and
   the buffer placed around the seed in a union (ending just before it,
   at its first byte, covering it, starting at its last byte, just after
   it): every case must print what -O0 prints.

   @remarks 1 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop selected by 2 run-time range checks \(1 reads, 1 writes an iteration\)
   @dump promote 1 : 1 reads, 1 writes, 2 checks, .*: yes$
   @run  */

#include <stdio.h>
#include <string.h>

__attribute__ ((noinline)) void
gen_literals (unsigned *seed, unsigned char *out, const unsigned char *tab,
	      unsigned long n)
{
  for (unsigned long i = 0; i < n; i++)
    {
      unsigned s = *seed * 2654435761u + 2246822519u;
      s = (s << 13) | (s >> 19);
      *seed = s;
      out[i] = tab[(s >> 7) & 255];
    }
}

union
{
  unsigned w[160];
  unsigned char b[640];
} u;

static unsigned long hash;

static void
run (unsigned tab_at, unsigned out_at, unsigned long n)
{
  for (unsigned i = 0; i < 640; i++)
    u.b[i] = (unsigned char) (i * 7 + 3);
  u.w[80] = 12345u + tab_at + out_at;        /* the seed: bytes 320..323 */
  gen_literals (&u.w[80], u.b + out_at, u.b + tab_at, n);
  for (unsigned i = 0; i < 640; i++)
    hash = hash * 1000003 + u.b[i];
  hash = hash * 31 + u.w[80];
}

int
main (void)
{
  /* The table (256 bytes) ending before the seed, at its first byte,
     over it, from its last byte, after it; the buffer far away.  */
  static const unsigned tabs[] = { 64, 65, 66, 320, 323, 324 };
  /* The buffer (24 bytes) ending before the seed, at its first and
     last byte, starting at its last byte and after it; the table far
     away (at 0: bytes 0..255).  */
  static const unsigned outs[] = { 296, 297, 299, 300, 323, 324 };
  for (unsigned k = 0; k < sizeof tabs / sizeof tabs[0]; k++)
    run (tabs[k], 600, 24);
  for (unsigned k = 0; k < sizeof outs / sizeof outs[0]; k++)
    run (0, outs[k], 24);
  run (0, 400, 0);
  run (0, 400, 200);
  printf ("%lu\n", hash);
  return 0;
}
