/* inline.c - a small leaf function is treated as if it were declared
   inline, so that GCC's inliner takes its calls (the decision core of
   pass memopt-inline; the glue is in plugin/gcc/ipa-inline.cc).

   A call costs memory accesses that are not in the source.  The
   caller's values live across the call sit in callee-saved registers,
   each saved and restored once per activation of the caller (or are
   spilled around the call), and the arguments and result move through
   the fixed registers of the calling convention.  pngvalid's
   image_pixel_init calls this 44-instruction function twelve times:

       static unsigned int                 image_pixel_init (...)
       sample (png_const_bytep row,        {   ...
               png_byte colour_type,           red = sample (row, ...);
               png_byte bit_depth,             green = sample (row, ...);
               png_uint_32 x, ...)             ...
       {                                   }
         ... bit arithmetic, one or
         two byte loads ...
       }

   GCC 12 at -O2 inlines a function nobody declared inline only when its
   body, less the call, is at most 15 instructions
   (--param max-inline-insns-auto); for one declared inline the limit is
   70 (max-inline-insns-single).  clang inlines all twelve calls.  GCC's
   build saves and restores five register pairs and one register per
   call of image_pixel_init: 165 M loads and 178 M stores more than the
   build whose source says "static inline" (AArch64, pngvalid
   --transform).

   Declaring a static function inline changes nothing of what the
   program means (C11 6.7.4): it is a hint to the inliner.  This file
   gives that hint for a function whose call can only cost more than its
   body:

     - static (every call is in this translation unit: the copy that
       stays for other units is not a question);
     - a leaf: no call in its body, so inlining it adds no call to the
       caller and no new value live across one;
     - no loop: a loop's iterations pay for the call;
     - at most MAX_SIZE instructions by GCC's estimate (default 60,
       under GCC's own 70 for declared inline functions);
     - compiled for speed, with -finline-small-functions (-O2, -O3, not
       -Os) and without -fno-inline, and GCC may inline it at all (no
       noinline, noipa or cold attribute, not already inline or
       always_inline);
     - not the outlined part of a function GCC split (ipa-split makes
       f.part.0 of the rarely run or large rest of f, so that the test
       before it inlines alone: marking the part would ask GCC to undo
       its own choice; zlib's bi_flush.part.0 is one);
     - called at least once.

   GCC still decides each call: its limits on the growth of the caller
   and of the unit hold, and it checks what makes a body impossible to
   inline.  */

#include "memopt.h"

enum mo_inline_verdict
mo_inline_decide (const struct mo_inline_callee *f,
		  const struct mo_inline_params *p)
{
  int max_size = p ? p->max_size : MO_DEFAULT_MAX_INLINE_SIZE;

  if (!f->is_static)
    return MO_INLINE_NOT_STATIC;
  if (!f->may_inline)
    return MO_INLINE_NOT_INLINABLE;
  if (f->declared_inline)
    return MO_INLINE_ALREADY_INLINE;
  if (f->split_part)
    return MO_INLINE_SPLIT_PART;
  if (!f->for_speed)
    return MO_INLINE_NOT_FOR_SPEED;
  if (f->calls > 0)
    return MO_INLINE_NOT_LEAF;
  if (f->has_loop)
    return MO_INLINE_HAS_LOOP;
  if (f->size < 0 || f->size > max_size)
    return MO_INLINE_TOO_BIG;
  if (f->call_sites <= 0)
    return MO_INLINE_NOT_CALLED;
  return MO_INLINE_YES;
}

const char *
mo_inline_verdict_name (enum mo_inline_verdict v)
{
  switch (v)
    {
    case MO_INLINE_YES: return "yes";
    case MO_INLINE_NOT_STATIC: return "not-static";
    case MO_INLINE_NOT_INLINABLE: return "not-inlinable";
    case MO_INLINE_ALREADY_INLINE: return "already-inline";
    case MO_INLINE_SPLIT_PART: return "split-part";
    case MO_INLINE_NOT_FOR_SPEED: return "not-for-speed";
    case MO_INLINE_NOT_LEAF: return "not-leaf";
    case MO_INLINE_HAS_LOOP: return "loop";
    case MO_INLINE_TOO_BIG: return "too-big";
    case MO_INLINE_NOT_CALLED: return "not-called";
    }
  return "?";
}
