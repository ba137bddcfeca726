/* util.c - strings, files, paths and time for memopt-verify.

   Small containers used everywhere (struct sbuf, a growable string, and
   struct strv, a NULL-terminated argv), and the file helpers the journal
   and the stored cases need.  Allocation failure is fatal: the harness
   cannot do anything useful without memory.  */

#define _GNU_SOURCE
#include "verify.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    die ("out of memory");
  return p;
}

void *
xrealloc (void *p, size_t n)
{
  p = realloc (p, n ? n : 1);
  if (!p)
    die ("out of memory");
  return p;
}

char *
xstrdup (const char *s)
{
  char *d = strdup (s);
  if (!d)
    die ("out of memory");
  return d;
}

char *
xasprintf (const char *fmt, ...)
{
  va_list ap;
  char *s;
  va_start (ap, fmt);
  if (vasprintf (&s, fmt, ap) < 0)
    die ("out of memory");
  va_end (ap);
  return s;
}

/* One line "memopt-verify: ..." on stderr.  */
static void
vmsg (const char *fmt, va_list ap)
{
  fputs ("memopt-verify: ", stderr);
  vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
}

void
die (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vmsg (fmt, ap);
  va_end (ap);
  exit (2);
}

void
msg (const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vmsg (fmt, ap);
  va_end (ap);
}

void
usage_error (const char *fmt, ...)
{
  va_list ap;
  fputs ("memopt-verify: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputs ("\n(memopt-verify COMMAND --help for the options)\n", stderr);
  exit (2);
}

void
sb_init (struct sbuf *b)
{
  b->cap = 64;
  b->len = 0;
  b->s = xmalloc (b->cap);
  b->s[0] = 0;
}

void
sb_free (struct sbuf *b)
{
  free (b->s);
  b->s = NULL;
  b->len = b->cap = 0;
}

void
sb_addn (struct sbuf *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap)
    {
      while (b->len + n + 1 > b->cap)
        b->cap *= 2;
      b->s = xrealloc (b->s, b->cap);
    }
  memcpy (b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

void
sb_add (struct sbuf *b, const char *s)
{
  sb_addn (b, s, strlen (s));
}

void
sb_printf (struct sbuf *b, const char *fmt, ...)
{
  va_list ap;
  char *s;
  va_start (ap, fmt);
  if (vasprintf (&s, fmt, ap) < 0)
    die ("out of memory");
  va_end (ap);
  sb_add (b, s);
  free (s);
}

void
sv_init (struct strv *a)
{
  a->n = 0;
  a->cap = 8;
  a->v = xmalloc (a->cap * sizeof *a->v);
  a->v[0] = NULL;
}

void
sv_free (struct strv *a)
{
  for (size_t i = 0; i < a->n; i++)
    free (a->v[i]);
  free (a->v);
  a->v = NULL;
  a->n = a->cap = 0;
}

void
sv_add (struct strv *a, const char *s)
{
  if (a->n + 2 > a->cap)
    {
      a->cap *= 2;
      a->v = xrealloc (a->v, a->cap * sizeof *a->v);
    }
  a->v[a->n++] = xstrdup (s);
  a->v[a->n] = NULL;
}

void
sv_addf (struct strv *a, const char *fmt, ...)
{
  va_list ap;
  char *s;
  va_start (ap, fmt);
  if (vasprintf (&s, fmt, ap) < 0)
    die ("out of memory");
  va_end (ap);
  sv_add (a, s);
  free (s);
}

void
sv_addv (struct strv *a, const struct strv *b)
{
  for (size_t i = 0; i < b->n; i++)
    sv_add (a, b->v[i]);
}

char *
sv_join (const struct strv *a, const char *sep)
{
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < a->n; i++)
    sb_printf (&b, "%s%s", i ? sep : "", a->v[i]);
  return b.s;
}

void
sv_split (struct strv *a, const char *s, char ch)
{
  while (*s)
    {
      const char *e = strchr (s, ch);
      size_t n = e ? (size_t) (e - s) : strlen (s);
      if (n)
        {
          char *f = xmalloc (n + 1);
          memcpy (f, s, n);
          f[n] = 0;
          sv_add (a, f);
          free (f);
        }
      s += n;
      if (*s)
        s++;
    }
}

char *
read_file (const char *path, size_t *len)
{
  int fd = open (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return NULL;
  struct sbuf b;
  sb_init (&b);
  char tmp[65536];
  for (;;)
    {
      ssize_t n = read (fd, tmp, sizeof tmp);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int e = errno;
          close (fd);
          sb_free (&b);
          errno = e;
          return NULL;
        }
      if (n == 0)
        break;
      sb_addn (&b, tmp, (size_t) n);
    }
  close (fd);
  if (len)
    *len = b.len;
  return b.s;
}

int
write_file (const char *path, const char *data, size_t len, bool sync)
{
  int fd = open (path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return -1;
  while (len)
    {
      ssize_t n = write (fd, data, len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          close (fd);
          return -1;
        }
      data += n;
      len -= (size_t) n;
    }
  if (sync && fsync (fd) != 0)
    {
      close (fd);
      return -1;
    }
  return close (fd);
}

int
copy_file (const char *from, const char *to)
{
  size_t len;
  char *data = read_file (from, &len);
  if (!data)
    return -1;
  int r = write_file (to, data, len, false);
  free (data);
  return r;
}

int
mkdir_p (const char *path)
{
  char *p = xstrdup (path);
  for (char *s = p + 1; *s; s++)
    if (*s == '/')
      {
        *s = 0;
        if (mkdir (p, 0755) != 0 && errno != EEXIST)
          {
            free (p);
            return -1;
          }
        *s = '/';
      }
  int r = mkdir (p, 0755);
  free (p);
  return r == 0 || errno == EEXIST ? 0 : -1;
}

static int
rm_one (const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
  (void) st;
  (void) ftw;
  return flag == FTW_DP ? rmdir (path) : unlink (path);
}

int
rm_rf (const char *path)
{
  if (access (path, F_OK) != 0)
    return 0;
  return nftw (path, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

bool
file_exists (const char *path)
{
  return access (path, F_OK) == 0;
}

char *
which (const char *prog)
{
  if (strchr (prog, '/'))
    return access (prog, X_OK) == 0 ? xstrdup (prog) : NULL;
  const char *path = getenv ("PATH");
  if (!path)
    path = "/usr/bin:/bin";
  struct strv dirs;
  sv_init (&dirs);
  sv_split (&dirs, path, ':');
  char *found = NULL;
  for (size_t i = 0; i < dirs.n && !found; i++)
    {
      char *p = xasprintf ("%s/%s", dirs.v[i], prog);
      if (access (p, X_OK) == 0)
        found = p;
      else
        free (p);
    }
  sv_free (&dirs);
  return found;
}

char *
abs_path (const char *path)
{
  if (path[0] == '/')
    return xstrdup (path);
  char cwd[PATH_MAX];
  if (!getcwd (cwd, sizeof cwd))
    die ("getcwd: %s", strerror (errno));
  if (strcmp (path, ".") == 0)
    return xstrdup (cwd);
  return xasprintf ("%s/%s", cwd, path);
}

char *
rel_path (const char *path)
{
  char cwd[PATH_MAX];
  size_t n;
  if (path[0] != '/' || !getcwd (cwd, sizeof cwd))
    return xstrdup (path);
  n = strlen (cwd);
  if (strncmp (path, cwd, n) == 0 && path[n] == '/')
    return xstrdup (path + n + 1);
  return xstrdup (path);
}

double
now_s (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_REALTIME, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

bool
str_starts (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

bool
parse_ulong (const char *s, unsigned long *out)
{
  if (!s || !*s || *s == '-' || *s == '+')
    return false;
  char *end;
  errno = 0;
  unsigned long v = strtoul (s, &end, 10);
  if (errno || *end)
    return false;
  *out = v;
  return true;
}
