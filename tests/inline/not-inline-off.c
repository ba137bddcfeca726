/* not-inline-off.c - leaf-calls.c with leaf-inline=off: no remark, and
   every call of pixel_field stays a call (what GCC 12 does alone), so
   leaf-calls.c's assembly checks can fail.

   @options -O2 -fplugin-arg-memopt-leaf-inline=off
   @remarks 0 treated as declared inline
   @asm x86_64 unpack 6 call[[:space:]]+pixel_field
   @asm aarch64 unpack 6 bl[[:space:]]+pixel_field
   @run  */

#include "leaf-calls.c"
