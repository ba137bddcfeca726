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
/* "incomplete: ..." when the campaign lacks programs of its seed range
   (a run stopped early, or shards missing from a merge); else NULL.  */
char *cdata_incomplete (const struct cdata *d);
/* Programs of the finding classes (vclass_is_finding).  */
unsigned long cdata_findings (const struct cdata *d);
/* The commands' exit status for a campaign: 3 incomplete, else 1 with
   findings, else 0.  */
int cdata_exit_status (const struct cdata *d);

#endif
