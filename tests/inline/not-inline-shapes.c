/* not-inline-shapes.c - functions memopt-inline leaves alone, each
   called from three places (-O2): one that calls another function, one
   with a loop, one over the size limit, one with the noinline
   attribute, one with the cold attribute, one that is not static, one
   already declared inline.  None gets a remark; GCC decides their calls
   as it does without the plugin (it inlines calls_out, looping and
   inlined on its own, and calls the others).  Only tiny() is marked,
   the control that shows the pass ran: its three calls, which GCC
   alone keeps, are inlined.

   @remarks 1 tiny, a leaf of [0-9]+ instructions called in 3 places, treated as declared inline
   @remarks 0 (calls_out|looping|big|pinned|chilly|visible|inlined), a leaf
   @asm x86_64 use 0 call[[:space:]]+tiny$
   @asm x86_64 use 3 call[[:space:]]+big$
   @asm x86_64 use 3 call[[:space:]]+pinned$
   @asm x86_64 use 3 call[[:space:]]+visible$
   @asm x86_64 use_cold 3 call[[:space:]]+chilly$
   @asm aarch64 use 0 bl[[:space:]]+tiny$
   @asm aarch64 use 3 bl[[:space:]]+big$
   @asm aarch64 use 3 bl[[:space:]]+pinned$
   @asm aarch64 use 3 bl[[:space:]]+visible$
   @asm aarch64 use_cold 3 bl[[:space:]]+chilly$
   @run  */

#include <stdio.h>
#include "small-body.h"

__attribute__ ((noinline)) unsigned
mix (unsigned a, unsigned b)
{
  return a * 2654435761u ^ b;
}

/* Calls mix: not a leaf.  */
static unsigned
calls_out (unsigned a, unsigned b)
{
  unsigned x = a ^ (b << 3);
  if (x & 1)
    x = x * 7 + 3;
  if (x & 2)
    x = x * 5 + b;
  return mix (x, a) + (x >> 2);
}

/* A loop: its iterations pay for the call.  */
static unsigned
looping (unsigned a, unsigned b)
{
  unsigned s = 0;
  for (unsigned i = 0; i < (b & 31); i++)
    s += (a >> (i & 7)) * i + (s >> 3);
  return s;
}

/* Straight-line, but well over 60 instructions.  */
static unsigned
big (unsigned a, unsigned b)
{
#define STEP(k) \
  a = (a ^ (b >> (k))) * (2 * (k) + 1); b = b + (a << ((k) & 7)) - (k); \
  if (a & (1u << (k))) b ^= a >> 5;
  STEP (1) STEP (2) STEP (3) STEP (4) STEP (5) STEP (6) STEP (7) STEP (8)
  STEP (9) STEP (10) STEP (11) STEP (12) STEP (13) STEP (14) STEP (15)
#undef STEP
  return a ^ b;
}

static __attribute__ ((noinline)) unsigned
pinned (unsigned a, unsigned b)
SMALL_BODY (3)

static __attribute__ ((cold)) unsigned
chilly (unsigned a, unsigned b)
SMALL_BODY (5)

unsigned
visible (unsigned a, unsigned b)
SMALL_BODY (9)

static inline unsigned
inlined (unsigned a, unsigned b)
SMALL_BODY (11)

static unsigned
tiny (unsigned a, unsigned b)
SMALL_BODY (13)

#define ROUND(k) \
  s += calls_out (a, b + k) + looping (a + k, b) + big (a, b ^ k); \
  s ^= pinned (a + k, b) + visible (a ^ k, b); \
  s += inlined (a, b * k) + tiny (a - k, b + s);

__attribute__ ((noinline)) unsigned
use (unsigned a, unsigned b)
{
  unsigned s = 0;
  ROUND (0) ROUND (1) ROUND (2)
  return s;
}

/* A call of a cold function makes its block unlikely, and GCC then
   inlines nothing there: chilly has callers of its own.  */
__attribute__ ((noinline)) unsigned
use_cold (unsigned a, unsigned b)
{
  return chilly (a, b) + chilly (b, a) * 3 + chilly (a ^ b, a);
}

int
main (void)
{
  unsigned long h = 0;
  for (unsigned a = 0; a < 50; a++)
    h = h * 33 + use (a * 977u, a * 31u + 5) + use_cold (a, a * 7u);
  printf ("%lu\n", h);
  return 0;
}
