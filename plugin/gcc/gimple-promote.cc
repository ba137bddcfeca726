/* gimple-promote.cc - a location a loop reads and writes is kept in a
   register, in a copy of the loop that a run-time check of the loop's
   other accesses selects (pass memopt-promote, GIMPLE, after memopt-phi,
   before GCC's first sink).

   plugin/core/promote.c explains the transformation and decides (the
   candidates, their checks, the hull); this file runs the pass, a loop
   at a time; gimple-promote-loop.cc reads a loop's accesses and
   describes them to the core, and gimple-promote-version.cc makes the
   versioned loop: the check and the copy.
   zstd's RAND_bufferMaxSymb (decodecorpus.c), x86-64 -O2, before /
   after (the dump, shortened):

     <bb 4>:                             <bb 4>:
                                           _31 = (sizetype) seed_11 + 4;
                                           _29 = (sizetype) ptr_8 < _31;
                                           _27 = size_10 + (sizetype) ptr_8;
                                           _22 = (sizetype) seed_11 < _27;
                                           if ((_22 & _29) != 0) goto 5;
                                           else goto 6;
     <bb 5>:                             <bb 5>: (the loop as it was)
       # i_23 = PHI <i_14(5), 0(4)>   ==>  ...
       rand32_15 = *seed_11;             <bb 6>:
       ...                                 memopt_promoted_44 = *seed_11;
       rand32_18 = rand32_17 r>> 19;     <bb 7>: (the copy)
       *seed_11 = rand32_18;               # i_7 = PHI <0(6), i_43(7)>
       _4 = ptr_8 + i_23;                  # memopt_promoted_45
       *_4 = _5;                           #   = PHI <memopt_promoted_44(6),
       i_14 = i_23 + 1;                    #          rand32_36(7)>
       if (size_10 > i_14) goto 5;         rand32_1 = memopt_promoted_45;
                                           ...
                                           rand32_36 = rand32_35 r>> 19;
                                           *_40 = _41;
                                           if (size_10 > i_43) goto 7;
                                         <bb 8>: *seed_11 = rand32_36;

   The byte stores ptr_8[0 .. size_10 - 1] (N = size_10 - 1 latch
   executions, step 1, size 1) may write *seed_11 only when
   [ptr_8, ptr_8 + size_10) meets [seed_11, seed_11 + 4).

   The pass runs under the GIMPLE driver (gimple-pass.cc), one innermost
   loop after the other (its unit: a loop is read after the loops before
   it are versioned), without the memory IR.  Per loop (at most
   max-promote-loops versioned per function; each loop at most
   max-promote-blocks blocks and max-promote-stmts statements, optimized
   for speed, with one exit, tested every iteration):
     1. read the loop (decide): every memory access (a load or store of a
        register-type value); a call that reads or writes memory, asm,
        a volatile access, a statement that may throw, an abnormal or EH
        edge is a barrier (promote_scan_loop);
     2. describe each access to the core (promote_describe,
        gimple-promote-loop.cc: its location, whether that is at a fixed
        address, whether it runs every iteration and before the exit
        test, its range); GCC's oracle answers which accesses may
        overlap a P (may_overlap), and the cost model's facts come from
        gimple-loop-facts.cc;
     3. the number of latch executions N (number_of_iterations_exit);
        when GCC says it holds only under an assumption, or that the
        loop may exit at once (may_be_zero), the check also sends those
        cases to the unchanged loop;
     4. the core chooses (mo_promote, plugin/core/promote.c: the
        candidates, their checks, the verdict of each with the profile's
        expected iterations; at most max-promote-locations of them); the
        driver passes each through the transformation counter (apply);
     5. finish: the loop versioned on the checks the core gives for the
        locations allowed (mo_promote_version_checks; promote_version,
        gimple-promote-version.cc): the check is true when a range
        overlaps a P, or their hull (an assumption fails too): the
        original loop runs, unchanged; else the copy, in which P's first
        read before the loop fills a register, P's reads become copies
        of the register, P's writes set it, and one write after the
        loop's exit stores it back (when the loop writes P;
        promote_rewrite_copy, with an empty volatile asm between two
        write-backs against GCC's basic block vectorizer).

   Correctness: in the copy, no other access touches P's bytes (the
   ranges cover every address the accesses can take in iterations
   0..N), so P's value lives only in the register, which each read
   would have read; the write after the loop writes the value the
   last write of the loop wrote, which the original loop left in
   memory.  The read before the loop reads P, which the first iteration
   accessed before the exit test anyway; the write after it writes a
   location the loop wrote on every path (mo_promote_decide).  An
   address range that would wrap past the end of the address space
   would need an object there, which Linux does not map.

   Check mode (check.cc): before the write after the loop, P is read
   again and must still hold the value read before the loop: a range
   that missed an access which wrote P shows up as a changed P.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-scalar-evolution.h"
#include "gimple-loop-facts.h"
#include "gimple-promote-version.h"
#include "gimple-promote-settle.h"

namespace {

/* One run of memopt-promote on a function: its innermost loops, one
   unit each (gimple-pass.h, next_unit).  */
class promote_transform : public memopt_gimple_transform
{
public:
  explicit promote_transform (gimple_ir &ir);
  ~promote_transform ();
  int decide () final override;
  void print_decisions (FILE *file) const final override;
  void apply (int k) final override;
  void finish (int applied) final override;
  void print_stats (FILE *file) const final override;
  bool next_unit () final override;
  unsigned int todo () const final override;

private:
  bool read_loop ();
  bool version ();
  static bool may_overlap (void *ctx, int a, int p);
  static bool facts (void *ctx, int p, mo_carry_loop *out);

  bool loops_init_;
  std::vector<class loop *> loops_;
  size_t cur_;
  int versioned_;
  /* The loop being decided: its exit, N, its accesses (ACC_ for GCC,
     DESC_ for the core, BASE_ the trees of their ranges' bases).  */
  class loop *loop_;
  edge exit_;
  tree_niter_desc nd_;
  std::vector<promote_access> acc_;
  std::vector<mo_promote_access> desc_;
  std::vector<tree> base_;
  mo_carry_target target_;
  memopt_loop_live *live_;
  mo_promote_desc d_;
  mo_promote_decisions dec_;
  std::vector<int> chosen_;     /* the decisions the counter allowed */
};

promote_transform::promote_transform (gimple_ir &ir)
  : memopt_gimple_transform (ir), loops_init_ (false), cur_ (0),
    versioned_ (0), loop_ (NULL), exit_ (NULL), live_ (NULL)
{
  memset (&dec_, 0, sizeof dec_);
  memset (&d_, 0, sizeof d_);
  if (number_of_loops (cfun) <= 1)
    return;
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  scev_initialize ();
  calculate_dominance_info (CDI_DOMINATORS);
  loops_init_ = true;
  memopt_for_each_innermost_loop (cfun, [&] (class loop *loop)
				  { loops_.push_back (loop); });
}

promote_transform::~promote_transform ()
{
  mo_promote_decisions_free (&dec_);
  if (loops_init_)
    {
      scev_finalize ();
      loop_optimizer_finalize ();
    }
}

/* GCC's alias oracle: may access A overlap the location of access P?  */
bool
promote_transform::may_overlap (void *ctx, int a, int p)
{
  promote_transform *t = (promote_transform *) ctx;
  ao_ref pref, r;
  ao_ref_init (&pref, t->acc_[p].ref);
  ao_ref_init (&r, t->acc_[a].ref);
  return refs_may_alias_p_1 (&pref, &r, true);
}

/* The cost model's facts of the loop for P's register: P's loads go,
   their values are P's register instead.  */
bool
promote_transform::facts (void *ctx, int p, mo_carry_loop *out)
{
  promote_transform *t = (promote_transform *) ctx;
  if (!t->live_)
    return false;
  auto_bitmap loaded;
  for (size_t b = 0; b < t->acc_.size (); b++)
    {
      tree lhs = t->acc_[b].store ? NULL_TREE
		 : gimple_get_lhs (t->acc_[b].stmt);
      if (lhs && TREE_CODE (lhs) == SSA_NAME && t->desc_[b].loc == p)
	bitmap_set_bit (loaded, SSA_NAME_VERSION (lhs));
    }
  memopt_loop_facts (t->live_, loaded, out);
  return true;
}

/* Steps 1 and 3 for loop_: its accesses and N, or false (and why in
   the dump).  */
bool
promote_transform::read_loop ()
{
  class loop *loop = loop_;
  edge exit = exit_ = single_exit (loop);
  const char *why = NULL;
  acc_.clear ();
  if (!exit || (exit->flags & (EDGE_ABNORMAL | EDGE_EH)))
    why = "not one exit";
  else if (loop->num_nodes > (unsigned) memopt_opts.max_promote_blocks)
    why = "too many blocks";
  else if (!dominated_by_p (CDI_DOMINATORS, loop->latch, exit->src))
    why = "the exit test does not run every iteration";
  else if (!optimize_loop_for_speed_p (loop))
    why = "optimized for size";
  else
    {
      basic_block *bbs = get_loop_body (loop);
      bool ok = promote_scan_loop (loop, bbs, acc_);
      free (bbs);
      if (!ok)
	why = "a barrier";
      else if (acc_.empty ())
	why = "no memory access";
      else if (!number_of_iterations_exit_assumptions (loop, exit, &nd_,
							NULL)
	       || integer_zerop (nd_.assumptions)
	       || !promote_computable_before (nd_.niter, loop)
	       || !promote_computable_before (nd_.assumptions, loop)
	       || !promote_computable_before (nd_.may_be_zero, loop))
	why = "no iteration count";
    }
  if (why && dump_file)
    fprintf (dump_file, "loop %d: %s\n", loop->num, why);
  return !why;
}

/* Does GCC's loop vectorizer run on FUN's loops after this pass (its
   pass and the loop pipeline it is in are on)?  Then the second
   instance of this pass runs after it too (gimple-promote-settle.cc).  */
static bool
vectorizer_runs (function *fun)
{
  return (opt_for_fn (fun->decl, flag_tree_loop_vectorize)
	  || fun->has_force_vectorize_loops)
	 && opt_for_fn (fun->decl, flag_tree_loop_optimize);
}

/* Steps 1-4 for the next loop: the core's decisions.  */
int
promote_transform::decide ()
{
  mo_promote_decisions_free (&dec_);
  chosen_.clear ();
  if (cur_ >= loops_.size ())
    return 0;
  loop_ = loops_[cur_];
  scev_reset ();
  if (!read_loop ())
    return 0;
  /* The cost model of carried values: P's register beside what GCC
     keeps live in the loop (and the locations promoted before it).  */
  memopt_carry_target (&target_);
  live_ = memopt_opts.carry_cost ? memopt_loop_live_new (loop_) : NULL;
  promote_describe (loop_, exit_, acc_, live_ != NULL, desc_, base_);
  d_.n = (int) desc_.size ();
  d_.v = desc_.data ();
  d_.iterations = expected_loop_iterations_unbounded (loop_) + 1.0;
  d_.may_overlap = may_overlap;
  d_.facts = facts;
  d_.target = &target_;
  d_.ctx = this;
  d_.vectorizer = vectorizer_runs (cfun);
  mo_promote_params params;
  params.max_checks = memopt_opts.max_promote_checks;
  params.min_iterations = memopt_opts.min_promote_iterations;
  params.max_candidates = memopt_opts.max_promote_candidates;
  params.max_promoted = memopt_opts.max_promote_locations;
  params.max_step = memopt_opts.max_promote_step;
  mo_promote (&d_, &params, &dec_, NULL);
  memopt_loop_live_free (live_);
  live_ = NULL;
  d_.facts = NULL;
  for (int k = 0; dump_file && k < dec_.ncand; k++)
    {
      const mo_promote_decision &c = dec_.cands[k];
      fprintf (dump_file, "loop %d: ", loop_->num);
      print_generic_expr (dump_file, acc_[c.p].ref);
      fprintf (dump_file, ": %d reads, %d writes, %d checks, %.1f "
	       "iterations: %s\n", c.loop.loads, c.loop.stores, c.loop.checks,
	       c.loop.iterations, mo_promote_verdict_name (c.verdict));
    }
  return dec_.len;
}

void
promote_transform::print_decisions (FILE *file) const
{
  mo_promote_decisions_print (&dec_, file);
}

/* Decision K is allowed (the counter): versioned with the others in
   finish.  */
void
promote_transform::apply (int k)
{
  chosen_.push_back (k);
}

/* Step 5: the loop versioned for the decisions allowed; true when it
   was.  */
bool
promote_transform::version ()
{
  mo_promote_checks checks;
  memset (&checks, 0, sizeof checks);
  mo_promote_version_checks (&d_, &dec_, chosen_.data (), (int) chosen_.size (),
		     &checks);
  /* Where GCC's vectorizer runs, every copy is settled after "vect"
     (gimple-promote-settle.cc): one that pays only if GCC vectorizes it
     (every location if-vectorized) is kept only if GCC vectorized the
     copy and not the original; any other, unless GCC vectorized the
     original and not the copy.  */
  bool if_vectorized = true;
  for (int k : chosen_)
    if_vectorized &= dec_.v[k].verdict == MO_PROMOTE_IF_VECTORIZED;
  bool tentative = d_.vectorizer;   /* settled after "vect" */
  int tag = tentative ? promote_settle_begin (if_vectorized) : -1;
  class loop *copy = promote_version (loop_, nd_, checks, acc_, base_, tag);
  mo_promote_checks_free (&checks);
  if (!copy)
    return false;
  bool written = false;
  for (int k : chosen_)
    {
      const mo_promote_decision &dec = dec_.v[k];
      tree p = acc_[dec.p].ref;
      if (promote_rewrite_copy (copy, p, acc_[dec.p].stmt, dec.loop.loads,
				dec.loop.stores, written))
	{
	  written |= dec.loop.stores > 0;
	  if (tentative)
	    {
	      memopt_deferred_remark r;
	      memopt_remark_defer (acc_[dec.p].stmt, &r,
				   MO_REMARK_FMT_LOOP_PROMOTED,
				   memopt_expr (p), dec.loop.checks,
				   dec.loop.loads, dec.loop.stores);
	      promote_settle_remark (tag, r);
	    }
	  else
	    memopt_remark_stmt (acc_[dec.p].stmt, MO_REMARK_FMT_LOOP_PROMOTED,
				memopt_expr (p), dec.loop.checks,
				dec.loop.loads, dec.loop.stores);
	}
      else if (dump_file)
	fprintf (dump_file, "loop %d: the copy lacks the accesses of %s: "
		 "left as it is\n", copy->num, memopt_expr (p));
    }
  return true;
}

/* Step 5 for the decisions the counter allowed (each location one
   transformation).  */
void
promote_transform::finish (int)
{
  if (!chosen_.empty () && version ())
    versioned_++;
  chosen_.clear ();
}

void
promote_transform::print_stats (FILE *file) const
{
  fprintf (file, ", %d loops versioned", versioned_);
}

bool
promote_transform::next_unit ()
{
  return ++cur_ < loops_.size () && versioned_ < memopt_opts.max_promote_loops;
}

unsigned int
promote_transform::todo () const
{
  return versioned_ ? TODO_cleanup_cfg : 0;
}

memopt_gimple_transform *
create (gimple_ir &ir)
{
  return new promote_transform (ir);
}

/* Compiled for speed, without setjmp or nonlocal labels.  */
bool
promote_gate (function *fun)
{
  return !fun->calls_setjmp && !fun->has_nonlocal_label
	 && optimize_function_for_speed_p (fun);
}

const memopt_gimple_pass_def promote_pass = {
  "memopt-promote", &memopt_opts.promote, false, create, promote_gate, true
};

} // namespace

/* memopt.cc makes instance 1, this file's, before the first "sink", and
   instance 2, gimple-promote-settle.cc's, after "vect".  */
gimple_opt_pass *
memopt_make_promote_pass (gcc::context *ctxt, int instance)
{
  if (instance == 2)
    return promote_settle_pass (ctxt);
  return memopt_gimple_pass (&promote_pass, ctxt);
}
