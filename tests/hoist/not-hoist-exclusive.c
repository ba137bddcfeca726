/* not-hoist-exclusive.c - a constant read in the two arms of one branch
   stays where it is: exactly one arm runs, so one read at the branch
   would save nothing (GCC's guessed profile: half and half), and a read
   before it would only make the register live longer.

   @remarks 0 read of constant
   @asm x86_64 scale 2 \.LC[0-9]+\(%rip\)
   @run  */

#include <stdio.h>

__attribute__ ((noipa)) double
scale (double x, double y, int which)
{
  double r;
  if (which)
    r = x * 0.3183098861837907;
  else
    r = (y - x) * 0.3183098861837907;
  return r;
}

int
main (void)
{
  printf ("%a %a\n", scale (2.5, 7.0, 1), scale (2.5, 7.0, 0));
  return 0;
}
