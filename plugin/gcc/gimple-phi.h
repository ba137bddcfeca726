/* gimple-phi.h - what the files of memopt-phi share: the pass's view of
   locations and its per-function state (gimple-phi.cc applies
   decisions, gimple-phi-translate.cc answers the core's questions,
   gimple-phi-calls.cc keeps the phi-across-calls budget,
   gimple-phi-pcom.cc leaves some loops to predictive commoning,
   gimple-phi-lazy.cc applies lazy decisions).  Include after
   tree-affine.h.  */

#ifndef MEMOPT_GIMPLE_PHI_H
#define MEMOPT_GIMPLE_PHI_H

#include "gimple-ir.h"
#include "gimple-loop-facts.h"

/* What the pass knows of one location id: a reference for the oracle,
   and its address as an affine form (computed on demand).  */
struct phi_loc
{
  tree ref;
  /* REF is the reference of location PATH_OF (its own id for a location
     of the IR) with names substituted by translation, so it has that
     location's access path; -1: REF was built from the address
     (a MEM_REF of a pointer plus a constant).  */
  int path_of;
  bool have_form, form_ok;
  hashval_t hash;
  aff_tree form;
};

/* A group of lazy decisions being applied (phi.c, step 5;
   gimple-phi-lazy.cc): the load's block was split before the group's
   first applied load into TOP, which ends with the test of the flag, and
   JOIN, which starts with that load; SLOW, on TOP's false edge, performs
   the group's loads.  */
struct phi_lazy_group
{
  int group;                  /* the decisions' lazy_group */
  basic_block top, slow, join;
  edge fast;                  /* TOP -> JOIN, taken when the flag is true */
  tree vuse;                  /* the memory state SLOW's loads read */
  gimple *first;              /* the first applied load of the group */
  int loads;                  /* loads one test serves, for the remarks:
				 the group's, at most what its loop takes */
};

/* The pass's state for one function.  */
struct phi_ctx
{
  gimple_ir *ir;
  auto_vec<phi_loc *> locs;   /* by location id; new ones appended */
  bool all_forms;             /* every existing location has its form */
  auto_vec<edge> split;       /* edges into a block from a block that an
				 earlier insertion split off an edge */
  hash_map<tree, name_expansion *> *cache;
  /* Translations made so far (phi_translate_cb), by location, block
     and predecessor, while the function does not change.  */
  hash_map<int_hash<HOST_WIDE_INT, -1, -2>, int> translated;
  /* Alias answers given so far (phi_alias_cb), by instruction and
     location: the searches for different loads of one location ask
     about the same instructions.  While the function does not change.  */
  hash_map<pair_hash<nofree_ptr_hash<const mo_inst>, int_hash<int, -1, -2> >,
	   int> answered;
  hash_map<gimple *, int> across;  /* per call: values applied decisions
				      keep live across it */
  auto_vec<gimple *> crossing;     /* the calls of the decision being
				      applied (decision_problem) */
  auto_vec<phi_lazy_group> lazy;   /* lazy groups split so far */
  mo_carry_target target;          /* for the cost model (carry-cost) */
  /* The liveness of each loop the cost model asked about, by loop
     number, while the function does not change (decide).  */
  memopt_loop_live_map loop_live;
};

/* Start C for IR: one phi_loc per location of the IR.  */
void phi_ctx_init (phi_ctx &c, gimple_ir &ir);
/* Release what C holds.  */
void phi_ctx_free (phi_ctx &c);

/* The edge that leads from FROM to TO: the CFG edge, or after an
   insertion split it, the edge from the new block (whose only
   predecessor is FROM) to TO.  NULL when there is none.  */
edge phi_edge_between (phi_ctx &c, basic_block from, basic_block to);

/* The block where the end of BB now is: BB, or the last part of it
   after lazy groups split it.  */
basic_block phi_block_end (phi_ctx &c, basic_block bb);

/* Lazy decisions (gimple-phi-lazy.cc).  Why lazy decision D, which
   replaces LOAD, cannot be applied, or NULL.  FIRST: the load of the
   group's first decision, where the group's loads will be performed
   (the group is not made yet when its first decision asks for all).  */
const char *phi_lazy_problem (phi_ctx &c, const mo_phi_decision &d,
			      gimple *load, gimple *first);
/* Whether the lazy group GROUP (a decision index) is made.  */
bool phi_lazy_group_made (phi_ctx &c, int group);
/* Apply lazy decision D (phi_lazy_problem accepted it): LOAD becomes
   "flag ? value : load" for the group's flag.  RESULTS are the value
   PHIs already made for D's nodes; GROUP_SIZE is for the remark.  */
void phi_lazy_apply (phi_ctx &c, const mo_phi_decision &d, gimple *load,
		     const vec<tree> &results, int group_size);

/* The callbacks of mo_phi (memopt.h section 9), CTX a phi_ctx.  */
int phi_translate_cb (void *ctx, int loc, int block, int pred);
mo_alias phi_alias_cb (void *ctx, const mo_inst *a, const mo_inst *b);
bool phi_can_insert_cb (void *ctx, int loc, int pred, int block);
bool phi_colder_cb (void *ctx, int pred, int block, int load_block);
bool phi_loop_facts_cb (void *ctx, int header, const int *vals, int nvals,
			mo_carry_loop *out);
int phi_loc_class_cb (void *ctx, int loc);
int phi_load_insns_cb (void *ctx, int block, int index, bool carried);
int phi_carry_moves_cb (void *ctx, int val, int block, int index);
bool phi_above_crosses_call (phi_ctx &c, const mo_phi_decision &d,
			     gimple *load);

/* The reference a load of LOC placed at the end of AT reads, built from
   LOC's address as the replaced load TEMPLATE_REF reads, or NULL_TREE
   when that address is not a pointer plus a constant available there.  */
tree phi_insertion_ref (phi_ctx &c, int loc, basic_block at,
			tree template_ref);

/* The address of REF as an affine form with expanded names (C's cache),
   or false.  */
bool phi_address_form (phi_ctx &c, tree ref, aff_tree *form);

/* The virtual operand live on edge E, or NULL_TREE.  */
tree phi_vop_on_edge (edge e);

/* True when applying D, which replaces LOAD, would keep one more value
   live across a call than phi-across-calls allows, given the decisions
   applied before it; fills C.crossing with the calls it would cross
   (phi_count_crossings counts them once it is applied).  */
bool phi_over_across_budget (phi_ctx &c, const mo_phi_decision &d,
			     gimple *load);
/* Count the values the decision just applied keeps live across each call
   of C.crossing.  */
void phi_count_crossings (phi_ctx &c);

/* True when D, which replaces LOAD with a PHI at a loop header, is a
   loop-carried reuse that GCC's predictive commoning certainly makes
   after this pass (gimple-phi-pcom.cc says when), so memopt-phi leaves
   it to pcom.  */
bool phi_left_to_pcom (phi_ctx &c, const mo_phi_decision &d, gimple *load);

#endif /* MEMOPT_GIMPLE_PHI_H */
