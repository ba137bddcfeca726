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
	size (the owner's estimate of what it needs).

   Under AddressSanitizer the pool keeps what malloc's checks would have
   caught: MO_POOL_REDZONE bytes after every piece, the unused rest of a
   chunk and a piece left behind by a growth are poisoned, so an access
   past the end of a piece, or through a pointer kept across a growth,
   is reported as for malloc'd memory.  */

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

/* A chunk: a header, whose size keeps the data after it aligned for any
   object, and the data.  */
struct mo_pool_chunk
{
  union
  {
    struct mo_pool_chunk *prev;   /* the chunk before, or NULL */
    max_align_t align;
  } h;
  unsigned char data[];
};

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
  struct mo_pool_chunk *c = mo_xmalloc (sizeof *c + size);
  c->h.prev = pool->chunk;
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
      /* (malloc unpoisons what it hands out again) */
      struct mo_pool_chunk *prev = c->h.prev;
      free (c);
      c = prev;
    }
  memset (pool, 0, sizeof *pool);
}
