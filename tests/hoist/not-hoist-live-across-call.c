/* not-hoist-live-across-call.c - four branches multiplying by
   DBL_EPSILON, as in eps-branches.c, but with a call between the second
   and the third, in a branch of its own.  The call's block dominates no
   use, yet a register read before the first branch would live across
   it (every SSE register of x86-64 is clobbered by a call: a spill).
   The read is refused, and below the call two branches do not pay for
   one: no remark, four reads.  The plugin that looked only at the
   dominator tree for calls read the constant once before the first
   branch here.

   @remarks 0 read of constant
   @asm x86_64 set_errors 4 \.LC[0-9]+\(%rip\)
   @run  */

#include <float.h>
#include <stdio.h>

struct pixel
{
  int red, green, blue, alpha;
  double rede, greene, bluee, alphae;
};

static int calls;

__attribute__ ((noipa)) void
note (int what)
{
  calls += what;
}

__attribute__ ((noipa)) void
set_errors (struct pixel *p, int max, int log)
{
  p->rede = p->red < max ? p->red * DBL_EPSILON : 0;
  p->greene = p->green < max ? p->green * DBL_EPSILON : 0;
  if (log)
    note (p->red + p->green);
  p->bluee = p->blue < max ? p->blue * DBL_EPSILON : 0;
  p->alphae = p->alpha < max ? p->alpha * DBL_EPSILON : 0;
}

int
main (void)
{
  struct pixel px = { 3, 255, 0, 7 };
  set_errors (&px, 255, 1);
  printf ("%a %a %a %a %d\n", px.rede, px.greene, px.bluee, px.alphae,
	  calls);
  return 0;
}
