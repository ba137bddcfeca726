/* test-heap.c - the abstract heap (heap.c).  */

#include "unit.h"

#include <stdio.h>

/* The heap as "loc:val loc:val ...".  */
static const char *
heap_str (const struct mo_heap *h)
{
  static char buf[1024];
  size_t n = 0;
  buf[0] = 0;
  for (int i = 0; i < h->len && n + 24 < sizeof buf; i++)
    n += (size_t) snprintf (buf + n, sizeof buf - n, "%s%d:%d", i ? " " : "",
			    h->v[i].loc, h->v[i].val);
  return buf;
}

/* Checks: entries stay sorted by location whatever the insertion order;
   setting a known location replaces its value; find and remove.  */
static void
heap_sorted_set_find_remove (void)
{
  struct mo_heap h;
  mo_heap_init (&h, 8);
  mo_heap_set (&h, 5, 50, 1);
  mo_heap_set (&h, 1, 10, 2);
  mo_heap_set (&h, 3, 30, 3);
  mo_heap_set (&h, 1, 11, 4);
  CHECK_STR (heap_str (&h), "1:11 3:30 5:50");
  CHECK_INT (mo_heap_find (&h, 3), 1);
  CHECK_INT (mo_heap_find (&h, 4), -1);
  CHECK (mo_heap_remove (&h, 3));
  CHECK (!mo_heap_remove (&h, 3));
  CHECK_STR (heap_str (&h), "1:11 5:50");
  mo_heap_clear (&h);
  CHECK_INT (h.len, 0);
  mo_heap_free (&h);
}

/* Checks: a full heap drops the entry with the oldest stamp (not the
   smallest location, not the newcomer); replacing an entry refreshes its
   stamp.  */
static void
heap_bound_evicts_oldest (void)
{
  struct mo_heap h;
  mo_heap_init (&h, 3);
  mo_heap_set (&h, 7, 70, 1);
  mo_heap_set (&h, 2, 20, 2);
  mo_heap_set (&h, 9, 90, 3);
  mo_heap_set (&h, 7, 71, 4);   /* refreshed: now 2 is the oldest */
  mo_heap_set (&h, 4, 40, 5);
  CHECK_STR (heap_str (&h), "4:40 7:71 9:90");
  mo_heap_set (&h, 1, 10, 6);   /* drops 9 (stamp 3) */
  CHECK_STR (heap_str (&h), "1:10 4:40 7:71");
  CHECK_INT (h.len, 3);
  mo_heap_free (&h);
}

/* Checks: a heap of bound 0 never holds anything (max-heap off).  */
static void
heap_bound_zero (void)
{
  struct mo_heap h;
  mo_heap_init (&h, 0);
  mo_heap_set (&h, 1, 1, 1);
  CHECK_INT (h.len, 0);
  CHECK_INT (mo_heap_find (&h, 1), -1);
  mo_heap_free (&h);
}

/* Checks: the intersection keeps an entry only when both heaps have the
   same location with the same value (the join example of heap.c), and
   keeps the newer stamp.  */
static void
heap_intersect (void)
{
  struct mo_heap a, b;
  mo_heap_init (&a, 8);
  mo_heap_init (&b, 8);
  mo_heap_set (&a, 0, 3, 1);
  mo_heap_set (&a, 2, 5, 2);
  mo_heap_set (&a, 4, 6, 3);
  mo_heap_set (&b, 0, 3, 9);
  mo_heap_set (&b, 2, 7, 10);
  mo_heap_set (&b, 6, 1, 11);
  mo_heap_intersect (&a, &b);
  CHECK_STR (heap_str (&a), "0:3");
  CHECK_INT (a.v[0].stamp, 9);
  mo_heap_clear (&b);
  mo_heap_intersect (&a, &b);
  CHECK_INT (a.len, 0);
  mo_heap_free (&a);
  mo_heap_free (&b);
}

/* Checks: copying into a heap of a smaller bound keeps the newest
   entries; copying into an equal bound copies everything.  */
static void
heap_copy (void)
{
  struct mo_heap a, b, c;
  mo_heap_init (&a, 8);
  mo_heap_init (&b, 2);
  mo_heap_init (&c, 8);
  mo_heap_set (&a, 1, 10, 3);
  mo_heap_set (&a, 2, 20, 1);
  mo_heap_set (&a, 3, 30, 2);
  mo_heap_copy (&b, &a);
  CHECK_STR (heap_str (&b), "1:10 3:30");
  mo_heap_copy (&c, &a);
  CHECK_STR (heap_str (&c), "1:10 2:20 3:30");
  mo_heap_free (&a);
  mo_heap_free (&b);
  mo_heap_free (&c);
}

static bool
kill_odd_val (void *ctx, int loc, int val)
{
  int *calls = ctx;
  (*calls)++;
  (void) loc;
  return val % 2;
}

/* Checks: kill_if asks once per entry, removes what the predicate says
   and keeps the rest in order.  */
static void
heap_kill_if (void)
{
  struct mo_heap h;
  mo_heap_init (&h, 8);
  for (int i = 0; i < 6; i++)
    mo_heap_set (&h, i, i * 3, (unsigned long) i);
  int calls = 0;
  CHECK_INT (mo_heap_kill_if (&h, kill_odd_val, &calls), 3);
  CHECK_INT (calls, 6);
  CHECK_STR (heap_str (&h), "0:0 2:6 4:12");
  mo_heap_free (&h);
}

const struct unit_case unit_heap_cases[] = {
  UNIT_CASE (heap_sorted_set_find_remove),
  UNIT_CASE (heap_bound_evicts_oldest),
  UNIT_CASE (heap_bound_zero),
  UNIT_CASE (heap_intersect),
  UNIT_CASE (heap_copy),
  UNIT_CASE (heap_kill_if),
  { NULL, NULL }
};
