/* winline.c - -Winline warns about calls of functions the programmer
   declared inline that GCC did not inline; memopt-inline's hint must
   not turn into such a warning (with -Werror, a failed build).
   helper() is marked, and two of its calls follow a call of a cold
   function, where GCC inlines nothing ("call is unlikely"): without
   DECL_NO_INLINE_WARNING_P this compile fails.

   @options -O2 -Winline -Werror
   @cflags -Winline -Werror
   @remarks 1 helper, a leaf of [0-9]+ instructions called in 4 places, treated as declared inline
   @asm x86_64 rare 2 call[[:space:]]+helper$
   @asm aarch64 rare 2 bl[[:space:]]+helper$
   @run  */

#include <stdio.h>
#include "small-body.h"

static unsigned
helper (unsigned a, unsigned b)
SMALL_BODY (13)

__attribute__ ((cold, noinline)) void
report (unsigned v)
{
  printf ("rare %u\n", v);
}

__attribute__ ((noinline)) unsigned
rare (unsigned a, unsigned b)
{
  report (a);
  return helper (a, b) + helper (b, a);
}

__attribute__ ((noinline)) unsigned
often (unsigned a, unsigned b)
{
  return helper (a + 1, b) ^ helper (a, b + 1);
}

int
main (void)
{
  unsigned long h = 0;
  for (unsigned a = 0; a < 100; a++)
    h = h * 31 + often (a, a * 3);
  h += rare (7, 9);
  printf ("%lu\n", h);
  return 0;
}
