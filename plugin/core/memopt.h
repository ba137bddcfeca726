/* memopt.h - the plain-C core of memopt: memory IR, analyses, decisions.

   Nothing in plugin/core/ includes a GCC header.  The GCC glue
   (plugin/gcc/) translates a function into the memory IR below, answers
   alias queries through a callback, and applies the decisions the core
   returns.  The fuzz targets (fuzz/) build the same IR from bytes and
   answer alias queries from a concrete model, so every algorithm here is
   checked without GCC.

   Sections:
     1. Containers and small utilities        (util.c, pool.c)
     2. Options: plugin arguments              (options.c)
     3. The memory IR                          (ir.c)
     4. CFG analyses: RPO, dominators, loops   (cfg.c)
     5. The abstract heap                      (heap.c)
     6. Heap load/store elimination            (lse.c)
     7. AArch64 load/store pair formation      (pairs.c)
     7a. Narrow constant stores merged         (pairs.c)
     7b. AArch64 writeback addressing          (writeback.c)
     8. Dead stores and store sinking          (dse.c)
     9. PHI-translated loads and load PRE      (phi.c)
    10. Memory operands read twice             (reread.c)
    11. Constants read in several branches     (hoist.c)
    12. Locations kept in registers in versioned loops (promote.c)
    13. Small leaf functions treated as declared inline (inline.c)
    14. Values carried around loops: the cost model (carry.c)

   Exported names carry the prefix mo_ (types) or MO_ (constants).

   The decisions list (lse, phi, dse, promote): every such pass NAME has
     struct mo_NAME_params     its limits (each a plugin argument with a
                               default, section 2) and callbacks
     struct mo_NAME_stats      what it counted
     struct mo_NAME_decisions  { len, cap, v }: what to change, every subset
                               of which is correct on its own
     mo_NAME (f, params, out, stats), mo_NAME_decisions_free,
     mo_NAME_decisions_print
   and asks alias questions through the one shape mo_alias_fn (section 3);
   promote's unit is one loop's accesses (struct mo_promote_desc) instead
   of F, and its alias question mo_promote_overlap_fn.  The glue runs each
   under its GIMPLE driver (plugin/gcc/gimple-pass.cc): the function's
   decisions (promote: a loop's, loop after loop), then each in order
   through the transformation counter, then applied.
   The apply-callback contract.  The RTL passes' cores (pairs, narrow,
   writeback, reread, hoist: sections 7, 7a, 7b, 10, 11) see one unit
   (a block, a chain of blocks, a dominator tree) and apply as they
   decide, since each decision changes what the next one sees:
     struct mo_NAME_params     its limits (defaults when PARAMS is NULL)
     struct mo_NAME_stats      what it counted (may be NULL; added to)
     struct mo_NAME_decision   one change, every one correct on its own
                               given the ones applied before it
     mo_NAME (unit, params, stats, apply, ctx), calling
       bool apply (void *ctx, const struct mo_NAME_decision *d)
     for each decision in order, and returning how many APPLY accepted;
     a refused decision (false) changes nothing, and the next ones are
     made on what the applied ones left.
   Questions about the unit (conflicts, registers) go through callbacks
   in the unit's description.

   The verdict (promote, inline): a per-candidate answer from a plain
   description,
     enum mo_NAME_verdict mo_NAME_decide (const struct mo_NAME_... *,
                                          const struct mo_NAME_params *)
   MO_NAME_YES or the first reason that holds, named for dumps by
   mo_NAME_verdict_name.  mo_promote asks mo_promote_decide for each
   candidate of a loop; memopt-inline's glue asks mo_inline_decide for
   each function (an IPA pass changes no code: it has no decisions list).
   Arrays grow through mo_grow (section 1).  */

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

/* Make room for NEED elements in the array V of *CAP elements of SIZE
   bytes (doubling, at least 16); returns the array, which may have
   moved.  The one growth rule of every array of the core:
     MO_GROW (d->v, d->cap, d->len + 1);  d->v[d->len++] = x;  */
void *mo_grow (void *v, int *cap, int need, size_t size);
#define MO_GROW(v, cap, need) ((v) = mo_grow ((v), &(cap), (need), sizeof *(v)))

/* A growable array of ints.  */
struct mo_ivec
{
  int *v;
  int len, cap;
};
void mo_ivec_push (struct mo_ivec *a, int x);
void mo_ivec_free (struct mo_ivec *a);

/* A pool (pool.c): pieces of memory, aligned for any object, all freed
   at once by mo_pool_free; there is no free of one piece.  A zeroed
   struct is an empty pool, and so is what mo_pool_init makes, whose
   first chunk will have FIRST bytes (0: the default; up to 32 KB,
   rounded up to a power of two: pool.c keeps chunks of those sizes for
   the next pools).  mo_pool_grow
   keeps the first OLD bytes of PIECE (NULL: none) and returns the piece
   of SIZE bytes, which may have moved, as realloc's; mo_pool_grow_array
   is mo_grow in the pool (MO_POOL_GROW (pool, d->v, d->cap, d->len + 1),
   which calls it only when the array is full, and evaluates NEED twice
   then).  */
struct mo_pool_chunk;
struct mo_pool
{
  struct mo_pool_chunk *chunk;   /* the newest chunk (each names the one
				    before), or NULL */
  size_t size, used;             /* its size and the bytes handed out */
  void *last;                    /* the piece handed out last, in it */
  size_t next;                   /* the next chunk's size (0: default) */
};
void mo_pool_init (struct mo_pool *pool, size_t first);
void *mo_pool_alloc (struct mo_pool *pool, size_t size);
void *mo_pool_calloc (struct mo_pool *pool, size_t n, size_t size);
void *mo_pool_grow (struct mo_pool *pool, void *piece, size_t old,
		    size_t size);
void *mo_pool_grow_array (struct mo_pool *pool, void *v, int *cap, int need,
			  size_t size);
#define MO_POOL_GROW(pool, v, cap, need) \
  ((need) > (cap) \
   ? (void) ((v) = mo_pool_grow_array ((pool), (v), &(cap), (need), \
				      sizeof *(v))) \
   : (void) 0)
void mo_pool_free (struct mo_pool *pool);

/* ---------------------------------------------------------------------
   2. Options: the plugin's arguments (-fplugin-arg-memopt-KEY[=VALUE])
   ------------------------------------------------------------------ */

struct mo_options
{
  bool disable;           /* disable: run no pass at all */
  bool lse;               /* lse=on|off: heap load/store elimination */
  bool phi;               /* phi=on|off: PHI-translated loads and load PRE */
  bool phi_lazy;          /* phi-lazy=on|off: lazy decisions of memopt-phi */
  bool carry_cost;        /* carry-cost=on|off: the cost model of values
			     carried around loops (section 14) */
  bool merge_cost;        /* merge-cost=on|off: memopt-dse merges stores
			     at a join only when an arm empties */
  bool dse;               /* dse=on|off: dead stores and store sinking */
  bool pairs;             /* pairs=on|off: AArch64 ldp/stp formation */
  bool pairs_aligned_only;/* pairs-aligned-only=on|off */
  bool verbose;           /* verbose: notes on stderr for every decision */
  long max_transforms;    /* max-transforms=N: apply only the first N (-1: all) */
  int max_heap;           /* max-heap=N: heap entries per block */
  int max_alias_queries;  /* max-alias-queries=N: alias queries per access */
  int max_pair_scan;      /* max-pair-scan=N: insns scanned to place a pair */
  int max_phi_blocks;     /* max-phi-blocks=N: block starts one PHI search
			     may cross */
  int max_phi_preds;      /* max-phi-preds=N: preds of a join it enters */
  int max_phi_insts;      /* max-phi-insts=N: instructions one PHI search
			     may scan */
  int max_phi_call_walk;  /* max-phi-call-walk=N: blocks walked to find the
			     calls a value would live across */
  int max_lse_loops;      /* max-lse-loops=N: enclosing loops whose
			     loop-invariant candidates an access updates */
  int max_dse_walk;       /* max-dse-walk=N: instructions and blocks one
			     store's search may examine */
  int max_dse_merge_scan; /* max-dse-merge-scan=N: instructions at the end
			     of each predecessor searched for stores to merge */
  int max_dse_merge_stores; /* max-dse-merge-stores=N: locations merged at
			     one join */
  int phi_across_calls;   /* phi-across-calls=auto|yes|no: MO_ACROSS_* */
  int check;              /* check=off|abort|report: MO_CHECK_* */
  int break_kind;         /* break=none|alias|value: MO_BREAK_* (tests) */
  bool writeback;         /* writeback=on|off: pre/post-indexed accesses
			     (memopt-pairs, after sched2) */
  bool narrow_stores;     /* narrow-stores=on|off: adjacent narrow
			     constant stores become one wider store
			     (memopt-pairs) */
  bool reread;            /* reread=on|off: a memory operand read twice
			     is read once (memopt-reread, RTL) */
  bool hoist_const;       /* hoist-const=on|off: a constant read from
			     memory in several branches is read once
			     where they meet (memopt-hoist-const, RTL) */
  bool promote;           /* promote=on|off: a location a loop reads and
			     writes is kept in a register in a copy of
			     the loop a run-time range check selects
			     (memopt-promote, GIMPLE) */
  bool leaf_inline;       /* leaf-inline=on|off: a small static leaf
			     function is treated as declared inline
			     (memopt-inline, IPA) */
  int max_reread_window;  /* max-reread-window=N: instructions from the
			     first read to the last one that reuses it */
  int max_inline_size;    /* max-inline-size=N: the largest leaf-inline
			     treats as declared inline */
  /* memopt-promote's limits (max-promote-*, min-promote-iterations):
     loops versioned per function, blocks and statements of a loop read,
     candidates per loop, locations kept in registers per copy, ranges
     checked per location, expected iterations per entry, the largest
     step and span of an access's range.  */
  int max_promote_loops, max_promote_blocks, max_promote_stmts;
  int max_promote_candidates, max_promote_locations, max_promote_checks;
  int min_promote_iterations, max_promote_step;
  /* memopt-hoist-const's limits (max-hoist-*, min-hoist-saving):
     constants per function, blocks walked back to find a call the
     register would live across, reads an inserted read must save (in
     percent of its block's count).  */
  int max_hoist_constants, max_hoist_live_walk, min_hoist_saving;
};

/* The defaults of the limits above: every search the core and the glue
   make is bounded by one of them, so each pass stays linear on huge
   functions (a search stopped by a limit answers the safe way: MAY,
   live, not replaced).  options.c gives them to the arguments; the core
   uses them for a limit of 0 in its params.  */
#define MO_DEFAULT_MAX_HEAP 64
#define MO_DEFAULT_MAX_ALIAS_QUERIES 64
#define MO_DEFAULT_MAX_PAIR_SCAN 32
#define MO_DEFAULT_MAX_REREAD_WINDOW 16
#define MO_DEFAULT_MAX_INLINE_SIZE 60
#define MO_DEFAULT_MAX_PHI_BLOCKS 16
#define MO_DEFAULT_MAX_PHI_PREDS 8
#define MO_DEFAULT_MAX_PHI_INSTS 4096
#define MO_DEFAULT_MAX_PHI_CALL_WALK 64
#define MO_DEFAULT_MAX_LSE_LOOPS 16
#define MO_DEFAULT_MAX_DSE_WALK 512
#define MO_DEFAULT_MAX_DSE_MERGE_SCAN 32
#define MO_DEFAULT_MAX_DSE_MERGE_STORES 1
/* max-dse-merge-stores is at most this (a per-join array).  */
#define MO_MAX_DSE_MERGE_STORES 64
#define MO_DEFAULT_MAX_PROMOTE_LOOPS 8
#define MO_DEFAULT_MAX_PROMOTE_BLOCKS 16
#define MO_DEFAULT_MAX_PROMOTE_STMTS 200
#define MO_DEFAULT_MAX_PROMOTE_CANDIDATES 8
#define MO_DEFAULT_MAX_PROMOTE_LOCATIONS 4
#define MO_DEFAULT_MAX_PROMOTE_CHECKS 4
#define MO_DEFAULT_MIN_PROMOTE_ITERATIONS 4
/* max-promote-step: the largest it may be, MO_PROMOTE_MAX_STEP (section
   12), is the default.  */
#define MO_DEFAULT_MAX_PROMOTE_STEP (1 << 20)
#define MO_DEFAULT_MAX_HOIST_CONSTANTS 256
#define MO_DEFAULT_MAX_HOIST_LIVE_WALK 256
/* min-hoist-saving, in percent: a read must save one read per execution
   beyond itself (mo_hoist_params' MIN_SAVING 1).  */
#define MO_DEFAULT_MIN_HOIST_SAVING 100

/* phi-across-calls=: how many values memopt-phi may keep live across one
   call.  A load replaced by a PHI of earlier values turns the load into a
   value that lives from those values to the load; across a call it needs
   a callee-saved register, or a spill (a store and a load) around the
   call, so on a target with few callee-saved registers (x86-64: 6) too
   many such values execute more memory accesses than the loads they
   remove (measured: libpng's image_pixel_init on x86-64, +9 % loads, four
   PHIs across each call).  yes: no limit; no: none; auto: no limit on a
   target with at least 8 callee-saved general registers (AArch64: 10),
   else 2 values per call, counted over the decisions applied in the
   function.  */
enum mo_across_calls { MO_ACROSS_AUTO, MO_ACROSS_YES, MO_ACROSS_NO };

/* check=: run-time checks of the transformations (plugin/gcc/check.cc).  */
enum mo_check_mode { MO_CHECK_OFF, MO_CHECK_ABORT, MO_CHECK_REPORT };

/* break=: a deliberately wrong plugin, for the self-tests of check mode
   and of the harness only.  alias: the GIMPLE passes believe no two
   accesses to different locations alias; value: a forwarded load gets the known
   value plus one (integer loads); dse-call: DSE believes calls neither
   read nor write what its stores wrote (so it sinks stores past calls
   that write them, and removes stores calls read); phi-offset: PHI translation
   drops the constant offset of an address it translates; part-order: a
   load of a part of a known wider value (load-extracted) takes the bytes
   at the other end of the value, as with the wrong byte order;
   narrow-reg: memopt-pairs merges two narrow constant stores through the
   first one's mov register even when an instruction between sets that
   register (the AArch64 -O1 bug of two Csmith miscompiles, fixed in
   980764d; memgen's writeback-narrow shape catches it);
   promote-range: memopt-promote's range checks leave out the size of
   each access (an access whose last bytes are P's first goes unseen;
   memgen's promote-buffer shape catches it).
   dse-call and phi-offset are the seeded bugs the harness's detection
   times are measured with (bench/harness: make bench-seeded).  */
enum mo_break_kind
{
  MO_BREAK_NONE,
  MO_BREAK_ALIAS,
  MO_BREAK_VALUE,
  MO_BREAK_DSE_CALL,
  MO_BREAK_PHI_OFFSET,
  MO_BREAK_PART_ORDER,
  MO_BREAK_NARROW_REG,
  MO_BREAK_PROMOTE_RANGE
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
     3. A value used by a store is defined on every path to it (SSA).
	A value is defined by at most one load; a store of a load's value
	is dominated by that load (mo_func_check checks these two).
     4. A part (struct mo_part) names two different locations < nloc.  */

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
  MO_MUST,
  /* NO only by type-based reasoning (TBAA): the bytes may overlap, but a
     program that writes one and then reads the other through its own
     type breaks the effective-type rules.  Enough to keep a known value
     for a later load; not enough to call a later store of that value
     redundant: that store may be what gives the bytes their type back
     (C11 6.5p6; GCC's value numbering looks stores up without TBAA for
     the same reason).  Code that does not know this answer must treat it
     as MAY.  */
  MO_NO_BY_TYPE
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
   treated as MAY (same bytes but a value that may need conversion).
   mo_lse passes as B the first load or store of B's location in RPO, as
   the representative of every access to it, so the answer must hold for
   the location wherever it is accessed (true of an oracle that compares
   references built from SSA names).  A NULL callback answers MAY.

   Every pass asks through this one shape.  A pass that asks about a
   location no instruction accesses (mo_phi's translated addresses)
   passes as B a probe: a MO_LOAD of that location with val -1 and origin
   NULL (mo_probe).  */
typedef enum mo_alias (*mo_alias_fn) (void *ctx, const struct mo_inst *a,
				      const struct mo_inst *b);

/* A part: every byte of location NARROW lies inside location WIDE (the
   same address, NARROW's bytes a sub-range of WIDE's), and both are
   integers whose value is exactly their bytes, so whatever value WIDE
   holds, NARROW holds a slice of it.  The builder knows the slice (byte
   offset and order); the core only uses the relation: a load of NARROW
   where WIDE's value is known becomes that slice (MO_LSE_EXTRACT_LOAD).
   Parts say nothing about aliasing: the callback still answers for
   NARROW and WIDE like for any two locations (MAY: they overlap).  */
struct mo_part
{
  int narrow, wide;
};

struct mo_func
{
  int nblock;
  struct mo_block *blocks;
  mo_alias_fn alias;
  void *alias_ctx;
  int nloc;           /* locations are 0 .. nloc-1 */
  int nval;           /* values are 0 .. nval-1 */
  int npart, cappart; /* parts, in any order, no duplicates needed */
  struct mo_part *parts;
  struct mo_pool pool; /* holds the function, its blocks, their inst,
			  preds and succs arrays and the parts: change
			  them only with mo_func_edge, mo_func_add and
			  mo_func_part */
};

/* The probe instruction for location LOC (see mo_alias_fn).  */
struct mo_inst mo_probe (int loc);

/* Build a function of NBLOCK empty blocks.  */
struct mo_func *mo_func_new (int nblock);
void mo_func_free (struct mo_func *f);
void mo_func_edge (struct mo_func *f, int from, int to);
/* Record that NARROW is a part of WIDE (struct mo_part).  */
void mo_func_part (struct mo_func *f, int narrow, int wide);
/* Append an instruction to block B; returns its index in the block.
   Raises F->nloc and F->nval to cover LOC and VAL.  */
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
  /* (both read-only: parts of the CFG's pool, which mo_cfg_free frees) */
};

/* Loops are numbered by the RPO position of their header: a loop's
   parent has a smaller number than the loop.  A block is irreducible when
   it lies on a cycle that uses no back edge (an edge u -> h with h
   dominating u); such a cycle has more than one entry.  */
struct mo_cfg
{
  int nblock;
  int nreach;          /* reachable blocks: the length of rpo */
  int *rpo;            /* blocks in reverse post order (reachable only) */
  int *rpo_index;      /* block -> position in rpo, -1 if unreachable */
  int *idom;           /* immediate dominator, -1 for the entry */
  int *dom_pre, *dom_post; /* dominator tree DFS numbers (-1: unreachable):
			  A dominates B iff pre[A] <= pre[B] and
			  post[B] <= post[A] */
  int *loop_of;        /* innermost reducible loop containing the block,
			  or -1 */
  int *irreducible;    /* 1 if the block is in an irreducible region;
			  NULL until mo_cfg_irreducible fills it */
  int nloop;
  struct mo_loop *loops;
  struct mo_pool pool; /* holds the arrays above (mo_cfg_free frees it) */
};

void mo_cfg_compute (const struct mo_func *f, struct mo_cfg *cfg);
/* Fill CFG->irreducible (CFG computed for F; no pass reads it, so
   mo_cfg_compute leaves it out).  */
void mo_cfg_irreducible (const struct mo_func *f, struct mo_cfg *cfg);
void mo_cfg_free (struct mo_cfg *cfg);
/* True when block A dominates block B.  */
bool mo_cfg_dominates (const struct mo_cfg *cfg, int a, int b);

/* ---------------------------------------------------------------------
   5. The abstract heap (heap.c)

   What is known about memory at one program point: a set of facts
   "location LOC holds value VAL", at most one per location, kept sorted
   by LOC.  The empty heap (nothing known) is always correct.  A heap holds
   at most MAX entries; when a new location does not fit, the entry with
   the oldest STAMP (ties: the smallest loc) is dropped to make room, so
   the facts learned most recently survive.  Forgetting a fact is always
   safe.
   ------------------------------------------------------------------ */

struct mo_heap_entry
{
  int loc, val;
  unsigned long stamp;   /* when the fact was recorded; larger is newer */
  bool by_type;          /* the fact survived a write only by TBAA
			    (MO_NO_BY_TYPE): good for loads, not for
			    removing a store */
};

struct mo_heap
{
  int len, cap, max;
  struct mo_heap_entry *v;
};

/* An empty heap of at most MAX entries (MAX <= 0: it never holds one).  */
void mo_heap_init (struct mo_heap *h, int max);
void mo_heap_free (struct mo_heap *h);
void mo_heap_clear (struct mo_heap *h);
/* The index of LOC's entry, or -1.  */
int mo_heap_find (const struct mo_heap *h, int loc);
/* Record LOC -> VAL (replacing LOC's entry) with STAMP.  */
void mo_heap_set (struct mo_heap *h, int loc, int val, unsigned long stamp);
/* Forget LOC; true if it was there.  */
bool mo_heap_remove (struct mo_heap *h, int loc);
/* DST := SRC (DST keeps its own MAX; if smaller, the oldest are dropped).  */
void mo_heap_copy (struct mo_heap *dst, const struct mo_heap *src);
/* DST := the entries of DST that SRC has too, same loc and same val (the
   stamp kept is the newer of the two; by_type if either has it).  */
void mo_heap_intersect (struct mo_heap *dst, const struct mo_heap *src);
/* Remove every entry for which KILL (CTX, loc, val) is true, in loc
   order; returns how many were removed.  */
typedef bool (*mo_heap_kill_fn) (void *ctx, int loc, int val);
int mo_heap_kill_if (struct mo_heap *h, mo_heap_kill_fn kill, void *ctx);

/* ---------------------------------------------------------------------
   6. Heap load/store elimination (lse.c)

   mo_lse walks F and returns the decisions.  Every subset of the returned
   decisions is a correct transformation on its own (a replaced load's
   result stays defined as a copy of the value; a removed store was
   redundant), which is what lets max-transforms bisect them.  The
   decisions-list contract (top of this file).
   ------------------------------------------------------------------ */

enum mo_lse_action
{
  MO_LSE_REPLACE_LOAD,       /* load's result := VAL (value known at the load) */
  MO_LSE_REMOVE_STORE,       /* the store writes the value already there */
  MO_LSE_LOOP_INVARIANT_LOAD, /* load in a loop := VAL loaded before the loop */
  MO_LSE_EXTRACT_LOAD    /* load of a part := its slice of VAL, the value
			    known in WIDE (struct mo_part) */
};

struct mo_lse_decision
{
  enum mo_lse_action action;
  int block, index;      /* the instruction acted on */
  int val;               /* the replacement value (loads) */
  int wide;              /* MO_LSE_EXTRACT_LOAD: the location VAL is known
			    in; else -1 */
};

struct mo_carry_loop;
struct mo_carry_target;
struct mo_carry_refusal;

struct mo_lse_decisions
{
  int len, cap;
  struct mo_lse_decision *v;
  int nrefused, caprefused;
  struct mo_carry_refusal *refused;   /* loop-invariant loads the cost
					 model refused (lse.c, step 5) */
};

struct mo_lse_params
{
  int max_heap;          /* heap entries kept per block */
  int max_alias_queries; /* alias queries per access; past it, MAY */
  int max_loops;         /* enclosing loops whose loop-invariant candidates
			    an access updates (<= 0: the default) */
  /* The cost model of carried values (section 14; lse.c, step 5): a
     loop-invariant load keeps its value live throughout the loop, which
     must fit in the loop's registers.  LOOP_FACTS NULL: no cost model.
     The callbacks are those of mo_phi_params.  */
  bool (*loop_facts) (void *ctx, int header, const int *vals, int nvals,
		      struct mo_carry_loop *out);
  int (*loc_class) (void *ctx, int loc);
  int (*load_insns) (void *ctx, int block, int index, bool carried);
  const struct mo_carry_target *target;
  void *ctx;
};

struct mo_lse_stats
{
  long alias_queries;    /* calls of F->alias */
  long heap_merges;      /* heap intersections at joins and loop entries */
  int loops, loop_candidates;
  long alias_over_limit; /* MAY answers given without asking (the limit) */
};

/* Require: F satisfies mo_func_check.  Fills OUT (which must be zeroed)
   with the decisions in RPO order of the instructions they act on.
   PARAMS NULL: the defaults.  STATS may be NULL.  */
void mo_lse (const struct mo_func *f, const struct mo_lse_params *params,
	     struct mo_lse_decisions *out, struct mo_lse_stats *stats);

void mo_lse_decisions_free (struct mo_lse_decisions *d);

/* Print the refusals of the cost model in D (mo_carry_refusals_print,
   kind "loop-invariant-load").  */
void mo_lse_refusals_print (const struct mo_lse_decisions *d, void *file);

/* Print D, one decision per line ("replace-load bb2 #1 v5",
   "remove-store bb3 #0", "loop-invariant-load bb4 #2 v3",
   "extract-load bb1 #3 v2 from L0").  */
void mo_lse_decisions_print (const struct mo_lse_decisions *d, void *file);

/* ---------------------------------------------------------------------
   7. AArch64 load/store pair formation (pairs.c)

   One basic block as a sequence of abstract instructions; the glue
   answers whether two of them must keep their order and applies the
   pairs the core chooses (the apply-callback contract, above).  See
   pairs.c for the algorithm.
   ------------------------------------------------------------------ */

enum mo_pkind
{
  MO_P_OTHER,     /* not a pair candidate; may still conflict */
  MO_P_LOAD,      /* reg = [base + offset] */
  MO_P_STORE,     /* [base + offset] = reg or zero */
  MO_P_BARRIER    /* nothing moves across it */
};

struct mo_paccess
{
  enum mo_pkind kind;
  int base;       /* base register number (loads and stores) */
  long offset;    /* byte offset from the base */
  int size;       /* access size in bytes */
  int cls;        /* only accesses of equal kind and cls pair (mode,
		     register class, extension: the glue's choice) */
  int align;      /* known alignment of the address, in bytes */
  bool need_align;/* as the lower access of a pair it must be aligned to
		     the pair's size (a tuning rule), as with aligned_only */
  bool is_const;  /* a store of the constant VALUE (mo_narrow takes only
		     these) */
  unsigned long long value;  /* its SIZE bytes, zero-extended (0: a store
				of zero) */
  bool outside_partner;  /* a pair GCC itself may form later (peephole2)
			    joins this access with one the block's model
			    does not pair it with: when the matching can
			    leave one access of a chain single at no cost,
			    it leaves this one (pairs.c, step 3) */
};

/* True when original instruction A, placed before B, must stay before it
   (a register def/use or a memory dependence between them).  Answering
   true is always safe.  */
typedef bool (*mo_pconflict_fn) (void *ctx, int a, int b);

/* Why two accesses with the shape of a pair (same kind and base, the
   higher offset one access size above the lower) did not pair.  The
   phrases of mo_prefusal_phrase () are stable: the pass's dumps and
   bench/pairs/clang-diff.sh use them.  */
enum mo_prefusal
{
  MO_PR_CLASS,          /* "different mode, extension or register class" */
  MO_PR_UNSCALED,       /* "offset not a multiple of the access size" */
  MO_PR_RANGE,          /* "offset out of the ldp/stp immediate range" */
  MO_PR_ALIGN,          /* "lower access not aligned for the pair" */
  MO_PR_BARRIER,        /* "barrier between" */
  MO_PR_TOO_FAR,        /* "more than max-pair-scan insns apart" */
  MO_PR_PAIR_CONFLICT,  /* "cannot be one instruction (registers)" */
  MO_PR_DEPENDENCE,     /* "a dependence blocks every placement" */
  MO_PR_OTHER_PARTNER,  /* "paired with another access instead" */
  MO_PR_LOST,           /* "placement lost to earlier pairs" */
  MO_PR_APPLY,          /* "refused by the glue" (it says why) */
  MO_PR_SIZE,           /* "different access sizes" */
  MO_PR_VALUE,          /* "merged constant refused by the glue" (merge
			   mode: not cheap, no register for it) */
  MO_PR_N
};

/* The stable phrase of WHY.  */
const char *mo_prefusal_phrase (enum mo_prefusal why);

/* Whether one ldp/stp of two SIZE-byte accesses reaches OFFSET, the lower
   one's: a 7-bit signed immediate scaled by SIZE (-64 * SIZE to
   63 * SIZE, a multiple of SIZE).  */
bool mo_pair_offset_ok (long offset, int size);

/* Told, after the pairs are applied, of each shape-matching couple A, B
   (original instructions, A first) of which at least one access stayed
   single, with the first reason found.  */
typedef void (*mo_prefused_fn) (void *ctx, int a, int b,
				enum mo_prefusal why);

/* mo_narrow: may stores LO and HI (original instructions, LO at the
   lower offset) become one store of VALUE, twice their size?  Answering
   false is always safe.  */
typedef bool (*mo_pmerge_fn) (void *ctx, int lo, int hi,
			      unsigned long long value);

struct mo_pblock
{
  int n;
  const struct mo_paccess *insn;
  mo_pconflict_fn conflict;
  /* True when accesses A (first) and B cannot be performed by one pair
     instruction placed where they meet (for loads: a destination of A
     read by B or equal to B's; a load pair reads both addresses before
     writing either destination, so B's destination in A's address is
     fine).  NULL: use CONFLICT.  */
  mo_pconflict_fn pair_conflict;
  void *ctx;
  /* May be NULL.  When set, the core also looks up to
     MO_P_DIAG_SCAN instructions back, across barriers, for couples it
     could not consider, to report them.  */
  mo_prefused_fn refused;
  /* mo_narrow only; may be NULL (then every VALUE may be stored).  */
  mo_pmerge_fn merge_ok;
};

#define MO_P_DIAG_SCAN 64

struct mo_pairs_params
{
  int max_scan;       /* instructions between the two accesses, at most
			 (0: MO_DEFAULT_MAX_PAIR_SCAN) */
  bool aligned_only;  /* lower access aligned to twice its size */
};

/* One pair to form.  Nodes are the original instructions 0 .. n-1 and
   then the pairs formed so far, numbered n, n+1, ... in order.  */
struct mo_pairs_decision
{
  int lo, hi;         /* original accesses at the lower / higher offset */
  int first, second;  /* their nodes in program order (originals) */
  int after;          /* the pair goes right after this node (which may
			 be FIRST itself) */
  int id;             /* the node number the pair will have */
};

/* Apply D now; return false to refuse it (the model then stays as it
   was).  */
typedef bool (*mo_pairs_apply_fn) (void *ctx,
				   const struct mo_pairs_decision *d);

struct mo_pairs_stats
{
  long candidates;           /* offset-compatible access pairs looked at */
  long formed;
  long refused;              /* APPLY said no */
  long lost_in_application;  /* placement no longer possible */
  long why[MO_PR_N];         /* couples left single, by reason (only
				counted when the block has REFUSED) */
};

/* Choose pairs in B and apply each through APPLY, in program order.
   Returns the number formed.  */
int mo_pairs (const struct mo_pblock *b, const struct mo_pairs_params *params,
	      struct mo_pairs_stats *stats, mo_pairs_apply_fn apply,
	      void *ctx);

/* ---------------------------------------------------------------------
   7a. Narrow constant stores merged (pairs.c)

   The same block and the same steps as section 7 on stores of constants
   only: two adjacent stores of one size become one store of twice the
   size ("strh wzr, [x0]; strh wzr, [x0, 2]" -> "str wzr, [x0]").  Only
   accesses with IS_CONST match, whose merged value B->MERGE_OK accepts;
   wider than 8 bytes, only two stores of zero.  The offset need not be
   in ldp/stp's range (the glue's recog judges the wider access's
   address).  See pairs.c.
   ------------------------------------------------------------------ */

struct mo_narrow_params
{
  int max_scan;       /* as mo_pairs_params */
  bool aligned_only;  /* lower store aligned to twice its size */
};

struct mo_narrow_stats
{
  long candidates;           /* adjacent constant stores looked at */
  long merged;
  long refused;              /* APPLY said no */
  long lost_in_application;  /* placement no longer possible */
};

/* One merge: the stores LO and HI (nodes as in mo_pairs_decision)
   become one store of VALUE at LO's address, placed after AFTER.  */
struct mo_narrow_decision
{
  int lo, hi, first, second, after, id;  /* as mo_pairs_decision */
  unsigned long long value;  /* the wider store's constant, little-endian
				(LO's bytes low, HI's above) */
};

typedef bool (*mo_narrow_apply_fn) (void *ctx,
				    const struct mo_narrow_decision *d);

/* Choose merges of B's constant stores and apply each through APPLY, in
   program order.  Returns the number merged.  */
int mo_narrow (const struct mo_pblock *b,
	       const struct mo_narrow_params *params,
	       struct mo_narrow_stats *stats, mo_narrow_apply_fn apply,
	       void *ctx);

/* ---------------------------------------------------------------------
   7b. AArch64 writeback addressing (writeback.c)

   One basic block after pairing: fold an add of a constant to a base
   register into the access (single or pair) just before or after it
   that uses the register as its address, giving the pre- or
   post-indexed form ("ldr x0, [x1], 8", "stp x0, x1, [sp, -16]!").
   See writeback.c.
   ------------------------------------------------------------------ */

enum mo_wkind
{
  MO_W_OTHER,     /* anything else; mentions a register or not */
  MO_W_ACCESS,    /* a load or store (or pair) at [base + offset] */
  MO_W_ADD,       /* base = base + offset, nothing else */
  MO_W_BARRIER    /* nothing moves across it */
};

struct mo_winsn
{
  enum mo_wkind kind;
  int base;         /* ACCESS: the address register; ADD: the register */
  long offset;      /* ACCESS: offset of its (lowest) address; ADD: the
		       constant added */
  int size;         /* ACCESS: bytes of one register's access */
  bool pair;        /* ACCESS: an ldp/stp (two registers) */
  bool value_is_base;  /* ACCESS: a register loaded or stored overlaps
			  BASE (writeback would be UNPREDICTABLE) */
  bool sp;          /* BASE is the stack pointer (16-byte steps only) */
};

/* Does instruction I read or write register REG (true is safe)?  */
typedef bool (*mo_wmentions_fn) (void *ctx, int i, int reg);

struct mo_wblock
{
  int n;
  const struct mo_winsn *insn;
  mo_wmentions_fn mentions;
  void *ctx;
};

struct mo_writeback_params
{
  int max_scan;     /* instructions each add looks either way
		       (0: MO_DEFAULT_MAX_PAIR_SCAN) */
};

struct mo_writeback_stats
{
  long adds;        /* adds of a constant looked at */
  long applied;
  long refused;     /* APPLY said no */
};

/* The folded instruction replaces ACCESS where it is, ADD is deleted.
   Pre-index: it accesses R + IMM (R's value before the add) and leaves
   R + IMM in R; post-index: it accesses R, then adds IMM.  */
struct mo_writeback_decision
{
  int access, add;  /* the instructions */
  bool pre;         /* pre-indexed form, else post-indexed */
  long imm;         /* the writeback immediate (the add's constant) */
};

/* Apply D now; return false to refuse it (no pattern, recog,
   max-transforms).  */
typedef bool (*mo_writeback_apply_fn) (void *ctx,
				       const struct mo_writeback_decision *d);

/* Is IMM a writeback immediate of access A (single: 9-bit signed
   unscaled; pair: 7-bit signed scaled by the size; sp: a multiple of
   16)?  */
bool mo_wb_imm_ok (const struct mo_winsn *a, long imm);

/* Choose writeback folds in B and apply each through APPLY, adds in
   program order; returns the number applied.  */
int mo_writeback (const struct mo_wblock *b,
		  const struct mo_writeback_params *params,
		  struct mo_writeback_stats *stats,
		  mo_writeback_apply_fn apply, void *ctx);

/* ---------------------------------------------------------------------
   8. Dead stores, store sinking and merging (dse.c)

   mo_dse finds stores whose value no later instruction may read before
   the location is overwritten (dead), and stores that are dead on every
   path but those through one successor of their block (sunk there).
   Every subset of the decisions is correct on its own (dse.c).  The
   decisions-list contract (top of this file).
   ------------------------------------------------------------------ */

/* True when the address of STORE is the same wherever it is evaluated
   (no SSA names in it: a declaration at a constant offset), so that the
   search may follow a loop's back edge.  NULL: never.  */
typedef bool (*mo_dse_fixed_fn) (void *ctx, const struct mo_inst *store);

/* True when STORE's location may be observed after the function leaves
   through BLOCK, a block without successors, other than by the reads of
   its instructions (e.g. a global after a noreturn call, where the caller
   or an atexit handler may look).  NULL: always true.  */
typedef bool (*mo_dse_exit_fn) (void *ctx, int block,
				const struct mo_inst *store);

/* True when instruction I, which is not a store to STORE's location
   (a write, a barrier such as the end of a variable's lifetime, a store
   to another location id), overwrites every byte STORE writes whenever
   it runs, and reads none of them.  NULL: never.
   With type-based alias answers (MO_NO_BY_TYPE), it must also leave the
   bytes' effective type as STORE would have: a char store, which keeps
   their type, kills only a char store (else a later load of STORE's type
   would read bytes of an older type).  A store to STORE's own location id
   always kills, so the glue must not give one id to a char and a typed
   reference.  */
typedef bool (*mo_dse_kill_fn) (void *ctx, const struct mo_inst *i,
				const struct mo_inst *store);

struct mo_dse_params
{
  int max_walk;          /* instructions and blocks one store's search may
			    examine; past it the store is live (<= 0: the
			    default, as for the three below) */
  int max_alias_queries; /* alias queries per store; past it, MAY */
  int max_merge_scan;    /* instructions at the end of each predecessor
			    searched for stores to merge */
  int max_merge_stores;  /* locations merged at one join (at most
			    MO_MAX_DSE_MERGE_STORES); with merge_empties_arm
			    a join that takes more is not merged */
  bool sink;             /* also decide MO_DSE_SINK */
  bool merge;            /* also decide MO_DSE_MERGE */
  bool merge_empties_arm;/* merge at a join only when every memory
			    instruction of one arm is merged (the arm
			    empties; else the merge saves nothing) */
  mo_dse_fixed_fn fixed;
  mo_dse_exit_fn exit_may_read;
  mo_dse_kill_fn kills;
  void *ctx;             /* for FIXED, EXIT_MAY_READ and KILLS */
};

enum mo_dse_action
{
  MO_DSE_DEAD,           /* remove the store */
  MO_DSE_SINK,           /* remove it and store the same value to the same
			    location at the start of block TARGET */
  MO_DSE_MERGE           /* remove it and the store BLOCK2 #INDEX2 (same
			    location, the other predecessor of TARGET) and
			    store a PHI of their values at TARGET's start */
};

struct mo_dse_decision
{
  enum mo_dse_action action;
  int block, index;      /* the store */
  int target;            /* MO_DSE_SINK, MO_DSE_MERGE: the block */
  int block2, index2;    /* MO_DSE_MERGE: the other store */
};

struct mo_dse_decisions
{
  int len, cap;
  struct mo_dse_decision *v;
};

struct mo_dse_stats
{
  long stores;           /* stores examined */
  long dead, sunk, merged;
  long merge_refused;    /* joins whose merges were refused: no arm
			    empties (merge_empties_arm) */
  long merge_too_many;   /* joins not merged: more locations than
			    max_merge_stores (merge_empties_arm) */
  long alias_queries;
  long alias_over_limit; /* MAY answers given without asking */
  long walk_over_limit;  /* searches stopped by max_walk */
};

/* Require: F satisfies mo_func_check.  Fills OUT (which must be zeroed)
   with the decisions in RPO order of the stores.  STATS may be NULL.  */
void mo_dse (const struct mo_func *f, const struct mo_dse_params *params,
	     struct mo_dse_decisions *out, struct mo_dse_stats *stats);

void mo_dse_decisions_free (struct mo_dse_decisions *d);

/* Print D, one decision per line ("dead-store bb2 #1",
   "sink-store bb1 #0 to bb3", "merge-stores bb1 #0 bb2 #3 at bb3").  */
void mo_dse_decisions_print (const struct mo_dse_decisions *d, void *file);

/* ---------------------------------------------------------------------
   9. PHI-translated loads and load PRE (phi.c)

   mo_phi finds, for a load whose value is not known in its own block,
   the value at the translated address at the end of each predecessor
   (through further blocks and joins, translating the address across
   every block boundary it crosses), and decides to replace the load by a
   PHI of those values; with one predecessor missing the value, by a PHI
   that takes a new load on that edge, or on an edge into a join above
   the load's block where that load cannot trap and runs less often.
   With lazy set, a load in a loop whose value is known everywhere but on
   the loop's entry edges is kept only for the first time it runs in each
   entry of the loop (a lazy decision: phi.c, step 5).
   Every subset of the decisions is correct on its own (phi.c).  The
   decisions-list contract (top of this file).
   ------------------------------------------------------------------ */

/* Translate location LOC, whose address is valid at the start of BLOCK,
   into predecessor PRED: substitute every name the address uses that
   BLOCK defines (a PHI by its argument from PRED; anything else the
   builder cannot express fails).  Returns the location id of the address
   as evaluated at the end of PRED (LOC itself when BLOCK defines none of
   its names; a new id >= F->nloc for an address no instruction uses), or
   -1 when the address cannot be translated.  Same id: same bytes, same
   type, as for the ids of memopt.h section 3.  */
typedef int (*mo_phi_translate_fn) (void *ctx, int loc, int block, int pred);


/* True when a load of LOC may be placed on the edge PRED -> BLOCK: the
   address can be computed there and the edge can take a statement (it is
   not abnormal; a critical edge is split by the builder).  */
typedef bool (*mo_phi_insert_fn) (void *ctx, int loc, int pred, int block);

/* True when the edge PRED -> BLOCK runs at most half as often as block
   LOAD_BLOCK (the builder's profile estimate; false when it does not
   know).  Only the insertion above the load's block asks: that load runs
   on paths that may never reach the load it serves.  */
typedef bool (*mo_phi_colder_fn) (void *ctx, int pred, int block,
				  int load_block);

struct mo_phi_params
{
  int max_blocks;        /* block starts one load's search may cross */
  int max_preds;         /* predecessors of a join it translates into */
  int max_insts;         /* instructions it may scan */
  int max_alias_queries; /* alias queries per load; past it, MAY */
  bool insert;           /* partial redundancy: a load on one edge */
  mo_phi_translate_fn translate;
  mo_alias_fn alias;     /* how instruction A relates to location B->loc
			    (B a probe, mo_probe: the location may be
			    new); A's own location differs, or A is a
			    write.  Must never answer NO wrongly.  */
  mo_phi_insert_fn can_insert;  /* NULL: never insert */
  mo_phi_colder_fn colder;      /* NULL: never insert above the load's
				   block (nor decide lazily) */
  bool lazy;             /* also decide lazy decisions (phi.c, step 5) */
  int min_lazy_group;    /* lazy decisions of one block that share their
			    test: at least this many, or none (<= 0: 2) */
  /* The cost model of carried values (section 14; phi.c, step 6):
     a decision whose values travel around a loop is kept only when
     mo_carry_decide says yes for every loop they travel around.
     LOOP_FACTS NULL: no cost model (every decision kept).  */
  bool (*loop_facts) (void *ctx, int header, const int *vals, int nvals,
		      struct mo_carry_loop *out);
  int (*loc_class) (void *ctx, int loc);  /* enum mo_regclass; NULL: gpr */
  /* The instructions removing the load at INDEX of BLOCK saves: 1, or 0
     when the target folds it into its one user (an x86-64 memory
     operand, a zero-extending load whose widening stays) or, CARRIED
     (its own value goes around the loop), when a use would destroy the
     register (x86-64's two-operand arithmetic: a copy replaces the
     load).  NULL: 1.  */
  int (*load_insns) (void *ctx, int block, int index, bool carried);
  /* The moves per iteration that keeping VAL (computed in a loop, and
     entering the loop's header along a latch in place of the load at
     INDEX of BLOCK) live into the next iteration costs: one when VAL is
     computed before a use of the load's value (the two need registers
     of their own: the chain rotates by a move), one more when a use
     overwrites VAL's register (two-operand arithmetic).  NULL: 0.  */
  int (*carry_moves) (void *ctx, int val, int block, int index);
  const struct mo_carry_target *target;   /* required with loop_facts */
  void *ctx;
};

enum mo_phi_opkind
{
  MO_PHI_VAL,            /* an existing value id */
  MO_PHI_NODE,           /* the result of another PHI of this decision */
  MO_PHI_LOAD,           /* a new load of location ID on this argument's
			    edge, insert_pred -> insert_block (only as
			    the argument for insert_pred of a node at
			    insert_block) */
  MO_PHI_NONE            /* no value on this edge (lazy decisions only,
			    on an edge entering the load's loop): the
			    node's value is unknown there, and so false
			    the decision's flag */
};

struct mo_phi_operand
{
  enum mo_phi_opkind kind;
  int id;
};

/* A PHI to create at the start of BLOCK: one argument per predecessor, in
   the order of BLOCK's preds.  */
struct mo_phi_node
{
  int block;
  int nargs;
  struct mo_phi_operand *args;
};

struct mo_phi_decision
{
  int block, index;      /* the load */
  struct mo_phi_operand value;  /* what replaces it: a VAL; NODE 0; or a
				   LOAD (the new load on the edge from
				   insert_pred, when every other pred of the
				   load's block is a latch it dominates: the
				   load was invariant in its loop) */
  int nnodes;
  struct mo_phi_node *nodes;    /* node 0 is the PHI that replaces the
				   load: at the load's block, or at a block
				   above it when the search passed single
				   predecessors first */
  int insert_pred;       /* the pred whose edge gets a new load, or -1 */
  int insert_block;      /* the block that edge enters: the load's own
			    block, or a join above it (phi.c, step 3) */
  int insert_loc;        /* its location */
  /* Lazy decisions (lazy_group >= 0).  The nodes have MO_PHI_NONE
     arguments; the flag of a node is a PHI of the same shape over
     booleans: false for NONE, true for VAL and LOAD, the flag of a
     NODE.  Where the flag of VALUE is true, VALUE is what the load
     reads; where it is false, the load must still be performed.  A VAL
     argument equal to the load's own value means the load's result
     (the value after it, whichever way it was obtained).  Decisions of
     one group are in one block, have flags of the same shape (one test
     serves them all), and nothing but loads and stores lies between the
     first of them and any other, so all of the group's loads may be
     performed together where its first one is.  */
  int lazy_group;        /* -1: not lazy; else the index in the decisions
			    of the group's first decision */
};

struct mo_phi_decisions
{
  int len, cap;
  struct mo_phi_decision *v;
  int nrefused, caprefused;
  struct mo_carry_refusal *refused;   /* the cost model's (step 6) */
  struct mo_pool pool;   /* holds V, REFUSED and every decision's nodes
			    and their args */
};

struct mo_phi_stats
{
  long loads;            /* loads examined */
  long full, partial, single;  /* decisions by kind (single: one value) */
  long above;            /* partial ones inserting above the load's block */
  long lazy, lazy_groups;/* lazy decisions, and their groups */
  long carry_refused;    /* decisions the cost model refused */
  long translations;     /* calls of TRANSLATE */
  long alias_queries;
  long over_limit;       /* searches stopped by a limit */
};

/* Require: F satisfies mo_func_check; P->translate and P->alias are set.
   Fills OUT (zeroed) with the decisions in RPO order of the loads.
   STATS may be NULL.  */
void mo_phi (const struct mo_func *f, const struct mo_phi_params *p,
	     struct mo_phi_decisions *out, struct mo_phi_stats *stats);

void mo_phi_decisions_free (struct mo_phi_decisions *d);

/* Print D, one decision per line, e.g.
   "phi-load bb3 #0 = n0; n0 bb3 [v4 v7]" or
   "phi-load bb3 #0 = n0; n0 bb3 [load L5 n1]; n1 bb2 [v1 v2]" or, lazy,
   "phi-load bb3 #0 = n0 lazy g0; n0 bb2 [none n1]; n1 bb4 [v9 n0]".  */
void mo_phi_decisions_print (const struct mo_phi_decisions *d, void *file);

/* Print the refusals of the cost model in D (mo_carry_refusals_print,
   kind "phi-load").  */
void mo_phi_refusals_print (const struct mo_phi_decisions *d, void *file);

/* ---------------------------------------------------------------------
   10. Memory operands read twice (reread.c)

   A chain of RTL blocks before register allocation, as events in
   program order: a location read by an instruction as an operand, and
   read again later before anything may change it, is loaded once into a
   register that both reads use (the apply-callback contract, above).
   See reread.c.
   ------------------------------------------------------------------ */

enum mo_rekind
{
  MO_RE_READ,     /* instruction INSN reads location LOC */
  MO_RE_KILL,     /* INSN changes a register of LOC's address */
  MO_RE_BARRIER   /* INSN may write memory: every location changes */
};

struct mo_reevent
{
  enum mo_rekind kind;
  int insn;       /* the instruction's index in the chain (increasing) */
  int loc;        /* READ, KILL: the location, 0 .. n_locs-1 */
  bool plain;     /* READ: INSN only loads LOC into a register */
};

/* A chain: its events EV[0..N-1] in program order, about locations
   0 .. N_LOCS-1.  */
struct mo_rechain
{
  const struct mo_reevent *ev;
  int n;
  int n_locs;
};

struct mo_reread_params
{
  int max_window;   /* a later read at most this many instructions after
		       the first (0: MO_DEFAULT_MAX_REREAD_WINDOW) */
};

struct mo_reread_stats
{
  long groups;      /* decisions handed to APPLY */
  long applied;
  long refused;     /* APPLY said no */
};

/* Load LOC once just before FIRST; FIRST and LATER[0..N_LATER-1] read
   the register instead.  */
struct mo_reread_decision
{
  int loc;
  int first;
  int n_later;
  const int *later;
};

/* Apply D now; return false to refuse it (recog, max-transforms).  */
typedef bool (*mo_reread_apply_fn) (void *ctx,
				    const struct mo_reread_decision *d);

/* Choose the groups of chain C and hand each to APPLY when it closes.
   Returns the number applied.  */
int mo_reread (const struct mo_rechain *c,
	       const struct mo_reread_params *params,
	       struct mo_reread_stats *stats, mo_reread_apply_fn apply,
	       void *ctx);

/* ---------------------------------------------------------------------
   11. Constants read in several branches (hoist.c)

   One constant read from memory (the constant pool) by uses in several
   blocks, as a tree: the blocks with uses and their dominators.  Choose
   where to read it once so that the uses read a register, minimizing
   the expected reads (the apply-callback contract, above: the reads are
   decided together, then applied one by one).  See hoist.c.
   ------------------------------------------------------------------ */

struct mo_hnode
{
  int parent;     /* the immediate dominator's index (< this one), or -1 */
  double count;   /* expected executions (>= 0) */
  int uses;       /* reads of the constant in this block */
  bool barrier;   /* nothing is read here for blocks below, nor read
		     above for this block's subtree (a call; a block run
		     more often than its immediate dominator) */
};

/* May the read at node READ serve the nodes COVER[0..n-1] maps to it
   (cover[v] == READ)?  The glue says no when the register would live
   across a call on a path the tree does not show; READ then becomes a
   barrier and the reads are decided again.  Answering false is always
   safe.  */
typedef bool (*mo_hoist_ok_fn) (void *ctx, int read, const int *cover);

/* The tree: NODE[0..N-1], parents first.  */
struct mo_htree
{
  int n;
  const struct mo_hnode *node;
  mo_hoist_ok_fn read_ok;   /* may be NULL: every read may serve */
  void *ctx;
};

struct mo_hoist_params
{
  double min_saving;  /* a read at V must save MIN_SAVING * count(V)
			 reads beyond itself (default 1: min-hoist-saving's
			 MO_DEFAULT_MIN_HOIST_SAVING percent) */
};

struct mo_hoist_stats
{
  long rounds;        /* decisions made (READ_OK's refusals redo it) */
  long reads_refused; /* reads READ_OK refused */
  long reads;         /* reads handed to APPLY */
  long applied;
};

/* Insert a read of the constant at node READ; every node V with
   COVER[V] == READ (READ among them) reads its register instead of the
   constant.  COVER[0..N-1] maps each node to the read its uses take, or
   -1 (its uses stay); it is the same for every decision of one call.  */
struct mo_hoist_decision
{
  int read;
  const int *cover;
  int n;
};

typedef bool (*mo_hoist_apply_fn) (void *ctx,
				   const struct mo_hoist_decision *d);

/* Choose the reads of T's constant (until READ_OK accepts every one, at
   most N + 1 rounds; then none) and hand each to APPLY in node order.
   Returns the number applied.  */
int mo_hoist (const struct mo_htree *t, const struct mo_hoist_params *params,
	      struct mo_hoist_stats *stats, mo_hoist_apply_fn apply,
	      void *ctx);

/* ---------------------------------------------------------------------
   12. Locations kept in registers in versioned loops (promote.c)

   A loop that reads and writes one location P at a fixed address each
   iteration keeps P in memory when another access of the loop may
   overlap it (a byte store through a char pointer may write any
   object).  When those other accesses walk an address range known at
   the loop's entry, a run-time check that the ranges miss P selects a
   copy of the loop that keeps P in a register.  The core says what each
   access's range is, which locations of a loop's accesses are kept in
   registers (mo_promote: the decisions-list contract, one loop's
   description instead of F) with the checks that select the copy, and
   whether a location is worth it (mo_promote_decide: the verdict
   contract).  See promote.c.
   ------------------------------------------------------------------ */

/* The bytes an access at BASE + STEP * i (i = 0..N) of SIZE bytes may
   touch, as [BASE + LO_N * N, BASE + HI_N * N + HI_ADD).  */
struct mo_promote_range
{
  long long lo_n;
  long long hi_n;
  long long hi_add;
};

/* The largest |STEP| and SIZE mo_promote_range accepts (the bound the
   range arithmetic is argued for), and the largest max-promote-step.  */
#define MO_PROMOTE_MAX_STEP (1LL << 20)

/* Fill R for an access of SIZE bytes (>= 1) whose address advances by
   STEP bytes an iteration.  Returns false (R untouched) when STEP or
   SIZE is out of range: no check is built and the loop is left alone.  */
bool mo_promote_range (long long step, long long size,
		       struct mo_promote_range *r);

/* Two accesses whose addresses advance by the same step, at BASE + *A_OFF
   and BASE + B_OFF, are checked as one range: A (at *A_OFF) becomes the
   smallest range of that step covering both (and the bytes between).
   False (A untouched) when the steps differ or an offset is beyond
   MO_PROMOTE_MAX_STEP.  */
bool mo_promote_merge (struct mo_promote_range *a, long long *a_off,
		       const struct mo_promote_range *b, long long b_off);

/* What the glue found in one loop, about one location P.  */
struct mo_promote_loop
{
  int loads;              /* reads of P in the loop */
  int stores;             /* writes of P in the loop */
  bool conditional;       /* some access of P is not run every iteration
			     (its block does not dominate the latch) */
  bool access_before_exit;/* an access of P runs, each iteration, before
			     the exit test (the read before the loop is
			     then no new read) */
  bool store_before_exit; /* a write of P does (the write after the loop
			     is then no new write) */
  int checks;             /* other accesses that may overlap P, each with
			     a range (mo_promote_range) */
  bool unknown;           /* another access may overlap P and has no
			     range */
  bool barrier;           /* a call, asm, volatile or atomic access, a
			     statement that may throw, an abnormal edge */
  double iterations;      /* expected iterations per entry (profile) */
  int folded;             /* of LOADS, the reads the target folds into
			     their user as a memory operand (x86-64): the
			     read goes, its instruction stays */
  bool vectorizer;        /* GCC's loop vectorizer runs on the copy
			     (-ftree-loop-vectorize): a copy in which
			     nothing may alias P any more may become a
			     vector loop the original could not */
  /* The cost model of carried values (section 14): P's value lives in a
     register throughout the copy of the loop.  FACTS NULL: not asked.  */
  const struct mo_carry_loop *facts;   /* GCC's, P's loads left out */
  const struct mo_carry_target *target;
  int cls;                /* P's register class (enum mo_regclass) */
  int taken[2];           /* values the locations promoted before it in
			     this loop keep, by class */
  double spent;           /* instructions per entry that those of them
			     which save no instruction add (the checks
			     and reads before the loop): their part of
			     the loop's 1 % */
};

struct mo_promote_params
{
  int max_checks;         /* ranges checked for one location (<= 0: the
			     default, MO_DEFAULT_MAX_PROMOTE_CHECKS; so
			     for the three below) */
  double min_iterations;  /* fewest expected iterations per entry
			     (MO_DEFAULT_MIN_PROMOTE_ITERATIONS) */
  int max_candidates;     /* locations at a fixed address considered in
			     one loop (MO_DEFAULT_MAX_PROMOTE_CANDIDATES) */
  int max_promoted;       /* locations kept in registers in one copy of a
			     loop (MO_DEFAULT_MAX_PROMOTE_LOCATIONS) */
  long long max_step;     /* the largest |STEP| (LO_N, HI_N) and span
			     (HI_ADD) of a range a check takes: an access
			     with a larger range counts as one without a
			     range (MO_DEFAULT_MAX_PROMOTE_STEP; at most
			     MO_PROMOTE_MAX_STEP, mo_promote only) */
};

enum mo_promote_verdict
{
  MO_PROMOTE_YES,
  MO_PROMOTE_NO_ACCESS,
  MO_PROMOTE_BARRIER,
  MO_PROMOTE_CONDITIONAL,
  MO_PROMOTE_NO_ACCESS_BEFORE_EXIT,
  MO_PROMOTE_NO_STORE_BEFORE_EXIT,
  MO_PROMOTE_UNKNOWN_ACCESS,
  MO_PROMOTE_NO_CHECK,         /* nothing may overlap P: no version needed
				  (GCC's own invariant motion applies) */
  MO_PROMOTE_TOO_MANY_CHECKS,
  MO_PROMOTE_FEW_ITERATIONS,
  MO_PROMOTE_NOT_WORTH,        /* the accesses saved do not pay for the
				  checks, the read before and the write
				  after the loop */
  MO_PROMOTE_REGISTER_PRESSURE,/* P's value would not fit in the loop's
				  registers beside what GCC keeps live
				  there (mo_carry_decide) */
  MO_PROMOTE_SAVES_NO_INSN,    /* the instructions P's accesses take in
				  the iterations of an entry (none for a
				  read folded into its user) are fewer
				  than the checks, the read before and the
				  write after the loop add, by more than
				  the 1 % slack of the loop's instructions
				  (FACTS given) */
  MO_PROMOTE_IF_VECTORIZED     /* as SAVES_NO_INSN, but GCC's vectorizer
				  runs on the copy: a decision, kept only
				  when GCC vectorizes the copy and not the
				  original (the glue undoes it after GCC's
				  "vect" otherwise: gimple-promote-settle.cc) */
};
#define MO_PROMOTE_LAST_VERDICT MO_PROMOTE_IF_VECTORIZED

/* Instructions one range check of a versioned loop takes (two
   comparisons and their branches).  */
#define MO_PROMOTE_CHECK_INSNS 4

/* The verdict contract: whether L is versioned with P kept in a
   register in the copy, with the reason when not.  PARAMS may be NULL
   (the defaults).  */
enum mo_promote_verdict mo_promote_decide (const struct mo_promote_loop *l,
					   const struct mo_promote_params *p);

/* The verdict's name for dumps ("yes", "barrier", ...).  */
const char *mo_promote_verdict_name (enum mo_promote_verdict v);

/* The decisions list of memopt-promote: one loop's accesses, as the glue
   read them (gimple-promote.cc) or a fuzz target made them up, and the
   candidates the core keeps in registers (mo_promote).

   One memory access of the loop, in the order of the loop's blocks and
   statements.  */
struct mo_promote_access
{
  int loc;                /* its location: the index of the first access
			     of the list to the same reference (the glue's
			     operand_equal_p), which is its own LOC */
  bool store;
  bool fixed;             /* its location's address is the same every
			     iteration (whole bytes, not volatile): a
			     candidate P (read from the first access) */
  bool odd_type;          /* the value it reads or writes is not of the
			     type of its location's first reference: the
			     location is no candidate */
  bool every_iteration;   /* it runs every iteration (its block dominates
			     the latch) */
  bool before_exit;       /* it runs, each iteration, before the exit test
			     (its block dominates the exit's source) */
  bool folds;             /* a read whose instruction stays when the read
			     goes: the target folds it into its one user
			     as a memory operand (x86-64's mulss 4(%rsi),
			     %xmm1) */
  int cls;                /* its location's register class (enum
			     mo_regclass; of candidates) */
  /* Its range, when it has one: the bytes it may touch over iterations
     0..N are RANGE (mo_promote_range) at BASE + OFF, BASE an id of the
     expression (accesses whose base expressions are equal have the same
     id, and their ranges may merge).  */
  bool has_range;
  int base;
  long long off;
  struct mo_promote_range range;
  /* A candidate's bytes in its object, for the hull: OBJ an id of the
     object (equal ids: the same object), [OBJ_OFF, OBJ_OFF + SIZE).  */
  int obj;
  long long obj_off, size;
};

/* May access A (not to P's location) touch the bytes of the location of
   access P?  True is always safe (A is then checked, or P refused).  */
typedef bool (*mo_promote_overlap_fn) (void *ctx, int a, int p);

/* The facts of the loop for P's register (section 14; the values of
   P's loads left out) into OUT; false: no cost model.  */
typedef bool (*mo_promote_facts_fn) (void *ctx, int p,
				     struct mo_carry_loop *out);

struct mo_promote_desc
{
  int n;
  const struct mo_promote_access *v;
  double iterations;      /* expected iterations per entry (profile) */
  mo_promote_overlap_fn may_overlap;
  mo_promote_facts_fn facts;            /* NULL: no cost model */
  const struct mo_carry_target *target; /* with FACTS */
  void *ctx;
  bool vectorizer;        /* GCC's loop vectorizer runs on the copy */
};

/* One candidate described and its verdict; a decision when it is
   MO_PROMOTE_YES or MO_PROMOTE_IF_VECTORIZED: P's location is kept in a
   register in the copy.  */
struct mo_promote_decision
{
  int p;                  /* the first access of P's location */
  struct mo_promote_loop loop;  /* what mo_promote_decide was told
				   (FACTS and TARGET cleared) */
  enum mo_promote_verdict verdict;
};

struct mo_promote_decisions
{
  int len, cap;
  struct mo_promote_decision *v;       /* the YES and IF_VECTORIZED
					  ones, in order */
  int ncand, capcand;
  struct mo_promote_decision *cands;   /* every candidate described, in
					  order, with its verdict */
};

struct mo_promote_stats
{
  int candidates;         /* locations at a fixed address tried */
  int described;          /* of them, with accesses of one type */
  int over_limit;         /* 1 when max_candidates or max_promoted
			     stopped the search */
};

/* Require: D's accesses as above.  Fills OUT (which must be zeroed):
   in access order, each location at a fixed address (at most
   MAX_CANDIDATES of them, until MAX_PROMOTED are decided yes) is
   described (its reads and writes, the other accesses that may overlap
   it each in a check, merged by base and step: mo_promote_merge) and
   decided (mo_promote_decide; the cost model counts the registers of
   the ones decided before it).  Every subset of OUT's decisions may be
   applied on its own, with the checks mo_promote_version_checks gives for it.
   PARAMS NULL: the defaults.  STATS may be NULL.  */
void mo_promote (const struct mo_promote_desc *d,
		 const struct mo_promote_params *params,
		 struct mo_promote_decisions *out,
		 struct mo_promote_stats *stats);

void mo_promote_decisions_free (struct mo_promote_decisions *d);

/* Print the decisions of D, one a line ("promote access 3: loads 1,
   stores 1, checks 2").  */
void mo_promote_decisions_print (const struct mo_promote_decisions *d,
				 void *file);

/* One range to check before the copy runs: the bytes RANGE at
   BASE + OFF, BASE the expression of access ACCESS's range, must miss
   the bytes of the location of access AGAINST (-1: of the hull).  */
struct mo_promote_check
{
  int access;
  long long off;
  struct mo_promote_range range;
  int against;
};

struct mo_promote_checks
{
  int len, cap;
  struct mo_promote_check *v;
  /* When the locations chosen are parts of one object and no access
     checked is one of theirs: their hull, from the first byte of
     HULL_FIRST's location to the last of HULL_LAST's, against which
     every range (of all of them, merged once more) is checked once.  */
  bool hull;
  int hull_first, hull_last;
};

/* The checks that select the copy of D's loop in which the locations of
   decisions DEC->v[CHOSEN[0..NCHOSEN-1]] (in order) live in registers:
   with the hull, each range of theirs merged once more, against the
   hull; else each location's ranges, location by location, against its
   bytes.  Fills OUT (which must be zeroed).  */
void mo_promote_version_checks (const struct mo_promote_desc *d,
				const struct mo_promote_decisions *dec,
				const int *chosen, int nchosen,
				struct mo_promote_checks *out);

void mo_promote_checks_free (struct mo_promote_checks *c);

/* ---------------------------------------------------------------------
   13. Small leaf functions treated as declared inline (inline.c)

   A call of a small function costs the caller memory accesses the
   source does not make: callee-saved registers saved and restored for
   the values live across it, spills.  GCC 12 at -O2 inlines a function
   not declared inline only when it is tiny (15 instructions).  A static
   leaf function with no loop and at most MAX_SIZE instructions is
   treated as declared inline, so that GCC's inliner decides its calls
   with the limits of a declared inline function (mo_inline_decide: the
   verdict contract, top of this file).  See inline.c.
   ------------------------------------------------------------------ */

/* What the glue found about one function of the unit.  */
struct mo_inline_callee
{
  bool is_static;         /* not visible outside the unit */
  bool may_inline;        /* GCC may inline it: no noinline, noipa or cold
			     attribute, not an alias or a thunk */
  bool declared_inline;   /* already declared inline or always_inline */
  bool split_part;        /* the outlined part of a function GCC split
			     (ipa-split: inlining the rest was its choice) */
  bool for_speed;         /* compiled for speed with
			     -finline-small-functions (-O2, -O3), without
			     -fno-inline */
  int calls;              /* calls in its body, direct and indirect */
  bool has_loop;          /* its body has a cycle */
  int size;               /* GCC's estimate of its body, in instructions
			     (-1: unknown) */
  int call_sites;         /* direct calls of it in the unit, from other
			     functions */
};

struct mo_inline_params
{
  int max_size;           /* the largest body (default 60) */
};

enum mo_inline_verdict
{
  MO_INLINE_YES,
  MO_INLINE_NOT_STATIC,
  MO_INLINE_NOT_INLINABLE,
  MO_INLINE_ALREADY_INLINE,
  MO_INLINE_SPLIT_PART,
  MO_INLINE_NOT_FOR_SPEED,
  MO_INLINE_NOT_LEAF,
  MO_INLINE_HAS_LOOP,
  MO_INLINE_TOO_BIG,            /* or its size is unknown */
  MO_INLINE_NOT_CALLED
};

/* Whether F is treated as declared inline.  PARAMS may be NULL (the
   defaults).  */
enum mo_inline_verdict mo_inline_decide (const struct mo_inline_callee *f,
					 const struct mo_inline_params *p);

/* The verdict's name for dumps ("yes", "not-leaf", ...).  */
const char *mo_inline_verdict_name (enum mo_inline_verdict v);

/* ---------------------------------------------------------------------
   14. Values carried around loops: the cost model (carry.c)

   Whether a transformation that keeps values live across a loop's back
   edge, or throughout a loop, pays: the chain's distance against the
   loop's trip count, the loads saved against the instructions added,
   and the registers the values need against what the target has and
   what GCC already keeps live there.  See carry.c for the model and
   its example.  memopt-phi applies it to its PHI chains and lazy loads
   (phi.c, mo_phi_params.loop_facts).
   ------------------------------------------------------------------ */

/* Classes of registers a value may need.  */
enum mo_regclass
{
  MO_RC_GPR,              /* general: integers, pointers, flags */
  MO_RC_FP,               /* floating-point and SIMD */
  MO_NRC
};

/* What the target has (the glue reads GCC's register tables).  */
struct mo_carry_target
{
  int regs[MO_NRC];       /* registers the allocator may give a value */
  int saved[MO_NRC];      /* of them, preserved across a call */
};

/* One loop, as GCC knows it.  */
struct mo_carry_loop
{
  long max_iters;         /* at most this many executions of the header
			     per entry (GCC's bound), -1: unknown */
  long est_iters;         /* expected executions per entry (the profile),
			     -1: unknown */
  bool est_measured;      /* EST_ITERS was measured (profile feedback)
			     or proved (a constant count), not guessed */
  long body_insns;        /* statements of the loop's body: about the
			     instructions one iteration executes */
  int live[MO_NRC];       /* the most values GCC keeps live at once at a
			     point of the loop (live through it included) */
  bool calls;             /* the loop calls a function */
  int live_at_call[MO_NRC]; /* the most values live across one of them */
};

/* One candidate around one loop.  */
struct mo_carry_cand
{
  int carried[MO_NRC];    /* values it keeps live around the loop */
  int distance;           /* iterations a carried value travels to its
			     load (a chain's length); 0: none */
  int delay;              /* iterations of each entry that save nothing
			     (a lazy load's first D) */
  int saved;              /* loads removed per iteration after those
			     (0 with ONCE < 0: one per entry only) */
  int saved_insns;        /* the instructions they take (a load the
			     target folds into its one user takes none) */
  int added;              /* instructions added per iteration: tests,
			     branches, flags, moves */
  int once;               /* accesses added per entry (loads before it) */
  int once_insns;         /* instructions added per entry (those loads,
			     the initial values of chains and flags) */
  long long spent;        /* instructions over one entry's run that the
			     candidates accepted before it in this loop
			     add: their part of the slack (carry.c, 2) */
};

enum mo_carry_verdict
{
  MO_CARRY_YES,
  MO_CARRY_CHAIN,         /* chain-longer-than-loop */
  MO_CARRY_NO_GAIN,       /* no-gain */
  MO_CARRY_PRESSURE,      /* register-pressure */
  MO_CARRY_UNKNOWN_LOOP   /* unknown-loop: the builder knows no facts of
			     it (never an answer of mo_carry_decide) */
};

/* Registers of each class left for what GIMPLE does not show.  None:
   the names live at once in SSA form are the registers a colouring
   needs (SSA interference graphs are chordal), and zlib's deflate_slow
   loop with its 7 lazy values and flag uses all 15 of x86-64's general
   registers without a spill.  */
#define MO_CARRY_RESERVE 0
/* Iterations assumed per entry when GCC knows no bound and only guessed
   the profile (at most; fewer when the guess says so).  */
#define MO_CARRY_GUESS_ITERS 8
/* The most iterations per entry of a loop in which a candidate that
   saves one access per entry and none per iteration gains (carry.c).  */
#define MO_CARRY_ENTRY_ITERS MO_CARRY_GUESS_ITERS
/* The instructions a candidate may add, per cent of those the loop
   executes per entry: the threshold a function's regression is judged
   at (bench/RESULTS-regressions.md).  */
#define MO_CARRY_INSN_SLACK_PERCENT 1

/* The verdict for C around loop L on target T, TAKEN (NULL: none) the
   values of each class that candidates accepted before carry around L.
   MO_CARRY_YES only when the chain is shorter than the loop runs, the
   saving exceeds the cost, and the registers suffice (carry.c).  */
enum mo_carry_verdict mo_carry_decide (const struct mo_carry_target *t,
				       const struct mo_carry_loop *l,
				       const int taken[MO_NRC],
				       const struct mo_carry_cand *c);

/* The iterations per entry the gain is computed over (carry.c, 2).  */
long mo_carry_iters (const struct mo_carry_loop *l);

/* Names for dumps: "yes", "chain-longer-than-loop", "no-gain",
   "register-pressure", "unknown-loop"; "gpr", "fp".  */
const char *mo_carry_verdict_name (enum mo_carry_verdict v);
const char *mo_regclass_name (enum mo_regclass c);

/* A candidate the model refused, for the dump.  */
struct mo_carry_refusal
{
  int block, index;       /* the load */
  bool lazy;              /* a lazy group's first load, of GROUP loads */
  int group;
  int header;             /* the loop's header block */
  int verdict;            /* enum mo_carry_verdict */
  int distance;           /* the chain's length around that loop */
  long iters;             /* the iterations the verdict used (-1: none) */
  int carried[MO_NRC];    /* the candidate's values by class */
  int live[MO_NRC], taken[MO_NRC];  /* GCC's, and the accepted ones' */
  int saved, saved_insns; /* per iteration (no-gain: printed) */
  int added, once_insns;  /* per iteration, per entry */
};

/* Print N refusals V, one a line, KIND naming the decision, e.g.
   "refused phi-load bb2 #0 lazy (7 loads): chain-longer-than-loop around
   the loop of bb2 (distance 8, 8 iterations, carries 8 gpr 56 fp, live
   2 gpr 12 fp, taken 0 gpr 0 fp)"; a no-gain refusal ends with what
   the candidate saves and adds, "... taken 0 gpr 0 fp; saves 1 loads
   1 insns, adds 1 insns per iteration, 1 per entry)".  */
void mo_carry_refusals_print (const struct mo_carry_refusal *v, int n,
			      const char *kind, void *file);

/* The facts of the loop whose header is block HEADER (memopt.h section
   4's loops), or false when the builder knows no such loop (the
   candidate is then refused).  The NVALS values VALS (value ids: the
   results of the loads the candidates would carry) are left out of
   LIVE: they are counted as carried values instead.  */
typedef bool (*mo_loop_facts_fn) (void *ctx, int header, const int *vals,
				  int nvals, struct mo_carry_loop *out);

/* What the candidates accepted so far carry around each loop of one
   function: a pass judges its candidates in order through one budget.  */
struct mo_carry_budget
{
  int nloop;
  int (*taken)[MO_NRC];   /* per loop: carried values accepted */
  long long *spent;       /* per loop: the instructions they add over one
			     entry's run (those that add any) */
  long long *judged;      /* per loop: what the candidate judged last
			     would add (taken with it) */
  struct mo_ivec *vals;   /* per loop: the loads they replace */
  struct mo_ivec scratch;
};

void mo_carry_budget_init (struct mo_carry_budget *b, int nloop);
void mo_carry_budget_free (struct mo_carry_budget *b);

/* The verdict for candidate C around loop L (header HEADER), whose loads
   (value ids VALS, NVALS of them) would be replaced: the facts come from
   LOOP_FACTS with the loads of B's accepted candidates and VALS left
   out of what is live (false: MO_CARRY_UNKNOWN_LOOP); FACTS gets them.
   On MO_CARRY_YES nothing is taken yet: mo_carry_budget_take does.  */
enum mo_carry_verdict mo_carry_budget_judge (struct mo_carry_budget *b,
					     const struct mo_carry_target *t,
					     mo_loop_facts_fn loop_facts,
					     void *ctx, int l, int header,
					     const int *vals, int nvals,
					     const struct mo_carry_cand *c,
					     struct mo_carry_loop *facts);

/* Loop L takes C's values and VALS's loads (C the candidate judged last
   around L), and its instructions from the slack.  */
void mo_carry_budget_take (struct mo_carry_budget *b, int l,
			   const int *vals, int nvals,
			   const struct mo_carry_cand *c);

/* Fill R for the load at INDEX of BLOCK refused with VERDICT around loop
   L of header HEADER (FACTS NULL when unknown).  */
void mo_carry_refusal_fill (struct mo_carry_refusal *r, int block, int index,
			    int header, enum mo_carry_verdict verdict,
			    const struct mo_carry_cand *c,
			    const struct mo_carry_loop *facts,
			    const struct mo_carry_budget *b, int l);

/* The register class (enum mo_regclass) a value loaded from LOC needs.  */
typedef int (*mo_loc_class_fn) (void *ctx, int loc);

#ifdef __cplusplus
}
#endif

#endif /* MEMOPT_CORE_H */
