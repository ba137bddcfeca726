/* switch-index.c - a switch on a loaded value: its range check folds the
   read, and memopt-reread does not read it once (negative, x86-64).

   GCC 12's TER puts the load of p->ops[i] into the switch, and expand
   writes the memory operand twice: in the range check and in the jump
   table's index.  x86-64 keeps both as memory operands (cmpl $5, mem;
   ja default; then movl mem), two reads per dispatch.  Read once, the
   load before the range check is an instruction of its own (movl mem;
   cmpl $5, reg; ja): one access fewer on the jump-table path, one
   instruction more on the default path, which some switches take for
   most values (expat's normal_contentTok under xmlwf: 41.50 M
   instructions for GCC's 39.61 M).  memopt-reread reads a location once
   only where that adds no instruction on any path (rtl-reread.cc,
   reuse_pays): here the later read is in the next block, so the dump
   says "Not read once" and GCC's code stays.  AArch64 has no compare
   with memory: GCC loads once there and the pass finds nothing to do.
   switch-index-run.c runs the program on both targets;
   not-reread-off.c is this file without the pass (the same code);
   space-sign.c is a read the pass still makes once.

   @remarks 0 re-read of
   @targets x86_64
   @asm x86_64 run 1 ^[[:space:]]+cmpl[[:space:]]+\$[0-9]+, [-0-9]*\(
   @dump reread 1 ^Not read once
   @no-slower  */

#include <stdio.h>

/* not-volatile-index.c includes this file with OPS_QUAL volatile.  */
#ifndef OPS_QUAL
#define OPS_QUAL
#endif

struct vm
{
  OPS_QUAL int ops[16];
  unsigned n;
};

__attribute__ ((noipa)) long
run (struct vm *p, long acc)
{
  for (unsigned i = 0; i < p->n; i++)
    switch (p->ops[i])
      {
      case 0: acc += 3; break;
      case 1: acc *= 5; break;
      case 2: acc -= 7; break;
      case 3: acc ^= 0x55; break;
      case 4: acc = acc * 2 + 1; break;
      case 5: acc >>= 1; break;
      default: acc += 1000; break;
      }
  return acc;
}

int
main (void)
{
  static struct vm v = { { 0, 1, 2, 3, 4, 5, 6, -1, 3, 1, 0, 4, 2, 5, 9, 1 },
			 16 };
  long r = run (&v, 11);
  printf ("%ld\n", r);
  return 0;
}

/* The dump's summary of run counts the core's one decision, refused:
   @dump reread 1 ^memopt-reread: 0 reads reuse a register, 1 decisions, 0 applied, 1 refused$  */
