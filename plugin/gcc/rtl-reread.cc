/* rtl-reread.cc - a memory operand read twice is read once (pass
   memopt-reread, RTL, before register allocation, every target), where
   that adds no instruction on any path.

   After expand, the same memory is often read by two instructions with
   nothing written in between: a byte loaded for a table index in a
   loop's exit test and compared again after the loop (sqlite3AtoF's
   space skipping), a switch's range check and its jump-table index.
   CSE does not reuse the first read when it is an operand of another
   instruction (a compare, an extension): it reuses values a SET put in
   a register.

   Before / after (x86-64 -O2, tests/reread/space-sign.c):

     while (z < zEnd && (ctype[(unsigned char) *z] & 1)) z += incr;
     if (z >= zEnd) return 0;
     if (*z == '-') ...

       movzbl (%rdi), %eax                  movzbl (%rdi), %ecx
       testb  $1, (%rcx,%rax)               testb  $1, (%r8,%rcx)
       jne    .L4                           jne    .L4
       cmpq   %rsi, %rdi                    cmpq   %rsi, %rdi
       jnb    .L6                   =>      jnb    .L6
       movzbl (%rdi), %eax                  cmpb   $45, %cl
       cmpb   $45, %al

   The cost: the first read becomes a load of its own.  When it already
   is one (a register set from the memory, or from it extended), the
   later reads only lose their accesses.  When it is an operand of an
   operation (cmpl $4, mem), the new load is an instruction more, paid
   back only by a later read that is a load of its own and runs whenever
   the first does (in its block); otherwise the decision is refused
   (reuse_pays).  GCC 12 expands a switch on a loaded value with the
   memory operand in the range check and again in the jump-table index:
   read once, that saves an access on the jump-table path and costs an
   instruction on the default path (movl mem; cmpl $4, reg; ja for
   cmpl $4, mem; ja), which expat's byte-type switches take for most
   bytes: refused (tests/reread/switch-index.c).

   This file
     1. splits the function into chains of blocks: a block, then one
        successor (over a normal edge; the fallthrough one first) whose
        only predecessor it is, and so on; every block is in one chain;
     2. describes each chain to the core (plugin/core/reread.c) as
        events, from each instruction's facts (rtl-insn.cc; what makes a
        barrier is this pass's policy, reread_barrier): the MEMs each instruction reads (one location per
        address expression and mode: rtx_equal_p), the locations whose
        address registers it sets (modified_in_p), and barriers: any
        instruction that may write memory (a MEM or a register-less
        clobber among its stores), a call, an asm, a volatile
        instruction or a volatile MEM, an address with side effects;
        only MEMs of the generic address space, not BLKmode, not in the
        constant pool, with no MEM inside their address, and not in an
        instruction with an UNSPEC are locations;
     3. applies each decision the core makes: a new pseudo P, the insn
        (set P (mem)) emitted before FIRST (recog must accept it), and
        the MEM replaced by P in FIRST and in each LATER as one change
        group (recog must accept every instruction, or nothing changes).
        Each reuse is one transformation (max-transforms) and one remark
        "re-read of X uses the value read at FILE:LINE".

   Correctness is the core's (reread.c): nothing between the reads may
   write memory or change the address, and the later reads run only
   after the first.  A function that can throw from non-call
   instructions or calls setjmp is left alone.  Check mode (check.cc)
   emits no run-time check here: the value reused is the one the same
   address held in the same instruction sequence with no write in
   between, which a comparison of the two reads would only restate.

   Position: right after expand's cleanups, before cse1 (plugin/gcc/
   memopt.cc), so that CSE, combine and the register allocator see one
   load.  On AArch64, where a compare has no memory operand, the first
   read is almost always a load of its own and the pass changes little;
   extensions of a loaded value are the other case it sees.  */

#include "gcc-common.h"
#include "glue.h"
#include "transform.h"
#include "rtl-pass.h"
#include "rtl-insn.h"

#include <vector>

namespace {

/* Is the instruction of F a barrier: after it nothing read before may be
   assumed (rtl-insn.h's facts)?  A call, a store or clobber of memory, an
   asm, an unspec_volatile, a volatile MEM, an address with side effects
   (outside constants).  */
static bool
reread_barrier (const memopt_rtl_insn &f)
{
  return f.kinds & (MO_RTL_CALL | MO_RTL_WRITES_MEM | MO_RTL_ASM
		    | MO_RTL_UNSPEC_VOLATILE | MO_RTL_VOLATILE_MEM
		    | MO_RTL_SIDE_EFFECT_ADDRESS);
}

/* The chain being described: its instructions (index = the core's insn
   number) and its locations (a MEM each).  */
struct chain_ctx
{
  std::vector<rtx_insn *> insns;
  std::vector<rtx> locs;
  std::vector<int> last_read;   /* per location: the last insn reading it */
  std::vector<int> recent;      /* locations read within the window: the
				   only ones a read may join and a kill
				   is looked for (the window bounds the
				   work on huge blocks) */
  int window;
  long applied;
  int rereads;                  /* reads of a location read before: without
				   one, the chain has nothing to decide */
  memopt_rtl_insn facts;        /* scratch for describe_insn */
};

/* Can the memory reference M be a location?  Not with a MEM in its
   address, and not a constant-pool entry: that is a constant, which CSE
   and the register allocator handle as one (they see the constant
   through the MEM, and rematerialize it; a register loaded from it
   hides it: pngvalid's image_pixel_init executed one load more per call
   when its two uses of a DFmode constant shared one).  */
static bool
trackable (const memopt_rtl_memref &m)
{
  return (GET_MODE (m.mem) != BLKmode && !m.mem_in_address
	  && ADDR_SPACE_GENERIC_P (MEM_ADDR_SPACE (m.mem))
	  && avoid_constant_pool_reference (m.mem) == m.mem);
}

/* The location of MEM, read by insn I, in C: a recent one, or a new one.
   (A MEM last read further back than the window may get a second
   location: no read could join its group anyway.)  */
static int
location_of (chain_ctx *c, rtx mem, int i)
{
  for (int l : c->recent)
    if (rtx_equal_p (c->locs[l], mem))
      {
	if (c->last_read[l] != i)
	  c->rereads++;
	c->last_read[l] = i;
	return l;
      }
  c->locs.push_back (mem);
  c->last_read.push_back (i);
  c->recent.push_back ((int) c->locs.size () - 1);
  return (int) c->locs.size () - 1;
}

/* Forget the locations last read more than the window before insn I.  */
static void
prune_recent (chain_ctx *c, int i)
{
  size_t kept = 0;
  for (int l : c->recent)
    if (i - c->last_read[l] <= c->window)
      c->recent[kept++] = l;
  c->recent.resize (kept);
}

/* Is INSN nothing but a load of MEM into a register?  */
static bool
plain_load (rtx_insn *insn, const_rtx mem)
{
  rtx set = single_set (insn);
  return set && SET_SRC (set) == mem && REG_P (SET_DEST (set));
}

/* Describe INSN (index I) as events into EV: its reads, then the kills
   of the recent locations whose address mentions a register it sets.
   The reads of an insn with an UNSPEC are no locations: its MEM may
   need the form the UNSPEC gives it (an unaligned vector load), which a
   plain load into a register would not have.  */
static void
describe_insn (chain_ctx *c, rtx_insn *insn, int i,
	       std::vector<mo_reevent> &ev)
{
  prune_recent (c, i);
  memopt_rtl_insn_scan (insn, &c->facts);
  const memopt_rtl_insn &f = c->facts;
  if (reread_barrier (f))
    {
      ev.push_back ({ MO_RE_BARRIER, i, -1, false });
      c->recent.clear ();
      return;
    }
  if (!(f.kinds & MO_RTL_UNSPEC))
    for (const memopt_rtl_memref &m : f.mems)
      if (trackable (m))
	ev.push_back ({ MO_RE_READ, i, location_of (c, m.mem, i),
			plain_load (insn, m.mem) });
  if (f.set_regs.empty ())
    return;
  size_t kept = 0;
  for (int l : c->recent)
    {
      bool killed = false;
      for (rtx r : f.set_regs)
	killed |= reg_overlap_mentioned_p (r, XEXP (c->locs[l], 0));
      if (killed)
	ev.push_back ({ MO_RE_KILL, i, l, false });
      else
	c->recent[kept++] = l;
    }
  c->recent.resize (kept);
}

/* Is INSN a load of MEM of its own: a register set from MEM, or from
   MEM extended?  */
static bool
own_load (rtx_insn *insn, const_rtx mem)
{
  rtx set = single_set (insn);
  if (!set || !REG_P (SET_DEST (set)))
    return false;
  rtx src = SET_SRC (set);
  if (GET_CODE (src) == ZERO_EXTEND || GET_CODE (src) == SIGN_EXTEND)
    src = XEXP (src, 0);
  return rtx_equal_p (src, mem);
}

/* Does decision D of C cost no instruction on any path?  Reading MEM
   once adds a load before FIRST; when FIRST reads MEM as an operand of
   an operation (cmpl $10, mem), that load is an instruction more, paid
   back only where a later read that is a load of its own goes.  A
   later read in FIRST's block runs whenever FIRST does; one in a later
   block of the chain only on some paths.  expat's normal_contentTok
   dispatches on a byte's type (cmpb $10, 136(%rdi,%rax); ja default;
   movzbl 136(%rdi,%rax) for the jump table): read once, the default
   path, taken for most bytes, ran movzbl, cmp, ja for GCC's cmpb, ja
   (xmlwf over nes96.xml: 41.50 M instructions in it for GCC's 39.61 M;
   39.66 M refused).  */
static bool
reuse_pays (const chain_ctx *c, const mo_reread_decision *d, rtx mem)
{
  rtx_insn *first = c->insns[d->first];
  if (own_load (first, mem))
    return true;
  for (int k = 0; k < d->n_later; k++)
    {
      rtx_insn *later = c->insns[d->later[k]];
      if (BLOCK_FOR_INSN (later) == BLOCK_FOR_INSN (first)
	  && own_load (later, mem))
	return true;
    }
  return false;
}

/* The core's decision D applied (mo_reread_apply_fn).  */
static bool
apply_reread (void *ctx, const mo_reread_decision *d)
{
  chain_ctx *c = (chain_ctx *) ctx;
  rtx mem = c->locs[d->loc];
  rtx_insn *first = c->insns[d->first];
  if (!reuse_pays (c, d, mem))
    {
      if (dump_file)
	{
	  fprintf (dump_file, "Not read once (an instruction more where "
		   "no later read is a load of its own): ");
	  print_inline_rtx (dump_file, mem, 0);
	  fprintf (dump_file, " (insn %d, %d later reads)\n",
		   INSN_UID (first), d->n_later);
	}
      return false;
    }
  rtx reg = gen_reg_rtx (GET_MODE (mem));
  rtx_insn *load = emit_insn_before_setloc (gen_rtx_SET (reg, copy_rtx (mem)),
					    first, INSN_LOCATION (first));
  if (recog_memoized (load) < 0)
    {
      delete_insn (load);
      return false;
    }
  validate_replace_rtx_group (mem, reg, first);
  for (int k = 0; k < d->n_later; k++)
    validate_replace_rtx_group (mem, reg, c->insns[d->later[k]]);
  bool ok = verify_changes (0);
  /* Every reuse is a transformation of its own for max-transforms; all
     of them or none are applied.  */
  for (int k = 0; k < d->n_later && ok; k++)
    ok = memopt_transform_allowed ();
  if (!ok)
    {
      cancel_changes (0);
      delete_insn (load);
      return false;
    }
  confirm_change_group ();
  char at[256];
  memopt_insn_where (first, at, sizeof at);
  const char *what = MEM_EXPR (mem) ? memopt_expr (MEM_EXPR (mem)) : "memory";
  for (int k = 0; k < d->n_later; k++)
    memopt_remark_insn (c->insns[d->later[k]], MO_REMARK_FMT_REREAD, what, at);
  if (dump_file)
    {
      fprintf (dump_file, "Read once for %d later reads: ", d->n_later);
      print_inline_rtx (dump_file, mem, 0);
      fprintf (dump_file, " (load insn %d before insn %d)\n",
	       INSN_UID (load), INSN_UID (first));
    }
  c->applied += d->n_later;
  return true;
}

/* The successor of BB that continues its chain, or NULL.  */
static basic_block
chain_successor (basic_block bb, const sbitmap visited)
{
  edge e, best = NULL;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      basic_block s = e->dest;
      if ((e->flags & EDGE_COMPLEX) || s == EXIT_BLOCK_PTR_FOR_FN (cfun)
	  || !single_pred_p (s) || bitmap_bit_p (visited, s->index))
	continue;
      if (!best || (e->flags & EDGE_FALLTHRU))
	best = e;
    }
  return best ? best->dest : NULL;
}

/* Describe and decide the chain starting at BB in C (its vectors reused
   from chain to chain); mark its blocks; the core's counts into
   STATS.  */
static long
reread_chain (basic_block bb, sbitmap visited, chain_ctx &c,
	      std::vector<mo_reevent> &ev, mo_reread_stats *stats)
{
  c.insns.clear ();
  c.locs.clear ();
  c.last_read.clear ();
  c.recent.clear ();
  c.applied = 0;
  c.rereads = 0;
  c.window = memopt_opts.max_reread_window;
  ev.clear ();
  for (basic_block b = bb; b; b = chain_successor (b, visited))
    {
      bitmap_set_bit (visited, b->index);
      rtx_insn *insn;
      FOR_BB_INSNS (b, insn)
	if (NONDEBUG_INSN_P (insn))
	  {
	    c.insns.push_back (insn);
	    describe_insn (&c, insn, (int) c.insns.size () - 1, ev);
	  }
    }
  if (c.rereads)
    {
      mo_rechain chain = { ev.data (), (int) ev.size (), (int) c.locs.size () };
      mo_reread_params params = { memopt_opts.max_reread_window };
      mo_reread (&chain, &params, stats, apply_reread, &c);
    }
  return c.applied;
}

/* The pass on FUN (memopt_rtl_pass_def::execute).  */
static long
reread_function (function *fun, int, memopt_rtl_stats *out)
{
  auto_sbitmap visited (last_basic_block_for_fn (fun));
  bitmap_clear (visited);
  long applied = 0;
  chain_ctx c;
  std::vector<mo_reevent> ev;
  mo_reread_stats stats;
  memset (&stats, 0, sizeof stats);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (!bitmap_bit_p (visited, bb->index))
      applied += reread_chain (bb, visited, c, ev, &stats);
  memopt_rtl_stat (out, "decisions", stats.groups);
  memopt_rtl_stat (out, "applied", stats.applied);
  memopt_rtl_stat (out, "refused", stats.refused);
  return applied;
}

/* Before register allocation; not where an instruction other than a call
   may throw, nor in a function that calls setjmp.  */
static bool
reread_gate (function *fun)
{
  return !fun->can_throw_non_call_exceptions && !fun->calls_setjmp;
}

const memopt_rtl_pass_def reread_pass_def = {
  "memopt-reread", &memopt_opts.reread, false, reread_gate, reread_function,
  "reads reuse a register"
};

} // namespace

rtl_opt_pass *
memopt_make_reread_pass (gcc::context *ctxt)
{
  return memopt_rtl_pass (&reread_pass_def, 1, ctxt);
}
