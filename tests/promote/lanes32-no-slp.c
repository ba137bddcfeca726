/* lanes32-no-slp.c - four 32-bit lanes kept in registers must stay four
   scalar lanes: memopt-promote puts an empty volatile asm between their
   write-backs after the loop.

   XXH32_update (xxhash 0.8.1, xxhash.h): the loop updates state->v[0]
   .. v[3], each a 32-bit multiply, rotate and multiply of its lane.
   GCC 12 alone stores each lane every round (the input reads may read
   the lanes) and vectorizes nothing there.  Once the lanes live in
   registers, the four write-backs after the loop are four consecutive
   stores in one block: GCC's basic block vectorizer took them for a
   group, followed their values back into the loop and computed the
   four lanes in one SSE2 register, where a 32-bit lane multiply takes
   two pmuludq and the shuffles around them, and every iteration
   extracted the lanes again for the loop's PHIs: 1.43 times GCC's
   instructions in xxhsum's XXH32_update on x86-64 (make realworld-wide).
   With the fence between the write-backs, no group: the copy is the
   scalar loop without its 4 stores a round, fewer instructions and
   accesses than GCC's (@no-slower, both targets).  main also runs it
   over input that overlaps the lanes, where the loop runs as it was.

   @options -O2
   @remarks 4 state_[0-9]+\(D\)->v\[[0-3]\] kept in a register in a copy of the loop selected by 1 run-time range checks \(0 reads, 1 writes an iteration\)
   @run
   @no-slower  */

#include <stdio.h>
#include <string.h>

typedef unsigned int U32;

struct state
{
  U32 total;
  U32 v[4];
  U32 mem[4];
};

static const U32 PRIME1 = 0x9E3779B1U;
static const U32 PRIME2 = 0x85EBCA77U;

static inline U32
rotl (U32 x, int r)
{
  return (x << r) | (x >> (32 - r));
}

static inline U32
round32 (U32 acc, U32 input)
{
  acc += input * PRIME2;
  acc = rotl (acc, 13);
  return acc * PRIME1;
}

static inline U32
read32 (const unsigned char *p)
{
  U32 x;
  memcpy (&x, p, 4);
  return x;
}

__attribute__ ((noipa)) void
update (struct state *state, const unsigned char *p, size_t len)
{
  const unsigned char *const limit = p + len - 16;
  state->total += (U32) len;
  do
    {
      state->v[0] = round32 (state->v[0], read32 (p)); p += 4;
      state->v[1] = round32 (state->v[1], read32 (p)); p += 4;
      state->v[2] = round32 (state->v[2], read32 (p)); p += 4;
      state->v[3] = round32 (state->v[3], read32 (p)); p += 4;
    }
  while (p <= limit);
}

static unsigned char buf[4096];

int
main (void)
{
  struct state s = { 0, { 1, 2, 3, 4 }, { 0 } };
  for (unsigned i = 0; i < sizeof buf; i++)
    buf[i] = (unsigned char) (i * 131 + 7);
  for (int r = 0; r < 200; r++)
    update (&s, buf, sizeof buf);
  /* The input is the lanes themselves: the loop as it was.  */
  struct state o = { 0, { 5, 6, 7, 8 }, { 0 } };
  update (&o, (const unsigned char *) o.v, 16);
  U32 h = s.v[0] ^ rotl (s.v[1], 7) ^ rotl (s.v[2], 12) ^ rotl (s.v[3], 18);
  U32 g = o.v[0] ^ o.v[1] ^ o.v[2] ^ o.v[3];
  printf ("%08x %08x %u\n", h, g, s.total);
  return 0;
}
