/* choice.c - memgen's choices and its output.

   Every decision memgen makes is pick (N) or chance (NUM, DEN): from a
   seeded splitmix64 (--seed), or from a byte string (--bytes, one byte a
   choice, two when N > 256, 0 past the end), so that a program is a
   function of its seed or bytes, and AFL++ can steer the choices.  The
   program goes to one stream (emit).  */

#define _GNU_SOURCE
#include "memgen.h"

#include <stdarg.h>
#include <stdint.h>

/* ------------------------------------------------------------------ */
/* Choices: a seeded generator or a byte string.                      */

static uint64_t rng_state;
static const unsigned char *rng_bytes;
static size_t rng_len, rng_pos;

void
choice_seed (unsigned long long seed)
{
  rng_state = seed * 0x2545f4914f6cdd1dULL + 1;
}

void
choice_bytes (const unsigned char *bytes, size_t len)
{
  rng_bytes = bytes;
  rng_len = len;
}

static uint64_t
splitmix (void)
{
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* A number in [0, N).  In --bytes mode each choice takes one byte (two
   when N > 256); past the end of the bytes every choice is 0.  */
unsigned
pick (unsigned n)
{
  if (n <= 1)
    return 0;
  if (rng_bytes)
    {
      unsigned v = 0;
      for (int k = 0; k < (n > 256 ? 2 : 1); k++)
        v = (v << 8) | (rng_pos < rng_len ? rng_bytes[rng_pos++] : 0);
      return v % n;
    }
  return (unsigned) (splitmix () % n);
}

int
chance (unsigned num, unsigned den)
{
  return pick (den) < num;
}

/* ------------------------------------------------------------------ */
/* Output.                                                            */

static FILE *out;

void
emit_to (FILE *f)
{
  out = f;
}

void
emit (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

void
emit (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (out, fmt, ap);
  va_end (ap);
}
