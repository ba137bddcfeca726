/* options.cc - the plugin's parsed arguments, shared by every pass.

   plugin_init (memopt.cc) parses -fplugin-arg-memopt-KEY[=VALUE] once;
   the passes only read the result.  Keeping the storage here, rather
   than in memopt.cc, means no pass file depends on the plugin's entry
   point, and memopt.cc depends on the passes only through their
   factories.

   Before / after, for "-fplugin-arg-memopt-max-heap=8 -fplugin-arg-memopt-dse=off":

     memopt_opts = defaults        memopt_opts.max_heap = 8,
                              =>   memopt_opts.dse = false, the rest as
                                   mo_options_default left it

   An unknown key or a bad value is an error (the core's message names
   it and lists the valid keys), never ignored.  */

#include "gcc-common.h"
#include "options.h"

struct mo_options memopt_opts;

bool
memopt_options_parse (int argc, struct plugin_argument *argv,
		      bool *want_help)
{
  bool ok = true;
  mo_options_default (&memopt_opts);
  for (int i = 0; i < argc; i++)
    {
      if (!strcmp (argv[i].key, "help"))
	*want_help = true;
      const char *msg = mo_options_apply (&memopt_opts, argv[i].key,
					  argv[i].value);
      if (msg)
	{
	  error ("memopt: %s", msg);
	  ok = false;
	}
    }
  return ok;
}
