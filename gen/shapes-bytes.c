/* shapes-bytes.c - memory seen as bytes: unions, memcpy punning,
   memset/memcpy/strncpy, bit-fields, volatiles, malloc'ed structs
   (bytes), and unsigned char or union bytes over wider stores
   (bytes-over).

   Bytes are written only into declared objects of integer type, so every
   object keeps its type and a valid value; the output depends on the byte
   order, and both targets are little-endian.  */

#include "memgen.h"

#include <stdio.h>
#include <string.h>

/* Unions, memcpy punning, memset/memcpy/strncpy, bit-fields, volatiles,
   malloc.  */
void
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

/* Bytes of a wider object: an int, u32 or long stored, then read or
   written through unsigned char (a cast pointer or a union's b[]), and
   the wide object reloaded or stored again; the bytes read and the wide
   object go into the result.  The output depends on the byte order:
   both targets are little-endian.  Bytes are written only into declared
   objects of integer type (gi, gu, gs, gun), never into a float or
   malloc'ed memory, so every object keeps its declared type and a valid
   value.  E.g.
     ia[3] = (int) (c * 5u);
     unsigned char *b = (unsigned char *) &ib[4];   ib[4] may be ia[3]
     k = b[1];                           reads the store: it is not dead
     ia[3] = (int) (k + c);  */
void
shape_bytes_over (unsigned id)
{
  char wide[48], bptr[96], e[128];
  const char *t;
  unsigned nb = 4, k = pick (16);
  int writable = 1;
  switch (pick (5))
    {
    case 0:
      snprintf (wide, sizeof wide, "gun[(c >> %u) & 3u].i", pick (4));
      snprintf (bptr, sizeof bptr, "gun[mg_sel[%u] & 3u].b", pick (8));
      t = "u32";
      break;
    case 1:
      snprintf (wide, sizeof wide, "ia[%u]", k);
      snprintf (bptr, sizeof bptr, "(unsigned char *) &ib[%u]",
                k + pick (2));
      t = "int";
      break;
    case 2:
      snprintf (wide, sizeof wide, "gu[%u]", 2 * k);
      snprintf (bptr, sizeof bptr, "(unsigned char *) &gu[%u]",
                2 * k + pick (2));
      t = "u32";
      break;
    case 3:                     /* p may be malloc'ed: bytes only read */
      snprintf (wide, sizeof wide, "p->%c", "cd"[pick (2)]);
      snprintf (bptr, sizeof bptr, "(const unsigned char *) &q->%s",
                wide + 3);
      t = "long";
      nb = 8;
      writable = 0;
      break;
    default:
      {
        unsigned s = pick (4);
        const char *fld = chance (1, 2) ? "d" : "c";
        snprintf (wide, sizeof wide, "gs[%u].%s", s, fld);
        snprintf (bptr, sizeof bptr, "(unsigned char *) &gs[%u].%s",
                  chance (3, 4) ? s : pick (4), fld);
        t = "long";
        nb = 8;
        break;
      }
    }
  fun_begin (id);
  emit ("  %sunsigned char *b = %s;\n  u32 k = 0;\n", writable ? "" : "const ",
        bptr);
  expr_of (e, sizeof e, "c");
  emit ("  %s = (%s) (%s);\n", wide, t, e);
  switch (pick (writable ? 4 : 2))
    {
    case 0:                     /* the bytes read the store */
      emit ("  k = b[%u] + (u32) b[%u] * 3u;\n", pick (nb), pick (nb));
      expr_of (e, sizeof e, "k");
      emit ("  %s = (%s) (%s);\n", wide, t, e);
      break;
    case 1:                     /* loads of the wide object around byte reads */
      emit ("  k = (u32) %s;\n  k += b[%u];\n  k += (u32) %s * 5u;\n", wide,
            pick (nb), wide);
      break;
    case 2:                     /* a byte written: the reload sees it */
      emit ("  b[%u] = (unsigned char) (c + %uu);\n  k = (u32) %s;\n",
            pick (nb), small_const (), wide);
      break;
    default:                    /* the wide value stored again over a byte */
      emit ("  k = (u32) %s;\n  b[%u] = (unsigned char) (c ^ %uu);\n"
            "  %s = (%s) k;\n", wide, pick (nb), small_const (), wide, t);
      break;
    }
  emit ("  return k + (u32) %s * 7u + b[%u];\n}\n", wide, pick (nb));
}
