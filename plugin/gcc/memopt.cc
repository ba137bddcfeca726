/* memopt.cc - plugin entry: version check, arguments, pass registration.

   memopt removes redundant memory operations.  Usage:

     gcc -O2 -fplugin=memopt x.c                  (after make install)
     gcc -O2 -fplugin=build/gcc-12/memopt.so x.c  (from the build tree)
     gcc ... -fplugin-arg-memopt-help             (every argument, defaults)
     gcc ... -fopt-info-optimized                 (one remark per change)

   memopt.so is the loader (plugin/loader/memopt-loader.c): it checks that
   the compiler is the one this was built for, names the right plugin when
   it is not, and then loads this file's library, memopt-passes.so, and
   calls plugin_init below with GCC's arguments.  The version check here
   only matters to whoever loads memopt-passes.so directly.

   Arguments are -fplugin-arg-memopt-KEY[=VALUE]; options.c in the core
   lists them, options.cc parses them into memopt_opts.  An unknown key or
   a bad value is an error that names it and the valid keys, and the
   compile fails.  This file only parses the arguments and registers the
   passes: nothing calls back into it.

   Debugging: -fdump-tree-all-details writes BASE.NNNt.memopt-lse,
   BASE.NNNt.memopt-phi, BASE.NNNt.memopt-promote and BASE.NNNt.memopt-dse
   with the memory IR built for each function, the core's decisions and
   one line per decision applied or skipped (GCC 12 parses
   -fdump-tree-NAME before plugins load, so a plugin pass's dump cannot
   be named on its own); -fdump-rtl-all-details the same for the RTL
   passes, -fdump-ipa-all for memopt-inline; verbose prints a note per
   transformation and a summary per function; max-transforms=N applies
   only the first N transformations (bisection).

   Passes, in pipeline order, and why they sit where they do (one name
   each: pass memopt-NAME is in its file gimple-, rtl- or ipa-NAME.cc,
   made by memopt_make_NAME_pass; mk/drift.sh checks this list):
     memopt-inline IPA, before GCC's regular IPA passes: a small static
                   leaf function is treated as declared inline, so that
                   GCC's inliner takes its calls (ipa-inline.cc).
     memopt-lse    GIMPLE, after "pre": heap load/store elimination
                   (forwarded loads, redundant stores, loop-invariant
                   loads); gimple-lse.cc has the measurement.
     memopt-phi    GIMPLE, right after memopt-lse: loads translated
                   through PHIs and load PRE (gimple-phi.cc).
     memopt-promote GIMPLE, before the first "sink": a location kept in
                   a register in a copy of a loop selected by run-time
                   range checks (gimple-promote.cc); its second
                   instance, after "vect", keeps a copy that pays only
                   when vectorized if GCC vectorized it
                   (gimple-promote-settle.cc).
     memopt-dse    GIMPLE, after "sink" (instance 1, which follows "pre"
                   and the passes above): dead stores, store sinking and
                   merging (gimple-dse.cc).
     memopt-reread RTL, before "cse1": a memory operand expand wrote
                   twice is read once (rtl-reread.cc).
     memopt-hoist-const RTL, after "combine": a constant-pool read in
                   several branches is read once where they meet
                   (rtl-hoist-const.cc).
     memopt-pairs  RTL, AArch64 compilers only, before "peephole2" and
                   after "sched2": narrow stores merged, ldp/stp formation,
                   writeback (rtl-pairs.cc and its steps, rtl-pairs-*.cc).
   memopt-lse, memopt-phi, memopt-promote and memopt-dse run under one
   driver (gimple-pass.cc; memopt-promote a loop at a time, without the
   memory IR); the RTL passes run under rtl-pass.cc.
   Nothing runs at -O0: every gate checks optimize > 0.  */

#include "gcc-common.h"
#include "plugin-version.h"
#include "glue.h"

/* Exported with default visibility: GCC looks these two up by name.  */
__attribute__ ((visibility ("default"))) int plugin_is_GPL_compatible;

/* The release number (the file VERSION, -DMEMOPT_RELEASE): gcc -v prints
   "memopt: 0.1".  Not the commit: the plugin's bytes would change with
   every commit, and a campaign's --resume compares them.  */
#ifndef MEMOPT_RELEASE
#error "build with -DMEMOPT_RELEASE (the Makefile passes VERSION)"
#endif
static struct plugin_info memopt_info = {
  MEMOPT_RELEASE,
  "memopt: removes redundant memory operations; "
  "-fplugin-arg-memopt-help lists the arguments"
};

/* Where memopt-lse runs; gimple-lse.cc records why.  Overridable at build
   time only for the position measurement (bench/lse-position.sh).  */
#ifndef MEMOPT_LSE_AFTER
#define MEMOPT_LSE_AFTER "pre"
#define MEMOPT_LSE_INSTANCE 1
#endif

/* Where memopt-dse runs; gimple-dse.cc records the measurement.  (Only
   first instances can be named here: at registration GCC knows no other
   instance numbers.)  */
#ifndef MEMOPT_DSE_AFTER
#define MEMOPT_DSE_AFTER "sink"
#define MEMOPT_DSE_INSTANCE 1
#endif

/* Register PASS POS (PASS_POS_INSERT_AFTER or _BEFORE) the first
   instance of GCC's pass REF (only first instances can be named: at
   registration GCC knows no other instance numbers).  */
static void
register_at (const char *name, opt_pass *pass, const char *ref, int instance,
	     enum pass_positioning_ops pos)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = ref;
  info.ref_pass_instance_number = instance;
  info.pos_op = pos;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

static void
register_passes (const char *name)
{
  /* memopt-inline: in the small IPA passes, after every function's
     early passes (their size summaries are there) and before the
     regular IPA passes, whose "inline" decides with the hint
     (ipa-inline.cc).  */
  register_at (name, memopt_make_inline_pass (g), "remove_symbols", 1,
	       PASS_POS_INSERT_BEFORE);
  /* memopt-dse: after the first "sink" pass, which follows "pre" and
     memopt-lse: the loads LSE forwarded no longer read the stores, and
     GCC's sink has merged the simple common stores; before GCC's own
     late DSE runs.  gimple-dse.cc records the measurement.  */
  register_at (name, memopt_make_dse_pass (g), MEMOPT_DSE_AFTER,
	       MEMOPT_DSE_INSTANCE, PASS_POS_INSERT_AFTER);

  /* memopt-promote: before the first "sink", after memopt-lse and
     memopt-phi (registered after "pre"): the loads those forward are
     gone, and GCC's loop passes, which follow, see the versioned loop
     (gimple-promote.cc).  */
  register_at (name, memopt_make_promote_pass (g, 1), "sink", 1,
	       PASS_POS_INSERT_BEFORE);
  /* Its second instance: right after GCC's loop vectorizer, it keeps
     each copy that pays only when vectorized if GCC vectorized it, and
     otherwise selects the original loop for good
     (gimple-promote-settle.cc).  */
  register_at (name, memopt_make_promote_pass (g, 2), "vect", 1,
	       PASS_POS_INSERT_AFTER);

  /* memopt-phi: right after memopt-lse (both go after "pre"; the later
     registration lands first, so this one is registered before it).  */
  register_at (name, memopt_make_phi_pass (g), MEMOPT_LSE_AFTER,
	       MEMOPT_LSE_INSTANCE, PASS_POS_INSERT_AFTER);

  /* memopt-lse: after PRE: at -O2 FRE and PRE have done what GCC does, so
     every removal here is beyond GCC; at -O1 PRE does not run, and this
     is the same point in the pipeline.  gimple-lse.cc records the
     measurement.  */
  register_at (name, memopt_make_lse_pass (g), MEMOPT_LSE_AFTER,
	       MEMOPT_LSE_INSTANCE, PASS_POS_INSERT_AFTER);
  memopt_gimple_passes_watch (name);

  /* memopt-reread: right after expand's cleanups, before cse1, so that
     CSE, combine and the register allocator see one load where expand
     wrote a memory operand twice (rtl-reread.cc).  */
  register_at (name, memopt_make_reread_pass (g), "cse1", 1,
	       PASS_POS_INSERT_BEFORE);

  /* memopt-hoist-const: after combine, which folds constant-pool reads
     into the instructions using them, before the register allocator
     (rtl-hoist-const.cc).  */
  register_at (name, memopt_make_hoist_const_pass (g), "combine", 1,
	       PASS_POS_INSERT_AFTER);

  /* memopt-pairs (AArch64 compilers only: elsewhere no pass): twice,
     after register allocation and the prologue/epilogue: before
     peephole2 (pairs chosen as a whole, before GCC's peephole takes
     neighbours greedily) and after sched2 (accesses the scheduler
     brought together).  bench/RESULTS-pairs.md has the numbers.  */
  rtl_opt_pass *pairs = memopt_make_pairs_pass (g, 1);
  if (pairs)
    {
      register_at (name, pairs, "peephole2", 1, PASS_POS_INSERT_BEFORE);
      register_at (name, memopt_make_pairs_pass (g, 2), "sched2", 1,
		   PASS_POS_INSERT_AFTER);
    }
}

__attribute__ ((visibility ("default"))) int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  const char *name = info->base_name;
  bool want_help = false;

  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("memopt: this plugin was built for GCC %s (%s) and cannot be "
	     "loaded into GCC %s; rebuild it with 'make' for this compiler",
	     gcc_version.basever, MEMOPT_COMPILER, version->basever);
      return 1;
    }
  if (!memopt_options_parse (info->argc, info->argv, &want_help))
    return 1;
  if (want_help)
    {
      char buf[16384];
      fputs (mo_options_help (buf, sizeof buf), stderr);
    }
  register_callback (name, PLUGIN_INFO, NULL, &memopt_info);
  if (memopt_opts.disable)
    return 0;
  register_passes (name);
  return 0;
}
