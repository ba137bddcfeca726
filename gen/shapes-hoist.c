/* shapes-hoist.c - floating-point constants used in sibling branches
   (memopt-hoist-const).

   On x86-64 every non-zero double or float constant is a read of the
   constant pool; in branches that do not dominate each other each reads
   it, and memopt-hoist-const reads it once where they meet.  What would
   break a wrong placement reaches the result: the same value in float
   and in double (a register of the wrong mode), different constants in
   neighbouring branches (0.5, 0.25, 1.0 of DV and FV, and a branch's own
   scale: a register of the wrong constant), a branch that calls a
   helper (a barrier: the register must not be assumed live across it),
   a branch inside a loop, and branches whose condition reads the data
   the previous branch wrote.  Every value follows the prelude's rules
   (DV/FV of values in [0, 1024], products by powers of two), so the
   results are exact at every level.  */

#include "memgen.h"

#include <stdio.h>

/* One branch: a condition on C or on data, then stores of DV/FV.  */
static void
const_branch (unsigned i)
{
  static const char *const scales[] = { "0.5", "0.25", "0.125", "0.0625" };
  const char *scale = scales[pick (4)];
  unsigned a = pick (32), b = pick (32);
  switch (pick (3))
    {
    case 0:
      emit ("  if ((c >> %uu) & 1u)\n", i & 15u);
      break;
    case 1:
      emit ("  if (da[%u] > %u.0)\n", pick (32), 1 + pick (20));
      break;
    default:
      emit ("  if (fa[%u] < %u.0f)\n", pick (32), 1 + pick (20));
      break;
    }
  emit ("    {\n");
  switch (pick (4))
    {
    case 0:
      emit ("      da[%u] = DV (da[%u], da[%u] * %s, c + %uu);\n", a, a, b,
	    scale, i);
      break;
    case 1:
      emit ("      fa[%u] = FV (fa[%u], fa[%u] * %sf, c + %uu);\n", a, a, b,
	    scale, i);
      break;
    case 2:
      emit ("      da[%u] = DV (da[%u], (double) fa[%u], c + %uu);\n"
	    "      fa[%u] = FV (fa[%u], 0.5f, c);\n", a, b, a, i, b, b);
      break;
    default:
      emit ("      da[%u] = DV (da[%u], da[%u], acc);\n"
	    "      acc += mg_rd_s (q, acc);\n", a, b, a);
      break;
    }
  emit ("      acc += %uu;\n    }\n", small_const ());
}

void
shape_const_branches (unsigned id)
{
  fun_begin (id);
  unsigned n = 3 + pick (4);
  for (unsigned i = 0; i < n; i++)
    const_branch (i);
  if (chance (1, 2))
    {
      emit ("  for (u32 k = 0; k < (c & 7u) + 1u; k++)\n    {\n");
      emit ("      if ((c ^ k) & 1u)\n"
	    "        da[k] = DV (da[k], da[k + 8u] * 0.5, c + k);\n");
      emit ("      if ((c ^ k) & 2u)\n"
	    "        fa[k] = FV (fa[k], fa[k + 8u] * 0.5f, c);\n");
      emit ("      if ((c ^ k) & 4u)\n"
	    "        da[k + 16u] = DV (da[k + 16u], 0.25, k);\n    }\n");
    }
  emit ("  return acc + (u32) da[%u] + (u32) fa[%u];\n}\n", pick (32),
	pick (32));
}
