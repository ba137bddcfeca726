/* rtl-hoist-const-reads.cc - the reads of constants memopt-hoist-const
   works on (rtl-hoist-const.cc runs the pass): every read of a
   constant-pool entry that a register may replace, grouped by constant
   and mode.

   A read is a MEM the constant pool holds (avoid_constant_pool_reference
   gives the constant), of the generic address space and not BLKmode,
   that is an operand of an ordinary instruction: not in another MEM's
   address, not a SET's destination, and not in an instruction with an
   asm, UNSPEC, UNSPEC_VOLATILE or volatile part (also inside constants:
   untouchable, this pass's barrier policy on rtl-insn.h's facts).  recog
   must accept the instruction with a register in place of the MEM
   (replaceable, with one probe pseudo per mode).  The same MEM twice in
   one instruction is one use: the replacement takes both.  At most
   max-hoist-constants constants per function are grouped (the rest are
   left alone), so that a function with thousands of them stays linear.

   x86-64 -O2, pngvalid's set_errors (tests/hoist/eps-branches.c): one
   group, DBL_EPSILON in DFmode, four uses,
     (set (reg 150) (mult (reg 149) (mem/u/c:DF (symbol_ref LC3))))
   and three more, one in each branch.  */

#include "gcc-common.h"
#include "glue.h"
#include "rtl-hoist-const.h"

namespace {

/* Does the instruction of F have a part that makes its operands no place
   for a register (asm, UNSPEC, volatile; also inside constants)?  This
   pass's barrier policy on rtl-insn.h's facts.  */
static bool
untouchable (const memopt_rtl_insn &f)
{
  const unsigned parts = MO_RTL_ASM | MO_RTL_UNSPEC | MO_RTL_UNSPEC_VOLATILE
			 | MO_RTL_VOLATILE_MEM;
  return ((f.kinds | f.kinds_in_constants) & parts)
	 || (f.kinds & MO_RTL_VOLATILE_INSN);
}

/* The group of constant VALUE in MODE, made if there is room: at most
   max-hoist-constants per function (the rest are left alone), so that a
   function with thousands of them stays linear.  */
static const_group *
group_of (std::vector<const_group> &groups, machine_mode mode, rtx value)
{
  for (const_group &g : groups)
    if (g.mode == mode && rtx_equal_p (g.value, value))
      return &g;
  if (groups.size () >= (size_t) memopt_opts.max_hoist_constants)
    return NULL;
  groups.push_back ({ mode, value, {} });
  return &groups.back ();
}

/* A pseudo of MODE for recog probes, one per mode and function (made
   when the first constant of the mode is seen).  */
static rtx
probe_reg (std::vector<rtx> &probes, machine_mode mode)
{
  if (!probes[mode])
    probes[mode] = gen_reg_rtx (mode);
  return probes[mode];
}

/* Would INSN be recognized with PROBE in place of MEM?  */
static bool
replaceable (rtx_insn *insn, rtx mem, rtx probe)
{
  validate_replace_rtx_group (mem, probe, insn);
  bool ok = num_validated_changes () > 0 && verify_changes (0);
  cancel_changes (0);
  return ok;
}

/* Record the constant-pool reads of INSN into GROUPS (none when INSN is
   untouchable); F: scratch for its facts.  A read is a MEM not in another
   MEM's address, not the destination.  */
static void
collect_insn (rtx_insn *insn, std::vector<const_group> &groups,
	      std::vector<rtx> &probes, memopt_rtl_insn &f)
{
  rtx set = single_set (insn);
  memopt_rtl_insn_scan (insn, &f);
  for (const memopt_rtl_memref &m : f.mems)
    {
      rtx x = m.mem;
      if (m.in_address || (set && x == SET_DEST (set)))
	continue;
      rtx value = avoid_constant_pool_reference (x);
      if (value == x || GET_MODE (x) == BLKmode
	  || !ADDR_SPACE_GENERIC_P (MEM_ADDR_SPACE (x)))
	continue;
      if (untouchable (f))
	return;
      const_group *g = group_of (groups, GET_MODE (x), value);
      if (!g || !replaceable (insn, x, probe_reg (probes, g->mode)))
	continue;
      /* The same MEM twice in one instruction is one use: the
	 replacement takes both.  */
      if (!g->uses.empty () && g->uses.back ().insn == insn)
	continue;
      g->uses.push_back ({ insn, x });
    }
}

}  // namespace

void
memopt_hoist_const_reads (function *fun, std::vector<const_group> &groups,
			  sbitmap has_call)
{
  std::vector<rtx> probes (NUM_MACHINE_MODES, NULL_RTX);
  memopt_rtl_insn facts;
  bitmap_clear (has_call);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	if (CALL_P (insn))
	  bitmap_set_bit (has_call, bb->index);
	else if (NONJUMP_INSN_P (insn))
	  collect_insn (insn, groups, probes, facts);
    }
}
