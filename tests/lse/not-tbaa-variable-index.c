/* not-tbaa-variable-index.c - the shape of tbaa-variable-index.c where
   the type of the accesses does not keep the store away from the load.

   char_store: the store between is a char store, which may write any
   object's bytes; main points it at the low byte of len itself.
   may_alias_store: a long store through a may_alias type, which is a
   char access to the alias oracle; main points it at len.
   union_member: len is a member of a union that also has a long; GCC
   lets union members pun when accessed through the union, so the load
   of len through the union may read what the long store wrote (main
   points the store at that long).  Each load must stay; main checks the
   values (little-endian: the low byte of the stored value).

   @options -O2
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

struct U
{
  union { int len; long wide; } l;
  long n;
};

struct V
{
  struct U elts[5];
};

typedef long __attribute__ ((may_alias)) alias_long;

static inline struct B *
elt (struct A *a, int i)
{
  return &a->elts[i];
}

static inline struct U *
uelt (struct V *v, int i)
{
  return &v->elts[i];
}

__attribute__ ((noipa)) int
char_store (struct A *a, int i, char *c)
{
  struct B *b = elt (a, i);
  b->l.len = 1;
  *c = 7;
  return b->l.len;
}

__attribute__ ((noipa)) int
may_alias_store (struct A *a, int i, alias_long *q)
{
  struct B *b = elt (a, i);
  b->l.len = 1;
  *q = 2;
  return b->l.len;
}

__attribute__ ((noipa)) int
union_member (struct V *v, int i, long *q)
{
  struct U *u = uelt (v, i);
  u->l.len = 1;
  *q = 3;
  return u->l.len;
}

int
main (void)
{
  struct A a = { 0 };
  struct V v = { 0 };
  int r1 = char_store (&a, 2, (char *) &a.elts[2].l.len);
  int r2 = may_alias_store (&a, 3, (alias_long *) &a.elts[3].l.len);
  int r3 = union_member (&v, 1, &v.elts[1].l.wide);
  printf ("%d %d %d\n", r1, r2, r3);
  return r1 == 7 && r2 == 2 && r3 == 3 ? 0 : 1;
}
