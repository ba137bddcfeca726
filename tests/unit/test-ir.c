/* test-ir.c - the memory IR: building, printing, mo_func_check.  */

#include "unit.h"

#include <string.h>

/* Checks: the dump format is the stable one memopt.h describes (preds,
   succs, flags, kinds, untracked locations and unknown values, keep).  */
static void
ir_print_format (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 0>2 1>2", &a);
  t_store (f, 0, 0, 0);
  t_load (f, 1, 1, 0);
  t_op (f, 2, MO_WRITE);
  t_store (f, 2, 1, 0);
  t_keep (f, 2);
  mo_func_add (f, 2, MO_STORE, -1, -1, 0, NULL);
  t_op (f, 2, MO_READ);
  t_op (f, 2, MO_BARRIER);
  f->blocks[2].flags |= MO_BLOCK_UNKNOWN_ENTRY;
  CHECK_STR (t_func_str (f),
	     "func: 3 blocks, 2 locs, 2 vals\n"
	     "bb0: preds succs 1 2\n"
	     "  store [L0] = v0\n"
	     "bb1: preds 0 succs 2\n"
	     "  load v1 = [L0]\n"
	     "bb2: preds 0 1 succs unknown-entry\n"
	     "  write\n"
	     "  store [L1] = v0 keep\n"
	     "  store [?] = v?\n"
	     "  read\n"
	     "  barrier\n");
  CHECK_OK (mo_func_check (f));
  mo_func_free (f);
}

/* Checks: mo_func_add returns consecutive indices past the first growth
   of the instruction array, and keeps nloc/nval covering the ids.  */
static void
ir_add_grows (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  for (int i = 0; i < 100; i++)
    CHECK_INT (t_load (f, 0, i, i % 7), i);
  CHECK_INT (f->blocks[0].ninst, 100);
  CHECK_INT (f->nloc, 7);
  CHECK_INT (f->nval, 100);
  CHECK_INT (f->blocks[0].inst[99].loc, 99 % 7);
  CHECK_OK (mo_func_check (f));
  mo_func_free (f);
}

/* Checks: a well-formed function with a loop, an abnormal block and a
   store of a load's value dominated by the load passes the check.  */
static void
ir_check_accepts (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 1>2 2>1 2>3", &a);
  t_load (f, 0, 0, 0);
  t_store (f, 2, 1, 0);
  t_load (f, 1, 1, 1);
  t_store (f, 1, 2, 1);
  t_store (f, 3, 2, 5);   /* v5: defined outside the IR */
  f->blocks[3].flags |= MO_BLOCK_UNKNOWN_ENTRY;
  CHECK_OK (mo_func_check (f));
  mo_func_free (f);
}

/* Negative: a block no path from bb0 reaches.  */
static void
neg_check_unreachable (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 2>1", &a);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "bb2 is not reachable"));
  mo_func_free (f);
}

/* Negative: the same edge twice.  */
static void
neg_check_duplicate_edge (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (2, "0>1 0>1", &a);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "duplicate edge bb0 -> bb1"));
  mo_func_free (f);
}

/* A block's edge list replaced by V[0 .. LEN) (the function's own lists
   change only through mo_func_edge, which keeps them consistent).  */
static void
set_edges (struct mo_ivec *list, int *v, int len)
{
  list->v = v;
  list->len = list->cap = len;
}

/* Negative: a successor entry without the matching predecessor entry,
   a predecessor entry pointing at the wrong block, and one listed twice.  */
static void
neg_check_pred_succ_disagree (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (3, "0>1 0>2", &a);
  int succs[] = { 2 }, preds[] = { 0, 2 };
  set_edges (&f->blocks[1].succs, succs, 1);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "successor entries but"));
  set_edges (&f->blocks[1].preds, preds, 2);  /* counts agree, edges do not */
  m = mo_func_check (f);
  CHECK (m && strstr (m, "edge lists disagree"));
  mo_func_free (f);
  /* A pred entry twice, the counts equal: bb1's preds 0 0, bb2's none.  */
  f = t_func (3, "0>1 0>2", &a);
  int twice[] = { 0, 0 };
  set_edges (&f->blocks[1].preds, twice, 2);
  set_edges (&f->blocks[2].preds, twice, 0);
  m = mo_func_check (f);
  CHECK (m && strstr (m, "edge lists disagree near bb0 -> bb2 (succs) and "
		      "bb0 -> bb1 (preds)"));
  mo_func_free (f);
}

/* Negative: an edge to a block that does not exist.  */
static void
neg_check_edge_out_of_range (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (2, "0>1", &a);
  int succs[] = { 7 };
  set_edges (&f->blocks[1].succs, succs, 1);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "successor 7 out of range"));
  mo_func_free (f);
}

/* Negative: location and value ids beyond nloc / nval.  */
static void
neg_check_ranges (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_load (f, 0, 3, 2);
  f->nloc = 2;
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "location 2 >= nloc 2"));
  f->nloc = 3;
  f->nval = 3;
  m = mo_func_check (f);
  CHECK (m && strstr (m, "value 3 >= nval 3"));
  mo_func_free (f);
}

/* Negative: an instruction kind that does not exist.  */
static void
neg_check_bad_kind (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  mo_func_add (f, 0, (enum mo_kind) 9, -1, -1, 0, NULL);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "unknown kind 9"));
  mo_func_free (f);
}

/* Negative: two loads defining the same value (SSA: one definition).  */
static void
neg_check_value_defined_twice (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (2, "0>1", &a);
  t_load (f, 0, 4, 0);
  t_load (f, 1, 4, 1);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "v4 is already defined"));
  mo_func_free (f);
}

/* Negative: a store of a load's value on a path that does not pass the
   load (the load is in the other arm of a diamond).  */
static void
neg_check_use_not_dominated (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  t_load (f, 1, 0, 0);
  t_store (f, 3, 1, 0);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "does not dominate"));
  mo_func_free (f);
}

/* Negative: in one block, a store of a value loaded after it.  */
static void
neg_check_use_before_def (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (1, "", &a);
  t_store (f, 0, 1, 0);
  t_load (f, 0, 0, 0);
  const char *m = mo_func_check (f);
  CHECK (m && strstr (m, "does not dominate"));
  mo_func_free (f);
}

/* Negative: a function without blocks.  */
static void
neg_check_no_blocks (void)
{
  struct mo_func *f = mo_func_new (0);
  CHECK (mo_func_check (f) != NULL);
  mo_func_free (f);
}

const struct unit_case unit_ir_cases[] = {
  UNIT_CASE (ir_print_format),
  UNIT_CASE (ir_add_grows),
  UNIT_CASE (ir_check_accepts),
  UNIT_CASE (neg_check_unreachable),
  UNIT_CASE (neg_check_duplicate_edge),
  UNIT_CASE (neg_check_pred_succ_disagree),
  UNIT_CASE (neg_check_edge_out_of_range),
  UNIT_CASE (neg_check_ranges),
  UNIT_CASE (neg_check_bad_kind),
  UNIT_CASE (neg_check_value_defined_twice),
  UNIT_CASE (neg_check_use_not_dominated),
  UNIT_CASE (neg_check_use_before_def),
  UNIT_CASE (neg_check_no_blocks),
  { NULL, NULL }
};
