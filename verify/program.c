/* program.c - one program on every target and level (a worker's job).

   Steps for program SEED, all in a private temporary directory:
     1. generate prog.c once (Csmith with the campaign's profile and
        --seed SEED, or the SEED-th file of --generator files:DIR);
     2. per target: build and run the reference (-O0) and the control
        (-O2) once, then the plugin build at every level asked, reusing the
        reference's output for all of them;
     3. classify each (target, level) (classify.c) and take the most
        interesting class as the program's; with --perf, a (target,
        level) that passed is counted against the control at its level
        (perf.c: perf-regression, its function's remarks by srcfuncs.c);
     4. unless it passed, keep the directory as CASES/<seed>/ with a
        case.json that reduce, bisect and repro understand (a
        perf-regression also with its counts, perf.txt and its
        interesting.sh).
   Builds are compiled with relative file names inside the directory, so
   remarks and outputs do not depend on where the campaign runs.  */

#define _GNU_SOURCE
#include "verify.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const struct limits compile_limits_base = {
  .cpu_s = 300, .as_mb = 8192, .fsize_mb = 512, .nproc = 0,
};

void
outcome_free (struct outcome *o)
{
  free (o->output);
  free (o->check);
  o->output = NULL;
  o->check = NULL;
}

bool
compile_exe (const struct vconfig *cfg, char *const cc_argv[],
             const char *dir, const char *exe, const char *err_path,
             bool *timed_out)
{
  struct limits cl = compile_limits_base;
  cl.timeout_s = cfg->compile_timeout_s;
  char *exe_path = xasprintf ("%s/%s", dir, exe);
  unlink (exe_path);
  struct runres r = run_cmd (cc_argv, dir, NULL, err_path, &cl);
  if (timed_out)
    *timed_out = r.timed_out;
  bool ok = !r.timed_out && r.status == 0 && file_exists (exe_path);
  free (exe_path);
  return ok;
}

void
run_program (char *const argv[], const char *dir, const char *name,
             double cpu_s, struct outcome *o)
{
  /* The limit is on CPU time, so that a loaded machine (or a slow
     emulator start) does not turn a normal run into a timeout; the wall
     clock is a backstop for programs that sleep or block.  */
  struct limits rl = {
    .timeout_s = cpu_s * 3 + 5,
    .cpu_s = (unsigned long) (cpu_s + 0.999),
    .as_mb = 4096, .fsize_mb = 64, .nproc = 4096,
  };
  char *out_path = xasprintf ("%s/%s.stdout", dir, name);
  char *err_out = xasprintf ("%s/%s.stderr", dir, name);
  struct runres r = run_cmd (argv, dir, out_path, err_out, &rl);
  char *err_text = read_file (err_out, NULL);
  o->check = check_line_find (err_text);
  free (err_text);
  unlink (err_out);
  free (err_out);
  o->ran = true;
  o->run_timed_out = r.timed_out || r.cpu_exceeded;
  o->exit_status = r.status;
  o->run_s = r.cpu_s;
  char *text = read_file (out_path, NULL);
  unlink (out_path);
  free (out_path);
  struct sbuf b;
  sb_init (&b);
  sb_add (&b, text ? text : "");
  free (text);
  if (o->run_timed_out)
    sb_add (&b, "\ntimeout\n");
  else
    sb_printf (&b, "%sexit %d\n",
               b.len && b.s[b.len - 1] != '\n' ? "\n" : "", r.status);
  o->output = b.s;
}

void
build_and_run (const struct vconfig *cfg, const struct target *t,
               struct strv *cc_argv, const char *dir, const char *exe,
               const char *err_path, struct outcome *o)
{
  memset (o, 0, sizeof *o);
  o->compiled = compile_exe (cfg, cc_argv->v, dir, exe, err_path,
                             &o->compile_timed_out);
  if (!o->compiled)
    return;
  struct strv run;
  sv_init (&run);
  if (t->emulated)
    {
      sv_add (&run, cfg->qemu);
      sv_add (&run, "-L");
      sv_add (&run, cfg->qemu_ld_prefix);
    }
  sv_addf (&run, "./%s", exe);
  run_program (run.v, dir, exe, cfg->run_timeout_s, o);
  sv_free (&run);
}

/* Write TEXT to DIR/NAME.  */
static void
put (const char *dir, const char *name, const char *text)
{
  char *p = xasprintf ("%s/%s", dir, name);
  if (write_file (p, text, strlen (text), false) != 0)
    msg ("cannot write %s: %s", p, strerror (errno));
  free (p);
}

/* Step 1: prog.c in DIR.  Returns false when the generator failed.  */
static bool
generate (const struct vconfig *cfg, unsigned long seed, const char *dir,
          struct sbuf *why)
{
  char *src = xasprintf ("%s/prog.c", dir);
  bool ok;
  if (strcmp (config_gen_of (cfg, seed), "memgen") == 0)
    {
      char *argv[] = { cfg->memgen, "--seed", xasprintf ("%lu", seed), NULL };
      struct limits gl = { .timeout_s = cfg->gen_timeout_s, .as_mb = 4096,
                           .fsize_mb = 64 };
      char *err = xasprintf ("%s/memgen.err", dir);
      struct runres r = run_cmd (argv, dir, src, err, &gl);
      ok = !r.timed_out && r.status == 0 && file_exists (src);
      if (!ok)
        sb_printf (why, "memgen %s (status %d)",
                   r.timed_out ? "timed out" : "failed", r.status);
      free (err);
      free (argv[2]);
    }
  else if (cfg->gen_dir)
    {
      if (seed >= cfg->gen_files.n)
        {
          sb_printf (why, "no file number %lu in %s (%zu files)", seed,
                     cfg->gen_dir, cfg->gen_files.n);
          free (src);
          return false;
        }
      char *from = xasprintf ("%s/%s", cfg->gen_dir, cfg->gen_files.v[seed]);
      ok = copy_file (from, src) == 0;
      if (!ok)
        sb_printf (why, "cannot copy %s", from);
      free (from);
    }
  else
    {
      struct strv a;
      sv_init (&a);
      sv_add (&a, "csmith");
      sv_add (&a, "--seed");
      sv_addf (&a, "%lu", seed);
      sv_addv (&a, &cfg->csmith_opts);
      sv_add (&a, "-o");
      sv_add (&a, "prog.c");
      struct limits gl = { .timeout_s = cfg->gen_timeout_s, .as_mb = 4096,
                           .fsize_mb = 64 };
      char *err = xasprintf ("%s/csmith.err", dir);
      struct runres r = run_cmd (a.v, dir, NULL, err, &gl);
      ok = !r.timed_out && r.status == 0 && file_exists (src);
      if (!ok)
        sb_printf (why, "csmith %s (status %d)",
                   r.timed_out ? "timed out" : "failed", r.status);
      free (err);
      sv_free (&a);
    }
  free (src);
  return ok;
}

struct finding
{
  enum vclass cls;
  const struct target *t;
  const char *level;
  char *detail;
  char *bucket;
  char *expected, *actual;
  char *check;                  /* the failed check's line, or NULL */
  struct perf_verdict perf;     /* a perf-regression's verdict */
  char *perf_remarks;           /* ... and the remarks in its function */
};

/* Keep the finding of class C on T at LEVEL in F unless F has one as
   serious already; true when kept.  */
static bool
note_finding (struct finding *f, enum vclass c, const struct target *t,
              const char *level, const char *detail, const char *bucket,
              const char *expected, const char *actual, const char *check)
{
  if (f->t && c >= f->cls)
    return false;
  free (f->detail);
  free (f->bucket);
  free (f->expected);
  free (f->actual);
  free (f->check);
  perf_verdict_free (&f->perf);
  free (f->perf_remarks);
  f->perf_remarks = NULL;
  f->cls = c;
  f->t = t;
  f->level = level;
  f->detail = xasprintf ("%s %s: %s", t->name, level, detail);
  f->bucket = bucket ? xstrdup (bucket) : NULL;
  f->expected = xstrdup (expected ? expected : "");
  f->actual = xstrdup (actual ? actual : "");
  f->check = check ? xstrdup (check) : NULL;
  return true;
}

/* The bucket of a finding of class C: the ICE of a crash (from ERR, the
   compiler's stderr), the pass and kind of a failed check; else NULL.  */
static char *
finding_bucket (enum vclass c, const struct outcome *plg, const char *err)
{
  if (c == VC_CHECK_FAILURE)
    {
      struct check_report r;
      char *b = check_report_parse (plg->check, &r)
                  ? xasprintf ("%s %s", r.pass, r.kind) : NULL;
      check_report_free (&r);
      return b;
    }
  if (c != VC_PLUGIN_CRASH)
    return NULL;
  char *text = read_file (err, NULL);
  char *bucket = text ? ice_bucket (text, 3) : NULL;
  free (text);
  if (!bucket)
    bucket = xstrdup (plg->compile_timed_out ? "compile timeout"
                                             : "build failed, no ICE");
  return bucket;
}

/* Build prog.c in DIR for T at LEVEL (with the plugin when WITH_PLUGIN)
   as the executable T-SUFFIX, run it into O and keep its output as
   T-SUFFIX.out; returns the path of the compiler's stderr.  */
static char *
build_variant (const struct vconfig *cfg, const struct target *t,
               const char *dir, const char *level, bool with_plugin,
               const char *suffix, struct outcome *o)
{
  struct strv a;
  sv_init (&a);
  char *exe = xasprintf ("%s-%s", t->name, suffix);
  char *err = xasprintf ("%s/%s.err", dir, exe);
  build_cc_argv (&a, t, cfg->csmith_inc, level, with_plugin,
                 &cfg->plugin_args, -1, "prog.c", exe);
  build_and_run (cfg, t, &a, dir, exe, err, o);
  if (o->output)
    {
      char *name = xasprintf ("%s.out", exe);
      put (dir, name, o->output);
      free (name);
    }
  free (exe);
  sv_free (&a);
  return err;
}

/* --perf for level LVL of target T, whose plugin build passed: the
   verdict of perf_check into V and D (replacing classify's sentence);
   a regression's bucket ("perf: phi-lazy,load-replaced": the kinds of
   the remarks in its function) into *BUCKET and those remarks into
   *FUNC_REMARKS.  */
static enum vclass
level_perf (const struct vconfig *cfg, const struct target *t,
            const char *dir, const char *lvl, const struct outcome *ref,
            const char *remarks, struct perf_verdict *v, struct sbuf *d,
            char **bucket, char **func_remarks)
{
  d->len = 0;
  d->s[0] = 0;
  char *ctl = xasprintf ("%s-ctl", t->name);
  char *plg = xasprintf ("%s-%s", t->name, lvl);
  enum vclass c = perf_check (cfg, t, dir, lvl, strcmp (lvl, "O2") == 0
                              ? ctl : NULL, plg, ref->output, v, d);
  free (ctl);
  free (plg);
  if (c != VC_PERF_REGRESSION)
    return c;
  char *src = xasprintf ("%s/prog.c", dir);
  char *text = read_file (src, NULL);
  *func_remarks = perf_attribute (v, text ? text : "", "prog.c",
                                  remarks ? remarks : "");
  *bucket = perf_bucket (*func_remarks);
  free (text);
  free (src);
  return c;
}

/* Step 3 for level LVL of target T: the plugin build against the
   reference REF and control CTL (with --perf, also its counts against
   the control's at LVL); its verdict into VERDICTS, a finding into F,
   its remarks into FIRED.  Returns the level's class.  */
static enum vclass
run_level (const struct vconfig *cfg, const struct target *t, const char *dir,
           const char *lvl, const struct outcome *ref,
           const struct outcome *ctl, struct sbuf *verdicts,
           struct finding *f, unsigned long fired[REMARK_KINDS_MAX])
{
  struct outcome plg;
  char *err = build_variant (cfg, t, dir, lvl, true, lvl, &plg);
  char *remarks = read_file (err, NULL);
  remark_count (remarks, fired);
  struct sbuf d;
  sb_init (&d);
  enum vclass c = classify (ref, ctl, &plg, cfg->run_timeout_s, &d);
  struct perf_verdict pv;
  memset (&pv, 0, sizeof pv);
  char *bucket = NULL, *func_remarks = NULL;
  if (c == VC_PASS && cfg->perf)
    c = level_perf (cfg, t, dir, lvl, ref, remarks, &pv, &d, &bucket,
                    &func_remarks);
  else
    bucket = finding_bucket (c, &plg, err);
  sb_printf (verdicts, "%s%s:%s=%s", verdicts->len ? " " : "", t->name,
             lvl, vclass_name (c));
  if (c != VC_PASS
      && note_finding (f, c, t, lvl, d.s, bucket, ref->output, plg.output,
                       plg.check)
      && c == VC_PERF_REGRESSION)
    {
      f->perf = pv;
      memset (&pv, 0, sizeof pv);
      f->perf_remarks = func_remarks;
      func_remarks = NULL;
    }
  perf_verdict_free (&pv);
  free (func_remarks);
  free (bucket);
  free (remarks);
  sb_free (&d);
  outcome_free (&plg);
  free (err);
  return c;
}

/* Step 2 and 3 for target T; appends "T:LEVEL=class" items to VERDICTS
   and updates F.  Returns the class of the reference and control alone
   (gcc-or-ub also when, with --perf, the control at a level disagrees
   with the reference). */
static enum vclass
run_target (const struct vconfig *cfg, const struct target *t,
            const char *dir, struct sbuf *verdicts, struct finding *f,
            unsigned long fired[REMARK_KINDS_MAX])
{
  struct outcome ref, ctl;
  free (build_variant (cfg, t, dir, "O0", false, "ref", &ref));
  if (ref.compiled && !ref.run_timed_out)
    free (build_variant (cfg, t, dir, "O2", false, "ctl", &ctl));
  else
    memset (&ctl, 0, sizeof ctl);
  struct sbuf d;
  sb_init (&d);
  enum vclass base = classify (&ref, &ctl, NULL, cfg->run_timeout_s, &d);
  if (base != VC_PASS)
    {
      for (size_t i = 0; i < cfg->levels.n; i++)
        sb_printf (verdicts, "%s%s:%s=%s", verdicts->len ? " " : "",
                   t->name, cfg->levels.v[i], vclass_name (base));
      /* The reference's level names a timeout or a failed generation,
         the control's a disagreement.  */
      note_finding (f, base, t, base == VC_GCC_OR_UB ? "O2" : "O0", d.s,
                    NULL, ref.output, ctl.output, NULL);
    }
  else
    for (size_t i = 0; i < cfg->levels.n; i++)
      /* With --perf, a control at another level that disagrees with
         the reference is a disagreement of the program's too.  */
      if (run_level (cfg, t, dir, cfg->levels.v[i], &ref, &ctl, verdicts,
                     f, fired) == VC_GCC_OR_UB)
        base = VC_GCC_OR_UB;
  sb_free (&d);
  outcome_free (&ref);
  outcome_free (&ctl);
  return base;
}

/* Step 4 for a perf-regression F: its keys into the case's O (perf,
   the thresholds, the verdict, the kinds of the remarks in the
   function), the counts (control.funcs, plugin.funcs), perf.txt and
   interesting.sh (interesting.c: still regresses, no longer, cannot
   run).  */
static void
write_perf_case (const struct vconfig *cfg, const char *dir,
                 const struct finding *f, struct jobj *o)
{
  perf_case_keys (o, cfg);
  perf_record (o, &f->perf, f->perf_remarks);
  jo_set_str (o, "perf_report", "perf.txt");
  static const char *const sides[][2] = { { "ctl", "control.funcs" },
                                          { "plg", "plugin.funcs" } };
  for (int i = 0; i < 2; i++)
    {
      char *from = xasprintf ("%s/%s-%s-%s.funcs", dir, f->t->name,
                              f->level, sides[i][0]);
      char *to = xasprintf ("%s/%s", dir, sides[i][1]);
      copy_file (from, to);
      free (from);
      free (to);
    }
  struct sbuf b;
  sb_init (&b);
  perf_report (&f->perf, f->t->name, f->level, cfg, f->perf_remarks, &b);
  put (dir, "perf.txt", b.s);
  sb_free (&b);
  /* The test of this case alone: its target, level and function.  */
  struct vconfig one = *cfg;
  one.targets[0] = *f->t;
  one.ntargets = 1;
  sv_init (&one.levels);
  sv_add (&one.levels, f->level);
  one.perf_function = f->perf.function;
  char *script = interesting_script (&one, o, VC_PERF_REGRESSION,
                                     interesting_timeout (&one), false);
  char *p = xasprintf ("%s/interesting.sh", dir);
  write_file (p, script, strlen (script), false);
  chmod (p, 0755);
  free (p);
  free (script);
  sv_free (&one.levels);
}

/* Step 4: the case's description, read by reduce, bisect and repro.  */
static void
write_case_json (const struct vconfig *cfg, unsigned long seed,
                 const char *dir, const struct finding *f)
{
  struct jobj o;
  jo_init (&o);
  char *id = xasprintf ("seed-%lu", seed);
  jo_set_str (&o, "id", id);
  free (id);
  jo_set_str (&o, "class", vclass_name (f->cls));
  jo_set_int (&o, "seed", (long long) seed);
  /* A files:DIR campaign records DIR relative to the working directory
     (a case holds no path of this machine).  */
  char *gen = cfg->gen_dir ? rel_path (cfg->gen_dir)
                           : xstrdup (config_gen_of (cfg, seed));
  jo_set_str (&o, "generator", gen);
  free (gen);
  if (cfg->gen_dir && seed < cfg->gen_files.n)
    jo_set_str (&o, "generator_file", cfg->gen_files.v[seed]);
  jo_set_str (&o, "csmith_version", cfg->csmith_version);
  char *joined = sv_join (&cfg->csmith_opts, " ");
  jo_set_str (&o, "csmith_options", joined);
  free (joined);
  jo_set_str (&o, "source", "prog.c");
  jo_set_str (&o, "target", f->t->name);
  jo_set_str (&o, "cc", f->t->cc);
  identity_set_case (&o, cfg, f->t);
  jo_set_str (&o, "level", f->level);
  joined = sv_join (&cfg->plugin_args, ",");
  jo_set_str (&o, "plugin_args", joined);
  free (joined);
  char *cmd = case_command (cfg, f->t, f->level, "prog.c");
  jo_set_str (&o, "command", cmd);
  free (cmd);
  jo_set_str (&o, "detail", f->detail);
  if (f->bucket)
    jo_set_str (&o, "bucket", f->bucket);
  check_keys_set (&o, f->check);
  jo_set_str (&o, "expected", "expected.out");
  jo_set_str (&o, "actual", "actual.out");
  jo_set_str (&o, "remarks", "remarks.txt");
  put (dir, "expected.out", f->expected);
  put (dir, "actual.out", f->actual);
  char *errname = xasprintf ("%s/%s-%s.err", dir, f->t->name, f->level);
  char *errtext = read_file (errname, NULL);
  char *remarks = extract_remarks (errtext ? errtext : "");
  put (dir, "remarks.txt", remarks);
  free (remarks);
  free (errtext);
  free (errname);
  if (f->cls == VC_PERF_REGRESSION)
    write_perf_case (cfg, dir, f, &o);
  struct sbuf b;
  sb_init (&b);
  jo_emit (&o, &b);
  sb_add (&b, "\n");
  char *p = xasprintf ("%s/case.json", dir);
  write_file (p, b.s, b.len, true);
  free (p);
  sb_free (&b);
  jo_free (&o);
}

/* Move DIR to CASES/SEED (rename when on the same file system).  */
static void
keep_case (const struct vconfig *cfg, unsigned long seed, const char *dir)
{
  char *dest = xasprintf ("%s/%lu", cfg->cases_dir, seed);
  mkdir_p (cfg->cases_dir);
  rm_rf (dest);
  if (rename (dir, dest) != 0)
    {
      char *argv[] = { "cp", "-a", (char *) dir, dest, NULL };
      struct limits l = { .timeout_s = 60 };
      run_cmd (argv, NULL, NULL, NULL, &l);
    }
  /* Drop the executables; the sources and outputs are what matters.  */
  DIR *d = opendir (dest);
  if (d)
    {
      struct dirent *e;
      while ((e = readdir (d)))
        if (e->d_name[0] != '.' && !strchr (e->d_name, '.'))
          {
            char *p = xasprintf ("%s/%s", dest, e->d_name);
            unlink (p);
            free (p);
          }
      closedir (d);
    }
  free (dest);
}

enum vclass
process_program (const struct vconfig *cfg, unsigned long seed,
                 struct jobj *rec)
{
  double t0 = now_s ();
  double tool0 = proc_tool_seconds, cpu0 = proc_tool_cpu_seconds;
  char *dir = xasprintf ("%s/seed-%lu-XXXXXX", cfg->tmp_root, seed);
  if (!mkdtemp (dir))
    die ("mkdtemp %s: %s", dir, strerror (errno));
  struct finding f = { .cls = VC_PASS };
  struct sbuf verdicts, why;
  sb_init (&verdicts);
  sb_init (&why);

  jo_set_int (rec, "seed", (long long) seed);
  if (!generate (cfg, seed, dir, &why))
    {
      f.cls = VC_GENERATOR_FAILURE;
      f.detail = xstrdup (why.s);
    }
  double gen_s = now_s () - t0;
  /* A reference that runs out of time on one target would on the next
     (the program loops, or nearly): spend the time on other programs.  */
  unsigned long fired[REMARK_KINDS_MAX] = { 0 };
  const struct target *disagrees = NULL;   /* a target whose control
                                              disagrees with its reference */
  if (f.cls == VC_PASS)
    for (size_t i = 0; i < cfg->ntargets; i++)
      {
        enum vclass base = run_target (cfg, &cfg->targets[i], dir,
                                       &verdicts, &f, fired);
        if (base == VC_GCC_OR_UB && !disagrees)
          disagrees = &cfg->targets[i];
        if (base == VC_TIMEOUT)
          break;
      }
  if (program_class (f.cls, disagrees != NULL) != f.cls)
    {
      char *d = xasprintf ("%s; not claimed as a %s: %s's control build "
                           "disagrees with its reference (undefined "
                           "behaviour suspected)", f.detail,
                           vclass_name (f.cls), disagrees->name);
      free (f.detail);
      f.detail = d;
      f.cls = program_class (f.cls, true);
    }
  /* Coverage: the transformations of each kind over every plugin build
     of the program ("load-replaced=3,phi=1").  */
  struct sbuf fb;
  sb_init (&fb);
  for (size_t k = 0; k < remark_kinds (); k++)
    if (fired[k])
      sb_printf (&fb, "%s%s=%lu", fb.len ? "," : "", remark_kind_name (k),
                 fired[k]);
  jo_set_str (rec, "fired", fb.s);
  sb_free (&fb);

  jo_set_str (rec, "class", vclass_name (f.cls));
  if (f.t)
    {
      jo_set_str (rec, "target", f.t->name);
      jo_set_str (rec, "level", f.level);
    }
  jo_set_str (rec, "detail", f.detail ? f.detail : "same output");
  if (f.bucket)
    jo_set_str (rec, "bucket", f.bucket);
  check_keys_set (rec, f.check);
  if (f.cls == VC_PERF_REGRESSION)
    perf_record (rec, &f.perf, f.perf_remarks);
  jo_set_str (rec, "verdicts", verdicts.s);
  if (f.cls != VC_PASS)
    {
      if (f.t)
        write_case_json (cfg, seed, dir, &f);
      keep_case (cfg, seed, dir);
      char *p = xasprintf ("cases/%lu", seed);
      jo_set_str (rec, "case", p);
      free (p);
    }
  else
    rm_rf (dir);
  jo_set_num (rec, "gen_s", gen_s);
  jo_set_num (rec, "tool_s", proc_tool_seconds - tool0);
  jo_set_num (rec, "tool_cpu_s", proc_tool_cpu_seconds - cpu0);
  jo_set_num (rec, "wall_s", now_s () - t0);
  jo_set_num (rec, "finished", now_s ());
  enum vclass c = f.cls;
  free (f.detail);
  free (f.bucket);
  free (f.expected);
  free (f.actual);
  free (f.check);
  perf_verdict_free (&f.perf);
  free (f.perf_remarks);
  sb_free (&verdicts);
  sb_free (&why);
  free (dir);
  return c;
}
