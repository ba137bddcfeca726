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
   "insns += number of its instructions", and every instruction of it an
   inline "loads += 1" on each memory read it makes and "stores += 1" on
   each memory write.  Inline additions cost no callback, so a counted run
   is only a few times slower than a plain one.

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
void qemu_plugin_register_vcpu_mem_inline (struct qemu_plugin_insn *insn,
					   enum qemu_plugin_mem_rw rw,
					   enum qemu_plugin_op op, void *ptr,
					   uint64_t imm);
void qemu_plugin_register_atexit_cb (qemu_plugin_id_t id,
				     qemu_plugin_udata_cb_t cb,
				     void *userdata);
void qemu_plugin_outs (const char *string);

__attribute__ ((visibility ("default"))) int qemu_plugin_version = 1;

static uint64_t insns, loads, stores;

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
      qemu_plugin_register_vcpu_mem_inline (insn, QEMU_PLUGIN_MEM_R,
					    QEMU_PLUGIN_INLINE_ADD_U64,
					    &loads, 1);
      qemu_plugin_register_vcpu_mem_inline (insn, QEMU_PLUGIN_MEM_W,
					    QEMU_PLUGIN_INLINE_ADD_U64,
					    &stores, 1);
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
