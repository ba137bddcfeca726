/* not-store-type-change.c - a store that types say cannot alias may still
   change the memory: redundant-store removal must not rely on types.

   In allocated memory a store sets the effective type of the bytes it
   writes (C11 6.5p6).  restore() loads *p (int), stores a float through
   f, then stores the int back through p; when f and p are the same
   address, that last store is what turns the bytes back into the int, so
   it is not redundant although float and int stores "cannot alias" under
   strict aliasing.  (Forwarding *loads* past such stores is fine: reading
   the int right after the float store would be undefined.)  GCC itself
   looks the stored value up with alias set 0 for exactly this reason, and
   keeps both stores here at -O2.  memopt must report no redundant store
   and main must still print 42 42.

   @options -O2
   @remarks 0 memopt: redundant store
   @run  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) void
restore (int *p, float *f, int c)
{
  int t = *p;
  if (c)
    *f = 1.0f;
  else
    f[1] = 2.0f;
  *p = t;
}

__attribute__ ((noipa)) void
store_twice (int *p, float *f, int v, int c)
{
  *p = v;
  if (c)
    *f = 1.0f;
  else
    f[1] = 2.0f;
  *p = v;
}

int
main (void)
{
  void *mem = malloc (2 * sizeof (float));
  if (!mem)
    return 2;
  int *p = mem;
  *p = 42;
  restore (p, (float *) mem, 1);	/* f is p: the float is overwritten */
  int r1 = *p;
  store_twice (p, (float *) mem, 42, 1);
  int r2 = *p;
  printf ("%d %d\n", r1, r2);
  free (mem);
  return r1 == 42 && r2 == 42 ? 0 : 1;
}
