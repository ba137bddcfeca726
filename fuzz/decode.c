/* decode.c - turn any byte string into a valid fuzz program.

   The bytes are read in a fixed order; past the end every byte reads as
   0, so every string (the empty one too) decodes to a program.  The
   format, which fuzz/seeds.c writes by hand:

     1. nblock = 1 + byte % 16; bit 7 of that byte selects strict
	location ids (lower.c), bit 6 TBAA mode (oracle.c); then a limits
	byte (fz_decode_limits).
     2. A spanning tree that makes every block reachable: for block
        i = 1 .. nblock-1 one byte picks its parent among the blocks
        before it that still have a free successor slot.
     3. For every block in index order one byte adds edges: a block with
        no successor becomes a return (t%4 == 0), a goto (1) or a branch
        (2, 3) to targets read from the next bytes; a block with one
        successor gets a second one when t is odd.  Duplicate edges are
        dropped.  t >= 0xF0 marks the block MO_BLOCK_UNKNOWN_ENTRY.
     4. Statements, block by block in reverse post order (so a block's
        dominators are decoded before it): block 0 starts with a prologue
        (a pointer to each object, an input value of each width); other
        blocks with preds get byte%3 PHIs; then byte%8 body statements
        (at most 64 in all), each a kind byte and operand bytes; then a
        branch's condition.
     5. PHI operands, one byte per (PHI, pred).
     6. The input vector of run 0 (8 bytes) and its memory seed.

   An operand byte picks among the registers of the right type that are
   defined on every path to the use (fz_reg_available), most recent first.
   The prologue guarantees there is always one.  So the result is SSA by
   construction, which fz_apply's checker relies on for the original.

   Location identity is not decided here but in lower.c.  */

#include "fz.h"

#include <string.h>

struct fz_bytes
{
  const uint8_t *d;
  size_t n, pos;
};

static unsigned
next (struct fz_bytes *in)
{
  return in->pos < in->n ? in->d[in->pos++] : 0;
}

static const int fz_widths[4] = { 1, 2, 4, 8 };

const struct mo_options *
fz_default_options (void)
{
  static struct mo_options o;
  static bool have;
  if (!have)
    mo_options_default (&o);
  have = true;
  return &o;
}

void
fz_default_limits (struct mo_lse_params *l)
{
  const struct mo_options *o = fz_default_options ();
  l->max_heap = o->max_heap;
  l->max_alias_queries = o->max_alias_queries;
}

/* A limits byte whose low two bits are 0 gives the core tiny limits (0 to
   7 heap entries, 0 to 7 alias queries per access), so the paths that give
   up are fuzzed too.  */
static void
fz_decode_limits (struct fz_prog *p, unsigned x)
{
  fz_default_limits (&p->limits);
  if ((x & 3) == 0)
    {
      p->limits.max_heap = (x >> 2) % 8;
      p->limits.max_alias_queries = x >> 5;
    }
}

static void
add_edge (struct fz_prog *p, int from, int to)
{
  struct fz_block *b = &p->blocks[from];
  for (int i = 0; i < b->nsucc; i++)
    if (b->succ[i] == to)
      return;
  b->succ[b->nsucc++] = to;
}

static void
decode_cfg (struct fz_prog *p, struct fz_bytes *in)
{
  unsigned x = next (in);
  p->nblock = 1 + x % FZ_MAXBLOCK;
  p->strict_locs = (x & 0x80) != 0;
  p->tbaa = (x & 0x40) != 0;
  fz_decode_limits (p, next (in));
  for (int i = 1; i < p->nblock; i++)
    {
      int cand[FZ_MAXBLOCK], n = 0;
      for (int j = 0; j < i; j++)
	if (p->blocks[j].nsucc < 2)
	  cand[n++] = j;
      /* n > 0: blocks 0..i-1 have 2i slots and used i-1 of them.  */
      add_edge (p, cand[next (in) % n], i);
    }
  for (int b = 0; b < p->nblock; b++)
    {
      struct fz_block *blk = &p->blocks[b];
      unsigned t = next (in);
      if (blk->nsucc == 0 && t % 4 != 0)
	{
	  add_edge (p, b, next (in) % p->nblock);
	  if (t % 4 >= 2)
	    add_edge (p, b, next (in) % p->nblock);
	}
      else if (blk->nsucc == 1 && (t & 1))
	add_edge (p, b, next (in) % p->nblock);
      blk->term = blk->nsucc == 0 ? FZ_RET : blk->nsucc == 1 ? FZ_GOTO : FZ_BR;
      blk->cond = -1;
      if (t >= 0xF0 && b != 0)
	blk->mo_flags = MO_BLOCK_UNKNOWN_ENTRY;
    }
}

/* The registers of each kind, in the order they are made (new_stmt):
   pointers, values, values of each width.  Blocks are decoded one after
   the other (in RPO), so the registers of one block are a run of each
   list: FIRST and LEN say where.  The candidates of a use in block B are
   the runs of the blocks that dominate B, B itself included: they were
   decoded before B, and their list (DOMS), made when B is decoded, is a
   few blocks long, so pick counts and finds its candidate in a few steps
   (the scan of every register for every operand was a twentieth of
   fuzz-phi's time, the test of each register of the kind a thirtieth
   under the libFuzzer build's instrumentation, a walk of every decoded
   block a fortieth).  */
static struct reg_kinds
{
  int n[11];
  int r[11][FZ_MAXREG];
  int first[11][FZ_MAXBLOCK], len[11][FZ_MAXBLOCK];
  int ndoms[FZ_MAXBLOCK];       /* the blocks that dominate each block, */
  int doms[FZ_MAXBLOCK][FZ_MAXBLOCK];  /* in the order decoded */
} kinds;
enum { KIND_PTR = 9, KIND_VALUE = 10 };  /* (0..8: values of that width) */

static void
kind_add (int kind, int r, int block)
{
  kinds.r[kind][kinds.n[kind]++] = r;
  kinds.len[kind][block]++;
}

static void
kinds_add (int r, bool ptr, int width, int block)
{
  if (ptr)
    kind_add (KIND_PTR, r, block);
  else
    {
      kind_add (KIND_VALUE, r, block);
      kind_add (width, r, block);
    }
}

/* Block B is decoded next, after the NDONE blocks of ORDER (in RPO, so
   every block that dominates B is among them): its registers start
   here, and its dominators are listed.  */
static void
kinds_enter (const struct fz_prog *p, int b, const int *order, int ndone)
{
  for (int kind = 0; kind < 11; kind++)
    {
      kinds.first[kind][b] = kinds.n[kind];
      kinds.len[kind][b] = 0;
    }
  int n = 0;
  for (int i = 0; i < ndone; i++)
    if (fz_dominates (p, order[i], b))
      kinds.doms[b][n++] = order[i];
  kinds.doms[b][n++] = b;
  kinds.ndoms[b] = n;
}

/* Pick a register for a use in block B, after the statements made so
   far (in the block being decoded), or at its end (a PHI operand for the
   edge out of B, once every block is made): a pointer when PTR, else a
   value of WIDTH bytes (0: any width).  */
static int
pick (struct fz_bytes *in, bool ptr, int width, int b)
{
  /* The candidates, from the last register made to the first, that are
     available there (fz_reg_available): the registers made so far in
     the blocks that dominate B, B itself included.  */
  int kind = ptr ? KIND_PTR : width ? width : KIND_VALUE;
  const int *doms = kinds.doms[b];
  int ndoms = kinds.ndoms[b], n = 0;
  for (int i = 0; i < ndoms; i++)
    n += kinds.len[kind][doms[i]];
  if (n == 0)
    fz_fail ("INTERNAL", "no operand available (prologue missing?)");
  int j = (int) (next (in) % (unsigned) n);
  for (int i = ndoms - 1;; i--)
    {
      int d = doms[i];
      if (j < kinds.len[kind][d])
	return kinds.r[kind][kinds.first[kind][d] + kinds.len[kind][d] - 1 - j];
      j -= kinds.len[kind][d];
    }
}

/* A new statement of block B (its fields zero but these: fz_decode
   cleared every statement).  */
static struct fz_stmt *
new_stmt (struct fz_prog *p, int b, enum fz_op op, bool ptr, int width)
{
  struct fz_stmt *st = &p->stmts[p->nstmt];
  st->op = op;
  st->a = st->b = st->c = st->dst = -1;
  st->width = width;
  if (op == FZ_CONST || op == FZ_INPUT || op == FZ_ARITH || op == FZ_LOAD
      || op == FZ_ADDR || op == FZ_PADD || op == FZ_PSEL || op == FZ_PHI)
    {
      st->dst = p->nreg++;
      p->regs[st->dst].ptr = ptr;
      p->regs[st->dst].width = ptr ? 8 : width;
      p->regs[st->dst].block = b;
      p->regs[st->dst].stmt = p->nstmt;
      kinds_add (st->dst, ptr, width, b);
    }
  p->nstmt++;
  p->blocks[b].n++;
  return st;
}

static void
prologue (struct fz_prog *p)
{
  for (int o = 0; o < FZ_NOBJ; o++)
    new_stmt (p, 0, FZ_ADDR, true, 8)->aux = o;
  for (int w = 0; w < 4; w++)
    new_stmt (p, 0, FZ_INPUT, false, fz_widths[w])->aux = w;
}

/* An access's size, offset and flags from one byte F (and one more when
   F says the access is special).  Offsets are multiples of the size.  */
static void
decode_access (struct fz_stmt *st, struct fz_bytes *in, unsigned f)
{
  st->width = fz_widths[f & 3];
  st->off = ((f >> 2) & 7) * st->width % FZ_OBJSIZE;
  if ((f >> 5) == 7)
    {
      static const unsigned load_flags[4]
	= { FZ_VOLATILE, FZ_KEEP, FZ_UNTRACKED, FZ_KEEP | FZ_UNTRACKED };
      static const unsigned store_flags[4]
	= { FZ_VOLATILE, FZ_KEEP, FZ_UNTRACKED, FZ_OPAQUE };
      unsigned s = next (in) % 4;
      st->flags = st->op == FZ_LOAD ? load_flags[s] : store_flags[s];
    }
}

static void
decode_stmt (struct fz_prog *p, struct fz_bytes *in, int b)
{
  static const int masks[6] = { 3, 7, 12, 15, 24, 31 };
  unsigned k = next (in);
  int w = fz_widths[(k >> 4) & 3];
  struct fz_stmt *st;
  unsigned x;
  switch (k % 16)
    {
    case 0:
      st = new_stmt (p, b, FZ_CONST, false, w);
      st->imm = (uint64_t) (int64_t) (int8_t) next (in);
      break;
    case 1:
      st = new_stmt (p, b, FZ_INPUT, false, w);
      st->aux = next (in) % FZ_NIN;
      break;
    case 2: case 3:
      {
	int aux = next (in) % FZ_NARITH;
	int a = pick (in, false, 0, b);
	int c = pick (in, false, 0, b);
	st = new_stmt (p, b, FZ_ARITH, false, w);
	st->aux = aux, st->a = a, st->b = c;
      }
      break;
    case 4: case 5: case 6:
      {
	x = next (in);
	struct fz_stmt tmp = { .op = FZ_LOAD };
	decode_access (&tmp, in, x);
	int a = pick (in, true, 0, b);
	st = new_stmt (p, b, FZ_LOAD, false, tmp.width);
	st->off = tmp.off, st->flags = tmp.flags, st->a = a;
	st->flags |= (k & 0x10) ? FZ_FLOAT : 0;
      }
      break;
    case 7: case 8: case 9:
      {
	x = next (in);
	struct fz_stmt tmp = { .op = FZ_STORE };
	decode_access (&tmp, in, x);
	int a = pick (in, true, 0, b);
	int v = pick (in, false, tmp.width, b);
	st = new_stmt (p, b, FZ_STORE, false, tmp.width);
	st->off = tmp.off, st->flags = tmp.flags, st->a = a, st->b = v;
	st->flags |= (k & 0x10) ? FZ_FLOAT : 0;
      }
      break;
    case 10:
      x = next (in);
      st = new_stmt (p, b, FZ_ADDR, true, 8);
      st->aux = x % FZ_NOBJ;
      st->off = ((x >> 2) & 7) * 4;
      break;
    case 11:
      {
	x = next (in);
	int a = pick (in, true, 0, b);
	int v = pick (in, false, 0, b);
	st = new_stmt (p, b, FZ_PADD, true, 8);
	st->off = masks[x % 6], st->a = a, st->b = v;
      }
      break;
    case 12:
      {
	int v = pick (in, false, 0, b);
	int a = pick (in, true, 0, b);
	int c = pick (in, true, 0, b);
	st = new_stmt (p, b, FZ_PSEL, true, 8);
	st->b = v, st->a = a, st->c = c;
      }
      break;
    case 13:
      new_stmt (p, b, FZ_CALL, false, 8)->aux = next (in) % 16;
      break;
    case 14:
      {
	int v = pick (in, false, 0, b);
	new_stmt (p, b, FZ_OUT, false, 8)->a = v;
      }
      break;
    default:
      x = next (in);
      if (x & 16)
	new_stmt (p, b, FZ_FENCE, false, 8);
      else
	new_stmt (p, b, FZ_CALLREAD, false, 8)->aux = x % 16;
      break;
    }
}

static void
decode_block (struct fz_prog *p, struct fz_bytes *in, int b, int *body)
{
  struct fz_block *blk = &p->blocks[b];
  blk->first = p->nstmt;
  blk->n = 0;
  if (b == 0)
    prologue (p);
  else if (blk->npred > 0)
    {
      int nphi = next (in) % 3;
      for (int i = 0; i < nphi; i++)
	{
	  unsigned x = next (in);
	  new_stmt (p, b, FZ_PHI, x & 1, fz_widths[(x >> 1) & 3]);
	}
    }
  int n = next (in) % 8;
  for (int i = 0; i < n && *body < FZ_MAXBODY; i++, (*body)++)
    decode_stmt (p, in, b);
  if (blk->term == FZ_BR)
    blk->cond = pick (in, false, 0, b);
}

static void
decode_phis (struct fz_prog *p, struct fz_bytes *in)
{
  for (int i = 0; i < p->nblock; i++)
    {
      const struct fz_block *blk = &p->blocks[p->rpo[i]];
      for (int s = blk->first; s < blk->first + blk->n; s++)
	{
	  struct fz_stmt *st = &p->stmts[s];
	  if (st->op != FZ_PHI)
	    continue;
	  const struct fz_reg *d = &p->regs[st->dst];
	  for (int k = 0; k < blk->npred; k++)
	    st->phi[k] = pick (in, d->ptr, d->ptr ? 0 : d->width,
			       blk->pred[k]);
	}
    }
}

static void
decode_inputs (struct fz_prog *p, struct fz_bytes *in)
{
  static const uint64_t fixed[FZ_NIN]
    = { 1, 2, 0, ~(uint64_t) 0, 7, 0x80, 3, 0x12345678 };
  for (int k = 0; k < FZ_NIN; k++)
    {
      p->in[0][k] = (uint64_t) (int64_t) (int8_t) next (in);
      for (int r = 1; r < FZ_NRUN; r++)
	p->in[r][k] = fixed[(k + r - 1) % FZ_NIN];
    }
  p->mem_seed[0] = next (in);
  for (int r = 1; r < FZ_NRUN; r++)
    p->mem_seed[r] = 0x5a + r;
}

void
fz_decode (struct fz_prog *p, const uint8_t *data, size_t size)
{
  struct fz_bytes in = { data, size, 0 };
  /* The blocks and every statement in one clear (a clear of each
     statement as it was made was AddressSanitizer's memset, a call with
     its check of the range, a hundred times an input: 0.4 % of fuzz-phi's
     time).  */
  memset (p, 0, offsetof (struct fz_prog, nreg));
  p->nreg = 0;
  memset (kinds.n, 0, sizeof kinds.n);
  decode_cfg (p, &in);
  fz_graph (p);
  int body = 0;
  for (int i = 0; i < p->nblock; i++)
    {
      kinds_enter (p, p->rpo[i], p->rpo, i);
      decode_block (p, &in, p->rpo[i], &body);
    }
  decode_phis (p, &in);
  decode_inputs (p, &in);
}
