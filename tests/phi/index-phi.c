/* index-phi.c - PHI translation when the index, not the base, is the
   PHI.

   Each arm loads a[i1].w or a[i2 + 1].w and the join loads a[i].w with
   i = PHI <i1, i2 + 1>.  Translated into each arm, the address a + i * 8
   is the one the arm loaded from, so the load after the join becomes a
   PHI of the arms' values.  GCC 12 keeps it at -O1 (no PRE); at -O2 its
   own PRE and tail duplication remove it first.

   @options -O1
   @remarks 2 memopt: load of [^ ]*->w replaced by a PHI of values from 2 predecessors
   @asm x86_64 same_index 2 \(%r
   @asm aarch64 same_index 2 ldr
   @run  */

#include <stdio.h>

struct e { int w, h; };

__attribute__ ((noipa)) int
same_index (struct e *a, int c, int i1, int i2)
{
  int x, i;
  if (c)
    {
      x = a[i1].w;
      i = i1;
    }
  else
    {
      x = a[i2].w;
      i = i2;
    }
  return x + a[i].w;
}

__attribute__ ((noipa)) int
offset_index (struct e *a, int c, int i1, int i2)
{
  int s, i;
  if (c)
    {
      s = a[i1].w;
      i = i1;
    }
  else
    {
      s = a[i2 + 1].w * 3;
      i = i2 + 1;
    }
  return s + a[i].w;
}

int
main (void)
{
  struct e a[6] = { { 1, 2 }, { 3, 4 }, { 5, 6 }, { 7, 8 }, { 9, 10 },
		    { 11, 12 } };
  printf ("%d %d %d %d\n", same_index (a, 1, 2, 4), same_index (a, 0, 2, 4),
	  offset_index (a, 1, 3, 0), offset_index (a, 0, 3, 4));
  return 0;
}
