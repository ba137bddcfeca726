/* cfg.c - CFG analyses: reverse post order, dominators, natural loops,
   irreducible regions.

   Example: the CFG

       0 -> 1 -> 2 -> 3 -> 1        (3 -> 1: back edge, 1 dominates 3)
                 2 -> 4 -> 2        (4 -> 2: back edge, 2 dominates 4)
                 3 -> 5

   gives rpo 0 1 2 4 3 5 (or 0 1 2 3 5 4: the order depends on the order of
   the successor lists, nothing else), idom 1:0 2:1 3:2 4:2 5:3, loop 0 with
   header 1, latches {3}, entry_preds {0}, body {1 2 3 4}, and loop 1 with
   header 2, parent 0, depth 2, latches {4}, entry_preds {1}, body {2 4}.

   Steps:
     1. RPO: an iterative depth-first search from block 0 following the
	successor lists in order; unreachable blocks get rpo_index -1.
     2. Dominators: Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
	Algorithm" (2001): iterate idom(b) := intersection of the processed
	predecessors' dominators, walking up by RPO number, until nothing
	changes.  Then number the dominator tree in DFS pre and post order
	so that mo_cfg_dominates is two comparisons.
     3. Natural loops: an edge u -> h is a back edge when h dominates u.
	All back edges into one header form one loop (the loops sharing a
	header are merged).  Loops are numbered by the RPO position of their
	header, so an enclosing loop has a smaller number than the loops it
	contains.  The bodies are found innermost first (headers in reverse
	RPO: a header comes after the headers that dominate it): walk the
	predecessors backwards from the latches, stopping at the header;
	a block already claimed belongs to an inner loop, whose outermost
	known ancestor becomes a child of this loop, and the walk continues
	from that inner loop's header.  Each block is thus claimed once, by
	its innermost loop, and the preds of a block are walked once: when
	it is claimed, or (a header) when its loop is adopted.  The
	"outermost known ancestor" is a union-find lookup.
	A pred of the header that is not a latch is an entry pred.
     4. Irreducible regions (mo_cfg_irreducible, on request: no pass
	reads them, and they were a quarter of every CFG's cost): remove
	the back edges; every cycle left runs
	through a retreating edge (u -> h, h not after u in RPO) whose target
	does not dominate its source, and such a cycle is entered at more than
	one block.  A block is irreducible when it lies on such a cycle, i.e.
	is in a strongly connected component of more than one block of the
	graph without back edges (Tarjan's algorithm, iterative).  This marks
	exactly the blocks on irreducible cycles, and nothing of an enclosing
	natural loop that is not on one.

   Everything is linear in blocks + edges, except step 2 (nearly linear
   in practice) and step 3's union-find over loops (nearly linear).  */

#include "memopt.h"

#include <stdlib.h>
#include <string.h>

/* SCRATCH's first N ints, zeroed: each step's work arrays are parts of
   one scratch array that mo_cfg_compute allocates with the CFG's own
   (the passes compute a CFG several times per function, the fuzz targets
   several times per input, and under the fuzzers' AddressSanitizer every
   allocation records two stack traces).  */
static int *
zeroed (int *scratch, long n)
{
  memset (scratch, 0, (size_t) (n > 0 ? n : 0) * sizeof *scratch);
  return scratch;
}

/* Step 1.  */
static void
compute_rpo (const struct mo_func *f, struct mo_cfg *cfg, int *nreach,
	     int *scratch)
{
  int n = f->nblock, stride = n > 0 ? n : 1;
  int *stack = zeroed (scratch, 4 * stride);
  int *next = stack + stride, *post = stack + 2 * stride;
  int *seen = stack + 3 * stride;
  int sp = 0, npost = 0;
  if (n > 0)
    {
      seen[0] = 1;
      stack[sp++] = 0;
    }
  while (sp)
    {
      int b = stack[sp - 1];
      const struct mo_ivec *succs = &f->blocks[b].succs;
      if (next[b] < succs->len)
	{
	  int s = succs->v[next[b]++];
	  if (!seen[s])
	    {
	      seen[s] = 1;
	      stack[sp++] = s;
	    }
	}
      else
	{
	  post[npost++] = b;
	  sp--;
	}
    }
  for (int i = 0; i < npost; i++)
    {
      cfg->rpo[i] = post[npost - 1 - i];
      cfg->rpo_index[cfg->rpo[i]] = i;
    }
  *nreach = npost;
}

static int
dom_intersect (const struct mo_cfg *cfg, int a, int b)
{
  while (a != b)
    {
      while (cfg->rpo_index[a] > cfg->rpo_index[b])
	a = cfg->idom[a];
      while (cfg->rpo_index[b] > cfg->rpo_index[a])
	b = cfg->idom[b];
    }
  return a;
}

/* Step 2, the iteration.  */
static void
compute_idom (const struct mo_func *f, struct mo_cfg *cfg, int nreach)
{
  if (nreach == 0)
    return;
  cfg->idom[0] = 0;
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (int i = 1; i < nreach; i++)
	{
	  int b = cfg->rpo[i], d = -1;
	  const struct mo_ivec *preds = &f->blocks[b].preds;
	  for (int k = 0; k < preds->len; k++)
	    {
	      int p = preds->v[k];
	      if (cfg->rpo_index[p] < 0 || cfg->idom[p] < 0)
		continue;
	      d = d < 0 ? p : dom_intersect (cfg, p, d);
	    }
	  if (d != cfg->idom[b])
	    {
	      cfg->idom[b] = d;
	      changed = true;
	    }
	}
    }
  cfg->idom[0] = -1;
}

/* Step 2, the numbering of the dominator tree.  */
static void
number_dom_tree (struct mo_cfg *cfg, int nreach, int *scratch)
{
  int n = cfg->nblock;
  if (nreach == 0)
    return;
  /* Children lists in one array, in RPO order of the children.  */
  int stride = n + 1;
  int *first = zeroed (scratch, 4 * stride);	/* and child, fill, stack */
  int *child = first + stride;
  for (int i = 1; i < nreach; i++)
    first[cfg->idom[cfg->rpo[i]] + 1]++;
  for (int b = 0; b < n; b++)
    first[b + 1] += first[b];
  int *fill = first + 2 * stride;
  for (int i = 1; i < nreach; i++)
    {
      int b = cfg->rpo[i], d = cfg->idom[b];
      child[first[d] + fill[d]++] = b;
    }
  int *stack = first + 3 * stride, sp = 0, clock = 0;
  memset (fill, 0, (size_t) n * sizeof *fill);
  stack[sp++] = 0;
  cfg->dom_pre[0] = clock++;
  while (sp)
    {
      int b = stack[sp - 1];
      if (fill[b] < first[b + 1] - first[b])
	{
	  int c = child[first[b] + fill[b]++];
	  cfg->dom_pre[c] = clock++;
	  stack[sp++] = c;
	}
      else
	{
	  cfg->dom_post[b] = clock++;
	  sp--;
	}
    }
}

bool
mo_cfg_dominates (const struct mo_cfg *cfg, int a, int b)
{
  if (a < 0 || b < 0 || a >= cfg->nblock || b >= cfg->nblock
      || cfg->rpo_index[a] < 0 || cfg->rpo_index[b] < 0)
    return false;
  return cfg->dom_pre[a] <= cfg->dom_pre[b]
	 && cfg->dom_post[b] <= cfg->dom_post[a];
}

/* True when P -> H is a back edge; H is reachable.  (mo_cfg_dominates'
   range checks were a fifth of the loops' cost.)  */
static bool
back_edge_p (const struct mo_cfg *cfg, int p, int h)
{
  return cfg->rpo_index[p] >= 0 && cfg->dom_pre[h] <= cfg->dom_pre[p]
	 && cfg->dom_post[p] <= cfg->dom_post[h];
}

/* The outermost loop found so far that contains loop L.  TOP is a
   union-find forest over the loops (TOP[x] == x: no parent yet), with
   path halving, so that deep nests stay near-linear.  */
static int
outermost (int *top, int l)
{
  while (top[l] != l)
    {
      top[l] = top[top[l]];
      l = top[l];
    }
  return l;
}

/* Step 3 for loop L: claim its body, adopt the inner loops met.
   STACK has room for every (block, pred) pair.  */
static void
find_loop_body (const struct mo_func *f, struct mo_cfg *cfg, int l,
		int *stack, int *top)
{
  struct mo_loop *loop = &cfg->loops[l];
  int h = loop->header, sp = 0;
  cfg->loop_of[h] = l;
  for (int k = 0; k < loop->latches.len; k++)
    stack[sp++] = loop->latches.v[k];
  while (sp)
    {
      int b = stack[--sp];
      int from;  /* the block whose preds to walk next */
      if (cfg->loop_of[b] < 0)
	{
	  cfg->loop_of[b] = l;
	  from = b;
	}
      else
	{
	  int inner = outermost (top, cfg->loop_of[b]);
	  if (inner == l)
	    continue;
	  cfg->loops[inner].parent = l;
	  top[inner] = l;
	  from = cfg->loops[inner].header;
	}
      const struct mo_ivec *preds = &f->blocks[from].preds;
      for (int k = 0; k < preds->len; k++)
	{
	  int p = preds->v[k];
	  if (cfg->rpo_index[p] >= 0 && p != h
	      && (cfg->loop_of[p] < 0 || outermost (top, cfg->loop_of[p]) != l))
	    stack[sp++] = p;
	}
    }
}

/* Step 3.  SCRATCH has room for the edges, twice the blocks and one.
   The loops' latches and entry_preds are parts of one array allocated
   with cfg->loops (their cap is their length: they are read-only).  Each
   edge is tested once for a back edge, and a header's preds once more
   (three times each were a third of the step).  */
static void
compute_loops (const struct mo_func *f, struct mo_cfg *cfg, int nreach,
	       long nedge, int *scratch)
{
  int *nlatch = scratch;    /* per block, until the bodies are walked */
  int nloop = 0, nheader_preds = 0;
  for (int i = 0; i < nreach; i++)
    {
      int h = cfg->rpo[i];
      const struct mo_ivec *preds = &f->blocks[h].preds;
      int n = 0;
      for (int k = 0; k < preds->len; k++)
	n += back_edge_p (cfg, preds->v[k], h);
      nlatch[h] = n;
      if (n > 0)
	{
	  nloop++;
	  nheader_preds += preds->len;
	}
    }
  cfg->nloop = nloop;
  size_t head = (size_t) (nloop ? nloop : 1) * sizeof *cfg->loops;
  cfg->loops = mo_pool_calloc (&cfg->pool, 1,
			       head + (size_t) nheader_preds * sizeof (int));
  int *pool = (int *) (void *) ((char *) cfg->loops + head);
  int l = 0;
  for (int i = 0; i < nreach; i++)
    {
      int h = cfg->rpo[i];
      const struct mo_ivec *preds = &f->blocks[h].preds;
      if (nlatch[h] == 0)
	continue;
      struct mo_loop *loop = &cfg->loops[l];
      loop->latches.v = pool;
      loop->entry_preds.v = pool + nlatch[h];
      for (int k = 0; k < preds->len; k++)
	{
	  int p = preds->v[k];
	  if (back_edge_p (cfg, p, h))
	    loop->latches.v[loop->latches.len++] = p;
	  else if (cfg->rpo_index[p] >= 0)
	    loop->entry_preds.v[loop->entry_preds.len++] = p;
	}
      loop->latches.cap = loop->latches.len;
      loop->entry_preds.cap = loop->entry_preds.len;
      pool += preds->len;
      loop->header = h;
      loop->parent = -1;
      l++;
    }

  /* A block is pushed only from a block just claimed or from the header
     of a loop just adopted, once per pred edge: the stack never holds
     more entries than there are edges, plus the latches.  */
  int *stack = scratch;
  int *top = scratch + nedge + f->nblock + 1;
  for (l = 0; l < nloop; l++)
    top[l] = l;
  for (l = nloop - 1; l >= 0; l--)
    find_loop_body (f, cfg, l, stack, top);
  for (l = 0; l < nloop; l++)
    {
      int p = cfg->loops[l].parent;
      cfg->loops[l].depth = p < 0 ? 1 : cfg->loops[p].depth + 1;
    }
}

/* Step 4: Tarjan's strongly connected components over the reachable
   blocks and the edges that are not back edges.  */
void
mo_cfg_irreducible (const struct mo_func *f, struct mo_cfg *cfg)
{
  int n = f->nblock, nreach = cfg->nreach;
  int stride = n > 0 ? n : 1;
  cfg->irreducible = cfg->rpo + 4 * stride;  /* (zeroed by mo_cfg_compute) */
  int *index = mo_pool_calloc (&cfg->pool, (size_t) (6 * stride),
			       sizeof *index);
  int *low = index + stride, *next = index + 2 * stride;
  int *call = index + 3 * stride, *scc = index + 4 * stride;
  int *on = index + 5 * stride;
  for (int b = 0; b < n; b++)
    index[b] = -1;
  int clock = 0, nscc = 0;
  for (int r = 0; r < nreach; r++)
    {
      int root = cfg->rpo[r];
      if (index[root] >= 0)
	continue;
      int csp = 0;
      call[csp++] = root;
      index[root] = low[root] = clock++;
      scc[nscc++] = root;
      on[root] = 1;
      while (csp)
	{
	  int b = call[csp - 1];
	  const struct mo_ivec *succs = &f->blocks[b].succs;
	  if (next[b] < succs->len)
	    {
	      int s = succs->v[next[b]++];
	      if (back_edge_p (cfg, b, s))
		continue;
	      if (index[s] < 0)
		{
		  index[s] = low[s] = clock++;
		  scc[nscc++] = s;
		  on[s] = 1;
		  call[csp++] = s;
		}
	      else if (on[s] && index[s] < low[b])
		low[b] = index[s];
	      continue;
	    }
	  csp--;
	  if (csp && low[b] < low[call[csp - 1]])
	    low[call[csp - 1]] = low[b];
	  if (low[b] != index[b])
	    continue;
	  /* B is the root of a component: pop it.  */
	  int size = 0;
	  while (scc[nscc - 1 - size] != b)
	    size++;
	  size++;
	  for (int k = 0; k < size; k++)
	    {
	      int c = scc[nscc - 1 - k];
	      on[c] = 0;
	      if (size > 1)
		cfg->irreducible[c] = 1;
	    }
	  nscc -= size;
	}
    }
}

void
mo_cfg_compute (const struct mo_func *f, struct mo_cfg *cfg)
{
  int n = f->nblock, nreach = 0;
  memset (cfg, 0, sizeof *cfg);
  cfg->nblock = n;
  /* The seven per-block arrays and the steps' scratch share one
     piece of the CFG's pool, whose first chunk has room for it twice
     (the loops take the rest); mo_cfg_free frees the pool.  The
     scratch is the
     largest of the steps' work arrays: 4 per block (step 1), 4 per block
     and 4 (step 2's tree), the edges, 2 per block and 1 (step 3: its
     stack and one per loop).  */
  int stride = n > 0 ? n : 1;
  long nedge = 0;
  for (int b = 0; b < n; b++)
    nedge += f->blocks[b].preds.len;
  long nscratch = 4 * (long) stride + 4;
  if (nedge + 2 * (long) n + 1 > nscratch)
    nscratch = nedge + 2 * (long) n + 1;
  size_t bytes = (size_t) (7 * stride + nscratch) * sizeof (int);
  mo_pool_init (&cfg->pool, 2 * bytes);
  cfg->rpo = mo_pool_alloc (&cfg->pool, bytes);
  memset (cfg->rpo, -1, (size_t) (7 * stride) * sizeof (int));
  int *scratch = cfg->rpo + 7 * stride;
  cfg->rpo_index = cfg->rpo + stride;
  cfg->idom = cfg->rpo + 2 * stride;
  cfg->loop_of = cfg->rpo + 3 * stride;
  cfg->dom_pre = cfg->rpo + 5 * stride;
  cfg->dom_post = cfg->rpo + 6 * stride;
  for (int b = 0; b < n; b++)
    cfg->rpo[4 * stride + b] = 0;   /* mo_cfg_irreducible's array */
  compute_rpo (f, cfg, &nreach, scratch);
  cfg->nreach = nreach;
  compute_idom (f, cfg, nreach);
  number_dom_tree (cfg, nreach, scratch);
  compute_loops (f, cfg, nreach, nedge, scratch);
}

void
mo_cfg_free (struct mo_cfg *cfg)
{
  mo_pool_free (&cfg->pool);	/* rpo, the other six per-block arrays,
				   loops and every loop's latches and
				   entry_preds */
  memset (cfg, 0, sizeof *cfg);
}
