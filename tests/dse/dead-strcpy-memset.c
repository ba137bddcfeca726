/* dead-strcpy-memset.c - a strcpy into a buffer that a memset of the
   whole buffer overwrites before anything reads it.

   strcpy writes at most the 16 bytes of tmp (more would be undefined),
   and the memset writes all 16 before the memcpy reads them: the strcpy
   is a dead store and the call is removed.  GCC 12 keeps it (its DSE
   knows the extent of memset, memcpy and strncpy of constant size, not
   of strcpy).  The memset before a strncpy of the whole object is the
   other builtin case of the issue; GCC 12 removes that one itself.

   @options -O2
   @remarks 1 memopt: dead store to 16 bytes at &tmp removed: the call to strcpy
   @run  */

#include <stdio.h>
#include <string.h>

struct S { char name[16]; int id; };

__attribute__ ((noipa)) void
reset (struct S *s, const char *src)
{
  char tmp[16];
  strcpy (tmp, src);
  memset (tmp, 0, sizeof tmp);
  memcpy (s->name, tmp, sizeof tmp);
}

int
main (void)
{
  struct S s;
  memset (&s, 'x', sizeof s);
  reset (&s, "hello");
  int zeros = 0;
  for (int i = 0; i < 16; i++)
    zeros += s.name[i] == 0;
  printf ("%d %c\n", zeros, ((char *) &s.id)[0]);
  return zeros == 16 ? 0 : 1;
}
