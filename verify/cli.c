/* cli.c - memopt-verify's command line: one table of its commands and
   their options, and everything made from it.

   Every option is one row of OPTIONS (its name, the argument it takes, a
   line of help, its default); every command is one row of COMMANDS (its
   name, operands, a summary, the options it accepts, notes, the function
   that runs it).  From these come the usage texts (memopt-verify --help,
   memopt-verify COMMAND --help), the errors for an unknown option or a
   missing value, and the parsing: cli_main checks a command's arguments
   against its row and hands them to the command as a list of (option,
   value) pairs in command-line order and a list of operands.  A new
   option is a row here and a case in its command, nothing else.

   What an option's value means is the command's business (run.c,
   reduce.c, ..., config.c for the options that choose how programs are
   built): this file never looks inside a value.  The commands do not call
   back into it (their value errors go through usage_error, util.c), so
   the files form no cycle.

   Contract of cli_main: exit status 2 with a message for no command, an
   unknown command, an unknown option or a missing value; 0 after --help
   (the usage on stdout); else the command's own status.  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>

/* ---- the options ---------------------------------------------------- */

static const struct cli_option options[] = {
  /* How programs are built (config.c): run, reduce, bisect, repro.  */
  { CLI_TARGETS, "--targets", NULL, "LIST", "x86_64,aarch64", "both" },
  { CLI_LEVELS, "--levels", NULL, "LIST", "plugin levels", "O1,O2,O3" },
  { CLI_PLUGIN_ARG, "--plugin-arg", NULL, "KEY[=V]",
    "passed as -fplugin-arg-memopt-KEY[=V] (repeatable)", NULL },
  { CLI_CHECK, "--check", NULL, NULL,
    "plugin builds in check mode (--plugin-arg check=abort, "
    "memopt-check.o linked): a wrong assumption is a check-failure naming "
    "its id", NULL },
  { CLI_PLUGIN, "--plugin", NULL, "PATH", "x86_64 plugin",
    "build/gcc-12/memopt.so" },
  { CLI_PLUGIN_AARCH64, "--plugin-aarch64", NULL, "PATH", "aarch64 plugin",
    "build/aarch64-linux-gnu-gcc-12/memopt.so" },
  { CLI_CC_X86_64, "--cc-x86_64", NULL, "CC", "x86_64 compiler driver",
    "gcc-12" },
  { CLI_CC_AARCH64, "--cc-aarch64", NULL, "CC", "aarch64 compiler driver",
    "aarch64-linux-gnu-gcc-12" },
  { CLI_GENERATOR, "--generator", NULL, "G",
    "csmith, memgen (build/memgen), a list used in turn by seed "
    "(csmith,memgen), or files:DIR (file N = seed N)", "csmith" },
  { CLI_CSMITH_INCLUDE, "--csmith-include", NULL, "DIR",
    "the directory of csmith.h", "/usr/include/csmith" },
  { CLI_CSMITH_OPTIONS, "--csmith-options", NULL, "S",
    "replace the Csmith profile (space-separated)", NULL },
  { CLI_RUN_TIMEOUT, "--run-timeout", NULL, "S",
    "CPU seconds per run (the wall clock allows 3x + 5)", "2" },
  { CLI_COMPILE_TIMEOUT, "--compile-timeout", NULL, "S",
    "seconds per compile", "120" },
  { CLI_PERF, "--perf", NULL, NULL,
    "also count each build under QEMU (build/bench/count.so) and judge "
    "the plugin build against the control at its level, function by "
    "function: perf-regression", NULL },
  { CLI_PERF_THRESHOLD, "--perf-threshold", NULL, "PCT",
    "with --perf: a function regresses when it executes more than PCT % "
    "more instructions or memory accesses", "2" },
  { CLI_PERF_MIN_EVENTS, "--perf-min-events", NULL, "N",
    "with --perf: ... and at least N more", "10000" },
  /* run.  */
  { CLI_SEEDS, "--seeds", NULL, "A-B", "the seeds A..B (inclusive)", NULL },
  { CLI_SEED, "--seed", NULL, "S", "the first seed (with --count)", "1" },
  { CLI_COUNT, "--count", NULL, "N", "how many seeds from --seed", "100" },
  { CLI_SHARD, "--shard", NULL, "K/N",
    "only the seeds whose index is K-1 modulo N", "1/1" },
  { CLI_JOBS, "-j", "--jobs", "N", "parallel workers",
    "the number of cores" },
  { CLI_OUT, "--out", NULL, "DIR", "campaign directory", "." },
  { CLI_RESUME, "--resume", NULL, NULL,
    "continue the campaign in DIR from its journal", NULL },
  { CLI_FORCE, "--force", NULL, NULL,
    "with --resume: continue even when the plugin or a compiler is not "
    "the build the campaign began with", NULL },
  { CLI_DURATION, "--duration", NULL, "T",
    "start no program after T (90s, 15m, 8h, 1d) and end normally (exit 0, "
    "or 1 with findings); --resume continues with the rest", NULL },
  { CLI_PROGRESS, "--progress", NULL, "S",
    "when stderr is not a terminal, a progress line every S seconds "
    "(0: none)", "60" },
  { CLI_FINDINGS_EXIT, "--findings-exit", NULL, "N",
    "exit N, not 1, when the campaign has findings, and 3 when it is "
    "incomplete even with findings (0: a scheduler never retries a shard "
    "because it found something)", "1" },
  /* reduce.  */
  { CLI_TIMEOUT, "--budget", "--timeout", "S",
    "seconds for the whole reduction, the best variant so far kept (not "
    "per test, as C-Vise's --timeout is)", "600" },
  { CLI_CORPUS, "--corpus", NULL, "DIR", "store the result in DIR/<id>",
    "corpora/miscompiles, check-failures or crashes" },
  { CLI_ID, "--id", NULL, "ID", "the stored case's name",
    "<target>-seed<N>-<level>" },
  { CLI_REDUCE_JOBS, "-j", NULL, "N", "parallel tests for C-Vise",
    "the number of cores" },
  /* merge.  */
  { CLI_MERGE_OUT, "--out", NULL, "DIR",
    "the merged campaign directory (required)", NULL },
  /* report.  */
  { CLI_REPORT_OUT, "--out", NULL, "DIR",
    "write the report into DIR", "the campaign directory" },
  /* bisect --build.  */
  { CLI_BUILD, "--build", NULL, "CMD",
    "the project's build command (it compiles with $CC)", NULL },
  { CLI_TEST, "--test", NULL, "CMD",
    "the test command: exits 0 when the program behaves", NULL },
  { CLI_CC, "--cc", NULL, "COMPILER", "the compiler", "gcc-12" },
  { CLI_WORK, "--work", NULL, "DIR", "the work directory",
    "a temporary one" },
  /* every command.  */
  { CLI_HELP, "--help", "-h", NULL, "this text", NULL },
};

#define NOPTIONS (sizeof options / sizeof options[0])

/* ---- the commands --------------------------------------------------- */

#define BUILD_OPTIONS                                                     \
  CLI_TARGETS, CLI_LEVELS, CLI_PLUGIN_ARG, CLI_CHECK, CLI_PLUGIN,         \
  CLI_PLUGIN_AARCH64, CLI_CC_X86_64, CLI_CC_AARCH64, CLI_GENERATOR,       \
  CLI_CSMITH_INCLUDE, CLI_CSMITH_OPTIONS, CLI_RUN_TIMEOUT,                \
  CLI_COMPILE_TIMEOUT, CLI_PERF, CLI_PERF_THRESHOLD, CLI_PERF_MIN_EVENTS

static const int run_opts[] = {
  CLI_SEEDS, CLI_SEED, CLI_COUNT, CLI_SHARD, BUILD_OPTIONS, CLI_JOBS,
  CLI_OUT, CLI_RESUME, CLI_FORCE, CLI_DURATION, CLI_PROGRESS,
  CLI_FINDINGS_EXIT, CLI_HELP, 0
};
static const int merge_opts[] = {
  CLI_MERGE_OUT, CLI_FINDINGS_EXIT, CLI_HELP, 0
};
static const int report_opts[] = {
  CLI_REPORT_OUT, CLI_FINDINGS_EXIT, CLI_HELP, 0
};
static const int reduce_opts[] = {
  CLI_TIMEOUT, CLI_CORPUS, CLI_ID, CLI_REDUCE_JOBS, BUILD_OPTIONS,
  CLI_HELP, 0
};
static const int bisect_opts[] = { BUILD_OPTIONS, CLI_HELP, 0 };
static const int bisect_build_opts[] = {
  CLI_BUILD, CLI_TEST, CLI_CC, CLI_PLUGIN, CLI_WORK, CLI_HELP, 0
};
static const int repro_opts[] = { BUILD_OPTIONS, CLI_HELP, 0 };

static const struct cli_command commands[] = {
  { "run", "[options]",
    "generate programs, build them with and without the plugin on\n"
    "x86_64 and aarch64, compare the outputs, keep the findings",
    run_opts,
    "--seeds and --seed/--count exclude each other.\n"
    "Exit status: 0 no finding (every program done, or the rest left at "
    "the\n--duration deadline), 1 findings (miscompile, check-failure, "
    "plugin-crash,\nperf-regression) in the campaign, 2 usage or setup "
    "error, 3 incomplete\n(interrupted, or a worker lost): rerun with "
    "--resume.  Findings dominate\n(1 over 3), but with --findings-exit N: "
    "3 incomplete, else N with findings.\nSIGINT/SIGTERM stop the campaign "
    "cleanly (exit 3).\n", true, cmd_run },
  { "merge", "--out DIR SHARD_DIR...",
    "combine the campaign directories of several shards", merge_opts,
    "Exit status: 0 clean, 1 findings, 2 error, 3 shards missing or "
    "stopped\nearly (findings dominate; --findings-exit N as run's).\n",
    true, cmd_merge },
  { "report", "[DIR]", "render a campaign as report.md and report.html",
    report_opts,
    "Writes DIR/report.md, DIR/report.html and their charts (*.svg), or\n"
    "writes them into --out's directory; DIR is . by default.  Exit status:\n"
    "0 clean, 1 findings, 2 error, 3 incomplete campaign (findings dominate;\n"
    "--findings-exit N as run's).\n", true, cmd_report },
  { "reduce", "[options] CASE",
    "shrink a finding with C-Vise, store it under corpora/", reduce_opts,
    "Exit status: 0 the reduced case still fails the same way, 1 not, 2 "
    "error.\n", true, cmd_reduce },
  { "bisect", "[options] CASE",
    "find the first transformation that breaks a miscompiled case",
    bisect_opts,
    "A binary search over -fplugin-arg-memopt-max-transforms=N for the "
    "first\ntransformation that breaks the case; prints and stores its "
    "remark.\nOver a project's build instead: memopt-verify bisect --build "
    "CMD --test CMD\n(memopt-verify bisect --build CMD --help for its "
    "options).\n", true,
    cmd_bisect },
  { "bisect --build", "CMD --test CMD [options]",
    "the first transformation that breaks a project's build",
    bisect_build_opts,
    "The test exits 0 when the program behaves; names file, function, "
    "line and\npass (verify/bisect-build.sh).\n", false, cmd_bisect_build },
  { "repro", "[options] DIR...",
    "rebuild and rerun a stored case (exit 0: fixed, 1: fails)", repro_opts,
    "Exit status: 0 every case is fixed, 1 one still fails, 2 error.\n",
    true, cmd_repro },
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

const struct cli_command *
cli_command (const char *name)
{
  for (size_t i = 0; i < NCOMMANDS; i++)
    if (strcmp (commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static const struct cli_option *
option_by_key (int key)
{
  for (size_t i = 0; i < NOPTIONS; i++)
    if (options[i].key == key)
      return &options[i];
  return NULL;
}

/* ---- usage texts ---------------------------------------------------- */

void
cli_usage (FILE *f)
{
  fputs ("usage: memopt-verify COMMAND [options]   (COMMAND --help for its "
         "options)\n", f);
  for (size_t i = 0; i < NCOMMANDS; i++)
    {
      if (!commands[i].listed)
        continue;
      const char *s = commands[i].summary;
      fprintf (f, "  %-8s ", commands[i].name);
      for (; *s; s++)
        if (*s == '\n')
          fputs ("\n           ", f);
        else
          fputc (*s, f);
      fputc ('\n', f);
    }
  fputs ("  --version  the version of memopt-verify (also after a command)\n"
         "Exit status: 0 ok, 1 a failure found or remaining, 2 usage or "
         "setup error,\n3 incomplete (run stopped by a signal or lost "
         "workers, shards missing);\na run ended by --duration is not "
         "incomplete.\n", f);
}

/* "  -j N, --jobs N       HELP (default: DEF)", wrapped at 78 columns
   with the help in a column of its own.  */
static void
option_usage (FILE *f, const struct cli_option *o)
{
  char head[64];
  if (o->alias)
    snprintf (head, sizeof head, "%s%s%s, %s%s%s", o->name, o->arg ? " " : "",
              o->arg ? o->arg : "", o->alias, o->arg ? " " : "",
              o->arg ? o->arg : "");
  else
    snprintf (head, sizeof head, "%s%s%s", o->name, o->arg ? " " : "",
              o->arg ? o->arg : "");
  char *text = o->def ? xasprintf ("%s (default: %s)", o->help, o->def)
                      : xstrdup (o->help);
  int col = fprintf (f, "  %-22s", head);
  if (col > 24)
    col = fprintf (f, "\n%24s", "") - 1;
  for (char *w = strtok (text, " "); w; w = strtok (NULL, " "))
    {
      if (col + 1 + (int) strlen (w) > 78 && col > 24)
        col = fprintf (f, "\n%24s", "") - 1;
      col += fprintf (f, "%s%s", col > 24 ? " " : "", w);
    }
  fputc ('\n', f);
  free (text);
}

void
cli_command_usage (const struct cli_command *c, FILE *f)
{
  fprintf (f, "usage: memopt-verify %s %s\n", c->name, c->operands);
  for (const int *k = c->options; *k; k++)
    option_usage (f, option_by_key (*k));
  fputs (c->notes, f);
}

/* ---- parsing a command's arguments --------------------------------- */

/* The row of C's options that ARG names: exactly, or (an option of one
   letter, -j) with its value glued on (-j4: *GLUED then points at "4").  */
static const struct cli_option *
match_option (const struct cli_command *c, const char *arg,
              const char **glued)
{
  *glued = NULL;
  for (const int *k = c->options; *k; k++)
    {
      const struct cli_option *o = option_by_key (*k);
      if (strcmp (arg, o->name) == 0
          || (o->alias && strcmp (arg, o->alias) == 0))
        return o;
      if (o->arg && strlen (o->name) == 2 && str_starts (arg, o->name)
          && arg[2])
        {
          *glued = arg + 2;
          return o;
        }
    }
  return NULL;
}

/* Check ARGV (ARGV[0] is the command's name) against C's row into A.  */
static void
parse_args (const struct cli_command *c, int argc, char **argv,
            struct cli_args *a)
{
  memset (a, 0, sizeof *a);
  a->cmd = c;
  a->opts = xmalloc ((size_t) argc * sizeof *a->opts);
  a->operands = xmalloc ((size_t) argc * sizeof *a->operands);
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i], *glued;
      if (arg[0] != '-' || !arg[1])
        {
          a->operands[a->noperands++] = arg;
          continue;
        }
      const struct cli_option *o = match_option (c, arg, &glued);
      if (!o)
        usage_error ("%s: unknown option '%s'", c->name, arg);
      const char *value = glued;
      if (o->arg && !value)
        {
          if (i + 1 >= argc)
            usage_error ("%s: %s needs a value (%s)", c->name, arg, o->arg);
          value = argv[++i];
        }
      a->opts[a->nopts++] = (struct cli_value) { o->key, arg, value };
    }
}

/* The row of ARGV's command: bisect with --build anywhere is bisect
   --build.  */
static const struct cli_command *
command_of (int argc, char **argv)
{
  const struct cli_command *c = cli_command (argv[1]);
  if (c && !c->listed)
    return NULL;
  if (c && strcmp (c->name, "bisect") == 0)
    for (int i = 2; i < argc; i++)
      if (strcmp (argv[i], "--build") == 0)
        return cli_command ("bisect --build");
  return c;
}

/* "run, merge, ...": the listed commands, for the unknown-command error.  */
static char *
command_names (void)
{
  struct sbuf b;
  sb_init (&b);
  for (size_t i = 0; i < NCOMMANDS; i++)
    if (commands[i].listed)
      sb_printf (&b, "%s%s", b.len ? ", " : "", commands[i].name);
  return b.s;
}

int
cli_main (int argc, char **argv)
{
  if (argc < 2)
    {
      cli_usage (stderr);
      return 2;
    }
  const char *name = argv[1];
  if (strcmp (name, "--help") == 0 || strcmp (name, "-h") == 0
      || strcmp (name, "help") == 0)
    {
      cli_usage (stdout);
      return 0;
    }
  const struct cli_command *c = command_of (argc, argv);
  if (!c)
    usage_error ("unknown command '%s' (%s)", name, command_names ());
  struct cli_args a;
  parse_args (c, argc - 1, argv + 1, &a);
  for (size_t i = 0; i < a.nopts; i++)
    if (a.opts[i].key == CLI_HELP)
      {
        cli_command_usage (c, stdout);
        return 0;
      }
  int status = c->run (&a);
  free (a.opts);
  free (a.operands);
  return status;
}
