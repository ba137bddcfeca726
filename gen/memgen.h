/* memgen.h - what memgen's files share (memgen.c says which file does
   what).  */

#ifndef MEMGEN_H
#define MEMGEN_H

#include <stddef.h>
#include <stdio.h>

/* ---- choice.c: the choices and the output ----------------------------- */

/* The choices from SEED (--seed), or from the LEN bytes at BYTES
   (--bytes).  */
void choice_seed (unsigned long long seed);
void choice_bytes (const unsigned char *bytes, size_t len);
/* A number in [0, N); true with probability NUM/DEN.  */
unsigned pick (unsigned n);
int chance (unsigned num, unsigned den);
/* The program goes to F; emit writes to it.  */
void emit_to (FILE *f);
void emit (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

/* ---- prelude.c: the fixed part of every program ----------------------- */

extern const char prelude[], prelude_calls[], prelude_plain[];

/* ---- expr.c: fields, expressions, diamonds, a function's opening ------ */

struct field
{
  const char *name;             /* member of struct S */
  const char *type;             /* its type, for the conversion */
};

/* The fields a shape tracks (loaded or stored, then reloaded or
   restored): the diamonds' arms store to other fields only.  */
extern const struct field *busy[3];
extern unsigned nbusy;

const struct field *any_field (void);
/* A field other than F and the busy ones.  */
const struct field *other_field (const struct field *f);
/* Choose 1 to 3 distinct busy fields.  */
void choose_busy (void);
unsigned small_const (void);
const char *binop (void);
/* A u32 expression of V into BUF; the condition on C of a diamond.  */
void expr_of (char *buf, size_t size, const char *v);
void cond_of (char *buf, size_t size);
/* One arm of a diamond that must not touch field F of BASE (unless KILL),
   and a diamond of such arms.  */
void arm (const struct field *f, int kill, const char *base);
void diamond (const struct field *f, int kill, const char *base);
/* Begin function ID as ATTR (NOFRE or OPAQUE); NOFRE with probability
   3/4.  */
void fun_begin_as (unsigned id, const char *attr);
void fun_begin (unsigned id);

/* ---- the shapes: each writes function fID (and its helpers) ----------- */

void shape_load_after_diamond (unsigned id);    /* shapes-lse.c */
void shape_store_then_load (unsigned id);
void shape_loop_invariant (unsigned id);
void shape_redundant_store (unsigned id);
void shape_type_change (unsigned id);
void shape_dead_store (unsigned id);            /* shapes-dse.c */
void shape_sink_across (unsigned id);
void shape_calls (unsigned id);                 /* shapes-calls.c */
void shape_call_uses (unsigned id);
void shape_plain_calls (unsigned id);
void shape_phi_offsets (unsigned id);           /* shapes-phi.c */
void shape_pointer_phi (unsigned id);
void shape_recurrence (unsigned id);
void shape_rare_reload (unsigned id);
void shape_lazy_loop (unsigned id);
void shape_pairs (unsigned id);                 /* shapes-pairs.c */
void shape_va_arg (unsigned id);
void shape_writeback_narrow (unsigned id);
void shape_bytes (unsigned id);                 /* shapes-bytes.c */
void shape_bytes_over (unsigned id);
void shape_switch_load (unsigned id);         /* shapes-reread.c */
void shape_const_branches (unsigned id);      /* shapes-hoist.c */
void shape_promote_buffer (unsigned id);      /* shapes-promote.c */
void shape_leaf_calls (unsigned id);          /* shapes-inline.c */
void shape_perf_block (unsigned id);          /* shapes-perf.c */
void shape_perf_stencil (unsigned id);
void shape_perf_matrix (unsigned id);
void shape_index_phi_pre (unsigned id);      /* shapes-index.c (opt-in) */
void shape_tbaa_index (unsigned id);

#endif
