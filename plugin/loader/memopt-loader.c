/* memopt-loader.c - memopt.so: check the compiler, then load the passes.

   A plugin built for one GCC cannot be loaded into another: GCC dlopens a
   plugin with RTLD_NOW (gcc/plugin.cc, try_init_one_plugin), so a plugin
   that calls a function the running cc1 does not export is refused before
   its plugin_init runs, with only the loader's words:

     cc1: error: cannot load plugin build/gcc-12/memopt.so:
       build/gcc-12/memopt.so: undefined symbol: _Z21aff_combination_scale...

   (gcc-11 loading gcc-12's plugin; -z lazy cannot help, RTLD_NOW binds
   everything anyway).  So the plugin is two files, built per compiler:

     memopt.so          this file: plain C, no GCC symbol, only libc.  It
                        always loads, compares the running compiler with the
                        one it was built for, and on a mismatch fails with
                        a message naming both and the plugin to use:

       cc1: error: memopt: this plugin (build/gcc-12/memopt.so) was built
         for gcc 12.2.0 targeting x86_64-linux-gnu; it was loaded into
         gcc 11.3.0 targeting x86_64-linux-gnu; use build/gcc-11/memopt.so

     memopt-passes.so   the passes (the glue, plugin/gcc, and the core), loaded
                        from beside memopt.so when the compilers match; its
                        plugin_init gets GCC's arguments unchanged.  It is a
                        complete plugin on its own (with GCC's own version
                        check), for whoever loads it directly.

   The comparison is plugin_default_version_check's: the five strings of
   plugin-version.h (version, date, phase, revision, configure arguments),
   taken here from the compiler's plugin headers at build time.  The target
   is the configure arguments' --target=.  The advice names the plugin for
   the running compiler: beside this one when this one sits in a directory
   named after its compiler (build/<compiler>/, PREFIX/lib/memopt/<compiler>/),
   else -fplugin=memopt from that compiler's plugin directory (make install).

   The message goes through GCC's error () (looked up by name, so that this
   file still binds nothing of GCC's), else to stderr; plugin_init then
   returns 1 and GCC adds "failed to initialize plugin".

   Built with -DMEMOPT_COMPILER (the compiler's name, e.g. gcc-12),
   -DMEMOPT_HOST (the triple plugins run on: a compiler targeting it is
   called gcc-N, any other TARGET-gcc-N) and -DMEMOPT_COMPILERS (the
   Makefile's PLUGIN_COMPILERS), with -I the compiler's plugin include
   directory.  Debug with MEMOPT_LOADER_DEBUG=1 in the environment: one line
   on stderr naming both compilers and the file loaded.  */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* gcc/plugin.h's two structures, as every GCC since 4.5 lays them out;
   only the leading fields are read.  */
struct plugin_gcc_version
{
  const char *basever;
  const char *datestamp;
  const char *devphase;
  const char *revision;
  const char *configuration_arguments;
};
struct plugin_name_args
{
  char *base_name;
  const char *full_name;
};

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC diagnostic ignored "-Wunused-const-variable"
#include "plugin-version.h"	/* static gcc_version: what this was built for */
#pragma GCC diagnostic pop

__attribute__ ((visibility ("default"))) int plugin_is_GPL_compatible;

typedef int (*init_fn) (struct plugin_name_args *, struct plugin_gcc_version *);

/* The --target= of configure ARGS, into BUF; "unknown target" without one.  */
static const char *
target_of (const char *args, char *buf, size_t size)
{
  const char *t = args ? strstr (args, "--target=") : NULL;
  if (!t)
    return "unknown target";
  t += strlen ("--target=");
  snprintf (buf, size, "%.*s", (int) strcspn (t, " "), t);
  return buf;
}

static int
same (const char *a, const char *b)
{
  return strcmp (a ? a : "", b ? b : "") == 0;
}

/* Report MSG as GCC's error (), or on stderr when this cc1 has none.  */
static void
report (const char *msg)
{
  void (*gcc_error) (const char *, ...);
  *(void **) &gcc_error = dlsym (RTLD_DEFAULT, "_Z5errorPKcz");
  if (gcc_error)
    gcc_error ("%s", msg);
  else
    fprintf (stderr, "cc1: error: %s\n", msg);
}

/* The directory of PATH into BUF ("." when it has none).  */
static const char *
dir_of (const char *path, char *buf, size_t size)
{
  const char *slash = strrchr (path, '/');
  if (!slash)
    return ".";
  snprintf (buf, size, "%.*s", (int) (slash - path), path);
  return buf;
}

/* Whether NAME is one of the compilers memopt builds plugins for.  */
static int
known_compiler (const char *name)
{
  const char *p = MEMOPT_COMPILERS;
  size_t n = strlen (name);
  while (*p)
    {
      size_t w = strcspn (p, " ");
      if (w == n && strncmp (p, name, n) == 0)
	return 1;
      p += w;
      p += strspn (p, " ");
    }
  return 0;
}

/* The message for a plugin at SELF built for gcc_version, loaded into
   RUNNING, into MSG.  */
static void
mismatch (const char *self, const struct plugin_gcc_version *running,
	  char *msg, size_t size)
{
  char built_t[128], run_t[128], want[192], advice[4608];
  const char *bt = target_of (gcc_version.configuration_arguments,
			      built_t, sizeof built_t);
  const char *rt = target_of (running->configuration_arguments,
			      run_t, sizeof run_t);
  if (same (gcc_version.basever, running->basever) && same (bt, rt))
    {
      snprintf (msg, size, "memopt: this plugin (%s) was built for gcc %s "
		"targeting %s; it was loaded into a different build of gcc "
		"%s targeting %s (its date, revision or configure arguments "
		"differ); rebuild memopt with make against this compiler's "
		"plugin headers", self, gcc_version.basever, bt,
		running->basever, rt);
      return;
    }
  /* The running compiler's name, as the Makefile names compilers.  */
  int major = atoi (running->basever ? running->basever : "0");
  if (strcmp (rt, MEMOPT_HOST) == 0)
    snprintf (want, sizeof want, "gcc-%d", major);
  else
    snprintf (want, sizeof want, "%s-gcc-%d", rt, major);
  /* Beside this plugin when it sits in <compiler>/, as given or after
     symbolic links (build/memopt.so is a link to gcc-12/memopt.so).  */
  char dbuf[4096], *real = realpath (self, NULL);
  const char *d = NULL, *base = NULL;
  for (int i = 0; i < 2 && !base; i++)
    {
      const char *p = i == 0 ? self : real;
      if (!p)
	continue;
      d = dir_of (p, dbuf, sizeof dbuf);
      base = strrchr (d, '/');
      base = base ? base + 1 : d;
      if (strcmp (base, MEMOPT_COMPILER) != 0)
	base = NULL;
    }
  if (base)
    snprintf (advice, sizeof advice, "use %.*s%s/memopt.so",
	      (int) (base - d), d, want);
  else
    snprintf (advice, sizeof advice, "use the memopt.so built for %s "
	      "(build/%s/memopt.so; make install puts it in that compiler's "
	      "plugin directory, where -fplugin=memopt finds it)", want, want);
  snprintf (msg, size, "memopt: this plugin (%s) was built for gcc %s "
	    "targeting %s; it was loaded into gcc %s targeting %s; %s%s%s%s",
	    self, gcc_version.basever, bt, running->basever, rt, advice,
	    known_compiler (want) ? "" : " (memopt is built for ",
	    known_compiler (want) ? "" : MEMOPT_COMPILERS,
	    known_compiler (want) ? "" : ": add the compiler to "
	    "PLUGIN_COMPILERS in the Makefile)");
  free (real);
}

__attribute__ ((visibility ("default"))) int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  char msg[16384];
  if (!same (gcc_version.basever, version->basever)
      || !same (gcc_version.datestamp, version->datestamp)
      || !same (gcc_version.devphase, version->devphase)
      || !same (gcc_version.revision, version->revision)
      || !same (gcc_version.configuration_arguments,
		version->configuration_arguments))
    {
      mismatch (info->full_name, version, msg, sizeof msg);
      report (msg);
      return 1;
    }
  /* Beside the file itself, not beside a link to it.  */
  char dbuf[4096], path[4200], *real = realpath (info->full_name, NULL);
  snprintf (path, sizeof path, "%s/memopt-passes.so",
	    dir_of (real ? real : info->full_name, dbuf, sizeof dbuf));
  free (real);
  if (getenv ("MEMOPT_LOADER_DEBUG"))
    fprintf (stderr, "memopt-loader: built for %s (gcc %s), running gcc %s; "
	     "loading %s\n", MEMOPT_COMPILER, gcc_version.basever,
	     version->basever, path);
  void *h = dlopen (path, RTLD_NOW | RTLD_LOCAL);
  if (!h)
    {
      snprintf (msg, sizeof msg, "memopt: cannot load the passes beside the "
		"plugin: %s (make builds memopt-passes.so with memopt.so; "
		"make install installs both)", dlerror ());
      report (msg);
      return 1;
    }
  init_fn init;
  *(void **) &init = dlsym (h, "plugin_init");
  if (!init)
    {
      snprintf (msg, sizeof msg, "memopt: %s has no plugin_init", path);
      report (msg);
      return 1;
    }
  /* The handle is kept: the passes live as long as the compiler.  */
  return init (info, version);
}
