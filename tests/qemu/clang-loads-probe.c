/* clang-loads-probe.c - the program tests/qemu/clang-loads-test.sh
   builds with GCC 12 + memopt and with clang-19: a loop clang's
   vectorizer reads 16 bytes a load, GCC 12 -O2 (very cheap cost model,
   a trip count known only at run time) an element a load (sum_ints),
   and one it writes 16 bytes a store (fill_ints).  */
#include <stdio.h>
#include <stdlib.h>

#define N 4000

__attribute__ ((noinline)) int
sum_ints (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

__attribute__ ((noinline)) void
fill_ints (int *a, int n, int x)
{
  for (int i = 0; i < n; i++)
    a[i] = x + i;
}

int
main (int argc, char **argv)
{
  static int a[N];
  (void) argv;
  for (int i = 0; i < N; i++)
    a[i] = i * argc;
  long t = 0;
  for (int r = 0; r < 50; r++)
    t += sum_ints (a, N - r);
  static int b[N];
  for (int r = 0; r < 50; r++)
    {
      fill_ints (b, N - r, r * argc);
      t += b[r] + b[N - r - 1];
    }
  printf ("%ld\n", t);
  return 0;
}
