/* odd-chain-gcc-partner.c - in a chain of odd length the pass leaves
   single the access GCC's own peephole2 pairs with one outside the
   chain: the lo_sum load of g.p (torture 20030313-1's shape).

   GCC 12 loads g.p through "[x2, #:lo12:.LANCHOR0]" and g.q, g.r, g.s
   through x0 = &g, so the pass's model has the chain 8, 16, 24 only.
   Paired in program order (8-16) it left g.p and g.s single, and GCC's
   peephole2, which pairs g.p with g.q by their MEM_EXPRs, found g.q
   taken: three loads where GCC 12 alone has two ldp, one instruction
   more.  The pass now pairs 16-24 (g.r, g.s) and GCC pairs g.p with g.q:

       ldr  x2, [x2, #:lo12:.LANCHOR0]       ldp  x2, x7, [x0]
       ldp  x7, x5, [x0, 8]           ==>    ldp  x5, x3, [x0, 16]
       ldr  x3, [x0, 24]

   Checked: the pass's one ldp is g.r with g.s (lines 53 and 55); two ldp
   of x registers from the four fields, no single x-register load (the
   two constant-pool ldr q and the frame's post-indexed ldp x29, x30 are
   not counted); main prints every element stored, twice.

   @targets aarch64
   @remarks 1 ldp formed from loads at .*odd-chain-gcc-partner\.c:53 and .*odd-chain-gcc-partner\.c:55
   @remarks 1 ldp formed from loads at 
   @asm aarch64 spread 2 ^[[:space:]]+ldp[[:space:]]+x[0-9]+, x[0-9]+, \[x[0-9]+(, 16)?\]$
   @asm aarch64 spread 0 ^[[:space:]]+ldr[[:space:]]+x[0-9]+,
   @run  */

#include <stdio.h>

struct quad { unsigned long p, q, r, s; };
struct quad g = { 13, 14, 15, 16 };

__attribute__ ((noipa)) void
use (const unsigned long *a, int n)
{
  for (int k = 0; k < n; k++)
    printf ("%lu%c", a[k], k + 1 < n ? ' ' : '\n');
}

__attribute__ ((noipa)) void
spread (void)
{
  unsigned long a[12];
  a[0] = 1;
  a[1] = 11;
  a[2] = 2;
  a[3] = 12;
  a[4] = 3;
  a[5] = g.p;
  a[6] = 4;
  a[7] = g.q;
  a[8] = 5;
  a[9] = g.r;
  a[10] = 6;
  a[11] = g.s;
  use (a, 12);
}

int
main (void)
{
  spread ();
  g.p = 21, g.s = 24;
  spread ();
  return 0;
}
