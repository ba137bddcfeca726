/* crash.c - the self-test's probe for the plugin-crash path.

   A well-defined program with a function named memopt_selftest_crash,
   which tests/verify/crash-plugin.cc crashes on (an internal compiler
   error).  With the real plugin it compiles and prints "7 28".  The rest
   is there for reduce to remove.  */
#include <stdio.h>

static int table[8];

static int
fill (int n)
{
  int sum = 0;
  for (int i = 0; i < 8; i++)
    {
      table[i] = i * n;
      sum += table[i];
    }
  return sum;
}

int
memopt_selftest_crash (int x)
{
  return x + table[3];
}

int
main (void)
{
  int s = fill (2);
  printf ("%d %d\n", memopt_selftest_crash (1), s / 2);
  return 0;
}
