/* options.h - the plugin's parsed arguments (options.cc).

   Every pass reads its switches and limits from memopt_opts; only
   memopt.cc (plugin_init) fills it, through memopt_options_parse, before
   any pass runs.  The keys, defaults and help text are the core's
   (plugin/core/options.c).  */

#ifndef MEMOPT_OPTIONS_H
#define MEMOPT_OPTIONS_H

#include "memopt.h"

extern struct mo_options memopt_opts;

/* Parse the ARGC plugin arguments ARGV into memopt_opts (defaults first).
   Sets *WANT_HELP when "help" is among them.  Returns false, after an
   error naming the argument and the valid keys, when one is unknown or
   malformed: the compile then fails.  */
bool memopt_options_parse (int argc, struct plugin_argument *argv,
			   bool *want_help);

#endif /* MEMOPT_OPTIONS_H */
