/* interp.c - the reference interpreter of fuzz programs.

   Concrete semantics, deterministic and bounded:
     - memory is FZ_NOBJ objects of FZ_OBJSIZE bytes, initialised from the
       run's seed; values are little-endian;
     - a value register holds an unsigned integer of its width (every
       definition truncates); a pointer is (object, offset) with the offset
       in [0, FZ_OBJSIZE) (PADD wraps);
     - an access whose bytes do not fit in its object traps: the run stops
       with status FZ_TRAPPED and the statement's index;
     - a PHI takes its operand for the pred the block was entered from;
       all PHIs of a block are evaluated at once, before its body;
     - CALL rewrites each byte of its objects from the old byte and a call
       counter; CALLREAD and OUT append to the output; a FENCE (an asm
       with a memory clobber) rewrites every object as a CALL of all of
       them does; a volatile access is a plain access;
     - a block marked MO_BLOCK_UNKNOWN_ENTRY stands for a block also
       entered by an abnormal edge (a setjmp return, an EH landing pad)
       after memory changed behind the IR's back: entering it rewrites
       every byte, as a CALL of every object would;
     - every statement and terminator is a step, counted when its block is
       entered; a block that would pass FZ_MAXSTEPS is not entered and the
       run stops with FZ_OUT_OF_STEPS (a removed store is a NOP, a replaced
       load a COPY, so a transformation keeps the step count);
     - reading a register that was never written stops the run with
       FZ_UNDEFINED (the original program never does: the decoder builds
       SSA; a transformed one does if a replacement value is not defined);
     - optionally, the claims a pass's decisions make are checked on every
       execution of the load or store they are about (see fz_run): this
       catches a wrong decision even when its effect never reaches the
       outputs or the final memory;
     - a FZ_CLAIM_DEAD claim (a dead store: fuzz-dse.c) is checked through
       the last writer of every byte, kept only when some store makes that
       claim: a load, a CALLREAD, or the end of a run that returned (the
       caller sees the final memory) reading a byte whose last writer is
       such a store breaks it.  A call, a fence or an unknown entry
       rewrites a byte from its old value, so its last writer stays;
     - effective types (C11 6.5p6), for the oracle's MO_NO_BY_TYPE: a
       store of a non-char type gives its bytes that type; a call, a fence
       or an unknown entry makes them untyped; a char store changes
       nothing.  A load of a non-char type that reads a byte of another
       type breaks the rules: RES->type_ub records the first one.  In
       TBAA mode such a run is not compared (the compiler may assume it
       never happens), and a transformed program must not break the rules
       on a run where the original did not.  Only TBAA mode reads
       type_ub, so types are tracked only there (elsewhere type_ub stays
       -1).

   The observable behaviour is fz_result: status, steps, where it stopped,
   outputs and final memory.  A transformation is correct when it keeps
   all of them on every input vector.  */

#include "fz.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

_Static_assert (FZ_OBJSIZE <= 64 && 64 % FZ_OBJSIZE == 0,
		"record () assumes an access lies in one 64-bit mask word");
_Static_assert (FZ_OBJSIZE % 16 == 0,
		"call () hashes an object's memory by 64-bit words and "
		"rewrite_bytes () rewrites it by 16 bytes");

struct fz_state
{
  const struct fz_prog *p;
  uint64_t val[FZ_MAXREG];
  uint8_t pobj[FZ_MAXREG], poff[FZ_MAXREG];
  /* Register R is defined when defgen[R] == gen: each run takes the
     next gen instead of clearing an array (in the libFuzzer build this
     file has no AddressSanitizer, but its memset calls go through ASan's
     interceptor, which checks the shadow of the range first).  */
  unsigned gen;
  unsigned defgen[FZ_MAXREG];
  /* (mem and etype have 7 bytes after the last object, for load_le and
     store_le) */
  uint8_t mem[FZ_MEMSIZE + 7];
  bool typed;                /* effective types tracked (TBAA mode) */
  uint8_t etype[FZ_MEMSIZE + 7]; /* effective type of each byte, 0: none */
  unsigned ncall;
  int run;
  struct fz_result *res;
  struct fz_trace *trace;
  const int *claims;
  bool track_dead;           /* some store claims FZ_CLAIM_DEAD */
  int16_t last_writer[FZ_MEMSIZE]; /* store that wrote each byte, or -1 */
};

/* The value bits of a register WIDTH bytes wide (0..8).  */
static const uint64_t width_mask[9] = {
  0, UINT64_C (0xff), UINT64_C (0xffff), UINT64_C (0xffffff),
  UINT64_C (0xffffffff), UINT64_C (0xffffffffff), UINT64_C (0xffffffffffff),
  UINT64_C (0xffffffffffffff), ~UINT64_C (0)
};

static uint64_t
trunc_to (uint64_t v, int width)
{
  return v & width_mask[width < 8 ? width : 8];
}

/* What a call or an unknown entry does to memory: each of the N bytes
   (a multiple of 16) at M becomes x * (1 + 2^SHIFT) + ADD (mod 256), a
   bijection, so no stale value survives by chance.  Sixteen bytes at a
   time where the compiler has GNU C's vectors (byte lanes: no carry
   between bytes), else eight as bytes_add does: the byte loop was the
   interpreter's hottest, and the eight-byte one was still a tenth of
   its instructions (callgrind).  */
#if defined __GNUC__
typedef uint8_t fz_bytes16 __attribute__ ((vector_size (16)));
#else
/* Eight bytes added bytewise (mod 256 each, no carry between bytes).  */
static uint64_t
bytes_add (uint64_t a, uint64_t b)
{
  const uint64_t high = UINT64_C (0x8080808080808080);
  return ((a & ~high) + (b & ~high)) ^ ((a ^ b) & high);
}
#endif

static void
rewrite_bytes (uint8_t *m, int n, int shift, uint8_t add)
{
#if defined __GNUC__
  fz_bytes16 addv;
  memset (&addv, add, sizeof addv);
  for (int k = 0; k < n; k += 16)
    {
      fz_bytes16 v;
      memcpy (&v, m + k, 16);
      v = v + (v << shift) + addv;
      memcpy (m + k, &v, 16);
    }
#else
  const uint64_t ones = UINT64_C (0x0101010101010101);
  uint64_t keep = ones * (uint8_t) (0xff << shift), addv = ones * add;
  for (int k = 0; k < n; k += 8)
    {
      uint64_t w;
      memcpy (&w, m + k, 8);
      w = bytes_add (bytes_add (w, (w << shift) & keep), addv);
      memcpy (m + k, &w, 8);
    }
#endif
}

/* The little-endian value of the WIDTH bytes (1, 2, 4 or 8) at M, and
   its store.  M lies in mem or etype, with 7 bytes of room after the
   last object: on a little-endian host one 8-byte move and a mask, the
   same whatever the width (the byte loops were a tenth of the
   interpreter's instructions, the switch on the width that replaced
   them mispredicted).  */
static inline uint64_t
load_le (const uint8_t *m, int width)
{
#if defined __BYTE_ORDER__ && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (width <= 8)
    {
      uint64_t v;
      memcpy (&v, m, 8);
      return v & width_mask[width];
    }
#endif
  uint64_t v = 0;
  for (int k = width - 1; k >= 0; k--)
    v = (v << 8) | m[k];
  return v;
}

static inline void
store_le (uint8_t *m, int width, uint64_t v)
{
#if defined __BYTE_ORDER__ && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (width <= 8)
    {
      /* The bytes after the access are written back as they were.  */
      uint64_t old, mask = width_mask[width];
      memcpy (&old, m, 8);
      old = (old & ~mask) | (v & mask);
      memcpy (m, &old, 8);
      return;
    }
#endif
  for (int k = 0; k < width; k++)
    m[k] = (uint8_t) (v >> (8 * k));
}

static void
output (struct fz_state *s, uint64_t v)
{
  struct fz_result *r = s->res;
  if (r->nout < FZ_MAXOUT)
    r->out[r->nout] = v;
  r->nout++;
  r->outhash = (r->outhash ^ v) * UINT64_C (0x100000001b3);
}

static void
record (struct fz_state *s, int stmt, int start, int size)
{
  struct fz_trace *t = s->trace;
  /* An access lies in one object (FZ_OBJSIZE <= 32 bytes, objects
     aligned to it), so in one 64-bit word of the mask.  */
  uint64_t bits = size >= 64 ? ~UINT64_C (0) : (UINT64_C (1) << size) - 1;
  t->bytes[stmt][start / 64] |= bits << (start % 64);
  if (t->start[stmt] < 0)
    {
      t->start[stmt] = start;
      t->size[stmt] = size;
    }
  else if (t->start[stmt] != start || t->size[stmt] != size)
    t->varies[stmt] = true;
}

/* Record the first claim that failed; the run goes on (a run that breaks
   the effective-type rules later is not held to its claims).  */
static void
claim_failed (struct fz_state *s, int i, uint64_t claimed, uint64_t actual)
{
  if (s->res->claim_where >= 0)
    return;
  s->res->claim_where = i;
  s->res->claimed = claimed;
  s->res->actual = actual;
}

/* Check the claim on load I that loaded V (see fz_run).  */
static void
check_load_claim (struct fz_state *s, int i, uint64_t v)
{
  int r = s->claims ? s->claims[i] : FZ_CLAIM_NONE;
  if (FZ_CLAIM_LAZY_P (r))
    {
      int flag = FZ_CLAIM_LAZY_FLAG (r);
      r = FZ_CLAIM_LAZY_REG (r);
      if (s->defgen[flag] != s->gen)
	{
	  claim_failed (s, i, ~(uint64_t) 0, v);
	  return;
	}
      if (!(s->val[flag] & 1))
	return;
    }
  else if (r < 0)
    return;
  int shift = 0;
  if (r >= FZ_MAXREG)
    {
      shift = 8 * FZ_CLAIM_EXTRACT_BYTE (r);
      r = FZ_CLAIM_EXTRACT_REG (r);
    }
  uint64_t want = trunc_to (s->val[r] >> shift, s->p->stmts[i].width);
  if (s->defgen[r] != s->gen)
    claim_failed (s, i, ~(uint64_t) 0, v);
  else if (want != v)
    claim_failed (s, i, want, v);
}

/* Check the claim on store I of V to ADDR: memory holds V already.  */
static void
check_store_claim (struct fz_state *s, int i, int addr, uint64_t v,
		   int width)
{
  if (!s->claims || s->claims[i] != FZ_CLAIM_SAME)
    return;
  uint64_t old = 0;
  for (int k = width - 1; k >= 0; k--)
    old = (old << 8) | s->mem[addr + k];
  if (old != v)
    claim_failed (s, i, v, old);
}

/* Statement READER (-1: the caller, after the return) reads SIZE bytes
   at ADDR: none may be the value of a store claimed dead.  */
static void
check_dead_read (struct fz_state *s, int reader, int addr, int size)
{
  if (!s->track_dead)
    return;
  for (int k = addr; k < addr + size; k++)
    {
      int w = s->last_writer[k];
      if (w >= 0 && s->claims[w] == FZ_CLAIM_DEAD)
	{
	  claim_failed (s, w, (uint64_t) (int64_t) reader, (uint64_t) k);
	  return;
	}
    }
}

/* A load of statement I at ADDR: every byte must be untyped (0) or of
   the load's type, else the run breaks the effective-type rules.  */
/* The high bit of each byte of X that is not zero.  */
static uint64_t
nonzero_bytes (uint64_t x)
{
  const uint64_t low7 = UINT64_C (0x7f7f7f7f7f7f7f7f);
  return (((x & low7) + low7) | x) & ~low7;
}

static void
check_type (struct fz_state *s, const struct fz_stmt *st, int i, int addr)
{
  if (!s->typed)
    return;
  uint8_t t = fz_access_type (st);
  if (!t || s->res->type_ub >= 0)
    return;
  /* The bytes that have a type (not 0) and another one (not T), all at
     once.  */
  uint64_t types = load_le (s->etype + addr, st->width);
  uint64_t other = types ^ trunc_to (UINT64_C (0x0101010101010101) * t,
				     st->width);
  if (nonzero_bytes (types) & nonzero_bytes (other))
    s->res->type_ub = i;
}

static void
set_type (struct fz_state *s, const struct fz_stmt *st, int addr)
{
  if (!s->typed)
    return;
  uint8_t t = fz_access_type (st);
  if (t)
    store_le (s->etype + addr, st->width, UINT64_C (0x0101010101010101) * t);
}

/* Is register R defined?  Stops the run with FZ_UNDEFINED if not.  */
static bool
use (struct fz_state *s, int r, int stmt)
{
  if (r >= 0 && s->defgen[r] == s->gen)
    return true;
  s->res->status = FZ_UNDEFINED;
  s->res->where = stmt;
  return false;
}

static void
def (struct fz_state *s, const struct fz_stmt *st, uint64_t v)
{
  s->val[st->dst] = trunc_to (v, st->width);
  s->defgen[st->dst] = s->gen;
}

static void
def_ptr (struct fz_state *s, int dst, int obj, int off)
{
  s->pobj[dst] = obj;
  s->poff[dst] = off & (FZ_OBJSIZE - 1);
  s->defgen[dst] = s->gen;
}

static uint64_t
arith (int op, uint64_t a, uint64_t b)
{
  switch (op)
    {
    case FZ_ADD: return a + b;
    case FZ_SUB: return a - b;
    case FZ_XOR: return a ^ b;
    case FZ_AND: return a & b;
    case FZ_MUL: return a * b;
    case FZ_LT: return a < b;
    case FZ_EQ: return a == b;
    default: return a >> (b & 63);
    }
}

/* The memory address of an access, or -1 after a trap.  */
static inline int
address (struct fz_state *s, const struct fz_stmt *st, int i)
{
  int o = s->poff[st->a] + st->off;
  if (o + st->width > FZ_OBJSIZE)
    {
      s->res->status = FZ_TRAPPED;
      s->res->where = i;
      return -1;
    }
  int addr = s->pobj[st->a] * FZ_OBJSIZE + o;
  if (s->trace)
    record (s, i, addr, st->width);
  return addr;
}

static void
call (struct fz_state *s, const struct fz_stmt *st, int i, bool reads)
{
  uint64_t h = UINT64_C (0xcbf29ce484222325);
  s->ncall++;
  for (int o = 0; o < FZ_NOBJ; o++)
    if ((st->aux >> o) & 1)
      {
	if (s->trace)
	  record (s, i, o * FZ_OBJSIZE, FZ_OBJSIZE);
	uint8_t *m = s->mem + o * FZ_OBJSIZE;
	if (reads)
	  {
	    check_dead_read (s, i, o * FZ_OBJSIZE, FZ_OBJSIZE);
	    for (int k = 0; k < FZ_OBJSIZE; k += 8)
	      {
		uint64_t w;
		memcpy (&w, m + k, 8);
		h = (h ^ w) * UINT64_C (0x100000001b3);
		h ^= h >> 29;
	      }
	    continue;
	  }
	if (s->typed)
	  memset (s->etype + o * FZ_OBJSIZE, 0, FZ_OBJSIZE);
	rewrite_bytes (m, FZ_OBJSIZE, 2, (uint8_t) s->ncall);
      }
  if (reads)
    output (s, h);
}

/* Execute statement I; false when the run stopped.  */
static bool
step (struct fz_state *s, int i)
{
  const struct fz_stmt *st = &s->p->stmts[i];
  int addr;
  switch (st->op)
    {
    case FZ_CONST:
      def (s, st, st->imm);
      break;
    case FZ_INPUT:
      def (s, st, s->p->in[s->run][st->aux]);
      break;
    case FZ_ARITH:
      if (!use (s, st->a, i) || !use (s, st->b, i))
	return false;
      def (s, st, arith (st->aux, s->val[st->a], s->val[st->b]));
      break;
    case FZ_LOAD:
      if (!use (s, st->a, i) || (addr = address (s, st, i)) < 0)
	return false;
      {
	uint64_t v = load_le (s->mem + addr, st->width);
	check_type (s, st, i, addr);
	check_load_claim (s, i, v);
	check_dead_read (s, i, addr, st->width);
	def (s, st, v);
      }
      break;
    case FZ_STORE:
      if (!use (s, st->a, i) || !use (s, st->b, i)
	  || (addr = address (s, st, i)) < 0)
	return false;
      check_store_claim (s, i, addr, s->val[st->b], st->width);
      set_type (s, st, addr);
      store_le (s->mem + addr, st->width, s->val[st->b]);
      if (s->track_dead)
	for (int k = 0; k < st->width; k++)
	  s->last_writer[addr + k] = (int16_t) i;
      break;
    case FZ_ADDR:
      def_ptr (s, st->dst, st->aux, st->off);
      break;
    case FZ_PADD:
      if (!use (s, st->a, i) || !use (s, st->b, i))
	return false;
      def_ptr (s, st->dst, s->pobj[st->a],
	       s->poff[st->a] + (int) (s->val[st->b] & (uint64_t) st->off));
      break;
    case FZ_PSEL:
      if (!use (s, st->b, i))
	return false;
      {
	int src = (s->val[st->b] & 1) ? st->a : st->c;
	if (!use (s, src, i))
	  return false;
	def_ptr (s, st->dst, s->pobj[src], s->poff[src]);
      }
      break;
    case FZ_CALL:
    case FZ_CALLREAD:
      call (s, st, i, st->op == FZ_CALLREAD);
      break;
    case FZ_FENCE:
      {
	struct fz_stmt all = *st;
	all.aux = (1 << FZ_NOBJ) - 1;
	call (s, &all, i, false);
      }
      break;
    case FZ_OUT:
      if (!use (s, st->a, i))
	return false;
      output (s, s->val[st->a]);
      break;
    case FZ_COPY:
      if (!use (s, st->a, i))
	return false;
      def (s, st, s->val[st->a]);
      break;
    case FZ_EXTRACT:
      if (!use (s, st->a, i))
	return false;
      def (s, st, s->val[st->a] >> (8 * st->off));
      break;
    case FZ_PHI:     /* evaluated on block entry */
    case FZ_NOP:
      break;
    }
  return true;
}

/* Evaluate the NPHI PHIs that begin block B, entered from pred number
   K, all at once.  */
static bool
phis (struct fz_state *s, const struct fz_block *blk, int nphi, int k)
{
  uint64_t v[FZ_MAXSTMT];
  uint8_t obj[FZ_MAXSTMT], off[FZ_MAXSTMT];
  int end = blk->first;
  for (; end < blk->first + nphi; end++)
    {
      int r = s->p->stmts[end].phi[k];
      if (!use (s, r, end))
	return false;
      v[end] = s->val[r], obj[end] = s->pobj[r], off[end] = s->poff[r];
    }
  for (int i = blk->first; i < end; i++)
    {
      const struct fz_stmt *st = &s->p->stmts[i];
      if (s->p->regs[st->dst].ptr)
	def_ptr (s, st->dst, obj[i], off[i]);
      else
	def (s, st, v[i]);
    }
  return true;
}

/* The initial memory of a run with SEED.  The programs of one input
   (the original, its twins, the transformed ones) share their seeds, so
   the last two images are kept and copied.  */
static void
init_memory (uint8_t *mem, unsigned seed)
{
  static uint8_t image[2][FZ_MEMSIZE];
  static unsigned image_seed[2];
  static bool have[2];
  static int older;
  int k = have[0] && image_seed[0] == seed ? 0
	  : have[1] && image_seed[1] == seed ? 1 : -1;
  if (k < 0)
    {
      k = older;
      older ^= 1;
      for (int i = 0; i < FZ_MEMSIZE; i++)
	image[k][i] = (uint8_t) (i * 37 + seed * 101 + (i >> 3) * seed);
      image_seed[k] = seed;
      have[k] = true;
    }
  memcpy (mem, image[k], FZ_MEMSIZE);
}

void
fz_run (const struct fz_prog *p, int run, struct fz_result *res,
	struct fz_trace *trace, const int *claims)
{
  static struct fz_state s;  /* big; one run at a time */
  if (++s.gen == 0)
    {
      memset (s.defgen, 0, sizeof s.defgen);
      s.gen = 1;
    }
  s.p = p;
  s.ncall = 0;
  s.run = run;
  s.res = res;
  s.trace = trace;
  s.claims = claims;
  s.track_dead = false;
  for (int i = 0; claims && i < p->nstmt; i++)
    s.track_dead |= claims[i] == FZ_CLAIM_DEAD;
  if (s.track_dead)
    memset (s.last_writer, 0xff, sizeof s.last_writer);
  /* (the fields before mem in one constant-sized, inlined clear; mem is
     copied at the end) */
  memset (res, 0, offsetof (struct fz_result, mem));
  res->claimed = res->actual = 0;
  if (trace)
    {
      memset (trace->bytes, 0, sizeof trace->bytes[0] * p->nstmt);
      memset (trace->varies, 0, sizeof trace->varies[0] * p->nstmt);
      for (int i = 0; i < p->nstmt; i++)
	trace->start[i] = -1;
    }
  init_memory (s.mem, p->mem_seed[run]);
  s.typed = p->tbaa;
  if (s.typed)
    memset (s.etype, 0, sizeof s.etype);
  res->claim_where = -1;
  res->type_ub = -1;
  res->status = FZ_RETURNED;
  /* The PHIs that begin each block, and for a block with PHIs the
     number of each pred (the first, if an edge is there twice), once
     per run: a block is entered many times (scanning for them on each
     entry was a twelfth of the interpreter's instructions).  */
  int nphi[FZ_MAXBLOCK];
  uint8_t pred_no[FZ_MAXBLOCK][FZ_MAXBLOCK];
  for (int b = 0; b < p->nblock; b++)
    {
      const struct fz_block *blk = &p->blocks[b];
      int n = 0;
      while (n < blk->n && p->stmts[blk->first + n].op == FZ_PHI)
	n++;
      nphi[b] = n;
      for (int k = n ? blk->npred - 1 : -1; k >= 0; k--)
	pred_no[b][blk->pred[k]] = (uint8_t) k;
    }
  int b = 0, from = -1;
  for (;;)
    {
      const struct fz_block *blk = &p->blocks[b];
      res->steps += blk->n + 1;
      if (res->steps > FZ_MAXSTEPS)
	{
	  res->status = FZ_OUT_OF_STEPS;
	  break;
	}
      if (from >= 0 && nphi[b] > 0
	  && !phis (&s, blk, nphi[b], pred_no[b][from]))
	break;
      if (blk->mo_flags & MO_BLOCK_UNKNOWN_ENTRY)
	{
	  s.ncall++;
	  rewrite_bytes (s.mem, FZ_MEMSIZE, 1, (uint8_t) s.ncall);
	  if (s.typed)
	    memset (s.etype, 0, sizeof s.etype);
	}
      /* The block's first PHIs were evaluated on entry (or, in the
	 block a run starts in, do nothing): they are not stepped (a sixth
	 of the statements a fuzz-phi input executes).  */
      int i = blk->first + nphi[b], end = blk->first + blk->n;
      while (i < end && step (&s, i))
	i++;
      if (i < end)
	break;                  /* stopped at statement I */
      from = b;
      if (blk->term == FZ_RET)
	break;
      if (blk->term == FZ_GOTO)
	b = blk->succ[0];
      else if (!use (&s, blk->cond, -1))
	break;
      else
	b = blk->succ[(s.val[blk->cond] & 1) ? 0 : 1];
    }
  if (res->status == FZ_RETURNED)
    check_dead_read (&s, -1, 0, FZ_MEMSIZE);
  if (res->status == FZ_RETURNED || res->status == FZ_OUT_OF_STEPS)
    res->where = -1;
  memcpy (res->mem, s.mem, FZ_MEMSIZE);
}

const char *
fz_result_diff (const struct fz_result *a, const struct fz_result *b)
{
  static char buf[160];
  static const char *const status[]
    = { "returned", "trapped", "out of steps", "used an undefined value" };
  if (a->status != b->status || a->where != b->where)
    snprintf (buf, sizeof buf, "%s at %d vs %s at %d", status[a->status],
	      a->where, status[b->status], b->where);
  else if (a->steps != b->steps)
    snprintf (buf, sizeof buf, "%d vs %d steps", a->steps, b->steps);
  else if (a->nout != b->nout)
    snprintf (buf, sizeof buf, "%d vs %d outputs", a->nout, b->nout);
  else if (a->outhash != b->outhash)
    {
      int i = 0;
      while (i < a->nout && i < FZ_MAXOUT && a->out[i] == b->out[i])
	i++;
      snprintf (buf, sizeof buf, "output %d differs: %#llx vs %#llx", i,
		i < FZ_MAXOUT ? (unsigned long long) a->out[i] : 0ull,
		i < FZ_MAXOUT ? (unsigned long long) b->out[i] : 0ull);
    }
  else if (!fz_same_mem (a, b))
    {
      int i = 0;
      while (a->mem[i] == b->mem[i])
	i++;
      snprintf (buf, sizeof buf,
		"final memory differs at object %d byte %d: %#x vs %#x",
		i / FZ_OBJSIZE, i % FZ_OBJSIZE, a->mem[i], b->mem[i]);
    }
  else
    return NULL;
  return buf;
}
