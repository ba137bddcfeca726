/* not-index-phi-stale.c - an edge's equality does not stand for a name
   defined on a side path of a loop: that name may hold a value of an
   earlier iteration, computed from an earlier value of the compared name
   (find_loc_under's check that the replaced names are defined above the
   edge, a4047d2).

   The loop, at -O2 without GCC's PRE (x, k: PHIs of the header; GCC
   folds x * k to k * 3 under x == 3):

     <bb 3>: # x_1 = PHI <x_0(2), x_2(8)>   # k_1 = PHI <1(2), k_2(8)>
	     if (x_1 == 3) goto 4; else goto 5;
     <bb 4>: y_3 = k_1 * 3;
     <bb 5>: ... = p[k_1].f0 ...                   (y = k)
     <bb 6>: # y_1 = PHI <y_3(4), k_1(5)>
	     ... = p[y_1].f0 ...                   the four loads
	     if (b[k_1] & 1) goto 7; else goto 8;
     <bb 7>: t_4 = k_1 * x_1;  ... = p[t_4].f0 ...  the side path
     <bb 8>: x_2 = b[k_1] >> 1;  k_2 = k_1 + 1;  loop

   Translated into bb 4, p[y_1].f0 is p + 96 * k_1, which no access uses;
   under x_1 == 3, the edge's condition, p[t_4].f0 has that address (t_4
   is a product of two names, which the affine expansion keeps as an
   atom and the equality rewrites to k_1 * 3).  But bb 7 does not
   dominate the edge: the value of p[t_4].f0 there is what the search
   finds up to the header, around the back edge and in bb 7 of an
   earlier iteration, when t_4 was x * k of that iteration's x and k.
   The loop's entry knows no value, so each load of bb 6 is performed
   only until its value is known (one test for the 4 loads).  A plugin
   without the check takes those four fields of the record the last side
   path read whenever x == 3: with b = { 2, 3, 7, 0, ... } iterations 1
   and 2 read p[2] on the side path (2 * 1, 1 * 2) and iteration 3, x ==
   3, must read p[9], not p[2]; main's sum differs.  With the check the
   match is refused, no value is found, and nothing happens.
   The shape needs: a product of two names (an address the expansion
   sees through, x + 1 say, is made of the header's PHIs, which the
   translation along the back edge replaces, so no earlier iteration's
   access matches it); a value on the other edge into bb 6 near it (the
   loads of bb 5, within max-phi-blocks); four loads XORed in pairs (of
   two loads x86-64 folds one into the XOR, so removing either saves an
   instruction), so that the lazy group pays for its test under the cost
   model.  -fno-tree-pre: at -O2 and -O3 GCC's PRE removes the loads of
   bb 6 first (they are p[k] from bb 5; it loads p[k * 3] on the edge
   from bb 4); -O1 has no PRE and miscompiled without the check with or
   without the flag.

   @cflags -fno-tree-pre
   @remarks 0 memopt: load of .* performed only until its value is known in the loop
   @remarks 0 memopt: load of .* replaced by a PHI of values
   @remarks 0 memopt: load of .* translated through PHIs
   @remarks 0 memopt: partially redundant load of .* made fully redundant
   @run  */

#include <stdio.h>

struct rec
{
  long f0, f1, f2, f3;
};

__attribute__ ((noipa)) long
stale (const struct rec *p, const long *b, long n)
{
  long s = 0, x = b[0];
  for (long k = 1; k < n; k++)
    {
      long y;
      if (x == 3)
	y = x * k;
      else
	{
	  y = k;
	  s += (p[k].f0 ^ p[k].f1) + (p[k].f2 ^ p[k].f3);
	}
      s = s * 3 + (p[y].f0 ^ p[y].f1) + (p[y].f2 ^ p[y].f3);
      if (b[k] & 1)
	{
	  long t = x * k;
	  s += (p[t].f0 ^ p[t].f1) + (p[t].f2 ^ p[t].f3);
	}
      x = b[k] >> 1;
    }
  return s;
}

int
main (void)
{
  static struct rec p[64];
  for (int i = 0; i < 64; i++)
    {
      p[i].f0 = i * i + 1;
      p[i].f1 = 3 * i;
      p[i].f2 = 100 * i + 7;
      p[i].f3 = i ^ 5;
    }
  long b[8] = { 2, 3, 7, 0, 6, 1, 7, 2 };
  long r = stale (p, b, 8);
  printf ("%ld\n", r);
  return r == 888617 ? 0 : 1;
}
