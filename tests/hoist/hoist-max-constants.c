/* hoist-max-constants.c - eps-branches.c's four branches after a read of
   another constant (1.0625, one use): with max-hoist-constants=2 both
   constants of the function are considered, and DBL_EPSILON is read once
   for the four branches (four remarks; two constant-pool reads left).
   not-hoist-max-constants.c is the negative case, one below.

   @options -O2 -fplugin-arg-memopt-max-hoist-constants=2
   @targets x86_64
   @remarks 4 read of constant 2\.22044.*e-16 uses the register loaded at
   @asm x86_64 set_errors 2 \.LC[0-9]+\(%rip\)
   @run  */

#include <float.h>
#include <stdio.h>

struct pixel
{
  int red, green, blue, alpha;
  double redf, greenf, bluef, alphaf;
  double rede, greene, bluee, alphae;
  double scale;
};

__attribute__ ((noipa)) void
set_errors (struct pixel *p, int rmax, int gmax, int bmax, int amax)
{
  p->scale = p->red * 1.0625;
  p->redf = p->red / (double) rmax;
  p->greenf = p->green / (double) gmax;
  p->bluef = p->blue / (double) bmax;
  p->alphaf = p->alpha / (double) amax;
  p->rede = p->red < rmax ? p->redf * DBL_EPSILON : 0;
  p->greene = p->green < gmax ? p->greenf * DBL_EPSILON : 0;
  p->bluee = p->blue < bmax ? p->bluef * DBL_EPSILON : 0;
  p->alphae = p->alpha < amax ? p->alphaf * DBL_EPSILON : 0;
}

int
main (void)
{
  struct pixel px[3] = { { 3, 255, 0, 7 }, { 255, 255, 255, 255 },
			 { 200, 100, 50, 25 } };
  for (int i = 0; i < 3; i++)
    {
      set_errors (&px[i], 255, 255, 127, 255);
      printf ("%a %a %a %a %a\n", px[i].scale, px[i].rede, px[i].greene,
	      px[i].bluee, px[i].alphae);
    }
  return 0;
}
