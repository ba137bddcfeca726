/* shapes-reread.c - a switch on a value loaded from memory (memopt-reread),
   the dispatch of a small interpreter loop.

   GCC 12 expands `switch (LOC)` with LOC's load twice (the range check
   and the jump-table index); memopt-reread reads it once.  What would
   break a wrong reuse reaches the result: arms that store to the opcode
   location itself (the next dispatch must read the new value), that
   store through q (which may be p) or through ib (which may be ia) over
   the same array, that call a helper GCC summarises, and arms that read
   the location again after the dispatch.  The values stored keep the
   opcode in range half of the time, so both the jump table and the
   default run.  On x86-64 the range check reads the opcode as an
   operand (cmpl $N, mem), and memopt-reread leaves the switch alone
   (an instruction more on the default path); a scan after the loop
   gives it a read it makes once on both targets: a byte loaded for a
   table index and compared again after the scan.  */

#include "memgen.h"

#include <stdio.h>

void
shape_switch_load (unsigned id)
{
  char loc[64], alias[64];
  const char *t;
  switch (pick (4))
    {
    case 0:
      snprintf (loc, sizeof loc, "p->arr[k & 3u]");
      snprintf (alias, sizeof alias, "q->arr[(k + %u) & 3u]", pick (4));
      t = "u32";
      break;
    case 1:
      snprintf (loc, sizeof loc, "ia[(k * %u) %% 31u]", 1 + 2 * pick (4));
      snprintf (alias, sizeof alias, "ib[(k + %u) %% 31u]", pick (32));
      t = "int";
      break;
    case 2:
      snprintf (loc, sizeof loc, "p->name[k & 7u]");
      snprintf (alias, sizeof alias, "q->name[(k + %u) & 7u]", pick (8));
      t = "char";
      break;
    default:
      snprintf (loc, sizeof loc, "gu[(c + k) & 31u]");
      snprintf (alias, sizeof alias, "gu[(c + k + %u) & 31u]", pick (3));
      t = "u32";
      break;
    }
  unsigned cases = 5 + pick (4);
  fun_begin (id);
  emit ("  for (u32 k = 0; k < %uu; k++)\n    switch (%s)\n      {\n",
        3 + pick (6), loc);
  for (unsigned i = 0; i < cases; i++)
    {
      emit ("      case %u:\n", i);
      switch (pick (6))
        {
        case 0:
          emit ("        %s = (%s) ((acc + c) %% %uu);\n", loc, t, 2 * cases);
          break;
        case 1:
          emit ("        %s = (%s) (acc ^ %uu);\n", alias, t, pick (2 * cases));
          break;
        case 2:
          emit ("        acc = acc * 3u + (u32) %s;\n", loc);
          break;
        case 3:
          emit ("        acc += mg_rd_s (q, acc) + (u32) %s;\n", loc);
          break;
        case 4:
          emit ("        acc += %uu;\n", small_const ());
          break;
        default:
          emit ("        %s = (%s) (%uu + (u32) %s);\n", loc, t, 1 + pick (3),
                loc);
          break;
        }
      emit ("        break;\n");
    }
  emit ("      default:\n        acc = (acc << 1) ^ (u32) %s;\n"
        "        %s = (%s) ((acc >> 3) %% %uu);\n        break;\n      }\n",
        loc, loc, t, 2 * cases);
  /* A scan the way sqlite3AtoF skips spaces: the byte loaded for the
     table index in the loop's exit test is compared again after it.
     That first read is a load of its own, so memopt-reread reads it
     once on every target (the switch above it keeps both reads on
     x86-64, where its range check folds the first: rtl-reread.cc).  */
  emit ("  {\n    static const unsigned char cls[256] = { [' '] = 1, "
        "['%c'] = 1 };\n"
        "    const char *z = p->name, *e = p->name + 8;\n"
        "    while (z < e && (cls[(unsigned char) *z] & 1))\n"
        "      z++;\n"
        "    if (z >= e)\n"
        "      return acc + 1u;\n"
        "    if (*z == '%c')\n"
        "      acc ^= %uu;\n  }\n", "abc"[pick (3)], "-+x"[pick (3)],
        1 + pick (7));
  emit ("  return acc;\n}\n");
}
