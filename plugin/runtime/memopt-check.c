/* memopt-check.c - the run-time half of check mode
   (-fplugin-arg-memopt-check; plugin/gcc/check.cc emits the calls).

   Link it into a program built in check mode:
     gcc -O2 -fplugin=memopt -fplugin-arg-memopt-check x.c \
	 $(gcc -print-file-name=plugin)/memopt-check.o
   (from the build tree: build/<compiler>/memopt-check.o).

   Every transformation that assumed a value emits a call
     __memopt_check (actual, expected, id, what, abort_p)
   after the access it checks: ACTUAL is what memory holds, EXPECTED what
   memopt assumed it holds, both as their 64 bits.  When they differ:

     memopt-check: transformation 7 (memopt-lse load-replaced in f at
       x.c:3) assumed 0x2a, memory holds 0x2b

   then abort () (check=abort), or count and go on (check=report): every
   failing transformation is printed once, and a summary at exit gives
   how many checks failed and at how many transformations.

   The plugin declares the function const (it has no effect a correct
   program can see), so it must not touch the program's memory; it only
   writes to stderr and to its own counters.  Plain C, no dependency but
   libc; safe to call before main and from atexit handlers.  */

#include <stdio.h>
#include <stdlib.h>

#define MEMOPT_CHECK_SITES 256

static unsigned long long failures;
static const char *sites[MEMOPT_CHECK_SITES];
static unsigned long long site_ids[MEMOPT_CHECK_SITES];
static unsigned nsites, dropped;

static void
summary (void)
{
  fprintf (stderr, "memopt-check: %llu failed checks at %u transformations"
	   "%s\n", failures, nsites + dropped,
	   dropped ? " (some not listed)" : "");
}

/* True the first time transformation ID of WHAT fails.  */
static int
first_failure (unsigned long long id, const char *what)
{
  for (unsigned i = 0; i < nsites; i++)
    if (site_ids[i] == id && sites[i] == what)
      return 0;
  if (nsites == MEMOPT_CHECK_SITES)
    {
      dropped++;
      return 0;
    }
  site_ids[nsites] = id;
  sites[nsites++] = what;
  return 1;
}

void __memopt_check (unsigned long long actual, unsigned long long expected,
		     unsigned long long id, const char *what, int abort_p);

void
__memopt_check (unsigned long long actual, unsigned long long expected,
		unsigned long long id, const char *what, int abort_p)
{
  if (__builtin_expect (actual == expected, 1))
    return;
  if (++failures == 1 && !abort_p)
    atexit (summary);
  if (abort_p || first_failure (id, what))
    fprintf (stderr, "memopt-check: transformation %llu (%s) assumed 0x%llx, "
	     "memory holds 0x%llx\n", id, what, expected, actual);
  if (abort_p)
    abort ();
}
