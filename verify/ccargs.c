/* ccargs.c - the compiler command lines of a build.

   Every build the harness makes (reference -O0 and control -O2 without
   the plugin, the plugin builds at each level, with check mode's runtime
   and max-transforms when asked) is one command line, made here for
   program.c (a campaign's builds), casefile.c (a case's rebuild) and the
   stored cases' "command" (case_command: portable, the plugin named
   "memopt", no path of this machine).  The flags: -LEVEL -w (warnings
   are the interestingness test's business), Csmith's include directory,
   -fopt-info-optimized with the plugin (its remarks count the
   transformations), each --plugin-arg as -fplugin-arg-memopt-KEY[=V].  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>

void
build_cc_argv (struct strv *argv, const struct target *t,
               const char *csmith_inc, const char *level, bool with_plugin,
               const struct strv *plugin_args, long max_transforms,
               const char *src, const char *exe)
{
  sv_add (argv, t->cc);
  sv_addf (argv, "-%s", level);
  sv_add (argv, "-w");
  sv_addf (argv, "-I%s", csmith_inc);
  if (with_plugin)
    {
      sv_addf (argv, "-fplugin=%s", t->plugin);
      sv_add (argv, "-fopt-info-optimized");
      for (size_t i = 0; i < plugin_args->n; i++)
        sv_addf (argv, "-fplugin-arg-memopt-%s", plugin_args->v[i]);
      if (max_transforms >= 0)
        sv_addf (argv, "-fplugin-arg-memopt-max-transforms=%ld",
                 max_transforms);
    }
  sv_add (argv, src);
  if (with_plugin && check_mode_p (plugin_args))
    {
      char *rt = check_runtime_path (t->plugin);
      sv_add (argv, rt);
      free (rt);
    }
  sv_add (argv, "-o");
  sv_add (argv, exe);
}

char *
case_command (const struct vconfig *cfg, const struct target *t,
              const char *level, const char *src)
{
  struct target named = *t;
  named.plugin = "memopt";
  struct strv a;
  sv_init (&a);
  build_cc_argv (&a, &named, cfg->csmith_inc, level, true, &cfg->plugin_args,
                 -1, src, "a.out");
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < a.n; i++)
    sb_printf (&b, "%s%s", i ? " " : "", a.v[i]);
  sv_free (&a);
  return b.s;
}
