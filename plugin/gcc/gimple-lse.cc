/* gimple-lse.cc - heap load/store elimination on GIMPLE (pass memopt-lse).

   The glue between GIMPLE and the core's mo_lse (plugin/core/lse.c, which
   explains the algorithm).  This file
     1. builds the memory IR: one core block per reachable basic block, one
	core instruction per statement that touches memory;
     2. gives every tracked memory reference a location id (equal ids: the
	same bytes, with compatible types) and every stored or loaded value
	a value id (equal ids: the same SSA name or the same constant);
     3. answers the core's alias queries with GCC's oracle
	(refs_may_alias_p, stmt_may_clobber_ref_p_1: they honour TBAA,
	-fno-strict-aliasing, points-to and escape information, and the
	mod/ref summaries of calls and builtins);
     4. applies the decisions, each only when memopt_transform_allowed ()
	agrees, and reports each with a remark.

   Before / after (what GCC 12 -O2 leaves and this pass removes: the load
   after the pure call, because GCC's oracle knows the call cannot write
   the non-escaping struct s):

     s.a = x_2(D);                      s.a = x_2(D);
     _1 = lookup (k_3(D));              _1 = lookup (k_3(D));
     _4 = s.a;                     =>   _4 = x_2(D);

   A replaced load becomes a copy "LHS = VALUE" and later passes propagate
   it; a removed store is unlinked from the virtual SSA web.  Neither
   changes the CFG, so SSA stays valid without a rebuild.

   Statements and what the core sees:
     load of a tracked reference into an SSA name       MO_LOAD
     store of an SSA name or constant to a tracked ref  MO_STORE
     other store (aggregate copy, bit-field, CLOBBER)   MO_WRITE (+ MO_READ)
     call with a virtual definition                     MO_WRITE
     call with only a virtual use (pure), return        MO_READ
     volatile access, asm with memory effects, atomic,
     returns_twice call, machine builtin with memory    MO_BARRIER
   A reference is tracked when it is not volatile, not a bit-field (nor a
   BIT_FIELD_REF, nor a field declared as a bit-field that GCC laid out as
   a plain one), of register type, and has a fixed size.  Statements
   that can throw are kept (MO_INST_KEEP): removing them would change EH.
   Blocks entered by an abnormal or EH edge start with nothing known.
   Functions that call setjmp or have nonlocal labels are skipped whole.

   Location ids.  Two tracked references get the same id when either
     - get_ref_base_and_extent_hwi gives both an exact extent, and the
       bases are operand_equal_p, the byte offsets and sizes are equal, or
     - their whole trees are operand_equal_p (variable indices through the
       same SSA names: the same address wherever both are evaluated, and
       the core forgets everything at loop headers)
   and in both cases their types are types_compatible_p, so forwarding a
   value between them needs no conversion.  Anything else is a different
   id and the oracle decides NO or MAY.

   Placement.  After "pre" (instance 1): at -O2 FRE has run four times and
   PRE once, so what is left is what GCC's value numbering could not prove;
   at -O1 PRE's slot is empty but the position is the same, after the
   early FRE runs.  Measured on tests/lse and the torture sample (make
   bench): the removals happen here and not earlier because FRE removes
   the rest; running earlier would mostly duplicate FRE's work.

   Dump: GCC 12 parses -fdump-tree-NAME before plugins are loaded, so a
   plugin pass's dump is reached through -fdump-tree-all(-details); the
   file is BASE.NNNt.memopt-lse.  With -details it shows the memory IR of each function,
   then one line per decision with the stable phrases
     "Replacing load", "Removing redundant store", "Loop-invariant load",
     "Skipped:" (with the reason).  */

#include "gcc-common.h"
#include "glue.h"

namespace {

/* ------------------------------------------------------------------ */
/* Location and value interning.                                       */

struct loc_entry
{
  tree ref;            /* the first reference seen with this id */
  tree base;           /* exact extent: the base, else NULL_TREE */
  HOST_WIDE_INT offset, size;
  hashval_t hash;
  int next;            /* chain in the hash bucket */
};

struct val_entry
{
  tree t;
  hashval_t hash;
  int next;
};

struct builder
{
  function *fun;
  mo_func *f;
  vec<loc_entry> locs;
  vec<int> loc_buckets;
  vec<val_entry> vals;
  vec<int> val_buckets;
  vec<int> ssa_val;     /* SSA version -> value id, -1 */
  vec<gimple *> inst_stmt; /* per core instruction, by its origin index */
  vec<tree> inst_ref;      /* its tracked reference, or NULL_TREE */
  vec<int> block_of_bb; /* bb index -> core block */
  vec<basic_block> bb_of_block;
};

static void
buckets_init (vec<int> &b, unsigned n)
{
  b.create (n);
  b.safe_grow (n);
  for (unsigned i = 0; i < n; i++)
    b[i] = -1;
}

/* True when REF may be tracked: a location whose value the heap can hold.
   It is always safe to return false.  */
static bool
trackable_ref_p (tree ref)
{
  if (TREE_THIS_VOLATILE (ref) || !is_gimple_reg_type (TREE_TYPE (ref)))
    return false;
  if (TREE_CODE (ref) == BIT_FIELD_REF || TREE_CODE (ref) == WITH_SIZE_EXPR)
    return false;
  for (tree t = ref; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      /* Bit-fields, including those GCC lays out as plain fields
	 (DECL_BIT_FIELD cleared, DECL_BIT_FIELD_TYPE kept).  */
      if (TREE_CODE (t) == COMPONENT_REF
	  && (DECL_BIT_FIELD (TREE_OPERAND (t, 1))
	      || DECL_BIT_FIELD_TYPE (TREE_OPERAND (t, 1))))
	return false;
      if (TREE_CODE (t) == BIT_FIELD_REF || TREE_THIS_VOLATILE (t))
	return false;
    }
  tree size = TYPE_SIZE (TREE_TYPE (ref));
  return size && TREE_CODE (size) == INTEGER_CST;
}

static bool
loc_matches (const loc_entry &e, tree ref, tree base, HOST_WIDE_INT offset,
	     HOST_WIDE_INT size)
{
  if (!types_compatible_p (TREE_TYPE (e.ref), TREE_TYPE (ref)))
    return false;
  if (base && e.base)
    return e.offset == offset && e.size == size
	   && operand_equal_p (e.base, base, 0);
  return operand_equal_p (e.ref, ref, 0);
}

/* The location id of tracked reference REF.  */
static int
intern_loc (builder &b, tree ref)
{
  HOST_WIDE_INT offset = 0, size = 0;
  bool reverse = false;
  tree base = get_ref_base_and_extent_hwi (ref, &offset, &size, &reverse);
  if (base && (reverse || offset % BITS_PER_UNIT || size % BITS_PER_UNIT))
    base = NULL_TREE;
  hashval_t h = base ? iterative_hash_expr (base, iterative_hash_hashval_t
					    (offset, size))
		     : iterative_hash_expr (ref, 0);
  /* An exact and an inexact spelling of one location must still find each
     other only through the oracle (a different id): correct, and rare.  */
  h = iterative_hash_hashval_t (h, base != NULL_TREE);
  unsigned bucket = h & (b.loc_buckets.length () - 1);
  for (int i = b.loc_buckets[bucket]; i >= 0; i = b.locs[i].next)
    if (b.locs[i].hash == h && loc_matches (b.locs[i], ref, base, offset, size))
      return i;
  loc_entry e = { ref, base, offset, size, h, b.loc_buckets[bucket] };
  b.locs.safe_push (e);
  b.loc_buckets[bucket] = b.locs.length () - 1;
  return b.locs.length () - 1;
}

/* The value id of gimple value T (an SSA name or an invariant), or -1
   when it cannot be tracked.  */
static int
intern_val (builder &b, tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    {
      unsigned v = SSA_NAME_VERSION (t);
      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t))
	return -1;
      if (b.ssa_val[v] < 0)
	{
	  val_entry e = { t, 0, -1 };
	  b.vals.safe_push (e);
	  b.ssa_val[v] = b.vals.length () - 1;
	}
      return b.ssa_val[v];
    }
  if (!is_gimple_min_invariant (t))
    return -1;
  hashval_t h = iterative_hash_expr (t, 0);
  unsigned bucket = h & (b.val_buckets.length () - 1);
  for (int i = b.val_buckets[bucket]; i >= 0; i = b.vals[i].next)
    if (b.vals[i].hash == h
	&& types_compatible_p (TREE_TYPE (b.vals[i].t), TREE_TYPE (t))
	&& operand_equal_p (b.vals[i].t, t, 0))
      return i;
  val_entry e = { t, h, b.val_buckets[bucket] };
  b.vals.safe_push (e);
  b.val_buckets[bucket] = b.vals.length () - 1;
  return b.vals.length () - 1;
}

/* ------------------------------------------------------------------ */
/* Classifying statements.                                             */

static bool
atomic_or_machine_builtin_p (gimple *stmt)
{
  tree fn = gimple_call_fndecl (stmt);
  if (!fn || !fndecl_built_in_p (fn))
    return false;
  if (DECL_BUILT_IN_CLASS (fn) == BUILT_IN_MD)
    return true;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fn));
  return !strncmp (name, "__atomic", 8) || !strncmp (name, "__sync", 6)
	 || !strncmp (name, "__builtin___atomic", 18);
}

/* Append a core instruction for STMT to BLOCK; REF is its tracked
   reference (the rhs of a MO_LOAD, the lhs of a MO_STORE) or NULL_TREE.  */
static void
add_inst (builder &b, int block, mo_kind kind, int loc, int val,
	  unsigned flags, gimple *stmt, tree ref)
{
  /* The origin is an index into inst_stmt / inst_ref: stable while the
     core's arrays grow.  */
  mo_func_add (b.f, block, kind, loc, val, flags,
	       (void *) (intptr_t) b.inst_stmt.length ());
  b.inst_stmt.safe_push (stmt);
  b.inst_ref.safe_push (ref);
}

/* Append the core instructions for STMT to core block BLOCK.  */
static void
classify_stmt (builder &b, int block, gimple *stmt)
{
  if (is_gimple_debug (stmt) || !gimple_vuse (stmt))
    return;
  unsigned keep = stmt_could_throw_p (b.fun, stmt) ? MO_INST_KEEP : 0;

  if (gimple_has_volatile_ops (stmt))
    {
      add_inst (b, block, MO_BARRIER, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      return;
    }
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
      if (gimple_clobber_p (stmt))
	{
	  add_inst (b, block, MO_WRITE, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
	  return;
	}
      if (gimple_store_p (stmt))
	{
	  tree lhs = gimple_assign_lhs (stmt);
	  tree rhs = gimple_assign_rhs1 (stmt);
	  bool single = gimple_assign_single_p (stmt);
	  if (single && trackable_ref_p (lhs) && is_gimple_val (rhs))
	    {
	      int val = intern_val (b, rhs);
	      add_inst (b, block, MO_STORE, intern_loc (b, lhs), val, keep,
			stmt, lhs);
	      return;
	    }
	  if (single && gimple_assign_load_p (stmt))
	    add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
	  add_inst (b, block, MO_WRITE, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
	  return;
	}
      if (gimple_assign_load_p (stmt))
	{
	  tree lhs = gimple_assign_lhs (stmt);
	  tree rhs = gimple_assign_rhs1 (stmt);
	  if (TREE_CODE (lhs) == SSA_NAME && trackable_ref_p (rhs)
	      && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs))
	    {
	      add_inst (b, block, MO_LOAD, intern_loc (b, rhs),
			intern_val (b, lhs), keep, stmt, rhs);
	      return;
	    }
	}
      add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      return;

    case GIMPLE_CALL:
      if ((gimple_call_flags (stmt) & ECF_RETURNS_TWICE)
	  || atomic_or_machine_builtin_p (stmt))
	add_inst (b, block, MO_BARRIER, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      else if (gimple_vdef (stmt))
	{
	  add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
	  add_inst (b, block, MO_WRITE, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
	}
      else
	add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      return;

    case GIMPLE_RETURN:
      add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      return;

    default:
      /* asm with memory effects, transactions, anything unknown.  */
      if (gimple_vdef (stmt) || gimple_code (stmt) == GIMPLE_ASM)
	add_inst (b, block, MO_BARRIER, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      else
	add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt, NULL_TREE);
      return;
    }
}

/* ------------------------------------------------------------------ */
/* The alias callback.                                                 */

static gimple *
stmt_of (const builder &b, const mo_inst *i)
{
  return b.inst_stmt[(intptr_t) i->origin];
}

static tree
ref_of (const builder &b, const mo_inst *i)
{
  return b.inst_ref[(intptr_t) i->origin];
}

/* How A relates to B.  B has a tracked reference (it is the
   representative of a heap entry); A may be a store, a load, or a write
   of unknown extent.  Only NO and MAY are returned: equal location ids
   are the MUST answer and the core handles them itself.  */
static mo_alias
lse_alias (void *vctx, const mo_inst *a, const mo_inst *b)
{
  const builder &bld = *(const builder *) vctx;
  tree ref_b = ref_of (bld, b);
  if (!ref_b)
    return MO_MAY;
  gimple *stmt_a = stmt_of (bld, a);
  tree ref_a = ref_of (bld, a);
  if (ref_a)
    {
#if MEMOPT_BROKEN
      /* Deliberately wrong (self-tests only): believe stores never alias.  */
      if (a->kind == MO_STORE)
	return MO_NO;
#endif
      return refs_may_alias_p (ref_a, ref_b, true) ? MO_MAY : MO_NO;
    }
  if (a->kind == MO_BARRIER || !stmt_a)
    return MO_MAY;
  ao_ref r;
  ao_ref_init (&r, ref_b);
  if (a->kind == MO_READ)
    return ref_maybe_used_by_stmt_p (stmt_a, &r, true) ? MO_MAY : MO_NO;
  return stmt_may_clobber_ref_p_1 (stmt_a, &r, true) ? MO_MAY : MO_NO;
}

/* ------------------------------------------------------------------ */
/* Building the function.                                              */

/* Number the reachable blocks in the order GCC lays them out, the entry's
   successor first.  Returns the number of core blocks.  */
static int
number_blocks (builder &b)
{
  basic_block bb;
  b.block_of_bb.create (last_basic_block_for_fn (b.fun));
  b.block_of_bb.safe_grow (last_basic_block_for_fn (b.fun));
  for (unsigned i = 0; i < b.block_of_bb.length (); i++)
    b.block_of_bb[i] = -1;
  /* Block 0 is a core-only entry standing for ENTRY_BLOCK.  */
  b.bb_of_block.create (n_basic_blocks_for_fn (b.fun));
  b.bb_of_block.safe_push (ENTRY_BLOCK_PTR_FOR_FN (b.fun));
  auto_vec<basic_block> stack;
  auto_bitmap seen;
  stack.safe_push (ENTRY_BLOCK_PTR_FOR_FN (b.fun));
  bitmap_set_bit (seen, ENTRY_BLOCK);
  while (!stack.is_empty ())
    {
      bb = stack.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != EXIT_BLOCK_PTR_FOR_FN (b.fun)
	    && bitmap_set_bit (seen, e->dest->index))
	  stack.safe_push (e->dest);
    }
  FOR_EACH_BB_FN (bb, b.fun)
    if (bitmap_bit_p (seen, bb->index))
      {
	b.block_of_bb[bb->index] = b.bb_of_block.length ();
	b.bb_of_block.safe_push (bb);
      }
  return b.bb_of_block.length ();
}

static void
add_edges (builder &b)
{
  for (unsigned blk = 1; blk < b.bb_of_block.length (); blk++)
    {
      basic_block bb = b.bb_of_block[blk];
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	{
	  int from = e->src == ENTRY_BLOCK_PTR_FOR_FN (b.fun)
		     ? 0 : b.block_of_bb[e->src->index];
	  if (from < 0)
	    continue;
	  if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	    b.f->blocks[blk].flags |= MO_BLOCK_UNKNOWN_ENTRY;
	  /* Core edges are unique; a duplicate GCC edge adds nothing.  */
	  bool dup = false;
	  const mo_ivec &succs = b.f->blocks[from].succs;
	  for (int k = 0; k < succs.len; k++)
	    dup |= succs.v[k] == (int) blk;
	  if (!dup)
	    mo_func_edge (b.f, from, blk);
	}
    }
}

/* A power of two at least twice the number of statements of the
   function: the hash tables never fill past half.  */
static unsigned
bucket_count (function *fun)
{
  unsigned n = 0, size = 64;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      n++;
  while (size < 2 * n)
    size *= 2;
  return size;
}

/* Build the core function for B.fun into B.f.  */
static void
build_func (builder &b)
{
  int n = number_blocks (b);
  b.f = mo_func_new (n);
  b.f->blocks[0].origin = NULL;
  add_edges (b);
  unsigned nb = bucket_count (b.fun);
  buckets_init (b.loc_buckets, nb);
  buckets_init (b.val_buckets, nb);
  b.ssa_val.create (num_ssa_names);
  b.ssa_val.safe_grow (num_ssa_names);
  for (unsigned i = 0; i < num_ssa_names; i++)
    b.ssa_val[i] = -1;
  for (int blk = 1; blk < n; blk++)
    {
      basic_block bb = b.bb_of_block[blk];
      b.f->blocks[blk].origin = bb;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	classify_stmt (b, blk, gsi_stmt (gsi));
    }
  b.f->nloc = b.locs.length ();
  b.f->nval = b.vals.length ();
  b.f->alias = lse_alias;
  b.f->alias_ctx = &b;
}

/* ------------------------------------------------------------------ */
/* Applying the decisions.                                             */

/* True when VAL is available at USE: a constant, a default definition, or
   an SSA name whose definition dominates USE.  The core guarantees this;
   checking it again costs little and turns a core bug into a missed
   optimization instead of wrong code.  */
static bool
value_available_p (tree val, gimple *use)
{
  if (TREE_CODE (val) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (val))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (val);
  basic_block def_bb = gimple_bb (def), use_bb = gimple_bb (use);
  if (!def_bb)
    return false;
  if (def_bb == use_bb)
    return gimple_code (def) == GIMPLE_PHI || gimple_uid (def) < gimple_uid (use);
  return dominated_by_p (CDI_DOMINATORS, use_bb, def_bb);
}

/* Why load STMT cannot become a copy of VAL, or NULL when it can.  */
static const char *
load_replacement_problem (gimple *stmt, tree val)
{
  tree lhs = gimple_assign_lhs (stmt);
  if (!useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (val)))
    return "the value's type differs";
  if (TREE_CODE (val) == SSA_NAME && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (val))
    return "the value occurs in an abnormal PHI";
  if (!value_available_p (val, stmt))
    return "the value does not dominate the load";
  return NULL;
}

static bool
replace_load (builder &b, gimple *stmt, tree val, bool loop_invariant)
{
  const char *problem = load_replacement_problem (stmt, val);
  if (problem)
    {
      if (dump_file)
	fprintf (dump_file, "Skipped: %s\n", problem);
      return false;
    }
  if (!memopt_transform_allowed ())
    return false;
  tree ref = gimple_assign_rhs1 (stmt);
  if (loop_invariant)
    memopt_remark_stmt (stmt, "loop-invariant load of %s reuses the value "
			"from before the loop", memopt_expr (ref));
  else
    memopt_remark_stmt (stmt, "load of %s replaced by %s", memopt_expr (ref),
			memopt_expr (val));
  if (dump_file)
    {
      fprintf (dump_file, loop_invariant ? "Loop-invariant load: "
					 : "Replacing load: ");
      print_gimple_stmt (dump_file, stmt, 0);
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gimple_assign_set_rhs_from_tree (&gsi, unshare_expr (val));
  update_stmt (gsi_stmt (gsi));
  return true;
}

static bool
remove_store (gimple *stmt)
{
  if (!memopt_transform_allowed ())
    return false;
  memopt_remark_stmt (stmt, "redundant store to %s removed",
		      memopt_expr (gimple_assign_lhs (stmt)));
  if (dump_file)
    {
      fprintf (dump_file, "Removing redundant store: ");
      print_gimple_stmt (dump_file, stmt, 0);
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  unlink_stmt_vdef (stmt);
  gsi_remove (&gsi, true);
  release_defs (stmt);
  return true;
}

/* Apply decisions D to B's function.  Returns how many were applied.  */
static int
apply_decisions (builder &b, const mo_decisions &d)
{
  int applied = 0;
  for (int k = 0; k < d.len; k++)
    {
      const mo_decision &dec = d.v[k];
      const mo_inst *inst = &b.f->blocks[dec.block].inst[dec.index];
      gimple *stmt = stmt_of (b, inst);
      switch (dec.action)
	{
	case MO_REPLACE_LOAD:
	case MO_LOOP_INVARIANT_LOAD:
	  applied += replace_load (b, stmt, b.vals[dec.val].t,
				   dec.action == MO_LOOP_INVARIANT_LOAD);
	  break;
	case MO_REMOVE_STORE:
	  applied += remove_store (stmt);
	  break;
	}
    }
  return applied;
}

/* ------------------------------------------------------------------ */
/* The pass.                                                           */

/* Why FUN is not transformed at all, or NULL.  */
static const char *
function_problem (function *fun)
{
  if (fun->calls_setjmp)
    return "the function calls setjmp or another returns_twice function";
  if (fun->has_nonlocal_label)
    return "the function has a nonlocal label";
  return NULL;
}

static unsigned int
run_lse (function *fun)
{
  const char *problem = function_problem (fun);
  if (problem)
    {
      if (dump_file)
	fprintf (dump_file, "Skipped: %s\n", problem);
      return 0;
    }
  builder b;
  memset (&b, 0, sizeof b);
  b.fun = fun;
  build_func (b);
  const char *bad = mo_func_check (b.f);
  gcc_assert (!bad);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Memory IR:\n");
      mo_func_print (b.f, dump_file);
    }

  mo_lse_limits limits = { memopt_opts.max_heap,
			   memopt_opts.max_alias_queries };
  mo_decisions d;
  memset (&d, 0, sizeof d);
  mo_lse_stats stats;
  memset (&stats, 0, sizeof stats);
  mo_lse (b.f, &limits, &d, &stats);

  int applied = 0;
  if (d.len)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      renumber_gimple_stmt_uids (fun);
      applied = apply_decisions (b, d);
    }
  if (dump_file)
    fprintf (dump_file, "memopt-lse: %d decisions, %d applied, "
	     "%ld alias queries, %d loops, %d loop candidates\n",
	     d.len, applied, stats.alias_queries, stats.loops,
	     stats.loop_candidates);
  if (memopt_opts.verbose)
    {
      int loads = 0, stores = 0;
      for (int blk = 0; blk < b.f->nblock; blk++)
	for (int k = 0; k < b.f->blocks[blk].ninst; k++)
	  {
	    loads += b.f->blocks[blk].inst[k].kind == MO_LOAD;
	    stores += b.f->blocks[blk].inst[k].kind == MO_STORE;
	  }
      fprintf (stderr, "memopt-lse: %s: %d loads, %d stores, %d decisions, "
	       "%d applied\n", function_name (fun), loads, stores, d.len,
	       applied);
    }
  if (applied && flag_checking)
    verify_ssa (true, true);

  mo_decisions_free (&d);
  mo_func_free (b.f);
  b.locs.release ();
  b.loc_buckets.release ();
  b.vals.release ();
  b.val_buckets.release ();
  b.ssa_val.release ();
  b.inst_stmt.release ();
  b.inst_ref.release ();
  b.block_of_bb.release ();
  b.bb_of_block.release ();
  return 0;
}

const pass_data lse_pass_data = {
  GIMPLE_PASS,		/* type */
  "memopt-lse",		/* name */
  OPTGROUP_OTHER,	/* optinfo_flags: -fopt-info-optimized shows remarks */
  TV_PLUGIN_RUN,	/* tv_id: -ftime-report shows it as "plugin execution" */
  PROP_cfg | PROP_ssa,	/* properties_required */
  0, 0, 0, 0
};

class lse_pass : public gimple_opt_pass
{
public:
  lse_pass (gcc::context *ctxt) : gimple_opt_pass (lse_pass_data, ctxt) {}
  bool gate (function *) final override
  {
    return optimize > 0 && memopt_opts.lse;
  }
  unsigned int execute (function *fun) final override
  {
    return run_lse (fun);
  }
};

}  // namespace

gimple_opt_pass *
memopt_make_lse_pass (gcc::context *ctxt)
{
  return new lse_pass (ctxt);
}
