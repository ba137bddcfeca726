/* shapes-inline.c - small static leaf helpers called from several places
   of one function, their loads and stores meeting the caller's
   (memopt-inline; shape leaf-calls).

   memopt-inline treats a small static function with no call and no
   loop as declared inline, so GCC inlines calls it kept before; then
   memopt's other passes see the helper's accesses next to the caller's.
   fN_leaf is such a helper: straight-line, a few diamonds, loads and
   stores through its struct and int pointers:

       static u32 f3_leaf (struct S *s, int *a, u32 c)
       {
         u32 t = (u32) s->b;
         if (c & 4u) s->d = (long) (t ^ c); else a[5] = (int) (c * 7u);
         t = (t * 13u) ^ (u32) a[2];
         ... one to three diamonds more ...
         s->a = (int) (t + c);
         return t * 3u + (u32) a[9];
       }

   fN calls it three or four times on p, q, ia and ib, which may be the
   same objects (mg_sel), and around the calls loads a field the helper
   may store (a reload after an inlined store must see it), stores a
   field the helper may read (a store before the call is not dead;
   after inlining, memopt-dse must see the helper's read) or stores it
   again after (the first store is dead only if the helper does not read
   it).  Sometimes the helper has what memopt-inline refuses (a call, a
   loop, the noinline attribute): the calls stay.  fN is OPAQUE (noipa,
   no optimize attribute: GCC inlines only between functions with the
   same options).

   Free of undefined behaviour as the other shapes: u32 arithmetic;
   int indices constants below 31 or masked to 15 (ia and ib are gi or
   gi + 1, 32 ints); fields read with their own types.  */

#include "memgen.h"

#include <stdio.h>

/* Helper flavours: 0 a leaf memopt-inline marks; 1 a call inside (not
   a leaf); 2 a loop; 3 noinline.  */
static void
leaf (unsigned id, unsigned flavour, const struct field *fa,
      const struct field *fb)
{
  char e[128];
  unsigned k2 = pick (31);

  emit ("\nstatic %su32\nf%u_leaf (struct S *s, int *a, u32 c)\n{\n",
        flavour == 3 ? "__attribute__ ((noinline)) " : "", id);
  emit ("  u32 t = (u32) s->%s;\n", fa->name);
  /* Two to four diamonds: big enough (about 25 to 50 instructions) that
     GCC alone does not inline the calls (its limit is 15).  */
  for (unsigned d = 2 + pick (3); d > 0; d--)
    {
      expr_of (e, sizeof e, "(t ^ c)");
      emit ("  if (c & %uu)\n    s->%s = (%s) (%s);\n  else\n"
            "    a[%u] = (int) (c * %uu);\n",
            1u << pick (5), fb->name, fb->type, e, pick (31),
            small_const ());
      expr_of (e, sizeof e, "t");
      emit ("  t = (%s) ^ (u32) a[%u];\n", e, pick (31));
      if (chance (1, 2))
        emit ("  if (c & %uu)\n    t += (u32) s->%s;\n", 1u << pick (5),
              fb->name);
    }
  if (flavour == 1)
    emit ("  mg_nowrite (t);\n");
  if (flavour == 2)
    emit ("  for (u32 i = 0; i < (c & 7u); i++)\n"
          "    t = t * 5u + (u32) a[i & 15u];\n");
  expr_of (e, sizeof e, "(t + c)");
  emit ("  s->%s = (%s) (%s);\n", fa->name, fa->type, e);
  emit ("  return t * %uu + (u32) a[%u];\n}\n", small_const (), k2);
}

void
shape_leaf_calls (unsigned id)
{
  const struct field *fa = any_field ();
  const struct field *fb = other_field (fa);
  unsigned flavour = chance (3, 4) ? 0 : 1 + pick (3);
  unsigned calls = 3 + pick (2);
  static const char *const structs[] = { "p", "q" };
  static const char *const ints[] = { "ia", "ib" };

  leaf (id, flavour, fa, fb);
  fun_begin_as (id, "OPAQUE");
  for (unsigned i = 0; i < calls; i++)
    {
      const char *s = structs[pick (2)], *a = ints[pick (2)];
      switch (pick (4))
        {
        case 0:                 /* a reload after the call */
          emit ("  acc += (u32) p->%s;\n", fa->name);
          emit ("  acc += f%u_leaf (%s, %s, c + %uu);\n", id, s, a, i);
          emit ("  acc = acc * 3u + (u32) p->%s;\n", fa->name);
          break;
        case 1:                 /* a store the call may read */
          emit ("  q->%s = (%s) (acc + %uu);\n", fb->name, fb->type,
                small_const ());
          emit ("  acc += f%u_leaf (%s, %s, c ^ %uu);\n", id, s, a,
                1u << pick (5));
          break;
        case 2:                 /* a store, the call, the store again */
          emit ("  p->%s = (%s) (c + %uu);\n", fa->name, fa->type, i);
          emit ("  acc += f%u_leaf (%s, %s, c * %uu);\n", id, s, a,
                small_const ());
          emit ("  p->%s = (%s) (acc ^ %uu);\n", fa->name, fa->type, i);
          break;
        default:                /* an int element around the call */
          emit ("  ia[%u] = (int) (acc + c);\n", pick (31));
          emit ("  acc += f%u_leaf (%s, %s, acc);\n", id, s, a);
          emit ("  acc += (u32) ib[%u];\n", pick (31));
          break;
        }
    }
  emit ("  return acc;\n}\n");
}
