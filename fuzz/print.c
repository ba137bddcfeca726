/* print.c - print fuzz programs and report findings.

   A finding is one line on stderr, "fuzz: CATEGORY: what", followed by
   the program (when fz_fail_prog is set) and whatever the target's hook
   prints (the IR, the decisions), then abort(): libFuzzer and AFL++ keep
   the input, the replay driver exits non-zero.

   Program text, one statement a line, registers vN (values, with their
   width) and pN (pointers), objects o0..o3:

     b1 <- b0 b3
       s12: v12:4 = load4 [p9 + 8]
       s13: store2 [p4 + 2] = v7:2   {keep}
       br v10 ? b2 : b4  */

#include "fz.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct fz_prog *fz_fail_prog;
void (*fz_fail_hook) (void);

const char *
fz_op_name (enum fz_op op)
{
  static const char *const n[]
    = { "const", "input", "arith", "load", "store", "addr", "padd", "psel",
	"call", "callread", "fence", "out", "phi", "copy", "nop", "extract" };
  return n[op];
}

static void
reg (FILE *f, const struct fz_prog *p, int r)
{
  if (r < 0)
    fprintf (f, "?");
  else if (p->regs[r].ptr)
    fprintf (f, "p%d", r);
  else
    fprintf (f, "v%d:%d", r, p->regs[r].width);
}

static void
flags (FILE *f, unsigned fl)
{
  if (fl & FZ_VOLATILE) fprintf (f, "  {volatile}");
  if (fl & FZ_KEEP) fprintf (f, "  {keep}");
  if (fl & FZ_UNTRACKED) fprintf (f, "  {untracked}");
  if (fl & FZ_OPAQUE) fprintf (f, "  {opaque}");
}

static void
stmt (FILE *f, const struct fz_prog *p, const struct fz_block *blk, int s)
{
  static const char *const ops[]
    = { "+", "-", "^", "&", "*", "<", "==", ">>" };
  const struct fz_stmt *st = &p->stmts[s];
  fprintf (f, "  s%d: ", s);
  if (st->dst >= 0)
    {
      reg (f, p, st->dst);
      fprintf (f, " = ");
    }
  switch (st->op)
    {
    case FZ_CONST: fprintf (f, "%#llx", (unsigned long long) st->imm); break;
    case FZ_INPUT: fprintf (f, "in[%d]", st->aux); break;
    case FZ_ARITH:
      reg (f, p, st->a); fprintf (f, " %s ", ops[st->aux]); reg (f, p, st->b);
      break;
    case FZ_LOAD:
      fprintf (f, "load%d%s [p%d + %d]", st->width,
	       (st->flags & FZ_FLOAT) ? "f" : "", st->a, st->off);
      break;
    case FZ_STORE:
      fprintf (f, "store%d%s [p%d + %d] = ", st->width,
	       (st->flags & FZ_FLOAT) ? "f" : "", st->a, st->off);
      reg (f, p, st->b);
      break;
    case FZ_ADDR: fprintf (f, "&o%d + %d", st->aux, st->off); break;
    case FZ_PADD:
      fprintf (f, "p%d + (", st->a); reg (f, p, st->b);
      fprintf (f, " & %d)", st->off);
      break;
    case FZ_PSEL:
      reg (f, p, st->b); fprintf (f, " & 1 ? p%d : p%d", st->a, st->c);
      break;
    case FZ_CALL: case FZ_CALLREAD:
      fprintf (f, "%s mask %#x", fz_op_name (st->op), st->aux);
      break;
    case FZ_OUT: fprintf (f, "out "); reg (f, p, st->a); break;
    case FZ_PHI:
      fprintf (f, "phi (");
      for (int k = 0; k < blk->npred; k++)
	{
	  fprintf (f, k ? ", b%d: " : "b%d: ", blk->pred[k]);
	  reg (f, p, st->phi[k]);
	}
      fprintf (f, ")");
      break;
    case FZ_COPY: reg (f, p, st->a); break;
    case FZ_EXTRACT:
      fprintf (f, "extract ");
      reg (f, p, st->a);
      fprintf (f, " from byte %d", st->off);
      break;
    case FZ_FENCE: case FZ_NOP: fprintf (f, "%s", fz_op_name (st->op)); break;
    }
  flags (f, st->flags);
  fprintf (f, "\n");
}

void
fz_print (const struct fz_prog *p, void *file)
{
  FILE *f = file;
  for (int i = 0; i < p->nblock; i++)
    {
      int b = p->rpo[i];
      const struct fz_block *blk = &p->blocks[b];
      fprintf (f, "b%d <-", b);
      for (int k = 0; k < blk->npred; k++)
	fprintf (f, " b%d", blk->pred[k]);
      fprintf (f, "%s%s\n", (p->cyclic >> b) & 1 ? "  (on a cycle)" : "",
	       blk->mo_flags & MO_BLOCK_UNKNOWN_ENTRY ? "  (unknown entry)" : "");
      for (int s = blk->first; s < blk->first + blk->n; s++)
	stmt (f, p, blk, s);
      if (blk->term == FZ_RET)
	fprintf (f, "  ret\n");
      else if (blk->term == FZ_GOTO)
	fprintf (f, "  goto b%d\n", blk->succ[0]);
      else
	{
	  fprintf (f, "  br ");
	  reg (f, p, blk->cond);
	  fprintf (f, " ? b%d : b%d\n", blk->succ[0], blk->succ[1]);
	}
    }
  for (int r = 0; r < FZ_NRUN; r++)
    {
      fprintf (f, "run %d: memory seed %d, in =", r, p->mem_seed[r]);
      for (int k = 0; k < FZ_NIN; k++)
	fprintf (f, " %#llx", (unsigned long long) p->in[r][k]);
      fprintf (f, "\n");
    }
  fprintf (f, "limits: max-heap %d, max-alias-queries %d; %s locs%s\n",
	   p->limits.max_heap, p->limits.max_alias_queries,
	   p->strict_locs ? "strict" : "SSA-name", p->tbaa ? "; TBAA" : "");
}

void
fz_print_ir (const struct mo_func *f, void *file)
{
  if (!f)
    return;
  fprintf (file, "--- memory IR\n");
  mo_func_print (f, file);
}

void
fz_fail (const char *category, const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "fuzz: %s: ", category);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fprintf (stderr, "\n");
  if (fz_fail_prog)
    {
      fprintf (stderr, "--- program\n");
      fz_print (fz_fail_prog, stderr);
    }
  if (fz_fail_hook)
    fz_fail_hook ();
  fflush (stderr);
  abort ();
}

void
fz_selftest_crash (const uint8_t *data, size_t size)
{
  static int loaded;
  static uint8_t *bytes;
  static size_t n;
  if (!loaded)
    {
      loaded = 1;
      const char *path = getenv ("FUZZ_CRASH_ON");
      FILE *f = path ? fopen (path, "rb") : NULL;
      if (path && !f)
	{
	  perror (path);
	  exit (2);
	}
      if (f)
	{
	  size_t cap = 0, got;
	  uint8_t buf[4096];
	  while ((got = fread (buf, 1, sizeof buf, f)) > 0)
	    {
	      if (n + got > cap)
		{
		  cap = (n + got) * 2;
		  bytes = realloc (bytes, cap);
		  if (!bytes)
		    abort ();
		}
	      memcpy (bytes + n, buf, got);
	      n += got;
	    }
	  fclose (f);
	  if (!bytes)
	    bytes = malloc (1);
	}
    }
  if (!bytes || size < n)
    return;
  /* Compared through a hash first: libFuzzer reads the operands of every
     memcmp and would put the bytes in its dictionary, so the fuzzer would
     find the failure again from any input.  */
  static uint64_t want;
  uint64_t h = 14695981039346656037u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ data[i]) * 1099511628211u;
  if (!want)
    {
      want = 14695981039346656037u;
      for (size_t i = 0; i < n; i++)
	want = (want ^ bytes[i]) * 1099511628211u;
    }
  if (h == want && memcmp (data, bytes, n) == 0)
    {
      fz_fail_prog = NULL;
      fz_fail_hook = NULL;
      fz_fail ("SELFTEST", "the input begins with the %zu bytes of "
	       "FUZZ_CRASH_ON", n);
    }
}
