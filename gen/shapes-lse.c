/* shapes-lse.c - loads and stores memopt-lse removes: a load after a
   diamond, a store then a load, a loop-invariant load behind a
   conditional exit, stores of the value memory already holds, and a
   store that changes the type of memory back (it must stay).

   Each diamond arm writes somewhere else (or, when the shape says KILL,
   maybe the same location through q), so a wrong "no alias" answer or a
   wrong forwarded value changes the function's result or the checksum.  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* t = p->F; diamond; t op p->F  (load replaced).  */
void
shape_load_after_diamond (unsigned id)
{
  choose_busy ();
  const struct field *f = busy[0];
  fun_begin (id);
  emit ("  u32 t = 0;\n");
  for (unsigned i = 0; i < nbusy; i++)
    emit ("  u32 t%u = (u32) p->%s;\n  t = t * 7u + t%u;\n", i,
          busy[i]->name, i);
  diamond (f, chance (1, 4), chance (3, 4) ? "p" : "q");
  if (chance (1, 3))
    emit ("  gu[%u] = t;\n", pick (32));
  for (unsigned i = 0; i < nbusy; i++)
    emit ("  t = (t %s (u32) p->%s) + t%u;\n", binop (), busy[i]->name, i);
  emit ("  return acc + t;\n}\n");
  nbusy = 0;
}

/* p->F = v; diamond; ... p->F  (store forwarded to the load).  */
void
shape_store_then_load (unsigned id)
{
  choose_busy ();
  const struct field *f = busy[0];
  char e[128];
  fun_begin (id);
  for (unsigned i = 0; i < nbusy; i++)
    {
      expr_of (e, sizeof e, "c");
      emit ("  p->%s = (%s) (%s);\n", busy[i]->name, busy[i]->type, e);
    }
  diamond (f, chance (1, 4), chance (3, 4) ? "p" : "q");
  emit ("  u32 t = %uu;\n", small_const ());
  for (unsigned i = 0; i < nbusy; i++)
    emit ("  t = t * 3u + (u32) p->%s;\n", busy[i]->name);
  emit ("  return acc + t;\n}\n");
  nbusy = 0;
}

/* A load in a loop behind a conditional exit (LIM cannot hoist it).  */
void
shape_loop_invariant (unsigned id)
{
  const struct field *f = any_field ();
  fun_begin (id);
  emit ("  u32 t = (u32) p->%s, r = 0;\n", f->name);
  emit ("  for (u32 i = 0; i < (c & 15u); i++)\n    {\n");
  switch (pick (5))
    {
    case 0:
      emit ("      if (fa[i] > %u.0f)\n        break;\n", 2 + pick (8));
      emit ("      fa[i] = FV (fa[i], fa[i + 1u], i);\n");
      break;
    case 1:
      emit ("      if (da[i] > %u.0)\n        break;\n", 2 + pick (8));
      emit ("      da[i + %uu] = DV (da[i], da[i + 1u], c);\n", pick (16));
      break;
    case 2:
      emit ("      if ((u32) ia[i] %% %uu == 0u)\n        break;\n",
            2 + pick (5));
      {
        const struct field *g = other_field (f);
        emit ("      q->%s = (%s) i;\n", g->name, g->type);
      }
      break;
    default:
      /* Stores through P only: told apart by offset even at -O1,
         where there is no type-based alias analysis.  */
      if (chance (1, 2))
        emit ("      if ((u32) ia[i] %% %uu == 0u)\n        break;\n",
              2 + pick (5));
      else
        emit ("      if (p->arr[i & 3u] == %uu)\n        break;\n",
              small_const ());
      {
        const struct field *g = other_field (f);
        emit ("      p->%s = (%s) (i + c);\n", g->name, g->type);
      }
      break;
    }
  if (chance (1, 5))
    emit ("      q->%s = (%s) (r + i);\n", f->name, f->type);
  emit ("      r = r * 3u + (u32) p->%s;\n    }\n", f->name);
  emit ("  return r ^ t;\n}\n");
}

/* p->F = v; diamond; p->F = v  and  t = p->F; diamond; p->F = t
   (redundant stores).  */
void
shape_redundant_store (unsigned id)
{
  choose_busy ();
  const struct field *f = busy[0];
  char e[128];
  fun_begin (id);
  for (unsigned i = 0; i < nbusy; i++)
    {
      if (chance (1, 2))
        {
          expr_of (e, sizeof e, "c");
          emit ("  %s v%u = (%s) (%s);\n  p->%s = v%u;\n", busy[i]->type,
                i, busy[i]->type, e, busy[i]->name, i);
        }
      else
        emit ("  %s v%u = p->%s;\n", busy[i]->type, i, busy[i]->name);
    }
  diamond (f, chance (1, 4), chance (3, 4) ? "p" : "q");
  if (chance (1, 2))
    emit ("  gu[%u] = (u32) v0;\n", pick (32));
  emit ("  u32 v = 0;\n");
  for (unsigned i = 0; i < nbusy; i++)
    emit ("  p->%s = v%u;\n  v += (u32) v%u;\n", busy[i]->name, i, i);
  emit ("  return v + acc;\n}\n");
  nbusy = 0;
}

/* Restoring an int over memory that may have been written as a float
   in between (the same malloc'ed bytes when mg_sel says so): the store
   changes the type of the memory back and must stay.  Slot K of mg_raw
   (8 bytes at 8K) is only ever read as an int; the float goes either to
   the slot (then overwritten by the int) or to 32 + 8K, read only as
   bytes by the checksum.  */
void
shape_type_change (unsigned id)
{
  unsigned k = pick (4);
  emit ("\n%s u32\nf%u_tc (int *ip, float *fp, u32 c)\n{\n",
        chance (1, 2) ? "NOFRE" : "OPAQUE", id);
  if (chance (1, 2))
    emit ("  int t = *ip;\n");
  else
    emit ("  int t = (int) (c * %uu);\n  *ip = t;\n", small_const ());
  emit ("  if (c & %uu)\n    *fp = FV (1.0f, 2.0f, c);\n  else\n"
        "    fp[1] = 2.0f;\n", 1u << pick (4));
  emit ("  *ip = t;\n  return (u32) t;\n}\n");
  fun_begin (id);
  emit ("  return f%u_tc ((int *) (mg_raw + %u), (float *) (mg_raw + %u + "
        "(mg_sel[%u] & 1u) * 32u), c);\n}\n", id, 8 * k, 8 * k, pick (8));
}
