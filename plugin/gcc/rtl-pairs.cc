/* rtl-pairs.cc - memopt-pairs: AArch64 ldp/stp formation, narrow
   constant stores merged, and writeback addressing, on RTL after
   register allocation (the pass object; AArch64 compilers only).

   One pass runs three steps on each function, each a file on the RTL
   layer (rtl-pass.h, rtl-insn.h) with its own core entry point (the
   apply-callback contract, plugin/core/memopt.h), sharing the per-run
   context memopt_pairs_run and rtl-pairs-common.cc (rtl-pairs.h):
     1. narrow stores (narrow-stores=on; rtl-pairs-narrow.cc, mo_narrow):
            strh wzr, [x0]; strh wzr, [x0, 2]  ->  str wzr, [x0]
     2. pairs (rtl-pairs-ldp.cc, mo_pairs):
            ldr x5, [x1, 16]; ...; ldr x0, [x1, 24]
                                       ->  ldp x5, x0, [x1, 16]; ...
     3. writeback (writeback=on, second instance only;
        rtl-pairs-writeback.cc, mo_writeback):
            ldrb w6, [x2, 1]; add x2, x2, 4; ldrb w7, [x2, -4]
                                       ->  ldrb w6, [x2, 1]; ldrb w7, [x2], 4
   in that order: narrow stores first, so that pairing sees the widest
   stores (four strh wzr at [x0] .. [x0, 6] end as one str xzr);
   writeback last, on what pairing left.  Each file's header has its
   algorithm and correctness argument; every step moves instructions
   only by swaps of independent ones and emits only what recog accepts.

   Position.  After register allocation and the prologue/epilogue (so
   spills, callee saves and the varargs save area pair too, and register
   conflicts are exact), registered twice (plugin/gcc/memopt.cc):
     1. after sched_fusion, before peephole2: the pass chooses the pairs
        of a whole block (the chain c[0..3] of a Horner polynomial pairs
        as 0-8 and 16-24, where GCC's peephole takes 8-16 and leaves two
        singles), and GCC's peephole then pairs what it can beyond that,
        including the 4-access forms that adjust the base;
     2. after sched2: accesses the scheduler placed near each other (the
        field loads of zlib's deflate_slow and deflate_fast that only
        sched2 brings within reach).
   Either alone forms fewer pairs than both (bench/RESULTS-pairs.md, "The
   pass's position", has the measurement; make bench-pairs the
   comparison with GCC 12 and clang).

   Dump: each step's lines ("Merged:", "Pair:", "Writeback:"), then per
   function "Writeback forms: N", "Narrow constant stores merged: N",
   "Pairs formed: N (candidates N, refused N, lost to earlier pairs N)",
   how many blocks were described and why couples stayed single, and the
   layer's "memopt-pairs: N instructions formed ..., N narrow
   candidates, N narrow merged, N narrow refused, N narrow lost to
   earlier merges, N writeback adds, N writeback forms, N writeback
   refused" (narrow with narrow-stores, writeback in the second
   instance with writeback).  The named
   -fdump-rtl-memopt-pairs is rejected (GCC parses dump options before
   plugins register their passes): use -fdump-rtl-all.  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "rtl-pass.h"
#include "rtl-pairs.h"

namespace {

/* The pass on FUN (memopt_rtl_pass_def::execute), INSTANCE 1 before
   peephole2, 2 after sched2: narrow stores merged, pairs, writeback.
   Returns the instructions it formed.  */
static long
pairs_function (function *fun, int instance, memopt_rtl_stats *out)
{
  memopt_pairs_run run;
  run.instance = instance;
  run.alias_ready = run.liveness_ready = false;
  run.blocks_seen = run.blocks_described = 0;
  mo_pairs_stats stats;
  memset (&stats, 0, sizeof stats);
  mo_narrow_stats nstats;
  memset (&nstats, 0, sizeof nstats);
  mo_writeback_stats wstats;
  memset (&wstats, 0, sizeof wstats);
  long merged = 0, formed = 0, folded = 0;
  if (memopt_opts.narrow_stores)
    merged = memopt_pairs_narrow (&run, fun, &nstats);
  formed = memopt_pairs_ldp (&run, fun, &stats);
  /* Only after sched2, so that GCC's own peephole2 still sees plain
     accesses to pair.  */
  bool writeback = instance == 2 && memopt_opts.writeback;
  if (writeback)
    folded = memopt_pairs_writeback (&run, fun, &wstats);
  if (run.alias_ready)
    end_alias_analysis ();
  if (dump_file && folded)
    fprintf (dump_file, "Writeback forms: %ld\n", folded);
  if (dump_file && merged)
    fprintf (dump_file, "Narrow constant stores merged: %ld\n", merged);
  if (dump_file)
    {
      fprintf (dump_file, "Pairs formed: %ld (candidates %ld, refused %ld, "
	       "lost to earlier pairs %ld)\n", formed, stats.candidates,
	       stats.refused, stats.lost_in_application);
      if (memopt_pairs_reporting ())
	fprintf (dump_file, "Blocks described: all %ld (refusals are "
		 "reported)\n", run.blocks_seen);
      else
	fprintf (dump_file, "Blocks with a possible pair: %ld of %ld\n",
		 run.blocks_described, run.blocks_seen);
      for (int w = 0; w < MO_PR_N; w++)
	if (stats.why[w])
	  fprintf (dump_file, "  left single: %ld %s\n", stats.why[w],
		   mo_prefusal_phrase ((mo_prefusal) w));
    }
  /* The steps' other counts, in the layer's summary (the pairing's are
     on "Pairs formed" above).  */
  if (memopt_opts.narrow_stores)
    {
      memopt_rtl_stat (out, "narrow candidates", nstats.candidates);
      memopt_rtl_stat (out, "narrow merged", nstats.merged);
      memopt_rtl_stat (out, "narrow refused", nstats.refused);
      memopt_rtl_stat (out, "narrow lost to earlier merges",
		       nstats.lost_in_application);
    }
  if (writeback)
    {
      memopt_rtl_stat (out, "writeback adds", wstats.adds);
      memopt_rtl_stat (out, "writeback forms", wstats.applied);
      memopt_rtl_stat (out, "writeback refused", wstats.refused);
    }
  return formed + merged + folded;
}

/* Register conflicts are computed on hard registers only, so the pass
   runs after register allocation (after_reload).  */
const memopt_rtl_pass_def pairs_pass_def = {
  "memopt-pairs", &memopt_opts.pairs, true, NULL, pairs_function,
  "instructions formed (pairs, merged stores, writeback forms)"
};

} // namespace

/* memopt.cc makes instance 1, before peephole2, and 2, after sched2.  */
rtl_opt_pass *
memopt_make_pairs_pass (gcc::context *ctxt, int instance)
{
  return memopt_rtl_pass (&pairs_pass_def, instance, ctxt);
}

#else

rtl_opt_pass *
memopt_make_pairs_pass (gcc::context *, int)
{
  return NULL;
}

#endif
