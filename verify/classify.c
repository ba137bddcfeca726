/* classify.c - what a program's builds and runs say about the plugin.

   For one target and one optimization level there are three builds:
     reference  -O0, no plugin
     control    -O2, no plugin
     plugin     -O1/-O2/-O3 with -fplugin=memopt.so
   An "output" is the program's stdout followed by "exit N" (its exit
   status, or 128+signal).  The decision, first match wins:

     1. reference does not compile            generator-failure
     2. reference run times out               timeout
     3. control does not compile, or its run
        times out, or its output differs      gcc-or-ub   (not ours: GCC
        from the reference's                  itself, or undefined
                                              behaviour the generator let in)
     4. plugin build fails or crashes         plugin-crash (the control
                                              compiled, so the plugin broke it)
     4b. a check-mode check failed in the     check-failure (checkfail.c;
         plugin build's run                   whatever the output)
     5. plugin run times out                  miscompile when the reference
                                              finished within half the limit
                                              (the plugin made it hang),
                                              else timeout
     6. plugin output differs                 miscompile
     7. otherwise                             pass
     8. (--perf, perf.c) the plugin build     perf-regression (less serious
        executes, in one function, more       than a wrong program, more
        than the threshold more instructions  than anything not ours)
        or memory accesses than the control
        at its level

   Why this is sound: a miscompile is claimed only when two builds without
   the plugin, at different levels, agree, which rules out most undefined
   behaviour (it tends to change with the level) and GCC's own bugs; what
   remains is ascribed to the plugin, and `reduce` then checks the program
   under sanitizers before anyone is asked to look at it.

   A program is one class over all its targets and levels: the most
   interesting one (in the order of enum vclass: miscompile,
   check-failure, plugin-crash, perf-regression, gcc-or-ub, timeout,
   generator-failure, pass), except that a miscompile (or a
   perf-regression) on one target is not claimed
   when another target's control disagrees with its reference (that
   target's gcc-or-ub): undefined behaviour is a property of the program,
   and it shows on one target as easily as on the other.  The program is
   then gcc-or-ub, its case still kept, with the plugin's difference in
   its detail (program_class).  Two memgen programs that wrote past an
   array were reported as AArch64 miscompiles this way while their x86-64
   control builds crashed.

   Crash buckets: GCC prints "internal compiler error: MESSAGE" and, with
   a backtrace, frames "0x... function(args)\n\tfile:line".  The bucket is
   the message with digits and temporary names masked, plus the first
   function names, so that the same bug found in a hundred programs is
   one bucket.  A compiler killed by a signal ("compiler terminated"...)
   or that failed without an ICE gets the bucket of its first error line. */

#include "verify.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char *const class_names[VC_COUNT] = {
  "miscompile", "check-failure", "plugin-crash", "perf-regression",
  "gcc-or-ub", "timeout", "generator-failure", "pass",
};

const char *
vclass_name (enum vclass c)
{
  return c < VC_COUNT ? class_names[c] : "?";
}

enum vclass
vclass_parse (const char *name)
{
  for (int i = 0; i < VC_COUNT; i++)
    if (name && strcmp (name, class_names[i]) == 0)
      return (enum vclass) i;
  return VC_COUNT;
}

enum vclass
vclass_worst (enum vclass a, enum vclass b)
{
  return a < b ? a : b;
}

enum vclass
program_class (enum vclass worst, bool control_disagrees)
{
  return (worst == VC_MISCOMPILE || worst == VC_PERF_REGRESSION)
         && control_disagrees ? VC_GCC_OR_UB : worst;
}

bool
vclass_is_finding (enum vclass c)
{
  return c == VC_MISCOMPILE || c == VC_CHECK_FAILURE || c == VC_PLUGIN_CRASH
         || c == VC_PERF_REGRESSION;
}

enum vclass
classify (const struct outcome *ref, const struct outcome *ctl,
          const struct outcome *plg, double run_timeout_s,
          struct sbuf *detail)
{
  if (!ref->compiled)
    {
      sb_add (detail, ref->compile_timed_out
                        ? "reference compile timed out"
                        : "reference (-O0) does not compile");
      return VC_GENERATOR_FAILURE;
    }
  if (ref->run_timed_out)
    {
      sb_add (detail, "reference run timed out");
      return VC_TIMEOUT;
    }
  if (!ctl->compiled)
    {
      sb_add (detail, "control (-O2, no plugin) does not compile");
      return VC_GCC_OR_UB;
    }
  if (ctl->run_timed_out)
    {
      sb_add (detail, "control run timed out where the reference did not");
      return VC_GCC_OR_UB;
    }
  if (strcmp (ref->output, ctl->output) != 0)
    {
      sb_add (detail, "reference and control outputs differ");
      return VC_GCC_OR_UB;
    }
  if (!plg)
    {
      sb_add (detail, "same output");
      return VC_PASS;
    }
  if (!plg->compiled)
    {
      sb_add (detail, plg->compile_timed_out
                        ? "plugin build timed out"
                        : "plugin build failed");
      return VC_PLUGIN_CRASH;
    }
  if (plg->check)
    {
      sb_printf (detail, "check failed: %s",
                 plg->check + strlen ("memopt-check: "));
      return VC_CHECK_FAILURE;
    }
  if (plg->run_timed_out)
    {
      if (ref->run_s * 2 < run_timeout_s)
        {
          sb_add (detail, "plugin build hangs (run timed out)");
          return VC_MISCOMPILE;
        }
      sb_add (detail, "plugin build's run timed out, reference was slow");
      return VC_TIMEOUT;
    }
  if (strcmp (ref->output, plg->output) != 0)
    {
      sb_add (detail, "plugin build's output differs");
      return VC_MISCOMPILE;
    }
  sb_add (detail, "same output");
  return VC_PASS;
}

/* Mask digits and hex in S: "foo.c:12:3" -> "foo.c:N:N".  */
static void
add_masked (struct sbuf *b, const char *s, size_t n)
{
  size_t i = 0;
  while (i < n)
    {
      if (s[i] == '0' && i + 1 < n && s[i + 1] == 'x')
        {
          i += 2;
          while (i < n && isxdigit ((unsigned char) s[i]))
            i++;
          sb_add (b, "0x");
          continue;
        }
      if (isdigit ((unsigned char) s[i]))
        {
          while (i < n && isdigit ((unsigned char) s[i]))
            i++;
          sb_add (b, "N");
          continue;
        }
      sb_addn (b, s + i, 1);
      i++;
    }
}

/* The function name of a backtrace line "0x1234 name(args)" (GCC prints
   these after the ICE message), or NULL.  */
static bool
frame_name (const char *line, size_t n, struct sbuf *out)
{
  size_t i = 0;
  while (i < n && (line[i] == ' ' || line[i] == '\t'))
    i++;
  if (i + 2 >= n || line[i] != '0' || line[i + 1] != 'x')
    return false;
  i += 2;
  while (i < n && isxdigit ((unsigned char) line[i]))
    i++;
  if (i >= n || line[i] != ' ')
    return false;
  i++;
  size_t s = i;
  while (i < n && line[i] != '(' && line[i] != ' ' && line[i] != '\t')
    i++;
  if (i == s)
    return false;
  sb_addn (out, line + s, i - s);
  return true;
}

char *
ice_bucket (const char *text, int max_frames)
{
  const char *ice = strstr (text, "internal compiler error");
  struct sbuf b;
  sb_init (&b);
  if (!ice)
    {
      /* Killed by a signal ("cc1: ... terminated signal 11") or a plain
         error: bucket on the first such line.  */
      const char *t = strstr (text, "terminated");
      const char *e = t ? t : strstr (text, "error:");
      if (!e)
        {
          sb_free (&b);
          return NULL;
        }
      const char *end = strchr (e, '\n');
      add_masked (&b, e, end ? (size_t) (end - e) : strlen (e));
      return b.s;
    }
  const char *end = strchr (ice, '\n');
  add_masked (&b, ice, end ? (size_t) (end - ice) : strlen (ice));
  int frames = 0;
  const char *p = end;
  while (p && *p && frames < max_frames)
    {
      p++;
      const char *e2 = strchr (p, '\n');
      size_t n = e2 ? (size_t) (e2 - p) : strlen (p);
      struct sbuf f;
      sb_init (&f);
      if (frame_name (p, n, &f))
        {
          sb_add (&b, frames ? " | " : " @ ");
          sb_add (&b, f.s);
          frames++;
        }
      sb_free (&f);
      p = e2;
    }
  return b.s;
}

char *
extract_remarks (const char *text)
{
  struct sbuf b;
  sb_init (&b);
  const char *p = text;
  while (p && *p)
    {
      const char *e = strchr (p, '\n');
      size_t n = e ? (size_t) (e - p) : strlen (p);
      const char *m = strstr (p, "memopt:");
      if (m && m < p + n)
        {
          sb_addn (&b, p, n);
          sb_add (&b, "\n");
        }
      p = e ? e + 1 : NULL;
    }
  return b.s;
}
