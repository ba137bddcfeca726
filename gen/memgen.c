/* memgen.c - memgen, a generator of self-checking C programs full of the memory
   shapes memopt transforms (memopt issue 9).

     build/memgen --seed N        one program on stdout, a function of N
     build/memgen --bytes FILE    the choices read from FILE's bytes (for
                                  AFL++: every byte string is a program)

   Why.  Csmith's programs seldom contain what memopt's passes transform
   (about 4 remarks per program, see verify/README.md): its safe-math
   wrappers and global structure leave no redundant load that GCC's own
   FRE/PRE/DSE do not already remove, and it has no malloc, strings,
   floating point or function pointers.  memgen draws functions from a
   weighted list of shapes (the SHAPES table below), each a small pattern
   that memopt's passes transform (a load after a diamond, a loop-invariant
   load behind a conditional exit, a store of the value memory already
   holds, a store dead on every path, a partially dead store, a chain of
   consecutive loads or stores of one mode for ldp/stp, va_arg, stores
   around calls GCC summarises (not noipa), PHI translation with
   offsets, ...) with
   random fields, types, operators and constants.  Before / after, e.g.:

       NOFRE u32 f3 (struct S *p, struct S *q, ..., u32 c)
       {
         u32 t = (u32) p->b;              u32 t = (u32) p->b;
         if (c & 4u) q->c = ...;          if (c & 4u) q->c = ...;
         else fa[3] = ...;                else fa[3] = ...;
         return t ^ (u32) p->b;     =>    return t ^ t;     (memopt-lse)
       }

   No blind spots (issue 19): a rule a pass relies on needs a shape that
   breaks when the rule is wrong, and a value the wrong transformation
   changes must reach the output: the function's result (which folds in
   the locals it touched, escaped ones included) or the final checksum
   (every global and malloc'ed object).  The shapes for that:
     call-uses     stores around calls of helpers GCC summarises (not
                   noipa): read by the call, maybe written by it, an
                   escaped local read between its stores;
     plain-calls   the same with more locations (pointer arguments,
                   globals, a global struct's field, a local that
                   mg_stash lets escape) and calls: a reader on the path
                   that overwrites only (not sinkable), a conditional
                   writer then an overwrite (dead) or a reload (not
                   forwarded), a writer then a reload, loads around a
                   reader; break=dse-call removes the stores they read;
     phi-offsets   loads through pointer and index PHIs at constant and
                   variable offsets that each arm knows, the offset-0
                   element among them (break=phi-offset drops the offset);
     sink-across   a store, then a store through a pointer that may be the
                   same location (mg_sel) or a call that may write it,
                   then a diamond that overwrites it on one arm (sinking)
                   or stores it on both (merging) (break=alias);
     rare-reload   a loop bound read at the bottom of every iteration,
                   below a switch, and clobbered only on a rare path above
                   it by byte stores that may land in it (q may be p):
                   load PRE reloads it after that path (break=alias
                   keeps the stale bound);
     lazy-loop     fields of p read under a condition in a do-while loop
                   after a byte store through q before it, and in half of
                   them a rare byte store through q inside it: memopt-phi
                   loads them lazily, once per run of the loop (break=alias
                   carries a stale field past the store inside);
     bytes-over    an int, u32 or long stored, bytes of it read or written
                   through unsigned char or a union's b[], the wide object
                   reloaded or stored again (break=alias); a byte read
                   where the wide value is known is extracted from it
                   (load-extracted; break=part-order);
     switch-load   an interpreter loop switching on a loaded opcode whose
                   arms store to it, through q or ib (which may be the
                   same object), across a helper call, or re-read it,
                   then a scan whose last byte is compared again after
                   it: memopt-reread reads that byte once (the switch's
                   two reads stay on x86-64: its range check folds the
                   first, rtl-reread.cc);
     const-branches  sibling branches storing DV/FV of scaled values,
                   float and double, some calling a helper, some in a
                   loop: memopt-hoist-const reads each constant once where
                   the branches meet (x86-64);
     promote-buffer  zstd's RAND_buffer: a loop that reads a state word
                   through a pointer, updates it, writes it back and stores
                   bytes of it to a buffer (byte by byte, 2 or 4 bytes by
                   memcpy, unsigned shorts; upwards or from the end), called
                   with a disjoint buffer and with buffers in a union with
                   the state that end just before it, end at its first
                   byte, cover it, start at its last byte or just after it:
                   memopt-promote keeps the state in a register in the copy
                   a range check selects (break=promote-range, ranges
                   without the access's size, takes the buffer ending at
                   the first byte to miss it);
     leaf-calls    a small static leaf helper loading and storing through
                   its struct and int pointers, called three or four times
                   on p, q, ia, ib (which may be the same objects) between
                   reloads and stores of the fields it touches:
                   memopt-inline marks it inline, GCC inlines the calls,
                   and LSE and DSE then see its accesses beside the
                   caller's; sometimes a call, a loop or noinline in it
                   (no hint, the calls stay);
     perf-block, perf-stencil, perf-matrix  (shapes-perf.c, for
                   memopt-verify run --perf) short loops of 4-16
                   iterations over a block of float, double or u32 through
                   a pointer that advances each iteration, where iteration
                   i + K reads what iteration i wrote (the column pass of
                   a block transform, butterflies, stencils, a row times a
                   small matrix), coefficients live across the loops, a
                   const or pure call in the loop: memopt-phi's carried
                   values and lazy loads where they cost more than they
                   save (carry-cost=off makes them; the cost model must
                   refuse them), memopt-promote's versioned loops; the
                   kernel runs enough times that a regression in it is
                   well over 10,000 events.

   GCC's own passes would remove most of these before memopt runs, so a
   function is marked NOFRE with probability 3/4 (four of phi-offsets'
   six forms always: at -O2 GCC's PRE takes their loads): an optimize attribute
   that switches off FRE, PRE, code hoisting, DOM, DSE, cselim and sink
   in it (the reference, the control and the plugin builds compile the
   same source, so the comparison stays fair; the other functions test
   memopt behind GCC's full pipeline).  NOFRE includes noipa, which keeps
   the function itself whole, but the calls it makes still use their
   callees' IPA summaries.  Where the pointers point is decided at
   run time by reads of a volatile array (mg_sel) the compiler cannot see:
   P and Q may be the same struct, IA and IB the same array, so a wrong
   "no alias" answer changes the output.

   Freedom from undefined behaviour, by construction:
     * integer arithmetic is done in unsigned types (u32, u64: wrapping);
       values go to signed fields by conversion (GCC: modulo), shifts are
       by constants below the width, no division;
     * every loop runs at most 16 times (n = c & 15; promote-buffer's
       loops over the bytes of its 128-byte union: 128), every index is a
       constant or masked to the array's size (the helpers mask theirs
       to the objects the shapes pass them);
     * all data is initialised (mg_init) before use; pointers always
       point to live objects of their type; overlapping copies use a
       local temporary; an object is only read with the type it was last
       written with (or its signed or unsigned variant), except through
       unsigned char and unions; bytes are written through unsigned char
       only into declared objects of integer type (gi, gu, gs's integer
       fields, gun, promote-buffer's local union and buffers), never
       into floats or malloc'ed memory, so every object keeps its
       declared type and a valid value; other stores that may land in
       another object's bytes are memcpy's, or unsigned shorts over
       unsigned shorts only (promote-buffer: GCC may take a store of
       another type not to alias, rightly); a local that
       escapes (mg_stash) is unhooked (mg_esc = gi) before its function
       returns;
     * floating point is deterministic whatever the level: the initial
       values are 0 or in [1/4, 17], every stored float or double is
       OLD * 0.5 + OTHER * 0.25 + SMALL + 1 with OLD, OTHER in [0, 1024]
       and SMALL in [0, 255] (so again in [1, 1024]), and the only
       products are by powers of two (of values 0 or >= 1/4): no
       overflow, NaN or subnormal, every product is exact, so contracting
       them into FMAs (GCC's default -ffp-contract=fast) gives the same
       bits; comparisons and conversions to u32 are of such values;
   and the output does not depend on padding or pointer values: the final
   checksum (mg_hash_all) reads every object field by field (floats as
   bit patterns), never the padding, never an address.  It depends on
   the byte order (bytes-over): both targets are little-endian.

   The program prints one line per call (the function's result) and the
   checksum of all state at the end, so a difference names the function.
   Exit status 0.

   The files: memgen.c (this: the shapes' table, the program, the command
   line), choice.c (the choices and the output), prelude.c (the fixed
   part of every program), expr.c (fields, expressions, diamonds, a
   function's opening), shapes-lse.c, shapes-dse.c, shapes-calls.c,
   shapes-phi.c, shapes-pairs.c, shapes-bytes.c, shapes-reread.c,
   shapes-hoist.c, shapes-promote.c, shapes-inline.c (the shapes, by
   the pass they are for), shapes-perf.c (the shapes of run --perf),
   shapes-index.c (opt-in shapes: --shape must name them);
   memgen.h declares what they share.  */

#define _GNU_SOURCE
#include "memgen.h"

#include <stdlib.h>
#include <string.h>

struct shape
{
  const char *name;
  void (*gen) (unsigned id);
  unsigned weight;
};

static const struct shape shapes[] = {
  { "load-after-diamond", shape_load_after_diamond, 12 },
  { "store-then-load", shape_store_then_load, 10 },
  { "loop-invariant", shape_loop_invariant, 10 },
  { "redundant-store", shape_redundant_store, 14 },
  { "type-change", shape_type_change, 2 },
  { "dead-store", shape_dead_store, 8 },
  { "calls", shape_calls, 6 },
  { "pointer-phi", shape_pointer_phi, 6 },
  { "recurrence", shape_recurrence, 5 },
  { "pairs", shape_pairs, 14 },
  { "va-arg", shape_va_arg, 4 },
  { "bytes", shape_bytes, 8 },
  { "call-uses", shape_call_uses, 6 },
  { "plain-calls", shape_plain_calls, 6 },
  { "phi-offsets", shape_phi_offsets, 8 },
  { "sink-across", shape_sink_across, 5 },
  { "bytes-over", shape_bytes_over, 5 },
  { "rare-reload", shape_rare_reload, 4 },
  { "writeback-narrow", shape_writeback_narrow, 6 },
  { "lazy-loop", shape_lazy_loop, 4 },
  { "switch-load", shape_switch_load, 4 },
  { "const-branches", shape_const_branches, 4 },
  { "promote-buffer", shape_promote_buffer, 4 },
  { "leaf-calls", shape_leaf_calls, 4 },
  { "perf-block", shape_perf_block, 4 },
  { "perf-stencil", shape_perf_stencil, 3 },
  { "perf-matrix", shape_perf_matrix, 2 },
  { "index-phi-pre", shape_index_phi_pre, 4 },
  { "tbaa-index", shape_tbaa_index, 4 },
};
#define N_SHAPES (sizeof shapes / sizeof shapes[0])

/* --shape NAME (repeatable) restricts the draw to the shapes named.  */
static int only[N_SHAPES], have_only;

/* Shapes drawn only when --shape names them: a shape added after
   programs were recorded (corpora, campaigns, measurements) must leave
   every seed's program as it was, which a new weight in the draw would
   not.  */
static const char *const opt_in[] = { "index-phi-pre", "tbaa-index" };

static int
opt_in_p (size_t i)
{
  for (size_t k = 0; k < sizeof opt_in / sizeof opt_in[0]; k++)
    if (strcmp (shapes[i].name, opt_in[k]) == 0)
      return 1;
  return 0;
}

static unsigned
shape_weight (size_t i)
{
  if (have_only ? !only[i] : opt_in_p (i))
    return 0;
  return shapes[i].weight;
}

static const struct shape *
pick_shape (void)
{
  unsigned total = 0;
  for (size_t i = 0; i < N_SHAPES; i++)
    total += shape_weight (i);
  unsigned r = pick (total);
  for (size_t i = 0; i < N_SHAPES; i++)
    {
      if (r < shape_weight (i))
        return &shapes[i];
      r -= shape_weight (i);
    }
  return &shapes[0];
}

/* ------------------------------------------------------------------ */
/* The program.                                                       */

/* Arguments for a call: pointers chosen from the volatile selector so
   that aliasing is decided at run time.  */
static void
call (unsigned id, unsigned round)
{
  unsigned s1 = pick (8), s2 = pick (8);
  const char *pbase = chance (1, 3) ? "mg_heap" : "gs";
  emit ("  r = f%u (&%s[mg_sel[%u] & 3u], &%s[mg_sel[%u] & 3u], "
        "gi + (mg_sel[%u] & 1u), gi + (mg_sel[%u] & 1u), gl, gf, gd, "
        "%uu + mg_sel[%u] * %uu);\n",
        id, pbase, s1, pbase, s2, pick (8), pick (8), pick (1000),
        pick (8), round + 1);
  emit ("  mg_mix (r);\n  printf (\"f%u %%08x\\n\", r);\n", id);
}

static unsigned nfun;

static void
generate (void)
{
  emit ("/* Generated by memgen (memopt's gen/memgen.c).  */\n");
  emit ("%s", prelude);
  emit ("%s", prelude_calls);
  emit ("%s", prelude_plain);
  emit ("volatile u32 mg_sel[8] = {");
  for (int i = 0; i < 8; i++)
    emit (" %uu,", pick (4));
  emit (" };\n");
  nfun = 40 + pick (40);
  for (unsigned i = 0; i < nfun; i++)
    {
      const struct shape *s = pick_shape ();
      emit ("\n/* shape %s */", s->name);
      s->gen (i);
    }
  emit ("\nint\nmain (void)\n{\n  u32 r;\n  mg_init ();\n");
  for (unsigned round = 0; round < 3; round++)
    for (unsigned i = 0; i < nfun; i++)
      call (i, round);
  emit ("  mg_hash_all ();\n  printf (\"checksum %%016llx\\n\", mg_ck);\n"
        "  free (mg_heap);\n  free (mg_raw);\n  return 0;\n}\n");
}

static void
usage (const char *why)
{
  fprintf (stderr, "memgen: %s\n"
           "usage: memgen (--seed N | --bytes FILE) [--shape NAME]...\n"
           "  writes one self-checking C program to stdout; --bytes - reads "
           "stdin;\n  --shape restricts the shapes to those named:", why);
  for (size_t i = 0; i < N_SHAPES; i++)
    fprintf (stderr, " %s", shapes[i].name);
  fputc ('\n', stderr);
  exit (2);
}

int
main (int argc, char **argv)
{
  static unsigned char buf[1 << 16];
  int have_source = 0;
  for (int i = 1; i < argc; i += 2)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      if (!v)
        usage ("an option wants a value");
      if (strcmp (a, "--seed") == 0)
        {
          char *end;
          unsigned long long s = strtoull (v, &end, 0);
          if (!*v || *end)
            usage ("--seed wants a number");
          choice_seed (s);
          have_source = 1;
        }
      else if (strcmp (a, "--bytes") == 0)
        {
          FILE *f = strcmp (v, "-") ? fopen (v, "rb") : stdin;
          if (!f)
            {
              perror (v);
              return 2;
            }
          size_t len = fread (buf, 1, sizeof buf, f);
          if (f != stdin)
            fclose (f);
          choice_bytes (buf, len);
          have_source = 1;
        }
      else if (strcmp (a, "--shape") == 0)
        {
          size_t k = 0;
          while (k < N_SHAPES && strcmp (shapes[k].name, v) != 0)
            k++;
          if (k == N_SHAPES)
            usage ("unknown shape");
          only[k] = have_only = 1;
        }
      else
        usage ("unknown option");
    }
  if (!have_source)
    usage ("--seed or --bytes is required");
  emit_to (stdout);
  generate ();
  return fflush (stdout) == 0 ? 0 : 1;
}
