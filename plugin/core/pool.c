/* pool.c - a pool (an arena): memory handed out in pieces and given back
   all at once.

   Much of what the core allocates lives exactly as long as something
   else and is many small arrays: the memory IR's blocks with their
   instruction and edge arrays live as long as the function, a PHI
   search's nodes and arguments as long as mo_phi.  A pool takes a few
   chunks from malloc, each twice the size of the one before, and hands
   out pieces of them; mo_pool_free frees the chunks.  Under the
   fuzzers' AddressSanitizer every malloc records stack traces and
   every free goes through the quarantine, so an allocation costs about
   as much as a small search (fuzz-phi made 75 allocations per input, 32
   of them the IR's block arrays growing edge by edge and instruction by
   instruction, 25 mo_phi's decisions and scratch); in the plugin a
   function's IR is a few chunks instead of three arrays per block.

   Before:  f->blocks[b].inst = mo_xrealloc (...)   per block and growth
   After:   f->blocks[b].inst = mo_pool_grow (&f->pool, ...)  a piece of
            the function's pool, freed by mo_func_free

   Rules.
     1. A piece is aligned for any object (max_align_t) and stays valid
	until mo_pool_free, which frees every piece at once; there is no
	free of one piece.
     2. mo_pool_grow keeps the first OLD bytes of a piece and returns the
	grown piece: the same address when the piece is the last one
	handed out and its chunk has room, else a new piece (the old
	one's bytes stay in the pool, unused, until mo_pool_free).  So,
	as with realloc, a pointer into a piece is stale after it grows.
     3. A zeroed struct mo_pool is an empty pool; so is a freed one.
	mo_pool_init makes an empty pool whose first chunk has a given
	size (the owner's estimate of what it needs; up to
	MO_POOL_KEEP_MAX, rounded up to a power of two).

   Under AddressSanitizer the pool keeps what malloc's checks would have
   caught: MO_POOL_REDZONE bytes after every piece, the unused rest of a
   chunk and a piece left behind by a growth are poisoned, so an access
   past the end of a piece, or through a pointer kept across a growth,
   is reported as for malloc'd memory.

   Retired chunks.  A chunk of up to MO_POOL_KEEP_MAX bytes is a power
   of two in size (at least MO_POOL_FIRST), and mo_pool_free does not
   give it back to malloc: it joins the ring of retired chunks of its
   size, poisoned (AddressSanitizer reports an access through a pointer
   into it as for freed memory), and a new chunk of that size is the
   oldest of the ring once MO_POOL_AGE chunks of that size retired after
   it (about one fuzz input later; several pools of one size are alive
   at once, so the ring holds more).  Under AddressSanitizer it is then filled with
   malloc's fill byte, as a fresh one would be.  Before: fuzz-phi's
   pools made 4 to 7 allocations per input, and with AddressSanitizer's
   quarantine each was memory nothing had touched for a quarter of a
   gigabyte of allocations: cache misses and page faults, 7 % of
   fuzz-phi's time (perf).  The rings belong to the process (the core
   runs on one thread) and hold at most MO_POOL_RING chunks of each
   size, 504 KB in all.  */

#include "memopt.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined __SANITIZE_ADDRESS__
#define MO_POOL_ASAN 1
#elif defined __has_feature
#if __has_feature (address_sanitizer)
#define MO_POOL_ASAN 1
#endif
#endif

#ifdef MO_POOL_ASAN
#include <sanitizer/asan_interface.h>
#define MO_POOL_REDZONE 16
#define POISON(p, n) ASAN_POISON_MEMORY_REGION ((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION ((p), (n))
#else
#define MO_POOL_REDZONE 0
#define POISON(p, n) ((void) (p), (void) (n))
#define UNPOISON(p, n) ((void) (p), (void) (n))
#endif

/* The first chunk's size when mo_pool_init gave none (the pools of one
   mo_phi run hold about 1 KB; the IR of a fuzz program about 3 KB, and
   mo_func_new says so).  Under AddressSanitizer malloc fills the first
   4 KB of what it hands out, so a chunk much larger than needed is not
   free either.  */
#define MO_POOL_FIRST 1024

/* Retired chunks (see the top): sizes MO_POOL_FIRST << k for k below
   MO_POOL_NSIZE, up to MO_POOL_KEEP_MAX; at most MO_POOL_RING of each,
   one handed out again once MO_POOL_AGE more retired after it.  */
#define MO_POOL_NSIZE 6
#define MO_POOL_KEEP_MAX (MO_POOL_FIRST << (MO_POOL_NSIZE - 1))
#define MO_POOL_RING 8
#define MO_POOL_AGE 3

/* AddressSanitizer's malloc fill byte (its malloc_fill_byte) and how
   much of an allocation it fills (max_malloc_fill_size).  */
#define MO_POOL_FILL 0xbe
#define MO_POOL_FILL_MAX 4096

/* A chunk: a header, whose size keeps the data after it aligned for any
   object, and the data.  */
struct mo_pool_chunk
{
  union
  {
    struct
    {
      struct mo_pool_chunk *prev;   /* the chunk before, or NULL */
      size_t size;                  /* the data's size */
    } c;
    max_align_t align;
  } h;
  unsigned char data[];
};

/* The rings of retired chunks, one per size: up to MO_POOL_RING chunks,
   the oldest at HEAD.  */
static struct
{
  struct mo_pool_chunk *v[MO_POOL_RING];
  int head, len;
} retired[MO_POOL_NSIZE];

/* The ring of chunks of SIZE bytes, or -1 when such chunks are not
   kept.  */
static int
ring_of (size_t size)
{
  for (int k = 0; k < MO_POOL_NSIZE; k++)
    if (size == (size_t) MO_POOL_FIRST << k)
      return k;
  return -1;
}

/* A chunk of SIZE bytes of data: the oldest retired one when MO_POOL_AGE
   retired after it, else malloc's.  */
static struct mo_pool_chunk *
get_chunk (size_t size)
{
  int k = ring_of (size);
  if (k >= 0 && retired[k].len > MO_POOL_AGE)
    {
      struct mo_pool_chunk *c = retired[k].v[retired[k].head];
      retired[k].head = (retired[k].head + 1) % MO_POOL_RING;
      retired[k].len--;
#ifdef MO_POOL_ASAN
      UNPOISON (c->data, size);
      memset (c->data, MO_POOL_FILL,
	      size < MO_POOL_FILL_MAX ? size : MO_POOL_FILL_MAX);
#endif
      return c;
    }
  struct mo_pool_chunk *c = mo_xmalloc (sizeof *c + size);
  c->h.c.size = size;
  return c;
}

/* Chunk C is free: into its ring (the oldest there goes back to malloc
   when the ring is full), or back to malloc.  */
static void
put_chunk (struct mo_pool_chunk *c)
{
  int k = ring_of (c->h.c.size);
  if (k < 0)
    {
      /* (malloc unpoisons what it hands out again) */
      free (c);
      return;
    }
  POISON (c->data, c->h.c.size);
  if (retired[k].len == MO_POOL_RING)
    {
      free (retired[k].v[retired[k].head]);
      retired[k].head = (retired[k].head + 1) % MO_POOL_RING;
      retired[k].len--;
    }
  retired[k].v[(retired[k].head + retired[k].len) % MO_POOL_RING] = c;
  retired[k].len++;
}

static size_t
round_up (size_t n)
{
  size_t a = _Alignof (max_align_t);
  return (n + a - 1) / a * a;
}

void
mo_pool_init (struct mo_pool *pool, size_t first)
{
  memset (pool, 0, sizeof *pool);
  pool->next = first;
}

/* Make the current chunk one with room for NEED bytes.  */
static void
new_chunk (struct mo_pool *pool, size_t need)
{
  size_t size = pool->next ? pool->next : MO_POOL_FIRST;
  while (size < need)
    size *= 2;
  /* (a size that is kept when retired: a power of two) */
  if (size <= MO_POOL_KEEP_MAX)
    {
      size_t s = MO_POOL_FIRST;
      while (s < size)
	s *= 2;
      size = s;
    }
  struct mo_pool_chunk *c = get_chunk (size);
  c->h.c.prev = pool->chunk;
  POISON (c->data, size);
  pool->chunk = c;
  pool->size = size;
  pool->next = 2 * size;
  pool->used = 0;
  pool->last = NULL;
}

void *
mo_pool_alloc (struct mo_pool *pool, size_t size)
{
  size_t need = round_up ((size ? size : 1) + MO_POOL_REDZONE);
  if (!pool->chunk || pool->size - pool->used < need)
    new_chunk (pool, need);
  void *p = pool->chunk->data + pool->used;
  pool->used += need;
  pool->last = p;
  UNPOISON (p, size);
  return p;
}

void *
mo_pool_calloc (struct mo_pool *pool, size_t n, size_t size)
{
  void *p = mo_pool_alloc (pool, n * size);
  memset (p, 0, n * size);
  return p;
}

void *
mo_pool_grow (struct mo_pool *pool, void *piece, size_t old, size_t size)
{
  if (!piece)
    return mo_pool_alloc (pool, size);
  if (size <= old)
    return piece;
  if (piece == pool->last)
    {
      /* The last piece: extend it in place when the chunk has room.  */
      size_t start = (size_t) ((unsigned char *) piece - pool->chunk->data);
      size_t need = round_up (size + MO_POOL_REDZONE);
      if (pool->size - start >= need)
	{
	  pool->used = start + need;
	  UNPOISON (piece, size);
	  return piece;
	}
    }
  void *p = mo_pool_alloc (pool, size);
  memcpy (p, piece, old);
  POISON (piece, old);
  return p;
}

void *
mo_pool_grow_array (struct mo_pool *pool, void *v, int *cap, int need,
		    size_t size)
{
  if (need <= *cap)
    return v;
  int n = *cap ? *cap : 16;
  while (n < need)
    n *= 2;
  v = mo_pool_grow (pool, v, (size_t) *cap * size, (size_t) n * size);
  *cap = n;
  return v;
}

void
mo_pool_free (struct mo_pool *pool)
{
  struct mo_pool_chunk *c = pool->chunk;
  while (c)
    {
      struct mo_pool_chunk *prev = c->h.c.prev;
      put_chunk (c);
      c = prev;
    }
  memset (pool, 0, sizeof *pool);
}
