/* test-inline.c - mo_inline_decide (inline.c): which functions are
   treated as declared inline.  */

#include "unit.h"

/* pngvalid's sample(): static, a leaf of 44 instructions with no loop,
   called from twelve places, at -O2.  */
static struct mo_inline_callee
sample_like (void)
{
  struct mo_inline_callee f = { 0 };
  f.is_static = true;
  f.may_inline = true;
  f.for_speed = true;
  f.size = 44;
  f.call_sites = 12;
  return f;
}

static void
inline_small_static_leaf (void)
{
  struct mo_inline_callee f = sample_like ();
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_YES);
  CHECK_STR (mo_inline_verdict_name (MO_INLINE_YES), "yes");
}

/* Each fact that refuses, alone, refuses with its own verdict.  */
static void
not_inline_each_verdict (void)
{
  struct mo_inline_callee f;

  f = sample_like (); f.is_static = false;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_NOT_STATIC);
  f = sample_like (); f.may_inline = false;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_NOT_INLINABLE);
  f = sample_like (); f.declared_inline = true;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_ALREADY_INLINE);
  f = sample_like (); f.split_part = true;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_SPLIT_PART);
  f = sample_like (); f.for_speed = false;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_NOT_FOR_SPEED);
  f = sample_like (); f.calls = 1;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_NOT_LEAF);
  f = sample_like (); f.has_loop = true;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_HAS_LOOP);
  f = sample_like (); f.size = -1;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_TOO_BIG);
  f = sample_like (); f.call_sites = 0;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_NOT_CALLED);
  CHECK_STR (mo_inline_verdict_name (MO_INLINE_NOT_LEAF), "not-leaf");
  CHECK_STR (mo_inline_verdict_name (MO_INLINE_HAS_LOOP), "loop");
}

/* The size limit: MAX_SIZE itself is accepted, one more is not; NULL
   params mean the default.  */
static void
inline_size_boundary (void)
{
  struct mo_inline_callee f = sample_like ();
  struct mo_inline_params p = { 44 };
  CHECK_INT (mo_inline_decide (&f, &p), MO_INLINE_YES);
  p.max_size = 43;
  CHECK_INT (mo_inline_decide (&f, &p), MO_INLINE_TOO_BIG);
  f.size = MO_DEFAULT_MAX_INLINE_SIZE;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_YES);
  f.size = MO_DEFAULT_MAX_INLINE_SIZE + 1;
  CHECK_INT (mo_inline_decide (&f, NULL), MO_INLINE_TOO_BIG);
}

const struct unit_case unit_inline_cases[] = {
  UNIT_CASE (inline_small_static_leaf),
  UNIT_CASE (not_inline_each_verdict),
  UNIT_CASE (inline_size_boundary),
  { NULL, NULL }
};
