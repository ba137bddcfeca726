/* not-narrow-const-shared-mov.c - two 4-byte stores of one mov are not
   merged into an 8-byte store: that deletes no mov, so it saves nothing
   over the stp the pairing makes of them, and it takes each store from
   a pair with its other neighbour.

   shared: p = 0; q = -1; r = -1; s = x.  Merging q and r (mov x2, -1;
   str x2, [x0, 4]) left p and s single: four instructions, where the
   two stp of GCC's own order make three (mov w2, -1; stp wzr, w2, [x0];
   stp w2, w1, [x0, 8]).  The shape of torture pr62151, one instruction
   more than GCC 12 alone in make bench-pairs before the rule.  far: the
   same two stores at offset 400, out of stp w's reach (252): there the
   merge is the one way to save a store, and it is made (mov x1, -1; str
   x1, [x0, 400]).  At -O1, where GCC's store merging does not run.

   @targets aarch64
   @options -O1
   @remarks 1 merged into one
   @remarks 1 not-narrow-const-shared-mov\.c:4[0-9]:[0-9]+: optimized: memopt: constant stores at .* merged into one 8-byte store of 0xffffffffffffffff
   @asm aarch64 shared 2 ^[[:space:]]+stp[[:space:]]+w
   @asm aarch64 shared 0 ^[[:space:]]+str[[:space:]]
   @asm aarch64 far 1 ^[[:space:]]+str[[:space:]]+x[0-9]+, \[x0, 400\]$
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

struct F
{
  int pad[100];
  int q, r;
};

__attribute__ ((noipa)) void
far (struct F *f)
{
  f->q = -1;
  f->r = -1;
}

int
main (void)
{
  struct S v = { 5, 6, 7, 8 };
  shared (&v, 42);
  static struct F w = { { 0 }, 3, 4 };
  far (&w);
  printf ("%d %d %d %d %d %d\n", v.p, v.q, v.r, v.s, w.q, w.r);
  return v.p == 0 && v.q == -1 && v.r == -1 && v.s == 42 && w.q == -1
         && w.r == -1 ? 0 : 1;
}
