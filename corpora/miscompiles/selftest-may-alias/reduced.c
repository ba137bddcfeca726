#include <stdio.h>
int buf_1;
int buf_0;
int same = 1;
int
g (int *p, int *q)
{
  int a = *p;
  *q = a + 1;
  return *p;
}
int
main ()
{
  int *q = same ? &buf_0 : &buf_1;
  int r2 = g (&buf_0, q);
  printf ("%d %d\n", 0, r2);
}
