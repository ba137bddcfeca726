/* kept-ir.c - memopt-phi reuses the memory IR memopt-lse built, when
   memopt-lse changed nothing (gimple-pass.cc, "One memory IR for two
   passes"), and builds its own when memopt-lse changed the function.

   after_unchanged: memopt-lse finds nothing (the two arms give s->a
   different values), so memopt-phi starts from memopt-lse's IR
   ("Memory IR (kept from memopt-lse):") and still replaces the load
   after the join by a PHI.  after_changed: memopt-lse forwards v to the
   load of s->b, so memopt-phi must build its IR again ("Memory IR:"):
   the kept one would name the load memopt-lse removed.  Both functions
   are run, against the -O0 reference, on both targets.  (main, where
   memopt-lse finds nothing either, is the second kept IR.)

   GCC's own redundancy elimination is off so that both reach memopt.

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse -fno-tree-sink
   @remarks 1 memopt: load of s_[0-9]+\(D\)->a replaced by a PHI of values from 2 predecessors
   @remarks 1 memopt: load of s_[0-9]+\(D\)->b replaced by
   @dump lse 3 ^Memory IR:
   @dump phi 2 ^Memory IR \(kept from memopt-lse\):
   @dump phi 1 ^Memory IR:
   @run  */

#include <stdio.h>

struct S { int a; int b; };

__attribute__ ((noipa)) int
after_unchanged (struct S *s, int c)
{
  int v;
  if (c)
    v = s->a;
  else
    {
      s->a = 5;
      v = 1;
    }
  return v + s->a;
}

__attribute__ ((noipa)) int
after_changed (struct S *s, int v)
{
  s->b = v;
  return s->b * 3;
}

int
main (void)
{
  struct S s = { 7, 0 };
  printf ("%d\n", after_unchanged (&s, 1));
  printf ("%d\n", after_unchanged (&s, 0));
  printf ("%d\n", after_changed (&s, 4));
  printf ("%d %d\n", s.a, s.b);
  return 0;
}
