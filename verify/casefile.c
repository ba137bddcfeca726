/* casefile.c - stored cases and `memopt-verify repro`.

   A case is a directory with case.json (a flat object) and the files it
   names.  The campaign writes one per finding under cases/<seed>/,
   `reduce` one under corpora/miscompiles/<id>/ or corpora/crashes/<id>/.
   Keys read here:
     class        miscompile | check-failure | plugin-crash |
                  perf-regression
     source       the C file to build (prog.c, reduced.c)
     target       x86_64 | aarch64
     level        the plugin build's level (O1, O2, ...)
     plugin_args  comma-separated KEY[=VALUE] for -fplugin-arg-memopt-
   and, informative: seed, csmith_version, cc_version, command (portable:
   the plugin as -fplugin=memopt, installed), memopt_version,
   memopt_commit, plugin_sha256, qemu_version, host, date (identity.c),
   expected, actual, remarks, bucket, bisect_n, bisect_remark, and for a check
   failure check_id, check_pass, check_kind, check_function,
   check_location, check_expected, check_actual (checkfail.c).

   A perf-regression's case (perf.c) also has perf "on", perf_threshold,
   perf_min_events, perf_function (the function judged, the only one
   judged when it is rebuilt), the counts perf_{ctl,plg}_{insns,loads,
   stores}, perf_kinds, and the files control.funcs, plugin.funcs,
   perf.txt and interesting.sh.

   repro rebuilds the source as the campaign did (reference -O0, control
   -O2, plugin at LEVEL, with the current plugin; a perf case is counted
   and judged again) and classifies the result (classify.c): pass means
   the failure is gone (exit 0), a finding means it remains (exit 1);
   anything else (the reference no longer compiles, or differs from the
   control) is exit 2, since it says nothing about the plugin.  */

#define _GNU_SOURCE
#include "verify.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
case_load (const char *dir, struct jobj *meta)
{
  char *p = xasprintf ("%s/case.json", dir);
  char *text = read_file (p, NULL);
  free (p);
  if (!text)
    {
      jo_init (meta);
      return -1;
    }
  text[strcspn (text, "\n")] = 0;
  bool ok = jo_parse (meta, text);
  free (text);
  if (!ok)
    return -1;
  if (!jo_get (meta, "source") || !jo_get (meta, "target")
      || !jo_get (meta, "level"))
    return -1;
  return 0;
}

int
case_save (const char *dir, const struct jobj *meta)
{
  struct sbuf b;
  sb_init (&b);
  jo_emit (meta, &b);
  sb_add (&b, "\n");
  char *p = xasprintf ("%s/case.json", dir);
  int r = write_file (p, b.s, b.len, true);
  free (p);
  sb_free (&b);
  return r;
}

/* A perf case (perf "on", perf.c's perf_case_keys): CFG judges
   performance, with the case's thresholds unless the command line gave
   its own, and only the case's function.  */
static void
case_perf_config (struct vconfig *cfg, const struct jobj *meta)
{
  const char *perf = jo_get (meta, "perf");
  if (!perf || strcmp (perf, "on") != 0)
    return;
  cfg->perf = true;
  if (!cfg->perf_threshold_given)
    cfg->perf_threshold_pct = jo_get_num (meta, "perf_threshold",
                                          cfg->perf_threshold_pct);
  if (!cfg->perf_min_given)
    cfg->perf_min_events
      = (unsigned long) jo_get_int (meta, "perf_min_events",
                                    (long long) cfg->perf_min_events);
  const char *fn = jo_get (meta, "perf_function");
  if (fn)
    {
      free (cfg->perf_function);
      cfg->perf_function = xstrdup (fn);
    }
}

/* Restrict CFG to the case's target and add its plugin arguments (before
   any given on the command line).  Returns false on a bad case.  */
bool
case_config (struct vconfig *cfg, const struct jobj *meta)
{
  const char *tname = jo_get (meta, "target");
  size_t k = 0;
  for (; k < 2; k++)
    if (strcmp (cfg->targets[k].name, tname) == 0)
      break;
  if (k == 2)
    {
      msg ("case: unknown target '%s'", tname);
      return false;
    }
  struct target t = cfg->targets[k];
  cfg->targets[0] = t;
  cfg->ntargets = 1;
  struct strv args;
  sv_init (&args);
  const char *pa = jo_get (meta, "plugin_args");
  if (pa)
    sv_split (&args, pa, ',');
  sv_addv (&args, &cfg->plugin_args);
  sv_free (&cfg->plugin_args);
  cfg->plugin_args = args;
  sv_free (&cfg->levels);
  sv_init (&cfg->levels);
  sv_add (&cfg->levels, jo_get (meta, "level"));
  case_perf_config (cfg, meta);
  return true;
}

/* Build SRC (in DIR) on CFG's only target: the reference, the control and
   the plugin build with MAX_TRANSFORMS; classify.  The outcomes are
   returned for the caller to inspect (free them).  */
enum vclass
case_build (const struct vconfig *cfg, const char *dir, long max_transforms,
            struct outcome *ref, struct outcome *ctl, struct outcome *plg,
            struct sbuf *detail, struct perf_verdict *pv)
{
  const struct target *t = &cfg->targets[0];
  const char *lvl = cfg->levels.v[0];
  struct strv a;
  char *err = xasprintf ("%s/ref.err", dir);
  sv_init (&a);
  build_cc_argv (&a, t, cfg->csmith_inc, "O0", false, &cfg->plugin_args, -1,
                 "prog.c", "ref");
  build_and_run (cfg, t, &a, dir, "ref", err, ref);
  sv_free (&a);
  free (err);
  err = xasprintf ("%s/ctl.err", dir);
  sv_init (&a);
  build_cc_argv (&a, t, cfg->csmith_inc, "O2", false, &cfg->plugin_args, -1,
                 "prog.c", "ctl");
  build_and_run (cfg, t, &a, dir, "ctl", err, ctl);
  sv_free (&a);
  free (err);
  err = xasprintf ("%s/plg.err", dir);
  sv_init (&a);
  build_cc_argv (&a, t, cfg->csmith_inc, lvl, true, &cfg->plugin_args,
                 max_transforms, "prog.c", "plg");
  build_and_run (cfg, t, &a, dir, "plg", err, plg);
  sv_free (&a);
  free (err);
  enum vclass c = classify (ref, ctl, plg, cfg->run_timeout_s, detail);
  struct perf_verdict v;
  memset (&v, 0, sizeof v);
  if (c == VC_PASS && cfg->perf)
    {
      detail->len = 0;
      detail->s[0] = 0;
      c = perf_check (cfg, t, dir, lvl, strcmp (lvl, "O2") == 0 ? "ctl"
                      : NULL, "plg", ref->output, &v, detail);
    }
  if (pv)
    *pv = v;
  else
    perf_verdict_free (&v);
  return c;
}

/* A private directory holding DIR's source as prog.c.  */
char *
case_workdir (const char *dir, const struct jobj *meta)
{
  const char *tmp = getenv ("TMPDIR");
  char *work = xasprintf ("%s/memopt-verify-XXXXXX", tmp ? tmp : "/tmp");
  if (!mkdtemp (work))
    die ("mkdtemp %s: %s", work, strerror (errno));
  char *src = xasprintf ("%s/%s", dir, jo_get (meta, "source"));
  char *dst = xasprintf ("%s/prog.c", work);
  if (copy_file (src, dst) != 0)
    die ("cannot copy %s: %s", src, strerror (errno));
  free (src);
  free (dst);
  return work;
}

/* Print the first lines of TEXT under LABEL, indented.  */
static void
print_indented (const char *label, const char *text)
{
  printf ("  %s:\n", label);
  int lines = 0;
  while (*text && lines < 8)
    {
      size_t n = strcspn (text, "\n");
      printf ("    %.*s\n", (int) (n > 200 ? 200 : n), text);
      text += n + (text[n] == '\n');
      lines++;
    }
  if (*text)
    printf ("    ...\n");
}

int
case_repro (struct vconfig *cfg, const char *dir, bool quiet)
{
  struct jobj meta;
  if (case_load (dir, &meta) != 0)
    {
      msg ("%s: no valid case.json (with source, target, level)", dir);
      jo_free (&meta);
      return 2;
    }
  if (!case_config (cfg, &meta) || !find_tools (cfg, false))
    {
      jo_free (&meta);
      return 2;
    }
  identity_warn_case (dir, &meta, &cfg->targets[0]);
  char *work = case_workdir (dir, &meta);
  struct outcome ref, ctl, plg;
  struct sbuf d;
  sb_init (&d);
  enum vclass c = case_build (cfg, work, -1, &ref, &ctl, &plg, &d, NULL);
  int rc = c == VC_PASS ? 0
           : vclass_is_finding (c) ? 1 : 2;
  if (!quiet)
    printf ("%s: %s %s: %s (%s)\n", dir, cfg->targets[0].name,
            cfg->levels.v[0],
            rc == 0 ? "fixed" : rc == 2 ? "undecided"
            : c == VC_PERF_REGRESSION ? "still regresses" : "still fails",
            d.s);
  if (rc == 1 && !quiet && c == VC_CHECK_FAILURE && plg.check)
    printf ("  %s\n", plg.check);
  if (rc == 1 && !quiet && c == VC_MISCOMPILE && ref.output && plg.output)
    {
      print_indented ("expected", ref.output);
      print_indented ("actual", plg.output);
    }
  outcome_free (&ref);
  outcome_free (&ctl);
  outcome_free (&plg);
  sb_free (&d);
  rm_rf (work);
  free (work);
  jo_free (&meta);
  return rc;
}

int
cmd_repro (const struct cli_args *args)
{
  struct strv dirs;
  sv_init (&dirs);
  struct vconfig base;
  config_parse (args, &base, NULL, NULL);
  for (size_t i = 0; i < args->noperands; i++)
    sv_add (&dirs, args->operands[i]);
  if (!dirs.n)
    usage_error ("repro: which case? (a directory with case.json)");
  int worst = 0;
  for (size_t i = 0; i < dirs.n; i++)
    {
      struct vconfig cfg = base;
      /* Each case narrows the configuration: start from a copy.  */
      sv_init (&cfg.plugin_args);
      sv_addv (&cfg.plugin_args, &base.plugin_args);
      sv_init (&cfg.levels);
      sv_addv (&cfg.levels, &base.levels);
      int rc = case_repro (&cfg, dirs.v[i], false);
      if (rc > worst)
        worst = rc;
      sv_free (&cfg.plugin_args);
      sv_free (&cfg.levels);
    }
  sv_free (&dirs);
  return worst;
}
