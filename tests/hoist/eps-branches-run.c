/* eps-branches-run.c - eps-branches.c's program on both targets, at
   -O1, -O2 and -O3 with the plugin against -O0 without it.

   @run  */

#include "eps-branches.c"
