/* rand-buffer.c - zstd's RAND_buffer: the generator's state, which the
   caller passes by pointer, stays in a register in a copy of each loop.

   decodecorpus.c fills buffers with bytes of RAND (seed).  A byte store
   may write any object, so GCC 12 reads and writes *seed in memory at
   every iteration.  memopt-promote versions each of the three loops on
   the check that the bytes they store miss *seed, and keeps *seed in a
   register in the copy (remarks on RAND's read of *seed, line 37).
   The first loop of each function on both targets (the dump's loop 1);
   the tail loop of RAND_buffer on AArch64 only, not on x86-64
   (not-promote-short-tail.c).  main calls the functions with buffers
   that end at the seed, cover it, start right after it and miss it:
   every case must print what -O0 prints (the unchanged loop runs when
   the ranges meet).

   @remarks 1 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop selected by 1 run-time range checks \(1 reads, 1 writes an iteration\) \(inlined into RAND_bufferMaxSymb\)
   @dump promote 2 ^loop 1: .*: 1 reads, 1 writes, 1 checks, .*: yes$
   @run  */

#include <stdio.h>
#include <string.h>
#include <stddef.h>

typedef unsigned int U32;
typedef unsigned char BYTE;

static U32
RAND (U32 *src)
{
#define RAND_rotl32(x, r) ((x << r) | (x >> (32 - r)))
  static const U32 prime1 = 2654435761U;
  static const U32 prime2 = 2246822519U;
  U32 rand32 = *src;
  rand32 *= prime1;
  rand32 += prime2;
  rand32 = RAND_rotl32 (rand32, 13);
  *src = rand32;
  return RAND_rotl32 (rand32, 27);
}

static inline void
MEM_writeLE32 (void *p, U32 v)
{
  memcpy (p, &v, 4);
}

__attribute__ ((noinline)) void
RAND_buffer (U32 *seed, void *ptr, size_t size)
{
  size_t i;
  BYTE *op = ptr;
  for (i = 0; i + 4 <= size; i += 4)
    MEM_writeLE32 (op + i, RAND (seed));
  for (; i < size; i++)
    op[i] = RAND (seed) & 0xff;
}

__attribute__ ((noinline)) void
RAND_bufferMaxSymb (U32 *seed, void *ptr, size_t size, int maxSymb)
{
  size_t i;
  BYTE *op = ptr;
  for (i = 0; i < size; i++)
    op[i] = (BYTE) (RAND (seed) % (maxSymb + 1));
}

union
{
  U32 w[8];
  BYTE b[32];
} u;

static unsigned long hash;

static void
mix (unsigned long v)
{
  hash = hash * 1000003 + v;
}

/* RAND_buffer and RAND_bufferMaxSymb on u.b[START .. START + SIZE - 1]
   with the seed in u.w[4] (bytes 16..19).  */
static void
overlap (int start, int size)
{
  u.w[4] = 5;
  RAND_buffer (&u.w[4], u.b + start, size);
  mix (u.w[4]);
  for (int k = 0; k < 32; k++)
    mix (u.b[k]);
  u.w[4] = 5;
  RAND_bufferMaxSymb (&u.w[4], u.b + start, size, 200);
  mix (u.w[4]);
  for (int k = 0; k < 32; k++)
    mix (u.b[k]);
}

int
main (void)
{
  static BYTE buf[1000];
  U32 seed = 7;
  RAND_buffer (&seed, buf, 1000);
  RAND_bufferMaxSymb (&seed, buf, 999, 17);
  mix (seed);
  for (int i = 0; i < 1000; i++)
    mix (buf[i]);
  /* Ends just before the seed, at its first byte, covers it, starts at
     its last byte, just after it; sizes with and without a tail.  */
  static const int cases[][2] = { { 0, 16 }, { 0, 17 }, { 4, 13 },
				  { 12, 8 }, { 15, 2 }, { 19, 5 },
				  { 20, 5 }, { 20, 12 }, { 8, 20 },
				  { 0, 32 }, { 17, 1 }, { 16, 0 } };
  for (unsigned c = 0; c < sizeof cases / sizeof cases[0]; c++)
    overlap (cases[c][0], cases[c][1]);
  printf ("%lx\n", hash);
  return 0;
}
