/* ci.c - a campaign in the formats CI systems read: JUnit XML, SARIF
   2.1.0 and a JSON summary of the counts.

   report writes the three files beside report.md (or into --out), run
   and merge write summary.json at the end of every command (a status
   file an engine can read without parsing a log):
     junit.xml      one <testcase> per program and configuration (target
                    and level, from the record's "verdicts"), class name
                    memopt-verify.TARGET.LEVEL, name "seed N"; a finding
                    (miscompile, check-failure, plugin-crash,
                    perf-regression) is a <failure> whose type is its
                    class and whose text names the case directory and,
                    once reduce stored it, the reduced case
                    (cases/N/reduced-case); gcc-or-ub, timeout and
                    generator-failure are <skipped> (not the plugin's
                    doing); pass is a plain test case;
     results.sarif  one result per finding and configuration, rule = class
                    (level error; perf-regression a warning), the location
                    the case's program (cases/N/prog.c) or the reduced
                    case's reduced.c, the bucket as a partial fingerprint
                    so that a code-scanning service groups the same crash;
     summary.json   the settings, the state (complete, deadline,
                    incomplete: status.c) and why, programs done and
                    wanted, findings, the programs per class, the exit
                    status run, merge and report give (without
                    --findings-exit), and each finding (seed, class,
                    case, detail, bucket).
   Example: a campaign of seeds 1-4 on x86_64 and aarch64 at O2 where
   seed 3 is miscompiled on aarch64: junit.xml has 8 test cases, one
   failure (memopt-verify.aarch64.O2 "seed 3", type miscompile);
   results.sarif one result; summary.json "findings": 1.

   Everything is written to a temporary name and renamed, so a reader
   never sees half a file.  A write that fails returns -1 with errno set
   (the caller names the file and the cause).  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* S with XML's five special characters escaped, appended to B.  */
static void
xml_escape (struct sbuf *b, const char *s)
{
  for (; s && *s; s++)
    switch (*s)
      {
      case '<': sb_add (b, "&lt;"); break;
      case '>': sb_add (b, "&gt;"); break;
      case '&': sb_add (b, "&amp;"); break;
      case '"': sb_add (b, "&quot;"); break;
      case '\'': sb_add (b, "&apos;"); break;
      default:
        /* XML 1.0 allows no control character but tab and newlines.  */
        if ((unsigned char) *s < 0x20 && *s != '\t' && *s != '\n')
          sb_add (b, "?");
        else
          sb_printf (b, "%c", *s);
      }
}

/* S as a JSON string ("" for NULL).  */
static void
json_str (struct sbuf *b, const char *s)
{
  json_escape (b, s ? s : "");
}

/* The path of the reduced case of program record R (DIR/cases/N/
   reduced-case, written by reduce), or NULL: a string to free.  */
static char *
reduced_case (const char *dir, const struct jobj *r)
{
  const char *c = jo_get (r, "case");
  if (!c)
    return NULL;
  char *p = xasprintf ("%s/%s/reduced-case", dir, c);
  char *text = read_file (p, NULL);
  free (p);
  if (text)
    text[strcspn (text, "\n")] = 0;
  if (text && !*text)
    {
      free (text);
      return NULL;
    }
  return text;
}

/* Call FN for each configuration of program record R: its target, its
   level and the class there, from "verdicts" ("x86_64:O2=pass
   aarch64:O2=miscompile"); a record without verdicts (the generator
   failed) is one configuration "all" of the program's class.  */
static void
each_config (const struct jobj *r,
             void (*fn) (const char *target, const char *level,
                         enum vclass c, void *arg), void *arg)
{
  const char *v = jo_get (r, "verdicts");
  enum vclass whole = vclass_parse (jo_get (r, "class"));
  if (!v || !*v)
    {
      fn ("all", "all", whole, arg);
      return;
    }
  char *copy = xstrdup (v);
  for (char *save, *w = strtok_r (copy, " ", &save); w;
       w = strtok_r (NULL, " ", &save))
    {
      char *colon = strchr (w, ':'), *eq = strchr (w, '=');
      if (!colon || !eq || eq < colon)
        continue;
      *colon = *eq = 0;
      enum vclass c = vclass_parse (eq + 1);
      fn (w, colon + 1, c < VC_COUNT ? c : whole, arg);
    }
  free (copy);
}

struct cfg_ctx
{
  const char *dir;              /* the campaign directory */
  const struct jobj *r;         /* the program record */
  struct sbuf *b;
  unsigned long n, failures, skipped;
  bool first;                   /* SARIF: no result written yet */
};

/* One JUnit <testcase>.  */
static void
junit_case (const char *target, const char *level, enum vclass c, void *arg)
{
  struct cfg_ctx *x = arg;
  const struct jobj *r = x->r;
  x->n++;
  sb_printf (x->b, "    <testcase classname=\"memopt-verify.%s.%s\" "
             "name=\"seed %lld\"", target, level,
             jo_get_int (r, "seed", 0));
  sb_printf (x->b, " time=\"%.3f\"", jo_get_num (r, "wall_s", 0));
  if (c == VC_PASS)
    {
      sb_add (x->b, "/>\n");
      return;
    }
  const char *detail = jo_get (r, "detail");
  if (vclass_is_finding (c))
    {
      x->failures++;
      sb_printf (x->b, ">\n      <failure type=\"%s\" message=\"",
                 vclass_name (c));
      struct sbuf m;
      sb_init (&m);
      sb_printf (&m, "%s on %s %s: %s", vclass_name (c), target, level,
                 detail ? detail : "");
      xml_escape (x->b, m.s);
      sb_free (&m);
      sb_add (x->b, "\">");
      char *red = reduced_case (x->dir, r);
      struct sbuf t;
      sb_init (&t);
      sb_printf (&t, "case: %s/%s\n", x->dir,
                 jo_get (r, "case") ? jo_get (r, "case") : "?");
      if (red)
        sb_printf (&t, "reduced case: %s\n", red);
      else
        sb_printf (&t, "reduce it: memopt-verify reduce %s/%s\n", x->dir,
                   jo_get (r, "case") ? jo_get (r, "case") : "?");
      if (jo_get (r, "bucket"))
        sb_printf (&t, "bucket: %s\n", jo_get (r, "bucket"));
      xml_escape (x->b, t.s);
      sb_free (&t);
      free (red);
      sb_add (x->b, "</failure>\n    </testcase>\n");
      return;
    }
  x->skipped++;
  sb_printf (x->b, ">\n      <skipped message=\"%s: ", vclass_name (c));
  xml_escape (x->b, detail ? detail : "");
  sb_add (x->b, "\"/>\n    </testcase>\n");
}

/* junit.xml of D (campaign directory DIR) into B.  */
static void
junit_text (const struct cdata *d, const char *dir, struct sbuf *b)
{
  struct sbuf cases;
  sb_init (&cases);
  struct cfg_ctx x = { .dir = dir, .b = &cases };
  for (size_t i = 0; i < d->n; i++)
    {
      x.r = &d->progs[i];
      each_config (x.r, junit_case, &x);
    }
  sb_add (b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  sb_printf (b, "<testsuites name=\"memopt-verify\" tests=\"%lu\" "
             "failures=\"%lu\" errors=\"0\" skipped=\"%lu\">\n", x.n,
             x.failures, x.skipped);
  sb_printf (b, "  <testsuite name=\"memopt-verify campaign ");
  xml_escape (b, dir);
  sb_printf (b, "\" tests=\"%lu\" failures=\"%lu\" errors=\"0\" "
             "skipped=\"%lu\" time=\"%.0f\">\n", x.n, x.failures,
             x.skipped, d->elapsed_s);
  sb_add (b, "    <properties>\n");
  static const char *const keys[] = { "seeds", "shard", "targets", "levels",
                                      "plugin_args", "generator",
                                      "memopt_version", NULL };
  for (int k = 0; keys[k]; k++)
    if (jo_get (&d->header, keys[k]))
      {
        sb_printf (b, "      <property name=\"%s\" value=\"", keys[k]);
        xml_escape (b, jo_get (&d->header, keys[k]));
        sb_add (b, "\"/>\n");
      }
  sb_add (b, "    </properties>\n");
  sb_add (b, cases.s);
  sb_add (b, "  </testsuite>\n</testsuites>\n");
  sb_free (&cases);
}

/* One SARIF result, for a configuration whose class is a finding.  */
static void
sarif_result (const char *target, const char *level, enum vclass c,
              void *arg)
{
  struct cfg_ctx *x = arg;
  if (!vclass_is_finding (c))
    return;
  const struct jobj *r = x->r;
  x->n++;
  sb_add (x->b, x->first ? "\n        {" : ",\n        {");
  x->first = false;
  sb_printf (x->b, "\"ruleId\": \"%s\", \"level\": \"%s\", ",
             vclass_name (c), c == VC_PERF_REGRESSION ? "warning" : "error");
  struct sbuf m;
  sb_init (&m);
  sb_printf (&m, "seed %lld, %s %s: %s", jo_get_int (r, "seed", 0), target,
             level, jo_get (r, "detail") ? jo_get (r, "detail") : "");
  char *red = reduced_case (x->dir, r);
  if (red)
    sb_printf (&m, " (reduced case: %s)", red);
  sb_add (x->b, "\"message\": {\"text\": ");
  json_str (x->b, m.s);
  sb_free (&m);
  struct sbuf uri;
  sb_init (&uri);
  if (red)
    sb_printf (&uri, "%s/reduced.c", red);
  else
    sb_printf (&uri, "%s/%s/prog.c", x->dir,
               jo_get (r, "case") ? jo_get (r, "case") : "?");
  sb_add (x->b, "}, \"locations\": [{\"physicalLocation\": "
          "{\"artifactLocation\": {\"uri\": ");
  json_str (x->b, uri.s);
  sb_add (x->b, "}}}]");
  sb_free (&uri);
  if (jo_get (r, "bucket"))
    {
      sb_add (x->b, ", \"partialFingerprints\": {\"memoptBucket/v1\": ");
      json_str (x->b, jo_get (r, "bucket"));
      sb_add (x->b, "}");
    }
  sb_add (x->b, "}");
  free (red);
}

/* results.sarif of D into B.  */
static void
sarif_text (const struct cdata *d, const char *dir, struct sbuf *b)
{
  sb_add (b, "{\n  \"$schema\": "
          "\"https://json.schemastore.org/sarif-2.1.0.json\",\n"
          "  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
          "    \"tool\": {\"driver\": {\"name\": \"memopt-verify\", "
          "\"version\": ");
  json_str (b, jo_get (&d->header, "memopt_version")
                 ? jo_get (&d->header, "memopt_version") : "unknown");
  sb_add (b, ", \"rules\": [");
  bool first = true;
  for (int c = 0; c < VC_COUNT; c++)
    if (vclass_is_finding ((enum vclass) c))
      {
        sb_printf (b, "%s\n      {\"id\": \"%s\", \"shortDescription\": "
                   "{\"text\": \"memopt: %s\"}}", first ? "" : ",",
                   vclass_name ((enum vclass) c),
                   vclass_name ((enum vclass) c));
        first = false;
      }
  sb_add (b, "]}},\n    \"results\": [");
  struct cfg_ctx x = { .dir = dir, .b = b, .first = true };
  for (size_t i = 0; i < d->n; i++)
    {
      x.r = &d->progs[i];
      each_config (x.r, sarif_result, &x);
    }
  sb_add (b, x.first ? "]\n  }]\n}\n" : "\n    ]\n  }]\n}\n");
}

/* summary.json of D into B.  */
static void
summary_text (const struct cdata *d, const char *dir, struct sbuf *b)
{
  unsigned long counts[VC_COUNT];
  double wall, tool;
  cdata_counts (d, counts, &wall, &tool);
  char *why;
  enum cstate st = cdata_state (d, &why);
  static const char *const state_name[] = { "complete", "deadline",
                                            "incomplete" };
  unsigned long findings = cdata_findings (d);
  sb_add (b, "{\n  \"campaign\": ");
  json_str (b, dir);
  static const char *const keys[] = { "seeds", "shard", "targets", "levels",
                                      "plugin_args", "generator",
                                      "memopt_version", NULL };
  for (int k = 0; keys[k]; k++)
    {
      sb_printf (b, ",\n  \"%s\": ", keys[k]);
      json_str (b, jo_get (&d->header, keys[k]));
    }
  sb_printf (b, ",\n  \"state\": \"%s\",\n  \"why\": ", state_name[st]);
  json_str (b, why ? why : "");
  sb_printf (b, ",\n  \"programs\": %zu,\n  \"findings\": %lu,\n"
             "  \"exit_status\": %d,\n  \"sessions\": %d,\n"
             "  \"elapsed_s\": %.1f,\n  \"classes\": {",
             d->n, findings,
             exit_status_for (st == CS_INCOMPLETE, findings > 0, -1),
             d->sessions, d->elapsed_s);
  for (int c = 0; c < VC_COUNT; c++)
    sb_printf (b, "%s\"%s\": %lu", c ? ", " : "",
               vclass_name ((enum vclass) c), counts[c]);
  sb_add (b, "},\n  \"finding_list\": [");
  bool first = true;
  for (size_t i = 0; i < d->n; i++)
    {
      const struct jobj *r = &d->progs[i];
      enum vclass c = vclass_parse (jo_get (r, "class"));
      if (!vclass_is_finding (c))
        continue;
      sb_printf (b, "%s\n    {\"seed\": %lld, \"class\": \"%s\", \"case\": ",
                 first ? "" : ",", jo_get_int (r, "seed", 0),
                 vclass_name (c));
      first = false;
      char *cp = xasprintf ("%s/%s", dir,
                            jo_get (r, "case") ? jo_get (r, "case") : "?");
      json_str (b, cp);
      free (cp);
      char *red = reduced_case (dir, r);
      sb_add (b, ", \"reduced_case\": ");
      json_str (b, red);
      free (red);
      sb_add (b, ", \"detail\": ");
      json_str (b, jo_get (r, "detail"));
      sb_add (b, ", \"bucket\": ");
      json_str (b, jo_get (r, "bucket"));
      sb_add (b, "}");
    }
  sb_add (b, first ? "]\n}\n" : "\n  ]\n}\n");
  free (why);
}

/* TEXT into OUT/NAME through a temporary name; -1 (errno set) when it
   cannot be written.  */
static int
put_atomic (const char *out, const char *name, const struct sbuf *text)
{
  char *p = xasprintf ("%s/%s", out, name);
  char *tmp = xasprintf ("%s/.%s.tmp", out, name);
  int r = write_file (tmp, text->s, text->len, false);
  if (r == 0 && rename (tmp, p) != 0)
    r = -1;
  if (r != 0)
    {
      int e = errno;
      unlink (tmp);
      errno = e;
    }
  else
    printf ("%s\n", p);
  free (p);
  free (tmp);
  return r;
}

int
ci_write_summary (const struct cdata *d, const char *dir, const char *out,
                  bool quiet)
{
  struct sbuf b;
  sb_init (&b);
  summary_text (d, dir, &b);
  char *p = xasprintf ("%s/summary.json", out);
  char *tmp = xasprintf ("%s/.summary.json.tmp", out);
  int r = write_file (tmp, b.s, b.len, false);
  if (r == 0 && rename (tmp, p) != 0)
    r = -1;
  if (r != 0)
    msg ("cannot write %s: %s", p, strerror (errno));
  else if (!quiet)
    printf ("%s\n", p);
  free (p);
  free (tmp);
  sb_free (&b);
  return r;
}

int
ci_write_all (const struct cdata *d, const char *dir, const char *out)
{
  struct sbuf j, s;
  sb_init (&j);
  sb_init (&s);
  junit_text (d, dir, &j);
  sarif_text (d, dir, &s);
  int r = 0;
  const char *names[] = { "junit.xml", "results.sarif" };
  const struct sbuf *texts[] = { &j, &s };
  for (int i = 0; i < 2; i++)
    if (put_atomic (out, names[i], texts[i]) != 0)
      {
        msg ("cannot write %s/%s: %s", out, names[i], strerror (errno));
        r = -1;
      }
  sb_free (&j);
  sb_free (&s);
  if (ci_write_summary (d, dir, out, false) != 0)
    r = -1;
  return r;
}
