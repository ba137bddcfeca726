/* lanes.c - several locations of one loop kept in registers under one
   check: xxhash's four accumulator lanes.

   XXH64_update (zstd's xxhash.h) reads 32 bytes of input a round with
   memcpy and updates state->v[0] .. v[3]; the reads may read the lanes,
   so GCC 12 writes each lane back every round.  memopt-promote keeps the
   four in registers in one copy of the loop (four remarks), and checks
   the four reads as one range (p[0 .. 31] advance by 32 together,
   mo_promote_merge) against the lanes' bytes as a whole (v[0] .. v[3]):
   one range check.  main also runs it over input that overlaps the
   lanes, where the loop runs as it was.

   @remarks 4 state_[0-9]+\(D\)->v\[[0-3]\] kept in a register in a copy of the loop selected by 1 run-time range checks \(0 reads, 1 writes an iteration\)
   @run  */

#include <stdio.h>
#include <string.h>

typedef unsigned long long U64;

struct state
{
  U64 total;
  U64 v[4];
  U64 mem[4];
};

static const U64 PRIME1 = 0x9E3779B185EBCA87ULL;
static const U64 PRIME2 = 0xC2B2AE3D27D4EB4FULL;

static inline U64
rotl (U64 x, int r)
{
  return (x << r) | (x >> (64 - r));
}

static inline U64
round64 (U64 acc, U64 input)
{
  acc += input * PRIME2;
  acc = rotl (acc, 31);
  return acc * PRIME1;
}

static inline U64
read64 (const unsigned char *p)
{
  U64 v;
  memcpy (&v, p, 8);
  return v;
}

__attribute__ ((noinline)) void
update (struct state *state, const unsigned char *p, unsigned long len)
{
  const unsigned char *end = p + len;
  state->total += len;
  if (len >= 32)
    {
      const unsigned char *limit = end - 32;
      do
	{
	  state->v[0] = round64 (state->v[0], read64 (p));
	  p += 8;
	  state->v[1] = round64 (state->v[1], read64 (p));
	  p += 8;
	  state->v[2] = round64 (state->v[2], read64 (p));
	  p += 8;
	  state->v[3] = round64 (state->v[3], read64 (p));
	  p += 8;
	}
      while (p <= limit);
    }
}

static void
reset (struct state *s)
{
  s->total = 0;
  for (int k = 0; k < 4; k++)
    s->v[k] = PRIME1 * (k + 1), s->mem[k] = 0;
}

int
main (void)
{
  static unsigned char input[1000];
  struct state s;
  unsigned long h = 0;
  for (int k = 0; k < 1000; k++)
    input[k] = k * 7 + 1;
  reset (&s);
  update (&s, input, 1000);
  for (int k = 0; k < 4; k++)
    h = h * 31 + s.v[k];
  /* The input is the state itself, from each of its 8-byte words.  */
  for (int start = 0; start < 9; start++)
    {
      reset (&s);
      unsigned char *bytes = (unsigned char *) &s;
      update (&s, bytes + 8 * start % 40, 32);
      for (int k = 0; k < 4; k++)
	h = h * 31 + s.v[k];
    }
  printf ("%lx\n", h);
  return 0;
}
