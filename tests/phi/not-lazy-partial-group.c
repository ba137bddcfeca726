/* not-lazy-partial-group.c - a lazy group is made whole or not at all:
   when one of its loads cannot be performed where the group's loads are,
   none of them is made lazy (2e932a4).

   The loop reads four pointers of *t under a condition (no access before
   the loop proves a load of them cannot trap, so GCC's LIM leaves them
   there), at -O2 on x86-64:

     <bb 5>: _4 = t_42(D)->a;  ...  _9 = t_42(D)->b;  ...
	     _16 = t_42(D)->c;  ...
	     _23 = k_43(D) + 1;             (too cheap for LIM to move alone)
	     _24 = t_42(D)->d[_23];  ...

   The core finds each value around the back edge and none on the
   loop's entry, and groups the four loads under one test (only loads
   and stores between them in its IR; _23 is not in it); the cost model
   accepts the group of 4 as a whole.  But the group's loads are
   performed where its first one is, above _23: the load of
   t->d[k + 1] cannot be moved there ("the address is not available
   where the group's loads are performed").  A plugin without 2e932a4
   skips that load alone and makes the other three lazy, their remarks
   saying "one test for 4 loads": the test, branch and flag are paid
   for three loads, which the model never judged, and main runs more
   instructions than without the plugin (x86-64: 170,076 against
   170,040; AArch64: 145,405 against 145,384).  With 2e932a4 the
   group's first decision asks for all four, finds the one that cannot
   be moved, and the group is left whole: no lazy remark, and the dump
   says which load left it.  x86-64 and AArch64, -O1 to -O3.

   @remarks 0 memopt: load of .* performed only until its value is known in the loop
   @dump phi 1 ^  left whole, for its load _[0-9]+ = t_[0-9]+\(D\)->d\[_[0-9]+\];
   @dump phi 1 ^  of which: the address is not available where the group's loads are performed
   @dump phi 3 ^Skipped: the first load of its lazy group was left
   @run
   @no-slower  */

#include <stdio.h>

struct tab
{
  const int *a, *b, *c;
  const int *d[4];
};

__attribute__ ((noipa)) long
sum (const struct tab *t, const int *in, int n, int k)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      int x = in[i];
      if (x > 0)
	s += t->a[x & 7] + t->b[x & 15] + t->c[(x >> 4) & 7]
	     + t->d[k + 1][x & 3];
      else
	s -= x;
    }
  return s;
}

int
main (void)
{
  static int a[8], b[16], c[8], d0[4], d1[4], d2[4], d3[4], in[1000];
  for (int i = 0; i < 16; i++)
    {
      b[i] = i * 7 - 20;
      if (i < 8)
	a[i] = i * 3 + 1, c[i] = 100 - i * i;
      if (i < 4)
	d0[i] = i, d1[i] = 10 + i, d2[i] = 1000 * i, d3[i] = -i;
    }
  for (int i = 0; i < 1000; i++)
    in[i] = (i * 37 + (i >> 2)) % 201 - 60;
  struct tab t = { a, b, c, { d0, d1, d2, d3 } };
  long r = 0;
  for (int k = 0; k < 3; k++)
    r = r * 31 + sum (&t, in, 1000 - k * 100, k);
  printf ("%ld\n", r);
  return 0;
}
