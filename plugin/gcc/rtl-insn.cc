/* rtl-insn.cc - the facts of one RTL instruction that memopt's RTL passes
   decide from: registers set and mentioned, memory references, and the
   kinds of part that make an instruction a barrier for one pass or
   another (rtl-insn.h).

   Example (AArch64, after register allocation):

     (parallel [(set (mem:DI (plus sp 8)) (reg x1))
		(clobber (mem:BLK (scratch)))])

   has mems { [sp+8] write, [scratch] write }, defs {}, mentions
   { sp, x1 }, kinds WRITES_MEM | BLK_MEM | STACK_TIE: memopt-pairs
   refuses it as a "stack tie", memopt-reread as a store.

   The scan
     1. note_stores: the registers set or clobbered (defs for hard
        registers, set_regs for any), and whether memory is written;
     2. one walk of the pattern with FOR_EACH_SUBRTX: the kinds (MEM
        flags, asm, UNSPEC, UNSPEC_VOLATILE, TRAP_IF) and the hard
        registers mentioned; parts inside constants (CONST, HIGH, ...)
        are kept apart, because a pass that walks with NONCONST never
        sees them (an UNSPEC in a (const (unspec [sym] UNSPEC_GOT)) is
        an address, not an operation);
     3. one walk of the memory references (collect_mems), destinations
        marked as writes, those inside another's address marked so, and
        those with a MEM in their address;
     4. auto-increments and REG_INC notes as defs; GCC's predicates for
        the rest (volatile_insn_p, volatile_refs_p, insn_could_throw_p).
   Nothing here decides: it is always the facts of INSN as it is.  */

#include "gcc-common.h"
#include "regs.h"
#include "rtl-insn.h"

void
memopt_rtl_add_hard_reg (HARD_REG_SET *set, rtx x)
{
  if (SUBREG_P (x))
    x = SUBREG_REG (x);
  if (REG_P (x) && HARD_REGISTER_P (x))
    add_to_hard_reg_set (set, GET_MODE (x), REGNO (x));
}

namespace {

/* note_stores callback: DEST, set or clobbered, into the set DATA.  */
void
note_hard_def (rtx dest, const_rtx, void *data)
{
  memopt_rtl_add_hard_reg ((HARD_REG_SET *) data, dest);
}

/* note_stores callback: DEST set or clobbered by the insn of DATA.  */
void
note_set (rtx dest, const_rtx, void *data)
{
  memopt_rtl_insn *f = (memopt_rtl_insn *) data;
  memopt_rtl_add_hard_reg (&f->defs, dest);
  while (GET_CODE (dest) == STRICT_LOW_PART || GET_CODE (dest) == ZERO_EXTRACT)
    dest = XEXP (dest, 0);
  if (MEM_P (dest))
    f->kinds |= MO_RTL_WRITES_MEM;
  else if (REG_P (dest) || (SUBREG_P (dest) && REG_P (SUBREG_REG (dest))))
    f->set_regs.push_back (dest);
}

/* The kinds X itself has (not its operands).  */
unsigned
part_kinds (const_rtx x)
{
  switch (GET_CODE (x))
    {
    case MEM:
      return (MEM_VOLATILE_P (x) ? MO_RTL_VOLATILE_MEM : 0)
	     | (GET_MODE (x) == BLKmode ? MO_RTL_BLK_MEM : 0)
	     | (GET_CODE (XEXP (x, 0)) == SCRATCH ? MO_RTL_STACK_TIE : 0)
	     | (side_effects_p (XEXP (x, 0)) ? MO_RTL_SIDE_EFFECT_ADDRESS : 0);
    case ASM_OPERANDS:
    case ASM_INPUT:
      return MO_RTL_ASM;
    case UNSPEC:
      return MO_RTL_UNSPEC;
    case UNSPEC_VOLATILE:
      return MO_RTL_UNSPEC_VOLATILE;
    case TRAP_IF:
      return MO_RTL_TRAP_IF;
    default:
      return 0;
    }
}

/* Step 2: kinds and mentioned hard registers of PAT into F.  */
void
scan_parts (rtx pat, memopt_rtl_insn *f)
{
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, pat, ALL)
    {
      const_rtx x = *iter;
      if (GET_RTX_CLASS (GET_CODE (x)) == RTX_CONST_OBJ)
	{
	  subrtx_iterator::array_type inner;
	  FOR_EACH_SUBRTX (in, inner, x, ALL)
	    f->kinds_in_constants |= part_kinds (*in);
	  iter.skip_subrtxes ();
	  continue;
	}
      f->kinds |= part_kinds (x);
      if (REG_P (x))
	memopt_rtl_add_hard_reg (&f->mentions, CONST_CAST_RTX (x));
      else if (GET_RTX_CLASS (GET_CODE (x)) == RTX_AUTOINC)
	memopt_rtl_add_hard_reg (&f->defs, XEXP (x, 0));
    }
}

void collect_mems (rtx x, std::vector<memopt_rtl_memref> *mems,
		   bool in_address);

/* MEM, written when WRITE, and then the references in its address.  */
void
collect_mem (rtx mem, bool write, std::vector<memopt_rtl_memref> *mems,
	     bool in_address)
{
  size_t at = mems->size ();
  mems->push_back ({ mem, write, in_address, false });
  collect_mems (XEXP (mem, 0), mems, true);
  (*mems)[at].mem_in_address = mems->size () > at + 1;
}

/* Step 3: the memory references of X into MEMS; a destination of a SET
   or CLOBBER is a write; IN_ADDRESS: X is (in) the address of a MEM.  */
void
collect_mems (rtx x, std::vector<memopt_rtl_memref> *mems, bool in_address)
{
  subrtx_var_iterator::array_type array;
  FOR_EACH_SUBRTX_VAR (iter, array, x, NONCONST)
    {
      rtx y = *iter;
      if (GET_CODE (y) == SET || GET_CODE (y) == CLOBBER)
	{
	  rtx dest = SET_DEST (y);
	  while (GET_CODE (dest) == SUBREG || GET_CODE (dest) == STRICT_LOW_PART
		 || GET_CODE (dest) == ZERO_EXTRACT)
	    dest = XEXP (dest, 0);
	  if (MEM_P (dest))
	    collect_mem (dest, true, mems, in_address);
	  else if (dest != SET_DEST (y))
	    collect_mems (SET_DEST (y), mems, in_address);
	  if (GET_CODE (y) == SET)
	    collect_mems (SET_SRC (y), mems, in_address);
	  iter.skip_subrtxes ();
	}
      else if (MEM_P (y))
	{
	  collect_mem (y, false, mems, in_address);
	  iter.skip_subrtxes ();
	}
    }
}

}  // namespace

void
memopt_rtl_insn_scan (rtx_insn *insn, memopt_rtl_insn *f)
{
  rtx pat = PATTERN (insn);
  f->insn = insn;
  f->kinds = (CALL_P (insn) ? MO_RTL_CALL : 0) | (JUMP_P (insn) ? MO_RTL_JUMP : 0);
  f->kinds_in_constants = 0;
  CLEAR_HARD_REG_SET (f->defs);
  CLEAR_HARD_REG_SET (f->mentions);
  f->set_regs.clear ();
  f->mems.clear ();
  note_stores (insn, note_set, f);
  scan_parts (pat, f);
  for (rtx note = REG_NOTES (insn); note; note = XEXP (note, 1))
    if (REG_NOTE_KIND (note) == REG_INC)
      memopt_rtl_add_hard_reg (&f->defs, XEXP (note, 0));
  f->mentions |= f->defs;
  collect_mems (pat, &f->mems, false);
  if (RTX_FRAME_RELATED_P (insn))
    f->kinds |= MO_RTL_FRAME_RELATED;
  if (volatile_insn_p (pat))
    f->kinds |= MO_RTL_VOLATILE_INSN;
  if (volatile_refs_p (pat))
    f->kinds |= MO_RTL_VOLATILE_REFS;
  if (insn_could_throw_p (insn) || find_reg_note (insn, REG_EH_REGION, 0))
    f->kinds |= MO_RTL_MAY_THROW;
}

void
memopt_rtl_stored_hard_regs (rtx_insn *insn, HARD_REG_SET *defs)
{
  CLEAR_HARD_REG_SET (*defs);
  note_stores (insn, note_hard_def, defs);
}

bool
memopt_rtl_insns_conflict (const memopt_rtl_insn &a, const memopt_rtl_insn &b,
			   bool as_pair)
{
  if (hard_reg_set_intersect_p (a.defs, b.mentions)
      || (!as_pair && hard_reg_set_intersect_p (b.defs, a.mentions)))
    return true;
  for (const memopt_rtl_memref &x : a.mems)
    for (const memopt_rtl_memref &y : b.mems)
      {
	if (x.write && y.write)
	  {
	    if (output_dependence (x.mem, y.mem))
	      return true;
	  }
	else if (x.write)
	  {
	    if (true_dependence (x.mem, VOIDmode, y.mem))
	      return true;
	  }
	else if (y.write)
	  {
	    if (anti_dependence (x.mem, y.mem))
	      return true;
	  }
      }
  return false;
}
