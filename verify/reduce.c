/* reduce.c - `memopt-verify reduce CASE`: shrink a finding with C-Vise.

   C-Vise (or C-Reduce, when C-Vise is not installed) repeatedly tries
   smaller variants of the program and keeps a variant when an
   "interestingness test" exits 0; that test (interesting.c) keeps the
   variant the same finding and free of the undefined behaviour a
   reducer otherwise walks into.
   The reducer runs under --budget (default 600 s); C-Vise rewrites the
   file in place after every successful step, so when time runs out, or
   SIGINT/SIGTERM stops the reduction, the file holds the best variant so
   far.  It is checked once more, rebuilt
   to record the outputs and remarks, and stored as corpora/miscompiles/
   <id>/, corpora/check-failures/<id>/ or corpora/crashes/<id>/
   (--corpus DIR: DIR/<id>/) with
   reduced.c, original.c, case.json (seed, Csmith version, compiler
   versions, flags, target), expected.out, actual.out, remarks.txt and
   interesting.sh.  */

#define _GNU_SOURCE
#include "verify.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>


/* Write TEXT (LEN bytes) to DIR/NAME, with MODE when not 0.  */
static void
put_file (const char *dir, const char *name, const char *text, size_t len,
          mode_t mode)
{
  char *p = xasprintf ("%s/%s", dir, name);
  write_file (p, text, len, false);
  if (mode)
    chmod (p, mode);
  free (p);
}

/* DIR/passes.json: C-Vise's pass group for C (passes.c).  */
static void
put_pass_group (const char *dir)
{
  struct sbuf j;
  sb_init (&j);
  for (const char *const *l = reduce_pass_group; *l; l++)
    sb_add (&j, *l);
  put_file (dir, "passes.json", j.s, strlen (j.s), 0);
  sb_free (&j);
}

/* The reduction's progress line: the size of the best variant so far
   (prog.c: pruning and C-Vise rewrite it after every step they keep),
   the step (pruning's, else C-Vise's pass: its log's last
   "===< PASS >===" line), the variants tested and the time so far;
   redrawn on a terminal, else a line every 30 s.  */
struct progress
{
  const char *dir, *prog, *log;
  const char *cache;            /* one file per variant tested */
  const char *stage;            /* pruning's step, or NULL: C-Vise's */
  long long orig_bytes;
  double t0, last;              /* the reduction's start, the last line */
  bool tty;
};

/* The entries of directory DIR (the variants tested so far).  */
static size_t
entries_of (const char *dir)
{
  DIR *d = opendir (dir);
  size_t n = 0;
  if (!d)
    return 0;
  for (struct dirent *e; (e = readdir (d));)
    n += e->d_name[0] != '.' && !strchr (e->d_name, '.');
  closedir (d);
  return n;
}

static size_t lines_of (const char *path);

/* The pass in C-Vise's LOG (its last "===< NAME >===" line), or "".  */
static char *
current_pass (const char *log)
{
  size_t len;
  char *text = read_file (log, &len);
  if (!text)
    return xstrdup ("");
  char *best = NULL;
  for (char *p = strstr (text, "===< "); p; p = strstr (p + 1, "===< "))
    best = p + 5;
  char *pass = xstrdup ("");
  if (best)
    {
      free (pass);
      pass = xasprintf ("%.*s", (int) strcspn (best, " >\n"), best);
    }
  free (text);
  return pass;
}

static void
show_progress (void *arg, double elapsed_s)
{
  struct progress *pr = arg;
  (void) elapsed_s;
  pr->last = now_s ();
  double elapsed = pr->last - pr->t0;
  size_t n = lines_of (pr->prog);
  struct stat st;
  long long bytes = stat (pr->prog, &st) == 0 ? (long long) st.st_size : 0;
  char *pass = pr->stage ? xstrdup (pr->stage) : current_pass (pr->log);
  fprintf (stderr, "%sreduce %s: %lld bytes (%.0f %% of %lld), %zu lines, "
           "%s%s%zu variants tested, %.0f s",
           pr->tty ? "\r\033[K" : "memopt-verify: ", pr->dir,
           bytes, pr->orig_bytes ? 100.0 * bytes / pr->orig_bytes : 0,
           pr->orig_bytes, n, pass, *pass ? ", " : "",
           entries_of (pr->cache), elapsed);
  if (!pr->tty)
    fputc ('\n', stderr);
  fflush (stderr);
  free (pass);
}

/* Pruning's progress: STAGE is its step; a line when one is due.  */
static void
prune_progress (void *arg, const char *stage)
{
  struct progress *pr = arg;
  pr->stage = stage;
  if (now_s () - pr->last >= (pr->tty ? 2 : 30))
    show_progress (pr, 0);
}

/* The signal that stopped the reduction (SIGINT, SIGTERM), or 0.  */
static volatile sig_atomic_t stop_signal;

/* SIGINT/SIGTERM during the reduction: stop it as --budget running out
   does, keeping the best variant so far (C-Vise's users expect that):
   end pruning at its next test (prune_stop), take the running test or
   C-Vise's whole process group (its workers too) down; the result is
   then checked and stored as usual.  A second signal ends the process
   at once (the default action).  */
static void
on_stop_signal (int sig)
{
  stop_signal = sig;
  prune_stop = 1;
  if (proc_running_group > 0)
    kill (-(pid_t) proc_running_group, SIGKILL);
  signal (SIGINT, SIG_DFL);
  signal (SIGTERM, SIG_DFL);
}

static size_t
lines_of (const char *path)
{
  char *t = read_file (path, NULL);
  size_t n = 0;
  for (char *p = t; p && *p; p++)
    n += *p == '\n';
  free (t);
  return n;
}

/* What reduce is asked to do (its options other than the build ones).  */
struct reduce_opts
{
  const char *dir;              /* the case */
  const char *corpus, *id;      /* where to store it, under which name */
  double timeout;               /* --timeout: seconds for the reducer */
  unsigned long jobs;           /* -j: C-Vise's parallel tests */
};

/* One of reduce's own options (KEY, V) into the reduce_opts ARG.  */
static void
reduce_option (void *arg, int key, const char *v)
{
  struct reduce_opts *o = arg;
  char *end;
  switch (key)
    {
    case CLI_TIMEOUT:
      o->timeout = strtod (v, &end);
      if (*end || !(o->timeout > 0))
        usage_error ("--timeout wants seconds, got '%s'", v);
      break;
    case CLI_CORPUS:
      o->corpus = v;
      break;
    case CLI_ID:
      if (!*v || strchr (v, '/'))
        usage_error ("--id wants a plain name, got '%s'", v);
      o->id = v;
      break;
    case CLI_REDUCE_JOBS:
      if (!parse_ulong (v, &o->jobs) || !o->jobs)
        usage_error ("-j wants a positive number, got '%s'", v);
      break;
    }
}

/* reduce's arguments into CFG and O.  */
static void
parse_reduce_args (const struct cli_args *args, struct vconfig *cfg,
                   struct reduce_opts *o)
{
  *o = (struct reduce_opts) {
    .timeout = 600, .jobs = (unsigned long) sysconf (_SC_NPROCESSORS_ONLN) };
  config_parse (args, cfg, reduce_option, o);
  if (args->noperands > 1)
    usage_error ("reduce: one case at a time");
  o->dir = args->noperands ? args->operands[0] : NULL;
}

/* A reduction: its case, the reducer, the work directory and what came
   out.  */
struct reduction
{
  struct vconfig cfg;
  struct reduce_opts o;
  struct jobj meta;             /* the case's case.json */
  enum vclass cls;              /* its class */
  char *reducer;                /* cvise, or creduce */
  char *work;                   /* the reduction directory */
  char *prog;                   /* WORK/prog.c, the file reduced in place */
  char *script;                 /* interesting.sh's text */
  double test_timeout;          /* a bound on one run of it */
  size_t orig_lines, red_lines;
  double took;                  /* the reducer's time */
  double cpu;                   /* its CPU time (user + system, with
                                   every test it ran) */
  size_t variants;              /* the variants it tested */
  struct perf_verdict perf;     /* a perf-regression's verdict on the
                                   result, and the remarks in its
                                   function */
  char *perf_remarks;
};

/* The case of R->o.dir: a finding (else exit 2), its target and level
   in R->cfg, the tools found; false after a message on a missing tool.  */
static bool
load_case (struct reduction *r)
{
  const char *dir = r->o.dir;
  if (!dir)
    usage_error ("reduce: which case? (a directory with case.json)");
  if (case_load (dir, &r->meta) != 0)
    usage_error ("reduce: %s has no valid case.json", dir);
  r->cls = vclass_parse (jo_get (&r->meta, "class"));
  if (!vclass_is_finding (r->cls))
    usage_error ("reduce: %s is a %s case; only miscompile, check-failure "
                 "and plugin-crash cases are reduced", dir,
                 jo_get (&r->meta, "class"));
  if (!case_config (&r->cfg, &r->meta) || !find_tools (&r->cfg, false))
    return false;
  identity_warn_case (dir, &r->meta, &r->cfg.targets[0]);
  r->reducer = find_reducer ();
  return r->reducer != NULL;
}

/* Write WORK/interesting.sh (R->script): with WARN_PLUGIN, the plugin
   build first and with the warnings (interesting.c's check 2).  */
static void
write_script (struct reduction *r, bool warn_plugin)
{
  free (r->script);
  r->script = interesting_script (&r->cfg, &r->meta, r->cls, r->test_timeout,
                                  warn_plugin);
  char *spath = xasprintf ("%s/interesting.sh", r->work);
  write_file (spath, r->script, strlen (r->script), false);
  chmod (spath, 0755);
  free (spath);
}

/* The reduction directory (prog.c, interesting.sh); true when the case
   is interesting to begin with.  The test checks the plugin build's
   warnings first (a miscompile); when the original fails only that
   check (the plugin build itself warns), the test goes without it.  */
static bool
prepare_work (struct reduction *r)
{
  r->work = case_workdir (r->o.dir, &r->meta);
  r->test_timeout = interesting_timeout (&r->cfg);
  write_script (r, true);
  r->prog = xasprintf ("%s/prog.c", r->work);
  r->orig_lines = lines_of (r->prog);
  msg ("reduce %s: checking that the case is interesting (%s)", r->o.dir,
       r->work);
  if (interesting_p (r->work, r->test_timeout))
    return true;
  if (r->cls == VC_MISCOMPILE || r->cls == VC_PERF_REGRESSION)
    {
      write_script (r, false);
      if (interesting_p (r->work, r->test_timeout))
        {
          msg ("reduce %s: the plugin build warns about the original "
               "program; its warnings are not checked first", r->o.dir);
          return true;
        }
    }
  msg ("reduce %s: the original program is not interesting: it no longer "
       "fails, or trips the undefined-behaviour checks (see %s/"
       "interesting.log)", r->o.dir, r->work);
  return false;
}

/* Run the reducer on WORK/prog.c for at most --timeout seconds, showing
   its progress; the file holds the best variant so far whatever
   happens.  */
static void
run_reducer (struct reduction *r)
{
  const char *dir = r->o.dir;
  double t0 = now_s (), cpu0 = proc_tool_cpu_seconds;
  /* The variants tested share their verdicts by their hash (the checks
     before and after the reduction run without).  */
  char *cache = xasprintf ("%s/verdicts", r->work);
  mkdir_p (cache);
  setenv ("MEMOPT_REDUCE_CACHE", cache, 1);
  char *log = xasprintf ("%s/reducer.log", r->work);
  struct stat pst;
  struct progress pr = { dir, r->prog, log, cache, NULL,
                         stat (r->prog, &pst) == 0 ? (long long) pst.st_size
                                                   : 0,
                         t0, t0, isatty (2) };
  pr.stage = "pruning";
  show_progress (&pr, 0);
  char *pruned = prune_program (r->work, r->test_timeout, r->o.jobs,
                                t0 + r->o.timeout,
                                prune_progress, &pr);
  if (pr.tty)
    fputc ('\n', stderr);
  msg ("reduce %s: %s", dir, pruned);
  free (pruned);
  pr.stage = "starting C-Vise";
  show_progress (&pr, 0);
  pr.stage = NULL;
  double left = stop_signal ? 0 : r->o.timeout - (now_s () - t0);
  if (left < 1)
    left = 1;
  if (pr.tty)
    fputc ('\n', stderr);
  if (!stop_signal)
    msg ("reduce %s: %s, at most %.0f s", dir, r->reducer, left);
  struct strv a;
  sv_init (&a);
  sv_add (&a, r->reducer);
  sv_add (&a, "--n");
  sv_addf (&a, "%lu", r->o.jobs);
  if (strstr (r->reducer, "cvise"))
    {
      /* Our pass group for C (passes.c); no second check of the
         original, which prepare_work has just made.  */
      put_pass_group (r->work);
      sv_add (&a, "--pass-group-file");
      sv_add (&a, "passes.json");
      sv_add (&a, "--skip-interestingness-test-check");
      sv_add (&a, "--tidy");
      sv_add (&a, "--timeout");
      sv_addf (&a, "%.0f", r->test_timeout);
    }
  sv_add (&a, "./interesting.sh");
  sv_add (&a, "prog.c");
  struct limits l = { .timeout_s = left, .tick = show_progress,
                      .tick_arg = &pr, .tick_s = pr.tty ? 2 : 30 };
  struct runres res = { 0 };
  if (!stop_signal)
    res = run_cmd (a.v, r->work, log, log, &l);
  unsetenv ("MEMOPT_REDUCE_CACHE");
  if (pr.tty)
    fputc ('\n', stderr);
  sv_free (&a);
  r->took = now_s () - t0;
  r->cpu = proc_tool_cpu_seconds - cpu0;
  r->variants = entries_of (cache);
  free (cache);
  if (stop_signal)
    msg ("reduce %s: %s after %.0f s; keeping the best variant so far "
         "(again to stop at once)", dir,
         stop_signal == SIGINT ? "interrupted (SIGINT)" : "stopped (SIGTERM)",
         r->took);
  else if (res.timed_out)
    msg ("reduce %s: time is up after %.0f s; keeping the best variant so far",
         dir, r->took);
  else if (res.status != 0)
    msg ("reduce %s: the reducer failed (status %d, see %s)", dir,
         res.status, log);
  free (log);
}

/* Make sure WORK/prog.c is interesting (a reducer killed mid-step may
   leave its last attempt: then the original), and readable: formatted
   by clang-format when the formatted file is still interesting.  */
static void
settle_result (struct reduction *r)
{
  if (!interesting_p (r->work, r->test_timeout))
    {
      msg ("reduce %s: the reducer's last file is not interesting; storing "
           "the unreduced program", r->o.dir);
      char *src = xasprintf ("%s/%s", r->o.dir, jo_get (&r->meta, "source"));
      copy_file (src, r->prog);
      free (src);
    }
  char *fmt = which ("clang-format-14");
  if (fmt)
    {
      char *save = xasprintf ("%s/prog.c.unformatted", r->work);
      copy_file (r->prog, save);
      char *fargv[] = { fmt, "-i", "--style=GNU", r->prog, NULL };
      struct limits fl = { .timeout_s = 60 };
      struct runres fr = run_cmd (fargv, r->work, NULL, NULL, &fl);
      if (fr.status != 0 || !interesting_p (r->work, r->test_timeout))
        copy_file (save, r->prog);
      free (save);
      free (fmt);
    }
  r->red_lines = lines_of (r->prog);
}

/* A perf-regression's files in DEST from the rebuild (WORK): the counts
   (control.funcs, plugin.funcs) and perf.txt, with the remarks in the
   function.  */
static void
store_perf_files (const struct reduction *r, const char *dest)
{
  const struct target *t = &r->cfg.targets[0];
  const char *lvl = r->cfg.levels.v[0];
  static const char *const sides[][2] = { { "ctl", "control.funcs" },
                                          { "plg", "plugin.funcs" } };
  for (int i = 0; i < 2; i++)
    {
      char *from = xasprintf ("%s/%s-%s-%s.funcs", r->work, t->name, lvl,
                              sides[i][0]);
      char *to = xasprintf ("%s/%s", dest, sides[i][1]);
      copy_file (from, to);
      free (from);
      free (to);
    }
  struct sbuf b;
  sb_init (&b);
  perf_report (&r->perf, t->name, lvl, &r->cfg, r->perf_remarks, &b);
  put_file (dest, "perf.txt", b.s, b.len, 0);
  sb_free (&b);
}

/* The stored case's files in DEST: reduced.c, original.c,
   interesting.sh, expected.out, actual.out, remarks.txt (crash.txt for a
   crash), from the rebuild's outcomes REF and PLG.  */
static void
store_files (const struct reduction *r, const char *dest,
             const struct outcome *ref, const struct outcome *plg)
{
  static const char no_output[] = "(no output: the build failed)\n";
  char *p = xasprintf ("%s/reduced.c", dest);
  copy_file (r->prog, p);
  free (p);
  p = xasprintf ("%s/%s", r->o.dir, jo_get (&r->meta, "source"));
  char *q = xasprintf ("%s/original.c", dest);
  copy_file (p, q);
  free (p);
  free (q);
  put_file (dest, "interesting.sh", r->script, strlen (r->script), 0755);
  if (strstr (r->reducer, "cvise"))
    put_pass_group (dest);
  put_file (dest, "expected.out", ref->output ? ref->output : "",
            ref->output ? strlen (ref->output) : 0, 0);
  const char *actual = plg->output ? plg->output : no_output;
  put_file (dest, "actual.out", actual, strlen (actual), 0);
  char *errp = xasprintf ("%s/plg.err", r->work);
  char *errt = read_file (errp, NULL);
  char *remarks = extract_remarks (errt ? errt : "");
  put_file (dest, "remarks.txt", remarks, strlen (remarks), 0);
  if (r->cls == VC_PLUGIN_CRASH && errt)
    put_file (dest, "crash.txt", errt, strlen (errt), 0);
  if (r->cls == VC_PERF_REGRESSION)
    store_perf_files (r, dest);
  free (errt);
  free (errp);
  free (remarks);
}

/* The stored case's case.json: the original's, without a bisection of
   the unreduced program (its lines are gone), with the reduction's
   facts, the check the reduced program fails (its id counts in the
   smaller program), this build's identity and its command.  */
static void
record_reduction (struct reduction *r, const char *id,
                  const struct outcome *plg, enum vclass now)
{
  struct jobj *m = &r->meta;
  jo_del (m, "bisect_n");
  jo_del (m, "bisect_remark");
  jo_del (m, "bisect_pass");
  jo_del (m, "bisect_kind");
  if (r->cls == VC_CHECK_FAILURE)
    check_keys_set (m, plg->check);
  if (r->cls == VC_PERF_REGRESSION && now == VC_PERF_REGRESSION)
    {
      perf_case_keys (m, &r->cfg);
      perf_record (m, &r->perf, r->perf_remarks);
    }
  jo_set_str (m, "id", id);
  jo_set_str (m, "source", "reduced.c");
  jo_set_str (m, "original", "original.c");
  jo_set_str (m, "expected", "expected.out");
  jo_set_str (m, "actual", "actual.out");
  jo_set_str (m, "remarks", "remarks.txt");
  jo_set_int (m, "original_lines", (long long) r->orig_lines);
  jo_set_int (m, "reduced_lines", (long long) r->red_lines);
  char *rv[] = { r->reducer, "--version", NULL };
  char *rver = first_line_of (rv);
  jo_set_str (m, "reducer", rver);
  free (rver);
  jo_set_num (m, "reduce_s", r->took);
  jo_set_num (m, "reduce_cpu_s", r->cpu);
  jo_set_int (m, "reduce_variants", (long long) r->variants);
  if (strstr (r->reducer, "cvise"))
    jo_set_str (m, "reduce_passes", reduce_pass_group_name);
  identity_set_case (m, &r->cfg, &r->cfg.targets[0]);
  jo_del (m, "plugin");
  char *cmd = case_command (&r->cfg, &r->cfg.targets[0], r->cfg.levels.v[0],
                            "reduced.c");
  jo_set_str (m, "command", cmd);
  free (cmd);
  jo_set_str (m, "reduced_class", vclass_name (now));
}

/* Where the case is stored: --corpus DIR/ID, else corpora/<class>/ID;
   ID is --id, else <target>-seed<N>-<level>.  */
static char *
store_dir (const struct reduction *r, char **id)
{
  const char *seed = jo_get (&r->meta, "seed");
  *id = r->o.id ? xstrdup (r->o.id)
                : xasprintf ("%s-seed%s-%s", r->cfg.targets[0].name,
                             seed ? seed : "x", r->cfg.levels.v[0]);
  if (r->o.corpus)
    return xasprintf ("%s/%s", r->o.corpus, *id);
  return xasprintf ("corpora/%s/%s",
                    r->cls == VC_PLUGIN_CRASH ? "crashes"
                    : r->cls == VC_CHECK_FAILURE ? "check-failures"
                    : r->cls == VC_PERF_REGRESSION ? "perf-regressions"
                                                   : "miscompiles", *id);
}

/* The remarks of the rebuild's plugin build (WORK/plg.err) in the
   perf-regression's function of WORK/prog.c: a string to free.  */
static char *
work_function_remarks (struct reduction *r)
{
  char *src = xasprintf ("%s/prog.c", r->work);
  char *err = xasprintf ("%s/plg.err", r->work);
  char *text = read_file (src, NULL);
  char *errt = read_file (err, NULL);
  char *fr = perf_attribute (&r->perf, text ? text : "", "prog.c",
                             errt ? errt : "");
  free (text);
  free (errt);
  free (src);
  free (err);
  return fr;
}

/* Rebuild the result to record its outputs and remarks, store the case;
   returns the class the reduced program has now.  */
static enum vclass
store_case (struct reduction *r)
{
  char *id;
  char *dest = store_dir (r, &id);
  if (mkdir_p (dest) != 0)
    die ("cannot create %s: %s", dest, strerror (errno));
  struct outcome ref, ctl, plg;
  struct sbuf d;
  sb_init (&d);
  enum vclass now = case_build (&r->cfg, r->work, -1, &ref, &ctl, &plg, &d,
                                &r->perf);
  if (now == VC_PERF_REGRESSION)
    r->perf_remarks = work_function_remarks (r);
  store_files (r, dest, &ref, &plg);
  record_reduction (r, id, &plg, now);
  case_save (dest, &r->meta);
  /* The campaign's case says where its reduced case is (ci.c reports
     it); a case directory that cannot be written is no error.  */
  char *abs = abs_path (dest);
  char *link = xasprintf ("%s/reduced-case", r->o.dir);
  char *line = xasprintf ("%s\n", abs);
  write_file (link, line, strlen (line), false);
  free (abs);
  free (link);
  free (line);
  printf ("reduce: %s -> %s: %zu -> %zu lines in %.0f s, %.0f s of CPU, "
          "%zu variants tested (%s now: %s)\n",
          r->o.dir, dest, r->orig_lines, r->red_lines, r->took, r->cpu,
          r->variants, vclass_name (now), d.s);
  outcome_free (&ref);
  outcome_free (&ctl);
  outcome_free (&plg);
  sb_free (&d);
  free (dest);
  free (id);
  return now;
}

static void
reduction_free (struct reduction *r)
{
  if (r->work)
    rm_rf (r->work);
  free (r->work);
  free (r->prog);
  free (r->script);
  free (r->reducer);
  perf_verdict_free (&r->perf);
  free (r->perf_remarks);
  jo_free (&r->meta);
}

int
cmd_reduce (const struct cli_args *args)
{
  struct reduction r;
  memset (&r, 0, sizeof r);
  parse_reduce_args (args, &r.cfg, &r.o);
  if (!load_case (&r))
    return 2;
  /* interesting.sh (and C-Vise's runs of it) use this plugin (and this
     counter).  */
  setenv ("MEMOPT_PLUGIN", r.cfg.targets[0].plugin, 1);
  if (r.cfg.perf)
    setenv ("MEMOPT_COUNT_PLUGIN", r.cfg.count_plugin, 1);
  signal (SIGINT, on_stop_signal);
  signal (SIGTERM, on_stop_signal);
  if (!prepare_work (&r))
    return 1;
  run_reducer (&r);
  settle_result (&r);
  enum vclass now = store_case (&r);
  int status = now == r.cls ? 0 : 1;
  reduction_free (&r);
  return status;
}
