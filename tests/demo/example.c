/* example.c - memopt's demo: a tiny histogram with redundant memory
   operations that memopt removes.  `make demo` compiles it with and
   without the plugin, shows memopt's remarks, counts the loads and stores
   left in each function, and checks that both programs print the same.

   The bins are floats and the bookkeeping fields are ints, so under C's
   strict aliasing rules a load of a field may reuse a value known from
   before a store to a bin.  Stores are only removed when the fields are
   told apart by their offsets (a store can change the type of memory, so
   types alone never make a store redundant).

     add_sample:  h->total = v; bins[..] += ...; ... h->total ...
                  the reload of h->total is replaced by v
     scale:       c = h->count; loop { ... bins[i] *= ...h->count ... }
                  the reload in the loop reuses c
     reset:       set_min (h, lo); h->max = hi; h->count = 0;
                  set_min (h, lo);
                  the second store to h->min is removed (an inlined setter
                  called twice)

   GCC 12 at -O2 finds these itself (FRE, PRE, DOM and DSE); the demo
   turns those passes off so that memopt's work is what the numbers show
   (see demo.sh).  */

#include <stdio.h>

struct hist
{
  int count;	/* samples recorded */
  int total;	/* last sample */
  int min, max;	/* range of the bins */
};

/* Record sample V in bin BIN (the overflow bin 0 when BIN < 0); returns
   the new maximum.  */
__attribute__ ((noinline)) int
add_sample (struct hist *h, float *bins, int bin, int v)
{
  h->total = v;
  if (bin >= 0)
    bins[bin] += 1.0f;
  else
    bins[0] += 0.5f;
  if (h->total > h->max)	/* h->total is still v */
    h->max = v;
  return h->max;
}

/* Multiply the first N bins by the sample count, stopping at the first
   empty bin.  */
__attribute__ ((noinline)) void
scale (struct hist *h, float *bins, int n)
{
  int c = h->count;
  if (c == 0)
    return;
  for (int i = 0; i < n; i++)
    {
      if (bins[i] == 0.0f)
	break;
      bins[i] = bins[i] / (float) h->count;	/* h->count is still c */
    }
}

static inline void
set_min (struct hist *h, int v)
{
  h->min = v;
}

/* Start a new range LO..HI.  */
__attribute__ ((noinline)) void
reset (struct hist *h, int lo, int hi)
{
  set_min (h, lo);
  h->max = hi;
  h->count = 0;
  set_min (h, lo);	/* h->min already holds lo */
}

int
main (void)
{
  struct hist h = { 0, 0, 0, 0 };
  float bins[8] = { 0 };
  int top = 0;
  reset (&h, -1, 0);
  for (int i = 0; i < 100; i++)
    {
      int v = (i * 37) % 11 - 1;
      top = add_sample (&h, bins, v < 8 ? v : -1, v);
      h.count++;
    }
  scale (&h, bins, 8);
  printf ("count=%d total=%d min=%d max=%d top=%d bins:", h.count, h.total,
	  h.min, h.max, top);
  for (int b = 0; b < 8; b++)
    printf (" %.4f", (double) bins[b]);
  printf ("\n");
  return 0;
}
