/* rtl-pass.h - the pass object every memopt RTL pass runs under
   (rtl-pass.cc), and what a pass gives it.

   A pass file (rtl-reread.cc, rtl-hoist-const.cc, rtl-pairs.cc) says
   what the pass does to one function and names itself in a
   memopt_rtl_pass_def; the gate, the timer, the dump's summary line and
   the verbose line are the layer's, the same for every RTL pass.  */

#ifndef MEMOPT_RTL_PASS_H
#define MEMOPT_RTL_PASS_H

/* The core's counts a pass reports besides the count it returns (its
   mo_NAME_stats): the layer prints each after that count, as ", VALUE
   LABEL" (LABEL a stable phrase: "narrow candidates").  */
#define MEMOPT_RTL_MAX_STATS 12
struct memopt_rtl_stats
{
  int n;
  const char *label[MEMOPT_RTL_MAX_STATS];
  long value[MEMOPT_RTL_MAX_STATS];
};

/* Add VALUE, named LABEL, to S (at most MEMOPT_RTL_MAX_STATS).  */
void memopt_rtl_stat (memopt_rtl_stats *s, const char *label, long value);

/* An RTL pass: its name (its dump file is BASE.NNNr.NAME), its switch in
   memopt_opts, whether it runs after register allocation (on hard
   registers) or before (on pseudos), its own further conditions, and
   what it does.  */
struct memopt_rtl_pass_def
{
  const char *name;
  const bool *enabled;
  bool after_reload;
  /* The pass's own conditions on FUN (setjmp, profile, ...), or NULL.  */
  bool (*gate) (function *fun);
  /* Run the pass on FUN; INSTANCE counts the registrations of the pass
     from 1 (memopt-pairs runs twice).  Returns how many transformations
     it applied, and adds the core's counts to STATS (empty on entry);
     its other numbers go to the dump before the summary.  */
  long (*execute) (function *fun, int instance, memopt_rtl_stats *stats);
  /* What the count is, for the summary: "reads reuse a register".  */
  const char *applied_what;
};

/* The pass DEF describes, instance INSTANCE, for registration
   (memopt.cc, through the pass's factory): it runs when optimizing,
   *DEF->enabled is on, reload_completed is DEF->after_reload and
   DEF->gate agrees; time goes to TV_PLUGIN_RUN; the dump ends each
   function with "NAME: N APPLIED_WHAT, V LABEL, ..." (the stats), and
   verbose prints "NAME: FN: N APPLIED_WHAT, V LABEL, ..." on stderr.
   DEF must outlive the compilation (a static).  */
rtl_opt_pass *memopt_rtl_pass (const memopt_rtl_pass_def *def, int instance,
			       gcc::context *ctxt);

#endif /* MEMOPT_RTL_PASS_H */
