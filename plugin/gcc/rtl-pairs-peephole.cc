/* rtl-pairs-peephole.cc - what GCC's own ldp/stp peephole would pair
   (memopt-pairs' pairing step, rtl-pairs-ldp.cc): the outside_partner
   hint of the core's matching.

   In the first instance, before peephole2, the model pairs only
   accesses of one base register; GCC's peephole (aarch64-ldpstp.md,
   aarch64_operands_ok_for_ldpstp) also pairs two accesses of one object
   through different addresses by their MEM_EXPRs.  An access that the
   peephole would pair with its neighbour in the stream, although the
   model cannot, is marked outside_partner, and the core leaves it
   single when its chain has an access to spare (pairs.c, step 3):

       ldr x2, [x2, #:lo12:.LANCHOR0]    x.p          ldp x2, x7, ...  (GCC)
       ldr x7, [x0, 8]                   x.q    =>
       ldr x5, [x0, 16]                  x.r          ldp x5, x3, [x0, 16]
       ldr x3, [x0, 24]                  x.s

   Only a hint: any answer is correct, since it changes which legal
   pairs the core takes, never whether a pair is legal.  */

#include "gcc-common.h"
#include "glue.h"

#ifdef GCC_AARCH64_H

#include "rtl-pairs.h"

/* The register (or zero) and the MEM of INSN when it is a plain load
   or store as GCC's ldp/stp peepholes match them (aarch64-ldpstp.md):
   (set REG MEM), (set REG (sign|zero_extend:DI MEM:SI)) or
   (set MEM REG-or-zero).  *EXT is the extension code or UNKNOWN.  */
static bool
peephole_access (rtx_insn *insn, bool *load, rtx *reg, rtx *mem,
		 rtx_code *ext)
{
  rtx pat = PATTERN (insn);
  if (GET_CODE (pat) != SET)
    return false;
  bool store;
  rtx *loc = memopt_pairs_access_mem (pat, &store, ext);
  if (!loc)
    return false;
  *load = !store, *mem = *loc;
  *reg = store ? SET_SRC (pat) : SET_DEST (pat);
  return store ? REG_P (*reg) || *reg == CONST0_RTX (GET_MODE (*mem))
	       : REG_P (*reg);
}

/* Would GCC's own ldp/stp peephole pair FIRST and SECOND (in that order,
   adjacent) as they stand?  GCC's test, aarch64_operands_ok_for_ldpstp,
   also pairs two accesses of one object through different addresses by
   their MEM_EXPRs (a lo_sum address, another base register), which the
   model does not.  Only a hint (outside_partner): any answer is safe.  */
static bool
gcc_would_pair (rtx_insn *first, rtx_insn *second)
{
  bool load1, load2;
  rtx reg1, reg2, mem1, mem2;
  rtx_code ext1, ext2;
  if (!peephole_access (first, &load1, &reg1, &mem1, &ext1)
      || !peephole_access (second, &load2, &reg2, &mem2, &ext2)
      || load1 != load2 || ext1 != ext2 || GET_MODE (mem1) != GET_MODE (mem2))
    return false;
  machine_mode mode = GET_MODE (mem1);
  HOST_WIDE_INT size;
  if (!GET_MODE_SIZE (mode).is_constant (&size)
      || (size != 4 && size != 8 && size != 16)
      || (ext1 != UNKNOWN && mode != SImode)
      || (size == 16 && (aarch64_tune_params.extra_tuning_flags
			 & AARCH64_EXTRA_TUNE_NO_LDP_STP_QREGS)))
    return false;
  /* The peephole's operands: loads (reg, mem, reg, mem), stores
     (mem, reg, mem, reg).  */
  rtx ops[4] = { reg1, mem1, reg2, mem2 };
  if (!load1)
    ops[0] = mem1, ops[1] = reg1, ops[2] = mem2, ops[3] = reg2;
  return aarch64_operands_ok_for_ldpstp (ops, load1, mode);
}

/* Before GCC's peephole2 (the first instance, -fpeephole2): mark each
   candidate of MODEL[0..N-1] (the instructions of INFO) that GCC's
   peephole would pair with a neighbouring instruction the model does
   not pair it with (not of its chain: another base, or no candidate at
   all), so that the core leaves it single when that costs no pair
   (pairs.c, step 3; the example above is 20030313-1: the model's chain
   is 8, 16, 24, and pairing 8-16 would leave x.p and x.s single, three
   loads, where 16-24 lets GCC pair x.p with x.q, two ldp as GCC 12
   alone).  */
void
memopt_pairs_mark_outside_partners (const memopt_pairs_run *run,
				    mo_paccess *model,
				    const memopt_rtl_insn *info, int n)
{
  if (run->instance != 1 || !flag_peephole2)
    return;
  for (int k = 0; k < n; k++)
    {
      mo_paccess &a = model[k];
      if (a.kind != MO_P_LOAD && a.kind != MO_P_STORE)
	continue;
      for (int j = k - 1; j <= k + 1; j += 2)
	{
	  if (j < 0 || j >= n || model[j].kind == MO_P_BARRIER)
	    continue;
	  const mo_paccess &o = model[j];
	  if (o.kind == a.kind && o.base == a.base && o.cls == a.cls)
	    continue;
	  rtx_insn *x = info[k].insn, *y = info[j].insn;
	  if (j < k ? gcc_would_pair (y, x) : gcc_would_pair (x, y))
	    a.outside_partner = true;
	}
    }
}

#endif
