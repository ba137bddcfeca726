/* pairs.c - choosing AArch64 ldp/stp pairs inside one basic block.

   The decision core of the pass memopt-pairs: mo_pairs (its pairing
   step, plugin/gcc/rtl-pairs-ldp.cc) and mo_narrow (its narrow-stores
   step, rtl-pairs-narrow.cc).
   It sees a block as a sequence of abstract instructions: loads and
   stores of the form [BASE + OFFSET] that might pair, barriers, and other
   instructions; whether two instructions may swap is asked through a
   callback that the glue answers from registers and alias analysis.

   Before (GCC 12 -O2, registers allocated; the loads at x1+16 and x1+24
   were separated by the register allocator and stay single):

       ldr  x5, [x1, 16]              ldp  x5, x0, [x1, 16]
       ldp  x2, x4, [x0, 16]    ==>   ldp  x2, x4, [x0, 16]
       ldr  x0, [x1, 24]

   Algorithm (the ArkCompiler "memory coalescing" pass, made exact for a
   post-register-allocation RTL stream):
     1. Edges.  For each access J and each earlier access I of the same
        kind, compatibility class and base, at most max_scan instructions
        back and with no barrier between them, whose offsets differ by the
        access size: I and J form a candidate pair when its placement
        (step 2) exists.
     2. Placement.  Walk the instructions K strictly between I and J.  I
        can sink to just before the first K that conflicts with I (SINK);
        J can hoist to just after the last K that J conflicts with
        (HOIST).  The pair is possible when HOIST comes before SINK: put
        it after HOIST (loads: as early as possible) or just before SINK
        (stores: as late as possible).  I and J themselves must be able
        to form one pair instruction (the PAIR_CONFLICT callback: for
        loads, distinct destinations and the first's destination not in
        the second's address; ldp reads both addresses before it writes).
     3. Matching.  An access may have two partners (the chain 0, 8, 16,
        24 gives the edges 0-8, 8-16, 16-24, and taking 8-16 first leaves
        two singles).  Pick edges leaf first: repeatedly take an unmatched
        access with the fewest remaining partners and match it with its
        partner of fewest partners.  This is optimal on chains and trees,
        whichever leaf goes first.  Ties go to accesses without
        OUTSIDE_PARTNER, so that in a chain of odd length the access left
        single is, when one of the ends has it, that end: a pair GCC's
        own peephole2 forms after the first instance joins it with an
        access the model cannot pair with it (pr65427: the 4-byte
        stores to f+0 through x7, f+4 .. f+28 through x8 = x7 + 160; the
        model's chain is f+4 .. f+28, and GCC pairs f+0 with f+4 by
        their MEM_EXPRs).  Before the first instance, and after it and
        GCC's peephole2:

            str w3,  [x7, 160]      stp w3, w14, [x8]       (GCC's)
            str w14, [x8, 4]   ==>  stp w13, w12, [x8, 8]   8-12
            str w13, [x8, 8]        stp w11, w6, [x8, 16]   16-20
            ...                     stp w5, w4, [x8, 24]    24-28
            str w4,  [x8, 28]

        where the ends taken in program order would pair 4-8, 12-16,
        20-24 and leave f+0 and f+28 single, one instruction more than
        GCC 12 alone (which ends as above).  The number of pairs is the
        same either way (a tie-break among accesses of equal degree; the
        greedy takes a leaf whenever there is one).
     4. Application.  Apply the chosen pairs in program order of their
        second access.  Before each, redo step 2 on the current sequence,
        in which earlier pairs are single nodes whose conflicts are the
        union of their members'.  The glue's APPLY callback may still
        refuse (recog fails, max-transforms); the model changes only when
        it accepts.
     5. Diagnostics (only when the block has a REFUSED callback).  Every
        couple with the shape of a pair (same kind and base, one access
        size apart) that steps 1-4 turned down is recorded with the first
        reason (enum mo_prefusal: size, class, offset, alignment, barrier,
        distance, registers, dependence, another partner, lost, refused
        by the glue); step 1 also looks MO_P_DIAG_SCAN instructions back
        across barriers for couples it never reached.  After step 4 the
        couples of which an access stayed single are reported once each.
        Diagnostics never change a decision.

   Correctness: moving I down past K and J up past K is exactly a swap of
   two adjacent instructions that the conflict callback says are
   independent (no register def/use or memory dependence between them, in
   that order); a pair instruction performs both accesses at once, which
   is the same as I and J adjacent and independent of each other.  The
   glue answers "conflict" whenever it is unsure, and a barrier conflicts
   with everything, so every answer here is either a sequence of valid
   swaps or no change.  Offsets: the lower one is a multiple of the size
   and within the signed 7-bit scaled immediate of ldp/stp.

   mo_narrow (narrow stores, "merge mode" below): the same steps on
   stores of constants only, where the glue makes each chosen couple one
   store of twice the size instead of a pair:

       strh wzr, [x0]                  str  wzr, [x0]
       strh wzr, [x0, 2]       ==>
       strb w1, [x0]    (w1 = 1)       strh w1, [x0]    (w1 = 0x201)
       strb w2, [x0, 1] (w2 = 2)

   The wider store's constant (mo_narrow_decision.value) is the lower
   store's bytes, then the higher store's: on a little-endian target
   the lower address holds the low byte, so VALUE = LO | HI << 8 * SIZE
   (the glue refuses non-zero constants on a big-endian one).  Two
   adjacent constant stores and one store of that value over both byte
   ranges write the same bytes; the offset range is then the wider
   store's, which the glue's recog checks.  Step 1 asks the glue's
   MERGE_OK whether the value may be stored (cheap to materialise, a
   register for it), so that the matching only takes couples the glue
   can apply; past 8 bytes only zero merges (no wider constant).  */

#include "memopt.h"

#include <stdlib.h>
#include <string.h>

/* A node of the current sequence: an original instruction, or a formed
   pair (its two members).  */
struct node
{
  int member[2];    /* original instructions; member[1] == -1 if single */
  int prev, next;   /* neighbours in the sequence, -1 at the ends */
  bool barrier;
};

/* The limits of either entry point: mo_pairs, or mo_narrow (MERGE).  */
struct limits
{
  int max_scan;
  bool aligned_only;
  bool merge;
};

/* Where a chosen couple goes: the pair or the merge callback.  */
struct applier
{
  mo_pairs_apply_fn pair;
  mo_narrow_apply_fn narrow;
  void *ctx;
};

struct seq
{
  const struct mo_pblock *b;
  struct node *node;   /* n originals, then one per formed pair */
  int nnode;
  int *node_of;        /* original instruction -> node now holding it */
};

/* Does node A, placed before node B, have to stay before it?  */
static bool
nodes_conflict (const struct seq *s, int a, int b)
{
  const struct node *na = &s->node[a], *nb = &s->node[b];
  if (na->barrier || nb->barrier)
    return true;
  for (int i = 0; i < 2 && na->member[i] >= 0; i++)
    for (int j = 0; j < 2 && nb->member[j] >= 0; j++)
      if (s->b->conflict (s->b->ctx, na->member[i], nb->member[j]))
	return true;
  return false;
}

/* Results of match_why besides the reasons of enum mo_prefusal.  */
#define MATCH_OK MO_PR_N
#define NOT_A_SHAPE (MO_PR_N + 1)

/* Merge mode: the bytes of constant store X (its SIZE bytes of VALUE).  */
static unsigned long long
const_bytes (const struct mo_paccess *x)
{
  return x->size >= 8 ? x->value
		      : x->value & ((1ull << (8 * x->size)) - 1);
}

/* Merge mode: the constant of one store over the bytes of adjacent
   constant stores LO (lower offset) and HI of equal size: LO's bytes at
   the lower addresses, so in the low half on a little-endian target.
   Wider than 8 bytes it is defined for zero only (merge_value_ok).  */
static unsigned long long
merged_value (const struct mo_paccess *lo, const struct mo_paccess *hi)
{
  if (lo->size >= 8)
    return 0;
  return const_bytes (lo) | const_bytes (hi) << (8 * lo->size);
}

/* Merge mode: may original stores LO and HI (LO lower) become one store
   of their merged value?  Wider than 8 bytes only two zero stores (the
   value does not fit); else the glue's MERGE_OK decides (is the constant
   cheap, is there a register for it).  */
static bool
merge_value_ok (const struct mo_pblock *b, int lo, int hi)
{
  const struct mo_paccess *x = &b->insn[lo], *y = &b->insn[hi];
  if (x->size >= 8)
    return const_bytes (x) == 0 && const_bytes (y) == 0;
  return !b->merge_ok || b->merge_ok (b->ctx, lo, hi, merged_value (x, y));
}

/* Do the offsets and classes of original accesses I and J allow a pair
   at all (step 1 without placement)?  MATCH_OK, NOT_A_SHAPE (not even
   the same kind and base one access size apart), or the reason.  */
static int
match_why (const struct mo_pblock *b, const struct limits *lim,
	   int i, int j)
{
  const struct mo_paccess *x = &b->insn[i], *y = &b->insn[j];
  if (x->kind != y->kind || (x->kind != MO_P_LOAD && x->kind != MO_P_STORE)
      || x->base != y->base)
    return NOT_A_SHAPE;
  const struct mo_paccess *lo = x->offset < y->offset ? x : y;
  const struct mo_paccess *hi = lo == x ? y : x;
  long size = lo->size;
  if (size <= 0 || hi->offset - lo->offset != size)
    return NOT_A_SHAPE;
  if (lim->merge && (x->kind != MO_P_STORE || !x->is_const || !y->is_const))
    return NOT_A_SHAPE;
  if (x->size != y->size)
    return MO_PR_SIZE;
  if (x->cls != y->cls)
    return MO_PR_CLASS;
  if (lo->offset % size != 0)
    return MO_PR_UNSCALED;
  if (!lim->merge && !mo_pair_offset_ok (lo->offset, size))
    return MO_PR_RANGE;
  if ((lim->aligned_only || lo->need_align) && lo->align < 2 * size)
    return MO_PR_ALIGN;
  if (lim->merge && !merge_value_ok (b, lo - b->insn, hi - b->insn))
    return MO_PR_VALUE;
  return MATCH_OK;
}

/* Step 2 on the current sequence: can node I (earlier) and node J be
   brought together?  On success store in *AFTER the node after which the
   pair goes; on failure, when WHY is not NULL, the reason in *WHY.  */
static bool
placement (const struct seq *s, const struct limits *lim, int i, int j,
	   bool is_load, int *after, enum mo_prefusal *why)
{
  const struct mo_pblock *b = s->b;
  mo_pconflict_fn pc = b->pair_conflict ? b->pair_conflict : b->conflict;
  enum mo_prefusal dummy;
  if (!why)
    why = &dummy;
  *why = MO_PR_LOST;
  if (s->node[i].member[1] >= 0 || s->node[j].member[1] >= 0)
    return false;
  *why = MO_PR_PAIR_CONFLICT;
  if (pc (b->ctx, s->node[i].member[0], s->node[j].member[0]))
    return false;
  int hoist = i;      /* last node J conflicts with (I if none) */
  int sink = j;       /* first node I conflicts with (J if none) */
  int before_sink = i;
  int scanned = 0;
  bool hoist_seen_after_sink = false;
  for (int k = s->node[i].next; k != j; k = s->node[k].next)
    {
      *why = k >= 0 && s->node[k].barrier ? MO_PR_BARRIER : MO_PR_TOO_FAR;
      if (k < 0 || ++scanned > lim->max_scan || s->node[k].barrier)
	return false;
      if (sink == j && nodes_conflict (s, i, k))
	sink = k;
      if (sink == j)
	before_sink = k;
      if (nodes_conflict (s, k, j))
	{
	  hoist = k;
	  if (sink != j)
	    hoist_seen_after_sink = true;
	}
    }
  *why = MO_PR_DEPENDENCE;
  if (hoist_seen_after_sink)
    return false;
  *after = is_load ? hoist : before_sink;
  return true;
}

/* Is node A before node B?  Both are within a few windows of each other
   (they were at most max_scan apart and only pairs moved since), so walk
   forward from each for at most BOUND nodes.  Returns 1 (A first), 0 (B
   first) or -1 (not found within the bound: leave the pair alone).  */
static int
node_before (const struct seq *s, int a, int b, int bound)
{
  int x = a, y = b;
  for (int k = 0; k <= bound; k++)
    {
      if (x >= 0 && (x = s->node[x].next) == b)
	return 1;
      if (y >= 0 && (y = s->node[y].next) == a)
	return 0;
    }
  return -1;
}

struct edge
{
  int a, b;          /* original accesses, a before b */
};

/* The order of step 3: fewest live partners first, and among equals
   the accesses without outside_partner (ACC) first.  */
static int
match_key (const struct mo_paccess *acc, const int *deg, int v)
{
  return 2 * deg[v] + (acc[v].outside_partner ? 1 : 0);
}

/* Step 3: leaf-first greedy matching over EDGES among the N accesses
   ACC.  Marks the chosen edges in CHOSEN.  Keys (match_key) live in
   buckets (lists of accesses by current key, with stale entries
   skipped), so the whole matching costs
   O(N + NEDGE + max degree * matches).  */
static void
choose_matching (int n, const struct mo_paccess *acc, const struct edge *edges,
		 int nedge, bool *chosen)
{
  int *deg = (int *) mo_xcalloc (n, sizeof *deg);
  bool *matched = (bool *) mo_xcalloc (n, sizeof *matched);
  /* Adjacency in CSR form.  */
  int *start = (int *) mo_xcalloc (n + 1, sizeof *start);
  int *adj = (int *) mo_xmalloc ((2 * nedge + 1) * sizeof *adj);
  int maxdeg = 0;
  for (int e = 0; e < nedge; e++)
    deg[edges[e].a]++, deg[edges[e].b]++;
  for (int v = 0; v < n; v++)
    {
      start[v + 1] = start[v] + deg[v];
      if (deg[v] > maxdeg)
	maxdeg = deg[v];
    }
  int *fill = (int *) mo_xmalloc ((n + 1) * sizeof *fill);
  memcpy (fill, start, (n + 1) * sizeof *fill);
  for (int e = 0; e < nedge; e++)
    {
      adj[fill[edges[e].a]++] = e;
      adj[fill[edges[e].b]++] = e;
    }
  free (fill);
  /* Buckets: a stack of accesses per key; an entry is live when the
     access is unmatched and still has that key.  Accesses enter in
     decreasing index order so that ties pop the lowest index first.  */
  int maxkey = 2 * maxdeg + 1;
  struct mo_ivec *bucket = (struct mo_ivec *) mo_xcalloc (maxkey + 1,
							  sizeof *bucket);
  for (int v = n - 1; v >= 0; v--)
    if (deg[v] > 0)
      mo_ivec_push (&bucket[match_key (acc, deg, v)], v);
  int low = 2;
  for (;;)
    {
      int v = -1;
      while (low <= maxkey && v < 0)
	{
	  struct mo_ivec *bk = &bucket[low];
	  while (bk->len > 0 && v < 0)
	    {
	      int x = bk->v[--bk->len];
	      if (!matched[x] && match_key (acc, deg, x) == low)
		v = x;
	    }
	  if (v < 0)
	    low++;
	}
      if (v < 0)
	break;
      /* Its partner of least key (lowest index on ties).  */
      int best = -1, other = -1;
      for (int k = start[v]; k < start[v + 1]; k++)
	{
	  const struct edge *x = &edges[adj[k]];
	  int w = x->a == v ? x->b : x->a;
	  if (matched[w])
	    continue;
	  int kw = match_key (acc, deg, w);
	  if (best < 0 || kw < match_key (acc, deg, other)
	      || (kw == match_key (acc, deg, other) && w < other))
	    best = adj[k], other = w;
	}
      chosen[best] = true;
      matched[v] = matched[other] = true;
      /* The neighbours of both lose an edge.  */
      int ends[2] = { v, other };
      for (int t = 0; t < 2; t++)
	for (int k = start[ends[t]]; k < start[ends[t] + 1]; k++)
	  {
	    const struct edge *x = &edges[adj[k]];
	    int w = x->a == ends[t] ? x->b : x->a;
	    if (matched[w])
	      continue;
	    if (--deg[w] > 0)
	      {
		int kw = match_key (acc, deg, w);
		mo_ivec_push (&bucket[kw], w);
		if (kw < low)
		  low = kw;
	      }
	  }
    }
  for (int d = 0; d <= maxkey; d++)
    mo_ivec_free (&bucket[d]);
  free (bucket);
  free (adj);
  free (start);
  free (deg);
  free (matched);
}

/* Couples that did not pair, with the first reason seen (reported at
   the end for those of which an access stayed single).  */
struct refusals
{
  struct edge *v;
  enum mo_prefusal *why;
  int len, cap;
};

static void
refusal_add (struct refusals *r, int a, int b, enum mo_prefusal why)
{
  if (r->len == r->cap)
    {
      r->cap = r->cap ? 2 * r->cap : 16;
      r->v = (struct edge *) mo_xrealloc (r->v, r->cap * sizeof *r->v);
      r->why = (enum mo_prefusal *) mo_xrealloc (r->why,
						 r->cap * sizeof *r->why);
    }
  r->v[r->len].a = a;
  r->v[r->len].b = b;
  r->why[r->len++] = why;
}

/* Diagnostics only (REFUSALS set): the shape-matching accesses before J
   that the search of step 1 never reached, behind barrier or limit
   (BLOCKED: a barrier stopped it), back to MO_P_DIAG_SCAN instructions.  */
static void
unreached (const struct mo_pblock *b, const struct limits *lim, int j,
	   int from, bool blocked, struct refusals *r)
{
  for (int i = from; i >= 0 && j - i <= MO_P_DIAG_SCAN; i--)
    {
      if (b->insn[i].kind == MO_P_BARRIER)
	blocked = true;
      int m = match_why (b, lim, i, j);
      if (m != NOT_A_SHAPE)
	refusal_add (r, i, j, m != MATCH_OK ? (enum mo_prefusal) m
			      : blocked ? MO_PR_BARRIER : MO_PR_TOO_FAR);
    }
}

/* Step 1: every candidate edge of the initial sequence.  R (may be NULL)
   collects the couples refused.  */
static struct edge *
find_edges (const struct seq *s, const struct limits *lim, int *nedge,
	    struct mo_pairs_stats *stats, struct refusals *r)
{
  const struct mo_pblock *b = s->b;
  int cap = 16, len = 0;
  struct edge *edges = (struct edge *) mo_xmalloc (cap * sizeof *edges);
  for (int j = 0; j < b->n; j++)
    {
      if (b->insn[j].kind != MO_P_LOAD && b->insn[j].kind != MO_P_STORE)
	continue;
      int scanned = 0, i;
      bool blocked = false;
      for (i = j - 1; i >= 0 && scanned <= lim->max_scan; i--, scanned++)
	{
	  if (b->insn[i].kind == MO_P_BARRIER)
	    {
	      blocked = true;
	      break;
	    }
	  int m = match_why (b, lim, i, j);
	  if (m == NOT_A_SHAPE)
	    continue;
	  if (m != MATCH_OK)
	    {
	      if (r)
		refusal_add (r, i, j, (enum mo_prefusal) m);
	      continue;
	    }
	  int after;
	  enum mo_prefusal why;
	  if (stats)
	    stats->candidates++;
	  if (!placement (s, lim, i, j, b->insn[j].kind == MO_P_LOAD, &after,
			  &why))
	    {
	      if (r)
		refusal_add (r, i, j, why);
	      continue;
	    }
	  if (len == cap)
	    edges = (struct edge *) mo_xrealloc (edges,
						 (cap *= 2) * sizeof *edges);
	  edges[len].a = i;
	  edges[len].b = j;
	  len++;
	}
      if (r && i >= 0)
	unreached (b, lim, j, i, blocked, r);
    }
  *nedge = len;
  return edges;
}

static int
cmp_by_second (const void *x, const void *y)
{
  const struct edge *a = (const struct edge *) x, *b = (const struct edge *) y;
  if (a->b != b->b)
    return a->b < b->b ? -1 : 1;
  return (a->a > b->a) - (a->a < b->a);
}

/* Unlink node K from the sequence.  */
static void
unlink_node (struct seq *s, int k, int *first)
{
  struct node *x = &s->node[k];
  if (x->prev >= 0)
    s->node[x->prev].next = x->next;
  else
    *first = x->next;
  if (x->next >= 0)
    s->node[x->next].prev = x->prev;
  x->prev = x->next = -1;
}

/* Insert node K after node AFTER.  */
static void
link_after (struct seq *s, int k, int after)
{
  struct node *x = &s->node[k], *a = &s->node[after];
  x->prev = after;
  x->next = a->next;
  if (a->next >= 0)
    s->node[a->next].prev = k;
  a->next = k;
}

bool
mo_pair_offset_ok (long offset, int size)
{
  return size > 0 && offset % size == 0 && offset >= -64L * size
	 && offset <= 63L * size;
}

const char *
mo_prefusal_phrase (enum mo_prefusal why)
{
  static const char *const phrase[MO_PR_N] = {
    [MO_PR_CLASS] = "different mode, extension or register class",
    [MO_PR_SIZE] = "different access sizes",
    [MO_PR_UNSCALED] = "offset not a multiple of the access size",
    [MO_PR_RANGE] = "offset out of the ldp/stp immediate range",
    [MO_PR_ALIGN] = "lower access not aligned for the pair",
    [MO_PR_BARRIER] = "barrier between",
    [MO_PR_TOO_FAR] = "more than max-pair-scan insns apart",
    [MO_PR_PAIR_CONFLICT] = "cannot be one instruction (registers)",
    [MO_PR_DEPENDENCE] = "a dependence blocks every placement",
    [MO_PR_OTHER_PARTNER] = "paired with another access instead",
    [MO_PR_LOST] = "placement lost to earlier pairs",
    [MO_PR_APPLY] = "refused by the glue",
    [MO_PR_VALUE] = "merged constant refused by the glue",
  };
  return why >= 0 && why < MO_PR_N ? phrase[why] : "?";
}

/* Order of refusals: by couple, then by the order recorded.  */
static const struct refusals *sort_refs;

static int
cmp_refusal (const void *x, const void *y)
{
  int i = *(const int *) x, j = *(const int *) y;
  const struct edge *a = &sort_refs->v[i], *b = &sort_refs->v[j];
  if (a->a != b->a)
    return a->a < b->a ? -1 : 1;
  if (a->b != b->b)
    return a->b < b->b ? -1 : 1;
  return (i > j) - (i < j);
}

/* Tell B->refused of each couple in R of which an access stayed single
   (the first reason recorded for the couple), and count them.  */
static void
report_refusals (const struct seq *s, struct refusals *r,
		 struct mo_pairs_stats *stats)
{
  const struct mo_pblock *b = s->b;
  int *order = (int *) mo_xmalloc ((r->len + 1) * sizeof *order);
  for (int k = 0; k < r->len; k++)
    {
      order[k] = k;
      if (r->v[k].a > r->v[k].b)
	{
	  int t = r->v[k].a;
	  r->v[k].a = r->v[k].b;
	  r->v[k].b = t;
	}
    }
  sort_refs = r;
  qsort (order, r->len, sizeof *order, cmp_refusal);
  for (int m = 0; m < r->len; m++)
    {
      int k = order[m], a = r->v[k].a, c = r->v[k].b;
      if (m > 0 && r->v[order[m - 1]].a == a && r->v[order[m - 1]].b == c)
	continue;
      if (s->node_of[a] != a && s->node_of[c] != c)
	continue;
      if (stats)
	stats->why[r->why[k]]++;
      b->refused (b->ctx, a, c, r->why[k]);
    }
  free (order);
  free (r->v);
  free (r->why);
}

/* Steps 1-5 on B; each chosen couple goes to AP.  */
static int
choose_and_apply (const struct mo_pblock *b, const struct limits *lim,
     struct mo_pairs_stats *stats, const struct applier *ap)
{
  if (b->n < 2)
    return 0;
  struct seq s;
  s.b = b;
  s.node = (struct node *) mo_xcalloc (b->n + b->n / 2 + 1, sizeof *s.node);
  s.node_of = (int *) mo_xmalloc (b->n * sizeof *s.node_of);
  s.nnode = b->n;
  for (int k = 0; k < b->n; k++)
    {
      s.node[k].member[0] = k;
      s.node[k].member[1] = -1;
      s.node[k].prev = k - 1;
      s.node[k].next = k + 1 < b->n ? k + 1 : -1;
      s.node[k].barrier = b->insn[k].kind == MO_P_BARRIER;
      s.node_of[k] = k;
    }
  int first = 0;

  struct refusals refs = { NULL, NULL, 0, 0 };
  struct refusals *r = b->refused ? &refs : NULL;
  int nedge;
  struct edge *edges = find_edges (&s, lim, &nedge, stats, r);
  bool *chosen = (bool *) mo_xcalloc (nedge + 1, sizeof *chosen);
  choose_matching (b->n, b->insn, edges, nedge, chosen);
  int nchosen = 0;
  for (int e = 0; e < nedge; e++)
    if (chosen[e])
      edges[nchosen++] = edges[e];
    else if (r)
      refusal_add (r, edges[e].a, edges[e].b, MO_PR_OTHER_PARTNER);
  qsort (edges, nchosen, sizeof *edges, cmp_by_second);

  int formed = 0;
  for (int e = 0; e < nchosen; e++)
    {
      int ni = s.node_of[edges[e].a], nj = s.node_of[edges[e].b];
      /* Earlier pairs may have moved the two; order them again.  */
      int order = node_before (&s, ni, nj, 2 * lim->max_scan + 2);
      if (order < 0)
	{
	  if (stats)
	    stats->lost_in_application++;
	  if (r)
	    refusal_add (r, edges[e].a, edges[e].b, MO_PR_LOST);
	  continue;
	}
      if (order == 0)
	{
	  int t = ni;
	  ni = nj;
	  nj = t;
	}
      int after;
      bool is_load = b->insn[edges[e].a].kind == MO_P_LOAD;
      if (!placement (&s, lim, ni, nj, is_load, &after, NULL))
	{
	  if (stats)
	    stats->lost_in_application++;
	  if (r)
	    refusal_add (r, edges[e].a, edges[e].b, MO_PR_LOST);
	  continue;
	}
      struct mo_pairs_decision d;
      int oi = s.node[ni].member[0], oj = s.node[nj].member[0];
      d.lo = b->insn[oi].offset < b->insn[oj].offset ? oi : oj;
      d.hi = d.lo == oi ? oj : oi;
      d.first = ni;
      d.second = nj;
      d.after = after;
      d.id = s.nnode;
      bool ok;
      if (ap->pair)
	ok = ap->pair (ap->ctx, &d);
      else
	{
	  struct mo_narrow_decision m = {
	    d.lo, d.hi, d.first, d.second, d.after, d.id,
	    merged_value (&b->insn[d.lo], &b->insn[d.hi])
	  };
	  ok = ap->narrow (ap->ctx, &m);
	}
      if (!ok)
	{
	  if (stats)
	    stats->refused++;
	  if (r)
	    refusal_add (r, edges[e].a, edges[e].b, MO_PR_APPLY);
	  continue;
	}
      /* The pair node replaces both: link it after AFTER (which may be I
	 itself), then unlink I and J.  */
      struct node *p = &s.node[s.nnode];
      p->member[0] = oi;
      p->member[1] = oj;
      p->barrier = false;
      link_after (&s, s.nnode, after);
      unlink_node (&s, ni, &first);
      unlink_node (&s, nj, &first);
      s.node_of[oi] = s.node_of[oj] = s.nnode;
      s.nnode++;
      formed++;
    }
  if (stats)
    stats->formed += formed;
  if (r)
    report_refusals (&s, r, stats);
  free (chosen);
  free (edges);
  free (s.node_of);
  free (s.node);
  return formed;
}

int
mo_pairs (const struct mo_pblock *b, const struct mo_pairs_params *params,
	  struct mo_pairs_stats *stats, mo_pairs_apply_fn apply, void *ctx)
{
  struct limits lim = { MO_DEFAULT_MAX_PAIR_SCAN, false, false };
  if (params)
    {
      lim.max_scan = params->max_scan > 0 ? params->max_scan
					  : MO_DEFAULT_MAX_PAIR_SCAN;
      lim.aligned_only = params->aligned_only;
    }
  struct applier ap = { apply, NULL, ctx };
  return choose_and_apply (b, &lim, stats, &ap);
}

int
mo_narrow (const struct mo_pblock *b, const struct mo_narrow_params *params,
	   struct mo_narrow_stats *stats, mo_narrow_apply_fn apply, void *ctx)
{
  struct limits lim = { MO_DEFAULT_MAX_PAIR_SCAN, false, true };
  if (params)
    {
      lim.max_scan = params->max_scan > 0 ? params->max_scan
					  : MO_DEFAULT_MAX_PAIR_SCAN;
      lim.aligned_only = params->aligned_only;
    }
  struct applier ap = { NULL, apply, ctx };
  struct mo_pairs_stats st;
  memset (&st, 0, sizeof st);
  int merged = choose_and_apply (b, &lim, &st, &ap);
  if (stats)
    {
      stats->candidates += st.candidates;
      stats->merged += st.formed;
      stats->refused += st.refused;
      stats->lost_in_application += st.lost_in_application;
    }
  return merged;
}
