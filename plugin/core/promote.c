/* promote.c - a location a loop reads and writes stays in a register, in
   a copy of the loop selected by a run-time check that the loop's other
   accesses miss it (the decision core of pass memopt-promote; the glue
   is in plugin/gcc/gimple-promote.cc).

   zstd's decodecorpus fills buffers with bytes from a generator whose
   state the caller passes by pointer:

       static void RAND_buffer (U32 *seed, void *ptr, size_t size)
       {
         BYTE *op = ptr;
         for (i = 0; i < size; i++)
           op[i] = RAND (seed) & 0xff;      // *seed = f (*seed)
       }

   A byte store may write any object, *seed included, so every iteration
   reads *seed from memory and writes it back: neither GCC nor memopt
   may keep it in a register (clang inlines RAND_buffer into callers
   whose seed is a local, and keeps it there).  But the loop's stores
   walk op[0] .. op[size - 1], an address range known before the loop.
   When that range misses *seed, *seed can live in a register:

       for (i = 0; i < size; i++)           if (op + size <= (char *) seed
         {                                      || (char *) (seed + 1) <= op)
           s = *seed;                         {  // the copy
           s = s * P1 + P2; ...                 s = *seed;
           *seed = s;                 ==>       for (i = 0; i < size; i++)
           op[i] = ...;                           { s = s * P1 + P2; ...
         }                                          op[i] = ...; }
                                                *seed = s;
                                              }
                                            else
                                              the loop as it was

   The glue finds, in an innermost loop, one location P at a fixed
   address with its reads and writes, and every other access that GCC's
   alias oracle says may overlap P.  For each of those whose address is
   BASE + STEP * i at iteration i (STEP a constant, BASE and the number
   N of latch executions known at the entry: GCC's scalar evolutions)
   the core gives the range of bytes it may touch (mo_promote_range):

       STEP >= 0:  [BASE,            BASE + STEP * N + SIZE)
       STEP <  0:  [BASE + STEP * N, BASE + SIZE)

   i runs over 0..N: an access after the exit test runs N times, one
   before it N + 1 times; the range covers both.  Accesses with the same
   step whose addresses differ by a constant (p[0], p[8], p[16] of one
   pointer) share one range, the smallest covering theirs
   (mo_promote_merge): one check instead of one each.  The check is that each
   range ends before P starts or starts after P ends.

   mo_promote_decide says whether the copy is worth it and correct to
   make: every access of P runs every iteration (so the register's
   value is P's on every path), one of them before the exit test (so
   the read before the loop reads what the first iteration reads
   anyway), a write before the exit test when P is written (so the
   write after the loop writes nothing the loop would not have
   written: no store appears on a path without one, which another
   thread could see), no call, asm, volatile or atomic access or
   statement that may throw (an exception would leave with P stale),
   every access that may overlap P has a range, at most MAX_CHECKS of
   them, and the accesses saved pay for the checks: READS + WRITES
   per iteration times the expected iterations must be at least the
   read before, the write after, and two instructions per check.  */

#include <string.h>

#include "memopt.h"

bool
mo_promote_range (long long step, long long size, struct mo_promote_range *r)
{
  if (step < -MO_PROMOTE_MAX_STEP || step > MO_PROMOTE_MAX_STEP || size < 1
      || size > MO_PROMOTE_MAX_STEP)
    return false;
  r->lo_n = step < 0 ? step : 0;
  r->hi_n = step > 0 ? step : 0;
  r->hi_add = size;
  return true;
}

bool
mo_promote_merge (struct mo_promote_range *a, long long *a_off,
		  const struct mo_promote_range *b, long long b_off)
{
  if (a->lo_n != b->lo_n || a->hi_n != b->hi_n
      || *a_off < -MO_PROMOTE_MAX_STEP || *a_off > MO_PROMOTE_MAX_STEP
      || b_off < -MO_PROMOTE_MAX_STEP || b_off > MO_PROMOTE_MAX_STEP)
    return false;
  long long lo = *a_off < b_off ? *a_off : b_off;
  long long a_end = *a_off + a->hi_add, b_end = b_off + b->hi_add;
  a->hi_add = (a_end > b_end ? a_end : b_end) - lo;
  *a_off = lo;
  return true;
}

/* Whether P's value fits in the loop's registers of its class beside
   what GCC and the locations promoted before it keep live there (the
   cost model of carried values, carry.c, rule 3): a location that does
   not is spilled, a store and a load where the loop had its accesses.  */
static bool
fits_in_registers (const struct mo_promote_loop *l)
{
  struct mo_carry_cand c;
  memset (&c, 0, sizeof c);
  c.carried[l->cls == MO_RC_FP ? MO_RC_FP : MO_RC_GPR] = 1;
  c.saved = c.saved_insns = l->loads + l->stores;
  return mo_carry_decide (l->target, l->facts, l->taken, &c)
	 != MO_CARRY_PRESSURE;
}

enum mo_promote_verdict
mo_promote_decide (const struct mo_promote_loop *l,
		   const struct mo_promote_params *p)
{
  int max_checks = p && p->max_checks > 0 ? p->max_checks : 4;
  double min_iterations = p && p->min_iterations > 0 ? p->min_iterations : 4;
  if (l->loads + l->stores == 0)
    return MO_PROMOTE_NO_ACCESS;
  if (l->barrier)
    return MO_PROMOTE_BARRIER;
  if (l->conditional)
    return MO_PROMOTE_CONDITIONAL;
  if (!l->access_before_exit)
    return MO_PROMOTE_NO_ACCESS_BEFORE_EXIT;
  if (l->stores > 0 && !l->store_before_exit)
    return MO_PROMOTE_NO_STORE_BEFORE_EXIT;
  if (l->unknown)
    return MO_PROMOTE_UNKNOWN_ACCESS;
  if (l->checks == 0)
    return MO_PROMOTE_NO_CHECK;
  if (l->checks > max_checks)
    return MO_PROMOTE_TOO_MANY_CHECKS;
  if (!(l->iterations >= min_iterations))
    return MO_PROMOTE_FEW_ITERATIONS;
  double saved = (double) (l->loads + l->stores) * l->iterations;
  double cost = 1 + (l->stores > 0) + 2.0 * l->checks;
  if (saved < cost)
    return MO_PROMOTE_NOT_WORTH;
  if (l->facts && l->target && !fits_in_registers (l))
    return MO_PROMOTE_REGISTER_PRESSURE;
  return MO_PROMOTE_YES;
}

const char *
mo_promote_verdict_name (enum mo_promote_verdict v)
{
  switch (v)
    {
    case MO_PROMOTE_YES: return "yes";
    case MO_PROMOTE_NO_ACCESS: return "no-access";
    case MO_PROMOTE_BARRIER: return "barrier";
    case MO_PROMOTE_CONDITIONAL: return "conditional";
    case MO_PROMOTE_NO_ACCESS_BEFORE_EXIT: return "no-access-before-exit";
    case MO_PROMOTE_NO_STORE_BEFORE_EXIT: return "no-store-before-exit";
    case MO_PROMOTE_UNKNOWN_ACCESS: return "unknown-access";
    case MO_PROMOTE_NO_CHECK: return "no-check";
    case MO_PROMOTE_TOO_MANY_CHECKS: return "too-many-checks";
    case MO_PROMOTE_FEW_ITERATIONS: return "few-iterations";
    case MO_PROMOTE_NOT_WORTH: return "not-worth";
    case MO_PROMOTE_REGISTER_PRESSURE: return "register-pressure";
    }
  return "?";
}
