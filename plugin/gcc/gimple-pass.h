/* gimple-pass.h - the driver every memopt GIMPLE pass runs under
   (gimple-pass.cc), and what a pass gives it.

   A pass file (gimple-lse.cc, gimple-phi.cc, gimple-dse.cc,
   gimple-promote.cc) only says
   how the core's decisions become GIMPLE: it subclasses
   memopt_gimple_transform and names itself in a memopt_gimple_pass_def.
   Everything else, the gate, building the memory IR, the per-decision
   protocol (problem, counter, apply), the dump and verbose summaries,
   verify_ssa and cleanup, is the driver's.  */

#ifndef MEMOPT_GIMPLE_PASS_H
#define MEMOPT_GIMPLE_PASS_H

#include "gimple-ir.h"

/* One run of one pass on one function: made by the pass's factory after
   the memory IR is built, deleted before the IR is freed.  */
class memopt_gimple_transform
{
public:
  explicit memopt_gimple_transform (gimple_ir &ir) : ir_ (ir) {}
  virtual ~memopt_gimple_transform () {}

  /* Run the core on the IR and keep its decisions; return how many.  */
  virtual int decide () = 0;
  /* Print the decisions, one a line (the core's printer).  */
  virtual void print_decisions (FILE *file) const = 0;
  /* Why decision K cannot be applied as it stands on the GIMPLE side
     (the dump says "Skipped: " and the reason), or NULL.  Called once per
     decision, in order, right before apply.  NULL is the default.  */
  virtual const char *problem (int k);
  /* Apply decision K: its remark, its dump line, its check-mode check and
     the change.  Called only when problem (K) was NULL and
     memopt_transform_allowed () agreed.  */
  virtual void apply (int k) = 0;
  /* After the decisions: what the changes as a whole need (e.g. renaming
     the virtual operands of moved stores).  APPLIED: how many were.  */
  virtual void finish (int applied);
  /* The pass's own numbers for the dump's summary line, after
     "memopt-NAME: N decisions, N applied" (starting with ", ").  */
  virtual void print_stats (FILE *file) const = 0;
  /* A pass whose unit is smaller than the function (memopt-promote: a
     loop, versioned before the next one is read): after finish, true
     when there is another unit; the driver then decides again
     (decide, the decisions, finish).  The default: one unit.  */
  virtual bool next_unit ();
  /* GCC's todo_flags (TODO_* of tree-pass.h) the pass returns
     (memopt-promote: TODO_cleanup_cfg when a loop was versioned).  The
     default: none.  */
  virtual unsigned int todo () const;

protected:
  gimple_ir &ir_;
};

/* A GIMPLE pass: its name (its dump file is BASE.NNNt.NAME), its switch
   in memopt_opts, whether the IR describes builtin stores (memset,
   memcpy, ...: gimple-ir.h), the factory of its transform, its own gate
   (NULL: none) and whether it reads GIMPLE itself without the memory IR
   (memopt-promote reads loops: its transform gets an empty IR).  */
struct memopt_gimple_pass_def
{
  const char *name;
  const bool *enabled;
  bool builtin_stores;
  memopt_gimple_transform *(*create) (gimple_ir &ir);
  bool (*gate) (function *fun);
  bool without_ir;
};

/* The pass DEF describes, for registration (memopt.cc): it runs when
   optimizing and *DEF->enabled is on; remarks go through opt-info, time
   to TV_PLUGIN_RUN.  DEF must outlive the compilation (a static).  */
gimple_opt_pass *memopt_gimple_pass (const memopt_gimple_pass_def *def,
				     gcc::context *ctxt);

#endif /* MEMOPT_GIMPLE_PASS_H */
