/* gimple-dse-oracle.cc - what GCC tells memopt-dse that the memory IR
   cannot: the four callbacks of mo_dse (plugin/core/dse.c).

   gimple-dse.cc applies mo_dse's decisions; mo_dse asks these while it
   decides.  Before / after, for KILLS (a clobber at the end of a
   variable's lifetime covers a store to it, so the store is dead):

     buf.x = 1;                        (removed: the clobber kills it)
     use (&buf.y);                     use (&buf.y);
     buf ={v} {CLOBBER};        =>     buf ={v} {CLOBBER};

   What the glue adds to the core's rules:
     - FIXED: a store's address is fixed when get_ref_base_and_extent_hwi
       gives a declaration at a constant offset (no SSA name in it); only
       such stores are followed around loops.
     - EXIT_MAY_READ: a block without successors that ends in a return
       hides nothing (the return is a MO_READ the oracle answered);
       another one (a noreturn call, __builtin_unreachable) may leave
       global memory visible: ref_may_alias_global_p, as GCC's DSE.
     - A read by a statement that can throw may also leave through the
       exception: it reads whatever the caller can see
       (ref_may_alias_global_p), whatever the oracle said about the call.
     - KILLS: stmt_kills_ref_p, so a clobber at the end of a variable's
       lifetime or a memset / memcpy / strncpy of known size that covers
       the store also kills it.  But a store through a char (alias set
       0) lvalue kills only a store of alias set 0: it leaves the bytes'
       effective type as it was (C11 6.5p6), so removing a typed store
       before it would leave an older type behind, and a later load of
       the removed store's type would then break the effective-type rules
       where the original did not (found by fuzz-dse; corpora/fuzz/dse/
       bug-char-store-kills-typed-store).  Not with -fno-strict-aliasing,
       where no type is ever assumed.
     - BUILTIN STORES: the IR is built with builtin_stores (gimple-ir.cc):
       a memset, memcpy, memmove or strncpy of constant size, or a strcpy
       or stpcpy into a whole declaration, whose result is unused, is a
       store of an unknown value to the region it writes, so a call that
       a later write of the whole region makes dead is removed like a
       store ("memopt: dead store to 16 bytes at &tmp removed: the call
       to strcpy"; tests/dse/dead-strcpy-memset.c, where GCC 12 keeps the
       strcpy).  Such stores are never sunk or merged.
     - Writes are compared without TBAA: the core asks about them only to
       move a store past them (sinking, merging), and reordering two
       writes of different types changes the effective type left in
       allocated memory (GCC's refs_output_dependent_p does the same).  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-ir.h"
#include "gimple-dse-oracle.h"

/* True when the caller may see REF after this function is left (a local,
   even one whose address escaped, dies with the frame).  */
static bool
visible_to_caller_p (tree ref)
{
  return memopt_ref_may_alias_global_p (ref);
}


/* True when call STMT, a copy of constant size whose source may not
   overlap its destination (memcpy, strncpy: undefined otherwise), writes
   every byte of REF: then it cannot read any of them either, and a
   memset of them before it is not read by it.  (Not strcpy: it writes a
   prefix of its region only, and may read the rest.)  */
static bool
copy_never_reads_p (gimple *stmt, tree ref)
{
  if (!is_gimple_call (stmt)
      || !(gimple_call_builtin_p (stmt, BUILT_IN_MEMCPY)
	   || gimple_call_builtin_p (stmt, BUILT_IN_STRNCPY)))
    return false;
  tree region = gimple_ir_builtin_store_ref (stmt);
  if (!region)
    return false;
  HOST_WIDE_INT o1, s1, o2, s2;
  bool r1, r2;
  tree b1 = get_ref_base_and_extent_hwi (region, &o1, &s1, &r1);
  tree b2 = get_ref_base_and_extent_hwi (ref, &o2, &s2, &r2);
  return b1 && b2 && operand_equal_p (b1, b2, 0) && o1 <= o2
	 && o2 + s2 <= o1 + s1;
}

/* The alias callback of the pass: gimple-ir's oracle, plus the exception
   exit of a throwing read, and copies that cannot read what they
   overwrite (see the top comment).  */
static mo_alias
dse_alias (void *vctx, const mo_inst *a, const mo_inst *b)
{
  dse_oracle &c = *(dse_oracle *) vctx;
  tree ref_b = gimple_ir_ref (*c.ir, b);
  gimple *stmt = gimple_ir_stmt (*c.ir, a);
  if (!ref_b || !stmt)
    return MO_MAY;
  /* break=dse-call (self-tests only): calls touch nothing.  */
  if (memopt_opts.break_kind == MO_BREAK_DSE_CALL && is_gimple_call (stmt))
    return MO_NO;
  if (a->kind == MO_READ && stmt_could_throw_p (c.ir->fun, stmt)
      && visible_to_caller_p (ref_b))
    return MO_MAY;
  if (a->kind == MO_READ && copy_never_reads_p (stmt, ref_b))
    return MO_NO;
  if (a->kind == MO_STORE || a->kind == MO_WRITE)
    {
      /* Only sinking and merging ask about writes: they reorder two
	 writes, which types cannot justify (a store sets the effective
	 type of allocated memory), so ask without TBAA, as GCC's
	 refs_output_dependent_p does.  break=alias (self-tests only)
	 believes no two writes overlap either, so that sinking breaks.  */
      if (memopt_opts.break_kind == MO_BREAK_ALIAS)
	return MO_NO;
      tree ref_a = gimple_ir_ref (*c.ir, a);
      ao_ref rb = gimple_ir_oracle_ref (*c.ir, ref_b);
      if (ref_a)
	{
	  ao_ref ra = gimple_ir_oracle_ref (*c.ir, ref_a);
	  return refs_may_alias_p_1 (&ra, &rb, false) ? MO_MAY : MO_NO;
	}
      return stmt_may_clobber_ref_p_1 (stmt, &rb, false) ? MO_MAY : MO_NO;
    }
  return c.oracle (c.oracle_ctx, a, b);
}

/* mo_dse_fixed_fn: STORE's address has no SSA name in it.  */
static bool
fixed_address_p (void *vctx, const mo_inst *store)
{
  dse_oracle &c = *(dse_oracle *) vctx;
  tree ref = gimple_ir_ref (*c.ir, store);
  if (!ref)
    return false;
  HOST_WIDE_INT offset, size;
  bool reverse;
  tree base = get_ref_base_and_extent_hwi (ref, &offset, &size, &reverse);
  return base && DECL_P (base);
}

/* mo_dse_exit_fn.  */
static bool
exit_may_read_p (void *vctx, int block, const mo_inst *store)
{
  dse_oracle &c = *(dse_oracle *) vctx;
  basic_block bb = c.ir->bb_of_block[block];
  gimple *last = last_stmt (bb);
  if (last && gimple_code (last) == GIMPLE_RETURN)
    return false;
  tree ref = gimple_ir_ref (*c.ir, store);
  return !ref || visible_to_caller_p (ref);
}

/* True when, with TBAA, STMT stores through a char (alias set 0) lvalue
   and REF, the store it would kill, has a type: the char store keeps the
   bytes' effective type, so REF's store is what sets it (see KILLS
   above).  */
static bool
char_store_over_typed_p (gimple *stmt, tree ref)
{
  return flag_strict_aliasing && is_gimple_assign (stmt)
	 && gimple_store_p (stmt) && !gimple_clobber_p (stmt)
	 && get_alias_set (gimple_assign_lhs (stmt)) == 0
	 && get_alias_set (ref) != 0;
}

/* mo_dse_kill_fn: GCC's stmt_kills_ref_p (a clobber ending the
   variable's lifetime, memset / memcpy / strncpy ... of known size
   covering the store, a wider store, a call whose modref summary kills
   it).  Never for a statement that may throw (the old value may be seen
   by a handler), nor for a barrier other than a clobber, nor for a char
   store over a typed one.  */
static bool
kills_p (void *vctx, const mo_inst *i, const mo_inst *store)
{
  dse_oracle &c = *(dse_oracle *) vctx;
  gimple *stmt = gimple_ir_stmt (*c.ir, i);
  tree ref = gimple_ir_ref (*c.ir, store);
  if (!stmt || !ref || stmt_could_throw_p (c.ir->fun, stmt))
    return false;
  if (i->kind == MO_BARRIER && !gimple_clobber_p (stmt))
    return false;
  if (char_store_over_typed_p (stmt, ref))
    return false;
  return stmt_kills_ref_p (stmt, ref);
}

void
dse_oracle_install (dse_oracle &o, gimple_ir &ir, mo_dse_params &params)
{
  o.ir = &ir;
  o.oracle = ir.f->alias;
  o.oracle_ctx = ir.f->alias_ctx;
  ir.f->alias = dse_alias;
  ir.f->alias_ctx = &o;
  params.fixed = fixed_address_p;
  params.exit_may_read = exit_may_read_p;
  params.kills = kills_p;
  params.ctx = &o;
}
