/* campaign.h - a campaign's records in memory, shared by run, merge and
   report (campaign.c).  */

#ifndef MEMOPT_VERIFY_CAMPAIGN_H
#define MEMOPT_VERIFY_CAMPAIGN_H

#include "verify.h"

struct cdata
{
  struct jobj header;           /* the "campaign" line */
  bool have_header;
  struct jobj *progs;           /* "program" lines, one per seed */
  size_t n, cap;
  double elapsed_s;             /* sum over the sessions */
  double core_s;                /* sum of elapsed * workers */
  int sessions;
  long bad_lines;               /* journal lines that were not records */
  int forced;                   /* sessions resumed with --force by
                                   another build ("forced-resume" lines) */
  long timed;                   /* programs finished in those sessions: a
				   session killed before its end leaves no
				   "session" line, so its programs count in
				   no rate */
  char last_end[16];            /* how the last run ended: its "session"
                                   line's "end" (complete, deadline,
                                   signal, lost); "" when it has none (a
                                   "start" line after the last session:
                                   killed, or still running) */
};

void cdata_init (struct cdata *d);
void cdata_free (struct cdata *d);
/* Append a program record; cdata_finish sorts by seed and keeps the last
   record of each seed.  */
void cdata_add_program (struct cdata *d, const struct jobj *rec);
void cdata_finish (struct cdata *d);
/* Load DIR/journal.jsonl (finished).  Returns -1 when there is none.  */
int cdata_load (struct cdata *d, const char *dir);
bool cdata_has_seed (const struct cdata *d, long long seed);
int cdata_write_results (struct cdata *d, const char *dir);
void cdata_counts (const struct cdata *d, unsigned long counts[VC_COUNT],
                   double *wall, double *tool);
void cdata_print_summary (const struct cdata *d, const char *dir, FILE *out);
/* Programs of the finding classes (vclass_is_finding).  */
unsigned long cdata_findings (const struct cdata *d);

/* ---- status.c: how a campaign ended, the exit status ---------------- */

enum cstate { CS_COMPLETE, CS_DEADLINE, CS_INCOMPLETE };
/* D's state; *WHY (malloc'd; NULL when complete) says "incomplete: ..."
   or "stopped at the --duration deadline: ...".  */
enum cstate cdata_state (const struct cdata *d, char **why);
/* "incomplete: ..." when D is incomplete (a run stopped by a signal or
   killed, workers lost, shards missing from a merge); else NULL (also
   for a run stopped by its --duration deadline).  */
char *cdata_incomplete (const struct cdata *d);
/* The exit status for INCOMPLETE and FINDINGS: FINDINGS_EXIT < 0 (the
   default) 1 with findings, else 3 incomplete, else 0; FINDINGS_EXIT >= 0
   (--findings-exit N) 3 incomplete, else N with findings, else 0.  */
int exit_status_for (bool incomplete, bool findings, int findings_exit);
/* exit_status_for D's state and findings.  */
int cdata_exit_status (const struct cdata *d, int findings_exit);
/* --findings-exit's value V: 0-255 but 2 and 3; else a usage error.  */
int parse_findings_exit (const char *v);

/* ---- ci.c: the campaign for CI systems -------------------------------- */

/* DIR's campaign D as OUT/summary.json (the state, counts, exit status
   and findings), naming the file on stdout unless QUIET; -1 after a
   message naming the file and the cause when it cannot be written.  */
int ci_write_summary (const struct cdata *d, const char *dir, const char *out,
                      bool quiet);
/* OUT/junit.xml, OUT/results.sarif and OUT/summary.json of DIR's
   campaign D, each named on stdout; -1 after a message when one cannot
   be written.  */
int ci_write_all (const struct cdata *d, const char *dir, const char *out);

#endif
