/* gimple-loop-facts.h - what the cost model of carried values
   (plugin/core/carry.c, memopt.h section 14) knows of the target and of
   a loop, read from GCC (gimple-loop-facts.cc).  */

#ifndef MEMOPT_GIMPLE_LOOP_FACTS_H
#define MEMOPT_GIMPLE_LOOP_FACTS_H

#include "memopt.h"
#include "gimple-ir.h"

/* The target's allocatable registers of each class, and those a call
   preserves (GCC's register tables for the current function).  */
void memopt_carry_target (mo_carry_target *t);

/* The class of register a value of TYPE needs.  */
enum mo_regclass memopt_type_regclass (tree type);

/* The instructions removing LOAD (an assignment from memory) saves: 0
   when the target folds it into its one user, or when CARRIED (its
   value stays live around the loop) and a use of a two-operand target
   would overwrite it (a copy replaces the load); 1 otherwise.  */
int memopt_load_insns (gimple *load, bool carried);
/* True when LOAD's value, kept in a register around a loop instead
   (memopt-promote), saves no instruction on this target: its one use
   reads it as a memory operand (x86-64: mulss 4(%rsi), %xmm1 becomes
   mulss %xmm5, %xmm1; when another load of that use folds instead, the
   register needs a copy: movaps %xmm5, %xmm1; mulss 24(%rdi), %xmm1), or
   a use overwrites its register (a copy replaces the load).  Unlike
   memopt_load_insns, a widening of the loaded value is no folding: kept
   in a register, the value is widened once.  */
bool memopt_load_folds (gimple *load);
/* The moves per iteration that keeping VALUE (computed in a loop) live
   into the loop's next iteration, where it replaces LOAD's value, costs:
   one when VALUE cannot take the register of LOAD's value (it is
   computed before a use of LOAD's value, both live at once: x86-64's
   movl %edx, %edi in a loop that subtracted a[i] from a[i + 1]; on a
   two-operand target, unless a use of LOAD's value computes it in that
   register, as G[j] = G[j] + G[j - 1] does), one more when a use of a
   two-operand target overwrites VALUE's register (a copy keeps it).  */
int memopt_carry_moves (tree value, gimple *load);

/* Is STMT a call that stays a call (not an internal function): one
   that values live across need callee-saved registers for (the cost
   model's calls, and phi-across-calls's)?  */
bool memopt_real_call_p (gimple *stmt);

/* The liveness of one loop, computed once for the questions below.  */
struct memopt_loop_live;

/* LOOP's liveness (NULL for the function's body, loop 0): a backward
   liveness of its names, the names live through it, its bound and
   profile estimate of header executions per entry.  Requires
   dominators; valid while the function does not change.  */
memopt_loop_live *memopt_loop_live_new (class loop *loop);
void memopt_loop_live_free (memopt_loop_live *l);

/* Fill OUT with the loop's facts: its bound and estimate, the most
   values of each class live at once in it (those live through it
   included) and across one of its calls, and whether it calls, not
   counting the names in EXCLUDE (SSA versions; NULL: none), which a
   transformation would carry around the loop instead.  */
void memopt_loop_facts (memopt_loop_live *l, bitmap exclude,
			mo_carry_loop *out);

/* The loops' liveness a pass computed so far, by loop number.  */
typedef hash_map<int_hash<int, -1, -2>, memopt_loop_live *> memopt_loop_live_map;

/* The cost model's loop_facts callback for IR (memopt.h section 14):
   the facts of the loop whose header is core block HEADER, the NVALS
   values VALS left out of what is live, liveness cached in CACHE (free
   it with memopt_loop_live_free on each entry).  False when GCC has no
   loop with that header.  */
bool memopt_loop_facts_for (const gimple_ir &ir, memopt_loop_live_map &cache,
			    int header, const int *vals, int nvals,
			    mo_carry_loop *out);

#endif /* MEMOPT_GIMPLE_LOOP_FACTS_H */
