/* gimple-access-type.cc - type-based disambiguation by the types two
   references access, where GCC's oracle uses the alias set of a wider
   type (GCC bug 111715).

   GCC gives a reference the alias set of its access type, except when
   the innermost MEM_REF's type differs from the type its alias pointer
   points to: then the whole reference gets the alias set of the pointed-to
   type (get_alias_set, "a MEM_REF that has a conversion embedded").
   Forward propagation makes such references from inlined accessors: with
   struct B { struct { int len; } l; long n; } and
   struct A { struct B elts[5]; },

     b = &a->elts[i];  b->l.len = 1;  *q = 2;  return b->l.len;

   becomes, in GIMPLE after inlining,

     MEM <struct A> [(struct B *)a_2].elts[i_3].l.len = 1;
     *q_4 = 2;                                   (long)
     _6 = MEM <struct A> [(struct B *)a_2].elts[i_3].l.len;

   whose alias set is struct B's, which contains long: the oracle
   answers MAY for the long store, FRE keeps the load, and so did
   memopt-lse.  The access is of an int (the member len), reached
   through plain fields and array elements: a long store that overlapped
   it would either write an int object through a long lvalue or leave
   bytes of effective type long that the int load then reads, both
   undefined (C11 6.5p6-7).  So the store and the load are apart by type,
   and memopt-lse forwards 1 to the load:

     _6 = MEM <...>.elts[i_3].l.len;   =>   _6 = 1;

   The answer is NO only by type (MO_NO_BY_TYPE): it keeps a value for a
   later load, never makes a store redundant (memopt.h).

   When the rule does not apply (the answer is the oracle's):
     - -fno-strict-aliasing (GCC's alias sets are then all 0 anyway);
     - an access GCC gives alias set 0: a char access, a ref-all pointer
       (may_alias types, memcpy folded to a MEM_REF), or one whose type
       has alias set 0;
     - a path through a union member (GCC lets a union's members pun
       when accessed through the union), a bit-field, a field GCC marks
       non-addressable (accessed only through its parent's alias set), a
       VIEW_CONVERT_EXPR or a BIT_FIELD_REF: the access is not simply an
       object of its type;
     - types whose alias sets conflict (one contains the other, as a
       struct its members).  */

#include "gcc-common.h"
#include "gimple-access-type.h"

/* The alias set of the object REF accesses, or 0 when the rule above
   does not apply to REF.  */
static alias_set_type
plain_access_set (tree ref)
{
  if (get_alias_set (ref) == 0 || TREE_THIS_VOLATILE (ref))
    return 0;
  tree t = ref;
  for (; handled_component_p (t); t = TREE_OPERAND (t, 0))
    switch (TREE_CODE (t))
      {
      case COMPONENT_REF:
	{
	  tree field = TREE_OPERAND (t, 1);
	  tree outer = TREE_TYPE (TREE_OPERAND (t, 0));
	  if (DECL_BIT_FIELD (field) || DECL_BIT_FIELD_TYPE (field)
	      || DECL_NONADDRESSABLE_P (field)
	      || TREE_CODE (outer) == UNION_TYPE
	      || TREE_CODE (outer) == QUAL_UNION_TYPE)
	    return 0;
	  break;
	}
      case ARRAY_REF:
      case ARRAY_RANGE_REF:
      case REALPART_EXPR:
      case IMAGPART_EXPR:
	break;
      default:
	/* VIEW_CONVERT_EXPR, BIT_FIELD_REF.  */
	return 0;
      }
  /* The base: a declaration, or a dereference whose pointer is not
     ref-all.  */
  if ((TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF)
      && get_deref_alias_set (TREE_CODE (t) == MEM_REF ? TREE_OPERAND (t, 1)
			      : TMR_OFFSET (t)) == 0)
    return 0;
  if (TREE_CODE (t) != MEM_REF && TREE_CODE (t) != TARGET_MEM_REF
      && !DECL_P (t))
    return 0;
  return get_alias_set (TREE_TYPE (ref));
}

bool
memopt_access_types_disjoint_p (tree a, tree b)
{
  if (!flag_strict_aliasing || !a || !b)
    return false;
  alias_set_type sa = plain_access_set (a), sb = plain_access_set (b);
  return sa != 0 && sb != 0 && !alias_sets_conflict_p (sa, sb);
}
