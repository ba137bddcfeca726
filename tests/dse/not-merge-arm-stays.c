/* not-merge-arm-stays.c - no merge when both arms keep a memory
   operation: the merge would save no store on any path (each path runs
   one store to each field before and after), and the stores of a PHI
   cost what the arms' stores did not.  libpng's pngvalid.c
   (image_transform_png_set_shift_mod): with the three byte stores of
   both arms merged, GCC's store merging builds their word from the
   PHIs with shifts and ors, where each arm had copied bytes it had
   loaded: 1.59 times the function's instructions on x86-64, 1.25 on
   AArch64 (bench/RESULTS-regressions.md).  The arms still load what
   they store, so neither empties: merge-cost refuses, and the code is
   GCC's.

   @options -O2
   @remarks 0 merged at bb
   @dump dse 1 [^0-9]1 joins not merged
   @run
   @no-slower  */

#include <stdio.h>

typedef unsigned char byte;
struct color { byte red, green, blue, gray, alpha; };
struct pixel { int colour_type; int sig_bits; byte red_s, green_s, blue_s, alpha_s; };

struct color data = { 1, 2, 3, 4, 5 };

__attribute__ ((noipa)) void
shift_mod (struct pixel *that)
{
  if (that->colour_type != 3)
    {
      that->sig_bits = 1;
      if (that->colour_type & 2)
	{
	  that->red_s = data.red;
	  that->green_s = data.green;
	  that->blue_s = data.blue;
	}
      else
	that->red_s = that->green_s = that->blue_s = data.gray;
      that->alpha_s = data.alpha;
    }
}

int
main (void)
{
  struct pixel p = { 0, 0, 0, 0, 0, 0 };
  unsigned sum = 0;
  for (int k = 0; k < 20000; k++)
    {
      p.colour_type = k & 7;
      data.red = (byte) k;
      shift_mod (&p);
      sum += p.red_s + p.green_s * 3u + p.blue_s * 5u + p.alpha_s * 7u + p.sig_bits;
    }
  printf ("%u\n", sum);
  return 0;
}
