/* campaign.c - a campaign's records in memory: the data that run, merge
   and report share (campaign.h).

   A campaign is a directory (run.c makes it):
     journal.jsonl   the fsync'd journal (journal.c): a "campaign" header,
                     one "start" line when a run of the command begins, one
                     "program" line per finished program, one "session"
                     line when the run ends (elapsed time, workers, how it
                     ended: status.c)
     results.jsonl   the program lines sorted by seed, rewritten at the end
     cases/<seed>/   the files of every program that did not pass
     tmp/            private temporary directories of running programs
   cdata_load reads the journal back: the header, the last record of each
   seed (a program redone after a resume replaces its earlier line), the
   sessions' times; from these come the counts, the summary, whether the
   campaign is complete and the commands' exit status.  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>

/* ---- campaign data, shared with merge and report ------------------- */

void
cdata_init (struct cdata *d)
{
  memset (d, 0, sizeof *d);
  jo_init (&d->header);
}

void
cdata_free (struct cdata *d)
{
  jo_free (&d->header);
  for (size_t i = 0; i < d->n; i++)
    jo_free (&d->progs[i]);
  free (d->progs);
  memset (d, 0, sizeof *d);
}

void
cdata_add_program (struct cdata *d, const struct jobj *rec)
{
  if (d->n == d->cap)
    {
      d->cap = d->cap ? d->cap * 2 : 64;
      d->progs = xrealloc (d->progs, d->cap * sizeof *d->progs);
    }
  struct jobj *slot = &d->progs[d->n++];
  jo_init (slot);
  for (size_t i = 0; i < rec->n; i++)
    {
      jo_set_str (slot, rec->keys[i], rec->vals[i]);
      slot->is_str[slot->n - 1] = rec->is_str[i];
    }
  char buf[32];
  snprintf (buf, sizeof buf, "%zu", d->n);
  jo_set_str (slot, "_order", buf);
}

static int
by_seed_then_order (const void *a, const void *b)
{
  long long x = jo_get_int (a, "seed", 0), y = jo_get_int (b, "seed", 0);
  if (x != y)
    return (x > y) - (x < y);
  x = jo_get_int (a, "_order", 0);
  y = jo_get_int (b, "_order", 0);
  return (x > y) - (x < y);
}

void
cdata_finish (struct cdata *d)
{
  qsort (d->progs, d->n, sizeof *d->progs, by_seed_then_order);
  size_t k = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      bool last = i + 1 == d->n
                  || jo_get_int (&d->progs[i + 1], "seed", 0)
                       != jo_get_int (&d->progs[i], "seed", 0);
      if (!last)
        {
          jo_free (&d->progs[i]);
          continue;
        }
      jo_del (&d->progs[i], "_order");
      d->progs[k++] = d->progs[i];
    }
  d->n = k;
}

bool
cdata_has_seed (const struct cdata *d, long long seed)
{
  size_t lo = 0, hi = d->n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      long long s = jo_get_int (&d->progs[mid], "seed", 0);
      if (s == seed)
        return true;
      if (s < seed)
        lo = mid + 1;
      else
        hi = mid;
    }
  return false;
}

static void
copy_obj (struct jobj *to, const struct jobj *from)
{
  jo_free (to);
  jo_init (to);
  for (size_t i = 0; i < from->n; i++)
    {
      jo_set_str (to, from->keys[i], from->vals[i]);
      to->is_str[to->n - 1] = from->is_str[i];
    }
}

static void
load_one (struct jobj *o, void *arg)
{
  struct cdata *d = arg;
  const char *kind = jo_get (o, "kind");
  if (!kind)
    return;
  if (strcmp (kind, "campaign") == 0)
    {
      if (!d->have_header)
        copy_obj (&d->header, o);
      d->have_header = true;
    }
  else if (strcmp (kind, "program") == 0)
    cdata_add_program (d, o);
  else if (strcmp (kind, "forced-resume") == 0)
    d->forced++;
  else if (strcmp (kind, "start") == 0)
    d->last_end[0] = 0;
  else if (strcmp (kind, "session") == 0)
    {
      const char *end = jo_get (o, "end");
      snprintf (d->last_end, sizeof d->last_end, "%s", end ? end : "");
      d->elapsed_s += jo_get_num (o, "elapsed_s", 0);
      d->core_s += jo_get_num (o, "elapsed_s", 0) * jo_get_num (o, "jobs", 1);
      d->timed += (long) jo_get_num (o, "programs", 0);
      d->sessions++;
    }
}

int
cdata_load (struct cdata *d, const char *dir)
{
  char *p = xasprintf ("%s/journal.jsonl", dir);
  long n = journal_load (p, load_one, d, &d->bad_lines);
  free (p);
  cdata_finish (d);
  return n < 0 ? -1 : 0;
}

int
cdata_write_results (struct cdata *d, const char *dir)
{
  cdata_finish (d);
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < d->n; i++)
    {
      jo_emit (&d->progs[i], &b);
      sb_add (&b, "\n");
    }
  char *p = xasprintf ("%s/results.jsonl", dir);
  int r = write_file (p, b.s, b.len, true);
  free (p);
  sb_free (&b);
  return r;
}

void
cdata_counts (const struct cdata *d, unsigned long counts[VC_COUNT],
              double *wall, double *tool)
{
  memset (counts, 0, VC_COUNT * sizeof counts[0]);
  *wall = *tool = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      enum vclass c = vclass_parse (jo_get (&d->progs[i], "class"));
      if (c < VC_COUNT)
        counts[c]++;
      *wall += jo_get_num (&d->progs[i], "wall_s", 0);
      *tool += jo_get_num (&d->progs[i], "tool_s", 0);
    }
}

unsigned long
cdata_findings (const struct cdata *d)
{
  unsigned long counts[VC_COUNT];
  double wall, tool;
  cdata_counts (d, counts, &wall, &tool);
  unsigned long n = 0;
  for (int c = 0; c < VC_COUNT; c++)
    if (vclass_is_finding ((enum vclass) c))
      n += counts[c];
  return n;
}

void
cdata_print_summary (const struct cdata *d, const char *dir, FILE *out)
{
  unsigned long counts[VC_COUNT];
  double wall, tool;
  cdata_counts (d, counts, &wall, &tool);
  fprintf (out, "memopt-verify campaign %s\n", dir);
  fprintf (out, "  seeds %s  shard %s  targets %s  levels %s%s%s%s%s\n",
           jo_get (&d->header, "seeds") ? jo_get (&d->header, "seeds") : "?",
           jo_get (&d->header, "shard") ? jo_get (&d->header, "shard") : "?",
           jo_get (&d->header, "targets") ? jo_get (&d->header, "targets") : "?",
           jo_get (&d->header, "levels") ? jo_get (&d->header, "levels") : "?",
           jo_get (&d->header, "plugin_args")
             && *jo_get (&d->header, "plugin_args") ? "  plugin args " : "",
           jo_get (&d->header, "plugin_args")
             ? jo_get (&d->header, "plugin_args") : "",
           jo_get (&d->header, "perf") ? "  perf " : "",
           jo_get (&d->header, "perf") ? jo_get (&d->header, "perf") : "");
  fprintf (out, "  %-18s %8s\n", "class", "programs");
  for (int c = VC_COUNT - 1; c >= 0; c--)
    fprintf (out, "  %-18s %8lu\n", vclass_name ((enum vclass) c), counts[c]);
  fprintf (out, "  %-18s %8zu\n", "total", d->n);
  char *why;
  cdata_state (d, &why);
  if (why)
    fprintf (out, "  %s\n", why);
  free (why);
  if (d->bad_lines)
    fprintf (out, "  journal: %ld unreadable line(s) skipped\n",
             d->bad_lines);
  if (d->forced)
    fprintf (out, "  %d session(s) resumed with --force by another build: "
             "the verdicts mix builds\n", d->forced);
  if (d->core_s > 0)
    {
      fprintf (out, "  elapsed %.0f s in %d session(s); %.0f programs per "
	       "hour, %.0f per core-hour\n", d->elapsed_s, d->sessions,
	       d->elapsed_s > 0 ? d->timed * 3600.0 / d->elapsed_s : 0,
	       d->timed * 3600.0 / d->core_s);
      if ((size_t) d->timed < d->n)
	fprintf (out, "  (rates over the %ld programs of those sessions; %zu "
		 "finished in sessions that were killed)\n", d->timed,
		 d->n - (size_t) d->timed);
    }
  double cpu = 0;
  for (size_t i = 0; i < d->n; i++)
    cpu += jo_get_num (&d->progs[i], "tool_cpu_s", 0);
  if (cpu > 0)
    fprintf (out, "  %.0f programs per CPU-hour (CPU time of the tools: "
             "%.0f s)\n", d->n * 3600.0 / cpu, cpu);
  if (wall > 0)
    fprintf (out, "  harness overhead in workers %.2f %% (%.0f s of tools in "
             "%.0f s)\n", 100.0 * (wall - tool) / wall, tool, wall);
  /* The findings, with crash buckets.  */
  bool header = false;
  for (size_t i = 0; i < d->n; i++)
    {
      const struct jobj *r = &d->progs[i];
      enum vclass c = vclass_parse (jo_get (r, "class"));
      if (!vclass_is_finding (c))
        continue;
      if (!header)
        fprintf (out, "  findings:\n");
      header = true;
      fprintf (out, "    %s/%s  %s  %s%s%s\n", dir,
               jo_get (r, "case") ? jo_get (r, "case") : "?",
               vclass_name (c), jo_get (r, "detail"),
               jo_get (r, "bucket") ? "  bucket: " : "",
               jo_get (r, "bucket") ? jo_get (r, "bucket") : "");
    }
}
