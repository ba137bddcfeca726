/* verify.h - memopt-verify, the differential harness: shared declarations.

   memopt-verify generates C programs (Csmith, or files from a directory),
   builds each one without the plugin at -O0 (the reference) and -O2 (the
   control) and with the plugin at the levels asked, runs every build (the
   aarch64 ones under qemu-aarch64) and compares the outputs.  A program on
   which the reference and the control agree but a plugin build does not is
   a miscompile by memopt; see classify.c for the whole decision.

   One concept per file:
     util.c      strings, files, paths, time
     proc.c      running a command under a timeout and rlimits
     json.c      the flat JSON objects of the journal and of stored cases
     classify.c  comparing runs, deciding a program's class, ICE buckets
     checkfail.c a failed check-mode check as the run-time half prints it
     journal.c   the fsync'd journal that makes a campaign resumable
     program.c   one program on every target and level (a worker's job)
     ccargs.c    the compiler command lines of a build
     tools.c     finding compilers, plugins, qemu, csmith, memgen, cvise
     campaign.c  a campaign's records in memory (run, merge, report)
     run.c       `run`: seeds, shards, workers, progress, resume
     merge.c     `merge`: shards into one campaign
     report.c    `report`: markdown and HTML with inline SVG charts
     ci.c        JUnit XML, SARIF and summary.json for CI systems
     status.c    how a campaign ended, and the exit status for it
     casefile.c  a stored case (corpora/...): write, read, rebuild
     identity.c  the build identity: plugin hash, tool versions, host
     remarks.c   memopt's remark kinds (plugin/remarks.tsv)
     perf.c      --perf: counting builds under QEMU, judging the plugin
                 build's functions against the control's
     srcfuncs.c  the functions of a C source by line, and the remarks
                 in one of them
     reduce.c    `reduce`: C-Vise, then the case stored under corpora/
     interesting.c  reduce's interestingness test (interesting.sh)
     passes.c    the C-Vise passes reduce runs
     prune.c     reduce's first step: whole statements and declarations
     bisect.c    `bisect`: max-transforms binary search
     config.c    how programs are built: defaults, the build options
     cli.c       the command line: the table of commands and options,
                 usage texts, argument checking
     main.c      the entry point
     unit.c      unit tests of the parsing, classification and journal  */

#ifndef MEMOPT_VERIFY_H
#define MEMOPT_VERIFY_H

#include <stdbool.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>

/* ---- util.c -------------------------------------------------------- */

struct sbuf
{
  char *s;
  size_t len, cap;
};

void sb_init (struct sbuf *b);
void sb_free (struct sbuf *b);
void sb_add (struct sbuf *b, const char *s);
void sb_addn (struct sbuf *b, const char *s, size_t n);
void sb_printf (struct sbuf *b, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));

/* A growable NULL-terminated array of strings (argv).  */
struct strv
{
  char **v;
  size_t n, cap;
};

void sv_init (struct strv *a);
void sv_free (struct strv *a);
void sv_add (struct strv *a, const char *s);
void sv_addf (struct strv *a, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
void sv_addv (struct strv *a, const struct strv *b);
/* Split S at CH into A (empty fields are dropped).  */
/* The strings of A joined by SEP (a new string).  */
char *sv_join (const struct strv *a, const char *sep);
void sv_split (struct strv *a, const char *s, char ch);

void *xmalloc (size_t n);
void *xrealloc (void *p, size_t n);
char *xstrdup (const char *s);
char *xasprintf (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
void die (const char *fmt, ...) __attribute__ ((format (printf, 1, 2), noreturn));
void msg (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));
/* A usage error: exit 2 with "memopt-verify: MESSAGE" and a hint to
   --help (the commands' checks of their arguments).  */
void usage_error (const char *fmt, ...) __attribute__ ((format (printf, 1, 2), noreturn));

/* The whole file (NUL-terminated), or NULL with errno set.  */
char *read_file (const char *path, size_t *len);
/* Write LEN bytes to PATH (created or truncated); with SYNC, fsync it.
   Returns 0 or -1.  */
int write_file (const char *path, const char *data, size_t len, bool sync);
int copy_file (const char *from, const char *to);
int mkdir_p (const char *path);
int rm_rf (const char *path);
bool file_exists (const char *path);
/* The full path of PROG found on $PATH, or NULL.  */
char *which (const char *prog);
char *abs_path (const char *path);
/* PATH relative to the working directory when it lies under it (for
   records that must not hold this machine's paths), else PATH.  */
char *rel_path (const char *path);
double now_s (void);
/* The first line of the output of ARGV (for version strings), or "?".  */
char *first_line_of (char *const argv[]);
bool str_starts (const char *s, const char *prefix);
/* Parse a non-negative decimal; false on junk or overflow.  */
bool parse_ulong (const char *s, unsigned long *out);

/* ---- proc.c -------------------------------------------------------- */

struct limits
{
  double timeout_s;             /* wall clock; 0: none */
  unsigned long cpu_s;          /* RLIMIT_CPU; 0: unlimited */
  unsigned long as_mb;          /* RLIMIT_AS */
  unsigned long fsize_mb;       /* RLIMIT_FSIZE */
  unsigned long nproc;          /* RLIMIT_NPROC */
  /* Optional: called every TICK_S seconds while the command runs (a
     progress line).  */
  void (*tick) (void *arg, double elapsed_s);
  void *tick_arg;
  double tick_s;
};

struct runres
{
  int status;                   /* exit status, or 128+signal */
  bool signaled;
  bool timed_out;
  bool spawn_failed;
  bool cpu_exceeded;            /* killed by SIGXCPU (RLIMIT_CPU) */
  double wall_s;
  double cpu_s;                 /* user + system time of the child */
};

/* Run ARGV in directory CWD (NULL: current), stdin from /dev/null, stdout
   to OUT_PATH and stderr to ERR_PATH (NULL: /dev/null; the same path for
   both: merged).  The child is its own process group and the whole group
   is killed at the timeout.  */
struct runres run_cmd (char *const argv[], const char *cwd,
                       const char *out_path, const char *err_path,
                       const struct limits *lim);
/* Run the N commands ARGVS[i] at once, each as run_cmd would (in
   CWDS[i], stdout and stderr to LOGS[i]), under the same LIM (its
   timeout from the start of all), and wait for every one: RES[i] is
   what ARGVS[i] did.  No tick.  */
void run_cmds (size_t n, char *const *const argvs[], const char *const cwds[],
               const char *const logs[], const struct limits *lim,
               struct runres *res);
/* Record what every run_cmd cost, for the overhead measurement: wall
   time, and CPU time of the command and the descendants it waited for
   (cc1, as, ld under the driver).  */
extern double proc_tool_seconds;
/* The process group run_cmd is waiting for (0: none), for a signal
   handler that must not leave it behind (reduce's C-Vise and its
   workers).  */
extern volatile sig_atomic_t proc_running_group;
extern double proc_tool_cpu_seconds;

/* ---- json.c -------------------------------------------------------- */

/* A flat JSON object: string, integer, real, boolean and null values
   (null is kept as a missing key).  */
struct jobj
{
  size_t n, cap;
  char **keys;
  char **vals;                  /* the value as text (strings unescaped) */
  bool *is_str;
};

void jo_init (struct jobj *o);
void jo_free (struct jobj *o);
void jo_set_str (struct jobj *o, const char *key, const char *val);
void jo_set_num (struct jobj *o, const char *key, double val);
void jo_set_int (struct jobj *o, const char *key, long long val);
const char *jo_get (const struct jobj *o, const char *key);
void jo_del (struct jobj *o, const char *key);
long long jo_get_int (const struct jobj *o, const char *key, long long dflt);
double jo_get_num (const struct jobj *o, const char *key, double dflt);
/* Parse one object from TEXT; false (and O left empty) when TEXT is not
   exactly one flat object.  */
bool jo_parse (struct jobj *o, const char *text);
/* Append the object as one line of JSON (no newline).  */
void jo_emit (const struct jobj *o, struct sbuf *b);
void json_escape (struct sbuf *b, const char *s);

/* ---- classify.c ---------------------------------------------------- */

/* The classes, from most to least interesting: a program's class is the
   most interesting one among its targets and levels.  */
enum vclass
{
  VC_MISCOMPILE,
  VC_CHECK_FAILURE,             /* a check-mode check failed (checkfail.c) */
  VC_PLUGIN_CRASH,
  VC_PERF_REGRESSION,           /* --perf: a function of the plugin build
                                   executes more than the control's (perf.c) */
  VC_GCC_OR_UB,
  VC_TIMEOUT,
  VC_GENERATOR_FAILURE,
  VC_PASS,
  VC_COUNT
};

const char *vclass_name (enum vclass c);
/* The class named NAME, or VC_COUNT.  */
enum vclass vclass_parse (const char *name);
enum vclass vclass_worst (enum vclass a, enum vclass b);
/* The class of a whole program whose most interesting (target, level)
   class is WORST, when CONTROL_DISAGREES (some target's control build
   disagrees with its reference): a miscompile or a perf-regression is
   then gcc-or-ub.  */
enum vclass program_class (enum vclass worst, bool control_disagrees);
/* True for the classes that blame the plugin: miscompile, check-failure,
   plugin-crash, perf-regression (the ones stored as cases, reduced and
   bisected).  */
bool vclass_is_finding (enum vclass c);

/* What a build and a run of it gave.  */
struct outcome
{
  bool compiled;                /* the compiler exited 0 */
  bool compile_timed_out;
  bool ran;
  bool run_timed_out;
  int exit_status;
  char *output;                 /* stdout, then "exit N" */
  char *check;                  /* the run's first "memopt-check:
                                   transformation ..." line, or NULL */
  double run_s;                 /* CPU seconds of the run */
};

/* The class of one (target, level) given the reference, the control and
   the plugin build; RUN_TIMEOUT_S is the run limit (CPU seconds), used to tell a plugin
   build that hangs (a miscompile) from a program that is merely slow.
   DETAIL receives a one-line reason.  */
enum vclass classify (const struct outcome *ref, const struct outcome *ctl,
                      const struct outcome *plg, double run_timeout_s,
                      struct sbuf *detail);
/* The bucket of a compiler crash from its stderr: the "internal compiler
   error" message with numbers, paths and names of temporaries masked, and
   the top frames of the backtrace ("a | b | c"); NULL when STDERR_TEXT
   holds no ICE.  */
char *ice_bucket (const char *stderr_text, int max_frames);
/* The "memopt:" remark lines of compiler output, one per line.  */
char *extract_remarks (const char *stderr_text);

/* ---- checkfail.c --------------------------------------------------- */

/* A failed check-mode check, as plugin/runtime/memopt-check.c prints it:
     memopt-check: transformation 7 (memopt-lse load-replaced in f at
     x.c:3) assumed 0x2a, memory holds 0x2b  */
struct check_report
{
  long id;                      /* the debug-counter id */
  char *pass, *kind;            /* "memopt-lse", "load-replaced" */
  char *function, *location;    /* "f", "x.c:3" */
  char *expected, *actual;      /* "0x2a", "0x2b" */
};

/* The first check-failure line of a run's stderr, or NULL.  */
char *check_line_find (const char *stderr_text);
/* Parse LINE into R (free with check_report_free); false when LINE is not
   a check-failure line.  */
bool check_report_parse (const char *line, struct check_report *r);
void check_report_free (struct check_report *r);
/* Set O's check_* keys from check-failure LINE (check_id, the
   debug-counter id bisect would find; check_pass, check_kind,
   check_function, check_location, check_expected, check_actual); with
   LINE NULL or not a check line, remove them.  */
void check_keys_set (struct jobj *o, const char *line);
/* True when ARGS (KEY[=VALUE] plugin arguments) turn check mode on:
   "check", "check=abort" or "check=report", the last one winning.  */
bool check_mode_p (const struct strv *args);
/* The check-mode run-time object that goes with PLUGIN: memopt-check.o in
   the plugin's directory (build/<compiler>/, or GCC's plugin directory
   after make install).  */
char *check_runtime_path (const char *plugin);

/* ---- journal.c ----------------------------------------------------- */

struct journal
{
  int fd;
  char *path;
};

/* Open DIR/journal.jsonl for appending; a torn last line (the campaign was
   killed in the middle of a write) is cut off first.  */
int journal_open (struct journal *j, const char *dir);
/* Append one record as a line and fsync it.  */
int journal_append (struct journal *j, const struct jobj *rec);
void journal_close (struct journal *j);
/* Call FN for every complete record of PATH; returns the count or -1.  A
   line that is not one record (garbage from a crash mid-write, a disk
   error) is skipped with a warning naming its line number, and the lines
   after it are still read; *SKIPPED (when not NULL) gets their number.  */
long journal_load (const char *path, void (*fn) (struct jobj *, void *),
                   void *arg, long *skipped);

/* ---- program.c ----------------------------------------------------- */

struct target
{
  const char *name;             /* "x86_64", "aarch64" */
  char *cc;                     /* compiler driver */
  char *plugin;                 /* memopt.so for that compiler */
  bool emulated;                /* run under qemu-aarch64 */
  char *objdump;                /* --perf: its objdump (perf.c) */
};

struct vconfig
{
  struct target targets[2];
  size_t ntargets;
  struct strv levels;           /* "O1", "O2", ... */
  struct strv plugin_args;      /* KEY[=VALUE], each -fplugin-arg-memopt- */
  struct strv csmith_opts;      /* the generator profile */
  char *gen_dir;                /* --generator files:DIR, else NULL */
  struct strv gens;             /* else "csmith"/"memgen": program SEED
                                   comes from gens[SEED % gens.n] */
  char *memgen;                 /* build/memgen, when gens has it */
  struct strv gen_files;        /* the files of GEN_DIR, sorted */
  char *csmith_inc;
  char *csmith_version;
  char *qemu;
  char *qemu_ld_prefix;
  double compile_timeout_s, run_timeout_s, gen_timeout_s;
  char *tmp_root;               /* private temporary directories go here */
  char *cases_dir;              /* kept cases */
  /* --perf (perf.c): each (target, level) whose outputs agree is also
     counted under QEMU and judged against the control at its level.  */
  bool perf;
  double perf_threshold_pct;    /* --perf-threshold: more than this % ... */
  unsigned long perf_min_events; /* ... and at least this many events more */
  bool perf_threshold_given, perf_min_given; /* on the command line: a
                                   case's own thresholds do not replace them */
  char *perf_function;          /* a case's function: only it is judged */
  char *count_plugin;           /* bench/qemu/count.c's count.so */
  char *qemu_x86_64;            /* the counted runs of x86_64 builds */
};

/* Build and run program SEED on every target and level; fill REC with the
   result record (class, detail, per-target verdicts, times, bucket) and
   keep the files under CFG->cases_dir/<seed> unless it passed.  */
enum vclass process_program (const struct vconfig *cfg, unsigned long seed,
                             struct jobj *rec);
/* Compile and, when that worked, run; fills O.  ERR_PATH keeps the
   compiler's stderr.  */
void build_and_run (const struct vconfig *cfg, const struct target *t,
                    struct strv *cc_argv, const char *dir, const char *exe,
                    const char *err_path, struct outcome *o);
/* The compile of build_and_run alone: true when CC_ARGV (run in DIR)
   made DIR/EXE; a timeout sets *TIMED_OUT (may be NULL).  */
bool compile_exe (const struct vconfig *cfg, char *const cc_argv[],
                  const char *dir, const char *exe, const char *err_path,
                  bool *timed_out);
/* Run ARGV (in DIR) as build_and_run runs a program, with CPU_S seconds
   of CPU time (the wall clock 3x + 5 s; its streams in DIR/NAME.stdout
   and .stderr, removed after): O's ran, run_timed_out, exit_status,
   run_s, output (stdout, then "exit N") and check.  */
void run_program (char *const argv[], const char *dir, const char *name,
                  double cpu_s, struct outcome *o);
void outcome_free (struct outcome *o);

/* ---- tools.c: the tools memopt-verify runs ---------------------------- */

/* Fill CFG's tools (the generators when NEED_CSMITH: a run; compilers,
   plugins, qemu) or explain what to install; returns false after
   printing the message.  */
bool find_tools (struct vconfig *cfg, bool need_csmith);
/* cvise, else creduce, with clang-14; NULL after a message naming the
   package to install.  */
char *find_reducer (void);
/* The directory of the running memopt-verify (build/, or PREFIX/bin).  */
char *exe_dir (void);
/* IN_BUILD relative to exe_dir () when it exists, else INSTALLED relative
   to it (make install's layout), else IN_BUILD's path.  */
char *exe_file (const char *in_build, const char *installed);

/* ---- casefile.c ---------------------------------------------------- */

struct perf_verdict;            /* perf.c */

/* Store or read a case: DIR/case.json plus the source and outputs.  */
int case_load (const char *dir, struct jobj *meta);
/* Rebuild and rerun stored case DIR with CFG's compilers; PLUGIN
   overrides the one in CFG.  Returns 0 when the outputs match (or the
   compile no longer crashes), 1 when the failure remains, 2 on error.  */
int case_repro (struct vconfig *cfg, const char *dir, bool quiet);
/* Narrow CFG to the case's target and level, add its plugin arguments.  */
bool case_config (struct vconfig *cfg, const struct jobj *meta);
/* A private temporary directory holding the case's source as prog.c.  */
char *case_workdir (const char *dir, const struct jobj *meta);
/* Build prog.c in DIR as reference, control and plugin build (with
   MAX_TRANSFORMS, -1: all) on CFG's first target and level; classify.
   With CFG->perf a pass is then judged for performance (perf_check: the
   verdict into PV when not NULL, to free with perf_verdict_free).  */
enum vclass case_build (const struct vconfig *cfg, const char *dir,
                        long max_transforms, struct outcome *ref,
                        struct outcome *ctl, struct outcome *plg,
                        struct sbuf *detail, struct perf_verdict *pv);
/* Rewrite DIR/case.json with META.  */
int case_save (const char *dir, const struct jobj *meta);
/* ---- ccargs.c: the compiler command lines of a build ----------------- */

/* The compile command (without -o) for SRC on target T at LEVEL, with the
   plugin when WITH_PLUGIN; MAX_TRANSFORMS >= 0 adds that switch.  */
void build_cc_argv (struct strv *argv, const struct target *t,
                    const char *csmith_inc, const char *level,
                    bool with_plugin, const struct strv *plugin_args,
                    long max_transforms, const char *src, const char *exe);
/* The command that builds SRC with the plugin as the case records it:
   portable, the plugin named "memopt" (found in the compiler's plugin
   directory when memopt is installed there), no absolute path.  */
char *case_command (const struct vconfig *cfg, const struct target *t,
                    const char *level, const char *src);

/* ---- interesting.c: the interestingness test of a reduction --------- */

/* The shell script (interesting.sh) that exits 0 when a variant of the
   case META (of class CLS, built as CFG's first target and level says)
   is still the same finding and free of undefined behaviour; each of its
   runs is bounded by TEST_TIMEOUT seconds.  WARN_PLUGIN (a miscompile):
   the plugin build is built first, with the warnings, and a variant it
   warns about is rejected before any other build (check 2); without,
   that build comes after the reference's, with -w.  */
char *interesting_script (const struct vconfig *cfg, const struct jobj *meta,
                          enum vclass cls, double test_timeout,
                          bool warn_plugin);
/* A bound on one run of the test for CFG's first target and level (the
   script's ulimit -t and C-Vise's --timeout): the builds, the runs, and
   with CFG->perf the counted runs.  */
double interesting_timeout (const struct vconfig *cfg);
/* Run DIR/interesting.sh (on DIR/prog.c); true when it exits 0 within
   TIMEOUT seconds.  Its output goes to DIR/interesting.log.  */
bool interesting_p (const char *dir, double timeout);
/* The same on DIR/FILE.  */
bool interesting_file_p (const char *dir, const char *file, double timeout);
/* The same on DIRS[i]/FILE for the N directories at once (each with its
   own interesting.sh: the builds write fixed names); OK[i] the verdict.  */
void interesting_files_p (size_t n, const char *const dirs[],
                          const char *file, double timeout, bool *ok);

/* ---- passes.c: the C-Vise passes reduce runs ------------------------- */

/* C-Vise's pass group for C (its JSON, for --pass-group-file; lines,
   NULL-terminated) and the name reduce reports it by.  */
extern const char *const reduce_pass_group[];
extern const char reduce_pass_group_name[];

/* ---- prune.c: reduce's first step ---------------------------------- */

/* Remove whole statements of main and whole top-level declarations,
   and stub the bodies of the functions not needed, in DIR/prog.c (interesting to begin with) while DIR/interesting.sh
   still accepts the program, until DEADLINE (now_s); each test bounded
   by TIMEOUT seconds; with JOBS >= 2 each test runs two builds at once
   and JOBS / 2 variants (at most 8) are tested at once.
   prog.c is left interesting (and holds the best
   variant so far all along; the variants tested are DIR/cand.c).  TICK
   (TICK_ARG, the step) is called after every test, for a progress line.
   Returns what it did, a sentence to free.  */
char *prune_program (const char *dir, double timeout, size_t jobs,
                     double deadline,
                     void (*tick) (void *arg, const char *stage),
                     void *tick_arg);
/* Set (by reduce's SIGINT/SIGTERM handler) to end prune_program at its
   next test, prog.c holding the best variant so far.  */
extern volatile sig_atomic_t prune_stop;

/* The names of the top-level declarations of TEXT that pruning's step 2
   tries to remove (those no other declaration mentions), in order,
   space-separated: a string to free.  */
char *prune_unused_names (const char *text);

/* TEXT with the body of every function definition but main's replaced
   by pruning's stub ("{ }" for void, else a zero of the return type from
   a static variable), where the stub is shorter: a string to free.  */
char *prune_stub_all (const char *text);

/* The statements of TEXT's function bodies (main's excepted) at depth
   LEVEL (1: a body's own), as pruning's statement step sees them,
   " | "-separated, each without its leading spaces and prefixed by "="
   when the step would not try to remove it: a string to free.  */
char *prune_level_statements (const char *text, int level);

/* ---- remarks.c ----------------------------------------------------- */

#define REMARK_KINDS_MAX 32
/* The kinds of plugin/remarks.tsv (0 when it cannot be found).  */
size_t remark_kinds (void);
const char *remark_kind_name (size_t k);
const char *remark_kind_pass (size_t k);
/* The kind REMARK (one line) is, or -1.  */
int remark_kind_of (const char *remark);
/* Add the remarks of each kind in TEXT (compiler output) to COUNTS.  */
void remark_count (const char *text, unsigned long counts[REMARK_KINDS_MAX]);

/* ---- perf.c: differential performance (--perf) ------------------------ */

/* What a run executed, from bench/qemu/count.c's files.  */
struct perf_counts
{
  unsigned long long insns, loads, stores;
};

/* A counted run's functions: NAME (the ELF symbol up to its first '.',
   so that f.part.0 and f.constprop.0 count as f; "?", code without a
   symbol, left out) and what each executed, and the whole run.  */
struct perf_func
{
  char *name;
  struct perf_counts c;
};

struct perf_profile
{
  struct perf_func *f;
  size_t n;
  struct perf_counts total;     /* over every line of the file, "?" too */
};

/* The verdict on one (target, level): the function of the plugin build
   that executes the most more than the control's (relatively), its
   counts in both, and whether that is over the threshold.  */
struct perf_verdict
{
  bool judged;                  /* both counted runs agreed with the
                                   reference */
  bool regresses;
  char *function;               /* NULL when no function is in both */
  struct perf_counts ctl, plg;
  unsigned long long vanished_insns, vanished_mem; /* of the functions only
                                   the control has (inlined in the plugin
                                   build): taken off the excess */
  size_t nregress;              /* functions over the threshold */
  struct strv plg_funcs;        /* the plugin build's functions (the code
                                   a function absent from it was inlined) */
  struct strv regressing;       /* every function over the threshold */
  struct strv layout;           /* functions over it whose code is the same
                                   in both builds (perf_check): not judged */
  char *all_kinds;              /* perf_attribute: "f:kind=N,...;g:..." of
                                   the remarks in each of them */
};

/* Parse the funcs file TEXT ("insns loads stores NAME" lines) into P;
   false (P empty) on a malformed line.  */
bool perf_profile_parse (const char *text, struct perf_profile *p);
void perf_profile_free (struct perf_profile *p);
/* The counts of function NAME in P, or NULL.  */
const struct perf_counts *perf_profile_find (const struct perf_profile *p,
                                             const char *name);
/* Judge PLG against CTL: a function regresses when it executes, beyond
   what the functions only CTL has executed, more than PCT % and at least
   MIN_EVENTS more instructions, or memory accesses (loads + stores),
   than in CTL.  Only FUNCTION when it is not NULL; never those of
   EXCLUDE (may be NULL).  Fills V (judged).  */
void perf_judge (const struct perf_profile *ctl,
                 const struct perf_profile *plg, double pct,
                 unsigned long min_events, const char *function,
                 const struct strv *exclude, struct perf_verdict *v);
/* The awk program that prints the code of function F (its clones too)
   from objdump -d --no-show-raw-insn --no-addresses, without what
   depends on the layout: nops (alignment padding, executed when a loop
   head is aligned), addresses and numbers, comments.  Two builds whose
   functions F print the same differ in F only by where things are.  */
extern const char perf_code_awk[];
void perf_verdict_free (struct perf_verdict *v);
/* "cols: 2,696,000 instructions against 252,000 (10.70x), ..." into B.  */
void perf_describe (const struct perf_verdict *v, struct sbuf *b);
/* The verdict's keys into O: perf_function, perf_{ctl,plg}_{insns,loads,
   stores}.  */
void perf_keys_set (struct jobj *o, const struct perf_verdict *v);
/* The remarks of V's function in the build whose compiler output is
   REMARKS, of the source TEXT (named FILE in them), with those of the
   functions inlined into it (remarks_in_function): a string to free;
   and V->all_kinds, the kinds of the remarks in each function over the
   threshold.  */
char *perf_attribute (struct perf_verdict *v, const char *text,
                      const char *file, const char *remarks);
/* A perf-regression's record keys into O: perf_keys_set's, perf_kinds,
   "kind=N,..." of FUNC_REMARKS (the remarks in its function), and
   perf_all (V->all_kinds) when there is more than one.  */
void perf_record (struct jobj *o, const struct perf_verdict *v,
                  const char *func_remarks);
/* The keys of a stored perf case that make reduce, bisect and repro
   judge it as the campaign did: perf "on", perf_threshold,
   perf_min_events.  */
void perf_case_keys (struct jobj *o, const struct vconfig *cfg);
/* A perf-regression's bucket: "perf: KIND,KIND" of the remark kinds in
   FUNC_REMARKS (its function's), a string to free.  */
char *perf_bucket (const char *func_remarks);
/* A case's perf.txt into B: the target, level and function, both
   builds' counts, the verdict, the threshold, the remarks in the
   function.  */
void perf_report (const struct perf_verdict *v, const char *target,
                  const char *level, const struct vconfig *cfg,
                  const char *func_remarks, struct sbuf *b);
/* The awk program interesting.sh judges with (the same rule as
   perf_judge): awk -v F=FUNCTION -v PCT=P -v MIN=N -f - CTL PLG prints
   one line and exits 0 when F regresses, 1 when not.  */
extern const char perf_judge_awk[];
/* Run DIR/EXE of target T counted, as DIR/cnt (both builds under one
   name: the program's name is on its stack, and its length changes what
   the dynamic loader executes): O as run_program fills it, the counts
   into P, the funcs file kept as DIR/TAG.funcs.  False (P empty) when the
   run or its counts failed.  */
bool perf_count (const struct vconfig *cfg, const struct target *t,
                 const char *dir, const char *exe, const char *tag,
                 struct outcome *o, struct perf_profile *p);
/* The CPU seconds a counted run may take.  */
double perf_run_limit (const struct vconfig *cfg);
/* The performance step of one (target, level) whose plugin build PLG_EXE
   (in DIR) gave REF_OUTPUT: the control at LEVEL (CTL_EXE when it is
   built already, else built here as T-ctl-LEVEL), both counted and
   judged into V.  Returns VC_PERF_REGRESSION, VC_PASS (also when it
   cannot judge: V->judged false, the reason in DETAIL), or VC_GCC_OR_UB
   (the control at LEVEL does not compile or disagrees with the
   reference).  DETAIL gets a sentence either way.  */
enum vclass perf_check (const struct vconfig *cfg, const struct target *t,
                        const char *dir, const char *level,
                        const char *ctl_exe, const char *plg_exe,
                        const char *ref_output, struct perf_verdict *v,
                        struct sbuf *detail);

/* ---- srcfuncs.c: functions of a C source, remarks in a function ------- */

/* A function definition of a C source: its name and the lines from
   its name to its closing brace (1-based).  */
struct src_func
{
  char *name;
  int first, last;
};

/* The function definitions of TEXT, in order: an array of *N to free
   with src_funcs_free.  */
struct src_func *src_functions (const char *text, size_t *n);
void src_funcs_free (struct src_func *f, size_t n);
/* The lines of REMARKS ("FILE:LINE:COL: ... memopt: ...") of FILE whose
   LINE is in function NAME of TEXT (FILE's text), or in a function NAME
   calls (or they call, and so on) that is not in PRESENT, the functions
   of the build (when not NULL): one with no code of its own there was
   inlined.  A string to free ("" when none), those of the inlined
   functions after a line "inlined from F:".  */
char *remarks_in_function (const char *text, const char *file,
                           const char *remarks, const char *name,
                           const struct strv *present);
/* "kind=N,kind=N" of the remark kinds (remarks.c) in REMARKS: a string
   to free.  */
char *remark_kinds_of (const char *remarks);

/* ---- identity.c ---------------------------------------------------- */

/* The release (the file VERSION), the plugin's too.  */
const char *memopt_version (void);
/* git describe of the tree memopt-verify was built from ("unknown"
   outside git): information only.  */
const char *memopt_commit (void);
/* sha256 of PATH, 64 hex digits ("(unreadable)" when it cannot be read).  */
char *file_sha256 (const char *path);
/* The campaign's identity into the header O: memopt_version,
   memopt_commit, plugin_sha256_<T>, cc_version_<T>, qemu_version, host,
   date.  */
void identity_set (struct jobj *o, const struct vconfig *cfg);
/* True when RECORDED (a campaign header) has the build keys of NOW for
   CFG's targets; else false, with one line per difference in WHY.  */
bool identity_same_build (const struct jobj *recorded, const struct jobj *now,
                          const struct vconfig *cfg, struct sbuf *why);
/* The identity of a case made with target T into META: memopt_version,
   memopt_commit, plugin_sha256, cc_version, qemu_version, host, date.  */
void identity_set_case (struct jobj *meta, const struct vconfig *cfg,
                        const struct target *t);
/* Warn on stderr when T's plugin is not the build case DIR was made
   with.  */
void identity_warn_case (const char *dir, const struct jobj *meta,
                         const struct target *t);

/* ---- cli.c: the command line ----------------------------------------- */

/* The options, one key each (cli.c's OPTIONS has their rows).  */
enum cli_key
{
  CLI_TARGETS = 1, CLI_LEVELS, CLI_PLUGIN_ARG, CLI_CHECK, CLI_PLUGIN,
  CLI_PLUGIN_AARCH64, CLI_CC_X86_64, CLI_CC_AARCH64, CLI_GENERATOR,
  CLI_CSMITH_INCLUDE, CLI_CSMITH_OPTIONS, CLI_RUN_TIMEOUT,
  CLI_COMPILE_TIMEOUT,
  CLI_PERF, CLI_PERF_THRESHOLD, CLI_PERF_MIN_EVENTS,
  CLI_SEEDS, CLI_SEED, CLI_COUNT, CLI_SHARD, CLI_JOBS, CLI_OUT, CLI_RESUME,
  CLI_FORCE, CLI_DURATION, CLI_PROGRESS, CLI_FINDINGS_EXIT,
  CLI_TIMEOUT, CLI_CORPUS, CLI_ID, CLI_REDUCE_JOBS,
  CLI_MERGE_OUT, CLI_REPORT_OUT,
  CLI_BUILD, CLI_TEST, CLI_CC, CLI_WORK,
  CLI_HELP
};

struct cli_option
{
  int key;                      /* enum cli_key */
  const char *name;             /* "--seeds", "-j" */
  const char *alias;            /* another name ("--jobs"), or NULL */
  const char *arg;              /* what its value is ("A-B"); NULL: a switch */
  const char *help;             /* one line */
  const char *def;              /* its default, for the usage, or NULL */
};

/* One option given on the command line: its key, the name as typed, its
   value (NULL for a switch).  */
struct cli_value
{
  int key;
  const char *name;
  const char *value;
};

/* A command's arguments, checked against its row: the options in
   command-line order, then the operands.  */
struct cli_args
{
  const struct cli_command *cmd;
  struct cli_value *opts;
  size_t nopts;
  const char **operands;
  size_t noperands;
};

struct cli_command
{
  const char *name;             /* "run" */
  const char *operands;         /* for the usage line: "[options] CASE" */
  const char *summary;          /* for memopt-verify --help */
  const int *options;           /* the keys it accepts, 0-terminated */
  const char *notes;            /* after the options: exit statuses ... */
  bool listed;                  /* in memopt-verify --help */
  int (*run) (const struct cli_args *args);
};

/* memopt-verify ARGV (after --version): the command's exit status, 0
   after --help, 2 on a usage error.  */
int cli_main (int argc, char **argv);
/* The row of command NAME, or NULL.  */
const struct cli_command *cli_command (const char *name);
/* The usage texts: of memopt-verify, of command C.  */
void cli_usage (FILE *f);
void cli_command_usage (const struct cli_command *c, FILE *f);

/* ---- the commands: each takes its checked arguments ------------------- */

int cmd_run (const struct cli_args *args);        /* run.c */
int cmd_merge (const struct cli_args *args);      /* merge.c */
int cmd_report (const struct cli_args *args);     /* report.c */
int cmd_reduce (const struct cli_args *args);     /* reduce.c */
int cmd_bisect (const struct cli_args *args);     /* bisect.c */
int cmd_bisect_build (const struct cli_args *args);
int cmd_repro (const struct cli_args *args);      /* casefile.c */

/* ---- config.c: how programs are built ---------------------------------- */

/* The defaults: both targets, O1-O3, the Csmith profile.  */
void config_default (struct vconfig *cfg);
/* Apply option KEY (enum cli_key) with VALUE to CFG when it is one of the
   build options run, reduce, bisect and repro share, and return true;
   false when KEY is not one.  A bad value exits 2 naming it.  */
bool config_option (struct vconfig *cfg, int key, const char *value);
/* ARGS's options into CFG (from the defaults): the build options by
   config_option, each other one by OWN (OWN_ARG, KEY, VALUE) when OWN is
   given, in command-line order.  */
void config_parse (const struct cli_args *args, struct vconfig *cfg,
                   void (*own) (void *, int, const char *), void *own_arg);
/* True when CFG draws programs from generator NAME (csmith, memgen).  */
bool config_uses_gen (const struct vconfig *cfg, const char *name);
/* The generator of program SEED: "csmith", "memgen" or the files' DIR.  */
const char *config_gen_of (const struct vconfig *cfg, unsigned long seed);

#endif
