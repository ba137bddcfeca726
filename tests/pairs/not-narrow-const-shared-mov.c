/* not-narrow-const-shared-mov.c - two 4-byte stores of one mov are not
   merged into an 8-byte store: that deletes no mov, so it saves nothing
   over the stp the pairing makes of them, and it takes each store from
   a pair with its other neighbour.

   shared: p = 0; q = -1; r = -1; s = x.  Merging q and r (mov x2, -1;
   str x2, [x0, 4]) left p and s single: four instructions, where the
   two stp of GCC's own order make three (mov w2, -1; stp wzr, w2, [x0];
   stp w2, w1, [x0, 8]).  The shape of torture pr62151, one instruction
   more than GCC 12 alone in make bench-pairs before the rule.  At -O1,
   where GCC's store merging does not run.

   @targets aarch64
   @options -O1
   @remarks 0 merged into one
   @asm aarch64 shared 2 ^[[:space:]]+stp[[:space:]]+w
   @asm aarch64 shared 0 ^[[:space:]]+str[[:space:]]
   @run  */

#include <stdio.h>

struct S
{
  int p, q, r, s;
};

__attribute__ ((noipa)) void
shared (struct S *s, int x)
{
  s->p = 0;
  s->q = -1;
  s->r = -1;
  s->s = x;
}

int
main (void)
{
  struct S v = { 5, 6, 7, 8 };
  shared (&v, 42);
  printf ("%d %d %d %d\n", v.p, v.q, v.r, v.s);
  return v.p == 0 && v.q == -1 && v.r == -1 && v.s == 42 ? 0 : 1;
}
