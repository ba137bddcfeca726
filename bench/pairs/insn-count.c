/* insn-count.c - a QEMU TCG plugin that counts executed guest
   instructions (the dynamic instruction count of make bench-pairs).

   Usage: qemu-aarch64 -plugin build/bench/pairs/insn-count.so -d plugin \
            -D COUNT_FILE prog   (prints "insns N" at exit)

   Each translated block gets an inline "counter += number of its
   instructions" executed every time the block runs: no callback per
   instruction, so the count costs little.  A block left early (a fault)
   would be over-counted; the benchmark programs exit normally.

   Debian's qemu-user 7.2 accepts -plugin but ships no qemu-plugin.h, so
   the few declarations of plugin API version 1 that this file uses are
   written out below (they match include/qemu/qemu-plugin.h of QEMU
   7.2).  */

#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
typedef struct qemu_info_t qemu_info_t;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t) (qemu_plugin_id_t id,
						struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_udata_cb_t) (qemu_plugin_id_t id, void *userdata);

void qemu_plugin_register_vcpu_tb_trans_cb (qemu_plugin_id_t id,
					    qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns (const struct qemu_plugin_tb *tb);
void qemu_plugin_register_vcpu_tb_exec_inline (struct qemu_plugin_tb *tb,
					       enum qemu_plugin_op op,
					       void *ptr, uint64_t imm);
void qemu_plugin_register_atexit_cb (qemu_plugin_id_t id,
				     qemu_plugin_udata_cb_t cb,
				     void *userdata);
void qemu_plugin_outs (const char *string);

__attribute__ ((visibility ("default"))) int qemu_plugin_version = 1;

static uint64_t insns;

static void
tb_trans (qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
  (void) id;
  qemu_plugin_register_vcpu_tb_exec_inline (tb, QEMU_PLUGIN_INLINE_ADD_U64,
					    &insns,
					    qemu_plugin_tb_n_insns (tb));
}

static void
at_exit (qemu_plugin_id_t id, void *userdata)
{
  char buf[64];
  (void) id;
  (void) userdata;
  snprintf (buf, sizeof buf, "insns %" PRIu64 "\n", insns);
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
