/* unit.c - the unit-test runner and the helpers tests share.

   Usage: unit-tests [-p PREFIX] [NAME...]
   Environment: UNIT_CASE_SECONDS (default 60, 0: no limit per case),
   UNIT_RANDOM_ITERS (test-lse.c: random functions to try, default 300).
   Runs every case (or the named ones), each in a child process, and
   prints "PASS PREFIXname" / "FAIL PREFIXname <why>" per case on stdout.
   Exits 1 when a case failed.  */

#define _POSIX_C_SOURCE 200809L

#include "unit.h"

#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The most a case may take (every case takes well under a second);
   UNIT_CASE_SECONDS=N overrides it, 0 for no limit.  */
static int case_seconds = 60;

int unit_failed;
static int unit_fd = -1;  /* where the failure message goes */

void
unit_fail (const char *file, int line, const char *fmt, ...)
{
  char buf[4096];
  int n = snprintf (buf, sizeof buf, "%s:%d: ", file, line);
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (buf + n, sizeof buf - (size_t) n, fmt, ap);
  va_end (ap);
  unit_failed = 1;
  if (unit_fd >= 0)
    {
      ssize_t w = write (unit_fd, buf, strlen (buf));
      (void) w;
    }
  else
    fprintf (stderr, "%s\n", buf);
}

int
unit_str_eq (const char *a, const char *b)
{
  return a && b && !strcmp (a, b);
}

/* ------------------------------------------------------------------ */
/* Helpers.                                                            */

static enum mo_alias
t_alias_fn (void *ctx, const struct mo_inst *a, const struct mo_inst *b)
{
  struct t_alias *m = ctx;
  m->calls++;
  if (b->loc < 0 || b->loc >= T_MAXLOC)
    return MO_MAY;
  bool untracked = a->loc < 0 || a->kind == MO_WRITE || a->kind == MO_READ
		   || a->kind == MO_BARRIER;
  if (untracked)
    return m->untracked[b->loc];
  if (a->loc >= T_MAXLOC)
    return MO_MAY;
  return m->pair[a->loc][b->loc];
}

void
t_set (struct t_alias *a, int x, int y, enum mo_alias ans)
{
  a->pair[x][y] = a->pair[y][x] = ans;
}

struct mo_func *
t_func (int nblock, const char *edges, struct t_alias *a)
{
  struct mo_func *f = mo_func_new (nblock);
  for (int x = 0; x < T_MAXLOC; x++)
    {
      for (int y = 0; y < T_MAXLOC; y++)
	a->pair[x][y] = MO_MAY;
      a->untracked[x] = MO_MAY;
    }
  a->calls = 0;
  f->alias = t_alias_fn;
  f->alias_ctx = a;
  const char *p = edges;
  while (p && *p)
    {
      char *end;
      long from = strtol (p, &end, 10);
      if (end == p || *end != '>')
	break;
      long to = strtol (end + 1, &end, 10);
      mo_func_edge (f, (int) from, (int) to);
      p = end;
      while (*p == ' ')
	p++;
    }
  return f;
}

int
t_load (struct mo_func *f, int b, int val, int loc)
{
  return mo_func_add (f, b, MO_LOAD, loc, val, 0, NULL);
}

int
t_store (struct mo_func *f, int b, int loc, int val)
{
  return mo_func_add (f, b, MO_STORE, loc, val, 0, NULL);
}

int
t_op (struct mo_func *f, int b, enum mo_kind kind)
{
  return mo_func_add (f, b, kind, -1, -1, 0, NULL);
}

void
t_keep (struct mo_func *f, int b)
{
  f->blocks[b].inst[f->blocks[b].ninst - 1].flags |= MO_INST_KEEP;
}

/* Capture what PRINT writes to a FILE * as a string.  */
static char str_buf[1 << 16];

static const char *
capture (void (*print) (const void *, void *), const void *arg)
{
  FILE *tmp = tmpfile ();
  if (!tmp)
    return "(tmpfile failed)\n";
  print (arg, tmp);
  long n = ftell (tmp);
  rewind (tmp);
  if (n < 0 || n >= (long) sizeof str_buf)
    n = 0;
  size_t got = fread (str_buf, 1, (size_t) n, tmp);
  str_buf[got] = 0;
  fclose (tmp);
  return str_buf;
}

static void
print_decisions (const void *d, void *file)
{
  mo_lse_decisions_print (d, file);
}

static void
print_func (const void *f, void *file)
{
  mo_func_print (f, file);
}

const char *
t_decisions_str (const struct mo_lse_decisions *d)
{
  return capture (print_decisions, d);
}

const char *
t_func_str (const struct mo_func *f)
{
  return capture (print_func, f);
}

const char *
t_lse (struct mo_func *f, int max_heap, int max_queries,
       struct mo_lse_stats *stats, const char **out)
{
  static char msg[512];
  const char *err = mo_func_check (f);
  if (err)
    {
      snprintf (msg, sizeof msg, "mo_func_check: %s", err);
      return msg;
    }
  struct mo_lse_params lim;
  memset (&lim, 0, sizeof lim);
  lim.max_heap = max_heap > 0 ? max_heap : 64;
  lim.max_alias_queries = max_queries > 0 ? max_queries : 64;
  struct mo_lse_decisions d = { 0, 0, NULL, 0, 0, NULL };
  mo_lse (f, &lim, &d, stats);
  *out = t_decisions_str (&d);
  err = t_check_subsets (f, &d, f->alias_ctx);
  mo_lse_decisions_free (&d);
  return err;
}

/* ------------------------------------------------------------------ */
/* The runner.                                                         */

static const struct unit_case *const tables[] = {
  unit_ir_cases, unit_cfg_cases, unit_heap_cases, unit_lse_cases,
  unit_dse_cases, unit_phi_cases, unit_options_cases, unit_util_cases,
  unit_remarks_cases, unit_pairs_cases, unit_reread_cases,
  unit_hoist_cases, unit_promote_cases, unit_inline_cases, unit_carry_cases
};

/* Run C in a child; returns 1 on success.  WHY receives the message.  */
static int
run_case (const struct unit_case *c, char *why, size_t size)
{
  int fds[2];
  why[0] = 0;
  if (pipe (fds))
    {
      snprintf (why, size, "pipe failed");
      return 0;
    }
  fflush (stdout);
  pid_t pid = fork ();
  if (pid < 0)
    {
      snprintf (why, size, "fork failed");
      return 0;
    }
  if (pid == 0)
    {
      close (fds[0]);
      unit_fd = fds[1];
      unit_failed = 0;
      alarm ((unsigned) case_seconds);  /* a hang: SIGALRM, a failure */
      c->fn ();
      /* exit, not _exit: LeakSanitizer reports at exit.  */
      exit (unit_failed ? 1 : 0);
    }
  close (fds[1]);
  size_t n = 0;
  ssize_t r;
  while (n + 1 < size && (r = read (fds[0], why + n, size - 1 - n)) > 0)
    n += (size_t) r;
  why[n] = 0;
  close (fds[0]);
  int status;
  if (waitpid (pid, &status, 0) < 0)
    {
      snprintf (why, size, "waitpid failed");
      return 0;
    }
  if (WIFSIGNALED (status))
    {
      if (WTERMSIG (status) == SIGALRM)
	snprintf (why + n, size - n, "%stimed out after %d s",
		  n ? "; " : "", case_seconds);
      else
	snprintf (why + n, size - n, "%scrashed with signal %d",
		  n ? "; " : "", WTERMSIG (status));
      return 0;
    }
  if (WEXITSTATUS (status) != 0 && !n)
    snprintf (why, size, "exit status %d (a sanitizer report?)",
	      WEXITSTATUS (status));
  return WEXITSTATUS (status) == 0;
}

static int
selected (const char *name, int argc, char **argv, int first)
{
  if (first >= argc)
    return 1;
  for (int i = first; i < argc; i++)
    if (!strcmp (argv[i], name))
      return 1;
  return 0;
}

int
main (int argc, char **argv)
{
  const char *prefix = "";
  int first = 1;
  if (argc > 2 && !strcmp (argv[1], "-p"))
    {
      prefix = argv[2];
      first = 3;
    }
  if (getenv ("UNIT_CASE_SECONDS"))
    case_seconds = atoi (getenv ("UNIT_CASE_SECONDS"));
  int failed = 0, ran = 0;
  static char why[8192];
  for (size_t t = 0; t < sizeof tables / sizeof *tables; t++)
    for (const struct unit_case *c = tables[t]; c->name; c++)
      {
	if (!selected (c->name, argc, argv, first))
	  continue;
	ran++;
	if (run_case (c, why, sizeof why))
	  printf ("PASS %s%s\n", prefix, c->name);
	else
	  {
	    failed++;
	    /* One line per case: newlines in the message become " | ".  */
	    for (char *p = why; *p; p++)
	      if (*p == '\n')
		*p = '|';
	    printf ("FAIL %s%s %s\n", prefix, c->name, why);
	  }
	fflush (stdout);
      }
  if (!ran)
    {
      fprintf (stderr, "unit-tests: no case selected\n");
      return 1;
    }
  return failed ? 1 : 0;
}
