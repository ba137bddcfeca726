/* not-inline-o1.c - leaf-calls.c at -O1 (no -finline-small-functions):
   no hint, and every call of pixel_field stays.

   @options -O1
   @remarks 0 treated as declared inline
   @asm x86_64 unpack 6 call[[:space:]]+pixel_field
   @asm aarch64 unpack 6 bl[[:space:]]+pixel_field  */

#include "leaf-calls.c"
