/* not-kept-ir.c - with memopt-lse off, nothing is kept for memopt-phi
   (gimple-pass.cc, "One memory IR for two passes"): memopt-phi builds
   the IR of each of kept-ir.c's three functions itself, still finds the
   PHI of after_unchanged, and leaves after_changed's load of s->b (a
   value in its own block: memopt-lse's case) alone.  (The other way an
   IR is not kept, a decision of memopt-lse, is kept-ir.c's
   after_changed.)

   @options -O2 -fno-tree-fre -fno-tree-pre -fno-code-hoisting -fno-tree-dominator-opts -fno-tree-dse -fno-tree-sink -fplugin-arg-memopt-lse=off
   @remarks 1 memopt: load of s_[0-9]+\(D\)->a replaced by a PHI of values from 2 predecessors
   @remarks 0 memopt: load of s_[0-9]+\(D\)->b
   @dump phi 0 ^Memory IR \(kept
   @dump phi 3 ^Memory IR:
   @run  */

#include "kept-ir.c"
