/* config.c - how programs are built: the configuration's defaults and
   the options that change it.

   A vconfig says which targets, levels, plugins, compilers, plugin
   arguments, generator and limits a command builds programs with.
   config_default gives the harness's defaults (the Csmith profile below,
   both targets, O1-O3); config_option applies one of the options that
   run, reduce, bisect and repro share (their rows in cli.c), checking its
   value: a bad one exits 2 with a message naming the option and the value.
   The tools themselves (compilers, plugins, qemu, csmith) are found later,
   by tools.c, so that the order of the options never matters.  */

#define _GNU_SOURCE
#include "verify.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

void
config_default (struct vconfig *cfg)
{
  memset (cfg, 0, sizeof *cfg);
  sv_init (&cfg->levels);
  sv_split (&cfg->levels, "O1,O2,O3", ',');
  sv_init (&cfg->plugin_args);
  sv_init (&cfg->csmith_opts);
  /* The generator profile: memory-heavy code (pointers up to depth 3,
     structs, arrays) and none of the switches Csmith documents as sources
     of undefined behaviour (packed structs, null or dangling pointer
     dereferences).  Volatiles are left out because they switch memory
     optimizations off; floats because their output depends on rounding
     that the levels may legitimately change.  Jumps are left out because
     Csmith's gotos make most of its programs that never end: of seeds
     1-60 at -O0, 9 ran out of 5 s with them and 2 without, and every
     program that ends took at most 0.08 s (the loops and irreducible
     control flow gotos make are memgen's, the tests' and the torture
     suite's to cover).  */
  sv_split (&cfg->csmith_opts,
            "--no-packed-struct,--no-jumps,--null-ptr-deref-prob,0,"
            "--dangling-ptr-deref-prob,0,--no-volatiles,"
            "--no-volatile-pointers,--no-float,--max-pointer-depth,3,"
            "--max-funcs,8,--max-array-dim,2,--max-array-len-per-dim,8,"
            "--max-struct-fields,6,--quiet", ',');
  sv_init (&cfg->gen_files);
  sv_init (&cfg->gens);
  sv_add (&cfg->gens, "csmith");
  cfg->compile_timeout_s = 120;
  /* Programs that end take well under 0.1 s natively (and qemu is 10-20
     times slower): 2 s of CPU stops the ones that loop early.  */
  cfg->run_timeout_s = 2;
  cfg->gen_timeout_s = 30;
  cfg->targets[0].name = "x86_64";
  cfg->targets[1].name = "aarch64";
  cfg->targets[1].emulated = true;
  cfg->ntargets = 2;
  cfg->qemu_ld_prefix = xstrdup ("/usr/aarch64-linux-gnu");
  /* --perf: a function regresses at 2 % and 10,000 events more (a
     memgen program's kernels execute 10^5 to 10^6 of each; below that
     a difference is a few instructions of a call or a spill).  */
  cfg->perf_threshold_pct = 2;
  cfg->perf_min_events = 10000;
}

/* True when the campaign draws programs from generator NAME.  */
bool
config_uses_gen (const struct vconfig *cfg, const char *name)
{
  if (cfg->gen_dir)
    return false;
  for (size_t i = 0; i < cfg->gens.n; i++)
    if (strcmp (cfg->gens.v[i], name) == 0)
      return true;
  return false;
}

/* The generator of program SEED.  */
const char *
config_gen_of (const struct vconfig *cfg, unsigned long seed)
{
  if (cfg->gen_dir)
    return cfg->gen_dir;
  return cfg->gens.v[seed % cfg->gens.n];
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

/* --levels LIST: each an optimization level, the leading '-' dropped.  */
static void
set_levels (struct vconfig *cfg, const char *v)
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

static void
add_plugin_arg (struct vconfig *cfg, const char *v)
{
  const char *kv = str_starts (v, "-fplugin-arg-memopt-")
                     ? v + strlen ("-fplugin-arg-memopt-") : v;
  if (!*kv || *kv == '=' || strchr (kv, ' '))
    usage_error ("--plugin-arg wants KEY or KEY=VALUE (e.g. lse=on), "
                 "got '%s'", v);
  sv_add (&cfg->plugin_args, kv);
}

/* Replace the string *SLOT with a copy of V.  */
static void
set_string (char **slot, const char *v)
{
  free (*slot);
  *slot = xstrdup (v);
}

/* --generator: csmith, memgen, or a list of them used in turn by seed
   (csmith,memgen: even seeds Csmith, odd seeds memgen); or files:DIR.  */
static void
set_generator (struct vconfig *cfg, const char *v)
{
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
      return;
    }
  sv_free (&g);
  if (str_starts (v, "files:") && v[6])
    load_gen_dir (cfg, v + 6);
  else
    usage_error ("--generator wants csmith or files:DIR, memgen, or "
                 "a list like csmith,memgen, got '%s'", v);
}

/* --run-timeout, --compile-timeout (NAME): seconds into *OUT.  */
static void
set_seconds (const char *name, const char *v, double *out)
{
  char *end;
  double t = strtod (v, &end);
  if (*end || !(t > 0) || t > 86400)
    usage_error ("%s wants seconds (a positive number), got '%s'", name, v);
  *out = t;
}

/* --perf-threshold PCT: a percentage, 0 to 10000.  */
static void
set_perf_threshold (struct vconfig *cfg, const char *v)
{
  char *end;
  double t = strtod (v, &end);
  if (end == v || *end || !(t >= 0) || t > 10000)
    usage_error ("--perf-threshold wants a percentage (e.g. 2 or 0.5), "
                 "got '%s'", v);
  cfg->perf_threshold_pct = t;
  cfg->perf_threshold_given = true;
}

/* --perf-min-events N.  */
static void
set_perf_min_events (struct vconfig *cfg, const char *v)
{
  if (!parse_ulong (v, &cfg->perf_min_events))
    usage_error ("--perf-min-events wants a number of events, got '%s'", v);
  cfg->perf_min_given = true;
}

bool
config_option (struct vconfig *cfg, int key, const char *v)
{
  switch (key)
    {
    case CLI_PERF:
      /* perf.c: the outputs that agree are also counted and judged.  */
      cfg->perf = true;
      return true;
    case CLI_PERF_THRESHOLD:
      set_perf_threshold (cfg, v);
      return true;
    case CLI_PERF_MIN_EVENTS:
      set_perf_min_events (cfg, v);
      return true;
    case CLI_CHECK:
      /* Check mode (checkfail.c): the plugin builds keep run-time checks
         of what each transformation assumed; a failed one aborts.  */
      if (!check_mode_p (&cfg->plugin_args))
        sv_add (&cfg->plugin_args, "check=abort");
      return true;
    case CLI_TARGETS:
      set_targets (cfg, v);
      return true;
    case CLI_LEVELS:
      set_levels (cfg, v);
      return true;
    case CLI_PLUGIN_ARG:
      add_plugin_arg (cfg, v);
      return true;
    case CLI_PLUGIN:
      set_string (&target_slot (cfg, "x86_64")->plugin, v);
      return true;
    case CLI_PLUGIN_AARCH64:
      set_string (&target_slot (cfg, "aarch64")->plugin, v);
      return true;
    case CLI_CC_X86_64:
      set_string (&target_slot (cfg, "x86_64")->cc, v);
      return true;
    case CLI_CC_AARCH64:
      set_string (&target_slot (cfg, "aarch64")->cc, v);
      return true;
    case CLI_GENERATOR:
      set_generator (cfg, v);
      return true;
    case CLI_CSMITH_INCLUDE:
      cfg->csmith_inc = abs_path (v);
      return true;
    case CLI_CSMITH_OPTIONS:
      sv_free (&cfg->csmith_opts);
      sv_init (&cfg->csmith_opts);
      sv_split (&cfg->csmith_opts, v, ' ');
      return true;
    case CLI_RUN_TIMEOUT:
      set_seconds ("--run-timeout", v, &cfg->run_timeout_s);
      return true;
    case CLI_COMPILE_TIMEOUT:
      set_seconds ("--compile-timeout", v, &cfg->compile_timeout_s);
      return true;
    default:
      return false;
    }
}

void
config_parse (const struct cli_args *args, struct vconfig *cfg,
              void (*own) (void *, int, const char *), void *own_arg)
{
  config_default (cfg);
  for (size_t i = 0; i < args->nopts; i++)
    {
      const struct cli_value *v = &args->opts[i];
      if (!config_option (cfg, v->key, v->value) && own)
        own (own_arg, v->key, v->value);
    }
}
