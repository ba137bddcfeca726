/* main.c - memopt-verify's entry point.

   memopt-verify COMMAND [options]: the commands, their options and the
   usage texts are cli.c's table; each command lives in its own file
   (run.c, merge.c, report.c, reduce.c, bisect.c, casefile.c for repro).
   Exit status: 0 success, 1 a failure was found or remains, 2 a usage
   error or a missing tool (the message names the Debian package), 3
   incomplete.  The harness's own messages go to stderr, results to
   stdout.  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  /* Compiler messages in plain ASCII, stable for buckets.  */
  setenv ("LC_ALL", "C", 1);
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--version") == 0)
      {
        printf ("memopt-verify %s (commit %s)\n", memopt_version (),
                memopt_commit ());
        return 0;
      }
  return cli_main (argc, argv);
}
