/* target.c - the one shape of every fuzz target.

   Every target runs each input through the same five steps; what differs
   from target to target is only what fills them in (struct fz_target,
   fz.h section 10):

     decode     bytes -> the target's program and the IR its pass sees
		(for the CFG targets: fz_prepare, differ.c);
     pass       the pass under test runs; its decisions are kept;
     check      the decisions against the pass's contract, and a second
		run of the pass must decide the same (on every input, or on
		one in AGAIN_EVERY chosen by the input's bytes, so that a
		finding replays);
     reference  the original program runs on every input vector, with
		the claims the decisions make checked on every execution;
     compare    all decisions are applied, then a few random subsets
		(fz_try_subsets), and each result must behave as the
		reference did (a target whose pass applies as it decides,
		fuzz-pairs.c, is called once and varies what it refuses).

   So a new pass's target is its decoder (usually the shared one), its
   pass call, its contract check and its oracle (apply and compare), and
   one line of LLVMFuzzerTestOneInput:

     int
     LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
     {
       return fz_target_run (&lse_target, data, size);
     }

   Before: each target repeated the sequence of steps, the input's
   bookkeeping and a print-and-compare determinism check.  After: the
   sequence is here, the determinism check compares decisions field by
   field (the target's SAME hook), and the targets keep their own
   parts.  */

#include "fz.h"

static void
check_again (const struct fz_target *t, const uint8_t *data, size_t size)
{
  if (!t->decides_the_same)
    return;
  if (t->again_every > 1 && fz_subset_seed (data, size) % t->again_every)
    return;
  if (!t->decides_the_same ())
    fz_fail ("CONTRACT", "a second %s on the same function decided "
	     "differently", t->pass_name);
}

int
fz_target_run (const struct fz_target *t, const uint8_t *data, size_t size)
{
  fz_selftest_crash (data, size);
  t->decode (data, size);
  int n = t->pass ();
  if (t->show && fz_show_wanted ())
    t->show ();
  if (t->check)
    t->check ();
  check_again (t, data, size);
  if (t->reference)
    t->reference ();
  if (t->all_only)
    t->apply_and_compare ("all decisions");
  else
    fz_try_subsets (t->subset, n, data, size, t->apply_and_compare,
		    t->after_all);
  if (t->release)
    t->release ();
  return 0;
}
