/* func-count-probe.c - two functions with known counts, for
   tests/qemu/func-count-test.sh: read_cells makes 1,000,000 volatile
   loads and no store, write_cells 500,000 volatile stores and no load.
   noipa keeps them out of main and unchanged (no inlining, no clone such
   as write_cells.constprop.0), so count.so's funcs= file must name them.  */

volatile int cells[16];

__attribute__ ((noipa)) int
read_cells (int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += cells[i & 15];
  return sum;
}

__attribute__ ((noipa)) void
write_cells (int n)
{
  for (int i = 0; i < n; i++)
    cells[i & 15] = i;
}

int
main (void)
{
  write_cells (500000);
  return read_cells (1000000) & 1;
}
