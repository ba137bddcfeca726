/* run.c - `memopt-verify run`: a campaign of programs, built and
   compared by parallel workers, resumable after any stop.

   Steps (cmd_run): check the arguments (cli.c's row for run, config.c's
   build options); find the tools; take the campaign directory (--out)
   and its lock; open the journal, or check that the campaign in it is the
   one asked for (--resume: same seeds, shard, targets, levels, plugin
   arguments, generator; the same build unless --force); the seeds of this
   shard that the journal does not have yet; the workers; the session's
   record, results.jsonl and the summary.

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
   not matter.

   Exit status (status.c): 0 no finding (every program done, or the rest
   left at the --duration deadline), 1 findings, 2 usage or setup error,
   3 incomplete (SIGINT/SIGTERM, a worker lost); findings dominate, but
   with --findings-exit N: 3 incomplete, else N with findings.  The
   journal's "start" and "session" lines say how each run ended.  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

struct run_opts
{
  unsigned long first, last;    /* seed range, inclusive */
  bool have_range;              /* --seeds */
  unsigned long seed, count;    /* --seed, --count: the range's start
                                   and size when there is no --seeds */
  bool have_seed, have_count;
  unsigned long shard_k, shard_n;
  unsigned long jobs;
  bool resume;
  bool force;                   /* --force: resume with another build */
  const char *out;
  double duration_s;            /* --duration: stop starting programs
                                   after this long (0: no limit) */
  double progress_s;            /* --progress: a progress line this often
                                   when stderr is not a terminal */
  int findings_exit;            /* --findings-exit N; -1: findings exit 1
                                   (status.c) */
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

/* "A<SEP>B" (two decimals) into *A and *B; false when malformed.  */
static bool
parse_pair (const char *s, char sep, unsigned long *a, unsigned long *b)
{
  const char *mid = strchr (s, sep);
  if (!mid)
    return false;
  char *x = strndup (s, (size_t) (mid - s));
  bool ok = parse_ulong (x, a) && parse_ulong (mid + 1, b);
  free (x);
  return ok;
}

/* --seeds A-B, A <= B.  */
static bool
parse_range (const char *s, unsigned long *a, unsigned long *b)
{
  return parse_pair (s, '-', a, b) && *a <= *b;
}

/* --shard K/N, 1 <= K <= N.  */
static bool
parse_shard (const char *s, unsigned long *k, unsigned long *n)
{
  return parse_pair (s, '/', k, n) && *n >= 1 && *k >= 1 && *k <= *n;
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

/* KEY in H: the strings of V joined by SEP.  */
static void
set_joined (struct jobj *h, const char *key, const struct strv *v,
            const char *sep)
{
  char *s = sv_join (v, sep);
  jo_set_str (h, key, s);
  free (s);
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
  struct strv names;
  sv_init (&names);
  for (size_t i = 0; i < cfg->ntargets; i++)
    sv_add (&names, cfg->targets[i].name);
  set_joined (h, "targets", &names, ",");
  sv_free (&names);
  set_joined (h, "levels", &cfg->levels, ",");
  set_joined (h, "plugin_args", &cfg->plugin_args, ",");
  if (cfg->perf)
    {
      char *perf = xasprintf ("threshold=%g,min-events=%lu",
                              cfg->perf_threshold_pct, cfg->perf_min_events);
      jo_set_str (h, "perf", perf);
      free (perf);
    }
  set_joined (h, "csmith_options", &cfg->csmith_opts, " ");
  /* "csmith" alone, as before memgen, so old journals resume.  */
  if (cfg->gen_dir)
    jo_set_str (h, "generator", cfg->gen_dir);
  else
    set_joined (h, "generator", &cfg->gens, ",");
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

/* The keys that must match for --resume to continue a journal ("perf"
   only with --perf: a missing key is "").  */
static const char *const identity_keys[] = {
  "seeds", "shard", "targets", "levels", "plugin_args", "generator",
  "csmith_options", "perf",
};

/* The width of the terminal on stderr, or 0 when it does not say.  */
static int
terminal_width (void)
{
#ifdef TIOCGWINSZ
  struct winsize ws;
  if (ioctl (2, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    return ws.ws_col;
#endif
  return 0;
}

/* The progress line: redrawn in place on a terminal (TTY), cut to its
   width less one column (a line as wide as the terminal wraps, and "\r"
   then redraws only the last row: the screen fills with copies), else
   printed as a line of its own (logs of CI and batch jobs).  */
static void
progress (size_t done, size_t total, double start, const unsigned long *c,
          bool final, bool tty)
{
  double el = now_s () - start;
  double rate = el > 0 ? done / el : 0;
  double eta = rate > 0 ? (total - done) / rate : 0;
  char line[512];
  snprintf (line, sizeof line, "[%zu/%zu] %.1f programs/min, ETA %02d:%02d, "
            "miscompile %lu, check-failure %lu, plugin-crash %lu, "
            "perf-regression %lu, gcc-or-ub %lu, timeout %lu",
            done, total, rate * 60, (int) (eta / 60), (int) eta % 60,
            c[VC_MISCOMPILE], c[VC_CHECK_FAILURE], c[VC_PLUGIN_CRASH],
            c[VC_PERF_REGRESSION], c[VC_GCC_OR_UB], c[VC_TIMEOUT]);
  int width = tty ? terminal_width () : 0;
  if (width > 1 && strlen (line) > (size_t) width - 1)
    line[width - 1] = 0;
  fprintf (stderr, "%s%s", tty ? "\r\033[K" : "memopt-verify: ", line);
  if (final || !tty)
    fputc ('\n', stderr);
  fflush (stderr);
}

struct worker
{
  pid_t pid;
  unsigned long seed;
};

/* True when the file system holding DIR has (almost) no space left: a
   build or a write there may have failed for that alone (ENOSPC), so a
   verdict made then is not to be trusted.  */
static bool
disk_full (const char *dir)
{
  struct statvfs v;
  return statvfs (dir, &v) == 0 && v.f_bavail * v.f_frsize < 64 * 1024;
}

/* Remove the case directory of SEED (a program whose record is not
   journaled: its case would be an orphan, or empty).  */
static void
drop_case (const struct vconfig *cfg, unsigned long seed)
{
  char *c = xasprintf ("%s/%lu", cfg->cases_dir, seed);
  rm_rf (c);
  free (c);
}

/* The worker: process one program, leave its record in TMP/<seed>.rec.
   When the disk is full after it, or the record cannot be written, it
   says so naming the cause, removes the program's case and leaves no
   record (exit 3): the parent counts the program lost, and --resume
   redoes it.  */
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
  if (disk_full (cfg->tmp_root))
    {
      msg ("seed %lu: No space left on device (ENOSPC) in %s: its builds "
           "may have failed for that alone, so its verdict is not kept; "
           "free some space, then continue with --resume", seed,
           cfg->tmp_root);
      drop_case (cfg, seed);
      _exit (3);
    }
  struct sbuf b;
  sb_init (&b);
  jo_emit (&rec, &b);
  char *p = xasprintf ("%s/%lu.rec", cfg->tmp_root, seed);
  char *tmp = xasprintf ("%s/%lu.rec.tmp", cfg->tmp_root, seed);
  if (write_file (tmp, b.s, b.len, false) != 0 || rename (tmp, p) != 0)
    {
      msg ("seed %lu: cannot write its result %s: %s; continue with "
           "--resume once that is fixed", seed, tmp, strerror (errno));
      unlink (tmp);
      drop_case (cfg, seed);
      _exit (3);
    }
  _exit (0);
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
    {
      msg ("seed %lu: the worker left no result (%s); it will be redone by "
           "--resume", seed, disk_full (cfg->tmp_root)
             ? "No space left on device (ENOSPC)"
             : "a harness error: see the message before");
      drop_case (cfg, seed);
    }
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

/* One of run's own options (KEY, V) into the run_opts ARG.  */
static void
run_option (void *arg, int key, const char *v)
{
  struct run_opts *o = arg;
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
      if (!parse_ulong (v, &o->seed))
        usage_error ("--seed wants a number, got '%s'", v);
      o->have_seed = true;
      break;
    case CLI_COUNT:
      if (!parse_ulong (v, &o->count) || o->count == 0)
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
    case CLI_FINDINGS_EXIT:
      o->findings_exit = parse_findings_exit (v);
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
  *o = (struct run_opts) {
    .first = 1, .last = 100, .shard_k = 1, .shard_n = 1,
    .jobs = (unsigned long) sysconf (_SC_NPROCESSORS_ONLN), .out = ".",
    .progress_s = 60, .seed = 1, .count = 100, .findings_exit = -1 };
  if (args->noperands)
    usage_error ("run: unknown option '%s'", args->operands[0]);
  config_parse (args, cfg, run_option, o);
  if (o->have_range && o->have_count)
    usage_error ("--seeds and --count exclude each other");
  if (o->have_range && o->have_seed)
    usage_error ("--seeds and --seed exclude each other (--seed S --count N "
                 "is the range S..S+N-1)");
  if (!o->have_range)
    {
      if (cfg->gen_dir && !o->have_count)
        {
          o->seed = 0;
          o->count = cfg->gen_files.n;
        }
      o->first = o->seed;
      o->last = o->seed + o->count - 1;
    }
}

/* A campaign being run.  */
struct run
{
  struct vconfig cfg;
  struct run_opts o;
  char *out;                    /* the campaign directory, absolute */
  struct journal j;
  struct cdata d;               /* what the journal holds */
  unsigned long counts[VC_COUNT];       /* programs per class */
  unsigned long *seeds;         /* the seeds still to do */
  size_t todo, done, lost;      /* their number; finished; lost */
  bool deadline;                /* --duration reached */
  double start;
};

/* Create and lock the campaign directory; its private tmp/ is emptied
   (leftovers of a killed run).  */
static void
open_campaign_dir (struct run *r)
{
  if (mkdir_p (r->o.out) != 0)
    die ("cannot create %s: %s", r->o.out, strerror (errno));
  r->out = abs_path (r->o.out);
  lock_campaign (r->out);
  r->cfg.tmp_root = xasprintf ("%s/tmp", r->out);
  r->cfg.cases_dir = xasprintf ("%s/cases", r->out);
  rm_rf (r->cfg.tmp_root);
  mkdir_p (r->cfg.tmp_root);
}

/* The campaign already in the directory must be the one HEADER asks for
   (else exit 2); returns the differences of build when --force lets a
   resume with another build go on, else NULL.  */
static char *
check_resume (struct run *r, const struct jobj *header)
{
  if (!r->o.resume)
    usage_error ("%s already holds a campaign (journal.jsonl): pass "
                 "--resume to continue it, or another --out", r->out);
  for (size_t k = 0; k < sizeof identity_keys / sizeof *identity_keys; k++)
    {
      const char *x = jo_get (&r->d.header, identity_keys[k]);
      const char *y = jo_get (header, identity_keys[k]);
      if (strcmp (identity_keys[k], "perf") == 0)
        {
          x = x ? x : "";
          y = y ? y : "";
        }
      if (!x || !y || strcmp (x, y) != 0)
        usage_error ("--resume: the campaign in %s has %s '%s', this "
                     "command asks for '%s'", r->out, identity_keys[k],
                     x ? x : "", y ? y : "");
    }
  struct sbuf why;
  sb_init (&why);
  char *forced_why = NULL;
  if (!identity_same_build (&r->d.header, header, &r->cfg, &why))
    {
      if (!r->o.force)
        usage_error ("--resume: the campaign in %s was made by another "
                     "build; its verdicts and this build's would be "
                     "mixed:\n%s\n(--force continues anyway; or start "
                     "a new campaign with another --out)", r->out, why.s);
      msg ("--resume --force: continuing %s with another build:\n%s",
           r->out, why.s);
      forced_why = xstrdup (why.s);
    }
  sb_free (&why);
  return forced_why;
}

/* The journal's "forced-resume" line: the report says that two builds'
   verdicts are mixed.  */
static void
note_forced_resume (struct run *r, const char *why)
{
  struct jobj fr;
  jo_init (&fr);
  jo_set_str (&fr, "kind", "forced-resume");
  identity_set (&fr, &r->cfg);
  jo_set_str (&fr, "changes", why);
  journal_append (&r->j, &fr);
  jo_free (&fr);
  r->d.forced++;
}

/* Load what the journal holds, check it against this command, open it
   for appending; a new campaign's first line is its header.  */
static void
open_journal (struct run *r)
{
  struct jobj header;
  jo_init (&header);
  make_header (&header, &r->cfg, &r->o);
  cdata_init (&r->d);
  cdata_load (&r->d, r->out);
  if (!r->d.have_header && r->d.n)
    usage_error ("%s/journal.jsonl has %zu program lines but no readable "
                 "campaign header (its first line is damaged): the campaign's "
                 "seeds and settings are unknown, so it cannot be resumed; "
                 "restore the line or start a new campaign with another "
                 "--out", r->out, r->d.n);
  char *forced_why = r->d.have_header || r->d.n
                       ? check_resume (r, &header) : NULL;
  if (journal_open (&r->j, r->out) != 0)
    die ("cannot open the journal in %s: %s", r->out, strerror (errno));
  if (forced_why)
    note_forced_resume (r, forced_why);
  free (forced_why);
  if (!r->d.have_header)
    {
      journal_append (&r->j, &header);
      r->d.have_header = true;
      jo_free (&r->d.header);
      r->d.header = header;
      jo_init (&header);
    }
  jo_free (&header);
  /* This run begins: until its "session" line, a reader takes the
     campaign as stopped by a kill (status.c).  */
  struct jobj start;
  jo_init (&start);
  jo_set_str (&start, "kind", "start");
  jo_set_num (&start, "started", now_s ());
  jo_set_int (&start, "jobs", (long long) r->o.jobs);
  if (journal_append (&r->j, &start) != 0)
    die ("cannot write the journal %s: %s", r->j.path, strerror (errno));
  jo_free (&start);
}

/* The seeds of this shard the journal does not have yet.  */
static void
select_seeds (struct run *r)
{
  size_t nseeds;
  r->seeds = shard_seeds (&r->o, &nseeds);
  r->todo = 0;
  for (size_t i = 0; i < nseeds; i++)
    if (!cdata_has_seed (&r->d, (long long) r->seeds[i]))
      r->seeds[r->todo++] = r->seeds[i];
  double unused1, unused2;
  cdata_counts (&r->d, r->counts, &unused1, &unused2);
  if (r->o.resume && r->d.n)
    msg ("resuming %s: %zu programs done, %zu to go", r->out, r->d.n,
         r->todo);
  msg ("campaign %s: %zu programs, %zu targets, %zu levels, %lu workers",
       r->out, r->todo, r->cfg.ntargets, r->cfg.levels.n, r->o.jobs);
}

/* The running workers.  */
struct pool
{
  struct worker *w;
  size_t running, next;         /* running; index of the next seed */
};

/* Kill the running workers and wait for them: the programs they had are
   redone by --resume.  */
static void
stop_workers (struct pool *p)
{
  for (size_t k = 0; k < p->running; k++)
    kill (p->w[k].pid, SIGKILL);
  while (p->running)
    if (waitpid (p->w[--p->running].pid, NULL, 0) < 0 && errno == EINTR)
      p->running++;
}

/* Fork workers up to -j while seeds are left.  */
static void
start_workers (struct run *r, struct pool *p)
{
  pid_t self = getpid ();
  while (p->running < r->o.jobs && p->next < r->todo && !r->deadline)
    {
      fflush (NULL);
      pid_t pid = fork ();
      if (pid < 0)
        die ("fork: %s", strerror (errno));
      if (pid == 0)
        worker_main (&r->cfg, r->seeds[p->next], self);
      p->w[p->running].pid = pid;
      p->w[p->running].seed = r->seeds[p->next];
      p->running++;
      p->next++;
    }
}

/* Wait for one worker and journal its record; false when there was none
   to wait for.  */
static bool
reap_worker (struct run *r, struct pool *p)
{
  int st;
  pid_t pid = waitpid (-1, &st, 0);
  if (pid < 0)
    return errno == EINTR;
  for (size_t k = 0; k < p->running; k++)
    if (p->w[k].pid == pid)
      {
        if (collect (&r->cfg, &r->j, p->w[k].seed, &r->d, r->counts))
          r->done++;
        else
          r->lost++;
        p->w[k] = p->w[--p->running];
        break;
      }
  return true;
}

/* Run the selected seeds' programs, -j at a time, until all are done,
   --duration is reached (running ones finish) or a signal stops the
   campaign (running ones are killed).  */
static void
run_workers (struct run *r)
{
  struct pool p = { xmalloc (r->o.jobs * sizeof *p.w), 0, 0 };
  bool tty = isatty (2);
  double last_line = r->start = now_s ();
  while (p.next < r->todo || p.running)
    {
      if (r->o.duration_s > 0 && !r->deadline && p.next < r->todo
          && now_s () - r->start >= r->o.duration_s)
        {
          r->deadline = true;
          msg ("--duration reached: starting no more programs, waiting for "
               "the %zu running", p.running);
        }
      if (stop_signal)
        {
          stop_workers (&p);
          break;
        }
      start_workers (r, &p);
      if (!p.running || !reap_worker (r, &p))
        break;
      if (tty)
        progress (r->done, r->todo, r->start, r->counts, false, true);
      else if (r->o.progress_s > 0 && now_s () - last_line >= r->o.progress_s)
        {
          progress (r->done, r->todo, r->start, r->counts, false, false);
          last_line = now_s ();
        }
    }
  if (tty || r->o.progress_s > 0)
    progress (r->done, r->todo, r->start, r->counts, true, tty);
  free (p.w);
}

/* How this run ended, for its "session" line (status.c): "complete"
   when every selected program is done, else "signal", "lost" (a worker
   left no result) or "deadline".  */
static const char *
run_end (const struct run *r)
{
  if (r->done == r->todo)
    return "complete";
  return stop_signal ? "signal" : r->lost ? "lost"
         : r->deadline ? "deadline" : "lost";
}

/* The journal's "session" line, then close it.  */
static void
end_session (struct run *r)
{
  struct jobj sess;
  jo_init (&sess);
  jo_set_str (&sess, "kind", "session");
  jo_set_str (&sess, "end", run_end (r));
  jo_set_num (&sess, "elapsed_s", now_s () - r->start);
  jo_set_int (&sess, "jobs", (long long) r->o.jobs);
  jo_set_int (&sess, "programs", (long long) r->done);
  jo_set_num (&sess, "finished", now_s ());
  journal_append (&r->j, &sess);
  jo_free (&sess);
  journal_close (&r->j);
}

/* results.jsonl and the summary from the whole journal (the sessions'
   totals in); the exit status from the campaign's state and findings
   (status.c).  */
static int
finish_campaign (struct run *r)
{
  cdata_free (&r->d);
  cdata_init (&r->d);
  cdata_load (&r->d, r->out);
  if (cdata_write_results (&r->d, r->out) != 0)
    msg ("cannot write %s/results.jsonl: %s", r->out, strerror (errno));
  rm_rf (r->cfg.tmp_root);
  cdata_print_summary (&r->d, r->o.out, stdout);
  ci_write_summary (&r->d, r->o.out, r->out, true);
  size_t left = r->todo - r->done;
  if (left)
    msg ("%s: %zu of %zu programs not done (%s); continue with the same "
         "command and --resume", r->o.out, left, r->todo,
         stop_signal ? (stop_signal == SIGINT ? "interrupted by SIGINT"
                                              : "stopped by SIGTERM")
         : r->lost ? "workers lost"
         : "--duration reached, a normal end");
  int st = cdata_exit_status (&r->d, r->o.findings_exit);
  cdata_free (&r->d);
  return st;
}

int
cmd_run (const struct cli_args *args)
{
  struct run r;
  memset (&r, 0, sizeof r);
  parse_run_args (args, &r.cfg, &r.o);
  if (!find_tools (&r.cfg, true))
    return 2;
  open_campaign_dir (&r);
  open_journal (&r);
  select_seeds (&r);
  stop_signal = 0;
  struct sigaction sa = { .sa_handler = on_stop_signal };
  sigemptyset (&sa.sa_mask);
  sigaction (SIGINT, &sa, NULL);
  sigaction (SIGTERM, &sa, NULL);
  run_workers (&r);
  signal (SIGINT, SIG_DFL);
  signal (SIGTERM, SIG_DFL);
  free (r.seeds);
  end_session (&r);
  int status = finish_campaign (&r);
  free (r.out);
  return status;
}
