/* crash-plugin.cc - a GCC plugin that crashes on purpose, for the
   harness's self-test of the plugin-crash path.

   It dies with an internal compiler error when it meets a function named
   memopt_selftest_crash, and does nothing otherwise (so the harness's
   check that a plugin loads, which compiles an ordinary function, passes).
   tests/verify/selftest.sh runs a campaign over selftest-crash/ with it and
   expects the program to be classified plugin-crash, bucketed by the ICE
   message, reduced to a small program that still has the function, and
   reported fixed by repro with the real plugin.  Built by verify/verify.mk
   as build/verify/crash-plugin.so; never installed.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "diagnostic-core.h"

int plugin_is_GPL_compatible;

static void
on_function (void *gcc_data, void *)
{
  tree fn = (tree) gcc_data;
  if (fn && DECL_NAME (fn)
      && strcmp (IDENTIFIER_POINTER (DECL_NAME (fn)),
                 "memopt_selftest_crash") == 0)
    internal_error ("memopt-verify self-test: deliberate crash in %qs",
                    "memopt_selftest_crash");
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *)
{
  register_callback (info->base_name, PLUGIN_PRE_GENERICIZE, on_function,
                     NULL);
  return 0;
}
