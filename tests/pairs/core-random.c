/* core-random.c - the decision core (plugin/core/pairs.c) against a
   brute-force checker on random blocks.

   Each block has random loads, stores, other instructions and barriers
   and a random "must stay ordered" relation.  Every pair the core asks
   to apply is checked on an independent model of the current sequence:
   the two accesses match (kind, class, base, offsets one size apart, the
   lower offset a multiple of the size within the scaled 7-bit range), no
   barrier lies between them, the first only moves down over instructions
   it does not conflict with, the second only moves up over instructions
   that do not conflict with it, and the two do not conflict with each
   other.  Some applications are refused at random, as recog or
   max-transforms would.  The program prints the totals and exits 0 when
   every decision was valid.  It needs no compiler plugin: the core is
   plain C and is included directly.

   @run  */

#include "../../plugin/core/util.c"
#include "../../plugin/core/pairs.c"

#include <stdio.h>

#define MAXN 48

static unsigned long long rng_state = 0x9e3779b97f4a7c15ull;

static unsigned
rnd (unsigned n)
{
  rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return (unsigned) (rng_state >> 33) % n;
}

struct check
{
  int n;
  struct mo_paccess insn[MAXN];
  bool conflict[MAXN][MAXN];   /* [a][b]: a before b must stay before */
  int seq[MAXN];               /* node ids in order */
  int members[MAXN + MAXN][2]; /* node -> original insns (-1: none) */
  int len;
  bool paired[MAXN];
  bool aligned_only;
  long bad, applied, refused;
};

static bool
conflict_cb (void *ctx, int a, int b)
{
  return ((struct check *) ctx)->conflict[a][b];
}

static bool
nodes_conflict_ref (struct check *c, int x, int y)
{
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      {
	int a = c->members[x][i], b = c->members[y][j];
	if (a >= 0 && b >= 0
	    && (c->conflict[a][b] || c->insn[a].kind == MO_P_BARRIER
		|| c->insn[b].kind == MO_P_BARRIER))
	  return true;
      }
  return false;
}

static int
position (struct check *c, int node)
{
  for (int k = 0; k < c->len; k++)
    if (c->seq[k] == node)
      return k;
  return -1;
}

static bool
valid (struct check *c, const struct mo_pairs_decision *d)
{
  int pf = position (c, d->first), ps = position (c, d->second);
  int pa = position (c, d->after);
  if (pf < 0 || ps < 0 || pa < 0 || pf >= ps || pa < pf || pa >= ps)
    return false;
  int i = c->members[d->first][0], j = c->members[d->second][0];
  if (c->members[d->first][1] >= 0 || c->members[d->second][1] >= 0
      || c->paired[i] || c->paired[j] || c->conflict[i][j])
    return false;
  if ((d->lo != i || d->hi != j) && (d->lo != j || d->hi != i))
    return false;
  const struct mo_paccess *x = &c->insn[i], *y = &c->insn[j];
  const struct mo_paccess *lo = &c->insn[d->lo], *hi = &c->insn[d->hi];
  if (x->kind != y->kind || (x->kind != MO_P_LOAD && x->kind != MO_P_STORE)
      || x->cls != y->cls || x->base != y->base || x->size != y->size
      || hi->offset - lo->offset != x->size || lo->offset % x->size
      || lo->offset < -64 * x->size || lo->offset > 63 * x->size)
    return false;
  if ((c->aligned_only || lo->need_align) && lo->align < 2 * x->size)
    return false;
  for (int k = pf + 1; k < ps; k++)
    {
      int node = c->seq[k];
      if (c->members[node][1] < 0
	  && c->insn[c->members[node][0]].kind == MO_P_BARRIER)
	return false;
      if (k <= pa && nodes_conflict_ref (c, d->first, node))
	return false;
      if (k > pa && nodes_conflict_ref (c, node, d->second))
	return false;
    }
  return true;
}

static bool
apply_cb (void *ctx, const struct mo_pairs_decision *d)
{
  struct check *c = (struct check *) ctx;
  if (!valid (c, d))
    {
      c->bad++;
      printf ("invalid decision: first %d second %d after %d\n", d->first,
	      d->second, d->after);
      return false;
    }
  if (rnd (10) == 0)
    {
      c->refused++;
      return false;
    }
  /* Apply: insert the pair node after AFTER, remove FIRST and SECOND.  */
  int out[MAXN], len = 0;
  for (int k = 0; k < c->len; k++)
    {
      int node = c->seq[k];
      if (node != d->first && node != d->second)
	out[len++] = node;
      if (node == d->after)
	out[len++] = d->id;
    }
  c->members[d->id][0] = c->members[d->first][0];
  c->members[d->id][1] = c->members[d->second][0];
  c->paired[c->members[d->first][0]] = c->paired[c->members[d->second][0]]
    = true;
  for (int k = 0; k < len; k++)
    c->seq[k] = out[k];
  c->len = len;
  c->applied++;
  return true;
}

int
main (void)
{
  static struct check c;
  long bad = 0, applied = 0, refused = 0;
  for (int round = 0; round < 5000; round++)
    {
      memset (&c, 0, sizeof c);
      c.n = 2 + rnd (MAXN - 1);
      int density = 1 + rnd (40);      /* percent of conflicting pairs */
      for (int k = 0; k < c.n; k++)
	{
	  struct mo_paccess *a = &c.insn[k];
	  unsigned r = rnd (100);
	  a->kind = r < 3 ? MO_P_BARRIER : r < 30 ? MO_P_OTHER
		    : r < 65 ? MO_P_LOAD : MO_P_STORE;
	  a->base = rnd (2);
	  a->size = rnd (4) ? 8 : 4;
	  a->offset = ((long) rnd (12) - 3) * a->size
		      + (rnd (20) == 0 ? 2 : 0) + (rnd (30) == 0 ? 600 : 0);
	  a->cls = rnd (5) == 0;
	  a->align = 1 << rnd (5);
	  a->need_align = rnd (10) == 0;
	  c.seq[k] = k;
	  c.members[k][0] = k;
	  c.members[k][1] = -1;
	}
      c.len = c.n;
      for (int a = 0; a < c.n; a++)
	for (int b = 0; b < c.n; b++)
	  c.conflict[a][b] = a != b && (int) rnd (100) < density;
      struct mo_pblock blk = { c.n, c.insn, conflict_cb, NULL, &c };
      struct mo_pairs_params lim = { 1 + (int) rnd (12), rnd (4) == 0 };
      c.aligned_only = lim.aligned_only;
      mo_pairs (&blk, &lim, NULL, apply_cb, &c);
      bad += c.bad;
      applied += c.applied;
      refused += c.refused;
    }
  printf ("pairs applied %ld, refused %ld, invalid %ld\n", applied, refused,
	  bad);
  return bad == 0 && applied > 1500 ? 0 : 1;
}
