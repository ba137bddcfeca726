/* driver.c - replay inputs through a fuzz target without a fuzzing engine.

   Usage: fuzz-lse-replay [-q] FILE|DIR...
   Each file (each regular file of a directory, in name order) is read and
   passed to LLVMFuzzerTestOneInput once.  A finding aborts the process
   (the target prints "fuzz: CATEGORY: ..."), so `make check-fuzz` runs
   one process per file and reports which one failed.  Exit status 0: all
   inputs replayed cleanly.  Linked with the same target source as the
   libFuzzer and AFL++ builds, so what fails here fails there.  */

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static int quiet;

static int
replay_file (const char *path)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    {
      perror (path);
      return 1;
    }
  size_t cap = 4096, n = 0;
  uint8_t *buf = malloc (cap);
  size_t got;
  while (buf && (got = fread (buf + n, 1, cap - n, f)) > 0)
    {
      n += got;
      if (n == cap)
	buf = realloc (buf, cap *= 2);
    }
  fclose (f);
  if (!buf)
    return 1;
  LLVMFuzzerTestOneInput (buf, n);
  free (buf);
  if (!quiet)
    printf ("ok %s (%zu bytes)\n", path, n);
  return 0;
}

static int
by_name (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static int
replay (const char *path)
{
  struct stat st;
  if (stat (path, &st) != 0)
    {
      perror (path);
      return 1;
    }
  if (!S_ISDIR (st.st_mode))
    return replay_file (path);
  DIR *d = opendir (path);
  if (!d)
    {
      perror (path);
      return 1;
    }
  char **names = NULL;
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir (d)))
    {
      if (e->d_name[0] == '.')
	continue;
      names = realloc (names, (n + 1) * sizeof *names);
      size_t len = strlen (path) + strlen (e->d_name) + 2;
      names[n] = malloc (len);
      snprintf (names[n], len, "%s/%s", path, e->d_name);
      n++;
    }
  closedir (d);
  qsort (names, n, sizeof *names, by_name);
  int status = 0;
  for (size_t i = 0; i < n; i++)
    {
      status |= replay (names[i]);
      free (names[i]);
    }
  free (names);
  return status;
}

int
main (int argc, char **argv)
{
  int status = 0, i = 1;
  /* A finding aborts: each "ok FILE" line must be out by then, so that
     the line after the last one names the input that failed.  */
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (i < argc && strcmp (argv[i], "-q") == 0)
    quiet = 1, i++;
  if (i == argc)
    {
      fprintf (stderr, "usage: %s [-q] FILE|DIR...\n", argv[0]);
      return 2;
    }
  for (; i < argc; i++)
    status |= replay (argv[i]);
  return status;
}
