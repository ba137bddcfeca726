/* gimple-ir.h - the memory IR of a GIMPLE function (gimple-ir.cc).

   Every GIMPLE pass of memopt (memopt-lse, and the passes after it) sees
   a function the same way: gimple_ir_build turns it into the core's
   mo_func, with location and value ids and GCC's alias oracle behind the
   alias callback, and keeps the way back from each core instruction to
   its statement and from each value id to its tree.  */

#ifndef MEMOPT_GIMPLE_IR_H
#define MEMOPT_GIMPLE_IR_H

#include "memopt.h"

struct gimple_ir_loc
{
  tree ref;            /* the first reference seen with this id */
  tree base;           /* exact extent: the base, else NULL_TREE */
  HOST_WIDE_INT offset, size;
  hashval_t hash;
  int next;            /* chain in the hash bucket */
};

struct gimple_ir_val
{
  tree t;
  hashval_t hash;
  int next;
};

struct gimple_ir
{
  function *fun;
  bool builtin_stores;       /* describe memset, memcpy, strcpy ... whose
				result is unused as stores (gimple-ir.cc) */
  mo_func *f;
  vec<gimple_ir_loc> locs;
  vec<int> loc_buckets;
  vec<gimple_ir_val> vals;
  vec<int> val_buckets;
  vec<int> ssa_val;          /* SSA version -> value id, -1 */
  vec<gimple *> inst_stmt;   /* per core instruction, by its origin index */
  vec<tree> inst_ref;        /* its tracked reference, or NULL_TREE */
  vec<int> block_of_bb;      /* bb index -> core block, -1 if unreachable */
  vec<basic_block> bb_of_block;  /* core block -> bb (0: ENTRY_BLOCK) */
  /* The oracle's view of each reference asked about so far (its base,
     extent and alias sets, computed once): gimple_ir_alias_ref.  Only
     while the function does not change (gimple_ir_changing).  */
  mutable hash_map<tree, ao_ref> *ao_refs;
  bool changing;
};

/* Why FUN cannot be given to the core at all (setjmp, nonlocal labels),
   or NULL.  */
const char *gimple_ir_function_problem (function *fun);

/* Build the memory IR of FUN into IR (which must be zeroed).  The result
   satisfies mo_func_check.  IR.f->alias_ctx points to IR: IR must stay
   where it is while the core runs.  */
void gimple_ir_build (gimple_ir &ir, function *fun);

/* What the driver (gimple-pass.cc) does first: when FUN can be given to the core,
   zero IR, build it, check the core's invariants and (with -details)
   dump it as "Memory IR:", and return true; otherwise dump why
   ("Skipped: ...") and return false, leaving nothing to free.  */
bool gimple_ir_start (gimple_ir &ir, function *fun,
		      bool builtin_stores = false);

/* REF as the alias oracle sees it (ao_ref_init), with its base, extent
   and alias sets computed; while IR does not change, computed once per
   reference.  */
ao_ref gimple_ir_oracle_ref (const gimple_ir &ir, tree ref);

/* From now on the function changes (a pass applies its decisions): the
   alias callback no longer keeps what it learnt about a reference, whose
   tree may change or be freed.  */
void gimple_ir_changing (gimple_ir &ir);

/* Release everything gimple_ir_build allocated.  */
void gimple_ir_free (gimple_ir &ir);

/* The statement and the tracked reference (or NULL_TREE) of core
   instruction I.  */
gimple *gimple_ir_stmt (const gimple_ir &ir, const mo_inst *i);
tree gimple_ir_ref (const gimple_ir &ir, const mo_inst *i);

/* How instruction A relates to reference REF_B: NO, NO_BY_TYPE or MAY
   from GCC's oracle, as the IR's alias callback answers for two tracked
   references (REF_B NULL_TREE: MAY).  */
mo_alias gimple_ir_alias_ref (const gimple_ir &ir, const mo_inst *a,
			      tree ref_b);

/* For a builtin call that builtin_stores describes as a store (memset,
   memcpy, memmove, strncpy of constant size; strcpy, stpcpy into a whole
   declaration; result unused): the region it writes, else NULL_TREE.  */
tree gimple_ir_builtin_store_ref (gimple *stmt);

/* For a part NARROW of location WIDE (gimple-ir.cc, "Parts"): true, and
   in *SHIFT how many bits right WIDE's value must be shifted for its
   low bits to be NARROW's value (the byte order of the target).  False
   when they are not a part and its whole.  */
bool gimple_ir_part_shift (const gimple_ir &ir, int narrow, int wide,
			   HOST_WIDE_INT *shift);

/* The tree of value id VAL.  */
tree gimple_ir_value (const gimple_ir &ir, int val);

/* Per function, with verbose: how many loads and stores the IR has.  */
void gimple_ir_count (const gimple_ir &ir, int *loads, int *stores);

#endif /* MEMOPT_GIMPLE_IR_H */
