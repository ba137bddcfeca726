/* test-dse.c - dead store elimination and store sinking (dse.c).

   Every case builds a small function (t_func, the alias model of unit.h:
   MAY unless set), runs mo_dse through t_dse and compares the decisions
   as mo_dse_decisions_print prints them.  The glue's two callbacks are
   modelled by T_FIXED (locations whose address is fixed) and T_EXIT
   (locations a block without successors may leave visible); a NULL
   callback is the core's conservative default.  Locations are L0, L1,
   ...; values v5 and up are constants or arguments.  */

#define _POSIX_C_SOURCE 200809L  /* fmemopen */

#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The callbacks' model: bit L set = "yes" for location L.  */
struct t_dse_model
{
  unsigned fixed, exit_visible;
  unsigned write_kills;   /* a MO_WRITE overwrites all of these locations */
};

static bool
t_fixed (void *ctx, const struct mo_inst *store)
{
  const struct t_dse_model *m = ctx;
  return store->loc >= 0 && store->loc < 32 && (m->fixed >> store->loc & 1);
}

static bool
t_exit (void *ctx, int block, const struct mo_inst *store)
{
  const struct t_dse_model *m = ctx;
  (void) block;
  return store->loc < 0 || store->loc >= 32
	 || (m->exit_visible >> store->loc & 1);
}

static bool
t_kills (void *ctx, const struct mo_inst *i, const struct mo_inst *store)
{
  const struct t_dse_model *m = ctx;
  return i->kind == MO_WRITE && store->loc >= 0 && store->loc < 32
	 && (m->write_kills >> store->loc & 1);
}

/* merge_empties_arm of the runs below (the glue's merge-cost=on); the
   merge tests but merge_only_when_an_arm_empties run without it.  */
static bool t_merge_empties_arm;
/* max_merge_stores of the runs below (0: the default).  */
static int t_merge_stores;

/* Run mo_dse on F with MODEL (NULL: no callbacks) and the limits
   (<= 0: defaults); the printed decisions go to *OUT.  */
static const char *
t_dse (struct mo_func *f, struct t_dse_model *model, int max_walk,
       int max_queries, struct mo_dse_stats *stats, const char **out)
{
  static char buf[4096];
  const char *err = mo_func_check (f);
  if (err)
    return err;
  struct mo_dse_params p;
  memset (&p, 0, sizeof p);
  p.max_walk = max_walk;
  p.max_alias_queries = max_queries;
  p.sink = true;
  p.merge = true;
  p.merge_empties_arm = t_merge_empties_arm;
  p.max_merge_stores = t_merge_stores;
  if (model)
    {
      p.fixed = t_fixed;
      p.exit_may_read = t_exit;
      p.kills = t_kills;
      p.ctx = model;
    }
  struct mo_dse_decisions d = { 0, 0, NULL };
  mo_dse (f, &p, &d, stats);
  buf[0] = 0;
  FILE *mem = fmemopen (buf, sizeof buf, "w");
  if (!mem)
    return "fmemopen failed";
  mo_dse_decisions_print (&d, mem);
  fclose (mem);
  *out = buf;
  mo_dse_decisions_free (&d);
  return NULL;
}

#define EXPECT(f, model, walk, queries, stats, want)			\
  do {									\
    const char *got_ = NULL;						\
    CHECK_OK (t_dse ((f), (model), (walk), (queries), (stats), &got_)); \
    CHECK_STR (got_, (want));						\
  } while (0)

/* Every location may be observed after a path ends: the model of
   memory visible to the caller (returns are READs in these tests).  */
static struct t_dse_model visible = { 0, ~0u, 0 };
/* Nothing is visible after the end: locals.  */
static struct t_dse_model local = { 0, 0, 0 };

/* ------------------------------------------------------------------ */
/* Straight-line code.                                                 */

/* Checks: the Toy Optimizer's exercise store(p,0,5); store(p,0,7);
   load(p,0): the first store is dead, the second stays (LSE forwards
   7 to the load).  */
static void
toy_store_store_load (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 0, 7);
  t_load (f, 0, 0, 0);
  EXPECT (f, &visible, 0, 0, NULL, "dead-store bb0 #0\n");
  mo_func_free (f);
}

/* Checks: a store to another location in between, even one that MAY
   alias, neither reads nor kills: the first store is still dead.  A
   store to another location is never a kill (MAY is not MUST).  */
static void
store_between_is_not_a_read (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 1, 6);          /* MAY alias L0: not a kill of L0 */
  t_store (f, 0, 0, 7);
  t_load (f, 0, 0, 0);
  t_load (f, 0, 1, 1);
  EXPECT (f, &visible, 0, 0, NULL, "dead-store bb0 #0\n");
  mo_func_free (f);
}

/* Checks: a load that MAY alias keeps the store; one answered NO does
   not.  */
static void
may_alias_load_keeps_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_load (f, 0, 0, 1);           /* MAY: the store is live */
  t_store (f, 0, 0, 7);
  t_store (f, 0, 2, 5);
  t_load (f, 0, 1, 3);           /* L3 NO L2 */
  t_store (f, 0, 2, 8);
  t_set (&a, 3, 2, MO_NO);
  EXPECT (f, &visible, 0, 0, NULL, "dead-store bb0 #3\n");
  mo_func_free (f);
}

/* Checks: a read (a call) keeps the store unless the callback answers
   NO; a barrier always does.  */
static void
reads_and_barriers (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_op (f, 0, MO_READ);          /* MAY read L0 */
  t_store (f, 0, 0, 6);
  t_store (f, 0, 1, 5);
  t_op (f, 0, MO_READ);          /* NO for L1 */
  t_op (f, 0, MO_WRITE);         /* writes are not reads */
  t_store (f, 0, 1, 6);
  t_store (f, 0, 2, 5);
  t_op (f, 0, MO_BARRIER);
  t_store (f, 0, 2, 6);
  a.untracked[1] = MO_NO;
  a.untracked[2] = MO_NO;
  EXPECT (f, &visible, 0, 0, NULL, "dead-store bb0 #3\n");
  mo_func_free (f);
}

/* Checks: KEEP stores are never removed, and a KEEP load or store (it
   may trap: a handler may see memory) in between keeps a store.  */
static void
keep_instructions (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_keep (f, 0);
  t_store (f, 0, 0, 6);          /* #1: kills #0, but #0 is KEEP */
  t_load (f, 0, 0, 1);           /* #2 NO L0, but KEEP: may trap */
  t_keep (f, 0);
  t_store (f, 0, 0, 7);          /* #3 */
  t_set (&a, 0, 1, MO_NO);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: at the end of the function a store is dead only when the exit
   callback says nothing can observe it (a local); with no callback the
   core assumes it can.  */
static void
end_of_function (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_op (f, 0, MO_READ);          /* the return: NO for L0 */
  a.untracked[0] = MO_NO;
  EXPECT (f, &local, 0, 0, NULL, "dead-store bb0 #0\n");
  EXPECT (f, &visible, 0, 0, NULL, "");
  EXPECT (f, NULL, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a write the KILLS callback says covers the store (a clobber,
   a memset of the whole object) kills it like a store to the same
   location; a write it does not vouch for does not.  */
static void
write_that_kills (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_op (f, 0, MO_WRITE);
  t_load (f, 0, 0, 0);
  struct t_dse_model kills = { 0, ~0u, 1u }, no_kill = { 0, ~0u, 2u };
  EXPECT (f, &kills, 0, 0, NULL, "dead-store bb0 #0\n");
  EXPECT (f, &no_kill, 0, 0, NULL, "");
  EXPECT (f, NULL, 0, 0, NULL, "");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Control flow.                                                       */

/* Checks: a store overwritten in both arms of a diamond is dead; the
   two overwriting stores are then merged at the join.  */
static void
diamond_both_arms_kill (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 1, 6);
  t_store (f, 1, 0, 7);
  t_store (f, 2, 0, 8);
  t_load (f, 3, 0, 0);
  EXPECT (f, &visible, 0, 0, NULL, "dead-store bb0 #0\n"
	  "merge-stores bb1 #1 bb2 #0 at bb3\n");
  mo_func_free (f);
}

/* Checks: live on one successor only, and that successor has the
   store's block as its only predecessor: the store is sunk there
   (*p = 1; if (c) { *p = 2; return; } g ();).  */
static void
partially_dead_store_is_sunk (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 0>2", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 0, 6);
  t_op (f, 1, MO_READ);          /* return */
  t_op (f, 2, MO_READ);          /* g (): may read */
  EXPECT (f, &visible, 0, 0, NULL, "sink-store bb0 #0 to bb2\n");
  mo_func_free (f);
}

/* Checks: no sinking when the live successor has another predecessor,
   when the store is live on both successors (it would be copied), or
   when a later write in the block may write the location (the order of
   the two writes would change).  */
static void
sinking_refused (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 0>2 1>2", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 0, 6);
  t_load (f, 2, 0, 0);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (3, "0>1 0>2", &a);
  t_store (f, 0, 0, 5);
  t_load (f, 1, 0, 0);
  t_load (f, 2, 1, 0);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (3, "0>1 0>2", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 1, 6);          /* MAY write L0 after the store */
  t_store (f, 1, 0, 6);
  t_load (f, 1, 1, 1);
  t_load (f, 2, 0, 0);
  t_load (f, 2, 2, 1);
  EXPECT (f, &visible, 0, 0, NULL, "");
  t_set (&a, 0, 1, MO_NO);
  EXPECT (f, &visible, 0, 0, NULL, "sink-store bb0 #0 to bb2\n");
  mo_func_free (f);
}

/* Checks: in a loop, a store dead only on the exit edge (the exit block
   stores the location again: xz's delta_encode, whose last out[i] store
   GCC had copied after the loop) is not sunk into the latch, where it
   would still run every iteration but the last; a store dead on a path
   that stays in the loop is sunk as before.  */
static void
no_sinking_into_the_latch (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 1>2 2>1 1>3", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 3, 0, 5);
  t_op (f, 3, MO_READ);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (6, "0>1 1>2 1>3 2>4 3>4 4>1 4>5", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  t_op (f, 3, MO_READ);
  t_op (f, 5, MO_READ);
  EXPECT (f, &visible, 0, 0, NULL, "sink-store bb1 #0 to bb3\n");
  mo_func_free (f);
}

/* Checks: a loop's back edge.  The store in the loop is killed after
   the loop and again at the next iteration; with an address built from
   SSA names (not fixed) the next iteration's store may write other
   bytes, so the store is live; with a fixed address it is dead.  */
static void
loop_back_edge_needs_fixed_address (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  t_load (f, 2, 0, 0);
  struct t_dse_model not_fixed = { 0, ~0u, 0 }, fixed = { 1u, ~0u, 0 };
  EXPECT (f, &not_fixed, 0, 0, NULL, "");
  EXPECT (f, &fixed, 0, 0, NULL, "dead-store bb1 #0\n");
  mo_func_free (f);
}

/* Checks: a loop that does not read the location between a store
   before it and the kill after it; the walk follows the back edge only
   for a fixed address.  */
static void
store_before_loop (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 1>2 2>1 1>3", &a);
  t_store (f, 0, 0, 5);
  t_load (f, 2, 0, 1);           /* NO L0 */
  t_store (f, 3, 0, 6);
  t_load (f, 3, 1, 0);
  t_set (&a, 0, 1, MO_NO);
  struct t_dse_model not_fixed = { 0, ~0u, 0 }, fixed = { 1u, ~0u, 0 };
  EXPECT (f, &not_fixed, 0, 0, NULL, "");
  EXPECT (f, &fixed, 0, 0, NULL, "dead-store bb0 #0\n");
  mo_func_free (f);
}

/* Checks: a block entered by an abnormal or EH edge stops the walk: the
   store stays.  */
static void
unknown_entry_keeps_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 0>2", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 0, 6);
  t_store (f, 2, 0, 7);
  f->blocks[2].flags |= MO_BLOCK_UNKNOWN_ENTRY;
  EXPECT (f, &visible, 0, 0, NULL, "");
  f->blocks[2].flags = 0;
  EXPECT (f, &visible, 0, 0, NULL, "dead-store bb0 #0\n");
  mo_func_free (f);
}

/* Checks: the limits.  A kill 40 instructions away is not found with a
   walk of 16; 40 reads answered NO need 40 queries.  */
static void
limits (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  for (int k = 0; k < 40; k++)
    t_op (f, 0, MO_READ);
  t_store (f, 0, 0, 6);
  a.untracked[0] = MO_NO;
  struct mo_dse_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 16, 64, &st, "");
  CHECK (st.walk_over_limit >= 1);
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 64, 8, &st, "");
  CHECK (st.alias_over_limit >= 1);
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 64, 64, &st, "dead-store bb0 #0\n");
  CHECK_INT (st.dead, 1);
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Merging at joins.                                                   */

/* Checks: the last stores to L0 of both predecessors of a join merge
   there; a load answered NO after one of them does not prevent it.  */
static void
merge_stores_at_join (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_load (f, 1, 0, 1);           /* NO L0 */
  t_store (f, 2, 2, 7);          /* before the store: irrelevant */
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  t_load (f, 3, 2, 2);
  t_set (&a, 0, 1, MO_NO);
  EXPECT (f, &visible, 0, 0, NULL, "merge-stores bb1 #0 bb2 #1 at bb3\n");
  mo_func_free (f);
}

/* Checks: with merge_empties_arm, the stores of a join merge only when
   one arm is left with no memory instruction: an arm with a load (or a
   store to another location) left in both is a refusal, counted; an
   arm whose only other store is dead already empties.  */
static void
merge_only_when_an_arm_empties (void)
{
  struct t_alias a;
  struct mo_dse_stats st;
  t_merge_empties_arm = true;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_load (f, 1, 0, 1);           /* L1, NO L0: stays in bb1 */
  t_store (f, 2, 2, 7);          /* stays in bb2 */
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  t_load (f, 3, 2, 2);
  t_set (&a, 0, 1, MO_NO);
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 0, 0, &st, "");
  CHECK_INT (st.merge_refused, 1);
  CHECK_INT (st.merged, 0);
  mo_func_free (f);

  /* bb2 holds only its store to L0: merging empties it.  */
  f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_load (f, 1, 0, 1);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  t_set (&a, 0, 1, MO_NO);
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 0, 0, &st, "merge-stores bb1 #0 bb2 #0 at bb3\n");
  CHECK_INT (st.merge_refused, 0);
  mo_func_free (f);

  /* bb2's other store is dead (overwritten by the one merged): it goes,
     and bb2 empties.  */
  f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_load (f, 1, 0, 1);
  t_store (f, 2, 0, 8);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  t_set (&a, 0, 1, MO_NO);
  EXPECT (f, &visible, 0, 0, NULL,
	  "dead-store bb2 #0\nmerge-stores bb1 #0 bb2 #1 at bb3\n");
  mo_func_free (f);
  t_merge_empties_arm = false;
}

/* Checks: with merge_empties_arm, a join whose merge would take more
   locations than max_merge_stores is not merged at all (counted), though
   merging them all would empty both arms; at the bound it is.  Without
   merge_empties_arm, the first max_merge_stores are merged.  */
static void
merge_at_most_max_merge_stores (void)
{
  struct t_alias a;
  struct mo_dse_stats st;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 1, 1, 6);
  t_store (f, 2, 0, 7);
  t_store (f, 2, 1, 8);
  t_set (&a, 0, 1, MO_NO);
  t_merge_empties_arm = true;
  t_merge_stores = 1;
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 0, 0, &st, "");
  CHECK_INT (st.merge_too_many, 1);
  CHECK_INT (st.merge_refused, 0);
  CHECK_INT (st.merged, 0);
  t_merge_stores = 2;
  memset (&st, 0, sizeof st);
  EXPECT (f, &visible, 0, 0, &st,
	  "merge-stores bb1 #1 bb2 #1 at bb3\n"
	  "merge-stores bb1 #0 bb2 #0 at bb3\n");
  CHECK_INT (st.merge_too_many, 0);
  CHECK_INT (st.merged, 2);
  t_merge_empties_arm = false;
  t_merge_stores = 1;
  EXPECT (f, &visible, 0, 0, NULL, "merge-stores bb1 #1 bb2 #1 at bb3\n");
  t_merge_stores = 0;
  mo_func_free (f);
}

/* Checks: no merge when, after the store in one predecessor, something
   may read or write the location (a MAY load, a MAY store, a KEEP
   instruction), when the join has a third predecessor, or when a
   predecessor has another successor.  */
static void
merge_refused (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_load (f, 1, 0, 1);           /* MAY L0 */
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  EXPECT (f, &visible, 0, 0, NULL, "");
  t_set (&a, 0, 1, MO_NO);
  EXPECT (f, &visible, 0, 0, NULL, "merge-stores bb1 #0 bb2 #0 at bb3\n");
  t_store (f, 2, 2, 7);          /* MAY write L0 after bb2's store */
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_op (f, 1, MO_WRITE);         /* KEEP write: never moved across */
  t_keep (f, 1);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  a.untracked[0] = MO_NO;
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (5, "0>1 0>2 0>4 1>3 2>3 4>3", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (5, "0>1 0>2 1>3 2>3 1>4", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 1, 0);
  t_load (f, 4, 2, 0);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Random functions, run concretely.                                   */

/* A concrete run of F along the path chosen by TRIAL, with the decisions
   of D applied when D is not NULL (only those whose bit is set in
   SUBSET): removed stores do nothing, a sunk store is stored at the start
   of its target, a merged pair at the start of the join with the value
   of the predecessor the run came from.  LOG receives every value a
   load or a read observes and, when the run leaves the function, the
   memory of the locations visible to the caller.  ADDR maps locations
   to addresses; writes (MO_WRITE) store a value chosen by the trial, the
   step and the instruction, so both runs write the same.  */
#define R_ADDRS 4
#define R_STEPS 40
#define R_LOG 512

struct r_run
{
  int log[R_LOG];
  int len;
};

static unsigned
r_hash (unsigned a, unsigned b, unsigned c)
{
  unsigned x = a * 0x9e3779b1u ^ (b + 0x7f4a7c15u) * 0x85ebca6bu ^ c * 0xc2b2ae35u;
  x ^= x >> 15;
  x *= 0x2c1b3c6du;
  x ^= x >> 12;
  return x;
}

static void
r_log (struct r_run *r, int v)
{
  if (r->len < R_LOG)
    r->log[r->len++] = v;
}

static bool
r_removed (const struct mo_dse_decisions *d, unsigned long subset, int b,
	   int k)
{
  for (int x = 0; d && x < d->len; x++)
    if ((subset >> x & 1)
	&& ((d->v[x].block == b && d->v[x].index == k)
	    || (d->v[x].action == MO_DSE_MERGE && d->v[x].block2 == b
		&& d->v[x].index2 == k)))
      return true;
  return false;
}

static void
r_execute (const struct mo_func *f, const struct t_alias *a,
	   const struct t_dse_model *m, const int *addr, unsigned trial,
	   const struct mo_dse_decisions *d, unsigned long subset,
	   struct r_run *r)
{
  int mem[R_ADDRS] = { 0 };
  int b = 0, prev = -1;
  r->len = 0;
  for (int step = 0; step < R_STEPS; step++)
    {
      const struct mo_block *blk = &f->blocks[b];
      for (int x = 0; d && x < d->len; x++)
	{
	  const struct mo_dse_decision *dec = &d->v[x];
	  if (!(subset >> x & 1) || dec->target != b)
	    continue;
	  const struct mo_inst *s = &f->blocks[dec->block].inst[dec->index];
	  if (dec->action == MO_DSE_MERGE && prev == dec->block2)
	    s = &f->blocks[dec->block2].inst[dec->index2];
	  mem[addr[s->loc]] = s->val;
	}
      for (int k = 0; k < blk->ninst; k++)
	{
	  const struct mo_inst *i = &blk->inst[k];
	  if (r_removed (d, subset, b, k))
	    continue;
	  switch (i->kind)
	    {
	    case MO_STORE:
	      mem[addr[i->loc]] = i->val;
	      break;
	    case MO_LOAD:
	      r_log (r, mem[addr[i->loc]]);
	      break;
	    case MO_READ:
	    case MO_BARRIER:
	      for (int l = 0; l < 4; l++)
		if (i->kind == MO_BARRIER || a->untracked[l] != MO_NO)
		  r_log (r, mem[addr[l]]);
	      break;
	    case MO_WRITE:
	      for (int l = 0; l < 4; l++)
		if (a->untracked[l] != MO_NO
		    && ((m->write_kills >> l & 1)
			|| r_hash (trial, step, k + 8 * l) % 2))
		  mem[addr[l]] = 100 + (int) (r_hash (trial, step, k) % 50);
	      break;
	    }
	}
      if (!blk->succs.len)
	{
	  for (int l = 0; l < 4; l++)
	    if (m->exit_visible >> l & 1)
	      r_log (r, mem[addr[l]]);
	  return;
	}
      prev = b;
      b = blk->succs.v[r_hash (trial, step, 999) % blk->succs.len];
    }
}

/* A random function of 2 to 7 blocks (forward edges, sometimes a back
   edge), four locations, stores of constants, loads, reads, writes.  */
static struct mo_func *
r_func (unsigned seed, struct t_alias *a)
{
  int n = 2 + (int) (r_hash (seed, 1, 0) % 6);
  struct mo_func *f = t_func (n, "", a);
  for (int b = 1; b < n; b++)
    {
      int from = (int) (r_hash (seed, 2, b) % b);
      mo_func_edge (f, from, b);
      int extra = (int) (r_hash (seed, 3, b) % n);
      bool dup = false;
      for (int k = 0; k < f->blocks[extra].succs.len; k++)
	dup |= f->blocks[extra].succs.v[k] == b;
      if (extra != from && !dup && (extra < b || r_hash (seed, 4, b) % 4 == 0))
	mo_func_edge (f, extra, b);
    }
  int val = 20;
  for (int b = 0; b < n; b++)
    {
      int ninst = (int) (r_hash (seed, 5, b) % 5);
      for (int k = 0; k < ninst; k++)
	{
	  unsigned h = r_hash (seed, 6, b * 16 + k);
	  int loc = (int) (h >> 8) % 4;
	  switch (h % 10)
	    {
	    case 0: case 1: case 2: case 3:
	      t_store (f, b, loc, 5 + (int) ((h >> 16) % 4));
	      break;
	    case 4: case 5:
	      t_load (f, b, val++, loc);
	      break;
	    case 6: case 7:
	      t_op (f, b, MO_READ);
	      break;
	    case 8:
	      t_op (f, b, MO_WRITE);
	      break;
	    default:
	      t_op (f, b, h % 7 == 0 ? MO_BARRIER : MO_READ);
	      break;
	    }
	}
    }
  for (int x = 0; x < 4; x++)
    {
      a->untracked[x] = r_hash (seed, 7, x) % 2 ? MO_NO : MO_MAY;
      for (int y = 0; y < x; y++)
	t_set (a, x, y, r_hash (seed, 8, x * 4 + y) % 2 ? MO_NO : MO_MAY);
    }
  return f;
}

/* True when locations L and O must be at different addresses: A says NO
   for them, or reads and writes may touch one and not the other.  */
static bool
r_apart (const struct t_alias *a, int l, int o)
{
  return a->pair[l][o] == MO_NO || a->untracked[l] != a->untracked[o];
}

/* Addresses consistent with A: locations answered NO never share one;
   MAY pairs share one by chance.  */
static void
r_addresses (const struct t_alias *a, unsigned seed, int *addr)
{
  for (int l = 0; l < 4; l++)
    {
      addr[l] = l;
      for (int tries = 0; tries < 4; tries++)
	{
	  int cand = (int) (r_hash (seed, 9, l * 8 + tries) % R_ADDRS);
	  bool ok = true;
	  for (int o = 0; o < l; o++)
	    ok &= !r_apart (a, l, o) || addr[o] != cand;
	  if (ok)
	    {
	      addr[l] = cand;
	      break;
	    }
	}
      for (int o = 0; o < l; o++)
	if (r_apart (a, l, o) && addr[o] == addr[l])
	  addr[l] = -1;
      if (addr[l] < 0)
	{
	  /* Fall back to a free address (there are four for four).  */
	  for (int c = 0; c < R_ADDRS && addr[l] < 0; c++)
	    {
	      bool used = false;
	      for (int o = 0; o < l; o++)
		used |= addr[o] == c;
	      if (!used)
		addr[l] = c;
	    }
	}
    }
}

/* Checks: on 3000 random functions (with and without fixed addresses,
   with every location visible after the exit or none, with writes that
   kill or not), every single
   decision and all of them together leave every run's observations
   unchanged: what loads and reads see, and the memory the caller sees.
   The concrete addresses never change, so "fixed" is true to them.  */
static void
random_functions_keep_observations (void)
{
  long decisions = 0;
  for (unsigned seed = 1; seed <= 3000; seed++)
    {
      struct t_alias a;
      struct mo_func *f = r_func (seed, &a);
      struct t_dse_model m = { seed % 2 ? ~0u : 0u,
			       (seed / 2) % 2 ? ~0u : 0u, 0 };
      /* Some writes kill (every location they may write, for them).  */
      for (int l = 0; l < 4 && (seed / 4) % 2; l++)
	if (a.untracked[l] != MO_NO)
	  m.write_kills |= 1u << l;
      CHECK_OK (mo_func_check (f));
      struct mo_dse_params p;
      memset (&p, 0, sizeof p);
      p.sink = p.merge = true;
      p.fixed = t_fixed;
      p.exit_may_read = t_exit;
      p.ctx = &m;
      struct mo_dse_decisions d = { 0, 0, NULL };
      mo_dse (f, &p, &d, NULL);
      decisions += d.len;
      int n = d.len < 16 ? d.len : 16;
      for (int which = -1; which < n; which++)
	{
	  unsigned long subset = which < 0 ? (1ul << n) - 1 : 1ul << which;
	  for (unsigned trial = 0; trial < 12; trial++)
	    {
	      int addr[4];
	      r_addresses (&a, seed * 31 + trial, addr);
	      struct r_run before, after;
	      r_execute (f, &a, &m, addr, trial, NULL, 0, &before);
	      r_execute (f, &a, &m, addr, trial, &d, subset, &after);
	      if (before.len != after.len
		  || memcmp (before.log, after.log,
			     before.len * sizeof before.log[0]))
		{
		  mo_func_print (f, stderr);
		  mo_dse_decisions_print (&d, stderr);
		  unit_fail (__FILE__, __LINE__, "seed %u trial %u subset %lx: "
			     "observations differ", seed, trial, subset);
		  mo_dse_decisions_free (&d);
		  mo_func_free (f);
		  return;
		}
	    }
	}
      mo_dse_decisions_free (&d);
      mo_func_free (f);
    }
  CHECK (decisions > 300);
}

/* Checks: nothing is sunk or merged into the entry block, which the
   function's start also enters (an edge no pred list shows; found by
   fuzz-dse).  A store in bb1 read only along the back edge to bb0 stays;
   two stores in the preds of bb0 are not merged there.  */
static void
never_into_entry_block (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>0 1>2", &a);
  t_load (f, 0, 1, 0);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  EXPECT (f, &local, 0, 0, NULL, "dead-store bb2 #0\n");
  mo_func_free (f);
  f = t_func (4, "0>1 0>2 1>0 2>0 0>3", &a);
  t_load (f, 0, 1, 0);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  EXPECT (f, &visible, 0, 0, NULL, "");
  mo_func_free (f);
}

const struct unit_case unit_dse_cases[] = {
  UNIT_CASE (never_into_entry_block),
  UNIT_CASE (toy_store_store_load),
  UNIT_CASE (store_between_is_not_a_read),
  UNIT_CASE (may_alias_load_keeps_store),
  UNIT_CASE (reads_and_barriers),
  UNIT_CASE (keep_instructions),
  UNIT_CASE (end_of_function),
  UNIT_CASE (write_that_kills),
  UNIT_CASE (diamond_both_arms_kill),
  UNIT_CASE (partially_dead_store_is_sunk),
  UNIT_CASE (sinking_refused),
  UNIT_CASE (no_sinking_into_the_latch),
  UNIT_CASE (loop_back_edge_needs_fixed_address),
  UNIT_CASE (store_before_loop),
  UNIT_CASE (unknown_entry_keeps_store),
  UNIT_CASE (limits),
  UNIT_CASE (merge_stores_at_join),
  UNIT_CASE (merge_only_when_an_arm_empties),
  UNIT_CASE (merge_at_most_max_merge_stores),
  UNIT_CASE (merge_refused),
  UNIT_CASE (random_functions_keep_observations),
  { NULL, NULL }
};
