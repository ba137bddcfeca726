/* rtl-pass.cc - the pass object of memopt's RTL passes.

   Every RTL pass of memopt does the same around its own part: a gate
   (optimizing, its switch, before or after register allocation, its own
   conditions), a timer, and a summary of what it changed.  This file
   does that once; a pass supplies a memopt_rtl_pass_def (rtl-pass.h).

   One compile of function FUN by pass P (instance I):

     1. gate: optimize > 0, *P.enabled, reload_completed == P.after_reload,
        P.gate (FUN) when P has one;
     2. P.execute (FUN, I, STATS): the pass, with its own dump lines and
        remarks; it returns N, the transformations applied, and adds the
        core's counts (mo_P_stats) to STATS, each with a label;
     3. the summary "P: N <P.applied_what>, V <label>, ..." at the end of
        the dump, and with verbose "P: FN: N <P.applied_what>, V <label>,
        ..." on stderr.

   Example (memopt-reread on xz's rc_encode, x86-64 -O2, -fdump-rtl-all):

     Read once for 1 later reads: (mem:SI ...) (load insn 201 before insn 37)
     memopt-reread: 1 reads reuse a register, 1 decisions, 1 applied, 0 refused

   with verbose, on stderr: "memopt-reread: rc_encode: 1 reads reuse a
   register, 1 decisions, 1 applied, 0 refused".  The GIMPLE passes'
   driver (gimple-pass.cc) prints its summary the same way.  */

#include "gcc-common.h"
#include "glue.h"
#include "rtl-pass.h"

void
memopt_rtl_stat (memopt_rtl_stats *s, const char *label, long value)
{
  gcc_assert (s->n < MEMOPT_RTL_MAX_STATS);
  s->label[s->n] = label;
  s->value[s->n++] = value;
}

namespace {

/* ", V LABEL" for each of S's counts, to F.  */
void
print_stats (FILE *f, const memopt_rtl_stats &s)
{
  for (int k = 0; k < s.n; k++)
    fprintf (f, ", %ld %s", s.value[k], s.label[k]);
}

class rtl_pass : public rtl_opt_pass
{
public:
  rtl_pass (const pass_data &data, const memopt_rtl_pass_def *def,
	    int instance, gcc::context *ctxt)
    : rtl_opt_pass (data, ctxt), def_ (def), instance_ (instance) {}
  bool gate (function *fun) final override
  {
    return optimize > 0 && *def_->enabled
	   && (bool) reload_completed == def_->after_reload
	   && (!def_->gate || def_->gate (fun));
  }
  unsigned int execute (function *fun) final override
  {
    memopt_rtl_stats stats;
    stats.n = 0;
    long applied = def_->execute (fun, instance_, &stats);
    if (dump_file)
      {
	fprintf (dump_file, "%s: %ld %s", def_->name, applied,
		 def_->applied_what);
	print_stats (dump_file, stats);
	fputc ('\n', dump_file);
      }
    if (memopt_opts.verbose)
      {
	fprintf (stderr, "%s: %s: %ld %s", def_->name, function_name (fun),
		 applied, def_->applied_what);
	print_stats (stderr, stats);
	fputc ('\n', stderr);
      }
    return 0;
  }

private:
  const memopt_rtl_pass_def *def_;
  int instance_;
};

}  // namespace

rtl_opt_pass *
memopt_rtl_pass (const memopt_rtl_pass_def *def, int instance,
		 gcc::context *ctxt)
{
  const pass_data data = {
    RTL_PASS,		/* type */
    def->name,		/* name */
    OPTGROUP_OTHER,	/* optinfo_flags: -fopt-info-optimized shows remarks */
    TV_PLUGIN_RUN,	/* tv_id: -ftime-report shows it as "plugin execution" */
    0, 0, 0, 0, 0
  };
  return new rtl_pass (data, def, instance, ctxt);
}
