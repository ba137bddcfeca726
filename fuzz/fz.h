/* fz.h - the fuzz framework: a small program model richer than the memory
   IR, and everything the fuzz targets share.

   The core's memory IR (plugin/core/memopt.h) has no arithmetic, so it
   cannot be run.  A fuzz target therefore works on a *program*: a CFG of
   up to FZ_MAXBLOCK blocks whose statements compute integer values,
   pointers into FZ_NOBJ small objects, loads and stores of 1, 2, 4 or 8
   bytes, calls that write or read some objects, volatile accesses and
   fences, PHIs, and outputs.  From a program the framework derives

     - the mo_func the core sees (lower.c), with an alias callback backed
       by a sound abstract pointer analysis (oracle.c);
     - concrete behaviour: the reference interpreter (interp.c) runs the
       program on an input vector and returns the outputs, the final
       memory and how it stopped (returned, trapped, ran out of steps).

   The flow of every target (target.c; fuzz-lse.c is the smallest):

     bytes --decode.c--> program --lower.c--> mo_func --core--> decisions
       program --apply.c(decisions, subset)--> program'
       interp(program) == interp(program') on every input vector, or abort

   Sections:
     1. The program model                       (decode.c builds it)
     2. Graph facts: dominators, cycles, RPO    (graph.c)
     3. The reference interpreter              (interp.c)
     4. The alias oracle and its checking mode  (oracle.c)
     5. Lowering to the memory IR               (lower.c)
     6. Applying decisions                      (apply.c; build.c for
	 the targets that insert code)
     7. PHI translation: callbacks and applying (lower.c, oracle.c,
	apply-phi.c; the target fuzz-phi.c)
     8. Dead stores, sinking, merging: callbacks and applying
	(apply-dse.c; the target fuzz-dse.c)
     9. The steps every CFG target shares: preparing an input, the
	differential steps, the subsets tried  (differ.c)
    10. The shape of a target: decode, pass, check, reference, compare
	(target.c; every fuzz-*.c fills in a struct fz_target)
    11. Printing a program (for findings)       (print.c)
    12. Pair formation: a one-block machine model (pairs-model.c,
	pairs-interp.c, pairs-deps.c; the target fuzz-pairs.c)

   Every function either returns an answer or aborts through fz_fail with
   a one-line message that starts with "fuzz: " and a category in
   capitals (MISMATCH, DECISION, SSA, CONTRACT, ORACLE, LOWERING,
   INTERNAL): that line is what a finding is named after.  */

#ifndef FUZZ_FZ_H
#define FUZZ_FZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "memopt.h"

/* ---------------------------------------------------------------------
   1. The program model
   ------------------------------------------------------------------ */

#define FZ_NOBJ 4            /* objects; each is FZ_OBJSIZE bytes */
#define FZ_OBJSIZE 32
#define FZ_MEMSIZE (FZ_NOBJ * FZ_OBJSIZE)
#define FZ_MAXBLOCK 16
#define FZ_MAXBODY 64        /* body statements decoded from bytes */
#define FZ_MAXSTMT 128       /* body + prologue + PHIs */
#define FZ_MAXREG FZ_MAXSTMT
#define FZ_NIN 8             /* inputs per input vector */
#define FZ_NRUN 2            /* input vectors each program is run on */
#define FZ_MAXSTEPS 600      /* statements + terminators per run */
#define FZ_MAXOUT 16         /* outputs kept verbatim; the rest hashed */
#define FZ_MAXLOC (2 * FZ_MAXSTMT) /* location ids: lowered + translated */

enum fz_op
{
  FZ_CONST,    /* dst = imm (truncated to width) */
  FZ_INPUT,    /* dst = in[aux] */
  FZ_ARITH,    /* dst = a <aux> b, truncated to width */
  FZ_LOAD,     /* dst = *(width *)(a + off) */
  FZ_STORE,    /* *(width *)(a + off) = b */
  FZ_ADDR,     /* pointer dst = &object[aux] + off */
  FZ_PADD,     /* pointer dst = a + (b & off), offset wraps at FZ_OBJSIZE */
  FZ_PSEL,     /* pointer dst = (b & 1) ? a : c */
  FZ_CALL,     /* an opaque call that rewrites the objects in mask aux */
  FZ_CALLREAD, /* an opaque call that reads the objects in mask aux and
		  outputs a hash of them */
  FZ_FENCE,    /* asm volatile ("..." ::: "memory"): may write any memory;
		  an MO_BARRIER */
  FZ_OUT,      /* output a */
  FZ_PHI,      /* dst = phi (phi[i] for the block's pred i) */
  FZ_COPY,     /* dst = a: what a replaced load becomes */
  FZ_NOP,      /* what a removed store becomes */
  FZ_EXTRACT   /* dst = a >> (8 * off), truncated to width: what a load
		  of a part of a known wider value becomes (memory is
		  little-endian) */
};

enum fz_arith
{
  FZ_ADD, FZ_SUB, FZ_XOR, FZ_AND, FZ_MUL, FZ_LT, FZ_EQ, FZ_SHR, FZ_NARITH
};

/* Statement flags.  */
#define FZ_VOLATILE  0x1u   /* volatile access: an MO_BARRIER */
#define FZ_KEEP      0x2u   /* the IR instruction gets MO_INST_KEEP */
#define FZ_UNTRACKED 0x4u   /* the IR instruction gets loc -1 */
#define FZ_OPAQUE    0x8u   /* a store whose IR val is -1 */
#define FZ_FLOAT     0x10u  /* an access of a floating type of its width
			       (else an integer type; 1-byte integer
			       accesses are "char" and may alias anything) */

struct fz_stmt
{
  enum fz_op op;
  int dst;             /* register defined, or -1 */
  int a, b, c;         /* operand registers, or -1 */
  int width;           /* value / access bytes: 1, 2, 4 or 8 */
  int off;             /* access: constant offset; ADDR: offset;
			  PADD: mask */
  int aux;             /* ADDR: object; CALL*: object mask; INPUT: index;
			  ARITH: enum fz_arith */
  uint64_t imm;
  unsigned flags;      /* FZ_* statement flags */
  int8_t phi[FZ_MAXBLOCK]; /* PHI operands, one per pred (registers fit:
			  a statement is 64 bytes instead of 112, and
			  the apply steps copy programs statement by
			  statement, several times an input) */
};
_Static_assert (FZ_MAXREG <= 128, "PHI operands are int8_t");

enum fz_term { FZ_RET, FZ_GOTO, FZ_BR };

struct fz_block
{
  int first, n;              /* statements first .. first+n-1 */
  enum fz_term term;
  int cond;                  /* FZ_BR: value register, (cond & 1) ? succ[0]
				: succ[1] */
  int nsucc, succ[2];
  int npred, pred[FZ_MAXBLOCK];
  unsigned mo_flags;         /* MO_BLOCK_* for the IR */
};

struct fz_reg
{
  bool ptr;                  /* a pointer (else an integer value) */
  int width;                 /* values: 1, 2, 4 or 8 bytes */
  int block, stmt;           /* where it is defined */
};

struct fz_prog
{
  int nblock;
  struct fz_block blocks[FZ_MAXBLOCK];
  int nstmt;
  struct fz_stmt stmts[FZ_MAXSTMT];
  int nreg;
  struct fz_reg regs[FZ_MAXREG];
  uint64_t in[FZ_NRUN][FZ_NIN];   /* the input vectors */
  uint8_t mem_seed[FZ_NRUN];      /* initial memory of each run */
  struct mo_lse_params limits;    /* what the core is given */
  bool strict_locs;               /* lower.c: see "Location ids" there */
  bool tbaa;                      /* the oracle may answer MO_NO_BY_TYPE
				     (oracle.c); runs that break the
				     effective-type rules are not compared */
  /* Graph facts (graph.c), filled by the decoder.  */
  uint32_t dom[FZ_MAXBLOCK];      /* bit d set: d dominates the block */
  uint32_t cyclic;                /* bit b set: b lies on a cycle */
  int rpo[FZ_MAXBLOCK];
};

/* The effective type of an access (C11 6.5p6): 0 for "char" (a 1-byte
   integer access, which may alias anything), else 1 + size * 2 + float.  */
static inline uint8_t
fz_access_type (const struct fz_stmt *st)
{
  if (st->width == 1 && !(st->flags & FZ_FLOAT))
    return 0;
  return (uint8_t) (1 + st->width * 2 + ((st->flags & FZ_FLOAT) ? 1 : 0));
}

/* Decode SIZE bytes into P.  Every byte string gives a valid program:
   all blocks reachable, SSA (every operand defined on every path to its
   use).  */
void fz_decode (struct fz_prog *p, const uint8_t *data, size_t size);

/* The limits byte's meaning is shared with the seed writer.  */
void fz_default_limits (struct mo_lse_params *l);
/* The plugin's defaults (mo_options_default, made once: three times an
   input, it was a hundredth of the libFuzzer build's work).  */
const struct mo_options *fz_default_options (void);

/* ---------------------------------------------------------------------
   2. Graph facts
   ------------------------------------------------------------------ */

/* Compute P's preds (from succs), dominators, cycles and RPO.  */
void fz_graph (struct fz_prog *p);
static inline bool
fz_dominates (const struct fz_prog *p, int a, int b)
{
  return (p->dom[b] >> a) & 1u;
}
/* True when statement index S (in block SB) can use register R: R is
   defined on every path to S, that is its definition is earlier in SB
   or in a block that strictly dominates SB.  A PHI's operands are
   checked by the caller at the end of the pred.  (Inline: the SSA check
   of every program fuzz-phi makes calls it for every use; inlined, that
   check runs 22 % fewer instructions.)  */
static inline bool
fz_reg_available (const struct fz_prog *p, int r, int sb, int s)
{
  const struct fz_reg *reg = &p->regs[r];
  if (reg->block == sb)
    return reg->stmt < s;
  return fz_dominates (p, reg->block, sb);
}

/* ---------------------------------------------------------------------
   3. The reference interpreter
   ------------------------------------------------------------------ */

enum fz_status { FZ_RETURNED, FZ_TRAPPED, FZ_OUT_OF_STEPS, FZ_UNDEFINED };

struct fz_result
{
  enum fz_status status;
  int steps;
  int where;                 /* statement that trapped / used an undefined
				register, else -1 */
  int nout;
  uint64_t out[FZ_MAXOUT];
  uint64_t outhash;
  uint8_t mem[FZ_MEMSIZE];
  int claim_where;           /* first statement whose claim failed, or -1 */
  uint64_t claimed, actual;  /* what the claim said, what the load read or
				the memory held */
  int type_ub;               /* first load that read bytes of another
				effective type (interp.c), or -1 */
};

/* What every memory statement touched in one run, for the oracle's
   checking mode.  */
struct fz_trace
{
  uint64_t bytes[FZ_MAXSTMT][FZ_MEMSIZE / 64]; /* union of bytes touched */
  int start[FZ_MAXSTMT], size[FZ_MAXSTMT];     /* first access, -1: none */
  bool varies[FZ_MAXSTMT];     /* a later access touched other bytes */
};

/* Claims checked while running: CLAIMS[s] >= 0 for a load s says "the
   value loaded equals register CLAIMS[s], which is defined" (what
   MO_LSE_REPLACE_LOAD and MO_LSE_LOOP_INVARIANT_LOAD assert); FZ_CLAIM_SAME for a
   store says "memory already holds the value stored" (MO_LSE_REMOVE_STORE);
   FZ_CLAIM_NONE: nothing.  FZ_CLAIM_DEAD for a store says "no load, no
   CALLREAD and, when the run returns, not the caller reads a byte while
   this store is its last writer" (MO_DSE_DEAD); a failure records the
   store in claim_where, the reader in CLAIMED (-1: the caller) and the
   byte's address in ACTUAL.  */
#define FZ_CLAIM_NONE (-1)
#define FZ_CLAIM_SAME (-2)
#define FZ_CLAIM_DEAD (-3)
/* FZ_CLAIM_EXTRACT (R, BYTE) for a load says "the value loaded is
   register R's value from byte BYTE up" (its bits 8 * BYTE and above,
   truncated to the load's width: MO_LSE_EXTRACT_LOAD).  */
#define FZ_CLAIM_EXTRACT(r, byte) (FZ_MAXREG * (1 + (byte)) + (r))
#define FZ_CLAIM_EXTRACT_REG(c) ((c) % FZ_MAXREG)
#define FZ_CLAIM_EXTRACT_BYTE(c) ((c) / FZ_MAXREG - 1)
/* FZ_CLAIM_LAZY (R, FLAG) for a load says "where register FLAG (defined)
   is odd, the value loaded equals register R's" (a lazy decision of
   mo_phi: where its flag is false, the load is still performed).  */
#define FZ_CLAIM_LAZY(r, flag) (-4 - ((flag) * FZ_MAXREG + (r)))
#define FZ_CLAIM_LAZY_P(c) ((c) <= -4)
#define FZ_CLAIM_LAZY_REG(c) ((-4 - (c)) % FZ_MAXREG)
#define FZ_CLAIM_LAZY_FLAG(c) ((-4 - (c)) / FZ_MAXREG)

/* Run P on input vector RUN.  TRACE and CLAIMS may be NULL; the first
   claim that does not hold is recorded in RES (the run goes on).  */
void fz_run (const struct fz_prog *p, int run, struct fz_result *res,
	     struct fz_trace *trace, const int *claims);
/* NULL when A and B are the same behaviour, else what differs.  */
/* True when the final memories of A and B are the same, compared by
   words (a memcmp call is AddressSanitizer's interceptor in the
   libFuzzer build, which checks both ranges first: half a percent of
   fuzz-phi's time from the comparisons of every run's memory).  */
static inline bool
fz_same_mem (const struct fz_result *a, const struct fz_result *b)
{
  uint64_t diff = 0;
  for (int k = 0; k < FZ_MEMSIZE; k += 8)
    {
      uint64_t x, y;
      memcpy (&x, a->mem + k, 8);
      memcpy (&y, b->mem + k, 8);
      diff |= x ^ y;
    }
  return diff == 0;
}
const char *fz_result_diff (const struct fz_result *a,
			    const struct fz_result *b);

/* ---------------------------------------------------------------------
   4. The alias oracle
   ------------------------------------------------------------------ */

/* What the oracle knows about a pointer register: the objects it may
   point into and, when it is the same on every execution, its offset.  */
struct fz_absptr
{
  unsigned objs;             /* bit o: may point into object o */
  int off;                   /* FZ_OFF_ANY, or the known offset */
};
#define FZ_OFF_ANY (-1)

/* Every query the core made, with the oracle's true answer, for the
   checking mode.  */
#define FZ_MAXQUERY 4096
struct fz_query
{
  const struct fz_stmt *a, *b;   /* NULL: a return (reads everything) */
  enum mo_alias answer;
};

/* A location's identity (lower.c): kind 0, object X at offset Y (the
   same bytes everywhere); kind 1, pointer register X plus Y.  TYPE is
   size * 2 + float.  */
struct fz_lockey
{
  int kind, x, y, type;
};

struct fz_oracle
{
  const struct fz_prog *prog;
  /* Location ids (lower.c): ids 0 .. nlowered-1 are the IR's, the rest
     were added by fz_phi_translate.  REP[id] is an access of the
     location for the alias questions about it: a statement of the
     program, or (translated ids) FAKE[id], a load through the translated
     pointer register that is in no program.  */
  int nloc, nlowered;
  struct fz_lockey key[FZ_MAXLOC];
  const struct fz_stmt *rep[FZ_MAXLOC];
  struct fz_stmt fake[FZ_MAXLOC];
  struct fz_absptr ptr[FZ_MAXREG];
  int loc[FZ_MAXSTMT];       /* each statement's IR loc (lower.c), or -1 */
  bool loc_per_iteration[FZ_MAXSTMT]; /* the loc is "the same SSA pointer",
				 defined on a cycle (lower.c) */
  int nquery;
  long queries_total;
  struct fz_query log[FZ_MAXQUERY];
  bool broken;               /* answer NO where the truth is MAY */
};

/* Analyse P's pointers.  */
void fz_oracle_init (struct fz_oracle *o, const struct fz_prog *p);
/* The alias callback given to the core (CTX is a struct fz_oracle).  */
enum mo_alias fz_oracle_alias (void *ctx, const struct mo_inst *a,
			       const struct mo_inst *b);
/* The answer for two statements (NULL: a return).  */
enum mo_alias fz_oracle_answer (const struct fz_oracle *o,
				const struct fz_stmt *a,
				const struct fz_stmt *b);
/* How statement A (NULL: a return) relates to location LOC, answered
   for LOC's representative; logged for the checking mode when the
   representative is a statement of the program.  */
enum mo_alias fz_oracle_loc_answer (struct fz_oracle *o,
				    const struct fz_stmt *a, int loc);
/* Checking mode: abort when a logged answer contradicts TRACE.  The core
   asks about a location through one representative access (memopt.h), so
   an answer is checked against every access of the statements' locs.  */
void fz_oracle_check (const struct fz_oracle *o, const struct fz_trace *t);

/* ---------------------------------------------------------------------
   5. Lowering to the memory IR
   ------------------------------------------------------------------ */

/* Build the mo_func of P; alias queries go to O.  A statement's IR
   instruction has origin = the statement.  A return's MO_READ has origin
   NULL.  */
struct mo_func *fz_lower (const struct fz_prog *p, struct fz_oracle *o);
/* When IR location NARROW is a part of IR location WIDE (struct mo_part:
   the same object or pointer register, NARROW's bytes inside WIDE's,
   both integer accesses): the byte of WIDE's value NARROW starts at
   (memory is little-endian); else -1.  fz_lower records every such pair
   as a part.  */
int fz_part_byte (const struct fz_oracle *o, int narrow, int wide);
/* Checking mode for the lowering: every location's accesses touched the
   same bytes in TRACE (except per-iteration locations, see lower.c).  */
void fz_lower_check (const struct fz_prog *p, const struct fz_oracle *o,
		     const struct fz_trace *t);

/* "fuzz: INTERNAL" unless F's preds are P's, in the same order (a
   target whose decisions name preds by position needs it: node
   arguments follow the IR's order, PHI operands the program's).  */
void fz_check_pred_order (const struct fz_prog *p, const struct mo_func *f);

/* ---------------------------------------------------------------------
   6. Applying decisions
   ------------------------------------------------------------------ */

/* Check that D respects the contract in memopt.h for F (the right kind of
   instruction, not KEEP, tracked, a value the IR knows, at most one
   decision per instruction); abort otherwise.  */
void fz_check_decisions (const struct fz_prog *p, const struct mo_func *f,
			 const struct fz_oracle *o,
			 const struct mo_lse_decisions *d);
/* KNOWN[FZ_MAXREG] := for each value, whether some instruction of F has
   it as its val (a decision may name only those).  */
void fz_known_values (const struct mo_func *f, bool *known);
#define FZ_SUBSET_WORDS (FZ_MAXSTMT / 64 + 1)

/* OUT := P with the decisions of D whose bit is set in the SUBSET mask
   (index i: bit i % 64 of SUBSET[i / 64]) applied.  Aborts when the
   result uses a value before its definition.  */
void fz_apply (struct fz_prog *out, const struct fz_prog *p,
	       const struct mo_func *f, const struct fz_oracle *o,
	       const struct mo_lse_decisions *d, const uint64_t *subset);

/* A program under construction (build.c), for an apply step that
   inserts statements or blocks: statements in a pool (the program's
   keep their indices), each block a list of pool indices.  */
struct fz_build
{
  int nblock;
  struct fz_block blocks[FZ_MAXBLOCK];  /* first and n: see LIST, LEN */
  int list[FZ_MAXBLOCK][FZ_MAXSTMT], len[FZ_MAXBLOCK];
  int nphi[FZ_MAXBLOCK];     /* the PHIs at the start of each list */
  int npool;
  struct fz_stmt pool[FZ_MAXSTMT];
  int origin[FZ_MAXSTMT];    /* pool statement -> the program's, or -1 */
  int nreg;
  struct fz_reg regs[FZ_MAXREG];
};

/* W := P, nothing inserted yet.  */
void fz_build_init (struct fz_build *w, const struct fz_prog *p);
/* A new pool statement at position AT (0 .. LEN[B]) of block B's list:
   a NOP with no registers and width 8, origin -1; returns its pool
   index.  The caller checks there is room.  */
int fz_build_add (struct fz_build *w, int b, int at);
/* A new register (a value of WIDTH bytes, or a pointer) defined in
   BLOCK; returns it.  The caller checks there is room.  */
int fz_build_new_reg (struct fz_build *w, bool ptr, int width, int block);
/* OUT := P with W's blocks, statements (each block's list, in order) and
   registers, each register's definition and the graph facts recomputed;
   POOL_OF[s] := the pool index of OUT's statement s.  The SSA check is
   the caller's.  */
void fz_build_finish (struct fz_prog *out, int *pool_of,
		      const struct fz_build *w, const struct fz_prog *p);
/* TO[0..N) := FROM[0..N), field by field (a loop of struct copies is
   a memcpy call, in the libFuzzer build AddressSanitizer's
   interceptor).  */
void fz_copy_regs (struct fz_reg *to, const struct fz_reg *from, int n);
/* OUT's blocks, graph facts, inputs, limits and modes, and its numbers
   of statements and registers := P's (not the statements and registers
   themselves).  */
void fz_prog_copy_head (struct fz_prog *out, const struct fz_prog *p);

/* ---------------------------------------------------------------------
   7. PHI translation (fuzz-phi.c): the callbacks of mo_phi (memopt.h
       section 9) for fuzz programs, and applying its decisions
   ------------------------------------------------------------------ */

/* The location of an access of TYPE (size * 2 + float) at offset OFF
   through pointer register R, keyed as lower.c keys the program's
   accesses; a key no access has gets a new id whose representative is a
   load through R (the table is then full: -1).  -1 when strict_locs
   forbids a key for R.  */
int fz_loc_through (struct fz_oracle *o, int r, int off, int type);
/* mo_phi_translate_fn for CTX = the struct fz_oracle of the program.  */
int fz_phi_translate (void *ctx, int loc, int block, int pred);
/* mo_phi_alias_fn for CTX = the struct fz_oracle of the program.  */
enum mo_alias fz_phi_alias (void *ctx, const struct mo_inst *a,
			    const struct mo_inst *b);
/* mo_phi_insert_fn for CTX = the struct fz_oracle of the program.  */
bool fz_phi_can_insert (void *ctx, int loc, int pred, int block);
/* The profile answer for a load above its block (mo_phi_colder_fn): a
   hash of the three blocks and the program's limits byte, so both
   answers are fuzzed.  */
bool fz_phi_colder (void *ctx, int pred, int block, int load_block);

struct fz_phi_applied
{
  int origin[FZ_MAXSTMT];    /* new statement -> the program's, or -1 */
  bool added[FZ_MAXSTMT];    /* added by the decisions (a NOP in the
				padded twin) */
  bool inserted[FZ_MAXSTMT]; /* a load placed on an edge */
  bool above[FZ_MAXSTMT];    /* ... into a join above its load's block */
  bool replaced[FZ_MAXSTMT]; /* a decision's load that the transformed
				program replaces by a copy of CLAIM */
  int claim[FZ_MAXSTMT];     /* a decision's load: the register replacing
				it (or, lazy, FZ_CLAIM_LAZY), else
				FZ_CLAIM_NONE */
  int applied, skipped;      /* decisions of the subset (skipped: no room
				in the model's arrays) */
};

/* Check that D respects memopt.h section 9 for F ("fuzz: CONTRACT").  */
void fz_check_phi_decisions (const struct fz_prog *p, const struct mo_func *f,
			     const struct fz_oracle *o,
			     const struct mo_phi_decisions *d);
/* The three programs of a subset of decisions.  None has had its SSA
   check (fz_check_ssa).
   OUT := the checked program: P with the decisions of D in SUBSET
   applied (PHIs, a load on an edge), each decision's load kept and
   claiming the value that replaces it (INFO->claim).  */
void fz_phi_apply (struct fz_prog *out, struct fz_phi_applied *info,
		   const struct fz_prog *p, const struct mo_func *f,
		   const struct fz_oracle *o,
		   const struct mo_phi_decisions *d, const uint64_t *subset);
/* OUT := the padded twin of CHECKED, the program the last fz_phi_apply
   built (INFO: its facts): the same blocks and statement indices, every
   statement the decisions added a NOP, the loads kept; the original's
   behaviour, step for step as the transformed program's.  */
void fz_phi_padded (struct fz_prog *out, const struct fz_prog *checked,
		    const struct fz_phi_applied *info);
/* The checked program P (INFO: its facts) becomes the transformed
   program: each decision's load a copy of its value (a lazy decision's
   load stays).  */
void fz_phi_transform (struct fz_prog *p, const struct fz_phi_applied *info);

/* The SSA check of a rebuilt program (apply-phi.c): every register a
   statement or a branch uses is defined on every path to it, a PHI's
   operand at the end of its pred; "fuzz: SSA" (printing P) otherwise.  */
void fz_check_ssa (const struct fz_prog *p);

/* ---------------------------------------------------------------------
   8. Dead stores, store sinking and merging (fuzz-dse.c): the callbacks
       of mo_dse (memopt.h section 8) for fuzz programs, and applying its
       decisions
   ------------------------------------------------------------------ */

/* mo_dse_fixed_fn for CTX = the struct fz_oracle of the program: the
   store's location is keyed by an object and offset (kind 0).  */
bool fz_dse_fixed (void *ctx, const struct mo_inst *store);
/* mo_dse_exit_fn: always true (fz_result_diff compares the final memory,
   so every byte is observed after the return).  */
bool fz_dse_exit_may_read (void *ctx, int block, const struct mo_inst *store);
/* mo_dse_kill_fn: I is a store (volatile, untracked or of another type
   too) that writes every byte of STORE's on every execution: through the
   same pointer register, or both at known offsets of one object; in TBAA
   mode not a char store when STORE is typed (it keeps their type).  */
bool fz_dse_kills (void *ctx, const struct mo_inst *i,
		   const struct mo_inst *store);

/* Check that D respects memopt.h section 8 and dse.c's promises for F
   ("fuzz: CONTRACT").  */
void fz_check_dse_decisions (const struct fz_prog *p, const struct mo_func *f,
			     const struct mo_dse_decisions *d);

/* What fz_dse_apply builds: the transformed program, or its padded twin
   (the same blocks and statement indices, the new statements NOPs and the
   stores kept: the original's behaviour, step for step as the
   transformed program's).  */
enum fz_dse_mode { FZ_DSE_XFORM, FZ_DSE_PADDED };

struct fz_dse_applied
{
  int origin[FZ_MAXSTMT];    /* new statement -> the program's, or -1 */
  bool moved[FZ_MAXSTMT];    /* a store an applied decision removes (in the
				twin: still there) */
  int applied, skipped;      /* decisions of the subset (skipped: no room
				in the model's arrays, or no address for a
				merged store at the join) */
};

/* OUT := P with the decisions of D in SUBSET applied as MODE says (DEAD:
   the store a NOP; SINK: a NOP, and a copy at the start of the target
   after its PHIs; MERGE: both NOPs, a PHI of the two values and a store
   of it at the start of the join); "fuzz: SSA" when the result uses a
   register where it is not defined on every path.  */
void fz_dse_apply (struct fz_prog *out, struct fz_dse_applied *info,
		   const struct fz_prog *p, const struct mo_func *f,
		   const struct fz_oracle *o,
		   const struct mo_dse_decisions *d, const uint64_t *subset,
		   enum fz_dse_mode mode);

/* ---------------------------------------------------------------------
   9. The steps every CFG target shares (the flow: target.c)
   ------------------------------------------------------------------ */

/* Step 1 of every CFG target: decode SIZE bytes of DATA into P, analyse
   its pointers into O (answering NO where the truth is MAY when BROKEN:
   the self-test's variant), lower P into *FUNC and abort with "fuzz:
   LOWERING" when mo_func_check rejects it.  From here a finding prints P
   and then calls CONTEXT (fz_fail_hook), which may print *FUNC: it is set
   before the check (NULL until the lowering).  The caller frees *FUNC.  */
void fz_prepare (struct fz_prog *p, struct fz_oracle *o, struct mo_func **func,
		 bool broken, void (*context) (void), const uint8_t *data,
		 size_t size);
/* True when FUZZ_PRINT is set in the environment: print every input's
   case, not only a finding's (read once).  */
bool fz_show_wanted (void);
/* Print P to stdout, then the target's context (fz_fail_hook, when set)
   to stderr, as a finding would.  */
void fz_show_case (const struct fz_prog *p);
/* "fuzz: CONTRACT" when COUNTED, the alias queries the pass's stats
   count, differs from the number the callback of O answered.  */
void fz_check_query_count (const struct fz_oracle *o, long counted);

/* Run P on every input vector into REF[FZ_NRUN], checking CLAIMS (may be
   NULL; "fuzz: DECISION"; in TBAA mode not on a run that breaks the
   effective-type rules), then O's answers and P's locations against the
   trace (kept in TRACE).  */
void fz_reference (const struct fz_prog *p, const struct fz_oracle *o,
		   const int *claims, struct fz_result *ref,
		   struct fz_trace *trace);
/* Run XFORM on every input vector; abort with "fuzz: MISMATCH" (naming
   WHAT was applied) when a result differs from REF.  */
void fz_compare (const struct fz_prog *xform, const struct fz_result *ref,
		 const char *what);
/* What a target that inserts code may relax when comparing a run (every
   member may be NULL: the plain comparison).  R is the reference run
   (the padded twin's), RES the transformed program's.  */
struct fz_compare_rules
{
  /* True: do not run nor compare this run (its behaviour is undefined
     for the pass's contract).  */
  bool (*skip) (const struct fz_result *r);
  /* NULL when RES counts as R's behaviour, else what differs; may change
     RES (e.g. the memory nothing observes).  Default: fz_result_diff.  */
  const char *(*diff) (const struct fz_result *r, struct fz_result *res);
  /* True: RES may break the effective-type rules where R does not.  */
  bool (*types_excused) (const struct fz_result *r,
			 const struct fz_result *res);
};
/* fz_compare under RULES (NULL: none).  */
void fz_compare_with (const struct fz_prog *xform, const struct fz_result *ref,
		      const char *what, const struct fz_compare_rules *rules);
/* The padded twin PADDED (ORIGIN: each of its statements' index in the
   original, or -1) must behave as the original did in REF, but for step
   counts and statement indices: status, outputs, memory, the statement
   that trapped ("fuzz: INTERNAL": a bug of the target's apply).  PREF :=
   its results, the reference for the transformed program.  */
void fz_check_padded (const struct fz_prog *padded, const int *origin,
		      const struct fz_result *ref, struct fz_result *pref);
/* "fuzz: INTERNAL" unless XFORM (APPLIED decisions) has the layout of its
   twin PADDED (PADDED_APPLIED): the same decisions, as many statements.  */
void fz_check_twin_layout (const struct fz_prog *xform, int applied,
			   const struct fz_prog *padded, int padded_applied);

#define FZ_NSUBSET 2         /* random subsets tried besides "all" */
/* Nothing when N is 0.  Else SUBSET := all N decisions, TRY_SUBSET ("all
   decisions"), AFTER_ALL () (may be NULL), then for up to FZ_NSUBSET
   random subsets (none when N is 1), drawn from a hash of the SIZE bytes
   of DATA, each proper, non-empty and different from the others:
   SUBSET := it, TRY_SUBSET ("decisions subset 0x..."), which applies
   SUBSET and compares.  */
void fz_try_subsets (uint64_t *subset, int n, const uint8_t *data,
		     size_t size, void (*try_subset) (const char *what),
		     void (*after_all) (void));
/* SUBSET[FZ_SUBSET_WORDS] := the first N decisions.  */
void fz_subset_all (uint64_t *subset, int n);
/* A seed for fz_subset_random from the input bytes.  */
uint64_t fz_subset_seed (const uint8_t *data, size_t size);
/* SUBSET := random bits drawn from SEED (advanced).  */
void fz_subset_random (uint64_t *subset, uint64_t *seed);

/* ---------------------------------------------------------------------
   10. The shape of a target (target.c)
   ------------------------------------------------------------------ */

/* What a target fills in; fz_target_run calls the members in this order
   for every input.  Members marked "may be NULL" are skipped when they
   are.  */
struct fz_target
{
  const char *pass_name;     /* "mo_lse": names the pass in findings */
  /* The input's bytes -> the target's program and IR (for the CFG
     targets, fz_prepare); sets fz_fail_prog and fz_fail_hook.  */
  void (*decode) (const uint8_t *data, size_t size);
  /* Run the pass once; the number of decisions it made.  */
  int (*pass) (void);
  /* FUZZ_PRINT: print the case (may be NULL).  */
  void (*show) (void);
  /* The decisions and the pass's stats against its contract ("fuzz:
     CONTRACT"; may be NULL).  */
  void (*check) (void);
  /* Run the pass again on the same IR: true when it decided exactly
     the same (may be NULL: no such check).  */
  bool (*decides_the_same) (void);
  int again_every;           /* 0 or 1: every input; N: one input in N */
  /* Run the original program; keep the reference results and check the
     decisions' claims (may be NULL).  */
  void (*reference) (void);
  /* Apply the decisions in SUBSET and compare with the reference
     (fz_try_subsets' TRY_SUBSET).  */
  void (*apply_and_compare) (const char *what);
  uint64_t *subset;          /* FZ_SUBSET_WORDS words, the target's */
  /* True: APPLY_AND_COMPARE is called once, for all decisions, even when
     there are none (a target that applies while its pass runs, as
     fuzz-pairs.c, tries its own variations there); false: all
     decisions, then FZ_NSUBSET random subsets (fz_try_subsets).  */
  bool all_only;
  /* FUZZ_PRINT: after all decisions were applied (may be NULL).  */
  void (*after_all) (void);
  /* Free what decode and pass allocated (may be NULL).  */
  void (*release) (void);
};

/* Run DATA through T's steps (decode, pass, show, check, decides the
   same, reference, apply and compare on all decisions and on random
   subsets, release).  Returns 0, as LLVMFuzzerTestOneInput does; a
   finding aborts through fz_fail.  */
int fz_target_run (const struct fz_target *t, const uint8_t *data,
		   size_t size);

/* ---------------------------------------------------------------------
   11. Printing
   ------------------------------------------------------------------ */

void fz_print (const struct fz_prog *p, void *file /* FILE * */);
/* "--- memory IR" and F (nothing when F is NULL), for a target's
   context.  */
void fz_print_ir (const struct mo_func *f, void *file /* FILE * */);
const char *fz_op_name (enum fz_op op);

/* Abort with "fuzz: CATEGORY: message" on stderr.  Printing the program
   first (when fz_fail_prog is set) makes every finding readable.  */
extern const struct fz_prog *fz_fail_prog;
extern void (*fz_fail_hook) (void);   /* prints more context, or NULL */
void fz_fail (const char *category, const char *fmt, ...)
  __attribute__ ((noreturn, format (printf, 2, 3)));
/* Test-only: when the environment names a file in FUZZ_CRASH_ON, an input
   that begins with that file's bytes is a finding ("fuzz: SELFTEST"): a
   target that fails on fixed inputs, for fuzz/runner-test.sh.  Every
   target calls it first; without the variable it costs one test per
   input.  */
void fz_selftest_crash (const uint8_t *data, size_t size);

/* ---------------------------------------------------------------------
   12. Pair formation (fuzz-pairs.c): one basic block of a small machine
      with FZP_NREG 64-bit registers and FZP_NOBJ objects in memory
   ------------------------------------------------------------------ */

/* mo_pairs (memopt.h section 7) sees one block, not a CFG, so its target
   has its own model: a straight-line block of loads, stores, register
   arithmetic, pointer updates, calls and barriers over general
   registers, some of which hold pointers into objects (pairs-model.c
   decodes it, keeping every access in bounds by construction).  */
#define FZP_NREG 8
#define FZP_MAXINSN 32
#define FZP_MAXNODE (FZP_MAXINSN + FZP_MAXINSN / 2 + 1)
#define FZP_NOBJ 4             /* o0..o2: 64 bytes, o3: 512 (far offsets) */
#define FZP_MEMSIZE (3 * 64 + 512)
#define FZP_PTRBASE 0x100000u  /* the address of memory byte 0 */
#define FZP_MAXALIGN 64        /* every object is this aligned */
#define FZP_NRUN 2             /* initial states each block runs on */

extern const int fzp_objbase[FZP_NOBJ], fzp_objsize[FZP_NOBJ];

enum fzp_op
{
  FZP_LOAD,      /* dst = [a + off], SIZE bytes, zero- or sign-extended */
  FZP_STORE,     /* [a + off] = b (b -1: zero), SIZE bytes */
  FZP_ARITH,     /* dst = a OP b */
  FZP_MOVI,      /* dst = imm */
  FZP_ADDR,      /* dst = &o(obj) + imm */
  FZP_PADD,      /* dst = a + imm (a pointer; dst == a: a base update) */
  FZP_PVAR,      /* dst = a + (x & imm) (a pointer, imm a multiple of 8) */
  FZP_PSEL,      /* dst = x & 1 ? a : b (pointers) */
  FZP_CALL,      /* r0 = hash (r0, r1, objects RD); writes objects WR */
  FZP_BARRIER    /* MO_P_BARRIER: o0's first byte ^= 0x5a */
};

/* What the decoder knows of a pointer register (and of an access's
   address): it points into one of OBJS at an offset in [LO, HI] that is
   a multiple of ALIGN (a power of two, at most FZP_MAXALIGN).  Exact:
   the block has no branches, so only PVAR and PSEL make it a range.  */
struct fzp_ptr
{
  unsigned objs;
  int lo, hi, align;
};

struct fzp_insn
{
  enum fzp_op op;
  int dst, a, b, x;          /* registers, -1: none */
  long imm;                  /* access offset, constant, pointer step,
				PVAR mask */
  int size;                  /* accesses: 4 or 8 */
  int cls;                   /* accesses: 0 int, 1 fp, 2 sign-extended */
  int aux;                   /* ARITH: operator; ADDR: object; CALL:
				written offset */
  unsigned long long cval;   /* STORE of a constant (B == -1): the
				constant, SIZE bytes */
  unsigned rd, wr;           /* CALL: objects read / written */
  struct fzp_ptr addr;       /* accesses: where the bytes may be */
  unsigned uses, defs;       /* register masks */
};

struct fzp_block
{
  int n;
  struct fzp_insn insn[FZP_MAXINSN];
  struct mo_paccess acc[FZP_MAXINSN];   /* what the core sees */
  struct mo_pairs_params lim;
  bool weak_alias;           /* memory answers from base registers only */
  bool refusals;             /* refuse decision k when bit k % 8 of
				REFUSE is set */
  unsigned refuse;
  unsigned ptrs;             /* registers the prologue points into memory */
  int ptr_obj[FZP_NREG], ptr_off[FZP_NREG];
  uint64_t seed;             /* initial state of run 0 */
};

/* Decode SIZE bytes into B.  Every byte string gives a valid block: every
   access in bounds of every object its base may point into.  */
void fzp_decode (struct fzp_block *b, const uint8_t *data, size_t size);

/* A sequence of steps: original instructions, or pairs (both accesses at
   once: loads read both addresses, then write both destinations).  */
struct fzp_seq
{
  int len;
  int member[FZP_MAXINSN][2];    /* step -> original insns (-1: single) */
  /* Writeback (mo_writeback): 1 + the base update (PADD, dst == a)
     folded into the step's access, 0: none; the form is pre-indexed
     (R += C, then the access at R) or post-indexed (the access at R,
     then R += C), the pair's lower access at R and the higher at
     R + size, whatever the instructions' offsets said.  */
  int wb1[FZP_MAXINSN];
  bool wb_pre[FZP_MAXINSN];
  /* Merge mode (narrow stores): the pair step is one store of MVALUE
     (the core's mo_narrow_decision.value) of twice the size at the lower
     member's address, little-endian.  */
  bool merged[FZP_MAXINSN];
  unsigned long long mvalue[FZP_MAXINSN];
};

struct fzp_state
{
  uint64_t reg[FZP_NREG];
  uint8_t mem[FZP_MEMSIZE];
  int trap;                  /* the access that left its objects or was
				misaligned for its ALIGN (the run stopped
				there), -1: none */
};

/* Where each original access went in one run: memory index of its first
   byte, -1 if it did not run.  */
struct fzp_trace
{
  int at[FZP_MAXINSN];
};

/* ST := run RUN's initial state of B (registers, memory, prologue).  */
void fzp_initial (const struct fzp_block *b, int run, struct fzp_state *st);
/* Run S of B on ST; TRACE may be NULL.  An access outside the objects
   its base may point into, or at an address its ALIGN does not divide,
   stops the run (ST->trap): a bug of the model in the original block
   (the decoder promises neither happens), a miscompile in a transformed
   one.  */
void fzp_run (const struct fzp_block *b, const struct fzp_seq *s,
	      struct fzp_state *st, struct fzp_trace *trace);
/* NULL when A and B are equal, else what differs first.  */
const char *fzp_state_diff (const struct fzp_state *a,
			    const struct fzp_state *b, char *buf, size_t n);

/* The callbacks of mo_pblock (CTX: the struct fzp_deps).  CONFLICT: a
   register def/use dependence, a may-alias memory dependence, or a
   barrier.  PAIR_CONFLICT: the first's destinations read or written by
   the second, or a memory dependence.  */
struct fzp_deps
{
  const struct fzp_block *b;
  bool broken;               /* CONFLICT ignores memory dependences */
};
bool fzp_conflict (void *ctx, int a, int b);
bool fzp_pair_conflict (void *ctx, int a, int b);
/* The memory part, as the unbroken model answers it: may A (before B)
   and B touch the same bytes with one of them writing?  */
bool fzp_mem_dep (const struct fzp_block *b, int a, int c);
/* Checking mode: abort "fuzz: ORACLE" when fzp_mem_dep said no for two
   instructions whose accesses in TRACE (of the original) did overlap.  */
void fzp_check_deps (const struct fzp_block *b, const struct fzp_trace *t);

void fzp_print (const struct fzp_block *b, void *file /* FILE * */);
void fzp_print_seq (const struct fzp_block *b, const struct fzp_seq *s,
		    void *file /* FILE * */);

#endif /* FUZZ_FZ_H */
