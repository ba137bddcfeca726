/* shapes-promote.c - a generator's state read and written through a
   pointer every iteration of a loop that fills a buffer which may
   overlap it (memopt-promote; shape promote-buffer).

   zstd's RAND_buffer: the loop reads *seed, updates it, writes it back
   and stores bytes of it to op[i]; a byte store may write *seed, so GCC
   keeps *seed in memory.  memopt-promote versions the loop on a
   run-time check that the buffer's range misses *seed and keeps *seed
   in a register in the copy.  fN_fill is such a loop:

       PLAIN void f7_fill (u32 *seed, unsigned char *op, size_t size)
       {
         for (size_t i = 0; i < size; i++)
           {
             u32 s = (u32) seed[0];
             s = s * 2654435761u + 7u;  s ^= s >> 13;
             seed[0] = (u32) s;
             op[i] = (unsigned char) (s >> 11);
           }
       }

   with random choices: the state is 8, 16, 32 or 64 bits wide, at
   seed[0] or seed[1]; the buffer is filled upwards or from its end,
   byte by byte, 2 or 4 bytes at a time by memcpy (upwards with a byte
   loop for the rest, as zstd does), or as unsigned shorts (then the
   state is an unsigned short too: a store of another type may not
   alias it); the update is a random arithmetic expression, sometimes in
   an always_inline helper (zstd's RAND); sometimes a second location
   *k is only read (the loads-only case: the pass may keep either in a
   register), sometimes the loop reads op[i] before storing it,
   sometimes the value stored is mixed with a byte of a table read at
   tab[(s >> R) & MASK] (zstd's datagen: a read whose address has no
   evolution, only bounds, which the pass checks as a whole; the table of
   8, 16 or 32 bytes is then also placed in the union ending just before
   the state, at its first byte, over its middle, starting at its last
   byte and just after it, with the buffer at byte 96), and sometimes it
   has what the pass must refuse: the state written under a condition,
   or a call that reads or writes memory.

   What a wrong check breaks reaches the result: fN calls fN_fill with a
   disjoint buffer, then with buffers placed in a union with the state
   (and *k) that end just before the state, end at its first byte (the
   case break=promote-range gets wrong: a range without the last
   access's size), end at its last byte, cover it, start at it, start
   at its last byte and start just after it, some of them with a length
   that depends on c; after each call it hashes the state and every byte
   of the union into its result.

   Free of undefined behaviour: every loop runs at most 16 times (a
   buffer is at most 16 units, or 32 bytes written 2 or 4 at a time),
   every placement lies inside the 128-byte union (the state at byte 40,
   *k at byte 88: a buffer of at most 32 bytes next to either stays in
   [8, 128)); the arithmetic is done in u32 or u64 (no promotion to
   int), shifts by constants below the width; unsigned short stores are
   2-aligned and overlap only an unsigned short state or *k (the union
   has unsigned short members), other stores are bytes or memcpy; the
   union is initialised before each call and read as bytes, the state
   as its own member.  */

#include "memgen.h"

#include <stdio.h>

/* One function's choices.  */
struct pform
{
  unsigned w;                   /* state bytes: 1, 2, 4, 8 */
  unsigned e;                   /* bytes a store writes: 1, 2, 4 */
  int shorts;                   /* op is unsigned short * (e = w = 2) */
  int down;                     /* filled from its end */
  int tail;                     /* memcpy upwards, then bytes */
  unsigned j;                   /* the state is seed[j] */
  int k, kfirst, kcond;         /* *k read: before the state, or under
                                   a condition */
  int refuse;                   /* 1: conditional write; 2: a call */
  int rand;                     /* the update in fN_rand */
  int readop;                   /* op[i] read before it is stored */
  unsigned tab;                 /* bytes of a table tab[] the stored value
                                   is mixed with, read at (s >> R) & MASK
                                   (0: none) */
};

static const char *
state_type (unsigned w)
{
  return w == 1 ? "unsigned char" : w == 2 ? "unsigned short"
    : w == 4 ? "u32" : "u64";
}

/* The union's member of the state's type.  */
static const char *
member (unsigned w)
{
  return w == 1 ? "b" : w == 2 ? "h" : w == 4 ? "x" : "w";
}

/* The update of s, a u32 or u64 (BITS), indented by IND: one to three
   steps, the first a multiply-add so that the state changes every
   iteration; with WITH_I a step may add the loop's index i.  */
static void
update (unsigned bits, const char *ind, int with_i)
{
  static const char *const mul32[] = { "2654435761u", "2246822519u",
                                       "1103515245u", "69069u", "40503u" };
  static const char *const mul64[] = { "6364136223846793005ull",
                                       "11400714819323198485ull",
                                       "1442695040888963407ull" };
  if (bits == 32)
    emit ("%ss = s * %s + %uu;\n", ind, mul32[pick (5)], small_const ());
  else
    emit ("%ss = s * %s + %uull;\n", ind, mul64[pick (3)], small_const ());
  unsigned n = pick (3);
  for (unsigned t = 0; t < n; t++)
    {
      unsigned r = 1 + pick (bits - 1);
      switch (pick (4))
        {
        case 0:
          emit ("%ss ^= s >> %u;\n", ind, r);
          break;
        case 1:
          emit ("%ss = (s << %u) | (s >> %u);\n", ind, r, bits - r);
          break;
        case 2:
          emit ("%ss ^= s << %u;\n", ind, r);
          break;
        default:
          if (with_i)
            emit ("%ss += (%s) i;\n", ind, bits == 32 ? "u32" : "u64");
          else
            emit ("%ss += %uu;\n", ind, small_const ());
          break;
        }
    }
}

/* One iteration of a loop of fN_fill: IDX is the index of the element
   stored (op + IDX for memcpy), E its bytes, OT its type.  */
static void
iteration (unsigned id, const struct pform *f, const char *idx, unsigned e,
           const char *ot)
{
  const char *st = state_type (f->w), *ct = f->w == 8 ? "u64" : "u32";
  unsigned bits = f->w == 8 ? 64 : 32;
  emit ("    {\n");
  if (f->k && f->kfirst)
    emit ("      %s m = (%s) *k;\n", ct, ct);
  if (f->rand)
    {
      emit ("      %s s = f%u_rand (seed);\n", ct, id);
      if (chance (1, 2))
        emit ("      s += (%s) i;\n", ct);
    }
  else
    {
      emit ("      %s s = (%s) seed[%u];\n", ct, ct, f->j);
      update (bits, "      ", 1);
    }
  if (f->k)
    {
      if (f->kfirst)
        emit ("      s += m | 1u;\n");
      else if (f->kcond)
        emit ("      if (i & 1u)\n        s ^= (%s) *k;\n", ct);
      else
        emit ("      s = s * ((%s) *k | 1u);\n", ct);
    }
  if (f->readop && e == 1)
    emit ("      s ^= (%s) op[%s];\n", ct, idx);
  else if (f->readop && f->shorts)
    emit ("      s += (%s) op[%s];\n", ct, idx);
  if (!f->rand)
    {
      if (f->refuse == 1)
        emit ("      if ((s & %uu) != 0u)\n  ", 1 + pick (6));
      emit ("      seed[%u] = (%s) s;\n", f->j, st);
    }
  if (f->refuse == 2)
    switch (pick (3))
      {
      case 0:
        emit ("      mg_nowrite ((u32) s);\n");
        break;
      case 1:
        emit ("      s += mg_pure (gu, (u32) s);\n");
        break;
      default:
        emit ("      s ^= mg_rd_g ((u32) s);\n");
        break;
      }
  unsigned r = pick (bits - 8);
  char val[96];
  if (f->tab)
    snprintf (val, sizeof val, "(s >> %u) ^ tab[(u32) (s >> %u) & %uu]", r,
              pick (bits - 8), f->tab - 1);
  else
    snprintf (val, sizeof val, "s >> %u", r);
  if (e == 1 && !f->shorts)
    emit ("      op[%s] = (unsigned char) (%s);\n", idx, val);
  else if (f->shorts)
    emit ("      op[%s] = (unsigned short) (%s);\n", idx, val);
  else
    emit ("      %s v = (%s) (%s);\n      memcpy (op + %s, &v, %u);\n",
          ot, ot, val, idx, e);
  emit ("    }\n");
}

/* fN_rand and fN_fill.  */
static void
fill (unsigned id, const struct pform *f)
{
  const char *st = state_type (f->w), *ct = f->w == 8 ? "u64" : "u32";
  if (f->rand)
    {
      emit ("\nstatic inline __attribute__ ((always_inline)) %s\n"
            "f%u_rand (%s *seed)\n{\n", ct, id, st);
      emit ("  %s s = (%s) seed[%u];\n", ct, ct, f->j);
      update (f->w == 8 ? 64 : 32, "  ", 0);
      emit ("  seed[%u] = (%s) s;\n  return s ^ (s >> %u);\n}\n",
            f->j, st, 1 + pick (f->w == 8 ? 63 : 31));
    }
  emit ("\nPLAIN void\nf%u_fill (%s *seed, ", id, st);
  if (f->k)
    emit ("const %s *k, ", st);
  if (f->tab)
    emit ("const unsigned char *tab, ");
  emit ("%s *op, size_t size)\n{\n",
        f->shorts ? "unsigned short" : "unsigned char");
  const char *ot = f->e == 2 ? "unsigned short" : "u32";
  if (f->e == 1 || f->shorts)
    {
      if (!f->down)
        {
          emit ("  for (size_t i = 0; i < size; i++)\n");
          iteration (id, f, "i", f->e, ot);
        }
      else if (chance (1, 2))
        {
          emit ("  for (size_t i = size; i > 0; i--)\n");
          iteration (id, f, "i - 1", f->e, ot);
        }
      else
        {
          emit ("  for (long i = (long) size - 1; i >= 0; i--)\n");
          iteration (id, f, "i", f->e, ot);
        }
    }
  else if (!f->down)
    {
      emit ("  size_t i;\n  for (i = 0; i + %u <= size; i += %u)\n", f->e,
            f->e);
      iteration (id, f, "i", f->e, ot);
      if (f->tail)
        {
          emit ("  for (; i < size; i++)\n");
          iteration (id, f, "i", 1, ot);
        }
    }
  else
    {
      char idx[32];
      snprintf (idx, sizeof idx, "(i - 1) * %u", f->e);
      emit ("  for (size_t i = size / %u; i > 0; i--)\n", f->e);
      iteration (id, f, idx, f->e, ot);
    }
  emit ("}\n");
}

/* Byte offsets of the state and of *k in the union.  */
enum { AT_STATE = 40, AT_K = 88, UNION_BYTES = 128 };

/* Units: bytes, or unsigned shorts.  A buffer's length is a multiple of
   length_quantum units (memcpy without the byte loop writes whole
   elements only), at most length_cap units (16 iterations; 32 bytes).  */
static unsigned
length_quantum (const struct pform *f)
{
  return f->e > 1 && !f->shorts && !f->tail ? f->e : 1;
}

static unsigned
length_cap (const struct pform *f)
{
  return f->shorts || f->e == 1 ? 16 : 32;
}

/* Into N (SIZE bytes): a length that depends on c, (m0 + (c & 3)) * q
   units, at most length_cap.  */
static void
runtime_length (const struct pform *f, char *n, size_t size)
{
  unsigned q = length_quantum (f);
  snprintf (n, size, "(size_t) (%uu + (c & 3u)) * %uu",
            1 + pick (length_cap (f) / q - 3), q);
}

/* One call of fN_fill with the buffer in the union: the buffer starts at
   unit START (an expression of n) of the union's array ARR and is N
   units long (an expression); the table, when F has one, at byte
   TAB_AT.  */
static void
placed_call (unsigned id, const struct pform *f, const char *n,
             const char *start, unsigned tab_at)
{
  const char *arr = f->shorts ? "h" : "b", *m = member (f->w);
  emit ("  {\n    size_t n = %s;\n", n);
  emit ("    for (u32 t = 0; t < %uu; t++)\n"
        "      u.b[t] = (unsigned char) (c * %uu + t * %uu);\n",
        UNION_BYTES, 1 + 2 * pick (100), 1 + pick (50));
  emit ("    f%u_fill (&u.%s[%u], ", id, m, AT_STATE / f->w - f->j);
  if (f->k)
    emit ("&u.%s[%u], ", m, AT_K / f->w);
  if (f->tab)
    emit ("u.b + %u, ", tab_at);
  emit ("u.%s + (%s), n);\n", arr, start);
  if (f->w == 8)
    emit ("    acc = acc * 31u + (u32) u.w[%u] + (u32) (u.w[%u] >> 32);\n",
          AT_STATE / 8, AT_STATE / 8);
  else
    emit ("    acc = acc * 31u + (u32) u.%s[%u];\n", m, AT_STATE / f->w);
  emit ("    for (u32 t = 0; t < %uu; t++)\n      acc = acc * 33u + u.b[t];\n"
        "  }\n", UNION_BYTES);
}

/* The placements around the location at byte AT (the state, or *k).  */
static void
placements (unsigned id, const struct pform *f, unsigned at)
{
  unsigned unit = f->shorts ? 2 : 1, s = at / unit, w = f->w / unit;
  unsigned q = length_quantum (f), cap = length_cap (f);
  char n[64], start[64];
  /* Ends just before, at the first byte, at the last byte.  */
  runtime_length (f, n, sizeof n);
  snprintf (start, sizeof start, "%u - n", s);
  placed_call (id, f, n, start, 0);
  runtime_length (f, n, sizeof n);
  snprintf (start, sizeof start, "%u - n", s + 1);
  placed_call (id, f, n, start, 0);
  if (w > 1 && chance (1, 2))
    {
      runtime_length (f, n, sizeof n);
      snprintf (start, sizeof start, "%u - n", s + w);
      placed_call (id, f, n, start, 0);
    }
  /* Covers it: starts A units before it, ends at least one after.  */
  unsigned a = 1 + pick (4);
  unsigned len = ((a + w + q - 1) / q + pick (2)) * q;
  if (len > cap)
    len -= q;
  if (len >= a + 1)
    {
      snprintf (n, sizeof n, "%u", len);
      snprintf (start, sizeof start, "%u", s - a);
      placed_call (id, f, n, start, 0);
    }
  /* Starts at it, at its last byte, just after it.  */
  runtime_length (f, n, sizeof n);
  snprintf (start, sizeof start, "%u", s);
  placed_call (id, f, n, start, 0);
  if (w > 1)
    {
      runtime_length (f, n, sizeof n);
      snprintf (start, sizeof start, "%u", s + w - 1);
      placed_call (id, f, n, start, 0);
    }
  runtime_length (f, n, sizeof n);
  snprintf (start, sizeof start, "%u", s + w);
  placed_call (id, f, n, start, 0);
}

/* The table (F->TAB bytes) around the state: ending just before it, at
   its first byte, over its middle, starting at its last byte, just
   after it; the buffer at byte 96, past the state and *k.  */
static void
table_placements (unsigned id, const struct pform *f)
{
  unsigned unit = f->shorts ? 2 : 1;
  unsigned starts[] = { AT_STATE - f->tab, AT_STATE + 1 - f->tab,
                        AT_STATE + f->w / 2 - f->tab / 2,
                        AT_STATE + f->w - 1, AT_STATE + f->w };
  char n[64], start[32];
  snprintf (start, sizeof start, "%u", 96 / unit);
  for (unsigned i = 0; i < sizeof starts / sizeof starts[0]; i++)
    {
      runtime_length (f, n, sizeof n);
      placed_call (id, f, n, start, starts[i]);
    }
}

void
shape_promote_buffer (unsigned id)
{
  struct pform f = { 0 };
  switch (pick (6))
    {
    case 0:
    case 1:                     /* bytes */
      f.e = 1;
      break;
    case 2:
    case 3:                     /* memcpy of 2 or 4 bytes */
      f.e = 2 + 2 * pick (2);
      f.tail = chance (1, 2);
      break;
    default:                    /* unsigned shorts */
      f.e = 2;
      f.shorts = 1;
      break;
    }
  f.w = f.shorts ? 2 : 1u << pick (4);
  f.down = chance (1, 3);
  if (f.down)
    f.tail = 0;
  f.j = chance (1, 4);
  f.k = chance (1, 3);
  f.kfirst = f.k && chance (1, 2);
  f.kcond = f.k && !f.kfirst && chance (1, 3);
  f.rand = chance (1, 3);
  f.readop = (f.e == 1 || f.shorts) && chance (1, 4);
  if (chance (1, 4))
    f.refuse = f.rand ? 2 : 1 + pick (2);
  if (chance (1, 3))
    f.tab = 8u << pick (3);
  fill (id, &f);

  const char *st = state_type (f.w);
  const char *bt = f.shorts ? "unsigned short" : "unsigned char";
  unsigned cap = length_cap (&f);
  fun_begin (id);
  emit ("  union { u64 w[16]; u32 x[32]; unsigned short h[64]; "
        "unsigned char b[128]; } u = { { 0 } };\n");
  /* A disjoint buffer and state (and *k).  */
  emit ("  %s st[2] = { (%s) (c * %uu), (%s) (c ^ %uu) };\n", st, st,
        small_const (), st, small_const ());
  if (f.k)
    emit ("  %s kk = (%s) (c + %uu);\n", st, st, small_const ());
  emit ("  %s buf[%u];\n  for (u32 t = 0; t < %uu; t++)\n"
        "    buf[t] = (%s) (t * %uu);\n", bt, cap, cap, bt, small_const ());
  if (f.tab)
    emit ("  unsigned char tab0[%u];\n  for (u32 t = 0; t < %uu; t++)\n"
          "    tab0[t] = (unsigned char) (t * %uu + c);\n", f.tab, f.tab,
          1 + 2 * pick (100));
  emit ("  f%u_fill (st, %s%sbuf, (c & 7u) + %uu);\n", id, f.k ? "&kk, " : "",
        f.tab ? "tab0, " : "", 1 + pick (cap - 7));
  emit ("  acc = acc * 31u + (u32) st[%u];\n  for (u32 t = 0; t < %uu; t++)\n"
        "    acc = acc * 33u + buf[t];\n", f.j, cap);
  /* The buffer in the union, around the state, then around *k.  */
  placements (id, &f, AT_STATE);
  if (f.k)
    placements (id, &f, AT_K);
  if (f.tab)
    table_placements (id, &f);
  if (chance (1, 4))            /* nothing to store: may_be_zero */
    {
      emit ("  f%u_fill (&u.%s[%u], ", id, member (f.w),
            AT_STATE / f.w - f.j);
      if (f.k)
        emit ("&u.%s[%u], ", member (f.w), AT_K / f.w);
      if (f.tab)
        emit ("u.b, ");
      emit ("u.%s + %u, 0);\n  acc += (u32) u.%s[%u];\n",
            f.shorts ? "h" : "b", AT_STATE / (f.shorts ? 2 : 1),
            member (f.w), AT_STATE / f.w);
    }
  emit ("  return acc;\n}\n");
}
