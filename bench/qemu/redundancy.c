/* redundancy.c - a QEMU TCG plugin that measures dynamic memory
   redundancy: loads that read what the same function activation already
   read or wrote, stores that write the value already there (silent), and
   stores overwritten before anything read them (dead).  It is an upper
   bound on what a compiler could remove: a load counted here repeats a
   value at run time, which does not mean a compiler can prove it will.

   Usage: qemu-x86_64 -plugin build/bench/redundancy.so[,out=FILE] \
            -d plugin -D FILE prog args
   (or qemu-aarch64 -L /usr/aarch64-linux-gnu ...).  Without out=FILE the
   profile goes to the -D log as count.c's counts do.  Any other plugin
   argument is an error.  bench/redundancy-report.py turns profiles into
   tables with file:line and function; the format is at print_profile.

   Example: the guest code
       a = g;       // load g: first access in this activation
       b = g;       // load g: same activation, no call since, same
                    //   value -> "redundant"
       f ();        // a call: a new activation until f returns
       c = g;       // same activation, but a call in between (f did not
                    //   touch g) -> "redundant across a call"
       g = c;       // stores the value g holds -> "silent"
       g = 1;       // overwrites the store above, unread -> that store
       g = 2;       //   and this one's predecessor are "dead"
   counts, on the lines of b, c, g = c and the first two stores.

   The model, in numbered facts:
   1. A shadow map keyed by the exact start address of an access holds,
      for the last access there: its size, its value, whether it was a
      store (then nothing has read it since), the instruction that made
      it, its activation and its segment.  Accesses of another size or at
      another start address are different locations: a 4-byte load of the
      upper half of an 8-byte store is not matched (an undercount), and a
      partial overwrite is not seen (its value check catches most of it).
   2. Activations: a call pushes a fresh activation id, a return pops it
      (x86-64: call e8 and ff /2, ret c3 and c2, legacy and REX prefixes
      skipped; AArch64: bl, blr, blraa/ab(z), ret, retaa/ab).  A segment
      is a stretch of one activation with no call, return or system call:
      every one of those starts a new segment.  A tail call (a jump) stays
      in the caller's activation; longjmp and exceptions unbalance the
      stack (rare in the programs measured).  Threads have their own.
   3. Values: the memory callback runs after the access (QEMU 7.2 emits
      it after the load or store op), so the plugin reads the accessed
      bytes at the guest address: for a load they are the value loaded,
      for a store the value stored.  That needs guest addresses to be host
      addresses (guest_base 0), which is what Debian's qemu-user 7.2 does
      for 64-bit guests on an x86-64 host (measured: every translated
      instruction's bytes at its guest address equal the instruction's
      bytes; stored and loaded values read back at the callback equal the
      program's).  The first translated instruction is checked the same
      way; if its bytes differ the plugin stops with an error instead of
      guessing.  16-byte accesses are kept as a 64-bit hash of their bytes.
   4. A load is redundant when the location's last access has the same
      size and value and the same segment; redundant across a call when
      it has the same activation but another segment.  Any store, by
      anyone, replaces the last access, so a store in between (or in the
      callee) makes it neither.  A store is silent when the last access
      has the same size, value and segment; the last access's store is
      dead when it was a store of at most this size in the same segment.
   5. Stack: the guest stack is the mapping that holds the guest's first
      memory access (the entry code's read of argc or its call's push of
      the return address), read from /proc/self/maps at that moment:
      qemu-user maps it itself (8 MB, anonymous; for example
      0x4000001000-0x4000801000 on x86-64, near 0x5502022000 on AArch64),
      so a fixed "high address" rule would be wrong.  Accesses inside it
      count as "stack" (spills, reloads, locals); other threads' stacks
      count as "other".
   6. Every access is counted, the libraries' too; the report splits the
      program's own code from the libraries by mapping.
   7. Memory is bounded: the shadow map holds at most max-locations
      locations (plugin argument max-locations=N, default 2^25, about
      2.7 GB of cells).  When it is full it is emptied and counted as a
      flush (the "events" line): the history is forgotten, so the loads
      and stores right after a flush count as neither redundant, silent
      nor dead (an undercount), where an unbounded map would make the
      system kill the run (libpng's crasher-huge-chunks test stores
      6.4 G times: 24 GB of cells unbounded, 3.2 GB peak bounded).

   Cost: a hash lookup and a read of the guest bytes per access; measured
   with bench/redundancy.sh (the report gives the time against count.c).

   Debian's qemu-user 7.2 ships no qemu-plugin.h; the declarations of
   plugin API version 1 used here are in qemu-plugin-api.h.  */

#define _GNU_SOURCE
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu-plugin-api.h"

__attribute__ ((visibility ("default"))) int qemu_plugin_version = 1;

/* ------------------------------------------------------------ counters */
/* What is counted, per instruction (struct site) and per region.  */
enum count
{
  C_LOADS,
  C_STORES,
  C_REDUNDANT,		/* load: same segment, same value */
  C_REDUNDANT_CALL,	/* load: same activation, a call in between */
  C_SILENT,		/* store of the value already there */
  C_DEAD,		/* store overwritten before any read */
  C_STACK,		/* accesses to the guest stack */
  N_COUNTS
};
static const char *const count_names[N_COUNTS] = {
  "loads", "stores", "redundant", "redundant_call", "silent", "dead", "stack"
};

enum region { R_STACK, R_OTHER, N_REGIONS };
static const char *const region_names[N_REGIONS] = { "stack", "other" };

/* One guest instruction that accesses memory.  */
struct site
{
  uint64_t pc;
  uint32_t id;		/* its index: site_at (id) is this site */
  uint64_t count[N_COUNTS];
};

/* Per-region totals (C_STACK unused there).  */
static uint64_t totals[N_REGIONS][N_COUNTS];
static uint64_t insns, calls, returns, syscalls;

/* ------------------------------------------------------ the site table */
/* Sites live in fixed chunks, so a pointer or index to one stays valid
   while translation adds more (other threads may be reading them).  */
#define SITE_CHUNK 4096
#define SITE_CHUNKS 2048
static struct site *site_chunks[SITE_CHUNKS];
static uint32_t n_sites;

/* The site with index I.  */
static struct site *
site_at (uint32_t i)
{
  return &site_chunks[i / SITE_CHUNK][i % SITE_CHUNK];
}

/* pc -> site index + 1, open addressing; used at translation only.  */
static struct
{
  uint64_t *pcs;
  uint32_t *ids;
  uint64_t mask;
} site_index;

static uint64_t
hash64 (uint64_t x)
{
  return x * 0x9E3779B97F4A7C15ull;
}

static void
site_index_grow (void)
{
  uint64_t old_size = site_index.pcs ? site_index.mask + 1 : 0;
  uint64_t *old_pcs = site_index.pcs;
  uint32_t *old_ids = site_index.ids;
  uint64_t size = old_size ? 2 * old_size : 1 << 14;
  site_index.pcs = calloc (size, sizeof *site_index.pcs);
  site_index.ids = calloc (size, sizeof *site_index.ids);
  if (!site_index.pcs || !site_index.ids)
    {
      fprintf (stderr, "redundancy: out of memory\n");
      abort ();
    }
  site_index.mask = size - 1;
  for (uint64_t i = 0; i < old_size; i++)
    if (old_ids[i])
      {
	uint64_t j = hash64 (old_pcs[i]) >> 20 & site_index.mask;
	while (site_index.ids[j])
	  j = (j + 1) & site_index.mask;
	site_index.pcs[j] = old_pcs[i];
	site_index.ids[j] = old_ids[i];
      }
  free (old_pcs);
  free (old_ids);
}

/* The site of the instruction at PC, created on first use.  A block
   translated again (after a flush) keeps its instructions' sites.  */
static struct site *
site_for_pc (uint64_t pc)
{
  if (!site_index.pcs || 2 * (uint64_t) n_sites >= site_index.mask)
    site_index_grow ();
  uint64_t j = hash64 (pc) >> 20 & site_index.mask;
  while (site_index.ids[j])
    {
      if (site_index.pcs[j] == pc)
	return site_at (site_index.ids[j] - 1);
      j = (j + 1) & site_index.mask;
    }
  if (n_sites == SITE_CHUNK * SITE_CHUNKS)
    {
      fprintf (stderr, "redundancy: more than %d instructions access memory\n",
	       SITE_CHUNK * SITE_CHUNKS);
      abort ();
    }
  uint32_t id = n_sites;
  if (!site_chunks[id / SITE_CHUNK]
      && !(site_chunks[id / SITE_CHUNK] = calloc (SITE_CHUNK, sizeof (struct site))))
    {
      fprintf (stderr, "redundancy: out of memory\n");
      abort ();
    }
  struct site *s = site_at (id);
  s->pc = pc;
  s->id = id;
  site_index.pcs[j] = pc;
  site_index.ids[j] = id + 1;
  __atomic_store_n (&n_sites, id + 1, __ATOMIC_RELEASE);
  return s;
}

/* ------------------------------------------------------ the shadow map */
/* The last access to one location (fact 1).  Address 0 marks an empty
   cell: a guest never accesses page 0.  */
struct cell
{
  uint64_t addr;
  uint64_t value;
  uint32_t site;	/* index of the instruction that made it */
  uint32_t activation;
  uint32_t segment;
  uint8_t size;
  uint8_t unread_store;	/* it was a store; nothing read it since */
};

static struct
{
  struct cell *cells;
  uint64_t mask;
  uint64_t used;
  uint64_t flushes;	/* times it was full and emptied (fact 7) */
} shadow;

static uint64_t max_locations = UINT64_C (1) << 25;

static struct cell *
shadow_slot (struct cell *cells, uint64_t mask, uint64_t addr)
{
  uint64_t j = hash64 (addr) >> 16 & mask;
  while (cells[j].addr && cells[j].addr != addr)
    j = (j + 1) & mask;
  return &cells[j];
}

static void
shadow_grow (void)
{
  uint64_t old_size = shadow.cells ? shadow.mask + 1 : 0;
  uint64_t size = old_size ? 2 * old_size : 1 << 16;
  struct cell *cells = calloc (size, sizeof *cells);
  if (!cells)
    {
      fprintf (stderr, "redundancy: out of memory (shadow of %" PRIu64
	       " locations)\n", shadow.used);
      abort ();
    }
  for (uint64_t i = 0; i < old_size; i++)
    if (shadow.cells[i].addr)
      *shadow_slot (cells, size - 1, shadow.cells[i].addr) = shadow.cells[i];
  free (shadow.cells);
  shadow.cells = cells;
  shadow.mask = size - 1;
}

/* The map is full (fact 7): forget every location.  */
static void
shadow_flush (void)
{
  memset (shadow.cells, 0, (shadow.mask + 1) * sizeof *shadow.cells);
  shadow.used = 0;
  shadow.flushes++;
}

/* The cell of ADDR: its last access, or an empty cell (addr 0) that the
   caller fills in.  */
static struct cell *
shadow_lookup (uint64_t addr)
{
  if (shadow.cells && shadow.used + 1 > max_locations)
    shadow_flush ();
  if (!shadow.cells || 2 * (shadow.used + 1) > shadow.mask + 1)
    shadow_grow ();
  struct cell *c = shadow_slot (shadow.cells, shadow.mask, addr);
  if (!c->addr)
    shadow.used++;
  return c;
}

/* ------------------------------------------------- activations (fact 2) */
#define MAX_VCPUS 1024
#define MAX_DEPTH 65536

struct vcpu
{
  uint32_t activation;
  uint32_t segment;
  uint32_t depth;
  uint32_t stack[MAX_DEPTH];	/* callers' activations, a ring */
};

static struct vcpu *vcpus[MAX_VCPUS];
static uint32_t next_activation, next_segment;
static unsigned n_vcpu_inits;

static uint32_t
fresh_activation (void)
{
  return __atomic_add_fetch (&next_activation, 1, __ATOMIC_RELAXED);
}

static uint32_t
fresh_segment (void)
{
  return __atomic_add_fetch (&next_segment, 1, __ATOMIC_RELAXED);
}

static struct vcpu *
vcpu_state (unsigned int index)
{
  return vcpus[index % MAX_VCPUS];
}

/* A thread starts (or the program): a fresh activation, empty stack.  */
static void
vcpu_init (qemu_plugin_id_t id, unsigned int index)
{
  (void) id;
  struct vcpu **v = &vcpus[index % MAX_VCPUS];
  if (!*v && !(*v = calloc (1, sizeof **v)))
    {
      fprintf (stderr, "redundancy: out of memory\n");
      abort ();
    }
  (*v)->depth = 0;
  (*v)->activation = fresh_activation ();
  (*v)->segment = fresh_segment ();
  __atomic_add_fetch (&n_vcpu_inits, 1, __ATOMIC_SEQ_CST);
}

static void
on_call (unsigned int index, void *userdata)
{
  (void) userdata;
  struct vcpu *v = vcpu_state (index);
  v->stack[v->depth++ % MAX_DEPTH] = v->activation;
  v->activation = fresh_activation ();
  v->segment = fresh_segment ();
  __atomic_add_fetch (&calls, 1, __ATOMIC_RELAXED);
}

/* A return with nothing pushed (the first frame's, or after a longjmp
   unbalanced the stack) goes to an activation of its own.  */
static void
on_return (unsigned int index, void *userdata)
{
  (void) userdata;
  struct vcpu *v = vcpu_state (index);
  v->activation = v->depth ? v->stack[--v->depth % MAX_DEPTH]
			   : fresh_activation ();
  v->segment = fresh_segment ();
  __atomic_add_fetch (&returns, 1, __ATOMIC_RELAXED);
}

static void
on_syscall (qemu_plugin_id_t id, unsigned int index, int64_t num,
	    uint64_t a1, uint64_t a2, uint64_t a3, uint64_t a4,
	    uint64_t a5, uint64_t a6, uint64_t a7, uint64_t a8)
{
  (void) id, (void) num, (void) a1, (void) a2, (void) a3, (void) a4;
  (void) a5, (void) a6, (void) a7, (void) a8;
  vcpu_state (index)->segment = fresh_segment ();
  __atomic_add_fetch (&syscalls, 1, __ATOMIC_RELAXED);
}

/* -------------------------------------------- decoding calls and returns */
enum branch { B_OTHER, B_CALL, B_RETURN };

/* x86-64: call rel32 (e8), call r/m (ff /2), ret (c3), ret imm16 (c2),
   after any legacy prefixes (bnd, notrack, operand size ...) and a REX.  */
static bool
x86_legacy_prefix (uint8_t b)
{
  switch (b)
    {
    case 0x66: case 0x67: case 0xf2: case 0xf3: case 0xf0:
    case 0x2e: case 0x36: case 0x3e: case 0x26: case 0x64: case 0x65:
      return true;
    default:
      return false;
    }
}

static enum branch
x86_branch (const uint8_t *p, size_t n)
{
  size_t i = 0;
  while (i < n && x86_legacy_prefix (p[i]))
    i++;
  if (i < n && (p[i] & 0xf0) == 0x40)
    i++;
  if (i >= n)
    return B_OTHER;
  if (p[i] == 0xe8)
    return B_CALL;
  if (p[i] == 0xff && i + 1 < n && (p[i + 1] >> 3 & 7) == 2)
    return B_CALL;
  if (p[i] == 0xc3 || p[i] == 0xc2)
    return B_RETURN;
  return B_OTHER;
}

/* AArch64: bl, blr, blraa/blrab(z); ret, retaa/retab.  */
static enum branch
aarch64_branch (const uint8_t *p, size_t n)
{
  if (n != 4)
    return B_OTHER;
  uint32_t insn = (uint32_t) p[0] | (uint32_t) p[1] << 8
		  | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
  if ((insn & 0xFC000000) == 0x94000000	/* bl */
      || (insn & 0xFFFFFC1F) == 0xD63F0000	/* blr */
      || (insn & 0xFEFFF800) == 0xD63F0800)	/* blraa, blrab, ...z */
    return B_CALL;
  if ((insn & 0xFFFFFC1F) == 0xD65F0000	/* ret */
      || (insn & 0xFFFFFBFF) == 0xD65F0BFF)	/* retaa, retab */
    return B_RETURN;
  return B_OTHER;
}

static bool target_is_aarch64;

static enum branch
branch_kind (const struct qemu_plugin_insn *insn)
{
  const uint8_t *p = qemu_plugin_insn_data (insn);
  size_t n = qemu_plugin_insn_size (insn);
  return target_is_aarch64 ? aarch64_branch (p, n) : x86_branch (p, n);
}

/* ------------------------------------------ guest memory (facts 3 and 5) */
/* The mapping of the host (= guest) address ADDR from /proc/self/maps:
   true and its bounds when one holds it.  */
static bool
mapping_of (uint64_t addr, uint64_t *lo, uint64_t *hi, bool *anonymous)
{
  FILE *f = fopen ("/proc/self/maps", "r");
  char line[4096];
  bool found = false;
  if (!f)
    return false;
  while (!found && fgets (line, sizeof line, f))
    {
      uint64_t a, b;
      int path = 0;
      if (sscanf (line, "%" SCNx64 "-%" SCNx64 " %*s %*s %*s %*s %n",
		  &a, &b, &path) >= 2 && a <= addr && addr < b)
	{
	  *lo = a, *hi = b;
	  *anonymous = !path || line[path] == '\n' || line[path] == '\0';
	  found = true;
	}
    }
  fclose (f);
  return found;
}

/* Fact 3's check, on the first translated instruction.  */
static void
check_guest_base (const struct qemu_plugin_insn *insn)
{
  uint64_t pc = qemu_plugin_insn_vaddr (insn), lo, hi;
  bool anon;
  if (mapping_of (pc, &lo, &hi, &anon)
      && memcmp ((const void *) (uintptr_t) pc, qemu_plugin_insn_data (insn),
		 qemu_plugin_insn_size (insn)) == 0)
    return;
  fprintf (stderr, "redundancy: the guest's code is not at its guest address "
	   "in the host (guest_base is not 0), so values cannot be read; "
	   "this plugin needs a 64-bit guest on a 64-bit host\n");
  exit (2);
}

static uint64_t stack_lo, stack_hi;
static bool stack_known;

/* Fact 5: called with the guest's first memory access.  */
static void
find_stack (uint64_t vaddr)
{
  bool anon;
  if (mapping_of (vaddr, &stack_lo, &stack_hi, &anon) && anon)
    stack_known = true;
  else
    stack_lo = stack_hi = 0;
}

/* The bytes SIZE bytes at guest address VADDR hold now, as one number
   (a hash of them above 8 bytes).  */
static uint64_t
guest_value (uint64_t vaddr, unsigned size)
{
  const unsigned char *p = (const unsigned char *) (uintptr_t) vaddr;
  uint64_t v = 0, w;
  if (size <= 8)
    {
      memcpy (&v, p, size);
      return v;
    }
  for (unsigned i = 0; i < size; i += 8)
    {
      memcpy (&w, p + i, 8);
      v = hash64 (v ^ w) ^ (v >> 29);
    }
  return v;
}

/* ------------------------------------------------ classifying (fact 4) */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static bool first_access_seen;

static void
count (struct site *s, enum region r, enum count c)
{
  s->count[c]++;
  totals[r][c]++;
}

static void
classify_load (struct site *s, enum region r, const struct cell *c,
	       const struct vcpu *v, bool same)
{
  count (s, r, C_LOADS);
  if (same && c->segment == v->segment)
    count (s, r, C_REDUNDANT);
  else if (same && c->activation == v->activation)
    count (s, r, C_REDUNDANT_CALL);
}

static void
classify_store (struct site *s, enum region r, const struct cell *c,
		const struct vcpu *v, bool same, unsigned size)
{
  count (s, r, C_STORES);
  if (same && c->segment == v->segment)
    count (s, r, C_SILENT);
  if (c->addr && c->unread_store && c->segment == v->segment
      && c->size <= size)
    count (site_at (c->site), r, C_DEAD);
}

/* One memory access of a guest instruction (the site USERDATA).  */
static void
on_access (unsigned int index, qemu_plugin_meminfo_t info, uint64_t vaddr,
	   void *userdata)
{
  struct site *s = userdata;
  unsigned size = 1u << qemu_plugin_mem_size_shift (info);
  bool store = qemu_plugin_mem_is_store (info);
  uint64_t value = guest_value (vaddr, size);
  const struct vcpu *v = vcpu_state (index);
  bool threaded = __atomic_load_n (&n_vcpu_inits, __ATOMIC_RELAXED) > 1;

  if (threaded)
    pthread_mutex_lock (&lock);
  if (!first_access_seen)
    {
      first_access_seen = true;
      find_stack (vaddr);
    }
  enum region r = vaddr - stack_lo < stack_hi - stack_lo ? R_STACK : R_OTHER;
  struct cell *c = shadow_lookup (vaddr);
  bool same = c->addr && c->size == size && c->value == value;
  if (r == R_STACK)
    s->count[C_STACK]++;
  if (store)
    classify_store (s, r, c, v, same, size);
  else
    classify_load (s, r, c, v, same);
  *c = (struct cell) {
    .addr = vaddr, .value = value, .site = s->id,
    .activation = v->activation, .segment = v->segment,
    .size = (uint8_t) size, .unread_store = store
  };
  if (threaded)
    pthread_mutex_unlock (&lock);
}

/* -------------------------------------------------------- translation */
static bool first_block_seen;

static void
tb_trans (qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
  size_t n = qemu_plugin_tb_n_insns (tb);
  (void) id;
  qemu_plugin_register_vcpu_tb_exec_inline (tb, QEMU_PLUGIN_INLINE_ADD_U64,
					    &insns, n);
  for (size_t i = 0; i < n; i++)
    {
      struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn (tb, i);
      if (!first_block_seen)
	{
	  first_block_seen = true;
	  check_guest_base (insn);
	}
      struct site *s = site_for_pc (qemu_plugin_insn_vaddr (insn));
      qemu_plugin_register_vcpu_mem_cb (insn, on_access, QEMU_PLUGIN_CB_NO_REGS,
					QEMU_PLUGIN_MEM_RW, s);
      switch (branch_kind (insn))
	{
	case B_CALL:
	  qemu_plugin_register_vcpu_insn_exec_cb (insn, on_call,
						  QEMU_PLUGIN_CB_NO_REGS, NULL);
	  break;
	case B_RETURN:
	  qemu_plugin_register_vcpu_insn_exec_cb (insn, on_return,
						  QEMU_PLUGIN_CB_NO_REGS, NULL);
	  break;
	case B_OTHER:
	  break;
	}
    }
}

/* -------------------------------------------------------------- output */
static FILE *out_file;

/* Appends to the profile: the -D log, or out=FILE.  */
static void
emit (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

static void
emit (const char *fmt, ...)
{
  char buf[8192];
  va_list ap;
  va_start (ap, fmt);
  if (out_file)
    vfprintf (out_file, fmt, ap);
  else
    {
      vsnprintf (buf, sizeof buf, fmt, ap);
      qemu_plugin_outs (buf);
    }
  va_end (ap);
}

static int
by_pc (const void *a, const void *b)
{
  uint64_t x = (*(struct site *const *) a)->pc;
  uint64_t y = (*(struct site *const *) b)->pc;
  return x < y ? -1 : x > y;
}

/* The executed sites, sorted by pc; *N their number.  */
static struct site **
executed_sites (size_t *n)
{
  struct site **list = malloc ((n_sites + 1) * sizeof *list);
  *n = 0;
  for (uint32_t i = 0; list && i < n_sites; i++)
    if (site_at (i)->count[C_LOADS] || site_at (i)->count[C_STORES])
      list[(*n)++] = site_at (i);
  if (list)
    qsort (list, *n, sizeof *list, by_pc);
  return list;
}

/* "map START END OFFSET PATH" for every file mapping that holds an
   executed site: what the report needs to find each pc's file and its
   address in that file (PIE, shared libraries, both targets).  */
static void
print_mappings (struct site **list, size_t n)
{
  FILE *f = fopen ("/proc/self/maps", "r");
  char line[4096];
  size_t k = 0;
  if (!f)
    return;
  while (fgets (line, sizeof line, f))
    {
      uint64_t a, b, off;
      int path = 0;
      if (sscanf (line, "%" SCNx64 "-%" SCNx64 " %*s %" SCNx64 " %*s %*s %n",
		  &a, &b, &off, &path) < 3 || !path || line[path] != '/')
	continue;
      while (k < n && list[k]->pc < a)
	k++;
      if (k < n && list[k]->pc < b)
	{
	  line[strcspn (line, "\n")] = 0;
	  emit ("map 0x%" PRIx64 " 0x%" PRIx64 " 0x%" PRIx64 " %s\n",
		a, b, off, line + path);
	}
    }
  fclose (f);
}

/* The profile:
     insns N / loads N / stores N     as count.c writes them
     redundancy-profile 1
     target NAME
     stack 0xLO 0xHI                  the guest stack (0 0: not found)
     events calls N returns N syscalls N threads N flushes N
     region stack|other loads N stores N redundant N redundant_call N
            silent N dead N
     map 0xSTART 0xEND 0xOFFSET PATH
     site 0xPC loads stores redundant redundant_call silent dead stack  */
static void
print_profile (void)
{
  size_t n;
  struct site **list = executed_sites (&n);
  emit ("insns %" PRIu64 "\nloads %" PRIu64 "\nstores %" PRIu64 "\n", insns,
	totals[R_STACK][C_LOADS] + totals[R_OTHER][C_LOADS],
	totals[R_STACK][C_STORES] + totals[R_OTHER][C_STORES]);
  emit ("redundancy-profile 1\ntarget %s\n",
	target_is_aarch64 ? "aarch64" : "x86_64");
  emit ("stack 0x%" PRIx64 " 0x%" PRIx64 "\n", stack_lo, stack_hi);
  emit ("events calls %" PRIu64 " returns %" PRIu64 " syscalls %" PRIu64
	" threads %u flushes %" PRIu64 "\n", calls, returns, syscalls,
	n_vcpu_inits, shadow.flushes);
  for (int r = 0; r < N_REGIONS; r++)
    {
      emit ("region %s", region_names[r]);
      for (int c = 0; c < C_STACK; c++)
	emit (" %s %" PRIu64, count_names[c], totals[r][c]);
      emit ("\n");
    }
  if (!list)
    return;
  print_mappings (list, n);
  emit ("# site pc");
  for (int c = 0; c < N_COUNTS; c++)
    emit (" %s", count_names[c]);
  emit ("\n");
  for (size_t i = 0; i < n; i++)
    {
      const uint64_t *k = list[i]->count;
      emit ("site 0x%" PRIx64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64
	    " %" PRIu64 " %" PRIu64 " %" PRIu64 "\n", list[i]->pc, k[0], k[1],
	    k[2], k[3], k[4], k[5], k[6]);
    }
  free (list);
}

static void
at_exit (qemu_plugin_id_t id, void *userdata)
{
  (void) id;
  (void) userdata;
  pthread_mutex_lock (&lock);
  print_profile ();
  if (out_file)
    fclose (out_file);
  out_file = NULL;
  pthread_mutex_unlock (&lock);
}

__attribute__ ((visibility ("default"))) int
qemu_plugin_install (qemu_plugin_id_t id, const qemu_info_t *info, int argc,
		     char **argv)
{
  if (info->system_emulation)
    {
      fprintf (stderr, "redundancy: user mode only (qemu-x86_64, qemu-aarch64)\n");
      return -1;
    }
  if (strcmp (info->target_name, "aarch64") == 0)
    target_is_aarch64 = true;
  else if (strcmp (info->target_name, "x86_64") != 0)
    {
      fprintf (stderr, "redundancy: target %s is not x86_64 or aarch64\n",
	       info->target_name);
      return -1;
    }
  for (int i = 0; i < argc; i++)
    if (strncmp (argv[i], "out=", 4) == 0)
      {
	if (!(out_file = fopen (argv[i] + 4, "w")))
	  {
	    perror (argv[i] + 4);
	    return -1;
	  }
      }
    else if (strncmp (argv[i], "max-locations=", 14) == 0)
      {
	char *end;
	unsigned long long n = strtoull (argv[i] + 14, &end, 10);
	if (*end || n < 1024)
	  {
	    fprintf (stderr, "redundancy: bad '%s' (max-locations=N, N at "
		     "least 1024)\n", argv[i]);
	    return -1;
	  }
	max_locations = n;
      }
    else
      {
	fprintf (stderr, "redundancy: unknown argument '%s' (out=FILE, "
		 "max-locations=N)\n", argv[i]);
	return -1;
      }
  qemu_plugin_register_vcpu_init_cb (id, vcpu_init);
  qemu_plugin_register_vcpu_tb_trans_cb (id, tb_trans);
  qemu_plugin_register_vcpu_syscall_cb (id, on_syscall);
  qemu_plugin_register_atexit_cb (id, at_exit, NULL);
  return 0;
}
