/* gimple-promote-loop.h - what memopt-promote reads of a loop
   (gimple-promote-loop.cc), for gimple-promote.cc and
   gimple-promote-version.cc.  */

#ifndef MEMOPT_GIMPLE_PROMOTE_LOOP_H
#define MEMOPT_GIMPLE_PROMOTE_LOOP_H

#include <vector>

/* One memory access of the loop.  */
struct promote_access
{
  gimple *stmt;
  tree ref;      /* what it reads or writes */
  bool store;
};

/* An access's range: RANGE at BASE + OFF (BASE known before the loop).  */
struct promote_ranged
{
  tree base;
  long long off;
  struct mo_promote_range range;
};

/* True when EXPR can be computed before LOOP, in straight-line code.  */
bool promote_computable_before (tree expr, class loop *loop);

/* LOOP's accesses (BBS its blocks) into ACC, in the order of the blocks
   and statements; false at a barrier (a call that reads or writes
   memory, asm, a volatile access, a statement that may throw, an
   abnormal or EH edge, another kind of memory statement, more than
   max-promote-stmts statements).  */
bool promote_scan_loop (class loop *loop, basic_block *bbs,
			std::vector<promote_access> &acc);

/* REF is whole bytes at a constant offset from its base: its size in
   bytes into *SIZE and, when asked, the base and the offset in bytes.  */
bool promote_byte_extent (tree ref, HOST_WIDE_INT *size, tree *base_p = NULL,
			  HOST_WIDE_INT *offset = NULL);

/* REF is at a fixed address in LOOP (a candidate P): whole bytes at a
   constant offset, not volatile, of an addressable declaration or
   through a pointer known before the loop.  */
bool promote_fixed_address (tree ref, class loop *loop);

/* The range of access A into C: by scalar evolutions (BASE + STEP * i),
   else by the bounds of its offset; false when it has none.  */
bool promote_range_of (const promote_access &a, class loop *loop,
		       promote_ranged &c);

/* Step 2 of gimple-promote.cc: ACC, the accesses of LOOP (EXIT its exit),
   described to the core into DESC (with CLASSES, each candidate's
   register class, for the cost model), and the trees of their ranges'
   bases into BASE (NULL: no range).  Requires dominators and scalar
   evolutions.  */
void promote_describe (class loop *loop, edge exit,
		       const std::vector<promote_access> &acc, bool classes,
		       std::vector<mo_promote_access> &desc,
		       std::vector<tree> &base);

#endif /* MEMOPT_GIMPLE_PROMOTE_LOOP_H */
