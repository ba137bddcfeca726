/* status.c - how a campaign ended, and the exit status that run, merge
   and report give for it: what a scheduler (Slurm, GNU parallel, a
   Kubernetes Job, cron) acts on.

   A campaign is in one of three states (cdata_state):
     complete    every seed of its range (of its shard) is done;
     deadline    seeds are left only because `run --duration` reached its
                 deadline: the last run ended by itself, with every
                 program it started done (its "session" line says "end":
                 "deadline");
     incomplete  seeds are left for another reason: a signal stopped the
                 last run ("end": "signal"), a worker left no result
                 ("lost"), the last run was killed (a "start" line with no
                 "session" after it), or, merged, shards are missing or
                 were themselves incomplete.
   A merged campaign has no run of its own: merge writes each shard's
   state into the header (missing_shards, stopped_shards,
   deadline_shards), and the state follows from them.  A journal written
   before runs recorded their end (no "end" key) is incomplete when seeds
   are left, as it was then.

   Example: `run --seeds 1-100 --duration 1h` finishes 60 programs when
   the hour is up and waits for the 2 running: journal "start", 62
   "program" lines, "session" with "end":"deadline": state deadline, exit
   0 (1 when one of the 62 is a finding).  The same run stopped by
   SIGTERM: "end":"signal": incomplete, exit 3, or 1 with findings.

   Exit status (cdata_exit_status), 2 being the commands' own errors:
     default             findings 1, else incomplete 3, else 0: findings
                         dominate, so that no one mistakes a night that
                         found a miscompile for a night that was cut short;
     --findings-exit N   incomplete 3, else findings N, else 0: for an
                         engine that retries a failed task (N = 0: a shard
                         is never retried because it found something; a
                         shard stopped early still is, and --resume
                         continues it, keeping what it found).  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>

/* Seeds the campaign's range gives its shard (a merged campaign: all),
   or -1 when the header does not say.  */
static long
seeds_wanted (const struct cdata *d)
{
  const char *seeds = jo_get (&d->header, "seeds");
  const char *shard = jo_get (&d->header, "shard");
  unsigned long a, b, k = 1, n = 1;
  if (!seeds || sscanf (seeds, "%lu-%lu", &a, &b) != 2 || b < a)
    return -1;
  if (shard && strcmp (shard, "merged") != 0
      && sscanf (shard, "%lu/%lu", &k, &n) != 2)
    return -1;
  if (n == 0 || k == 0 || k > n)
    return -1;
  /* Seeds whose index in the range is K-1 modulo N (run.c's shard_seeds).  */
  unsigned long total = b - a + 1;
  return (long) (total / n + (k - 1 < total % n ? 1 : 0));
}

/* A non-empty header value KEY, or NULL.  */
static const char *
hval (const struct cdata *d, const char *key)
{
  const char *v = jo_get (&d->header, key);
  return v && *v ? v : NULL;
}

enum cstate
cdata_state (const struct cdata *d, char **why)
{
  *why = NULL;
  if (hval (d, "missing_shards"))
    {
      *why = xasprintf ("incomplete: shards %s missing",
                        hval (d, "missing_shards"));
      return CS_INCOMPLETE;
    }
  if (hval (d, "stopped_shards"))
    {
      *why = xasprintf ("incomplete: shards %s stopped early (resume them "
                        "with run --resume, then merge again)",
                        hval (d, "stopped_shards"));
      return CS_INCOMPLETE;
    }
  long want = seeds_wanted (d);
  if (want < 0 || (long) d->n >= want)
    return CS_COMPLETE;
  const char *shard = jo_get (&d->header, "shard");
  bool merged = shard && strcmp (shard, "merged") == 0;
  if (merged ? hval (d, "deadline_shards") != NULL
             : strcmp (d->last_end, "deadline") == 0)
    {
      *why = xasprintf ("stopped at the --duration deadline: %zu of %ld "
                        "programs done (run --resume continues)", d->n,
                        want);
      return CS_DEADLINE;
    }
  const char *cause = strcmp (d->last_end, "signal") == 0
                        ? "stopped by a signal"
                      : strcmp (d->last_end, "lost") == 0
                        ? "workers lost"
                      : d->last_end[0] ? d->last_end
                      : "the last run was killed or is still running";
  *why = xasprintf ("incomplete: %zu of %ld programs done (%s; resume with "
                    "run --resume)", d->n, want,
                    merged ? "shards short of seeds" : cause);
  return CS_INCOMPLETE;
}

char *
cdata_incomplete (const struct cdata *d)
{
  char *why;
  if (cdata_state (d, &why) == CS_INCOMPLETE)
    return why;
  free (why);
  return NULL;
}

int
exit_status_for (bool incomplete, bool findings, int findings_exit)
{
  if (findings_exit < 0)
    return findings ? 1 : incomplete ? 3 : 0;
  return incomplete ? 3 : findings ? findings_exit : 0;
}

int
cdata_exit_status (const struct cdata *d, int findings_exit)
{
  char *why;
  bool incomplete = cdata_state (d, &why) == CS_INCOMPLETE;
  free (why);
  return exit_status_for (incomplete, cdata_findings (d) > 0, findings_exit);
}

int
parse_findings_exit (const char *v)
{
  unsigned long n;
  if (!parse_ulong (v, &n) || n > 255 || n == 2 || n == 3)
    usage_error ("--findings-exit wants a status from 0 to 255 other than 2 "
                 "(error) and 3 (incomplete), got '%s'", v);
  return (int) n;
}
