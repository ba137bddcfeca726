/* shapes-calls.c - loads and stores around calls: pure, const, writing
   and non-writing noipa helpers and function pointers (calls), and
   helpers GCC summarises with ipa-modref (call-uses, plain-calls): stores
   a call reads, may write, or reads through an escaped local.

   break=dse-call (DSE takes calls to touch nothing) removes a store a
   call reads: the call's result, folded into the function's, changes.  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* Reloads around calls: pure, const, opaque writers (which may write
   through ia into what is loaded) and function pointers.  */
void
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
void
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

/* Calls to the plain helpers.  A location a helper reads or writes (an
   int or u32 through a pointer argument, a global, a global struct's
   field, or a local array that mg_stash has let escape), and the calls
   that touch it.  */
struct cloc
{
  char lv[48];                  /* the lvalue, e.g. "ia[5]" */
  const char *type;             /* its type */
  char addr[48];                /* an int * to it (mg_wr_if, mg_set) */
  char rd[64];                  /* a u32 call that reads it */
  char other[64];               /* a u32 call that may read it (aliasing
                                   decided at run time) or reads
                                   something else */
  unsigned k;                   /* the element of loc, when local */
  int local;                    /* it is loc[k], escaped to mg_esc */
};

static void
cloc_choose (struct cloc *l)
{
  unsigned k;
  memset (l, 0, sizeof *l);
  switch (pick (6))
    {
    case 0:
      k = pick (16);
      snprintf (l->lv, sizeof l->lv, "ia[%u]", k);
      l->type = "int";
      snprintf (l->addr, sizeof l->addr, "&ia[%u]", k);
      snprintf (l->rd, sizeof l->rd, "mg_rd_i (ia, %uu + (c & 16u))", k);
      /* ib[k + 1] is ia[k] when ia = gi + 1 and ib = gi.  */
      snprintf (l->other, sizeof l->other, "mg_rd_i (ib, %uu + (c & 16u))",
                k + pick (2));
      break;
    case 1:
      {
        unsigned b = pick (2);
        snprintf (l->lv, sizeof l->lv, "p->%c", "ab"[b]);
        l->type = "int";
        snprintf (l->addr, sizeof l->addr, "&p->%c", "ab"[b]);
        snprintf (l->rd, sizeof l->rd, "mg_rd_s (p, (c & 6u) | %uu)", b);
        snprintf (l->other, sizeof l->other, "mg_rd_s (q, (c & 6u) | %uu)",
                  chance (3, 4) ? b : 1 - b);
        break;
      }
    case 2:
      k = pick (4);
      snprintf (l->lv, sizeof l->lv, "p->arr[%u]", k);
      l->type = "u32";
      snprintf (l->addr, sizeof l->addr, "(int *) &p->arr[%u]", k);
      snprintf (l->rd, sizeof l->rd, "mg_rd_u (p->arr, %uu + (c & 4u))", k);
      snprintf (l->other, sizeof l->other, "mg_rd_u (q->arr, %uu + (c & 4u))",
                chance (3, 4) ? k : pick (4));
      break;
    case 3:
      k = pick (32);
      snprintf (l->lv, sizeof l->lv, "gu[%u]", k);
      l->type = "u32";
      snprintf (l->addr, sizeof l->addr, "(int *) &gu[%u]", k);
      snprintf (l->rd, sizeof l->rd, "mg_rd_g (%uu + (c & 32u))", k);
      snprintf (l->other, sizeof l->other, "mg_rd_g (%uu + (c & 32u))",
                pick (32));
      break;
    case 4:
      /* mg_rd_g (i) reads gs[i & 3].b; p may point to gs[k].  */
      k = pick (4);
      snprintf (l->lv, sizeof l->lv, "gs[%u].b", k);
      l->type = "int";
      snprintf (l->addr, sizeof l->addr, "&gs[%u].b", k);
      snprintf (l->rd, sizeof l->rd, "mg_rd_g (%uu + (c & 32u))",
                k + 4 * pick (8));
      snprintf (l->other, sizeof l->other, "mg_rd_s (p, (c & 6u) | 1u)");
      break;
    default:
      k = pick (4);
      l->k = k;
      l->local = 1;
      snprintf (l->lv, sizeof l->lv, "loc[%u]", k);
      l->type = "int";
      snprintf (l->addr, sizeof l->addr, "&loc[%u]", k);
      snprintf (l->rd, sizeof l->rd, "mg_use (%uu + (c & 4u))", k);
      snprintf (l->other, sizeof l->other, "mg_use ((c >> %u) & 3u)",
                pick (8));
      break;
    }
}

/* Stores around calls of plain helpers (ipa-modref summaries), e.g.
     ia[5] = (int) (c * 3u);
     k = mg_rd_i (ia, 5u + (c & 16u));      reads ia[5]: not dead
     ia[5] = (int) (k + 1u);
   also: the call only on the path that overwrites the location (not
   sinkable), a call that writes it conditionally (then overwritten: the
   first store is dead, the call does not read it; or reloaded: not
   forwarded), a call that writes it (then reloaded), and loads around a
   call that only reads.  The location is read at the end, and an
   escaped local is folded into the result (mg_esc is reset first).  */
void
shape_plain_calls (unsigned id)
{
  struct cloc l;
  char e[128], c[64];
  cloc_choose (&l);
  const char *rd = chance (3, 4) ? l.rd : l.other;
  fun_begin (id);
  emit ("  u32 k = 0;\n");
  if (l.local)
    emit ("  int loc[4] = { %d, %d, %d, %d };\n  mg_stash (loc);\n",
          (int) pick (1000), (int) pick (1000) + 1000,
          (int) pick (1000) + 2000, (int) pick (1000) + 3000);
  expr_of (e, sizeof e, "c");
  emit ("  %s = (%s) (%s);\n", l.lv, l.type, e);
  switch (pick (6))
    {
    case 0:
    case 1:
      emit ("  k = %s;\n", rd);
      expr_of (e, sizeof e, "k");
      emit ("  %s = (%s) (%s);\n", l.lv, l.type, e);
      break;
    case 2:
      cond_of (c, sizeof c);
      emit ("  if (%s)\n    {\n      k = %s;\n", c, rd);
      expr_of (e, sizeof e, "k");
      emit ("      %s = (%s) (%s);\n    }\n  else\n    {\n"
            "      k = c * %uu;\n", l.lv, l.type, e, small_const ());
      if (chance (1, 2))
        arm (NULL, 0, "q");
      emit ("    }\n");
      break;
    case 3:
      emit ("  mg_wr_if (%s, c);\n", l.addr);
      if (chance (1, 2))
        {
          expr_of (e, sizeof e, "c");
          emit ("  %s = (%s) (%s);\n", l.lv, l.type, e);
        }
      emit ("  k = %s;\n", rd);
      break;
    case 4:
      if (l.local && chance (1, 2))
        emit ("  mg_use_wr (%uu, c * %uu);\n", l.k, small_const ());
      else
        emit ("  mg_set (%s, c * %uu);\n", l.addr, small_const ());
      break;
    default:
      emit ("  u32 t = (u32) %s;\n  k = %s;\n  k += t * (u32) %s;\n", l.lv,
            rd, l.lv);
      break;
    }
  emit ("  k = k * 3u + (u32) %s;\n", l.lv);
  if (l.local)
    emit ("  mg_esc = gi;\n"
          "  k += (u32) loc[0] + (u32) loc[1] * 3u + (u32) loc[2] * 5u"
          " + (u32) loc[3] * 7u;\n");
  emit ("  return k + acc;\n}\n");
}
