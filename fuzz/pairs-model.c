/* pairs-model.c - bytes -> one basic block of a small machine, for the
   pair formation target (fuzz-pairs.c); and printing it.

   The machine: FZP_NREG 64-bit registers r0..r7 and four objects (o0..o2
   of 64 bytes, o3 of 512 so that offsets beyond ldp's scaled 7-bit range
   occur).  A prologue (not part of the block) points some registers into
   objects; the block is up to FZP_MAXINSN instructions:

       r4 = load8 [r1 + 8]        r4 = load4s [r2 - 4]   (ldrsw: cls 2)
       store4f [r1 + 12] = r5     store8 [r3 + 0] = #0   (xzr)
       store4 [r1 + 4] = #0x2     (a constant: mov w5, 2; str w5)
       r5 = r4 + r6   r5 = 17   r2 = &o1 + 8   r1 = r1 + 16
       r6 = r1 + (r4 & 24)        r6 = r4 & 1 ? r1 : r2
       call reads {o0,o1} writes {o2}              barrier

   Decoding keeps an exact abstract value for every register (struct
   fzp_ptr: which objects, which offsets; exact because the block has no
   branches): accesses use a register holding a pointer as their base and
   an offset that keeps the access inside every object the pointer may
   point into, so no run ever traps.  Offsets are small multiples of the
   size (a "neighbour" bit copies the previous access's base and size at
   the next or previous slot), so same-base consecutive pairs are common,
   and loads' destinations avoid pointer registers unless a bit says
   otherwise, so that bases survive (and sometimes do not).

   Format (a missing byte reads as 0):
     byte 0   bit 0 aligned_only; bit 1 need_align on 4-byte accesses
	      (the slow_unaligned_ldpw tuning); bit 2 weak alias answers
	      (base registers only); bit 3 refusals on; bits 4-7 max_scan
	      (MAX_SCAN[])
     byte 1   refusal mask (decision k refused when bit k % 8 is set)
     byte 2   prologue pointer registers (mask; 0: r1, r2, r3)
     then one byte per prologue pointer, ascending: bits 0-1 object,
	      bits 2-7 offset / 8 (modulo the object's size)
     then 3 bytes per instruction, OP A B:
       OP bits 0-3: 0-4 load, 5-8 store, 9 arith, 10 movi, 11 addr,
	      12 padd, 13 pvar (bit 4: psel), 14 arith (bit 4: call),
	      15 padd as a base update (bit 4: barrier)
       loads / stores: OP bit 4 size 8 (else 4), bits 5-6 class (load:
	      0 int, 1 fp, 2 sign-extended when 4 bytes, 3 int; store: 0
	      int, 1 fp, 2 a constant, 3 int), bit 7 neighbour of the
	      previous access; A bits 0-2 register (destination / source;
	      a constant store: the constant, STORE_CONST[]), bits 3-5
	      which pointer register is the base, bit 6 a load may overwrite
	      a pointer, bits 6-7 both set: alignment unknown (align 1),
	      bit 7 alone: outside_partner (only a tie-break of the core's
	      matching: any value must give a correct block);
	      B offset: bits 0-4 slot - 8 (times the size), bits 5-7: 6
	      misaligned by size / 2, 7 +256 (far); neighbour mode: bit 0
	      the next or the previous slot
       other instructions: A bits 0-2 destination, bits 3-5 first
	      operand; B the rest (see decode_other).  */

#include "fz.h"

#include <stdio.h>
#include <string.h>

const int fzp_objbase[FZP_NOBJ] = { 0, 64, 128, 192 };
const int fzp_objsize[FZP_NOBJ] = { 64, 64, 64, 512 };

static const int MAX_SCAN[16] = { 32, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20,
				  24, 32, 64, 1000 };

/* The constants of constant stores (cut to the store's size): zero half
   of the time, as before constants other than zero were merged.  */
static const unsigned long long STORE_CONST[8] = {
  0, 0, 0, 0, 1, 2, 0xff, 0x89abcdefull
};

struct reader
{
  const uint8_t *d;
  size_t n, pos;
};

static unsigned
next (struct reader *in)
{
  return in->pos < in->n ? in->d[in->pos++] : 0;
}

/* The decoder's state: the abstract value of each register.  */
struct absregs
{
  bool is_ptr[FZP_NREG];
  struct fzp_ptr p[FZP_NREG];
  int last_access;           /* the previous access, -1: none */
};

static int
lowbit (long v)
{
  if (v == 0)
    return FZP_MAXALIGN;
  int a = 1;
  while (!(v & a) && a < FZP_MAXALIGN)
    a <<= 1;
  return a;
}

static int
min_int (int a, int b)
{
  return a < b ? a : b;
}

static int
max_int (int a, int b)
{
  return a > b ? a : b;
}

/* The smallest object P may point into.  */
static int
min_objsize (const struct fzp_ptr *p)
{
  int m = 1 << 30;
  for (int o = 0; o < FZP_NOBJ; o++)
    if (p->objs & (1u << o))
      m = min_int (m, fzp_objsize[o]);
  return m;
}

static struct fzp_ptr
ptr_at (int obj, int off)
{
  struct fzp_ptr p = { 1u << obj, off, off, lowbit (off) };
  return p;
}

/* The K-th pointer register (modulo their number), -1: none.  */
static int
pick_ptr (const struct absregs *ar, unsigned k)
{
  int list[FZP_NREG], n = 0;
  for (int r = 0; r < FZP_NREG; r++)
    if (ar->is_ptr[r])
      list[n++] = r;
  return n ? list[k % n] : -1;
}

/* A destination for a non-pointer value: R, or with KEEP_PTRS and R a
   pointer, the next register that is not one (R when all are).  */
static int
data_dst (const struct absregs *ar, int r, bool keep_ptrs)
{
  if (!keep_ptrs)
    return r;
  for (int k = 0; k < FZP_NREG; k++)
    if (!ar->is_ptr[(r + k) % FZP_NREG])
      return (r + k) % FZP_NREG;
  return r;
}

static void
set_data (struct absregs *ar, int r)
{
  ar->is_ptr[r] = false;
}

static void
set_ptr (struct absregs *ar, int r, struct fzp_ptr p)
{
  ar->is_ptr[r] = true;
  ar->p[r] = p;
}

static void
emit_movi (struct fzp_insn *in, struct absregs *ar, int dst, long imm)
{
  in->op = FZP_MOVI;
  in->dst = dst;
  in->imm = imm;
  set_data (ar, dst);
}

static void
emit_addr (struct fzp_insn *in, struct absregs *ar, int dst, unsigned b)
{
  in->op = FZP_ADDR;
  in->dst = dst;
  in->aux = b & 3;
  in->imm = (long) ((b >> 2) * 8 % fzp_objsize[in->aux]);
  set_ptr (ar, dst, ptr_at (in->aux, (int) in->imm));
}

/* Bring OFF into the offsets that keep a SIZE-byte access through P in
   bounds, [LO, HI]; false when there are none.  */
static bool
fit_offset (const struct fzp_ptr *p, int size, long *off)
{
  long lo = -p->lo, hi = min_objsize (p) - size - p->hi;
  if (lo > hi)
    return false;
  /* Whole steps of SIZE first: the offset keeps its alignment.  */
  if (*off < lo)
    *off += (lo - *off + size - 1) / size * size;
  if (*off > hi)
    *off -= (*off - hi + size - 1) / size * size;
  if (*off < lo || *off > hi)
    {
      long span = hi - lo + 1, d = (*off - lo) % span;
      *off = lo + (d < 0 ? d + span : d);
    }
  return true;
}

static void
decode_access (struct fzp_block *blk, struct fzp_insn *in,
	       struct absregs *ar, bool store, unsigned op, unsigned a,
	       unsigned b, bool need_align4)
{
  int size = (op & 0x10) ? 8 : 4;
  int clsbits = (op >> 5) & 3;
  int cls = clsbits == 1 ? 1 : (!store && clsbits == 2 && size == 4) ? 2 : 0;
  bool konst = store && clsbits == 2;
  int base = pick_ptr (ar, (a >> 3) & 7);
  long off = (long) ((int) (b & 31) - 8) * size;
  if (b >> 5 == 6)
    off += size / 2;
  if (b >> 5 == 7)
    off += 256;
  if ((op & 0x80) && ar->last_access >= 0)
    {
      /* The neighbour of the previous access: its base, size and class,
	 the next or the previous slot.  */
      const struct fzp_insn *prev = &blk->insn[ar->last_access];
      if (ar->is_ptr[prev->a])
	base = prev->a;
      size = prev->size;
      cls = prev->cls == 2 && store ? 0 : prev->cls;
      off = prev->imm + ((b & 1) ? size : -size);
    }
  int reg = a & 7;
  if (base < 0 || !fit_offset (&ar->p[base], size, &off))
    {
      /* No pointer to access through: something else instead.  */
      if (base < 0)
	emit_addr (in, ar, reg, b);
      else
	emit_movi (in, ar, data_dst (ar, reg, true), off);
      return;
    }
  in->op = store ? FZP_STORE : FZP_LOAD;
  in->a = base;
  in->imm = off;
  in->size = size;
  in->cls = cls;
  const struct fzp_ptr *p = &ar->p[base];
  in->addr.objs = p->objs;
  in->addr.lo = p->lo + (int) off;
  in->addr.hi = p->hi + (int) off;
  in->addr.align = min_int (p->align, lowbit (off));
  struct mo_paccess *acc = &blk->acc[in - blk->insn];
  acc->kind = store ? MO_P_STORE : MO_P_LOAD;
  acc->base = base;
  acc->offset = off;
  acc->size = size;
  acc->cls = cls;
  acc->align = (a & 0xc0) == 0xc0 ? 1 : in->addr.align;
  acc->need_align = need_align4 && size == 4;
  acc->is_const = konst;
  if (konst)
    {
      unsigned long long v = STORE_CONST[reg];
      in->cval = size >= 8 ? v : v & ((1ull << (8 * size)) - 1);
      acc->value = in->cval;
    }
  acc->outside_partner = (a & 0xc0) == 0x80;
  if (store)
    in->b = konst ? -1 : reg;
  else
    {
      in->dst = data_dst (ar, reg, !(a & 0x40));
      set_data (ar, in->dst);
    }
  ar->last_access = (int) (in - blk->insn);
}

/* A step K for pointer P that keeps it within a few object sizes of its
   objects, so that offsets stay small.  */
static long
bounded_step (const struct fzp_ptr *p, long k)
{
  return p->lo + k < -512 || p->hi + k > 1024 ? -k : k;
}

/* A new pointer range: P moved by K, or PVAR's added mask VAR.  */
static struct fzp_ptr
ptr_add (struct fzp_ptr p, long k, long var)
{
  p.lo += (int) k;
  p.hi += (int) (k + var);
  p.align = min_int (p.align, lowbit (k));
  if (var)
    p.align = min_int (p.align, 8);
  return p;
}

/* Arithmetic, constants, addresses, pointer steps, calls, barriers.  */
static void
decode_other (struct fzp_insn *in, struct absregs *ar, unsigned op,
	      unsigned a, unsigned b)
{
  unsigned kind = op & 15;
  int dst = a & 7;
  if (kind == 14 && (op & 0x10))
    {
      in->op = FZP_CALL;      /* B bits 0-2: the written slot */
      in->rd = a & 15;
      in->wr = (a >> 4) & 15;
      in->aux = (int) (b & 7) * 8;
      in->dst = 0;
      set_data (ar, 0);
      return;
    }
  if (kind == 15 && (op & 0x10))
    {
      in->op = FZP_BARRIER;
      return;
    }
  if (kind == 9 || kind == 14)
    {
      /* dst = a OP b: B bits 0-2 b, 3-5 operator, bit 7 may overwrite a
	 pointer.  */
      in->op = FZP_ARITH;
      in->a = (a >> 3) & 7;
      in->b = b & 7;
      in->aux = (b >> 3) & 7;
      in->dst = data_dst (ar, dst, !(b & 0x80));
      set_data (ar, in->dst);
      return;
    }
  if (kind == 10)
    {
      emit_movi (in, ar, data_dst (ar, dst, !(a & 0x40)), (int8_t) b);
      return;
    }
  if (kind == 11)
    {
      emit_addr (in, ar, dst, b);
      return;
    }
  int pa = pick_ptr (ar, (a >> 3) & 7);
  if (pa < 0)
    {
      emit_addr (in, ar, dst, b);
      return;
    }
  if (kind == 12 || kind == 15)
    {
      /* dst = pa + k (kind 15: pa += k), k a multiple of 4 in
	 [-128, 124].  */
      in->op = FZP_PADD;
      in->a = pa;
      in->dst = kind == 15 ? pa : dst;
      in->imm = bounded_step (&ar->p[pa], (long) ((int8_t) b & ~3));
      set_ptr (ar, in->dst, ptr_add (ar->p[pa], in->imm, 0));
      return;
    }
  /* kind 13: B bits 0-2 x; PVAR: bits 3-4 the mask; PSEL: bits 3-5 the
     second pointer.  */
  in->a = pa;
  in->x = b & 7;
  in->dst = dst;
  if (!(op & 0x10))
    {
      static const long masks[4] = { 8, 16, 24, 56 };
      in->op = FZP_PVAR;
      in->imm = masks[(b >> 3) & 3];
      set_ptr (ar, dst, ptr_add (ar->p[pa], 0, in->imm));
      return;
    }
  in->op = FZP_PSEL;
  in->b = pick_ptr (ar, (b >> 3) & 7);
  const struct fzp_ptr *p = &ar->p[pa], *q = &ar->p[in->b];
  struct fzp_ptr u = { p->objs | q->objs, min_int (p->lo, q->lo),
		       max_int (p->hi, q->hi), min_int (p->align, q->align) };
  set_ptr (ar, dst, u);
}

static unsigned
bit (int r)
{
  return r >= 0 ? 1u << r : 0;
}

/* The register masks the conflict callback uses.  */
static void
set_masks (struct fzp_insn *in)
{
  in->uses = in->defs = 0;
  switch (in->op)
    {
    case FZP_LOAD: in->uses = bit (in->a); in->defs = bit (in->dst); break;
    case FZP_STORE: in->uses = bit (in->a) | bit (in->b); break;
    case FZP_ARITH:
      in->uses = bit (in->a) | bit (in->b);
      in->defs = bit (in->dst);
      break;
    case FZP_MOVI: case FZP_ADDR: in->defs = bit (in->dst); break;
    case FZP_PADD: in->uses = bit (in->a); in->defs = bit (in->dst); break;
    case FZP_PVAR:
      in->uses = bit (in->a) | bit (in->x);
      in->defs = bit (in->dst);
      break;
    case FZP_PSEL:
      in->uses = bit (in->a) | bit (in->b) | bit (in->x);
      in->defs = bit (in->dst);
      break;
    case FZP_CALL: in->uses = bit (0) | bit (1); in->defs = bit (0); break;
    case FZP_BARRIER: break;
    }
}

static void
decode_header (struct fzp_block *blk, struct reader *in, struct absregs *ar)
{
  unsigned flags = next (in);
  blk->lim.aligned_only = flags & 1;
  blk->weak_alias = (flags >> 2) & 1;
  blk->refusals = (flags >> 3) & 1;
  blk->lim.max_scan = MAX_SCAN[flags >> 4];
  blk->refuse = next (in);
  blk->ptrs = next (in);
  if (blk->ptrs == 0)
    blk->ptrs = 0x0e;
  for (int r = 0; r < FZP_NREG; r++)
    if (blk->ptrs & (1u << r))
      {
	unsigned b = next (in);
	blk->ptr_obj[r] = (int) (b & 3);
	blk->ptr_off[r] = (int) ((b >> 2) * 8) % fzp_objsize[b & 3];
	set_ptr (ar, r, ptr_at (blk->ptr_obj[r], blk->ptr_off[r]));
      }
}

static uint64_t
hash_bytes (const uint8_t *data, size_t size)
{
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 0x100000001b3ull;
  return h;
}

void
fzp_decode (struct fzp_block *blk, const uint8_t *data, size_t size)
{
  memset (blk, 0, sizeof *blk);
  struct reader in = { data, size, 0 };
  struct absregs ar;
  memset (&ar, 0, sizeof ar);
  ar.last_access = -1;
  decode_header (blk, &in, &ar);
  bool need_align4 = data && size > 0 && (data[0] & 2);
  blk->seed = hash_bytes (data, size);
  while (in.pos < in.n && blk->n < FZP_MAXINSN)
    {
      struct fzp_insn *ins = &blk->insn[blk->n];
      ins->dst = ins->a = ins->b = ins->x = -1;
      blk->acc[blk->n].kind = MO_P_OTHER;
      blk->acc[blk->n].base = -1;
      unsigned op = next (&in), a = next (&in), b = next (&in);
      unsigned kind = op & 15;
      if (kind <= 8)
	decode_access (blk, ins, &ar, kind >= 5, op, a, b, need_align4);
      else
	decode_other (ins, &ar, op, a, b);
      if (ins->op == FZP_BARRIER)
	blk->acc[blk->n].kind = MO_P_BARRIER;
      set_masks (ins);
      blk->n++;
    }
}

/* ------------------------------------------------------------------ */

static void
print_insn (FILE *f, const struct fzp_block *blk, int i)
{
  static const char *const ops[] = { "+", "-", "^", "&", "*", "<<", ">>",
				     "|" };
  static const char *const cls[] = { "", "f", "s" };
  const struct fzp_insn *in = &blk->insn[i];
  const struct mo_paccess *acc = &blk->acc[i];
  switch (in->op)
    {
    case FZP_LOAD:
      fprintf (f, "r%d = load%d%s [r%d %+ld]", in->dst, in->size,
	       cls[in->cls], in->a, in->imm);
      break;
    case FZP_STORE:
      fprintf (f, "store%d%s [r%d %+ld] = ", in->size, cls[in->cls], in->a,
	       in->imm);
      if (in->b < 0)
	fprintf (f, "#%#llx", in->cval);
      else
	fprintf (f, "r%d", in->b);
      break;
    case FZP_ARITH:
      fprintf (f, "r%d = r%d %s r%d", in->dst, in->a, ops[in->aux], in->b);
      break;
    case FZP_MOVI: fprintf (f, "r%d = %ld", in->dst, in->imm); break;
    case FZP_ADDR: fprintf (f, "r%d = &o%d + %ld", in->dst, in->aux, in->imm);
      break;
    case FZP_PADD: fprintf (f, "r%d = r%d %+ld", in->dst, in->a, in->imm);
      break;
    case FZP_PVAR:
      fprintf (f, "r%d = r%d + (r%d & %ld)", in->dst, in->a, in->x, in->imm);
      break;
    case FZP_PSEL:
      fprintf (f, "r%d = r%d & 1 ? r%d : r%d", in->dst, in->x, in->a, in->b);
      break;
    case FZP_CALL:
      fprintf (f, "r0 = call (r0, r1) reads %#x writes %#x at +%d", in->rd,
	       in->wr, in->aux);
      break;
    case FZP_BARRIER: fprintf (f, "barrier"); break;
    }
  if (in->op == FZP_LOAD || in->op == FZP_STORE)
    fprintf (f, "   {objs %#x off %d..%d align %d; core: align %d%s%s}",
	     in->addr.objs, in->addr.lo, in->addr.hi, in->addr.align,
	     acc->align, acc->need_align ? " need_align" : "",
	     acc->outside_partner ? " outside_partner" : "");
}

void
fzp_print (const struct fzp_block *blk, void *file)
{
  FILE *f = (FILE *) file;
  fprintf (f, "pairs block: %d insns, max_scan %d%s%s", blk->n,
	   blk->lim.max_scan, blk->lim.aligned_only ? ", aligned_only" : "",
	   blk->weak_alias ? ", weak alias" : "");
  if (blk->refusals)
    fprintf (f, ", refuse mask %#x", blk->refuse);
  fprintf (f, "\n  prologue:");
  for (int r = 0; r < FZP_NREG; r++)
    if (blk->ptrs & (1u << r))
      fprintf (f, " r%d = &o%d + %d;", r, blk->ptr_obj[r], blk->ptr_off[r]);
  fprintf (f, "\n");
  for (int i = 0; i < blk->n; i++)
    {
      fprintf (f, "  i%d: ", i);
      print_insn (f, blk, i);
      fprintf (f, "\n");
    }
}

void
fzp_print_seq (const struct fzp_block *blk, const struct fzp_seq *s,
	       void *file)
{
  FILE *f = (FILE *) file;
  for (int k = 0; k < s->len; k++)
    {
      if (s->member[k][1] < 0)
	{
	  fprintf (f, "  i%d: ", s->member[k][0]);
	  print_insn (f, blk, s->member[k][0]);
	}
      else
	{
	  fprintf (f, "  pair (i%d, i%d): ", s->member[k][0], s->member[k][1]);
	  print_insn (f, blk, s->member[k][0]);
	  fprintf (f, "  ||  ");
	  print_insn (f, blk, s->member[k][1]);
	}
      if (s->merged[k])
	fprintf (f, "  merged: %#llx over both", s->mvalue[k]);
      if (s->wb1[k])
	fprintf (f, "  with i%d %s-indexed", s->wb1[k] - 1,
		 s->wb_pre[k] ? "pre" : "post");
      fprintf (f, "\n");
    }
}
