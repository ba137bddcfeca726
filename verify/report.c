/* report.c - `memopt-verify report DIR`: a campaign for people.

   Reads DIR/journal.jsonl (campaign.c) and writes into DIR (or --out
   OUT, for a campaign on a read-only file system):
     report.md       summary table, findings, the performance regressions
                     of a --perf campaign, crash buckets, charts linked
     report.html     the same, standalone, charts inline
     throughput.svg  programs finished against time since the first start
     classes.svg     programs per class (bar chart)
     junit.xml, results.sarif, summary.json  for CI systems (ci.c)
   The charts are plain SVG written by hand: no dependency.  Times come
   from the "finished" stamps of the program lines; with shards run on
   several machines the curve is the union of all of them.  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Cumulative programs against minutes.  */
static void
svg_throughput (const struct cdata *d, struct sbuf *s)
{
  const int W = 560, H = 260, L = 50, B = 30, T = 20, R = 20;
  size_t n = d->n;
  double *t = xmalloc ((n + 1) * sizeof *t);
  for (size_t i = 0; i < n; i++)
    t[i] = jo_get_num (&d->progs[i], "finished", 0);
  qsort (t, n, sizeof *t, cmp_double);
  double t0 = jo_get_num (&d->header, "started", n ? t[0] : 0);
  double span = n ? (t[n - 1] - t0) / 60 : 1;
  if (span <= 0)
    span = 1;
  sb_printf (s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
             "height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">\n",
             W, H);
  sb_printf (s, "<text x=\"%d\" y=\"14\">programs finished (%zu) against "
             "minutes since the start (%.1f)</text>\n", L, n, span);
  sb_printf (s, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
             "stroke=\"black\"/>\n", L, H - B, W - R, H - B);
  sb_printf (s, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
             "stroke=\"black\"/>\n", L, T, L, H - B);
  sb_printf (s, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%zu</text>\n",
             L - 4, T + 4, n);
  sb_printf (s, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>\n",
             L - 4, H - B);
  sb_printf (s, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%.1f min"
             "</text>\n", W - R, H - B + 16, span);
  sb_printf (s, "<polyline fill=\"none\" stroke=\"#1f77b4\" "
             "stroke-width=\"2\" points=\"%d,%d", L, H - B);
  for (size_t i = 0; i < n; i++)
    {
      double x = L + (t[i] - t0) / 60 / span * (W - L - R);
      double y = (H - B) - (double) (i + 1) / (double) n * (H - B - T);
      sb_printf (s, " %.1f,%.1f", x, y);
    }
  sb_add (s, "\"/>\n</svg>\n");
  free (t);
}

static const char *const class_color[VC_COUNT] = {
  "#d62728", "#e377c2", "#ff7f0e", "#bcbd22", "#9467bd", "#8c564b",
  "#7f7f7f", "#2ca02c",
};

static void
svg_classes (const unsigned long counts[VC_COUNT], struct sbuf *s)
{
  const int W = 560, row = 26, L = 130, R = 60;
  int H = row * VC_COUNT + 30;
  unsigned long max = 1;
  for (int c = 0; c < VC_COUNT; c++)
    if (counts[c] > max)
      max = counts[c];
  sb_printf (s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
             "height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">\n",
             W, H);
  sb_add (s, "<text x=\"4\" y=\"14\">programs per class (findings: "
          "miscompile, check-failure, plugin-crash, perf-regression)</text>\n");
  for (int c = 0; c < VC_COUNT; c++)
    {
      int y = 24 + c * row;
      double w = (double) counts[c] / (double) max * (W - L - R);
      sb_printf (s, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n",
                 L - 6, y + 14, vclass_name ((enum vclass) c));
      sb_printf (s, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                 "fill=\"%s\"/>\n", L, y + 2, w, row - 8, class_color[c]);
      sb_printf (s, "<text x=\"%.1f\" y=\"%d\">%lu</text>\n", L + w + 4,
                 y + 14, counts[c]);
    }
  sb_add (s, "</svg>\n");
}

/* True for the header keys of the build identity (identity.c).  */
static bool
identity_key_p (const char *key)
{
  return strcmp (key, "memopt_version") == 0
         || strcmp (key, "memopt_commit") == 0
         || strncmp (key, "plugin_sha256_", 14) == 0
         || strncmp (key, "cc_version_", 11) == 0
         || strcmp (key, "qemu_version") == 0 || strcmp (key, "host") == 0
         || strcmp (key, "date") == 0;
}

static void
html_escape (struct sbuf *b, const char *s)
{
  for (; s && *s; s++)
    switch (*s)
      {
      case '<': sb_add (b, "&lt;"); break;
      case '>': sb_add (b, "&gt;"); break;
      case '&': sb_add (b, "&amp;"); break;
      case '"': sb_add (b, "&quot;"); break;
      default: sb_addn (b, s, 1);
      }
}

/* Markdown table cells may not hold '|' or newlines.  */
static void
md_cell (struct sbuf *b, const char *s)
{
  for (; s && *s; s++)
    if (*s == '|')
      sb_add (b, "\\|");
    else if (*s == '\n')
      sb_add (b, " ");
    else
      sb_addn (b, s, 1);
}

struct bucket
{
  const char *name;
  unsigned long count;
  long long example;
};

/* One row per "TARGET:LEVEL" of the programs' verdicts, one column per
   class: where the findings and the timeouts are.  */
struct tl_row
{
  char *name;
  unsigned long n[VC_COUNT];
};

#define TL_ROWS_MAX 64

/* Count D's verdicts into ROWS; returns how many rows.  */
static size_t
count_verdicts (const struct cdata *d, struct tl_row *rows)
{
  size_t nr = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      const char *v = jo_get (&d->progs[i], "verdicts");
      struct strv items;
      sv_init (&items);
      sv_split (&items, v ? v : "", ' ');
      for (size_t k = 0; k < items.n; k++)
        {
          char *eq = strchr (items.v[k], '=');
          if (!eq)
            continue;
          *eq = 0;
          enum vclass c = vclass_parse (eq + 1);
          size_t r = 0;
          while (r < nr && strcmp (rows[r].name, items.v[k]) != 0)
            r++;
          if (r == nr && nr < TL_ROWS_MAX)
            {
              rows[nr].name = xstrdup (items.v[k]);
              memset (rows[nr].n, 0, sizeof rows[nr].n);
              nr++;
            }
          if (r < nr && c < VC_COUNT)
            rows[r].n[c]++;
        }
      sv_free (&items);
    }
  return nr;
}

static void
section_targets (const struct cdata *d, struct sbuf *md, struct sbuf *html)
{
  struct tl_row rows[TL_ROWS_MAX];
  size_t nr = count_verdicts (d, rows);
  sb_add (md, "## Per target and level\n\n| target:level |");
  sb_add (html, "<h2>Per target and level</h2>\n<table><tr>"
          "<th>target:level</th>");
  for (int c = 0; c < VC_COUNT; c++)
    {
      sb_printf (md, " %s |", vclass_name ((enum vclass) c));
      sb_printf (html, "<th>%s</th>", vclass_name ((enum vclass) c));
    }
  sb_add (md, "\n|---|");
  sb_add (html, "</tr>\n");
  for (int c = 0; c < VC_COUNT; c++)
    sb_add (md, "---:|");
  sb_add (md, "\n");
  for (size_t r = 0; r < nr; r++)
    {
      sb_printf (md, "| %s |", rows[r].name);
      sb_printf (html, "<tr><td>%s</td>", rows[r].name);
      for (int c = 0; c < VC_COUNT; c++)
        {
          sb_printf (md, " %lu |", rows[r].n[c]);
          sb_printf (html, "<td>%lu</td>", rows[r].n[c]);
        }
      sb_add (md, "\n");
      sb_add (html, "</tr>\n");
      free (rows[r].name);
    }
  sb_add (md, "\n");
  sb_add (html, "</table>\n");
}

/* Coverage: the transformations of each kind (plugin/remarks.tsv) summed
   over the programs' "fired" lists, and how many programs had one.  A
   kind at 0 is a pass the campaign never exercised.  */
static void
section_coverage (const struct cdata *d, struct sbuf *md, struct sbuf *html)
{
  unsigned long total[REMARK_KINDS_MAX] = { 0 };
  unsigned long progs[REMARK_KINDS_MAX] = { 0 };
  size_t nk = remark_kinds ();
  for (size_t i = 0; i < d->n; i++)
    {
      const char *f = jo_get (&d->progs[i], "fired");
      struct strv items;
      sv_init (&items);
      sv_split (&items, f ? f : "", ',');
      for (size_t k = 0; k < items.n; k++)
        {
          char *eq = strchr (items.v[k], '=');
          if (!eq)
            continue;
          *eq = 0;
          for (size_t r = 0; r < nk; r++)
            if (strcmp (remark_kind_name (r), items.v[k]) == 0)
              {
                total[r] += strtoul (eq + 1, NULL, 10);
                progs[r]++;
              }
        }
      sv_free (&items);
    }
  sb_add (md, "## Coverage: transformations fired\n\nOver every plugin build "
          "of every program (its remarks, by plugin/remarks.tsv); a kind at "
          "0 was never exercised.\n\n| kind | pass | transformations | "
          "programs |\n|---|---|---:|---:|\n");
  sb_add (html, "<h2>Coverage: transformations fired</h2>\n<table><tr>"
          "<th>kind</th><th>pass</th><th>transformations</th><th>programs"
          "</th></tr>\n");
  for (size_t r = 0; r < nk; r++)
    {
      sb_printf (md, "| %s | %s | %lu | %lu |\n", remark_kind_name (r),
                 remark_kind_pass (r), total[r], progs[r]);
      sb_printf (html, "<tr><td>%s</td><td>%s</td><td>%lu</td><td>%lu</td>"
                 "</tr>\n", remark_kind_name (r), remark_kind_pass (r),
                 total[r], progs[r]);
    }
  if (!nk)
    sb_add (md, "| (plugin/remarks.tsv not found) | | | |\n");
  sb_add (md, "\n");
  sb_add (html, "</table>\n");
}

/* The two renderings of the report, written side by side.  */
struct doc
{
  struct sbuf md, html;
};

/* A row "| KEY | VALUE |" of the settings table.  */
static void
setting_row (struct doc *o, const char *key, const char *value)
{
  sb_printf (&o->md, "| %s | ", key);
  md_cell (&o->md, value);
  sb_add (&o->md, " |\n");
  sb_printf (&o->html, "<tr><td>%s</td><td>", key);
  html_escape (&o->html, value);
  sb_add (&o->html, "</td></tr>\n");
}

/* The title and the settings: the campaign's header keys, then the
   build identity (identity.c) in the header's order.  */
static void
section_settings (const struct cdata *d, struct doc *o)
{
  static const char *const hk[] = { "seeds", "shard", "targets", "levels",
                                    "plugin_args", "perf", "generator",
                                    "csmith_version", "csmith_options" };
  sb_printf (&o->md, "# memopt-verify campaign report\n\n");
  sb_add (&o->html, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
          "<title>memopt-verify campaign report</title><style>"
          "body{font-family:sans-serif;max-width:60em;margin:2em auto}"
          "table{border-collapse:collapse}td,th{border:1px solid #ccc;"
          "padding:2px 8px;text-align:left}</style></head><body>\n"
          "<h1>memopt-verify campaign report</h1>\n");
  sb_add (&o->md, "| setting | value |\n|---|---|\n");
  sb_add (&o->html, "<table><tr><th>setting</th><th>value</th></tr>\n");
  for (size_t k = 0; k < sizeof hk / sizeof *hk; k++)
    {
      const char *v = jo_get (&d->header, hk[k]);
      setting_row (o, hk[k], v ? v : "");
    }
  for (size_t k = 0; k < d->header.n; k++)
    if (identity_key_p (d->header.keys[k]))
      setting_row (o, d->header.keys[k], d->header.vals[k]);
  if (!jo_get (&d->header, "memopt_version"))
    {
      sb_add (&o->md, "| build identity | not recorded (an older "
              "memopt-verify began this campaign) |\n");
      sb_add (&o->html, "<tr><td>build identity</td><td>not recorded (an "
              "older memopt-verify began this campaign)</td></tr>\n");
    }
}

/* What the reader must know before the numbers: builds mixed by
   --force, a campaign incomplete, journal lines skipped.  */
static void
section_warnings (const struct cdata *d, struct doc *o)
{
  if (d->forced)
    {
      sb_printf (&o->md, "\n**%d session(s) were resumed with --force by "
                 "another build: the verdicts mix builds.**\n", d->forced);
      sb_printf (&o->html, "</table>\n<p><b>%d session(s) were resumed with "
                 "--force by another build: the verdicts mix builds.</b></p>"
                 "\n<table>", d->forced);
    }
  char *incomplete;
  cdata_state (d, &incomplete);
  if (incomplete)
    {
      sb_printf (&o->md, "\n**%s**\n", incomplete);
      sb_add (&o->html, "</table>\n<p><b>");
      html_escape (&o->html, incomplete);
      sb_add (&o->html, "</b></p>\n<table>");
    }
  free (incomplete);
  if (d->bad_lines)
    {
      sb_printf (&o->md, "\nJournal: %ld unreadable line(s) skipped.\n",
                 d->bad_lines);
      sb_printf (&o->html, "</table>\n<p>Journal: %ld unreadable line(s) "
                 "skipped.</p>\n<table>", d->bad_lines);
    }
}

/* The throughput line: programs per hour and per core-hour, per CPU-hour
   of the tools, the harness's overhead.  */
static void
throughput_line (const struct cdata *d, double wall, double tool,
                 struct sbuf *line)
{
  if (d->core_s > 0)
    sb_printf (line, "Throughput: %.0f programs per hour, %.0f per "
               "core-hour (%ld programs in %.0f s elapsed in %d "
               "session(s)%s). ",
               d->elapsed_s > 0 ? d->timed * 3600.0 / d->elapsed_s : 0,
               d->timed * 3600.0 / d->core_s, d->timed, d->elapsed_s,
               d->sessions, (size_t) d->timed < d->n
               ? "; the programs of killed sessions count in no rate" : "");
  double cpu = 0;
  for (size_t i = 0; i < d->n; i++)
    cpu += jo_get_num (&d->progs[i], "tool_cpu_s", 0);
  if (cpu > 0)
    sb_printf (line, "%.0f programs per CPU-hour of the tools. ",
               d->n * 3600.0 / cpu);
  if (wall > 0)
    sb_printf (line, "Harness overhead in the workers: %.2f %% (%.0f s in "
               "compilers, runs and the generator out of %.0f s).",
               100.0 * (wall - tool) / wall, tool, wall);
}

/* Programs per class, the throughput, the charts.  */
static void
section_results (const struct cdata *d, const unsigned long *counts,
                 double wall, double tool, const struct sbuf *charts[2],
                 struct doc *o)
{
  sb_add (&o->md, "\n## Results\n\n| class | programs |\n|---|---:|\n");
  sb_add (&o->html, "</table>\n<h2>Results</h2>\n<table><tr><th>class</th>"
          "<th>programs</th></tr>\n");
  for (int c = 0; c < VC_COUNT; c++)
    {
      sb_printf (&o->md, "| %s | %lu |\n", vclass_name ((enum vclass) c),
                 counts[c]);
      sb_printf (&o->html, "<tr><td>%s</td><td>%lu</td></tr>\n",
                 vclass_name ((enum vclass) c), counts[c]);
    }
  sb_printf (&o->md, "| total | %zu |\n\n", d->n);
  sb_printf (&o->html, "<tr><th>total</th><th>%zu</th></tr></table>\n", d->n);
  struct sbuf line;
  sb_init (&line);
  throughput_line (d, wall, tool, &line);
  sb_printf (&o->md, "%s\n\n", line.s);
  sb_add (&o->html, "<p>");
  html_escape (&o->html, line.s);
  sb_add (&o->html, "</p>\n");
  sb_free (&line);
  sb_add (&o->md, "![throughput](throughput.svg)\n\n![classes](classes.svg)"
          "\n\n");
  sb_add (&o->html, "<h2>Charts</h2>\n");
  sb_add (&o->html, charts[0]->s);
  sb_add (&o->html, "<br>\n");
  sb_add (&o->html, charts[1]->s);
}

/* One row of the findings table: program record R of class C.  */
static void
finding_row (const struct jobj *r, enum vclass c, struct doc *o)
{
  sb_printf (&o->md, "| %s | %s | ", jo_get (r, "seed"), vclass_name (c));
  md_cell (&o->md, jo_get (r, "detail"));
  sb_printf (&o->md, " | [%s](%s) |\n", jo_get (r, "case"), jo_get (r, "case"));
  sb_printf (&o->html, "<tr><td>%s</td><td>%s</td><td>", jo_get (r, "seed"),
             vclass_name (c));
  html_escape (&o->html, jo_get (r, "detail"));
  sb_add (&o->html, "</td><td><a href=\"");
  html_escape (&o->html, jo_get (r, "case"));
  sb_add (&o->html, "\">");
  html_escape (&o->html, jo_get (r, "case"));
  sb_add (&o->html, "</a></td></tr>\n");
}

/* "None." under a section with nothing in it.  */
static void
none (struct doc *o)
{
  sb_add (&o->md, "None.\n");
  sb_add (&o->html, "<p>None.</p>\n");
}

/* The programs of the finding classes, with their cases.  */
static void
section_findings (const struct cdata *d, struct doc *o)
{
  sb_add (&o->md, "## Findings\n\n");
  sb_add (&o->html, "<h2>Findings</h2>\n");
  size_t nf = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      enum vclass c = vclass_parse (jo_get (&d->progs[i], "class"));
      if (!vclass_is_finding (c))
        continue;
      if (!nf++)
        {
          sb_add (&o->md, "| seed | class | detail | case |\n"
                  "|---:|---|---|---|\n");
          sb_add (&o->html, "<table><tr><th>seed</th><th>class</th>"
                  "<th>detail</th><th>case</th></tr>\n");
        }
      finding_row (&d->progs[i], c, o);
    }
  if (nf)
    sb_add (&o->html, "</table>\n");
  else
    none (o);
}

/* A count of record R as "1,234" into B (its key KEY).  */
static void
md_count (struct sbuf *b, const struct jobj *r, const char *key)
{
  char digits[32];
  int len = snprintf (digits, sizeof digits, "%lld", jo_get_int (r, key, 0));
  for (int i = 0; i < len; i++)
    {
      sb_addn (b, digits + i, 1);
      if ((len - i - 1) % 3 == 0 && i + 1 < len)
        sb_add (b, ",");
    }
}

/* One row of the perf-regressions' table: seed, target and level, the
   function, its instructions and memory accesses in the control and in
   the plugin build with their ratios, the transformations in it.  */
static void
perf_row (const struct jobj *r, struct sbuf *row)
{
  double ci = (double) jo_get_int (r, "perf_ctl_insns", 0);
  double pi = (double) jo_get_int (r, "perf_plg_insns", 0);
  double cm = (double) (jo_get_int (r, "perf_ctl_loads", 0)
                        + jo_get_int (r, "perf_ctl_stores", 0));
  double pm = (double) (jo_get_int (r, "perf_plg_loads", 0)
                        + jo_get_int (r, "perf_plg_stores", 0));
  sb_printf (row, "| %s | %s %s | %s | ", jo_get (r, "seed"),
             jo_get (r, "target") ? jo_get (r, "target") : "?",
             jo_get (r, "level") ? jo_get (r, "level") : "?",
             jo_get (r, "perf_function") ? jo_get (r, "perf_function") : "?");
  md_count (row, r, "perf_ctl_insns");
  sb_add (row, " | ");
  md_count (row, r, "perf_plg_insns");
  sb_printf (row, " | %.2f | %.0f | %.0f | %.2f | ", ci ? pi / ci : 0, cm,
             pm, cm ? pm / cm : 0);
  md_cell (row, jo_get (r, "perf_kinds"));
  sb_add (row, " |\n");
}

/* The perf-regressions (--perf): where, how much, which transformations
   (the remark kinds in the function).  */
static void
section_perf (const struct cdata *d, struct doc *o)
{
  if (!jo_get (&d->header, "perf"))
    return;
  sb_add (&o->md, "\n## Performance regressions\n\n");
  sb_add (&o->html, "<h2>Performance regressions</h2>\n");
  size_t n = 0;
  struct sbuf rows;
  sb_init (&rows);
  for (size_t i = 0; i < d->n; i++)
    if (vclass_parse (jo_get (&d->progs[i], "class")) == VC_PERF_REGRESSION)
      {
        perf_row (&d->progs[i], &rows);
        n++;
      }
  if (!n)
    none (o);
  else
    {
      sb_add (&o->md, "| seed | target level | function | control insns | "
              "plugin insns | ratio | control mem | plugin mem | ratio | "
              "transformations in it |\n|---:|---|---|---:|---:|---:|---:|"
              "---:|---:|---|\n");
      sb_add (&o->md, rows.s);
      sb_add (&o->html, "<pre>");
      html_escape (&o->html, rows.s);
      sb_add (&o->html, "</pre>\n");
    }
  sb_free (&rows);
}

/* D's crash buckets, in order of first appearance, into BK (room for
   D->n); returns how many.  */
static size_t
collect_buckets (const struct cdata *d, struct bucket *bk)
{
  size_t nb = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      const char *b = jo_get (&d->progs[i], "bucket");
      if (!b)
        continue;
      size_t k = 0;
      while (k < nb && strcmp (bk[k].name, b) != 0)
        k++;
      if (k == nb)
        {
          bk[nb].name = b;
          bk[nb].count = 0;
          bk[nb].example = jo_get_int (&d->progs[i], "seed", -1);
          nb++;
        }
      bk[k].count++;
    }
  return nb;
}

/* The crash buckets: programs, an example seed, the bucket.  */
static void
section_buckets (const struct cdata *d, struct doc *o)
{
  sb_add (&o->md, "\n## Crash buckets\n\n");
  sb_add (&o->html, "<h2>Crash buckets</h2>\n");
  struct bucket *bk = xmalloc ((d->n + 1) * sizeof *bk);
  size_t nb = collect_buckets (d, bk);
  if (!nb)
    none (o);
  else
    {
      sb_add (&o->md, "| programs | example seed | bucket |\n"
              "|---:|---:|---|\n");
      sb_add (&o->html, "<table><tr><th>programs</th><th>example seed</th>"
              "<th>bucket</th></tr>\n");
      for (size_t k = 0; k < nb; k++)
        {
          sb_printf (&o->md, "| %lu | %lld | ", bk[k].count, bk[k].example);
          md_cell (&o->md, bk[k].name);
          sb_add (&o->md, " |\n");
          sb_printf (&o->html, "<tr><td>%lu</td><td>%lld</td><td>",
                     bk[k].count, bk[k].example);
          html_escape (&o->html, bk[k].name);
          sb_add (&o->html, "</td></tr>\n");
        }
      sb_add (&o->html, "</table>\n");
    }
  free (bk);
}

/* Write the four files into DIR, naming each on stdout; false when one
   could not be written.  */
static bool
write_report (const char *dir, struct sbuf *texts[4])
{
  static const char *const names[] = { "report.md", "report.html",
                                       "throughput.svg", "classes.svg" };
  bool ok = true;
  for (int i = 0; i < 4; i++)
    {
      char *p = xasprintf ("%s/%s", dir, names[i]);
      if (write_file (p, texts[i]->s, texts[i]->len, false) != 0)
        {
          msg ("cannot write %s: %s%s", p, strerror (errno),
               errno == EROFS || errno == EACCES || errno == EPERM
                 ? " (report --out DIR writes the report elsewhere)" : "");
          ok = false;
        }
      else
        printf ("%s\n", p);
      free (p);
    }
  return ok;
}

int
cmd_report (const struct cli_args *args)
{
  if (args->noperands > 1)
    usage_error ("report: one campaign directory at a time");
  int findings_exit = -1;
  const char *out = NULL;
  for (size_t i = 0; i < args->nopts; i++)
    if (args->opts[i].key == CLI_FINDINGS_EXIT)
      findings_exit = parse_findings_exit (args->opts[i].value);
    else if (args->opts[i].key == CLI_REPORT_OUT)
      out = args->opts[i].value;
  const char *dir = args->noperands ? args->operands[0] : ".";
  struct cdata d;
  cdata_init (&d);
  if (cdata_load (&d, dir) != 0 || !d.have_header)
    usage_error ("report: %s holds no campaign (journal.jsonl)", dir);
  unsigned long counts[VC_COUNT];
  double wall, tool;
  cdata_counts (&d, counts, &wall, &tool);
  struct sbuf thr, cls;
  sb_init (&thr);
  sb_init (&cls);
  svg_throughput (&d, &thr);
  svg_classes (counts, &cls);
  struct doc o;
  sb_init (&o.md);
  sb_init (&o.html);
  section_settings (&d, &o);
  section_warnings (&d, &o);
  const struct sbuf *charts[2] = { &thr, &cls };
  section_results (&d, counts, wall, tool, charts, &o);
  section_targets (&d, &o.md, &o.html);
  section_coverage (&d, &o.md, &o.html);
  section_findings (&d, &o);
  section_perf (&d, &o);
  section_buckets (&d, &o);
  sb_add (&o.html, "</body></html>\n");
  struct sbuf *texts[4] = { &o.md, &o.html, &thr, &cls };
  if (out && mkdir_p (out) != 0)
    die ("report: cannot create %s: %s", out, strerror (errno));
  bool ok = write_report (out ? out : dir, texts);
  ok = ci_write_all (&d, dir, out ? out : dir) == 0 && ok;
  for (int i = 0; i < 4; i++)
    sb_free (texts[i]);
  int st = ok ? cdata_exit_status (&d, findings_exit) : 2;
  cdata_free (&d);
  return st;
}
