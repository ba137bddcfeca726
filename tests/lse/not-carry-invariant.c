/* not-carry-invariant.c - no loop-invariant load whose value would not
   fit in the loop's registers: the loop of loop-field.c, with 32 sums
   kept live around it (more than either target's 15 or 30 general
   registers).  Reusing the value from before the loop makes it live
   throughout the loop, and the allocator would spill it, or a sum: a
   store and a reload where one load was (the cost model of carried
   values, plugin/core/carry.c, register-pressure).  loop-field.c, with
   registers to spare, gets the loop-invariant load.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse
   @remarks 0 memopt: loop-invariant load
   @dump lse 1 ^refused loop-invariant-load bb[0-9]+ #[0-9]+: register-pressure around the loop
   @run
   @no-slower  */

#include <stdio.h>

struct obj { int n; int k; };

#define SUMS(X)								\
  X (0) X (1) X (2) X (3) X (4) X (5) X (6) X (7) X (8) X (9) X (10)	\
  X (11) X (12) X (13) X (14) X (15) X (16) X (17) X (18) X (19) X (20)	\
  X (21) X (22) X (23) X (24) X (25) X (26) X (27) X (28) X (29) X (30)	\
  X (31)
#define DECLARE(n) unsigned sum##n = n;
#define ADD(n) sum##n = sum##n * 3 + ((unsigned) i >> (n & 7)) + n;
#define FOLD(n) total = total * 31 + sum##n;

__attribute__ ((noipa)) unsigned
loop_field (struct obj *o, float *f, int n)
{
  SUMS (DECLARE)
  int s = o->n;
  for (int i = 0; i < n; i++)
    {
      if (f[i] == 0)
	break;
      f[i] = 1.0f;
      s += o->n;
      SUMS (ADD)
    }
  unsigned total = (unsigned) s;
  SUMS (FOLD)
  return total;
}

int
main (void)
{
  struct obj o = { 3, 0 };
  static float f[64];
  unsigned r = 0;
  for (int k = 0; k < 200; k++)
    {
      for (int i = 0; i < 64; i++)
	f[i] = (float) ((i + k) % 17);
      o.n = k % 5 - 2;
      r = r * 7 + loop_field (&o, f, 64);
    }
  printf ("%u\n", r);
  return 0;
}
