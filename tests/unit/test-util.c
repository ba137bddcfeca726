/* test-util.c - the growth rule of the core's arrays (util.c) and the
   pool (pool.c).  */

#include "unit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Checks: mo_grow gives at least 16 elements, doubles past the need,
   keeps the contents, and leaves a large enough array alone.  */
static void
grow_keeps_and_doubles (void)
{
  int *v = NULL, cap = 0;
  MO_GROW (v, cap, 1);
  CHECK_INT (cap, 16);
  for (int i = 0; i < 16; i++)
    v[i] = i;
  int *same = v;
  MO_GROW (v, cap, 16);
  CHECK (v == same);
  CHECK_INT (cap, 16);
  MO_GROW (v, cap, 40);
  CHECK_INT (cap, 64);
  CHECK_INT (v[15], 15);
  free (v);
  struct mo_ivec a = { NULL, 0, 0 };
  for (int i = 0; i < 100; i++)
    mo_ivec_push (&a, i);
  CHECK_INT (a.len, 100);
  CHECK_INT (a.v[99], 99);
  mo_ivec_free (&a);
}

/* Checks: pieces are aligned for any object, distinct and zeroed by
   mo_pool_calloc; a piece larger than a chunk gets its own; the pool is
   empty again after mo_pool_free; mo_pool_init sets the first chunk's
   size.  */
static void
pool_pieces (void)
{
  struct mo_pool pool;
  memset (&pool, 0, sizeof pool);
  char *prev = NULL;
  for (int i = 1; i < 200; i++)
    {
      char *p = mo_pool_calloc (&pool, (size_t) i, 3);
      CHECK ((uintptr_t) p % _Alignof (max_align_t) == 0);
      for (int k = 0; k < 3 * i; k++)
	CHECK (p[k] == 0);
      memset (p, 0xab, (size_t) i * 3);
      if (prev)
	CHECK (prev[0] == (char) 0xab && p != prev);
      prev = p;
    }
  char *big = mo_pool_alloc (&pool, 100000);
  memset (big, 1, 100000);
  CHECK (prev[0] == (char) 0xab);
  mo_pool_free (&pool);
  CHECK (pool.chunk == NULL && pool.used == 0 && pool.last == NULL);
  mo_pool_free (&pool);
  mo_pool_init (&pool, 100000);   /* a first chunk of that size */
  mo_pool_alloc (&pool, 10);
  CHECK (pool.size == 100000);
  mo_pool_alloc (&pool, 90000);
  CHECK (pool.size == 100000);
  mo_pool_free (&pool);
}

/* Checks: mo_pool_grow keeps the contents, extends the last piece in
   place, moves any other piece; MO_POOL_GROW follows mo_grow's rule.  */
static void
pool_grow (void)
{
  struct mo_pool pool;
  memset (&pool, 0, sizeof pool);
  int *a = mo_pool_grow (&pool, NULL, 0, 4 * sizeof *a);
  for (int i = 0; i < 4; i++)
    a[i] = i;
  int *same = mo_pool_grow (&pool, a, 4 * sizeof *a, 8 * sizeof *a);
  CHECK (same == a);            /* the last piece: in place */
  int *b = mo_pool_alloc (&pool, sizeof *b);
  *b = 42;
  int *moved = mo_pool_grow (&pool, a, 8 * sizeof *a, 16 * sizeof *a);
  CHECK (moved != a);           /* not the last piece any more */
  for (int i = 0; i < 4; i++)
    CHECK_INT (moved[i], i);
  CHECK_INT (*b, 42);
  int *v = NULL, cap = 0;
  MO_POOL_GROW (&pool, v, cap, 1);
  CHECK_INT (cap, 16);
  for (int i = 0; i < 16; i++)
    v[i] = i;
  MO_POOL_GROW (&pool, v, cap, 40);
  CHECK_INT (cap, 64);
  CHECK_INT (v[15], 15);
  for (int i = 0; i < 100000; i++)
    {
      MO_POOL_GROW (&pool, v, cap, i + 1);
      v[i] = i;
    }
  CHECK_INT (v[99999], 99999);
  CHECK_INT (v[15], 15);
  mo_pool_free (&pool);
}

/* Checks: a freed pool's chunk of a kept size (1 KB) is handed out
   again only after MO_POOL_AGE (3) more of its size were freed, oldest
   first; a chunk of another size is malloc's.  */
static void
pool_retired_chunks (void)
{
  char *first[8];
  struct mo_pool pools[8];
  for (int i = 0; i < 8; i++)
    {
      mo_pool_init (&pools[i], 1000);       /* a 1 KB chunk */
      first[i] = mo_pool_alloc (&pools[i], 16);
      CHECK (pools[i].size == 1024);
    }
  for (int i = 0; i < 8; i++)
    mo_pool_free (&pools[i]);
  /* The ring holds the eight: the five oldest come back in order, the
     three youngest wait.  */
  struct mo_pool again[6];
  for (int i = 0; i < 6; i++)
    {
      mo_pool_init (&again[i], 1024);
      char *p = mo_pool_alloc (&again[i], 16);
      if (i < 5)
	CHECK (p == first[i]);
      else
	for (int k = 5; k < 8; k++)
	  CHECK (p != first[k]);
      memset (p, 0, 16);
    }
  for (int i = 0; i < 6; i++)
    mo_pool_free (&again[i]);
  struct mo_pool big;
  mo_pool_init (&big, 100000);
  char *b = mo_pool_alloc (&big, 16);
  for (int i = 0; i < 8; i++)
    CHECK (b != first[i]);
  mo_pool_free (&big);
}

const struct unit_case unit_util_cases[] = {
  UNIT_CASE (grow_keeps_and_doubles),
  UNIT_CASE (pool_pieces),
  UNIT_CASE (pool_grow),
  UNIT_CASE (pool_retired_chunks),
  { NULL, NULL }
};
