/* fuzz-pairs.c - differential fuzz target for AArch64 load/store pair
   formation (mo_pairs in plugin/core/pairs.c).

   For each input:
     1. decode the bytes into one basic block of a small machine
	(pairs-model.c): loads and stores through pointer registers,
	arithmetic, base updates, calls, barriers;
     2. run the original block on FZP_NRUN initial states (pairs-interp.c)
	with tracing, and check every "no memory dependence" the conflict
	callback will give against the addresses really used ("fuzz:
	ORACLE", pairs-deps.c);
     3. run mo_pairs with the callbacks of pairs-deps.c; the APPLY callback
	checks each decision against memopt.h section 7 ("fuzz: CONTRACT":
	the two accesses match in kind, base, size and class, offsets one
	size apart and in ldp's range, alignment when required, FIRST
	before SECOND, both originals still single, AFTER in [FIRST,
	SECOND), pair_conflict false, ids n, n+1, ...), refuses the ones
	the input's refusal mask names (as recog or max-transforms would),
	and applies the others to its own sequence as rtl-pairs-ldp.cc does
	(the pair right after AFTER, both accesses removed);
     4. run mo_writeback (plugin/core/writeback.c) on the sequence pairing
	left, as the glue does after sched2: base updates (r = r + C)
	fold into the access or pair through r just before or after them;
	its APPLY callback checks each decision ("fuzz: CONTRACT": an
	access and a base update of its base register, not yet folded,
	the add's constant), refuses the ones the refusal mask names, and
	records the others: the add leaves the sequence and the access
	step runs as the machine's pre- or post-indexed form
	(pairs-interp.c: addresses from the register alone, traps on a
	form the machine lacks: Rt == Rn, an immediate out of range);
     5. run the transformed sequence on the same initial states: every
	register and every memory byte must equal the original's, else
	"fuzz: MISMATCH" (also when an access of the transformed block
	leaves its objects or its alignment: a trap the original does not
	have).  With refusals on, steps 3-5 run again without
	refusals.  Then steps 3 and 5 once more in merge mode (narrow
	stores, mo_narrow): only stores of constants match;
	the MERGE_OK callback plays the glue's "cheap" rule (a value with
	at most one non-zero 16-bit chunk, as one movz makes; merge_ok
	below) and checks the value it is asked about ("fuzz: CONTRACT":
	the lower store's bytes low, the higher's above; past 8 bytes
	only zero), and each couple the core chooses runs as one store of
	the decision's value over both (pairs-interp.c: from the lower
	member's address, twice its size, little-endian), so merging a
	store of a register, two stores that are not adjacent, or the
	bytes in the wrong order shows as a MISMATCH.

   The steps run in target.c's order (struct fz_target): decode (1), the
   pass (3 and 4), the reference (2: it does not depend on the
   decisions), then the comparison (5) of all decisions, and there the
   variations this target has instead of random subsets: the refusal
   mask and merge mode.

   With FUZZ_PRINT set in the environment, every input's block, decisions
   and transformed sequence are printed.

   Built with -DFUZZ_BROKEN_ORACLE=1, the conflict callback ignores memory
   dependences (a store between two loads of a pair, a load between two
   stores): the MISMATCH check must catch the pairs this allows (make
   fuzz-selftest, make check-fuzz).  */

#include "fz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define MAXDEC FZP_MAXINSN

static struct fzp_block blk;
static struct fzp_deps deps;

/* The sequence the APPLY callback maintains, as node ids in order.  */
struct applier
{
  int seq[FZP_MAXNODE], len;
  int member[FZP_MAXNODE][2];    /* node -> originals (-1: none) */
  int nnode;                     /* next pair id */
  bool refusals;
  struct mo_pairs_decision dec[MAXDEC];
  bool accepted[MAXDEC];
  unsigned long long mvalue[FZP_MAXNODE];  /* merge mode: node -> value */
  int ndec, naccepted, nrefused;
};

static struct applier app;

static void
print_decisions (FILE *f)
{
  fprintf (f, "--- decisions (%d)\n", app.ndec);
  for (int k = 0; k < app.ndec; k++)
    {
      const struct mo_pairs_decision *d = &app.dec[k];
      fprintf (f, "  pair lo i%d hi i%d first %d second %d after %d id %d:"
	       " %s\n", d->lo, d->hi, d->first, d->second, d->after, d->id,
	       app.accepted[k] ? "applied" : "refused");
    }
}

static struct fzp_seq xseq;

/* The limits of the run in progress (blk.lim, for mo_pairs or, with
   MERGE_NOW, mo_narrow).  */
static struct mo_pairs_params lim_now;
static bool merge_now, refusals_now;

/* ---- writeback (step 4) on xseq ---- */

static struct mo_winsn wmodel[FZP_MAXINSN];
static bool wremoved[FZP_MAXINSN];
static int nwdec, nwapplied;

static unsigned
step_regs (int k)
{
  unsigned m = 0;
  for (int j = 0; j < 2; j++)
    if (xseq.member[k][j] >= 0)
      m |= blk.insn[xseq.member[k][j]].uses | blk.insn[xseq.member[k][j]].defs;
  return m;
}

static bool
wb_mentions (void *ctx, int i, int reg)
{
  (void) ctx;
  return (step_regs (i) >> reg) & 1;
}

/* The writeback model of step K of xseq.  */
static struct mo_winsn
wb_model (int k)
{
  struct mo_winsn w;
  memset (&w, 0, sizeof w);
  const struct fzp_insn *in = &blk.insn[xseq.member[k][0]];
  if (in->op == FZP_BARRIER)
    w.kind = MO_W_BARRIER;
  else if (in->op == FZP_PADD && in->dst == in->a)
    {
      w.kind = MO_W_ADD;
      w.base = in->a;
      w.offset = in->imm;
    }
  else if (in->op == FZP_LOAD || in->op == FZP_STORE)
    {
      w.kind = MO_W_ACCESS;
      w.base = in->a;
      w.offset = in->imm;
      w.size = in->size;
      w.pair = xseq.member[k][1] >= 0;
      for (int j = 0; j < 2; j++)
	{
	  int m = xseq.member[k][j];
	  if (m < 0)
	    continue;
	  const struct fzp_insn *x = &blk.insn[m];
	  if (x->imm < w.offset)
	    w.offset = x->imm;
	  if ((x->op == FZP_LOAD ? x->dst : x->b) == in->a)
	    w.value_is_base = true;
	}
    }
  return w;
}

static bool
wb_apply (void *ctx, const struct mo_writeback_decision *d)
{
  bool refusals = *(bool *) ctx;
  if (d->access < 0 || d->access >= xseq.len || d->add < 0
      || d->add >= xseq.len)
    fz_fail ("CONTRACT", "writeback steps %d, %d out of range", d->access,
	     d->add);
  const struct mo_winsn *a = &wmodel[d->access], *c = &wmodel[d->add];
  if (a->kind != MO_W_ACCESS || c->kind != MO_W_ADD || a->base != c->base
      || d->imm != c->offset)
    fz_fail ("CONTRACT", "writeback of step %d with step %d: not an access "
	     "and an add of its base by %ld", d->access, d->add, d->imm);
  if (xseq.wb1[d->access] || wremoved[d->add])
    fz_fail ("CONTRACT", "writeback of step %d with step %d: one is folded "
	     "already", d->access, d->add);
  int k = nwdec++;
  if (refusals && ((blk.refuse >> ((k + 4) % 8)) & 1))
    return false;
  xseq.wb1[d->access] = xseq.member[d->add][0] + 1;
  xseq.wb_pre[d->access] = d->pre;
  wremoved[d->add] = true;
  nwapplied++;
  return true;
}

/* Step 4 on xseq, then the folded adds leave it.  */
static void
writeback (bool refusals)
{
  memset (wremoved, 0, sizeof wremoved);
  nwdec = nwapplied = 0;
  for (int k = 0; k < xseq.len; k++)
    {
      xseq.wb1[k] = 0;
      xseq.wb_pre[k] = false;
      wmodel[k] = wb_model (k);
    }
  struct mo_wblock wb = { xseq.len, wmodel, wb_mentions, NULL };
  struct mo_writeback_params wp = { blk.lim.max_scan };
  struct mo_writeback_stats ws = { 0 };
  int n = mo_writeback (&wb, &wp, &ws, wb_apply, &refusals);
  if (ws.applied != n || ws.applied + ws.refused != nwdec)
    fz_fail ("CONTRACT", "mo_writeback's stats: applied %ld, refused %ld; "
	     "%d decisions, %d applied", ws.applied, ws.refused, nwdec, n);
  if (n != nwapplied)
    fz_fail ("CONTRACT", "mo_writeback returned %d, the callback accepted "
	     "%d", n, nwapplied);
  int len = 0;
  for (int k = 0; k < xseq.len; k++)
    if (!wremoved[k])
      {
	xseq.member[len][0] = xseq.member[k][0];
	xseq.member[len][1] = xseq.member[k][1];
	xseq.wb1[len] = xseq.wb1[k];
	xseq.merged[len] = xseq.merged[k];
	xseq.mvalue[len] = xseq.mvalue[k];
	xseq.wb_pre[len] = xseq.wb_pre[k];
	len++;
      }
  xseq.len = len;
}

static void
print_context (void)
{
  fprintf (stderr, "--- block\n");
  fzp_print (&blk, stderr);
  print_decisions (stderr);
  fprintf (stderr, "--- transformed sequence so far\n");
  xseq.len = app.len;
  for (int k = 0; k < app.len; k++)
    {
      xseq.member[k][0] = app.member[app.seq[k]][0];
      xseq.member[k][1] = app.member[app.seq[k]][1];
      xseq.wb1[k] = 0;
      xseq.merged[k] = merge_now && xseq.member[k][1] >= 0;
      xseq.mvalue[k] = app.mvalue[app.seq[k]];
    }
  fzp_print_seq (&blk, &xseq, stderr);
}

static int
position (int node)
{
  for (int k = 0; k < app.len; k++)
    if (app.seq[k] == node)
      return k;
  return -1;
}

/* The glue's "cheap constant" in merge mode, as the model plays it: at
   most one non-zero 16-bit chunk (one movz).  */
static bool
cheap (unsigned long long v)
{
  int chunks = 0;
  for (int k = 0; k < 4; k++)
    chunks += ((v >> (16 * k)) & 0xffff) != 0;
  return chunks <= 1;
}

/* The value a store of twice the size over constant stores LO and HI
   (LO at the lower offset) must write, little-endian; past 8 bytes
   there is none but zero (*DEFINED false otherwise).  */
static unsigned long long
expected_value (const struct mo_paccess *lo, const struct mo_paccess *hi,
		bool *defined)
{
  *defined = true;
  if (lo->size >= 8)
    {
      *defined = lo->value == 0 && hi->value == 0;
      return 0;
    }
  return lo->value | hi->value << (8 * lo->size);
}

/* MERGE_OK: check what the core asks, then the model's rule.  */
static bool
merge_ok (void *ctx, int lo, int hi, unsigned long long value)
{
  (void) ctx;
  if (lo < 0 || lo >= blk.n || hi < 0 || hi >= blk.n)
    fz_fail ("CONTRACT", "merge_ok of i%d, i%d", lo, hi);
  const struct mo_paccess *x = &blk.acc[lo], *y = &blk.acc[hi];
  bool defined;
  unsigned long long want = expected_value (x, y, &defined);
  if (x->kind != MO_P_STORE || y->kind != MO_P_STORE || !x->is_const
      || !y->is_const || y->offset - x->offset != x->size)
    fz_fail ("CONTRACT", "merge_ok of i%d, i%d: not adjacent constant "
	     "stores, the lower first", lo, hi);
  if (x->size < 8 && value != want)
    fz_fail ("CONTRACT", "merge_ok of i%d, i%d: value %#llx, the bytes "
	     "make %#llx", lo, hi, value, want);
  (void) defined;
  return cheap (value);
}

/* memopt.h section 7's (and 7a's, with VALUE) promises about D.  */
static void
check_decision (const struct mo_pairs_decision *d, unsigned long long value)
{
  const int n = blk.n;
  if (d->id != app.nnode)
    fz_fail ("CONTRACT", "pair id %d, expected %d", d->id, app.nnode);
  if (d->first < 0 || d->first >= n || d->second < 0 || d->second >= n)
    fz_fail ("CONTRACT", "first %d / second %d not original instructions",
	     d->first, d->second);
  int pf = position (d->first), ps = position (d->second);
  int pa = d->after >= 0 && d->after < app.nnode ? position (d->after) : -1;
  if (pf < 0 || ps < 0)
    fz_fail ("CONTRACT", "first %d or second %d already paired", d->first,
	     d->second);
  if (pf >= ps)
    fz_fail ("CONTRACT", "first %d is not before second %d", d->first,
	     d->second);
  if (pa < pf || pa >= ps)
    fz_fail ("CONTRACT", "after %d not in [first %d, second %d)", d->after,
	     d->first, d->second);
  if (!((d->lo == d->first && d->hi == d->second)
	|| (d->lo == d->second && d->hi == d->first)))
    fz_fail ("CONTRACT", "lo %d / hi %d are not first and second", d->lo,
	     d->hi);
  const struct mo_paccess *lo = &blk.acc[d->lo], *hi = &blk.acc[d->hi];
  if ((lo->kind != MO_P_LOAD && lo->kind != MO_P_STORE)
      || lo->kind != hi->kind || lo->base != hi->base
      || lo->size != hi->size || lo->cls != hi->cls)
    fz_fail ("CONTRACT", "i%d and i%d differ in kind, base, size or class",
	     d->lo, d->hi);
  long size = lo->size;
  if (hi->offset - lo->offset != size || lo->offset % size != 0
      || (!merge_now
	  && (lo->offset < -64 * size || lo->offset > 63 * size)))
    fz_fail ("CONTRACT", "offsets %ld and %ld of size %ld cannot pair",
	     lo->offset, hi->offset, size);
  if ((lim_now.aligned_only || lo->need_align) && lo->align < 2 * size)
    fz_fail ("CONTRACT", "lower access i%d aligned to %d, pair needs %ld",
	     d->lo, lo->align, 2 * size);
  if (fzp_pair_conflict (&deps, d->first, d->second))
    fz_fail ("CONTRACT", "i%d and i%d cannot be one pair instruction "
	     "(pair_conflict)", d->first, d->second);
  if (merge_now)
    {
      bool defined;
      unsigned long long want = expected_value (lo, hi, &defined);
      if (lo->kind != MO_P_STORE || !lo->is_const || !hi->is_const)
	fz_fail ("CONTRACT", "merge of i%d and i%d: not two constant stores",
		 d->lo, d->hi);
      if (!defined || value != want)
	fz_fail ("CONTRACT", "merge of i%d and i%d: value %#llx, the bytes "
		 "make %#llx%s", d->lo, d->hi, value, want,
		 defined ? "" : " (none: wider than 8 bytes, not zero)");
      if (!cheap (value))
	fz_fail ("CONTRACT", "merge of i%d and i%d: value %#llx refused by "
		 "merge_ok", d->lo, d->hi, value);
    }
}

/* Either APPLY callback: check, maybe refuse, then place the pair (or
   the merged store of VALUE) right after AFTER and remove both accesses
   (rtl-pairs-ldp.cc's apply_cb, rtl-pairs-narrow.cc's merge_apply_cb).  */
static bool
apply_one (const struct mo_pairs_decision *d, unsigned long long value)
{
  check_decision (d, value);
  if (app.ndec >= MAXDEC)
    fz_fail ("CONTRACT", "more than %d decisions", MAXDEC);
  int k = app.ndec++;
  app.dec[k] = *d;
  if (app.refusals && ((blk.refuse >> (k % 8)) & 1))
    {
      app.nrefused++;
      return false;
    }
  app.accepted[k] = true;
  int out[FZP_MAXNODE], len = 0;
  for (int j = 0; j < app.len; j++)
    {
      int node = app.seq[j];
      if (node != d->first && node != d->second)
	out[len++] = node;
      if (node == d->after)
	out[len++] = d->id;
    }
  memcpy (app.seq, out, (size_t) len * sizeof *out);
  app.len = len;
  app.member[d->id][0] = d->first;
  app.member[d->id][1] = d->second;
  app.mvalue[d->id] = value;
  app.nnode++;
  app.naccepted++;
  return true;
}

/* mo_pairs's APPLY.  */
static bool
apply_cb (void *ctx, const struct mo_pairs_decision *d)
{
  (void) ctx;
  return apply_one (d, 0);
}

/* mo_narrow's APPLY.  */
static bool
narrow_cb (void *ctx, const struct mo_narrow_decision *n)
{
  (void) ctx;
  struct mo_pairs_decision d = { n->lo, n->hi, n->first, n->second,
				 n->after, n->id };
  return apply_one (&d, n->value);
}

static void
applier_init (bool refusals)
{
  memset (&app, 0, sizeof app);
  app.refusals = refusals;
  app.len = blk.n;
  app.nnode = blk.n;
  for (int i = 0; i < blk.n; i++)
    {
      app.seq[i] = i;
      app.member[i][0] = i;
      app.member[i][1] = -1;
    }
}

/* After step 4 the sequence is xseq as it is (writeback included).  */
static void
print_wb_context (void)
{
  fprintf (stderr, "--- block\n");
  fzp_print (&blk, stderr);
  print_decisions (stderr);
  fprintf (stderr, "--- transformed sequence (writeback: %d applied)\n",
	   nwapplied);
  fzp_print_seq (&blk, &xseq, stderr);
}

static void
original_seq (struct fzp_seq *s)
{
  s->len = blk.n;
  for (int i = 0; i < blk.n; i++)
    {
      s->member[i][0] = i;
      s->member[i][1] = -1;
      s->wb1[i] = 0;
      s->wb_pre[i] = false;
      s->merged[i] = false;
      s->mvalue[i] = 0;
    }
}

/* The REFUSED callback (step 5 of pairs.c, diagnostics): each report
   names a couple with the shape of a pair, in order, of which an access
   stayed single, once.  */
static bool reported[FZP_MAXINSN][FZP_MAXINSN];

static void
refused_cb (void *ctx, int a, int b, enum mo_prefusal why)
{
  (void) ctx;
  if (a < 0 || b >= blk.n || a >= b || why < 0 || why >= MO_PR_N)
    fz_fail ("CONTRACT", "refusal report i%d, i%d, reason %d", a, b,
	     (int) why);
  const struct mo_paccess *x = &blk.acc[a], *y = &blk.acc[b];
  long d = x->offset < y->offset ? y->offset - x->offset
				 : x->offset - y->offset;
  long size = x->offset < y->offset ? x->size : y->size;
  if ((x->kind != MO_P_LOAD && x->kind != MO_P_STORE) || x->kind != y->kind
      || x->base != y->base || d != size)
    fz_fail ("CONTRACT", "refusal report i%d, i%d: not the shape of a pair",
	     a, b);
  if (position (a) < 0 && position (b) < 0)
    fz_fail ("CONTRACT", "refusal report i%d, i%d: both paired", a, b);
  if (reported[a][b])
    fz_fail ("CONTRACT", "refusal report i%d, i%d twice", a, b);
  reported[a][b] = true;
}

static struct fzp_state init[FZP_NRUN], ref[FZP_NRUN];
/* Steps 3-4 once: form pairs (refusing some when REFUSALS), check the
   counts, then writeback; xseq := the transformed sequence.  With MERGE,
   merge mode (narrow stores) instead of pairs and writeback: stores of
   constants only, each chosen couple one store of the merged constant
   over both (fzp_seq.merged, mvalue).  The number of transformations
   applied.  */
static int
form (bool refusals, bool merge)
{
  applier_init (refusals);
  refusals_now = refusals;
  merge_now = merge;
  lim_now = blk.lim;
  fz_fail_hook = print_context;
  /* The reports on one of the two runs: they must not change a
     decision (the counts below are checked against the applier's).  */
  memset (reported, 0, sizeof reported);
  struct mo_pblock pb = { blk.n, blk.acc, fzp_conflict, fzp_pair_conflict,
			  &deps, refusals ? NULL : refused_cb,
			  merge ? merge_ok : NULL };
  struct mo_pairs_stats stats = { 0 };
  int formed;
  if (merge)
    {
      struct mo_narrow_params np = { lim_now.max_scan, lim_now.aligned_only };
      struct mo_narrow_stats ns = { 0 };
      formed = mo_narrow (&pb, &np, &ns, narrow_cb, NULL);
      stats.candidates = ns.candidates;
      stats.formed = ns.merged;
      stats.refused = ns.refused;
      stats.lost_in_application = ns.lost_in_application;
    }
  else
    formed = mo_pairs (&pb, &lim_now, &stats, apply_cb, NULL);
  if (formed != app.naccepted || stats.formed != app.naccepted
      || stats.refused != app.nrefused)
    fz_fail ("CONTRACT", "mo_%s returned %d, stats formed %ld refused "
	     "%ld; the callback accepted %d, refused %d",
	     merge ? "narrow" : "pairs", formed,
	     stats.formed, stats.refused, app.naccepted, app.nrefused);
  bool show = fz_show_wanted ();
  if (show)
    {
      fzp_print (&blk, stdout);
      print_decisions (stdout);
      printf ("--- stats%s: candidates %ld formed %ld refused %ld lost in "
	      "application %ld\n", refusals ? " (with refusals)" : "",
	      stats.candidates, stats.formed, stats.refused,
	      stats.lost_in_application);
      fflush (stdout);
    }
  xseq.len = app.len;
  for (int k = 0; k < app.len; k++)
    {
      xseq.member[k][0] = app.member[app.seq[k]][0];
      xseq.member[k][1] = app.member[app.seq[k]][1];
      xseq.merged[k] = merge && xseq.member[k][1] >= 0;
      xseq.mvalue[k] = app.mvalue[app.seq[k]];
      xseq.wb1[k] = 0;
    }
  fz_fail_hook = print_wb_context;
  nwapplied = 0;
  if (!merge)
    writeback (refusals);
  if (show && (app.naccepted || nwapplied))
    {
      printf ("--- transformed\n");
      fzp_print_seq (&blk, &xseq, stdout);
      fflush (stdout);
    }
  return app.naccepted + nwapplied;
}

/* Step 5: run xseq against the reference.  */
static void
compare_runs (void)
{
  for (int run = 0; run < FZP_NRUN; run++)
    {
      struct fzp_state st = init[run];
      fzp_run (&blk, &xseq, &st, NULL);
      char buf[160];
      const char *diff = fzp_state_diff (&ref[run], &st, buf, sizeof buf);
      if (diff)
	fz_fail ("MISMATCH", "run %d%s%s: %s", run,
		 refusals_now ? " (with refusals)" : "",
		 merge_now ? " (merging constant stores)" : "", diff);
    }
}

static void
decode (const uint8_t *data, size_t size)
{
  fz_fail_prog = NULL;
  fz_fail_hook = NULL;
  fzp_decode (&blk, data, size);
  deps.b = &blk;
  deps.broken = FUZZ_BROKEN_ORACLE;
  applier_init (false);
  fz_fail_hook = print_context;
}

/* The pass as the glue runs it: pairs, then writeback.  */
static int
pass (void)
{
  return form (false, false);
}

/* Step 2: the original block on every initial state, with its
   dependences checked against the trace (pairs-deps.c).  */
static void
reference (void)
{
  struct fzp_seq orig;
  original_seq (&orig);
  for (int run = 0; run < FZP_NRUN; run++)
    {
      struct fzp_trace trace;
      fzp_initial (&blk, run, &init[run]);
      ref[run] = init[run];
      fzp_run (&blk, &orig, &ref[run], &trace);
      if (ref[run].trap >= 0)
	fz_fail ("INTERNAL", "run %d: i%d leaves its objects or its "
		 "alignment in the original block", run, ref[run].trap);
      fzp_check_deps (&blk, &trace);
    }
}

/* All decisions, then the target's own variations: the input's refusal
   mask (the decisions recog or max-transforms would refuse; mo_pairs
   carries on around them), and merge mode.  */
static void
apply_and_compare (const char *what)
{
  (void) what;
  if (app.naccepted || nwapplied)
    compare_runs ();
  if (blk.refusals && form (true, false))
    compare_runs ();
  if (form (false, true))
    compare_runs ();
}

/* Pairs are applied while mo_pairs runs (its APPLY callback), so a
   subset is not applied afterwards: the refusal mask plays that part
   (ALL_ONLY).  */
static uint64_t subset[FZ_SUBSET_WORDS];
static const struct fz_target pairs_target = {
  .pass_name = "mo_pairs",
  .decode = decode,
  .pass = pass,
  .reference = reference,
  .apply_and_compare = apply_and_compare,
  .subset = subset,
  .all_only = true,
};

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return fz_target_run (&pairs_target, data, size);
}
