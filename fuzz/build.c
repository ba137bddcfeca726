/* build.c - a program under construction, for the targets whose apply
   step inserts statements and blocks (apply-phi.c, apply-dse.c).

   fz_apply (apply.c) rewrites statements in place, but a pass that
   inserts code (PHIs, a load on an edge, a sunk or merged store) needs
   room anywhere in a block, and the program keeps each block's
   statements contiguous.  So the apply step works on a struct fz_build:
   the statements in a pool (the program's keep their indices, new ones
   are appended), each block a list of pool indices, so an insertion
   moves the rest of one list; then fz_build_finish lays the lists out again
   as a program, with the registers' definitions and the graph facts
   recomputed.

   Example: block b1 holds s4 (a PHI), s5, s6, and the pool has 9
   statements.  fz_build_add (w, 1, 1) appends pool statement 9 at
   position 1 of b1's list, [4 9 5 6].  fz_build_finish gives b1 as
   statements 4..7 with the new one at 5, and POOL_OF[5] = 9, so the
   caller carries what it marked on pool statement 9 (inserted, moved,
   a claim) to statement 5.

   The caller checks there is room (FZ_MAXSTMT statements, FZ_MAXREG
   registers, FZ_MAXBLOCK blocks) before it adds anything.  */

#include "fz.h"

#include <stddef.h>
#include <string.h>

/* (P's statements are copied with their blocks, every statement is in
   one: a loop of statement copies is not made a memcpy call, which in
   the libFuzzer build is AddressSanitizer's interceptor, though this
   file has no sanitizer; registers are copied field by field for the
   same reason: the compiler makes a loop of whole-struct copies a
   memcpy call.  The interceptor's checks of both ranges from here were
   most of the 1 % of fuzz-phi's time they took, perf) */
void
fz_copy_regs (struct fz_reg *to, const struct fz_reg *from, int n)
{
  for (int r = 0; r < n; r++)
    {
      to[r].ptr = from[r].ptr;
      to[r].width = from[r].width;
      to[r].block = from[r].block;
      to[r].stmt = from[r].stmt;
    }
}

void
fz_build_init (struct fz_build *w, const struct fz_prog *p)
{
  w->nblock = p->nblock;
  w->npool = p->nstmt;
  w->nreg = p->nreg;
  fz_copy_regs (w->regs, p->regs, p->nreg);
  for (int b = 0; b < p->nblock; b++)
    {
      w->blocks[b] = p->blocks[b];
      w->len[b] = p->blocks[b].n;
      w->nphi[b] = 0;
      for (int i = 0; i < p->blocks[b].n; i++)
	{
	  int s = p->blocks[b].first + i;
	  w->pool[s] = p->stmts[s];
	  w->list[b][i] = s;
	  w->origin[s] = s;
	  if (p->stmts[s].op == FZ_PHI && w->nphi[b] == i)
	    w->nphi[b]++;
	}
    }
}

int
fz_build_add (struct fz_build *w, int b, int at)
{
  int s = w->npool++;
  struct fz_stmt *st = &w->pool[s];
  memset (st, 0, sizeof *st);
  st->op = FZ_NOP;
  st->dst = st->a = st->b = st->c = -1;
  st->width = 8;
  for (int i = w->len[b]; i > at; i--)
    w->list[b][i] = w->list[b][i - 1];
  w->list[b][at] = s;
  w->len[b]++;
  w->origin[s] = -1;
  return s;
}

int
fz_build_new_reg (struct fz_build *w, bool ptr, int width, int block)
{
  int r = w->nreg++;
  w->regs[r] = (struct fz_reg) { ptr, ptr ? 8 : width, block, -1 };
  return r;
}

void
fz_build_finish (struct fz_prog *out, int *pool_of, const struct fz_build *w,
		 const struct fz_prog *p)
{
  /* (P's blocks are W's first ones: OUT's are set below) */
  memcpy (out->in, p->in, sizeof *p - offsetof (struct fz_prog, in));
  out->nblock = w->nblock;
  out->nreg = w->nreg;
  fz_copy_regs (out->regs, w->regs, w->nreg);
  int n = 0;
  for (int b = 0; b < w->nblock; b++)
    {
      out->blocks[b] = w->blocks[b];
      out->blocks[b].first = n;
      out->blocks[b].n = w->len[b];
      for (int i = 0; i < w->len[b]; i++, n++)
	{
	  int s = w->list[b][i];
	  out->stmts[n] = w->pool[s];
	  pool_of[n] = s;
	  if (out->stmts[n].dst >= 0)
	    {
	      out->regs[out->stmts[n].dst].block = b;
	      out->regs[out->stmts[n].dst].stmt = n;
	    }
	}
    }
  out->nstmt = n;
  fz_graph (out);
}

/* (The blocks field by field, for the reason of fz_copy_regs: every block
   at once was a memcpy call of 1.6 KB, half a percent of fuzz-phi's
   time with the interceptor's checks.)  */
void
fz_prog_copy_head (struct fz_prog *out, const struct fz_prog *p)
{
  memcpy (out->in, p->in, sizeof *p - offsetof (struct fz_prog, in));
  out->nblock = p->nblock;
  for (int b = 0; b < p->nblock; b++)
    {
      struct fz_block *to = &out->blocks[b];
      const struct fz_block *from = &p->blocks[b];
      to->first = from->first;
      to->n = from->n;
      to->term = from->term;
      to->cond = from->cond;
      to->nsucc = from->nsucc;
      to->succ[0] = from->succ[0];
      to->succ[1] = from->succ[1];
      to->npred = from->npred;
      memcpy (to->pred, from->pred, sizeof to->pred);
      to->mo_flags = from->mo_flags;
    }
  out->nstmt = p->nstmt;
  out->nreg = p->nreg;
}
