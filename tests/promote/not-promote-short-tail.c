/* not-promote-short-tail.c - no copy of a loop that runs too few times
   to pay for its check (plugin/core/promote.c, net_entry_insns).

   rand-buffer.c's RAND_buffer ends with a tail loop that stores the
   last 1 to 3 bytes (its header runs at most 4 times per entry, GCC's
   bound).  x86-64 folds the read of *seed into the multiplication
   (imull $-1640531535, (%rdi), %eax), so keeping *seed in a register
   saves a store instruction an iteration: at most 4, for a check of
   the stored bytes against *seed (4 instructions), the read before and
   the write after the loop at every entry.  The tail's copy is refused
   (if-vectorized, and GCC vectorizes neither loop: the copy is
   undone); the first loop of each function keeps its copy.  On
   AArch64 the read is a load of its own and the tail's copy pays
   (rand-buffer.c).

   @targets x86_64
   @remarks 2 \*seed_[0-9]+\(D\) kept in a register in a copy of the loop
   @dump promote 1 ^loop 2: .*: 1 reads, 1 writes, 1 checks, 4\.0 iterations: if-vectorized$
   @run
   @no-slower O1 O2 O3  */

#include "rand-buffer.c"
