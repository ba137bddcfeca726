/* Blocks whose accesses can never pair are not described at all: the
   pass looks at each block's accesses first (nothing_to_pair in
   plugin/gcc/rtl-pairs-common.cc) and goes on to the next block unless two of
   them are both loads or both stores through one base register, of one
   size, one size apart.  Describing a block costs a description of
   every instruction and, for the first block of a function, GCC's RTL
   alias analysis: on zlib, 0.25 % of the compile.

   apart()'s loads are 8 bytes apart, 4 bytes each: never a pair, the
   block is not described by either instance of the pass (before
   peephole2 and after sched2).  adjacent()'s loads are 4 bytes apart:
   the first instance describes the block and pairs them; the second
   sees an ldp, nothing to pair.  A filter that only asked "two loads
   through one base register" describes apart()'s block twice.  (main's
   block has nothing to pair in either instance.)  */
// @targets aarch64
// @dump pairs 5 ^Blocks with a possible pair: 0 of 1$
// @dump pairs 1 ^Blocks with a possible pair: 1 of 1$
// @dump pairs 1 ^Pairs formed: 1 
// @asm aarch64 apart 0 ldp
// @asm aarch64 apart 2 ldr\s
// @asm aarch64 adjacent 1 ldp\s+w[0-9]+, w[0-9]+, \[x0\]
// @run

#include <stdio.h>

struct s { int a, b, c, d; };

__attribute__ ((noipa)) int
apart (struct s *p)
{
  return p->a + p->c;
}

__attribute__ ((noipa)) int
adjacent (struct s *p)
{
  return p->a + p->b;
}

int
main (void)
{
  struct s v = { 1, 20, 300, 4000 };
  printf ("%d %d\n", apart (&v), adjacent (&v));
  return 0;
}
