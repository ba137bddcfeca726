/* ir.c - the memory IR: building, checking and printing a function.

   A builder (the GCC glue, a fuzz target, a unit test) creates a function
   with mo_func_new, adds edges with mo_func_edge and instructions with
   mo_func_add, sets the alias callback, and may then call mo_func_check
   before handing the function to an analysis.  Every analysis in the core
   requires the invariants that mo_func_check verifies (memopt.h, section
   3); checking them is linear apart from the dominator computation used
   by the SSA check (and, in a function whose edge lists disagree, a sort
   of the edges to name the first violation).

   mo_func_add keeps nloc and nval large enough for the ids it is given,
   so a builder may leave them alone (or set them larger).

   The function, its blocks, their instruction and edge arrays and the
   parts are pieces of the function's pool (pool.c), freed together by
   mo_func_free: a function of 16 blocks is one or two allocations
   instead of about 35 (arrays per block grown edge by edge and
   instruction by instruction: 32 of fuzz-phi's 76 allocations per
   input, each of which records stack traces under the fuzzers'
   AddressSanitizer).  So a builder changes the arrays only through
   mo_func_edge, mo_func_add and mo_func_part.

   The dump of a small function (mo_func_print):

     func: 3 blocks, 2 locs, 4 vals
     bb0: preds succs 1 2
       store [L0] = v0
     bb1: preds 0 succs 2
       load v1 = [L0]
     bb2: preds 0 1 succs unknown-entry
       write
       store [L1] = v1 keep
     part L2 of L0

   (the last lines list the parts, struct mo_part).  An untracked
   location prints as "[?]", an unknown value as "v?".  The format is
   stable: tests and the glue's dumps compare it.  */

#include "memopt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The function itself is the pool's first piece: F->pool describes the
   pool that holds F, so mo_func_free copies it out before freeing.  The
   first chunk has room for a block, four instructions and two edge
   lists of four per block (a fuzz program's blocks have fewer), beside
   the redzones of AddressSanitizer.  */
struct mo_func *
mo_func_new (int nblock)
{
  struct mo_pool pool;
  mo_pool_init (&pool, 256 + 256 * (size_t) (nblock > 0 ? nblock : 0));
  struct mo_func *f = mo_pool_calloc (&pool, 1, sizeof *f);
  f->nblock = nblock > 0 ? nblock : 0;
  f->blocks = mo_pool_calloc (&pool, (size_t) f->nblock, sizeof *f->blocks);
  f->pool = pool;
  return f;
}

void
mo_func_free (struct mo_func *f)
{
  if (!f)
    return;
  struct mo_pool pool = f->pool;
  mo_pool_free (&pool);
}

void
mo_func_part (struct mo_func *f, int narrow, int wide)
{
  MO_POOL_GROW (&f->pool, f->parts, f->cappart, f->npart + 1);
  f->parts[f->npart++] = (struct mo_part) { narrow, wide };
}

/* Append B to the edge list A: room for 4 edges first (most blocks
   have one or two), then doubled.  */
static void
push_edge (struct mo_func *f, struct mo_ivec *a, int b)
{
  if (a->len == a->cap)
    {
      int cap = a->cap ? 2 * a->cap : 4;
      a->v = mo_pool_grow (&f->pool, a->v, (size_t) a->cap * sizeof *a->v,
			   (size_t) cap * sizeof *a->v);
      a->cap = cap;
    }
  a->v[a->len++] = b;
}

/* Add the edge FROM -> TO.  Duplicates are not filtered here: adding the
   same edge twice is a builder error that mo_func_check reports.  */
void
mo_func_edge (struct mo_func *f, int from, int to)
{
  push_edge (f, &f->blocks[from].succs, to);
  push_edge (f, &f->blocks[to].preds, from);
}

/* The instruction array of a block has no capacity field: it is kept at
   a power of two (at least 4) and grown when NINST reaches it.  */
static void
grow_insts (struct mo_func *f, struct mo_block *bb)
{
  size_t n = (size_t) bb->ninst, size = sizeof *bb->inst;
  if (n == 0)
    bb->inst = mo_pool_grow (&f->pool, bb->inst, 0, 4 * size);
  else if (n >= 4 && (n & (n - 1)) == 0)
    bb->inst = mo_pool_grow (&f->pool, bb->inst, n * size, 2 * n * size);
}

struct mo_inst
mo_probe (int loc)
{
  struct mo_inst probe = { MO_LOAD, loc, -1, 0, NULL };
  return probe;
}

int
mo_func_add (struct mo_func *f, int b, enum mo_kind kind, int loc, int val,
	     unsigned flags, void *origin)
{
  struct mo_block *bb = &f->blocks[b];
  grow_insts (f, bb);
  struct mo_inst *i = &bb->inst[bb->ninst];
  i->kind = kind;
  i->loc = loc;
  i->val = val;
  i->flags = flags;
  i->origin = origin;
  if (loc >= f->nloc)
    f->nloc = loc + 1;
  if (val >= f->nval)
    f->nval = val + 1;
  return bb->ninst++;
}

void
mo_lse_decisions_free (struct mo_lse_decisions *d)
{
  free (d->v);
  free (d->refused);
  d->v = NULL;
  d->refused = NULL;
  d->len = d->cap = 0;
  d->nrefused = d->caprefused = 0;
}

/* ------------------------------------------------------------------ */
/* mo_func_check                                                       */

/* A message buffer for the violation found (thread-unsafe, like
   mo_options_apply's).  */
static char check_msg[160];

#define FAIL(...) \
  (snprintf (check_msg, sizeof check_msg, __VA_ARGS__), check_msg)

struct edge_pair
{
  int from, to;
};

static int
edge_cmp (const void *pa, const void *pb)
{
  const struct edge_pair *a = pa, *b = pb;
  if (a->from != b->from)
    return a->from < b->from ? -1 : 1;
  return a->to < b->to ? -1 : a->to > b->to;
}

/* True when the succ lists and the pred lists hold the same edges, none
   twice (every index in range, as many succ entries as pred entries):
   the succ entries bucketed by their target (a counting sort), and each
   target's bucket matched against its pred list through marks.  Linear,
   where sorting both lists was a fortieth of fuzz-phi's instructions;
   check_edges still sorts them, to name the first violation, when this
   is false.  */
static bool
edges_agree (const struct mo_func *f, long nedge, struct mo_pool *scratch)
{
  int n = f->nblock;
  int *first = mo_pool_calloc (scratch, (size_t) n + 1, sizeof *first);
  int *mark = mo_pool_calloc (scratch, (size_t) n, sizeof *mark);
  int *from = mo_pool_alloc (scratch, (size_t) nedge * sizeof *from);
  for (int b = 0; b < n; b++)
    for (int k = 0; k < f->blocks[b].succs.len; k++)
      first[f->blocks[b].succs.v[k] + 1]++;
  for (int t = 0; t < n; t++)
    first[t + 1] += first[t];
  for (int b = 0; b < n; b++)     /* (MARK counts each bucket's fill) */
    for (int k = 0; k < f->blocks[b].succs.len; k++)
      {
	int t = f->blocks[b].succs.v[k];
	from[first[t] + mark[t]++] = b;
      }
  memset (mark, 0, (size_t) n * sizeof *mark);
  /* MARK[B] == T + 1: an edge B -> T not matched yet; -(T + 1): matched.  */
  for (int t = 0; t < n; t++)
    {
      const struct mo_ivec *preds = &f->blocks[t].preds;
      if (preds->len != first[t + 1] - first[t])
	return false;
      for (int k = first[t]; k < first[t + 1]; k++)
	{
	  if (mark[from[k]] == t + 1)
	    return false;             /* a duplicate succ entry */
	  mark[from[k]] = t + 1;
	}
      for (int k = 0; k < preds->len; k++)
	{
	  if (mark[preds->v[k]] != t + 1)
	    return false;             /* no such succ entry, or used */
	  mark[preds->v[k]] = -(t + 1);
	}
    }
  return true;
}

/* Fact 2: every index in range, no duplicates, and the multiset of edges
   read from the succ lists equals the one read from the pred lists.  */
static const char *
check_edges (const struct mo_func *f, struct mo_pool *scratch)
{
  long nsucc = 0, npred = 0;
  for (int b = 0; b < f->nblock; b++)
    {
      const struct mo_block *bb = &f->blocks[b];
      if (bb->succs.len < 0 || bb->preds.len < 0
	  || (bb->succs.len && !bb->succs.v) || (bb->preds.len && !bb->preds.v))
	return FAIL ("bb%d: broken edge list", b);
      for (int k = 0; k < bb->succs.len; k++)
	if (bb->succs.v[k] < 0 || bb->succs.v[k] >= f->nblock)
	  return FAIL ("bb%d: successor %d out of range", b, bb->succs.v[k]);
      for (int k = 0; k < bb->preds.len; k++)
	if (bb->preds.v[k] < 0 || bb->preds.v[k] >= f->nblock)
	  return FAIL ("bb%d: predecessor %d out of range", b, bb->preds.v[k]);
      nsucc += bb->succs.len;
      npred += bb->preds.len;
    }
  if (nsucc != npred)
    return FAIL ("%ld successor entries but %ld predecessor entries",
		 nsucc, npred);
  if (edges_agree (f, nsucc, scratch))
    return NULL;

  struct edge_pair *s = mo_pool_alloc (scratch, (size_t) (nsucc + npred)
						* sizeof *s);
  struct edge_pair *p = s + nsucc;
  long ns = 0, np = 0;
  for (int b = 0; b < f->nblock; b++)
    {
      const struct mo_block *bb = &f->blocks[b];
      for (int k = 0; k < bb->succs.len; k++)
	s[ns++] = (struct edge_pair) { b, bb->succs.v[k] };
      for (int k = 0; k < bb->preds.len; k++)
	p[np++] = (struct edge_pair) { bb->preds.v[k], b };
    }
  qsort (s, (size_t) ns, sizeof *s, edge_cmp);
  qsort (p, (size_t) np, sizeof *p, edge_cmp);
  const char *msg = NULL;
  for (long k = 0; k < ns && !msg; k++)
    {
      if (k > 0 && !edge_cmp (&s[k - 1], &s[k]))
	msg = FAIL ("duplicate edge bb%d -> bb%d", s[k].from, s[k].to);
      else if (edge_cmp (&s[k], &p[k]))
	msg = FAIL ("edge lists disagree near bb%d -> bb%d (succs) "
		    "and bb%d -> bb%d (preds)",
		    s[k].from, s[k].to, p[k].from, p[k].to);
    }
  return msg;
}

/* Fact 1: every block is reachable from block 0.  */
static const char *
check_reachable (const struct mo_func *f, struct mo_pool *scratch)
{
  int *stack = mo_pool_calloc (scratch, (size_t) f->nblock, sizeof *stack);
  int *seen = mo_pool_calloc (scratch, (size_t) f->nblock, sizeof *seen);
  int sp = 0;
  seen[0] = 1;
  stack[sp++] = 0;
  while (sp)
    {
      const struct mo_block *bb = &f->blocks[stack[--sp]];
      for (int k = 0; k < bb->succs.len; k++)
	if (!seen[bb->succs.v[k]])
	  {
	    seen[bb->succs.v[k]] = 1;
	    stack[sp++] = bb->succs.v[k];
	  }
    }
  const char *msg = NULL;
  for (int b = 0; b < f->nblock && !msg; b++)
    if (!seen[b])
      msg = FAIL ("bb%d is not reachable from bb0", b);
  return msg;
}

/* Kinds, location and value ranges, and one defining load per value.
   DEF_BLOCK / DEF_INDEX receive, per value, the load that defines it
   (block -1: not defined by a load, i.e. defined outside the memory IR).  */
static const char *
check_insts (const struct mo_func *f, int *def_block, int *def_index)
{
  for (int v = 0; v < f->nval; v++)
    def_block[v] = -1;
  for (int b = 0; b < f->nblock; b++)
    {
      const struct mo_block *bb = &f->blocks[b];
      if (bb->ninst < 0 || (bb->ninst && !bb->inst))
	return FAIL ("bb%d: broken instruction list", b);
      for (int i = 0; i < bb->ninst; i++)
	{
	  const struct mo_inst *in = &bb->inst[i];
	  if ((unsigned) in->kind > MO_BARRIER)
	    return FAIL ("bb%d #%d: unknown kind %d", b, i, (int) in->kind);
	  if (in->loc >= f->nloc)
	    return FAIL ("bb%d #%d: location %d >= nloc %d", b, i, in->loc,
			 f->nloc);
	  if (in->val >= f->nval)
	    return FAIL ("bb%d #%d: value %d >= nval %d", b, i, in->val,
			 f->nval);
	  if (in->kind != MO_LOAD || in->val < 0)
	    continue;
	  if (def_block[in->val] >= 0)
	    return FAIL ("bb%d #%d: value v%d is already defined by the load "
			 "bb%d #%d", b, i, in->val, def_block[in->val],
			 def_index[in->val]);
	  def_block[in->val] = b;
	  def_index[in->val] = i;
	}
    }
  return NULL;
}

/* Fact 3, for the values the IR itself defines: a store of a load's value
   must be dominated by that load (in its block: come after it).  Values
   defined outside the IR are the builder's responsibility.  Dominators
   are computed only when a store and its load are in different blocks
   (in most functions none is: the check runs on every function).  */
static const char *
check_ssa (const struct mo_func *f, const int *def_block,
	   const int *def_index)
{
  struct mo_cfg cfg;
  bool have_cfg = false;
  const char *msg = NULL;
  for (int b = 0; b < f->nblock && !msg; b++)
    {
      const struct mo_block *bb = &f->blocks[b];
      for (int i = 0; i < bb->ninst && !msg; i++)
	{
	  const struct mo_inst *in = &bb->inst[i];
	  if (in->kind != MO_STORE || in->val < 0 || def_block[in->val] < 0)
	    continue;
	  int db = def_block[in->val], di = def_index[in->val];
	  if (db != b && !have_cfg)
	    {
	      mo_cfg_compute (f, &cfg);
	      have_cfg = true;
	    }
	  bool ok = db == b ? di < i : mo_cfg_dominates (&cfg, db, b);
	  if (!ok)
	    msg = FAIL ("bb%d #%d: stores v%d, whose load bb%d #%d does not "
			"dominate it", b, i, in->val, db, di);
	}
    }
  if (have_cfg)
    mo_cfg_free (&cfg);
  return msg;
}

const char *
mo_func_check (const struct mo_func *f)
{
  if (!f || f->nblock < 1 || !f->blocks)
    return FAIL ("a function needs at least one block");
  if (f->nloc < 0 || f->nval < 0)
    return FAIL ("negative nloc or nval");
  if (f->npart < 0 || (f->npart && !f->parts))
    return FAIL ("broken part list");
  for (int k = 0; k < f->npart; k++)
    {
      const struct mo_part *pt = &f->parts[k];
      if (pt->narrow < 0 || pt->narrow >= f->nloc || pt->wide < 0
	  || pt->wide >= f->nloc || pt->narrow == pt->wide)
	return FAIL ("part %d: L%d in L%d is not two locations < nloc %d", k,
		     pt->narrow, pt->wide, f->nloc);
    }
  /* The work arrays are pieces of one pool, its first chunk large
     enough for them unless the edges disagree.  */
  long nedge = 0;
  for (int b = 0; b < f->nblock; b++)
    nedge += f->blocks[b].succs.len > 0 ? f->blocks[b].succs.len : 0;
  struct mo_pool scratch;
  mo_pool_init (&scratch, 256 + sizeof (int) * (size_t) (nedge + 4 * f->nblock
							 + 2 * f->nval));
  const char *msg = check_edges (f, &scratch);
  if (!msg)
    msg = check_reachable (f, &scratch);
  if (!msg)
    {
      int *def_block = mo_pool_alloc (&scratch, (size_t) f->nval
						* sizeof *def_block);
      int *def_index = mo_pool_alloc (&scratch, (size_t) f->nval
						* sizeof *def_index);
      msg = check_insts (f, def_block, def_index);
      if (!msg)
	msg = check_ssa (f, def_block, def_index);
    }
  mo_pool_free (&scratch);
  return msg;
}

/* ------------------------------------------------------------------ */
/* mo_func_print                                                       */

static void
print_loc (FILE *out, int loc)
{
  if (loc >= 0)
    fprintf (out, "[L%d]", loc);
  else
    fputs ("[?]", out);
}

static void
print_val (FILE *out, int val)
{
  if (val >= 0)
    fprintf (out, "v%d", val);
  else
    fputs ("v?", out);
}

static void
print_inst (FILE *out, const struct mo_inst *in)
{
  fputs ("  ", out);
  switch (in->kind)
    {
    case MO_LOAD:
      fputs ("load ", out);
      print_val (out, in->val);
      fputs (" = ", out);
      print_loc (out, in->loc);
      break;
    case MO_STORE:
      fputs ("store ", out);
      print_loc (out, in->loc);
      fputs (" = ", out);
      print_val (out, in->val);
      break;
    case MO_WRITE:
    case MO_READ:
    case MO_BARRIER:
      fputs (in->kind == MO_WRITE ? "write"
	     : in->kind == MO_READ ? "read" : "barrier", out);
      if (in->loc >= 0)
	fprintf (out, " [L%d]", in->loc);
      break;
    default:
      fprintf (out, "kind%d", (int) in->kind);
      break;
    }
  if (in->flags & MO_INST_KEEP)
    fputs (" keep", out);
  fputc ('\n', out);
}

void
mo_func_print (const struct mo_func *f, void *file)
{
  FILE *out = file;
  fprintf (out, "func: %d blocks, %d locs, %d vals\n", f->nblock, f->nloc,
	   f->nval);
  for (int b = 0; b < f->nblock; b++)
    {
      const struct mo_block *bb = &f->blocks[b];
      fprintf (out, "bb%d: preds", b);
      for (int k = 0; k < bb->preds.len; k++)
	fprintf (out, " %d", bb->preds.v[k]);
      fputs (" succs", out);
      for (int k = 0; k < bb->succs.len; k++)
	fprintf (out, " %d", bb->succs.v[k]);
      if (bb->flags & MO_BLOCK_UNKNOWN_ENTRY)
	fputs (" unknown-entry", out);
      fputc ('\n', out);
      for (int i = 0; i < bb->ninst; i++)
	print_inst (out, &bb->inst[i]);
    }
  for (int k = 0; k < f->npart; k++)
    fprintf (out, "part L%d of L%d\n", f->parts[k].narrow, f->parts[k].wide);
}
