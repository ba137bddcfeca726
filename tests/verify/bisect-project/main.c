/* main.c - the bisect-build test project's main: prints "2 15";
   the broken plugin's build prints "1 15".  */
#include <stdio.h>


int fine_f (int *, int *);
int may_alias_f (int *, int *);
static int buf[4];
volatile int same = 1;

int
main (void)
{
  int a, b;
  int *q = same ? &buf[0] : &buf[1];
  printf ("%d %d\n", may_alias_f (&buf[0], q), fine_f (&a, &b) + 12);
  return 0;
}
