/* bench-lse-scale.c - mo_lse's time per memory operation as functions
   grow, to show it scales linearly.

   Usage: build/bench-lse-scale [MAX_OPS]   (default 100000)
   BENCH_REPS=N in the environment: run mo_lse exactly N times per
   function instead of for 0.2 s (for instruction counts under
   valgrind --tool=callgrind --toggle-collect=mo_lse).

   For 1,000 / 10,000 / 100,000 memory operations (up to MAX_OPS) it
   builds three synthetic functions, deterministic (a fixed-seed LCG):
     long    one block holding every operation
     blocks  a chain of diamonds, 8 operations per block
     loops   a sequence of two-level loop nests (preheader, outer header,
	     inner loop, outer latch), 8 operations per block, loads of
	     locations set up before the loops
   Operations: 45% loads, 40% stores, 10% calls (MO_WRITE), 5% reads,
   over N/4 locations spread across objects of 8 fields each; 7 of 8
   accesses go to a window of 24 locations that slides along the
   function, the rest anywhere.  The alias
   callback answers NO for two different fields of one object and MAY
   otherwise (calls: MAY), so the heap stays busy and queries are asked.
   The limits are the plugin's defaults (max-heap 64, max-alias-queries
   64).

   Each function is run repeatedly for at least 0.2 s; the output is one
   line per (shape, size) with the decisions found, the alias queries
   asked and the time per operation, then, per shape, the ratio of the
   time per operation at the largest size to the smallest (1.0: linear).
   Wall-clock ratios are noisy on a loaded machine (cache effects too);
   instruction counts are not: under callgrind, mo_lse executes about
   405 instructions per operation at each of the three sizes.  */

#define _POSIX_C_SOURCE 200809L

#include "memopt.h"

#include <string.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t seed;
static int cursor;   /* the locations in use move along with it */

static unsigned
rng (unsigned n)
{
  seed = seed * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned) ((seed >> 33) % n);
}

static enum mo_alias
field_alias (void *ctx, const struct mo_inst *a, const struct mo_inst *b)
{
  (void) ctx;
  if (a->loc < 0 || b->loc < 0 || a->kind == MO_WRITE)
    return MO_MAY;
  if (a->loc / 8 == b->loc / 8 && a->loc != b->loc)
    return MO_NO;
  return MO_MAY;
}

/* Append N random operations to block B; NVAL counts the values.  */
static void
fill (struct mo_func *f, int b, int n, int nloc, int *nval)
{
  for (int i = 0; i < n; i++)
    {
      unsigned r = rng (100);
      /* Locality: mostly one of the 24 locations around the cursor,
	 sometimes anywhere.  */
      int loc = rng (8) ? (cursor + (int) rng (24)) % nloc
			: (int) rng ((unsigned) nloc);
      if (rng (4) == 0)
	cursor = (cursor + 1) % nloc;
      if (r < 45)
	mo_func_add (f, b, MO_LOAD, loc, (*nval)++, 0, NULL);
      else if (r < 85)
	/* Constants or arguments: values no load defines, ids above the
	   loads' (set after building).  */
	mo_func_add (f, b, MO_STORE, loc, -2 - (int) rng (16), 0, NULL);
      else if (r < 95)
	mo_func_add (f, b, MO_WRITE, -1, -1, 0, NULL);
      else
	mo_func_add (f, b, MO_READ, -1, -1, 0, NULL);
    }
}

/* Stores were given placeholder values -2 .. -17: renumber them as
   constants after the loads' values.  */
static void
finish (struct mo_func *f, int nval)
{
  for (int b = 0; b < f->nblock; b++)
    for (int i = 0; i < f->blocks[b].ninst; i++)
      {
	struct mo_inst *in = &f->blocks[b].inst[i];
	if (in->kind == MO_STORE && in->val <= -2)
	  in->val = nval + (-2 - in->val);
      }
  f->nval = nval + 16;
  f->alias = field_alias;
}

static struct mo_func *
make_long (int ops)
{
  int nval = 0, nloc = ops / 4 > 8 ? ops / 4 : 8;
  struct mo_func *f = mo_func_new (1);
  fill (f, 0, ops, nloc, &nval);
  finish (f, nval);
  return f;
}

/* Diamonds: d -> d+1, d -> d+2, d+1 -> d+3, d+2 -> d+3.  */
static struct mo_func *
make_blocks (int ops)
{
  int nblock = ops / 8, nval = 0, nloc = ops / 4;
  nblock -= (nblock - 1) % 3;
  struct mo_func *f = mo_func_new (nblock);
  for (int d = 0; d + 3 < nblock; d += 3)
    {
      mo_func_edge (f, d, d + 1);
      mo_func_edge (f, d, d + 2);
      mo_func_edge (f, d + 1, d + 3);
      mo_func_edge (f, d + 2, d + 3);
    }
  for (int b = 0; b < nblock; b++)
    fill (f, b, 8, nloc, &nval);
  finish (f, nval);
  return f;
}

/* Nests of 5 blocks: p (preheader) -> h (outer header) -> i (inner
   header, self loop) -> l (outer latch) -> h | x (exit, next p).  */
static struct mo_func *
make_loops (int ops)
{
  int nest = ops / 40, nval = 0, nloc = ops / 4;
  int nblock = 4 * nest + 1;
  struct mo_func *f = mo_func_new (nblock);
  for (int k = 0; k < nest; k++)
    {
      int p = 4 * k, h = p + 1, i = p + 2, l = p + 3, x = p + 4;
      mo_func_edge (f, p, h);
      mo_func_edge (f, h, i);
      mo_func_edge (f, i, i);
      mo_func_edge (f, i, l);
      mo_func_edge (f, l, h);
      mo_func_edge (f, l, x);
      /* The preheader loads what the loop reloads.  */
      int base = (int) rng ((unsigned) nloc - 4);
      for (int j = 0; j < 4; j++)
	mo_func_add (f, p, MO_LOAD, base + j, nval++, 0, NULL);
      fill (f, p, 4, nloc, &nval);
      for (int b = h; b <= l; b++)
	{
	  mo_func_add (f, b, MO_LOAD, base + (int) rng (4), nval++, 0, NULL);
	  fill (f, b, 7, nloc, &nval);
	}
    }
  fill (f, nblock - 1, 8, nloc, &nval);
  finish (f, nval);
  return f;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

static long
count_ops (const struct mo_func *f)
{
  long n = 0;
  for (int b = 0; b < f->nblock; b++)
    n += f->blocks[b].ninst;
  return n;
}

/* Time mo_lse on F; returns ns per operation.  */
static double
measure (const struct mo_func *f, const char *shape, int size)
{
  struct mo_lse_params lim;
  memset (&lim, 0, sizeof lim);
  lim.max_heap = lim.max_alias_queries = 64;
  struct mo_lse_stats st = { 0, 0, 0, 0, 0 };
  int decisions = 0, reps = 0;
  const char *env = getenv ("BENCH_REPS");
  int fixed = env ? atoi (env) : 0;
  double start = now (), t;
  do
    {
      struct mo_lse_decisions d = { 0, 0, NULL, 0, 0, NULL };
      mo_lse (f, &lim, &d, &st);
      decisions = d.len;
      mo_lse_decisions_free (&d);
      reps++;
      t = now () - start;
    }
  while (fixed > 0 ? reps < fixed : t < 0.2 || reps < 3);
  long ops = count_ops (f);
  double ns = t / reps / (double) ops * 1e9;
  printf ("%-7s %7d %8ld %7d %9d %10ld %9.1f\n", shape, size, ops,
	  f->nblock, decisions, st.alias_queries, ns);
  return ns;
}

int
main (int argc, char **argv)
{
  int max_ops = argc > 1 ? atoi (argv[1]) : 100000;
  static const int sizes[] = { 1000, 10000, 100000 };
  static const char *const shapes[] = { "long", "blocks", "loops" };
  struct mo_func *(*const make[]) (int) = { make_long, make_blocks,
					     make_loops };
  printf ("bench-lse-scale: mo_lse, max-heap 64, max-alias-queries 64\n");
  printf ("%-7s %7s %8s %7s %9s %10s %9s\n", "shape", "size", "ops",
	  "blocks", "decisions", "queries", "ns/op");
  double ratio[3];
  for (int s = 0; s < 3; s++)
    {
      double first = 0, last = 0;
      for (int z = 0; z < 3 && sizes[z] <= max_ops; z++)
	{
	  seed = 42 + (uint64_t) s;
	  cursor = 0;
	  struct mo_func *f = make[s] (sizes[z]);
	  const char *err = mo_func_check (f);
	  if (err)
	    {
	      fprintf (stderr, "bench-lse-scale: %s %d: %s\n", shapes[s],
		       sizes[z], err);
	      return 1;
	    }
	  last = measure (f, shapes[s], sizes[z]);
	  if (z == 0)
	    first = last;
	  mo_func_free (f);
	}
      ratio[s] = first > 0 ? last / first : 0;
    }
  for (int s = 0; s < 3; s++)
    printf ("scaling %-7s ns/op at the largest size / the smallest: %.2f "
	    "(1.00: linear)\n", shapes[s], ratio[s]);
  return 0;
}
