/* transform.cc - numbering and reporting applied transformations.

   Every pass, GIMPLE or RTL, asks memopt_transform_allowed () right
   before it changes the IR, and reports the change with one remark.  The
   counter is the plugin's debug counter (as LLVM's DEBUG_COUNTER):
   max-transforms=N applies only the first N transformations of the
   translation unit, so a miscompile is bisected to one transformation,
   whose remark then says what it was:

     max-transforms=-1 (all)          max-transforms=6
     ... optimized: memopt: ...  =>   the first 6 remarks only; the 7th
     (7 remarks)                      and later changes are not made

   The same number is the id check mode gives each run-time check
   (check.cc).  Remarks go through GCC's opt-info (-fopt-info-optimized)
   and, with verbose, also as notes on stderr.  */

#include "gcc-common.h"
#include "options.h"
#include "transform.h"

#include <stdarg.h>

static long transforms_applied;

bool
memopt_transform_allowed (void)
{
  if (memopt_opts.max_transforms >= 0
      && transforms_applied >= memopt_opts.max_transforms)
    return false;
  transforms_applied++;
  return true;
}

long
memopt_transform_id (void)
{
  return transforms_applied;
}

static const mo_remark_row remark_table[MO_REMARK_KINDS] = MO_REMARK_TABLE;

const mo_remark_row &
memopt_remark_row (enum mo_remark_kind kind)
{
  gcc_assert (kind >= 0 && kind < MO_REMARK_KINDS);
  return remark_table[kind];
}

const char *
memopt_expr (tree expr)
{
  static char *ring[4];
  static int at;
  at = (at + 1) % 4;
  free (ring[at]);
  ring[at] = print_generic_expr_to_str (expr);
  return ring[at];
}

/* The function whose code LOC is in when GCC inlined it into the function
   being compiled (the innermost inlined body's FUNCTION_DECL, as the
   "inlined from" of GCC's diagnostics), else NULL_TREE.  */
static tree
inlined_callee (location_t loc)
{
  if (!current_function_decl || loc == UNKNOWN_LOCATION)
    return NULL_TREE;
  tree self = DECL_ORIGIN (current_function_decl);
  for (tree block = LOCATION_BLOCK (loc);
       block && TREE_CODE (block) == BLOCK;
       block = BLOCK_SUPERCONTEXT (block))
    {
      tree origin = block_ultimate_origin (block);
      if (origin && TREE_CODE (origin) == FUNCTION_DECL)
	return DECL_ORIGIN (origin) != self ? origin : NULL_TREE;
    }
  return NULL_TREE;
}

/* Append " (inlined into F)" to the remark in BUF (SIZE bytes) when LOC
   is in code inlined from another function: the remark keeps the
   callee's line, and a report placing remarks by line (bench's
   func-report.py) would give it to the callee.  F is the assembler name
   of the function compiled, as the binary's symbols name it
   ("f.part.0").  */
static void
note_inlined_into (char *buf, size_t size, location_t loc)
{
  if (!inlined_callee (loc))
    return;
  size_t len = strlen (buf);
  snprintf (buf + len, size - len, " (inlined into %s)",
	    IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (current_function_decl)));
}

/* The remark's text, FMT with AP, into BUF (SIZE bytes).  */
static void
remark_vformat (char *buf, size_t size, location_t loc, const char *fmt,
		va_list ap)
{
  vsnprintf (buf, size, fmt, ap);
  note_inlined_into (buf, size, loc);
}

static void
remark_report (const dump_user_location_t &where, location_t loc,
	       const char *text)
{
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, where, "memopt: %s\n", text);
  if (memopt_opts.verbose)
    inform (loc, "memopt: %s", text);
}

static void
remark_vprint (const dump_user_location_t &where, location_t loc,
	       const char *fmt, va_list ap)
{
  char buf[1024];
  remark_vformat (buf, sizeof buf, loc, fmt, ap);
  remark_report (where, loc, buf);
}

void
memopt_remark_defer (gimple *stmt, memopt_deferred_remark *out,
		     const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  out->loc = gimple_location (stmt);
  remark_vformat (out->text, sizeof out->text, out->loc, fmt, ap);
  va_end (ap);
}

void
memopt_remark_deferred_print (const memopt_deferred_remark &r)
{
  remark_report (dump_user_location_t::from_location_t (r.loc), r.loc,
		 r.text);
}

void
memopt_remark_stmt (gimple *stmt, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  remark_vprint (dump_user_location_t (stmt), gimple_location (stmt), fmt, ap);
  va_end (ap);
}

void
memopt_remark_insn (rtx_insn *insn, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  remark_vprint (dump_user_location_t (insn), INSN_LOCATION (insn), fmt, ap);
  va_end (ap);
}

void
memopt_remark_decl (tree decl, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  remark_vprint (dump_user_location_t::from_function_decl (decl),
		 DECL_SOURCE_LOCATION (decl), fmt, ap);
  va_end (ap);
}

const char *
memopt_insn_where (rtx_insn *insn, char *buf, size_t size)
{
  location_t loc = INSN_LOCATION (insn);
  const char *file = loc != UNKNOWN_LOCATION ? LOCATION_FILE (loc) : NULL;
  snprintf (buf, size, "%s:%d", file ? file : "<unknown>",
	    file ? LOCATION_LINE (loc) : 0);
  return buf;
}
