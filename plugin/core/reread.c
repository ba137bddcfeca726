/* reread.c - a memory operand read twice in a row of blocks is read once
   (the decision core of pass memopt-reread; the glue is in
   plugin/gcc/rtl-reread.cc).

   GCC 12 expands a switch whose index is a load (TER substitutes the
   load into the switch) with the memory operand twice: once in the
   range check, once for the jump-table index.  On x86-64 both stay
   memory operands, one executed load each:

       cmpl  $4, 28(%rbx,%rcx,4)           movl  28(%rbx,%rcx,4), %eax
       ja    .Ldefault              ==>     cmpl  $4, %eax
       movl  28(%rbx,%rcx,4), %edx          ja    .Ldefault
       jmp   *.L4(,%rdx,8)                  jmp   *.L4(,%rax,8)

   GCC's CSE cannot see it: it remembers values that a SET puts in a
   register, and the first read is an operand of a compare.  Here the
   first read is made into a load of its own into a new register, and
   every later read of the same location, before anything may change it,
   reads that register instead.  Whether that pays is the glue's to say
   (APPLY may refuse): this example is refused, the new load being an
   instruction more on the default path, which some switches take for
   most values (plugin/gcc/rtl-reread.cc, reuse_pays).

   The glue describes a chain of blocks (a block, then a successor whose
   only predecessor it is, and so on) as events in program order:
     MO_RE_READ     instruction I reads location L (the same address
                    expression in the same mode is the same L); PLAIN
                    when I is nothing but a load of L into a register
                    (CSE already reuses that register)
     MO_RE_KILL     instruction I changes a register of L's address
     MO_RE_BARRIER  instruction I may write memory (stores, calls, asm,
                    volatile accesses): every L is closed
   An instruction's reads come before its kills.

   Algorithm: per location, the first read that is not PLAIN opens a
   group; every later read of L by another instruction, within MAX_WINDOW
   instructions of the first, joins it; a kill of L, a barrier or the
   window's end closes it.  A closed group with at least one later read
   is a decision: load L once just before FIRST, and let FIRST and each
   of LATER read the register.

   Correctness: between FIRST and the last of LATER nothing may write
   memory and no register of the address changes, and every instruction
   of the chain after FIRST runs only after FIRST (each block of the
   chain is entered only from the one before), so the later reads would
   have read the value FIRST read.  The new load runs exactly where
   FIRST read L, so it cannot trap where the program did not.  Every
   subset of the decisions is correct on its own (they concern
   different locations).  */

#include "memopt.h"

#include <stdlib.h>

struct group
{
  int first;                    /* -1: no open group */
  int n_later;
  int cap_later;
  int *later;
  bool listed;                  /* in the open list (maybe closed since) */
};

/* Where the decisions go: the caller's APPLY and STATS.  */
struct sink
{
  mo_reread_apply_fn apply;
  void *ctx;
  struct mo_reread_stats *stats;
};

/* Close G (location L): hand a decision with later reads to APPLY.  */
static int
close_group (struct group *g, int loc, const struct sink *k)
{
  int made = 0;
  if (g->first >= 0 && g->n_later > 0)
    {
      struct mo_reread_decision d = { loc, g->first, g->n_later, g->later };
      made = k->apply (k->ctx, &d) ? 1 : 0;
      if (k->stats)
	{
	  k->stats->groups++;
	  k->stats->applied += made;
	  k->stats->refused += !made;
	}
    }
  g->first = -1;
  g->n_later = 0;
  return made;
}

/* The groups open now, so that the window's end and a barrier touch only
   those, not every location of the chain (which keeps the walk linear
   on a huge block).  A group closed by a kill stays listed until the
   next sweep drops it.  */
struct open_list
{
  int *loc;
  int n;
};

/* Close the listed groups that END says to close (ALL: every one; else
   those whose first read is more than MAX_WINDOW before INSN), and drop
   the closed ones from the list.  */
static int
sweep (struct open_list *o, struct group *g, bool all, int insn,
       int max_window, const struct sink *sk)
{
  int made = 0, kept = 0;
  for (int k = 0; k < o->n; k++)
    {
      int l = o->loc[k];
      if (g[l].first >= 0 && (all || insn - g[l].first > max_window))
	made += close_group (&g[l], l, sk);
      if (g[l].first >= 0)
	o->loc[kept++] = l;
      else
	g[l].listed = false;
    }
  o->n = kept;
  return made;
}

int
mo_reread (const struct mo_rechain *c, const struct mo_reread_params *params,
	   struct mo_reread_stats *stats, mo_reread_apply_fn apply, void *ctx)
{
  int max_window = params ? params->max_window : 0;
  if (max_window <= 0)
    max_window = MO_DEFAULT_MAX_REREAD_WINDOW;
  const struct mo_reevent *ev = c->ev;
  int n = c->n, n_locs = c->n_locs;
  struct sink sk = { apply, ctx, stats };
  if (n_locs <= 0)
    return 0;
  struct group *g = calloc ((size_t) n_locs, sizeof *g);
  struct open_list o = { calloc ((size_t) n_locs, sizeof (int)), 0 };
  if (!g || !o.loc)
    {
      free (g);
      free (o.loc);
      return 0;			/* no decision is always correct */
    }
  for (int l = 0; l < n_locs; l++)
    g[l].first = -1;
  int made = 0;
  for (int k = 0; k < n; k++)
    {
      const struct mo_reevent *e = &ev[k];
      /* Windows end before the instruction that is too far.  */
      made += sweep (&o, g, false, e->insn, max_window, &sk);
      switch (e->kind)
	{
	case MO_RE_BARRIER:
	  made += sweep (&o, g, true, e->insn, max_window, &sk);
	  break;
	case MO_RE_KILL:
	  if (e->loc >= 0 && e->loc < n_locs)
	    made += close_group (&g[e->loc], e->loc, &sk);
	  break;
	case MO_RE_READ:
	  {
	    if (e->loc < 0 || e->loc >= n_locs)
	      break;
	    struct group *gr = &g[e->loc];
	    if (gr->first < 0)
	      {
		if (!e->plain)
		  {
		    gr->first = e->insn;
		    if (!gr->listed)
		      {
			gr->listed = true;
			o.loc[o.n++] = e->loc;
		      }
		  }
		break;
	      }
	    if (e->insn == gr->first
		|| (gr->n_later > 0 && gr->later[gr->n_later - 1] == e->insn))
	      break;		/* one instruction reading L twice */
	    if (gr->n_later == gr->cap_later)
	      {
		int cap = gr->cap_later ? 2 * gr->cap_later : 4;
		int *p = realloc (gr->later, (size_t) cap * sizeof *p);
		if (!p)
		  break;	/* the group just stays smaller */
		gr->later = p;
		gr->cap_later = cap;
	      }
	    gr->later[gr->n_later++] = e->insn;
	    break;
	  }
	}
    }
  made += sweep (&o, g, true, 0, max_window, &sk);
  for (int l = 0; l < n_locs; l++)
    free (g[l].later);
  free (g);
  free (o.loc);
  return made;
}
