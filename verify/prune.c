/* prune.c - reduce's first step: whole statements of main and whole
   top-level declarations dropped, the bodies of the functions a finding
   does not need stubbed, and the other functions' statements dropped
   depth by depth, before C-Vise's finer passes.

   A generated program is a few dozen functions and a miscompile needs
   one of them: memgen's main calls them one after the other, Csmith's
   main calls func_1, which calls the rest.  C-Vise does not see that
   shape: its line passes work on every line of the file at once, down
   to single lines, and most variants they try delete the declaration of
   a local still used, or a function still called (they fail to build).
   Pruning does the coarse work in the order it pays:
     1. main's statements (calls, prints, checksums): the chunks of a
        binary search are removed while the program stays interesting,
        down to chunks of 8 statements;
     2. the top-level declarations the program no longer needs: those
        whose name nothing else mentions (the functions nothing calls
        now, then the types and globals only they used), the same way,
        down to single declarations, in rounds until one removes nothing
        (keep_unused: the others would only fail to build);
     3. the bodies of function definitions, stubbed in chunks the same
        way: "{ }" for a void function, else a zero of its return type
        read from a static variable (no uninitialized read):
            static int16_t * func_14 (int32_t p_15, ...) { ...325 lines... }
        becomes
            static int16_t * func_14 (int32_t p_15, ...)
            { static int16_t * memopt_stub; return memopt_stub; }
        so that the functions only the stubbed ones called become
        unused (Csmith's call tree);
     4. the statements of the bodies left, depth by depth (hierarchical
        delta debugging): a body's own statements first, then those of
        the blocks in them (a loop's body, both arms of an if), ...; the
        declaration of a local something still uses is not tried (its
        removal would only fail to build);
     5. step 2 again, when 3 or 4 kept a variant;
     6. main's statements again, down to single ones: each test builds a
        program a fraction of the size it was in step 1;
   then C-Vise starts from the much smaller program.  Before:
       int f1 (...) {...}  int f2 (...) {...}  ...  int f70 (...) {...}
       int main (void) { init (); r = f1 (...); print (r); ... r = f70 (...); ... }
   after (f17 the miscompiled one):
       int f17 (...) {...}
       int main (void) { init (); r = f17 (...); print (r); ... }
   On Csmith seed 200 (2,051 lines, 121,643 bytes) steps 1-6 leave 13 %
   of the bytes after 221 tests (bench/RESULTS-reduce.md).
   Units are found by a scan that knows comments, strings, character
   constants, preprocessor lines and bracket depth, nothing more: a
   top-level unit ends at a ';' at depth 0, or at the '}' closing a
   function body (its '{' follows a ')'); a statement ends at a ';' or
   at a '}' back at its block's depth that is followed by neither ';',
   ',', 'else' nor 'while'; a block is a '{' at a statement's depth that
   does not follow '=' or ',' (an initializer).  A wrong cut only makes
   a variant that does not compile, which the test rejects.  Preprocessor lines and main
   itself are never removed.
   Correctness: every variant kept passed the whole interestingness test
   (interesting.c), exactly as a variant C-Vise keeps.  */

#define _GNU_SOURCE
#include "verify.h"

#include <signal.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* At most this many variants are tested at once (-j).  */
#define PRUNE_JOBS 8

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

/* The index of the next byte of code at or after I in T[.., N): past
   comments, strings and character constants.  */
static size_t
next_code (const char *t, size_t n, size_t i)
{
  for (size_t j; i < n && (j = skip_lexical (t, n, i)) != i; i = j)
    ;
  return i;
}

/* Past the parenthesized list that starts at or after T[I] (an
   __attribute__'s arguments), before END.  */
static size_t
past_parens (const char *t, size_t i, size_t end)
{
  int depth = 0;
  for (; i < end; i++)
    if (t[i] == '(')
      depth++;
    else if (t[i] == ')' && --depth == 0)
      break;
  return i + 1;
}

/* DEPTH after code byte C: brackets of every kind count.  */
static int
depth_after (char c, int depth)
{
  if (c == '(' || c == '[' || c == '{')
    return depth + 1;
  if (c == ')' || c == ']' || c == '}')
    return depth - 1;
  return depth;
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
  size_t jobs;                  /* variants tested at once (1..PRUNE_JOBS) */
  char *pdir[PRUNE_JOBS];       /* their directories: DIR, DIR/par1, ... */
  void (*tick) (void *, const char *);
  void *tick_arg;
  const char *stage;
  int level;                    /* PRUNE_STMTS: the depth */
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

/* Test the N variants TEXTS (N <= P->jobs) at once, each as cand.c of
   its own directory; returns the index of the first interesting one
   (prog.c then holds it), or N.  The others after it were tested for
   nothing: they are made again from the new text.  */
static size_t
try_texts (struct prune *p, char *const texts[], size_t n)
{
  if (n == 1)
    return try_text (p, texts[0]) ? 0 : 1;
  bool ok[PRUNE_JOBS];
  for (size_t i = 0; i < n; i++)
    {
      char *c = xasprintf ("%s/cand.c", p->pdir[i]);
      write_file (c, texts[i], strlen (texts[i]), false);
      free (c);
    }
  p->tests += n;
  interesting_files_p (n, (const char *const *) p->pdir, "cand.c",
                       p->timeout, ok);
  size_t k = 0;
  while (k < n && !ok[k])
    k++;
  if (k < n)
    write_file (p->prog, texts[k], strlen (texts[k]), false);
  if (p->tick)
    p->tick (p->tick_arg, p->stage);
  return k;
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

/* The first occurrence at or after byte FROM of T (TLEN bytes) of NAME
   (LEN bytes) as a whole word, or TLEN when there is none.  */
static size_t
find_word (const char *t, size_t tlen, size_t from, const char *name,
           size_t len)
{
  for (const char *p = t + from;
       (p = memmem (p, tlen - (size_t) (p - t), name, len)) != NULL; p++)
    {
      size_t at = (size_t) (p - t);
      if (!(at > 0 && ident_char (t[at - 1])) && !ident_char (t[at + len]))
        return at;
    }
  return tlen;
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
  for (size_t i = u.beg; (i = next_code (t, u.end, i)) < u.end;)
    {
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
          i = past_parens (t, k, u.end);
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
      for (size_t at = 0; !mentioned
           && (at = find_word (text, tlen, at, name, len)) < tlen; at++)
        {
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

/* The '{' opening the body of function definition U of T, in *OPEN:
   the first '{' at depth 0 that follows a ')'.  False when U is not a
   function definition.  */
static bool
function_body (const char *t, struct unit u, size_t *open)
{
  int depth = 0;
  char last = 0;
  for (size_t i = u.beg; (i = next_code (t, u.end, i)) < u.end; i++)
    {
      char c = t[i];
      if (c == '{' && depth == 0 && last == ')')
        {
          *open = i;
          return t[u.end - 1] == '}';
        }
      if (c == ';' && depth == 0)
        return false;
      depth = depth_after (c, depth);
      if (depth == 0 && !isspace ((unsigned char) c))
        last = c;
    }
  return false;
}

/* The words of a definition's prefix that are not its return type.  */
static bool
not_type_word (const char *w, size_t n)
{
  static const char *const words[] = {
    "static", "inline", "extern", "__inline", "__inline__", "_Noreturn",
    "__extension__", NULL
  };
  for (int k = 0; words[k]; k++)
    if (strlen (words[k]) == n && !strncmp (w, words[k], n))
      return true;
  return false;
}

/* True when W (N bytes) is an object-like macro of T whose expansion
   is an attribute: "#define NOFRE __attribute__ ((noipa, ...))" (memgen's
   NOFRE, OPAQUE, PLAIN).  Such a word is not part of a type: a stub's
   "static NOFRE u32 memopt_stub;" puts a function's attributes on a
   variable, and GCC warns (-Wattributes).  */
static bool
attribute_macro (const char *t, const char *w, size_t n)
{
  for (const char *d = strstr (t, "#define"); d; d = strstr (d + 7, "#define"))
    {
      const char *p = d + 7;
      while (*p == ' ' || *p == '\t')
        p++;
      if (strncmp (p, w, n) != 0 || (p[n] != ' ' && p[n] != '\t'))
        continue;
      p += n;
      while (*p == ' ' || *p == '\t')
        p++;
      return str_starts (p, "__attribute__");
    }
  return false;
}

/* The stub body for function definition U of T, to replace its body
   from *OPEN (its '{') to U's end: "{ }" when it returns void, else
   "{ static TYPE memopt_stub; return memopt_stub; }", a zero of the
   return type (a scalar, a pointer, a struct or a union) that reads
   nothing uninitialized.  TYPE is the text before the function's name
   without storage classes, inline, comments, __attribute__ ((...)) and
   macros that expand to one (attribute_macro).
   NULL when U is not a function definition, or its name or return type
   is not found (a function returning a function pointer, an implicit
   int): no stub.  */
static char *
stub_body (const char *t, struct unit u, size_t *open)
{
  size_t nb, ne;
  if (!function_body (t, u, open) || !declared_name (t, u, &nb, &ne)
      || nb > *open)
    return NULL;
  struct sbuf ty;
  sb_init (&ty);
  for (size_t i = u.beg; (i = next_code (t, nb, i)) < nb;)
    {
      if (!ident_char (t[i]))
        {
          if (!isspace ((unsigned char) t[i]))
            sb_printf (&ty, "%s%c", ty.len ? " " : "", t[i]);
          i++;
          continue;
        }
      size_t k = i;
      while (k < nb && ident_char (t[k]))
        k++;
      if (k - i == 13 && !strncmp (t + i, "__attribute__", 13))
        {
          i = past_parens (t, k, nb);
          continue;
        }
      if (!not_type_word (t + i, k - i) && !attribute_macro (t, t + i, k - i))
        sb_printf (&ty, "%s%.*s", ty.len ? " " : "", (int) (k - i), t + i);
      i = k;
    }
  char *stub = NULL;
  if (!ty.len)
    ;                           /* an implicit int: no stub */
  else if (!strcmp (ty.s, "void"))
    stub = xstrdup ("{ }");
  else
    stub = xasprintf ("{ static %s memopt_stub; return memopt_stub; }",
                      ty.s);
  sb_free (&ty);
  return stub;
}

/* TEXT with the body of every removable function definition among
   units U[A, B) replaced by its stub, into a new string.  */
static char *
stubbed (const char *text, const struct unit *u, const bool *rm, size_t a,
         size_t b)
{
  struct sbuf s;
  sb_init (&s);
  size_t at = 0;
  for (size_t i = a; i < b; i++)
    {
      size_t open;
      char *stub = rm[i] ? stub_body (text, u[i], &open) : NULL;
      if (!stub)
        continue;
      sb_addn (&s, text + at, open - at);
      sb_add (&s, stub);
      at = u[i].end;
      free (stub);
    }
  sb_add (&s, text + at);
  return s.s ? s.s : xstrdup (text);
}

/* The interiors [open + 1, close) of the blocks directly in statement
   T[B, E) (a loop's or an if's body, both arms of an if-else, a bare
   block), in *OUT; returns how many.  A '{' after '=' or ',' opens an
   initializer, not a block.  */
static size_t
child_blocks (const char *t, size_t b, size_t e, struct unit **out)
{
  size_t cap = 8, n = 0;
  struct unit *r = xmalloc (cap * sizeof *r);
  int depth = 0;
  char last = 0;
  for (size_t i = b; (i = next_code (t, e, i)) < e; i++)
    {
      char c = t[i];
      if (c == '{' && depth == 0 && last != '=' && last != ',')
        {
          /* The matching '}'.  */
          int d = 0;
          size_t k = i;
          while ((k = next_code (t, e, k)) < e
                 && (d = depth_after (t[k], d)) > 0)
            k++;
          if (k >= e)
            break;
          if (n == cap)
            r = xrealloc (r, (cap *= 2) * sizeof *r);
          r[n++] = (struct unit) { i + 1, k };
          i = k;
          last = '}';
          continue;
        }
      depth = depth_after (c, depth);
      if (depth == 0 && !isspace ((unsigned char) c))
        last = c;
    }
  *out = r;
  return n;
}

/* The statements at depth LEVEL (1: those of a function body; 2: those
   of the blocks in them, ...) of every function definition but main,
   in text order, in *OUT; returns how many.  Hierarchical delta
   debugging: a Csmith function is a few statements whose blocks hold
   the rest, so each depth is pruned before the one below it.  */
static size_t
level_units (const char *t, int level, struct unit **out)
{
  size_t len = strlen (t);
  struct unit *top, *ranges = xmalloc (sizeof *ranges);
  size_t ntop = split_units (t, 0, len, false, &top), nr = 0, capr = 1;
  for (size_t i = 0; i < ntop; i++)
    {
      size_t open;
      if (is_main (t, top[i]) || !function_body (t, top[i], &open))
        continue;
      if (nr == capr)
        ranges = xrealloc (ranges, (capr *= 2) * sizeof *ranges);
      ranges[nr++] = (struct unit) { open + 1, top[i].end - 1 };
    }
  free (top);
  struct unit *u = NULL;
  size_t n = 0;
  for (int l = 1; l <= level; l++)
    {
      /* The statements of the ranges of depth L.  */
      size_t cap = 16;
      free (u);
      u = xmalloc (cap * sizeof *u);
      n = 0;
      for (size_t r = 0; r < nr; r++)
        {
          struct unit *s;
          size_t ns = split_units (t, ranges[r].beg, ranges[r].end, true, &s);
          for (size_t k = 0; k < ns; k++)
            {
              if (n == cap)
                u = xrealloc (u, (cap *= 2) * sizeof *u);
              u[n++] = s[k];
            }
          free (s);
        }
      if (l == level)
        break;
      /* The blocks in them: the ranges of depth L + 1.  */
      free (ranges);
      ranges = xmalloc (sizeof *ranges);
      nr = 0, capr = 1;
      for (size_t k = 0; k < n; k++)
        {
          struct unit *c;
          size_t nc = child_blocks (t, u[k].beg, u[k].end, &c);
          for (size_t m = 0; m < nc; m++)
            {
              if (nr == capr)
                ranges = xrealloc (ranges, (capr *= 2) * sizeof *ranges);
              ranges[nr++] = c[m];
            }
          free (c);
        }
    }
  free (ranges);
  *out = u ? u : xmalloc (sizeof *u);
  return u ? n : 0;
}

/* The first word of statement U of T (past spaces and comments), as
   [*B, *E); false when it does not start with one.  */
static bool
first_word (const char *t, struct unit u, size_t *b, size_t *e)
{
  size_t i = u.beg;
  while ((i = next_code (t, u.end, i)) < u.end
         && isspace ((unsigned char) t[i]))
    i++;
  if (i >= u.end || !ident_char (t[i]) || isdigit ((unsigned char) t[i]))
    return false;
  *b = i;
  while (i < u.end && ident_char (t[i]))
    i++;
  *e = i;
  return true;
}

/* Whether NAME (LEN bytes) occurs as a word in T outside U.  */
static bool
mentioned_outside (const char *t, struct unit u, const char *name,
                   size_t len)
{
  size_t tlen = strlen (t);
  for (size_t at = 0; (at = find_word (t, tlen, at, name, len)) < tlen; at++)
    if (at < u.beg || at >= u.end)
      return true;
  return false;
}

/* Whether statement U of T is worth a test to remove: not empty, and
   not the declaration of a local something else still uses (its
   removal would only fail to build).  A declaration is a statement
   whose first word is a type's (a keyword of declarations, or a name
   ending in _t, as Csmith's int32_t); one that declares more than one
   name (a ',' at depth 0) or whose name is not found is kept: C-Vise's
   passes take it apart.  */
static bool
statement_removable (const char *t, struct unit u)
{
  size_t b, e;
  size_t i = u.beg;
  while (i < u.end && (isspace ((unsigned char) t[i]) || t[i] == ';'))
    i++;
  if (i >= u.end)
    return false;
  if (!first_word (t, u, &b, &e))
    return true;
  bool decl = keyword_p (t, b, e) && strncmp (t + b, "__attribute__", e - b);
  decl |= e - b > 2 && t[e - 2] == '_' && t[e - 1] == 't';
  if (!decl)
    return true;
  int depth = 0;
  for (size_t k = u.beg; (k = next_code (t, u.end, k)) < u.end; k++)
    {
      if (t[k] == ',' && depth == 0)
        return false;
      depth = depth_after (t[k], depth);
    }
  size_t nb, ne;
  if (!declared_name (t, u, &nb, &ne))
    return false;
  return !mentioned_outside (t, u, t + nb, ne - nb);
}

/* TEXT without every removable unit among U[A, B), each cut on its own
   (they need not be adjacent), into a new string.  */
static char *
without_each (const char *text, const struct unit *u, const bool *rm,
              size_t a, size_t b)
{
  struct sbuf s;
  sb_init (&s);
  size_t at = 0;
  for (size_t i = a; i < b; i++)
    {
      if (!rm[i] || u[i].beg < at)
        continue;
      sb_addn (&s, text + at, u[i].beg - at);
      sb_add (&s, "\n");
      at = u[i].end;
    }
  sb_add (&s, text + at);
  return s.s ? s.s : xstrdup (text);
}

/* What a step of pruning works on.  */
enum prune_kind
{
  PRUNE_MAIN,      /* main's statements, removed */
  PRUNE_UNUSED,    /* top-level declarations nothing mentions, removed */
  PRUNE_BODIES,    /* function definitions, their bodies stubbed */
  PRUNE_STMTS      /* the statements of function bodies at one depth */
};

/* The units of the current text: main's statements (PRUNE_MAIN), the
   statements of the function bodies at depth LEVEL (PRUNE_STMTS, see
   level_units) or the top-level declarations; *REMOVABLE[i] false for
   those never removed, for those keep_unused keeps (PRUNE_UNUSED), for
   all but the definitions whose body a stub would shorten
   (PRUNE_BODIES), and for the declarations of locals still used
   (PRUNE_STMTS).  */
static size_t
units_of (const char *text, enum prune_kind kind, int level,
          struct unit **u, bool **removable)
{
  if (kind == PRUNE_STMTS)
    {
      size_t n = level_units (text, level, u);
      *removable = xmalloc ((n ? n : 1) * sizeof **removable);
      for (size_t i = 0; i < n; i++)
        (*removable)[i] = statement_removable (text, (*u)[i]);
      return n;
    }
  bool main_body = kind == PRUNE_MAIN;
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
  if (kind == PRUNE_UNUSED)
    keep_unused (text, *u, n, *removable);
  if (kind == PRUNE_BODIES)
    for (size_t i = 0; i < n; i++)
      if ((*removable)[i])
        {
          size_t open;
          char *stub = stub_body (text, (*u)[i], &open);
          (*removable)[i] = stub && (*u)[i].end - open > strlen (stub) + 16;
          free (stub);
        }
  return n;
}

char *
prune_stub_all (const char *text)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (text, PRUNE_BODIES, 0, &u, &rm);
  char *s = stubbed (text, u, rm, 0, n);
  free (u);
  free (rm);
  return s;
}

char *
prune_level_statements (const char *text, int level)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (text, PRUNE_STMTS, level, &u, &rm);
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < n; i++)
    {
      size_t beg = u[i].beg, end = u[i].end;
      while (beg < end && isspace ((unsigned char) text[beg]))
        beg++;
      sb_printf (&b, "%s%s%.*s", b.len ? " | " : "", rm[i] ? "" : "=",
                 (int) (end - beg), text + beg);
    }
  free (u);
  free (rm);
  return b.s ? b.s : xstrdup ("");
}

char *
prune_unused_names (const char *text)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (text, PRUNE_UNUSED, 0, &u, &rm);
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

volatile sig_atomic_t prune_stop;

/* True while P may go on: before its deadline, and no stop asked
   (prune_stop: reduce's SIGINT/SIGTERM).  */
static bool
time_left (const struct prune *p)
{
  return !prune_stop && now_s () < p->deadline;
}

/* Remove chunks of units (main's statements, or top-level
   declarations), or stub the bodies of chunks of function definitions,
   while the program stays interesting: chunks of all units, then
   halves, quarters, ... down to chunks of MIN_CHUNK units (C-Vise's
   binary state, over units instead of lines).  Returns the units left;
   *BEFORE, the units there were.  */
static size_t
prune_units (struct prune *p, enum prune_kind kind, size_t min_chunk,
             size_t *before)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (p->text, kind, p->level, &u, &rm);
  *before = n;
  size_t chunk = n, index = 0;
  while (chunk >= min_chunk && chunk >= 1 && time_left (p))
    {
      if (index >= n)
        {
          chunk /= 2;
          index = 0;
          continue;
        }
      /* The next P->jobs chunks from INDEX, each of removable units
         only, shrunk to avoid the others (a stub's or a statement's
         chunk keeps them in between: it edits units one by one).  */
      bool one_by_one = kind == PRUNE_BODIES || kind == PRUNE_STMTS;
      size_t from[PRUNE_JOBS], next[PRUNE_JOBS], np = 0, at = index;
      char *cand[PRUNE_JOBS];
      while (np < p->jobs && at < n)
        {
          size_t end = at + chunk < n ? at + chunk : n;
          size_t a = at, b = end;
          while (a < b && !rm[a])
            a++;
          size_t c = a;
          while (c < b && (rm[c] || one_by_one))
            c++;
          at = c > a ? c : end;
          if (a == b)
            continue;
          from[np] = a;
          next[np] = at;
          cand[np++] = kind == PRUNE_BODIES ? stubbed (p->text, u, rm, a, c)
                       : kind == PRUNE_STMTS ? without_each (p->text, u, rm,
                                                             a, c)
                                             : without (p->text, u, a, c);
        }
      if (!np)
        {
          index = at;
          continue;
        }
      size_t k = try_texts (p, cand, np);
      for (size_t i = 0; i < np; i++)
        if (i != k)
          free (cand[i]);
      if (k < np)
        {
          free (p->text);
          p->text = cand[k];
          p->kept++;
          free (u);
          free (rm);
          n = units_of (p->text, kind, p->level, &u, &rm);
          index = from[k];      /* what followed the chunk moved here; a
                                   stubbed body is no longer removable */
        }
      else
        index = next[np - 1];
    }
  free (u);
  free (rm);
  return n;
}

/* How many function bodies of TEXT a stub would shorten.  */
static size_t
stubbable (const char *text)
{
  struct unit *u;
  bool *rm;
  size_t n = units_of (text, PRUNE_BODIES, 0, &u, &rm), k = 0;
  for (size_t i = 0; i < n; i++)
    k += rm[i];
  free (u);
  free (rm);
  return k;
}

/* Step 2: the unused top-level declarations, in rounds until one
   removes nothing (a function gone can leave the types and globals only
   it used unused).  Returns the units left; *BEFORE, those there were.  */
static size_t
prune_unused (struct prune *p, size_t *before)
{
  size_t unused;
  size_t left = prune_units (p, PRUNE_UNUSED, 1, before);
  for (size_t was = *before; left < was && time_left (p);)
    {
      was = left;
      left = prune_units (p, PRUNE_UNUSED, 1, &unused);
    }
  return left;
}

/* Prune DIR/prog.c (an interesting program) until DEADLINE, each test
   bounded by TIMEOUT; prog.c holds the result, interesting.  Returns
   what it did, a sentence.  */
char *
prune_program (const char *dir, double timeout, size_t jobs,
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
  /* With two jobs or more, each test runs two of its builds at once
     (interesting.c, $MEMOPT_REDUCE_PAR): every test is quicker, where
     a second variant tested beside the first is wasted whenever the
     first is kept (a third of pruning's tests; 2 at once on 2 cores
     tested 23 % more variants in the same time, and took the program no
     further).  The variants tested at once are the jobs left, in
     directories DIR and DIR/parI, each with its own copy of the test
     (its builds write fixed names).  */
  if (jobs >= 2)
    setenv ("MEMOPT_REDUCE_PAR", "1", 1);
  jobs /= 2;
  p.jobs = jobs < 1 ? 1 : jobs > PRUNE_JOBS ? PRUNE_JOBS : jobs;
  p.pdir[0] = xstrdup (dir);
  for (size_t i = 1; i < p.jobs; i++)
    {
      p.pdir[i] = xasprintf ("%s/par%zu", dir, i);
      char *from = xasprintf ("%s/interesting.sh", dir);
      char *to = xasprintf ("%s/interesting.sh", p.pdir[i]);
      mkdir_p (p.pdir[i]);
      if (copy_file (from, to) != 0)
        p.jobs = i;             /* fewer at once, never a wrong verdict */
      free (from);
      free (to);
    }
  double t0 = now_s ();
  size_t m0, m1, t0n, t1, unused;
  /* Coarse first: every test builds the whole program, and single
     statements of main are cheaper to try once the functions they no
     longer call are gone.  */
  p.stage = "pruning main's statements";
  prune_units (&p, PRUNE_MAIN, 8, &m0);
  p.stage = "pruning top-level declarations";
  t1 = prune_unused (&p, &t0n);
  /* Then the bodies of the functions the finding does not need: a
     Csmith program's func_1 calls all the others, so only a stub makes
     them unused.  */
  p.stage = "stubbing function bodies";
  size_t kept = p.kept;
  size_t stubs0 = stubbable (p.text);
  prune_units (&p, PRUNE_BODIES, 1, &unused);
  size_t stubs1 = stubbable (p.text);
  /* Then the statements of the bodies left, depth by depth, and what
     they alone used.  */
  p.stage = "pruning statements";
  size_t stmts0 = 0, stmts1 = 0;
  for (p.level = 1; time_left (&p); p.level++)
    {
      size_t before, left = prune_units (&p, PRUNE_STMTS, 1, &before);
      if (!before)
        break;
      stmts0 += before;
      stmts1 += left;
    }
  if (p.kept > kept)
    {
      p.stage = "pruning top-level declarations";
      t1 = prune_unused (&p, &unused);
    }
  p.stage = "pruning main's statements";
  m1 = prune_units (&p, PRUNE_MAIN, 1, &unused);
  char *said = xasprintf ("pruned main's statements %zu -> %zu, stubbed "
                          "%zu of %zu function bodies, pruned the other "
                          "functions' statements %zu -> %zu (%d depth%s) and "
                          "the top-level declarations %zu -> %zu: %zu "
                          "variants tested (%zu at once%s), %zu kept, %.0f s",
                          m0, m1,
                          stubs0 - stubs1, stubs0, stmts0, stmts1,
                          p.level - 1, p.level == 2 ? "" : "s", t0n, t1, p.tests, p.jobs,
                          getenv ("MEMOPT_REDUCE_PAR") ? ", 2 builds each"
                                                       : "",
                          p.kept,
                          now_s () - t0);
  unsetenv ("MEMOPT_REDUCE_PAR");
  unlink (p.cand);
  free (p.cand);
  for (size_t i = 0; i < PRUNE_JOBS; i++)
    if (p.pdir[i])
      {
        if (i)
          rm_rf (p.pdir[i]);
        free (p.pdir[i]);
      }
  free (p.text);
  free (prog);
  return said;
}
