/* gimple-access-type.h - type-based disambiguation by the types two
   references access (gimple-access-type.cc).  */

#ifndef MEMOPT_GIMPLE_ACCESS_TYPE_H
#define MEMOPT_GIMPLE_ACCESS_TYPE_H

/* True when the C effective-type rules alone keep references A and B
   apart: under -fstrict-aliasing, both access, through plain access
   paths (no union member, bit-field, non-addressable field,
   VIEW_CONVERT_EXPR or BIT_FIELD_REF; not char, ref-all or may_alias),
   objects whose types' alias sets do not conflict.  A true answer is
   only a NO by type (MO_NO_BY_TYPE): good for keeping a loaded value,
   never for removing a store.  It is always safe to answer false.  */
bool memopt_access_types_disjoint_p (tree a, tree b);

#endif /* MEMOPT_GIMPLE_ACCESS_TYPE_H */
