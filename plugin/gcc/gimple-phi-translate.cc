/* gimple-phi-translate.cc - what memopt-phi tells mo_phi that the core
   cannot know: an address translated into a predecessor, the oracle's
   answer about a location, and whether a load may be placed on an edge.

   Before / after, translating P_1->X from the join into bb 3 along
   # P_1 = PHI <P1_4(3), P2_5(4)>:

     P_1->X   (at bb 5)       =>   P1_4->X   (the id of that location, or
                                             a new one: MEM[P1_4 + 0B])

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
     - else an existing location accessed the same way whose address
       is the form where the edge's conditions hold (find_loc_under):
       "if (N == K)" on its true edge or "if (N != K)" on its false
       edge, on the edge itself or on the edge into a chain of single
       predecessors ending at it, makes N the constant K there; with N
       replaced by K (inside the definitions of the names the address
       uses too), the location's address is the form.  GCC folds N to K
       on such paths, so an index PHI has K where the earlier load used
       N (loadpre18.c below);
     - else, when the form is a pointer (an SSA name or an address
       constant) plus a constant, a new location: a MEM_REF of the load's
       type at that pointer and offset, with the load's alias type and
       alignment, which is what the load would read after that edge;
     - else, a new location whose reference is the translated location's
       own with the PHI results replaced by their arguments, component by
       component, when that is still a GIMPLE reference with the same
       address form (translated_ref): its access path, not a pointer plus
       a constant ((*a)[argc + 1]);
     - else, when the translation without expanding the substituted names
       is a pointer plus a scaled SSA name plus a constant, a new location:
       a TARGET_MEM_REF of the load's type (shallow_translated_ref; GCC's
       PRE makes *(&g + 20 + PHI <12, _33>) of b[k]);
     - else the translation fails (-1).
   GCC's gcc.dg/tree-ssa/loadpre18.c (an xfail there; GCC 12 keeps both
   loads):

     <bb 2>: d_5 = (*a_3)[argc_4];        d_5 = (*a_3)[argc_4];
	     if (argc_4 != 0) ...            if (argc_4 != 0) ...
     <bb 3>: argc_6 = argc_4 + 1;         argc_6 = argc_4 + 1;
				     =>   memopt_pre_10 = (*a_3)[argc_6];
     <bb 4>: # argc_1 = PHI <0(5), argc_6(3)>
	     e_7 = (*a_3)[argc_1];        # _9 = PHI <d_5(5), memopt_pre_10(3)>
					  e_7 = _9;

   Into bb 5 (argc_4 == 0 there), (*a_3)[argc_1] is a_3 + 0: d_5's
   location (*a_3)[argc_4] under the equality; into bb 3 it is
   (*a_3)[argc_6], a new location with the load's access path, where
   load PRE places the one load.
   Because expansion sees through arithmetic, "G[j-1]" translated along a
   back edge where j = PHI <1, j + 1> is the form of "G[j]" of the same
   iteration, and the recurrence G[j] = G[j] + G[j-1] keeps one load per
   iteration (tests/phi/recurrence.c).

   Alias questions about a location are GCC's oracle on the location's
   reference (gimple_ir_alias_ref).  A new load is placed on edge P -> B
   only when the edge is neither abnormal nor EH and P does not end in an
   asm (a critical edge is split), and the translated address is a pointer
   available at the end of P plus a constant, and the new load's
   reference is built from it with the replaced load's type, alias
   pointer type and alignment; or the translated location's reference is
   the replaced load's own reference with names substituted
   (translated_ref), whose names are available at the end of P, and the
   new load reads through it.  Never another access's reference: the new
   load must carry the type-based alias facts of the load it stands
   for.  Its virtual operand is the memory state on the edge (B's virtual PHI argument, or the VUSE of B's first
   memory statement), so no SSA update is needed.  An edge into a join
   above the load's block takes the load only when the profile estimate
   says it runs at most half as often as the load (phi_colder_cb).  */

#include "gcc-common.h"
#include "glue.h"
#include "tree-affine.h"
#include "gimple-phi.h"


/* The edge that leads from FROM to TO: the CFG edge, or after an
   insertion split it, the edge from the new block (whose only
   predecessor is FROM) to TO.  NULL when there is none.  */
edge
phi_edge_between (phi_ctx &c, basic_block from, basic_block to)
{
  from = phi_block_end (c, from);
  edge e = find_edge (from, to);
  if (e)
    return e;
  for (unsigned i = 0; i < c.split.length (); i++)
    if (c.split[i]->dest == to && single_pred_p (c.split[i]->src)
	&& single_pred (c.split[i]->src) == from)
      return c.split[i];
  return NULL;
}

basic_block
phi_block_end (phi_ctx &c, basic_block bb)
{
  for (unsigned i = 0; i < c.lazy.length (); i++)
    if (c.lazy[i].top == bb)
      return phi_block_end (c, c.lazy[i].join);
  return bb;
}

/* ------------------------------------------------------------------ */
/* Affine forms.                                                       */

bool
phi_address_form (phi_ctx &c, tree ref, aff_tree *form)
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
      l->form_ok = phi_address_form (c, l->ref, &l->form);
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

/* P, an atom of an affine form with its conversions stripped, when it
   is a pointer a reference may start from: an SSA name, or the address
   of an object that may have its address taken in a MEM_REF (a global,
   or a local already addressable); else NULL_TREE.  */
static tree
pointer_atom (tree p)
{
  STRIP_NOPS (p);
  if (!POINTER_TYPE_P (TREE_TYPE (p)))
    return NULL_TREE;
  if (TREE_CODE (p) == SSA_NAME)
    return p;
  if (TREE_CODE (p) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (p, 0));
      if (base && DECL_P (base)
	  && (is_global_var (base) || TREE_ADDRESSABLE (base)))
	return p;
    }
  return NULL_TREE;
}

/* The pointer of FORM when it is "pointer + constant" (pointer_atom),
   else NULL_TREE.  */
static tree
form_pointer (const aff_tree &form)
{
  if (form.n != 1 || form.elts[0].coef != 1 || !form.offset.is_constant ())
    return NULL_TREE;
  return pointer_atom (form.elts[0].val);
}

/* The largest step of an index form_pointer_index accepts.  */
#define MAX_INDEX_STEP 4096

/* True when FORM is "pointer + STEP * index + constant": *PTR the
   pointer (pointer_atom), *INDEX an SSA name of sizetype's kind (what
   TARGET_MEM_REF indexes with), *STEP the step, 1 to MAX_INDEX_STEP.  */
static bool
form_pointer_index (const aff_tree &form, tree *ptr, tree *index,
		    HOST_WIDE_INT *step)
{
  if (form.n != 2 || !form.offset.is_constant ())
    return false;
  for (unsigned p = 0; p < 2; p++)
    {
      const aff_comb_elt &pe = form.elts[p], &ie = form.elts[1 - p];
      tree idx = ie.val;
      if (pe.coef != 1 || !(*ptr = pointer_atom (pe.val))
	  || TREE_CODE (idx) != SSA_NAME
	  || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (idx)
	  || !INTEGRAL_TYPE_P (TREE_TYPE (idx))
	  || !useless_type_conversion_p (sizetype, TREE_TYPE (idx))
	  || wi::les_p (ie.coef, 0) || wi::gts_p (ie.coef, MAX_INDEX_STEP))
	continue;
      *index = idx;
      *step = ie.coef.to_shwi ();
      return true;
    }
  return false;
}

/* A reference to address FORM read as TEMPLATE_REF reads (its type,
   alias pointer type and alignment: the access the load makes when
   control arrives that way): a MEM_REF for a pointer plus a constant, a
   TARGET_MEM_REF for a pointer plus a scaled index plus a constant
   (form_pointer_index: *(ia + 4 * _31 + 20), which GCC's PRE makes of
   ia[k + 5] when it turns the offset into a PHI); NULL_TREE for any
   other form.  */
static tree
build_ref (const aff_tree &form, tree template_ref)
{
  tree ptr = form_pointer (form), index = NULL_TREE;
  HOST_WIDE_INT step = 0;
  if (!ptr && !form_pointer_index (form, &ptr, &index, &step))
    return NULL_TREE;
  tree type = TREE_TYPE (template_ref);
  unsigned align = get_object_alignment (template_ref);
  if (align < TYPE_ALIGN (type))
    type = build_aligned_type (type, align);
  tree off = wide_int_to_tree (reference_alias_ptr_type (template_ref),
			       form.offset.coeffs[0]);
  if (index)
    {
      if (TREE_CODE (ptr) == ADDR_EXPR && !DECL_P (TREE_OPERAND (ptr, 0)))
	return NULL_TREE;
      return build5 (TARGET_MEM_REF, type, ptr, off, index,
		     step == 1 ? NULL_TREE : size_int (step), NULL_TREE);
    }
  /* fold makes MEM[&s.f + 4] MEM[&s + 8]; anything the oracle and the
     GIMPLE verifier would not take as a MEM_REF base is refused.  */
  tree ref = fold_build2 (MEM_REF, type, ptr, off);
  if (TREE_CODE (ref) != MEM_REF || !is_gimple_mem_ref_addr (TREE_OPERAND (ref, 0))
      || (TREE_CODE (TREE_OPERAND (ref, 0)) == ADDR_EXPR
	  && !DECL_P (TREE_OPERAND (TREE_OPERAND (ref, 0), 0))))
    return NULL_TREE;
  return ref;
}

/* A new location for address FORM, accessed as TEMPLATE_REF: a
   reference built from FORM (build_ref), or when FORM is not a pointer
   plus a constant, PATH_REF, the reference of location PATH_OF with
   names substituted (translated_ref; NULL_TREE: none).  Returns its id
   or -1.  */
static int
new_loc (phi_ctx &c, const aff_tree &form, tree template_ref, tree path_ref,
	 int path_of)
{
  /* A TARGET_MEM_REF is only ever one shallow_translated_ref built.  */
  tree ref = TREE_CODE (template_ref) == TARGET_MEM_REF ? template_ref
	     : build_ref (form, template_ref);
  int of = -1;
  if (!ref && path_ref && path_of >= 0)
    {
      ref = path_ref;
      of = path_of;
    }
  if (!ref)
    return -1;
  phi_loc *l = new phi_loc ();
  l->ref = ref;
  l->path_of = of;
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

/* An equality that holds on an edge: NAME == CST.  */
struct edge_equality
{
  tree name, cst;
};

/* The longest chain of single predecessors edge_equalities climbs.  */
#define EQUALITY_MAX_CHAIN 8

/* Add to EQS the equality the condition ending E's source makes true on
   E ("if (N != K)" on its false edge, "if (N == K)" on its true edge;
   N an integer SSA name, K a constant).  */
static void
add_cond_equality (edge e, vec<edge_equality> &eqs)
{
  gimple *last = last_stmt (e->src);
  if (!last || gimple_code (last) != GIMPLE_COND
      || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return;
  gcond *cond = as_a <gcond *> (last);
  enum tree_code code = gimple_cond_code (cond);
  bool on_true = (e->flags & EDGE_TRUE_VALUE) != 0;
  if (!((code == EQ_EXPR && on_true) || (code == NE_EXPR && !on_true)))
    return;
  tree n = gimple_cond_lhs (cond), k = gimple_cond_rhs (cond);
  if (TREE_CODE (n) == SSA_NAME && TREE_CODE (k) == INTEGER_CST
      && INTEGRAL_TYPE_P (TREE_TYPE (n))
      && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (n))
    eqs.safe_push ({ n, k });
}

/* In EQS, equalities N == K that hold whenever control crosses edge E:
   those of the conditions on E and on the edges into a chain of single
   predecessors that ends at E's source (every path to E takes the
   chain's edges last).  N's value cannot change between such an edge
   and E: its definition dominates the condition, and the chain can only
   be entered through that edge.  */
static void
edge_equalities (edge e, vec<edge_equality> &eqs)
{
  for (int steps = 0; e && steps < EQUALITY_MAX_CHAIN; steps++)
    {
      add_cond_equality (e, eqs);
      if (!single_pred_p (e->src))
	return;
      e = single_pred_edge (e->src);
    }
}

/* How many definitions replace_equal_names looks through.  */
#define EQUALITY_MAX_DEPTH 4

static tree replace_equal_names (tree t, const vec<edge_equality> &eqs,
				 int depth);

/* The value of name T computed by a conversion or arithmetic on names
   that EQS replaces, with them replaced and folded; T when there is
   none.  */
static tree
replace_through_def (tree t, const vec<edge_equality> &eqs, int depth)
{
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (depth <= 0 || !is_gimple_assign (def))
    return t;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (t);
  if (CONVERT_EXPR_CODE_P (code) || code == NEGATE_EXPR)
    {
      tree a = gimple_assign_rhs1 (def);
      tree ra = replace_equal_names (a, eqs, depth - 1);
      if (ra == a)
	return t;
      return code == NEGATE_EXPR ? fold_build1 (code, type, ra)
	     : fold_convert (type, ra);
    }
  if (code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR
      && code != POINTER_PLUS_EXPR)
    return t;
  tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
  tree ra = replace_equal_names (a, eqs, depth - 1);
  tree rb = replace_equal_names (b, eqs, depth - 1);
  if (ra == a && rb == b)
    return t;
  return fold_build2 (code, type, ra, rb);
}

/* T with every name of EQS replaced by its constant, also inside the
   definitions of the names T uses (up to DEPTH of them), folded; T
   itself when it uses none.  */
static tree
replace_equal_names (tree t, const vec<edge_equality> &eqs, int depth)
{
  if (!t)
    return t;
  if (TREE_CODE (t) == SSA_NAME)
    {
      for (unsigned i = 0; i < eqs.length (); i++)
	if (eqs[i].name == t)
	  return fold_convert (TREE_TYPE (t), eqs[i].cst);
      return replace_through_def (t, eqs, depth);
    }
  if (!EXPR_P (t) || is_gimple_min_invariant (t))
    return t;
  switch (TREE_CODE_LENGTH (TREE_CODE (t)))
    {
    case 1:
      {
	tree a = replace_equal_names (TREE_OPERAND (t, 0), eqs, depth);
	if (a == TREE_OPERAND (t, 0))
	  return t;
	return CONVERT_EXPR_P (t) ? fold_convert (TREE_TYPE (t), a)
	       : fold_build1 (TREE_CODE (t), TREE_TYPE (t), a);
      }
    case 2:
      {
	tree a = replace_equal_names (TREE_OPERAND (t, 0), eqs, depth);
	tree b = replace_equal_names (TREE_OPERAND (t, 1), eqs, depth);
	if (a == TREE_OPERAND (t, 0) && b == TREE_OPERAND (t, 1))
	  return t;
	return fold_build2 (TREE_CODE (t), TREE_TYPE (t), a, b);
      }
    default:
      return t;
    }
}

static tree unavailable_r (tree *tp, int *walk_subtrees, void *data);

/* The id of an existing location accessed as TEMPLATE_REF whose address,
   with the names of EQS replaced by their constants, is FORM, or -1.
   Each part of that address in which names were replaced uses names
   whose definitions dominate the end of AT (where the equalities hold):
   a name defined on a side path may hold its value from an earlier
   iteration, computed from an earlier value of the compared name.  A
   name defined above AT was computed after the compared name's last
   definition before AT (which dominates it), so replacing holds.
   Where the equalities hold, that location's address is FORM.  GCC
   folds "argc" to 0 under "if (argc == 0)", so a PHI of the index has 0
   on that path while the earlier load used argc (GCC's loadpre18.c):
     <bb 2>: d_5 = (*a_3)[argc_4];  if (argc_4 != 0) goto 3; else goto 5;
     <bb 4>: # argc_1 = PHI <0(5), argc_6(3)>   e_7 = (*a_3)[argc_1];
   Translated into bb 5, (*a_3)[argc_1] is a_3 + 0, which no access
   uses; on that edge argc_4 == 0, so (*a_3)[argc_4], d_5's location,
   has that address there.  */
static int
find_loc_under (phi_ctx &c, const aff_tree &form, tree template_ref,
		const vec<edge_equality> &eqs, basic_block at)
{
  for (unsigned i = 0; i < c.locs.length (); i++)
    {
      phi_loc *l = c.locs[i];
      if (!l->form_ok || l->form.n < form.n)
	continue;
      /* The names first: most locations have none EQS replaces, and
	 need no affine arithmetic (this runs for every location at each
	 translation across a conditional edge).  */
      tree r[MAX_AFF_ELTS];
      bool replaced = false, stale = false;
      for (unsigned k = 0; k < l->form.n && !stale; k++)
	{
	  tree v = l->form.elts[k].val;
	  r[k] = replace_equal_names (v, eqs, EQUALITY_MAX_DEPTH);
	  stale = (r[k] != v
		   && walk_tree_without_duplicates (&v, unavailable_r, at));
	  replaced |= r[k] != v;
	}
      if (!replaced || stale)
	continue;
      aff_tree out, tmp;
      aff_combination_const (&out, l->form.type, l->form.offset);
      for (unsigned k = 0; k < l->form.n; k++)
	{
	  tree_to_aff_combination (r[k], l->form.type, &tmp);
	  aff_combination_scale (&tmp, l->form.elts[k].coef);
	  aff_combination_add (&out, &tmp);
	}
      if (out.rest == NULL_TREE
	  && forms_equal (out, form) && same_access_p (l->ref, template_ref))
	return i;
    }
  return -1;
}

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

/* In *OUT, the affine form of L's address with the names S.bb defines
   replaced as S says; false when a name cannot be replaced or the result
   is not affine.  */
static bool
translate_form (phi_ctx &c, const phi_loc *l, subst_ctx &s, aff_tree *out)
{
  aff_tree tmp;
  /* break=phi-offset (self-tests only) forgets the constant.  */
  aff_combination_const (out, l->form.type,
			 memopt_opts.break_kind == MO_BREAK_PHI_OFFSET
			 ? poly_widest_int (0) : l->form.offset);
  for (unsigned i = 0; i < l->form.n; i++)
    {
      tree v = substitute (s, l->form.elts[i].val);
      if (s.failed)
	return false;
      tree_to_aff_combination_expand (v, l->form.type, &tmp, &c.cache);
      aff_combination_scale (&tmp, l->form.elts[i].coef);
      aff_combination_add (out, &tmp);
    }
  return out->rest == NULL_TREE;
}

/* A reference for L's address translated as S says, built from the
   translation without expanding the substituted names (so that an index
   stays the SSA name that holds it: prephitmp_34 with
   # prephitmp_34 = PHI <12, _33(3)> is _33 on the edge from bb 3, not
   the expression _33 was computed from), accessed as L's reference
   (build_ref), or NULL_TREE.  The address is the one of the expanded
   translation: the same value.  */
static tree
shallow_translated_ref (const phi_loc *l, subst_ctx &s)
{
  aff_tree out, tmp;
  aff_combination_const (&out, l->form.type, l->form.offset);
  for (unsigned i = 0; i < l->form.n; i++)
    {
      tree v = substitute (s, l->form.elts[i].val);
      if (s.failed)
	return NULL_TREE;
      tree_to_aff_combination (v, l->form.type, &tmp);
      aff_combination_scale (&tmp, l->form.elts[i].coef);
      aff_combination_add (&out, &tmp);
    }
  return out.rest ? NULL_TREE : build_ref (out, l->ref);
}

/* True when ADDR may be a MEM_REF's address in a reference the pass
   builds: an SSA name, or the address of a declaration that may have
   its address taken (as build_ref requires).  */
static bool
mem_ref_address_ok (tree addr)
{
  if (TREE_CODE (addr) == SSA_NAME)
    return POINTER_TYPE_P (TREE_TYPE (addr));
  if (TREE_CODE (addr) != ADDR_EXPR || !DECL_P (TREE_OPERAND (addr, 0)))
    return false;
  tree decl = TREE_OPERAND (addr, 0);
  return is_global_var (decl) || TREE_ADDRESSABLE (decl);
}

/* REF with the names S.bb defines replaced as S says, component by
   component, when the result is still a reference GIMPLE takes (array
   indices SSA names or constants, a MEM_REF's address as
   mem_ref_address_ok says); else NULL_TREE.  It reads what REF reads
   when control arrives along S.e, through REF's own access path:
   (*a_3)[argc_1] with argc_1 = PHI <.., argc_6(3)> is (*a_3)[argc_6]
   on the edge from bb 3, an address that is no pointer plus a
   constant.  */
static tree
translated_ref (subst_ctx &s, tree ref)
{
  tree copy = unshare_expr (ref);
  for (tree t = copy;; t = TREE_OPERAND (t, 0))
    switch (TREE_CODE (t))
      {
      case ARRAY_REF:
      case ARRAY_RANGE_REF:
      case COMPONENT_REF:
	for (int i = 1; i < TREE_CODE_LENGTH (TREE_CODE (t)); i++)
	  {
	    tree op = TREE_OPERAND (t, i);
	    tree v = substitute (s, op);
	    if (s.failed || (v != op && !is_gimple_val (v)))
	      return NULL_TREE;
	    TREE_OPERAND (t, i) = v;
	  }
	break;
      case REALPART_EXPR:
      case IMAGPART_EXPR:
	break;
      case MEM_REF:
	{
	  tree v = substitute (s, TREE_OPERAND (t, 0));
	  if (s.failed || !mem_ref_address_ok (v))
	    return NULL_TREE;
	  TREE_OPERAND (t, 0) = v;
	  return copy;
	}
      default:
	/* A declaration ends the path; anything else (a TARGET_MEM_REF,
	   a VIEW_CONVERT_EXPR, a BIT_FIELD_REF) is not rebuilt.  */
	return DECL_P (t) ? copy : NULL_TREE;
      }
}

/* phi_translate_cb's answer, computed (it keeps the answers).  */
static int
translate_loc (phi_ctx &c, int loc, int block, int pred)
{
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
  edge e = phi_edge_between (c, c.ir->bb_of_block[pred], bb);
  if (!e)
    return -1;
  subst_ctx s = { bb, e, false };
  aff_tree out;
  if (!translate_form (c, l, s, &out))
    return -1;
  int found = find_loc (c, out, l->ref);
  if (found >= 0)
    return found;
  /* An access whose address is this one where the edge's conditions
     hold (find_loc_under).  */
  auto_vec<edge_equality, 4> eqs;
  edge_equalities (e, eqs);
  if (!eqs.is_empty ())
    {
      found = find_loc_under (c, out, l->ref, eqs, e->src);
      if (found >= 0)
	return found;
    }
  tree path_ref = NULL_TREE, ptr, index;
  HOST_WIDE_INT step;
  if (!form_pointer (out) && !form_pointer_index (out, &ptr, &index, &step))
    {
      subst_ctx p = { bb, e, false };
      path_ref = translated_ref (p, l->ref);
      aff_tree check;
      if (path_ref && (!phi_address_form (c, path_ref, &check)
		       || !forms_equal (check, out)))
	path_ref = NULL_TREE;
      if (!path_ref)
	{
	  subst_ctx sh = { bb, e, false };
	  if (tree ref = shallow_translated_ref (l, sh))
	    return new_loc (c, out, ref, NULL_TREE, -1);
	}
    }
  return new_loc (c, out, l->ref, path_ref, l->path_of);
}

int
phi_translate_cb (void *vctx, int loc, int block, int pred)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  /* The same question again (each search of the core walks the same
     joins): the answer it had, while nothing has changed.  */
  HOST_WIDE_INT nblocks = c.ir->bb_of_block.length ();
  bool memo = !c.ir->changing && nblocks < (1 << 20);
  HOST_WIDE_INT key = ((HOST_WIDE_INT) loc * nblocks + block) * nblocks + pred;
  if (memo)
    if (int *known = c.translated.get (key))
      return *known;
  int found = translate_loc (c, loc, block, pred);
  if (memo)
    c.translated.put (key, found);
  return found;
}

mo_alias
phi_alias_cb (void *vctx, const mo_inst *a, const mo_inst *b)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  if (c.ir->changing)
    return gimple_ir_alias_ref (*c.ir, a, c.locs[b->loc]->ref);
  bool known;
  int &answer = c.answered.get_or_insert (std::make_pair (a, b->loc), &known);
  if (!known)
    answer = gimple_ir_alias_ref (*c.ir, a, c.locs[b->loc]->ref);
  return (mo_alias) answer;
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
tree
phi_insertion_ref (phi_ctx &c, int loc, basic_block at, tree template_ref)
{
  phi_loc *l = get_loc (c, loc);
  if (!l->form_ok)
    return NULL_TREE;
  tree ptr = form_pointer (l->form), index = NULL_TREE;
  HOST_WIDE_INT step;
  tree ref;
  if (TREE_CODE (l->ref) == TARGET_MEM_REF)
    {
      /* shallow_translated_ref's: its pointer and index, read as
	 TEMPLATE_REF reads.  */
      tree base = TMR_BASE (l->ref), idx = TMR_INDEX (l->ref);
      if (walk_tree_without_duplicates (&base, unavailable_r, at)
	  || (idx && walk_tree_without_duplicates (&idx, unavailable_r, at)))
	return NULL_TREE;
      tree type = TREE_TYPE (template_ref);
      unsigned align = get_object_alignment (template_ref);
      if (align < TYPE_ALIGN (type))
	type = build_aligned_type (type, align);
      tree off = wide_int_to_tree (reference_alias_ptr_type (template_ref),
				   wi::to_wide (TMR_OFFSET (l->ref)));
      ref = build5 (TARGET_MEM_REF, type, base, off, idx,
		    TMR_STEP (l->ref), NULL_TREE);
    }
  else if (ptr || form_pointer_index (l->form, &ptr, &index, &step))
    {
      if (walk_tree_without_duplicates (&ptr, unavailable_r, at)
	  || (index && walk_tree_without_duplicates (&index, unavailable_r,
						     at)))
	return NULL_TREE;
      ref = build_ref (l->form, template_ref);
    }
  else
    {
      /* No pointer plus a constant: LOC's own reference, when it is
	 TEMPLATE_REF's access path with names substituted
	 (translated_ref) and those names are available at AT.  */
      if (l->path_of < 0
	  || !operand_equal_p (c.locs[l->path_of]->ref, template_ref, 0)
	  || !types_compatible_p (TREE_TYPE (l->ref), TREE_TYPE (template_ref))
	  || walk_tree_without_duplicates (&l->ref, unavailable_r, at))
	return NULL_TREE;
      ref = unshare_expr (l->ref);
    }
  /* With -fnon-call-exceptions a load that may trap may throw, and a
     statement placed on an edge has no EH edge.  */
  if (ref && cfun->can_throw_non_call_exceptions && tree_could_trap_p (ref))
    return NULL_TREE;
  return ref;
}

bool
phi_can_insert_cb (void *vctx, int loc, int pred, int block)
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
  /* The load it would stand for is not known here: a location with an
     access path stands for loads with that path (decision_problem asks
     again with the load's own reference).  */
  const phi_loc *l = c.locs[loc];
  tree template_ref = l->path_of >= 0 ? c.locs[l->path_of]->ref : l->ref;
  return phi_insertion_ref (c, loc, pbb, template_ref) != NULL_TREE;
}

/* Profile: the edge PRED -> BLOCK runs at most half as often as
   LOAD_BLOCK (estimated counts of one function are comparable; without
   them, no).  */
bool
phi_colder_cb (void *vctx, int pred, int block, int load_block)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  edge e = find_edge (c.ir->bb_of_block[pred], c.ir->bb_of_block[block]);
  if (!e)
    return false;
  profile_count edge_count = e->count ();
  profile_count load_count = c.ir->bb_of_block[load_block]->count;
  if (!edge_count.initialized_p () || !load_count.initialized_p ()
      || !edge_count.compatible_p (load_count))
    return false;
  return edge_count.apply_scale (2, 1) <= load_count;
}

/* The cost model's facts of the loop whose header is block HEADER
   (gimple-loop-facts.cc), the NVALS values VALS left out of what is
   live; false when GCC has no loop with that header.  */
bool
phi_loop_facts_cb (void *vctx, int header, const int *vals, int nvals,
		   mo_carry_loop *out)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  return memopt_loop_facts_for (*c.ir, c.loop_live, header, vals, nvals, out);
}

/* The moves per iteration that carrying value VAL into the next
   iteration, in place of the load at INDEX of BLOCK, costs
   (gimple-loop-facts.cc).  */
int
phi_carry_moves_cb (void *vctx, int val, int block, int index)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  gimple *load = gimple_ir_stmt (*c.ir, &c.ir->f->blocks[block].inst[index]);
  tree value = gimple_ir_value (*c.ir, val);
  return load ? memopt_carry_moves (value, load) : 1;
}

/* The instructions removing the load at INDEX of BLOCK saves
   (gimple-loop-facts.cc).  */
int
phi_load_insns_cb (void *vctx, int block, int index, bool carried)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  gimple *load = gimple_ir_stmt (*c.ir, &c.ir->f->blocks[block].inst[index]);
  return load ? memopt_load_insns (load, carried) : 1;
}

/* The register class of a value loaded from LOC.  */
int
phi_loc_class_cb (void *vctx, int loc)
{
  phi_ctx &c = *(phi_ctx *) vctx;
  if (loc < 0 || (unsigned) loc >= c.locs.length () || !c.locs[loc]->ref)
    return MO_RC_GPR;
  return memopt_type_regclass (TREE_TYPE (c.locs[loc]->ref));
}

/* The virtual operand live on edge E, or NULL_TREE.  */
tree
phi_vop_on_edge (edge e)
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

void
phi_ctx_init (phi_ctx &c, gimple_ir &ir)
{
  c.ir = &ir;
  c.all_forms = false;
  c.cache = NULL;
  for (unsigned i = 0; i < ir.locs.length (); i++)
    {
      phi_loc *l = new phi_loc ();
      l->ref = ir.locs[i].ref;
      l->path_of = i;
      c.locs.safe_push (l);
    }
}

void
phi_ctx_free (phi_ctx &c)
{
  for (auto it = c.loop_live.begin (); it != c.loop_live.end (); ++it)
    memopt_loop_live_free ((*it).second);
  free_affine_expand_cache (&c.cache);
  for (unsigned i = 0; i < c.locs.length (); i++)
    delete c.locs[i];
}
