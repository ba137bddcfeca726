/* count.c - a QEMU TCG plugin that counts what a guest program executes:
   instructions, memory loads and memory stores.  The benchmarks' dynamic
   counts (make bench-pairs, make realworld) come from it, on both targets
   the same way (qemu-x86_64 for x86-64 too), so they do not depend on the
   machine's load.

   Usage: qemu-aarch64 -plugin build/bench/count.so -d plugin -D FILE prog
   At exit FILE holds three lines:
       insns N
       loads N
       stores N

   How it counts: when QEMU translates a block, the block gets an inline
   "insns += number of its instructions" (no callback), and every
   instruction of it a memory callback that adds 1 to loads or to stores
   as qemu_plugin_mem_is_store says.  Not inline memory counters: in
   QEMU 7.2 their read/write filter is unreliable (measured with
   tests/qemu/count-test.sh's probes: an inline add registered for
   QEMU_PLUGIN_MEM_R ran on every store and on no load, one registered for
   QEMU_PLUGIN_MEM_W on every access), so this plugin's earlier inline
   version reported the stores as "loads" and all accesses as "stores".
   The callback makes a counted run about 1.7 times slower than with
   inline counters; the counts are exact.

   What a count means: a memory access is one guest access as QEMU splits
   it, so an AArch64 ldp is two loads (two registers), an x86-64 push is
   one store, `rep movsb` one load and one store per byte moved, and a
   read-modify-write operand (x86 `add [m], r`) one load and one store.
   That is the same for every build being compared, which is what the
   ratios need.  A block left early (a fault) would be over-counted; the
   programs measured exit normally.

   Debian's qemu-user 7.2 accepts -plugin but ships no qemu-plugin.h, so
   the few declarations of plugin API version 1 used here are written out
   below; they match include/qemu/qemu-plugin.h of QEMU 7.2.  */

#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
typedef struct qemu_info_t qemu_info_t;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
enum qemu_plugin_mem_rw {
  QEMU_PLUGIN_MEM_R = 1,
  QEMU_PLUGIN_MEM_W,
  QEMU_PLUGIN_MEM_RW
};

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t) (qemu_plugin_id_t id,
						struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_udata_cb_t) (qemu_plugin_id_t id, void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb (qemu_plugin_id_t id,
					    qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns (const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn (const struct qemu_plugin_tb *tb,
						  size_t idx);
void qemu_plugin_register_vcpu_tb_exec_inline (struct qemu_plugin_tb *tb,
					       enum qemu_plugin_op op,
					       void *ptr, uint64_t imm);
void qemu_plugin_register_atexit_cb (qemu_plugin_id_t id,
				     qemu_plugin_udata_cb_t cb,
				     void *userdata);
void qemu_plugin_outs (const char *string);
typedef uint32_t qemu_plugin_meminfo_t;
enum qemu_plugin_cb_flags
{
  QEMU_PLUGIN_CB_NO_REGS,
  QEMU_PLUGIN_CB_R_REGS,
  QEMU_PLUGIN_CB_RW_REGS
};
typedef void (*qemu_plugin_vcpu_mem_cb_t) (unsigned int vcpu_index,
					   qemu_plugin_meminfo_t info,
					   uint64_t vaddr, void *userdata);
void qemu_plugin_register_vcpu_mem_cb (struct qemu_plugin_insn *insn,
				       qemu_plugin_vcpu_mem_cb_t cb,
				       enum qemu_plugin_cb_flags flags,
				       enum qemu_plugin_mem_rw rw,
				       void *userdata);
bool qemu_plugin_mem_is_store (qemu_plugin_meminfo_t info);

__attribute__ ((visibility ("default"))) int qemu_plugin_version = 1;

static uint64_t insns, loads, stores;

/* One memory access of a guest instruction.  */
static void
count_access (unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
	      void *userdata)
{
  (void) vcpu;
  (void) vaddr;
  (void) userdata;
  if (qemu_plugin_mem_is_store (info))
    stores++;
  else
    loads++;
}

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
      qemu_plugin_register_vcpu_mem_cb (insn, count_access,
					QEMU_PLUGIN_CB_NO_REGS,
					QEMU_PLUGIN_MEM_RW, NULL);
    }
}

static void
at_exit (qemu_plugin_id_t id, void *userdata)
{
  char buf[128];
  (void) id;
  (void) userdata;
  snprintf (buf, sizeof buf,
	    "insns %" PRIu64 "\nloads %" PRIu64 "\nstores %" PRIu64 "\n",
	    insns, loads, stores);
  qemu_plugin_outs (buf);
}

__attribute__ ((visibility ("default"))) int
qemu_plugin_install (qemu_plugin_id_t id, const qemu_info_t *info, int argc,
		     char **argv)
{
  (void) info;
  (void) argc;
  (void) argv;
  qemu_plugin_register_vcpu_tb_trans_cb (id, tb_trans);
  qemu_plugin_register_atexit_cb (id, at_exit, NULL);
  return 0;
}
