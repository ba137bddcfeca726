/* fine.c - part of the bisect-build test project, compiled first: the
   same shape as the culprit, but main calls it with pointers that never
   alias, so even the deliberately broken plugin's transformation here is
   harmless.  The file search must rule this file out.  */
int
fine_f (int *p, int *q)
{
  *p = 3;
  *q = 4;
  return *p;
}
