/* writeback-pre.c - a load at [x19, 64] followed by "add x19, x19, 64"
   (the section-anchor base moved on for the accesses after it) becomes
   the pre-indexed load "ldrb w1, [x19, 64]!".

   The globals share one section anchor; after the call to __netf2 (the
   long double comparison) GCC 12 reads s_d.c at [x19, 64] and advances
   x19 by 64 for s_d.ld; the pass does both in one instruction.  main
   checks every verdict, with matching and with changed globals.

   @targets aarch64
   @remarks 1 pre-indexed load formed from the load at .*writeback-pre\.c:3[0-9] and the add at .*writeback-pre\.c:3[0-9]
   @asm aarch64 check 1 ^[[:space:]]+ldrb[[:space:]]+w[0-9]+, \[x19, 64\]!$
   @asm aarch64 check 0 ^[[:space:]]+add[[:space:]]+x19, x19, 64$
   @run  */

#include <stdio.h>

struct cd { char c; double d; };
struct cld { char c; long double ld; };
struct cd s_a = { 'a', 1.0 };
struct cd s_b = { 'b', 2.0 };
struct cld s_c = { 'e', 27.0 };
struct cld s_d = { 'f', 28.0 };

__attribute__ ((noipa)) int
check (void)
{
  if (s_a.c != 'a' || s_a.d != 1.0) return 1;
  if (s_b.c != 'b' || s_b.d != 2.0) return 2;
  if (s_c.c != 'e') return 3;
  if (s_c.ld != 27.0) return 4;
  if (s_d.c != 'f') return 5;
  if (s_d.ld != 28.0) return 6;
  return 0;
}

int
main (void)
{
  int r0 = check ();
  s_d.ld = 29.0;
  int r1 = check ();
  s_d.c = 'g';
  int r2 = check ();
  printf ("%d %d %d\n", r0, r1, r2);
  return r0 == 0 && r1 == 6 && r2 == 5 ? 0 : 1;
}
