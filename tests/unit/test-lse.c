/* test-lse.c - heap load/store elimination (lse.c).

   Every case runs mo_lse through t_lse, which also checks mo_func_check
   on the input and, with the interpreter of interp.c, that every subset
   of the decisions is a correct transformation.  The expected decisions
   are written as mo_lse_decisions_print prints them.  Locations are L0, L1,
   ...; values v0.. are load results, v5 and up (when no load defines
   them) constants or arguments.  */

#define _POSIX_C_SOURCE 200809L  /* fmemopen */

#include "unit.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPECT(f, max_heap, max_queries, stats, want)			\
  do {									\
    const char *got_ = NULL;						\
    CHECK_OK (t_lse ((f), (max_heap), (max_queries), (stats), &got_));	\
    CHECK_STR (got_, (want));						\
  } while (0)

/* The cost model (lse.c, step 5): a loop whose facts say LIVE general
   values are live at once, on a target of 16 general registers.  */
struct t_carry
{
  struct mo_carry_loop facts;
  struct mo_carry_target target;
  int asked_vals;
};

static bool
t_carry_facts (void *ctx, int header, const int *vals, int nvals,
	       struct mo_carry_loop *out)
{
  struct t_carry *c = ctx;
  (void) header, (void) vals;
  c->asked_vals = nvals;
  *out = c->facts;
  return true;
}

/* mo_lse with the cost model of C; the decisions, then the refusals, go
   to *OUT.  */
static const char *
t_lse_carry (struct mo_func *f, struct t_carry *c, const char **out)
{
  static char buf[2048];
  const char *err = mo_func_check (f);
  if (err)
    return err;
  struct mo_lse_params p;
  memset (&p, 0, sizeof p);
  p.max_heap = p.max_alias_queries = 64;
  p.loop_facts = t_carry_facts;
  p.target = &c->target;
  p.ctx = c;
  struct mo_lse_decisions d = { 0, 0, NULL, 0, 0, NULL };
  mo_lse (f, &p, &d, NULL);
  FILE *mem = fmemopen (buf, sizeof buf, "w");
  if (!mem)
    return "fmemopen failed";
  fputs (t_decisions_str (&d), mem);
  mo_lse_refusals_print (&d, mem);
  fclose (mem);
  *out = buf;
  mo_lse_decisions_free (&d);
  return NULL;
}

static struct t_carry
t_carry_with (int live)
{
  struct t_carry c;
  memset (&c, 0, sizeof c);
  c.facts.max_iters = c.facts.est_iters = 10;
  c.facts.est_measured = true;
  c.facts.live[MO_RC_GPR] = live;
  c.target.regs[MO_RC_GPR] = c.target.regs[MO_RC_FP] = 16;
  return c;
}

/* ------------------------------------------------------------------ */
/* ArkCompiler's examples (LSE design document).                       */

/* Checks: "loading stored value in if block": a value stored before a
   branch is forwarded to both loads of the same array element inside the
   if-block; the second load gets the stored value too, not the first
   load's result.  */
static void
ark_if_block_loads_stored_value (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 0>2 1>2", &a);
  t_store (f, 0, 0, 5);          /* StoreArray v0, v2, v1 */
  t_load (f, 1, 1, 0);           /* 15. LoadArray v0, v2 */
  t_load (f, 1, 2, 0);           /* 20. LoadArray v0, v2 */
  EXPECT (f, 0, 0, NULL,
	  "replace-load bb1 #0 v5\n"
	  "replace-load bb1 #1 v5\n");
  mo_func_free (f);
}

/* Checks: "object access elimination in loop": the object field loaded
   before the loop (T.array) is reloaded in every iteration; the reload
   gets the preheader's value.  The array element load (another location)
   and a store to a NO-aliasing local do not prevent it.  */
static void
ark_loop_field_reuses_preheader_value (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", &a);
  t_set (&a, 0, 2, MO_NO);
  t_load (f, 0, 0, 0);           /* 3. LoadObject 242 v0 */
  t_load (f, 1, 1, 0);           /* 20. LoadObject 242 v0 */
  t_load (f, 1, 2, 1);           /* 25. LoadArray v20, v10p */
  t_store (f, 1, 2, 2);          /* the sum, kept in memory */
  struct mo_lse_stats st;
  EXPECT (f, 0, 0, &st, "loop-invariant-load bb1 #0 v0\n");
  CHECK_INT (st.loops, 1);
  CHECK_INT (st.loop_candidates, 1);
  mo_func_free (f);
}

/* Checks: the loop-invariant load of the loop above keeps v0 live
   throughout the loop: with 15 of 16 registers live (its own value and
   v0's left out of GCC's count) it fits, with 16 it does not, and the
   refusal says why.  */
static void
loop_invariant_load_needs_a_register (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", &a);
  t_set (&a, 0, 2, MO_NO);
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_load (f, 1, 2, 1);
  t_store (f, 1, 2, 2);
  struct t_carry c = t_carry_with (15);
  const char *got = NULL;
  CHECK_OK (t_lse_carry (f, &c, &got));
  CHECK_STR (got, "loop-invariant-load bb1 #0 v0\n");
  CHECK_INT (c.asked_vals, 2);
  c = t_carry_with (16);
  CHECK_OK (t_lse_carry (f, &c, &got));
  CHECK_STR (got, "refused loop-invariant-load bb1 #0: register-pressure "
	     "around the loop of bb1 (distance 0, 10 iterations, carries 1 "
	     "gpr 0 fp, live 16 gpr 0 fp, taken 0 gpr 0 fp)\n");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* The Toy Optimizer's cases.                                          */

/* Checks: test_two_loads: the second load of a location reuses the
   first one's result.  */
static void
toy_two_loads (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 0, 1, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #1 v0\n");
  mo_func_free (f);
}

/* Checks: test_store_to_same_object_offset_invalidates_load: after a
   store to the location, a load gets the stored value (v5), not the
   earlier load's (v0).  */
static void
toy_store_same_offset_replaces_fact (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_store (f, 0, 0, 5);
  t_load (f, 0, 1, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #2 v5\n");
  mo_func_free (f);
}

/* Checks: test_store_to_same_object_different_offset_does_not_invalidate:
   a store to another offset that the callback answers NO for keeps the
   loaded value.  */
static void
toy_store_other_offset_keeps_load (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_set (&a, 0, 1, MO_NO);
  t_load (f, 0, 0, 0);
  t_store (f, 0, 1, 5);
  t_load (f, 0, 1, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #2 v0\n");
  mo_func_free (f);
}

/* Checks: test_load_after_store_removed: a load after a store gets the
   stored value; a load of another location does not.  */
static void
toy_load_after_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_load (f, 0, 0, 0);
  t_load (f, 0, 1, 1);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #1 v5\n");
  mo_func_free (f);
}

/* Checks (regression, found by tests/lse/not-store-type-change.c): a fact
   that survived a store only by type (MO_NO_BY_TYPE) still serves a load,
   but not the removal of a later store of the same value: that store may
   be what restores the bytes' effective type ("t = *p; *f = 1.0f; *p = t;"
   with f == p).  */
static void
not_store_removed_across_type_only_no (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_set (&a, 0, 1, MO_NO_BY_TYPE);
  t_load (f, 0, 0, 0);           /* t = *p */
  t_store (f, 0, 1, 5);          /* *f = 1.0f */
  t_load (f, 0, 1, 0);           /* reload *p: may use t */
  t_store (f, 0, 0, 0);          /* *p = t: must stay */
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #2 v0\n");
  mo_func_free (f);
}

/* Checks: the by-type mark follows a fact through a join: one
   predecessor kept it only by type, so the store after the join stays;
   without the type-only write it is removed.  */
static void
not_store_removed_by_type_after_join (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_set (&a, 0, 1, MO_NO_BY_TYPE);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 1, 6);          /* only by type apart from L0 */
  t_store (f, 3, 0, 5);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
  f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_set (&a, 0, 1, MO_NO);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 1, 6);
  t_store (f, 3, 0, 5);
  EXPECT (f, 0, 0, NULL, "remove-store bb3 #0\n");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Parts: loads of a part of a wider location whose value is known.    */

/* Checks: "v = *p; c = ((unsigned char *) p)[2]": the byte load (L1, a
   part of L0) takes its byte from v; a second byte load of the same
   part is then an ordinary redundant load of the first one's value; a
   store to the whole gives the next part load the stored value.  */
static void
part_load_extracted_from_known_whole (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  mo_func_part (f, 1, 0);
  t_load (f, 0, 0, 0);           /* v0 = *p */
  t_load (f, 0, 1, 1);           /* v1 = byte 2 of *p */
  t_load (f, 0, 2, 1);           /* v2 = byte 2 again */
  t_store (f, 0, 0, 5);          /* *p = x */
  t_load (f, 0, 3, 1);           /* v3 = byte 2 of x */
  EXPECT (f, 0, 0, NULL,
	  "extract-load bb0 #1 v0 from L0\n"
	  "replace-load bb0 #2 v1\n"
	  "extract-load bb0 #4 v5 from L0\n");
  mo_func_free (f);
}

/* Checks: the whole's fact reaches a part load through a join when both
   predecessors agree, and the first of several wholes that is known is
   used.  */
static void
part_load_after_join_and_several_wholes (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  mo_func_part (f, 2, 0);
  mo_func_part (f, 2, 1);
  t_set (&a, 0, 1, MO_MAY);
  t_store (f, 0, 1, 5);          /* L1 = x (L0 not known) */
  t_op (f, 1, MO_READ);
  t_load (f, 3, 0, 2);           /* a part of L0 and of L1 */
  EXPECT (f, 0, 0, NULL, "extract-load bb3 #0 v5 from L1\n");
  mo_func_free (f);
}

/* Checks (negative): no extraction when the whole's fact is gone or
   unusable: a may-alias store kills it; a write kills it; a fact that
   survived a store only by type is not enough (the part may be read as
   unsigned char, which sees whatever bytes the other type wrote); a KEEP
   load is never replaced; a location that is not a part is left alone;
   the heap of a predecessor that disagrees does not count.  */
static void
not_part_load_without_whole_fact (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  mo_func_part (f, 1, 0);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 2, 6);          /* MAY alias L0 */
  t_load (f, 0, 0, 1);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (1, "", &a);
  mo_func_part (f, 1, 0);
  t_store (f, 0, 0, 5);
  t_op (f, 0, MO_WRITE);
  t_load (f, 0, 0, 1);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (1, "", &a);
  mo_func_part (f, 1, 0);
  t_set (&a, 0, 2, MO_NO_BY_TYPE);
  t_set (&a, 1, 2, MO_NO);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 2, 6);          /* apart from L0 only by type */
  t_load (f, 0, 0, 1);           /* the part: kept */
  t_load (f, 0, 1, 0);           /* the whole itself: still forwarded */
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #3 v5\n");
  mo_func_free (f);

  f = t_func (1, "", &a);
  mo_func_part (f, 1, 0);
  t_store (f, 0, 0, 5);
  t_load (f, 0, 0, 1);
  t_keep (f, 0);
  t_load (f, 0, 1, 2);           /* L2: not a part of anything */
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);

  f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  mo_func_part (f, 1, 0);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 0, 1);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: mo_func_check rejects a part naming a location >= nloc or the
   same location twice.  */
static void
not_part_invalid (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 0, 1, 1);
  mo_func_part (f, 1, 0);
  CHECK (mo_func_check (f) == NULL);
  mo_func_part (f, 0, 0);
  CHECK (mo_func_check (f) != NULL);
  f->npart = 1;
  mo_func_part (f, 2, 0);
  CHECK (mo_func_check (f) != NULL);
  mo_func_free (f);
}

/* Checks: test_load_then_store: storing back the value just loaded from
   the same location is redundant.  */
static void
toy_load_then_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_store (f, 0, 0, 0);
  EXPECT (f, 0, 0, NULL, "remove-store bb0 #1\n");
  mo_func_free (f);
}

/* Checks: test_store_after_store: the second of two stores of the same
   value is redundant.  */
static void
toy_store_after_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 0, 5);
  EXPECT (f, 0, 0, NULL, "remove-store bb0 #1\n");
  mo_func_free (f);
}

/* Checks: the Toy Optimizer's exercise: store 5, store 7, load: the load
   gets 7; the first store stays (no dead-store elimination here), and the
   second is not redundant (different value).  */
static void
toy_store_store_load (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 0, 0, 7);
  t_load (f, 0, 0, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #2 v7\n");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Negative cases: what must not be forwarded.                         */

/* Checks: a store that MAY alias the location (the callback says MAY)
   kills the fact: the second load stays.  One query was asked.  */
static void
not_across_may_alias_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_store (f, 0, 1, 5);
  t_load (f, 0, 1, 0);
  struct mo_lse_stats st;
  EXPECT (f, 0, 0, &st, "");
  CHECK_INT (st.alias_queries, 1);
  mo_func_free (f);
}

/* Checks: a MUST answer for two different locations counts as MAY (the
   interpreter runs them at one address, so forwarding would be caught).  */
static void
not_across_must_alias_other_loc (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_set (&a, 0, 1, MO_MUST);
  t_load (f, 0, 0, 0);
  t_store (f, 0, 1, 5);
  t_load (f, 0, 1, 0);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a call (MO_WRITE) that may write the location kills the fact;
   one that cannot (untracked answer NO) keeps it.  */
static void
not_across_write (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_op (f, 0, MO_WRITE);
  t_load (f, 0, 1, 0);
  EXPECT (f, 0, 0, NULL, "");
  a.untracked[0] = MO_NO;
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #2 v0\n");
  mo_func_free (f);
}

/* Checks: a barrier clears the heap even when the callback would say NO
   (it is never asked).  A MO_READ in between changes nothing.  */
static void
not_across_barrier (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  a.untracked[0] = MO_NO;
  t_load (f, 0, 0, 0);
  t_op (f, 0, MO_READ);
  t_load (f, 0, 1, 0);
  t_op (f, 0, MO_BARRIER);
  t_load (f, 0, 2, 0);
  struct mo_lse_stats st;
  EXPECT (f, 0, 0, &st, "replace-load bb0 #2 v0\n");
  CHECK_INT (st.alias_queries, 0);
  mo_func_free (f);
}

/* Checks: a store of an unknown value (v?) kills the location and records
   nothing; a store to an untracked location acts as a write.  */
static void
not_after_unknown_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  mo_func_add (f, 0, MO_STORE, 0, -1, 0, NULL);
  t_load (f, 0, 1, 0);
  t_load (f, 0, 2, 1);
  mo_func_add (f, 0, MO_STORE, -1, 5, 0, NULL);
  t_load (f, 0, 3, 1);
  a.untracked[0] = MO_NO;       /* the untracked store may write L1 only */
  t_load (f, 0, 4, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #6 v1\n");
  mo_func_free (f);
}

/* Checks: at a join whose predecessors stored different values nothing is
   known; when they agree the value is forwarded (and a merge counted).  */
static void
not_join_disagree (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 6);
  t_load (f, 3, 0, 0);
  EXPECT (f, 0, 0, NULL, "");
  f->blocks[2].inst[0].val = 5;
  struct mo_lse_stats st;
  EXPECT (f, 0, 0, &st, "replace-load bb3 #0 v5\n");
  CHECK (st.heap_merges >= 1);
  mo_func_free (f);
}

/* Checks: a block entered by an abnormal edge (UNKNOWN_ENTRY) starts with
   nothing known although its only predecessor stored the value.  */
static void
not_into_unknown_entry (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (2, "0>1", &a);
  t_store (f, 0, 0, 5);
  t_load (f, 1, 0, 0);
  f->blocks[1].flags |= MO_BLOCK_UNKNOWN_ENTRY;
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: KEEP instructions are never replaced or removed, but what they
   do is still known: the load after a KEEP load gets the KEEP load's own
   result; a redundant KEEP store stays.  */
static void
not_keep (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 0, 1, 0);
  t_keep (f, 0);
  t_load (f, 0, 2, 0);
  t_store (f, 0, 0, 1);
  t_keep (f, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb0 #2 v1\n");
  mo_func_free (f);
}

/* Checks: max-alias-queries: with 3 facts the store does not alias (NO)
   and a limit of 2, the first two locations (in location order) are asked
   and kept, the third is answered MAY without asking and dropped.  With
   the default limit all three survive.  */
static void
not_past_alias_query_limit (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  for (int l = 0; l < 3; l++)
    {
      t_set (&a, l, 3, MO_NO);
      t_load (f, 0, l, l);
    }
  t_store (f, 0, 3, 9);
  for (int l = 0; l < 3; l++)
    t_load (f, 0, 3 + l, l);
  struct mo_lse_stats st;
  EXPECT (f, 0, 2, &st,
	  "replace-load bb0 #4 v0\n"
	  "replace-load bb0 #5 v1\n");
  CHECK_INT (st.alias_queries, 2);
  CHECK_INT (st.alias_over_limit, 1);
  EXPECT (f, 0, 0, &st,
	  "replace-load bb0 #4 v0\n"
	  "replace-load bb0 #5 v1\n"
	  "replace-load bb0 #6 v2\n");
  CHECK_INT (st.alias_queries, 3);
  CHECK_INT (st.alias_over_limit, 0);
  mo_func_free (f);
}

/* Checks: max-heap: with room for 2 facts, loading L0, L1, L2 drops L0
   (the oldest); L2 and L1 are then reloaded from the heap, L0 is not.  */
static void
not_past_max_heap (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  for (int l = 0; l < 3; l++)
    t_load (f, 0, l, l);
  t_load (f, 0, 3, 2);
  t_load (f, 0, 4, 1);
  t_load (f, 0, 5, 0);
  EXPECT (f, 2, 0, NULL,
	  "replace-load bb0 #3 v2\n"
	  "replace-load bb0 #4 v1\n");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Loops.                                                              */

/* Checks: a store in the loop that may alias the candidate (MAY), or
   writes its very location, invalidates it: no loop-invariant load.  A
   load after the same-location store in the loop is still forwarded.  */
static void
not_loop_store_aliases_candidate (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_store (f, 1, 1, 5);
  EXPECT (f, 0, 0, NULL, "");
  f->blocks[1].inst[1].loc = 0;
  t_load (f, 1, 2, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb1 #2 v5\n");
  mo_func_free (f);
}

/* Checks: an abnormally entered block in the loop body invalidates the
   loop's candidates; a call in the loop that cannot write L0 does not.  */
static void
not_loop_unknown_entry_in_body (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 1>2 2>1 1>3", &a);
  a.untracked[0] = MO_NO;
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_op (f, 2, MO_WRITE);
  EXPECT (f, 0, 0, NULL, "loop-invariant-load bb1 #0 v0\n");
  f->blocks[2].flags |= MO_BLOCK_UNKNOWN_ENTRY;
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a KEEP load in a loop is not made loop-invariant.  */
static void
not_loop_keep (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_keep (f, 1);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: nested loops: a store to L0 in the inner loop invalidates the
   inner and the outer candidate (no loop-invariant load anywhere), and
   the stored value is forwarded to the load after the inner loop.  With
   the store to a NO-aliasing L1 instead, both loads are loop-invariant
   and take the outermost value v0.  */
static void
not_nested_inner_store (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (5, "0>1 1>2 2>2 2>3 3>1 3>4", &a);
  t_set (&a, 0, 1, MO_NO);
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_load (f, 2, 2, 0);
  t_store (f, 2, 0, 7);
  t_load (f, 3, 3, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb3 #0 v7\n");
  f->blocks[2].inst[1].loc = 1;
  f->nloc = 2;
  EXPECT (f, 0, 0, NULL,
	  "loop-invariant-load bb1 #0 v0\n"
	  "loop-invariant-load bb2 #0 v0\n"
	  "replace-load bb3 #0 v2\n");
  mo_func_free (f);
}

/* Checks: a barrier in the inner loop invalidates the candidates of the
   outer loop too.  */
static void
not_nested_inner_barrier (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (5, "0>1 1>2 2>2 2>3 3>1 3>4", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_op (f, 2, MO_BARRIER);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: an irreducible cycle (entered at bb1 and bb2): the first block
   of it in RPO starts empty (a predecessor is not visited), so the
   preheader's store is not forwarded into it; the second one merges bb0
   and bb1, which disagree (v5 / v1); no loop, no candidates.  */
static void
not_irreducible (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>2 2>1 2>3", &a);
  t_store (f, 0, 0, 5);
  t_load (f, 1, 1, 0);
  t_load (f, 2, 2, 0);
  struct mo_lse_stats st;
  EXPECT (f, 0, 0, &st, "");
  CHECK_INT (st.loops, 0);
  CHECK_INT (st.loop_candidates, 0);
  mo_func_free (f);
}

/* Checks: in an irreducible cycle, the second block in RPO has all its
   predecessors visited; when they agree (both store v5) the value is
   forwarded, which is correct (the interpreter checks it).  */
static void
irreducible_visited_preds_agree (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>2 2>1 2>3", &a);
  t_store (f, 0, 0, 5);
  t_store (f, 1, 0, 5);
  t_load (f, 2, 0, 0);
  EXPECT (f, 0, 0, NULL, "replace-load bb2 #0 v5\n");
  mo_func_free (f);
}

/* Checks: an irreducible region inside a natural loop: its loads are
   checked against the loop's candidates and become loop-invariant; a
   store to L0 inside the region invalidates the candidate.  */
static void
irreducible_inside_loop (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (6, "0>1 1>2 1>3 2>3 3>2 3>4 4>1 4>5", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 2, 1, 0);
  t_load (f, 3, 2, 0);
  EXPECT (f, 0, 0, NULL,
	  "loop-invariant-load bb2 #0 v0\n"
	  "loop-invariant-load bb3 #0 v0\n");
  t_store (f, 3, 0, 7);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a loop header with two entry preds gets the candidates they
   agree on: both store v5 -> invariant; v5 and v6 -> nothing.  */
static void
loop_two_entry_preds (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (5, "0>1 0>2 1>3 2>3 3>3 3>4", &a);
  t_store (f, 1, 0, 5);
  t_store (f, 2, 0, 5);
  t_load (f, 3, 0, 0);
  EXPECT (f, 0, 0, NULL, "loop-invariant-load bb3 #0 v5\n");
  f->blocks[2].inst[0].val = 6;
  f->nval = 7;
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a redundant store in the loop (storing back the value just
   loaded) is removed and, writing nothing new, does not invalidate the
   candidate.  */
static void
loop_redundant_store_keeps_candidate (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_store (f, 1, 0, 1);
  EXPECT (f, 0, 0, NULL,
	  "loop-invariant-load bb1 #0 v0\n"
	  "remove-store bb1 #1\n");
  mo_func_free (f);
}

/* Checks: the entry block as a loop header (a back edge into bb0): no
   entry preds, no candidates; forwarding inside the block still works.  */
static void
loop_at_entry (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (2, "0>0 0>1", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 0, 1, 0);
  struct mo_lse_stats st;
  EXPECT (f, 0, 0, &st, "replace-load bb0 #1 v0\n");
  CHECK_INT (st.loops, 1);
  CHECK_INT (st.loop_candidates, 0);
  mo_func_free (f);
}

/* Checks: decisions come in RPO order of their blocks (bb2 before bb1
   here), loop-invariant loads merged in place, and a replacement value
   may be a load that is itself replaced (the subsets check that it
   stays defined).  */
static void
decisions_in_rpo_order (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>2 2>1 1>2 1>3", &a);
  t_load (f, 0, 0, 0);
  t_load (f, 2, 1, 0);
  t_load (f, 2, 2, 0);
  t_load (f, 1, 3, 0);
  EXPECT (f, 0, 0, NULL,
	  "loop-invariant-load bb2 #0 v0\n"
	  "replace-load bb2 #1 v1\n"
	  "replace-load bb1 #0 v1\n");
  mo_func_free (f);
}

/* A nest of D loops: block 0 the preheader, 1..D the headers (loop k-1
   has header k), D+1..2D the latches (latch D+k closes loop k-1), 2D+1
   the exit; every header loads L0 (header k defines vk; bb0 defines
   v0), and the innermost latch stores v99 to location LOC.  */
static struct mo_func *
deep_nest (struct t_alias *a, int d, int loc)
{
  struct mo_func *f = t_func (2 * d + 2, "", a);
  t_set (a, 0, 1, MO_NO);
  mo_func_edge (f, 0, 1);
  for (int k = 1; k < d; k++)
    mo_func_edge (f, k, k + 1);
  mo_func_edge (f, d, 2 * d);
  for (int k = d; k >= 1; k--)
    {
      mo_func_edge (f, d + k, k);
      mo_func_edge (f, d + k, k > 1 ? d + k - 1 : 2 * d + 1);
    }
  for (int k = 0; k <= d; k++)
    t_load (f, k, k, 0);
  t_store (f, 2 * d, loc, 99);
  return f;
}

/* Checks: the max-lse-loops limit (default MO_DEFAULT_MAX_LSE_LOOPS, 16) in a nest of 24 loops where
   every loop has a live candidate L0 -> (the enclosing header's load).
   With 8 loops, nothing limits: the innermost store to a NO-aliasing L1
   keeps every candidate, and each header's load takes the outermost
   value, v0.  With 24, the store checks the 16 innermost loops (loops
   8..23) and invalidates the candidates of loops 0..7 unasked, so the
   headers of loops 0..7 (bb1..bb8) get nothing and the others take
   v8, from loop 8, the outermost valid one.  */
static void
deep_nest_walk_limit (void)
{
  struct t_alias a;
  static char want[2048];
  size_t n = 0;
  struct mo_func *f = deep_nest (&a, 8, 1);
  for (int k = 1; k <= 8; k++)
    n += (size_t) snprintf (want + n, sizeof want - n,
			    "loop-invariant-load bb%d #0 v0\n", k);
  EXPECT (f, 0, 0, NULL, want);
  mo_func_free (f);
  f = deep_nest (&a, 24, 1);
  n = 0;
  for (int k = 9; k <= 24; k++)
    n += (size_t) snprintf (want + n, sizeof want - n,
			    "loop-invariant-load bb%d #0 v8\n", k);
  EXPECT (f, 0, 0, NULL, want);
  mo_func_free (f);
}

/* Checks: in the same nest, a store to L0 in the innermost loop must
   invalidate the candidates of all 24 loops, also those beyond the 16
   it checks one by one: no loop-invariant load at all.  */
static void
not_deep_nest_store_beyond_walk_limit (void)
{
  struct t_alias a;
  struct mo_func *f = deep_nest (&a, 24, 0);
  EXPECT (f, 0, 0, NULL, "");
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Random functions: every subset of the decisions must be correct.    */

static uint64_t rng_state;

static unsigned
rng (unsigned n)
{
  rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned) ((rng_state >> 33) % n);
}

/* A random function: a chain 0 > 1 > ... plus random edges (back edges,
   irreducible entries, joins), random accesses to 4 locations, store
   values that are constants or loads of a dominating block, a random
   alias model, random KEEP and UNKNOWN_ENTRY.  */
static struct mo_func *
random_func (struct t_alias *a)
{
  int n = 2 + (int) rng (6);
  struct mo_func *f = t_func (n, "", a);
  for (int b = 0; b + 1 < n; b++)
    mo_func_edge (f, b, b + 1);
  for (int k = (int) rng (4); k > 0; k--)
    {
      int from = (int) rng ((unsigned) n), to = (int) rng ((unsigned) n);
      bool dup = false;
      for (int s = 0; s < f->blocks[from].succs.len; s++)
	dup |= f->blocks[from].succs.v[s] == to;
      if (!dup)
	mo_func_edge (f, from, to);
    }
  for (int x = 0; x < 4; x++)
    {
      a->untracked[x] = rng (2) ? MO_NO : MO_MAY;
      for (int y = 0; y < x; y++)
	t_set (a, x, y, (enum mo_alias) rng (3));
    }
  struct mo_cfg c;
  mo_cfg_compute (f, &c);
  int nval = 0;
  int val_block[64];
  for (int b = 0; b < n; b++)
    {
      if (b && !rng (6))
	f->blocks[b].flags |= MO_BLOCK_UNKNOWN_ENTRY;
      for (int k = (int) rng (8); k > 0; k--)
	{
	  unsigned r = rng (13);
	  int loc = (int) rng (4);
	  if (r < 6 && nval < 64)
	    {
	      val_block[nval] = b;
	      t_load (f, b, nval++, loc);
	    }
	  else if (r < 11)
	    {
	      int v = 40 + (int) rng (3);   /* a constant */
	      if (nval && rng (2))
		{
		  int w = (int) rng ((unsigned) nval);
		  if (val_block[w] == b || mo_cfg_dominates (&c, val_block[w], b))
		    v = w;
		}
	      t_store (f, b, r == 10 ? -1 : loc, v);
	    }
	  else
	    t_op (f, b, r == 11 ? MO_WRITE : rng (4) ? MO_READ : MO_BARRIER);
	  if (!rng (10))
	    t_keep (f, b);
	}
    }
  /* Parts (struct mo_part): some locations the function uses are parts
     of one whole W.  They all overlap W, and may overlap each other, so
     the model says MAY between any two of them; every other access
     relates to a part as it does to W (interp.c keeps a part and its
     whole in one cell, which cannot be apart from one and not from the
     other).  */
  int w = (int) rng (4);
  bool in_group[4] = { false };
  in_group[w] = w < f->nloc;
  for (int x = 0; x < 4 && in_group[w]; x++)
    if (x != w && x < f->nloc && !rng (3))
      {
	mo_func_part (f, x, w);
	in_group[x] = true;
      }
  for (int x = 0; x < 4; x++)
    if (in_group[x] && x != w)
      {
	a->untracked[x] = a->untracked[w];
	for (int y = 0; y < 4; y++)
	  if (!in_group[y])
	    t_set (a, x, y, a->pair[w][y]);
      }
  for (int x = 0; x < 4; x++)
    for (int y = 0; y < x; y++)
      if (in_group[x] && in_group[y])
	t_set (a, x, y, MO_MAY);
  mo_cfg_free (&c);
  return f;
}

/* Checks: 300 random functions (fixed seed) with random limits: the input
   passes mo_func_check, and every subset of mo_lse's decisions is correct
   on random paths and address assignments.  */
static void
lse_random_subsets (void)
{
  rng_state = 12345;
  long decisions = 0, invariant = 0, extracted = 0;
  /* UNIT_RANDOM_ITERS=N runs more by hand (the check runs 300).  */
  const char *env = getenv ("UNIT_RANDOM_ITERS");
  int iters = env ? atoi (env) : 300;
  for (int iter = 0; iter < iters; iter++)
    {
      struct t_alias a;
      struct mo_func *f = random_func (&a);
      const char *got = NULL;
      int max_heap = rng (3) ? 0 : 1 + (int) rng (3);
      int max_q = rng (3) ? 0 : 1 + (int) rng (2);
      const char *err = t_lse (f, max_heap, max_q, NULL, &got);
      if (err)
	{
	  char model[256];
	  size_t m = 0;
	  for (int x = 0; x < 4; x++)
	    {
	      m += (size_t) snprintf (model + m, sizeof model - m,
				      "L%d: untracked %d pairs", x,
				      (int) a.untracked[x]);
	      for (int y = 0; y < 4; y++)
		m += (size_t) snprintf (model + m, sizeof model - m, " %d",
					(int) a.pair[x][y]);
	      m += (size_t) snprintf (model + m, sizeof model - m, "\n");
	    }
	  unit_fail (__FILE__, __LINE__, "random function %d (limits %d %d): "
		     "%s\n%s%s", iter, max_heap, max_q, err, t_func_str (f),
		     model);
	  mo_func_free (f);
	  return;
	}
      for (const char *p = got; *p; p++)
	decisions += *p == '\n';
      for (const char *p = got; (p = strstr (p, "loop-invariant")); p++)
	invariant++;
      for (const char *p = got; (p = strstr (p, "extract-load")); p++)
	extracted++;
      mo_func_free (f);
    }
  /* The generator must produce work for the checker.  */
  if (getenv ("UNIT_RANDOM_ITERS"))
    fprintf (stderr, "%d functions, %ld decisions, %ld loop-invariant, "
	     "%ld extracted\n", iters, decisions, invariant, extracted);
  CHECK (iters < 300 || decisions > 100);
  CHECK (iters < 300 || invariant > 5);
  CHECK (iters < 300 || extracted > 5);
}

const struct unit_case unit_lse_cases[] = {
  UNIT_CASE (ark_if_block_loads_stored_value),
  UNIT_CASE (ark_loop_field_reuses_preheader_value),
  UNIT_CASE (loop_invariant_load_needs_a_register),
  UNIT_CASE (toy_two_loads),
  UNIT_CASE (not_store_removed_across_type_only_no),
  UNIT_CASE (not_store_removed_by_type_after_join),
  UNIT_CASE (toy_store_same_offset_replaces_fact),
  UNIT_CASE (toy_store_other_offset_keeps_load),
  UNIT_CASE (toy_load_after_store),
  UNIT_CASE (toy_load_then_store),
  UNIT_CASE (toy_store_after_store),
  UNIT_CASE (toy_store_store_load),
  UNIT_CASE (not_across_may_alias_store),
  UNIT_CASE (not_across_must_alias_other_loc),
  UNIT_CASE (not_across_write),
  UNIT_CASE (not_across_barrier),
  UNIT_CASE (not_after_unknown_store),
  UNIT_CASE (not_join_disagree),
  UNIT_CASE (not_into_unknown_entry),
  UNIT_CASE (not_keep),
  UNIT_CASE (not_past_alias_query_limit),
  UNIT_CASE (not_past_max_heap),
  UNIT_CASE (not_loop_store_aliases_candidate),
  UNIT_CASE (not_loop_unknown_entry_in_body),
  UNIT_CASE (not_loop_keep),
  UNIT_CASE (not_nested_inner_store),
  UNIT_CASE (not_nested_inner_barrier),
  UNIT_CASE (not_irreducible),
  UNIT_CASE (irreducible_visited_preds_agree),
  UNIT_CASE (irreducible_inside_loop),
  UNIT_CASE (loop_two_entry_preds),
  UNIT_CASE (loop_redundant_store_keeps_candidate),
  UNIT_CASE (loop_at_entry),
  UNIT_CASE (decisions_in_rpo_order),
  UNIT_CASE (deep_nest_walk_limit),
  UNIT_CASE (not_deep_nest_store_beyond_walk_limit),
  UNIT_CASE (part_load_extracted_from_known_whole),
  UNIT_CASE (part_load_after_join_and_several_wholes),
  UNIT_CASE (not_part_load_without_whole_fact),
  UNIT_CASE (not_part_invalid),
  UNIT_CASE (lse_random_subsets),
  { NULL, NULL }
};
