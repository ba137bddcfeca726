/* pairs-interp.c - the concrete machine of the pair formation target: run
   a sequence of steps (original instructions and formed pairs) of a
   decoded block on registers and memory.

   A pair step is one ldp / stp: a load pair computes both addresses and
   reads both values from the registers and memory as they are before the
   step, then writes the destinations (first member's, then second's); a
   store pair reads both sources and addresses, then writes both.  That is
   the semantics memopt.h section 7 documents (a load pair reads both
   addresses before writing either destination).

   A step with writeback (struct fzp_seq's wb1) is the machine's pre- or
   post-indexed form, not the instructions it came from: its addresses
   are the base register R (post) or R + C (pre), the pair's second at
   that plus the size, the offsets of the original accesses ignored; R
   gets R + C.  A form the machine does not have traps: a register
   loaded or stored that is R (UNPREDICTABLE), C out of the immediate's
   range (9-bit signed; a pair's 7-bit signed, scaled).

   A merged step (narrow stores, struct fzp_seq's merged) is one store of
   the core's merged value (fzp_seq.mvalue) over twice the size at its
   lower member's address, little-endian (past 8 bytes the high half is
   zero), whatever the members stored and wherever the higher one
   pointed.

   Every access is checked against the decoder's promises: inside one of
   the objects its base may point into, at an address its ALIGN (as given
   to the core) divides.  Otherwise the run stops there (a trap, in
   fzp_state.trap): the target calls that a bug of the model ("fuzz:
   INTERNAL") in the original block, a miscompile ("fuzz: MISMATCH") in
   the transformed one.  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

static uint64_t
splitmix (uint64_t *s)
{
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void
fzp_initial (const struct fzp_block *b, int run, struct fzp_state *st)
{
  uint64_t s = run == 0 ? b->seed : 0x5eed0000ull + (uint64_t) run;
  for (int r = 0; r < FZP_NREG; r++)
    {
      uint64_t v = splitmix (&s);
      /* Small values half of the time: PVAR and PSEL then pick
	 different offsets and pointers in the two runs.  */
      st->reg[r] = (v & 1) ? v >> 1 : (v >> 8) % 64;
    }
  for (int k = 0; k < FZP_MEMSIZE; k += 8)
    {
      uint64_t v = splitmix (&s);
      memcpy (&st->mem[k], &v, 8);
    }
  st->trap = -1;
  for (int r = 0; r < FZP_NREG; r++)
    if (b->ptrs & (1u << r))
      st->reg[r] = FZP_PTRBASE + (uint64_t) fzp_objbase[b->ptr_obj[r]]
		   + (uint64_t) b->ptr_off[r];
}

/* The memory index of the first byte of access I at address ADDR; -1
   when it is outside its objects or misaligned for its ALIGN.  */
static int
address_at (const struct fzp_block *b, int i, uint64_t addr)
{
  const struct fzp_insn *in = &b->insn[i];
  uint64_t m = addr - FZP_PTRBASE;
  for (int o = 0; o < FZP_NOBJ; o++)
    if ((in->addr.objs & (1u << o)) && m >= (uint64_t) fzp_objbase[o]
	&& m + (uint64_t) in->size
	   <= (uint64_t) (fzp_objbase[o] + fzp_objsize[o]))
      return addr % (uint64_t) b->acc[i].align == 0 ? (int) m : -1;
  return -1;
}

/* Access I's memory index as the instruction says.  */
static int
address (const struct fzp_block *b, int i, const struct fzp_state *st)
{
  const struct fzp_insn *in = &b->insn[i];
  return address_at (b, i, st->reg[in->a] + (uint64_t) in->imm);
}

/* The register access IN loads or stores (-1: zero).  */
static int
value_reg (const struct fzp_insn *in)
{
  return in->op == FZP_LOAD ? in->dst : in->b;
}

/* Does the machine have the writeback form of MEMBER (K accesses) with
   base update ADD?  */
static bool
wb_encodable (const struct fzp_block *b, const int *member, int k,
	      const struct fzp_insn *add)
{
  for (int j = 0; j < k; j++)
    if (value_reg (&b->insn[member[j]]) == add->a)
      return false;
  long c = add->imm, size = b->insn[member[0]].size;
  if (c == 0 || add->op != FZP_PADD || add->dst != add->a)
    return false;
  if (k == 2)
    return c % size == 0 && c >= -64 * size && c <= 63 * size;
  return c >= -256 && c <= 255;
}

static uint64_t
read_mem (const struct fzp_state *st, int at, int size, int cls)
{
  uint64_t v = 0;
  memcpy (&v, &st->mem[at], (size_t) size);   /* little-endian host */
  if (cls == 2 && size == 4)
    v = (uint64_t) (int64_t) (int32_t) (uint32_t) v;
  return v;
}

static void
write_mem (struct fzp_state *st, int at, int size, uint64_t v)
{
  memcpy (&st->mem[at], &v, (size_t) size);
}

static uint64_t
arith (int op, uint64_t x, uint64_t y)
{
  switch (op)
    {
    case 0: return x + y;
    case 1: return x - y;
    case 2: return x ^ y;
    case 3: return x & y;
    case 4: return x * y;
    case 5: return x << (y & 63);
    case 6: return x >> (y & 63);
    default: return x | y;
    }
}

static uint64_t
call_hash (const struct fzp_insn *in, const struct fzp_state *st)
{
  uint64_t h = st->reg[0] * 0x9e3779b97f4a7c15ull ^ st->reg[1];
  for (int o = 0; o < FZP_NOBJ; o++)
    if (in->rd & (1u << o))
      for (int k = 0; k < fzp_objsize[o]; k++)
	h = (h ^ st->mem[fzp_objbase[o] + k]) * 0x100000001b3ull;
  return h;
}

/* One original instruction that is not an access.  */
static void
run_other (const struct fzp_insn *in, struct fzp_state *st)
{
  uint64_t *r = st->reg;
  switch (in->op)
    {
    case FZP_ARITH: r[in->dst] = arith (in->aux, r[in->a], r[in->b]); break;
    case FZP_MOVI: r[in->dst] = (uint64_t) in->imm; break;
    case FZP_ADDR:
      r[in->dst] = FZP_PTRBASE + (uint64_t) fzp_objbase[in->aux]
		   + (uint64_t) in->imm;
      break;
    case FZP_PADD: r[in->dst] = r[in->a] + (uint64_t) in->imm; break;
    case FZP_PVAR: r[in->dst] = r[in->a] + (r[in->x] & (uint64_t) in->imm);
      break;
    case FZP_PSEL: r[in->dst] = (r[in->x] & 1) ? r[in->a] : r[in->b]; break;
    case FZP_CALL:
      {
	uint64_t h = call_hash (in, st);
	for (int o = 0; o < FZP_NOBJ; o++)
	  if (in->wr & (1u << o))
	    write_mem (st, fzp_objbase[o] + in->aux, 8, h ^ (uint64_t) o);
	r[0] = h;
	break;
      }
    case FZP_BARRIER: st->mem[0] ^= 0x5a; break;
    default: fz_fail ("INTERNAL", "run_other: an access");
    }
}

/* One step: K members (1 or 2) executed at once, with the base update
   WB1 - 1 folded in (PRE: pre-indexed) when WB1 > 0; false when it
   traps.  */
static bool
run_step (const struct fzp_block *b, const int *member, int wb1, bool pre,
	  struct fzp_state *st, struct fzp_trace *trace)
{
  int k = member[1] < 0 ? 1 : 2;
  const struct fzp_insn *in0 = &b->insn[member[0]];
  if (in0->op != FZP_LOAD && in0->op != FZP_STORE)
    {
      if (wb1)
	fz_fail ("INTERNAL", "writeback on a step that is not an access");
      run_other (in0, st);
      return true;
    }
  const struct fzp_insn *add = wb1 ? &b->insn[wb1 - 1] : NULL;
  uint64_t start = 0;
  int lo = 0;
  if (add)
    {
      if (!wb_encodable (b, member, k, add))
	{
	  st->trap = member[0];
	  return false;
	}
      start = st->reg[add->a] + (pre ? (uint64_t) add->imm : 0);
      if (k == 2 && b->insn[member[1]].imm < b->insn[member[0]].imm)
	lo = 1;
    }
  int at[2];
  uint64_t val[2];
  for (int j = 0; j < k; j++)
    {
      const struct fzp_insn *in = &b->insn[member[j]];
      at[j] = add ? address_at (b, member[j], start
				 + (j == lo ? 0 : (uint64_t) in->size))
		  : address (b, member[j], st);
      if (at[j] < 0)
	{
	  st->trap = member[j];
	  return false;
	}
      if (trace)
	trace->at[member[j]] = at[j];
      if (in->op == FZP_LOAD)
	val[j] = read_mem (st, at[j], in->size, in->cls);
      else
	val[j] = in->b < 0 ? in->cval : st->reg[in->b];
    }
  for (int j = 0; j < k; j++)
    {
      const struct fzp_insn *in = &b->insn[member[j]];
      if (in->op == FZP_LOAD)
	st->reg[in->dst] = val[j];
      else
	write_mem (st, at[j], in->size, val[j]);
    }
  if (add)
    st->reg[add->a] += (uint64_t) add->imm;
  return true;
}

/* A merged step: VALUE over 2 * size bytes from the lower member.  */
static bool
run_merged (const struct fzp_block *b, const int *member,
	    unsigned long long value, struct fzp_state *st)
{
  const struct fzp_insn *x = &b->insn[member[0]], *y = &b->insn[member[1]];
  if (x->op != FZP_STORE || y->op != FZP_STORE)
    fz_fail ("INTERNAL", "merged step of i%d and i%d: not two stores",
	     member[0], member[1]);
  int lo = y->imm < x->imm ? member[1] : member[0];
  int at = address (b, lo, st);
  int size = b->insn[lo].size;
  if (at < 0 || at + 2 * size > FZP_MEMSIZE)
    {
      st->trap = lo;
      return false;
    }
  write_mem (st, at, size, value);
  write_mem (st, at + size, size, size >= 8 ? 0 : value >> (8 * size));
  return true;
}

void
fzp_run (const struct fzp_block *b, const struct fzp_seq *s,
	 struct fzp_state *st, struct fzp_trace *trace)
{
  if (trace)
    for (int i = 0; i < FZP_MAXINSN; i++)
      trace->at[i] = -1;
  st->trap = -1;
  for (int k = 0; k < s->len; k++)
    if (s->merged[k] ? !run_merged (b, s->member[k], s->mvalue[k], st)
	: !run_step (b, s->member[k], s->wb1[k], s->wb_pre[k], st, trace))
      return;
}

const char *
fzp_state_diff (const struct fzp_state *a, const struct fzp_state *b,
		char *buf, size_t n)
{
  if (a->trap != b->trap)
    {
      snprintf (buf, n, "trap at i%d, transformed at i%d", a->trap,
		b->trap);
      return buf;
    }
  for (int r = 0; r < FZP_NREG; r++)
    if (a->reg[r] != b->reg[r])
      {
	snprintf (buf, n, "r%d: %#llx, transformed %#llx", r,
		  (unsigned long long) a->reg[r],
		  (unsigned long long) b->reg[r]);
	return buf;
      }
  for (int k = 0; k < FZP_MEMSIZE; k++)
    if (a->mem[k] != b->mem[k])
      {
	snprintf (buf, n, "memory byte %d (o%d + %d): %#x, transformed %#x",
		  k, k < 192 ? k / 64 : 3, k < 192 ? k % 64 : k - 192,
		  a->mem[k], b->mem[k]);
	return buf;
      }
  return NULL;
}
