/* unit.c - unit tests of memopt-verify's parsing, classification and
   journal code.  Prints one "PASS name" or "FAIL name <why>" line per
   test (the format of $(BUILD)/check/NAME.results) and exits 1 when any
   failed.  Built by verify/verify.mk as build/verify-unit, linked with the
   harness's objects.  */

#define _GNU_SOURCE
#include "verify.h"
#include "campaign.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

static void
check (const char *name, bool ok, const char *why)
{
  if (ok)
    printf ("PASS unit-%s\n", name);
  else
    {
      printf ("FAIL unit-%s %s\n", name, why);
      failures++;
    }
}

/* JSON: a record survives emit + parse with escapes intact.  */
static void
test_json_roundtrip (void)
{
  struct jobj o, p;
  jo_init (&o);
  jo_set_str (&o, "detail", "quote \" backslash \\ newline \n tab \t");
  jo_set_int (&o, "seed", 42);
  jo_set_num (&o, "wall_s", 1.5);
  struct sbuf b;
  sb_init (&b);
  jo_emit (&o, &b);
  bool ok = jo_parse (&p, b.s)
            && strcmp (jo_get (&p, "detail"), jo_get (&o, "detail")) == 0
            && jo_get_int (&p, "seed", -1) == 42
            && jo_get_num (&p, "wall_s", 0) == 1.5
            && !strchr (b.s, '\n');
  check ("json-roundtrip", ok, b.s);
  sb_free (&b);
  jo_free (&o);
  jo_free (&p);
}

/* JSON: a torn line, nesting or trailing junk is rejected, not guessed.  */
static void
test_json_reject (void)
{
  static const char *const bad[] = {
    "{\"seed\":1,\"class\":\"pa", "{\"a\":{\"b\":1}}", "{\"a\":1} x",
    "", "[1]", "{\"a\":1,}", "{\"a\" 1}",
  };
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    {
      struct jobj o;
      bool parsed = jo_parse (&o, bad[i]);
      char name[64];
      snprintf (name, sizeof name, "not-json-%zu", i);
      check (name, !parsed && o.n == 0, bad[i]);
      jo_free (&o);
    }
  struct jobj o;
  check ("json-null-and-bool",
         jo_parse (&o, "{\"a\":null,\"b\":true,\"c\":-3}") && !jo_get (&o, "a")
           && strcmp (jo_get (&o, "b"), "true") == 0
           && jo_get_int (&o, "c", 0) == -3, "null/bool/negative");
  jo_free (&o);
}

static struct outcome
mk (bool compiled, bool timed_out, const char *out, double run_s)
{
  struct outcome o = { 0 };
  o.compiled = compiled;
  o.ran = compiled;
  o.run_timed_out = timed_out;
  o.output = (char *) out;
  o.run_s = run_s;
  return o;
}

static char check_line[] =
  "memopt-check: transformation 7 (memopt-lse load-replaced in f at "
  "x.c:3) assumed 0x2a, memory holds 0x2b";

/* A plugin build that ran and printed check line CHECK.  */
static struct outcome
mkc (const char *out, char *check)
{
  struct outcome o = mk (1, 0, out, 1);
  o.check = check;
  return o;
}

/* Check-mode reports: found among other stderr lines, parsed into their
   parts; a damaged line is refused.  */
static void
test_check_report (void)
{
  char *text = xasprintf ("warning: x\n%s\nmemopt-check: 1 failed checks "
                          "at 1 transformations\n", check_line);
  char *line = check_line_find (text);
  check ("check-line-find", line && strcmp (line, check_line) == 0,
         line ? line : "(none)");
  struct check_report r;
  bool ok = check_report_parse (line, &r);
  check ("check-report-parse",
         ok && r.id == 7 && strcmp (r.pass, "memopt-lse") == 0
           && strcmp (r.kind, "load-replaced") == 0
           && strcmp (r.function, "f") == 0
           && strcmp (r.location, "x.c:3") == 0
           && strcmp (r.expected, "0x2a") == 0
           && strcmp (r.actual, "0x2b") == 0, "parts");
  check_report_free (&r);
  check ("check-report-summary-not-a-failure",
         !check_line_find ("memopt-check: 3 failed checks at 2 "
                           "transformations\n"), "summary line taken");
  check ("check-report-damaged",
         !check_report_parse ("memopt-check: transformation x (a)", &r)
           && !check_report_parse ("memopt-check: transformation 3 (a b "
                                   "in f) assumed 0x1", &r), "accepted");
  struct strv a;
  sv_init (&a);
  bool off = !check_mode_p (&a);
  sv_add (&a, "lse=on");
  sv_add (&a, "check");
  bool on = check_mode_p (&a);
  sv_add (&a, "check=off");
  check ("check-mode-args", off && on && !check_mode_p (&a), "check args");
  sv_free (&a);
  char *rt = check_runtime_path ("/b/gcc-12/memopt.so");
  check ("check-runtime-path", strcmp (rt, "/b/gcc-12/memopt-check.o") == 0,
         rt);
  free (rt);
  free (line);
  free (text);
}

/* Classification: each rule of classify.c, in order.  */
static void
test_classify (void)
{
  struct
  {
    const char *name;
    struct outcome ref, ctl, plg;
    bool no_plg;
    enum vclass want;
  } cases[] = {
    { "pass", mk (1, 0, "a", 1), mk (1, 0, "a", 1), mk (1, 0, "a", 1), 0,
      VC_PASS },
    { "miscompile", mk (1, 0, "a", 1), mk (1, 0, "a", 1), mk (1, 0, "b", 1),
      0, VC_MISCOMPILE },
    { "gcc-or-ub-differ", mk (1, 0, "a", 1), mk (1, 0, "b", 1),
      mk (1, 0, "b", 1), 0, VC_GCC_OR_UB },
    { "gcc-or-ub-ctl-fails", mk (1, 0, "a", 1), mk (0, 0, NULL, 0),
      mk (1, 0, "a", 1), 0, VC_GCC_OR_UB },
    { "plugin-crash", mk (1, 0, "a", 1), mk (1, 0, "a", 1),
      mk (0, 0, NULL, 0), 0, VC_PLUGIN_CRASH },
    { "timeout-ref", mk (1, 1, "", 10), mk (1, 0, "a", 1), mk (1, 0, "a", 1),
      0, VC_TIMEOUT },
    { "generator-failure", mk (0, 0, NULL, 0), mk (0, 0, NULL, 0),
      mk (0, 0, NULL, 0), 0, VC_GENERATOR_FAILURE },
    { "plugin-hangs-is-miscompile", mk (1, 0, "a", 1), mk (1, 0, "a", 1),
      mk (1, 1, "", 10), 0, VC_MISCOMPILE },
    { "plugin-timeout-slow-ref", mk (1, 0, "a", 6), mk (1, 0, "a", 1),
      mk (1, 1, "", 10), 0, VC_TIMEOUT },
    { "no-plugin-build", mk (1, 0, "a", 1), mk (1, 0, "a", 1),
      mk (0, 0, NULL, 0), 1, VC_PASS },
    /* The plugin cannot be blamed when the control already fails.  */
    { "not-miscompile-when-gcc-differs", mk (1, 0, "a", 1),
      mk (1, 0, "b", 1), mk (1, 0, "c", 1), 0, VC_GCC_OR_UB },
    /* A failed check is a check failure whatever the output (same output:
       the silent wrong assumption differential testing misses).  */
    { "check-failure-same-output", mk (1, 0, "a", 1), mk (1, 0, "a", 1),
      mkc ("a", check_line), 0, VC_CHECK_FAILURE },
    { "check-failure-before-miscompile", mk (1, 0, "a", 1),
      mk (1, 0, "a", 1), mkc ("b", check_line), 0, VC_CHECK_FAILURE },
    { "check-failure-not-when-gcc-differs", mk (1, 0, "a", 1),
      mk (1, 0, "b", 1), mkc ("a", check_line), 0, VC_GCC_OR_UB },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      struct sbuf d;
      sb_init (&d);
      enum vclass c = classify (&cases[i].ref, &cases[i].ctl,
                                cases[i].no_plg ? NULL : &cases[i].plg, 10,
                                &d);
      char name[96], why[160];
      snprintf (name, sizeof name, "classify-%s", cases[i].name);
      snprintf (why, sizeof why, "got %s (%s), want %s", vclass_name (c),
                d.s, vclass_name (cases[i].want));
      check (name, c == cases[i].want, why);
      sb_free (&d);
    }
  check ("program-class",
         program_class (VC_MISCOMPILE, true) == VC_GCC_OR_UB
           && program_class (VC_MISCOMPILE, false) == VC_MISCOMPILE
           && program_class (VC_PLUGIN_CRASH, true) == VC_PLUGIN_CRASH
           && program_class (VC_CHECK_FAILURE, true) == VC_CHECK_FAILURE
           && program_class (VC_PERF_REGRESSION, true) == VC_GCC_OR_UB
           && program_class (VC_PERF_REGRESSION, false) == VC_PERF_REGRESSION
           && program_class (VC_PASS, true) == VC_PASS, "program_class");
  check ("class-order",
         vclass_worst (VC_PASS, VC_MISCOMPILE) == VC_MISCOMPILE
           && vclass_worst (VC_GCC_OR_UB, VC_TIMEOUT) == VC_GCC_OR_UB
           && vclass_parse ("plugin-crash") == VC_PLUGIN_CRASH
           && vclass_parse ("nonsense") == VC_COUNT, "order/parse");
  /* perf-regression: below what makes a program wrong, above what is
     not the plugin's; a finding (stored, reduced, bisected).  */
  check ("class-order-perf",
         vclass_worst (VC_PERF_REGRESSION, VC_PLUGIN_CRASH) == VC_PLUGIN_CRASH
           && vclass_worst (VC_PERF_REGRESSION, VC_CHECK_FAILURE)
                == VC_CHECK_FAILURE
           && vclass_worst (VC_PERF_REGRESSION, VC_MISCOMPILE) == VC_MISCOMPILE
           && vclass_worst (VC_PERF_REGRESSION, VC_GCC_OR_UB)
                == VC_PERF_REGRESSION
           && vclass_worst (VC_PERF_REGRESSION, VC_PASS) == VC_PERF_REGRESSION
           && vclass_parse ("perf-regression") == VC_PERF_REGRESSION
           && vclass_is_finding (VC_PERF_REGRESSION)
           && !vclass_is_finding (VC_GCC_OR_UB), "perf-regression's place");
}

/* perf.c's funcs files: clones and split parts count as their function,
   "?" is left out of the functions but not of the total, a damaged line
   is refused.  */
static void
test_perf_parse (void)
{
  struct perf_profile p;
  bool ok = perf_profile_parse ("100 10 5 f\n50 5 0 f.part.0\n"
                                "7 1 1 ?\n3 0 0 main\n1 0 0 g.cold\n", &p);
  const struct perf_counts *f = ok ? perf_profile_find (&p, "f") : NULL;
  check ("perf-parse",
         ok && p.n == 3 && f && f->insns == 150 && f->loads == 15
           && f->stores == 5 && perf_profile_find (&p, "g")
           && !perf_profile_find (&p, "?") && p.total.insns == 161,
         "clones merged, ? left out");
  perf_profile_free (&p);
  check ("perf-parse-damaged",
         !perf_profile_parse ("100 10 f\n", &p) && p.n == 0
           && !perf_profile_parse ("1 2 3\n", &p)
           && !perf_profile_parse ("x 2 3 f\n", &p), "accepted");
}

/* One judgement: CTL and PLG funcs files, the threshold, the function
   asked (or NULL); the verdict wanted (regresses, and the function).  */
struct judge_case
{
  const char *name, *ctl, *plg;
  double pct;
  unsigned long min;
  const char *only;
  bool want;
  const char *want_function;
};

static const struct judge_case judge_cases[] = {
  /* The block transform: far over both.  */
  { "block", "248000 104000 64000 cols\n1000 10 10 main\n",
    "2728000 910000 920000 cols\n1000 10 10 main\n", 2, 10000, NULL, true,
    "cols" },
  /* 3 % more but only 3,000 events: under --perf-min-events.  */
  { "under-min", "100000 10 10 f\n", "103000 10 10 f\n", 2, 10000, NULL,
    false, "f" },
  /* 15,000 more but 1.5 %: under --perf-threshold; over at 1 %.  */
  { "under-pct", "1000000 10 10 f\n", "1015000 10 10 f\n", 2, 10000, NULL,
    false, "f" },
  { "over-pct-1", "1000000 10 10 f\n", "1015000 10 10 f\n", 1, 10000,
    NULL, true, "f" },
  /* Memory accesses alone: 20,000 more loads, as many instructions.  */
  { "memory-alone", "500000 100000 0 f\n", "500000 120000 0 f\n", 2,
    10000, NULL, true, "f" },
  /* h inlined into f in the plugin build: f's 60,000 more are h's.  */
  { "inlined-not-claimed", "100000 0 0 f\n60000 0 0 h\n",
    "160000 0 0 f\n", 2, 10000, NULL, false, "f" },
  /* The worst of two regressing functions; the function asked only.  */
  { "worst-of-two", "100000 0 0 f\n100000 0 0 g\n",
    "150000 0 0 f\n300000 0 0 g\n", 2, 10000, NULL, true, "g" },
  { "only-asked", "100000 0 0 f\n100000 0 0 g\n",
    "150000 0 0 f\n300000 0 0 g\n", 2, 10000, "f", true, "f" },
  { "only-asked-better", "100000 0 0 f\n100000 0 0 g\n",
    "90000 0 0 f\n300000 0 0 g\n", 2, 10000, "f", false, "f" },
  /* Code without a symbol is not the plugin's.  */
  { "unknown-not-judged", "100000 0 0 ?\n", "900000 0 0 ?\n", 2, 10000,
    NULL, false, NULL },
};

/* The awk judge of interesting.sh on the files CTL and PLG: 0 regresses,
   1 not.  */
static int
awk_judge (const char *ctl, const char *plg, const struct judge_case *c,
           const char *fn)
{
  char dir[] = "/tmp/memopt-verify-unit-judge-XXXXXX";
  if (!mkdtemp (dir))
    return -1;
  char *pc = xasprintf ("%s/ctl", dir), *pp = xasprintf ("%s/plg", dir);
  write_file (pc, ctl, strlen (ctl), false);
  write_file (pp, plg, strlen (plg), false);
  char *f = xasprintf ("F=%s", fn), *pct = xasprintf ("PCT=%g", c->pct);
  char *min = xasprintf ("MIN=%lu", c->min);
  char *argv[] = { "awk", "-v", f, "-v", pct, "-v", min,
                   (char *) perf_judge_awk, pc, pp, NULL };
  struct limits l = { .timeout_s = 10 };
  struct runres r = run_cmd (argv, NULL, NULL, NULL, &l);
  rm_rf (dir);
  free (pc);
  free (pp);
  free (f);
  free (pct);
  free (min);
  return r.status;
}

/* perf_judge's rule, and interesting.sh's awk program agreeing with it
   on the same files.  */
static void
test_perf_judge (void)
{
  for (size_t i = 0; i < sizeof judge_cases / sizeof *judge_cases; i++)
    {
      const struct judge_case *c = &judge_cases[i];
      struct perf_profile pc, pp;
      perf_profile_parse (c->ctl, &pc);
      perf_profile_parse (c->plg, &pp);
      struct perf_verdict v;
      perf_judge (&pc, &pp, c->pct, c->min, c->only, NULL, &v);
      struct sbuf d;
      sb_init (&d);
      perf_describe (&v, &d);
      char name[96];
      snprintf (name, sizeof name, "perf-judge-%s", c->name);
      bool fn_ok = c->want_function ? v.function
                                      && strcmp (v.function,
                                                 c->want_function) == 0
                                    : !v.function;
      check (name, v.regresses == c->want && fn_ok, d.s);
      if (c->want_function)
        {
          int st = awk_judge (c->ctl, c->plg, c, c->want_function);
          snprintf (name, sizeof name, "perf-judge-awk-%s", c->name);
          check (name, st == (c->want ? 0 : 1), "awk disagrees with C");
        }
      sb_free (&d);
      perf_verdict_free (&v);
      perf_profile_free (&pc);
      perf_profile_free (&pp);
    }
}

/* The code of function F in DIS (objdump's disassembly) by
   perf_code_awk: a string to free.  */
static char *
code_of (const char *dis, const char *f)
{
  char path[] = "/tmp/memopt-verify-unit-code-XXXXXX";
  int fd = mkstemp (path);
  close (fd);
  write_file (path, dis, strlen (dis), false);
  char out[] = "/tmp/memopt-verify-unit-code-out-XXXXXX";
  fd = mkstemp (out);
  close (fd);
  char *fv = xasprintf ("F=%s", f);
  char *argv[] = { "awk", "-v", fv, (char *) perf_code_awk, path, NULL };
  struct limits l = { .timeout_s = 10 };
  run_cmd (argv, NULL, out, NULL, &l);
  char *text = read_file (out, NULL);
  unlink (path);
  unlink (out);
  free (fv);
  return text ? text : xstrdup ("");
}

/* perf.c's rule 5: the same code at another place (other addresses,
   other alignment padding, other offsets of its constants) is the same;
   another instruction, or another register, is not; clones count as the
   function.  */
static void
test_perf_code (void)
{
  static const char a[] =
    "<f>:\n\tpush   %rbx\n\tmovsd  0x218e(%rip),%xmm1        # <x+0x10>\n"
    "\tnopw   0x0(%rax,%rax,1)\n\tjne    <f+0x30>\n\tret\n"
    "<g>:\n\tret\n"
    "<h>:\n\tstp\tx29, x30, [sp, #-32]!\n\tldr\tx1, [x0, #8]\n\tnop\n"
    "\tb.ne\t<h+0x10>  // b.any\n";
  static const char b[] =
    "<f>:\n\tpush   %rbx\n\tmovsd  0x2196(%rip),%xmm1        # <x+0x18>\n"
    "\tdata16 cs nopw 0x0(%rax,%rax,1)\n\txchg   %ax,%ax\n"
    "\tjne    <f+0x38>\n\tret\n"
    "<f.cold>:\n\tud2\n"
    "<h>:\n\tstp\tx29, x30, [sp, #-48]!\n\tldr\tx2, [x0, #8]\n"
    "\tb.ne\t<h+0x14>  // b.any\n";
  char *fa = code_of (a, "f"), *fb = code_of (b, "f");
  char *ha = code_of (a, "h"), *hb = code_of (b, "h");
  char *fb_hot = code_of ("<f>:\n\tpush   %rbx\n\tmovsd  0x2196(%rip),%xmm1\n"
                          "\tjne    <f+0x38>\n\tret\n", "f");
  check ("perf-code-layout",
         strcmp (fa, fb_hot) == 0 && strstr (fa, "movsd  N(%rip),%xmm1")
           && !strstr (fa, "nop"), fa);
  check ("perf-code-clone", strcmp (fa, fb) != 0 && strstr (fb, "ud2"), fb);
  check ("perf-code-register", strcmp (ha, hb) != 0
                                 && strstr (ha, "ldr\tx1, [x0, #N]")
                                 && strstr (ha, "[sp, #N]!"), ha);
  free (fa);
  free (fb);
  free (ha);
  free (hb);
  free (fb_hot);
}

/* srcfuncs.c: function definitions by line, whatever comments, strings,
   preprocessor lines, struct definitions, initializers and attributes
   are around; the remarks on a function's lines.  */
static void
test_srcfuncs (void)
{
  static const char text[] =
    "#define NOFRE __attribute__ ((noipa, \\\n"     /* 1 */
    "  optimize (\"no-tree-fre\")))\n"             /* 2 */
    "struct S { int a; };\n"                        /* 3 */
    "int tab[] = { 1, 2 };\n"                       /* 4 */
    "/* f (x) { */\n"                               /* 5 */
    "static __attribute__ ((noinline)) int\n"       /* 6 */
    "f (int *p)\n"                                  /* 7 */
    "{\n"                                           /* 8 */
    "  const char *s = \"}{\"; char c = '}';\n"     /* 9 */
    "  return *p + s[0] + c; // }\n"                /* 10 */
    "}\n"                                           /* 11 */
    "NOFRE int g (void) { if (1) { return 2; } }\n" /* 12 */
    "int main (void) {\n"                           /* 13 */
    "  return f (tab) + g ();\n"                    /* 14 */
    "}\n";                                          /* 15 */
  size_t n;
  struct src_func *f = src_functions (text, &n);
  char got[256] = "";
  for (size_t i = 0; i < n; i++)
    snprintf (got + strlen (got), sizeof got - strlen (got), "%s:%d-%d ",
              f[i].name, f[i].first, f[i].last);
  check ("srcfuncs-lines", strcmp (got, "f:7-11 g:12-12 main:13-15 ") == 0,
         got);
  src_funcs_free (f, n);
  char *r = remarks_in_function (text, "prog.c",
                                 "prog.c:10:3: optimized: memopt: a\n"
                                 "prog.c:14:3: optimized: memopt: b\n"
                                 "other.h:10:3: optimized: memopt: c\n"
                                 "prog.c:9:3: optimized: loop vectorized\n",
                                 "f", NULL);
  check ("srcfuncs-remarks",
         strcmp (r, "prog.c:10:3: optimized: memopt: a\n") == 0, r);
  free (r);
  /* main's code has f's, which has no code of its own (inlined): its
     remarks are main's too; g has code of its own.  */
  struct strv present;
  sv_init (&present);
  sv_add (&present, "main");
  sv_add (&present, "g");
  r = remarks_in_function (text, "prog.c",
                           "prog.c:10:3: optimized: memopt: a\n"
                           "prog.c:12:3: optimized: memopt: g\n"
                           "prog.c:14:3: optimized: memopt: b\n", "main",
                           &present);
  check ("srcfuncs-remarks-inlined",
         strcmp (r, "prog.c:14:3: optimized: memopt: b\ninlined from f:\n"
                 "prog.c:10:3: optimized: memopt: a\n") == 0, r);
  free (r);
  /* The plugin's suffix places a remark whatever its line: f's line,
     compiled into main (a clone of it), is main's and not f's; the
     heuristic of absent functions adds nothing on top.  */
  r = remarks_in_function (text, "prog.c",
                           "prog.c:10:3: optimized: memopt: a (inlined into main.part.0)\n"
                           "prog.c:14:3: optimized: memopt: b\n", "main",
                           &present);
  check ("srcfuncs-remarks-inlined-into",
         strcmp (r, "prog.c:14:3: optimized: memopt: b\n"
                 "prog.c:10:3: optimized: memopt: a (inlined into main.part.0)\n")
         == 0, r);
  free (r);
  r = remarks_in_function (text, "prog.c",
                           "prog.c:10:3: optimized: memopt: a (inlined into main)\n",
                           "f", NULL);
  check ("srcfuncs-remarks-inlined-into-not-callee", strcmp (r, "") == 0, r);
  free (r);
  sv_free (&present);
}

/* Crash buckets: numbers and addresses masked, top frames kept, so two
   crashes of the same bug in different programs share a bucket.  */
static void
test_ice_bucket (void)
{
  const char *a =
    "prog.c: In function 'func_1':\n"
    "prog.c:120:5: internal compiler error: in mo_lse_apply, at "
    "gimple-lse.cc:412\n"
    "0x7f12ab mo_lse_apply(function*)\n"
    "\t../plugin/gcc/gimple-lse.cc:412\n"
    "0x7f13cd execute(function*)\n"
    "\t../plugin/gcc/gimple-lse.cc:500\n"
    "0xa1b2c3 execute_one_pass(opt_pass*)\n"
    "0xa1b2c4 execute_pass_list_1(opt_pass*)\n"
    "Please submit a full bug report,\n";
  const char *b =
    "prog.c: In function 'func_7':\n"
    "prog.c:88:12: internal compiler error: in mo_lse_apply, at "
    "gimple-lse.cc:412\n"
    "0x7f99ab mo_lse_apply(function*)\n"
    "\t../plugin/gcc/gimple-lse.cc:412\n"
    "0x7f99cd execute(function*)\n"
    "0xa1b999 execute_one_pass(opt_pass*)\n";
  char *ba = ice_bucket (a, 3), *bb = ice_bucket (b, 3);
  bool ok = ba && bb && strcmp (ba, bb) == 0
            && strstr (ba, "mo_lse_apply | execute | execute_one_pass")
            && !strstr (ba, "execute_pass_list_1") && !strstr (ba, "412");
  check ("ice-bucket-same", ok, ba ? ba : "(null)");
  const char *c = "prog.c:3:1: internal compiler error: Segmentation fault\n"
                  "0x1 crash_signal(int)\n";
  char *bc = ice_bucket (c, 3);
  check ("ice-bucket-differs", bc && strcmp (bc, ba) != 0, bc ? bc : "");
  char *none = ice_bucket ("prog.c:1:1: warning: nothing\n", 3);
  check ("not-ice-bucket-warning", none == NULL, none ? none : "");
  char *sig = ice_bucket ("gcc-12: fatal error: Killed signal terminated "
                          "program cc1\n", 3);
  check ("ice-bucket-killed", sig && strstr (sig, "terminated"),
         sig ? sig : "(null)");
  free (ba);
  free (bb);
  free (bc);
  free (none);
  free (sig);
}

static void
test_remarks (void)
{
  char *r = extract_remarks (
    "prog.c:5:3: optimized: loop vectorized\n"
    "prog.c:9:10: optimized: memopt: load of *p replaced by 1\n"
    "prog.c:12:3: optimized: memopt: redundant store to *q removed\n");
  check ("remarks", strcmp (r, "prog.c:9:10: optimized: memopt: load of *p "
                               "replaced by 1\nprog.c:12:3: optimized: "
                               "memopt: redundant store to *q removed\n") == 0,
         r);
  free (r);
}

static void
count_rec (struct jobj *o, void *arg)
{
  (void) o;
  ++*(int *) arg;
}

/* Journal: appended lines load back; a torn last line (a writer killed
   mid-write) is ignored by load and cut by the next open.  */
static void
test_journal (void)
{
  char dir[] = "/tmp/memopt-verify-unit-XXXXXX";
  if (!mkdtemp (dir))
    {
      check ("journal", false, "mkdtemp");
      return;
    }
  struct journal j;
  journal_open (&j, dir);
  for (int i = 0; i < 3; i++)
    {
      struct jobj o;
      jo_init (&o);
      jo_set_str (&o, "kind", "program");
      jo_set_int (&o, "seed", i);
      journal_append (&j, &o);
      jo_free (&o);
    }
  journal_close (&j);
  char *path = xasprintf ("%s/journal.jsonl", dir);
  FILE *f = fopen (path, "a");
  fputs ("{\"kind\":\"program\",\"seed\":3,\"cla", f);
  fclose (f);
  int n = 0;
  long loaded = journal_load (path, count_rec, &n, NULL);
  check ("journal-torn-line-ignored", loaded == 3 && n == 3, "count");
  journal_open (&j, dir);
  struct jobj o;
  jo_init (&o);
  jo_set_str (&o, "kind", "program");
  jo_set_int (&o, "seed", 4);
  journal_append (&j, &o);
  jo_free (&o);
  journal_close (&j);
  n = 0;
  loaded = journal_load (path, count_rec, &n, NULL);
  check ("journal-torn-line-cut", loaded == 4, "count after reopen");
  /* Garbage in the middle (a crash of the disk, not of the writer): the
     line is skipped and counted, the lines after it are kept.  */
  f = fopen (path, "a");
  fputs ("\x01\x02garbage{\n", f);
  fclose (f);
  journal_open (&j, dir);
  jo_init (&o);
  jo_set_str (&o, "kind", "program");
  jo_set_int (&o, "seed", 5);
  journal_append (&j, &o);
  jo_free (&o);
  journal_close (&j);
  n = 0;
  long skipped = -1;
  loaded = journal_load (path, count_rec, &n, &skipped);
  check ("journal-garbage-line-skipped", loaded == 5 && skipped == 1,
         "garbage line not skipped, or the line after it lost");
  free (path);
  rm_rf (dir);
}

/* A campaign's view of its journal: the seeds are found, duplicates keep
   the last.  */
static void
test_campaign_data (void)
{
  struct cdata d;
  cdata_init (&d);
  struct jobj a, b2;
  jo_init (&a);
  jo_set_int (&a, "seed", 7);
  jo_set_str (&a, "class", "timeout");
  jo_init (&b2);
  jo_set_int (&b2, "seed", 7);
  jo_set_str (&b2, "class", "pass");
  cdata_add_program (&d, &a);
  cdata_add_program (&d, &b2);
  cdata_add_program (&d, &a);
  cdata_finish (&d);
  check ("campaign-dedup-last-wins",
         d.n == 1 && strcmp (jo_get (&d.progs[0], "class"), "timeout") == 0
           && !jo_get (&d.progs[0], "_order"),
         "dedup");
  check ("campaign-has-seed", cdata_has_seed (&d, 7) && !cdata_has_seed (&d, 8),
         "has_seed");
  jo_free (&a);
  jo_free (&b2);
  cdata_free (&d);
}

/* A campaign's state and exit status (status.c): a deadline is a normal
   end, a signal or a kill is not; findings dominate unless
   --findings-exit is given.  */
static void
test_campaign_state (void)
{
  struct cdata d;
  cdata_init (&d);
  jo_set_str (&d.header, "seeds", "1-4");
  jo_set_str (&d.header, "shard", "1/1");
  struct jobj p;
  jo_init (&p);
  jo_set_int (&p, "seed", 1);
  jo_set_str (&p, "class", "pass");
  cdata_add_program (&d, &p);
  cdata_finish (&d);
  char *why;
  snprintf (d.last_end, sizeof d.last_end, "deadline");
  enum cstate st = cdata_state (&d, &why);
  check ("state-deadline-normal-end",
         st == CS_DEADLINE && why && strstr (why, "deadline: 1 of 4")
           && cdata_exit_status (&d, -1) == 0, why ? why : "no why");
  free (why);
  snprintf (d.last_end, sizeof d.last_end, "signal");
  st = cdata_state (&d, &why);
  check ("state-signal-incomplete",
         st == CS_INCOMPLETE && why && strstr (why, "stopped by a signal")
           && cdata_exit_status (&d, -1) == 3, why ? why : "no why");
  free (why);
  d.last_end[0] = 0;            /* a "start" line after the last session */
  st = cdata_state (&d, &why);
  check ("state-killed-incomplete",
         st == CS_INCOMPLETE && cdata_exit_status (&d, -1) == 3,
         why ? why : "no why");
  free (why);
  jo_set_str (&d.header, "shard", "merged");
  jo_set_str (&d.header, "deadline_shards", "1, 2");
  check ("state-merged-deadline",
         cdata_state (&d, &why) == CS_DEADLINE, why ? why : "no why");
  free (why);
  jo_set_str (&d.header, "stopped_shards", "2");
  check ("state-merged-stopped",
         cdata_state (&d, &why) == CS_INCOMPLETE && strstr (why, "shards 2 "
                                                            "stopped early"),
         why ? why : "no why");
  free (why);
  check ("exit-findings-dominate",
         exit_status_for (true, true, -1) == 1
           && exit_status_for (false, true, -1) == 1
           && exit_status_for (true, false, -1) == 3
           && exit_status_for (false, false, -1) == 0, "default order");
  check ("exit-findings-exit",
         exit_status_for (true, true, 0) == 3
           && exit_status_for (false, true, 0) == 0
           && exit_status_for (false, true, 5) == 5
           && exit_status_for (false, false, 5) == 0, "--findings-exit");
  jo_free (&p);
  cdata_free (&d);
}

static void
test_util (void)
{
  struct strv v;
  sv_init (&v);
  sv_split (&v, "O1,,O2,O3,", ',');
  check ("split", v.n == 3 && strcmp (v.v[2], "O3") == 0 && !v.v[3], "split");
  sv_free (&v);
  unsigned long x;
  check ("parse-ulong", parse_ulong ("123", &x) && x == 123
                          && !parse_ulong ("-1", &x) && !parse_ulong ("1x", &x)
                          && !parse_ulong ("", &x), "parse_ulong");
}

/* run_cmd: the timeout kills the whole process group, limits apply
   (file size, CPU time: a spinning program ends by SIGXCPU).  */
static void
test_proc (void)
{
  char *sleeper[] = { "sh", "-c", "sleep 30 & sleep 30", NULL };
  struct limits l = { .timeout_s = 0.5 };
  double t0 = now_s ();
  struct runres r = run_cmd (sleeper, NULL, NULL, NULL, &l);
  check ("proc-timeout", r.timed_out && now_s () - t0 < 5, "timeout");
  char *fails[] = { "sh", "-c", "exit 3", NULL };
  r = run_cmd (fails, NULL, NULL, NULL, &l);
  check ("proc-status", !r.timed_out && r.status == 3 && !r.signaled, "status");
  char *big[] = { "sh", "-c", "head -c 3000000 /dev/zero", NULL };
  struct limits fl = { .timeout_s = 10, .fsize_mb = 1 };
  char out[] = "/tmp/memopt-verify-unit-out-XXXXXX";
  int fd = mkstemp (out);
  close (fd);
  r = run_cmd (big, NULL, out, NULL, &fl);
  check ("proc-fsize-limit", r.status != 0, "file size limit not applied");
  unlink (out);
  char *spin[] = { "sh", "-c", "while :; do :; done", NULL };
  struct limits cl = { .timeout_s = 20, .cpu_s = 1 };
  t0 = now_s ();
  r = run_cmd (spin, NULL, NULL, NULL, &cl);
  char why[160];
  snprintf (why, sizeof why, "RLIMIT_CPU: exceeded %d, timed out %d, "
            "status %d, cpu %.2f s, wall %.2f s", r.cpu_exceeded,
            r.timed_out, r.status, r.cpu_s, r.wall_s);
  check ("proc-cpu-limit", r.cpu_exceeded && !r.timed_out && r.cpu_s >= 0.5,
         why);
  char *missing[] = { "memopt-verify-no-such-tool", NULL };
  r = run_cmd (missing, NULL, NULL, NULL, &l);
  check ("proc-spawn-failed", r.spawn_failed, "missing tool");
}

/* run_cmds: three commands at once, each with its own verdict (an exit
   status, a timeout that kills only the one still running) and its own
   directory; they run side by side (three 0.3 s sleeps end in well under
   0.9 s).  */
static void
test_run_cmds (void)
{
  char *ok[] = { "sh", "-c", "sleep 0.3; test -d .", NULL };
  char *three[] = { "sh", "-c", "sleep 0.3; exit 3", NULL };
  char *pwd[] = { "sh", "-c", "sleep 0.3; [ \"$(pwd)\" = /tmp ]", NULL };
  char *const *argvs[] = { ok, three, pwd };
  const char *cwds[] = { NULL, NULL, "/tmp" };
  const char *logs[] = { NULL, NULL, NULL };
  struct limits l = { .timeout_s = 10 };
  struct runres r[3];
  double t0 = now_s ();
  run_cmds (3, argvs, cwds, logs, &l, r);
  double took = now_s () - t0;
  char why[128];
  snprintf (why, sizeof why, "statuses %d %d %d, %.2f s", r[0].status,
            r[1].status, r[2].status, took);
  check ("proc-run-cmds-statuses", r[0].status == 0 && r[1].status == 3
                                   && r[2].status == 0, why);
  check ("proc-run-cmds-at-once", took < 0.85, why);
  char *sleeper[] = { "sh", "-c", "sleep 30", NULL };
  char *quick[] = { "sh", "-c", "exit 0", NULL };
  char *const *argvs2[] = { sleeper, quick };
  struct limits short_l = { .timeout_s = 0.5 };
  t0 = now_s ();
  run_cmds (2, argvs2, cwds, logs, &short_l, r);
  took = now_s () - t0;
  snprintf (why, sizeof why, "timed out %d %d, status %d, %.2f s",
            r[0].timed_out, r[1].timed_out, r[1].status, took);
  check ("proc-run-cmds-timeout", r[0].timed_out && !r[1].timed_out
                                  && r[1].status == 0 && took < 5, why);
}

/* prune.c's step 2 tries only the declarations nothing else mentions:
   none of a call chain (Csmith's func_1 calling the rest) but the unused
   global; a function whose caller is gone with its prototype; then, once
   it is gone, the global only it used.  */
static void
test_prune_unused (void)
{
  static const struct
  {
    const char *name, *text, *want;
  } cases[] = {
    { "prune-unused-chain",
      "#include <stdio.h>\n"
      "static long __undefined;\n"
      "struct S0 { int a; };\n"
      "static struct S0 g_1 = {1};\n"
      "static int func_2 (int x);\n"
      "static int func_1 (void) { return func_2 (g_1.a); }\n"
      "static int func_2 (int x) { return x + 1; }\n"
      "int main (void) { printf (\"%d\\n\", func_1 ()); return 0; }\n",
      "__undefined" },
    { "prune-unused-orphan",
      "static int g_only;\n"
      "static int g_kept;\n"
      "__attribute__ ((noipa)) int f3 (int c);\n"
      "__attribute__ ((noipa)) int f3 (int c) { return c + g_only; }\n"
      "int f4 (int c) { return c * g_kept; }\n"
      "int main (void) { return f4 (2); }\n",
      "f3 f3" },
    { "prune-unused-next-round",
      "static int g_only;\n"
      "static int g_kept;\n"
      "int f4 (int c) { return c * g_kept; }\n"
      "int main (void) { return f4 (2); }\n",
      "g_only" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      char *got = prune_unused_names (cases[i].text);
      check (cases[i].name, strcmp (got, cases[i].want) == 0, got);
      free (got);
    }
}

/* prune.c's stub step: each definition but main gets a zero of its
   return type (storage class, inline and attributes dropped, pointer
   and struct types kept), a void one an empty body; bodies shorter than
   the stub, prototypes and main stay.  */
static void
test_prune_stub (void)
{
  static const struct
  {
    const char *name, *text, *want;
  } cases[] = {
    { "prune-stub-types",
      "struct S0 { int a; };\n"
      "static int32_t * func_5(int8_t p_6);\n"
      "static int32_t * func_5(int8_t p_6)\n"
      "{ /* comment */ int32_t *l = 0; if (p_6) l = &g; else if (g_1) "
      "l = &g_2; else l = &g_3; return l; }\n"
      "static const struct S0 __attribute__ ((noipa)) func_7(void) "
      "{ struct S0 s = {1}; s.a += g_1 * 3 + g_2; s.a -= func_5 (2) != 0; "
      "return s; }\n"
      "void f (int *p) { *p = 1; p[1] = 2; p[2] = 3; p[3] = 4; p[4] = 5; }\n"
      "int tiny (void) { return 1; }\n"
      "int main (void) { int x = 0; f (&x); x += tiny (); x += 2; return x; }\n",
      "struct S0 { int a; };\n"
      "static int32_t * func_5(int8_t p_6);\n"
      "static int32_t * func_5(int8_t p_6)\n"
      "{ static int32_t * memopt_stub; return memopt_stub; }\n"
      "static const struct S0 __attribute__ ((noipa)) func_7(void) "
      "{ static const struct S0 memopt_stub; return memopt_stub; }\n"
      "void f (int *p) { }\n"
      "int tiny (void) { return 1; }\n"
      "int main (void) { int x = 0; f (&x); x += tiny (); x += 2; return x; }\n" },
    /* A macro that expands to an attribute is no part of the stub's type
       (static NOFRE u32 memopt_stub; warns with -Wattributes).  */
    { "prune-stub-attribute-macro",
      "#define NOFRE __attribute__ ((noipa))\n"
      "typedef unsigned u32;\n"
      "static NOFRE u32 g (u32 *p) { p[0] = 1; p[1] = 2; p[2] = 3; "
      "p[3] = p[0] * p[1]; return p[0] + p[1] + p[2] + p[3]; }\n"
      "int main (void) { u32 a[4]; return (int) g (a); }\n",
      "#define NOFRE __attribute__ ((noipa))\n"
      "typedef unsigned u32;\n"
      "static NOFRE u32 g (u32 *p) { static u32 memopt_stub; "
      "return memopt_stub; }\n"
      "int main (void) { u32 a[4]; return (int) g (a); }\n" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      char *got = prune_stub_all (cases[i].text);
      check (cases[i].name, strcmp (got, cases[i].want) == 0, got);
      free (got);
    }
}

/* prune.c's statement step, depth by depth: a body's own statements
   first, then those of the blocks in them (both arms of an if, a loop's
   body); the declaration of a local still used, and one of two names,
   are not tried; an initializer's braces are no block.  */
static void
test_prune_levels (void)
{
  static const char text[] =
    "static int g;\n"
    "static int f (int p)\n"
    "{\n"
    "  int32_t l_1 = 1;\n"
    "  int32_t l_2[2] = {0, 1};\n"
    "  int i, j;\n"
    "  uint8_t l_3 = 2;\n"
    "  if (p) { g = l_1; l_1++; } else { g = 2; }\n"
    "  for (i = 0; i < 2; i++) { int32_t l_4 = l_2[i]; g += l_4; }\n"
    "  return g;\n"
    "}\n"
    "int main (void) { return f (1); }\n";
  static const struct
  {
    const char *name;
    int level;
    const char *want;
  } cases[] = {
    { "prune-level-1", 1,
      "=int32_t l_1 = 1; | =int32_t l_2[2] = {0, 1}; | =int i, j; | "
      "uint8_t l_3 = 2; | if (p) { g = l_1; l_1++; } else { g = 2; } | "
      "for (i = 0; i < 2; i++) { int32_t l_4 = l_2[i]; g += l_4; } | "
      "return g;" },
    { "prune-level-2", 2,
      "g = l_1; | l_1++; | g = 2; | =int32_t l_4 = l_2[i]; | g += l_4;" },
    { "prune-level-3", 3, "" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    {
      char *got = prune_level_statements (text, cases[i].level);
      check (cases[i].name, strcmp (got, cases[i].want) == 0, got);
      free (got);
    }
}

int
main (void)
{
  test_json_roundtrip ();
  test_json_reject ();
  test_classify ();
  test_perf_parse ();
  test_perf_judge ();
  test_perf_code ();
  test_srcfuncs ();
  test_check_report ();
  test_ice_bucket ();
  test_remarks ();
  test_journal ();
  test_campaign_data ();
  test_campaign_state ();
  test_util ();
  test_proc ();
  test_run_cmds ();
  test_prune_unused ();
  test_prune_stub ();
  test_prune_levels ();
  return failures ? 1 : 0;
}
