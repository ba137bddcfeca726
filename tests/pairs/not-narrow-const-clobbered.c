/* not-narrow-const-clobbered.c - adjacent stores of a constant and of
   zero whose merge is refused where the merged store would go: the
   constant's register is set again before it (mov w1, 9; str w1, [sp,
   24]; mov w1, 47104; ...; str wzr, [sp, 28]).

   The core accepts the pair (the mov is read by that store alone, so it
   can be rewritten), and the glue's apply finds that w1 no longer holds
   9 at the later store: "no register for the constant".  That refusal
   used to read the mov it had not found and crashed GCC (a segfault in
   merge_apply_cb, first met on zstd's programs/zstdcli.c main at -O2;
   this is its shape at -O1, where the order stays as written).  Now the
   two stores are paired as they are (stp w1, wzr), and main checks both
   values.

   @targets aarch64
   @options -O1
   @remarks 0 merged into one
   @remarks 1 stp formed from stores at .*not-narrow-const-clobbered\.c:3[0-9] and .*not-narrow-const-clobbered\.c:3[0-9]
   @run  */

#include <stdio.h>

static int got_a, got_b;
static unsigned got_y;

__attribute__ ((noipa)) void
use (int *a, int *b, unsigned y)
{
  got_a = *a, got_b = *b, got_y = y;
}

__attribute__ ((noipa)) void
clobbered (unsigned k)
{
  int a, b;
  b = 9;
  unsigned x = k * 47104u + 3u;
  unsigned y = x * x + k;
  a = 0;
  use (&a, &b, y);
}

int
main (void)
{
  clobbered (5);
  printf ("%d %d %u\n", got_a, got_b, got_y);
  return got_a == 0 && got_b == 9 ? 0 : 1;
}
