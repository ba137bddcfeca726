/* writeback-sp-pre.c - "sub sp, sp, #16" followed by "stp x10, x11,
   [sp]" becomes the pre-indexed "stp x10, x11, [sp, -16]!".

   __builtin_apply (F, ARGS, 16) copies 16 bytes of stack arguments
   below sp before it calls F; GCC 12 allocates them with a plain
   (not frame-related) sub and stores the copy as one TImode move in
   general registers, which it emits as an stp:

       ldp  x10, x11, [x29, N]               ldp  x10, x11, [x29, N]
       sub  sp, sp, #16               ==>    stp  x10, x11, [sp, -16]!
       stp  x10, x11, [sp]

   The pass folds it as one access (a PRE_MODIFY address on the TImode
   store, hence the remark's "store"), not through GCC's storewb_pair:
   no case was found where GCC 12 puts two single stores through sp
   next to such a sub (in gcc.c-torture/execute only pr47237, this
   shape, has a non-frame-related sp adjustment next to an sp access).
   The function has a frame pointer (__builtin_apply needs one; the
   pass moves sp only then, and only by multiples of 16).  Checked: one
   pre-indexed stp through sp by 16 and no "sub sp, sp, #16" left (the
   prologue's stp x29, x30 allocates the whole frame, far more than 16
   bytes); main checks that the applied calls saw the arguments and that
   sp came back (a local of main's survives every call).

   @targets aarch64
   @remarks 1 pre-indexed store formed from the store at .*writeback-sp-pre\.c:[0-9]+ and the add at .*writeback-sp-pre\.c:[0-9]+
   @asm aarch64 forward 1 ^[[:space:]]+stp[[:space:]]+x[0-9]+, x[0-9]+, \[sp, -16\]!$
   @asm aarch64 forward 0 ^[[:space:]]+sub[[:space:]]+sp, sp, #16$
   @run  */

#include <stdio.h>

static int seen;

__attribute__ ((noipa)) static void
callee (int a, int b)
{
  seen = seen * 100 + a * 10 + b;
}

__attribute__ ((noipa)) static void
forward (int a, int b)
{
  (void) a, (void) b;
  __builtin_apply ((void (*) ()) callee, __builtin_apply_args (), 16);
}

int
main (void)
{
  volatile int guard = 1234;
  forward (1, 2);
  forward (3, 4);
  forward (5, 6);
  printf ("%d %d\n", seen, guard);
  return seen == 123456 && guard == 1234 ? 0 : 1;
}
