/* index-phi-pre.c - an index PHI whose constant argument stands for the
   index the earlier load used (GCC's gcc.dg/tree-ssa/loadpre18.c, an
   xfail in GCC's own testsuite).

   loadpre18: d = (*a)[argc]; if (argc) argc++; e = (*a)[argc].  GCC
   folds argc to 0 under "argc == 0", so at the join
   argc_1 = PHI <0, argc + 1> and, translated into the path where argc
   was zero, (*a)[argc_1] is (*a)[0]: no access has that address, but
   the edge's condition makes argc == 0 there, so it is (*a)[argc], the
   first load.  The other path gets (*a)[argc + 1] on its edge (load
   PRE), through the load's own access path: no pointer plus a constant.
   GCC 12 keeps both loads on both paths.  nonzero: the same with the
   constant 3 of "k != 3".  offset: through a pointer, b[k] with
   b = g + 5: GCC's PRE turns the scaled index into a PHI of offsets,
   PHI <12, _33>, so the load reads *(&g + 20 + PHI); into the path
   where k == 3 that is g + 32, the first load's address there; on the
   other edge the load goes to g + 20 + _33 (a TARGET_MEM_REF: a pointer
   plus an index, the SSA name the PHI takes there).

   @options -O2
   @remarks 3 memopt: partially redundant load of .* made fully redundant by a load on edge
   @asm x86_64 offset 3 mov[a-z]*\s+\(%r[a-z0-9]+,%r
   @asm x86_64 loadpre18 2 \(%rdi,
   @asm aarch64 loadpre18 2 ldr
   @run  */

#include <stdio.h>

typedef int type[2];

__attribute__ ((noipa)) int
loadpre18 (type *a, int argc)
{
  int d, e;
  d = (*a)[argc];
  if (argc)
    argc++;
  e = (*a)[argc];
  return d + e;
}

__attribute__ ((noipa)) int
nonzero (int (*a)[8], int k)
{
  int x = (*a)[k];
  if (k != 3)
    k = k * 2;
  return x * 10 + (*a)[k];
}

int g[16];

__attribute__ ((noipa)) unsigned
offset (unsigned c)
{
  int k = (int) (c & 7u);
  const int *b = g + 5;
  unsigned y = (unsigned) g[k], x = (unsigned) b[k];
  if (k != 3)
    k = k + 2;
  return x * 5u + y * 3u + (unsigned) b[k];
}

int
main (void)
{
  type t[3] = { { 1, 2 }, { 30, 40 }, { 500, 600 } };
  int a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
  printf ("%d %d %d\n", loadpre18 (t, 0), loadpre18 (&t[1], 0),
	  loadpre18 (t, 1));
  printf ("%d %d %d\n", nonzero (&a, 3), nonzero (&a, 2), nonzero (&a, 0));
  for (int i = 0; i < 16; i++)
    g[i] = i * i + 1;
  printf ("%u %u %u\n", offset (3), offset (4), offset (15));
  return 0;
}
