/* not-inline-os.c - leaf-calls.c at -Os and at -O1: memopt-inline
   gives no hint when the function is not compiled for speed with
   -finline-small-functions, and every call of pixel_field stays.

   @options -Os
   @remarks 0 treated as declared inline
   @asm x86_64 unpack 6 call[[:space:]]+pixel_field
   @asm aarch64 unpack 6 bl[[:space:]]+pixel_field
   @run  */

#include "leaf-calls.c"
