/* builtin-element-address.c - a builtin whose destination is spelled
   &buf[0] (torture test 20120207-1.c, which made memopt-dse crash).

   GCC folds the strcpy of a constant into memcpy (&buf[0], "...", 11).
   The region memopt describes for it must be a MEM_REF GCC's alias
   oracle accepts (MEM[&buf], not MEM[&buf[0]]); the store is read
   afterwards and stays.

   @options -O2
   @remarks 0 memopt: dead store
   @run  */

#include <stdio.h>
#include <string.h>

__attribute__ ((noipa)) char
test (int a)
{
  char buf[16];
  char *output = buf;
  strcpy (&buf[0], "0123456789");
  output += a;
  output -= 1;
  return output[0];
}

int
main (void)
{
  char c = test (2);
  printf ("%c\n", c);
  return c == '1' ? 0 : 1;
}
