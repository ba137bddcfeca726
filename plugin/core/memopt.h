/* memopt.h - the plain-C core of memopt: memory IR, analyses, decisions.

   Nothing in plugin/core/ includes a GCC header.  The GCC glue
   (plugin/gcc/) translates a function into the memory IR below, answers
   alias queries through a callback, and applies the decisions the core
   returns.  The fuzz targets (fuzz/) build the same IR from bytes and
   answer alias queries from a concrete model, so every algorithm here is
   checked without GCC.

   Sections:
     1. Containers and small utilities        (util.c)
     2. Options: plugin arguments              (options.c)
     3. The memory IR                          (ir.c)
     4. CFG analyses: RPO, dominators, loops   (cfg.c)
     5. The abstract heap                      (heap.c)
     6. Heap load/store elimination            (lse.c)

   Exported names carry the prefix mo_ (types) or MO_ (constants).  */

#ifndef MEMOPT_CORE_H
#define MEMOPT_CORE_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------
   1. Containers and small utilities
   ------------------------------------------------------------------ */

/* Allocation that never returns NULL: on exhaustion it prints a message
   and aborts (a compiler pass has no useful way to continue).  */
void *mo_xmalloc (size_t size);
void *mo_xcalloc (size_t n, size_t size);
void *mo_xrealloc (void *p, size_t size);

/* A growable array of ints.  */
struct mo_ivec
{
  int *v;
  int len, cap;
};
void mo_ivec_push (struct mo_ivec *a, int x);
void mo_ivec_free (struct mo_ivec *a);

/* ---------------------------------------------------------------------
   2. Options: the plugin's arguments (-fplugin-arg-memopt-KEY[=VALUE])
   ------------------------------------------------------------------ */

struct mo_options
{
  bool disable;           /* disable: run no pass at all */
  bool lse;               /* lse=on|off: heap load/store elimination */
  bool phi;               /* phi=on|off: PHI-translated loads and load PRE */
  bool dse;               /* dse=on|off: dead stores and store sinking */
  bool pairs;             /* pairs=on|off: AArch64 ldp/stp formation */
  bool pairs_aligned_only;/* pairs-aligned-only=on|off */
  bool verbose;           /* verbose: notes on stderr for every decision */
  long max_transforms;    /* max-transforms=N: apply only the first N (-1: all) */
  int max_heap;           /* max-heap=N: heap entries per block */
  int max_alias_queries;  /* max-alias-queries=N: alias queries per access */
  int max_pair_scan;      /* max-pair-scan=N: insns scanned to place a pair */
};

/* Fill OPTS with the defaults.  */
void mo_options_default (struct mo_options *opts);

/* Apply one argument KEY with VALUE (NULL when the argument had no '=').
   Returns NULL on success, or a message naming the problem (a static or
   thread-unsafe buffer; copy it before the next call).  */
const char *mo_options_apply (struct mo_options *opts, const char *key,
			      const char *value);

/* Write the help text (every argument, its default, and its meaning) to
   BUF of SIZE bytes; returns BUF.  */
const char *mo_options_help (char *buf, size_t size);

/* The comma-separated list of valid keys, for error messages.  */
const char *mo_options_keys (void);

/* ---------------------------------------------------------------------
   3. The memory IR

   A function is a CFG of blocks; block 0 is the entry.  A block holds the
   memory-relevant instructions of the real block, in order.  Everything
   the core needs to know about memory is in these few kinds:

     MO_LOAD    VAL = *LOC      reads LOC, defines the value VAL
     MO_STORE   *LOC = VAL      writes VAL to LOC
     MO_WRITE   writes unknown bytes (a call, memset, an untracked store):
                every location the alias callback does not answer NO for
                is clobbered
     MO_READ    reads memory without defining a tracked value (a call that
                reads, an aggregate copy's source, a return)
     MO_BARRIER clobbers everything and may not be moved across: volatile
                access, asm, atomic, fence, returns_twice call

   Locations and values are small ints chosen by the builder:
     - Two accesses with the same LOC (>= 0) access exactly the same bytes
       with compatible types: they MUST alias and a value stored by one
       may be returned for a load by the other without conversion.
     - Accesses with different LOCs may alias or not: ask the callback.
     - LOC < 0 means "untracked": never forwarded, never eliminated.
     - Two values with the same VAL (>= 0) are the same value.  A load's
       VAL is the fresh value it defines.  VAL < 0: an unknown value that
       equals nothing (not even another -1).

   Invariants the builder guarantees (ir.c's mo_func_check verifies them):
     1. Every block other than the entry is reachable from the entry.
     2. Pred and succ lists agree; no duplicate edges.
     3. A value used by a store is defined on every path to it (SSA).  */

enum mo_kind
{
  MO_LOAD,
  MO_STORE,
  MO_WRITE,
  MO_READ,
  MO_BARRIER
};

enum mo_alias
{
  MO_NO,
  MO_MAY,
  MO_MUST
};

/* Instruction flags.  */
#define MO_INST_KEEP     0x1u  /* never remove or replace this access */

/* Block flags.  */
#define MO_BLOCK_UNKNOWN_ENTRY 0x1u  /* entered by an abnormal or EH edge:
					nothing is known at its start */

struct mo_inst
{
  enum mo_kind kind;
  int loc;            /* location id, or -1 */
  int val;            /* value id, or -1 */
  unsigned flags;     /* MO_INST_* */
  void *origin;       /* the builder's handle (a gimple *, an rtx_insn *) */
};

struct mo_block
{
  int ninst;
  struct mo_inst *inst;
  struct mo_ivec preds, succs;
  unsigned flags;     /* MO_BLOCK_* */
  void *origin;       /* the builder's handle (a basic_block) */
};

/* The alias callback: how A and B relate when they have different LOCs
   (or when one of them is a MO_WRITE / MO_READ).  It must never answer NO
   wrongly; MAY is always safe.  A MUST answer for different LOCs is
   treated as MAY (same bytes but a value that may need conversion).  */
typedef enum mo_alias (*mo_alias_fn) (void *ctx, const struct mo_inst *a,
				      const struct mo_inst *b);

struct mo_func
{
  int nblock;
  struct mo_block *blocks;
  mo_alias_fn alias;
  void *alias_ctx;
  int nloc;           /* locations are 0 .. nloc-1 */
  int nval;           /* values are 0 .. nval-1 */
};

/* Build a function of NBLOCK empty blocks.  */
struct mo_func *mo_func_new (int nblock);
void mo_func_free (struct mo_func *f);
void mo_func_edge (struct mo_func *f, int from, int to);
/* Append an instruction to block B; returns its index in the block.  */
int mo_func_add (struct mo_func *f, int b, enum mo_kind kind, int loc,
		 int val, unsigned flags, void *origin);

/* Check the invariants above.  Returns NULL when they hold, else a
   message describing the first violation.  */
const char *mo_func_check (const struct mo_func *f);

/* Print F in a stable text form (the dump format of the core).  */
void mo_func_print (const struct mo_func *f, void *file /* FILE * */);

/* ---------------------------------------------------------------------
   4. CFG analyses
   ------------------------------------------------------------------ */

struct mo_loop
{
  int header;
  int parent;          /* enclosing loop index, or -1 */
  int depth;           /* 1 for outermost loops */
  struct mo_ivec entry_preds;  /* preds of the header from outside */
  struct mo_ivec latches;      /* preds of the header from inside */
};

struct mo_cfg
{
  int nblock;
  int *rpo;            /* blocks in reverse post order (reachable only) */
  int *rpo_index;      /* block -> position in rpo, -1 if unreachable */
  int *idom;           /* immediate dominator, -1 for the entry */
  int *loop_of;        /* innermost reducible loop containing the block,
			  or -1 */
  int *irreducible;    /* 1 if the block is in an irreducible region */
  int nloop;
  struct mo_loop *loops;
};

void mo_cfg_compute (const struct mo_func *f, struct mo_cfg *cfg);
void mo_cfg_free (struct mo_cfg *cfg);
/* True when block A dominates block B.  */
bool mo_cfg_dominates (const struct mo_cfg *cfg, int a, int b);

/* ---------------------------------------------------------------------
   5./6. Heap load/store elimination

   mo_lse walks F and returns the decisions.  Every subset of the returned
   decisions is a correct transformation on its own (a replaced load's
   result stays defined as a copy of the value; a removed store was
   redundant), which is what lets max-transforms bisect them.
   ------------------------------------------------------------------ */

enum mo_action
{
  MO_REPLACE_LOAD,       /* load's result := VAL (value known at the load) */
  MO_REMOVE_STORE,       /* the store writes the value already there */
  MO_LOOP_INVARIANT_LOAD /* load in a loop := VAL loaded before the loop */
};

struct mo_decision
{
  enum mo_action action;
  int block, index;      /* the instruction acted on */
  int val;               /* the replacement value (loads) */
};

struct mo_decisions
{
  int len, cap;
  struct mo_decision *v;
};

struct mo_lse_limits
{
  int max_heap;          /* heap entries kept per block */
  int max_alias_queries; /* alias queries per access; past it, MAY */
};

struct mo_lse_stats
{
  long alias_queries;
  long heap_merges;
  int loops, loop_candidates;
};

/* Require: F satisfies mo_func_check.  Fills OUT (which must be zeroed)
   with the decisions in RPO order of the instructions they act on.
   STATS may be NULL.  */
void mo_lse (const struct mo_func *f, const struct mo_lse_limits *limits,
	     struct mo_decisions *out, struct mo_lse_stats *stats);

void mo_decisions_free (struct mo_decisions *d);

#ifdef __cplusplus
}
#endif

#endif /* MEMOPT_CORE_H */
