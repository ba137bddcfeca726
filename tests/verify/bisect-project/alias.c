/* alias.c - part of the bisect-build test project: the culprit.  As in
   tests/verify/selftest/may-alias.c, *q may alias *p, decided at run
   time; the deliberately broken plugin (MAY treated as NO) forwards the
   store of 1 to the load and returns 1 where 2 is right.  */
int
may_alias_f (int *p, int *q)
{
  *p = 1;
  *q = 2;
  return *p;
}
