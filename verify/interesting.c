/* interesting.c - the interestingness test of a reduction: the shell
   script that says whether a smaller variant of a finding is still the
   same finding, and free of undefined behaviour.

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
     2. (miscompile) the plugin build at the case's level compiles and
        prints no warning from a list of warnings that signal undefined
        behaviour (uninitialized use, out-of-bounds subscripts,
        unsequenced modifications, missing return, pointer/integer
        confusion, ...);
     3. the reference (-O0, the quickest build) compiles and runs to its
        end;
     4. the plugin build at the case's level still differs from the
        reference (miscompile), or a check-mode check of the same pass
        and kind still fails in its run (check-failure: the id may change
        as the program shrinks, the pass and kind may not);
     5. the control (-O2 -Wall -Wextra) compiles, prints no warning from
        the list and gives the reference's output, so GCC without the
        plugin agrees with itself;
     6. clang-14 at -Wall -Wextra prints no warning from the list either
        (-fsyntax-only: clang's warnings all come from its front end);
     7. an -O0 build with -fsanitize=undefined,address runs cleanly (no
        report, no crash, within the time limit) with the same output;
        on an emulated target it is a native build, run apart.
   Most variants C-Vise tries do not compile, lose the difference or
   draw a warning, so the order matters: a variant that fails 2 costs one
   build (the warnings of an optimizing build: GCC's maybe-uninitialized
   and return-type, which 5 used to find after four builds and two runs),
   one that fails 4 an -O0 and a plugin build and two runs, where the
   control's -O2 build came first before (bench/RESULTS-reduce.md
   measures the orders).  Every variant C-Vise keeps pays all the checks.
   When the plugin build warns about the original program itself, reduce
   generates the test without 2 (and the plugin build, with -w, after
   the reference's).
   With $MEMOPT_REDUCE_PAR set (reduce's pruning at -j2 or more, which
   tests one variant at a time) two builds run at once: the reference's
   beside the plugin build (2), the sanitizer build beside the control's
   and clang's checks (5, 6); a variant rejected stops the one in the
   background (no).  The verdicts are the same; C-Vise's phase runs
   without it, its own workers in parallel.
   Processes are few, since each costs about 10 ms of CPU time on a
   loaded machine and a reduction runs thousands of tests: the runs'
   limit is ulimit -t in a subshell (CPU seconds, as the harness's runs;
   no timeout(1): the wall-clock bound is C-Vise's --timeout on the whole
   test), the verdict cache is read and written by the shell, and a
   warnings file is searched only when it is not empty.  A variant that
   does not compile costs the shell, md5sum and one compiler driver.
   The script (interesting.sh) is kept with the stored case, portable: the
   plugin is $MEMOPT_PLUGIN or the one installed in the compiler's plugin
   directory, and the file is its argument, reduced.c or prog.c.  It
   exits 0 still interesting, 1 no longer, 2 cannot run (no plugin or
   compiler: `./interesting.sh && echo still fails` must not look fixed
   for that); run in a stored case's directory (case.json beside it) it
   builds in a temporary directory, leaving the case as it was, or in
   $MEMOPT_WORK when set (to look at the builds' messages).

   A perf-regression's script (perf.c; the campaign stores it with the
   case too) keeps a variant while it is free of undefined behaviour by
   checks 2, 3, 5, 6 and 7, and instead of 4:
     8. counted under QEMU (bench/qemu/count.c, $MEMOPT_COUNT_PLUGIN),
        the control at the plugin build's level and the plugin build
        both give the reference's output, and the case's function still
        regresses by perf.c's rule (its awk version, perf_judge_awk)
        and its code differs but for the layout (perf_code_awk),
   after 5 and before the slower 6 and 7.  It says which on stderr, with
   an exit status of its own: 0 "still regresses", 1 "no longer" (and
   why), 2 "cannot run" (no plugin, counter or QEMU; before the verdict
   cache, which never records it).  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>

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

/* The opening of a perf-regression's script: what it is, its exit
   statuses, which file it tests.  */
static void
script_prologue_perf (struct sbuf *s, const struct jobj *meta,
                      const struct vconfig *cfg)
{
  sb_printf (s, "#!/bin/sh\n"
             "# interesting.sh - generated by memopt-verify for the "
             "perf-regression case %s.\n"
             "# Exit 0 (\"still regresses\") when the program is free of "
             "the undefined\n"
             "# behaviour the warnings and sanitizers can see, its builds "
             "agree with the\n"
             "# reference, and under QEMU's counter function %s of the "
             "plugin build still\n"
             "# executes more than %g %% and at least %lu more "
             "instructions or memory\n"
             "# accesses than the control at the same level; 1 (\"no "
             "longer\") when not;\n"
             "# 2 (\"cannot run\") when the plugin, the counting plugin "
             "or QEMU is missing.\n"
             "# It says which on stderr.  The program: the argument, else "
             "reduced.c when\n"
             "# there is one (a stored case), else prog.c (C-Vise's copy).  "
             "The plugin:\n"
             "# $MEMOPT_PLUGIN, else the one installed in the compiler's "
             "plugin directory;\n"
             "# the counter: $MEMOPT_COUNT_PLUGIN, else "
             "../bench/count.so beside the plugin.\n"
             "F=${1:-prog.c}\n"
             "[ $# = 0 ] && [ -f reduced.c ] && F=reduced.c\n",
             jo_get (meta, "id") ? jo_get (meta, "id") : "?",
             cfg->perf_function ? cfg->perf_function : "?",
             cfg->perf_threshold_pct, cfg->perf_min_events);
}

/* The script's opening: what it is, which file it tests.  */
static void
script_prologue (struct sbuf *s, const struct jobj *meta, bool crash,
                 bool check)
{
  sb_printf (s, "#!/bin/sh\n"
             "# interesting.sh - generated by memopt-verify reduce for case %s.\n"
             "# Exit 0 when the program is still interesting: free of the\n"
             "# undefined behaviour the warnings and sanitizers can see, and\n"
             "# still %s by the plugin.  The program: the argument, else reduced.c\n"
             "# when there is one (a stored case), else prog.c (C-Vise's copy).\n"
             "# The plugin: $MEMOPT_PLUGIN (memopt-verify sets it), else the\n"
             "# one installed in the compiler's plugin directory.  Exit 1 when\n"
             "# no longer (it says why only for a perf-regression), 2 when it\n"
             "# cannot run (no plugin, no compiler), saying so on stderr.\n"
             "F=${1:-prog.c}\n"
             "[ $# = 0 ] && [ -f reduced.c ] && F=reduced.c\n",
             jo_get (meta, "id") ? jo_get (meta, "id") : "?",
             crash ? "crashing the compiler"
             : check ? "failing a check of the same pass and kind"
                     : "miscompiled");
}

/* The runs' limit for ulimit -t: RUN_TIMEOUT seconds of CPU time,
   rounded up to whole seconds, at least 1.  */
static long
run_limit_s (double run_timeout)
{
  long t = (long) run_timeout;
  if (t < run_timeout)
    t++;
  return t < 1 ? 1 : t;
}

/* A perf-regression's settings: the counter, QEMU, the function and
   the threshold, the counted runs' limit, the judge (perf.c's rule in
   awk); a missing counter or QEMU is "cannot run" (exit 2).  */
static void
script_settings_perf (struct sbuf *s, const struct vconfig *cfg)
{
  const struct target *t = &cfg->targets[0];
  sb_add (s, "COUNT=${MEMOPT_COUNT_PLUGIN:-${P%/*}/../bench/count.so}\n"
          "QEMU=");
  if (t->emulated)
    {
      struct sbuf q;
      sb_init (&q);
      sb_printf (&q, "%s -L %s", cfg->qemu, cfg->qemu_ld_prefix);
      sh_quote (s, q.s);
      sb_free (&q);
    }
  else
    sh_quote (s, cfg->qemu_x86_64 ? cfg->qemu_x86_64 : "qemu-x86_64");
  sb_add (s, "\nFUNC=");
  sh_quote (s, cfg->perf_function ? cfg->perf_function : "?");
  sb_printf (s, "\nPCT=%g\nMIN=%lu\nTC=%ld\n", cfg->perf_threshold_pct,
             cfg->perf_min_events, run_limit_s (perf_run_limit (cfg)));
  sb_add (s, "JUDGE=");
  sh_quote (s, perf_judge_awk);
  sb_add (s, "\nCODE=");
  sh_quote (s, perf_code_awk);
  sb_printf (s, "\nOBJDUMP=%s\n", t->emulated ? "aarch64-linux-gnu-objdump"
                                               : "objdump");
  sb_add (s,
"[ -f \"$COUNT\" ] || { echo \"interesting.sh: cannot run: no counting "
"plugin $COUNT (make build/bench/count.so, or set MEMOPT_COUNT_PLUGIN)\" >&2; "
"exit 2; }\n"
"for c in ${QEMU%% *} $OBJDUMP; do command -v $c >/dev/null || { echo "
"\"interesting.sh: cannot run: no $c (apt-get install qemu-user "
"binutils-aarch64-linux-gnu)\" >&2; exit 2; }; done\n");
}

/* The script's settings: compiler, run prefix, plugin and its arguments,
   level, time limit, the warnings, the crash or check looked for, a
   perf-regression's (PERF).  */
static void
script_settings (struct sbuf *s, const struct vconfig *cfg,
                 const struct jobj *meta, bool crash, bool check, bool perf)
{
  const struct target *t = &cfg->targets[0];
  sb_add (s, "CC=");
  sh_quote (s, t->cc);
  sb_add (s, "\nINC=");
  sh_quote (s, cfg->csmith_inc);
  sb_add (s, "\nRUN=");
  if (t->emulated)
    {
      struct sbuf r;
      sb_init (&r);
      sb_printf (&r, "%s -L %s", cfg->qemu, cfg->qemu_ld_prefix);
      sh_quote (s, r.s);
      sb_free (&r);
    }
  else
    sh_quote (s, "");
  /* The sanitizer build: native (gcc-12) for an emulated target.  */
  sb_add (s, t->emulated ? "\nSANCC=gcc-12" : "\nSANCC=$CC");
  sb_add (s, "\nP=${MEMOPT_PLUGIN:-$($CC -print-file-name=plugin)/memopt.so}\n");
  /* Nothing to judge with: "cannot run" (2), never "no longer" (1), so
     that `./interesting.sh && echo still fails` does not look fixed.  */
  sb_add (s, "command -v $CC >/dev/null || { echo \"interesting.sh: cannot "
          "run: no compiler $CC\" >&2; exit 2; }\n");
  sb_add (s, "[ -f \"$P\" ] || { echo \"interesting.sh: cannot run: no "
          "plugin $P (set MEMOPT_PLUGIN)\" >&2; exit 2; }\n");
  sb_add (s, "PLUGIN=\"-fplugin=$P");
  for (size_t i = 0; i < cfg->plugin_args.n; i++)
    sb_printf (s, " -fplugin-arg-memopt-%s", cfg->plugin_args.v[i]);
  if (check_mode_p (&cfg->plugin_args))
    sb_add (s, " $(dirname \"$P\")/memopt-check.o");
  sb_add (s, "\"");
  sb_printf (s, "\nLEVEL=-%s\nT=%ld\n", cfg->levels.v[0],
             run_limit_s (cfg->run_timeout_s));
  sb_add (s, "WARN=");
  sh_quote (s, warn_regex);
  sb_add (s, "\n");
  if (crash)
    {
      char *needle = ice_needle (jo_get (meta, "bucket"));
      sb_add (s, "ICE=");
      sh_quote (s, needle);
      sb_add (s, "\n");
      free (needle);
    }
  if (check)
    {
      char *needle = check_needle (meta);
      sb_add (s, "CHECK=");
      sh_quote (s, needle);
      sb_add (s, "\n");
      free (needle);
    }
  if (perf)
    script_settings_perf (s, cfg);
}

/* A perf-regression's shell function: counted.  */
static void
script_helpers_perf (struct sbuf *s)
{
  sb_add (s,
"# counted BINARY NAME: BINARY run under QEMU with the counter, as ./cnt\n"
"# (both builds under one name: the program's name is on its stack, and a\n"
"# name of another length changes what the dynamic loader executes), under\n"
"# the limit of TC seconds of CPU time: NAME.funcs (the counts per function)\n"
"# and NAME.out (as runs makes it).\n"
"counted () { cp $1 cnt || no \"cannot copy $1\"\n"
"  (ulimit -t $TC; exec $QEMU -plugin $COUNT,funcs=$2.funcs -d plugin -D $2.log ./cnt) \\\n"
"    >$2.out 2>/dev/null </dev/null; R=$?; echo \"exit $R\" >>$2.out; }\n");
}

/* The script's shell functions: runs, died, sanitized.  */
static void
script_helpers (struct sbuf *s, double test_timeout)
{
  sb_printf (s,
"# In a stored case's directory (case.json beside the script) the builds\n"
"# and outputs go to a temporary directory: the case keeps its own files;\n"
"# $MEMOPT_WORK names a directory to build in and keep them instead.\n"
"D=\n"
"if [ -n \"$MEMOPT_WORK\" ]; then\n"
"  case $F in /*) ;; *) F=$PWD/$F ;; esac\n"
"  mkdir -p \"$MEMOPT_WORK\" && cd \"$MEMOPT_WORK\" || { echo \"interesting.sh: cannot run: cannot work in $MEMOPT_WORK\" >&2; exit 2; }\n"
"elif [ -f case.json ]; then\n"
"  case $F in /*) ;; *) F=$PWD/$F ;; esac\n"
"  D=$(mktemp -d) || { echo \"interesting.sh: cannot run: no temporary directory\" >&2; exit 2; }\n"
"  trap 'S=$?; rm -rf \"$D\"; exit $S' EXIT\n"
"  cd \"$D\" || exit 2\n"
"fi\n"
"ulimit -t %.0f 2>/dev/null; ulimit -f 200000 2>/dev/null\n"
"export LC_ALL=C\n"
"# runs BINARY OUT: run it, without input, under the limit of T seconds of\n"
"# CPU time (as the harness limits its runs: SIGKILL, status 137), stdout\n"
"# then \"exit N\"; R is N.  A subshell, no timeout(1): one process a\n"
"# run (a wall-clock bound is C-Vise's --timeout on the whole test).\n"
"runs () { (ulimit -t $T; exec $RUN ./$1) >$2 2>/dev/null </dev/null; R=$?; echo \"exit $R\" >>$2; }\n"
"# died: the last run died (a signal: 128+N, or the time limit): it says\n"
"# nothing.\n"
"died () { [ $R -ge 120 ] && [ $R -le 139 ] || [ $R -eq 152 ]; }\n"
"# sanitized BINARY OUT: a -fsanitize=undefined,address build's run:\n"
"# like runs, and no sanitizer report (its stderr goes to BINARY.err).\n"
"sanitized () {\n"
"  (ulimit -t $T; ASAN_OPTIONS=detect_leaks=0:exitcode=99 \\\n"
"   UBSAN_OPTIONS=exitcode=99 exec ./$1) >$2 2>$1.err </dev/null\n"
"  st=$?; echo \"exit $st\" >>$2\n"
"  [ $st -ne 99 ] && [ $st -lt 124 ] || return 1\n"
"  [ -s $1.err ] || return 0\n"
"  ! grep -Eq 'runtime error|AddressSanitizer|LeakSanitizer' $1.err\n"
"}\n"
"SAN='-fsanitize=undefined,address -fno-sanitize-recover=all'\n"
"# no: the variant is not interesting; a build started in the background\n"
"# for it ($MEMOPT_REDUCE_PAR) is stopped first.\n"
"BG=\n"
"# With an argument, it says why (a perf-regression's script).\n"
"no () { [ -n \"$BG\" ] && kill $BG 2>/dev/null\n"
"  [ -n \"${1-}\" ] && echo \"interesting.sh: no longer: $1\" >&2; exit 1; }\n"
"# The verdict on a file tested before (C-Vise tries some variants more\n"
"# than once): $MEMOPT_REDUCE_CACHE, a directory memopt-verify reduce gives\n"
"# C-Vise's runs alone, holds each file's exit status by its MD5 (one\n"
"# process: md5sum; the verdict is read and written by the shell).  A run\n"
"# killed (C-Vise's timeout) records nothing; a verdict being written\n"
"# (empty) is no verdict.\n"
"if [ -n \"$MEMOPT_REDUCE_CACHE\" ]; then\n"
"  set -- $(md5sum <$F)\n"
"  K=$MEMOPT_REDUCE_CACHE/$1\n"
"  [ -s $K ] && read V <$K && [ -n \"$V\" ] && exit $V\n"
"  trap 'S=$?; echo $S >$K; [ -n \"$D\" ] && rm -rf \"$D\"; exit $S' EXIT\n"
"fi\n"
"\n", test_timeout);
}

/* The checks, in the order that rejects most variants soonest; with
   WARN_PLUGIN (a miscompile only) check 2 comes first.  */
static void
script_checks (struct sbuf *s, bool crash, bool check, bool warn_plugin,
               bool emulated)
{
  /* The order only changes the speed: the quickest builds and the checks
     most variants fail come first, and no compile is done twice.  */
  bool miscompile = !crash && !check;
  if (crash)
    sb_add (s,
"# 1. the plugin build still dies with the same internal compiler error.\n"
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 && no\n"
"grep -qF \"$ICE\" plg.err || no\n"
"\n");
  if (miscompile && warn_plugin)
    sb_add (s,
"# With $MEMOPT_REDUCE_PAR (reduce's pruning with -j2 or more: one\n"
"# variant at a time, two builds at once), the reference's build runs\n"
"# beside the plugin build, the sanitizer build beside the control's.\n"
"[ -n \"$MEMOPT_REDUCE_PAR\" ] && { $CC -O0 -w -I\"$INC\" $F -o ref >/dev/null 2>&1 & BG=$!; }\n"
"\n"
"# 2. the plugin build compiles without a warning that signals undefined\n"
"#    behaviour: an optimizing build, so GCC's maybe-uninitialized and\n"
"#    return-type warnings, which most variants that keep the difference\n"
"#    and fail 5 fail it for, show here, after one build instead of four\n"
"#    and two runs (-Wno-unused: no such warning is in the list, and an\n"
"#    empty file needs no grep).\n"
"$CC $LEVEL -Wall -Wextra -Wno-unused -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || no\n"
"[ -s plg.err ] && grep -Eiq \"$WARN\" plg.err && no\n"
"\n");
  sb_add (s,
"# 3. the reference (-O0, the quickest build) runs to its end.\n"
"if [ -n \"$BG\" ]; then wait $BG || no; BG=\n"
"else $CC -O0 -w -I\"$INC\" $F -o ref >/dev/null 2>&1 || no; fi\n"
"runs ref ref.out; died && no\n"
"\n");
  if (check)
    sb_add (s,
"# 4. a check of the same pass and kind still fails in the plugin build.\n"
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || no\n"
"(ulimit -t $T; exec $RUN ./plg) >plg.out 2>plg.stderr </dev/null\n"
"grep -q \"^memopt-check: transformation [0-9]* ($CHECK in \" plg.stderr || no\n"
"\n");
  else if (miscompile)
    {
      sb_add (s,
"# 4. the plugin build's output still differs from the reference's (where\n"
"#    most variants stop: they lost the difference).\n");
      if (!warn_plugin)
        sb_add (s,
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || no\n");
      sb_add (s,
"runs plg plg.out\n"
"cmp -s ref.out plg.out && no\n"
"\n");
    }
  sb_add (s,
"[ -n \"$MEMOPT_REDUCE_PAR\" ] && { $SANCC -O0 -w $SAN -I\"$INC\" $F -o san >/dev/null 2>&1 & BG=$!; }\n"
"# 5. the control (-O2) compiles without a warning that signals undefined\n"
"#    behaviour and agrees with the reference: GCC without the plugin\n"
"#    agrees with itself (and with 4, the plugin build differs from it).\n"
"$CC -O2 -Wall -Wextra -I\"$INC\" $F -o ctl >w.gcc 2>&1 || no\n"
"[ -s w.gcc ] && grep -Eiq \"$WARN\" w.gcc && no\n"
"runs ctl ctl.out\n"
"cmp -s ref.out ctl.out || no\n"
"\n"
"# 6. no warning from clang either (its warnings all come from its front\n"
"#    end: -fsyntax-only gives the same ones at a fifth of the time).\n"
"clang-14 -fsyntax-only -Wall -Wextra -I\"$INC\" $F >w.clang 2>&1 || no\n"
"[ -s w.clang ] && grep -Eiq \"$WARN\" w.clang && no\n"
"\n");
  if (emulated)
    sb_add (s,
"# 7. a native -O0 build runs cleanly under the sanitizers.\n"
"if [ -n \"$BG\" ]; then wait $BG || no; BG=\n"
"else $SANCC -O0 -w $SAN -I\"$INC\" $F -o san >/dev/null 2>&1 || no; fi\n"
"sanitized san san.out || no\n"
"exit 0\n");
  else
    sb_add (s,
"# 7. the -O0 build under the sanitizers runs cleanly, with the same output.\n"
"if [ -n \"$BG\" ]; then wait $BG || no; BG=\n"
"else $SANCC -O0 -w $SAN -I\"$INC\" $F -o san >/dev/null 2>&1 || no; fi\n"
"sanitized san san.out || no\n"
"cmp -s ref.out san.out || no\n"
"exit 0\n");
}

/* A perf-regression's checks: the miscompile's checks of undefined
   behaviour (2, 3, 5, 6, 7), the outputs of both builds equal to the
   reference's instead of a difference, and the counts (8, before the
   slow clang and sanitizer checks: most variants that compile lose the
   regression); with WARN_PLUGIN check 2 comes first.  */
static void
script_checks_perf (struct sbuf *s, bool warn_plugin, bool emulated)
{
  if (warn_plugin)
    sb_add (s,
"[ -n \"$MEMOPT_REDUCE_PAR\" ] && { $CC -O0 -w -I\"$INC\" $F -o ref >/dev/null 2>&1 & BG=$!; }\n"
"# 2. the plugin build compiles without a warning that signals undefined\n"
"#    behaviour.\n"
"$CC $LEVEL -Wall -Wextra -Wno-unused -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || no \"the plugin build does not compile\"\n"
"[ -s plg.err ] && grep -Eiq \"$WARN\" plg.err && no \"the plugin build warns of undefined behaviour\"\n"
"\n");
  sb_add (s,
"# 3. the reference (-O0) runs to its end.\n"
"if [ -n \"$BG\" ]; then wait $BG || no \"the reference does not compile\"; BG=\n"
"else $CC -O0 -w -I\"$INC\" $F -o ref >/dev/null 2>&1 || no \"the reference does not compile\"; fi\n"
"runs ref ref.out; died && no \"the reference does not run to its end\"\n");
  if (!warn_plugin)
    sb_add (s,
"$CC $LEVEL -w -I\"$INC\" $PLUGIN $F -o plg >plg.err 2>&1 || no \"the plugin build does not compile\"\n");
  sb_add (s,
"\n"
"[ -n \"$MEMOPT_REDUCE_PAR\" ] && { $SANCC -O0 -w $SAN -I\"$INC\" $F -o san >/dev/null 2>&1 & BG=$!; }\n"
"# 5. the control at the plugin build's level compiles without a warning\n"
"#    that signals undefined behaviour.\n"
"$CC $LEVEL -Wall -Wextra -I\"$INC\" $F -o ctl >w.gcc 2>&1 || no \"the control does not compile\"\n"
"[ -s w.gcc ] && grep -Eiq \"$WARN\" w.gcc && no \"the control warns of undefined behaviour\"\n"
"\n"
"# 8. counted under QEMU, both builds give the reference's output (only\n"
"#    outputs that agree are judged) and function $FUNC of the plugin build\n"
"#    still executes more than PCT % and MIN events more (perf.c's rule).\n"
"counted ctl ctl.count; cmp -s ref.out ctl.count.out || no \"the control's output differs from the reference's\"\n"
"counted plg plg.count; cmp -s ref.out plg.count.out || no \"the plugin build's output differs from the reference's\"\n"
"V=$(awk -v F=\"$FUNC\" -v PCT=$PCT -v MIN=$MIN \"$JUDGE\" ctl.count.funcs plg.count.funcs) \\\n"
"  || no \"$V (not more than $PCT % and $MIN events more)\"\n"
"#    Its code differs (not only the layout: nops, addresses, numbers).\n"
"$OBJDUMP -d --no-show-raw-insn --no-addresses ctl | awk -v F=\"$FUNC\" \"$CODE\" >ctl.code\n"
"$OBJDUMP -d --no-show-raw-insn --no-addresses plg | awk -v F=\"$FUNC\" \"$CODE\" >plg.code\n"
"[ -s ctl.code ] && cmp -s ctl.code plg.code && no \"$FUNC has the same code in both builds but for the layout\"\n"
"\n"
"# 6. no warning from clang either (-fsyntax-only).\n"
"clang-14 -fsyntax-only -Wall -Wextra -I\"$INC\" $F >w.clang 2>&1 || no \"clang does not compile it\"\n"
"[ -s w.clang ] && grep -Eiq \"$WARN\" w.clang && no \"clang warns of undefined behaviour\"\n"
"\n"
"# 7. the -O0 build under the sanitizers runs cleanly");
  sb_add (s, emulated ? " (a native build).\n" : ", with the same output.\n");
  sb_add (s,
"if [ -n \"$BG\" ]; then wait $BG || no \"the sanitizer build does not compile\"; BG=\n"
"else $SANCC -O0 -w $SAN -I\"$INC\" $F -o san >/dev/null 2>&1 || no \"the sanitizer build does not compile\"; fi\n"
"sanitized san san.out || no \"the sanitizers report undefined behaviour\"\n");
  if (!emulated)
    sb_add (s, "cmp -s ref.out san.out || no \"the sanitizer build's output differs\"\n");
  sb_add (s, "echo \"interesting.sh: still regresses: $V\" >&2\nexit 0\n");
}

double
interesting_timeout (const struct vconfig *cfg)
{
  return cfg->run_timeout_s * 4 + cfg->compile_timeout_s
         + (cfg->perf ? 2 * perf_run_limit (cfg) : 0);
}

char *
interesting_script (const struct vconfig *cfg, const struct jobj *meta,
                    enum vclass cls, double test_timeout, bool warn_plugin)
{
  bool crash = cls == VC_PLUGIN_CRASH;
  bool check = cls == VC_CHECK_FAILURE;
  bool perf = cls == VC_PERF_REGRESSION;
  struct sbuf s;
  sb_init (&s);
  if (perf)
    script_prologue_perf (&s, meta, cfg);
  else
    script_prologue (&s, meta, crash, check);
  script_settings (&s, cfg, meta, crash, check, perf);
  script_helpers (&s, test_timeout);
  if (perf)
    {
      script_helpers_perf (&s);
      script_checks_perf (&s, warn_plugin, cfg->targets[0].emulated);
    }
  else
    script_checks (&s, crash, check, warn_plugin, cfg->targets[0].emulated);
  return s.s;
}

/* Run the test script in DIR (where prog.c is); true when interesting.  */
bool
interesting_p (const char *dir, double timeout)
{
  return interesting_file_p (dir, NULL, timeout);
}

bool
interesting_file_p (const char *dir, const char *file, double timeout)
{
  char *argv[] = { "sh", "./interesting.sh", (char *) file, NULL };
  struct limits l = { .timeout_s = timeout };
  char *log = xasprintf ("%s/interesting.log", dir);
  struct runres r = run_cmd (argv, dir, log, log, &l);
  free (log);
  return !r.timed_out && r.status == 0;
}


void
interesting_files_p (size_t n, const char *const dirs[], const char *file,
                     double timeout, bool *ok)
{
  char *argv[] = { "sh", "./interesting.sh", (char *) file, NULL };
  char *const **argvs = xmalloc ((n ? n : 1) * sizeof *argvs);
  char **logs = xmalloc ((n ? n : 1) * sizeof *logs);
  struct runres *r = xmalloc ((n ? n : 1) * sizeof *r);
  for (size_t i = 0; i < n; i++)
    {
      argvs[i] = argv;
      logs[i] = xasprintf ("%s/interesting.log", dirs[i]);
    }
  struct limits l = { .timeout_s = timeout };
  run_cmds (n, argvs, dirs, (const char *const *) logs, &l, r);
  for (size_t i = 0; i < n; i++)
    {
      ok[i] = !r[i].timed_out && r[i].status == 0;
      free (logs[i]);
    }
  free (argvs);
  free (logs);
  free (r);
}
