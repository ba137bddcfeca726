/* reduce.c - `memopt-verify reduce CASE`: shrink a finding with C-Vise.

   C-Vise (or C-Reduce, when C-Vise is not installed) repeatedly tries
   smaller variants of the program and keeps a variant when an
   "interestingness test" exits 0.  The danger is well known: left alone,
   a reducer turns a miscompile into undefined behaviour that merely
   looks like one (an uninitialized read, an out-of-bounds access).  So
   the generated test (interesting.sh, kept with the case) accepts a
   variant only when all of these hold (checked in the order that
   rejects most variants soonest, with no compile done twice; the order
   only changes the speed):
     1. (crash) the plugin build still dies with the same internal
        compiler error message;
     2. the control (-O2 -Wall -Wextra) compiles, prints no warning from
        a list of warnings that signal undefined behaviour (uninitialized
        use, out-of-bounds subscripts, unsequenced modifications, missing
        return, pointer/integer confusion, ...) and runs to its end;
     3. the plugin build at the case's level still differs from the
        control (miscompile), or a check-mode check of the same pass and
        kind still fails in its run (check-failure: the id may change as
        the program shrinks, the pass and kind may not);
     4. clang-14 at -Wall -Wextra prints no warning from the list either;
     5. the reference (-O0) gives the control's output, so GCC without
        the plugin agrees with itself, built with -fsanitize=undefined,
        address and running cleanly (no report, no crash, within the time
        limit).  On an emulated target the reference is a plain build
        under qemu and a native sanitized build is run apart.
   Every variant C-Vise keeps pays all the checks, so they are done with
   as few compiles as possible: the warnings come from the control's
   compile, the sanitizers from the reference's (measured on a 1,911-line
   Csmith program: 1.8 s a kept variant before, 1.3 s now).
   The reducer runs under --timeout (default 600 s); C-Vise rewrites the
   file in place after every successful step, so when time runs out the
   file holds the best variant so far.  It is checked once more, rebuilt
   to record the outputs and remarks, and stored as corpora/miscompiles/
   <id>/, corpora/check-failures/<id>/ or corpora/crashes/<id>/
   (--corpus DIR: DIR/<id>/) with
   reduced.c, original.c, case.json (seed, Csmith version, compiler
   versions, flags, target), expected.out, actual.out, remarks.txt and
   interesting.sh.  */

#define _GNU_SOURCE
#include "verify.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Warnings that mean (or often mean) undefined behaviour; after C-Reduce's
   and C-Vise's advice for Csmith programs.  Extended regular expression,
   matched case-insensitively against both compilers' output.  */
static const char warn_regex[] =
  "uninitiali[sz]ed|control reaches end|no return statement|"
  "-Wreturn-type|return type defaults|array subscript|past the end|"
  "out of bounds|-Warray-bounds|unsequenced|sequence point|"
  "incompatible pointer|incompatible integer to pointer|"
  "incompatible implicit|pointer from integer|integer from pointer|"
  "cast from pointer to integer|ordered comparison of pointer|"
  "comparison between pointer and integer|implicit declaration|"
  "implicitly declaring|declaration does not declare|excess elements|"
  "too few arguments|too many arguments|division by zero|"
  "address of (local|stack)|returns address of|dangling|"
  "shift count|shift-count|-Wshift-|type specifier missing|"
  "defaults to 'int'|-Wimplicit-int|-Wformat|-Wstrict-aliasing|"
  "-Wstringop|-Waddress-of-packed|-Wvla|variable length array|"
  "expects type|main.* is not .int|type mismatch|"
  "assumed to have one element|tentative array definition|"
  "-Wint-conversion|-Wincompatible-pointer-types|-Wconditional-type-mismatch|"
  "-Wnull-dereference|-Wuse-after-free|-Wdangling-pointer|-Wfree-nonheap";

/* Single-quote S for sh.  */
static void
sh_quote (struct sbuf *b, const char *s)
{
  sb_add (b, "'");
  for (; *s; s++)
    if (*s == '\'')
      sb_add (b, "'\\''");
    else
      sb_addn (b, s, 1);
  sb_add (b, "'");
}

/* The fixed part of an ICE message for the crash check: the text after
   "internal compiler error: " up to the first masked number or quote.  */
static char *
ice_needle (const char *bucket)
{
  const char *p = strstr (bucket ? bucket : "", "internal compiler error");
  if (!p)
    return xstrdup (bucket && strstr (bucket, "terminated") ? "terminated"
                                                             : "error");
  const char *e = p;
  while (*e && *e != 'N' && *e != '\'' && *e != '@' && *e != '`')
    e++;
  while (e > p && e[-1] == ' ')
    e--;
  return strndup (p, (size_t) (e - p));
}

/* What step 3 looks for in a check failure's run: "PASS KIND", from the
   case's check keys or, failing those, its bucket.  */
static char *
check_needle (const struct jobj *meta)
{
  const char *pass = jo_get (meta, "check_pass");
  const char *kind = jo_get (meta, "check_kind");
  if (pass && kind)
    return xasprintf ("%s %s", pass, kind);
  return xstrdup (jo_get (meta, "bucket") ? jo_get (meta, "bucket") : "");
}

static char *
make_script (const struct vconfig *cfg, const struct jobj *meta,
             enum vclass cls, double test_timeout)
{
  bool crash = cls == VC_PLUGIN_CRASH;
  bool check = cls == VC_CHECK_FAILURE;
  const struct target *t = &cfg->targets[0];
  struct sbuf s;
  sb_init (&s);
  sb_printf (&s, "#!/bin/sh\n"
             "# interesting.sh - generated by memopt-verify reduce for case %s.\n"
             "# Exit 0 when the program is still interesting: free of the\n"
             "# undefined behaviour the warnings and sanitizers can see, and\n"
             "# still %s by the plugin.  The program: the argument, else reduced.c\n"
             "# when there is one (a stored case), else prog.c (C-Vise's copy).\n"
             "# The plugin: $MEMOPT_PLUGIN (memopt-verify sets it), else the\n"
             "# one installed in the compiler's plugin directory.\n"
             "F=${1:-prog.c}\n"
             "[ $# = 0 ] && [ -f reduced.c ] && F=reduced.c\n",
             jo_get (meta, "id") ? jo_get (meta, "id") : "?",
             crash ? "crashing the compiler"
             : check ? "failing a check of the same pass and kind"
                     : "miscompiled");
  sb_add (&s, "CC=");
  sh_quote (&s, t->cc);
  sb_add (&s, "\nINC=");
  sh_quote (&s, cfg->csmith_inc);
  sb_add (&s, "\nRUN=");
  if (t->emulated)
    {
      struct sbuf r;
      sb_init (&r);
      sb_printf (&r, "%s -L %s", cfg->qemu, cfg->qemu_ld_prefix);
      sh_quote (&s, r.s);
      sb_free (&r);
    }
  else
    sh_quote (&s, "");
  sb_add (&s, "\nP=${MEMOPT_PLUGIN:-$($CC -print-file-name=plugin)/memopt.so}\n"
          "[ -f \"$P\" ] || { echo \"interesting.sh: no plugin $P (set "
          "MEMOPT_PLUGIN)\" >&2; exit 1; }\n"
          "PLUGIN=\"-fplugin=$P");
  for (size_t i = 0; i < cfg->plugin_args.n; i++)
    sb_printf (&s, " -fplugin-arg-memopt-%s", cfg->plugin_args.v[i]);
  if (check_mode_p (&cfg->plugin_args))
    sb_add (&s, " $(dirname \"$P\")/memopt-check.o");
  sb_add (&s, "\"");
  sb_printf (&s, "\nLEVEL=-%s\nT=%.0f\n", cfg->levels.v[0],
             cfg->run_timeout_s);
  sb_add (&s, "WARN=");
  sh_quote (&s, warn_regex);
  sb_add (&s, "\n");
  if (crash)
    {
      char *needle = ice_needle (jo_get (meta, "bucket"));
      sb_add (&s, "ICE=");
      sh_quote (&s, needle);
      sb_add (&s, "\n");
      free (needle);
    }
  if (check)
    {
      char *needle = check_needle (meta);
      sb_add (&s, "CHECK=");
      sh_quote (&s, needle);
      sb_add (&s, "\n");
      free (needle);
    }
  sb_printf (&s,
"ulimit -t %.0f 2>/dev/null; ulimit -f 200000 2>/dev/null\n"
"export LC_ALL=C\n"
"# runs BINARY OUT: run it under the time limit, stdout then \"exit N\".\n"
"runs () { timeout -s KILL $T $RUN ./$1 >$2 2>/dev/null; echo \"exit $?\" >>$2; }\n"
"# A run that died (a signal: 128+N, or the time limit) says nothing.\n"
"died () { grep -q '^exit 1[23][0-9]$' $1; }\n"
"# sanitized BINARY OUT: a -fsanitize=undefined,address build's run:\n"
"# like runs, and no sanitizer report (its stderr goes to BINARY.err).\n"
"sanitized () {\n"
"  ASAN_OPTIONS=detect_leaks=0:exitcode=99 UBSAN_OPTIONS=exitcode=99 \\\n"
"    timeout -s KILL $T ./$1 >$2 2>$1.err; st=$?; echo \"exit $st\" >>$2\n"
"  [ $st -ne 99 ] && [ $st -lt 124 ] || return 1\n"
"  ! grep -Eq 'runtime error|AddressSanitizer|LeakSanitizer' $1.err\n"
"}\n"
"SAN='-fsanitize=undefined,address -fno-sanitize-recover=all'\n"
"\n", test_timeout);
  /* The order only changes the speed: the checks most variants fail come
     first, and no compile is done twice.  */
  if (crash)
    sb_add (&s,
"# 1. the plugin build still dies with the same internal compiler error.\n"
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 && exit 1\n"
"grep -qF \"$ICE\" plg.err || exit 1\n"
"\n");
  sb_add (&s,
"# 2. the control (-O2) compiles without a warning that signals undefined\n"
"#    behaviour, and runs to its end.\n"
"$CC -O2 -Wall -Wextra -I\"$INC\" $F -o ctl >w.gcc 2>&1 || exit 1\n"
"grep -Eiq \"$WARN\" w.gcc && exit 1\n"
"runs ctl ctl.out; died ctl.out && exit 1\n"
"\n");
  if (check)
    sb_add (&s,
"# 3. a check of the same pass and kind still fails in the plugin build.\n"
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || exit 1\n"
"timeout -s KILL $T $RUN ./plg >plg.out 2>plg.stderr\n"
"grep -q \"^memopt-check: transformation [0-9]* ($CHECK in \" plg.stderr || exit 1\n"
"\n");
  else if (!crash)
    sb_add (&s,
"# 3. the plugin build's output still differs from the control's.\n"
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || exit 1\n"
"runs plg plg.out\n"
"cmp -s ctl.out plg.out && exit 1\n"
"\n");
  if (t->emulated)
    sb_add (&s,
"# 4. the reference (-O0) agrees with the control: GCC without the plugin\n"
"#    agrees with itself (and with 3, the plugin build differs from it).\n"
"$CC -O0 -w -I\"$INC\" $F -o ref >/dev/null 2>&1 || exit 1\n"
"runs ref ref.out; died ref.out && exit 1\n"
"cmp -s ref.out ctl.out || exit 1\n"
"\n"
"# 5. no warning from clang either.\n"
"clang-14 -c -O1 -Wall -Wextra -I\"$INC\" $F -o /dev/null >w.clang 2>&1 || exit 1\n"
"grep -Eiq \"$WARN\" w.clang && exit 1\n"
"\n"
"# 6. a native -O0 build runs cleanly under the sanitizers.\n"
"gcc-12 -O0 -w $SAN -I\"$INC\" $F -o san >/dev/null 2>&1 || exit 1\n"
"sanitized san san.out || exit 1\n"
"exit 0\n");
  else
    sb_add (&s,
"# 4. no warning from clang either.\n"
"clang-14 -c -O1 -Wall -Wextra -I\"$INC\" $F -o /dev/null >w.clang 2>&1 || exit 1\n"
"grep -Eiq \"$WARN\" w.clang && exit 1\n"
"\n"
"# 5. the reference (-O0, under the sanitizers: it must run cleanly too)\n"
"#    agrees with the control: GCC without the plugin agrees with itself\n"
"#    (and with 3, the plugin build differs from it).\n"
"$CC -O0 -w $SAN -I\"$INC\" $F -o ref >/dev/null 2>&1 || exit 1\n"
"sanitized ref ref.out || exit 1\n"
"cmp -s ref.out ctl.out || exit 1\n"
"exit 0\n");
  return s.s;
}

/* The reduction's progress line: the size of the file C-Vise rewrites
   after every step it keeps, the pass it is in (its log's last
   "===< PASS >===" line) and the time so far; redrawn on a terminal,
   else a line every 30 s.  */
struct progress
{
  const char *dir, *prog, *log;
  long long orig_bytes;
  bool tty;
};

static size_t lines_of (const char *path);

/* The pass in C-Vise's LOG (its last "===< NAME >===" line), or "".  */
static char *
current_pass (const char *log)
{
  size_t len;
  char *text = read_file (log, &len);
  if (!text)
    return xstrdup ("");
  char *best = NULL;
  for (char *p = strstr (text, "===< "); p; p = strstr (p + 1, "===< "))
    best = p + 5;
  char *pass = xstrdup ("");
  if (best)
    {
      free (pass);
      pass = xasprintf ("%.*s", (int) strcspn (best, " >\n"), best);
    }
  free (text);
  return pass;
}

static void
show_progress (void *arg, double elapsed_s)
{
  const struct progress *pr = arg;
  size_t n = lines_of (pr->prog);
  struct stat st;
  long long bytes = stat (pr->prog, &st) == 0 ? (long long) st.st_size : 0;
  char *pass = current_pass (pr->log);
  fprintf (stderr, "%sreduce %s: %lld bytes (%.0f %% of %lld), %zu lines, "
           "%s%s%.0f s", pr->tty ? "\r\033[K" : "memopt-verify: ", pr->dir,
           bytes, pr->orig_bytes ? 100.0 * bytes / pr->orig_bytes : 0,
           pr->orig_bytes, n, pass, *pass ? ", " : "", elapsed_s);
  if (!pr->tty)
    fputc ('\n', stderr);
  fflush (stderr);
  free (pass);
}

/* SIGINT/SIGTERM: take C-Vise's whole process group (its workers too)
   down with us, then die of the signal.  */
static void
on_stop_signal (int sig)
{
  if (proc_running_group > 0)
    kill (-(pid_t) proc_running_group, SIGKILL);
  signal (sig, SIG_DFL);
  raise (sig);
}

/* Run the test script in DIR (where prog.c is); true when interesting.  */
static bool
interesting (const char *dir, double timeout)
{
  char *argv[] = { "sh", "./interesting.sh", NULL };
  struct limits l = { .timeout_s = timeout };
  char *log = xasprintf ("%s/interesting.log", dir);
  struct runres r = run_cmd (argv, dir, log, log, &l);
  free (log);
  return !r.timed_out && r.status == 0;
}

static size_t
lines_of (const char *path)
{
  char *t = read_file (path, NULL);
  size_t n = 0;
  for (char *p = t; p && *p; p++)
    n += *p == '\n';
  free (t);
  return n;
}

/* What reduce is asked to do (its options other than the build ones).  */
struct reduce_opts
{
  const char *dir;              /* the case */
  const char *corpus, *id;      /* where to store it, under which name */
  double timeout;               /* --timeout: seconds for the reducer */
  unsigned long jobs;           /* -j: C-Vise's parallel tests */
};

/* One of reduce's own options (KEY, V) into O.  */
static void
reduce_option (struct reduce_opts *o, int key, const char *v)
{
  char *end;
  switch (key)
    {
    case CLI_TIMEOUT:
      o->timeout = strtod (v, &end);
      if (*end || !(o->timeout > 0))
        usage_error ("--timeout wants seconds, got '%s'", v);
      break;
    case CLI_CORPUS:
      o->corpus = v;
      break;
    case CLI_ID:
      if (!*v || strchr (v, '/'))
        usage_error ("--id wants a plain name, got '%s'", v);
      o->id = v;
      break;
    case CLI_REDUCE_JOBS:
      if (!parse_ulong (v, &o->jobs) || !o->jobs)
        usage_error ("-j wants a positive number, got '%s'", v);
      break;
    }
}

/* reduce's arguments into CFG and O.  */
static void
parse_reduce_args (const struct cli_args *args, struct vconfig *cfg,
                   struct reduce_opts *o)
{
  config_default (cfg);
  *o = (struct reduce_opts) {
    .timeout = 600, .jobs = (unsigned long) sysconf (_SC_NPROCESSORS_ONLN) };
  for (size_t i = 0; i < args->nopts; i++)
    if (!config_option (cfg, args->opts[i].key, args->opts[i].value))
      reduce_option (o, args->opts[i].key, args->opts[i].value);
  if (args->noperands > 1)
    usage_error ("reduce: one case at a time");
  o->dir = args->noperands ? args->operands[0] : NULL;
}

int
cmd_reduce (const struct cli_args *args)
{
  struct vconfig cfg;
  struct reduce_opts o;
  parse_reduce_args (args, &cfg, &o);
  const char *dir = o.dir, *corpus = o.corpus, *id = o.id;
  double timeout = o.timeout;
  unsigned long jobs = o.jobs;
  if (!dir)
    usage_error ("reduce: which case? (a directory with case.json)");
  struct jobj meta;
  if (case_load (dir, &meta) != 0)
    usage_error ("reduce: %s has no valid case.json", dir);
  enum vclass cls = vclass_parse (jo_get (&meta, "class"));
  if (!vclass_is_finding (cls))
    usage_error ("reduce: %s is a %s case; only miscompile, check-failure "
                 "and plugin-crash cases are reduced", dir,
                 jo_get (&meta, "class"));
  bool crash = cls == VC_PLUGIN_CRASH;
  if (!case_config (&cfg, &meta) || !find_tools (&cfg, false))
    return 2;
  identity_warn_case (dir, &meta, &cfg.targets[0]);
  /* interesting.sh (and C-Vise's runs of it) use this plugin.  */
  setenv ("MEMOPT_PLUGIN", cfg.targets[0].plugin, 1);
  signal (SIGINT, on_stop_signal);
  signal (SIGTERM, on_stop_signal);
  char *reducer = which ("cvise");
  if (!reducer)
    reducer = which ("creduce");
  if (!reducer)
    {
      msg ("neither cvise nor creduce found: install the Debian package "
           "cvise (apt-get install cvise)");
      return 2;
    }
  char *clang = which ("clang-14");
  if (!clang)
    {
      msg ("clang-14 not found: install the Debian package clang-14");
      return 2;
    }
  free (clang);

  /* The reduction directory: prog.c, interesting.sh.  */
  char *work = case_workdir (dir, &meta);
  double test_timeout = cfg.run_timeout_s * 4 + cfg.compile_timeout_s;
  char *script = make_script (&cfg, &meta, cls, test_timeout);
  char *spath = xasprintf ("%s/interesting.sh", work);
  write_file (spath, script, strlen (script), false);
  chmod (spath, 0755);
  char *prog = xasprintf ("%s/prog.c", work);
  size_t orig_lines = lines_of (prog);
  msg ("reduce %s: checking that the case is interesting (%s)", dir, work);
  if (!interesting (work, test_timeout))
    {
      msg ("reduce %s: the original program is not interesting: it no longer "
           "fails, or trips the undefined-behaviour checks (see %s/"
           "interesting.log)", dir, work);
      return 1;
    }
  msg ("reduce %s: %s, at most %.0f s", dir, reducer, timeout);
  double t0 = now_s ();
  struct strv a;
  sv_init (&a);
  sv_add (&a, reducer);
  if (strstr (reducer, "cvise"))
    {
      sv_add (&a, "--n");
      sv_addf (&a, "%lu", jobs);
      sv_add (&a, "--tidy");
      sv_add (&a, "--timeout");
      sv_addf (&a, "%.0f", test_timeout);
    }
  else
    {
      sv_add (&a, "--n");
      sv_addf (&a, "%lu", jobs);
    }
  sv_add (&a, "./interesting.sh");
  sv_add (&a, "prog.c");
  char *log = xasprintf ("%s/reducer.log", work);
  struct stat pst;
  struct progress pr = { dir, prog, log,
                         stat (prog, &pst) == 0 ? (long long) pst.st_size : 0,
                         isatty (2) };
  struct limits l = { .timeout_s = timeout, .tick = show_progress,
                      .tick_arg = &pr, .tick_s = pr.tty ? 2 : 30 };
  struct runres r = run_cmd (a.v, work, log, log, &l);
  if (pr.tty)
    fputc ('\n', stderr);
  sv_free (&a);
  double took = now_s () - t0;
  if (r.timed_out)
    msg ("reduce %s: time is up after %.0f s; keeping the best variant so far",
         dir, took);
  else if (r.status != 0)
    msg ("reduce %s: the reducer failed (status %d, see %s)", dir, r.status,
         log);
  /* A reducer killed mid-step may leave its last attempt in place: check,
     and fall back to the original when the file is not interesting.  */
  if (!interesting (work, test_timeout))
    {
      msg ("reduce %s: the reducer's last file is not interesting; storing "
           "the unreduced program", dir);
      char *src = xasprintf ("%s/%s", dir, jo_get (&meta, "source"));
      copy_file (src, prog);
      free (src);
    }
  /* C-Vise leaves its last layout; a formatter makes the case readable.
     Kept only when the formatted file is still interesting.  */
  char *fmt = which ("clang-format-14");
  if (fmt)
    {
      char *save = xasprintf ("%s/prog.c.unformatted", work);
      copy_file (prog, save);
      char *fargv[] = { fmt, "-i", "--style=GNU", prog, NULL };
      struct limits fl = { .timeout_s = 60 };
      struct runres fr = run_cmd (fargv, work, NULL, NULL, &fl);
      if (fr.status != 0 || !interesting (work, test_timeout))
        copy_file (save, prog);
      free (save);
      free (fmt);
    }
  size_t red_lines = lines_of (prog);

  /* Store: rebuild to record outputs and remarks.  */
  char *idbuf = id ? xstrdup (id)
                   : xasprintf ("%s-seed%s-%s", cfg.targets[0].name,
                                jo_get (&meta, "seed") ? jo_get (&meta, "seed")
                                                       : "x",
                                cfg.levels.v[0]);
  char *dest = corpus ? xasprintf ("%s/%s", corpus, idbuf)
                      : xasprintf ("corpora/%s/%s",
                                   crash ? "crashes"
                                   : cls == VC_CHECK_FAILURE ? "check-failures"
                                                             : "miscompiles",
                                   idbuf);
  if (mkdir_p (dest) != 0)
    die ("cannot create %s: %s", dest, strerror (errno));
  struct outcome ref, ctl, plg;
  struct sbuf d;
  sb_init (&d);
  enum vclass now = case_build (&cfg, work, -1, &ref, &ctl, &plg, &d);
  char *p;
  p = xasprintf ("%s/reduced.c", dest);
  copy_file (prog, p);
  free (p);
  p = xasprintf ("%s/%s", dir, jo_get (&meta, "source"));
  char *q = xasprintf ("%s/original.c", dest);
  copy_file (p, q);
  free (p);
  free (q);
  p = xasprintf ("%s/interesting.sh", dest);
  write_file (p, script, strlen (script), false);
  chmod (p, 0755);
  free (p);
  p = xasprintf ("%s/expected.out", dest);
  write_file (p, ref.output ? ref.output : "", ref.output ? strlen (ref.output) : 0,
              false);
  free (p);
  p = xasprintf ("%s/actual.out", dest);
  write_file (p, plg.output ? plg.output : "(no output: the build failed)\n",
              strlen (plg.output ? plg.output
                                 : "(no output: the build failed)\n"), false);
  free (p);
  char *errp = xasprintf ("%s/plg.err", work);
  char *errt = read_file (errp, NULL);
  char *remarks = extract_remarks (errt ? errt : "");
  p = xasprintf ("%s/remarks.txt", dest);
  write_file (p, remarks, strlen (remarks), false);
  free (p);
  if (crash && errt)
    {
      p = xasprintf ("%s/crash.txt", dest);
      write_file (p, errt, strlen (errt), false);
      free (p);
    }
  free (errt);
  free (errp);
  free (remarks);

  /* A bisection of the unreduced program names lines that are gone.  */
  jo_del (&meta, "bisect_n");
  jo_del (&meta, "bisect_remark");
  jo_del (&meta, "bisect_pass");
  jo_del (&meta, "bisect_kind");
  /* The reduced program's check (its id counts in the smaller program).  */
  if (cls == VC_CHECK_FAILURE)
    check_keys_set (&meta, plg.check);
  jo_set_str (&meta, "id", idbuf);
  jo_set_str (&meta, "source", "reduced.c");
  jo_set_str (&meta, "original", "original.c");
  jo_set_str (&meta, "expected", "expected.out");
  jo_set_str (&meta, "actual", "actual.out");
  jo_set_str (&meta, "remarks", "remarks.txt");
  jo_set_int (&meta, "original_lines", (long long) orig_lines);
  jo_set_int (&meta, "reduced_lines", (long long) red_lines);
  char *rv[] = { reducer, "--version", NULL };
  char *rver = first_line_of (rv);
  jo_set_str (&meta, "reducer", rver);
  free (rver);
  jo_set_num (&meta, "reduce_s", took);
  identity_set_case (&meta, &cfg, &cfg.targets[0]);
  jo_del (&meta, "plugin");
  char *cmd = case_command (&cfg, &cfg.targets[0], cfg.levels.v[0],
                            "reduced.c");
  jo_set_str (&meta, "command", cmd);
  free (cmd);
  jo_set_str (&meta, "reduced_class", vclass_name (now));
  case_save (dest, &meta);
  printf ("reduce: %s -> %s: %zu -> %zu lines in %.0f s (%s now: %s)\n", dir,
          dest, orig_lines, red_lines, took, vclass_name (now), d.s);
  outcome_free (&ref);
  outcome_free (&ctl);
  outcome_free (&plg);
  sb_free (&d);
  rm_rf (work);
  free (work);
  free (dest);
  free (idbuf);
  free (script);
  free (spath);
  free (prog);
  free (log);
  free (reducer);
  jo_free (&meta);
  return now == cls ? 0 : 1;
}
