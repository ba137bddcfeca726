/* shapes-phi.c - what memopt-phi translates: loads through pointer and
   index PHIs at offsets (phi-offsets), pointer PHIs with loads and
   stores (pointer-phi), recurrences over arrays that may be the same,
   a loop bound reloaded only after a rare clobber (rare-reload), and
   fields read under a condition in a loop, loaded lazily (lazy-loop).

   Each arm knows the values at the offsets read after the join, so a
   translation that loses or changes an offset (break=phi-offset) reads a
   different known value.  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* PHI translation with offsets.  A pointer (or index) PHI chosen by a
   branch, and loads through it after the join at offsets whose values
   each arm knows, so translating the address into the arms names a
   location with a known value; an offset lost or got wrong on the way
   (break=phi-offset drops the constant offset) reads a different known
   value, and the result differs.  Six forms, one function each:
     phi_loads_fields    r = p or q, each arm loads two fields, r->G after
     phi_loads_index     r = ia or ib, each arm loads [I] and [I + K]
                         (I constant 0 or variable c & 15), r[I + K] after
     phi_base_offsets    r = ia + B1 or ib + B2 (or la), the arms load or
                         store [B + 0], [B + K1], [B + K2]; r[K1], r[K2]
     phi_struct_fields   r = p or q, the arms load or store a and b; r->b
                         (next to r->a) and r->a after
     phi_index_phi       j = J1 or J2 (maybe with r = ia or ib): gi[j + K]
     phi_variable_index  r = ia or ib, i variable: the arms know [i + 0],
                         [i + K1], [i + K2]; r[i + K1] after
   E.g. (phi_base_offsets)
     if (c & 4u) { r = ia + 2; x = ia[2]; ia[5] = ...; }
     else        { r = ib + 2; ib[2] = ...; x = ib[5]; }
     return x + (u32) r[3];             (a PHI of the arms' ia[5], ib[5])
   The first two keep memgen's usual NOFRE draw; the last four are always
   NOFRE: at -O2 GCC's PRE would take their loads first.  */

static void
phi_loads_fields (unsigned id)
{
  const struct field *f = any_field (), *g = other_field (f);
  fun_begin (id);
  emit ("  u32 x, y;\n");
  emit ("  struct S *r;\n  if (c & %uu)\n    {\n      r = p;\n"
        "      x = (u32) p->%s;\n      y = (u32) p->%s;\n    }\n"
        "  else\n    {\n      r = q;\n      x = (u32) q->%s;\n"
        "      y = (u32) q->%s;\n    }\n", 1u << pick (6), f->name, g->name,
        f->name, g->name);
  emit ("  return acc + (u32) r->%s * 3u + x * 5u + y;\n}\n", g->name);
}

static void
phi_loads_index (unsigned id)
{
  char i0[32], i1[32];
  unsigned m = 1u << pick (6);
  fun_begin (id);
  emit ("  u32 x, y;\n");
  if (chance (1, 2))
    {
      emit ("  u32 i = c & 15u;\n");
      snprintf (i0, sizeof i0, "i");
      snprintf (i1, sizeof i1, "i + %uu", 1 + pick (15));
    }
  else
    {
      snprintf (i0, sizeof i0, "0");
      snprintf (i1, sizeof i1, "%u", 1 + pick (30));
    }
  emit ("  int *r;\n  if (c & %uu)\n    {\n      r = ia;\n"
        "      x = (u32) ia[%s];\n      y = (u32) ia[%s];\n    }\n"
        "  else\n    {\n      r = ib;\n      x = (u32) ib[%s];\n"
        "      y = (u32) ib[%s];\n    }\n", m, i0, i1, i0, i1);
  emit ("  return acc + (u32) r[%s] * 3u + x * 5u + y;\n}\n", i1);
}

/* One access of LV (of TYPE) in an arm: a load into x or a store of
   c ^ V.  */
static void
arm_access (const char *lv, const char *type, unsigned v)
{
  if (chance (1, 2))
    emit ("      x = x * 7u + (u32) %s;\n", lv);
  else
    emit ("      %s = (%s) (c ^ %uu);\n", lv, type, v);
}

/* The offsets the last four forms' arms know: 0, K1 and K2 (N of them:
   2 when K1 == K2).  */
struct phi_offs
{
  unsigned off[3];
  unsigned n;
};

/* Begin a phi-offsets function of the last four forms: always NOFRE, x
   starts at a constant, C receives the branch's condition and O the
   offsets.  */
static void
phi_begin (unsigned id, char *c, size_t csize, struct phi_offs *o)
{
  unsigned k1 = 1 + pick (7), k2 = 1 + pick (7);
  o->off[0] = 0;
  o->off[1] = k1;
  o->off[2] = k2;
  o->n = k2 == k1 ? 2 : 3;
  fun_begin_as (id, "NOFRE");
  cond_of (c, csize);
  emit ("  u32 x = %uu;\n", small_const ());
}

static void
phi_base_offsets (unsigned id)
{
  char c[64], lv[64];
  struct phi_offs o;
  phi_begin (id, c, sizeof c, &o);
  int lng = chance (1, 3);
  const char *a = lng ? "la" : "ia", *b = lng ? "la" : "ib";
  const char *t = lng ? "long" : "int";
  unsigned b1 = pick (9), b2 = lng ? (b1 + 1 + pick (8)) % 9 : b1;
  emit ("  %s *r;\n  if (%s)\n    {\n      r = %s + %u;\n", t, c, a, b1);
  for (unsigned i = 0; i < o.n; i++)
    {
      unsigned off = o.off[(i + pick (2)) % o.n];
      snprintf (lv, sizeof lv, "%s[%u]", a, b1 + off);
      arm_access (lv, t, 0x100u * off + 17u);
    }
  emit ("    }\n  else\n    {\n      r = %s + %u;\n", b, b2);
  for (unsigned i = 0; i < o.n; i++)
    {
      snprintf (lv, sizeof lv, "%s[%u]", b, b2 + o.off[i]);
      arm_access (lv, t, 0x100u * o.off[i] + 33u);
    }
  emit ("    }\n  return x + (u32) r[%u] * 3u + (u32) r[%u];\n}\n",
        o.off[1], o.off[2]);
}

static void
phi_struct_fields (unsigned id)
{
  char c[64];
  struct phi_offs o;
  phi_begin (id, c, sizeof c, &o);
  emit ("  struct S *r;\n  if (%s)\n    {\n      r = p;\n", c);
  arm_access ("p->a", "int", 5);
  arm_access ("p->b", "int", 6);
  emit ("    }\n  else\n    {\n      r = q;\n");
  arm_access ("q->b", "int", 7);
  arm_access ("q->a", "int", 8);
  emit ("    }\n  return x + (u32) r->b * 3u + (u32) r->a;\n}\n");
}

static void
phi_index_phi (unsigned id)
{
  char c[64], lv[64];
  struct phi_offs o;
  phi_begin (id, c, sizeof c, &o);
  unsigned j1 = pick (8), j2 = (j1 + 1 + pick (7)) % 8;
  int ptr = chance (1, 2);
  const char *a = ptr ? "ia" : chance (1, 2) ? "gi" : "ia";
  const char *b = ptr ? "ib" : a;
  emit ("  int j;\n%s  if (%s)\n    {\n      j = %u;\n",
        ptr ? "  int *r;\n" : "", c, j1);
  if (ptr)
    emit ("      r = ia;\n");
  for (unsigned i = 0; i < o.n; i++)
    {
      snprintf (lv, sizeof lv, "%s[%u]", a, j1 + o.off[i]);
      arm_access (lv, "int", 0x100u * o.off[i] + 41u);
    }
  emit ("    }\n  else\n    {\n      j = %u;\n", j2);
  if (ptr)
    emit ("      r = ib;\n");
  for (unsigned i = 0; i < o.n; i++)
    {
      unsigned off = o.off[o.n - 1 - i];
      snprintf (lv, sizeof lv, "%s[%u]", b, j2 + off);
      arm_access (lv, "int", 0x100u * off + 43u);
    }
  emit ("    }\n  return x + (u32) %s[j + %u] * 3u + (u32) %s[j];\n}\n",
        ptr ? "r" : a, o.off[1], ptr ? "r" : a);
}

static void
phi_variable_index (unsigned id)
{
  char c[64], lv[64];
  struct phi_offs o;
  unsigned shift = pick (4);
  phi_begin (id, c, sizeof c, &o);
  emit ("  int *r;\n  int i = (int) ((c >> %u) & 7u);\n"
        "  if (%s)\n    {\n      r = ia;\n", shift, c);
  for (unsigned i = 0; i < o.n; i++)
    {
      snprintf (lv, sizeof lv, "ia[i + %u]", o.off[i]);
      arm_access (lv, "int", 0x100u * o.off[i] + 51u);
    }
  emit ("    }\n  else\n    {\n      r = ib;\n");
  for (unsigned i = 0; i < o.n; i++)
    {
      unsigned off = o.off[o.n - 1 - i];
      snprintf (lv, sizeof lv, "ib[i + %u]", off);
      arm_access (lv, "int", 0x100u * off + 53u);
    }
  emit ("    }\n  return x + (u32) r[i + %u] * 3u;\n}\n", o.off[1]);
}

void
shape_phi_offsets (unsigned id)
{
  static void (*const forms[]) (unsigned) = {
    phi_loads_fields, phi_loads_index, phi_base_offsets,
    phi_struct_fields, phi_index_phi, phi_variable_index,
  };
  forms[pick (sizeof forms / sizeof forms[0])] (id);
}

/* Pointer PHIs: r is p or q by a branch, then loads and stores
   through r and p.  */
void
shape_pointer_phi (unsigned id)
{
  const struct field *f = any_field (), *g = other_field (f);
  char e[128];
  fun_begin (id);
  emit ("  struct S *r;\n  if (c & %uu)\n    r = p;\n  else\n    r = q;\n",
        1u << pick (6));
  expr_of (e, sizeof e, "c");
  emit ("  r->%s = (%s) (%s);\n", f->name, f->type, e);
  emit ("  p->%s = (%s) (c + 1u);\n", chance (1, 3) ? f->name : g->name,
        f->type);
  emit ("  u32 s = 0;\n  for (u32 i = 0; i < (c & 7u); i++)\n"
        "    s += (u32) r->%s;\n", f->name);
  emit ("  return s + (u32) r->%s + (u32) p->%s;\n}\n", f->name, g->name);
}

/* A recurrence over arrays that may be the same (ia, ib).  */
void
shape_recurrence (unsigned id)
{
  fun_begin (id);
  emit ("  u32 s = 0;\n");
  emit ("  for (u32 i = 1; i < (c & 15u) + 2u; i++)\n    {\n");
  switch (pick (3))
    {
    case 0:
      emit ("      ia[i] = (int) ((u32) ia[i - 1u] %s (u32) ib[i]);\n",
            binop ());
      emit ("      s += (u32) ib[i - 1u];\n");
      break;
    case 1:
      emit ("      la[i + 1u] = (long) ((u64) la[i] * %uull + "
            "(u64) la[i - 1u]);\n", small_const ());
      emit ("      s ^= (u32) la[i];\n");
      break;
    default:
      emit ("      fa[i] = FV (fa[i - 1u], fa[i + 1u], i);\n");
      emit ("      da[i] = DV (da[i - 1u], (double) fa[i], c);\n");
      emit ("      s += (u32) da[i];\n");
      break;
    }
  emit ("    }\n  return s;\n}\n");
}

/* A loop bound read at the bottom of every iteration, below a switch
   (the block that reads it is not the join after the rare path), and
   clobbered only on a rare path above the switch: byte stores through
   q, which may be p, so they may land in the bound p->BOUND itself.
   p->BOUND is read before the loop (the loop test), which proves it
   readable there: memopt-phi reloads it at the end of the rare path and
   carries it around the loop in PHIs (load PRE above the load's block).
   A clobber taken for no write (break=alias) keeps the stale bound, and
   the number of iterations differs.  The bound is masked, so the loop
   stays short whatever the bytes make of it:
     for (i = 0; i < ((u32) p->b & 15u); i++)
       {
	 if (__builtin_expect (((c + i) & 7u) == 5u, 0))
	   o[(i + 2u) & 7u] = (unsigned char) (i * 37u + c);
	 switch ((c ^ i) % 3u) { ... }
       }  */
void
shape_rare_reload (unsigned id)
{
  static const char *const bounds[] = { "a", "b" };
  const char *bound = bounds[pick (2)];
  fun_begin (id);
  emit ("  u32 s = 0, i;\n  unsigned char *o = (unsigned char *) q;\n");
  emit ("  for (i = 0; i < ((u32) p->%s & 15u); i++)\n    {\n", bound);
  emit ("      if (__builtin_expect (((c + i) & 7u) == %uu, 0))\n"
	"\to[(i + %uu) & 7u] = (unsigned char) (i * 37u + c);\n",
	pick (8), pick (8));
  emit ("      switch ((c ^ i) %% 3u)\n\t{\n"
	"\tcase 0:\n\t  s += (u32) ia[i & 7u];\n\t  break;\n"
	"\tcase 1:\n\t  s ^= i * %uu;\n\t  break;\n"
	"\tdefault:\n\t  s += %uu;\n\t  break;\n\t}\n    }\n",
	small_const (), small_const ());
  emit ("  return acc + s * 3u + i;\n}\n");
}

/* Fields of *p read only under a condition in a do-while loop, after a
   byte store through q (which may be p) before the loop: nothing proves
   a load of them before the loop harmless, and the byte may land in
   them, so memopt-phi loads them the first time the condition holds in
   each run of the loop and carries them around it (lazy decisions, one
   test).  The four fields, each used twice, are a group the cost model
   of carried values accepts (plugin/core/carry.c: a test, a branch and a
   flag per iteration are paid for by four loads that no target folds
   into their users; a group of two never pays, and a memgen campaign
   with the default plugin would never load lazily).  Half the functions
   also store a byte through q on a rare path inside the loop: then
   nothing is carried, but a clobber taken for no write (break=alias)
   carries a stale field, and the sum differs:
     o[c & 7u] = (unsigned char) c;
     do
       {
	 if (((c + i) & 3u) != 1u)
	   {
	     u32 x = (u32) p->b, y = (u32) p->c, z = (u32) p->d, w = (u32) p->a;
	     s += (x * 3u + y) ^ (z + w);
	     s ^= (x + w) * (y ^ z);
	   }
	 if (((c ^ i) & 7u) == 5u)            (half the functions)
	   o[(i + 1u) & 7u] = (unsigned char) (i * 37u + c);
       }
     while (++i < (c & 15u) + 2u);
   (The draw takes as many numbers as it did with a pair of fields, so
   the other functions of a program are those they were.)  */
void
shape_lazy_loop (unsigned id)
{
  static const char *const fields[] = { "a", "b", "c", "d" };
  unsigned r = pick (4);	/* the field x reads; y, z, w the next ones */
  fun_begin (id);
  emit ("  u32 s = 0, i = 0;\n  unsigned char *o = (unsigned char *) q;\n");
  emit ("  o[(c + %uu) & 7u] = (unsigned char) c;\n", pick (8));
  emit ("  do\n    {\n      if (((c + i) & 3u) != %uu)\n\t{\n"
	"\t  u32 x = (u32) p->%s, y = (u32) p->%s, z = (u32) p->%s, w = (u32) p->%s;\n"
	"\t  s += (x * %uu + y) ^ (z + w);\n"
	"\t  s ^= (x + w) * (y ^ z);\n\t}\n",
	pick (4), fields[r], fields[(r + 1) % 4], fields[(r + 2) % 4],
	fields[(r + 3) % 4], small_const ());
  if (chance (1, 2))
    emit ("      if (((c ^ i) & 7u) == %uu)\n"
	  "\to[(i + %uu) & 7u] = (unsigned char) (i * 37u + c);\n",
	  pick (8), pick (8));
  emit ("    }\n  while (++i < (c & 15u) + 2u);\n");
  emit ("  return acc + s * 3u + i;\n}\n");
}
