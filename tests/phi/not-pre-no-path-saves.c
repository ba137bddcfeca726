/* not-pre-no-path-saves.c - no PHI where no path saves a load
   (plugin/gcc/gimple-phi.cc, saves_no_load).

   pcre2grep's print_match: GCC's PRE loads stdout once before
   `if (colour)` for the fprintf in that arm, and the fwrite after the
   join loads it again.  memopt-phi could replace the fwrite's load by a
   PHI of the value loaded before the test (on the path without colour)
   and of a load inserted after the fprintf (the call may change
   stdout): but GCC sinks the first load into the arm that uses it, so
   the path without colour runs one load either way, and the path with
   colour two.  No path saves a load, and the PHI's value arrives in the
   first argument's register and goes to fwrite's fourth: a copy on the
   hot path (1.046 times GCC's instructions in pcre2grep).  The dump says
   "Skipped: no path saves a load" and GCC's code stays.  index-phi-pre.c
   is the positive: there the first load's value is used after the join,
   so it runs on its path anyway and the PHI saves the second.

   @options -O2
   @remarks 0 memopt: partially redundant load of stdout
   @dump phi 1 ^Skipped: no path saves a load
   @run
   @no-slower  */

#include <stdio.h>

int colour;

__attribute__ ((noipa)) void
print_match (const char *buf, int length)
{
  if (length == 0)
    return;
  if (colour)
    fprintf (stdout, "%c[%sm", 0x1b, "1;31");
  fwrite (buf, 1, (size_t) length, stdout);
  if (colour)
    fprintf (stdout, "%c[0m", 0x1b);
}

int
main (void)
{
  static const char line[] = "a matching line\n";
  for (int i = 0; i < 3000; i++)
    {
      colour = (i % 97) == 0;
      print_match (line, (int) (sizeof line - 1) - (i % 5));
    }
  return 0;
}
