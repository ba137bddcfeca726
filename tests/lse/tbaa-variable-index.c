/* tbaa-variable-index.c - a store through long * between a store and a
   load of an int member reached through a variable index (GCC bug
   111715).

   After inlining, the member is MEM <struct A> [(struct B *)a].elts[i].l.len:
   its MEM_REF's type (struct A) is not the type its pointer points to
   (struct B), so GCC gives the whole reference struct B's alias set,
   which contains long, and keeps the load after *q = 2.  The access is
   of an int, through plain fields and an array element: the long store
   cannot change it without breaking the effective-type rules, so the
   load takes the 1 stored before it.  through_unsigned: the same across
   an unsigned long store (the alias set of long).  GCC 12 keeps both
   loads.

   @options -O2
   @remarks 2 memopt: load of MEM <struct A> .*\.l\.len replaced by 1
   @asm aarch64 foo 0 ldr
   @asm aarch64 through_unsigned 0 ldr
   @asm x86_64 foo 0 mov[a-z]*\s+\(
   @run  */

#include <stdio.h>

struct B
{
  struct { int len; } l;
  long n;
};

struct A
{
  struct B elts[5];
};

static inline struct B *
elt (struct A *a, int i)
{
  return &a->elts[i];
}

static inline void
set_len (struct B *b, int v)
{
  b->l.len = v;
}

static inline int
get_len (struct B *b)
{
  return b->l.len;
}

__attribute__ ((noipa)) int
foo (struct A *a, int i, long *q)
{
  struct B *b = elt (a, i);
  set_len (b, 1);
  *q = 2;
  return get_len (b);
}

__attribute__ ((noipa)) int
through_unsigned (struct A *a, int i, unsigned long *u)
{
  struct B *b = elt (a, i);
  set_len (b, 1);
  *u = 3;
  return get_len (b);
}

int
main (void)
{
  struct A a = { 0 };
  long x = 0;
  unsigned long u = 0;
  int r1 = foo (&a, 3, &x);
  int r2 = foo (&a, 1, &a.elts[1].n);	/* the long of the same element */
  int r3 = through_unsigned (&a, 4, &u);
  printf ("%d %ld %d %ld %d %lu\n", r1, x, r2, a.elts[1].n, r3, u);
  return r1 == 1 && r2 == 1 && r3 == 1 && x == 2 && a.elts[1].n == 2 ? 0 : 1;
}
