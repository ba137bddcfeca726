/* test-phi.c - PHI-translated loads and load PRE (phi.c).

   Every case builds a small function (t_func, the alias model of unit.h:
   MAY unless set), describes how its addresses translate across block
   boundaries, runs mo_phi through t_phi and compares the decisions as
   mo_phi_decisions_print prints them.  The translation model: a location
   marked fixed translates to itself everywhere (its address uses no name
   of any block); otherwise only the triples set with tr () translate,
   everything else fails (-1), which is what the glue answers for an
   address built from a name it cannot express.  Locations are L0, L1,
   ...; values v10 and up are constants or arguments.  */

#define _POSIX_C_SOURCE 200809L  /* fmemopen */

#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define T_MAXB 8

struct t_phi_model
{
  struct t_alias *alias;
  unsigned fixed;                          /* bit L: L is fixed */
  signed char tr[T_MAXB][T_MAXB][T_MAXLOC];   /* [block][pred][loc] + 1 */
  bool no_insert;                          /* can_insert says no */
  int colder;          /* 0: no colder callback, 1: it says yes, 2: no */
  bool lazy;                               /* params lazy */
  int min_lazy_group;                      /* params min_lazy_group */
  int translations;
  /* The cost model (phi.c, step 6): off unless carry is set; the loop
     facts answer for every header (known false: unknown-loop).  */
  bool carry, known;
  struct mo_carry_loop facts;
  struct mo_carry_target target;
  int asked_vals;                          /* nvals of the last question */
  int moves;           /* carry_moves's answer (-1: no callback) */
  int moves_val;       /* the value it was last asked about */
};

static void
tr (struct t_phi_model *m, int block, int pred, int loc, int to)
{
  m->tr[block][pred][loc] = (signed char) (to + 1);
}

static int
t_translate (void *ctx, int loc, int block, int pred)
{
  struct t_phi_model *m = ctx;
  m->translations++;
  if (loc < 0 || loc >= T_MAXLOC || block >= T_MAXB || pred >= T_MAXB)
    return -1;
  if (m->fixed >> loc & 1)
    return loc;
  return m->tr[block][pred][loc] - 1;
}

static enum mo_alias
t_loc_alias (void *ctx, const struct mo_inst *a, const struct mo_inst *b)
{
  struct t_phi_model *m = ctx;
  int loc = b->loc;
  if (a->kind == MO_BARRIER)
    return MO_MAY;
  if (a->loc >= 0 && a->kind != MO_WRITE)
    return m->alias->pair[a->loc][loc];
  return m->alias->untracked[loc];
}

static bool
t_can_insert (void *ctx, int loc, int pred, int block)
{
  struct t_phi_model *m = ctx;
  (void) loc, (void) pred, (void) block;
  return !m->no_insert;
}

static bool
t_colder (void *ctx, int pred, int block, int load_block)
{
  struct t_phi_model *m = ctx;
  (void) pred, (void) block, (void) load_block;
  return m->colder == 1;
}

static bool
t_loop_facts (void *ctx, int header, const int *vals, int nvals,
	      struct mo_carry_loop *out)
{
  struct t_phi_model *m = ctx;
  (void) header, (void) vals;
  m->asked_vals = nvals;
  *out = m->facts;
  return m->known;
}

static int
t_carry_moves (void *ctx, int val, int block, int index)
{
  struct t_phi_model *m = ctx;
  (void) block, (void) index;
  m->moves_val = val;
  return m->moves;
}

/* The cost model on, for a loop of ITERS iterations (bound and
   estimate) where GCC keeps LIVE general registers live, on a target
   of 16 general and 16 floating-point registers.  */
static void
t_carry (struct t_phi_model *m, long iters, int live)
{
  m->carry = m->known = true;
  memset (&m->facts, 0, sizeof m->facts);
  m->facts.max_iters = m->facts.est_iters = iters;
  m->facts.est_measured = true;
  m->facts.live[MO_RC_GPR] = live;
  m->target.regs[MO_RC_GPR] = m->target.regs[MO_RC_FP] = 16;
  m->target.saved[MO_RC_GPR] = 6;
}

static void
t_model (struct t_phi_model *m, struct t_alias *a)
{
  memset (m, 0, sizeof *m);
  m->alias = a;
  m->moves = -1;
  m->moves_val = -1;
}

/* Run mo_phi on F with model M and the limits (<= 0: generous
   defaults); the printed decisions go to *OUT.  */
static const char *
t_phi (struct mo_func *f, struct t_phi_model *m, int max_blocks,
       struct mo_phi_stats *stats, const char **out)
{
  static char buf[4096];
  const char *err = mo_func_check (f);
  if (err)
    return err;
  struct mo_phi_params p;
  memset (&p, 0, sizeof p);
  p.max_blocks = max_blocks > 0 ? max_blocks : 32;
  p.max_preds = 8;
  p.max_insts = 1000;
  p.max_alias_queries = 64;
  p.insert = true;
  p.translate = t_translate;
  p.alias = t_loc_alias;
  p.can_insert = t_can_insert;
  p.colder = m->colder ? t_colder : NULL;
  p.lazy = m->lazy;
  p.min_lazy_group = m->min_lazy_group;
  if (m->carry)
    {
      p.loop_facts = t_loop_facts;
      p.carry_moves = m->moves >= 0 ? t_carry_moves : NULL;
      p.target = &m->target;
    }
  p.ctx = m;
  struct mo_phi_decisions d;
  memset (&d, 0, sizeof d);
  mo_phi (f, &p, &d, stats);
  buf[0] = 0;
  FILE *mem = fmemopen (buf, sizeof buf, "w");
  if (!mem)
    return "fmemopen failed";
  mo_phi_decisions_print (&d, mem);
  mo_phi_refusals_print (&d, mem);
  fclose (mem);
  *out = buf;
  mo_phi_decisions_free (&d);
  return NULL;
}

#define EXPECT(f, m, blocks, stats, want)				\
  do {									\
    const char *got_ = NULL;						\
    CHECK_OK (t_phi ((f), (m), (blocks), (stats), &got_));		\
    CHECK_STR (got_, (want));						\
  } while (0)

/* The diamond 0>1, 1>2, 1>3, 2>4, 3>4 of LLVM's write-up:
     bb2: P1->X = 4 (L1)      bb3: P2->X = 24 (L2)
     bb4: P = PHI <P1, P2>; load P->X (L3)
   L3 translates to L1 from bb2 and to L2 from bb3.  */
static struct mo_func *
diamond (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = t_func (5, "0>1 1>2 1>3 2>4 3>4", a);
  t_model (m, a);
  t_store (f, 2, 1, 10);
  t_store (f, 3, 2, 11);
  t_load (f, 4, 5, 3);
  tr (m, 4, 2, 3, 1);
  tr (m, 4, 3, 3, 2);
  return f;
}

/* Checks: the struct diamond: the load becomes PHI <4, 24>.  */
static void
diamond_phi_of_stored_values (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = diamond (&a, &m);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, "phi-load bb4 #0 = n0; n0 bb4 [v10 v11]\n");
  CHECK_INT (st.full, 1);
  CHECK_INT (st.loads, 1);
  mo_func_free (f);
}

/* Checks: equal values on both sides: no PHI, the value itself.  */
static void
diamond_same_value_is_no_phi (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (5, "0>1 1>2 1>3 2>4 3>4", &a);
  t_model (&m, &a);
  t_store (f, 2, 1, 10);
  t_store (f, 3, 2, 10);
  t_load (f, 4, 5, 3);
  tr (&m, 4, 2, 3, 1);
  tr (&m, 4, 3, 3, 2);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, "phi-load bb4 #0 = v10\n");
  CHECK_INT (st.single, 1);
  mo_func_free (f);
}

/* Checks: a store that MAY alias the translated address on one path
   (after the value) kills it there; the other path alone is a partial
   redundancy, made full by a load on the edge 3->4 (load of L2).  */
static void
diamond_may_alias_store_on_one_path (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (5, "0>1 1>2 1>3 2>4 3>4", &a);
  t_model (&m, &a);
  t_store (f, 2, 1, 10);
  t_store (f, 3, 2, 11);
  t_store (f, 3, 6, 12);          /* L6 MAY alias L2 */
  t_load (f, 4, 5, 3);
  tr (&m, 4, 2, 3, 1);
  tr (&m, 4, 3, 3, 2);
  EXPECT (f, &m, 0, NULL, "phi-load bb4 #0 = n0; n0 bb4 [v10 load L2]\n");
  /* Without insertion, nothing.  */
  m.no_insert = true;
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a store answered NO (or NO_BY_TYPE) does not kill.  */
static void
diamond_no_alias_store_is_skipped (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (5, "0>1 1>2 1>3 2>4 3>4", &a);
  t_model (&m, &a);
  t_store (f, 2, 1, 10);
  t_store (f, 2, 6, 12);
  t_store (f, 3, 2, 11);
  t_op (f, 3, MO_WRITE);
  t_load (f, 4, 5, 3);
  tr (&m, 4, 2, 3, 1);
  tr (&m, 4, 3, 3, 2);
  t_set (&a, 6, 1, MO_NO_BY_TYPE);
  a.untracked[2] = MO_NO;
  EXPECT (f, &m, 0, NULL, "phi-load bb4 #0 = n0; n0 bb4 [v10 v11]\n");
  mo_func_free (f);
}

/* Checks: a barrier on one path, and the other path's value: no
   insertion across a barrier's path either way, since the edge 3->4 can
   take a load: partial.  Two missing paths: nothing.  */
static void
two_missing_paths_do_nothing (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (6, "0>1 1>2 1>3 1>4 2>5 3>5 4>5", &a);
  t_model (&m, &a);
  t_store (f, 2, 1, 10);
  t_op (f, 3, MO_BARRIER);
  t_load (f, 5, 5, 0);
  m.fixed = 1u << 0 | 1u << 1;
  tr (&m, 5, 2, 0, 1);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a translation that fails (-1) on one edge is not a partial
   redundancy: the new load needs the translated address.  */
static void
untranslatable_edge_is_not_partial (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = diamond (&a, &m);
  tr (&m, 4, 3, 3, -1);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* GCC's loadpre18.c after GCC's passes: bb1 loads (*a)[argc] (L0) and
   branches on argc; bb2 increments argc; bb3 is the forwarder of the
   path where argc == 0, on which the index PHI of bb4 has the constant
   0.  The glue translates (*a)[argc_phi] (L1) into bb3 as L0 (argc == 0
   there) and into bb2 as (*a)[argc + 1], a new location (L2).  */
static struct mo_func *
index_phi (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = t_func (5, "0>1 1>2 1>3 2>4 3>4", a);
  t_model (m, a);
  t_load (f, 1, 10, 0);
  t_load (f, 4, 11, 1);
  m->fixed = 1u << 0;
  tr (m, 4, 3, 1, 0);
  tr (m, 4, 2, 1, 2);
  return f;
}

/* Checks: the load of L1 takes v10 through the forwarder and a load of
   L2 on the edge 2->4 (load PRE); with the index changed on both paths
   (no translation to L0 on either), nothing; with the load of L0 gone
   from bb1, nothing either (two edges would need a load).  */
static void
index_phi_constant_edge_pre (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = index_phi (&a, &m);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, "phi-load bb4 #0 = n0; n0 bb4 [load L2 v10]\n");
  CHECK_INT (st.partial, 1);
  tr (&m, 4, 3, 1, 3);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
  f = t_func (5, "0>1 1>2 1>3 2>4 3>4", &a);
  t_load (f, 4, 11, 1);
  tr (&m, 4, 3, 1, 0);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a value found in the load's own block is lse.c's case.  */
static void
value_in_own_block_is_left_to_lse (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = diamond (&a, &m);
  t_store (f, 4, 3, 12);
  t_load (f, 4, 6, 3);
  EXPECT (f, &m, 0, NULL, "phi-load bb4 #0 = n0; n0 bb4 [v10 v11]\n");
  mo_func_free (f);
}

/* Checks: a KEEP load, and a block entered by an abnormal edge, are left
   alone.  */
static void
keep_and_unknown_entry (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = diamond (&a, &m);
  t_keep (f, 4);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
  f = diamond (&a, &m);
  f->blocks[4].flags |= MO_BLOCK_UNKNOWN_ENTRY;
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* LLVM's trap: a loop 0>1 1>2 2>2 2>3 with P = PHI <A (bb1), B (bb2)>:
     bb2: load x = *P (L0); store *B = 5 (L2, v10); store *P = 4 (L0, v11)
   Along the back edge *P is *B (L2), which holds 5 unless the store to
   *P (this iteration's P) may have written it.  */
static struct mo_func *
trap (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = t_func (4, "0>1 1>2 2>2 2>3", a);
  t_model (m, a);
  t_load (f, 2, 5, 0);
  t_store (f, 2, 2, 10);
  t_store (f, 2, 0, 11);
  tr (m, 2, 1, 0, 1);
  tr (m, 2, 2, 0, 2);
  return f;
}

/* Checks: with *P and *B possibly the same, nothing: the back edge's
   value is unknown.  Never 4 (v11), the value scanning without
   translation would find.  */
static void
trap_may_alias_gives_nothing (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = trap (&a, &m);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: with *P and *B apart, the back edge brings 5 (v10), and *A is
   loaded on the entry edge.  */
static void
trap_no_alias_gives_stored_value (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = trap (&a, &m);
  t_set (&a, 0, 2, MO_NO);
  EXPECT (f, &m, 0, NULL, "phi-load bb2 #0 = n0; n0 bb2 [load L1 v10]\n");
  mo_func_free (f);
}

/* The recurrence G[j] = G[j] + G[j-1] in one block 0>1 1>2 2>2 2>3:
     bb2: load v5 = G[j] (L0); load v6 = G[j-1] (L1); store G[j] = v7
   G[j-1] along the back edge is this iteration's G[j] (L0); along the
   entry edge G[0] (L2).  G[j] along the back edge is G[j+1] (L3), along
   the entry edge G[1] (L4); nothing provides either.  */
static struct mo_func *
recurrence (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = t_func (4, "0>1 1>2 2>2 2>3", a);
  t_model (m, a);
  t_load (f, 2, 5, 0);
  t_load (f, 2, 6, 1);
  t_store (f, 2, 0, 7);
  tr (m, 2, 2, 1, 0);
  tr (m, 2, 1, 1, 2);
  tr (m, 2, 2, 0, 3);
  tr (m, 2, 1, 0, 4);
  t_set (a, 0, 1, MO_NO);
  t_set (a, 0, 3, MO_NO);
  return f;
}

/* Checks: the recurrence loads G[0] once before the loop.  */
static void
recurrence_one_load_per_iteration (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = recurrence (&a, &m);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, "phi-load bb2 #1 = n0; n0 bb2 [load L2 v7]\n");
  CHECK_INT (st.partial, 1);
  mo_func_free (f);
}

/* The conditionally stored location in a loop:
     bb2 (header): load v5 = *p; if ... bb3: store *p = v6; bb4: latch
   0>1 1>2 2>3 2>4 3>4 4>2 4>5.  At the header the value is
   PHI <load before the loop, PHI <n0, v6> at the latch> (v5, the load itself, is n0).  */
static void
conditional_store_loop (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (6, "0>1 1>2 2>3 2>4 3>4 4>2 4>5", &a);
  t_model (&m, &a);
  m.fixed = 1;
  t_load (f, 2, 5, 0);
  t_store (f, 3, 0, 6);
  EXPECT (f, &m, 0, NULL,
	  "phi-load bb2 #0 = n0; n0 bb2 [load L0 n1]; n1 bb4 [n0 v6]\n");
  /* A call that may write *p in the loop: nothing.  */
  t_op (f, 4, MO_WRITE);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a call before the load in its block might not return, so no
   load is placed on the edge (it could run, and trap, where the
   original never ran).  */
static void
no_insertion_after_call_in_block (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (6, "0>1 1>2 2>3 2>4 3>4 4>2 4>5", &a);
  t_model (&m, &a);
  m.fixed = 1;
  t_op (f, 2, MO_READ);
  t_load (f, 2, 5, 0);
  t_store (f, 3, 0, 6);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: a load at a loop header that nothing in the loop writes: the
   whole PHI is trivial and the load becomes the one placed before the
   loop (only when the loop's other predecessors are latches).  */
static void
invariant_load_is_hoisted (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (4, "0>1 1>2 2>2 2>3", &a);
  t_model (&m, &a);
  m.fixed = 1;
  t_load (f, 2, 5, 0);
  t_store (f, 2, 1, 6);
  t_set (&a, 0, 1, MO_NO);
  EXPECT (f, &m, 0, NULL, "phi-load bb2 #0 = load L0\n");
  mo_func_free (f);
}

/* Checks: the search gives up past max_blocks: a chain of single-pred
   blocks 0>1>2>3>4>5 (load in bb5, store in bb1).  */
static void
block_limit (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (6, "0>1 1>2 2>3 3>4 4>5", &a);
  t_model (&m, &a);
  m.fixed = 1;
  t_store (f, 1, 0, 10);
  t_load (f, 5, 5, 0);
  EXPECT (f, &m, 0, NULL, "phi-load bb5 #0 = v10\n");
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 3, &st, "");
  CHECK (st.over_limit > 0);
  mo_func_free (f);
}

/* Checks: nested joins: a diamond inside each arm of another one gives
   a PHI whose arguments are PHIs.  0>1 1>2 1>3 2>4 2>5 4>6 5>6 3>7 6>7
   with L0 fixed, stored in bb4 (v10), bb5 (v11), bb3 (v12); load in
   bb7.  */
static void
nested_joins (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (8, "0>1 1>2 1>3 2>4 2>5 4>6 5>6 3>7 6>7", &a);
  t_model (&m, &a);
  m.fixed = 1;
  t_store (f, 4, 0, 10);
  t_store (f, 5, 0, 11);
  t_store (f, 3, 0, 12);
  t_load (f, 7, 5, 0);
  EXPECT (f, &m, 0, NULL,
	  "phi-load bb7 #0 = n0; n0 bb7 [v12 n1]; n1 bb6 [v10 v11]\n");
  mo_func_free (f);
}

/* A loop that reads COUNT (L0, fixed) after a switch, clobbered only on
   the rare path bb3 (a char store through OUT, L1, MAY alias), and read
   once before the loop in bb1 (xz's rc_encode):
     0>1 1>2 2>3 2>4 3>4 4>5 4>6 5>6 6>2 6>7
     bb1: load v1 = [L0]      bb3: store [L1] = v2
     bb4: (join of 2, 3)      bb5: (one arm)
     bb6: load v5 = [L0]      (join of 4, 5; latch)
   The node at bb6 passes through to the join bb4, whose pred bb3 has no
   value: the load goes on the edge bb3 -> bb4, above the load's block.  */
static struct mo_func *
rare_clobber_loop (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = t_func (8, "0>1 1>2 2>3 2>4 3>4 4>5 4>6 5>6 6>2 6>7",
			      a);
  t_model (m, a);
  m->fixed = 3;
  m->colder = 1;
  t_load (f, 1, 1, 0);
  t_store (f, 3, 1, 2);
  t_load (f, 6, 5, 0);
  return f;
}

/* Checks: the reload after the rare clobber, and the PHIs that carry
   COUNT around the loop.  */
static void
above_reload_after_rare_clobber (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = rare_clobber_loop (&a, &m);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st,
	  "phi-load bb6 #0 = n0; n0 bb4 [n1 load L0]; n1 bb2 [v1 n0]\n");
  CHECK_INT (st.partial, 1);
  CHECK_INT (st.above, 1);
  CHECK_INT (st.full, 0);
  /* A store of L0 before the loop proves it as well as a load.  */
  struct mo_func *g = t_func (8, "0>1 1>2 2>3 2>4 3>4 4>5 4>6 5>6 6>2 6>7",
			      &a);
  t_store (g, 1, 0, 1);
  t_store (g, 3, 1, 2);
  t_load (g, 6, 5, 0);
  EXPECT (g, &m, 0, NULL,
	  "phi-load bb6 #0 = n0; n0 bb4 [n1 load L0]; n1 bb2 [v1 n0]\n");
  mo_func_free (g);
  mo_func_free (f);
}

/* Checks: no load above the load's block when the builder's profile
   does not say the edge is colder, or gives no callback.  */
static void
above_needs_colder_edge (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = rare_clobber_loop (&a, &m);
  m.colder = 2;
  EXPECT (f, &m, 0, NULL, "");
  m.colder = 0;
  EXPECT (f, &m, 0, NULL, "");
  m.colder = 1;
  m.no_insert = true;
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: no load above the load's block without an access to the same
   location dominating the edge: none at all, one in a block that does
   not dominate (after the loop), a volatile one (MO_INST_KEEP).  */
static void
above_needs_dominating_access (void)
{
  struct t_alias a;
  struct t_phi_model m;
  const char *edges = "0>1 1>2 2>3 2>4 3>4 4>5 4>6 5>6 6>2 6>7";
  struct mo_func *f = t_func (8, edges, &a);
  t_model (&m, &a);
  m.fixed = 3;
  m.colder = 1;
  t_store (f, 3, 1, 2);
  t_load (f, 6, 5, 0);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
  /* In bb7, after the loop: it does not dominate bb3.  */
  f = t_func (8, edges, &a);
  t_store (f, 7, 0, 1);
  t_store (f, 3, 1, 2);
  t_load (f, 6, 5, 0);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
  f = t_func (8, edges, &a);
  t_load (f, 1, 1, 0);
  t_keep (f, 1);
  t_store (f, 3, 1, 2);
  t_load (f, 6, 5, 0);
  EXPECT (f, &m, 0, NULL, "");
  mo_func_free (f);
}

/* Checks: no load above the load's block when something that may free
   memory lies between the dominating access and the edge: a call that
   does not write L0 (so the value still passes it) in the loop's other
   arm bb5, or before the clobber in bb3, or after the access in bb1.  */
static void
above_not_across_a_call (void)
{
  struct t_alias a;
  struct t_phi_model m;
  const char *edges = "0>1 1>2 2>3 2>4 3>4 4>5 4>6 5>6 6>2 6>7";
  for (int where = 0; where < 3; where++)
    {
      struct mo_func *f = t_func (8, edges, &a);
      t_model (&m, &a);
      m.fixed = 3;
      m.colder = 1;
      a.untracked[0] = MO_NO;
      t_load (f, 1, 1, 0);
      if (where == 2)
	t_op (f, 1, MO_WRITE);
      if (where == 1)
	t_op (f, 3, MO_WRITE);
      t_store (f, 3, 1, 2);
      if (where == 0)
	t_op (f, 5, MO_WRITE);
      t_load (f, 6, 5, 0);
      EXPECT (f, &m, 0, NULL, "");
      mo_func_free (f);
    }
}

/* Checks: where a load on the edge into the load's own block and one
   above it would both do, the first wins (it always runs with the load).
     0>1 1>2 1>3 1>6 2>4 3>4 4>5 6>5
     bb1: load v1 = [L0]      bb3: store [L1] = v2 (MAY)
     bb6: store [L0] = v3     bb5: load v5 = [L0]  (join of 4, 6)
   bb4 lacks the value on its edge from bb3; bb5 lacks it from bb4.  */
static void
above_is_second_choice (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = t_func (7, "0>1 1>2 1>3 1>6 2>4 3>4 4>5 6>5", &a);
  t_model (&m, &a);
  m.fixed = 3;
  m.colder = 1;
  t_load (f, 1, 1, 0);
  t_store (f, 3, 1, 2);
  t_store (f, 6, 0, 3);
  t_load (f, 5, 5, 0);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, "phi-load bb5 #0 = n0; n0 bb5 [load L0 v3]\n");
  CHECK_INT (st.above, 0);
  CHECK_INT (st.full + st.single, 0);   /* each decision counted once */
  /* With a call before the load in bb5, only the load above is left.  */
  struct mo_func *g = t_func (7, "0>1 1>2 1>3 1>6 2>4 3>4 4>5 6>5", &a);
  t_load (g, 1, 1, 0);
  t_store (g, 3, 1, 2);
  t_store (g, 6, 0, 3);
  t_op (g, 5, MO_READ);
  t_load (g, 5, 5, 0);
  EXPECT (g, &m, 0, NULL,
	  "phi-load bb5 #1 = n0; n0 bb5 [n1 v3]; n1 bb4 [v1 load L0]\n");
  mo_func_free (g);
  mo_func_free (f);
}

/* zlib's deflate_slow (phi.c, step 5): a loop whose header bumps
   STRSTART (L4) and whose conditional block bb3 reads WINDOW (L0),
   INS_H (L1, then stored) and PREV (L2), all fixed; before the loop a
   char store (L5) may write any of them.
     0>1 1>2 2>3 2>4 3>4 4>2 4>5
     bb1: store [L5] = v10            bb2: load v7 = [L4]; store [L4] = v11
     bb3: load v1 = [L0]; load v2 = [L1]; store [L1] = v12; load v3 = [L2]
     bb4: (latch)
   L4 does not alias the others, nor L1 L0 and L2.  */
static struct mo_func *
lazy_loop_with (struct t_alias *a, struct t_phi_model *m, bool call)
{
  struct mo_func *f = t_func (6, "0>1 1>2 2>3 2>4 3>4 4>2 4>5", a);
  t_model (m, a);
  m->fixed = 0x1f;
  m->colder = 1;
  m->lazy = true;
  for (int l = 0; l < 3; l++)
    t_set (a, 4, l, MO_NO);
  t_set (a, 1, 0, MO_NO);
  t_set (a, 1, 2, MO_NO);
  t_store (f, 1, 5, 10);
  t_load (f, 2, 7, 4);
  t_store (f, 2, 4, 11);
  t_load (f, 3, 1, 0);
  t_load (f, 3, 2, 1);
  t_store (f, 3, 1, 12);
  if (call)
    {
      /* A call that writes none of the three fields (but STRSTART).  */
      t_op (f, 3, MO_WRITE);
      a->untracked[0] = a->untracked[1] = a->untracked[2] = MO_NO;
    }
  t_load (f, 3, 3, 2);
  return f;
}

static struct mo_func *
lazy_loop (struct t_alias *a, struct t_phi_model *m)
{
  return lazy_loop_with (a, m, false);
}

/* The header's own load of STRSTART, loop-carried from its store (load
   PRE on the entry edge), in every expectation; it is decision 0, so the
   lazy group is g1.  */
#define LAZY_HEADER "phi-load bb2 #0 = n0; n0 bb2 [load L4 v11]\n"
#define LAZY_LOOP_WANT							\
  LAZY_HEADER								\
  "phi-load bb3 #0 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v1]\n"	\
  "phi-load bb3 #1 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v12]\n"	\
  "phi-load bb3 #3 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v3]\n"

/* Checks: the three loads of bb3 are lazy, in one group: unknown on the
   loop's entry edge, carried around the back edge from the load itself
   (v1, v3) or from the store (v12).  */
static void
lazy_loads_share_one_test (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop (&a, &m);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, LAZY_LOOP_WANT);
  CHECK_INT (st.lazy, 3);
  CHECK_INT (st.lazy_groups, 1);
  CHECK_INT (st.partial, 1);   /* the header's load */
  mo_func_free (f);
}

/* Checks: no lazy decision without lazy, without a colder entry edge, or
   when the value is unknown on an edge that does not enter the loop (a
   store that may write L0 and L2 in the latch: only INS_H, one load, is
   left, and a group of one is dropped unless min_lazy_group is 1).  */
static void
lazy_needs_entry_edge_and_colder (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop (&a, &m);
  m.lazy = false;
  EXPECT (f, &m, 0, NULL, LAZY_HEADER);
  m.lazy = true;
  m.colder = 2;
  EXPECT (f, &m, 0, NULL, LAZY_HEADER);
  m.colder = 0;
  EXPECT (f, &m, 0, NULL, LAZY_HEADER);
  mo_func_free (f);
  f = lazy_loop (&a, &m);
  t_set (&a, 6, 1, MO_NO);
  t_set (&a, 6, 4, MO_NO);
  t_store (f, 4, 6, 13);
  EXPECT (f, &m, 0, NULL, LAZY_HEADER);
  m.min_lazy_group = 1;
  EXPECT (f, &m, 0, NULL, LAZY_HEADER
	  "phi-load bb3 #1 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v12]\n");
  mo_func_free (f);
}

/* Checks: a call between two lazy loads of a block (it writes nothing
   they read) separates their groups, since the later load could not be
   performed before it: PREV is alone and dropped, unless min is 1.  */
static void
lazy_group_stops_at_a_call (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop_with (&a, &m, true);
  EXPECT (f, &m, 0, NULL,
	  "phi-load bb3 #0 = n0 lazy g0; n0 bb2 [none n1]; n1 bb4 [n0 v1]\n"
	  "phi-load bb3 #1 = n0 lazy g0; n0 bb2 [none n1]; n1 bb4 [n0 v12]\n");
  m.min_lazy_group = 1;
  EXPECT (f, &m, 0, NULL,
	  "phi-load bb3 #0 = n0 lazy g0; n0 bb2 [none n1]; n1 bb4 [n0 v1]\n"
	  "phi-load bb3 #1 = n0 lazy g0; n0 bb2 [none n1]; n1 bb4 [n0 v12]\n"
	  "phi-load bb3 #4 = n0 lazy g2; n0 bb2 [none n1]; n1 bb4 [n0 v3]\n");
  mo_func_free (f);
}

/* The cost model (phi.c, step 6; carry.c).  */

/* lazy_loop with a fourth field read in bb3, HEAD (L6, fixed), which
   neither store may write: a group of four loads.  */
static struct mo_func *
lazy_loop4 (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = lazy_loop (a, m);
  m->fixed |= 1u << 6;
  t_set (a, 4, 6, MO_NO);
  t_set (a, 1, 6, MO_NO);
  t_load (f, 3, 4, 6);
  return f;
}

#define LAZY4_GROUP							\
  "phi-load bb3 #0 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v1]\n"	\
  "phi-load bb3 #1 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v12]\n"	\
  "phi-load bb3 #3 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v3]\n"	\
  "phi-load bb3 #4 = n0 lazy g1; n0 bb2 [none n1]; n1 bb4 [n0 v4]\n"

/* Checks: with room in the loop's registers and iterations enough, the
   cost model keeps the header's load and the group of four (4 loads
   saved in 9 of 10 iterations for a test, a branch and a flag in each);
   each question leaves the loads already accepted and the candidate's
   out of GCC's count (the header's load, then it and the group's
   four).  */
static void
carry_keeps_what_pays (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop4 (&a, &m);
  t_carry (&m, 10, 4);
  EXPECT (f, &m, 0, NULL, LAZY_HEADER LAZY4_GROUP);
  CHECK_INT (m.asked_vals, 5);
  mo_func_free (f);
}

/* Checks: a group of three loads saves 3 loads in all but the first
   iteration for 3 instructions in every one: more instructions, never
   fewer (no-gain), however long the loop runs; the header's load stays.  */
static void
carry_refuses_small_group (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop (&a, &m);
  t_carry (&m, 1000, 0);
  struct mo_phi_stats st;
  memset (&st, 0, sizeof st);
  EXPECT (f, &m, 0, &st, LAZY_HEADER
	  "refused phi-load bb3 #0 lazy (3 loads): no-gain around the loop "
	  "of bb2 (distance 1, 1000 iterations, carries 4 gpr 0 fp, live 0 "
	  "gpr 0 fp, taken 1 gpr 0 fp; saves 3 loads 3 insns, adds 3 insns "
	  "per iteration, 4 per entry)\n");
  CHECK_INT (st.carry_refused, 3);
  CHECK_INT (st.lazy, 0);
  CHECK_INT (st.lazy_groups, 0);
  mo_func_free (f);
}

/* Checks: the group's four values and its flag do not fit beside the
   11 GCC keeps live and the header's value accepted before it (16
   registers): the group is refused as a whole, the header's load stays,
   and the dump line says why.  With 10 live, they fit.  */
static void
carry_refuses_group_over_registers (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop4 (&a, &m);
  t_carry (&m, 10, 11);
  EXPECT (f, &m, 0, NULL, LAZY_HEADER
	  "refused phi-load bb3 #0 lazy (4 loads): register-pressure around "
	  "the loop of bb2 (distance 1, 10 iterations, carries 5 gpr 0 fp, "
	  "live 11 gpr 0 fp, taken 1 gpr 0 fp)\n");
  t_carry (&m, 10, 10);
  EXPECT (f, &m, 0, NULL, LAZY_HEADER LAZY4_GROUP);
  mo_func_free (f);
}

/* Checks: a loop that runs once per entry carries nothing: a chain of
   distance 1 is as long as the loop; a loop the builder knows nothing
   of is refused too (unknown-loop).  */
static void
carry_refuses_short_and_unknown_loops (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = lazy_loop (&a, &m);
  t_carry (&m, 1, 0);
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb2 #0: chain-longer-than-loop around the loop "
	  "of bb2 (distance 1, 1 iterations, carries 1 gpr 0 fp, live 0 gpr "
	  "0 fp, taken 0 gpr 0 fp)\n"
	  "refused phi-load bb3 #0 lazy (3 loads): chain-longer-than-loop "
	  "around the loop of bb2 (distance 1, 1 iterations, carries 4 gpr 0 "
	  "fp, live 0 gpr 0 fp, taken 0 gpr 0 fp)\n");
  m.known = false;
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb2 #0: unknown-loop around the loop of bb2 "
	  "(distance 1, iterations unknown, carries 1 gpr 0 fp, live 0 gpr 0 "
	  "fp, taken 0 gpr 0 fp)\n"
	  "refused phi-load bb3 #0 lazy (3 loads): unknown-loop around the "
	  "loop of bb2 (distance 1, iterations unknown, carries 4 gpr 0 fp, "
	  "live 0 gpr 0 fp, taken 0 gpr 0 fp)\n");
  mo_func_free (f);
}

/* Checks: the recurrence's PRE carries v7 (the stored value) into the
   next iteration; the cost model asks the builder what keeping v7 costs
   (carry_moves).  No move: one load saved an iteration, for one load
   per entry, kept.  One move (v7 computed before the replaced load's
   value is last used, or overwritten by a use): the load's instruction
   is traded for the move, refused (no-gain) however long the loop runs
   and whatever the slack would allow; two moves, refused too.  */
static void
carry_counts_moves_of_carried_values (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = recurrence (&a, &m);
  t_carry (&m, 10, 2);
  m.facts.body_insns = 5;
  m.moves = 0;
  EXPECT (f, &m, 0, NULL, "phi-load bb2 #1 = n0; n0 bb2 [load L2 v7]\n");
  CHECK_INT (m.moves_val, 7);
  m.moves = 1;
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb2 #1: no-gain around the loop of bb2 "
	  "(distance 1, 10 iterations, carries 1 gpr 0 fp, live 2 gpr 0 fp, "
	  "taken 0 gpr 0 fp; saves 1 loads 1 insns, adds 1 insns per "
	  "iteration, 1 per entry)\n");
  /* A long loop with one move: the entry's load would be paid for.  */
  t_carry (&m, 1000, 2);
  m.facts.body_insns = 500;
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb2 #1: no-gain around the loop of bb2 "
	  "(distance 1, 1000 iterations, carries 1 gpr 0 fp, live 2 gpr 0 fp, "
	  "taken 0 gpr 0 fp; saves 1 loads 1 insns, adds 1 insns per "
	  "iteration, 1 per entry)\n");
  m.moves = 2;
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb2 #1: no-gain around the loop of bb2 "
	  "(distance 1, 1000 iterations, carries 1 gpr 0 fp, live 2 gpr 0 fp, "
	  "taken 0 gpr 0 fp; saves 1 loads 1 insns, adds 2 insns per "
	  "iteration, 1 per entry)\n");
  m.moves = 0;
  EXPECT (f, &m, 0, NULL, "phi-load bb2 #1 = n0; n0 bb2 [load L2 v7]\n");
  mo_func_free (f);
}

/* The block transform's chain (carry.c) in one block, 0>1 1>1 1>2:
     bb1: load v1 = [L0]; store [L3] = v20
   L0 along the back edge is L1 (the address moved by one element), L1
   is L2, L2 is L3, which the store provides: the value reaches the load
   3 iterations after it is stored.  Nothing is known on the entry edge,
   so the decision is lazy, with a chain of 3 nodes at the header.  */
static struct mo_func *
chain_loop (struct t_alias *a, struct t_phi_model *m)
{
  struct mo_func *f = t_func (3, "0>1 1>1 1>2", a);
  t_model (m, a);
  m->colder = 1;
  m->lazy = true;
  m->min_lazy_group = 1;
  for (int l = 0; l < 3; l++)
    {
      tr (m, 1, 1, l, l + 1);
      t_set (a, 3, l, MO_NO);
    }
  t_load (f, 1, 1, 0);
  t_store (f, 1, 3, 20);
  return f;
}

/* Checks: without the cost model the chain of distance 3 is made; in a
   loop of 3 iterations it never delivers a value (chain-longer-than-
   loop); in one of 4 the one useful iteration does not pay for the
   test, the flags and the moves of every iteration (no-gain); in one of
   100, with nothing else live, it is made.  */
static void
carry_chain_against_trip_count (void)
{
  struct t_alias a;
  struct t_phi_model m;
  struct mo_func *f = chain_loop (&a, &m);
  const char *made = "phi-load bb1 #0 = n0 lazy g0; n0 bb1 [none n1]; "
		     "n1 bb1 [none n2]; n2 bb1 [none v20]\n";
  EXPECT (f, &m, 0, NULL, made);
  t_carry (&m, 3, 0);
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb1 #0 lazy (1 loads): chain-longer-than-loop "
	  "around the loop of bb1 (distance 3, 3 iterations, carries 6 gpr 0 "
	  "fp, live 0 gpr 0 fp, taken 0 gpr 0 fp)\n");
  t_carry (&m, 4, 0);
  EXPECT (f, &m, 0, NULL,
	  "refused phi-load bb1 #0 lazy (1 loads): no-gain around the loop "
	  "of bb1 (distance 3, 4 iterations, carries 6 gpr 0 fp, live 0 gpr "
	  "0 fp, taken 0 gpr 0 fp; saves 1 loads 1 insns, adds 7 insns per "
	  "iteration, 6 per entry)\n");
  mo_func_free (f);
}

const struct unit_case unit_phi_cases[] = {
  UNIT_CASE (diamond_phi_of_stored_values),
  UNIT_CASE (diamond_same_value_is_no_phi),
  UNIT_CASE (diamond_may_alias_store_on_one_path),
  UNIT_CASE (diamond_no_alias_store_is_skipped),
  UNIT_CASE (two_missing_paths_do_nothing),
  UNIT_CASE (untranslatable_edge_is_not_partial),
  UNIT_CASE (index_phi_constant_edge_pre),
  UNIT_CASE (value_in_own_block_is_left_to_lse),
  UNIT_CASE (keep_and_unknown_entry),
  UNIT_CASE (trap_may_alias_gives_nothing),
  UNIT_CASE (trap_no_alias_gives_stored_value),
  UNIT_CASE (recurrence_one_load_per_iteration),
  UNIT_CASE (conditional_store_loop),
  UNIT_CASE (no_insertion_after_call_in_block),
  UNIT_CASE (invariant_load_is_hoisted),
  UNIT_CASE (block_limit),
  UNIT_CASE (nested_joins),
  UNIT_CASE (above_reload_after_rare_clobber),
  UNIT_CASE (above_needs_colder_edge),
  UNIT_CASE (above_needs_dominating_access),
  UNIT_CASE (above_not_across_a_call),
  UNIT_CASE (above_is_second_choice),
  UNIT_CASE (lazy_loads_share_one_test),
  UNIT_CASE (lazy_needs_entry_edge_and_colder),
  UNIT_CASE (lazy_group_stops_at_a_call),
  UNIT_CASE (carry_keeps_what_pays),
  UNIT_CASE (carry_refuses_small_group),
  UNIT_CASE (carry_refuses_group_over_registers),
  UNIT_CASE (carry_refuses_short_and_unknown_loops),
  UNIT_CASE (carry_chain_against_trip_count),
  UNIT_CASE (carry_counts_moves_of_carried_values),
  { NULL, NULL }
};
