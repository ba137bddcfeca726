/* options.c - the plugin's arguments: defaults, parsing, help.

   GCC hands a plugin its arguments as KEY[=VALUE] pairs from
   -fplugin-arg-memopt-KEY[=VALUE].  This file knows every key, its default
   and its meaning; the glue calls mo_options_apply for each pair and turns
   a returned message into a hard error (the Linux kernel's plugins do the
   same: an unknown key must not be silently ignored, or a typo such as
   "max-transform=3" would bisect nothing).

   Switches accept "on" / "off" (and 1/0, yes/no); a bare switch ("lse")
   means on.  Numbers are decimal, checked for range and trailing junk.  */

#include "memopt.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* OPT_HELP: "help", no field.  OPT_FLAG: a bare key sets a bool.
   OPT_SWITCH: on/off.  OPT_LONG, OPT_INT: a number in MIN..MAX.
   OPT_CHOICE: one of CHOICES, stored as its index.  */
enum opt_type { OPT_HELP, OPT_FLAG, OPT_SWITCH, OPT_LONG, OPT_INT, OPT_CHOICE };

struct opt_desc
{
  const char *key;
  enum opt_type type;
  size_t offset;
  long min, max;
  long def;               /* the default: 0/1 for flags and switches, the
			     index for choices, the number for numbers */
  const char *help;
  const char *choices;    /* OPT_CHOICE: "a|b|c", stored as the index;
			     a bare key means index MIN */
};

#define OFF(field) offsetof (struct mo_options, field)

/* Every argument, its default and its meaning: the one list
   mo_options_default, mo_options_apply, mo_options_keys and
   mo_options_help read.  A limit's default is memopt.h's
   MO_DEFAULT_*.  */
static const struct opt_desc opt_table[] = {
  { "help", OPT_HELP, 0, 0, 0, 0,
    "print this list and continue", NULL },
  { "disable", OPT_FLAG, OFF (disable), 0, 0, 0,
    "run no memopt pass at all", NULL },
  { "verbose", OPT_FLAG, OFF (verbose), 0, 0, 0,
    "print a note on stderr for every transformation and every pass run", NULL },
  { "lse", OPT_SWITCH, OFF (lse), 0, 0, 1,
    "heap load/store elimination on GIMPLE (pass memopt-lse)", NULL },
  { "phi", OPT_SWITCH, OFF (phi), 0, 0, 1,
    "PHI-translated load elimination and load PRE on GIMPLE "
    "(pass memopt-phi)", NULL },
  { "phi-lazy", OPT_SWITCH, OFF (phi_lazy), 0, 0, 1,
    "memopt-phi keeps a load in a loop whose value is unknown only on "
    "the loop's entry edges, but performs it only until the value is "
    "known (one test for the loads of a block)", NULL },
  { "carry-cost", OPT_SWITCH, OFF (carry_cost), 0, 0, 1,
    "the cost model of values carried around loops: memopt-phi makes no "
    "PHI chain or lazy load whose chain is longer than the loop runs, "
    "that saves less than it adds, or whose values would not fit in "
    "the loop's registers, and no load PRE that only moves a loop's "
    "load to its latch in a loop that runs more than 8 times (off: "
    "tests of the model only)", NULL },
  { "merge-cost", OPT_SWITCH, OFF (merge_cost), 0, 0, 1,
    "memopt-dse merges the stores at the ends of both arms of a branch "
    "only when that empties an arm of memory operations (a merge saves "
    "no store on any path; off: every merge, for tests of merging)", NULL },
  { "dse", OPT_SWITCH, OFF (dse), 0, 0, 1,
    "dead store elimination, sinking of partially dead stores and "
    "merging of stores at joins on GIMPLE (pass memopt-dse)", NULL },
  { "pairs", OPT_SWITCH, OFF (pairs), 0, 0, 1,
    "AArch64 ldp/stp formation on RTL (pass memopt-pairs; "
    "AArch64 compilers only)", NULL },
  { "pairs-aligned-only", OPT_SWITCH, OFF (pairs_aligned_only), 0, 0, 0,
    "pair only accesses whose lower offset is a multiple of the pair size", NULL },
  { "writeback", OPT_SWITCH, OFF (writeback), 0, 0, 1,
    "fold base-register adds into pre/post-indexed AArch64 loads and "
    "stores (memopt-pairs, after sched2)", NULL },
  { "narrow-stores", OPT_SWITCH, OFF (narrow_stores), 0, 0, 1,
    "merge adjacent narrow stores of zero or of a constant one mov makes "
    "into one wider store on AArch64 (memopt-pairs)", NULL },
  { "reread", OPT_SWITCH, OFF (reread), 0, 0, 1,
    "a memory operand read again before anything may change it is "
    "loaded once into a register (pass memopt-reread, RTL, before "
    "register allocation)", NULL },
  { "hoist-const", OPT_SWITCH, OFF (hoist_const), 0, 0, 1,
    "a constant read from the constant pool in several branches is read "
    "once, in a block that dominates them, when the profile says that "
    "saves reads (pass memopt-hoist-const, RTL, before register "
    "allocation)", NULL },
  { "promote", OPT_SWITCH, OFF (promote), 0, 0, 1,
    "a location a loop reads and writes at a fixed address is kept in a "
    "register, in a copy of the loop selected by a run-time check that "
    "the loop's other accesses miss it (pass memopt-promote, GIMPLE)",
    NULL },
  { "leaf-inline", OPT_SWITCH, OFF (leaf_inline), 0, 0, 1,
    "a small static function with no call and no loop is treated as "
    "declared inline, so that GCC's inliner takes its calls and the "
    "callee-saved registers and spills they cost (pass memopt-inline, "
    "IPA)", NULL },
  { "max-transforms", OPT_LONG, OFF (max_transforms), -1, LONG_MAX, -1,
    "apply only the first N transformations of the translation unit, "
    "counted across passes (-1: all); bisects a miscompile to one", NULL },
  { "max-heap", OPT_INT, OFF (max_heap), 1, 1000000, MO_DEFAULT_MAX_HEAP,
    "heap entries kept per basic block (memopt-lse)", NULL },
  { "max-alias-queries", OPT_INT, OFF (max_alias_queries), 1, 1000000,
    MO_DEFAULT_MAX_ALIAS_QUERIES,
    "alias queries per memory access; past the limit the answer is MAY", NULL },
  { "max-lse-loops", OPT_INT, OFF (max_lse_loops), 1, 1000000,
    MO_DEFAULT_MAX_LSE_LOOPS,
    "enclosing loops whose loop-invariant load candidates one access "
    "updates (memopt-lse; candidates of outer loops are dropped)", NULL },
  { "max-phi-blocks", OPT_INT, OFF (max_phi_blocks), 1, 1000000,
    MO_DEFAULT_MAX_PHI_BLOCKS,
    "block boundaries one load's PHI-translation search may cross", NULL },
  { "max-phi-preds", OPT_INT, OFF (max_phi_preds), 2, 1000000,
    MO_DEFAULT_MAX_PHI_PREDS,
    "predecessors of a join the PHI-translation search translates into "
    "(joins with more are not crossed)", NULL },
  { "max-phi-insts", OPT_INT, OFF (max_phi_insts), 1, 100000000,
    MO_DEFAULT_MAX_PHI_INSTS,
    "instructions one load's PHI-translation search may scan", NULL },
  { "max-phi-call-walk", OPT_INT, OFF (max_phi_call_walk), 1, 1000000,
    MO_DEFAULT_MAX_PHI_CALL_WALK,
    "blocks walked to find the calls a value of memopt-phi would live "
    "across (phi-across-calls); past it the decision is skipped", NULL },
  { "max-dse-walk", OPT_INT, OFF (max_dse_walk), 1, 100000000,
    MO_DEFAULT_MAX_DSE_WALK,
    "instructions and blocks one store's dead-store search may examine; "
    "past it the store is live", NULL },
  { "max-dse-merge-scan", OPT_INT, OFF (max_dse_merge_scan), 1, 1000000,
    MO_DEFAULT_MAX_DSE_MERGE_SCAN,
    "instructions at the end of each predecessor of a join searched for "
    "stores to merge", NULL },
  { "max-dse-merge-stores", OPT_INT, OFF (max_dse_merge_stores), 1,
    MO_MAX_DSE_MERGE_STORES, MO_DEFAULT_MAX_DSE_MERGE_STORES,
    "locations whose stores are merged at one join (with merge-cost, a "
    "join that takes more is not merged: each is a PHI and a move)", NULL },
  { "max-pair-scan", OPT_INT, OFF (max_pair_scan), 1, 1000000,
    MO_DEFAULT_MAX_PAIR_SCAN,
    "instructions scanned when sinking or hoisting an access into a pair", NULL },
  { "max-reread-window", OPT_INT, OFF (max_reread_window), 1, 1000000,
    MO_DEFAULT_MAX_REREAD_WINDOW,
    "instructions from a memory operand's first read to the last read "
    "that reuses its register (memopt-reread)", NULL },
  { "max-inline-size", OPT_INT, OFF (max_inline_size), 1, 1000,
    MO_DEFAULT_MAX_INLINE_SIZE,
    "the largest function, in GCC's estimate of instructions, that "
    "leaf-inline treats as declared inline", NULL },
  { "max-promote-loops", OPT_INT, OFF (max_promote_loops), 1, 1000000,
    MO_DEFAULT_MAX_PROMOTE_LOOPS,
    "loops memopt-promote versions in one function", NULL },
  { "max-promote-blocks", OPT_INT, OFF (max_promote_blocks), 1, 1000000,
    MO_DEFAULT_MAX_PROMOTE_BLOCKS,
    "blocks of a loop memopt-promote reads (larger loops are left "
    "alone)", NULL },
  { "max-promote-stmts", OPT_INT, OFF (max_promote_stmts), 1, 1000000,
    MO_DEFAULT_MAX_PROMOTE_STMTS,
    "statements of a loop memopt-promote reads (larger loops are left "
    "alone)", NULL },
  { "max-promote-candidates", OPT_INT, OFF (max_promote_candidates), 1,
    1000000, MO_DEFAULT_MAX_PROMOTE_CANDIDATES,
    "locations at a fixed address memopt-promote considers in one loop",
    NULL },
  { "max-promote-locations", OPT_INT, OFF (max_promote_locations), 1,
    1000000, MO_DEFAULT_MAX_PROMOTE_LOCATIONS,
    "locations memopt-promote keeps in registers in one copy of a loop",
    NULL },
  { "max-promote-checks", OPT_INT, OFF (max_promote_checks), 1, 1000000,
    MO_DEFAULT_MAX_PROMOTE_CHECKS,
    "address ranges memopt-promote checks for one location before the "
    "copy runs (a location needing more stays in memory)", NULL },
  { "min-promote-iterations", OPT_INT, OFF (min_promote_iterations), 1,
    1000000, MO_DEFAULT_MIN_PROMOTE_ITERATIONS,
    "the fewest expected iterations per entry (GCC's profile) of a loop "
    "memopt-promote versions", NULL },
  { "max-promote-step", OPT_INT, OFF (max_promote_step), 1,
    MO_PROMOTE_MAX_STEP, MO_DEFAULT_MAX_PROMOTE_STEP,
    "the largest step (bytes an iteration) and span (bytes of one "
    "iteration) of an access whose range memopt-promote checks; a "
    "location such an access may overlap stays in memory", NULL },
  { "max-hoist-constants", OPT_INT, OFF (max_hoist_constants), 1, 1000000,
    MO_DEFAULT_MAX_HOIST_CONSTANTS,
    "constants per function memopt-hoist-const considers (the rest are "
    "left alone)", NULL },
  { "max-hoist-live-walk", OPT_INT, OFF (max_hoist_live_walk), 1, 1000000,
    MO_DEFAULT_MAX_HOIST_LIVE_WALK,
    "blocks memopt-hoist-const walks back from the uses to find a call "
    "the register would live across; past it the read is not inserted",
    NULL },
  { "min-hoist-saving", OPT_INT, OFF (min_hoist_saving), 0, 1000000,
    MO_DEFAULT_MIN_HOIST_SAVING,
    "reads a constant read memopt-hoist-const inserts must save beyond "
    "its own, in percent of its block's expected executions (100: one "
    "read saved per read made; 0: no more reads than before)", NULL },
  { "phi-across-calls", OPT_CHOICE, OFF (phi_across_calls), MO_ACROSS_YES,
    0, MO_ACROSS_AUTO,
    "how many values PHI translation and load PRE may keep live across "
    "one call (each costs a callee-saved register or a spill): yes, no "
    "limit; no, none; auto, no limit on targets with at least 8 "
    "callee-saved general registers (AArch64), else 2 (x86-64)",
    "auto|yes|no" },
  { "check", OPT_CHOICE, OFF (check), MO_CHECK_ABORT, 0, MO_CHECK_OFF,
    "check mode: each transformation also emits a run-time check of what "
    "it assumed (link memopt-check.o); abort on the first failure, or "
    "report them all and go on (a bare 'check' is abort)",
    "off|abort|report" },
  { "break", OPT_CHOICE, OFF (break_kind), MO_BREAK_ALIAS, 0, MO_BREAK_NONE,
    "test-only: a deliberately wrong plugin (alias: no two accesses "
    "alias; value: forwarded loads are off by one; dse-call: DSE moves "
    "and removes stores across calls that use them; phi-offset: PHI translation drops "
    "constant offsets; part-order: a load of a part of a known wider value "
    "takes the bytes at the other end of it; narrow-reg: a narrow constant "
    "merge keeps the mov's register across an instruction that sets it, "
    "the pairs bug fixed in 980764d; promote-range: memopt-promote's "
    "range checks leave out each access's size), for the self-tests of "
    "check mode and memopt-verify",
    "none|alias|value|dse-call|phi-offset|part-order|narrow-reg|"
    "promote-range" },
};

#define NOPT (sizeof opt_table / sizeof opt_table[0])

/* Store V into OPTS's field of D.  */
static void
set_field (struct mo_options *opts, const struct opt_desc *d, long v)
{
  char *field = (char *) opts + d->offset;
  switch (d->type)
    {
    case OPT_HELP:
      return;
    case OPT_FLAG:
    case OPT_SWITCH:
      *(bool *) field = v != 0;
      return;
    case OPT_LONG:
      *(long *) field = v;
      return;
    case OPT_INT:
    case OPT_CHOICE:
      *(int *) field = (int) v;
      return;
    }
}

void
mo_options_default (struct mo_options *opts)
{
  memset (opts, 0, sizeof *opts);
  for (size_t i = 0; i < NOPT; i++)
    set_field (opts, &opt_table[i], opt_table[i].def);
}

static char opt_msg[2048];

static const char *
opt_error (const char *fmt, const char *a, const char *b)
{
  snprintf (opt_msg, sizeof opt_msg, fmt, a, b ? b : "");
  return opt_msg;
}

static int
parse_switch (const char *value)
{
  if (!value || !strcmp (value, "on") || !strcmp (value, "1")
      || !strcmp (value, "yes"))
    return 1;
  if (!strcmp (value, "off") || !strcmp (value, "0") || !strcmp (value, "no"))
    return 0;
  return -1;
}

static bool
parse_long (const char *value, long min, long max, long *out)
{
  char *end;
  long v;
  if (!value || !*value)
    return false;
  errno = 0;
  v = strtol (value, &end, 10);
  if (errno || *end || v < min || v > max)
    return false;
  *out = v;
  return true;
}

/* The index of VALUE in CHOICES ("a|b|c").  */
static bool
choice_index (const char *choices, const char *value, long *out)
{
  size_t len = strlen (value);
  long i = 0;
  for (const char *c = choices; *c; i++)
    {
      size_t n = strcspn (c, "|");
      if (n == len && !strncmp (c, value, n))
	{
	  *out = i;
	  return true;
	}
      c += n + (c[n] == '|');
    }
  return false;
}

const char *
mo_options_apply (struct mo_options *opts, const char *key, const char *value)
{
  size_t i;
  for (i = 0; i < NOPT; i++)
    if (!strcmp (opt_table[i].key, key))
      break;
  if (i == NOPT)
    {
      snprintf (opt_msg, sizeof opt_msg,
		"unknown argument '%.200s'; valid arguments are: %s", key,
		mo_options_keys ());
      return opt_msg;
    }
  const struct opt_desc *d = &opt_table[i];
  long n;
  switch (d->type)
    {
    case OPT_HELP:
    case OPT_FLAG:
      if (value)
	return opt_error ("argument '%s' takes no value (got '%s')", key,
			  value);
      set_field (opts, d, 1);
      return NULL;
    case OPT_SWITCH:
      {
	int s = parse_switch (value);
	if (s < 0)
	  return opt_error ("argument '%s' takes 'on' or 'off' (got '%s')",
			    key, value);
	set_field (opts, d, s);
	return NULL;
      }
    case OPT_CHOICE:
      if (!value)
	{
	  set_field (opts, d, d->min);
	  return NULL;
	}
      if (choice_index (d->choices, value, &n))
	{
	  set_field (opts, d, n);
	  return NULL;
	}
      snprintf (opt_msg, sizeof opt_msg, "argument '%s' takes one of %s "
		"(got '%s')", key, d->choices, value);
      return opt_msg;
    case OPT_LONG:
    case OPT_INT:
      if (!parse_long (value, d->min, d->max, &n))
	{
	  snprintf (opt_msg, sizeof opt_msg,
		    "argument '%s' takes a whole number from %ld to %ld "
		    "(got '%s')", key, d->min, d->max, value ? value : "");
	  return opt_msg;
	}
      set_field (opts, d, n);
      return NULL;
    }
  return opt_error ("internal error for argument '%s'%s", key, NULL);
}

const char *
mo_options_keys (void)
{
  static char keys[1024];
  if (!keys[0])
    {
      size_t i, at = 0;
      for (i = 0; i < NOPT && at < sizeof keys; i++)
	at += (size_t) snprintf (keys + at, sizeof keys - at, "%s%s",
				 i ? ", " : "", opt_table[i].key);
    }
  return keys;
}

/* The default of D as the help shows it, in BUF of SIZE bytes.  */
static const char *
default_text (const struct opt_desc *d, char *buf, size_t size)
{
  switch (d->type)
    {
    case OPT_HELP:
      return "-";
    case OPT_FLAG:
    case OPT_SWITCH:
      return d->def ? "on" : "off";
    case OPT_CHOICE:
      {
	const char *c = d->choices;
	for (long i = 0; i < d->def && strchr (c, '|'); i++)
	  c = strchr (c, '|') + 1;
	snprintf (buf, size, "%.*s", (int) strcspn (c, "|"), c);
	return buf;
      }
    case OPT_LONG:
    case OPT_INT:
      snprintf (buf, size, "%ld", d->def);
      return buf;
    }
  return "?";
}

const char *
mo_options_help (char *buf, size_t size)
{
  size_t i, at = 0;
  at += (size_t) snprintf (buf, size,
			   "memopt arguments (-fplugin-arg-memopt-KEY[=VALUE]):\n");
  for (i = 0; i < NOPT && at < size; i++)
    {
      const struct opt_desc *d = &opt_table[i];
      const char *form = d->type == OPT_SWITCH ? "=on|off"
			 : d->type == OPT_FLAG || d->type == OPT_HELP ? ""
			 : d->type == OPT_CHOICE ? "=" : "=N";
      /* Long enough for the longest KEY=CHOICES (break's is 88).  */
      char name[256], def[32];
      snprintf (name, sizeof name, "%s%s%s", d->key, form,
		d->type == OPT_CHOICE ? d->choices : "");
      at += (size_t) snprintf (buf + at, size - at,
			       "  %-26s default %-4s %s\n", name,
			       default_text (d, def, sizeof def), d->help);
    }
  return buf;
}
