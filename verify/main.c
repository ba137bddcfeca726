/* main.c - memopt-verify's command line.

   memopt-verify COMMAND [options]
     run      a campaign (campaign.c)
     merge    shards into one campaign (merge.c)
     report   a campaign as markdown and HTML (report.c)
     reduce   a finding with C-Vise (reduce.c)
     bisect   a miscompile to one transformation (bisect.c)
     repro    rebuild and rerun a stored case (casefile.c)
   Exit status: 0 success, 1 a failure was found or remains, 2 a usage
   error or a missing tool (the message names the Debian package).
   The harness's own messages go to stderr, results to stdout.  */

#define _GNU_SOURCE
#include "verify.h"
#include "version.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void
usage_error (const char *fmt, ...)
{
  va_list ap;
  fputs ("memopt-verify: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputs ("\n(memopt-verify COMMAND --help for the options)\n", stderr);
  exit (2);
}

static int
cmp_str (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* --generator files:DIR: the regular *.c files of DIR, sorted by name.  */
static void
load_gen_dir (struct vconfig *cfg, const char *dir)
{
  DIR *d = opendir (dir);
  if (!d)
    usage_error ("--generator files:%s: cannot open the directory", dir);
  struct dirent *e;
  while ((e = readdir (d)))
    {
      size_t n = strlen (e->d_name);
      if (n > 2 && strcmp (e->d_name + n - 2, ".c") == 0)
        sv_add (&cfg->gen_files, e->d_name);
    }
  closedir (d);
  if (!cfg->gen_files.n)
    usage_error ("--generator files:%s: no .c file there", dir);
  qsort (cfg->gen_files.v, cfg->gen_files.n, sizeof (char *), cmp_str);
  cfg->gen_dir = abs_path (dir);
}

static bool
valid_level (const char *l)
{
  static const char *const ok[] = { "O0", "O1", "O2", "O3", "Os", "Og",
                                    "Ofast", "Oz" };
  for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
    if (strcmp (l, ok[i]) == 0)
      return true;
  return false;
}

static void
set_targets (struct vconfig *cfg, const char *list)
{
  struct strv v;
  sv_init (&v);
  sv_split (&v, list, ',');
  struct target old[2] = { cfg->targets[0], cfg->targets[1] };
  cfg->ntargets = 0;
  for (size_t i = 0; i < v.n; i++)
    {
      int k = strcmp (v.v[i], "x86_64") == 0 ? 0
              : strcmp (v.v[i], "aarch64") == 0 ? 1 : -1;
      if (k < 0)
        usage_error ("--targets: unknown target '%s' (x86_64, aarch64)",
                     v.v[i]);
      for (size_t j = 0; j < cfg->ntargets; j++)
        if (strcmp (cfg->targets[j].name, v.v[i]) == 0)
          usage_error ("--targets: '%s' given twice", v.v[i]);
      cfg->targets[cfg->ntargets++] = old[k];
    }
  if (!cfg->ntargets)
    usage_error ("--targets: empty list");
  sv_free (&v);
}

static struct target *
target_slot (struct vconfig *cfg, const char *name)
{
  for (size_t i = 0; i < cfg->ntargets; i++)
    if (strcmp (cfg->targets[i].name, name) == 0)
      return &cfg->targets[i];
  /* Not selected (yet): the slot still holds the setting, so the
     order of --targets and --plugin does not matter.  */
  for (size_t i = 0; i < 2; i++)
    if (strcmp (cfg->targets[i].name, name) == 0)
      return &cfg->targets[i];
  return NULL;
}

int
parse_build_option (struct vconfig *cfg, int argc, char **argv, int *i)
{
  static const char *const with_value[] = {
    "--targets", "--levels", "--plugin-arg", "--plugin", "--plugin-aarch64",
    "--generator", "--csmith-include", "--csmith-options", "--run-timeout",
    "--compile-timeout", "--cc-x86_64", "--cc-aarch64",
  };
  const char *a = argv[*i];
  if (strcmp (a, "--check") == 0)
    {
      /* Check mode (checkfail.c): the plugin builds keep run-time checks
         of what each transformation assumed; a failed one aborts.  */
      if (!check_mode_p (&cfg->plugin_args))
        sv_add (&cfg->plugin_args, "check=abort");
      return 1;
    }
  bool known = false;
  for (size_t k = 0; k < sizeof with_value / sizeof *with_value; k++)
    known = known || strcmp (a, with_value[k]) == 0;
  if (!known)
    return 0;
  if (*i + 1 >= argc)
    usage_error ("%s needs a value", a);
  const char *v = argv[++*i];
  if (strcmp (a, "--targets") == 0)
    set_targets (cfg, v);
  else if (strcmp (a, "--levels") == 0)
    {
      sv_free (&cfg->levels);
      sv_init (&cfg->levels);
      sv_split (&cfg->levels, v, ',');
      if (!cfg->levels.n)
        usage_error ("--levels: empty list");
      for (size_t k = 0; k < cfg->levels.n; k++)
        {
          const char *l = cfg->levels.v[k];
          if (l[0] == '-')
            l++;
          if (!valid_level (l))
            usage_error ("--levels: '%s' is not an optimization level "
                         "(O1, O2, O3, Os, ...)", cfg->levels.v[k]);
          if (l != cfg->levels.v[k])
            memmove (cfg->levels.v[k], l, strlen (l) + 1);
        }
    }
  else if (strcmp (a, "--plugin-arg") == 0)
    {
      const char *kv = str_starts (v, "-fplugin-arg-memopt-")
                         ? v + strlen ("-fplugin-arg-memopt-") : v;
      if (!*kv || *kv == '=' || strchr (kv, ' '))
        usage_error ("--plugin-arg wants KEY or KEY=VALUE (e.g. lse=on), "
                     "got '%s'", v);
      sv_add (&cfg->plugin_args, kv);
    }
  else if (strcmp (a, "--plugin") == 0)
    {
      free (target_slot (cfg, "x86_64")->plugin);
      target_slot (cfg, "x86_64")->plugin = xstrdup (v);
    }
  else if (strcmp (a, "--plugin-aarch64") == 0)
    {
      free (target_slot (cfg, "aarch64")->plugin);
      target_slot (cfg, "aarch64")->plugin = xstrdup (v);
    }
  else if (strcmp (a, "--cc-x86_64") == 0)
    {
      free (target_slot (cfg, "x86_64")->cc);
      target_slot (cfg, "x86_64")->cc = xstrdup (v);
    }
  else if (strcmp (a, "--cc-aarch64") == 0)
    {
      free (target_slot (cfg, "aarch64")->cc);
      target_slot (cfg, "aarch64")->cc = xstrdup (v);
    }
  else if (strcmp (a, "--generator") == 0)
    {
      /* csmith, memgen, or a list of them used in turn by seed
         (csmith,memgen: even seeds Csmith, odd seeds memgen).  */
      struct strv g;
      sv_init (&g);
      sv_split (&g, v, ',');
      bool ok = g.n > 0;
      for (size_t i = 0; i < g.n; i++)
        ok = ok && (strcmp (g.v[i], "csmith") == 0
                    || strcmp (g.v[i], "memgen") == 0);
      if (ok)
        {
          cfg->gen_dir = NULL;
          sv_free (&cfg->gens);
          cfg->gens = g;
        }
      else
        {
          sv_free (&g);
          if (str_starts (v, "files:") && v[6])
            load_gen_dir (cfg, v + 6);
          else
            usage_error ("--generator wants csmith or files:DIR, memgen, or "
                         "a list like csmith,memgen, got '%s'", v);
        }
    }
  else if (strcmp (a, "--csmith-include") == 0)
    cfg->csmith_inc = abs_path (v);
  else if (strcmp (a, "--csmith-options") == 0)
    {
      sv_free (&cfg->csmith_opts);
      sv_init (&cfg->csmith_opts);
      sv_split (&cfg->csmith_opts, v, ' ');
    }
  else
    {
      char *end;
      double t = strtod (v, &end);
      if (*end || !(t > 0) || t > 86400)
        usage_error ("%s wants seconds (a positive number), got '%s'", a, v);
      if (strcmp (a, "--run-timeout") == 0)
        cfg->run_timeout_s = t;
      else
        cfg->compile_timeout_s = t;
    }
  return 1;
}

static void
usage (FILE *f)
{
  fputs (
"usage: memopt-verify COMMAND [options]   (COMMAND --help for its options)\n"
"  run      generate programs, build them with and without the plugin on\n"
"           x86_64 and aarch64, compare the outputs, keep the findings\n"
"  merge    combine the campaign directories of several shards\n"
"  report   render a campaign as report.md and report.html\n"
"  reduce   shrink a finding with C-Vise, store it under corpora/\n"
"  bisect   find the first transformation that breaks a miscompiled case\n"
"  repro    rebuild and rerun a stored case (exit 0: fixed, 1: fails)\n"
"  --version  the version of memopt-verify (also after a command)\n"
"Exit status: 0 ok, 1 a failure found or remaining, 2 usage or setup error,\n"
"3 incomplete (run stopped by --duration or a signal, shards missing).\n",
         f);
}

int
main (int argc, char **argv)
{
  /* Compiler messages in plain ASCII, stable for buckets.  */
  setenv ("LC_ALL", "C", 1);
  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--version") == 0)
      {
        printf ("memopt-verify %s\n", MEMOPT_VERSION);
        return 0;
      }
  const char *c = argv[1];
  if (strcmp (c, "--help") == 0 || strcmp (c, "-h") == 0
      || strcmp (c, "help") == 0)
    {
      usage (stdout);
      return 0;
    }
  if (strcmp (c, "run") == 0)
    return cmd_run (argc - 1, argv + 1);
  if (strcmp (c, "merge") == 0)
    return cmd_merge (argc - 1, argv + 1);
  if (strcmp (c, "report") == 0)
    return cmd_report (argc - 1, argv + 1);
  if (strcmp (c, "reduce") == 0)
    return cmd_reduce (argc - 1, argv + 1);
  if (strcmp (c, "bisect") == 0)
    return cmd_bisect (argc - 1, argv + 1);
  if (strcmp (c, "repro") == 0)
    return cmd_repro (argc - 1, argv + 1);
  usage_error ("unknown command '%s' (run, merge, report, reduce, bisect, "
               "repro)", c);
}
