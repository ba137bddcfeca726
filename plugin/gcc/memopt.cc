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
   BASE.NNNt.memopt-phi and BASE.NNNt.memopt-dse with the memory IR built
   for each function, the core's decisions and one line per decision
   applied or skipped (GCC 12 parses -fdump-tree-NAME before plugins
   load, so a plugin pass's dump cannot be named on its own);
   -fdump-rtl-all-details the same for the pair pass; verbose prints a
   note per transformation and a summary per function;
   max-transforms=N applies only the first N transformations (bisection).

   Passes, in pipeline order, and why they sit where they do:
     memopt-lse    GIMPLE, after "pre": heap load/store elimination
                   (forwarded loads, redundant stores, loop-invariant
                   loads); gimple-lse.cc has the measurement.
     memopt-phi    GIMPLE, right after memopt-lse: loads translated
                   through PHIs and load PRE (gimple-phi.cc).
     memopt-dse    GIMPLE, after "sink" (instance 1, which follows "pre"
                   and the two above): dead stores, store sinking and
                   merging (gimple-dse.cc).
     memopt-pairs  RTL, AArch64 compilers only, before "peephole2" and
                   after "sched2": ldp/stp formation (rtl-pairs.cc).
   The three GIMPLE passes run under one driver (gimple-pass.cc).
   Nothing runs at -O0: every gate checks optimize > 0.  */

#include "gcc-common.h"
#include "plugin-version.h"
#include "glue.h"

/* Exported with default visibility: GCC looks these two up by name.  */
__attribute__ ((visibility ("default"))) int plugin_is_GPL_compatible;

static struct plugin_info memopt_info = {
  "0.1",
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

static void
register_passes (const char *name)
{
  /* memopt-dse: after the first "sink" pass, which follows "pre" and
     memopt-lse: the loads LSE forwarded no longer read the stores, and
     GCC's sink has merged the simple common stores; before GCC's own
     late DSE runs.  gimple-dse.cc records the measurement.  */
  struct register_pass_info dse;
  dse.pass = memopt_make_dse_pass (g);
  dse.reference_pass_name = MEMOPT_DSE_AFTER;
  dse.ref_pass_instance_number = MEMOPT_DSE_INSTANCE;
  dse.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &dse);

  /* memopt-phi: right after memopt-lse (both go after "pre"; the later
     registration lands first, so this one is registered before it).  */
  struct register_pass_info phi;
  phi.pass = memopt_make_phi_pass (g);
  phi.reference_pass_name = MEMOPT_LSE_AFTER;
  phi.ref_pass_instance_number = MEMOPT_LSE_INSTANCE;
  phi.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &phi);

  struct register_pass_info lse;
  lse.pass = memopt_make_lse_pass (g);
  /* After PRE: at -O2 FRE and PRE have done what GCC does, so every
     removal here is beyond GCC; at -O1 PRE does not run, and this is the
     same point in the pipeline.  gimple-lse.cc records the measurement.  */
  lse.reference_pass_name = MEMOPT_LSE_AFTER;
  lse.ref_pass_instance_number = MEMOPT_LSE_INSTANCE;
  lse.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &lse);

  rtl_opt_pass *pairs = memopt_make_pairs_pass (g);
  if (pairs)
    {
      struct register_pass_info pi;
      pi.pass = pairs;
      /* Twice, after register allocation and the prologue/epilogue:
	 before peephole2 (pairs chosen as a whole, before GCC's peephole
	 takes neighbours greedily) and after sched2 (accesses the
	 scheduler brought together).  rtl-pairs.cc has the numbers.  */
      pi.reference_pass_name = "peephole2";
      pi.ref_pass_instance_number = 1;
      pi.pos_op = PASS_POS_INSERT_BEFORE;
      register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pi);
      struct register_pass_info late;
      late.pass = memopt_make_pairs_pass (g);
      late.reference_pass_name = "sched2";
      late.ref_pass_instance_number = 1;
      late.pos_op = PASS_POS_INSERT_AFTER;
      register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &late);
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
