/* remarks.c - memopt's remark kinds, from plugin/remarks.tsv.

   The plugin reports every transformation as an -fopt-info-optimized
   remark with a stable phrase; plugin/remarks.tsv is the one table of
   those phrases (KIND <TAB> PASS <TAB> extended regular expression
   <TAB> the plugin's columns, read here no further).
   The harness reads it to name the pass of a culprit transformation
   (bisect) and to count, per program, the transformations each kind
   fired (the campaign's coverage, in the journal and the report):

     prog.c:10:10: optimized: memopt: load of buf_0 replaced by a_5
       -> kind load-replaced, pass memopt-lse

   The table is found beside the executable's build directory
   (build/../plugin/remarks.tsv in a checkout) or where `make install`
   put it (PREFIX/share/memopt/remarks.tsv beside PREFIX/bin).  */

#define _GNU_SOURCE
#include "verify.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>

struct kinds
{
  size_t n;
  char *kind[REMARK_KINDS_MAX];
  char *pass[REMARK_KINDS_MAX];
  regex_t re[REMARK_KINDS_MAX];
};

static struct kinds table;
static bool loaded;

static char *
table_text (void)
{
  char *dir = exe_dir ();
  const char *const rel[] = { "../plugin/remarks.tsv",
                              "../share/memopt/remarks.tsv" };
  char *text = NULL;
  for (size_t i = 0; i < 2 && !text; i++)
    {
      char *path = xasprintf ("%s/%s", dir, rel[i]);
      text = read_file (path, NULL);
      free (path);
    }
  free (dir);
  return text;
}

static void
load (void)
{
  loaded = true;
  char *text = table_text ();
  char *save = NULL;
  for (char *line = text ? strtok_r (text, "\n", &save) : NULL;
       line && table.n < REMARK_KINDS_MAX; line = strtok_r (NULL, "\n", &save))
    {
      char *t1 = strchr (line, '\t');
      char *t2 = t1 ? strchr (t1 + 1, '\t') : NULL;
      if (line[0] == '#' || !t2)
        continue;
      /* KIND, PASS, REGEX; the columns after REGEX are the plugin's.  */
      char *t3 = strchr (t2 + 1, '\t');
      if (t3)
        *t3 = 0;
      if (regcomp (&table.re[table.n], t2 + 1, REG_EXTENDED | REG_NOSUB) != 0)
        continue;
      table.kind[table.n] = strndup (line, (size_t) (t1 - line));
      table.pass[table.n] = strndup (t1 + 1, (size_t) (t2 - t1 - 1));
      table.n++;
    }
  free (text);
}

size_t
remark_kinds (void)
{
  if (!loaded)
    load ();
  return table.n;
}

const char *
remark_kind_name (size_t k)
{
  return k < remark_kinds () ? table.kind[k] : "?";
}

const char *
remark_kind_pass (size_t k)
{
  return k < remark_kinds () ? table.pass[k] : "?";
}

int
remark_kind_of (const char *remark)
{
  for (size_t k = 0; k < remark_kinds (); k++)
    if (regexec (&table.re[k], remark, 0, NULL, 0) == 0)
      return (int) k;
  return -1;
}

void
remark_count (const char *text, unsigned long counts[REMARK_KINDS_MAX])
{
  for (const char *p = text ? strstr (text, "memopt: ") : NULL; p;
       p = strstr (p + 1, "memopt: "))
    {
      size_t len = strcspn (p, "\n");
      char *line = strndup (p, len);
      int k = remark_kind_of (line);
      if (k >= 0)
        counts[k]++;
      free (line);
    }
}
