/* heap.c - the abstract heap: what is known about memory at one point.

   A heap is a set of facts "location L holds value V", at most one per
   location, kept in an array sorted by location, so that
     - a lookup is a binary search,
     - the merge at a join (intersection: a fact survives only when every
       predecessor has it, same location and same value) is one linear
       pass over two sorted arrays,
     - everything is deterministic: no hashing, no addresses.

   Example, the merge at a join of two blocks:

       pred 1: L0 -> v3, L2 -> v5, L4 -> v6
       pred 2: L0 -> v3, L2 -> v7
       join:   L0 -> v3                      (L2 disagrees, L4 is unknown)

   Bound.  A heap holds at most MAX entries.  When a fact about a new
   location arrives and the heap is full, the entry recorded longest ago
   (smallest stamp; among equal stamps the smallest location) is dropped
   first.  Stamps come from the caller (lse.c uses one counter per run),
   so the choice is deterministic, and an intersection keeps the newer
   stamp of the two.

   Correctness.  A heap claims facts; a claim that is missing costs an
   optimization, never correctness.  Every operation here only removes
   facts or records the fact the caller asserts, so the one obligation is
   on the caller: record only what holds, and kill what may have changed.

   Cost: find O(log MAX); set, remove O(MAX) (array shifts, one scan to
   find the oldest); intersect, copy, kill_if O(MAX).  */

#include "memopt.h"

#include <stdlib.h>
#include <string.h>

void
mo_heap_init (struct mo_heap *h, int max)
{
  h->len = h->cap = 0;
  h->max = max > 0 ? max : 0;
  h->v = NULL;
}

void
mo_heap_free (struct mo_heap *h)
{
  free (h->v);
  h->v = NULL;
  h->len = h->cap = 0;
}

void
mo_heap_clear (struct mo_heap *h)
{
  h->len = 0;
}

/* The first index whose loc is >= LOC.  */
static int
lower_bound (const struct mo_heap *h, int loc)
{
  int lo = 0, hi = h->len;
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;
      if (h->v[mid].loc < loc)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

int
mo_heap_find (const struct mo_heap *h, int loc)
{
  int i = lower_bound (h, loc);
  return i < h->len && h->v[i].loc == loc ? i : -1;
}

static void
remove_at (struct mo_heap *h, int i)
{
  memmove (&h->v[i], &h->v[i + 1], (size_t) (h->len - i - 1) * sizeof *h->v);
  h->len--;
}

/* Drop the oldest entry (smallest stamp, then smallest loc).  */
static void
evict_oldest (struct mo_heap *h)
{
  int old = 0;
  for (int i = 1; i < h->len; i++)
    if (h->v[i].stamp < h->v[old].stamp)
      old = i;
  remove_at (h, old);
}

static void
reserve (struct mo_heap *h, int n)
{
  if (n <= h->cap)
    return;
  int cap = h->cap ? h->cap : 4;
  while (cap < n)
    cap *= 2;
  if (cap > h->max)
    cap = h->max;
  h->v = mo_xrealloc (h->v, (size_t) cap * sizeof *h->v);
  h->cap = cap;
}

void
mo_heap_set (struct mo_heap *h, int loc, int val, unsigned long stamp)
{
  if (h->max <= 0)
    return;
  int i = mo_heap_find (h, loc);
  if (i >= 0)
    {
      h->v[i].val = val;
      h->v[i].stamp = stamp;
      h->v[i].by_type = false;
      return;
    }
  if (h->len >= h->max)
    evict_oldest (h);
  reserve (h, h->len + 1);
  i = lower_bound (h, loc);
  memmove (&h->v[i + 1], &h->v[i], (size_t) (h->len - i) * sizeof *h->v);
  h->v[i] = (struct mo_heap_entry) { loc, val, stamp, false };
  h->len++;
}

bool
mo_heap_remove (struct mo_heap *h, int loc)
{
  int i = mo_heap_find (h, loc);
  if (i < 0)
    return false;
  remove_at (h, i);
  return true;
}

void
mo_heap_copy (struct mo_heap *dst, const struct mo_heap *src)
{
  if (dst == src)
    return;
  int n = src->len < dst->max ? src->len : dst->max;
  reserve (dst, n);
  if (n == src->len)
    {
      if (n)
	memcpy (dst->v, src->v, (size_t) n * sizeof *dst->v);
      dst->len = n;
      return;
    }
  /* DST is smaller: keep the N newest facts, as a sequence of sets
     would have.  */
  dst->len = 0;
  struct mo_heap tmp;
  mo_heap_init (&tmp, src->len);
  mo_heap_copy (&tmp, src);
  while (tmp.len > n)
    evict_oldest (&tmp);
  if (n)
    memcpy (dst->v, tmp.v, (size_t) n * sizeof *dst->v);
  dst->len = n;
  mo_heap_free (&tmp);
}

void
mo_heap_intersect (struct mo_heap *dst, const struct mo_heap *src)
{
  int i = 0, j = 0, out = 0;
  while (i < dst->len && j < src->len)
    {
      const struct mo_heap_entry *a = &dst->v[i], *b = &src->v[j];
      if (a->loc < b->loc)
	i++;
      else if (b->loc < a->loc)
	j++;
      else
	{
	  if (a->val == b->val)
	    {
	      struct mo_heap_entry e = *a;
	      if (b->stamp > e.stamp)
		e.stamp = b->stamp;
	      e.by_type |= b->by_type;
	      dst->v[out++] = e;
	    }
	  i++;
	  j++;
	}
    }
  dst->len = out;
}

int
mo_heap_kill_if (struct mo_heap *h, mo_heap_kill_fn kill, void *ctx)
{
  int out = 0;
  for (int i = 0; i < h->len; i++)
    if (!kill (ctx, h->v[i].loc, h->v[i].val))
      h->v[out++] = h->v[i];
  int removed = h->len - out;
  h->len = out;
  return removed;
}
