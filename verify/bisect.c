/* bisect.c - `memopt-verify bisect CASE`: the first transformation that
   breaks the program.

   The plugin counts its transformations across passes and, with
   -fplugin-arg-memopt-max-transforms=N, applies only the first N (LLVM's
   DEBUG_COUNTER idea).  Let bad(N) be "the build with max-transforms=N
   miscompiles the case" (its output differs from the reference, or it
   hangs, or it crashes for a crash case, or a check fails for a
   check-failure case, or for a perf-regression the case's function
   executes more than the threshold more than the control's: perf.c; the
   culprit is then the transformation whose removal brings the count back
   under the threshold, given the ones before it).  bad(0) must be false (no
   transformation, no miscompile: else the plugin breaks the program by
   some other means and bisecting says nothing) and bad(all) true.  Then:
     1. hi = the number of "memopt:" remarks of the full build (at least 1),
        doubled until bad(hi) (bounded at 2^24);
     2. binary search for the least N with bad(N), keeping bad(hi) and
        !bad(lo) invariant: O(log N) builds;
     3. the culprit is the remark present with max-transforms=N but not
        with N-1 (remarks come from -fopt-info-optimized).
   Transformations are assumed to be independent enough that bad() is
   monotone; when it is not, the search still ends on some N with
   !bad(N-1) && bad(N), which is a transformation whose application breaks
   the program given the ones before it: still the one to look at.

   The result is printed and stored in the case: bisect.txt, and the keys
   bisect_n, bisect_remark, bisect_pass and bisect_kind of case.json (the
   pass and kind from the remark's row of plugin/remarks.tsv).

   `memopt-verify bisect --build CMD --test CMD` does the same over a whole
   project's build instead of one case: it hands over to
   verify/bisect-build.sh, which first narrows the culprit to one source
   file (the plugin on the first k files of the build) and then runs this
   search inside that file.  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct probe
{
  bool bad;
  char *remarks;
  char *detail;                 /* classify's sentence (a perf verdict) */
};

static struct probe
probe (const struct vconfig *cfg, const char *work, long n, enum vclass want)
{
  struct outcome ref, ctl, plg;
  struct sbuf d;
  sb_init (&d);
  enum vclass c = case_build (cfg, work, n, &ref, &ctl, &plg, &d, NULL);
  struct probe p = { 0 };
  p.bad = c == want;
  char *err = xasprintf ("%s/plg.err", work);
  char *text = read_file (err, NULL);
  p.remarks = extract_remarks (text ? text : "");
  free (text);
  free (err);
  outcome_free (&ref);
  outcome_free (&ctl);
  outcome_free (&plg);
  p.detail = d.s;
  return p;
}

/* The kind and pass of REMARK (remarks.c); false when no row matches.  */
static bool
remark_kind (const char *remark, char **kind, char **pass)
{
  int k = remark_kind_of (remark);
  if (k < 0)
    return false;
  *kind = xstrdup (remark_kind_name ((size_t) k));
  *pass = xstrdup (remark_kind_pass ((size_t) k));
  return true;
}

static size_t
count_lines (const char *s)
{
  size_t n = 0;
  for (; *s; s++)
    n += *s == '\n';
  return n;
}

/* The lines of B that are not in A (as a multiset).  */
static char *
new_lines (const char *a, const char *b)
{
  struct strv la, lb;
  sv_init (&la);
  sv_init (&lb);
  sv_split (&la, a, '\n');
  sv_split (&lb, b, '\n');
  bool *used = calloc (la.n + 1, sizeof *used);
  struct sbuf out;
  sb_init (&out);
  for (size_t i = 0; i < lb.n; i++)
    {
      bool found = false;
      for (size_t k = 0; k < la.n && !found; k++)
        if (!used[k] && strcmp (la.v[k], lb.v[i]) == 0)
          used[k] = found = true;
      if (!found)
        sb_printf (&out, "%s\n", lb.v[i]);
    }
  free (used);
  sv_free (&la);
  sv_free (&lb);
  return out.s;
}

/* bisect --build CMD --test CMD [--cc COMPILER] [--plugin PATH]
   [--work DIR]: exec verify/bisect-build.sh (beside build/, where this
   executable lives; PREFIX/lib/memopt/ when installed) with the plugin as
   -fplugin= flags and the compiler in MEMOPT_REAL_CC.  Returns only on an
   error.  */
int
cmd_bisect_build (const struct cli_args *args)
{
  const char *build = NULL, *test = NULL, *work = NULL;
  const char *cc = "gcc-12", *plugin = NULL;
  if (args->noperands)
    usage_error ("bisect --build: unknown argument '%s' (--build CMD "
                 "--test CMD [--cc COMPILER] [--plugin PATH] "
                 "[--work DIR])", args->operands[0]);
  for (size_t i = 0; i < args->nopts; i++)
    {
      const struct cli_value *v = &args->opts[i];
      const char **slot = v->key == CLI_BUILD ? &build
                          : v->key == CLI_TEST ? &test
                          : v->key == CLI_WORK ? &work
                          : v->key == CLI_CC ? &cc : &plugin;
      *slot = v->value;
    }
  if (!build || !test)
    usage_error ("bisect --build CMD needs --test CMD too");
  char *script = getenv ("MEMOPT_BISECT_BUILD")
    ? xstrdup (getenv ("MEMOPT_BISECT_BUILD"))
    : exe_file ("../verify/bisect-build.sh", "../lib/memopt/bisect-build.sh");
  char *in_build = xasprintf ("%s/memopt.so", cc);
  char *installed = xasprintf ("../lib/memopt/%s/memopt.so", cc);
  char *plug = plugin ? abs_path (plugin) : exe_file (in_build, installed);
  free (in_build);
  free (installed);
  if (!file_exists (plug))
    usage_error ("bisect --build: no plugin %s (run make, or --plugin PATH)",
                 plug);
  if (access (script, X_OK) != 0)
    usage_error ("bisect --build: %s not found (set MEMOPT_BISECT_BUILD)",
                 script);
  char *flags = xasprintf ("-fplugin=%s", plug);
  setenv ("MEMOPT_REAL_CC", cc, 1);
  char *script_argv[] = { script, "--plugin", flags, "--build", (char *) build,
                   "--test", (char *) test, work ? "--work" : NULL,
                   (char *) work, NULL };
  fflush (NULL);
  execv (script, script_argv);
  msg ("bisect --build: cannot run %s", script);
  return 2;
}

/* The search's result: the least N with bad(N) (HI) and the greatest
   tried without (LO), the remarks of both builds, the builds made.  */
struct search
{
  long lo, hi;
  char *lo_remarks, *hi_remarks;
  char *lo_detail, *hi_detail;  /* what the builds of LO and HI gave */
  int builds;
};

/* Keep probe P's remarks and detail as *REMARKS and *DETAIL (the
   previous ones freed).  */
static void
keep (struct probe *p, char **remarks, char **detail)
{
  free (*remarks);
  free (*detail);
  *remarks = p->remarks;
  *detail = p->detail;
}

/* Step 1: from the number of remarks of the full build ALL, double HI
   until bad(HI); LO is the last N that was not bad.  False (after a
   message) when no N up to 2^24 is.  */
static bool
search_upper (const struct vconfig *cfg, const char *dir, const char *work,
              enum vclass want, const struct probe *all, struct search *s)
{
  s->lo = 0;
  s->hi = (long) count_lines (all->remarks);
  if (s->hi < 1)
    s->hi = 1;
  for (;;)
    {
      struct probe p = probe (cfg, work, s->hi, want);
      s->builds++;
      if (p.bad)
        {
          keep (&p, &s->hi_remarks, &s->hi_detail);
          return true;
        }
      keep (&p, &s->lo_remarks, &s->lo_detail);
      s->lo = s->hi;
      if (s->hi >= (1L << 24))
        {
          msg ("bisect %s: no N up to %ld fails although the full build "
               "does; is max-transforms honoured?", dir, s->hi);
          return false;
        }
      s->hi *= 2;
    }
}

/* Step 2: binary search between LO and HI, keeping !bad(LO), bad(HI).  */
static void
search_between (const struct vconfig *cfg, const char *work, enum vclass want,
                struct search *s)
{
  while (s->hi - s->lo > 1)
    {
      long mid = s->lo + (s->hi - s->lo) / 2;
      struct probe p = probe (cfg, work, mid, want);
      s->builds++;
      if (p.bad)
        {
          s->hi = mid;
          keep (&p, &s->hi_remarks, &s->hi_detail);
        }
      else
        {
          s->lo = mid;
          keep (&p, &s->lo_remarks, &s->lo_detail);
        }
    }
}

/* The whole search on case DIR (built in WORK): false, after a message,
   when it cannot say (the case does not fail, or fails without any
   transformation, or no N fails).  */
static bool
search (const struct vconfig *cfg, const char *dir, const char *work,
        enum vclass want, struct search *s)
{
  memset (s, 0, sizeof *s);
  struct probe all = probe (cfg, work, -1, want);
  if (!all.bad)
    {
      msg ("bisect %s: the case does not fail with this plugin (%s): "
           "nothing to bisect", dir, all.detail);
      return false;
    }
  struct probe none = probe (cfg, work, 0, want);
  if (none.bad)
    {
      msg ("bisect %s: the case fails even with max-transforms=0 (%s): no "
           "single transformation is to blame (the plugin breaks it "
           "otherwise)", dir, none.detail);
      return false;
    }
  keep (&none, &s->lo_remarks, &s->lo_detail);
  s->builds = 2;
  bool ok = search_upper (cfg, dir, work, want, &all, s);
  if (ok)
    search_between (cfg, work, want, s);
  free (all.remarks);
  free (all.detail);
  return ok;
}

/* Step 3, printed: the culprit's remark (the one present with HI and not
   with LO), its pass and kind when remarks.tsv names them (into *KIND,
   *PASS), and the check's transformation when it differs.  Returns the
   remark lines.  */
static char *
print_culprit (const char *dir, const struct search *s,
               const struct jobj *meta, char **kind, char **pass)
{
  char *culprit = new_lines (s->lo_remarks, s->hi_remarks);
  if (!*culprit)
    {
      free (culprit);
      culprit = xstrdup ("(no new remark: the transformation printed none)\n");
    }
  if (vclass_parse (jo_get (meta, "class")) == VC_PERF_REGRESSION)
    printf ("bisect %s: transformation %ld makes %s regress (%d builds):\n"
            "  with it (max-transforms=%ld): %s\n"
            "  without (max-transforms=%ld): %s\nits remark:\n%s", dir,
            s->hi, jo_get (meta, "perf_function"), s->builds, s->hi,
            s->hi_detail, s->lo, s->lo_detail, culprit);
  else
    printf ("bisect %s: transformation %ld breaks the program (%d builds); "
            "its remark:\n%s", dir, s->hi, s->builds, culprit);
  char *first = strndup (culprit, strcspn (culprit, "\n"));
  bool named = remark_kind (first, kind, pass);
  free (first);
  if (named)
    printf ("bisect %s: pass %s, kind %s\n", dir, *pass, *kind);
  long check_id = jo_get_int (meta, "check_id", -1);
  if (check_id >= 0 && check_id != s->hi)
    printf ("bisect %s: note: the failed check named transformation %ld\n",
            dir, check_id);
  return culprit;
}

/* Store the result in case DIR: bisect.txt and the bisect_* keys of
   case.json.  */
static void
store_culprit (const char *dir, const struct vconfig *cfg,
               struct jobj *meta, const struct search *s, char *culprit,
               const char *kind, const char *pass)
{
  struct sbuf b;
  sb_init (&b);
  sb_printf (&b, "first bad transformation: %ld (max-transforms=%ld fails, "
             "%ld passes)\ntarget %s, level %s, plugin args '%s'\n",
             s->hi, s->hi, s->lo, cfg->targets[0].name, cfg->levels.v[0],
             jo_get (meta, "plugin_args") ? jo_get (meta, "plugin_args")
                                          : "");
  if (cfg->perf)
    sb_printf (&b, "with it: %s\nwithout: %s\n", s->hi_detail, s->lo_detail);
  sb_printf (&b, "remark:\n%s", culprit);
  char *p = xasprintf ("%s/bisect.txt", dir);
  write_file (p, b.s, b.len, false);
  free (p);
  sb_free (&b);
  jo_set_int (meta, "bisect_n", s->hi);
  culprit[strcspn (culprit, "\n")] = 0;
  jo_set_str (meta, "bisect_remark", culprit);
  if (kind)
    {
      jo_set_str (meta, "bisect_pass", pass);
      jo_set_str (meta, "bisect_kind", kind);
    }
  case_save (dir, meta);
}

int
cmd_bisect (const struct cli_args *args)
{
  struct vconfig cfg;
  config_parse (args, &cfg, NULL, NULL);
  if (args->noperands > 1)
    usage_error ("bisect: one case at a time");
  const char *dir = args->noperands ? args->operands[0] : NULL;
  if (!dir)
    usage_error ("bisect: which case? (a directory with case.json)");
  struct jobj meta;
  if (case_load (dir, &meta) != 0)
    usage_error ("bisect: %s has no valid case.json", dir);
  if (!case_config (&cfg, &meta) || !find_tools (&cfg, false))
    return 2;
  identity_warn_case (dir, &meta, &cfg.targets[0]);
  /* A check failure already names its transformation (check_id); the
     bisection confirms it, and holds for cases stored without the id.  */
  enum vclass want = vclass_parse (jo_get (&meta, "class"));
  if (!vclass_is_finding (want))
    want = VC_MISCOMPILE;
  char *work = case_workdir (dir, &meta);
  struct search s;
  if (!search (&cfg, dir, work, want, &s))
    return 1;
  char *kind = NULL, *pass = NULL;
  char *culprit = print_culprit (dir, &s, &meta, &kind, &pass);
  store_culprit (dir, &cfg, &meta, &s, culprit, kind, pass);
  free (kind);
  free (pass);
  free (culprit);
  free (s.lo_remarks);
  free (s.hi_remarks);
  free (s.lo_detail);
  free (s.hi_detail);
  rm_rf (work);
  free (work);
  jo_free (&meta);
  return 0;
}
