/* ipa-inline.cc - a small static leaf function is treated as if it
   were declared inline, so that GCC's inliner takes its calls (pass
   memopt-inline, simple IPA, before GCC's IPA inliner; every target).

   A call of a small function costs the caller memory accesses: the
   callee-saved registers that hold its values across the call, saved
   and restored in its prologue and epilogue, and spills.  GCC 12 at -O2
   inlines a function nobody declared inline only when the body is at
   most 15 instructions; clang's limit is much higher.  pngvalid's
   image_pixel_init makes twelve calls of sample(), 44 instructions:

       before (AArch64, GCC 12 -O2):        after:
         image_pixel_init:                    image_pixel_init:
           stp x29, x30, [sp, -96]!             (sample's body, twelve
           stp x19, x20, [sp, 16]                times, inline; one
           ... four more pairs                   pair saved)
           bl  sample  (x12)
           ldp x19, x20, [sp, 16] ...

   165 M loads and 178 M stores fewer over pngvalid --transform.

   For each function of the unit, the facts plugin/core/inline.c decides
   on: static, GCC may inline it (no noinline, noipa or cold attribute,
   not an alias or a thunk), not already inline, not a part GCC's
   ipa-split outlined, -O2 or -O3 with -finline-small-functions and
   without -fno-inline, the calls left in its body (its call graph
   edges, after early inlining), a cycle in its CFG, its size as GCC's
   own summary estimates it (ipa_size_summaries, from the early passes),
   the calls of it from other functions.  A function the core accepts
   gets DECL_DECLARED_INLINE_P, what "static inline" in the source would
   have set, and DECL_NO_INLINE_WARNING_P, so that -Winline warns only
   about functions the programmer declared inline.  Each is one
   transformation (max-transforms) with a remark at the function.

   Correctness: "inline" on a static function changes nothing of what
   the program means (C11 6.7.4); GCC's inliner still decides each call,
   with its checks of what may be inlined and its limits on growth, and
   does the inlining.  Check mode adds no run-time check: nothing of
   memopt's is left in the code to check.

   Position: in the small IPA passes, after every function's early
   passes (their summaries are there; the early inliner has run, with
   its own smaller limits) and before the regular IPA passes, of which
   "inline" decides with the hint.  */

#include "gcc-common.h"
#include "glue.h"
#include "symbol-summary.h"
#include "sreal.h"
#include "ipa-prop.h"
#include "ipa-fnsummary.h"

namespace {

const pass_data inline_pass_data = {
  SIMPLE_IPA_PASS, "memopt-inline", OPTGROUP_OTHER, TV_NONE, 0, 0, 0, 0, 0
};

/* Does FN's CFG have a cycle?  */
static bool
has_cycle (function *fn)
{
  push_cfun (fn);
  bool back = mark_dfs_back_edges ();
  pop_cfun ();
  return back;
}

/* Does DECL carry an attribute that keeps GCC's inliner away, or one
   that makes the hint pointless?  */
static bool
keeps_inliner_away (tree decl)
{
  tree attrs = DECL_ATTRIBUTES (decl);
  return (DECL_UNINLINABLE (decl)
	  || lookup_attribute ("noinline", attrs)
	  || lookup_attribute ("noipa", attrs)
	  || lookup_attribute ("cold", attrs));
}

/* The direct calls of NODE from other functions.  */
static int
call_sites (cgraph_node *node)
{
  int n = 0;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->caller->ultimate_alias_target () != node)
      n++;
  return n;
}

/* The calls in NODE's body, direct and indirect.  */
static int
calls_in_body (cgraph_node *node)
{
  int n = 0;
  for (cgraph_edge *e = node->callees; e; e = e->next_callee)
    n++;
  for (cgraph_edge *e = node->indirect_calls; e; e = e->next_callee)
    n++;
  return n;
}

/* Fill F with what the core needs about NODE.  */
static void
describe (cgraph_node *node, mo_inline_callee *f)
{
  tree decl = node->decl;
  function *fn = DECL_STRUCT_FUNCTION (decl);
  ipa_size_summary *size = (ipa_size_summaries
			    ? ipa_size_summaries->get (node) : NULL);

  memset (f, 0, sizeof *f);
  f->is_static = !TREE_PUBLIC (decl) && !DECL_EXTERNAL (decl);
  f->may_inline = (!node->alias && !node->thunk && !node->inlined_to
		   && fn && fn->cfg && !keeps_inliner_away (decl));
  f->declared_inline = (DECL_DECLARED_INLINE_P (decl)
			|| DECL_DISREGARD_INLINE_LIMITS (decl));
  f->split_part = node->split_part;
  f->for_speed = (opt_for_fn (decl, optimize) >= 2
		  && !opt_for_fn (decl, optimize_size)
		  && opt_for_fn (decl, flag_inline_small_functions)
		  && !flag_no_inline);
  f->calls = calls_in_body (node);
  f->has_loop = f->may_inline && has_cycle (fn);
  f->size = size ? size->size : -1;
  f->call_sites = call_sites (node);
}

class inline_pass : public simple_ipa_opt_pass
{
public:
  inline_pass (gcc::context *ctxt)
    : simple_ipa_opt_pass (inline_pass_data, ctxt) {}

  bool gate (function *) final override
  {
    return optimize >= 2 && memopt_opts.leaf_inline;
  }

  unsigned int execute (function *) final override;
};

unsigned int
inline_pass::execute (function *)
{
  mo_inline_params params;
  params.max_size = memopt_opts.max_inline_size;
  cgraph_node *node;

  FOR_EACH_DEFINED_FUNCTION (node)
    {
      if (!node->has_gimple_body_p ())
	continue;
      mo_inline_callee f;
      describe (node, &f);
      enum mo_inline_verdict v = mo_inline_decide (&f, &params);
      if (dump_file)
	fprintf (dump_file, "%s: static %d, may inline %d, inline %d, "
		 "split part %d, for speed %d, calls %d, loop %d, size %d, "
		 "called %d: %s\n",
		 node->dump_name (), f.is_static, f.may_inline,
		 f.declared_inline, f.split_part, f.for_speed, f.calls,
		 f.has_loop, f.size, f.call_sites, mo_inline_verdict_name (v));
      if (v != MO_INLINE_YES || !memopt_transform_allowed ())
	continue;
      DECL_DECLARED_INLINE_P (node->decl) = 1;
      DECL_NO_INLINE_WARNING_P (node->decl) = 1;
      memopt_remark_decl (node->decl, MO_REMARK_FMT_LEAF_INLINE,
			  node->name (), f.size, f.call_sites);
    }
  return 0;
}

} // namespace

simple_ipa_opt_pass *
memopt_make_inline_pass (gcc::context *ctxt)
{
  return new inline_pass (ctxt);
}
