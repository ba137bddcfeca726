/* page-straddle-imm-probe.S - a loop of 6 instructions whose fourth one,
   movl $imm32, %edx, starts 3 bytes before a page boundary (x86-64), for
   tests/qemu/count-test.sh: QEMU 7.2 reads its opcode byte, then the
   immediate across the boundary, ends the block before it, and shows it
   to the plugin in that block with the one byte it read (an instruction
   that ends 2 bytes before the boundary).  count.c must count it once
   (bench/qemu/count.c's comment; bc's bc_compare, whose tail jmp so
   straddled in one build, counted 6 instructions a call for 5).
   straddle_imm (N) runs the loop N times: 6 N + 2 instructions, no
   memory access.  */
	.text
	.globl	straddle_imm
	.type	straddle_imm, @function
	.p2align 12
	.skip	4085
straddle_imm:			/* page offset 4085 */
	xorl	%eax, %eax	/* 4085-4086 */
1:	addq	$1, %rax	/* 4087-4090 */
	nop			/* 4091 */
	nop			/* 4092 */
	movl	$0x12345678, %edx	/* 4093-4097: across the boundary */
	cmpq	%rdi, %rax
	jb	1b
	ret
	.size	straddle_imm, .-straddle_imm

	.globl	main
	.type	main, @function
main:
	subq	$8, %rsp
	movl	$1000000, %edi
	call	straddle_imm
	xorl	%eax, %eax
	addq	$8, %rsp
	ret
	.size	main, .-main
	.section .note.GNU-stack,"",@progbits
