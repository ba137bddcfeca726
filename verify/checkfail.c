/* checkfail.c - check-mode failures in the harness.

   With `memopt-verify run --check` (or --plugin-arg check) the plugin
   build is compiled in check mode (plugin/gcc/check.cc) and linked with
   its run-time object, memopt-check.o from the plugin's directory.  Every
   transformation that assumed a value then checks it while the program
   runs; the first wrong assumption prints one line to stderr and aborts:

     memopt-check: transformation 7 (memopt-lse load-replaced in f at
       x.c:3) assumed 0x2a, memory holds 0x2b

   build_and_run keeps that line (outcome.check) and classify() makes the
   program a check-failure, whatever its output: the line already names
   the transformation (the debug-counter id), so no bisection is needed,
   and a wrong assumption whose value happened not to change the output
   is caught too.  The campaign stores the parts as check_* keys of
   case.json; reduce keeps a variant only while a check of the same pass
   and kind still fails.

   Before/after, for one plugin build of a program:
     without --check   output "1\nexit 0" = reference       -> pass
     with --check      stderr "memopt-check: transformation 3 (memopt-lse
                       load-replaced in positive at p.c:19) ..."
                                                              -> check-failure,
                       bucket "memopt-lse load-replaced", check_id 3  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char check_prefix[] = "memopt-check: transformation ";

char *
check_line_find (const char *text)
{
  for (const char *p = text; p && *p;)
    {
      size_t n = strcspn (p, "\n");
      if (n > sizeof check_prefix - 1
          && strncmp (p, check_prefix, sizeof check_prefix - 1) == 0)
        return strndup (p, n);
      p += n + (p[n] == '\n');
    }
  return NULL;
}

/* Copy the text of [B, E) into a new string.  */
static char *
span (const char *b, const char *e)
{
  return strndup (b, (size_t) (e - b));
}

bool
check_report_parse (const char *line, struct check_report *r)
{
  memset (r, 0, sizeof *r);
  if (!line || strncmp (line, check_prefix, sizeof check_prefix - 1) != 0)
    return false;
  const char *p = line + sizeof check_prefix - 1;
  char *end;
  r->id = strtol (p, &end, 10);
  if (end == p || strncmp (end, " (", 2) != 0)
    return false;
  /* "(PASS KIND in FUNCTION at LOCATION) assumed E, memory holds A" */
  const char *what = end + 2;
  const char *close = strstr (what, ") assumed ");
  const char *sp = strchr (what, ' ');
  const char *in = strstr (what, " in ");
  const char *at = in ? strstr (in + 4, " at ") : NULL;
  const char *holds = close ? strstr (close, ", memory holds ") : NULL;
  if (!close || !sp || !in || !at || !holds || sp >= in || at > close)
    return false;
  r->pass = span (what, sp);
  r->kind = span (sp + 1, in);
  r->function = span (in + 4, at);
  r->location = span (at + 4, close);
  r->expected = span (close + strlen (") assumed "), holds);
  r->actual = xstrdup (holds + strlen (", memory holds "));
  return true;
}

void
check_report_free (struct check_report *r)
{
  free (r->pass);
  free (r->kind);
  free (r->function);
  free (r->location);
  free (r->expected);
  free (r->actual);
  memset (r, 0, sizeof *r);
}

bool
check_mode_p (const struct strv *args)
{
  bool on = false;
  for (size_t i = 0; i < args->n; i++)
    {
      const char *a = args->v[i];
      if (strcmp (a, "check") == 0)
        on = true;
      else if (str_starts (a, "check="))
        on = strcmp (a + strlen ("check="), "off") != 0;
    }
  return on;
}

char *
check_runtime_path (const char *plugin)
{
  const char *slash = strrchr (plugin, '/');
  if (!slash)
    return xstrdup ("memopt-check.o");
  return xasprintf ("%.*s/memopt-check.o", (int) (slash - plugin), plugin);
}

static const char *const check_keys[] = {
  "check_id", "check_pass", "check_kind", "check_function",
  "check_location", "check_expected", "check_actual",
};

void
check_keys_set (struct jobj *o, const char *line)
{
  for (size_t i = 0; i < sizeof check_keys / sizeof *check_keys; i++)
    jo_del (o, check_keys[i]);
  struct check_report r;
  if (!check_report_parse (line, &r))
    return;
  jo_set_int (o, "check_id", r.id);
  jo_set_str (o, "check_pass", r.pass);
  jo_set_str (o, "check_kind", r.kind);
  jo_set_str (o, "check_function", r.function);
  jo_set_str (o, "check_location", r.location);
  jo_set_str (o, "check_expected", r.expected);
  jo_set_str (o, "check_actual", r.actual);
  check_report_free (&r);
}
