/* qemu-plugin-api.h - the part of QEMU 7.2's TCG plugin API (version 1)
   that our plugins use, written out: Debian's qemu-user 7.2 accepts
   -plugin but ships no qemu-plugin.h.  The declarations match
   include/qemu/qemu-plugin.h of QEMU 7.2; every function here is exported
   by /usr/bin/qemu-x86_64 and /usr/bin/qemu-aarch64 (nm -D shows them).

   A plugin includes this, defines the version it was written for and its
   entry point, for example:

       #include "qemu-plugin-api.h"
       __attribute__ ((visibility ("default"))) int qemu_plugin_version = 1;
       __attribute__ ((visibility ("default"))) int
       qemu_plugin_install (qemu_plugin_id_t id, const qemu_info_t *info,
                            int argc, char **argv)
       {
         qemu_plugin_register_vcpu_tb_trans_cb (id, tb_trans);
         return 0;
       }

   Used by count.c and redundancy.c.  */

#ifndef QEMU_PLUGIN_API_H
#define QEMU_PLUGIN_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
typedef struct qemu_info_t
{
  const char *target_name;
  struct
  {
    int min;
    int cur;
  } version;
  bool system_emulation;
  union
  {
    struct
    {
      int smp_vcpus;
      int max_vcpus;
    } system;
  };
} qemu_info_t;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
enum qemu_plugin_mem_rw
{
  QEMU_PLUGIN_MEM_R = 1,
  QEMU_PLUGIN_MEM_W,
  QEMU_PLUGIN_MEM_RW
};
enum qemu_plugin_cb_flags
{
  QEMU_PLUGIN_CB_NO_REGS,
  QEMU_PLUGIN_CB_R_REGS,
  QEMU_PLUGIN_CB_RW_REGS
};
typedef uint32_t qemu_plugin_meminfo_t;

typedef void (*qemu_plugin_vcpu_tb_trans_cb_t) (qemu_plugin_id_t id,
						struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_udata_cb_t) (qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_vcpu_simple_cb_t) (qemu_plugin_id_t id,
					      unsigned int vcpu_index);
typedef void (*qemu_plugin_vcpu_udata_cb_t) (unsigned int vcpu_index,
					     void *userdata);
typedef void (*qemu_plugin_vcpu_mem_cb_t) (unsigned int vcpu_index,
					   qemu_plugin_meminfo_t info,
					   uint64_t vaddr, void *userdata);
typedef void (*qemu_plugin_vcpu_syscall_cb_t) (qemu_plugin_id_t id,
					       unsigned int vcpu_index,
					       int64_t num, uint64_t a1,
					       uint64_t a2, uint64_t a3,
					       uint64_t a4, uint64_t a5,
					       uint64_t a6, uint64_t a7,
					       uint64_t a8);

void qemu_plugin_register_vcpu_tb_trans_cb (qemu_plugin_id_t id,
					    qemu_plugin_vcpu_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_init_cb (qemu_plugin_id_t id,
					qemu_plugin_vcpu_simple_cb_t cb);
void qemu_plugin_register_vcpu_syscall_cb (qemu_plugin_id_t id,
					   qemu_plugin_vcpu_syscall_cb_t cb);
void qemu_plugin_register_atexit_cb (qemu_plugin_id_t id,
				     qemu_plugin_udata_cb_t cb,
				     void *userdata);
size_t qemu_plugin_tb_n_insns (const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn (const struct qemu_plugin_tb *tb,
						  size_t idx);
void qemu_plugin_register_vcpu_tb_exec_inline (struct qemu_plugin_tb *tb,
					       enum qemu_plugin_op op,
					       void *ptr, uint64_t imm);
void qemu_plugin_register_vcpu_insn_exec_inline (struct qemu_plugin_insn *insn,
						 enum qemu_plugin_op op,
						 void *ptr, uint64_t imm);
const void *qemu_plugin_insn_data (const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size (const struct qemu_plugin_insn *insn);
uint64_t qemu_plugin_insn_vaddr (const struct qemu_plugin_insn *insn);
/* The name of the ELF symbol (a function) that covers INSN, or NULL when
   none does.  qemu-user knows the .symtab of the images it loads itself
   (the program, the dynamic loader), not of the libraries the loader
   maps.  */
const char *qemu_plugin_insn_symbol (const struct qemu_plugin_insn *insn);
void qemu_plugin_register_vcpu_insn_exec_cb (struct qemu_plugin_insn *insn,
					     qemu_plugin_vcpu_udata_cb_t cb,
					     enum qemu_plugin_cb_flags flags,
					     void *userdata);
void qemu_plugin_register_vcpu_mem_cb (struct qemu_plugin_insn *insn,
				       qemu_plugin_vcpu_mem_cb_t cb,
				       enum qemu_plugin_cb_flags flags,
				       enum qemu_plugin_mem_rw rw,
				       void *userdata);
bool qemu_plugin_mem_is_store (qemu_plugin_meminfo_t info);
unsigned int qemu_plugin_mem_size_shift (qemu_plugin_meminfo_t info);
void qemu_plugin_outs (const char *string);

#endif
