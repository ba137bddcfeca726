/* expr.c - what memgen's shapes are made of: struct S's integer fields,
   the fields a shape is busy with, constants, operators and expressions
   of u32 values, the condition and the arms of a diamond, and the opening
   of a function.

   Every function has the same signature, so main can call any of them
   with pointers chosen at run time:
     u32 fN (struct S *p, struct S *q, int *ia, int *ib, long *la,
             float *fa, double *da, u32 c)
   p, q: structs (maybe the same); ia, ib: gi or gi + 1 (maybe the
   same, or one int apart: indices up to 30); la: 32 longs; fa: 32
   floats; da: 32 doubles (never aliasing anything of another type).  */

#include "memgen.h"

#include <stdio.h>

/* ------------------------------------------------------------------ */
/* Fields and expressions.                                            */

/* The scalar integer members: read as "(u32) p->NAME", written as
   "p->NAME = (TYPE) (u32 expression)".  */
static const struct field int_fields[] = {
  { "a", "int" }, { "b", "int" }, { "c", "long" }, { "d", "long" },
  { "arr[0]", "u32" }, { "arr[1]", "u32" }, { "arr[2]", "u32" },
  { "arr[3]", "u32" },
};
#define N_INT_FIELDS (sizeof int_fields / sizeof int_fields[0])

const struct field *
any_field (void)
{
  return &int_fields[pick (N_INT_FIELDS)];
}

/* The fields a shape tracks (loaded or stored, then reloaded or
   restored): the diamonds' arms store to other fields only.  */
const struct field *busy[3];
unsigned nbusy;

static int
is_busy (const struct field *g)
{
  for (unsigned i = 0; i < nbusy; i++)
    if (busy[i] == g)
      return 1;
  return 0;
}

/* A field other than F and the busy ones: a random one, then the next
   ones in turn (a bounded search, also when --bytes has run out and every
   choice is 0).  */
const struct field *
other_field (const struct field *f)
{
  unsigned k = pick (N_INT_FIELDS);
  for (unsigned i = 0; i < N_INT_FIELDS; i++)
    {
      const struct field *g = &int_fields[(k + i) % N_INT_FIELDS];
      if (g != f && !is_busy (g))
        return g;
    }
  return f == &int_fields[0] ? &int_fields[1] : &int_fields[0];
}

/* Choose 1 to 3 distinct busy fields.  */
void
choose_busy (void)
{
  unsigned n = 1 + pick (3);
  nbusy = 0;
  while (nbusy < n)
    busy[nbusy++] = other_field (NULL);
}

unsigned
small_const (void)
{
  static const unsigned k[] = { 1, 2, 3, 5, 7, 13, 255, 1000, 65537,
                                2654435761u };
  return k[pick (sizeof k / sizeof k[0])];
}

const char *
binop (void)
{
  static const char *ops[] = { "+", "-", "*", "^", "|", "&" };
  return ops[pick (6)];
}

/* Write into BUF a u32 expression of the variable V (an lvalue or a
   value of an unsigned type).  */
void
expr_of (char *buf, size_t size, const char *v)
{
  switch (pick (4))
    {
    case 0:
      snprintf (buf, size, "%s %s %uu", v, binop (), small_const ());
      break;
    case 1:
      snprintf (buf, size, "(%s << %u) ^ %uu", v, 1 + pick (30),
                small_const ());
      break;
    case 2:
      snprintf (buf, size, "(%s >> %u) + %s", v, 1 + pick (30), v);
      break;
    default:
      snprintf (buf, size, "%s * %uu + 1u", v, small_const ());
      break;
    }
}

/* The condition on C of a diamond.  */
void
cond_of (char *buf, size_t size)
{
  snprintf (buf, size, "c & %uu", 1u << pick (8));
}

/* One arm of a diamond that must not touch field F of P: a float or
   double store, a store to another field of Q (Q may be P), or a call
   that writes nothing.  When KILL, the arm may write F through Q (the
   transformation must then not happen).  */
void
arm (const struct field *f, int kill, const char *base)
{
  char e[128];
  unsigned k = pick (32), k2 = pick (32);
  unsigned r = pick (kill ? 6 : 5);
  /* Through P, a store to another field is told apart by its offset,
     which is what a store's removal needs (types alone never do).  */
  if (base[0] == 'p' && (r < 2 || r == 3) && chance (3, 4))
    r = chance (2, 3) ? 2 : 4;
  switch (r)
    {
    case 0:
      emit ("      fa[%u] = FV (fa[%u], fa[%u], c);\n", k, k2, pick (32));
      break;
    case 1:
      emit ("      da[%u] = DV (da[%u], da[%u], c + %uu);\n", k, k2, pick (32),
            pick (100));
      break;
    case 2:
      {
        const struct field *g = other_field (f);
        expr_of (e, sizeof e, "c");
        emit ("      %s->%s = (%s) (%s);\n", base, g->name, g->type, e);
        break;
      }
    case 3:
      emit ("      q->f = FV (q->g, p->f, c);\n");
      break;
    case 4:
      if (chance (1, 2))
        emit ("      acc += mg_pure (gu, c + %uu);\n", k);
      else
        emit ("      acc += mg_const (c ^ %uu);\n", k);
      break;
    default:
      expr_of (e, sizeof e, "c");
      emit ("      q->%s = (%s) (%s);\n", f->name, f->type, e);
      break;
    }
}

void
diamond (const struct field *f, int kill, const char *base)
{
  char c[64];
  cond_of (c, sizeof c);
  emit ("  if (%s)\n    {\n", c);
  arm (f, kill, base);
  if (chance (1, 3))
    arm (f, 0, base);
  emit ("    }\n  else\n    {\n");
  arm (f, kill, base);
  emit ("    }\n");
}

/* ------------------------------------------------------------------ */
/* The shapes.  Every function has the same signature, so main can call
   any of them with pointers chosen at run time:
     u32 fN (struct S *p, struct S *q, int *ia, int *ib, long *la,
             float *fa, double *da, u32 c)
   p, q: structs (maybe the same); ia, ib: gi or gi + 1 (maybe the
   same, or one int apart: indices up to 30); la: 32 longs; fa: 32
   floats; da: 32 doubles (never aliasing anything of another type).  */

/* Begin function ID with attribute macro ATTR (NOFRE or OPAQUE).  */
void
fun_begin_as (unsigned id, const char *attr)
{
  emit ("\n%s u32\nf%u (struct S *p, struct S *q, int *ia, int *ib, "
        "long *la, float *fa, double *da, u32 c)\n{\n", attr, id);
  emit ("  (void) p; (void) q; (void) ia; (void) ib; (void) la; "
        "(void) fa; (void) da;\n  u32 acc = 0;\n");
}

/* Begin function ID, NOFRE with probability 3/4.  */
void
fun_begin (unsigned id)
{
  fun_begin_as (id, chance (3, 4) ? "NOFRE" : "OPAQUE");
}
