/* page-straddle-probe.S - a loop of 5 instructions whose third one
   straddles a page boundary (x86-64), for tests/qemu/count-test.sh:
   QEMU 7.2 ends the block before that instruction but shows it to the
   plugin in that block too, and count.c must count it once
   (bench/qemu/count.c's comment).  straddle (N) runs the loop N times:
   5 N + 2 instructions, no memory access.  */
	.text
	.globl	straddle
	.type	straddle, @function
	.p2align 12
	.skip	4088
straddle:			/* page offset 4088 */
	xorl	%eax, %eax	/* 4088-4089 */
1:	addq	$1, %rax	/* 4090-4093 */
	nop			/* 4094 */
	movq	%rdi, %rdx	/* 4095-4097: across the boundary */
	cmpq	%rdi, %rax
	jb	1b
	ret
	.size	straddle, .-straddle

	.globl	main
	.type	main, @function
main:
	subq	$8, %rsp
	movl	$1000000, %edi
	call	straddle
	xorl	%eax, %eax
	addq	$8, %rsp
	ret
	.size	main, .-main
	.section .note.GNU-stack,"",@progbits
