/* shapes-pairs.c - consecutive accesses memopt-pairs makes ldp/stp of
   (every pairable mode: int, long, float, double, 128-bit vectors, struct
   fields), va_arg over ints and doubles, and the AArch64 writeback and
   narrow constant-store shapes.

   Floating point stays exact (products by powers of two), so the pairs
   and their order never change a value.  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* Consecutive accesses of one mode (ldp/stp on AArch64): dot products
   over 4 elements, scrambled stores, struct field pairs, vectors.  */
void
shape_pairs (unsigned id)
{
  static const int order[][4] = {
    { 0, 1, 2, 3 }, { 3, 1, 0, 2 }, { 2, 0, 3, 1 }, { 1, 3, 2, 0 },
  };
  const int *o = order[pick (4)];
  unsigned base = 4 * pick (7);
  fun_begin (id);
  switch (pick (8))
    {
    case 0:                     /* long dot product */
      emit ("  u64 s = 0;\n");
      for (int i = 0; i < 4; i++)
        emit ("  s += (u64) la[%u] * (u64) p->%s;\n", base + o[i],
              i & 1 ? "d" : "c");
      emit ("  return (u32) (s ^ (s >> 32));\n}\n");
      break;
    case 1:                     /* int dot product over two arrays */
      emit ("  return (u32) ia[%u] * (u32) ib[%u] + (u32) ia[%u] * (u32) ib[%u]\n"
            "       + (u32) ia[%u] * (u32) ib[%u] + (u32) ia[%u] * (u32) ib[%u];\n}\n",
            base, base + 3, base + 1, base + 2, base + 2, base + 1,
            base + 3, base);
      break;
    case 2:                     /* horner over doubles, exact products */
      emit ("  double r = ((da[%u] * 0.5 + da[%u]) * 0.5 + da[%u]) * 0.5 + da[%u];\n",
            base + 3, base + 2, base + 1, base);
      emit ("  return (u32) r;\n}\n");
      break;
    case 3:                     /* floats */
      emit ("  float r = fa[%u] * 0.5f + fa[%u] * 0.25f + fa[%u] * 0.125f + fa[%u];\n",
            base + o[0], base + o[1], base + o[2], base + o[3]);
      emit ("  return (u32) r;\n}\n");
      break;
    case 4:                     /* scrambled int/long stores */
      {
        const char *a = chance (1, 2) ? "ia" : "la";
        const char *t = a[0] == 'i' ? "int" : "long";
        static const char *vals[] = { "c + 1u", "c ^ 5u", "c * 3u",
                                      "c - 7u" };
        for (int i = 0; i < 4; i++)
          emit ("  %s[%u] = (%s) (%s);\n", a, base + o[i], t, vals[i]);
        emit ("  return (u32) %s[%u];\n}\n", a, base + o[0]);
        break;
      }
    case 5:                     /* float/double stores */
      for (int i = 0; i < 4; i++)
        emit ("  %s[%u] = %s ((c + %uu) & 255u) + 1.0%s;\n",
              chance (1, 2) ? "da" : "fa", base + o[i],
              "(float)", (unsigned) i, "f");
      emit ("  return c;\n}\n");
      break;
    case 6:                     /* struct field pairs */
      emit ("  q->c = (long) ((u64) p->c + c);\n  q->d = p->d;\n"
            "  q->x = DV (p->x, p->y, c);\n  q->y = DV (p->y, 1.0, c);\n"
            "  q->a = (int) ((u32) p->b + c);\n  q->b = p->a;\n"
            "  return (u32) q->c;\n}\n");
      break;
    default:                    /* 128-bit vectors */
      emit ("  v4u a = gv[%u], b = gv[%u];\n", pick (4), pick (4));
      emit ("  gv[%u] = a + b;\n  gv[%u] = (a ^ b) * %uu;\n", id & 1 ? 0 : 2,
            id & 1 ? 1 : 3, small_const ());
      emit ("  v2u w = gw[%u];\n  gw[%u] = w + (v2u) { c, c };\n"
            "  p->v = q->v + a;\n", pick (4), pick (4));
      emit ("  return a[%u] + w[%u];\n}\n", pick (4), pick (2));
      break;
    }
}

/* va_arg over ints and doubles.  */
void
shape_va_arg (unsigned id)
{
  int dbl = chance (1, 2);
  unsigned n = 2 + pick (9);
  emit ("\n%s u32\nf%u_va (u32 n, ...)\n{\n  va_list ap;\n"
        "  va_start (ap, n);\n  u32 s = 0;\n"
        "  for (u32 i = 0; i < n; i++)\n", chance (1, 2) ? "NOFRE" : "OPAQUE",
        id);
  if (dbl)
    emit ("    s = s * 3u + (u32) va_arg (ap, double);\n");
  else
    emit ("    s = s * 3u + va_arg (ap, u32);\n");
  emit ("  va_end (ap);\n  return s;\n}\n");
  fun_begin (id);
  emit ("  return f%u_va (%uu", id, n);
  for (unsigned i = 0; i < n; i++)
    {
      if (dbl)
        emit (", da[%u] + (double) (c & %uu)", pick (32), 1u + pick (255));
      else
        emit (", c + (u32) ia[%u]", pick (31));
    }
  emit (");\n}\n");
}

/* AArch64 writeback and narrow stores (memopt-pairs): pointer walks
   whose increment folds into a load (ldr w, [x], 4), and runs of
   narrow stores of constants that become wider ones (strb wzr x2 ->
   strh wzr; at -O1, where GCC's store merging does not run, mov w1, 6;
   strb w1; strb wzr -> mov w1, 6; strh w1): the first char of a run
   that starts at an odd index is a small constant, the rest of the run
   and the runs at even indices zero; of two ints next to each other in
   arr[], the second is 1 or 2 (one movz: 0x100000000); a constant and a
   zero in two adjacent locals with the constant's register reused in
   between (the merge is refused where the later store is); and a
   constant byte and a zero byte next to it with a load between whose
   value stays live (the form of two Csmith miscompiles: at -O1 the load
   took the constant's register, and the merge stored the loaded value;
   tests/pairs/not-narrow-const-reg-reloaded.c).  */
void
shape_writeback_narrow (unsigned id)
{
  unsigned k = pick (4);
  fun_begin (id);
  switch (pick (6))
    {
    case 0:                     /* u32 walk, 4 a step: 7 + 20 < 32 */
    case 1:                     /* byte walk: 15 + 20 < 64 */
      emit (k & 1 ? "  const u32 *w = &gu[c & 7u];\n"
                  : "  const unsigned char *w = mg_raw + (c & 15u);\n");
      emit ("  for (u32 i = 0; i < (c & 3u) + 2u; i++)\n    {\n"
            "      acc += w[0] + w[1] * 3u + w[2] * 5u + w[3] * 7u;\n"
            "      w += 4;\n    }\n  return acc;\n}\n");
      break;
    case 2:                     /* a run of name[] chars: 3 + 4 < 8 */
      {
        unsigned n = 2 + pick (3);
        for (unsigned i = k; i < k + n; i++)
          emit ("  q->name[%u] = %u;\n", i, i == k && (k & 1) ? 3 + k : 0);
      }
      emit ("  p->a = (int) c;\n  return (u32) q->name[%u] + (u32) p->b;\n}\n",
            pick (8));
      break;
    case 3:                     /* a constant and a zero in adjacent
                                   stack slots, the constant's register
                                   set again between the two stores (at
                                   -O1: mov w1, 5; str w1; mov w1,
                                   47104; ...; str wzr: no register for
                                   the merged constant where the later
                                   store is) */
      emit ("  int lo, hi;\n  hi = %u;\n  u32 x = c * 47104u + 3u;\n"
            "  u32 y = x * x + c;\n  lo = 0;\n  mg_writer (&lo, y);\n"
            "  mg_writer (&hi, (u32) lo);\n  return (u32) hi;\n}\n",
            5 + k);
      break;
    case 4:                     /* a constant store and a zero store
                                   next to it with a load between whose
                                   value stays live (at -O1 the load
                                   may take the constant's register
                                   back: a merge through that register
                                   stored the loaded value); the load
                                   may read the constant's own byte (p
                                   may be q) */
      {
        /* Loads the stores cannot change (other globals: the merge
           may move the first store past them), and loads they may
           (through p, which may be q: it must not).  */
        static const char *const loads[] = {
          "gu[(c + %u) & 31u]", "(u32) gi[(c * 3u + %u) & 31u]",
          "(u32) (unsigned short) gi[%u]", "(u32) p->name[%u]",
          "(u32) ia[(c + %u) %% 31u]",
        };
        unsigned lo = 2 * pick (3);
        char load[64], obj[16];
        snprintf (load, sizeof load, loads[pick (5)], pick (8));
        /* A global's address frees the pointer registers; v passed to
           the call only, in the second argument's register, is where
           GCC put the constant's register back to use.  */
        snprintf (obj, sizeof obj, k & 2 ? "gs[%u]." : "q->", pick (4));
        emit ("  %sname[%u] = %u;\n  u32 v = %s;\n  %sname[%u] = 0;\n"
              "  if (v & 1u)\n    acc += mg_rd_s (p, v);\n", obj,
              lo + (k & 1), 3 + pick (100), load, obj, lo + 1 - (k & 1));
        if (chance (1, 2))
          emit ("  else\n    acc += v;\n  return acc + (u32) %sname[%u];\n}\n",
                obj, lo + (k & 1));
        else
          emit ("  return acc + v * 3u + (u32) %sname[%u];\n}\n", obj,
                lo + (k & 1));
      }
      break;
    default:                    /* ints next to each other */
      emit ("  q->a = 0;\n  q->b = 0;\n  q->arr[%u] = 0;\n  q->arr[%u] = %uu;\n"
            "  return (u32) p->a + p->arr[%u];\n}\n", k & 2, (k & 2) + 1,
            1 + (k & 1), pick (4));
      break;
    }
}
