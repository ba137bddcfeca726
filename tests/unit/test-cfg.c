/* test-cfg.c - RPO, dominators, natural loops, irreducible regions.

   Each case prints the analyses of a small CFG in one fixed form and
   compares it with the expected text:
     rpo   the blocks in reverse post order
     idom  per block, its immediate dominator ("-": none)
     loopN header, parent, depth, latches, entry preds
     in    per block, its innermost loop ("-": none)
     irr   per block, 1 if irreducible  */

#include "unit.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static char out[4096];

static void
put_list (size_t *n, const char *what, const int *v, int len, bool dash)
{
  *n += (size_t) snprintf (out + *n, sizeof out - *n, "%s", what);
  for (int i = 0; i < len; i++)
    if (dash && v[i] < 0)
      *n += (size_t) snprintf (out + *n, sizeof out - *n, " -");
    else
      *n += (size_t) snprintf (out + *n, sizeof out - *n, " %d", v[i]);
  *n += (size_t) snprintf (out + *n, sizeof out - *n, "\n");
}

static const char *
cfg_str (const struct mo_func *f)
{
  struct mo_cfg c;
  mo_cfg_compute (f, &c);
  mo_cfg_irreducible (f, &c);
  size_t n = 0;
  put_list (&n, "rpo", c.rpo, c.nreach, false);
  put_list (&n, "idom", c.idom, c.nblock, true);
  for (int l = 0; l < c.nloop; l++)
    {
      const struct mo_loop *lp = &c.loops[l];
      n += (size_t) snprintf (out + n, sizeof out - n, "loop%d h%d ", l,
			      lp->header);
      if (lp->parent < 0)
	n += (size_t) snprintf (out + n, sizeof out - n, "parent -");
      else
	n += (size_t) snprintf (out + n, sizeof out - n, "parent %d",
				lp->parent);
      n += (size_t) snprintf (out + n, sizeof out - n, " depth %d",
			      lp->depth);
      put_list (&n, " latches", lp->latches.v, lp->latches.len, false);
      out[--n] = 0;
      put_list (&n, " entries", lp->entry_preds.v, lp->entry_preds.len,
		false);
    }
  put_list (&n, "in", c.loop_of, c.nblock, true);
  put_list (&n, "irr", c.irreducible, c.nblock, false);
  mo_cfg_free (&c);
  return out;
}

/* Checks: a diamond: RPO follows the successor order, the join is
   dominated by the entry only, no loops, nothing irreducible.  */
static void
cfg_diamond (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>3 2>3", &a);
  CHECK_STR (cfg_str (f),
	     "rpo 0 2 1 3\n"
	     "idom - 0 0 0\n"
	     "in - - - -\n"
	     "irr 0 0 0 0\n");
  mo_func_free (f);
}

/* Checks: the example of cfg.c's header comment: two nested loops, the
   inner one (header 2) a child of the outer one (header 1), depth 2;
   each block's innermost loop.  */
static void
cfg_nested_loops (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (6, "0>1 1>2 2>3 2>4 3>1 3>5 4>2", &a);
  CHECK_STR (cfg_str (f),
	     "rpo 0 1 2 4 3 5\n"
	     "idom - 0 1 2 2 3\n"
	     "loop0 h1 parent - depth 1 latches 3 entries 0\n"
	     "loop1 h2 parent 0 depth 2 latches 4 entries 1\n"
	     "in - 0 1 0 1 -\n"
	     "irr 0 0 0 0 0 0\n");
  mo_func_free (f);
}

/* Checks: two back edges into one header make one loop with two latches;
   a self loop is a loop whose latch is its header; a loop whose header is
   the entry has no entry preds.  */
static void
cfg_shared_header_and_self_loop (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (5, "0>1 1>2 1>3 2>1 3>1 3>4 4>4 4>0", &a);
  CHECK_STR (cfg_str (f),
	     "rpo 0 1 3 4 2\n"
	     "idom - 0 1 1 3\n"
	     "loop0 h0 parent - depth 1 latches 4 entries\n"
	     "loop1 h1 parent 0 depth 2 latches 2 3 entries 0\n"
	     "loop2 h4 parent 0 depth 2 latches 4 entries 3\n"
	     "in 0 1 1 1 2\n"
	     "irr 0 0 0 0 0\n");
  mo_func_free (f);
}

/* Checks: a cycle entered at two blocks (0>1, 0>2, 1<>2) is irreducible:
   no loop, both blocks marked, the entry not.  */
static void
cfg_irreducible (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (4, "0>1 0>2 1>2 2>1 2>3", &a);
  CHECK_STR (cfg_str (f),
	     "rpo 0 1 2 3\n"
	     "idom - 0 0 2\n"
	     "in - - - -\n"
	     "irr 0 1 1 0\n");
  mo_func_free (f);
}

/* Checks: an irreducible region inside a natural loop: the loop (header
   1, latch 4) is found and contains the region's blocks, which are
   marked; the header and latch, not on the two-entry cycle, are not.  */
static void
cfg_irreducible_inside_loop (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (6, "0>1 1>2 1>3 2>3 3>2 3>4 4>1 4>5", &a);
  CHECK_STR (cfg_str (f),
	     "rpo 0 1 2 3 4 5\n"
	     "idom - 0 1 1 3 4\n"
	     "loop0 h1 parent - depth 1 latches 4 entries 0\n"
	     "in - 0 0 0 0 -\n"
	     "irr 0 0 1 1 0 0\n");
  mo_func_free (f);
}

/* Checks: mo_cfg_dominates on the nested-loop CFG, including the
   reflexive case and unreachable or out-of-range blocks (false).  */
static void
cfg_dominates (void)
{
  struct t_alias a;
  struct mo_func *f = t_func (7, "0>1 1>2 2>3 2>4 3>1 3>5 4>2", &a);
  struct mo_cfg c;
  mo_cfg_compute (f, &c);
  CHECK (mo_cfg_dominates (&c, 0, 5));
  CHECK (mo_cfg_dominates (&c, 2, 4));
  CHECK (mo_cfg_dominates (&c, 2, 2));
  CHECK (mo_cfg_dominates (&c, 3, 5));
  CHECK (!mo_cfg_dominates (&c, 4, 3));
  CHECK (!mo_cfg_dominates (&c, 3, 4));
  CHECK (!mo_cfg_dominates (&c, 5, 1));
  CHECK (!mo_cfg_dominates (&c, 6, 6));   /* unreachable */
  CHECK (!mo_cfg_dominates (&c, 0, 6));
  CHECK (!mo_cfg_dominates (&c, 0, 99));
  CHECK_INT (c.rpo_index[6], -1);
  CHECK_INT (c.nreach, 6);
  mo_cfg_free (&c);
  mo_func_free (f);
}

/* Checks: a deep nest of loops (each header's body holds the next loop)
   gets parents and depths right, innermost first discovery included.  */
static void
cfg_deep_nest (void)
{
  enum { D = 40 };
  struct t_alias a;
  /* Blocks 1..D are headers, D+1..2D their latches, 0 entry, 2D+1 exit.  */
  struct mo_func *f = t_func (2 * D + 2, "", &a);
  mo_func_edge (f, 0, 1);
  for (int k = 1; k < D; k++)
    mo_func_edge (f, k, k + 1);
  mo_func_edge (f, D, 2 * D);
  for (int k = D; k >= 1; k--)
    {
      int latch = D + k;
      mo_func_edge (f, latch, k);
      mo_func_edge (f, latch, k > 1 ? latch - 1 : 2 * D + 1);
    }
  CHECK_OK (mo_func_check (f));
  struct mo_cfg c;
  mo_cfg_compute (f, &c);
  CHECK_INT (c.nloop, D);
  for (int l = 0; l < D; l++)
    {
      CHECK_INT (c.loops[l].header, l + 1);
      CHECK_INT (c.loops[l].parent, l - 1);
      CHECK_INT (c.loops[l].depth, l + 1);
      CHECK_INT (c.loop_of[D + l + 1], l);
    }
  CHECK_INT (c.loop_of[2 * D + 1], -1);
  mo_cfg_free (&c);
  mo_func_free (f);
}

/* ------------------------------------------------------------------ */
/* Random graphs against the textbook definitions.                     */

static uint64_t cfg_rng_state;

static unsigned
cfg_rng (unsigned n)
{
  cfg_rng_state = cfg_rng_state * 6364136223846793005ull
		  + 1442695040888963407ull;
  return (unsigned) ((cfg_rng_state >> 33) % n);
}

/* Blocks reachable from FROM without passing AVOID (-1: none), edges
   P -> H with (SKIP_BACK and H dominating P, per DOM) left out; FROM
   itself is included only when reached again.  A bit set.  */
static uint64_t
reach (const struct mo_func *f, int from, int avoid, const uint64_t *dom,
       bool skip_back)
{
  uint64_t seen = 0;
  int stack[64], sp = 0;
  stack[sp++] = from;
  while (sp)
    {
      int b = stack[--sp];
      for (int k = 0; k < f->blocks[b].succs.len; k++)
	{
	  int t = f->blocks[b].succs.v[k];
	  if (t == avoid || (seen >> t & 1))
	    continue;
	  if (skip_back && (dom[b] >> t & 1))
	    continue;
	  seen |= 1ull << t;
	  stack[sp++] = t;
	}
    }
  return seen;
}

/* Checks: on 400 random graphs of up to 14 blocks (all reachable, with
   random extra edges: loops, shared headers, irreducible cycles, edges
   into the entry), mo_cfg_compute agrees with the definitions computed
   the slow way: dominance as the greatest fixed point of
   dom(b) = {b} + the intersection of dom(p); loops as the headers of back
   edges, with body {h} + {b : h dom b, b reaches a latch avoiding h};
   loop_of, parents and depths as the chain of loops containing a block;
   latches and entry preds; irreducible as lying on a cycle without back
   edges.  */
static void
cfg_random_vs_definitions (void)
{
  cfg_rng_state = 777;
  for (int iter = 0; iter < 400; iter++)
    {
      struct t_alias a;
      int n = 1 + (int) cfg_rng (14);
      struct mo_func *f = t_func (n, "", &a);
      for (int b = 1; b < n; b++)
	mo_func_edge (f, (int) cfg_rng ((unsigned) b), b);
      for (int k = (int) cfg_rng ((unsigned) n + 3); k > 0; k--)
	{
	  int x = (int) cfg_rng ((unsigned) n), y = (int) cfg_rng ((unsigned) n);
	  bool dup = false;
	  for (int j = 0; j < f->blocks[x].succs.len; j++)
	    dup |= f->blocks[x].succs.v[j] == y;
	  if (!dup)
	    mo_func_edge (f, x, y);
	}
      CHECK_OK (mo_func_check (f));
      struct mo_cfg c;
      mo_cfg_compute (f, &c);
      mo_cfg_irreducible (f, &c);
      CHECK_INT (c.nreach, n);

      /* dom[b]: the set of blocks dominating b.  */
      uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1, dom[64];
      dom[0] = 1;
      for (int b = 1; b < n; b++)
	dom[b] = all;
      for (bool changed = true; changed;)
	{
	  changed = false;
	  for (int b = 1; b < n; b++)
	    {
	      uint64_t d = all;
	      for (int k = 0; k < f->blocks[b].preds.len; k++)
		d &= dom[f->blocks[b].preds.v[k]];
	      d |= 1ull << b;
	      if (d != dom[b])
		{
		  dom[b] = d;
		  changed = true;
		}
	    }
	}
      for (int x = 0; x < n; x++)
	for (int y = 0; y < n; y++)
	  CHECK_INT (mo_cfg_dominates (&c, x, y), (int) (dom[y] >> x & 1));

      /* Loops, by header.  */
      int nloop = 0;
      uint64_t body[64];
      int header[64];
      for (int h = 0; h < n; h++)
	{
	  uint64_t latches = 0;
	  for (int k = 0; k < f->blocks[h].preds.len; k++)
	    if (dom[f->blocks[h].preds.v[k]] >> h & 1)
	      latches |= 1ull << f->blocks[h].preds.v[k];
	  if (!latches)
	    continue;
	  body[nloop] = 1ull << h;
	  for (int b = 0; b < n; b++)
	    if ((dom[b] >> h & 1)
		&& ((latches >> b & 1) || (reach (f, b, h, dom, false)
					   & latches)))
	      body[nloop] |= 1ull << b;
	  header[nloop++] = h;
	}
      CHECK_INT (c.nloop, nloop);
      for (int l = 0; l < c.nloop; l++)
	{
	  int m = 0;
	  while (header[m] != c.loops[l].header)
	    m++;
	  int h = header[m];
	  /* Latches and entry preds.  */
	  for (int k = 0; k < f->blocks[h].preds.len; k++)
	    {
	      int p = f->blocks[h].preds.v[k];
	      bool is_latch = dom[p] >> h & 1, in_l = false, in_e = false;
	      for (int j = 0; j < c.loops[l].latches.len; j++)
		in_l |= c.loops[l].latches.v[j] == p;
	      for (int j = 0; j < c.loops[l].entry_preds.len; j++)
		in_e |= c.loops[l].entry_preds.v[j] == p;
	      CHECK (in_l == is_latch && in_e == !is_latch);
	    }
	  CHECK_INT (c.loops[l].latches.len + c.loops[l].entry_preds.len,
		     f->blocks[h].preds.len);
	  /* The body: the blocks whose chain of loops includes L.  */
	  uint64_t got = 0;
	  for (int b = 0; b < n; b++)
	    for (int x = c.loop_of[b]; x >= 0; x = c.loops[x].parent)
	      if (x == l)
		got |= 1ull << b;
	  CHECK (got == body[m]);
	  /* Depth: the number of loops whose body contains the header.  */
	  int depth = 0;
	  for (int j = 0; j < nloop; j++)
	    depth += (int) (body[j] >> h & 1);
	  CHECK_INT (c.loops[l].depth, depth);
	}
      /* Irreducible: on a cycle that uses no back edge.  */
      for (int b = 0; b < n; b++)
	CHECK_INT (c.irreducible[b],
		   (int) (reach (f, b, -1, dom, true) >> b & 1));
      mo_cfg_free (&c);
      mo_func_free (f);
    }
}

const struct unit_case unit_cfg_cases[] = {
  UNIT_CASE (cfg_diamond),
  UNIT_CASE (cfg_nested_loops),
  UNIT_CASE (cfg_shared_header_and_self_loop),
  UNIT_CASE (cfg_irreducible),
  UNIT_CASE (cfg_irreducible_inside_loop),
  UNIT_CASE (cfg_dominates),
  UNIT_CASE (cfg_deep_nest),
  UNIT_CASE (cfg_random_vs_definitions),
  { NULL, NULL }
};
