/* test-pairs.c - unit tests of mo_pairs's refusal reasons (pairs.c,
   step 5): each case builds a short block whose conflicts are a table,
   runs the core and checks which couples stayed single and why, and that
   the reasons never change the decisions.  mo_narrow (narrow constant
   stores, pairs.c): which stores merge, and the constant of the wider
   store.  Then mo_writeback
   (writeback.c): which add folds into which access, in which form, and
   the cases that must not fold (the register used in between, a barrier,
   the stored register being the base, an immediate out of range, sp
   steps that are not multiples of 16).  */

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
  long lo[16];     /* the lower offset of each pair formed, in order */
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
t_apply (void *ctx, const struct mo_pairs_decision *d)
{
  struct tblock *t = (struct tblock *) ctx;
  if (t->formed < 16)
    t->lo[t->formed] = t->acc[d->lo].offset;
  t->formed++;
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
  struct mo_pblock b = { t->n, t->acc, t_conflict, NULL, t, NULL, NULL };
  struct mo_pairs_params lim = { 8, false };
  int plain = mo_pairs (&b, &lim, NULL, t_apply, t);
  t->formed = 0;
  b.refused = t_refused;
  int reported = mo_pairs (&b, &lim, NULL, t_apply, t);
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

/* ---- step 3's tie-break: outside_partner ---- */

/* Run the chain of stores at 8, 16, .. 8 * N (no conflicts) with
   outside_partner on the accesses of mask FLAGS (bit k: the k-th);
   return the number of pairs, their lower offsets in T->lo.  */
static int
run_chain (struct tblock *t, int n, unsigned flags)
{
  memset (t, 0, sizeof *t);
  for (int k = 0; k < n; k++)
    {
      add (t, MO_P_STORE, 8 * (k + 1));
      t->acc[k].outside_partner = (flags >> k) & 1;
    }
  struct mo_pblock b = { t->n, t->acc, t_conflict, NULL, t, NULL, NULL };
  struct mo_pairs_params lim = { 8, false };
  return mo_pairs (&b, &lim, NULL, t_apply, t);
}

/* An odd chain (pr65427: f+4 .. f+28 through x8, f+0 through x7, which
   GCC's peephole2 pairs with f+4 by their MEM_EXPRs): three pairs
   whichever end stays single.  Without the flag, program order pairs
   8-16, 24-32, 40-48 and leaves 56; with outside_partner on the first
   access it is the one left single (16-24, 32-40, 48-56); on the last,
   the last; on both, still three pairs.  */
static void
outside_partner_left_single (void)
{
  struct tblock t;
  CHECK_INT (run_chain (&t, 7, 0), 3);
  CHECK_INT (t.lo[0] + t.lo[1] + t.lo[2], 8 + 24 + 40);
  CHECK_INT (run_chain (&t, 7, 1), 3);
  CHECK_INT (t.lo[0], 16);
  CHECK_INT (t.lo[1], 32);
  CHECK_INT (t.lo[2], 48);
  CHECK_INT (run_chain (&t, 7, 1u << 6), 3);
  CHECK_INT (t.lo[0] + t.lo[1] + t.lo[2], 8 + 24 + 40);
  CHECK_INT (run_chain (&t, 7, 1u | 1u << 6), 3);
}

/* The flag never costs a pair: an even chain with it on an end, or on
   every access, still pairs completely; so does a chain of 3 with it on
   the middle access (the only access that can pair with both).  */
static void
outside_partner_never_costs_a_pair (void)
{
  struct tblock t;
  CHECK_INT (run_chain (&t, 6, 1), 3);
  CHECK_INT (run_chain (&t, 6, 0x3f), 3);
  CHECK_INT (run_chain (&t, 8, 0xaa), 4);
  CHECK_INT (run_chain (&t, 3, 2), 1);
  CHECK_INT (run_chain (&t, 5, 0x1f), 2);
}

/* ---- mo_narrow (narrow constant stores) ---- */

static bool
t_narrow (void *ctx, const struct mo_narrow_decision *d)
{
  struct tblock *t = (struct tblock *) ctx;
  if (t->formed < 16)
    t->lo[t->formed] = t->acc[d->lo].offset;
  t->formed++;
  return true;
}

/* Two 2-byte stores of zero at 1000 and 1002 (beyond stp's range: the
   wider store's address is the glue's to judge) merge; a store of a
   value next to a zero store does not; with aligned_only, a lower store
   aligned to 2 only does not.  */
static void
merge_zero_stores (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_STORE, 1002);
  add (&t, MO_P_STORE, 1000);
  for (int k = 0; k < 2; k++)
    {
      t.acc[k].size = 2;
      t.acc[k].is_const = true;
      t.acc[k].align = 2;
    }
  struct mo_pblock b = { t.n, t.acc, t_conflict, NULL, &t, NULL, NULL };
  struct mo_narrow_params lim = { 8, false };
  struct mo_narrow_stats st = { 0 };
  CHECK_INT (mo_narrow (&b, &lim, &st, t_narrow, &t), 1);
  CHECK_INT (st.merged, 1);
  CHECK_INT (st.candidates, 1);
  struct mo_pairs_params plim = { 8, false };
  CHECK_INT (mo_pairs (&b, &plim, NULL, t_apply, &t), 0);
  lim.aligned_only = true;
  CHECK_INT (mo_narrow (&b, &lim, NULL, t_narrow, &t), 0);
  lim.aligned_only = false;
  t.acc[1].is_const = false;
  CHECK_INT (mo_narrow (&b, &lim, NULL, t_narrow, &t), 0);
}

/* The glue's answer for merge_const_stores: the values it was asked
   about, and a refusal of VETO.  */
struct mergeq
{
  unsigned long long asked[8], veto;
  int nasked;
  unsigned long long applied;
};

static bool
q_merge_ok (void *ctx, int lo, int hi, unsigned long long value)
{
  struct mergeq *q = (struct mergeq *) ctx;
  (void) lo, (void) hi;
  if (q->nasked < 8)
    q->asked[q->nasked++] = value;
  return value != q->veto;
}

static bool
q_conflict (void *ctx, int a, int b)
{
  (void) ctx, (void) a, (void) b;
  return false;
}

static bool
q_apply (void *ctx, const struct mo_narrow_decision *d)
{
  ((struct mergeq *) ctx)->applied = d->value;
  return true;
}

/* Stores of 1 at offset 4 and of 0x302 at offset 6 (2 bytes each; the
   higher one first in program order) merge into one 4-byte store of
   0x03020001: the lower address's bytes low (little-endian), each
   value cut to its store's size (0x302 is 2 bytes, 0x70302 too).  The
   glue refusing that value leaves both.  Two 8-byte stores merge only
   when both store zero (no 16-byte constant), whatever MERGE_OK says.  */
static void
merge_const_stores (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_STORE, 6);
  add (&t, MO_P_STORE, 4);
  for (int k = 0; k < 2; k++)
    {
      t.acc[k].size = 2;
      t.acc[k].is_const = true;
    }
  t.acc[0].value = 0x70302;
  t.acc[1].value = 1;
  struct mergeq q = { { 0 }, 1, 0, 0 };
  struct mo_pblock b = { t.n, t.acc, q_conflict, NULL, &q, NULL,
			 q_merge_ok };
  struct mo_narrow_params lim = { 8, false };
  CHECK_INT (mo_narrow (&b, &lim, NULL, q_apply, &q), 1);
  CHECK (q.applied == 0x03020001ull);
  CHECK (q.nasked >= 1 && q.asked[0] == 0x03020001ull);
  q.veto = 0x03020001ull;
  CHECK_INT (mo_narrow (&b, &lim, NULL, q_apply, &q), 0);
  q.veto = 1;
  for (int k = 0; k < 2; k++)
    t.acc[k].size = 8;
  t.acc[0].offset = 8;
  t.acc[1].offset = 0;
  CHECK_INT (mo_narrow (&b, &lim, NULL, q_apply, &q), 0);
  t.acc[0].value = t.acc[1].value = 0;
  q.applied = 1;
  CHECK_INT (mo_narrow (&b, &lim, NULL, q_apply, &q), 1);
  CHECK (q.applied == 0);
}

/* Loads never merge.  */
static void
not_merge_loads (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 0);
  add (&t, MO_P_LOAD, 8);
  t.acc[0].is_const = t.acc[1].is_const = true;
  struct mo_pblock b = { t.n, t.acc, t_conflict, NULL, &t, NULL, NULL };
  struct mo_narrow_params lim = { 8, false };
  CHECK_INT (mo_narrow (&b, &lim, NULL, t_narrow, &t), 0);
}

/* ---- writeback ---- */

struct wblock
{
  struct mo_winsn insn[16];
  unsigned mentions[16];     /* register mask each instruction mentions */
  int n;
  struct mo_writeback_decision dec[8];
  int ndec;
};

static bool
w_mentions (void *ctx, int i, int reg)
{
  return (((struct wblock *) ctx)->mentions[i] >> reg) & 1;
}

static bool
w_apply (void *ctx, const struct mo_writeback_decision *d)
{
  struct wblock *w = (struct wblock *) ctx;
  w->dec[w->ndec++] = *d;
  return true;
}

/* An access through register 1 at OFFSET (8 bytes), or an add.  */
static void
w_access (struct wblock *w, long offset)
{
  struct mo_winsn *x = &w->insn[w->n];
  memset (x, 0, sizeof *x);
  x->kind = MO_W_ACCESS;
  x->base = 1;
  x->offset = offset;
  x->size = 8;
  w->mentions[w->n++] = 1u << 1 | 1u << 5;   /* base r1, value r5 */
}

static void
w_add (struct wblock *w, long c)
{
  struct mo_winsn *x = &w->insn[w->n];
  memset (x, 0, sizeof *x);
  x->kind = MO_W_ADD;
  x->base = 1;
  x->offset = c;
  w->mentions[w->n++] = 1u << 1;
}

static void
w_other (struct wblock *w, unsigned regs)
{
  memset (&w->insn[w->n], 0, sizeof w->insn[w->n]);
  w->mentions[w->n++] = regs;
}

static int
w_run (struct wblock *w)
{
  struct mo_wblock b = { w->n, w->insn, w_mentions, w };
  struct mo_writeback_params params = { 8 };
  return mo_writeback (&b, &params, NULL, w_apply, w);
}

/* load [r1]; x; r1 += 8  ->  post-indexed [r1], 8.  */
static void
wb_post (void)
{
  struct wblock w = { 0 };
  w_access (&w, 0);
  w_other (&w, 1u << 3);
  w_add (&w, 8);
  CHECK_INT (w_run (&w), 1);
  CHECK_INT (w.dec[0].access, 0);
  CHECK_INT (w.dec[0].add, 2);
  CHECK (!w.dec[0].pre);
  CHECK_INT (w.dec[0].imm, 8);
}

/* r1 += 16; load [r1]  ->  pre-indexed [r1, 16]!; and r1 += 16;
   load [r1 - 16]  ->  post-indexed.  */
static void
wb_pre_and_shifted (void)
{
  struct wblock w = { 0 };
  w_add (&w, 16);
  w_access (&w, 0);
  CHECK_INT (w_run (&w), 1);
  CHECK (w.dec[0].pre);
  struct wblock v = { 0 };
  w_add (&v, 16);
  w_access (&v, -16);
  CHECK_INT (w_run (&v), 1);
  CHECK (!v.dec[0].pre);
  struct wblock u = { 0 };
  w_access (&u, 16);
  w_add (&u, 16);
  CHECK_INT (w_run (&u), 1);
  CHECK (u.dec[0].pre);
}

/* Negative: r1 read in between; a barrier in between; an access at an
   offset that is neither form.  */
static void
not_wb_base_used_or_barrier (void)
{
  struct wblock w = { 0 };
  w_access (&w, 0);
  w_other (&w, 1u << 1);
  w_add (&w, 8);
  CHECK_INT (w_run (&w), 0);
  struct wblock v = { 0 };
  w_access (&v, 0);
  w_other (&v, 0);
  v.insn[1].kind = MO_W_BARRIER;
  w_add (&v, 8);
  CHECK_INT (w_run (&v), 0);
  struct wblock u = { 0 };
  w_access (&u, 8);
  w_add (&u, 16);
  CHECK_INT (w_run (&u), 0);
}

/* Negative: the stored register is the base; immediates out of range
   (single: 256; pair of 8 bytes: 12, not scaled); sp by 8.  */
static void
not_wb_value_range_sp (void)
{
  struct wblock w = { 0 };
  w_access (&w, 0);
  w.insn[0].value_is_base = true;
  w_add (&w, 8);
  CHECK_INT (w_run (&w), 0);
  struct wblock v = { 0 };
  w_access (&v, 0);
  w_add (&v, 256);
  CHECK_INT (w_run (&v), 0);
  struct wblock u = { 0 };
  w_access (&u, 0);
  u.insn[0].pair = true;
  w_add (&u, 12);
  CHECK_INT (w_run (&u), 0);
  struct mo_winsn sp = { MO_W_ACCESS, 31, 0, 8, true, false, true };
  CHECK (!mo_wb_imm_ok (&sp, 8));
  CHECK (mo_wb_imm_ok (&sp, -16));
  CHECK (!mo_wb_imm_ok (&sp, 512));
}

/* Two adds, one access: the access folds once.  */
static void
wb_once (void)
{
  struct wblock w = { 0 };
  w_add (&w, 8);
  w_access (&w, 0);
  w_add (&w, 8);
  CHECK_INT (w_run (&w), 1);
  CHECK_INT (w.dec[0].add, 0);
}

static bool
w_refuse (void *ctx, const struct mo_writeback_decision *d)
{
  (void) ctx, (void) d;
  return false;
}

/* The contract's stats: an add whose folds APPLY refuses (back, then
   forward) counts one add and two refusals, and stays an add; with
   PARAMS NULL the default scan applies.  */
static void
wb_stats_and_refusal (void)
{
  struct wblock w = { 0 };
  w_access (&w, 0);
  w_add (&w, 8);
  w_access (&w, 0);
  struct mo_wblock b = { w.n, w.insn, w_mentions, &w };
  struct mo_writeback_stats st = { 0 };
  CHECK_INT (mo_writeback (&b, NULL, &st, w_refuse, &w), 0);
  CHECK_INT (st.adds, 1);
  CHECK_INT (st.refused, 2);
  CHECK_INT (st.applied, 0);
  CHECK_INT (mo_writeback (&b, NULL, &st, w_apply, &w), 1);
  CHECK_INT (st.applied, 1);
  CHECK_INT (st.adds, 2);
}

/* mo_pairs's stats: a refused pair counts as refused, not formed.  */
static bool
t_refuse (void *ctx, const struct mo_pairs_decision *d)
{
  (void) ctx, (void) d;
  return false;
}

static void
pairs_stats_refused (void)
{
  struct tblock t = { 0 };
  add (&t, MO_P_LOAD, 0);
  add (&t, MO_P_LOAD, 8);
  struct mo_pblock b = { t.n, t.acc, t_conflict, NULL, &t, NULL, NULL };
  struct mo_pairs_stats st = { 0 };
  CHECK_INT (mo_pairs (&b, NULL, &st, t_refuse, &t), 0);
  CHECK_INT (st.candidates, 1);
  CHECK_INT (st.refused, 1);
  CHECK_INT (st.formed, 0);
}

const struct unit_case unit_pairs_cases[] = {
  UNIT_CASE (wb_stats_and_refusal),
  UNIT_CASE (pairs_stats_refused),
  UNIT_CASE (merge_zero_stores),
  UNIT_CASE (merge_const_stores),
  UNIT_CASE (not_merge_loads),
  UNIT_CASE (wb_post),
  UNIT_CASE (wb_pre_and_shifted),
  UNIT_CASE (not_wb_base_used_or_barrier),
  UNIT_CASE (not_wb_value_range_sp),
  UNIT_CASE (wb_once),
  UNIT_CASE (why_barrier),
  UNIT_CASE (why_range),
  UNIT_CASE (why_dependence),
  UNIT_CASE (why_other_partner),
  UNIT_CASE (why_silent_when_paired),
  UNIT_CASE (why_too_far),
  UNIT_CASE (outside_partner_left_single),
  UNIT_CASE (outside_partner_never_costs_a_pair),
  { NULL, NULL }
};
