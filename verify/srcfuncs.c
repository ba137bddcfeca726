/* srcfuncs.c - the functions of a C source by line, and the remarks of a
   build that fall in one of them.

   A perf-regression (perf.c) names a function; what the plugin did in
   it is what its developer needs.  -fopt-info gives each remark a source
   location but not its function, so the function definitions' lines are
   found in the source and a remark belongs to the function whose lines
   hold its own:

       prog.c:28:19: optimized: memopt: load of *d_52 performed only ...
       function cols: lines 24-38                 -> a remark of cols

   The scan (src_functions): comments, string and character literals and
   preprocessor lines (with their continuations) are skipped.  At the
   top level (no brace or parenthesis open), a '{' whose declaration so
   far ends with ')' opens a function body (a struct, union or enum
   definition ends with a tag, an initializer with '='), and the
   identifier before the '(' that matches that ')' is the function's
   name: its line is the function's first.  The body ends at the
   matching '}'.  That is the C the generators write and the tests are
   written in; a definition it does not recognise gets no remark (never
   a guess).  What it cannot see: a remark in code inlined from another
   function keeps that function's line (remark_kinds_of and the case's
   perf.txt say where each remark is).  */

#define _GNU_SOURCE
#include "verify.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

void
src_funcs_free (struct src_func *f, size_t n)
{
  for (size_t i = 0; i < n; i++)
    free (f[i].name);
  free (f);
}

/* The scanner's position in the text.  */
struct scan
{
  const char *s;
  size_t i;
  int line;
};

/* Skip a comment, a literal or a preprocessor line at SC (true), or
   nothing (false).  AT_LINE_START: only blanks before SC on its line.  */
static bool
skip_noise (struct scan *sc, bool at_line_start)
{
  const char *s = sc->s;
  size_t i = sc->i;
  if (s[i] == '/' && s[i + 1] == '*')
    {
      for (i += 2; s[i] && !(s[i] == '*' && s[i + 1] == '/'); i++)
        sc->line += s[i] == '\n';
      sc->i = s[i] ? i + 2 : i;
      return true;
    }
  if ((s[i] == '/' && s[i + 1] == '/') || (s[i] == '#' && at_line_start))
    {
      /* To the end of the line, with its backslash continuations.  */
      for (; s[i] && s[i] != '\n'; i++)
        if (s[i] == '\\' && s[i + 1] == '\n')
          {
            i++;
            sc->line++;
          }
      sc->i = i;
      return true;
    }
  if (s[i] == '"' || s[i] == '\'')
    {
      char q = s[i];
      for (i++; s[i] && s[i] != q && s[i] != '\n'; i++)
        if (s[i] == '\\' && s[i + 1])
          i++;
      sc->i = s[i] == q ? i + 1 : i;
      return true;
    }
  return false;
}

/* The identifier that ends just before position END of S, or NULL.  */
static char *
ident_before (const char *s, size_t end)
{
  while (end > 0 && isspace ((unsigned char) s[end - 1]))
    end--;
  size_t b = end;
  while (b > 0 && (isalnum ((unsigned char) s[b - 1]) || s[b - 1] == '_'))
    b--;
  if (b == end || isdigit ((unsigned char) s[b]))
    return NULL;
  return strndup (s + b, end - b);
}

struct src_func *
src_functions (const char *text, size_t *n)
{
  struct src_func *v = NULL;
  size_t nv = 0;
  struct scan sc = { text, 0, 1 };
  int braces = 0, parens = 0;
  char last = ';';              /* the last significant character */
  size_t open_at = 0;           /* the last top-level '(' */
  int open_line = 0;
  bool line_start = true;
  while (text[sc.i])
    {
      if (skip_noise (&sc, line_start))
        continue;
      char ch = text[sc.i];
      if (ch == '\n')
        {
          sc.line++;
          line_start = true;
          sc.i++;
          continue;
        }
      if (isspace ((unsigned char) ch))
        {
          sc.i++;
          continue;
        }
      line_start = false;
      if (ch == '(' && braces == 0 && parens++ == 0)
        {
          open_at = sc.i;
          open_line = sc.line;
        }
      else if (ch == ')' && braces == 0 && parens > 0)
        parens--;
      else if (ch == '{' && parens == 0 && braces++ == 0 && last == ')')
        {
          char *name = ident_before (text, open_at);
          if (name)
            {
              v = xrealloc (v, (nv + 1) * sizeof *v);
              v[nv++] = (struct src_func) { name, open_line, 0 };
            }
        }
      else if (ch == '}' && parens == 0 && braces > 0 && --braces == 0
               && nv && v[nv - 1].last == 0)
        v[nv - 1].last = sc.line;
      last = ch;
      sc.i++;
    }
  /* A body left open (a truncated file) ends at the last line.  */
  if (nv && v[nv - 1].last == 0)
    v[nv - 1].last = sc.line;
  *n = nv;
  return v;
}

/* The line of remark LINE when its file is FILE ("prog.c:28:19: ..."),
   else 0.  */
static int
remark_line (const char *line, const char *file)
{
  size_t fl = strlen (file);
  if (strncmp (line, file, fl) != 0 || line[fl] != ':')
    return 0;
  return atoi (line + fl + 1);
}

char *
remarks_in_function (const char *text, const char *file,
                     const char *remarks, const char *name)
{
  size_t n;
  struct src_func *f = src_functions (text, &n);
  int first = 0, last = -1;
  for (size_t i = 0; i < n; i++)
    if (strcmp (f[i].name, name) == 0)
      {
        first = f[i].first;
        last = f[i].last;
      }
  src_funcs_free (f, n);
  struct sbuf b;
  sb_init (&b);
  for (const char *l = remarks; l && *l;)
    {
      size_t len = strcspn (l, "\n");
      char *line = strndup (l, len);
      int at = remark_line (line, file);
      if (strstr (line, "memopt: ") && at >= first && at <= last)
        sb_printf (&b, "%s\n", line);
      free (line);
      l += len + (l[len] == '\n');
    }
  return b.s;
}

char *
remark_kinds_of (const char *remarks)
{
  unsigned long counts[REMARK_KINDS_MAX] = { 0 };
  remark_count (remarks, counts);
  struct sbuf b;
  sb_init (&b);
  for (size_t k = 0; k < remark_kinds (); k++)
    if (counts[k])
      sb_printf (&b, "%s%s=%lu", b.len ? "," : "", remark_kind_name (k),
                 counts[k]);
  return b.s;
}
