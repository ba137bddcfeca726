/* dead-memset-strncpy.c - a memset that a strncpy of the whole buffer
   overwrites.

   strncpy (d, s, 16) writes all 16 bytes of d (it pads with zeros), so
   the memset of the same 16 bytes before it is dead; strncpy does not
   read them either, since its source may not overlap its destination.  GCC 12's own DSE
   removes this one; the test switches it off (-fno-tree-dse) to show
   that memopt-dse treats the two calls as stores of their regions.

   @options -O2 -fno-tree-dse
   @remarks 1 memopt: dead store to 16 bytes at _[0-9]+ removed: the call to memset
   @run  */

#include <stdio.h>
#include <string.h>

struct S { char name[16]; int id; };

__attribute__ ((noipa)) void
set_name (struct S *s, const char *src)
{
  memset (s->name, 0, sizeof s->name);
  strncpy (s->name, src, sizeof s->name);
}

int
main (void)
{
  struct S s;
  memset (&s, 'x', sizeof s);
  set_name (&s, "abc");
  int zeros = 0;
  for (int i = 0; i < 16; i++)
    zeros += s.name[i] == 0;
  printf ("%s %d %c\n", s.name, zeros, ((char *) &s.id)[0]);
  return zeros == 13 && s.name[2] == 'c' ? 0 : 1;
}
