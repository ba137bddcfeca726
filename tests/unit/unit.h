/* unit.h - a tiny unit-test framework for the plain-C core.

   A test is a function `static void name (void)` registered in its
   file's table (UNIT_CASE).  CHECK and friends record the first failure
   with its file, line and condition and return from the test.  The runner
   (unit.c) runs every case in a child process, so a crash is reported as
   a failure of that case and the others still run, and prints one line
   per case: "PASS name" or "FAIL name <why>".

   Helpers for building functions and checking LSE results are at the
   end (unit.c and interp.c).  */

#ifndef MEMOPT_UNIT_H
#define MEMOPT_UNIT_H

#include "memopt.h"

#include <stdio.h>

struct unit_case
{
  const char *name;
  void (*fn) (void);
};

#define UNIT_CASE(fn) { #fn, fn }

/* Every test file defines one table, ended by { NULL, NULL }.  */
extern const struct unit_case unit_ir_cases[], unit_cfg_cases[],
  unit_heap_cases[], unit_lse_cases[], unit_dse_cases[], unit_phi_cases[],
  unit_options_cases[], unit_util_cases[], unit_remarks_cases[],
  unit_pairs_cases[], unit_reread_cases[], unit_hoist_cases[],
  unit_promote_cases[], unit_inline_cases[], unit_carry_cases[];

/* Set by the first failing check of the running case.  */
extern int unit_failed;
void unit_fail (const char *file, int line, const char *fmt, ...)
  __attribute__ ((format (printf, 3, 4)));

#define CHECK(cond)							\
  do {									\
    if (!(cond))							\
      {									\
	unit_fail (__FILE__, __LINE__, "%s", #cond);			\
	return;								\
      }									\
  } while (0)

#define CHECK_INT(a, b)							\
  do {									\
    long unit_a_ = (long) (a), unit_b_ = (long) (b);			\
    if (unit_a_ != unit_b_)						\
      {									\
	unit_fail (__FILE__, __LINE__, "%s == %ld, expected %s == %ld",	\
		   #a, unit_a_, #b, unit_b_);				\
	return;								\
      }									\
  } while (0)

/* A string comparison that shows both strings on failure.  */
#define CHECK_STR(got, want)						\
  do {									\
    const char *unit_g_ = (got), *unit_w_ = (want);			\
    if (!unit_str_eq (unit_g_, unit_w_))				\
      {									\
	unit_fail (__FILE__, __LINE__, "%s:\n--- got\n%s--- expected\n%s", \
		   #got, unit_g_ ? unit_g_ : "(null)\n", unit_w_);	\
	return;								\
      }									\
  } while (0)

/* A helper that returned a message (NULL: fine) fails the test.  */
#define CHECK_OK(msg_expr)						\
  do {									\
    const char *unit_m_ = (msg_expr);					\
    if (unit_m_)							\
      {									\
	unit_fail (__FILE__, __LINE__, "%s: %s", #msg_expr, unit_m_);	\
	return;								\
      }									\
  } while (0)

int unit_str_eq (const char *a, const char *b);

/* ------------------------------------------------------------------ */
/* Building test functions.                                            */

/* The alias model of a test: answers between tracked locations (default
   MAY), and for untracked accesses (writes, stores to loc -1) against a
   location (default MAY).  MUST between two locations means the test
   runs them at the same address.  */
#define T_MAXLOC 32
struct t_alias
{
  enum mo_alias pair[T_MAXLOC][T_MAXLOC];
  enum mo_alias untracked[T_MAXLOC];
  long calls;
};

/* A function of NBLOCK blocks with edges "a>b" from EDGES
   (e.g. "0>1 0>2 1>3 2>3") and the alias model A, reset to all MAY.  */
struct mo_func *t_func (int nblock, const char *edges, struct t_alias *a);
/* Set the answer for locations X and Y (both ways).  */
void t_set (struct t_alias *a, int x, int y, enum mo_alias ans);

/* Shorthands for mo_func_add; each returns the index in the block.  */
int t_load (struct mo_func *f, int b, int val, int loc);
int t_store (struct mo_func *f, int b, int loc, int val);
int t_op (struct mo_func *f, int b, enum mo_kind kind);
/* The last instruction added to block B gets MO_INST_KEEP.  */
void t_keep (struct mo_func *f, int b);

/* The printed decisions (mo_lse_decisions_print) or cfg facts, in a buffer
   valid until the next call.  */
const char *t_decisions_str (const struct mo_lse_decisions *d);
const char *t_func_str (const struct mo_func *f);

/* Run mo_func_check and mo_lse with the limits (<= 0: 64), then check
   every subset of the decisions with the interpreter (interp.c).  Returns
   NULL or a message; the decisions printed go to *OUT.  */
const char *t_lse (struct mo_func *f, int max_heap, int max_queries,
		   struct mo_lse_stats *stats, const char **out);

/* interp.c: run F and F transformed by each subset of D along random
   paths and alias-consistent random address assignments; NULL when every
   run agrees, else a message naming the subset and the difference.  */
const char *t_check_subsets (const struct mo_func *f,
			     const struct mo_lse_decisions *d,
			     const struct t_alias *a);

#endif /* MEMOPT_UNIT_H */
