/* test-reread.c - mo_reread (reread.c): which reads of a location join
   the group of its first read, and what ends a group: a barrier, a kill
   of the location's address, the window.  A recorder stands in for the
   glue's apply callback; one test refuses decisions.  */

#include "unit.h"

#include <string.h>

struct rec
{
  struct mo_reevent ev[32];
  int n;
  struct mo_reread_decision dec[8];
  int later[8][8];
  int ndec;
  bool refuse;
  struct mo_reread_stats stats;
};

static bool
r_apply (void *ctx, const struct mo_reread_decision *d)
{
  struct rec *r = (struct rec *) ctx;
  if (r->refuse)
    return false;
  r->dec[r->ndec] = *d;
  memcpy (r->later[r->ndec], d->later, (size_t) d->n_later * sizeof (int));
  r->dec[r->ndec].later = r->later[r->ndec];
  r->ndec++;
  return true;
}

static void
r_read (struct rec *r, int insn, int loc, bool plain)
{
  r->ev[r->n++] = (struct mo_reevent) { MO_RE_READ, insn, loc, plain };
}

static void
r_kill (struct rec *r, int insn, int loc)
{
  r->ev[r->n++] = (struct mo_reevent) { MO_RE_KILL, insn, loc, false };
}

static void
r_barrier (struct rec *r, int insn)
{
  r->ev[r->n++] = (struct mo_reevent) { MO_RE_BARRIER, insn, -1, false };
}

static int
r_run (struct rec *r, int n_locs, int window)
{
  struct mo_rechain c = { r->ev, r->n, n_locs };
  struct mo_reread_params params = { window };
  return mo_reread (&c, &params, &r->stats, r_apply, r);
}

/* cmp [L]; jump; load [L]  ->  one group: first 0, later {2}.  */
static void
reread_switch_index (void)
{
  struct rec r = { 0 };
  r_read (&r, 0, 0, false);
  r_read (&r, 2, 0, true);
  CHECK_INT (r_run (&r, 1, 0), 1);
  CHECK_INT (r.dec[0].loc, 0);
  CHECK_INT (r.dec[0].first, 0);
  CHECK_INT (r.dec[0].n_later, 1);
  CHECK_INT (r.dec[0].later[0], 2);
}

/* Three reads: one group with two later reads; a second location read
   once makes no decision.  */
static void
reread_many_later (void)
{
  struct rec r = { 0 };
  r_read (&r, 0, 0, false);
  r_read (&r, 1, 1, false);
  r_read (&r, 3, 0, false);
  r_read (&r, 4, 0, true);
  CHECK_INT (r_run (&r, 2, 0), 1);
  CHECK_INT (r.dec[0].n_later, 2);
  CHECK_INT (r.dec[0].later[0], 3);
  CHECK_INT (r.dec[0].later[1], 4);
}

/* A plain load first opens nothing (CSE reuses its register); the next
   read that is an operand opens the group.  One instruction reading L
   twice counts once.  */
static void
reread_plain_first_and_same_insn (void)
{
  struct rec r = { 0 };
  r_read (&r, 0, 0, true);
  r_read (&r, 1, 0, false);
  r_read (&r, 1, 0, false);
  r_read (&r, 2, 0, false);
  r_read (&r, 2, 0, false);
  CHECK_INT (r_run (&r, 1, 0), 1);
  CHECK_INT (r.dec[0].first, 1);
  CHECK_INT (r.dec[0].n_later, 1);
  CHECK_INT (r.dec[0].later[0], 2);
}

/* A barrier between the reads (a store, a call) or a kill of the
   location's address: no decision; a kill of another location does not
   matter.  */
static void
not_reread_barrier_or_kill (void)
{
  struct rec r = { 0 };
  r_read (&r, 0, 0, false);
  r_barrier (&r, 1);
  r_read (&r, 2, 0, false);
  CHECK_INT (r_run (&r, 1, 0), 0);

  struct rec k = { 0 };
  r_read (&k, 0, 0, false);
  r_read (&k, 0, 1, false);
  r_kill (&k, 1, 0);
  r_read (&k, 2, 0, false);
  r_read (&k, 2, 1, false);
  CHECK_INT (r_run (&k, 2, 0), 1);
  CHECK_INT (k.dec[0].loc, 1);
}

/* A read by the instruction that kills the address comes before the
   kill: it joins, the next read does not.  */
static void
reread_read_then_kill_same_insn (void)
{
  struct rec r = { 0 };
  r_read (&r, 0, 0, false);
  r_read (&r, 1, 0, false);
  r_kill (&r, 1, 0);
  r_read (&r, 2, 0, false);
  CHECK_INT (r_run (&r, 1, 0), 1);
  CHECK_INT (r.dec[0].n_later, 1);
  CHECK_INT (r.dec[0].later[0], 1);
}

/* The window: a read more than WINDOW instructions after the first
   starts nothing new with it (it may open the next group).  */
static void
not_reread_past_window (void)
{
  struct rec r = { 0 };
  r_read (&r, 0, 0, false);
  r_read (&r, 5, 0, false);
  CHECK_INT (r_run (&r, 1, 4), 0);

  struct rec s = { 0 };
  r_read (&s, 0, 0, false);
  r_read (&s, 4, 0, false);
  r_read (&s, 9, 0, false);
  CHECK_INT (r_run (&s, 1, 4), 1);
  CHECK_INT (s.dec[0].n_later, 1);
  CHECK_INT (s.dec[0].later[0], 4);
}

/* A refused decision is not counted as applied; the stats count it as
   a group refused.  */
static void
reread_refused (void)
{
  struct rec r = { 0 };
  r.refuse = true;
  r_read (&r, 0, 0, false);
  r_read (&r, 1, 0, false);
  CHECK_INT (r_run (&r, 1, 0), 0);
  CHECK_INT (r.ndec, 0);
  CHECK_INT (r.stats.groups, 1);
  CHECK_INT (r.stats.refused, 1);
  CHECK_INT (r.stats.applied, 0);
}

const struct unit_case unit_reread_cases[] = {
  UNIT_CASE (reread_switch_index),
  UNIT_CASE (reread_many_later),
  UNIT_CASE (reread_plain_first_and_same_insn),
  UNIT_CASE (not_reread_barrier_or_kill),
  UNIT_CASE (reread_read_then_kill_same_insn),
  UNIT_CASE (not_reread_past_window),
  UNIT_CASE (reread_refused),
  { NULL, NULL }
};
