/* switch-index-run.c - switch-index.c's program on both targets, at
   -O1, -O2 and -O3 with the plugin against -O0 without it.

   @run  */

#include "switch-index.c"
