/* eps-branches.c - a constant read in four sibling branches is read once.

   pngvalid's image_pixel_setf: each channel's error bound is its value
   times DBL_EPSILON, in a branch of its own.  GCC 12 reads the constant
   from the constant pool in each branch (x86-64: four movsd .LC, one per
   branch taken); memopt-hoist-const reads it once, before the first
   branch, and every branch multiplies by the register (four remarks, one
   per use, each naming the first use's line, 34).  On AArch64 GCC builds
   this constant with mov + fmov, no read: nothing to do there.
   eps-branches-run.c runs the program on both targets; not-hoist-off.c
   is this file without the pass.

   @remarks 4 read of constant 2\.22044.*e-16 uses the register loaded at .*eps-branches\.c:34
   @targets x86_64
   @asm x86_64 set_errors 1 \.LC[0-9]+\(%rip\)  */

#include <float.h>
#include <stdio.h>

struct pixel
{
  int red, green, blue, alpha;
  double redf, greenf, bluef, alphaf;
  double rede, greene, bluee, alphae;
};

__attribute__ ((noipa)) void
set_errors (struct pixel *p, int rmax, int gmax, int bmax, int amax)
{
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
  struct pixel px[4] = { { 3, 255, 0, 7 }, { 255, 255, 255, 255 },
			 { 0, 1, 2, 3 }, { 200, 100, 50, 25 } };
  double sum = 0;
  for (int i = 0; i < 4; i++)
    {
      set_errors (&px[i], 255, 255, 127, 255);
      sum += px[i].rede + px[i].greene + px[i].bluee + px[i].alphae;
      printf ("%a %a %a %a\n", px[i].rede, px[i].greene, px[i].bluee,
	      px[i].alphae);
    }
  printf ("%a\n", sum);
  return 0;
}

/* The dump's summary of set_errors counts the one read the core decided
   (in one round, none refused by the walk for calls):
   @dump hoist-const 1 ^memopt-hoist-const: 1 constant reads inserted, 1 decisions, 1 applied, 1 rounds, 0 reads refused$  */
