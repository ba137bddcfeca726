/* not-hoist-call.c - eps-branches.c's four branches, each also calling
   a function: a block with a call is a barrier (a register read before
   it would have to live across the call, and every SSE register of
   x86-64 is clobbered by one), so each branch still reads the constant
   itself, and there is no remark.

   @remarks 0 read of constant
   @asm x86_64 set_errors 4 mulsd[[:space:]]+\.LC[0-9]+\(%rip\)
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
note (const char *what)
{
  calls += what[0];
}

__attribute__ ((noipa)) void
set_errors (struct pixel *p, int max)
{
  p->rede = p->greene = p->bluee = p->alphae = 0;
  if (p->red < max)
    {
      note ("red");
      p->rede = p->red * DBL_EPSILON;
    }
  if (p->green < max)
    {
      note ("green");
      p->greene = p->green * DBL_EPSILON;
    }
  if (p->blue < max)
    {
      note ("blue");
      p->bluee = p->blue * DBL_EPSILON;
    }
  if (p->alpha < max)
    {
      note ("alpha");
      p->alphae = p->alpha * DBL_EPSILON;
    }
}

int
main (void)
{
  struct pixel px = { 3, 255, 0, 7 };
  set_errors (&px, 255);
  printf ("%a %a %a %a %d\n", px.rede, px.greene, px.bluee, px.alphae,
	  calls);
  return 0;
}
