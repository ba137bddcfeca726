/* json.c - flat JSON objects, the harness's record format.

   Every journal line, every results line and every stored case's
   case.json is one flat object: keys mapped to strings, numbers, booleans
   or null, no nesting.  That is all the harness writes, so that is all
   this parser accepts; anything else (a torn line, nesting) is rejected
   and the caller treats the line as absent.

   Example: {"seed":12,"class":"pass","detail":"x86_64 O2: same output"}

   Values keep their text: numbers as written, strings unescaped (\uXXXX
   below 0x80 only; others are kept as '?', which the harness never
   writes).  */

#include "verify.h"

#include <stdlib.h>
#include <string.h>

void
jo_init (struct jobj *o)
{
  o->n = 0;
  o->cap = 16;
  o->keys = xmalloc (o->cap * sizeof *o->keys);
  o->vals = xmalloc (o->cap * sizeof *o->vals);
  o->is_str = xmalloc (o->cap * sizeof *o->is_str);
}

void
jo_free (struct jobj *o)
{
  for (size_t i = 0; i < o->n; i++)
    {
      free (o->keys[i]);
      free (o->vals[i]);
    }
  free (o->keys);
  free (o->vals);
  free (o->is_str);
  o->n = o->cap = 0;
  o->keys = o->vals = NULL;
  o->is_str = NULL;
}

static void
jo_set (struct jobj *o, const char *key, const char *val, bool is_str)
{
  for (size_t i = 0; i < o->n; i++)
    if (strcmp (o->keys[i], key) == 0)
      {
        free (o->vals[i]);
        o->vals[i] = xstrdup (val);
        o->is_str[i] = is_str;
        return;
      }
  if (o->n == o->cap)
    {
      o->cap *= 2;
      o->keys = xrealloc (o->keys, o->cap * sizeof *o->keys);
      o->vals = xrealloc (o->vals, o->cap * sizeof *o->vals);
      o->is_str = xrealloc (o->is_str, o->cap * sizeof *o->is_str);
    }
  o->keys[o->n] = xstrdup (key);
  o->vals[o->n] = xstrdup (val);
  o->is_str[o->n] = is_str;
  o->n++;
}

void
jo_set_str (struct jobj *o, const char *key, const char *val)
{
  jo_set (o, key, val, true);
}

void
jo_set_num (struct jobj *o, const char *key, double val)
{
  char buf[64];
  snprintf (buf, sizeof buf, "%.3f", val);
  jo_set (o, key, buf, false);
}

void
jo_set_int (struct jobj *o, const char *key, long long val)
{
  char buf[32];
  snprintf (buf, sizeof buf, "%lld", val);
  jo_set (o, key, buf, false);
}

void
jo_del (struct jobj *o, const char *key)
{
  for (size_t i = 0; i < o->n; i++)
    if (strcmp (o->keys[i], key) == 0)
      {
        free (o->keys[i]);
        free (o->vals[i]);
        for (size_t k = i + 1; k < o->n; k++)
          {
            o->keys[k - 1] = o->keys[k];
            o->vals[k - 1] = o->vals[k];
            o->is_str[k - 1] = o->is_str[k];
          }
        o->n--;
        return;
      }
}

const char *
jo_get (const struct jobj *o, const char *key)
{
  for (size_t i = 0; i < o->n; i++)
    if (strcmp (o->keys[i], key) == 0)
      return o->vals[i];
  return NULL;
}

long long
jo_get_int (const struct jobj *o, const char *key, long long dflt)
{
  const char *v = jo_get (o, key);
  if (!v || !*v)
    return dflt;
  char *end;
  long long r = strtoll (v, &end, 10);
  return *end && *end != '.' ? dflt : r;
}

double
jo_get_num (const struct jobj *o, const char *key, double dflt)
{
  const char *v = jo_get (o, key);
  if (!v || !*v)
    return dflt;
  char *end;
  double r = strtod (v, &end);
  return *end ? dflt : r;
}

static const char *
skip_ws (const char *p)
{
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    p++;
  return p;
}

/* Parse a string at P (which points at the opening quote) into B; returns
   the character after the closing quote, or NULL.  */
static const char *
parse_string (const char *p, struct sbuf *b)
{
  if (*p++ != '"')
    return NULL;
  for (;;)
    {
      char c = *p++;
      if (c == 0 || c == '\n')
        return NULL;
      if (c == '"')
        return p;
      if (c != '\\')
        {
          sb_addn (b, &c, 1);
          continue;
        }
      char e = *p++;
      char out;
      switch (e)
        {
        case '"': out = '"'; break;
        case '\\': out = '\\'; break;
        case '/': out = '/'; break;
        case 'b': out = '\b'; break;
        case 'f': out = '\f'; break;
        case 'n': out = '\n'; break;
        case 'r': out = '\r'; break;
        case 't': out = '\t'; break;
        case 'u':
          {
            unsigned v = 0;
            for (int i = 0; i < 4; i++)
              {
                char h = *p++;
                v <<= 4;
                if (h >= '0' && h <= '9')
                  v |= (unsigned) (h - '0');
                else if (h >= 'a' && h <= 'f')
                  v |= (unsigned) (h - 'a' + 10);
                else if (h >= 'A' && h <= 'F')
                  v |= (unsigned) (h - 'A' + 10);
                else
                  return NULL;
              }
            out = v < 0x80 ? (char) v : '?';
            break;
          }
        default:
          return NULL;
        }
      sb_addn (b, &out, 1);
    }
}

bool
jo_parse (struct jobj *o, const char *text)
{
  jo_init (o);
  struct sbuf key, val;
  sb_init (&key);
  sb_init (&val);
  const char *p = skip_ws (text);
  bool ok = false;
  if (*p++ != '{')
    goto out;
  p = skip_ws (p);
  if (*p == '}')
    {
      ok = !*skip_ws (p + 1);
      goto out;
    }
  for (;;)
    {
      key.len = 0;
      key.s[0] = 0;
      val.len = 0;
      val.s[0] = 0;
      p = parse_string (skip_ws (p), &key);
      if (!p)
        goto out;
      p = skip_ws (p);
      if (*p++ != ':')
        goto out;
      p = skip_ws (p);
      if (*p == '"')
        {
          p = parse_string (p, &val);
          if (!p)
            goto out;
          jo_set_str (o, key.s, val.s);
        }
      else
        {
          const char *s = p;
          while (*p && strchr ("+-.0123456789eEtruefalsn", *p))
            p++;
          if (p == s)
            goto out;
          sb_addn (&val, s, (size_t) (p - s));
          if (strcmp (val.s, "null") != 0)
            jo_set (o, key.s, val.s, false);
        }
      p = skip_ws (p);
      if (*p == ',')
        {
          p++;
          continue;
        }
      if (*p == '}')
        {
          ok = !*skip_ws (p + 1);
          goto out;
        }
      goto out;
    }
out:
  sb_free (&key);
  sb_free (&val);
  if (!ok)
    {
      jo_free (o);
      jo_init (o);
    }
  return ok;
}

void
json_escape (struct sbuf *b, const char *s)
{
  sb_add (b, "\"");
  for (; *s; s++)
    {
      unsigned char c = (unsigned char) *s;
      if (c == '"')
        sb_add (b, "\\\"");
      else if (c == '\\')
        sb_add (b, "\\\\");
      else if (c == '\n')
        sb_add (b, "\\n");
      else if (c == '\t')
        sb_add (b, "\\t");
      else if (c < 0x20 || c == 0x7f)
        sb_printf (b, "\\u%04x", c);
      else
        sb_addn (b, s, 1);
    }
  sb_add (b, "\"");
}

void
jo_emit (const struct jobj *o, struct sbuf *b)
{
  sb_add (b, "{");
  for (size_t i = 0; i < o->n; i++)
    {
      if (i)
        sb_add (b, ",");
      json_escape (b, o->keys[i]);
      sb_add (b, ":");
      if (o->is_str[i])
        json_escape (b, o->vals[i]);
      else
        sb_add (b, o->vals[i]);
    }
  sb_add (b, "}");
}
