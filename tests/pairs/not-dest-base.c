/* not-dest-base.c - a load whose destination is the base register of the
   other load does not pair with it.

   n->next->v loads n->next (offset 0 of n) into the register that then
   addresses v (offset 8 of the next node): the offsets differ by 8 and
   the register number is the same, but the base value is not.  Pairing
   them would read n->v instead.  main builds two nodes whose fields tell
   the two apart.

   @remarks 0 not-dest-base\.c:2[2-6]:[0-9]+: optimized: memopt: ldp
   @asm aarch64 next_v 0 ^[[:space:]]+ldp[[:space:]]
   @run  */

#include <stdio.h>

struct node
{
  struct node *next;
  long v;
};

__attribute__ ((noipa)) long
next_v (struct node *n)
{
  return n->next->v;
}

int
main (void)
{
  struct node b = { 0, 42 };
  struct node a = { &b, 7 };
  long r = next_v (&a);
  printf ("%ld\n", r);
  return r == 42 ? 0 : 1;
}
