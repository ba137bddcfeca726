/* memgen.c - a generator of self-checking C programs full of the memory
   shapes memopt transforms (memopt issue 9).

     build/memgen --seed N        one program on stdout, a function of N
     build/memgen --bytes FILE    the choices read from FILE's bytes (for
                                  AFL++: every byte string is a program)

   Why.  Csmith's programs seldom contain what memopt's passes transform
   (about 4 remarks per program, see verify/README.md): its safe-math
   wrappers and global structure leave no redundant load that GCC's own
   FRE/PRE/DSE do not already remove, and it has no malloc, strings,
   floating point or function pointers.  memgen draws functions from a
   weighted list of shapes (the SHAPES table below), each a small pattern
   that memopt's passes transform (a load after a diamond, a loop-invariant
   load behind a conditional exit, a store of the value memory already
   holds, a store dead on every path, a partially dead store, a chain of
   consecutive loads or stores of one mode for ldp/stp, va_arg, stores
   around calls GCC summarises (not noipa), PHI translation with
   offsets, ...) with
   random fields, types, operators and constants.  Before / after, e.g.:

       NOFRE u32 f3 (struct S *p, struct S *q, ..., u32 c)
       {
         u32 t = (u32) p->b;              u32 t = (u32) p->b;
         if (c & 4u) q->c = ...;          if (c & 4u) q->c = ...;
         else fa[3] = ...;                else fa[3] = ...;
         return t ^ (u32) p->b;     =>    return t ^ t;     (memopt-lse)
       }

   GCC's own passes would remove most of these before memopt runs, so a
   function is marked NOFRE with probability 3/4: an optimize attribute
   that switches off FRE, PRE, code hoisting, DOM, DSE, cselim and sink
   in it (the reference, the control and the plugin builds compile the
   same source, so the comparison stays fair; the other functions test
   memopt behind GCC's full pipeline).  Where the pointers point is decided at
   run time by reads of a volatile array (mg_sel) the compiler cannot see:
   P and Q may be the same struct, IA and IB the same array, so a wrong
   "no alias" answer changes the output.

   Freedom from undefined behaviour, by construction:
     * integer arithmetic is done in unsigned types (u32, u64: wrapping);
       values go to signed fields by conversion (GCC: modulo), shifts are
       by constants below the width, no division;
     * every loop runs at most 16 times (n = c & 15), every index is a
       constant or masked to the array's size;
     * all data is initialised (mg_init) before use; pointers always
       point to live objects of their type; overlapping copies use a
       local temporary; an object is only read with the type it was last
       written with, except through unsigned char and unions;
     * floating point is deterministic whatever the level: the initial
       values are 0 or in [1/4, 17], every stored float or double is
       OLD * 0.5 + OTHER * 0.25 + SMALL + 1 with OLD, OTHER in [0, 1024]
       and SMALL in [0, 255] (so again in [1, 1024]), and the only
       products are by powers of two (of values 0 or >= 1/4): no
       overflow, NaN or subnormal, every product is exact, so contracting
       them into FMAs (GCC's default -ffp-contract=fast) gives the same
       bits; comparisons and conversions to u32 are of such values;
   and the output does not depend on padding or pointer values: the final
   checksum (mg_hash_all) reads every object field by field (floats as
   bit patterns), never the padding, never an address.

   The program prints one line per call (the function's result) and the
   checksum of all state at the end, so a difference names the function.
   Exit status 0.  */

#define _GNU_SOURCE
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Choices: a seeded generator or a byte string.                      */

static uint64_t rng_state;
static const unsigned char *rng_bytes;
static size_t rng_len, rng_pos;

static uint64_t
splitmix (void)
{
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* A number in [0, N).  In --bytes mode each choice takes one byte (two
   when N > 256); past the end of the bytes every choice is 0.  */
static unsigned
pick (unsigned n)
{
  if (n <= 1)
    return 0;
  if (rng_bytes)
    {
      unsigned v = 0;
      for (int k = 0; k < (n > 256 ? 2 : 1); k++)
        v = (v << 8) | (rng_pos < rng_len ? rng_bytes[rng_pos++] : 0);
      return v % n;
    }
  return (unsigned) (splitmix () % n);
}

static int
chance (unsigned num, unsigned den)
{
  return pick (den) < num;
}

/* ------------------------------------------------------------------ */
/* Output.                                                            */

static FILE *out;

static void
emit (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

static void
emit (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (out, fmt, ap);
  va_end (ap);
}

/* ------------------------------------------------------------------ */
/* The fixed part: types, objects, checksum, initialisation.          */

static const char prelude[] =
  "#include <stdarg.h>\n"
  "#include <stdio.h>\n"
  "#include <stdlib.h>\n"
  "#include <string.h>\n"
  "typedef unsigned int u32;\n"
  "typedef unsigned long long u64;\n"
  "typedef u32 v4u __attribute__ ((vector_size (16)));\n"
  "typedef u64 v2u __attribute__ ((vector_size (16)));\n"
  "struct bits { unsigned x : 3, y : 5, z : 7, w : 9; };\n"
  "struct S { int a; int b; long c; long d; float f; float g; double x;\n"
  "           double y; struct bits bf; u32 arr[4]; v4u v; char name[8]; };\n"
  "union U { u32 i; float f; unsigned char b[4]; };\n"
  "#define NOFRE __attribute__ ((noipa, optimize (\"no-tree-fre\", "
  "\"no-tree-pre\", \\\n"
  "  \"no-code-hoisting\", \"no-tree-dominator-opts\", \"no-tree-dse\", "
  "\"no-tree-cselim\", \"no-tree-sink\")))\n"
  "#define OPAQUE __attribute__ ((noipa))\n"
  "#define FV(old, other, c) ((old) * 0.5f + (other) * 0.25f + (float) ((c) & 255u) + 1.0f)\n"
  "#define DV(old, other, c) ((old) * 0.5 + (other) * 0.25 + (double) ((c) & 255u) + 1.0)\n"
  "struct S gs[4];\n"
  "struct S *mg_heap;     /* 4 structs from malloc */\n"
  "unsigned char *mg_raw; /* 64 bytes from malloc, read back as bytes */\n"
  "int gi[32];\n"
  "long gl[32];\n"
  "u32 gu[32];\n"
  "float gf[32];\n"
  "double gd[32];\n"
  "v4u gv[4];\n"
  "v2u gw[4];\n"
  "union U gun[4];\n"
  "volatile u32 mg_vol;\n"
  "int *mg_seen;          /* what mg_reader reads */\n"
  "static u64 mg_ck = 14695981039346656037ull;\n"
  "static void mg_mix (u64 v)\n"
  "{\n"
  "  mg_ck = (mg_ck ^ v) * 1099511628211ull;\n"
  "  mg_ck ^= mg_ck >> 29;\n"
  "}\n"
  "static u64 mg_fbits (float f) { u32 u; memcpy (&u, &f, 4); return u; }\n"
  "static u64 mg_dbits (double d) { u64 u; memcpy (&u, &d, 8); return u; }\n"
  "static void mg_hash_S (const struct S *s)\n"
  "{\n"
  "  mg_mix ((u32) s->a); mg_mix ((u32) s->b); mg_mix ((u64) s->c);\n"
  "  mg_mix ((u64) s->d); mg_mix (mg_fbits (s->f)); mg_mix (mg_fbits (s->g));\n"
  "  mg_mix (mg_dbits (s->x)); mg_mix (mg_dbits (s->y));\n"
  "  mg_mix (s->bf.x); mg_mix (s->bf.y); mg_mix (s->bf.z); mg_mix (s->bf.w);\n"
  "  for (int i = 0; i < 4; i++) { mg_mix (s->arr[i]); mg_mix (s->v[i]); }\n"
  "  for (int i = 0; i < 8; i++) mg_mix ((unsigned char) s->name[i]);\n"
  "}\n"
  "static void mg_hash_all (void)\n"
  "{\n"
  "  for (int i = 0; i < 4; i++) { mg_hash_S (&gs[i]); mg_hash_S (&mg_heap[i]); }\n"
  "  for (int i = 0; i < 64; i++) mg_mix (mg_raw[i]);\n"
  "  for (int i = 0; i < 32; i++) {\n"
  "    mg_mix ((u32) gi[i]); mg_mix ((u64) gl[i]); mg_mix (gu[i]);\n"
  "    mg_mix (mg_fbits (gf[i])); mg_mix (mg_dbits (gd[i]));\n"
  "  }\n"
  "  for (int i = 0; i < 4; i++) {\n"
  "    for (int k = 0; k < 4; k++) mg_mix (gv[i][k]);\n"
  "    mg_mix (gw[i][0]); mg_mix (gw[i][1]); mg_mix (gun[i].i);\n"
  "  }\n"
  "  mg_mix (mg_vol);\n"
  "}\n"
  "static void mg_init_S (struct S *s, u32 k)\n"
  "{\n"
  "  memset (s, 0, sizeof *s);\n"
  "  s->a = (int) (k * 7u + 1u); s->b = (int) (k * 13u + 5u);\n"
  "  s->c = (long) (k * 1000003ull); s->d = (long) (k + 11u);\n"
  "  s->f = (float) (k % 9u) + 1.0f; s->g = (float) (k % 5u);\n"
  "  s->x = (double) (k % 17u) + 0.5; s->y = (double) (k % 3u) + 2.0;\n"
  "  s->bf.x = k; s->bf.y = k * 3u; s->bf.z = k * 5u; s->bf.w = k * 7u;\n"
  "  for (int i = 0; i < 4; i++) { s->arr[i] = k * 31u + (u32) i; s->v[i] = k ^ (u32) i; }\n"
  "  strncpy (s->name, \"memgen\", sizeof s->name);\n"
  "}\n"
  "static void mg_init (void)\n"
  "{\n"
  "  mg_heap = malloc (4 * sizeof *mg_heap);\n"
  "  mg_raw = malloc (64);\n"
  "  if (!mg_heap || !mg_raw)\n"
  "    exit (3);\n"
  "  memset (mg_raw, 0, 64);\n"
  "  for (u32 i = 0; i < 4; i++) { mg_init_S (&gs[i], i + 1u); mg_init_S (&mg_heap[i], i + 40u); }\n"
  "  for (u32 i = 0; i < 32; i++) {\n"
  "    gi[i] = (int) (i * 2654435761u); gl[i] = (long) (i * 40503ull + 7ull);\n"
  "    gu[i] = i * i; gf[i] = (float) (i % 7u); gd[i] = (double) (i % 11u) + 0.25;\n"
  "  }\n"
  "  for (u32 i = 0; i < 4; i++) {\n"
  "    for (u32 k = 0; k < 4; k++) gv[i][k] = i * 4u + k;\n"
  "    gw[i][0] = i; gw[i][1] = i * 3u; gun[i].i = i + 100u;\n"
  "  }\n"
  "  mg_seen = &gs[0].a;\n"
  "}\n"
  "/* Helpers the shapes call: opaque, pure, const, writing or not.  */\n"
  "OPAQUE void mg_reader (void) { mg_mix ((u32) *mg_seen); }\n"
  "OPAQUE void mg_writer (int *p, u32 v) { *p = (int) ((u32) *p + v); }\n"
  "OPAQUE void mg_nowrite (u32 v) { mg_mix (v); }\n"
  "__attribute__ ((noipa, pure)) u32 mg_pure (const u32 *p, u32 v) { return p[v & 31u] + v; }\n"
  "__attribute__ ((noipa, const)) u32 mg_const (u32 v) { return v * 2654435761u + 1u; }\n"
  "OPAQUE u32 mg_fa (u32 v) { return v + 17u; }\n"
  "OPAQUE u32 mg_fb (u32 v) { return v * 3u; }\n";

/* Helpers that are not noipa: GCC summarises what they read and write
   (ipa-modref, ipa-pure-const), so the passes may reason across their
   calls (shape_call_uses).  */
static const char prelude_calls[] =
  "__attribute__ ((noinline)) u32 mg_read2 (const int *a) { return (u32) a[0] * 3u + (u32) a[1]; }\n"
  "__attribute__ ((noinline)) void mg_maybe_set (int *a, u32 c) { if (c & 1u) *a = (int) (c * 5u + 1u); }\n";

/* ------------------------------------------------------------------ */
/* Fields and expressions.                                            */

struct field
{
  const char *name;             /* member of struct S */
  const char *type;             /* its type, for the conversion */
};

/* The scalar integer members: read as "(u32) p->NAME", written as
   "p->NAME = (TYPE) (u32 expression)".  */
static const struct field int_fields[] = {
  { "a", "int" }, { "b", "int" }, { "c", "long" }, { "d", "long" },
  { "arr[0]", "u32" }, { "arr[1]", "u32" }, { "arr[2]", "u32" },
  { "arr[3]", "u32" },
};
#define N_INT_FIELDS (sizeof int_fields / sizeof int_fields[0])

static const struct field *
any_field (void)
{
  return &int_fields[pick (N_INT_FIELDS)];
}

/* The fields a shape tracks (loaded or stored, then reloaded or
   restored): the diamonds' arms store to other fields only.  */
static const struct field *busy[3];
static unsigned nbusy;

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
static const struct field *
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
static void
choose_busy (void)
{
  unsigned n = 1 + pick (3);
  nbusy = 0;
  while (nbusy < n)
    busy[nbusy++] = other_field (NULL);
}

static unsigned
small_const (void)
{
  static const unsigned k[] = { 1, 2, 3, 5, 7, 13, 255, 1000, 65537,
                                2654435761u };
  return k[pick (sizeof k / sizeof k[0])];
}

static const char *
binop (void)
{
  static const char *ops[] = { "+", "-", "*", "^", "|", "&" };
  return ops[pick (6)];
}

/* Write into BUF a u32 expression of the variable V (an lvalue or a
   value of an unsigned type).  */
static void
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
static void
cond_of (char *buf, size_t size)
{
  snprintf (buf, size, "c & %uu", 1u << pick (8));
}

/* One arm of a diamond that must not touch field F of P: a float or
   double store, a store to another field of Q (Q may be P), or a call
   that writes nothing.  When KILL, the arm may write F through Q (the
   transformation must then not happen).  */
static void
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

static void
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
   p, q: structs (maybe the same); ia, ib: int arrays of 32 (maybe the
   same); la: 32 longs; fa: 32 floats; da: 32 doubles (never aliasing
   anything of another type).  */

static unsigned nfun;

static void
fun_begin (unsigned id)
{
  emit ("\n%s u32\nf%u (struct S *p, struct S *q, int *ia, int *ib, "
        "long *la, float *fa, double *da, u32 c)\n{\n",
        chance (3, 4) ? "NOFRE" : "OPAQUE", id);
  emit ("  (void) p; (void) q; (void) ia; (void) ib; (void) la; "
        "(void) fa; (void) da;\n  u32 acc = 0;\n");
}

/* t = p->F; diamond; t op p->F  (load replaced).  */
static void
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
static void
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
static void
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
static void
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
static void
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

/* *p = 1; if (c) { ...; *p = 3; } else { ...; *p = 4; }  (dead store;
   without the first store: the two stores merged at the join),
   or  *p = 1; if (c) { *p = 2; return; } reader ();  (store sunk).  */
static void
shape_dead_store (unsigned id)
{
  const struct field *f = any_field ();
  char e[128], c[64];
  fun_begin (id);
  cond_of (c, sizeof c);
  expr_of (e, sizeof e, "c");
  unsigned form = pick (3);
  if (form != 1)
    emit ("  p->%s = (%s) (%s);\n", f->name, f->type, e);
  if (form != 2)
    {
      emit ("  if (%s)\n    {\n", c);
      arm (f, 0, "p");
      emit ("      p->%s = (%s) %uu;\n    }\n  else\n    {\n", f->name,
            f->type, small_const ());
      arm (f, 0, "p");
      emit ("      p->%s = (%s) (c + %uu);\n    }\n", f->name, f->type,
            small_const ());
    }
  else
    {
      emit ("  if (%s)\n    {\n      p->%s = (%s) %uu;\n"
            "      return 1u;\n    }\n", c, f->name, f->type,
            small_const ());
      emit ("  mg_seen = &p->a;\n  mg_reader ();\n");
    }
  emit ("  return acc + (u32) p->%s;\n}\n", f->name);
}

/* Reloads around calls: pure, const, opaque writers (which may write
   through ia into what is loaded) and function pointers.  */
static void
shape_calls (unsigned id)
{
  const struct field *f = any_field ();
  fun_begin (id);
  emit ("  u32 t = (u32) p->%s;\n", f->name);
  switch (pick (4))
    {
    case 0:
      emit ("  u32 k = mg_pure (gu, c);\n");
      break;
    case 1:
      emit ("  u32 k = mg_const (c);\n");
      break;
    case 2:
      emit ("  mg_writer (&ib[%u], c);\n  u32 k = (u32) ia[%u];\n",
            pick (31), pick (31));
      break;
    default:
      emit ("  u32 (*fp) (u32) = (mg_sel[%u] & 1u) ? mg_fa : mg_fb;\n"
            "  u32 k = fp (c);\n", pick (8));
      break;
    }
  emit ("  return t + k * (u32) p->%s;\n}\n", f->name);
}

/* Stores around calls that are not noipa (GCC knows what they read and
   write): a store the call reads and a later store overwrites (not
   dead), a store the call may overwrite (when ia == ib) that is live on
   one path only (sinking it past the call is wrong), an escaped local
   read by calls between its stores.  */
static void
shape_call_uses (unsigned id)
{
  /* ia and ib are gi or gi + 1 (32 ints): indices up to 30, and
     mg_read2 reads two.  */
  unsigned k = pick (30);
  char e1[128], e2[128];
  fun_begin (id);
  expr_of (e1, sizeof e1, "c");
  expr_of (e2, sizeof e2, "(c + 1u)");
  switch (pick (3))
    {
    case 0:
      emit ("  ia[%u] = (int) (%s);\n", k, e1);
      emit ("  u32 r = mg_read2 (&ib[%u]);\n", k && chance (1, 2) ? k - 1 : k);
      emit ("  ia[%u] = (int) (%s);\n", k, e2);
      emit ("  return acc + r + (u32) ia[%u];\n}\n", k);
      break;
    case 1:
      emit ("  ia[%u] = (int) (%s);\n", k, e1);
      emit ("  mg_maybe_set (&ib[%u], c);\n", k);
      emit ("  if (c & %uu)\n    return acc + (u32) ia[%u];\n", 1u << pick (4),
            k);
      emit ("  ia[%u] = (int) (%s);\n", k, e2);
      emit ("  return acc + 7u;\n}\n");
      break;
    default:
      emit ("  int loc[2];\n  loc[0] = (int) (%s);\n  loc[1] = (int) c;\n",
            e1);
      emit ("  u32 r = mg_read2 (loc);\n");
      emit ("  loc[0] = (int) (%s);\n", e2);
      emit ("  r = r * 5u + mg_read2 (loc);\n");
      emit ("  return acc + r;\n}\n");
      break;
    }
}

/* PHI translation with offsets: r is ia or ib (or p or q) by a branch,
   each arm loads two elements (fields) at different offsets, and the
   load through r after the join is one of them; a translation that gets
   an offset wrong finds the other, known, value.  The index is a
   constant or a variable.  */
static void
shape_phi_offsets (unsigned id)
{
  unsigned m = 1u << pick (6);
  fun_begin (id);
  emit ("  u32 x, y;\n");
  if (chance (1, 3))
    {
      const struct field *f = any_field (), *g = other_field (f);
      emit ("  struct S *r;\n  if (c & %uu)\n    {\n      r = p;\n"
            "      x = (u32) p->%s;\n      y = (u32) p->%s;\n    }\n"
            "  else\n    {\n      r = q;\n      x = (u32) q->%s;\n"
            "      y = (u32) q->%s;\n    }\n", m, f->name, g->name, f->name,
            g->name);
      emit ("  return acc + (u32) r->%s * 3u + x * 5u + y;\n}\n", g->name);
      return;
    }
  char i0[32], i1[32];
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

/* Pointer PHIs: r is p or q by a branch, then loads and stores
   through r and p.  */
static void
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
static void
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

/* Consecutive accesses of one mode (ldp/stp on AArch64): dot products
   over 4 elements, scrambled stores, struct field pairs, vectors.  */
static void
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
static void
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

/* Unions, memcpy punning, memset/memcpy/strncpy, bit-fields, volatiles,
   malloc.  */
static void
shape_bytes (unsigned id)
{
  const struct field *f = any_field ();
  fun_begin (id);
  switch (pick (6))
    {
    case 0:
      emit ("  union U *u = &gun[c & 3u];\n  u->f = FV (fa[%u], 1.0f, c);\n"
            "  u32 k = u->i;\n  u32 m;\n  memcpy (&m, &fa[%u], sizeof m);\n"
            "  u->i = k ^ m;\n  return k + (u32) u->b[%u];\n}\n", pick (32),
            pick (32), pick (4));
      break;
    case 1:
      emit ("  struct S tmp;\n  memcpy (&tmp, p, sizeof tmp);\n"
            "  tmp.%s = (%s) (c * 5u);\n  u32 k = (u32) tmp.%s;\n"
            "  memcpy (q, &tmp, sizeof tmp);\n  return k + (u32) q->%s;\n}\n",
            f->name, f->type, other_field (f)->name, f->name);
      break;
    case 2:
      emit ("  memset (p->arr, (int) (c & 255u), sizeof p->arr);\n"
            "  strncpy (q->name, (c & 1u) ? \"ab\" : \"xyzzy\", "
            "sizeof q->name);\n"
            "  return p->arr[%u] + (u32) (unsigned char) q->name[%u];\n}\n",
            pick (4), pick (8));
      break;
    case 3:
      emit ("  p->bf.%c = c;\n", "xyzw"[pick (4)]);
      diamond (f, 0, "p");
      emit ("  u32 k = p->bf.x + p->bf.y * 3u;\n  q->bf.z = k;\n"
            "  return acc + k + p->bf.w + p->bf.%c;\n}\n", "xyzw"[pick (4)]);
      break;
    case 4:
      emit ("  mg_vol = c;\n  u32 k = mg_vol;\n  mg_vol = k + 1u;\n"
            "  u32 m = mg_vol;\n  mg_vol = k;\n  return k + m;\n}\n");
      break;
    default:
      emit ("  struct S *h = malloc (sizeof *h);\n  if (!h)\n    exit (3);\n"
            "  memcpy (h, p, sizeof *h);\n  h->%s = (%s) c;\n",
            f->name, f->type);
      diamond (f, 0, "p");
      emit ("  u32 k = (u32) h->%s + (u32) h->%s;\n  h->%s = q->%s;\n"
            "  *q = *h;\n  free (h);\n  return k + acc;\n}\n", f->name,
            other_field (f)->name, f->name, f->name);
      break;
    }
}

/* AArch64 writeback and narrow stores (memopt-pairs): pointer walks
   whose increment folds into a load (ldr w, [x], 4), and runs of
   narrow zero stores that become wider ones (strb wzr x2 -> strh wzr).  */
static void
shape_writeback_narrow (unsigned id)
{
  unsigned k = pick (4);
  fun_begin (id);
  switch (pick (4))
    {
    case 0:                     /* u32 walk, 4 a step: 7 + 20 < 32 */
    case 1:                     /* byte walk: 15 + 20 < 64 */
      emit (k & 1 ? "  const u32 *w = &gu[c & 7u];\n"
                  : "  const unsigned char *w = mg_raw + (c & 15u);\n");
      emit ("  for (u32 i = 0; i < (c & 3u) + 2u; i++)\n    {\n"
            "      acc += w[0] + w[1] * 3u + w[2] * 5u + w[3] * 7u;\n"
            "      w += 4;\n    }\n  return acc;\n}\n");
      break;
    case 2:                     /* zero a run of name[] chars: 3 + 4 < 8 */
      {
        unsigned n = 2 + pick (3);
        for (unsigned i = k; i < k + n; i++)
          emit ("  q->name[%u] = 0;\n", i);
      }
      emit ("  p->a = (int) c;\n  return (u32) q->name[%u] + (u32) p->b;\n}\n",
            pick (8));
      break;
    default:                    /* zero ints next to each other */
      emit ("  q->a = 0;\n  q->b = 0;\n  q->arr[%u] = 0;\n  q->arr[%u] = 0;\n"
            "  return (u32) p->a + p->arr[%u];\n}\n", k & 2, (k & 2) + 1,
            pick (4));
      break;
    }
}

struct shape
{
  const char *name;
  void (*gen) (unsigned id);
  unsigned weight;
};

static const struct shape shapes[] = {
  { "load-after-diamond", shape_load_after_diamond, 12 },
  { "store-then-load", shape_store_then_load, 10 },
  { "loop-invariant", shape_loop_invariant, 10 },
  { "redundant-store", shape_redundant_store, 14 },
  { "type-change", shape_type_change, 2 },
  { "dead-store", shape_dead_store, 8 },
  { "calls", shape_calls, 6 },
  { "pointer-phi", shape_pointer_phi, 6 },
  { "recurrence", shape_recurrence, 5 },
  { "pairs", shape_pairs, 14 },
  { "va-arg", shape_va_arg, 4 },
  { "bytes", shape_bytes, 8 },
  { "call-uses", shape_call_uses, 6 },
  { "phi-offsets", shape_phi_offsets, 6 },
  { "writeback-narrow", shape_writeback_narrow, 6 },
};
#define N_SHAPES (sizeof shapes / sizeof shapes[0])

/* --shape NAME (repeatable) restricts the draw to the shapes named.  */
static int only[N_SHAPES], have_only;

static unsigned
shape_weight (size_t i)
{
  return have_only && !only[i] ? 0 : shapes[i].weight;
}

static const struct shape *
pick_shape (void)
{
  unsigned total = 0;
  for (size_t i = 0; i < N_SHAPES; i++)
    total += shape_weight (i);
  unsigned r = pick (total);
  for (size_t i = 0; i < N_SHAPES; i++)
    {
      if (r < shape_weight (i))
        return &shapes[i];
      r -= shape_weight (i);
    }
  return &shapes[0];
}

/* ------------------------------------------------------------------ */
/* The program.                                                       */

/* Arguments for a call: pointers chosen from the volatile selector so
   that aliasing is decided at run time.  */
static void
call (unsigned id, unsigned round)
{
  unsigned s1 = pick (8), s2 = pick (8);
  const char *pbase = chance (1, 3) ? "mg_heap" : "gs";
  emit ("  r = f%u (&%s[mg_sel[%u] & 3u], &%s[mg_sel[%u] & 3u], "
        "gi + (mg_sel[%u] & 1u), gi + (mg_sel[%u] & 1u), gl, gf, gd, "
        "%uu + mg_sel[%u] * %uu);\n",
        id, pbase, s1, pbase, s2, pick (8), pick (8), pick (1000),
        pick (8), round + 1);
  emit ("  mg_mix (r);\n  printf (\"f%u %%08x\\n\", r);\n", id);
}

static void
generate (void)
{
  emit ("/* Generated by memgen (memopt's verify/memgen.c).  */\n");
  fputs (prelude, out);
  fputs (prelude_calls, out);
  emit ("volatile u32 mg_sel[8] = {");
  for (int i = 0; i < 8; i++)
    emit (" %uu,", pick (4));
  emit (" };\n");
  nfun = 40 + pick (40);
  for (unsigned i = 0; i < nfun; i++)
    {
      const struct shape *s = pick_shape ();
      emit ("\n/* shape %s */", s->name);
      s->gen (i);
    }
  emit ("\nint\nmain (void)\n{\n  u32 r;\n  mg_init ();\n");
  for (unsigned round = 0; round < 3; round++)
    for (unsigned i = 0; i < nfun; i++)
      call (i, round);
  emit ("  mg_hash_all ();\n  printf (\"checksum %%016llx\\n\", mg_ck);\n"
        "  free (mg_heap);\n  free (mg_raw);\n  return 0;\n}\n");
}

static void
usage (const char *why)
{
  fprintf (stderr, "memgen: %s\n"
           "usage: memgen (--seed N | --bytes FILE) [--shape NAME]...\n"
           "  writes one self-checking C program to stdout; --bytes - reads "
           "stdin;\n  --shape restricts the shapes to those named:", why);
  for (size_t i = 0; i < N_SHAPES; i++)
    fprintf (stderr, " %s", shapes[i].name);
  fputc ('\n', stderr);
  exit (2);
}

int
main (int argc, char **argv)
{
  static unsigned char buf[1 << 16];
  int have_source = 0;
  for (int i = 1; i < argc; i += 2)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      if (!v)
        usage ("an option wants a value");
      if (strcmp (a, "--seed") == 0)
        {
          char *end;
          unsigned long long s = strtoull (v, &end, 0);
          if (!*v || *end)
            usage ("--seed wants a number");
          rng_state = s * 0x2545f4914f6cdd1dULL + 1;
          have_source = 1;
        }
      else if (strcmp (a, "--bytes") == 0)
        {
          FILE *f = strcmp (v, "-") ? fopen (v, "rb") : stdin;
          if (!f)
            {
              perror (v);
              return 2;
            }
          rng_len = fread (buf, 1, sizeof buf, f);
          if (f != stdin)
            fclose (f);
          rng_bytes = buf;
          have_source = 1;
        }
      else if (strcmp (a, "--shape") == 0)
        {
          size_t k = 0;
          while (k < N_SHAPES && strcmp (shapes[k].name, v) != 0)
            k++;
          if (k == N_SHAPES)
            usage ("unknown shape");
          only[k] = have_only = 1;
        }
      else
        usage ("unknown option");
    }
  if (!have_source)
    usage ("--seed or --bytes is required");
  out = stdout;
  generate ();
  return fflush (stdout) == 0 ? 0 : 1;
}
