/* interp.c - check that every subset of LSE's decisions is correct.

   memopt.h promises that each subset of mo_lse's decisions is a correct
   transformation on its own.  This checker runs the function concretely,
   once as written and once per subset with those decisions applied
   (a replaced load copies its replacement value instead of loading, a
   removed store does nothing), and compares the runs step by step: every
   value loaded and the memory after every instruction must be equal, and
   a replacement value must be defined when it is used.

   A run follows a random path from block 0 (at most MAX_STEPS blocks) in
   a random concrete memory: each location gets an address chosen so that
   locations the test's alias model answers NO for are at different
   addresses and MUST pairs at the same one; MAY pairs collide by chance.
   A write (or a store to location -1) overwrites a random subset of the
   addresses it may write, a barrier a random subset of all, and a block
   with MO_BLOCK_UNKNOWN_ENTRY starts with fresh memory.  All randomness is
   a hash of (trial, step, instruction, address), identical in every run
   of one trial, so runs differ only by the decisions.  Values no load
   defines (constants, arguments) have fixed values from the start.

   Subsets: all of them for up to 10 decisions; beyond, the empty and the
   full set, each single decision, each all-but-one, and 64 random ones.  */

#include "unit.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STEPS 96
#define TRIALS 24

static uint64_t
mix (uint64_t x)
{
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

static uint64_t
rnd (uint64_t trial, uint64_t step, uint64_t inst, uint64_t k)
{
  return mix (mix (mix (mix (trial) ^ step) ^ inst) ^ k);
}

struct interp
{
  const struct mo_func *f;
  const struct t_alias *a;
  const struct mo_lse_decisions *d;
  int *first;           /* block -> index of its first instruction */
  int *dec;             /* instruction -> decision index, or -1 */
  bool *by_load;        /* value -> defined by a load */
  int nloc;
  /* Per run.  */
  int *group;           /* location -> its part group (group_parts) */
  int *addr;
  bool *write_ok;
  long *mem, *vals;
  bool *defined;
  long *trace;
  int tlen, tcap;
  char err[256];
};

static void
push (struct interp *s, long x)
{
  if (s->tlen == s->tcap)
    {
      s->tcap = s->tcap ? 2 * s->tcap : 256;
      s->trace = mo_xrealloc (s->trace, (size_t) s->tcap * sizeof *s->trace);
    }
  s->trace[s->tlen++] = x;
}

static long
mem_hash (const struct interp *s)
{
  uint64_t h = 1;
  for (int i = 0; i < s->nloc; i++)
    h = mix (h ^ (uint64_t) s->mem[i]);
  return (long) (h >> 1);
}

/* True when address M holds no location placed before X that X must
   not alias.  */
static bool
free_for (const struct interp *s, int x, int m)
{
  for (int y = 0; y < x; y++)
    if (s->addr[y] == m
	&& (x >= T_MAXLOC || y >= T_MAXLOC || s->a->pair[x][y] == MO_NO
	    || s->a->pair[x][y] == MO_NO_BY_TYPE))
      return false;
  return true;
}

/* S->group: locations linked by parts (struct mo_part), in either
   direction and transitively, get the smallest one's number (labels
   propagate along the parts until nothing changes).  */
static void
group_parts (struct interp *s)
{
  for (int i = 0; i < s->nloc; i++)
    s->group[i] = i;
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int k = 0; k < s->f->npart; k++)
	{
	  int *x = &s->group[s->f->parts[k].narrow];
	  int *y = &s->group[s->f->parts[k].wide];
	  if (*x != *y)
	    {
	      *x = *y = *x < *y ? *x : *y;
	      changed = true;
	    }
	}
    }
}

/* True when X and Y share an address: a MUST pair, or locations linked
   by parts (a part and its whole, two parts of one whole...).  The
   interpreter's memory holds one value per address, so a part is
   modelled as its whole's entire value (the slice that is all of it): a
   load extracted from a known whole then reads that value, and any store
   to either changes both.  */
static bool
placed_together (const struct interp *s, int x, int y)
{
  if (x < T_MAXLOC && y < T_MAXLOC && s->a->pair[x][y] == MO_MUST)
    return true;
  return s->group[x] == s->group[y];
}

/* Addresses for TRIAL: NO pairs apart, MUST pairs and parts together.
   NO_BY_TYPE pairs are apart too: the interpreter runs well-typed
   programs only, which is what such an answer promises (memopt.h).  */
static void
place (struct interp *s, uint64_t trial)
{
  const struct t_alias *a = s->a;
  for (int x = 0; x < s->nloc; x++)
    {
      s->addr[x] = -1;
      /* Join a MUST partner's address unless a NO partner is there (an
	 inconsistent model: then MUST is not honoured, which is allowed,
	 as LSE treats MUST between locations as MAY).  */
      for (int y = 0; y < x && s->addr[x] < 0; y++)
	if (placed_together (s, x, y) && free_for (s, x, s->addr[y]))
	  s->addr[x] = s->addr[y];
      int r = (int) (rnd (trial, 0, 0xadd, (uint64_t) x) % (uint64_t) s->nloc);
      for (int probe = 0; probe < s->nloc && s->addr[x] < 0; probe++)
	if (free_for (s, x, (r + probe) % s->nloc))
	  s->addr[x] = (r + probe) % s->nloc;
    }
  for (int i = 0; i < s->nloc; i++)
    s->write_ok[i] = true;
  for (int x = 0; x < s->nloc; x++)
    if (x >= T_MAXLOC || a->untracked[x] == MO_NO
	|| a->untracked[x] == MO_NO_BY_TYPE)
      s->write_ok[s->addr[x]] = false;
}

/* Overwrite a random subset of memory; ONLY_OK: only writable addresses.  */
static void
clobber (struct interp *s, uint64_t trial, int step, int inst, bool only_ok)
{
  for (int i = 0; i < s->nloc; i++)
    {
      uint64_t r = rnd (trial, (uint64_t) step, (uint64_t) inst,
			(uint64_t) i + 1000);
      if ((r & 1) && (!only_ok || s->write_ok[i]))
	s->mem[i] = (long) (r >> 8);
    }
}

/* One run of trial TRIAL with the decisions in MASK applied (MASK NULL:
   none).  Leaves the trace in S; false with S->err on an undefined use.  */
static bool
run (struct interp *s, uint64_t trial, const char *mask)
{
  const struct mo_func *f = s->f;
  s->tlen = 0;
  place (s, trial);
  for (int i = 0; i < s->nloc; i++)
    s->mem[i] = (long) (rnd (trial, 0, 0x6e6d, (uint64_t) i) >> 8);
  for (int v = 0; v < f->nval; v++)
    {
      s->defined[v] = !s->by_load[v];
      s->vals[v] = 1000003L * v + 7;
    }
  int b = 0;
  for (int step = 0; step < MAX_STEPS; step++)
    {
      const struct mo_block *bb = &f->blocks[b];
      if (bb->flags & MO_BLOCK_UNKNOWN_ENTRY)
	clobber (s, trial, step, -1, false);
      for (int i = 0; i < bb->ninst; i++)
	{
	  const struct mo_inst *in = &bb->inst[i];
	  int di = s->dec[s->first[b] + i];
	  const struct mo_lse_decision *dec = di >= 0 && mask && mask[di]
					  ? &s->d->v[di] : NULL;
	  int m = in->loc >= 0 ? s->addr[in->loc] : -1;
	  switch (in->kind)
	    {
	    case MO_LOAD:
	      {
		long x;
		if (dec)
		  {
		    if (dec->val < 0 || !s->defined[dec->val])
		      {
			snprintf (s->err, sizeof s->err,
				  "bb%d #%d uses v%d before it is defined",
				  b, i, dec->val);
			return false;
		      }
		    x = s->vals[dec->val];
		  }
		else if (m >= 0)
		  x = s->mem[m];
		else
		  x = (long) (rnd (trial, (uint64_t) step, (uint64_t) i, 7)
			      >> 8);
		if (in->val >= 0)
		  {
		    s->vals[in->val] = x;
		    s->defined[in->val] = true;
		  }
		push (s, x);
		break;
	      }
	    case MO_STORE:
	      if (dec)
		break;
	      if (in->val >= 0 && !s->defined[in->val])
		{
		  snprintf (s->err, sizeof s->err,
			    "bb%d #%d stores v%d before it is defined "
			    "(the test's IR is wrong)", b, i, in->val);
		  return false;
		}
	      if (m < 0)
		clobber (s, trial, step, i, true);
	      else
		s->mem[m] = in->val >= 0
			    ? s->vals[in->val]
			    : (long) (rnd (trial, (uint64_t) step,
					   (uint64_t) i, 9) >> 8);
	      break;
	    case MO_WRITE:
	      clobber (s, trial, step, i, true);
	      break;
	    case MO_BARRIER:
	      clobber (s, trial, step, i, false);
	      break;
	    case MO_READ:
	      break;
	    }
	  push (s, mem_hash (s));
	}
      if (bb->succs.len == 0)
	break;
      b = bb->succs.v[rnd (trial, (uint64_t) step, 0x5cc, 0)
		      % (uint64_t) bb->succs.len];
    }
  return true;
}

/* Compare the runs of MASK against the original over all trials.  */
static bool
check_mask (struct interp *s, const char *mask, char *why, size_t size)
{
  long *orig = NULL;
  bool ok = true;
  for (uint64_t t = 1; t <= TRIALS && ok; t++)
    {
      if (!run (s, t, NULL))
	{
	  snprintf (why, size, "original run: %s", s->err);
	  ok = false;
	  break;
	}
      int n = s->tlen;
      orig = mo_xrealloc (orig, (size_t) (n ? n : 1) * sizeof *orig);
      if (n)
	memcpy (orig, s->trace, (size_t) n * sizeof *orig);
      if (!run (s, t, mask))
	{
	  snprintf (why, size, "trial %lu: %s", (unsigned long) t, s->err);
	  ok = false;
	}
      else if (s->tlen != n
	       || (n && memcmp (orig, s->trace, (size_t) n * sizeof *orig)))
	{
	  int k = 0;
	  while (k < n && k < s->tlen && orig[k] == s->trace[k])
	    k++;
	  snprintf (why, size, "trial %lu: runs differ at event %d",
		    (unsigned long) t, k);
	  ok = false;
	}
    }
  free (orig);
  return ok;
}

static void
describe_mask (const struct interp *s, const char *mask, char *buf,
	       size_t size)
{
  size_t n = 0;
  buf[0] = 0;
  for (int i = 0; i < s->d->len && n + 24 < size; i++)
    if (mask[i])
      n += (size_t) snprintf (buf + n, size - n, " bb%d#%d",
			      s->d->v[i].block, s->d->v[i].index);
}

const char *
t_check_subsets (const struct mo_func *f, const struct mo_lse_decisions *d,
		 const struct t_alias *a)
{
  static char msg[1024];
  struct interp s;
  memset (&s, 0, sizeof s);
  s.f = f;
  s.a = a;
  s.d = d;
  s.nloc = f->nloc > 0 ? f->nloc : 1;
  s.first = mo_xcalloc ((size_t) f->nblock + 1, sizeof *s.first);
  for (int b = 0; b < f->nblock; b++)
    s.first[b + 1] = s.first[b] + f->blocks[b].ninst;
  int ninst = s.first[f->nblock];
  s.dec = mo_xmalloc ((size_t) (ninst ? ninst : 1) * sizeof *s.dec);
  for (int i = 0; i < ninst; i++)
    s.dec[i] = -1;
  const char *result = NULL;
  for (int i = 0; i < d->len && !result; i++)
    {
      const struct mo_lse_decision *x = &d->v[i];
      if (x->block < 0 || x->block >= f->nblock || x->index < 0
	  || x->index >= f->blocks[x->block].ninst)
	result = "a decision names no instruction";
      else if (s.dec[s.first[x->block] + x->index] >= 0)
	result = "two decisions for one instruction";
      else
	{
	  enum mo_kind k = f->blocks[x->block].inst[x->index].kind;
	  if ((x->action == MO_LSE_REMOVE_STORE) != (k == MO_STORE))
	    result = "a decision of the wrong kind for its instruction";
	  s.dec[s.first[x->block] + x->index] = i;
	}
    }
  int nv = f->nval > 0 ? f->nval : 1;
  s.by_load = mo_xcalloc ((size_t) nv, sizeof *s.by_load);
  for (int b = 0; b < f->nblock; b++)
    for (int i = 0; i < f->blocks[b].ninst; i++)
      if (f->blocks[b].inst[i].kind == MO_LOAD && f->blocks[b].inst[i].val >= 0)
	s.by_load[f->blocks[b].inst[i].val] = true;
  s.group = mo_xmalloc ((size_t) s.nloc * sizeof *s.group);
  group_parts (&s);
  s.addr = mo_xmalloc ((size_t) s.nloc * sizeof *s.addr);
  s.write_ok = mo_xmalloc ((size_t) s.nloc * sizeof *s.write_ok);
  s.mem = mo_xmalloc ((size_t) s.nloc * sizeof *s.mem);
  s.vals = mo_xmalloc ((size_t) nv * sizeof *s.vals);
  s.defined = mo_xmalloc ((size_t) nv * sizeof *s.defined);

  int n = d->len;
  char *mask = mo_xcalloc ((size_t) (n ? n : 1), 1);
  long nmask = n <= 10 ? 1L << n : 2L + 2L * n + 64;
  char why[512];
  for (long m = 0; m < nmask && !result; m++)
    {
      if (n <= 10)
	for (int i = 0; i < n; i++)
	  mask[i] = (char) ((m >> i) & 1);
      else if (m < 2)
	memset (mask, (int) m, (size_t) n);
      else if (m < 2 + n)
	for (int i = 0; i < n; i++)
	  mask[i] = i == m - 2;
      else if (m < 2 + 2 * n)
	for (int i = 0; i < n; i++)
	  mask[i] = i != m - 2 - n;
      else
	for (int i = 0; i < n; i++)
	  mask[i] = (char) (rnd ((uint64_t) m, 0, 0x3a5c, (uint64_t) i) & 1);
      if (!check_mask (&s, mask, why, sizeof why))
	{
	  char subset[256];
	  describe_mask (&s, mask, subset, sizeof subset);
	  snprintf (msg, sizeof msg, "subset {%s }: %s", subset, why);
	  result = msg;
	}
    }
  free (mask);
  free (s.first);
  free (s.dec);
  free (s.by_load);
  free (s.addr);
  free (s.group);
  free (s.write_ok);
  free (s.mem);
  free (s.vals);
  free (s.defined);
  free (s.trace);
  return result;
}
