/* prune.c - reduce's first step: whole statements of main and whole
   top-level declarations dropped in halves, before C-Vise's finer passes.

   A generated program (Csmith, memgen) is a few dozen functions that
   main calls one after the other, and a miscompile needs one of them.
   C-Vise does not see that shape: its line passes work on every line of
   the file at once, down to single lines, and its first passes try to
   delete functions main still calls (every such variant fails to link).
   Pruning does the coarse work in the order it pays:
     1. main's statements (calls, prints, checksums): the chunks of a
        binary search are removed while the program stays interesting,
        down to chunks of 8 statements;
     2. the top-level declarations the program no longer needs: those
        whose name nothing else mentions (the functions nothing calls
        now, then the types and globals only they used), the same way,
        down to single declarations, in rounds until one removes nothing
        (keep_unused: the others would only fail to build);
     3. main's statements again, down to single ones: each test builds a
        program a fraction of the size it was in step 1;
   then C-Vise starts from the much smaller program.  Before:
       int f1 (...) {...}  int f2 (...) {...}  ...  int f70 (...) {...}
       int main (void) { init (); r = f1 (...); print (r); ... r = f70 (...); ... }
   after (f17 the miscompiled one):
       int f17 (...) {...}
       int main (void) { init (); r = f17 (...); print (r); ... }
   Units are found by a scan that knows comments, strings, character
   constants, preprocessor lines and bracket depth, nothing more: a
   top-level unit ends at a ';' at depth 0, or at the '}' closing a
   function body (its '{' follows a ')'); a statement of main ends at a
   ';' or at a '}' back at main's depth that is followed by neither ';',
   ',', 'else' nor 'while'.  A wrong cut only makes a variant that does
   not compile, which the test rejects.  Preprocessor lines and main
   itself are never removed.
   Correctness: every variant kept passed the whole interestingness test
   (interesting.c), exactly as a variant C-Vise keeps.  */

#define _GNU_SOURCE
#include "verify.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A unit of the text: bytes [BEG, END).  */
struct unit
{
  size_t beg, end;
};

/* Past the comment, string or character constant at T[I], or I when
   there is none.  */
static size_t
skip_lexical (const char *t, size_t n, size_t i)
{
  if (t[i] == '/' && i + 1 < n && t[i + 1] == '*')
    {
      const char *e = strstr (t + i + 2, "*/");
      return e ? (size_t) (e - t) + 2 : n;
    }
  if (t[i] == '/' && i + 1 < n && t[i + 1] == '/')
    {
      while (i < n && t[i] != '\n')
        i++;
      return i;
    }
  if (t[i] == '"' || t[i] == '\'')
    {
      char q = t[i++];
      while (i < n && t[i] != q)
        i += t[i] == '\\' ? 2 : 1;
      return i < n ? i + 1 : n;
    }
  return i;
}

/* True when what follows T[I] continues the statement a '}' seemed to
   end: ';', ',' or '=' (a compound literal, an initializer), "else",
   "while" (do ... while).  */
static bool
continues (const char *t, size_t n, size_t i)
{
  while (i < n && isspace ((unsigned char) t[i]))
    i++;
  if (i >= n)
    return false;
  if (t[i] == ';' || t[i] == ',' || t[i] == '=')
    return true;
  for (const char *const *w = (const char *const[]) { "else", "while", NULL };
       *w; w++)
    {
      size_t l = strlen (*w);
      if (i + l <= n && !strncmp (t + i, *w, l)
          && !(i + l < n && (isalnum ((unsigned char) t[i + l])
                             || t[i + l] == '_')))
        return true;
    }
  return false;
}

/* The units of T[BEG, END) at depth 0: top-level declarations (STMT
   false) or statements (STMT true).  Returns how many, in *UNITS.  */
static size_t
split_units (const char *t, size_t beg, size_t end, bool stmt,
             struct unit **units)
{
  size_t cap = 64, nu = 0;
  struct unit *u = xmalloc (cap * sizeof *u);
  int depth = 0;
  size_t start = beg;
  bool body_after_paren = false;  /* the last '{' at depth 0 followed ')' */
  char last = 0;                  /* the last non-space byte at depth 0 */
  for (size_t i = beg; i < end;)
    {
      size_t j = skip_lexical (t, end, i);
      if (j != i)
        {
          i = j;
          continue;
        }
      char c = t[i];
      bool cut = false;
      if (c == '#' && depth == 0 && !stmt
          && (i == beg || t[i - 1] == '\n'))
        {
          /* A preprocessor line, continuations included: a unit of its
             own, never removed (its first byte is '#').  */
          while (i < end && !(t[i] == '\n' && t[i - 1] != '\\'))
            i++;
          cut = true;
        }
      else if (c == '(' || c == '[' || c == '{')
        {
          if (c == '{' && depth == 0)
            body_after_paren = last == ')';
          depth++;
        }
      else if (c == ')' || c == ']' || c == '}')
        {
          depth--;
          if (c == '}' && depth == 0
              && (stmt ? !continues (t, end, i + 1) : body_after_paren))
            cut = true;
        }
      else if (c == ';' && depth == 0)
        cut = true;
      if (depth == 0 && !isspace ((unsigned char) c))
        last = c;
      i++;
      if (cut)
        {
          if (nu == cap)
            u = xrealloc (u, (cap *= 2) * sizeof *u);
          u[nu++] = (struct unit) { start, i };
          start = i;
          last = 0;
        }
      if (depth < 0)
        break;
    }
  *units = u;
  return nu;
}

/* Whether unit U of T is main's definition.  */
static bool
is_main (const char *t, struct unit u)
{
  const char *brace = memchr (t + u.beg, '{', u.end - u.beg);
  for (const char *p = t + u.beg; brace && p + 4 < brace; p++)
    if (!strncmp (p, "main", 4) && (p == t || !(isalnum ((unsigned char) p[-1])
                                                || p[-1] == '_')))
      {
        const char *q = p + 4;
        while (q < brace && isspace ((unsigned char) *q))
          q++;
        if (*q == '(')
          return true;
      }
  return false;
}

/* The pruning of one list of units: what it has and what it did.  */
struct prune
{
  const char *dir, *prog;       /* the work directory, its prog.c */
  char *cand;                   /* DIR/cand.c, the variant tested */
  void (*tick) (void *, const char *);
  void *tick_arg;
  const char *stage;
  double timeout, deadline;     /* one test's bound; stop after */
  char *text;                   /* the current program */
  size_t tests, kept;
};

/* TEXT without units U[A, B) (of N) into a new string.  */
static char *
without (const char *text, const struct unit *u, size_t a, size_t b)
{
  size_t len = strlen (text);
  size_t cut_beg = u[a].beg, cut_end = u[b - 1].end;
  char *s = xmalloc (len - (cut_end - cut_beg) + 2);
  memcpy (s, text, cut_beg);
  /* Keep a line break where lines were cut, so no two tokens join.  */
  s[cut_beg] = '\n';
  memcpy (s + cut_beg + 1, text + cut_end, len - cut_end + 1);
  return s;
}

/* Is TEXT interesting?  Tested as cand.c; when it is, prog.c holds it.  */
static bool
try_text (struct prune *p, const char *text)
{
  write_file (p->cand, text, strlen (text), false);
  p->tests++;
  bool ok = interesting_file_p (p->dir, "cand.c", p->timeout);
  if (ok)
    write_file (p->prog, text, strlen (text), false);
  if (p->tick)
    p->tick (p->tick_arg, p->stage);
  return ok;
}

/* Whether T[B, E) is a word of C's declarations that names nothing
   (a keyword, a storage class, a qualifier, a basic type).  */
static bool
keyword_p (const char *t, size_t b, size_t e)
{
  static const char *const kw[] = {
    "auto", "char", "const", "double", "enum", "extern", "float", "inline",
    "int", "long", "register", "restrict", "short", "signed", "static",
    "struct", "typedef", "union", "unsigned", "void", "volatile", "_Bool",
    "__attribute__", "__extension__", "__inline", "__inline__", NULL
  };
  for (int k = 0; kw[k]; k++)
    if (strlen (kw[k]) == e - b && !strncmp (t + b, kw[k], e - b))
      return true;
  return false;
}

static bool
ident_char (char c)
{
  return isalnum ((unsigned char) c) || c == '_';
}

/* The name top-level unit U of T declares, as [*B, *E): the last
   identifier at depth 0 before the first '=', '(', '[', '{' or ';' at
   depth 0 (a function's or a variable's name, a struct's tag), skipping
   __attribute__ ((...)).  False when that is a keyword or there is none
   (a typedef of an anonymous struct, a pointer to a function): unknown.  */
static bool
declared_name (const char *t, struct unit u, size_t *b, size_t *e)
{
  bool found = false;
  for (size_t i = u.beg; i < u.end;)
    {
      size_t j = skip_lexical (t, u.end, i);
      if (j != i)
        {
          i = j;
          continue;
        }
      char c = t[i];
      if (c == '=' || c == '(' || c == '[' || c == '{' || c == ';')
        break;
      if (!ident_char (c) || isdigit ((unsigned char) c))
        {
          i++;
          continue;
        }
      size_t k = i;
      while (k < u.end && ident_char (t[k]))
        k++;
      if (k - i == 13 && !strncmp (t + i, "__attribute__", 13))
        {
          /* Past its parenthesized arguments.  */
          int depth = 0;
          for (i = k; i < u.end; i++)
            if (t[i] == '(')
              depth++;
            else if (t[i] == ')' && --depth == 0)
              break;
          i++;
          continue;
        }
      *b = i, *e = k, found = true;
      i = k;
    }
  return found && !keyword_p (t, *b, *e);
}

/* Step 2's filter: clear REMOVABLE[i] (of the N top-level units U of
   TEXT) unless unit i declares a name that no other unit mentions (the
   units declaring the same name, a function's prototype and its
   definition, do not count): a declaration whose removal cannot break
   the build that way.  Step 2 then spends its tests on those alone, in
   rounds (a function gone can leave the types and globals only it used
   unused).  A Csmith program, whose main calls func_1 and func_1
   everything else, has one (its __undefined) where the unfiltered step
   tried ~100 declarations one by one for nothing (184 tests for 3 % of
   the bytes, bench/RESULTS-reduce.md); a memgen program has the
   functions whose calls step 1 removed.  Unsure (a name not found, a
   mention in a comment or a string) counts as mentioned: C-Vise's
   passes remove the rest.  */
static void
keep_unused (const char *text, const struct unit *u, size_t n, bool *removable)
{
  size_t *nb = xmalloc ((n ? n : 1) * sizeof *nb);
  size_t *ne = xmalloc ((n ? n : 1) * sizeof *ne);
  bool *known = xmalloc ((n ? n : 1) * sizeof *known);
  size_t tlen = strlen (text);
  for (size_t i = 0; i < n; i++)
    known[i] = declared_name (text, u[i], &nb[i], &ne[i]);
  for (size_t i = 0; i < n; i++)
    {
      if (!removable[i] || !known[i])
        {
          removable[i] = false;
          continue;
        }
      size_t len = ne[i] - nb[i];
      const char *name = text + nb[i];
      bool mentioned = false;
      size_t k = 0;  /* the unit holding the occurrence */
      for (const char *p = text; !mentioned
           && (p = memmem (p, tlen - (size_t) (p - text), name, len)) != NULL;
           p++)
        {
          size_t at = (size_t) (p - text);
          if ((at > 0 && ident_char (text[at - 1]))
              || ident_char (text[at + len]))
            continue;
          while (k + 1 < n && u[k].end <= at)
            k++;
          bool same = u[k].beg <= at && at < u[k].end
                      && (k == i || (known[k] && ne[k] - nb[k] == len
                                     && !strncmp (text + nb[k], name, len)));
          mentioned = !same;
        }
      removable[i] = !mentioned;
    }
  free (nb);
  free (ne);
  free (known);
}

/* The units of the current text: main's statements (MAIN_BODY) or the
   top-level declarations; *REMOVABLE[i] false for those never removed,
   and with ONLY_UNUSED (top-level declarations) for those keep_unused
   keeps.  */
static size_t
units_of (const char *text, bool main_body, bool only_unused,
          struct unit **u, bool **removable)
{
  size_t len = strlen (text);
  struct unit *top;
  size_t ntop = split_units (text, 0, len, false, &top);
  size_t n = 0;
  if (main_body)
    {
      *u = NULL;
      for (size_t i = 0; i < ntop; i++)
        if (is_main (text, top[i]))
          {
            const char *open = memchr (text + top[i].beg, '{',
                                       top[i].end - top[i].beg);
            size_t b = (size_t) (open - text) + 1, e = top[i].end - 1;
            free (*u);
            n = split_units (text, b, e, true, u);
          }
      free (top);
      if (!*u)
        *u = xmalloc (sizeof **u);
    }
  else
    {
      *u = top;
      n = ntop;
    }
  *removable = xmalloc ((n ? n : 1) * sizeof **removable);
  for (size_t i = 0; i < n; i++)
    {
      size_t k = (*u)[i].beg;
      for (size_t j; k < (*u)[i].end; k = j)
        {
          j = k;
          while (j < (*u)[i].end && isspace ((unsigned char) text[j]))
            j++;
          if (text[j] == '/' && (text[j + 1] == '*' || text[j + 1] == '/'))
            j = skip_lexical (text, (*u)[i].end, j);
          if (j == k)
            break;
        }
      (*removable)[i] = k < (*u)[i].end && text[k] != '#'
                        && !(!main_body && is_main (text, (*u)[i]));
    }
  if (only_unused && !main_body)
    keep_unused (text, *u, n, *removable);
  return n;
}

char *
prune_unused_names (const char *text)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (text, false, true, &u, &rm);
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < n; i++)
    {
      size_t nb, ne;
      if (rm[i] && declared_name (text, u[i], &nb, &ne))
        sb_printf (&b, "%s%.*s", b.len ? " " : "", (int) (ne - nb), text + nb);
    }
  free (u);
  free (rm);
  return b.s ? b.s : xstrdup ("");
}

/* Remove chunks of units (main's statements, or top-level
   declarations) while the program stays interesting: chunks of all
   units, then halves, quarters, ... down to chunks of MIN_CHUNK units
   (C-Vise's binary state, over units instead of lines).  Returns the
   units left; *BEFORE, the units there were.  */
static size_t
prune_units (struct prune *p, bool main_body, bool only_unused,
             size_t min_chunk, size_t *before)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (p->text, main_body, only_unused, &u, &rm);
  *before = n;
  size_t chunk = n, index = 0;
  while (chunk >= min_chunk && chunk >= 1 && now_s () < p->deadline)
    {
      if (index >= n)
        {
          chunk /= 2;
          index = 0;
          continue;
        }
      size_t end = index + chunk < n ? index + chunk : n;
      /* Only chunks of removable units, shrunk to avoid the others.  */
      size_t a = index, b = end;
      while (a < b && !rm[a])
        a++;
      size_t c = a;
      while (c < b && rm[c])
        c++;
      if (a == b)
        {
          index = end;
          continue;
        }
      char *cand = without (p->text, u, a, c);
      if (try_text (p, cand))
        {
          free (p->text);
          p->text = cand;
          p->kept++;
          free (u);
          free (rm);
          n = units_of (p->text, main_body, only_unused, &u, &rm);
          index = a;            /* what followed the chunk moved here */
        }
      else
        {
          free (cand);
          index = c > a ? c : end;
        }
    }
  free (u);
  free (rm);
  return n;
}

/* Prune DIR/prog.c (an interesting program) until DEADLINE, each test
   bounded by TIMEOUT; prog.c holds the result, interesting.  Returns
   what it did, a sentence.  */
char *
prune_program (const char *dir, double timeout,
               double deadline, void (*tick) (void *, const char *),
               void *tick_arg)
{
  struct prune p = { .dir = dir, .timeout = timeout, .deadline = deadline,
                     .tick = tick, .tick_arg = tick_arg };
  char *prog = xasprintf ("%s/prog.c", dir);
  p.prog = prog;
  p.cand = xasprintf ("%s/cand.c", dir);
  p.text = read_file (prog, NULL);
  if (!p.text)
    {
      free (prog);
      free (p.cand);
      return xstrdup ("nothing pruned: no prog.c");
    }
  double t0 = now_s ();
  size_t m0, m1, t0n, t1, unused;
  /* Coarse first: every test builds the whole program, and single
     statements of main are cheaper to try once the functions they no
     longer call are gone.  */
  p.stage = "pruning main's statements";
  prune_units (&p, true, false, 8, &m0);
  p.stage = "pruning top-level declarations";
  /* Unused declarations only, in rounds until one removes nothing.  */
  t1 = prune_units (&p, false, true, 1, &t0n);
  for (size_t was = t0n; t1 < was && now_s () < p.deadline;)
    {
      was = t1;
      t1 = prune_units (&p, false, true, 1, &unused);
    }
  p.stage = "pruning main's statements";
  m1 = prune_units (&p, true, false, 1, &unused);
  char *said = xasprintf ("pruned main's statements %zu -> %zu and the "
                          "top-level declarations %zu -> %zu: %zu variants "
                          "tested, %zu kept, %.0f s", m0, m1, t0n, t1,
                          p.tests, p.kept, now_s () - t0);
  unlink (p.cand);
  free (p.cand);
  free (p.text);
  free (prog);
  return said;
}
