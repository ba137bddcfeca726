/* merge.c - `memopt-verify merge --out DIR SHARD...`: shards into one.

   Each shard is a campaign directory written by `run --shard K/N` with the
   same seed range and configuration.  The merged campaign has a journal
   with one header (shard "merged"), every program line (a seed present in
   several shards keeps the last one read), every session line (so the
   throughput counts all machines' time), results.jsonl, and the shards'
   cases/ copied in.  Shards whose configuration differs (targets, levels,
   plugin arguments, generator, seed range) are refused: their results
   would not mean the same thing; so is a shard given twice (two
   directories of shard 2/4: its seeds would count twice).  Missing
   shards are reported, since the seeds they held are then absent (the
   summary counts what is there), and kept in the header as
   missing_shards, so that the summary and the report say "incomplete:
   shards 3, 7 missing"; shards stopped early (a signal, lost workers, a
   kill) likewise as stopped_shards, and shards stopped at their
   --duration deadline as deadline_shards, which leave the merged
   campaign complete in the sense of status.c.  Exit status as run's
   (status.c): 1 findings, else 3 incomplete, else 0; --findings-exit N
   as run's.  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* ("perf" is there with --perf only: a missing key is "".)  */
static const char *const same_keys[] = {
  "seeds", "targets", "levels", "plugin_args", "generator", "csmith_options",
  "perf",
};

struct merge_ctx
{
  struct journal *j;
  int programs, sessions;
};

static void
copy_line (struct jobj *o, void *arg)
{
  struct merge_ctx *m = arg;
  const char *kind = jo_get (o, "kind");
  if (!kind || strcmp (kind, "campaign") == 0)
    return;
  if (journal_append (m->j, o) != 0)
    die ("cannot write %s: %s", m->j->path, strerror (errno));
  if (strcmp (kind, "program") == 0)
    m->programs++;
  else if (strcmp (kind, "session") == 0)
    m->sessions++;
}

/* The first shard's header, copied into FIRST (the merged campaign's
   header); the number of shards it says there are.  */
static unsigned long
take_first_header (struct cdata *first, const struct cdata *d)
{
  jo_free (&first->header);
  jo_init (&first->header);
  for (size_t k = 0; k < d->header.n; k++)
    {
      jo_set_str (&first->header, d->header.keys[k], d->header.vals[k]);
      first->header.is_str[k] = d->header.is_str[k];
    }
  const char *sh = jo_get (&d->header, "shard");
  const char *slash = sh ? strchr (sh, '/') : NULL;
  return slash ? strtoul (slash + 1, NULL, 10) : 1;
}

/* The shard numbers of the merge, each with its state: "3, 7" lists.  */
struct shard_states
{
  struct sbuf missing;          /* no directory given for it */
  struct sbuf stopped;          /* incomplete (status.c) */
  struct sbuf deadline;         /* stopped at its --duration deadline */
};

/* Check every shard against the first one (exit 2 when one holds no
   campaign, another configuration, or the number of a shard already
   given); the first's header into FIRST; the shards missing, stopped
   early and stopped at their deadline into S, each named in a message.  */
static void
check_shards (const struct strv *shards, struct cdata *first,
              struct shard_states *s)
{
  const char **seen = NULL;     /* seen[k]: the directory of shard k */
  unsigned long nshards = 0;
  sb_init (&s->missing);
  sb_init (&s->stopped);
  sb_init (&s->deadline);
  for (size_t i = 0; i < shards->n; i++)
    {
      struct cdata d;
      cdata_init (&d);
      if (cdata_load (&d, shards->v[i]) != 0 || !d.have_header)
        usage_error (d.n ? "merge: %s/journal.jsonl has no readable campaign "
                           "header (its first line is damaged): restore it, "
                           "or leave the shard out"
                         : "merge: %s holds no campaign (journal.jsonl)",
                     shards->v[i]);
      if (i == 0)
        {
          nshards = take_first_header (first, &d);
          seen = calloc (nshards + 1, sizeof *seen);
        }
      for (size_t k = 0; k < sizeof same_keys / sizeof *same_keys; k++)
        {
          const char *x = jo_get (&first->header, same_keys[k]);
          const char *y = jo_get (&d.header, same_keys[k]);
          if (strcmp (same_keys[k], "perf") == 0)
            {
              x = x ? x : "";
              y = y ? y : "";
            }
          if (!x || !y || strcmp (x, y) != 0)
            usage_error ("merge: %s has %s '%s' where %s has '%s'",
                         shards->v[i], same_keys[k], y ? y : "",
                         shards->v[0], x ? x : "");
        }
      const char *sh = jo_get (&d.header, "shard");
      unsigned long k = sh ? strtoul (sh, NULL, 10) : 0;
      if (k >= 1 && k <= nshards)
        {
          if (seen[k])
            usage_error ("merge: %s and %s are both shard %s: give each "
                         "shard once", seen[k], shards->v[i], sh);
          seen[k] = shards->v[i];
        }
      char *why;
      enum cstate st = cdata_state (&d, &why);
      if (st != CS_COMPLETE)
        {
          msg ("merge: shard %s (%s): %s", sh ? sh : "?", shards->v[i], why);
          struct sbuf *list = st == CS_DEADLINE ? &s->deadline : &s->stopped;
          sb_printf (list, "%s%lu", list->len ? ", " : "", k);
        }
      free (why);
      cdata_free (&d);
    }
  for (unsigned long k = 1; k <= nshards; k++)
    if (!seen[k])
      {
        msg ("merge: shard %lu/%lu is missing; its seeds are not in the "
             "result", k, nshards);
        sb_printf (&s->missing, "%s%lu", s->missing.len ? ", " : "", k);
      }
  free (seen);
}

/* Copy SHARD's journal lines (not its header) through M and its cases/
   into CASES.  */
static void
copy_shard (const char *shard, struct merge_ctx *m, const char *cases)
{
  char *jp = xasprintf ("%s/journal.jsonl", shard);
  journal_load (jp, copy_line, m, NULL);
  free (jp);
  char *src = xasprintf ("%s/cases", shard);
  if (file_exists (src))
    {
      char *dot = xasprintf ("%s/.", src);
      char *argv2[] = { "cp", "-a", dot, (char *) cases, NULL };
      struct limits l = { .timeout_s = 600 };
      struct runres r = run_cmd (argv2, NULL, NULL, NULL, &l);
      if (r.status != 0)
        msg ("merge: copying %s failed", src);
      free (dot);
    }
  free (src);
}

/* Write the merged campaign into OUT (which must hold none): HEADER,
   marked "merged" with the shards' states S, then every shard's lines and
   cases.  */
static void
write_merged (const char *out, const struct strv *shards, struct jobj *header,
              const struct shard_states *s)
{
  if (mkdir_p (out) != 0)
    die ("cannot create %s: %s", out, strerror (errno));
  struct cdata existing;
  cdata_init (&existing);
  if (cdata_load (&existing, out) == 0 && (existing.have_header
                                           || existing.n))
    usage_error ("merge: %s already holds a campaign", out);
  cdata_free (&existing);
  struct journal j;
  if (journal_open (&j, out) != 0)
    die ("cannot open the journal in %s: %s", out, strerror (errno));
  jo_set_str (header, "shard", "merged");
  jo_del (header, "missing_shards");
  jo_del (header, "stopped_shards");
  jo_del (header, "deadline_shards");
  if (s->missing.len)
    jo_set_str (header, "missing_shards", s->missing.s);
  if (s->stopped.len)
    jo_set_str (header, "stopped_shards", s->stopped.s);
  if (s->deadline.len)
    jo_set_str (header, "deadline_shards", s->deadline.s);
  journal_append (&j, header);
  struct merge_ctx m = { &j, 0, 0 };
  char *cases = xasprintf ("%s/cases", out);
  mkdir_p (cases);
  for (size_t i = 0; i < shards->n; i++)
    copy_shard (shards->v[i], &m, cases);
  free (cases);
  journal_close (&j);
  msg ("merged %zu shards: %d program lines, %d sessions", shards->n,
       m.programs, m.sessions);
}

int
cmd_merge (const struct cli_args *args)
{
  const char *out = NULL;
  int findings_exit = -1;
  struct strv shards;
  sv_init (&shards);
  for (size_t i = 0; i < args->nopts; i++)
    if (args->opts[i].key == CLI_MERGE_OUT)
      out = args->opts[i].value;
    else if (args->opts[i].key == CLI_FINDINGS_EXIT)
      findings_exit = parse_findings_exit (args->opts[i].value);
  for (size_t i = 0; i < args->noperands; i++)
    sv_add (&shards, args->operands[i]);
  if (!out)
    usage_error ("merge: --out DIR is required");
  if (!shards.n)
    usage_error ("merge: no shard directory given");
  struct cdata first;
  cdata_init (&first);
  struct shard_states states;
  check_shards (&shards, &first, &states);
  write_merged (out, &shards, &first.header, &states);
  sb_free (&states.missing);
  sb_free (&states.stopped);
  sb_free (&states.deadline);
  struct cdata d;
  cdata_init (&d);
  cdata_load (&d, out);
  cdata_write_results (&d, out);
  cdata_print_summary (&d, out, stdout);
  ci_write_summary (&d, out, out, true);
  int st = cdata_exit_status (&d, findings_exit);
  cdata_free (&d);
  cdata_free (&first);
  sv_free (&shards);
  return st;
}
