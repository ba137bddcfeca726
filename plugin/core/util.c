/* util.c - allocation that cannot fail, the growth rule of every array
   (mo_grow: capacity doubled, at least 16 elements), and a growable int
   array.

   The core is used inside cc1, where there is no recovery from running
   out of memory: print a message naming memopt and abort, like GCC's own
   xmalloc.  */

#include "memopt.h"

#include <stdio.h>
#include <stdlib.h>

static void
mo_out_of_memory (size_t size)
{
  fprintf (stderr, "memopt: out of memory allocating %zu bytes\n", size);
  abort ();
}

void *
mo_xmalloc (size_t size)
{
  void *p = malloc (size ? size : 1);
  if (!p)
    mo_out_of_memory (size);
  return p;
}

void *
mo_xcalloc (size_t n, size_t size)
{
  void *p = calloc (n ? n : 1, size ? size : 1);
  if (!p)
    mo_out_of_memory (n * size);
  return p;
}

void *
mo_xrealloc (void *p, size_t size)
{
  void *q = realloc (p, size ? size : 1);
  if (!q)
    mo_out_of_memory (size);
  return q;
}

void *
mo_grow (void *v, int *cap, int need, size_t size)
{
  if (need <= *cap)
    return v;
  int n = *cap ? *cap : 16;
  while (n < need)
    n *= 2;
  *cap = n;
  return mo_xrealloc (v, (size_t) n * size);
}

void
mo_ivec_push (struct mo_ivec *a, int x)
{
  MO_GROW (a->v, a->cap, a->len + 1);
  a->v[a->len++] = x;
}

void
mo_ivec_free (struct mo_ivec *a)
{
  free (a->v);
  a->v = NULL;
  a->len = a->cap = 0;
}
