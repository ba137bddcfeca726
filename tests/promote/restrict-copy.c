/* restrict-copy.c - a location reached through a restrict pointer of an
   inlined helper is promoted in the copy of the loop, and the copy's
   own store of it is the one rewritten.

   brotli's StoreCommands (enc/compress_fragment_two_pass.c, the q0 and
   q1 encoders): BrotliWriteBits (size_t *restrict pos, uint8_t
   *restrict array) inlined into a loop stores *pos each iteration.
   loop_version gives the references of the copy new restrict cliques
   (gimple_duplicate_bb), and memopt-promote compared them with the
   plan's reference including the clique: nothing in the copy matched,
   the copy kept its store of *pos, and the register it never updated
   was stored after the loop: *pos ended as it was on entry (200
   instead of 1004 here; brotli's round trips failed on both targets).
   Found by make realworld-wide.

   @options -O2
   @remarks 1 \*storage_ix_[0-9]+\(D\) kept in a register in a copy of the loop selected by 1 run-time range checks \(0 reads, 1 writes an iteration\)
   @run  */

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static inline void
write_bits (size_t n_bits, uint64_t bits, size_t *__restrict pos,
	    uint8_t *__restrict array)
{
  uint8_t *p = &array[*pos >> 3];
  uint64_t v = (uint64_t) *p;
  v |= bits << (*pos & 7);
  memcpy (p, &v, 8);
  *pos += n_bits;
}

static const uint8_t depths[4] = { 3, 5, 7, 2 };
static const uint16_t codes[4] = { 5, 17, 100, 1 };

__attribute__ ((noinline)) void
store_commands (const uint8_t *lits, const uint32_t *cmds, size_t ncmd,
		size_t *storage_ix, uint8_t *storage)
{
  for (size_t i = 0; i < ncmd; ++i)
    {
      uint32_t insert = cmds[i];
      write_bits (4, insert & 15, storage_ix, storage);
      for (uint32_t j = 0; j < insert; ++j)
	{
	  uint8_t lit = *lits++;
	  write_bits (depths[lit & 3], codes[lit & 3], storage_ix, storage);
	}
    }
}

int
main (void)
{
  static uint8_t lits[1000], storage[4096];
  uint32_t cmds[50];
  size_t ix = 0;
  for (int i = 0; i < 1000; i++)
    lits[i] = (uint8_t) (i * 7);
  for (int i = 0; i < 50; i++)
    cmds[i] = i % 9;
  store_commands (lits, cmds, 50, &ix, storage);
  unsigned h = 0;
  for (int i = 0; i < 4096; i++)
    h = h * 31 + storage[i];
  printf ("%zu %u\n", ix, h);
  return ix == 1004 ? 0 : 1;
}
