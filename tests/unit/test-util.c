/* test-util.c - the growth rule of the core's arrays (util.c).  */

#include "unit.h"

#include <stdlib.h>

/* Checks: mo_grow gives at least 16 elements, doubles past the need,
   keeps the contents, and leaves a large enough array alone.  */
static void
grow_keeps_and_doubles (void)
{
  int *v = NULL, cap = 0;
  MO_GROW (v, cap, 1);
  CHECK_INT (cap, 16);
  for (int i = 0; i < 16; i++)
    v[i] = i;
  int *same = v;
  MO_GROW (v, cap, 16);
  CHECK (v == same);
  CHECK_INT (cap, 16);
  MO_GROW (v, cap, 40);
  CHECK_INT (cap, 64);
  CHECK_INT (v[15], 15);
  free (v);
  struct mo_ivec a = { NULL, 0, 0 };
  for (int i = 0; i < 100; i++)
    mo_ivec_push (&a, i);
  CHECK_INT (a.len, 100);
  CHECK_INT (a.v[99], 99);
  mo_ivec_free (&a);
}

const struct unit_case unit_util_cases[] = {
  UNIT_CASE (grow_keeps_and_doubles),
  { NULL, NULL }
};
