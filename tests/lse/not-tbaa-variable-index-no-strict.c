/* not-tbaa-variable-index-no-strict.c - tbaa-variable-index.c's shape
   with -fno-strict-aliasing: the long store may write the int member,
   and main makes it do so (q is &a.elts[i].l.len as a long *).  Without
   strict aliasing the types separate nothing: the load stays and reads
   the low half of 2 (little-endian) or its high half (big-endian: 0).

   @options -O2
   @cflags -fno-strict-aliasing
   @remarks 0 memopt: load of .*len replaced by
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

__attribute__ ((noipa)) int
foo (struct A *a, int i, long *q)
{
  struct B *b = elt (a, i);
  b->l.len = 1;
  *q = 2;
  return b->l.len;
}

int
main (void)
{
  struct A a = { 0 };
  int r = foo (&a, 2, (long *) &a.elts[2].l.len);
  printf ("%d\n", r);
  return r == 2 || r == 0 ? 0 : 1;
}
