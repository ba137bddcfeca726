/* not-inline-fno-inline.c - leaf-calls.c with -fno-inline: GCC inlines
   nothing (only always_inline functions), so memopt-inline marks
   nothing, and every call of pixel_field stays.

   @options -O2 -fno-inline
   @remarks 0 treated as declared inline
   @asm x86_64 unpack 6 call[[:space:]]+pixel_field
   @asm aarch64 unpack 6 bl[[:space:]]+pixel_field  */

#include "leaf-calls.c"
