/* gimple-edit.h - the GIMPLE edits and checks that more than one pass
   makes when applying decisions, and what a plain memory access is
   (gimple-edit.cc).  */

#ifndef MEMOPT_GIMPLE_EDIT_H
#define MEMOPT_GIMPLE_EDIT_H

/* True when VAL may be used at statement USE: a constant, a default
   definition, or an SSA name whose definition dominates USE (a PHI of
   USE's block, or a statement before it).  Requires dominators and
   statement uids (the driver computes both).  It is always safe to
   answer false.  */
bool memopt_value_available_at (tree val, gimple *use);

/* True when VAL may be used at the end of block AT (as a PHI argument
   on an edge from AT).  Requires dominators.  */
bool memopt_value_available_at_end (tree val, basic_block at);

/* Why VAL cannot replace a value of TYPE (a load's result) at USE, or
   NULL: a type that needs a conversion, a name that occurs in an
   abnormal PHI, a definition that does not dominate USE.  USE NULL:
   availability is not asked.  */
const char *memopt_value_problem (tree val, tree type, gimple *use);

/* Load LOAD (LHS = REF) becomes LHS = VAL: a copy that later passes
   propagate.  Check mode checks it as KIND (plugin/remarks.tsv);
   break=value makes it wrong on purpose.  Call after
   memopt_transform_allowed () agreed.  */
void memopt_replace_load (gimple *load, tree val, enum mo_remark_kind kind);

/* Remove store STMT, unlinking it from the virtual SSA web (nothing
   needs renaming afterwards).  */
void memopt_delete_store (gimple *stmt);

/* The memory reference of STMT if it is a plain load or store of a
   register-type value (*IS_STORE says which), or NULL_TREE for anything
   else that touches memory: a call, asm, volatile or aggregate access.  */
tree memopt_plain_ref (gimple *stmt, bool *is_store);

#endif /* MEMOPT_GIMPLE_EDIT_H */
