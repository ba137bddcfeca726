/* identity.c - the build identity of a campaign and of a case.

   A finding is only worth something when one can say which build found
   it.  The identity is a set of flat keys written into the journal's
   "campaign" header, into every case.json and into the report:

     memopt_version        the release (the file VERSION), the one
                           the plugin has too (gcc -v: "memopt: 0.1")
     memopt_commit         git describe of the checkout that built
                           memopt-verify (memgen's version too: it is
                           built from the same tree); information only
     plugin_sha256_<T>     sha256 of the plugin of target T (memopt.so
                           and memopt-passes.so beside it)
     cc_version_<T>        first line of `<compiler> --version` of T
     qemu_version          first line of `qemu-aarch64 --version`, when a
                           target runs under qemu
     host, date            where and when (UTC) the campaign started

   Example header (abridged):
     {"kind":"campaign", ..., "memopt_version":"0.1",
      "memopt_commit":"19a2604",
      "plugin_sha256_x86_64":"5f0c...", "cc_version_x86_64":
      "gcc-12 (Debian 12.2.0-14+deb12u1) 12.2.0", "host":"ci-3",
      "date":"2026-11-25T06:10:17Z"}

   The build keys (the plugin hashes, the compiler and qemu versions) are
   what --resume compares (the plugin holds the release, not the commit,
   so a rebuild from another commit with the same sources hashes the
   same): a campaign continued with another plugin build
   would mix two builds' verdicts under one name, so `run --resume`
   refuses it unless --force is given.  repro and bisect rebuild a case
   with the current plugin and warn when its hash is not the one the case
   recorded.  */

#define _GNU_SOURCE
#include "verify.h"
#include "version.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef MEMOPT_RELEASE
#error "build with -DMEMOPT_RELEASE (the Makefile passes VERSION)"
#endif

const char *
memopt_version (void)
{
  return MEMOPT_RELEASE;
}

const char *
memopt_commit (void)
{
  return MEMOPT_COMMIT;
}

/* The sha256 of PATH as 64 hex digits, or "(unreadable)".  For a
   plugin, memopt.so is a small loader and the passes are in
   memopt-passes.so beside it: the hash is that of both, concatenated
   (`cat memopt.so memopt-passes.so | sha256sum`).  */
char *
file_sha256 (const char *path)
{
  const char *slash = strrchr (path, '/');
  char *passes = xasprintf ("%.*smemopt-passes.so",
                            slash ? (int) (slash - path + 1) : 0, path);
  char *argv[] = { "sh", "-c", "cat \"$0\" ${1:+\"$1\"} | sha256sum",
                   (char *) path, file_exists (passes) ? passes : NULL,
                   NULL };
  char *line = first_line_of (argv);
  free (passes);
  if (!line || strlen (line) < 64)
    {
      free (line);
      return xstrdup ("(unreadable)");
    }
  line[64] = 0;
  return line;
}

static void
set_version_of (struct jobj *o, const char *key, const char *prog)
{
  char *argv[] = { (char *) prog, "--version", NULL };
  char *v = first_line_of (argv);
  jo_set_str (o, key, v ? v : "(unknown)");
  free (v);
}

/* "host" and "date" (UTC, ISO 8601) of now, into O.  */
static void
set_host_date (struct jobj *o)
{
  char host[256] = "";
  gethostname (host, sizeof host - 1);
  jo_set_str (o, "host", host);
  char date[32];
  time_t now = time (NULL);
  strftime (date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime (&now));
  jo_set_str (o, "date", date);
}

/* Key NAME_<target> into BUF.  */
static const char *
target_key (char *buf, size_t size, const char *name, const char *target)
{
  snprintf (buf, size, "%s_%s", name, target);
  return buf;
}

void
identity_set (struct jobj *o, const struct vconfig *cfg)
{
  char key[64];
  jo_set_str (o, "memopt_version", memopt_version ());
  jo_set_str (o, "memopt_commit", memopt_commit ());
  bool emulated = false;
  for (size_t i = 0; i < cfg->ntargets; i++)
    {
      const struct target *t = &cfg->targets[i];
      char *h = file_sha256 (t->plugin);
      jo_set_str (o, target_key (key, sizeof key, "plugin_sha256", t->name),
                  h);
      free (h);
      set_version_of (o, target_key (key, sizeof key, "cc_version", t->name),
                      t->cc);
      emulated |= t->emulated;
    }
  if (emulated && cfg->qemu)
    set_version_of (o, "qemu_version", cfg->qemu);
  set_host_date (o);
}

/* The build keys of identity_set for CFG's targets, in WANT (names).  */
static void
build_keys (const struct vconfig *cfg, struct strv *want)
{
  char key[64];
  for (size_t i = 0; i < cfg->ntargets; i++)
    {
      const char *t = cfg->targets[i].name;
      sv_add (want, target_key (key, sizeof key, "plugin_sha256", t));
      sv_add (want, target_key (key, sizeof key, "cc_version", t));
      if (cfg->targets[i].emulated)
        sv_add (want, "qemu_version");
    }
}

bool
identity_same_build (const struct jobj *recorded, const struct jobj *now,
                     const struct vconfig *cfg, struct sbuf *why)
{
  struct strv keys;
  sv_init (&keys);
  build_keys (cfg, &keys);
  bool same = true;
  for (size_t k = 0; k < keys.n; k++)
    {
      const char *x = jo_get (recorded, keys.v[k]);
      const char *y = jo_get (now, keys.v[k]);
      if (x && y && strcmp (x, y) == 0)
        continue;
      sb_printf (why, "%s  %s: campaign '%s', now '%s'", same ? "" : "\n",
                 keys.v[k], x ? x : "(not recorded)", y ? y : "");
      same = false;
    }
  sv_free (&keys);
  return same;
}

void
identity_warn_case (const char *dir, const struct jobj *meta,
                    const struct target *t)
{
  const char *made = jo_get (meta, "plugin_sha256");
  char *now = file_sha256 (t->plugin);
  if (!made)
    msg ("%s: the case records no plugin hash (made by an older "
         "memopt-verify); rebuilding with %s (sha256 %.12s)", dir, t->plugin,
         now);
  else if (strcmp (made, now) != 0)
    msg ("warning: %s was made with plugin sha256 %.12s (memopt %s, "
         "commit %s); the current plugin %s is %.12s (memopt %s, commit "
         "%s): a different build may not show the same failure", dir, made,
         jo_get (meta, "memopt_version") ? jo_get (meta, "memopt_version")
                                         : "?",
         jo_get (meta, "memopt_commit") ? jo_get (meta, "memopt_commit")
                                        : "?",
         t->plugin, now, memopt_version (), memopt_commit ());
  free (now);
}

void
identity_set_case (struct jobj *meta, const struct vconfig *cfg,
                   const struct target *t)
{
  jo_set_str (meta, "memopt_version", memopt_version ());
  jo_set_str (meta, "memopt_commit", memopt_commit ());
  char *h = file_sha256 (t->plugin);
  jo_set_str (meta, "plugin_sha256", h);
  free (h);
  set_version_of (meta, "cc_version", t->cc);
  if (t->emulated && cfg->qemu)
    set_version_of (meta, "qemu_version", cfg->qemu);
  else
    jo_del (meta, "qemu_version");
  set_host_date (meta);
}
