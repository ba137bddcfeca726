/* carry-pays.c - a loop-carried value the cost model accepts on both
   targets (plugin/core/carry.c): the load it removes reads a pointer
   that only addresses memory, so no target folds it into an operation
   or must copy it to keep it (x86-64's two-operand arithmetic would,
   for a value it overwrites: not-carry-folded.c), and each iteration
   saves an instruction and an access for one load placed before the
   loop; one value carried, registers to spare.

   for (...) { q = *pp; s += q[i & 7]; if (s > 100) { *pp = q + 1; ... } }
   At the loop header *pp is what it held before the loop or what the
   previous iteration left (q + 1 when it stored, else q); the int read
   cannot write the int * by type.  GCC 12 reloads it every iteration.

   @options -O2
   @remarks 1 memopt: partially redundant load of \*pp_[0-9]+\(D\) made fully redundant by a load on edge
   @dump phi 0 ^refused
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noipa)) int
f (int **pp, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int *q = *pp;
      s += q[i & 7];
      if (s > 100)
	{
	  *pp = q + 1;
	  s -= 100;
	}
    }
  return s;
}

int
main (void)
{
  static int buf[4096];
  for (int i = 0; i < 4096; i++)
    buf[i] = (i * 37) % 61;
  int total = 0;
  for (int k = 0; k < 300; k++)
    {
      int *p = buf + k;
      total += f (&p, 3 + k % 13);
      total += (int) (p - buf);
    }
  printf ("%d\n", total);
  return 0;
}
