/* test-pairs.c - unit tests of mo_pairs's refusal reasons (pairs.c,
   step 5): each case builds a short block whose conflicts are a table,
   runs the core and checks which couples stayed single and why, and that
   the reasons never change the decisions.  */

#include "unit.h"

#include <string.h>

/* A block of up to 16 instructions; CONF[a][b]: a before b conflicts.  */
struct tblock
{
  struct mo_paccess acc[16];
  bool conf[16][16];
  int n;
  /* Reports: couple and reason.  */
  int ra[16], rb[16];
  enum mo_prefusal rw[16];
  int nr;
  int formed;
};

static bool
t_conflict (void *ctx, int a, int b)
{
  return ((struct tblock *) ctx)->conf[a][b];
}

static void
t_refused (void *ctx, int a, int b, enum mo_prefusal why)
{
  struct tblock *t = (struct tblock *) ctx;
  if (t->nr < 16)
    {
      t->ra[t->nr] = a;
      t->rb[t->nr] = b;
      t->rw[t->nr++] = why;
    }
}

static bool
t_apply (void *ctx, const struct mo_pair_decision *d)
{
  (void) d;
  ((struct tblock *) ctx)->formed++;
  return true;
}

static void
add (struct tblock *t, enum mo_pkind kind, long offset)
{
  struct mo_paccess *a = &t->acc[t->n++];
  memset (a, 0, sizeof *a);
  a->kind = kind;
  a->base = 1;
  a->offset = offset;
  a->size = 8;
  a->cls = 3;
  a->align = 16;
}

/* Run the core with and without the REFUSED callback: the same number
   of pairs either way.  */
static int
run (struct tblock *t)
{
  struct mo_pblock b = { t->n, t->acc, t_conflict, NULL, t, NULL };
  struct mo_plimits lim = { 8, false };
  int plain = mo_pairs (&b, &lim, t_apply, t, NULL);
  t->formed = 0;
  b.refused = t_refused;
  int reported = mo_pairs (&b, &lim, t_apply, t, NULL);
  return plain == reported ? reported : -1;
}

/* load [b+0]; barrier; load [b+8]: "barrier between".  */
static void
why_barrier (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 0);
  add (&t, MO_P_BARRIER, 0);
  add (&t, MO_P_LOAD, 8);
  CHECK_INT (run (&t), 0);
  CHECK_INT (t.nr, 1);
  CHECK_INT (t.ra[0], 0);
  CHECK_INT (t.rb[0], 2);
  CHECK_INT (t.rw[0], MO_PR_BARRIER);
  CHECK_STR (mo_prefusal_phrase (t.rw[0]), "barrier between");
}

/* Offsets 512 and 520 of 8-byte loads: out of ldp's range.  */
static void
why_range (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 512);
  add (&t, MO_P_LOAD, 520);
  CHECK_INT (run (&t), 0);
  CHECK_INT (t.nr, 1);
  CHECK_INT (t.rw[0], MO_PR_RANGE);
}

/* store [b+0]; X; store [b+8] where the first must stay before X and X
   before the second: no placement.  */
static void
why_dependence (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_STORE, 0);
  add (&t, MO_P_OTHER, 0);
  add (&t, MO_P_STORE, 8);
  t.conf[0][1] = t.conf[1][2] = true;
  CHECK_INT (run (&t), 0);
  CHECK_INT (t.nr, 1);
  CHECK_INT (t.rw[0], MO_PR_DEPENDENCE);
}

/* The chain 0, 8, 16: one pair, and the access left over is reported
   with "paired with another access instead"; the paired couple is not
   reported.  */
static void
why_other_partner (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 0);
  add (&t, MO_P_LOAD, 8);
  add (&t, MO_P_LOAD, 16);
  CHECK_INT (run (&t), 1);
  CHECK_INT (t.nr, 1);
  CHECK_INT (t.rw[0], MO_PR_OTHER_PARTNER);
}

/* Two loads that pair: nothing to report.  */
static void
why_silent_when_paired (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 8);
  add (&t, MO_P_OTHER, 0);
  add (&t, MO_P_LOAD, 0);
  CHECK_INT (run (&t), 1);
  CHECK_INT (t.nr, 0);
}

/* Beyond max-scan (8 instructions between): "more than max-pair-scan
   insns apart", found by the diagnostic look-back.  */
static void
why_too_far (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 0);
  for (int k = 0; k < 10; k++)
    add (&t, MO_P_OTHER, 0);
  add (&t, MO_P_LOAD, 8);
  CHECK_INT (run (&t), 0);
  CHECK_INT (t.nr, 1);
  CHECK_INT (t.rw[0], MO_PR_TOO_FAR);
}

const struct unit_case unit_pairs_cases[] = {
  UNIT_CASE (why_barrier),
  UNIT_CASE (why_range),
  UNIT_CASE (why_dependence),
  UNIT_CASE (why_other_partner),
  UNIT_CASE (why_silent_when_paired),
  UNIT_CASE (why_too_far),
  { NULL, NULL }
};
