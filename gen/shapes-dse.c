/* shapes-dse.c - stores memopt-dse removes, sinks or merges: dead on every
   path or on some, stored in both arms of a diamond, and stores that must
   not be sunk or merged across a store that may alias at run time or a
   call that may write them (sink-across).

   Every location stored goes into the result or the checksum, so a store
   removed or moved wrongly changes the output.  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* *p = 1; if (c) { ...; *p = 3; } else { ...; *p = 4; }  (dead store;
   without the first store: the two stores merged at the join),
   or  *p = 1; if (c) { *p = 2; return; } reader ();  (store sunk).  */
void
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

/* A store, then a store through another pointer that may be the same
   location (mg_sel decides), a call that may write it, or a store that
   cannot alias; then a diamond whose one arm overwrites the first
   store's location (so the first store is dead there: sinking it into
   the other arm would move it past the second), or both arms store it
   (merging).  E.g.
     p->b = (int) (c * 7u);
     q->b = (int) (c + 5u);           p == q at run time or not
     if (c & 8u) p->b = 3; else acc += ...;
     return acc + (u32) p->b * 3u + (u32) q->b;
   Both locations go into the result, and both are globals or malloc'ed
   structs the final checksum reads.  (Sinking past the writing call is
   not a seeded bug: DSE never sinks a store past a call that may read
   the location, so break=dse-call cannot make it; break=alias, no two
   writes overlap, breaks the sinking and merging across the stores.)  */

/* The first store's location LV (of type T) and the statement between,
   OST, which writes OLV (of type OT, NULL for the call).  */
struct sink_loc
{
  char lv[48], olv[48], ost[256];
  const char *t, *ot;
  const struct field *f;
};

static void
sink_choose (struct sink_loc *s)
{
  const struct field *f = any_field (), *g = other_field (f);
  unsigned k = pick (16);
  s->f = f;
  s->t = s->ot = f->type;
  switch (pick (7))
    {
    case 0:                     /* the same field through q */
      snprintf (s->lv, sizeof s->lv, "p->%s", f->name);
      snprintf (s->olv, sizeof s->olv, "q->%s", f->name);
      break;
    case 1:                     /* another field through q */
      snprintf (s->lv, sizeof s->lv, "p->%s", f->name);
      snprintf (s->olv, sizeof s->olv, "q->%s", g->name);
      s->ot = g->type;
      break;
    case 2:                     /* ib[k + 1] is ia[k] when ia = gi + 1 */
      snprintf (s->lv, sizeof s->lv, "ia[%u]", k);
      snprintf (s->olv, sizeof s->olv, "ib[%u]", k + pick (2));
      s->t = s->ot = "int";
      break;
    case 3:                     /* two elements of a global: never alias */
      snprintf (s->lv, sizeof s->lv, "gu[%u]", k);
      snprintf (s->olv, sizeof s->olv, "gu[%u]", (k + 1 + pick (15)) % 32);
      s->t = s->ot = "u32";
      break;
    case 4:                     /* another field of p: never alias */
      snprintf (s->lv, sizeof s->lv, "p->%s", f->name);
      snprintf (s->olv, sizeof s->olv, "p->%s", g->name);
      s->ot = g->type;
      break;
    case 5:                     /* a global struct p may point to */
      snprintf (s->lv, sizeof s->lv, "gs[%u].%s", pick (4), f->name);
      snprintf (s->olv, sizeof s->olv, "p->%s", f->name);
      break;
    default:                    /* a call that may write it */
      {
        unsigned k2 = chance (1, 2) ? k : pick (32);
        snprintf (s->lv, sizeof s->lv, "gu[%u]", k);
        snprintf (s->olv, sizeof s->olv, "gu[%u]", k2);
        snprintf (s->ost, sizeof s->ost, "mg_wr_g (%uu, c * %uu)", k2,
                  small_const ());
        s->t = "u32";
        s->ot = NULL;
      }
      break;
    }
  if (s->ot)
    {
      char e[128];
      expr_of (e, sizeof e, "c");
      snprintf (s->ost, sizeof s->ost, "%s = (%s) (%s)", s->olv, s->ot, e);
    }
}

void
shape_sink_across (unsigned id)
{
  struct sink_loc s;
  char e[128], c[64];
  sink_choose (&s);
  fun_begin (id);
  cond_of (c, sizeof c);
  expr_of (e, sizeof e, "c");
  if (chance (3, 4))
    {
      /* Dead on one arm: sinkable into the other, but not past OST.  */
      emit ("  %s = (%s) (%s);\n  %s;\n", s.lv, s.t, e, s.ost);
      emit ("  if (%s)\n    {\n", c);
      if (chance (1, 3))
        arm (s.f, 0, "q");
      emit ("      %s = (%s) %uu;\n    }\n  else\n    {\n", s.lv, s.t,
            small_const ());
      emit ("      acc += (u32) %s;\n    }\n", chance (1, 2) ? s.lv : s.olv);
    }
  else
    {
      /* Stored on both arms: mergeable at the join, with OST between
         in one arm and before in the other (merging both locations
         would empty the arms, but memopt-dse merges one location a
         join, max-dse-merge-stores), or with OST after the store in
         one arm only (when OST cannot alias, merging the one location
         empties the other arm; GCC's own sinking merges only stores
         that are the last of both arms).  A location read after the
         join but stored in one arm would be loaded by GCC in the
         other, and no arm would empty: there only LV is returned.  */
      if (chance (1, 2))
        {
          emit ("  if (%s)\n    {\n      %s = (%s) (%s);\n      %s;\n    }\n",
                c, s.lv, s.t, e, s.ost);
          emit ("  else\n    {\n      %s;\n      %s = (%s) (c + %uu);\n    }\n",
                s.ost, s.lv, s.t, small_const ());
        }
      else
        {
          emit ("  if (%s)\n    {\n      %s = (%s) (%s);\n    }\n",
                c, s.lv, s.t, e);
          emit ("  else\n    {\n      %s = (%s) (c + %uu);\n      %s;\n    }\n",
                s.lv, s.t, small_const (), s.ost);
          emit ("  return acc + (u32) %s * 3u;\n}\n", s.lv);
          return;
        }
    }
  emit ("  return acc + (u32) %s * 3u + (u32) %s;\n}\n", s.lv, s.olv);
}
