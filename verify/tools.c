/* tools.c - finding the tools memopt-verify runs: compilers, plugins,
   qemu, the generators (csmith, memgen), the reducers (cvise, creduce,
   clang-14), and for --perf the counting plugin and qemu-x86_64.

   A tool that is missing is a setup error, reported once with the Debian
   package that provides it (or the make target that builds it) before
   any program is built: find_tools and find_reducer return false or NULL
   after the message, and the commands exit 2.  A plugin must also load
   into its compiler (plugin_loads compiles one line with it), so that a
   plugin built for another compiler is one clear error, not a crash in
   every program.  Files that live beside the executable (plugins, memgen,
   remarks.tsv, bisect-build.sh) are found in the build tree or where
   make install puts them (exe_file).  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The directory of this executable (build/), where the plugins are
   built next to it: build/<compiler>/memopt.so.  */
char *
exe_dir (void)
{
  char buf[4096];
  ssize_t n = readlink ("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0)
    return xstrdup ("build");
  buf[n] = 0;
  char *slash = strrchr (buf, '/');
  if (slash)
    *slash = 0;
  return xstrdup (buf);
}

/* A file that lives beside this executable, found in the build tree or
   where make install puts it: IN_BUILD relative to exe_dir () when it
   exists there (build/memopt-verify: "gcc-12/memopt.so",
   "../plugin/remarks.tsv"), else INSTALLED relative to it
   (PREFIX/bin/memopt-verify: "../lib/memopt/gcc-12/memopt.so",
   "../share/memopt/remarks.tsv").  When neither exists, the build-tree
   path, for the message that names what is missing.  A file found is
   named by its real path (no "bin/../").  */
char *
exe_file (const char *in_build, const char *installed)
{
  char *dir = exe_dir ();
  char *p = xasprintf ("%s/%s", dir, in_build);
  if (!file_exists (p))
    {
      char *q = xasprintf ("%s/%s", dir, installed);
      if (file_exists (q))
        {
          free (p);
          p = q;
        }
      else
        free (q);
    }
  free (dir);
  char *real = file_exists (p) ? realpath (p, NULL) : NULL;
  if (real)
    {
      free (p);
      p = real;
    }
  return p;
}

static bool
need (const char *prog, const char *package, char **out)
{
  char *p = which (prog);
  if (!p)
    {
      msg ("'%s' not found: install the Debian package %s "
           "(apt-get install %s, or mk/deps.sh verify)", prog, package,
           package);
      return false;
    }
  if (out)
    {
      free (*out);
      *out = p;
    }
  else
    free (p);
  return true;
}

/* Compile a one-line function with T's plugin and ARGS (each passed as
   -fplugin-arg-memopt-ARG; NULL for none); true when it compiles.  Its
   stderr into *ERR (malloc'd) when it does not.  */
static bool
smoke_compile (const struct target *t, const struct strv *args, char **err)
{
  *err = NULL;
  char dir[] = "/tmp/memopt-verify-smoke-XXXXXX";
  if (!mkdtemp (dir))
    return true;
  char *src = xasprintf ("%s/smoke.c", dir);
  write_file (src, "int f (int *p) { return *p; }\n", 31, false);
  char *obj = xasprintf ("%s/smoke.o", dir);
  char *errp = xasprintf ("%s/smoke.err", dir);
  struct strv argv;
  sv_init (&argv);
  sv_add (&argv, t->cc);
  sv_add (&argv, "-O2");
  sv_add (&argv, "-c");
  sv_addf (&argv, "-fplugin=%s", t->plugin);
  for (size_t i = 0; args && i < args->n; i++)
    sv_addf (&argv, "-fplugin-arg-memopt-%s", args->v[i]);
  sv_add (&argv, src);
  sv_add (&argv, "-o");
  sv_add (&argv, obj);
  struct limits l = { .timeout_s = 60 };
  struct runres r = run_cmd (argv.v, NULL, NULL, errp, &l);
  bool ok = r.status == 0 && !r.timed_out;
  if (!ok)
    {
      *err = read_file (errp, NULL);
      if (!*err)
        *err = xstrdup (r.timed_out ? "(timed out)\n" : "");
    }
  sv_free (&argv);
  free (src);
  free (obj);
  free (errp);
  rm_rf (dir);
  return ok;
}

/* Compile a one-line function with T's plugin and the campaign's plugin
   arguments (CFG): a plugin that does not load (not built, built for
   another compiler, an undefined symbol), or that refuses an argument
   (--plugin-arg lse=maybe), is a setup error to report once, not a
   plugin-crash to find in every program.  */
static bool
plugin_loads (const struct vconfig *cfg, const struct target *t)
{
  char *err;
  if (smoke_compile (t, &cfg->plugin_args, &err))
    return true;
  char *plain_err;
  if (cfg->plugin_args.n && smoke_compile (t, NULL, &plain_err))
    {
      char *given = sv_join (&cfg->plugin_args, " ");
      msg ("the plugin %s refuses the plugin arguments (%s):\n%s(fix "
           "--plugin-arg; %s -fplugin=%s -fplugin-arg-memopt-help lists the "
           "valid keys and values)", t->plugin, given, err, t->cc,
           t->plugin);
      free (given);
    }
  else
    msg ("the plugin %s does not work with %s:\n%s(rebuild it with 'make', "
         "or pass --plugin%s PATH)", t->plugin, t->cc, err,
         t->emulated ? "-aarch64" : "");
  free (err);
  return false;
}

/* The plugin for compiler CC (named NAME): the one built beside this
   executable (build/NAME/memopt.so), or installed beside it
   (PREFIX/lib/memopt/NAME/memopt.so: exe_file), else the one installed
   in CC's own plugin directory (make install without PREFIX), else the
   first, for the error message.  */
static char *
default_plugin (const char *cc, const char *name)
{
  char *b = xasprintf ("%s/memopt.so", name);
  char *in = xasprintf ("../lib/memopt/%s/memopt.so", name);
  char *found = exe_file (b, in);
  free (b);
  free (in);
  if (file_exists (found))
    return found;
  char *argv[] = { (char *) cc, "-print-file-name=plugin", NULL };
  char *dir = first_line_of (argv);
  if (dir && dir[0] == '/')
    {
      char *inst = xasprintf ("%s/memopt.so", dir);
      if (file_exists (inst))
        {
          free (dir);
          free (found);
          return inst;
        }
      free (inst);
    }
  free (dir);
  return found;
}

/* The generators the campaign draws from (NEED_GEN: a run): memgen
   beside this executable, csmith on $PATH with its version.  */
static bool
find_generators (struct vconfig *cfg, bool need_gen)
{
  bool ok = true;
  if (need_gen && config_uses_gen (cfg, "memgen") && !cfg->memgen)
    {
      /* Built next to this executable (make build/memgen); installed in
         PREFIX/lib/memopt.  */
      cfg->memgen = exe_file ("memgen", "../lib/memopt/memgen");
      if (access (cfg->memgen, X_OK) != 0)
        {
          msg ("%s not found: run 'make build/memgen'", cfg->memgen);
          ok = false;
        }
    }
  if (need_gen && config_uses_gen (cfg, "csmith"))
    {
      char *cs = NULL;
      ok = need ("csmith", "csmith", &cs) && ok;
      if (cs)
        {
          char *argv[] = { cs, "--version", NULL };
          cfg->csmith_version = first_line_of (argv);
          free (cs);
        }
    }
  /* No Csmith in this campaign: say which generator instead of "?".  */
  if (!cfg->csmith_version)
    cfg->csmith_version = xstrdup (cfg->gen_dir ? "none (files)"
                                   : config_uses_gen (cfg, "memgen")
                                     ? "none (memgen)" : "none");
  return ok;
}

/* The directory of csmith.h (every program includes it): --csmith-include,
   /usr/include/csmith, or where libcsmith-dev put it.  */
static bool
find_csmith_include (struct vconfig *cfg)
{
  if (!cfg->csmith_inc)
    {
      cfg->csmith_inc = xstrdup ("/usr/include/csmith");
      if (!file_exists ("/usr/include/csmith/csmith.h"))
        {
          /* Where the package put it: the directory of csmith.h in
             `dpkg -L libcsmith-dev`.  */
          char *argv[] = { "sh", "-c", "dpkg -L libcsmith-dev 2>/dev/null "
                           "| grep '/csmith\\.h$' | head -1", NULL };
          char *h = first_line_of (argv);
          char *slash = strrchr (h, '/');
          if (slash && h[0] == '/')
            {
              *slash = 0;
              free (cfg->csmith_inc);
              cfg->csmith_inc = h;
            }
          else
            free (h);
        }
    }
  char *csmith_h = xasprintf ("%s/csmith.h", cfg->csmith_inc);
  bool have_h = file_exists (csmith_h);
  free (csmith_h);
  if (!have_h)
    msg ("%s/csmith.h not found: install the Debian package "
         "libcsmith-dev (dpkg -L libcsmith-dev shows where it puts it; "
         "--csmith-include DIR to point elsewhere)", cfg->csmith_inc);
  return have_h;
}

/* T's plugin: given, or the default one; it must exist, load into T's
   compiler, and in check mode have memopt-check.o beside it.  OK says
   whether everything so far was found (a plugin is tried only then).  */
static bool
find_plugin (const struct vconfig *cfg, struct target *t, const char *cc,
             bool ok)
{
  bool arm = strcmp (t->name, "aarch64") == 0;
  if (!t->plugin)
    t->plugin = default_plugin (t->cc, cc);
  char *abs = abs_path (t->plugin);
  free (t->plugin);
  t->plugin = abs;
  bool found = true;
  if (!file_exists (t->plugin))
    {
      msg ("plugin %s not found: run 'make' first (or pass --plugin%s "
           "PATH)", t->plugin, arm ? "-aarch64" : "");
      found = false;
    }
  else if (ok && !plugin_loads (cfg, t))
    found = false;
  if (check_mode_p (&cfg->plugin_args))
    {
      char *rt = check_runtime_path (t->plugin);
      if (!file_exists (rt))
        {
          msg ("check mode: %s not found beside the plugin: run 'make' "
               "(it builds build/<compiler>/memopt-check.o with each "
               "plugin)", rt);
          found = false;
        }
      free (rt);
    }
  return found;
}

/* qemu-aarch64 and the AArch64 C library it runs the programs with.  */
static bool
find_emulator (struct vconfig *cfg)
{
  bool ok = need ("qemu-aarch64", "qemu-user", &cfg->qemu);
  char *libc = xasprintf ("%s/lib/libc.so.6", cfg->qemu_ld_prefix);
  if (!file_exists (libc))
    {
      msg ("%s not found: install the Debian package "
           "libc6-arm64-cross", libc);
      ok = false;
    }
  free (libc);
  return ok;
}

/* --perf: the counting plugin (make build/bench/count.so, beside this
   executable), qemu-x86_64 for the counted runs of x86_64 builds, and
   each target's objdump.  */
static bool
find_counter (struct vconfig *cfg)
{
  bool ok = true;
  if (!cfg->count_plugin)
    cfg->count_plugin = exe_file ("bench/count.so", "../lib/memopt/count.so");
  if (!file_exists (cfg->count_plugin))
    {
      msg ("--perf: the counting plugin %s not found: run 'make "
           "build/bench/count.so'", cfg->count_plugin);
      ok = false;
    }
  for (size_t i = 0; i < cfg->ntargets; i++)
    {
      struct target *t = &cfg->targets[i];
      if (!t->emulated)
        ok = need ("qemu-x86_64", "qemu-user", &cfg->qemu_x86_64) && ok;
      /* The code of a function that regresses, to tell alignment
         padding from the plugin's doing (perf.c, rule 5).  */
      ok = (t->emulated ? need ("aarch64-linux-gnu-objdump",
                                "binutils-aarch64-linux-gnu", &t->objdump)
                        : need ("objdump", "binutils", &t->objdump)) && ok;
    }
  return ok;
}

bool
find_tools (struct vconfig *cfg, bool need_csmith)
{
  bool ok = find_generators (cfg, need_csmith);
  ok = find_csmith_include (cfg) && ok;
  for (size_t i = 0; i < cfg->ntargets; i++)
    {
      struct target *t = &cfg->targets[i];
      bool arm = strcmp (t->name, "aarch64") == 0;
      const char *cc = arm ? "aarch64-linux-gnu-gcc-12" : "gcc-12";
      if (!t->cc)
        t->cc = xstrdup (cc);
      if (!need (t->cc, arm ? "gcc-12-aarch64-linux-gnu" : "gcc-12", NULL))
        ok = false;
      ok = find_plugin (cfg, t, cc, ok) && ok;
      if (arm)
        ok = find_emulator (cfg) && ok;
    }
  if (cfg->perf)
    ok = find_counter (cfg) && ok;
  return ok;
}

/* cvise, else creduce, with clang-14 (the interestingness test's second
   opinion); NULL after a message naming the package to install.  */
char *
find_reducer (void)
{
  char *reducer = which ("cvise");
  if (!reducer)
    reducer = which ("creduce");
  if (!reducer)
    {
      msg ("neither cvise nor creduce found: install the Debian package "
           "cvise (apt-get install cvise)");
      return NULL;
    }
  char *clang = which ("clang-14");
  if (!clang)
    {
      msg ("clang-14 not found: install the Debian package clang-14");
      free (reducer);
      return NULL;
    }
  free (clang);
  return reducer;
}
