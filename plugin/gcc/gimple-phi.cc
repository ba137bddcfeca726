/* gimple-phi.cc - PHI-translated load elimination and load PRE on GIMPLE
   (pass memopt-phi).

   How the decisions of the core's mo_phi (plugin/core/phi.c, which
   explains the search) become GIMPLE, and the three things the core
   cannot know (translation, alias, insertion); the driver
   (gimple-pass.cc) builds the memory IR (gimple-ir.cc), runs this, and
   applies each decision only when memopt_transform_allowed () agrees.

   Before / after, the struct diamond at -O1 (GCC 12 keeps both loads):

     <bb 3>: P1_4->X = 4;  P1_4->Y = 2;      (unchanged)
     <bb 4>: P2_5->X = 24; P2_5->Y = 2;      (unchanged)
     <bb 5>: # P_1 = PHI <P1_4(3), P2_5(4)>  # P_1 = PHI <P1_4(3), P2_5(4)>
	     _6 = P_1->X;               =>   # _9 = PHI <4(3), 24(4)>
	     _7 = P_1->Y;                    _6 = _9;
					     _7 = 2;

   Addresses as affine combinations.  An address is translated into a
   predecessor through its affine form (tree-affine.h): the sum of
   constant multiples of "atoms" plus a constant, where names computed by
   additions, multiplications by constants and conversions are expanded
   into the names they are computed from (tree_to_aff_combination_expand),
   so only PHI results, loads, parameters and the like remain.  Crossing
   from block C into predecessor P replaces every atom C defines: a PHI
   result by its argument from P (expanded in turn); any other atom
   defined in C fails the translation, because above its definition it
   would name the value of an earlier execution of C (the loop case of
   phi.c's correctness note).  The translated form then names a location:
     - an existing location of the IR whose address has the same form and
       that is accessed the same way (same_access_p: compatible type, same
       alias set, alias pointer type and base type, so that alias answers
       about it, which may rest on TBAA, hold for the translated access),
     - else, when the form is a pointer (an SSA name or an address
       constant) plus a constant, a new location: a MEM_REF of the load's
       type at that pointer and offset, with the load's alias type and
       alignment, which is what the load would read after that edge;
     - else the translation fails (-1).
   Because expansion sees through arithmetic, "G[j-1]" translated along a
   back edge where j = PHI <1, j + 1> is the form of "G[j]" of the same
   iteration, and the recurrence G[j] = G[j] + G[j-1] keeps one load per
   iteration (tests/phi/recurrence.c).

   Alias questions about a location are GCC's oracle on the location's
   reference (gimple_ir_alias_ref).  A new load is placed on edge P -> B
   only when the edge is neither abnormal nor EH and P does not end in an
   asm (a critical edge is split), and the translated address is a pointer
   available at the end of P plus a constant; the new load's reference is
   built from it with the replaced load's type, alias pointer type and
   alignment (never another access's reference); its virtual operand is the memory
   state on the edge (B's virtual PHI argument, or the VUSE of B's first
   memory statement), so no SSA update is needed.

   Dump (with -fdump-tree-all-details, BASE.NNNt.memopt-phi): the memory
   IR, the core's decisions, and the stable phrases "Replacing load with
   PHI", "Inserting load on edge", "Skipped:".  Placement: after
   memopt-lse, which runs after "pre" (gimple-lse.cc has the measurement),
   so this pass sees what GCC and the heap walk left.  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-pass.h"
#include "gimple-edit.h"
#include "tree-affine.h"

namespace {

/* What the pass knows of one location id: a reference for the oracle,
   and its address as an affine form (computed on demand).  */
struct phi_loc
{
  tree ref;
  bool have_form, form_ok;
  hashval_t hash;
  aff_tree form;
};

struct phi_ctx
{
  gimple_ir *ir;
  auto_vec<phi_loc *> locs;   /* by location id; new ones appended */
  bool all_forms;             /* every existing location has its form */
  auto_vec<edge> split;       /* edges into a block from a block that an
				 earlier insertion split off an edge */
  hash_map<tree, name_expansion *> *cache;
  hash_map<gimple *, int> across;  /* per call: values applied decisions
				      keep live across it */
  auto_vec<gimple *> crossing;     /* the calls of the decision being
				      applied (decision_problem) */
};

/* The edge that leads from FROM to TO: the CFG edge, or after an
   insertion split it, the edge from the new block (whose only
   predecessor is FROM) to TO.  NULL when there is none.  */
static edge
edge_between (phi_ctx &c, basic_block from, basic_block to)
{
  edge e = find_edge (from, to);
  if (e)
    return e;
  for (unsigned i = 0; i < c.split.length (); i++)
    if (c.split[i]->dest == to && single_pred_p (c.split[i]->src)
	&& single_pred (c.split[i]->src) == from)
      return c.split[i];
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Affine forms.                                                       */

/* The address of REF as an affine form with expanded names, or false.  */
static bool
address_form (phi_ctx &c, tree ref, aff_tree *form)
{
  if (TREE_CODE (ref) == TARGET_MEM_REF)
    return false;
  poly_widest_int size;
  get_inner_reference_aff (ref, form, &size);
  aff_combination_expand (form, &c.cache);
  return form->rest == NULL_TREE;
}

/* A hash of FORM that does not depend on the order of its elements.  */
static hashval_t
form_hash (const aff_tree &form)
{
  hashval_t h = 0;
  for (unsigned i = 0; i < form.n; i++)
    h ^= iterative_hash_expr (form.elts[i].val,
			      iterative_hash_host_wide_int
				(form.elts[i].coef.to_shwi (), 0));
  if (form.offset.is_constant ())
    h = iterative_hash_host_wide_int (form.offset.coeffs[0].to_shwi (), h);
  return h;
}

static bool
forms_equal (const aff_tree &a, const aff_tree &b)
{
  if (a.n != b.n)
    return false;
  aff_tree diff = a, nb = b;
  aff_combination_scale (&nb, -1);
  aff_combination_add (&diff, &nb);
  return aff_combination_zero_p (&diff) && diff.rest == NULL_TREE;
}

static phi_loc *
get_loc (phi_ctx &c, int loc)
{
  phi_loc *l = c.locs[loc];
  if (!l->have_form)
    {
      l->have_form = true;
      l->form_ok = address_form (c, l->ref, &l->form);
      if (l->form_ok)
	l->hash = form_hash (l->form);
    }
  return l;
}

/* True when references A and B give type-based alias analysis the same
   facts: compatible types, the same alias set, the same alias pointer
   type and the same base type.  A location reached by translation is
   only the same id as an existing one if so: alias questions about it
   are asked with the existing reference, and their answers (which may
   rest on TBAA) must be the answers for the access being translated.  */
static bool
same_access_p (tree a, tree b)
{
  if (!types_compatible_p (TREE_TYPE (a), TREE_TYPE (b))
      || get_alias_set (a) != get_alias_set (b)
      || !alias_ptr_types_compatible_p (reference_alias_ptr_type (a),
					reference_alias_ptr_type (b)))
    return false;
  tree ba = get_base_address (a), bb = get_base_address (b);
  return ba && bb
	 && TYPE_MAIN_VARIANT (TREE_TYPE (ba)) == TYPE_MAIN_VARIANT (TREE_TYPE (bb));
}

/* The id of a location with address FORM accessed as TEMPLATE_REF is,
   or -1.  */
static int
find_loc (phi_ctx &c, const aff_tree &form, tree template_ref)
{
  if (!c.all_forms)
    {
      for (unsigned i = 0; i < c.ir->locs.length (); i++)
	get_loc (c, i);
      c.all_forms = true;
    }
  hashval_t h = form_hash (form);
  for (unsigned i = 0; i < c.locs.length (); i++)
    {
      phi_loc *l = c.locs[i];
      if (l->form_ok && l->hash == h && same_access_p (l->ref, template_ref)
	  && forms_equal (l->form, form))
	return i;
    }
  return -1;
}

/* The pointer of FORM when it is "pointer + constant" (the pointer an SSA
   name or an address constant), else NULL_TREE.  */
static tree
form_pointer (const aff_tree &form)
{
  if (form.n != 1 || form.elts[0].coef != 1 || !form.offset.is_constant ())
    return NULL_TREE;
  tree p = form.elts[0].val;
  STRIP_NOPS (p);
  if (!POINTER_TYPE_P (TREE_TYPE (p)))
    return NULL_TREE;
  if (TREE_CODE (p) == SSA_NAME)
    return p;
  /* An address constant: only of an object that may have its address
     taken in a MEM_REF (a global, or a local already addressable).  */
  if (TREE_CODE (p) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (p, 0));
      if (base && DECL_P (base)
	  && (is_global_var (base) || TREE_ADDRESSABLE (base)))
	return p;
    }
  return NULL_TREE;
}

/* A reference to address FORM read as TEMPLATE_REF reads (its type,
   alias pointer type and alignment: the access the load makes when
   control arrives that way), or NULL_TREE when FORM is not a pointer plus
   a constant.  */
static tree
build_ref (const aff_tree &form, tree template_ref)
{
  tree ptr = form_pointer (form);
  if (!ptr)
    return NULL_TREE;
  tree type = TREE_TYPE (template_ref);
  unsigned align = get_object_alignment (template_ref);
  if (align < TYPE_ALIGN (type))
    type = build_aligned_type (type, align);
  tree off = wide_int_to_tree (reference_alias_ptr_type (template_ref),
			       form.offset.coeffs[0]);
  /* fold makes MEM[&s.f + 4] MEM[&s + 8]; anything the oracle and the
     GIMPLE verifier would not take as a MEM_REF base is refused.  */
  tree ref = fold_build2 (MEM_REF, type, ptr, off);
  if (TREE_CODE (ref) != MEM_REF || !is_gimple_mem_ref_addr (TREE_OPERAND (ref, 0))
      || (TREE_CODE (TREE_OPERAND (ref, 0)) == ADDR_EXPR
	  && !DECL_P (TREE_OPERAND (TREE_OPERAND (ref, 0), 0))))
    return NULL_TREE;
  return ref;
}

/* A new location for address FORM, accessed as TEMPLATE_REF.  Returns
   its id or -1.  */
static int
new_loc (phi_ctx &c, const aff_tree &form, tree template_ref)
{
  tree ref = build_ref (form, template_ref);
  if (!ref)
    return -1;
  phi_loc *l = new phi_loc ();
  l->ref = ref;
  l->have_form = true;
  l->form_ok = true;
  l->form = form;
  l->hash = form_hash (form);
  c.locs.safe_push (l);
  return c.locs.length () - 1;
}

/* ------------------------------------------------------------------ */
/* Translation.                                                        */

struct subst_ctx
{
  basic_block bb;   /* the block whose names are replaced */
  edge e;           /* the edge into it */
  bool failed;
};

/* T with every SSA name BB defines replaced by its PHI argument along E;
   sets FAILED for a name BB defines otherwise, or a tree it cannot
   rebuild.  */
static tree
substitute (subst_ctx &s, tree t)
{
  if (s.failed || !t)
    return t;
  if (TREE_CODE (t) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (SSA_NAME_IS_DEFAULT_DEF (t) || gimple_bb (def) != s.bb)
	return t;
      if (gimple_code (def) != GIMPLE_PHI)
	{
	  s.failed = true;
	  return t;
	}
      tree arg = PHI_ARG_DEF_FROM_EDGE (as_a <gphi *> (def), s.e);
      if (!arg || (TREE_CODE (arg) == SSA_NAME
		   && SSA_NAME_OCCURS_IN_ABNORMAL_PHI (arg))
	  || (TREE_CODE (arg) != SSA_NAME && !is_gimple_min_invariant (arg)))
	s.failed = true;
      return arg;
    }
  if (is_gimple_min_invariant (t) || !EXPR_P (t))
    return t;
  switch (TREE_CODE_LENGTH (TREE_CODE (t)))
    {
    case 1:
      {
	tree a = substitute (s, TREE_OPERAND (t, 0));
	if (a == TREE_OPERAND (t, 0) || s.failed)
	  return t;
	if (CONVERT_EXPR_P (t))
	  return fold_convert (TREE_TYPE (t), a);
	return fold_build1 (TREE_CODE (t), TREE_TYPE (t), a);
      }
    case 2:
      {
	tree a = substitute (s, TREE_OPERAND (t, 0));
	tree b = substitute (s, TREE_OPERAND (t, 1));
	if (s.failed || (a == TREE_OPERAND (t, 0) && b == TREE_OPERAND (t, 1)))
	  return t;
	return fold_build2 (TREE_CODE (t), TREE_TYPE (t), a, b);
      }
    default:
      /* Unknown shapes only pass when they use no name of BB.  */
      {
	bool uses = false;
	for (int i = 0; i < TREE_CODE_LENGTH (TREE_CODE (t)); i++)
	  if (substitute (s, TREE_OPERAND (t, i)) != TREE_OPERAND (t, i))
	    uses = true;
	if (uses)
	  s.failed = true;
	return t;
      }
    }
}

/* True when REF uses an SSA name defined in BB.  */
static tree
defined_in_bb_r (tree *tp, int *walk_subtrees, void *data)
{
  basic_block bb = (basic_block) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (!SSA_NAME_IS_DEFAULT_DEF (*tp)
	  && gimple_bb (SSA_NAME_DEF_STMT (*tp)) == bb)
	return *tp;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

static bool
uses_name_of (tree ref, basic_block bb)
{
  return walk_tree_without_duplicates (&ref, defined_in_bb_r, bb) != NULL_TREE;
}

static int
translate_cb (void *vctx, int loc, int block, int pred)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  basic_block bb = c.ir->bb_of_block[block];
  phi_loc *l = get_loc (c, loc);
  if (!l->form_ok)
    return uses_name_of (l->ref, bb) ? -1 : loc;
  /* No atom of the address is defined in BB: the same location.  */
  bool any = false;
  for (unsigned i = 0; i < l->form.n && !any; i++)
    any = uses_name_of (l->form.elts[i].val, bb);
  if (!any)
    return loc;
  edge e = edge_between (c, c.ir->bb_of_block[pred], bb);
  if (!e)
    return -1;
  subst_ctx s = { bb, e, false };
  aff_tree out, tmp;
  /* break=phi-offset (self-tests only) forgets the constant.  */
  aff_combination_const (&out, l->form.type,
			 memopt_opts.break_kind == MO_BREAK_PHI_OFFSET
			 ? poly_widest_int (0) : l->form.offset);
  for (unsigned i = 0; i < l->form.n; i++)
    {
      tree v = substitute (s, l->form.elts[i].val);
      if (s.failed)
	return -1;
      tree_to_aff_combination_expand (v, l->form.type, &tmp, &c.cache);
      aff_combination_scale (&tmp, l->form.elts[i].coef);
      aff_combination_add (&out, &tmp);
    }
  if (out.rest)
    return -1;
  int found = find_loc (c, out, l->ref);
  return found >= 0 ? found : new_loc (c, out, l->ref);
}

static mo_alias
alias_cb (void *vctx, const mo_inst *a, int loc)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  return gimple_ir_alias_ref (*c.ir, a, c.locs[loc]->ref);
}

/* ------------------------------------------------------------------ */
/* Insertion.                                                          */

static tree
unavailable_r (tree *tp, int *walk_subtrees, void *data)
{
  basic_block at = (basic_block) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      if (SSA_NAME_IS_DEFAULT_DEF (*tp))
	return NULL_TREE;
      basic_block def = gimple_bb (SSA_NAME_DEF_STMT (*tp));
      if (!def || !dominated_by_p (CDI_DOMINATORS, at, def))
	return *tp;
    }
  return NULL_TREE;
}

/* The reference a load of LOC placed at the end of AT reads, built from
   LOC's address as the replaced load TEMPLATE_REF reads (never an existing
   reference of another access path: the new load must carry the type-based
   alias facts of the load it stands for), or NULL_TREE when the address is
   not a pointer plus a constant or its pointer is not available there.  */
static tree
insertion_ref (phi_ctx &c, int loc, basic_block at, tree template_ref)
{
  phi_loc *l = get_loc (c, loc);
  if (!l->form_ok)
    return NULL_TREE;
  tree ptr = form_pointer (l->form);
  if (!ptr || walk_tree_without_duplicates (&ptr, unavailable_r, at))
    return NULL_TREE;
  tree ref = build_ref (l->form, template_ref);
  /* With -fnon-call-exceptions a load that may trap may throw, and a
     statement placed on an edge has no EH edge.  */
  if (ref && cfun->can_throw_non_call_exceptions && tree_could_trap_p (ref))
    return NULL_TREE;
  return ref;
}

static bool
can_insert_cb (void *vctx, int loc, int pred, int block)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  if (pred == 0)
    return false;
  basic_block pbb = c.ir->bb_of_block[pred], bb = c.ir->bb_of_block[block];
  edge e = find_edge (pbb, bb);
  if (!e || (e->flags & (EDGE_ABNORMAL | EDGE_EH)))
    return false;
  gimple *last = last_stmt (pbb);
  if (last && gimple_code (last) == GIMPLE_ASM)
    return false;
  return insertion_ref (c, loc, pbb, c.locs[loc]->ref) != NULL_TREE;
}

/* The virtual operand live on edge E, or NULL_TREE.  */
static tree
vop_on_edge (edge e)
{
  for (gphi_iterator gsi = gsi_start_phis (e->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return PHI_ARG_DEF_FROM_EDGE (gsi.phi (), e);
  for (gimple_stmt_iterator gsi = gsi_start_bb (e->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_vuse (gsi_stmt (gsi)))
      return gimple_vuse (gsi_stmt (gsi));
  return NULL_TREE;
}

/* ------------------------------------------------------------------ */
/* Applying a decision.                                                */

/* Values live across calls (phi-across-calls).  */

/* A call that stays a call (not an internal function).  */
static bool
real_call_p (gimple *stmt)
{
  return is_gimple_call (stmt) && !gimple_call_internal_p (stmt);
}

/* Add the calls among BB's statements after AFTER (NULL: from the start)
   and before BEFORE (NULL: to the end) to OUT.  */
static void
calls_in_block (basic_block bb, gimple *after, gimple *before,
		vec<gimple *> *out)
{
  gimple_stmt_iterator gsi = after ? gsi_for_stmt (after) : gsi_start_bb (bb);
  if (after)
    gsi_next (&gsi);
  for (; !gsi_end_p (gsi) && gsi_stmt (gsi) != before; gsi_next (&gsi))
    if (real_call_p (gsi_stmt (gsi)))
      out->safe_push (gsi_stmt (gsi));
}

#define MAX_CALL_WALK 64

/* Add to OUT the calls a path from FROM (a statement of FROM_BB; NULL:
   its start) to TO (a statement of TO_BB; NULL: its end) may execute: a
   value defined at FROM and used at TO lives across them.  Walks back
   from TO over the blocks FROM_BB dominates (every path from FROM stays
   in them).  False when it cannot tell: a block FROM_BB does not
   dominate, or more than MAX_CALL_WALK blocks.  */
static bool
calls_between (basic_block from_bb, gimple *from, basic_block to_bb,
	       gimple *to, vec<gimple *> *out)
{
  gimple *after = from && gimple_code (from) != GIMPLE_PHI ? from : NULL;
  if (to_bb == from_bb
      && (!after || !to || gimple_uid (after) < gimple_uid (to)))
    {
      calls_in_block (to_bb, after, to, out);
      return true;
    }
  if (!dominated_by_p (CDI_DOMINATORS, to_bb, from_bb))
    return false;
  calls_in_block (to_bb, NULL, to, out);
  auto_vec<basic_block> work;
  auto_bitmap seen;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, to_bb->preds)
    work.safe_push (e->src);
  int walked = 0;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (!bitmap_set_bit (seen, bb->index))
	continue;
      if (++walked > MAX_CALL_WALK
	  || !dominated_by_p (CDI_DOMINATORS, bb, from_bb))
	return false;
      if (bb == from_bb)
	{
	  calls_in_block (bb, after, NULL, out);
	  continue;
	}
      calls_in_block (bb, NULL, NULL, out);
      FOR_EACH_EDGE (e, ei, bb->preds)
	work.safe_push (e->src);
    }
  return true;
}

/* Add to OUT the calls VAL, an SSA name, would live across from its
   definition to TO (in TO_BB; NULL: its end).  Constants are
   rematerialized; a parameter lives from the start of the function.  */
static bool
value_calls (tree val, basic_block to_bb, gimple *to, vec<gimple *> *out)
{
  if (TREE_CODE (val) != SSA_NAME)
    return true;
  gimple *def = SSA_NAME_DEF_STMT (val);
  if (SSA_NAME_IS_DEFAULT_DEF (val) || !gimple_bb (def))
    return calls_between (single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun)), NULL,
			  to_bb, to, out);
  return calls_between (gimple_bb (def), def, to_bb, to, out);
}

/* Callee-saved general registers of the target.  */
static int
callee_saved_gprs (void)
{
  int n = 0;
  for (unsigned r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    if (TEST_HARD_REG_BIT (reg_class_contents[GENERAL_REGS], r)
	&& !fixed_regs[r] && !this_target_hard_regs->x_call_used_regs[r])
      n++;
  return n;
}

/* How many values PHI translation may keep live across one call: no
   limit with phi-across-calls=yes, or on a target with 8 or more
   callee-saved general registers under auto; none with no; 2 under auto
   on a target with fewer (x86-64: 6, and the function's own values
   already need most of them).  -1: no limit.  */
static int
across_budget (void)
{
  if (memopt_opts.phi_across_calls == MO_ACROSS_YES)
    return -1;
  if (memopt_opts.phi_across_calls == MO_ACROSS_NO)
    return 0;
  static int saved = -1;
  if (saved < 0)
    saved = callee_saved_gprs ();
  return saved >= 8 ? -1 : 2;
}

/* The block where node K's result is used, and *USE the statement (the
   load, for node 0), or NULL: the end of the predecessor of the node
   that takes it as an argument.  */
static basic_block
node_use_block (phi_ctx &c, const mo_phi_decision &d, int k, gimple *load,
		gimple **use)
{
  *use = NULL;
  if (k == 0)
    {
      *use = load;
      return gimple_bb (load);
    }
  const mo_func *f = c.ir->f;
  for (int j = 0; j < d.nnodes; j++)
    for (int i = 0; i < d.nodes[j].nargs; i++)
      if (d.nodes[j].args[i].kind == MO_PHI_NODE && d.nodes[j].args[i].id == k)
	return c.ir->bb_of_block[f->blocks[d.nodes[j].block].preds.v[i]];
  return NULL;
}

/* Fill C.crossing with the calls applying D would keep values live
   across: the single value from its definition to the load; every PHI
   from its block to its use; every PHI argument from its definition to
   the end of its predecessor.  False when that cannot be told.  */
static bool
decision_calls (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  const mo_func *f = c.ir->f;
  c.crossing.truncate (0);
  if (d.value.kind == MO_PHI_VAL
      && !value_calls (gimple_ir_value (*c.ir, d.value.id), gimple_bb (load),
		       load, &c.crossing))
    return false;
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      gimple *use;
      basic_block use_bb = node_use_block (c, d, k, load, &use);
      if (!use_bb
	  || !calls_between (c.ir->bb_of_block[n.block], NULL, use_bb, use,
			     &c.crossing))
	return false;
      for (int i = 0; i < n.nargs; i++)
	if (n.args[i].kind == MO_PHI_VAL
	    && !value_calls (gimple_ir_value (*c.ir, n.args[i].id),
			     c.ir->bb_of_block[f->blocks[n.block].preds.v[i]],
			     NULL, &c.crossing))
	  return false;
    }
  return true;
}

/* True when applying D would keep one more value live across a call that
   already carries the budget's worth (across_budget) from the decisions
   applied before it in this function: the callee-saved registers would
   run out, and a spill and a reload around the call cost more than the
   load.  */
static bool
over_across_budget (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  int budget = across_budget ();
  if (budget < 0)
    {
      c.crossing.truncate (0);
      return false;
    }
  if (!decision_calls (c, d, load))
    return true;
  for (unsigned i = 0; i < c.crossing.length (); i++)
    {
      int *n = c.across.get (c.crossing[i]);
      if ((n ? *n : 0) >= budget)
	return true;
    }
  return false;
}

/* Why decision D cannot be applied as it stands, or NULL.  */
static const char *
decision_problem (phi_ctx &c, const mo_phi_decision &d, gimple *load)
{
  const mo_func *f = c.ir->f;
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  if (d.value.kind == MO_PHI_VAL)
    {
      const char *problem
	= memopt_value_problem (gimple_ir_value (*c.ir, d.value.id), type,
				load);
      if (problem)
	return problem;
    }
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      for (int i = 0; i < n.nargs; i++)
	{
	  int pred = f->blocks[n.block].preds.v[i];
	  if (pred == 0)
	    return "a PHI argument comes from the entry";
	  if (!edge_between (c, c.ir->bb_of_block[pred],
			     c.ir->bb_of_block[n.block]))
	    return "a PHI argument's edge is gone";
	  if (n.args[i].kind != MO_PHI_VAL)
	    continue;
	  tree v = gimple_ir_value (*c.ir, n.args[i].id);
	  if (memopt_value_problem (v, type, NULL))
	    return "a PHI argument's type differs or it occurs in an "
		   "abnormal PHI";
	  if (!memopt_value_available_at_end (v, c.ir->bb_of_block[pred]))
	    return "a PHI argument is not available on its edge";
	}
    }
  if (d.insert_pred >= 0)
    {
      edge e = edge_between (c, c.ir->bb_of_block[d.insert_pred],
			     c.ir->bb_of_block[d.block]);
      if (!e || !vop_on_edge (e))
	return "no memory state on the edge";
      if (!insertion_ref (c, d.insert_loc, e->src, gimple_assign_rhs1 (load)))
	return "the address is not available on the edge";
    }
  if (over_across_budget (c, d, load))
    return "a call would have more values live across it than "
	   "phi-across-calls allows";
  return NULL;
}

/* Place the new load of decision D on its edge; returns its value and
   sets *INTO to the edge that now enters D's block in its place.  */
static tree
insert_load (phi_ctx &c, const mo_phi_decision &d, gimple *load, edge *into)
{
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  edge e = edge_between (c, c.ir->bb_of_block[d.insert_pred],
			 c.ir->bb_of_block[d.block]);
  tree ref = insertion_ref (c, d.insert_loc, e->src, gimple_assign_rhs1 (load));
  tree vuse = vop_on_edge (e);
  tree tmp = make_temp_ssa_name (type, NULL, "memopt_pre");
  gassign *ld = gimple_build_assign (tmp, ref);
  gimple_set_vuse (ld, vuse);
  if (dump_file)
    {
      fprintf (dump_file, "Inserting load on edge %d->%d: ", e->src->index,
	       e->dest->index);
      print_gimple_stmt (dump_file, ld, 0);
    }
  basic_block split = gsi_insert_on_edge_immediate (e, ld);
  *into = split ? single_succ_edge (split) : e;
  if (split)
    c.split.safe_push (*into);
  return tmp;
}

static tree
operand_tree (phi_ctx &c, const mo_phi_operand &o, const vec<tree> &results,
	      tree load_value)
{
  switch (o.kind)
    {
    case MO_PHI_VAL:
      return gimple_ir_value (*c.ir, o.id);
    case MO_PHI_NODE:
      return results[o.id];
    case MO_PHI_LOAD:
      return load_value;
    }
  gcc_unreachable ();
}

static void
remark (phi_ctx &c, const mo_phi_decision &d, gimple *load, tree value)
{
  tree ref = gimple_assign_rhs1 (load);
  if (d.insert_pred >= 0)
    memopt_remark_stmt (load, "partially redundant load of %s made fully "
			"redundant by a load on edge bb %d->bb %d",
			memopt_expr (ref),
			c.ir->bb_of_block[d.insert_pred]->index,
			c.ir->bb_of_block[d.block]->index);
  else if (d.value.kind == MO_PHI_NODE)
    memopt_remark_stmt (load, "load of %s replaced by a PHI of values from "
			"%d predecessors", memopt_expr (ref),
			d.nodes[0].nargs);
  else
    memopt_remark_stmt (load, "load of %s translated through PHIs to %s",
			memopt_expr (ref), memopt_expr (value));
}

/* The load decision D replaces.  */
static gimple *
decision_load (phi_ctx &c, const mo_phi_decision &d)
{
  return gimple_ir_stmt (*c.ir, &c.ir->f->blocks[d.block].inst[d.index]);
}

/* Apply D, which decision_problem accepted just before.  */
static void
apply (phi_ctx &c, const mo_phi_decision &d)
{
  const mo_func *f = c.ir->f;
  gimple *load = decision_load (c, d);
  /* The calls this decision's values now live across (decision_problem
     found them): one more value each.  */
  for (unsigned i = 0; i < c.crossing.length (); i++)
    c.across.get_or_insert (c.crossing[i])++;
  tree type = TREE_TYPE (gimple_assign_lhs (load));
  edge load_edge = NULL;
  tree load_value = NULL_TREE;
  if (d.insert_pred >= 0)
    load_value = insert_load (c, d, load, &load_edge);
  auto_vec<tree> results;
  auto_vec<gphi *> phis;
  for (int k = 0; k < d.nnodes; k++)
    {
      tree res = make_temp_ssa_name (type, NULL, "memopt_phi");
      phis.safe_push (create_phi_node (res, c.ir->bb_of_block[d.nodes[k].block]));
      results.safe_push (res);
    }
  for (int k = 0; k < d.nnodes; k++)
    {
      const mo_phi_node &n = d.nodes[k];
      basic_block bb = c.ir->bb_of_block[n.block];
      for (int i = 0; i < n.nargs; i++)
	{
	  int pred = f->blocks[n.block].preds.v[i];
	  edge e = n.args[i].kind == MO_PHI_LOAD
		   ? load_edge : edge_between (c, c.ir->bb_of_block[pred], bb);
	  tree v = operand_tree (c, n.args[i], results, load_value);
	  add_phi_arg (phis[k], unshare_expr (v), e, UNKNOWN_LOCATION);
	}
    }
  tree value = operand_tree (c, d.value, results, load_value);
  remark (c, d, load, value);
  if (dump_file)
    {
      fprintf (dump_file, "Replacing load with PHI: ");
      print_gimple_stmt (dump_file, load, 0);
      for (unsigned k = 0; k < phis.length (); k++)
	print_gimple_stmt (dump_file, phis[k], 0);
    }
  memopt_replace_load (load, value, "memopt-phi",
		       d.insert_pred >= 0 ? "load-pre"
		       : d.value.kind == MO_PHI_NODE ? "phi" : "phi-translated");
}

/* ------------------------------------------------------------------ */
/* The pass.                                                           */

#define MEMOPT_PHI_MAX_INSTS 4096

class phi_transform : public memopt_gimple_transform
{
public:
  explicit phi_transform (gimple_ir &ir);
  ~phi_transform ();

  int decide () final override;
  void print_decisions (FILE *file) const final override
  {
    mo_phi_decisions_print (&d_, file);
  }
  const char *problem (int k) final override
  {
    return decision_problem (c_, d_.v[k], decision_load (c_, d_.v[k]));
  }
  void apply (int k) final override
  {
    ::apply (c_, d_.v[k]);
  }
  void print_stats (FILE *file) const final override
  {
    fprintf (file, " (%ld full, %ld partial, %ld single), %ld loads, "
	     "%ld translations, %ld alias queries, %ld over a limit",
	     stats_.full, stats_.partial, stats_.single, stats_.loads,
	     stats_.translations, stats_.alias_queries, stats_.over_limit);
  }

private:
  phi_ctx c_;
  mo_phi_decisions d_;
  mo_phi_stats stats_;
};

phi_transform::phi_transform (gimple_ir &ir) : memopt_gimple_transform (ir)
{
  c_.ir = &ir;
  c_.all_forms = false;
  c_.cache = NULL;
  for (unsigned i = 0; i < ir.locs.length (); i++)
    {
      phi_loc *l = new phi_loc ();
      l->ref = ir.locs[i].ref;
      c_.locs.safe_push (l);
    }
  memset (&d_, 0, sizeof d_);
  memset (&stats_, 0, sizeof stats_);
}

phi_transform::~phi_transform ()
{
  mo_phi_decisions_free (&d_);
  free_affine_expand_cache (&c_.cache);
  for (unsigned i = 0; i < c_.locs.length (); i++)
    delete c_.locs[i];
}

int
phi_transform::decide ()
{
  /* The callbacks ask about dominance (insertion_ref).  */
  calculate_dominance_info (CDI_DOMINATORS);
  mo_phi_params p;
  memset (&p, 0, sizeof p);
  p.max_blocks = memopt_opts.max_phi_blocks;
  p.max_preds = memopt_opts.max_phi_preds;
  p.max_insts = MEMOPT_PHI_MAX_INSTS;
  p.max_alias_queries = memopt_opts.max_alias_queries;
  p.insert = true;
  p.translate = translate_cb;
  p.alias = alias_cb;
  p.can_insert = can_insert_cb;
  p.ctx = &c_;
  mo_phi (ir_.f, &p, &d_, &stats_);
  return d_.len;
}

memopt_gimple_transform *
create (gimple_ir &ir)
{
  return new phi_transform (ir);
}

const memopt_gimple_pass_def phi_pass = {
  "memopt-phi", &memopt_opts.phi, false, create
};

}  // namespace

gimple_opt_pass *
memopt_make_phi_pass (gcc::context *ctxt)
{
  return memopt_gimple_pass (&phi_pass, ctxt);
}
