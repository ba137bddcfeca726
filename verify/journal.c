/* journal.c - the campaign journal: one fsync'd line per finished program.

   The journal is what makes a campaign resumable.  Invariants:
     1. A program's kept files (cases/<seed>/) are written before its line,
        so a line never points at files that are not there.
     2. A line is written with one write(2) on an O_APPEND descriptor and
        fsync'd before the next program is accounted as done, so a SIGKILL
        at any moment loses at most the programs still running (they had
        no line and are redone) and never a finding that was reported.
     3. A kill in the middle of a write can leave a torn last line without
        its newline; journal_open cuts it off, journal_load skips any line
        that is not a complete object (with a warning, and counted: the
        summary and the report show how many), and reads on after it.
   The first line describes the campaign (seeds, targets, levels, plugin
   arguments: "kind":"campaign"), so --resume can refuse a journal that
   belongs to a different campaign.  */

#define _GNU_SOURCE
#include "verify.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Cut PATH after its last newline (a torn line from a killed writer).  */
static int
cut_torn_tail (const char *path)
{
  size_t len;
  char *text = read_file (path, &len);
  if (!text)
    return errno == ENOENT ? 0 : -1;
  size_t keep = len;
  while (keep > 0 && text[keep - 1] != '\n')
    keep--;
  free (text);
  if (keep == len)
    return 0;
  msg ("journal %s: dropping a torn last line (%zu bytes)", path,
       len - keep);
  return truncate (path, (off_t) keep);
}

int
journal_open (struct journal *j, const char *dir)
{
  j->path = xasprintf ("%s/journal.jsonl", dir);
  if (cut_torn_tail (j->path) != 0)
    return -1;
  j->fd = open (j->path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (j->fd < 0)
    return -1;
  /* The directory entry itself must survive a crash too.  */
  int dfd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0)
    {
      fsync (dfd);
      close (dfd);
    }
  return 0;
}

int
journal_append (struct journal *j, const struct jobj *rec)
{
  struct sbuf b;
  sb_init (&b);
  jo_emit (rec, &b);
  sb_add (&b, "\n");
  const char *p = b.s;
  size_t left = b.len;
  int r = 0;
  while (left)
    {
      ssize_t n = write (j->fd, p, left);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          r = -1;
          break;
        }
      p += n;
      left -= (size_t) n;
    }
  sb_free (&b);
  if (r == 0)
    r = fsync (j->fd);
  return r;
}

void
journal_close (struct journal *j)
{
  if (j->fd >= 0)
    close (j->fd);
  j->fd = -1;
  free (j->path);
  j->path = NULL;
}

long
journal_load (const char *path, void (*fn) (struct jobj *, void *),
              void *arg, long *skipped)
{
  char *text = read_file (path, NULL);
  if (!text)
    return -1;
  long count = 0, bad = 0, line = 0;
  char *p = text;
  for (;;)
    {
      char *e = strchr (p, '\n');
      if (!e)
        break;                  /* a torn last line, or the end */
      *e = 0;
      line++;
      struct jobj o;
      if (jo_parse (&o, p))
        {
          fn (&o, arg);
          count++;
        }
      else if (*p)
        {
          msg ("journal %s: line %ld is not a record; skipped", path, line);
          bad++;
        }
      jo_free (&o);
      p = e + 1;
    }
  free (text);
  if (skipped)
    *skipped = bad;
  return count;
}
