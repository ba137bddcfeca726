/* test-remarks.c - plugin/remarks.tsv agrees with itself: every kind's
   FORMAT, as the passes print it, matches its own REGEX and no other
   row's (so counting by REGEX, as memopt-verify, the tests and bench do,
   counts each printed remark once, under its kind).  The table is read
   through memopt-remarks.h, generated from it at build time, the same
   header the plugin prints its remarks with.  */

#define _POSIX_C_SOURCE 200809L
#include "unit.h"
#include "memopt-remarks.h"

#include <regex.h>
#include <stdio.h>
#include <string.h>

static const struct mo_remark_row table[] = MO_REMARK_TABLE;
#define NROW ((int) (sizeof table / sizeof table[0]))

/* "memopt: " and FMT with every %s replaced by S and every %d by 3.  */
static const char *
instantiate (const char *fmt, const char *s)
{
  static char buf[512];
  size_t n = (size_t) snprintf (buf, sizeof buf, "memopt: ");
  for (const char *p = fmt; *p && n + 64 < sizeof buf; p++)
    if (p[0] == '%' && p[1] == 's')
      n += (size_t) snprintf (buf + n, sizeof buf - n, "%s", s), p++;
    else if (p[0] == '%' && p[1] == 'd')
      n += (size_t) snprintf (buf + n, sizeof buf - n, "3"), p++;
    else
      buf[n++] = *p, buf[n] = 0;
  return buf;
}

/* The rows whose REGEX matches TEXT, as a bit set (all bits: a REGEX
   does not compile).  */
static unsigned
matching_rows (const char *text)
{
  unsigned rows = 0;
  for (int k = 0; k < NROW; k++)
    {
      regex_t re;
      if (regcomp (&re, table[k].regex, REG_EXTENDED | REG_NOSUB) != 0)
	return ~0u;
      if (regexec (&re, text, 0, NULL, 0) == 0)
	rows |= 1u << k;
      regfree (&re);
    }
  return rows;
}

/* Checks: each FORMAT, with names, expressions and block numbers filled
   in (also names that look like another kind's phrase), matches exactly
   its own row.  */
static void
remarks_format_matches_own_regex_only (void)
{
  const char *fills[] = { "x_1", "MEM[(int *)p_2(D) + 4B]", "a PHI",
			  ": the call to strcpy" };
  CHECK (NROW == MO_REMARK_KINDS && NROW <= 32);
  for (int k = 0; k < NROW; k++)
    for (size_t f = 0; f < sizeof fills / sizeof fills[0]; f++)
      {
	/* "a PHI" as a replacement value is phi's phrase, not a value
	   load-replaced prints (values are SSA names and constants).  */
	if (k == MO_REMARK_LOAD_REPLACED && f == 2)
	  continue;
	const char *text = instantiate (table[k].format, fills[f]);
	unsigned rows = matching_rows (text);
	if (rows != 1u << k)
	  fprintf (stderr, "kind %s: '%s' matches rows 0x%x\n", table[k].kind,
		   text, rows);
	CHECK (rows == 1u << k);
      }
}

/* Checks: kinds are unique; every pass is one of the plugin's; every
   counter is one of the summary totals.  */
static void
remarks_kinds_passes_counters (void)
{
  const char *passes = " memopt-lse memopt-phi memopt-dse memopt-pairs "
		       "memopt-reread memopt-hoist-const memopt-promote "
		       "memopt-inline ";
  const char *counters = " loads-removed stores-removed dead-stores "
			 "stores-moved pairs-formed adds-folded stores-combined "
			 "inline-hints ";
  for (int k = 0; k < NROW; k++)
    {
      char word[64];
      for (int j = 0; j < k; j++)
	CHECK (strcmp (table[j].kind, table[k].kind) != 0);
      snprintf (word, sizeof word, " %s ", table[k].pass);
      CHECK (strstr (passes, word));
      snprintf (word, sizeof word, " %s ", table[k].counter);
      CHECK (strstr (counters, word));
    }
}

const struct unit_case unit_remarks_cases[] = {
  UNIT_CASE (remarks_format_matches_own_regex_only),
  UNIT_CASE (remarks_kinds_passes_counters),
  { NULL, NULL }
};
