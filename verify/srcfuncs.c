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
   a guess).  A remark in code inlined from another function keeps that
   function's line, and the plugin ends it with the function it was
   compiled in:

       prog.c:12:7: optimized: memopt: ... (inlined into cols.part.0)
                                                  -> a remark of cols

   Such a remark belongs to that function, whatever its line.  For a
   build whose remarks lack the suffix (an older plugin), given the
   functions the build has code of (perf.c's profile), the remarks of a
   function also take those of the functions it calls that have none of
   their own there (a static kernel GCC inlined into its only caller),
   under a line "inlined from F:".  */

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

/* The function a remark LINE says it was compiled in (the NAME of its
   " (inlined into NAME)" suffix, the length in *LEN), else NULL.  */
static const char *
inlined_into (const char *line, size_t *len)
{
  static const char tag[] = " (inlined into ";
  size_t n = strlen (line);
  if (n < sizeof tag + 1 || line[n - 1] != ')')
    return NULL;
  const char *at = NULL;
  for (const char *p = strstr (line, tag); p; p = strstr (p + 1, tag))
    at = p;
  if (!at)
    return NULL;
  at += sizeof tag - 1;
  *len = line + n - 1 - at;
  return *len && !memchr (at, ' ', *len) ? at : NULL;
}

/* True when symbol SYM (LEN bytes: "f", "f.part.0") is function NAME's
   code ("f" or "f.part.0").  */
static bool
same_function (const char *sym, size_t len, const char *name)
{
  size_t a = strcspn (sym, ".");
  size_t b = strcspn (name, ".");
  return (a < len ? a : len) == b && strncmp (sym, name, b) == 0;
}

/* True when identifier NAME occurs in lines FIRST..LAST of TEXT (outside
   nothing: a name in a comment or a string counts too, which only adds a
   function's remarks).  */
static bool
mentions (const char *text, int first, int last, const char *name)
{
  size_t len = strlen (name);
  int line = 1;
  for (const char *p = text; *p; p++)
    {
      if (*p == '\n')
        {
          if (++line > last)
            break;
          continue;
        }
      if (line < first || strncmp (p, name, len) != 0
          || (p > text && (isalnum ((unsigned char) p[-1]) || p[-1] == '_'))
          || isalnum ((unsigned char) p[len]) || p[len] == '_')
        continue;
      return true;
    }
  return false;
}

static bool
in_strv (const struct strv *v, const char *s)
{
  for (size_t i = 0; v && i < v->n; i++)
    if (strcmp (v->v[i], s) == 0)
      return true;
  return false;
}

/* Mark in TAKE the functions of F (N of them) whose remarks belong to
   NAME: NAME itself, then, until nothing changes, every function absent
   from PRESENT that a taken one mentions.  */
static void
take_inlined (const char *text, const struct src_func *f, size_t n,
              const char *name, const struct strv *present, bool *take)
{
  for (size_t i = 0; i < n; i++)
    take[i] = strcmp (f[i].name, name) == 0;
  for (bool more = present != NULL; more;)
    {
      more = false;
      for (size_t i = 0; i < n; i++)
        {
          if (take[i] || in_strv (present, f[i].name))
            continue;
          for (size_t k = 0; k < n && !take[i]; k++)
            if (take[k] && mentions (text, f[k].first, f[k].last, f[i].name))
              take[i] = more = true;
        }
    }
}

/* The lines of REMARKS of FILE whose line is in F's lines and that do
   not name the function they were inlined into, into B.  */
static void
add_remarks_of (struct sbuf *b, const char *remarks, const char *file,
                const struct src_func *f)
{
  for (const char *l = remarks; l && *l;)
    {
      size_t len = strcspn (l, "\n");
      char *line = strndup (l, len);
      int at = remark_line (line, file);
      size_t into_len;
      if (strstr (line, "memopt: ") && at >= f->first && at <= f->last
          && !inlined_into (line, &into_len))
        sb_printf (b, "%s\n", line);
      free (line);
      l += len + (l[len] == '\n');
    }
}

/* The lines of REMARKS of FILE that say they were compiled in NAME
   ("... (inlined into NAME.part.0)"), into B.  */
static void
add_remarks_inlined_into (struct sbuf *b, const char *remarks,
                          const char *file, const char *name)
{
  for (const char *l = remarks; l && *l;)
    {
      size_t len = strcspn (l, "\n");
      char *line = strndup (l, len);
      size_t into_len;
      const char *into = inlined_into (line, &into_len);
      if (into && remark_line (line, file) && strstr (line, "memopt: ")
          && same_function (into, into_len, name))
        sb_printf (b, "%s\n", line);
      free (line);
      l += len + (l[len] == '\n');
    }
}

char *
remarks_in_function (const char *text, const char *file,
                     const char *remarks, const char *name,
                     const struct strv *present)
{
  size_t n;
  struct src_func *f = src_functions (text, &n);
  bool *take = xmalloc ((n ? n : 1) * sizeof *take);
  take_inlined (text, f, n, name, present, take);
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < n; i++)
    if (take[i] && strcmp (f[i].name, name) == 0)
      add_remarks_of (&b, remarks, file, &f[i]);
  add_remarks_inlined_into (&b, remarks, file, name);
  for (size_t i = 0; i < n; i++)
    if (take[i] && strcmp (f[i].name, name) != 0)
      {
        struct sbuf r;
        sb_init (&r);
        add_remarks_of (&r, remarks, file, &f[i]);
        if (r.len)
          sb_printf (&b, "inlined from %s:\n%s", f[i].name, r.s);
        sb_free (&r);
      }
  free (take);
  src_funcs_free (f, n);
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
