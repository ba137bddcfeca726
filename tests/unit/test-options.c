/* test-options.c - the plugin's arguments (options.c): defaults, errors,
   help.  */

#include "unit.h"

#include <stdio.h>
#include <string.h>

/* Checks: the defaults are memopt.h's MO_DEFAULT_* for every limit, and
   the passes are on.  */
static void
options_defaults (void)
{
  struct mo_options o;
  mo_options_default (&o);
  CHECK (o.lse && o.phi && o.dse && o.pairs && !o.disable && !o.verbose);
  CHECK_INT (o.max_transforms, -1);
  CHECK_INT (o.max_heap, MO_DEFAULT_MAX_HEAP);
  CHECK_INT (o.max_alias_queries, MO_DEFAULT_MAX_ALIAS_QUERIES);
  CHECK_INT (o.max_pair_scan, MO_DEFAULT_MAX_PAIR_SCAN);
  CHECK_INT (o.max_phi_blocks, MO_DEFAULT_MAX_PHI_BLOCKS);
  CHECK_INT (o.max_phi_preds, MO_DEFAULT_MAX_PHI_PREDS);
  CHECK_INT (o.max_phi_insts, MO_DEFAULT_MAX_PHI_INSTS);
  CHECK_INT (o.max_phi_call_walk, MO_DEFAULT_MAX_PHI_CALL_WALK);
  CHECK_INT (o.max_lse_loops, MO_DEFAULT_MAX_LSE_LOOPS);
  CHECK_INT (o.max_dse_walk, MO_DEFAULT_MAX_DSE_WALK);
  CHECK_INT (o.max_dse_merge_scan, MO_DEFAULT_MAX_DSE_MERGE_SCAN);
  CHECK_INT (o.max_dse_merge_stores, MO_DEFAULT_MAX_DSE_MERGE_STORES);
  CHECK_INT (o.max_promote_loops, MO_DEFAULT_MAX_PROMOTE_LOOPS);
  CHECK_INT (o.max_promote_blocks, MO_DEFAULT_MAX_PROMOTE_BLOCKS);
  CHECK_INT (o.max_promote_stmts, MO_DEFAULT_MAX_PROMOTE_STMTS);
  CHECK_INT (o.max_promote_candidates, MO_DEFAULT_MAX_PROMOTE_CANDIDATES);
  CHECK_INT (o.max_promote_locations, MO_DEFAULT_MAX_PROMOTE_LOCATIONS);
  CHECK_INT (o.max_promote_checks, MO_DEFAULT_MAX_PROMOTE_CHECKS);
  CHECK_INT (o.min_promote_iterations, MO_DEFAULT_MIN_PROMOTE_ITERATIONS);
  CHECK_INT (o.max_promote_step, MO_DEFAULT_MAX_PROMOTE_STEP);
  CHECK_INT (o.max_promote_step, MO_PROMOTE_MAX_STEP);
  CHECK_INT (o.max_hoist_constants, MO_DEFAULT_MAX_HOIST_CONSTANTS);
  CHECK_INT (o.max_hoist_live_walk, MO_DEFAULT_MAX_HOIST_LIVE_WALK);
  CHECK_INT (o.min_hoist_saving, MO_DEFAULT_MIN_HOIST_SAVING);
  CHECK_INT (o.phi_across_calls, MO_ACROSS_AUTO);
  CHECK_INT (o.check, MO_CHECK_OFF);
  CHECK_INT (o.break_kind, MO_BREAK_NONE);
}

/* Checks: numbers, switches and choices are parsed; a bare switch is on;
   "help" sets nothing.  */
static void
options_apply (void)
{
  struct mo_options o;
  mo_options_default (&o);
  CHECK (!mo_options_apply (&o, "max-dse-walk", "100"));
  CHECK_INT (o.max_dse_walk, 100);
  CHECK (!mo_options_apply (&o, "dse", "off"));
  CHECK (!o.dse);
  CHECK (!mo_options_apply (&o, "dse", NULL));
  CHECK (o.dse);
  CHECK (!mo_options_apply (&o, "check", NULL));
  CHECK_INT (o.check, MO_CHECK_ABORT);
  CHECK (!mo_options_apply (&o, "phi-across-calls", "no"));
  CHECK_INT (o.phi_across_calls, MO_ACROSS_NO);
  CHECK (!mo_options_apply (&o, "max-promote-checks", "6"));
  CHECK_INT (o.max_promote_checks, 6);
  CHECK (!mo_options_apply (&o, "min-promote-iterations", "1"));
  CHECK_INT (o.min_promote_iterations, 1);
  CHECK (!mo_options_apply (&o, "max-hoist-live-walk", "1000000"));
  CHECK_INT (o.max_hoist_live_walk, 1000000);
  CHECK (!mo_options_apply (&o, "max-promote-step", "1"));
  CHECK_INT (o.max_promote_step, 1);
  CHECK (!mo_options_apply (&o, "min-hoist-saving", "0"));
  CHECK_INT (o.min_hoist_saving, 0);
  struct mo_options before = o;
  CHECK (!mo_options_apply (&o, "help", NULL));
  CHECK (!memcmp (&before, &o, sizeof o));
}

/* Checks (negative): an unknown key fails naming it and every valid key;
   a number out of range or a bad switch fails naming the key.  */
static void
options_not_unknown_or_malformed (void)
{
  struct mo_options o;
  mo_options_default (&o);
  const char *m = mo_options_apply (&o, "max-transform", "3");
  CHECK (m && strstr (m, "'max-transform'"));
  CHECK (m && strstr (m, "max-transforms") && strstr (m, "max-dse-walk")
	 && strstr (m, "max-phi-insts") && strstr (m, "break"));
  m = mo_options_apply (&o, "max-dse-merge-stores", "65");
  CHECK (m && strstr (m, "max-dse-merge-stores") && strstr (m, "1 to 64"));
  m = mo_options_apply (&o, "lse", "maybe");
  CHECK (m && strstr (m, "'lse'"));
  /* The limits of memopt-promote and memopt-hoist-const: at least 1.  */
  static const char *const limits[] = {
    "max-promote-loops", "max-promote-blocks", "max-promote-stmts",
    "max-promote-candidates", "max-promote-locations",
    "max-promote-checks", "min-promote-iterations", "max-hoist-constants",
    "max-hoist-live-walk"
  };
  for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++)
    {
      m = mo_options_apply (&o, limits[k], "0");
      CHECK (m && strstr (m, limits[k]) && strstr (m, "1 to 1000000"));
      m = mo_options_apply (&o, limits[k], "4x");
      CHECK (m && strstr (m, limits[k]));
      m = mo_options_apply (&o, limits[k], NULL);
      CHECK (m && strstr (m, limits[k]));
    }
  /* max-promote-step: 1 to MO_PROMOTE_MAX_STEP (the default);
     min-hoist-saving: a percentage from 0.  */
  m = mo_options_apply (&o, "max-promote-step", "1048577");
  CHECK (m && strstr (m, "max-promote-step") && strstr (m, "1 to 1048576"));
  m = mo_options_apply (&o, "max-promote-step", "0");
  CHECK (m && strstr (m, "max-promote-step"));
  m = mo_options_apply (&o, "min-hoist-saving", "-1");
  CHECK (m && strstr (m, "min-hoist-saving") && strstr (m, "0 to 1000000"));
  m = mo_options_apply (&o, "min-hoist-saving", NULL);
  CHECK (m && strstr (m, "min-hoist-saving"));
  /* An unknown key names the new ones among the valid keys.  */
  m = mo_options_apply (&o, "max-promote-steps", "3");
  CHECK (m && strstr (m, "'max-promote-steps'")
	 && strstr (m, "max-promote-step,") && strstr (m, "min-hoist-saving"));
}

/* Checks: the help lists every key of mo_options_keys with its default
   (a limit's default is its MO_DEFAULT_* number).  */
static void
options_help_lists_every_key (void)
{
  static char buf[16384];
  const char *help = mo_options_help (buf, sizeof buf);
  char keys[2048];
  snprintf (keys, sizeof keys, "%s", mo_options_keys ());
  int n = 0;
  for (char *k = strtok (keys, ", "); k; k = strtok (NULL, ", "), n++)
    {
      char line[128];
      snprintf (line, sizeof line, "\n  %s", k);
      CHECK (strstr (help, line));
    }
  CHECK (n >= 23);
  CHECK (strstr (help, "max-dse-walk=N") && strstr (help, "default 512 "));
  CHECK (strstr (help, "max-phi-insts=N") && strstr (help, "default 4096 "));
  CHECK (strstr (help, "default auto "));
  CHECK (strstr (help, "\n  max-promote-step=N         default 1048576 "));
  CHECK (strstr (help, "\n  min-hoist-saving=N         default 100  "));
  /* A choice's whole list, not cut at a fixed width (break= lost
     "narrow-reg|promote-range" to a 64-byte buffer).  */
  CHECK (strstr (help, "\n  break=none|alias|value|dse-call|phi-offset|"
                 "part-order|narrow-reg|promote-range default none "));
}

const struct unit_case unit_options_cases[] = {
  UNIT_CASE (options_defaults),
  UNIT_CASE (options_apply),
  UNIT_CASE (options_not_unknown_or_malformed),
  UNIT_CASE (options_help_lists_every_key),
  { NULL, NULL }
};
