/* count.c - a QEMU TCG plugin that counts what a guest program executes:
   instructions, memory loads and memory stores, for the whole run and,
   on request, per function.  The benchmarks' dynamic counts (make
   bench-pairs, make realworld) come from it, on both targets the same way
   (qemu-x86_64 for x86-64 too), so they do not depend on the machine's
   load.

   Usage: qemu-aarch64 -plugin build/bench/count.so[,funcs=FILE] \
            -d plugin -D LOG prog args
   (qemu-aarch64 -L /usr/aarch64-linux-gnu for AArch64 programs,
   qemu-x86_64 for x86-64 ones).  At exit LOG holds three lines:
       insns N
       loads N
       stores N
   With funcs=FILE, FILE also gets one line per function, "insns loads
   stores NAME", most instructions first; for tests/qemu/func-count-probe.c
   on x86-64:
       7000008 1000001 0 read_cells      (its ret is the one load)
       3000006 1 500000 write_cells
       101933 23933 10275 ?
       11 2 3 _start
       8 1 2 main
   NAME is the ELF symbol QEMU finds for the instruction
   (qemu_plugin_insn_symbol): qemu-user reads the .symtab of the program
   it loads.  Instructions without one go to the line "?": the dynamic
   loader (Debian's keeps no .symtab), the C library and the other shared
   libraries (the loader maps them, QEMU never sees their symbols), a
   stripped program.  Two static functions of one name share a line.  The
   lines add up to LOG's totals.  Any other plugin argument is an error.
   bench/qemu/func-compare.py compares two such files (GCC alone against
   GCC with memopt) function by function.

   How it counts: when QEMU translates a block, the block gets an inline
   "insns += number of its instructions" (no callback), and every
   instruction of it a memory callback that adds 1 to loads or to stores
   as qemu_plugin_mem_is_store says.  Per function (funcs=), the block's
   instructions are grouped by function: one more inline add per function
   the block touches (almost always one), and each instruction's memory
   callback gets that function's counters as its userdata.  The totals in
   LOG are the same with and without funcs=.  Not inline memory counters:
   in QEMU 7.2 their read/write filter is unreliable (measured with
   tests/qemu/count-test.sh's probes: an inline add registered for
   QEMU_PLUGIN_MEM_R ran on every store and on no load, one registered for
   QEMU_PLUGIN_MEM_W on every access), so this plugin's earlier inline
   version reported the stores as "loads" and all accesses as "stores".
   The callback makes a counted run about 1.7 times slower than with
   inline counters; the counts are exact.  funcs= adds a symbol lookup per
   translated instruction and an inline add per block: zlib's minigzip -9
   over 4.4 MB (1.05 G instructions) took 2.25 s without and 2.27 s with
   it on x86-64, 2.04 s and 2.09 s on AArch64 (CPU time, means of 17
   alternating runs on a loaded machine: within its noise).

   What a count means: a memory access is one guest access as QEMU splits
   it, so an AArch64 ldp is two loads (two registers), an x86-64 push is
   one store, `rep movsb` one load and one store per byte moved, and a
   read-modify-write operand (x86 `add [m], r`) one load and one store.
   That is the same for every build being compared, which is what the
   ratios need.  A block left early (a fault) would be over-counted; the
   programs measured exit normally.

   An x86-64 instruction that straddles a page boundary: QEMU 7.2 ends a
   block before such an instruction when it is not the block's first,
   but the plugin has been shown it already, so qemu_plugin_tb_n_insns
   counts it in that block and again as the first of the next: one
   instruction too many each time the block runs (a loop whose body
   spans a page boundary counted 6 instructions an iteration for 5,
   tests/qemu/count-test.sh).  The counts then depended on where the
   linker put the code: opus's ec_dec_icdf, the same bytes in two builds,
   counted 2,345,343 and 2,491,221 instructions for the same run.  The
   plugin cannot tell that instruction by its bytes (QEMU shows those it
   read before it stopped: up to the boundary, or only the opcode of a
   jmp whose displacement crosses it, 2 bytes before), but QEMU drops
   the code generated for it, an inline add on the instruction included:
   a block whose last instruction ends less than 15 bytes before a page
   boundary (may_end_in_phantom) counts with one inline add per
   instruction instead of one per block, and the phantom's add never
   runs (bc's bc_compare, the same bytes in two builds, counted 1.18
   times the instructions in the build whose tail jmp straddled:
   tests/qemu/page-straddle-imm-probe.S).  (AArch64's instructions are aligned and
   never straddle; its blocks that end at a page boundary count per
   instruction too, the same counts.)

   Threads: the counters are plain additions, not atomic, so the programs
   counted must be single-threaded (the benchmarks' counted runs are;
   realworld.sh leaves xz's threaded ones uncounted); a run with several
   threads may lose counts.  */

#define _POSIX_C_SOURCE 200809L	/* strdup */
#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu-plugin-api.h"

__attribute__ ((visibility ("default"))) int qemu_plugin_version = 1;

/* ------------------------------------------------------------ counters */
struct counts
{
  uint64_t insns, loads, stores;
};

/* The whole run: its instructions always; its loads and stores only
   without funcs= (then every access is counted here).  */
static struct counts whole_run;

/* One line of the funcs file.  Never freed or moved: translated code
   holds pointers to its counts.  */
struct func
{
  struct counts counts;
  struct func *next;	/* in its hash bucket */
  char *name;
};

#define FUNC_BUCKETS 16384
static struct func *func_buckets[FUNC_BUCKETS];
static size_t n_funcs;
static FILE *funcs_file;	/* funcs=FILE, or NULL: no per-function counts */
static const char *funcs_path;

static void
die_out_of_memory (void)
{
  fprintf (stderr, "count: out of memory\n");
  abort ();
}

static uint32_t
hash_name (const char *name)
{
  uint32_t h = 2166136261u;
  for (; *name; name++)
    h = (h ^ (unsigned char) *name) * 16777619u;
  return h;
}

/* The line of function NAME, created on first use.  */
static struct func *
func_named (const char *name)
{
  struct func **bucket = &func_buckets[hash_name (name) % FUNC_BUCKETS];
  for (struct func *f = *bucket; f; f = f->next)
    if (strcmp (f->name, name) == 0)
      return f;
  struct func *f = calloc (1, sizeof *f);
  if (!f || !(f->name = strdup (name)))
    die_out_of_memory ();
  f->next = *bucket;
  *bucket = f;
  n_funcs++;
  return f;
}

/* The function INSN belongs to ("?" when QEMU knows no symbol for it).
   Consecutive instructions mostly share a symbol, and QEMU returns the
   same string for it, so the last answer is kept.  */
static struct func *
func_of_insn (const struct qemu_plugin_insn *insn)
{
  static const char *last_symbol;
  static struct func *last_func;
  const char *symbol = qemu_plugin_insn_symbol (insn);
  if (!symbol)
    symbol = "?";
  if (symbol != last_symbol || !last_func)
    {
      last_func = func_named (symbol);
      last_symbol = symbol;
    }
  return last_func;
}

/* One memory access of a guest instruction; USERDATA is the struct counts
   it adds to.  */
static void
count_access (unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
	      void *userdata)
{
  struct counts *c = userdata;
  (void) vcpu;
  (void) vaddr;
  if (qemu_plugin_mem_is_store (info))
    c->stores++;
  else
    c->loads++;
}

/* ---------------------------------------------------------- translation */
/* The functions one block's instructions belong to, each with how many
   of them: one inline add per function.  */
#define MAX_SHARES 64
struct block_shares
{
  struct func *func[MAX_SHARES];
  uint64_t n_insns[MAX_SHARES];
  size_t n;
};

static void
register_shares (struct qemu_plugin_tb *tb, struct block_shares *s)
{
  for (size_t i = 0; i < s->n; i++)
    qemu_plugin_register_vcpu_tb_exec_inline (tb, QEMU_PLUGIN_INLINE_ADD_U64,
					      &s->func[i]->counts.insns,
					      s->n_insns[i]);
  s->n = 0;
}

/* One instruction of TB belongs to F.  */
static void
add_share (struct qemu_plugin_tb *tb, struct block_shares *s, struct func *f)
{
  for (size_t i = 0; i < s->n; i++)
    if (s->func[i] == f)
      {
	s->n_insns[i]++;
	return;
      }
  if (s->n == MAX_SHARES)
    register_shares (tb, s);
  s->func[s->n] = f;
  s->n_insns[s->n++] = 1;
}

/* The guest's page size (x86-64 and AArch64 user mode).  */
#define GUEST_PAGE 4096u

/* The most bytes an instruction takes (x86-64).  */
#define MAX_INSN_BYTES 15u

/* May the last instruction of block TB (N of them) be one the block
   never runs (the comment at the top)?  QEMU shows it with the bytes it
   read before it stopped: up to the page boundary when it read them one
   at a time (a prefix, an opcode), or fewer when it stopped at an
   operand it reads whole (jmp's 4-byte displacement: the one opcode
   byte, 2 bytes before the boundary).  The instruction it stands for
   crosses the boundary, so what it shows ends fewer than
   MAX_INSN_BYTES bytes before it; a block's last instruction that
   really ends there is counted per instruction too, the same counts.  */
static bool
may_end_in_phantom (struct qemu_plugin_tb *tb, size_t n)
{
  if (n < 2)
    return false;
  const struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn (tb, n - 1);
  uint64_t end = qemu_plugin_insn_vaddr (insn) + qemu_plugin_insn_size (insn);
  uint64_t left = (GUEST_PAGE - end % GUEST_PAGE) % GUEST_PAGE;
  return left < MAX_INSN_BYTES;
}

static void
tb_trans (qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
  size_t n = qemu_plugin_tb_n_insns (tb);
  struct block_shares shares = { .n = 0 };
  (void) id;
  bool per_insn = may_end_in_phantom (tb, n);
  if (!per_insn)
    qemu_plugin_register_vcpu_tb_exec_inline (tb, QEMU_PLUGIN_INLINE_ADD_U64,
					      &whole_run.insns, n);
  for (size_t i = 0; i < n; i++)
    {
      struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn (tb, i);
      struct counts *counts = &whole_run;
      if (per_insn)
	qemu_plugin_register_vcpu_insn_exec_inline
	  (insn, QEMU_PLUGIN_INLINE_ADD_U64, &whole_run.insns, 1);
      if (funcs_file)
	{
	  struct func *f = func_of_insn (insn);
	  if (per_insn)
	    qemu_plugin_register_vcpu_insn_exec_inline
	      (insn, QEMU_PLUGIN_INLINE_ADD_U64, &f->counts.insns, 1);
	  else
	    add_share (tb, &shares, f);
	  counts = &f->counts;
	}
      qemu_plugin_register_vcpu_mem_cb (insn, count_access,
					QEMU_PLUGIN_CB_NO_REGS,
					QEMU_PLUGIN_MEM_RW, counts);
    }
  register_shares (tb, &shares);
}

/* --------------------------------------------------------------- output */
static int
by_insns_then_name (const void *a, const void *b)
{
  const struct func *x = *(struct func *const *) a;
  const struct func *y = *(struct func *const *) b;
  if (x->counts.insns != y->counts.insns)
    return x->counts.insns < y->counts.insns ? 1 : -1;
  return strcmp (x->name, y->name);
}

/* Every function, most instructions first; NULL when out of memory.  */
static struct func **
sorted_funcs (void)
{
  struct func **list = malloc ((n_funcs + 1) * sizeof *list);
  size_t k = 0;
  if (!list)
    return NULL;
  for (size_t b = 0; b < FUNC_BUCKETS; b++)
    for (struct func *f = func_buckets[b]; f; f = f->next)
      list[k++] = f;
  qsort (list, k, sizeof *list, by_insns_then_name);
  return list;
}

/* The funcs file, and the per-function accesses added into WHOLE_RUN.  */
static void
write_funcs (void)
{
  struct func **list = sorted_funcs ();
  if (!list)
    die_out_of_memory ();
  for (size_t i = 0; i < n_funcs; i++)
    {
      const struct counts *c = &list[i]->counts;
      whole_run.loads += c->loads;
      whole_run.stores += c->stores;
      if (c->insns || c->loads || c->stores)
	fprintf (funcs_file, "%" PRIu64 " %" PRIu64 " %" PRIu64 " %s\n",
		 c->insns, c->loads, c->stores, list[i]->name);
    }
  free (list);
  if (fclose (funcs_file) != 0)
    perror (funcs_path);
  funcs_file = NULL;
}

static void
at_exit (qemu_plugin_id_t id, void *userdata)
{
  char buf[128];
  (void) id;
  (void) userdata;
  if (funcs_file)
    write_funcs ();
  snprintf (buf, sizeof buf,
	    "insns %" PRIu64 "\nloads %" PRIu64 "\nstores %" PRIu64 "\n",
	    whole_run.insns, whole_run.loads, whole_run.stores);
  qemu_plugin_outs (buf);
}

/* funcs=FILE, at most once; anything else is an error.  Returns 0 or -1.  */
static int
parse_arguments (int argc, char **argv)
{
  for (int i = 0; i < argc; i++)
    if (strncmp (argv[i], "funcs=", 6) == 0 && argv[i][6] && !funcs_file)
      {
	funcs_path = argv[i] + 6;
	if (!(funcs_file = fopen (funcs_path, "w")))
	  {
	    perror (funcs_path);
	    return -1;
	  }
      }
    else
      {
	fprintf (stderr, "count: unknown argument '%s' (it takes "
		 "funcs=FILE, once)\n", argv[i]);
	return -1;
      }
  return 0;
}

__attribute__ ((visibility ("default"))) int
qemu_plugin_install (qemu_plugin_id_t id, const qemu_info_t *info, int argc,
		     char **argv)
{
  (void) info;
  if (parse_arguments (argc, argv) != 0)
    return -1;
  qemu_plugin_register_vcpu_tb_trans_cb (id, tb_trans);
  qemu_plugin_register_atexit_cb (id, at_exit, NULL);
  return 0;
}
