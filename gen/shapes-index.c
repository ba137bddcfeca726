/* shapes-index.c - two redundancies GCC 12 misses at -O2 that memopt
   removes (issue 43): a load through an index PHI whose constant
   argument stands for the earlier load's index (index-phi-pre, GCC's
   loadpre18.c), and a load of an int member reached through a variable
   index across a store that only the types keep away from it
   (tbaa-index, GCC bug 111715).

   Both shapes are opt-in (memgen.c: drawn only when --shape names them),
   so the programs of every seed stay what they were.  Their functions
   are OPAQUE (GCC's PRE and FRE run, and miss these).

   index-phi-pre:
     int k = (int) (c & 7u);
     const int *b = gi + E;            or ia (a pointer); E 0 or 1..15
     [ y = (u32) gi[k]; ]              (with E > 0)
     u32 x = (u32) b[k];
     if (k != K)                       K = 0 ("if (k)") or 1..7
       {
	 [ gi[k + D + E] = c * 7; ]    (half: a store on the path, to the
				        element read after it)
	 k = k + D;                    or k * 2 (D 1..7)
       }
     [ else ib[(c >> 3) & 15u] = c; ]  (a third: a store on the K path
				        that may write gi[K + E])
     return ... + (u32) b[k];          on the path k == K, GCC folds k to
				       K: a PHI <K, k + D>; translated
				       there, b[K] is b[k], x
   A translation that took gi[k + E] where k is not K, lost E
   (break=phi-offset: y's element) or ignored the store on the K path
   (break=alias) reads another value, and the result differs.

   tbaa-index: per function, struct fN_b { struct { int len; } l; long n; }
   and struct fN_a { struct fN_b e[4]; } fN_g, reached through inlined
   helpers:
     struct fN_b *b = fN_elt (a, i);   &a->e[i], i = c & 3
     fN_set (b, V);                    b->l.len = V
     *lp = W;                          lp: a long of fN_g (e[j].n) or of la
     [ *cp = B; ]                      (half: a char store, cp maybe into
				       b->l.len itself: the load stays)
     return ... + fN_get (b);          b->l.len: V, or what the char wrote
   and the function mixes all of fN_g into its result.  GCC keeps the load
   after the long store (the reference has struct fN_b's alias set, which
   contains long); memopt-lse forwards V by the types accessed
   (plugin/gcc/gimple-access-type.cc).  A plugin that forwarded across
   the char store returns V where the byte changed it.  */

#include "memgen.h"

#include <stdio.h>

/* ---- index-phi-pre --------------------------------------------------- */

void
shape_index_phi_pre (unsigned id)
{
  unsigned k0 = chance (1, 2) ? 0 : 1 + pick (7);
  unsigned d = 1 + pick (7), e = chance (1, 2) ? 0 : 1 + pick (15);
  int doubled = chance (1, 3), store = chance (1, 2);
  int clobber = chance (1, 3);
  /* gi has 32 elements; ia is gi or gi + 1: k + E stays below 31.  */
  const char *arr = chance (1, 2) ? "gi" : "ia";
  char next[32];
  if (doubled)
    snprintf (next, sizeof next, "k * 2");
  else
    snprintf (next, sizeof next, "k + %u", d);
  fun_begin_as (id, "OPAQUE");
  emit ("  int k = (int) (c & 7u);\n");
  /* b[k] with b = ARR + E: E is the constant offset of the address.  */
  emit ("  const int *b = %s + %u;\n", arr, e);
  emit ("  u32 y = %s;\n", e ? "0" : "1");
  if (e)
    emit ("  y = (u32) %s[k];\n", arr);
  emit ("  u32 x = (u32) b[k];\n");
  if (k0)
    emit ("  if (k != %u)\n", k0);
  else
    emit ("  if (k)\n");
  emit ("    {\n");
  if (store)
    emit ("      %s[%s + %u] = (int) (c * 7u);\n", arr, next, e);
  emit ("      k = %s;\n", next);
  emit ("    }\n");
  if (clobber)
    emit ("  else\n    ib[(c >> 3) & 15u] = (int) c;\n");
  emit ("  return acc + x * 5u + y * 3u + (u32) b[k];\n}\n");
}

/* ---- tbaa-index ------------------------------------------------------ */

void
shape_tbaa_index (unsigned id)
{
  int with_char = chance (1, 2);
  unsigned v = small_const (), w = small_const ();
  emit ("\nstruct f%u_b { struct { int len; } l; long n; };\n", id);
  emit ("struct f%u_a { struct f%u_b e[4]; };\n", id, id);
  emit ("static struct f%u_a f%u_g;\n", id, id);
  emit ("static inline struct f%u_b *\nf%u_elt (struct f%u_a *a, u32 i)\n"
	"{\n  return &a->e[i];\n}\n", id, id, id);
  emit ("static inline void\nf%u_set (struct f%u_b *b, int v)\n"
	"{\n  b->l.len = v;\n}\n", id, id);
  emit ("static inline int\nf%u_get (struct f%u_b *b)\n"
	"{\n  return b->l.len;\n}\n", id, id);
  fun_begin_as (id, "OPAQUE");
  emit ("  u32 i = c & 3u, j = (c >> 2) & 3u;\n");
  emit ("  struct f%u_b *b = f%u_elt (&f%u_g, i);\n", id, id, id);
  emit ("  long *lp = (c & 16u) ? &f%u_g.e[j].n : &la[j];\n", id);
  emit ("  f%u_set (b, (int) (c + %uu));\n", id, v);
  emit ("  *lp = (long) (c * %uu);\n", w);
  if (with_char)
    {
      /* cp: the first byte of len of element j, or a byte of gu.  */
      emit ("  char *cp = (c & 32u) ? (char *) &f%u_g.e[j].l.len "
	    ": (char *) &gu[j];\n", id);
      emit ("  *cp = (char) (c & 127u);\n");
    }
  emit ("  acc += (u32) f%u_get (b);\n", id);
  emit ("  for (u32 k = 0; k < 4; k++)\n"
	"    acc = acc * 31u + (u32) f%u_g.e[k].l.len + (u32) f%u_g.e[k].n;\n",
	id, id);
  emit ("  return acc;\n}\n");
}
