/* shapes-perf.c - short loops over a block of numbers, the code a wrong
   cost decision makes slower: the shapes for `memopt-verify run --perf`
   (perf-block, perf-stencil, perf-matrix).

   memopt-phi carries values around loops: a load whose value an earlier
   iteration stored becomes a PHI, a load unknown only on entry becomes
   lazy.  When the value comes K iterations back and the loop runs fewer
   than K times, or the values carried do not fit in the registers (and
   x86-64 keeps no SSE register across a call), that costs more than it
   saves: the column pass of an 8x8 block transform ran 2.5 (x86-64) to
   3.8 (AArch64) times GCC's instructions before the cost model of
   carried values (plugin/core/carry.c; carry-cost=off brings it back).
   These shapes are such loops, drawn at random:

       __attribute__ ((noinline)) static void
       f7_k (float *d, const float *w, u32 c)
       {
         float w0 = w[0], w1 = w[1];            (live across the loops)
         for (int i = 0; i < 8; i++, d += 1)    (trip count 4-16, step)
           {
             float x0 = d[0], x1 = d[8], x2 = d[16], x3 = d[24];
             float s0 = x0 + x3, e0 = x0 - x3, s1 = x1 + x2, e1 = x1 - x2;
             u32 k = mg_const (c + (u32) i);     (sometimes a call)
             d[0] = (s0 + s1) * 0.5f;  d[8] = e0 - w1 * e1;
             d[16] = (s0 - s1) + (float) (k & 7u);  d[24] = e1 * 2.0f;
           }
         ... sometimes a second loop over rows, using w0, w1 ...
       }

   The pointer advances STEP elements an iteration and the points of one
   iteration are STRIDE apart, so iteration i + STRIDE / STEP reads what
   iteration i wrote: a distance shorter than the loop (a chain that pays
   in the later iterations), as long as it, or longer (never).  The forms:
     perf-block    W = 2, 4 or 8 points, butterflies (sums and
                   differences, a second stage for 4 and 8), each point
                   written back from one or two of them, scaled: the
                   DCT's column pass, an FFT's butterflies;
     perf-stencil  3 or 5 points, the middle one (or two) written from a
                   weighted sum of all: a stencil over a column or a row;
     perf-matrix   rows of N = 2, 3 or 4 elements, each row made from the
                   one before times an N x N matrix read through w
                   (distance 1: the row an iteration writes is the next
                   one's input).
   Each draws an element type (float, double or u32), a trip count and
   the geometry, whether coefficients are loaded before the loop (many
   values live across it) or in it, a call to a const or pure helper in
   the loop (values carried across it need registers it preserves), a
   second loop over the block's rows, and whether the kernel is noinline
   (3 in 4), may be inlined into fN, or is NOFRE.  fN (OPAQUE) fills a
   local block from c, calls the kernel REPS times, so that it executes
   some 40,000 instructions per call of fN and a regression in it counts
   well over 10,000 events (--perf-min-events), and returns a hash of the
   block.

   Free of undefined behaviour, and the same output at every level:
     * every index is a constant; the block holds the points of every
       iteration and the pointer one step past the last
       (SIZE >= (T-1)*STEP + (W-1)*STRIDE + 1 and >= T*STEP + 1);
     * u32 arithmetic wraps; floating point: the block is brought back to
       integers in [0, 255] after every call of the kernel (the absolute
       value divided by 256 while it is 256 or more, both exact, then
       truncated), and within a call each value is a sum of at most a
       few earlier ones times powers of two (0.125 to 2; w holds powers
       of two), so over at most 16 generations it stays below 2^100: no
       overflow, NaN or subnormal, every product exact, and an FMA
       (GCC's default contraction) rounds the same sums as the separate
       multiply and add; conversions to u32 are of values in [0, 256).  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* The element type of a kernel.  */
struct ety
{
  const char *name;             /* float, double, u32 */
  int fp;
  const char *lit[4];           /* the scale factors 0.5, 0.25, 2, 0.125 */
  const char *sfx;              /* literal suffix: "f", "", "u" */
};

static const struct ety types[] = {
  { "float", 1, { "0.5f", "0.25f", "2.0f", "0.125f" }, "f" },
  { "double", 1, { "0.5", "0.25", "2.0", "0.125" }, "" },
  { "u32", 0, { "3u", "5u", "2u", "9u" }, "u" },
};

/* One kernel's choices.  */
struct kern
{
  const struct ety *ty;
  unsigned trip, step, stride, npts;
  unsigned pts[8];              /* the points: d[pts[k]] */
  unsigned write[8];            /* 1: point k is written */
  unsigned nlive;               /* coefficients w0.. loaded before the loop */
  int coef_in_loop;             /* the loop reads w[k] itself */
  int call;                     /* 0 none, 1 mg_const, 2 mg_pure */
  unsigned rows, rowlen;        /* a second loop: ROWS rows of ROWLEN */
  unsigned size;                /* the block's elements */
};

/* A scale factor of the kernel's type.  */
static const char *
scale (const struct kern *k)
{
  return k->ty->lit[pick (4)];
}

/* TERM scaled, or a coefficient times TERM, or TERM, into BUF.  */
static void
scaled (const struct kern *k, char *buf, size_t size, const char *term)
{
  unsigned r = pick (3);
  if (r == 0)
    snprintf (buf, size, "%s * %s", term, scale (k));
  else if (r == 1 && (k->nlive || k->coef_in_loop))
    {
      unsigned n = k->nlive ? k->nlive : 4;
      unsigned c = pick (n);
      if (k->coef_in_loop && (!k->nlive || chance (1, 2)))
        snprintf (buf, size, "w[%u] * %s", c, term);
      else
        snprintf (buf, size, "w%u * %s", c, term);
    }
  else
    snprintf (buf, size, "%s", term);
}

/* The opening of the kernel fID_k: its attributes, the coefficients
   that live across the loops.  */
static void
kernel_begin (unsigned id, const struct kern *k)
{
  const char *attr = chance (1, 8) ? "NOFRE "
                     : chance (6, 7) ? "__attribute__ ((noinline)) " : "";
  emit ("\nstatic %svoid\nf%u_k (%s *d, const %s *w, u32 c)\n{\n", attr, id,
        k->ty->name, k->ty->name);
  emit ("  (void) w; (void) c;\n");
  for (unsigned i = 0; i < k->nlive; i++)
    emit ("  %s w%u = w[%u];\n", k->ty->name, i, i);
  for (unsigned i = 0; i < k->nlive; i++)
    emit ("%s(void) w%u;%s", i % 8 ? " " : "  ", i,
          i % 8 == 7 || i + 1 == k->nlive ? "\n" : "");
}

/* The call of a const or pure helper in the loop, whose result k goes
   into one point (GCC knows neither writes memory, so values stay
   carried across it).  */
static void
loop_call (const struct kern *k)
{
  if (k->call == 1)
    emit ("      u32 k = mg_const (c + (u32) i);\n");
  else if (k->call == 2)
    emit ("      u32 k = mg_pure (gu, c ^ (u32) i);\n");
}

/* The term a call adds to a stored value ("" without a call).  */
static const char *
call_term (const struct kern *k)
{
  if (!k->call)
    return "";
  return k->ty->fp ? " + (TY) (k & 7u)" : " + k";
}

/* Emit "      d[P] = EXPR;" with TY replaced by the type's name.  */
static void
store (const struct kern *k, unsigned p, const char *expr, int with_call)
{
  char buf[640];
  if (with_call && k->call)
    snprintf (buf, sizeof buf, "(%s)%s", expr, call_term (k));
  else
    snprintf (buf, sizeof buf, "%s", expr);
  emit ("      d[%u] = ", p);
  for (const char *s = buf; *s; s++)
    if (strncmp (s, "TY", 2) == 0)
      {
        emit ("%s", k->ty->name);
        s++;
      }
    else
      emit ("%c", *s);
  emit (";\n");
}

/* "for (...; i++, d += STEP)" with the points loaded as x0...  */
static void
loop_begin (const struct kern *k)
{
  emit ("  for (int i = 0; i < %u; i++, d += %u)\n    {\n", k->trip, k->step);
  for (unsigned i = 0; i < k->npts; i++)
    emit ("      %s x%u = d[%u];\n", k->ty->name, i, k->pts[i]);
  loop_call (k);
}

/* perf-block's body: butterflies over the points, then the writes.  */
static void
block_body (const struct kern *k)
{
  const char *ty = k->ty->name;
  unsigned h = k->npts / 2;
  char terms[24][8];
  unsigned nt = 0;
  for (unsigned i = 0; i < h; i++)
    {
      emit ("      %s s%u = x%u + x%u, e%u = x%u - x%u;\n", ty, i, i,
            k->npts - 1 - i, i, i, k->npts - 1 - i);
      snprintf (terms[nt++], 8, "s%u", i);
      snprintf (terms[nt++], 8, "e%u", i);
    }
  for (unsigned i = 0; i + 1 < h && h >= 2; i += 2)
    {
      emit ("      %s u%u = s%u + s%u, v%u = e%u - e%u;\n", ty, i, i, i + 1,
            i, i, i + 1);
      snprintf (terms[nt++], 8, "u%u", i);
      snprintf (terms[nt++], 8, "v%u", i);
    }
  /* The writes below use some of the terms.  */
  for (unsigned t = 0; t < nt; t++)
    emit ("%s(void) %s;%s", t % 8 ? " " : "      ", terms[t],
          t % 8 == 7 || t + 1 == nt ? "\n" : "");
  int called = 0;
  for (unsigned p = 0; p < k->npts; p++)
    {
      if (!k->write[p])
        continue;
      char a[64], b[64], e[160];
      scaled (k, a, sizeof a, terms[pick (nt)]);
      if (chance (1, 2))
        {
          scaled (k, b, sizeof b, terms[pick (nt)]);
          snprintf (e, sizeof e, "(%s) %s (%s)", a,
                    k->ty->fp ? (chance (1, 2) ? "+" : "-")
                              : (chance (1, 2) ? "-" : "^"), b);
        }
      else
        snprintf (e, sizeof e, "%s", a);
      store (k, k->pts[p], e, k->call && !called);
      called = 1;
    }
}

/* perf-stencil's body: the middle point(s) from a weighted sum of all.  */
static void
stencil_body (const struct kern *k)
{
  int called = 0;
  for (unsigned p = 0; p < k->npts; p++)
    {
      if (!k->write[p])
        continue;
      char e[512] = "", t[64];
      for (unsigned i = 0; i < k->npts; i++)
        {
          char xi[16];
          snprintf (xi, sizeof xi, "x%u", i);
          char u[48];
          if (i == p || chance (1, 2))
            scaled (k, u, sizeof u, xi);
          else
            snprintf (u, sizeof u, "%s", xi);
          snprintf (t, sizeof t, "(%s)", u);
          /* Left to right, each step in parentheses: (a + b) ^ c.  */
          char prev[512];
          snprintf (prev, sizeof prev, "%s", e);
          if (!i)
            snprintf (e, sizeof e, "%s", t);
          else
            snprintf (e, sizeof e, "%s%.400s%s%s%s", i > 1 ? "(" : "", prev,
                      i > 1 ? ")" : "",
                      k->ty->fp || chance (1, 2) ? " + " : " ^ ", t);
        }
      store (k, k->pts[p], e, k->call && !called);
      called = 1;
    }
}

/* perf-matrix's body: row i + 1 = row i times the N x N matrix w.  */
static void
matrix_body (const struct kern *k)
{
  unsigned n = k->npts;
  for (unsigned j = 0; j < n; j++)
    {
      char e[256] = "";
      for (unsigned i = 0; i < n; i++)
        {
          unsigned c = i * n + j;
          char w[16];
          if (c < k->nlive && !k->coef_in_loop)
            snprintf (w, sizeof w, "w%u", c);
          else
            snprintf (w, sizeof w, "w[%u]", c);
          snprintf (e + strlen (e), sizeof e - strlen (e), "%sx%u * %s",
                    i ? " + " : "", i, w);
        }
      store (k, n + j, e, k->call && j == 0);
    }
}

/* The second loop: rows of ROWLEN contiguous elements, each a butterfly
   of its ends and scaled by a live coefficient when there is one.  */
static void
rows_loop (const struct kern *k)
{
  if (!k->rows)
    return;
  const char *ty = k->ty->name;
  emit ("  d -= %u;\n", k->trip * k->step);
  emit ("  for (int i = 0; i < %u; i++, d += %u)\n    {\n", k->rows,
        k->rowlen);
  emit ("      %s a = d[0], b = d[%u];\n", ty, k->rowlen - 1);
  /* Every coefficient is used here: they live across the first loop.  */
  emit ("      d[0] = a");
  for (unsigned i = 0; i < k->nlive; i++)
    emit (" + w%u * b", i);
  if (!k->nlive)
    emit (" + b * %s", scale (k));
  emit (";\n      d[%u] = a - b;\n    }\n", k->rowlen - 1);
}

/* The element count a kernel's loops reach (see the top comment).  */
static unsigned
block_size (const struct kern *k)
{
  unsigned far = 0;
  for (unsigned i = 0; i < k->npts; i++)
    if (k->pts[i] > far)
      far = k->pts[i];
  unsigned a = (k->trip - 1) * k->step + far + 1;
  unsigned b = k->trip * k->step + 1;
  unsigned c = k->rows * k->rowlen + 1;
  return a > b ? (a > c ? a : c) : (b > c ? b : c);
}

/* The choices every form shares: type, trip count, coefficients, call,
   second loop.  */
static void
common_choices (struct kern *k)
{
  memset (k, 0, sizeof *k);
  k->ty = &types[pick (3)];
  k->trip = 4 + pick (13);
  k->nlive = chance (1, 2) ? 1 + pick (12) : 0;
  k->coef_in_loop = chance (1, 3);
  k->call = chance (1, 4) ? 1 + pick (2) : 0;
}

/* The second loop, when drawn: rows that fit in the block.  */
static void
second_loop_choices (struct kern *k)
{
  if (!chance (1, 3))
    return;
  k->rowlen = 2 + pick (7);
  k->rows = 2 + pick (8);
  while (k->rows * k->rowlen + 1 > block_size (k) && k->rows > 1)
    k->rows--;
}

/* The geometry of perf-block and perf-stencil: W points STRIDE apart,
   the pointer advancing STEP.  */
static void
geometry (struct kern *k, unsigned npts)
{
  static const unsigned steps[] = { 1, 1, 1, 2, 4 };
  k->npts = npts;
  k->step = steps[pick (5)];
  /* The distance STRIDE / STEP: shorter than the loop, as long as it, or
     longer; or any stride up to 16.  */
  switch (pick (4))
    {
    case 0:
      k->stride = k->step * (1 + pick (k->trip - 1));
      break;
    case 1:
      k->stride = k->step * k->trip;
      break;
    case 2:
      k->stride = k->step * (k->trip + 1 + pick (4));
      break;
    default:
      k->stride = 1 + pick (16);
      break;
    }
  if (k->stride > 32)
    k->stride = 32;
  for (unsigned i = 0; i < npts; i++)
    k->pts[i] = i * k->stride;
}

/* fID: the block, the coefficients (powers of two for floating point),
   REPS calls of the kernel, the block brought back to [0, 255], the
   hash.  COST estimates the kernel's instructions per call.  */
static void
driver (unsigned id, const struct kern *k, unsigned cost)
{
  const char *ty = k->ty->name;
  unsigned reps = 40000 / (cost ? cost : 1);
  reps = reps < 8 ? 8 : reps > 512 ? 512 : reps;
  fun_begin_as (id, "OPAQUE");
  emit ("  %s blk[%u], w[16];\n", ty, k->size);
  emit ("  for (u32 k = 0; k < %uu; k++)\n"
        "    blk[k] = (%s) ((c * 7u + k * %uu) & 255u);\n", k->size, ty,
        1 + 2 * pick (64));
  if (k->ty->fp)
    emit ("  for (u32 k = 0; k < 16u; k++)\n"
          "    w[k] = (%s) (1u << ((k + c) & 3u)) * %s;\n", ty,
          k->ty->lit[1]);
  else
    emit ("  for (u32 k = 0; k < 16u; k++)\n"
          "    w[k] = k * 2654435761u + c;\n");
  emit ("  for (u32 r = 0; r < %uu; r++)\n    {\n", reps);
  emit ("      f%u_k (blk, w, c + r);\n", id);
  if (k->ty->fp)
    emit ("      for (u32 k = 0; k < %uu; k++)\n\t{\n"
          "\t  %s x = blk[k] < 0 ? -blk[k] : blk[k];\n"
          "\t  while (x >= 256)\n\t    x *= %s;\n"
          "\t  blk[k] = (%s) ((u32) x & 255u);\n\t}\n", k->size, ty,
          strcmp (ty, "float") == 0 ? "0.00390625f" : "0.00390625", ty);
  emit ("    }\n");
  emit ("  for (u32 k = 0; k < %uu; k++)\n"
        "    acc = acc * 31u + (u32) blk[k];\n", k->size);
  emit ("  return acc;\n}\n");
}

/* The kernel's loops and end, then the driver.  BODY writes the loop's
   body; PER_ITER estimates its instructions.  */
static void
finish (unsigned id, struct kern *k, void (*body) (const struct kern *),
        unsigned per_iter)
{
  k->size = block_size (k);
  kernel_begin (id, k);
  loop_begin (k);
  body (k);
  emit ("    }\n");
  rows_loop (k);
  emit ("}\n");
  driver (id, k, k->trip * per_iter + k->rows * 6 + 10);
}

void
shape_perf_block (unsigned id)
{
  static const unsigned widths[] = { 2, 4, 4, 8, 8 };
  struct kern k;
  common_choices (&k);
  geometry (&k, widths[pick (5)]);
  /* Most points are written back; at least one.  */
  for (unsigned i = 0; i < k.npts; i++)
    k.write[i] = chance (5, 6);
  k.write[pick (k.npts)] = 1;
  second_loop_choices (&k);
  finish (id, &k, block_body, k.npts * 6);
}

void
shape_perf_stencil (unsigned id)
{
  struct kern k;
  common_choices (&k);
  geometry (&k, chance (2, 3) ? 3 : 5);
  k.write[k.npts / 2] = 1;
  if (k.npts == 5 && chance (1, 2))
    k.write[1 + 2 * pick (2)] = 1;
  second_loop_choices (&k);
  finish (id, &k, stencil_body, k.npts * 5);
}

void
shape_perf_matrix (unsigned id)
{
  struct kern k;
  common_choices (&k);
  k.npts = 2 + pick (3);
  k.step = k.npts;
  k.stride = 1;
  for (unsigned i = 0; i < k.npts; i++)
    k.pts[i] = i;
  if (k.nlive > k.npts * k.npts)
    k.nlive = k.npts * k.npts;
  second_loop_choices (&k);
  /* The row written is one past the points: the block holds it.  */
  struct kern far = k;
  far.npts = 1;
  far.pts[0] = 2 * k.npts - 1;
  k.size = block_size (&far);
  kernel_begin (id, &k);
  loop_begin (&k);
  matrix_body (&k);
  emit ("    }\n");
  rows_loop (&k);
  emit ("}\n");
  driver (id, &k, k.trip * k.npts * k.npts * 4 + k.rows * 6 + 10);
}
