/* fuzz-reread.c - differential fuzz target for "a memory operand read
   twice is read once" (mo_reread in plugin/core/reread.c).

   mo_reread sees a chain of instructions as events, not a CFG, so this
   target has its own small model: a straight line of at most RR_MAXINSN
   instructions over RR_NREG address registers (values 0..7) and RR_NMEM
   memory cells.  A location is a register and an offset (address
   a[r] + off, modulo RR_NMEM), as rtl-reread.cc's locations are address
   expressions: two locations may be the same cell at run time, which the
   core never needs to know, since nothing between a group's reads
   writes memory.

   For each input:
     1. decode the bytes: a window, the initial registers and memory, then
	three bytes an instruction:
	  READ   reads a location, "plain" (nothing but a load into a
		 register) or as an operand
	  READ2  reads two locations as operands (maybe the same one)
	  STORE  writes a location                  -> BARRIER
	  SETREG sets an address register           -> KILL of its locations
	  CALL   writes a cell                      -> BARRIER
	  OTHER  nothing
	and describe them as the glue does (every READ, then the kills);
     2. run mo_reread and check each decision against memopt.h section 10
	("fuzz: CONTRACT": FIRST reads LOC as an operand, each LATER reads
	it, FIRST < LATER[0] < ... within the window, one decision per
	group);
     3. run the original chain and record every value read;
     4. apply all decisions, then random subsets: the new load before
	FIRST takes the cell's value there, and the reads of LOC by FIRST
	and by each LATER use it.  Every value read must equal the
	original's, else "fuzz: MISMATCH".

   Built with -DFUZZ_BROKEN_ORACLE=1, the description leaves out the
   kills (a glue that forgot that an address register changed): the core
   then groups reads across SETREG, and step 4 must find it (make
   fuzz-selftest; check-fuzz's negative test on the seeds).  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

#ifndef FUZZ_BROKEN_ORACLE
#define FUZZ_BROKEN_ORACLE 0
#endif

#define RR_MAXINSN 40
#define RR_NREG 4
#define RR_NOFF 8
#define RR_NLOC (RR_NREG * RR_NOFF)
#define RR_NMEM 16
#define RR_MAXDEC 64

enum rr_op { RR_READ, RR_READ2, RR_STORE, RR_SETREG, RR_CALL, RR_OTHER };

struct rr_insn
{
  enum rr_op op;
  int loc[2];          /* READ: loc[0]; READ2: both; STORE: loc[0] */
  bool plain;          /* READ */
  int reg, value;      /* SETREG: a[reg] = value; STORE, CALL: the value;
			  CALL: reg is the cell */
};

static struct
{
  int window;
  int n;
  struct rr_insn insn[RR_MAXINSN];
  int reg0[RR_NREG];
  unsigned char mem0[RR_NMEM];
} ch;

static struct mo_reevent ev[RR_MAXINSN * 2 + RR_MAXINSN * RR_NOFF];
static int nev;
static struct mo_reread_decision dec[RR_MAXDEC];
static int dec_later[RR_MAXDEC][RR_MAXINSN];
static int ndec;
static int ref_values[RR_MAXINSN][2];
static uint64_t subset[FZ_SUBSET_WORDS];

static int
loc_reg (int loc)
{
  return loc / RR_NOFF;
}

static int
cell (const int *a, int loc)
{
  return (a[loc_reg (loc)] + loc % RR_NOFF) % RR_NMEM;
}

/* Does instruction I read LOC, and not as a plain load?  */
static bool
reads (int i, int loc, bool *plain)
{
  const struct rr_insn *x = &ch.insn[i];
  *plain = x->op == RR_READ && x->plain;
  if (x->op == RR_READ)
    return x->loc[0] == loc;
  return x->op == RR_READ2 && (x->loc[0] == loc || x->loc[1] == loc);
}

static void
add_event (enum mo_rekind kind, int i, int loc, bool plain)
{
  ev[nev++] = (struct mo_reevent) { kind, i, loc, plain };
}

static void
show (void)
{
  static const char *const names[] = { "read", "read2", "store", "setreg",
				       "call", "other" };
  fprintf (stderr, "window %d, a = {%d,%d,%d,%d}\n", ch.window, ch.reg0[0],
	   ch.reg0[1], ch.reg0[2], ch.reg0[3]);
  for (int i = 0; i < ch.n; i++)
    {
      const struct rr_insn *x = &ch.insn[i];
      fprintf (stderr, "  i%d %s l%d l%d%s reg %d value %d\n", i,
	       names[x->op], x->loc[0], x->loc[1], x->plain ? " plain" : "",
	       x->reg, x->value);
    }
  for (int k = 0; k < ndec; k++)
    {
      fprintf (stderr, "  decision: l%d first i%d later", dec[k].loc,
	       dec[k].first);
      for (int j = 0; j < dec[k].n_later; j++)
	fprintf (stderr, " i%d", dec[k].later[j]);
      fprintf (stderr, "\n");
    }
}

/* Step 1.  */
static void
decode (const uint8_t *data, size_t size)
{
  memset (&ch, 0, sizeof ch);
  fz_fail_prog = NULL;
  fz_fail_hook = show;
  size_t at = 0;
  uint8_t b0 = at < size ? data[at++] : 0;
  ch.window = b0 ? 1 + b0 % 20 : 0;
  uint8_t seed = at < size ? data[at++] : 0;
  for (int r = 0; r < RR_NREG; r++)
    ch.reg0[r] = (seed >> (2 * r)) & 7;
  for (int m = 0; m < RR_NMEM; m++)
    ch.mem0[m] = (unsigned char) (seed * 31 + m * 7);
  while (ch.n < RR_MAXINSN && at + 3 <= size)
    {
      const uint8_t *b = &data[at];
      at += 3;
      struct rr_insn *x = &ch.insn[ch.n++];
      x->op = (enum rr_op) ((b[0] & 0x7f) % 6);
      x->loc[0] = b[1] % RR_NLOC;
      x->loc[1] = b[2] % RR_NLOC;
      x->plain = b[0] & 0x80;
      x->reg = b[1] % (x->op == RR_CALL ? RR_NMEM : RR_NREG);
      x->value = b[2];
    }
  nev = 0;
  for (int i = 0; i < ch.n; i++)
    {
      const struct rr_insn *x = &ch.insn[i];
      switch (x->op)
	{
	case RR_READ:
	  add_event (MO_RE_READ, i, x->loc[0], x->plain);
	  break;
	case RR_READ2:
	  add_event (MO_RE_READ, i, x->loc[0], false);
	  add_event (MO_RE_READ, i, x->loc[1], false);
	  break;
	case RR_STORE:
	case RR_CALL:
	  add_event (MO_RE_BARRIER, i, -1, false);
	  break;
	case RR_SETREG:
	  if (!FUZZ_BROKEN_ORACLE)
	    for (int o = 0; o < RR_NOFF; o++)
	      add_event (MO_RE_KILL, i, x->reg * RR_NOFF + o, false);
	  break;
	case RR_OTHER:
	  break;
	}
    }
}

static bool
record (void *ctx, const struct mo_reread_decision *d)
{
  (void) ctx;
  if (ndec == RR_MAXDEC)
    fz_fail ("INTERNAL", "more than %d decisions", RR_MAXDEC);
  if (d->n_later < 1 || d->n_later > RR_MAXINSN)
    fz_fail ("CONTRACT", "a decision with %d later reads", d->n_later);
  dec[ndec] = *d;
  memcpy (dec_later[ndec], d->later, (size_t) d->n_later * sizeof (int));
  dec[ndec].later = dec_later[ndec];
  ndec++;
  return true;
}

/* Step 2, first half: the pass.  */
static int
pass (void)
{
  ndec = 0;
  struct mo_rechain c = { ev, nev, RR_NLOC };
  struct mo_reread_params params = { ch.window };
  struct mo_reread_stats stats = { 0 };
  int applied = mo_reread (&c, &params, &stats, record, NULL);
  if (stats.applied != applied || stats.groups != stats.applied + stats.refused)
    fz_fail ("CONTRACT", "mo_reread returned %d; stats: %ld groups, %ld "
	     "applied, %ld refused", applied, stats.groups, stats.applied,
	     stats.refused);
  return applied;
}

/* Step 2, second half: the contract.  */
static void
check (void)
{
  int window = ch.window ? ch.window : MO_DEFAULT_MAX_REREAD_WINDOW;
  for (int k = 0; k < ndec; k++)
    {
      const struct mo_reread_decision *d = &dec[k];
      bool plain;
      if (d->loc < 0 || d->loc >= RR_NLOC || d->first < 0 || d->first >= ch.n)
	fz_fail ("CONTRACT", "decision %d: loc %d, first %d out of range", k,
		 d->loc, d->first);
      if (!reads (d->first, d->loc, &plain) || plain)
	fz_fail ("CONTRACT", "decision %d: i%d does not read l%d as an "
		 "operand", k, d->first, d->loc);
      int prev = d->first;
      for (int j = 0; j < d->n_later; j++)
	{
	  int i = d->later[j];
	  if (i <= prev || i >= ch.n || i - d->first > window)
	    fz_fail ("CONTRACT", "decision %d: later read i%d after i%d "
		     "(first i%d, window %d)", k, i, prev, d->first, window);
	  if (!reads (i, d->loc, &plain))
	    fz_fail ("CONTRACT", "decision %d: i%d does not read l%d", k, i,
		     d->loc);
	  prev = i;
	}
      for (int j = 0; j < k; j++)
	if (dec[j].loc == d->loc && dec[j].first == d->first)
	  fz_fail ("CONTRACT", "two decisions for l%d at i%d", d->loc,
		   d->first);
    }
}

/* Is decision K in SUB?  */
static bool
chosen (const uint64_t *sub, int k)
{
  return sub && ((sub[k / 64] >> (k % 64)) & 1);
}

/* Run the chain; the decisions of SUBSET (NULL: none) applied.  VALUES
   receives each operand's value.  */
static void
run (const uint64_t *sub, int values[][2])
{
  int a[RR_NREG];
  unsigned char mem[RR_NMEM];
  memcpy (a, ch.reg0, sizeof a);
  memcpy (mem, ch.mem0, sizeof mem);
  int held[RR_MAXDEC] = { 0 };
  for (int i = 0; i < ch.n; i++)
    {
      const struct rr_insn *x = &ch.insn[i];
      /* The loads the applied decisions put before this instruction.  */
      for (int k = 0; k < ndec; k++)
	if (chosen (sub, k) && dec[k].first == i)
	  held[k] = mem[cell (a, dec[k].loc)];
      int nops = x->op == RR_READ ? 1 : x->op == RR_READ2 ? 2 : 0;
      for (int o = 0; o < nops; o++)
	{
	  int v = mem[cell (a, x->loc[o])];
	  for (int k = 0; k < ndec; k++)
	    {
	      if (!chosen (sub, k) || dec[k].loc != x->loc[o])
		continue;
	      bool uses = dec[k].first == i;
	      for (int j = 0; j < dec[k].n_later && !uses; j++)
		uses = dec[k].later[j] == i;
	      if (uses)
		v = held[k];
	    }
	  values[i][o] = v;
	}
      if (x->op == RR_STORE)
	mem[cell (a, x->loc[0])] = (unsigned char) x->value;
      else if (x->op == RR_CALL)
	mem[x->reg] = (unsigned char) x->value;
      else if (x->op == RR_SETREG)
	a[x->reg] = x->value & 7;
    }
}

/* Step 3.  */
static void
reference (void)
{
  memset (ref_values, 0, sizeof ref_values);
  run (NULL, ref_values);
}

/* Step 4.  */
static void
apply_and_compare (const char *what)
{
  int values[RR_MAXINSN][2];
  memset (values, 0, sizeof values);
  run (subset, values);
  for (int i = 0; i < ch.n; i++)
    for (int o = 0; o < 2; o++)
      if (values[i][o] != ref_values[i][o])
	{
	  fz_fail ("MISMATCH", "%s: i%d operand %d reads %d, the original %d",
		   what, i, o, values[i][o], ref_values[i][o]);
	}
}

static const struct fz_target reread_target = {
  .pass_name = "mo_reread",
  .decode = decode,
  .pass = pass,
  .show = show,
  .check = check,
  .reference = reference,
  .apply_and_compare = apply_and_compare,
  .subset = subset,
};

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  return fz_target_run (&reread_target, data, size);
}
