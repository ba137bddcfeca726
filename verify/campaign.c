/* campaign.c - `memopt-verify run`: seeds, shards, workers, progress.

   A campaign is a directory (--out, default the current one):
     journal.jsonl   the fsync'd journal (journal.c): a "campaign" header,
                     one "program" line per finished program, one "session"
                     line per run of the command (elapsed time, workers)
     results.jsonl   the program lines sorted by seed, rewritten at the end
     cases/<seed>/   the files of every program that did not pass
     tmp/            private temporary directories of running programs

   Seeds: --seeds A-B, or --count N from --seed S.  --shard K/N keeps the
   seeds whose index in that range is K-1 modulo N, so N machines given
   the same range and K = 1..N cover it exactly once, each with a mix of
   early and late seeds; `merge` puts the shards back together.

   Workers: the parent forks one worker process per program, at most -j at
   a time; the worker runs process_program (program.c) and leaves its
   record in tmp/<seed>.rec; the parent appends it to the journal.  Only
   the parent writes the journal, so lines never interleave.  Workers and
   everything they start die with the parent (PR_SET_PDEATHSIG), so after
   a SIGKILL --resume starts from the journal: finished programs are not
   redone, running ones are redone from scratch (their temporary
   directories are removed).  The result of a program depends only on its
   seed and the configuration, so the order in which workers finish does
   not matter.  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

/* ---- campaign data, shared with merge and report ------------------- */

void
cdata_init (struct cdata *d)
{
  memset (d, 0, sizeof *d);
  jo_init (&d->header);
}

void
cdata_free (struct cdata *d)
{
  jo_free (&d->header);
  for (size_t i = 0; i < d->n; i++)
    jo_free (&d->progs[i]);
  free (d->progs);
  memset (d, 0, sizeof *d);
}

void
cdata_add_program (struct cdata *d, const struct jobj *rec)
{
  if (d->n == d->cap)
    {
      d->cap = d->cap ? d->cap * 2 : 64;
      d->progs = xrealloc (d->progs, d->cap * sizeof *d->progs);
    }
  struct jobj *slot = &d->progs[d->n++];
  jo_init (slot);
  for (size_t i = 0; i < rec->n; i++)
    {
      jo_set_str (slot, rec->keys[i], rec->vals[i]);
      slot->is_str[slot->n - 1] = rec->is_str[i];
    }
  char buf[32];
  snprintf (buf, sizeof buf, "%zu", d->n);
  jo_set_str (slot, "_order", buf);
}

static int
by_seed_then_order (const void *a, const void *b)
{
  long long x = jo_get_int (a, "seed", 0), y = jo_get_int (b, "seed", 0);
  if (x != y)
    return (x > y) - (x < y);
  x = jo_get_int (a, "_order", 0);
  y = jo_get_int (b, "_order", 0);
  return (x > y) - (x < y);
}

void
cdata_finish (struct cdata *d)
{
  qsort (d->progs, d->n, sizeof *d->progs, by_seed_then_order);
  size_t k = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      bool last = i + 1 == d->n
                  || jo_get_int (&d->progs[i + 1], "seed", 0)
                       != jo_get_int (&d->progs[i], "seed", 0);
      if (!last)
        {
          jo_free (&d->progs[i]);
          continue;
        }
      jo_del (&d->progs[i], "_order");
      d->progs[k++] = d->progs[i];
    }
  d->n = k;
}

bool
cdata_has_seed (const struct cdata *d, long long seed)
{
  size_t lo = 0, hi = d->n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      long long s = jo_get_int (&d->progs[mid], "seed", 0);
      if (s == seed)
        return true;
      if (s < seed)
        lo = mid + 1;
      else
        hi = mid;
    }
  return false;
}

static void
copy_obj (struct jobj *to, const struct jobj *from)
{
  jo_free (to);
  jo_init (to);
  for (size_t i = 0; i < from->n; i++)
    {
      jo_set_str (to, from->keys[i], from->vals[i]);
      to->is_str[to->n - 1] = from->is_str[i];
    }
}

static void
load_one (struct jobj *o, void *arg)
{
  struct cdata *d = arg;
  const char *kind = jo_get (o, "kind");
  if (!kind)
    return;
  if (strcmp (kind, "campaign") == 0)
    {
      if (!d->have_header)
        copy_obj (&d->header, o);
      d->have_header = true;
    }
  else if (strcmp (kind, "program") == 0)
    cdata_add_program (d, o);
  else if (strcmp (kind, "forced-resume") == 0)
    d->forced++;
  else if (strcmp (kind, "session") == 0)
    {
      d->elapsed_s += jo_get_num (o, "elapsed_s", 0);
      d->core_s += jo_get_num (o, "elapsed_s", 0) * jo_get_num (o, "jobs", 1);
      d->timed += (long) jo_get_num (o, "programs", 0);
      d->sessions++;
    }
}

int
cdata_load (struct cdata *d, const char *dir)
{
  char *p = xasprintf ("%s/journal.jsonl", dir);
  long n = journal_load (p, load_one, d, &d->bad_lines);
  free (p);
  cdata_finish (d);
  return n < 0 ? -1 : 0;
}

int
cdata_write_results (struct cdata *d, const char *dir)
{
  cdata_finish (d);
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < d->n; i++)
    {
      jo_emit (&d->progs[i], &b);
      sb_add (&b, "\n");
    }
  char *p = xasprintf ("%s/results.jsonl", dir);
  int r = write_file (p, b.s, b.len, true);
  free (p);
  sb_free (&b);
  return r;
}

void
cdata_counts (const struct cdata *d, unsigned long counts[VC_COUNT],
              double *wall, double *tool)
{
  memset (counts, 0, VC_COUNT * sizeof counts[0]);
  *wall = *tool = 0;
  for (size_t i = 0; i < d->n; i++)
    {
      enum vclass c = vclass_parse (jo_get (&d->progs[i], "class"));
      if (c < VC_COUNT)
        counts[c]++;
      *wall += jo_get_num (&d->progs[i], "wall_s", 0);
      *tool += jo_get_num (&d->progs[i], "tool_s", 0);
    }
}

char *
cdata_incomplete (const struct cdata *d)
{
  const char *missing = jo_get (&d->header, "missing_shards");
  if (missing && *missing)
    return xasprintf ("incomplete: shards %s missing", missing);
  const char *seeds = jo_get (&d->header, "seeds");
  const char *shard = jo_get (&d->header, "shard");
  unsigned long a, b, k = 1, n = 1;
  if (!seeds || sscanf (seeds, "%lu-%lu", &a, &b) != 2 || b < a)
    return NULL;
  if (shard && strcmp (shard, "merged") != 0
      && sscanf (shard, "%lu/%lu", &k, &n) != 2)
    return NULL;
  if (n == 0 || k == 0 || k > n)
    return NULL;
  /* Seeds whose index in the range is K-1 modulo N (shard_seeds).  */
  unsigned long total = b - a + 1;
  unsigned long want = total / n + (k - 1 < total % n ? 1 : 0);
  if (d->n >= want)
    return NULL;
  return xasprintf ("incomplete: %zu of %lu programs done (resume with "
                    "run --resume)", d->n, want);
}

unsigned long
cdata_findings (const struct cdata *d)
{
  unsigned long counts[VC_COUNT];
  double wall, tool;
  cdata_counts (d, counts, &wall, &tool);
  unsigned long n = 0;
  for (int c = 0; c < VC_COUNT; c++)
    if (vclass_is_finding ((enum vclass) c))
      n += counts[c];
  return n;
}

int
cdata_exit_status (const struct cdata *d)
{
  char *why = cdata_incomplete (d);
  int st = why ? 3 : cdata_findings (d) ? 1 : 0;
  free (why);
  return st;
}

void
cdata_print_summary (const struct cdata *d, const char *dir, FILE *out)
{
  unsigned long counts[VC_COUNT];
  double wall, tool;
  cdata_counts (d, counts, &wall, &tool);
  fprintf (out, "memopt-verify campaign %s\n", dir);
  fprintf (out, "  seeds %s  shard %s  targets %s  levels %s%s%s\n",
           jo_get (&d->header, "seeds") ? jo_get (&d->header, "seeds") : "?",
           jo_get (&d->header, "shard") ? jo_get (&d->header, "shard") : "?",
           jo_get (&d->header, "targets") ? jo_get (&d->header, "targets") : "?",
           jo_get (&d->header, "levels") ? jo_get (&d->header, "levels") : "?",
           jo_get (&d->header, "plugin_args")
             && *jo_get (&d->header, "plugin_args") ? "  plugin args " : "",
           jo_get (&d->header, "plugin_args")
             ? jo_get (&d->header, "plugin_args") : "");
  fprintf (out, "  %-18s %8s\n", "class", "programs");
  for (int c = VC_COUNT - 1; c >= 0; c--)
    fprintf (out, "  %-18s %8lu\n", vclass_name ((enum vclass) c), counts[c]);
  fprintf (out, "  %-18s %8zu\n", "total", d->n);
  char *why = cdata_incomplete (d);
  if (why)
    fprintf (out, "  %s\n", why);
  free (why);
  if (d->bad_lines)
    fprintf (out, "  journal: %ld unreadable line(s) skipped\n",
             d->bad_lines);
  if (d->forced)
    fprintf (out, "  %d session(s) resumed with --force by another build: "
             "the verdicts mix builds\n", d->forced);
  if (d->core_s > 0)
    {
      fprintf (out, "  elapsed %.0f s in %d session(s); %.0f programs per "
	       "hour, %.0f per core-hour\n", d->elapsed_s, d->sessions,
	       d->elapsed_s > 0 ? d->timed * 3600.0 / d->elapsed_s : 0,
	       d->timed * 3600.0 / d->core_s);
      if ((size_t) d->timed < d->n)
	fprintf (out, "  (rates over the %ld programs of those sessions; %zu "
		 "finished in sessions that were killed)\n", d->timed,
		 d->n - (size_t) d->timed);
    }
  double cpu = 0;
  for (size_t i = 0; i < d->n; i++)
    cpu += jo_get_num (&d->progs[i], "tool_cpu_s", 0);
  if (cpu > 0)
    fprintf (out, "  %.0f programs per CPU-hour (CPU time of the tools: "
             "%.0f s)\n", d->n * 3600.0 / cpu, cpu);
  if (wall > 0)
    fprintf (out, "  harness overhead in workers %.2f %% (%.0f s of tools in "
             "%.0f s)\n", 100.0 * (wall - tool) / wall, tool, wall);
  /* The findings, with crash buckets.  */
  bool header = false;
  for (size_t i = 0; i < d->n; i++)
    {
      const struct jobj *r = &d->progs[i];
      enum vclass c = vclass_parse (jo_get (r, "class"));
      if (!vclass_is_finding (c))
        continue;
      if (!header)
        fprintf (out, "  findings:\n");
      header = true;
      fprintf (out, "    %s/%s  %s  %s%s%s\n", dir,
               jo_get (r, "case") ? jo_get (r, "case") : "?",
               vclass_name (c), jo_get (r, "detail"),
               jo_get (r, "bucket") ? "  bucket: " : "",
               jo_get (r, "bucket") ? jo_get (r, "bucket") : "");
    }
}

/* ---- run ------------------------------------------------------------ */

struct run_opts
{
  unsigned long first, last;    /* seed range, inclusive */
  bool have_range;              /* --seeds */
  bool have_seed, have_count;   /* --seed, --count */
  unsigned long shard_k, shard_n;
  unsigned long jobs;
  bool resume;
  bool force;                   /* --force: resume with another build */
  const char *out;
  double duration_s;            /* --duration: stop starting programs
                                   after this long (0: no limit) */
  double progress_s;            /* --progress: a progress line this often
                                   when stderr is not a terminal */
};

/* Take DIR/lock for this process (flock, released when it exits, even
   by SIGKILL), so that two `run`s into one campaign cannot race; the file
   says who holds it.  Exits 2 naming the holder when it is taken.  */
static void
lock_campaign (const char *dir)
{
  char *p = xasprintf ("%s/lock", dir);
  int fd = open (p, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    die ("cannot open %s: %s", p, strerror (errno));
  /* The workers of a run just killed hold it until the kernel has
     delivered their parent-death signal: give them a few seconds.  */
  int tries = 0;
  while (flock (fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
         && ++tries < 50)
    usleep (100000);
  if (tries == 50)
    {
      char who[256] = "";
      ssize_t n = pread (fd, who, sizeof who - 1, 0);
      who[n > 0 ? n : 0] = 0;
      who[strcspn (who, "\n")] = 0;
      usage_error ("%s is in use by another memopt-verify run (%s); wait for "
                   "it or stop it first", dir, *who ? who : "holder unknown");
    }
  char host[128] = "?";
  gethostname (host, sizeof host - 1);
  char *who = xasprintf ("pid %ld on %s\n", (long) getpid (), host);
  if (ftruncate (fd, 0) != 0 || pwrite (fd, who, strlen (who), 0) < 0)
    msg ("cannot write %s: %s", p, strerror (errno));
  free (who);
  free (p);
  /* FD stays open (and locked) until the process ends.  */
}

/* Set by SIGINT/SIGTERM: start no more programs, stop the running ones,
   write the session and say how to resume.  */
static volatile sig_atomic_t stop_signal;

static void
on_stop_signal (int sig)
{
  stop_signal = sig;
}

/* "90", "90s", "15m", "8h", "1d" -> seconds; false when malformed.  */
static bool
parse_duration (const char *s, double *out)
{
  char *end;
  double v = strtod (s, &end);
  if (end == s || !(v > 0))
    return false;
  double unit = 1;
  if (*end == 'm')
    unit = 60;
  else if (*end == 'h')
    unit = 3600;
  else if (*end == 'd')
    unit = 86400;
  else if (*end && *end != 's')
    return false;
  if (*end && end[1])
    return false;
  *out = v * unit;
  return true;
}

static bool
parse_range (const char *s, unsigned long *a, unsigned long *b)
{
  const char *dash = strchr (s, '-');
  if (!dash)
    return false;
  char *x = strndup (s, (size_t) (dash - s));
  bool ok = parse_ulong (x, a) && parse_ulong (dash + 1, b) && *a <= *b;
  free (x);
  return ok;
}

static bool
parse_shard (const char *s, unsigned long *k, unsigned long *n)
{
  const char *slash = strchr (s, '/');
  if (!slash)
    return false;
  char *x = strndup (s, (size_t) (slash - s));
  bool ok = parse_ulong (x, k) && parse_ulong (slash + 1, n) && *n >= 1
            && *k >= 1 && *k <= *n;
  free (x);
  return ok;
}

/* The seed list of this shard.  */
static unsigned long *
shard_seeds (const struct run_opts *o, size_t *count)
{
  unsigned long total = o->last - o->first + 1;
  unsigned long *v = xmalloc ((total / o->shard_n + 1) * sizeof *v);
  size_t n = 0;
  for (unsigned long i = 0; i < total; i++)
    if (i % o->shard_n == o->shard_k - 1)
      v[n++] = o->first + i;
  *count = n;
  return v;
}

static void
make_header (struct jobj *h, const struct vconfig *cfg,
             const struct run_opts *o)
{
  char buf[128];
  jo_set_str (h, "kind", "campaign");
  snprintf (buf, sizeof buf, "%lu-%lu", o->first, o->last);
  jo_set_str (h, "seeds", buf);
  snprintf (buf, sizeof buf, "%lu/%lu", o->shard_k, o->shard_n);
  jo_set_str (h, "shard", buf);
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < cfg->ntargets; i++)
    sb_printf (&b, "%s%s", i ? "," : "", cfg->targets[i].name);
  jo_set_str (h, "targets", b.s);
  b.len = 0;
  b.s[0] = 0;
  for (size_t i = 0; i < cfg->levels.n; i++)
    sb_printf (&b, "%s%s", i ? "," : "", cfg->levels.v[i]);
  jo_set_str (h, "levels", b.s);
  b.len = 0;
  b.s[0] = 0;
  for (size_t i = 0; i < cfg->plugin_args.n; i++)
    sb_printf (&b, "%s%s", i ? "," : "", cfg->plugin_args.v[i]);
  jo_set_str (h, "plugin_args", b.s);
  b.len = 0;
  b.s[0] = 0;
  for (size_t i = 0; i < cfg->csmith_opts.n; i++)
    sb_printf (&b, "%s%s", i ? " " : "", cfg->csmith_opts.v[i]);
  jo_set_str (h, "csmith_options", b.s);
  if (cfg->gen_dir)
    jo_set_str (h, "generator", cfg->gen_dir);
  else
    {
      /* "csmith" alone, as before memgen, so old journals resume.  */
      b.len = 0;
      b.s[0] = 0;
      for (size_t i = 0; i < cfg->gens.n; i++)
        sb_printf (&b, "%s%s", i ? "," : "", cfg->gens.v[i]);
      jo_set_str (h, "generator", b.s);
    }
  sb_free (&b);
  jo_set_str (h, "csmith_version", cfg->csmith_version);
  for (size_t i = 0; i < cfg->ntargets; i++)
    {
      char *k = xasprintf ("plugin_%s", cfg->targets[i].name);
      jo_set_str (h, k, cfg->targets[i].plugin);
      free (k);
    }
  identity_set (h, cfg);
  jo_set_num (h, "started", now_s ());
}

/* The keys that must match for --resume to continue a journal.  */
static const char *const identity_keys[] = {
  "seeds", "shard", "targets", "levels", "plugin_args", "generator",
  "csmith_options",
};

/* The progress line: redrawn in place on a terminal (TTY), else printed
   as a line of its own (logs of CI and batch jobs).  */
static void
progress (size_t done, size_t total, double start, const unsigned long *c,
          bool final, bool tty)
{
  double el = now_s () - start;
  double rate = el > 0 ? done / el : 0;
  double eta = rate > 0 ? (total - done) / rate : 0;
  fprintf (stderr, "%s[%zu/%zu] %.1f programs/min, ETA %02d:%02d, "
           "miscompile %lu, check-failure %lu, plugin-crash %lu, "
           "gcc-or-ub %lu, timeout %lu",
           tty ? "\r\033[K" : "memopt-verify: ", done, total, rate * 60,
           (int) (eta / 60), (int) eta % 60, c[VC_MISCOMPILE], c[VC_CHECK_FAILURE], c[VC_PLUGIN_CRASH],
           c[VC_GCC_OR_UB],
           c[VC_TIMEOUT]);
  if (final || !tty)
    fputc ('\n', stderr);
  fflush (stderr);
}

struct worker
{
  pid_t pid;
  unsigned long seed;
};

/* The worker: process one program, leave its record in TMP/<seed>.rec.  */
static void
worker_main (const struct vconfig *cfg, unsigned long seed, pid_t parent)
{
#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGKILL);
  if (getppid () != parent)
    _exit (3);
#else
  (void) parent;
#endif
  struct jobj rec;
  jo_init (&rec);
  jo_set_str (&rec, "kind", "program");
  process_program (cfg, seed, &rec);
  struct sbuf b;
  sb_init (&b);
  jo_emit (&rec, &b);
  char *p = xasprintf ("%s/%lu.rec", cfg->tmp_root, seed);
  char *tmp = xasprintf ("%s/%lu.rec.tmp", cfg->tmp_root, seed);
  int r = write_file (tmp, b.s, b.len, false) == 0 && rename (tmp, p) == 0;
  _exit (r ? 0 : 3);
}

static bool
collect (const struct vconfig *cfg, struct journal *j, unsigned long seed,
         struct cdata *d, unsigned long counts[VC_COUNT])
{
  char *p = xasprintf ("%s/%lu.rec", cfg->tmp_root, seed);
  char *text = read_file (p, NULL);
  struct jobj rec;
  bool ok = text && jo_parse (&rec, text);
  if (ok)
    {
      if (journal_append (j, &rec) != 0)
        die ("cannot write the journal %s: %s", j->path, strerror (errno));
      enum vclass c = vclass_parse (jo_get (&rec, "class"));
      if (c < VC_COUNT)
        counts[c]++;
      if (vclass_is_finding (c))
        {
          if (isatty (2))
            fputs ("\r\033[K", stderr);
          msg ("seed %lu: %s: %s", seed, vclass_name (c),
               jo_get (&rec, "detail"));
        }
      cdata_add_program (d, &rec);
      jo_free (&rec);
    }
  else
    msg ("seed %lu: the worker left no result (harness error); it will be "
         "redone by --resume", seed);
  unlink (p);
  free (p);
  free (text);
  return ok;
}

/* -j N: 1 to 1024 workers.  */
static unsigned long
parse_jobs (const char *v)
{
  unsigned long jobs;
  if (!parse_ulong (v, &jobs) || jobs == 0 || jobs > 1024)
    usage_error ("-j wants a number from 1 to 1024, got '%s'", v);
  return jobs;
}

/* One of run's own options (KEY, VALUE) into O; the seed and count into
   *SEED and *COUNT.  */
static void
run_option (struct run_opts *o, int key, const char *v, unsigned long *seed,
            unsigned long *count)
{
  switch (key)
    {
    case CLI_RESUME:
      o->resume = true;
      break;
    case CLI_FORCE:
      o->force = true;
      break;
    case CLI_JOBS:
      o->jobs = parse_jobs (v);
      break;
    case CLI_SEEDS:
      if (!parse_range (v, &o->first, &o->last))
        usage_error ("--seeds wants A-B with A <= B, got '%s'", v);
      o->have_range = true;
      break;
    case CLI_SEED:
      if (!parse_ulong (v, seed))
        usage_error ("--seed wants a number, got '%s'", v);
      o->have_seed = true;
      break;
    case CLI_COUNT:
      if (!parse_ulong (v, count) || *count == 0)
        usage_error ("--count wants a positive number, got '%s'", v);
      o->have_count = true;
      break;
    case CLI_SHARD:
      if (!parse_shard (v, &o->shard_k, &o->shard_n))
        usage_error ("--shard wants K/N with 1 <= K <= N, got '%s'", v);
      break;
    case CLI_OUT:
      o->out = v;
      break;
    case CLI_DURATION:
      if (!parse_duration (v, &o->duration_s))
        usage_error ("--duration wants a time such as 90s, 15m or 8h, "
                     "got '%s'", v);
      break;
    case CLI_PROGRESS:
      {
        char *end;
        o->progress_s = strtod (v, &end);
        if (end == v || *end || o->progress_s < 0)
          usage_error ("--progress wants seconds, got '%s'", v);
        break;
      }
    }
}

/* run's arguments into CFG and O: the options, then the seed range.  */
static void
parse_run_args (const struct cli_args *args, struct vconfig *cfg,
                struct run_opts *o)
{
  config_default (cfg);
  *o = (struct run_opts) {
    .first = 1, .last = 100, .shard_k = 1, .shard_n = 1,
    .jobs = (unsigned long) sysconf (_SC_NPROCESSORS_ONLN), .out = ".",
    .progress_s = 60 };
  unsigned long seed = 1, count = 100;
  if (args->noperands)
    usage_error ("run: unknown option '%s'", args->operands[0]);
  for (size_t i = 0; i < args->nopts; i++)
    {
      const struct cli_value *v = &args->opts[i];
      if (!config_option (cfg, v->key, v->value))
        run_option (o, v->key, v->value, &seed, &count);
    }
  if (o->have_range && o->have_count)
    usage_error ("--seeds and --count exclude each other");
  if (o->have_range && o->have_seed)
    usage_error ("--seeds and --seed exclude each other (--seed S --count N "
                 "is the range S..S+N-1)");
  if (!o->have_range)
    {
      if (cfg->gen_dir && !o->have_count)
        {
          seed = 0;
          count = cfg->gen_files.n;
        }
      o->first = seed;
      o->last = seed + count - 1;
    }
}

int
cmd_run (const struct cli_args *args)
{
  struct vconfig cfg;
  struct run_opts o;
  parse_run_args (args, &cfg, &o);
  if (!find_tools (&cfg, true))
    return 2;

  if (mkdir_p (o.out) != 0)
    die ("cannot create %s: %s", o.out, strerror (errno));
  char *out = abs_path (o.out);
  lock_campaign (out);
  cfg.tmp_root = xasprintf ("%s/tmp", out);
  cfg.cases_dir = xasprintf ("%s/cases", out);
  rm_rf (cfg.tmp_root);         /* leftovers of a killed run */
  mkdir_p (cfg.tmp_root);

  struct jobj header;
  jo_init (&header);
  make_header (&header, &cfg, &o);
  struct cdata d;
  cdata_init (&d);
  cdata_load (&d, out);
  char *forced_why = NULL;
  if (d.have_header || d.n)
    {
      if (!o.resume)
        usage_error ("%s already holds a campaign (journal.jsonl): pass "
                     "--resume to continue it, or another --out", out);
      for (size_t k = 0; k < sizeof identity_keys / sizeof *identity_keys;
           k++)
        {
          const char *x = jo_get (&d.header, identity_keys[k]);
          const char *y = jo_get (&header, identity_keys[k]);
          if (!x || !y || strcmp (x, y) != 0)
            usage_error ("--resume: the campaign in %s has %s '%s', this "
                         "command asks for '%s'", out, identity_keys[k],
                         x ? x : "", y ? y : "");
        }
      struct sbuf why;
      sb_init (&why);
      if (!identity_same_build (&d.header, &header, &cfg, &why))
        {
          if (!o.force)
            usage_error ("--resume: the campaign in %s was made by another "
                         "build; its verdicts and this build's would be "
                         "mixed:\n%s\n(--force continues anyway; or start "
                         "a new campaign with another --out)", out, why.s);
          msg ("--resume --force: continuing %s with another build:\n%s",
               out, why.s);
          forced_why = xstrdup (why.s);
        }
      sb_free (&why);
    }
  struct journal j;
  if (journal_open (&j, out) != 0)
    die ("cannot open the journal in %s: %s", out, strerror (errno));
  if (forced_why)
    {
      /* The report says that two builds' verdicts are mixed.  */
      struct jobj fr;
      jo_init (&fr);
      jo_set_str (&fr, "kind", "forced-resume");
      identity_set (&fr, &cfg);
      jo_set_str (&fr, "changes", forced_why);
      journal_append (&j, &fr);
      jo_free (&fr);
      d.forced++;
      free (forced_why);
    }
  if (!d.have_header)
    {
      journal_append (&j, &header);
      d.have_header = true;
      jo_free (&d.header);
      d.header = header;
      jo_init (&header);
    }
  jo_free (&header);

  size_t nseeds;
  unsigned long *seeds = shard_seeds (&o, &nseeds);
  /* Drop the seeds the journal already has.  */
  size_t todo = 0;
  for (size_t i = 0; i < nseeds; i++)
    {
      if (!cdata_has_seed (&d, (long long) seeds[i]))
        seeds[todo++] = seeds[i];
    }
  unsigned long counts[VC_COUNT] = { 0 };
  double unused1, unused2;
  cdata_counts (&d, counts, &unused1, &unused2);
  if (o.resume && d.n)
    msg ("resuming %s: %zu programs done, %zu to go", out, d.n, todo);
  msg ("campaign %s: %zu programs, %zu targets, %zu levels, %lu workers",
       out, todo, cfg.ntargets, cfg.levels.n, o.jobs);

  bool tty = isatty (2);
  double start = now_s (), last_line = start;
  struct worker *w = xmalloc (o.jobs * sizeof *w);
  size_t running = 0, next = 0, done = 0, lost = 0;
  pid_t self = getpid ();
  bool deadline = false;
  stop_signal = 0;
  struct sigaction sa = { .sa_handler = on_stop_signal };
  sigemptyset (&sa.sa_mask);
  sigaction (SIGINT, &sa, NULL);
  sigaction (SIGTERM, &sa, NULL);
  while (next < todo || running)
    {
      if (o.duration_s > 0 && !deadline && next < todo
          && now_s () - start >= o.duration_s)
        {
          deadline = true;
          msg ("--duration reached: starting no more programs, waiting for "
               "the %zu running", running);
        }
      if (stop_signal)
        {
          /* Stop now: the running programs are redone by --resume.  */
          for (size_t k = 0; k < running; k++)
            kill (w[k].pid, SIGKILL);
          while (running)
            if (waitpid (w[--running].pid, NULL, 0) < 0 && errno == EINTR)
              running++;
          break;
        }
      while (running < o.jobs && next < todo && !deadline)
        {
          fflush (NULL);
          pid_t pid = fork ();
          if (pid < 0)
            die ("fork: %s", strerror (errno));
          if (pid == 0)
            worker_main (&cfg, seeds[next], self);
          w[running].pid = pid;
          w[running].seed = seeds[next];
          running++;
          next++;
        }
      if (!running)
        break;
      int st;
      pid_t pid = waitpid (-1, &st, 0);
      if (pid < 0)
        {
          if (errno == EINTR)
            continue;
          break;
        }
      for (size_t k = 0; k < running; k++)
        if (w[k].pid == pid)
          {
            if (collect (&cfg, &j, w[k].seed, &d, counts))
              done++;
            else
              lost++;
            w[k] = w[--running];
            break;
          }
      if (tty)
        progress (done, todo, start, counts, false, true);
      else if (o.progress_s > 0 && now_s () - last_line >= o.progress_s)
        {
          progress (done, todo, start, counts, false, false);
          last_line = now_s ();
        }
    }
  if (tty || o.progress_s > 0)
    progress (done, todo, start, counts, true, tty);
  signal (SIGINT, SIG_DFL);
  signal (SIGTERM, SIG_DFL);
  size_t left = todo - done;
  free (w);
  free (seeds);

  struct jobj sess;
  jo_init (&sess);
  jo_set_str (&sess, "kind", "session");
  jo_set_num (&sess, "elapsed_s", now_s () - start);
  jo_set_int (&sess, "jobs", (long long) o.jobs);
  jo_set_int (&sess, "programs", (long long) done);
  jo_set_num (&sess, "finished", now_s ());
  journal_append (&j, &sess);
  jo_free (&sess);
  journal_close (&j);

  /* Reload so the sessions' totals are in.  */
  cdata_free (&d);
  cdata_init (&d);
  cdata_load (&d, out);
  if (cdata_write_results (&d, out) != 0)
    msg ("cannot write %s/results.jsonl: %s", out, strerror (errno));
  rm_rf (cfg.tmp_root);
  cdata_print_summary (&d, o.out, stdout);
  unsigned long findings = cdata_findings (&d);
  cdata_free (&d);
  if (left)
    msg ("%s: %zu of %zu programs not done (%s); continue with the same "
         "command and --resume", o.out, left, todo,
         stop_signal ? (stop_signal == SIGINT ? "interrupted by SIGINT"
                                              : "stopped by SIGTERM")
         : deadline ? "--duration reached" : "workers lost");
  free (out);
  if (left || lost)
    return 3;
  return findings ? 1 : 0;
}
