/* count-probe.c - a known number of loads or stores, for
   tests/qemu/count-test.sh: "load" makes 1,000,000 volatile loads and
   almost no stores, "store" the other way round.  */
#include <string.h>

volatile int cells[16];

int
main (int argc, char **argv)
{
  int sum = 0;
  if (argc > 1 && strcmp (argv[1], "store") == 0)
    for (int i = 0; i < 1000000; i++)
      cells[i & 15] = i;
  else
    for (int i = 0; i < 1000000; i++)
      sum += cells[i & 15];
  return sum & 1;
}
