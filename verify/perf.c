/* perf.c - differential performance (memopt-verify run --perf): the
   plugin build of a program against the control built at the same
   level, function by function, in executed instructions and memory
   accesses.

   A transformation can be right and still make the program slower:
   memopt-phi's lazy loads, with the cost model of carried values off
   (carry-cost=off), turn the column pass of an 8x8 block transform into
   a chain of 8 PHIs and 8 flags per load that never pays, and the loop
   runs 2.5 (x86-64) to 3.8 (AArch64) times GCC's instructions.  The
   harness finds such a program the way it finds a miscompile: the same
   program built with and without the plugin, everything else equal.

   Counting.  bench/qemu/count.c (build/bench/count.so) is a QEMU TCG
   plugin that counts what a guest program executes, per function (ELF
   symbol):
       qemu-x86_64 -plugin count.so,funcs=FUNCS -d plugin -D LOG ./cnt
   (qemu-aarch64 -L /usr/aarch64-linux-gnu ... for AArch64); FUNCS gets
   one line "insns loads stores NAME" per function.  The counts are
   exact and do not depend on the machine's load, so one run of each
   build is enough.  Both builds run as ./cnt in the same directory: the
   program's name is on its stack, and a name of another length moves the
   stack and changes what the dynamic loader executes.

   Judging (perf_judge), e.g. the block transform's control and plugin
   builds on x86-64:
       control.funcs                plugin.funcs
       252000 108000 64000 cols     2696000 910000 902000 cols
       1080956 260076 41739 main    1080956 260076 41739 main
   cols executes 2,444,000 more instructions (+970 %) and 1,640,000 more
   memory accesses: more than 2 % and at least 10,000 more events, a
   perf-regression in cols.  The rules, in order:
     1. a function is its ELF symbol up to the first '.', so that GCC's
        clones and split parts (f.constprop.0, f.isra.0, f.part.0,
        f.cold) count as f; "?" (code without a symbol: the C library,
        the dynamic loader) is left out, the plugin compiles none of it;
     2. a function that only the control has was inlined in the plugin
        build (memopt-inline marks small static functions inline), and
        its work shows in a caller there: the counts of all such
        functions are taken off every function's excess; a function
        only the plugin build has is not judged;
     3. a function regresses when, in instructions or in memory accesses
        (loads + stores), EXCESS = plugin - control - (2) is more than
        PCT % of the control's count and at least MIN_EVENTS;
     4. the verdict names the regressing function with the largest
        relative excess (when none regresses, the largest of all, for
        the detail);
     5. (perf_check) a function whose code is the same in both builds
        but for the layout (perf_code_awk: objdump's disassembly without
        nops, addresses, numbers and comments) is not judged: what it
        executes more is alignment padding, a nop before a loop head that
        moved with the code before it (memgen program 21 at -O3: f50
        executed one nop more per entry of an inner loop, 11,973 in all,
        because a transformation in f40 made f40 3 bytes shorter).
   The rule is conservative: what inlining or the layout may explain is
   never claimed, and only functions both builds have are compared.  interesting.sh
   judges with the same rule, written in awk (perf_judge_awk): the unit
   tests run both on the same files.

   perf_check does one (target, level): the control at the level (the
   campaign's -O2 control for O2; -O1 or -O3 against -O2 would measure
   GCC's levels, not the plugin), both counted; the counted runs must
   give the reference's output (a control that does not is gcc-or-ub, a
   plugin build that does not under QEMU alone is not judged), then the
   verdict.  */

#define _GNU_SOURCE
#include "verify.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- funcs files ------------------------------------------------------ */

void
perf_profile_free (struct perf_profile *p)
{
  for (size_t i = 0; i < p->n; i++)
    free (p->f[i].name);
  free (p->f);
  memset (p, 0, sizeof *p);
}

static unsigned long long
mem_of (const struct perf_counts *c)
{
  return c->loads + c->stores;
}

static void
counts_add (struct perf_counts *to, const struct perf_counts *c)
{
  to->insns += c->insns;
  to->loads += c->loads;
  to->stores += c->stores;
}

/* Rule 1: NAME's function ("f" for "f.part.0"), a string to free.  */
static char *
canonical_name (const char *name, size_t len)
{
  const char *dot = memchr (name, '.', len);
  if (dot && dot > name)
    len = (size_t) (dot - name);
  return strndup (name, len);
}

/* Add C to function NAME of P (created at the end when new).  */
static void
profile_add (struct perf_profile *p, char *name, const struct perf_counts *c)
{
  for (size_t i = 0; i < p->n; i++)
    if (strcmp (p->f[i].name, name) == 0)
      {
        counts_add (&p->f[i].c, c);
        free (name);
        return;
      }
  p->f = xrealloc (p->f, (p->n + 1) * sizeof *p->f);
  p->f[p->n].name = name;
  p->f[p->n].c = *c;
  p->n++;
}

bool
perf_profile_parse (const char *text, struct perf_profile *p)
{
  memset (p, 0, sizeof *p);
  for (const char *l = text; l && *l;)
    {
      size_t len = strcspn (l, "\n");
      struct perf_counts c;
      int used = 0;
      if (len && sscanf (l, "%llu %llu %llu %n", &c.insns, &c.loads,
                         &c.stores, &used) != 3)
        {
          perf_profile_free (p);
          return false;
        }
      if (len)
        {
          if (used <= 0 || (size_t) used >= len)
            {
              perf_profile_free (p);
              return false;
            }
          counts_add (&p->total, &c);
          if (!(len - (size_t) used == 1 && l[used] == '?'))
            profile_add (p, canonical_name (l + used, len - (size_t) used),
                         &c);
        }
      l += len + (l[len] == '\n');
    }
  return true;
}

const struct perf_counts *
perf_profile_find (const struct perf_profile *p, const char *name)
{
  for (size_t i = 0; i < p->n; i++)
    if (strcmp (p->f[i].name, name) == 0)
      return &p->f[i].c;
  return NULL;
}

/* ---- the verdict ------------------------------------------------------ */

void
perf_verdict_free (struct perf_verdict *v)
{
  free (v->function);
  free (v->all_kinds);
  if (v->plg_funcs.v)
    sv_free (&v->plg_funcs);
  if (v->regressing.v)
    sv_free (&v->regressing);
  if (v->layout.v)
    sv_free (&v->layout);
  memset (v, 0, sizeof *v);
}

/* Rule 3 for one count: the excess over CTL beyond VANISHED, and
   whether it is over the threshold; its size relative to CTL into
   *SCORE.  */
static bool
over (unsigned long long ctl, unsigned long long plg,
      unsigned long long vanished, double pct, unsigned long min_events,
      double *score)
{
  double excess = (double) plg - (double) ctl - (double) vanished;
  *score = excess / (ctl ? (double) ctl : 1.0);
  return excess > (double) ctl * pct / 100 && excess >= (double) min_events;
}

/* Rule 2: the counts of the functions only CTL has.  */
static void
vanished (const struct perf_profile *ctl, const struct perf_profile *plg,
          struct perf_verdict *v)
{
  for (size_t i = 0; i < ctl->n; i++)
    if (!perf_profile_find (plg, ctl->f[i].name))
      {
        v->vanished_insns += ctl->f[i].c.insns;
        v->vanished_mem += mem_of (&ctl->f[i].c);
      }
}

/* True when S is one of V's strings (V may be NULL).  */
static bool
listed (const struct strv *v, const char *s)
{
  for (size_t i = 0; v && i < v->n; i++)
    if (strcmp (v->v[i], s) == 0)
      return true;
  return false;
}

void
perf_judge (const struct perf_profile *ctl, const struct perf_profile *plg,
            double pct, unsigned long min_events, const char *function,
            const struct strv *exclude, struct perf_verdict *v)
{
  memset (v, 0, sizeof *v);
  v->judged = true;
  sv_init (&v->plg_funcs);
  sv_init (&v->regressing);
  for (size_t i = 0; i < plg->n; i++)
    sv_add (&v->plg_funcs, plg->f[i].name);
  vanished (ctl, plg, v);
  double best = 0;
  for (size_t i = 0; i < plg->n; i++)
    {
      const struct perf_func *f = &plg->f[i];
      const struct perf_counts *c = perf_profile_find (ctl, f->name);
      if (!c || (function && strcmp (function, f->name) != 0)
          || listed (exclude, f->name))
        continue;
      double si, sm;
      bool r = over (c->insns, f->c.insns, v->vanished_insns, pct,
                     min_events, &si)
               | over (mem_of (c), mem_of (&f->c), v->vanished_mem, pct,
                       min_events, &sm);
      double score = si > sm ? si : sm;
      v->nregress += r;
      if (r)
        sv_add (&v->regressing, f->name);
      /* Rule 4: a regressing function over any other; then the score.  */
      if (v->function && (v->regresses > r
                          || (v->regresses == r && score <= best)))
        continue;
      free (v->function);
      v->function = xstrdup (f->name);
      v->ctl = *c;
      v->plg = f->c;
      v->regresses = r;
      best = score;
    }
}

/* "1,234,567" into B.  */
static void
add_count (struct sbuf *b, unsigned long long n)
{
  char digits[32];
  int len = snprintf (digits, sizeof digits, "%llu", n);
  for (int i = 0; i < len; i++)
    {
      sb_addn (b, digits + i, 1);
      if ((len - i - 1) % 3 == 0 && i + 1 < len)
        sb_add (b, ",");
    }
}

/* "2,696,000 WHAT against 252,000 (10.70x)" into B.  */
static void
describe_pair (struct sbuf *b, unsigned long long plg, unsigned long long ctl,
               const char *what)
{
  add_count (b, plg);
  sb_printf (b, " %s against ", what);
  add_count (b, ctl);
  if (ctl)
    sb_printf (b, " (%.2fx)", (double) plg / (double) ctl);
}

void
perf_describe (const struct perf_verdict *v, struct sbuf *b)
{
  if (!v->function)
    {
      sb_add (b, "no function executed in both builds");
      return;
    }
  sb_printf (b, "%s%s: ", v->regresses ? "" : "no function over the "
             "threshold; the worst, ", v->function);
  describe_pair (b, v->plg.insns, v->ctl.insns, "instructions");
  sb_add (b, ", ");
  describe_pair (b, mem_of (&v->plg), mem_of (&v->ctl), "memory accesses");
  if (v->vanished_insns)
    {
      sb_add (b, "; less ");
      add_count (b, v->vanished_insns);
      sb_add (b, " instructions of functions inlined in the plugin build");
    }
  if (v->nregress > 1)
    sb_printf (b, "; %zu functions over the threshold", v->nregress);
  if (v->layout.n)
    {
      char *names = sv_join (&v->layout, ", ");
      sb_printf (b, "; not judged, the same code in both builds (alignment "
                 "or layout): %s", names);
      free (names);
    }
}

void
perf_keys_set (struct jobj *o, const struct perf_verdict *v)
{
  if (!v->function)
    return;
  jo_set_str (o, "perf_function", v->function);
  jo_set_int (o, "perf_ctl_insns", (long long) v->ctl.insns);
  jo_set_int (o, "perf_ctl_loads", (long long) v->ctl.loads);
  jo_set_int (o, "perf_ctl_stores", (long long) v->ctl.stores);
  jo_set_int (o, "perf_plg_insns", (long long) v->plg.insns);
  jo_set_int (o, "perf_plg_loads", (long long) v->plg.loads);
  jo_set_int (o, "perf_plg_stores", (long long) v->plg.stores);
}

char *
perf_attribute (struct perf_verdict *v, const char *text, const char *file,
                const char *remarks)
{
  struct sbuf all;
  sb_init (&all);
  for (size_t i = 0; i < v->regressing.n; i++)
    {
      char *r = remarks_in_function (text, file, remarks, v->regressing.v[i],
                                     &v->plg_funcs);
      char *kinds = remark_kinds_of (r);
      sb_printf (&all, "%s%s:%s", all.len ? ";" : "", v->regressing.v[i],
                 kinds);
      free (kinds);
      free (r);
    }
  free (v->all_kinds);
  v->all_kinds = all.s;
  return remarks_in_function (text, file, remarks,
                              v->function ? v->function : "",
                              &v->plg_funcs);
}

void
perf_record (struct jobj *o, const struct perf_verdict *v,
             const char *func_remarks)
{
  perf_keys_set (o, v);
  char *kinds = remark_kinds_of (func_remarks ? func_remarks : "");
  jo_set_str (o, "perf_kinds", kinds);
  free (kinds);
  if (v->all_kinds && v->regressing.n > 1)
    jo_set_str (o, "perf_all", v->all_kinds);
}

void
perf_case_keys (struct jobj *o, const struct vconfig *cfg)
{
  jo_set_str (o, "perf", "on");
  jo_set_num (o, "perf_threshold", cfg->perf_threshold_pct);
  jo_set_int (o, "perf_min_events", (long long) cfg->perf_min_events);
}

char *
perf_bucket (const char *func_remarks)
{
  unsigned long counts[REMARK_KINDS_MAX] = { 0 };
  remark_count (func_remarks, counts);
  struct sbuf b;
  sb_init (&b);
  sb_add (&b, "perf:");
  for (size_t k = 0; k < remark_kinds (); k++)
    if (counts[k])
      sb_printf (&b, "%s%s", b.len > 5 ? "," : " ", remark_kind_name (k));
  if (b.len == 5)
    sb_add (&b, " no memopt remark in the function");
  return b.s;
}

/* "N instructions, N loads, N stores" of C into B.  */
static void
describe_counts (struct sbuf *b, const struct perf_counts *c)
{
  add_count (b, c->insns);
  sb_add (b, " instructions, ");
  add_count (b, c->loads);
  sb_add (b, " loads, ");
  add_count (b, c->stores);
  sb_add (b, " stores\n");
}

void
perf_report (const struct perf_verdict *v, const char *target,
             const char *level, const struct vconfig *cfg,
             const char *func_remarks, struct sbuf *b)
{
  sb_printf (b, "%s: %s -%s, function %s\n",
             v->regresses ? "perf-regression" : "no perf-regression",
             target, level, v->function ? v->function : "(none)");
  sb_printf (b, "control (-%s, no plugin): ", level);
  describe_counts (b, &v->ctl);
  sb_printf (b, "plugin build (-%s):      ", level);
  describe_counts (b, &v->plg);
  sb_add (b, "verdict: ");
  perf_describe (v, b);
  if (v->all_kinds && v->regressing.n > 1)
    sb_printf (b, "\nover the threshold, with the remark kinds in each: %s",
               v->all_kinds);
  sb_printf (b, "\nthreshold: more than %g %% and at least %lu events more, "
             "in instructions or in memory accesses (loads + stores)\n",
             cfg->perf_threshold_pct, cfg->perf_min_events);
  sb_printf (b, "transformations in %s (the remarks on its lines, and on "
             "those of the functions inlined into it):\n%s",
             v->function ? v->function : "(none)",
             func_remarks && *func_remarks ? func_remarks : "(none)\n");
}

/* The same rule in awk, for interesting.sh (rules 1-3 for function F;
   ARGV[1] is the control's funcs file, ARGV[2] the plugin build's).  */
const char perf_judge_awk[] =
  "{ s = FILENAME == ARGV[1] ? 1 : 2; n = $4; i = index(n, \".\")\n"
  "  if (i > 1) n = substr(n, 1, i - 1)\n"
  "  if (n == \"?\") next\n"
  "  I[s, n] += $1; M[s, n] += $2 + $3; seen[n] = 1 }\n"
  "END { for (n in seen) if ((1, n) in I && !((2, n) in I)) {\n"
  "    vi += I[1, n]; vm += M[1, n] }\n"
  "  if (!((1, F) in I) || !((2, F) in I)) {\n"
  "    print F \" is not in both builds\"; exit 1 }\n"
  "  ei = I[2, F] - I[1, F] - vi; em = M[2, F] - M[1, F] - vm\n"
  "  r = (ei > I[1, F] * PCT / 100 && ei >= MIN) || "
  "(em > M[1, F] * PCT / 100 && em >= MIN)\n"
  "  printf \"%s: %.0f instructions against %.0f, %.0f memory accesses "
  "against %.0f\\n\", F, I[2, F], I[1, F], M[2, F], M[1, F]\n"
  "  exit !r }\n";

/* Rule 5 (perf_check): a function's code without the layout, from
   objdump -d --no-show-raw-insn --no-addresses; x86-64 comments start
   with "# ", AArch64's with "//", AArch64's immediates with '#'.  */
const char perf_code_awk[] =
  "/^<[^>]*>:$/ { n = substr($0, 2, length($0) - 3); i = index(n, \".\")\n"
  "  if (i > 1) n = substr(n, 1, i - 1)\n"
  "  take = n == F; next }\n"
  "take && /^\t/ { l = $0; sub(/([ \t]+# |[ \t]*\\/\\/).*$/, \"\", l)\n"
  "  gsub(/<[^>]*>/, \"\", l); gsub(/0x[0-9a-f]+/, \"N\", l)\n"
  "  while (match(l, /[#$ ,\t(\\[]-?[0-9]+/))\n"
  "    l = substr(l, 1, RSTART) \"N\" substr(l, RSTART + RLENGTH)\n"
  "  split(l, w, /[ \t]+/); m = w[2]\n"
  "  if (m ~ /nop/ || m == \"data16\" || m == \"cs\" || l ~ /xchg +%ax,%ax/) next\n"
  "  print l }\n";

/* ---- counted runs ----------------------------------------------------- */

double
perf_run_limit (const struct vconfig *cfg)
{
  /* QEMU with a callback per memory access: several times slower than
     the native run, twice the emulated one.  */
  return cfg->run_timeout_s * 10;
}

bool
perf_count (const struct vconfig *cfg, const struct target *t,
            const char *dir, const char *exe, const char *tag,
            struct outcome *o, struct perf_profile *p)
{
  memset (o, 0, sizeof *o);
  memset (p, 0, sizeof *p);
  char *from = xasprintf ("%s/%s", dir, exe);
  char *cnt = xasprintf ("%s/cnt", dir);
  bool ok = copy_file (from, cnt) == 0 && chmod (cnt, 0755) == 0;
  free (from);
  char *funcs = xasprintf ("%s.funcs", tag);
  char *log = xasprintf ("%s.log", tag);
  if (ok)
    {
      struct strv a;
      sv_init (&a);
      sv_add (&a, t->emulated ? cfg->qemu : cfg->qemu_x86_64);
      if (t->emulated)
        {
          sv_add (&a, "-L");
          sv_add (&a, cfg->qemu_ld_prefix);
        }
      sv_add (&a, "-plugin");
      sv_addf (&a, "%s,funcs=%s", cfg->count_plugin, funcs);
      sv_add (&a, "-d");
      sv_add (&a, "plugin");
      sv_add (&a, "-D");
      sv_add (&a, log);
      sv_add (&a, "./cnt");
      run_program (a.v, dir, tag, perf_run_limit (cfg), o);
      sv_free (&a);
      char *path = xasprintf ("%s/%s", dir, funcs);
      char *text = read_file (path, NULL);
      ok = !o->run_timed_out && text && perf_profile_parse (text, p)
           && p->total.insns > 0;
      free (text);
      free (path);
    }
  unlink (cnt);
  free (cnt);
  free (funcs);
  free (log);
  return ok;
}

/* The control at LEVEL when it is not built yet: T-ctl-LEVEL in DIR.
   Returns its name, or NULL when it does not compile.  */
static char *
build_level_control (const struct vconfig *cfg, const struct target *t,
                     const char *dir, const char *level)
{
  char *exe = xasprintf ("%s-ctl-%s", t->name, level);
  char *err = xasprintf ("%s/%s.err", dir, exe);
  struct strv a;
  sv_init (&a);
  build_cc_argv (&a, t, cfg->csmith_inc, level, false, &cfg->plugin_args,
                 -1, "prog.c", exe);
  bool ok = compile_exe (cfg, a.v, dir, exe, err, NULL);
  sv_free (&a);
  free (err);
  if (!ok)
    {
      free (exe);
      return NULL;
    }
  return exe;
}

/* The code of function NAME in DIR/EXE without its layout (perf_code_awk
   over objdump's disassembly, made once per executable as DIR/EXE.dis):
   a string to free, or NULL when it cannot be had.  */
static char *
function_code (const struct target *t, const char *dir, const char *exe,
               const char *name)
{
  char *dis = xasprintf ("%s/%s.dis", dir, exe);
  char *path = xasprintf ("%s/%s", dir, exe);
  struct limits l = { .timeout_s = 60, .fsize_mb = 512 };
  if (!file_exists (dis))
    {
      char *argv[] = { t->objdump, "-d", "--no-show-raw-insn",
                       "--no-addresses", path, NULL };
      run_cmd (argv, NULL, dis, NULL, &l);
    }
  char *code = xasprintf ("%s/%s.%s.code", dir, exe, name);
  char *f = xasprintf ("F=%s", name);
  char *argv[] = { "awk", "-v", f, (char *) perf_code_awk, dis, NULL };
  struct runres r = run_cmd (argv, NULL, code, NULL, &l);
  char *text = r.status == 0 ? read_file (code, NULL) : NULL;
  unlink (code);
  free (code);
  free (f);
  free (path);
  free (dis);
  if (text && !*text)
    {
      free (text);
      text = NULL;
    }
  return text;
}

/* Rule 5: judge PC against PP into V, leaving out the functions over the
   threshold whose code is the same in CTL and PLG (in DIR) but for the
   layout: what they execute more is alignment padding (a nop before a
   loop head, executed as the loop is entered, moves with the code
   before it), not the plugin's doing.  */
static void
judge_code (const struct vconfig *cfg, const struct target *t,
            const char *dir, const char *ctl, const char *plg,
            const struct perf_profile *pc, const struct perf_profile *pp,
            struct perf_verdict *v)
{
  perf_judge (pc, pp, cfg->perf_threshold_pct, cfg->perf_min_events,
              cfg->perf_function, NULL, v);
  struct strv layout;
  sv_init (&layout);
  for (size_t i = 0; i < v->regressing.n; i++)
    {
      char *a = function_code (t, dir, ctl, v->regressing.v[i]);
      char *b = function_code (t, dir, plg, v->regressing.v[i]);
      if (a && b && strcmp (a, b) == 0)
        sv_add (&layout, v->regressing.v[i]);
      free (a);
      free (b);
    }
  if (layout.n)
    {
      perf_verdict_free (v);
      perf_judge (pc, pp, cfg->perf_threshold_pct, cfg->perf_min_events,
                  cfg->perf_function, &layout, v);
    }
  sv_free (&v->layout);
  v->layout = layout;
}

/* The counted run of EXE (tag T-LEVEL-SIDE), which must give REF_OUTPUT;
   false with the reason in DETAIL.  */
static bool
counted (const struct vconfig *cfg, const struct target *t, const char *dir,
         const char *exe, const char *level, const char *side,
         const char *ref_output, struct perf_profile *p, bool *differs,
         struct sbuf *detail)
{
  char *tag = xasprintf ("%s-%s-%s", t->name, level, side);
  struct outcome o;
  bool ok = perf_count (cfg, t, dir, exe, tag, &o, p);
  *differs = false;
  const char *who = strcmp (side, "ctl") == 0 ? "control" : "plugin build";
  if (!ok)
    sb_printf (detail, "the %s's counted run %s", who,
               o.run_timed_out ? "timed out" : "gave no counts");
  else if (strcmp (o.output, ref_output) != 0)
    {
      *differs = true;
      ok = false;
      sb_printf (detail, "the %s's counted run differs from the reference",
                 who);
    }
  outcome_free (&o);
  free (tag);
  return ok;
}

enum vclass
perf_check (const struct vconfig *cfg, const struct target *t,
            const char *dir, const char *level, const char *ctl_exe,
            const char *plg_exe, const char *ref_output,
            struct perf_verdict *v, struct sbuf *detail)
{
  memset (v, 0, sizeof *v);
  char *ctl = ctl_exe ? xstrdup (ctl_exe)
                      : build_level_control (cfg, t, dir, level);
  if (!ctl)
    {
      sb_printf (detail, "control at -%s (no plugin) does not compile",
                 level);
      return VC_GCC_OR_UB;
    }
  struct perf_profile pc, pp;
  memset (&pp, 0, sizeof pp);
  struct sbuf why;
  sb_init (&why);
  bool differs;
  enum vclass c = VC_PASS;
  if (!counted (cfg, t, dir, ctl, level, "ctl", ref_output, &pc, &differs,
                &why))
    {
      if (differs)
        c = VC_GCC_OR_UB;
      sb_printf (detail, "%s at -%s%s", why.s, level,
                 differs ? "" : "; performance not judged");
    }
  else if (!counted (cfg, t, dir, plg_exe, level, "plg", ref_output, &pp,
                     &differs, &why))
    sb_printf (detail, "same output; %s; performance not judged", why.s);
  else
    {
      judge_code (cfg, t, dir, ctl, plg_exe, &pc, &pp, v);
      c = v->regresses ? VC_PERF_REGRESSION : VC_PASS;
      sb_add (detail, v->regresses ? "" : "same output; ");
      perf_describe (v, detail);
    }
  perf_profile_free (&pc);
  perf_profile_free (&pp);
  sb_free (&why);
  free (ctl);
  return c;
}
