/* gimple-ir.cc - the memory IR of a GIMPLE function, and the alias
   callback behind it.

   gimple_ir_build gives the core (plugin/core/memopt.h) one block per
   reachable basic block and one instruction per statement that touches
   memory; gimple_ir's tables lead back from core instructions to
   statements and from value ids to trees.  Every GIMPLE pass of memopt
   builds its view of a function here, so they agree on what is tracked.

   Before / after (the statements, and what the core sees):

     s.a = x_2(D);                store [L0] = v0
     _1 = lookup (k_3(D));   =>   read keep          (a pure call)
     _4 = s.a;                    load v1 = [L0]
     *p_5 = _4;                   store [L1] = v1

   Statements and their core instructions:
     load of a tracked reference into an SSA name       MO_LOAD
     store of an SSA name or constant to a tracked ref  MO_STORE
     other store (aggregate copy, bit-field, CLOBBER)   MO_WRITE (+ MO_READ)
     call with a virtual definition                     MO_READ + MO_WRITE
     call with only a virtual use (pure), return        MO_READ
     volatile access, asm with memory effects, atomic,
     returns_twice call, machine builtin with memory    MO_BARRIER
   A reference is tracked when it is not volatile, not a bit-field (nor a
   BIT_FIELD_REF, nor a field declared as a bit-field that GCC laid out as
   a plain one), of register type, and has a fixed size.  Statements
   that can throw are kept (MO_INST_KEEP): removing them would change EH.
   Blocks entered by an abnormal or EH edge start with nothing known
   (MO_BLOCK_UNKNOWN_ENTRY).  Functions that call setjmp or have nonlocal
   labels are not built at all (gimple_ir_function_problem).

   Location ids.  Two tracked references get the same id when either
     - get_ref_base_and_extent_hwi gives both an exact extent, and the
       bases are operand_equal_p, the byte offsets and sizes are equal, or
     - their whole trees are operand_equal_p (variable indices through the
       same SSA names: the same address wherever both are evaluated, and
       the core forgets everything at loop headers)
   and in both cases their types are types_compatible_p, so forwarding a
   value between them needs no conversion, and (with TBAA) both or
   neither have alias set 0 (a store to the same id kills in dse.c, and a
   char-typed one, such as a folded memcpy's ref-all MEM_REF, must not
   kill a typed one: gimple-dse.cc).  Anything else is a different id
   and the oracle decides NO or MAY.

   Parts: location N is a part of location W (memopt.h struct mo_part)
   when both have an exact extent on the same address (an SSA pointer
   and a byte offset, or a declaration and one), N's bytes lie inside
   W's, and both are integers of at most 64 bits whose value is all of
   their bytes: v_1 = *p_2 and MEM[(unsigned char *)p_2 + 2B] give the
   byte load a part of *p_2, whose value is v_1's bits 16..23 on a
   little-endian target (gimple_ir_part_shift).

   Value ids: one per SSA name (never for one that occurs in an abnormal
   PHI) and one per distinct invariant (operand_equal_p, compatible type).

   Alias answers come from GCC's oracle: refs_may_alias_p between two
   references, stmt_may_clobber_ref_p_1 for a write (a call: it uses the
   points-to, escape and mod/ref information GCC has), and
   ref_maybe_used_by_stmt_p for a read.  They honour TBAA and
   -fno-strict-aliasing.  Where the oracle answers MAY with TBAA because a
   reference took the alias set of a wider type than the one it accesses
   (forwprop's MEM <struct A> [(struct B *)a].elts[i].l.len, GCC bug
   111715), the types the two references access decide
   (gimple-access-type.cc).  A NO that needs TBAA is answered NO_BY_TYPE
   (good for loads, not for removing stores: memopt.h); equal location ids
   are the MUST answer.  The oracle is asked without TBAA first (most
   answers are NO on that alone), over ao_refs whose base, extent and
   alias sets are computed once per reference while the pass decides
   (gimple_ir_oracle_ref; gimple_ir_changing drops them when it starts
   changing the function).  */

#include "gcc-common.h"
#include "glue.h"
#include "gimple-ir.h"
#include "gimple-access-type.h"

#ifndef MEMOPT_BROKEN
#define MEMOPT_BROKEN 0
#endif

namespace {
/* ------------------------------------------------------------------ */
/* Location and value interning.                                       */




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
loc_matches (const gimple_ir_loc &e, tree ref, tree base, HOST_WIDE_INT offset,
	     HOST_WIDE_INT size)
{
  if (!types_compatible_p (TREE_TYPE (e.ref), TREE_TYPE (ref))
      || (flag_strict_aliasing
	  && (get_alias_set (e.ref) == 0) != (get_alias_set (ref) == 0)))
    return false;
  if (base && e.base)
    return e.offset == offset && e.size == size
	   && operand_equal_p (e.base, base, 0);
  return operand_equal_p (e.ref, ref, 0);
}

/* The location id of tracked reference REF.  */
static int
intern_loc (gimple_ir &b, tree ref)
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
  gimple_ir_loc e = { ref, base, offset, size, h, b.loc_buckets[bucket] };
  b.locs.safe_push (e);
  b.loc_buckets[bucket] = b.locs.length () - 1;
  return b.locs.length () - 1;
}

/* The value id of gimple value T (an SSA name or an invariant), or -1
   when it cannot be tracked.  */
static int
intern_val (gimple_ir &b, tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    {
      unsigned v = SSA_NAME_VERSION (t);
      if (SSA_NAME_OCCURS_IN_ABNORMAL_PHI (t))
	return -1;
      if (b.ssa_val[v] < 0)
	{
	  gimple_ir_val e = { t, 0, -1 };
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
  gimple_ir_val e = { t, h, b.val_buckets[bucket] };
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
add_inst (gimple_ir &b, int block, mo_kind kind, int loc, int val,
	  unsigned flags, gimple *stmt, tree ref)
{
  /* The origin is an index into inst_stmt / inst_ref: stable while the
     core's arrays grow.  */
  mo_func_add (b.f, block, kind, loc, val, flags,
	       (void *) (intptr_t) b.inst_stmt.length ());
  b.inst_stmt.safe_push (stmt);
  b.inst_ref.safe_push (ref);
}

/* Builtins as stores.  With builtin_stores (the DSE pass), a call of a
   string or memory builtin whose only effect is to write a region GCC can
   name, and whose result is unused, is a MO_STORE of an unknown value
   (val -1) to that region, after a MO_READ when it reads memory:
     memset, memcpy, memmove, strncpy (d, s, N), N constant:  N bytes at d
     strcpy, stpcpy (&decl, s):  the whole declaration (writing past its
       end would be undefined)
   The region is a MEM_REF of type char[N] through the destination with
   alias set 0 (it conflicts with every type).  Such a store may be found
   dead and removed; it is never forwarded (its value is unknown) and
   never rebuilt elsewhere (dse.c does not sink or merge val -1).  */

/* The region builtin call STMT writes, or NULL_TREE.  */
static tree
builtin_store_ref (gimple *stmt)
{
  tree fn = gimple_call_fndecl (stmt);
  if (!fn || !fndecl_built_in_p (fn, BUILT_IN_NORMAL)
      || !gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return NULL_TREE;
  tree lhs = gimple_call_lhs (stmt);
  if (lhs && (TREE_CODE (lhs) != SSA_NAME || !has_zero_uses (lhs)))
    return NULL_TREE;
  tree dest, size;
  switch (DECL_FUNCTION_CODE (fn))
    {
    case BUILT_IN_MEMSET:
    case BUILT_IN_MEMCPY:
    case BUILT_IN_MEMMOVE:
    case BUILT_IN_STRNCPY:
      if (gimple_call_num_args (stmt) != 3)
	return NULL_TREE;
      dest = gimple_call_arg (stmt, 0);
      size = gimple_call_arg (stmt, 2);
      break;
    case BUILT_IN_STRCPY:
    case BUILT_IN_STPCPY:
      if (gimple_call_num_args (stmt) != 2)
	return NULL_TREE;
      dest = gimple_call_arg (stmt, 0);
      if (TREE_CODE (dest) != ADDR_EXPR || !VAR_P (TREE_OPERAND (dest, 0)))
	return NULL_TREE;
      size = DECL_SIZE_UNIT (TREE_OPERAND (dest, 0));
      break;
    default:
      return NULL_TREE;
    }
  if (!size || !tree_fits_uhwi_p (size) || tree_to_uhwi (size) == 0
      || tree_to_uhwi (size) > 4096)
    return NULL_TREE;
  if (TREE_CODE (dest) != SSA_NAME && TREE_CODE (dest) != ADDR_EXPR)
    return NULL_TREE;
  tree type = build_array_type_nelts (char_type_node, tree_to_uhwi (size));
  /* fold turns MEM[&buf[0]] into MEM[&buf]: the oracle accepts only a
     pointer or the address of a declaration there.  */
  tree ref = fold_build2 (MEM_REF, type, dest, build_int_cst (ptr_type_node, 0));
  if (TREE_CODE (ref) != MEM_REF || !is_gimple_mem_ref_addr (TREE_OPERAND (ref, 0))
      || (TREE_CODE (TREE_OPERAND (ref, 0)) == ADDR_EXPR
	  && !DECL_P (TREE_OPERAND (TREE_OPERAND (ref, 0), 0))))
    return NULL_TREE;
  return ref;
}

/* True when builtin call STMT writes every byte of its region: not so
   for strcpy and stpcpy, which write a prefix of it.  A store that may
   write only part of its region must not share a location id (a store to
   the same id is a kill for dse.c): it gets one of its own.  */
static bool
builtin_writes_all_p (gimple *stmt)
{
  return !gimple_call_builtin_p (stmt, BUILT_IN_STRCPY)
	 && !gimple_call_builtin_p (stmt, BUILT_IN_STPCPY);
}

/* A location id no other reference will ever get.  */
static int
unique_loc (gimple_ir &b, tree ref)
{
  gimple_ir_loc e = { ref, NULL_TREE, 0, 0, 0, -1 };
  b.locs.safe_push (e);
  return b.locs.length () - 1;
}

/* True when builtin call STMT reads memory (all but memset).  */
static bool
builtin_reads_p (gimple *stmt)
{
  return !gimple_call_builtin_p (stmt, BUILT_IN_MEMSET);
}

/* Append the core instructions for STMT to core block BLOCK.  */
static void
classify_stmt (gimple_ir &b, int block, gimple *stmt)
{
  if (is_gimple_debug (stmt) || !gimple_vuse (stmt))
    return;
  unsigned keep = stmt_could_throw_p (b.fun, stmt) || memopt_check_stmt_p (stmt)
		  ? MO_INST_KEEP : 0;

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
      else if (tree ref = b.builtin_stores ? builtin_store_ref (stmt)
					   : NULL_TREE)
	{
	  if (builtin_reads_p (stmt))
	    add_inst (b, block, MO_READ, -1, -1, MO_INST_KEEP, stmt,
		      NULL_TREE);
	  int loc = builtin_writes_all_p (stmt) ? intern_loc (b, ref)
						: unique_loc (b, ref);
	  add_inst (b, block, MO_STORE, loc, -1, keep, stmt, ref);
	}
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
/* Parts (memopt.h struct mo_part).                                    */

/* A location's address as a pointer or declaration and a byte offset
   from it: MEM[(T *)p_1 + 2B] is (p_1, 2), s.a[3] is (s, offset of
   a[3]).  get_ref_base_and_extent keeps the MEM_REF of a pointer, with
   its constant offset, as the base, so two accesses through p_1 at
   different offsets have different bases: this undoes that.  */
struct part_key
{
  tree addr;              /* an SSA pointer or a declaration */
  HOST_WIDE_INT byte, bytes;
  int loc;
  hashval_t hash;
};

/* Can location E take part in a part relation: an exact extent on a
   known address, of an integer type whose value is all of its bytes
   (not bool, not an enum or bit-precise type narrower than its size), at
   most 64 bits?  Fills K.  */
static bool
part_key_of (const gimple_ir_loc &e, int loc, part_key *k)
{
  tree type = TREE_TYPE (e.ref);
  if (!e.base || !INTEGRAL_TYPE_P (type) || TREE_CODE (type) == BOOLEAN_TYPE
      || TYPE_PRECISION (type) != e.size || e.size > 64)
    return false;
  k->loc = loc;
  k->byte = e.offset / BITS_PER_UNIT;
  k->bytes = e.size / BITS_PER_UNIT;
  if (TREE_CODE (e.base) == MEM_REF
      && TREE_CODE (TREE_OPERAND (e.base, 0)) == SSA_NAME)
    {
      poly_int64 off;
      HOST_WIDE_INT c;
      if (!mem_ref_offset (e.base).to_shwi (&off) || !off.is_constant (&c))
	return false;
      k->addr = TREE_OPERAND (e.base, 0);
      k->byte += c;
    }
  else if (DECL_P (e.base))
    k->addr = e.base;
  else
    return false;
  k->hash = iterative_hash_expr (k->addr, 0);
  return true;
}

static int
part_key_cmp (const void *pa, const void *pb)
{
  const part_key *a = (const part_key *) pa, *b = (const part_key *) pb;
  if (a->hash != b->hash)
    return a->hash < b->hash ? -1 : 1;
  if (a->byte != b->byte)
    return a->byte < b->byte ? -1 : 1;
  return a->loc - b->loc;
}

/* Is N's extent strictly inside W's, on the same address?  */
static bool
part_of_p (const part_key &n, const part_key &w)
{
  return n.loc != w.loc && n.bytes < w.bytes && w.byte <= n.byte
	 && n.byte + n.bytes <= w.byte + w.bytes
	 && operand_equal_p (n.addr, w.addr, 0);
}

/* Each location gets at most this many wholes (the core looks each up
   when the location is loaded).  */
#define MAX_WHOLES_PER_PART 4

/* The wholes a part may have among KEYS (sorted by address and offset):
   at most 8 bytes wide, so starting at most 7 bytes before it, they are
   its near neighbours.  Appends (part, whole) index pairs to OUT.  */
static void
wholes_of (const vec<part_key> &keys, unsigned i, vec<int> &out)
{
  int found = 0;
  for (unsigned j = i; j-- > 0 && found < MAX_WHOLES_PER_PART
		       && keys[j].hash == keys[i].hash
		       && keys[i].byte - keys[j].byte < 8;)
    if (part_of_p (keys[i], keys[j]))
      {
	out.safe_push (i);
	out.safe_push (j);
	found++;
      }
  for (unsigned j = i + 1; j < keys.length () && found < MAX_WHOLES_PER_PART
			   && keys[j].hash == keys[i].hash
			   && keys[j].byte == keys[i].byte; j++)
    if (part_of_p (keys[i], keys[j]))
      {
	out.safe_push (i);
	out.safe_push (j);
	found++;
      }
}

/* Record the parts among the IR's locations, except those of a whole
   whose every byte some part covers.  Such a whole is accessed both ways:
   often it is GCC's own merged load (the bswap pass turns u[3] << 32 |
   u[2] into one 8-byte load and leaves the 4-byte loads to their other
   uses), and the narrow loads are what the vectorizer groups into vector
   loads.  Extracting all of them trades N loads for up to 2N-1 shifts
   and truncations and takes the vector loads away: pr89369 at -O3 ran
   10 more instructions on AArch64 before this rule.  */
static void
find_parts (gimple_ir &b)
{
  auto_vec<part_key> keys;
  for (unsigned i = 0; i < b.locs.length (); i++)
    {
      part_key k;
      if (part_key_of (b.locs[i], (int) i, &k))
	keys.safe_push (k);
    }
  keys.qsort (part_key_cmp);
  auto_vec<int> pairs;
  for (unsigned i = 0; i < keys.length (); i++)
    wholes_of (keys, i, pairs);
  /* Bytes of each whole (by key index) its parts cover: bit k, byte k.  */
  auto_vec<unsigned> cover;
  cover.safe_grow_cleared (keys.length ());
  for (unsigned k = 0; k < pairs.length (); k += 2)
    {
      const part_key &n = keys[pairs[k]], &w = keys[pairs[k + 1]];
      cover[pairs[k + 1]] |= ((1u << n.bytes) - 1) << (n.byte - w.byte);
    }
  for (unsigned k = 0; k < pairs.length (); k += 2)
    {
      const part_key &w = keys[pairs[k + 1]];
      if (cover[pairs[k + 1]] != (1u << w.bytes) - 1)
	mo_func_part (b.f, keys[pairs[k]].loc, w.loc);
    }
}

/* ------------------------------------------------------------------ */
/* The alias callback.                                                 */


/* How A relates to B.  B has a tracked reference (it is the
   representative of a heap entry); A may be a store, a load, or a write
   or read of unknown extent.  Equal location ids are the MUST answer and
   the core handles them itself, so only NO, NO_BY_TYPE and MAY are
   returned: NO_BY_TYPE when the oracle says NO with TBAA but MAY without
   it (memopt.h says what the core may and may not do with that).  */
static mo_alias
oracle_alias (void *vctx, const mo_inst *a, const mo_inst *b)
{
  const gimple_ir &bld = *(const gimple_ir *) vctx;
  return gimple_ir_alias_ref (bld, a, gimple_ir_ref (bld, b));
}

/* ------------------------------------------------------------------ */
/* Building the function.                                              */

/* Number the reachable blocks in the order GCC lays them out, the entry's
   successor first.  Returns the number of core blocks.  */
static int
number_blocks (gimple_ir &b)
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
add_edges (gimple_ir &b)
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

}  // namespace

bool
gimple_ir_part_shift (const gimple_ir &ir, int narrow, int wide,
		      HOST_WIDE_INT *shift)
{
  part_key n, w;
  if (!part_key_of (ir.locs[narrow], narrow, &n)
      || !part_key_of (ir.locs[wide], wide, &w) || !part_of_p (n, w))
    return false;
  if (BYTES_BIG_ENDIAN != WORDS_BIG_ENDIAN && w.bytes > UNITS_PER_WORD)
    return false;
  HOST_WIDE_INT from_low = BYTES_BIG_ENDIAN
			   ? (w.byte + w.bytes) - (n.byte + n.bytes)
			   : n.byte - w.byte;
  *shift = from_low * BITS_PER_UNIT;
  return true;
}

tree
gimple_ir_builtin_store_ref (gimple *stmt)
{
  return builtin_store_ref (stmt);
}

/* The oracle's view of REF: an ao_ref with its base, extent and alias
   sets already computed, so that each reference of IR pays for them once
   (get_ref_base_and_extent and get_alias_set are most of a query's cost)
   and not once per query.  A copy: the oracle may fill in what it
   computes, and the cache's entries may move.  */
ao_ref
gimple_ir_oracle_ref (const gimple_ir &ir, tree ref)
{
  if (ir.changing)
    {
      ao_ref fresh;
      ao_ref_init (&fresh, ref);
      return fresh;
    }
  if (!ir.ao_refs)
    ir.ao_refs = new hash_map<tree, ao_ref>;
  bool existed;
  ao_ref &r = ir.ao_refs->get_or_insert (ref, &existed);
  if (!existed)
    {
      ao_ref_init (&r, ref);
      ao_ref_base (&r);
      ao_ref_alias_set (&r);
      ao_ref_base_alias_set (&r);
    }
  return r;
}

/* How instruction A relates to the reference REF_B (a tracked reference
   of the IR, or one a pass built for the same purpose): NO, NO_BY_TYPE or
   MAY, as oracle_alias explains.  The oracle runs without TBAA first:
   most answers are NO on that alone (another base or offset), and TBAA
   only turns a MAY into NO_BY_TYPE, so it runs twice only for those.  */
mo_alias
gimple_ir_alias_ref (const gimple_ir &bld, const mo_inst *a, tree ref_b)
{
  if (!ref_b)
    return MO_MAY;
  gimple *stmt_a = gimple_ir_stmt (bld, a);
  tree ref_a = gimple_ir_ref (bld, a);
  if (ref_a)
    {
      /* Deliberately wrong (self-tests only): the -DMEMOPT_BROKEN build
	 believes stores never alias; break=alias believes no two accesses
	 do (so that dead-store elimination breaks too).  */
      if ((MEMOPT_BROKEN && a->kind == MO_STORE)
	  || memopt_opts.break_kind == MO_BREAK_ALIAS)
	return MO_NO;
      ao_ref ra = gimple_ir_oracle_ref (bld, ref_a);
      ao_ref rb = gimple_ir_oracle_ref (bld, ref_b);
      if (!refs_may_alias_p_1 (&ra, &rb, false))
	return MO_NO;
      if (!refs_may_alias_p_1 (&ra, &rb, true))
	return MO_NO_BY_TYPE;
      /* The types the two access, where the oracle used a wider type's
	 alias set (gimple-access-type.cc).  */
      return memopt_access_types_disjoint_p (ref_a, ref_b) ? MO_NO_BY_TYPE
							    : MO_MAY;
    }
  if (a->kind == MO_BARRIER || !stmt_a)
    return MO_MAY;
  ao_ref r = gimple_ir_oracle_ref (bld, ref_b);
  if (a->kind == MO_READ)
    {
      if (!ref_maybe_used_by_stmt_p (stmt_a, &r, false))
	return MO_NO;
      return ref_maybe_used_by_stmt_p (stmt_a, &r, true) ? MO_MAY
							  : MO_NO_BY_TYPE;
    }
  if (!stmt_may_clobber_ref_p_1 (stmt_a, &r, false))
    return MO_NO;
  return stmt_may_clobber_ref_p_1 (stmt_a, &r, true) ? MO_MAY : MO_NO_BY_TYPE;
}

void
gimple_ir_build (gimple_ir &b, function *fun)
{
  b.fun = fun;
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
  find_parts (b);
  b.f->alias = oracle_alias;
  b.f->alias_ctx = &b;
}

gimple *
gimple_ir_stmt (const gimple_ir &ir, const mo_inst *i)
{
  return ir.inst_stmt[(intptr_t) i->origin];
}

tree
gimple_ir_ref (const gimple_ir &ir, const mo_inst *i)
{
  return ir.inst_ref[(intptr_t) i->origin];
}

tree
gimple_ir_value (const gimple_ir &ir, int val)
{
  return ir.vals[val].t;
}

void
gimple_ir_count (const gimple_ir &ir, int *loads, int *stores)
{
  *loads = *stores = 0;
  for (int blk = 0; blk < ir.f->nblock; blk++)
    for (int k = 0; k < ir.f->blocks[blk].ninst; k++)
      {
	*loads += ir.f->blocks[blk].inst[k].kind == MO_LOAD;
	*stores += ir.f->blocks[blk].inst[k].kind == MO_STORE;
      }
}

const char *
gimple_ir_function_problem (function *fun)
{
  if (fun->calls_setjmp)
    return "the function calls setjmp or another returns_twice function";
  if (fun->has_nonlocal_label)
    return "the function has a nonlocal label";
  return NULL;
}

bool
gimple_ir_start (gimple_ir &ir, function *fun, bool builtin_stores)
{
  memset (&ir, 0, sizeof ir);
  ir.builtin_stores = builtin_stores;
  const char *problem = gimple_ir_function_problem (fun);
  if (problem)
    {
      if (dump_file)
	fprintf (dump_file, "Skipped: %s\n", problem);
      return false;
    }
  gimple_ir_build (ir, fun);
  const char *bad = mo_func_check (ir.f);
  gcc_assert (!bad);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      fprintf (dump_file, "Memory IR:\n");
      mo_func_print (ir.f, dump_file);
    }
  return true;
}

void
gimple_ir_changing (gimple_ir &ir)
{
  delete ir.ao_refs;
  ir.ao_refs = NULL;
  ir.changing = true;
}

void
gimple_ir_free (gimple_ir &ir)
{
  if (ir.f)
    mo_func_free (ir.f);
  ir.f = NULL;
  ir.locs.release ();
  ir.loc_buckets.release ();
  ir.vals.release ();
  ir.val_buckets.release ();
  ir.ssa_val.release ();
  ir.inst_stmt.release ();
  ir.inst_ref.release ();
  ir.block_of_bb.release ();
  ir.bb_of_block.release ();
  gimple_ir_changing (ir);
}
