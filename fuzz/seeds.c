/* seeds.c - write the hand-made seed inputs of the fuzz targets.

   Usage: seeds DIR   (writes DIR/lse/seed-*, DIR/phi/seed-*,
			 DIR/dse/seed-*, DIR/pairs/seed-*, DIR/reread/seed-*,
			 DIR/hoist/seed-* and DIR/promote/seed-*;
			 `make fuzz-seeds`)

   Each seed is a byte string in the format of fuzz/decode.c, spelled out
   with comments so that it can be read and changed; FUZZ_PRINT=1
   build/fuzz/replay/fuzz-lse FILE shows the program it decodes to.  The
   LSE seeds cover the patterns LSE acts on (forwarding, reloads, redundant
   stores, loop-invariant loads, parts of a known wider value) and the ones it must leave alone (a call,
   a may-alias store, a volatile access in between), so that the fuzzer
   starts next to every decision and every reason not to take one.  The
   PHI seeds (fuzz-phi) cover a PHI of stored values through a pointer
   PHI, a PHI of loaded values through an index PHI, load PRE in a loop
   with a conditional store, and the trap PHI translation exists for
   (phi.c, correctness (b)).  The DSE seeds
   (fuzz-dse) make mo_dse decide each kind: a store overwritten (by the
   same location, by a wider store through the KILLS callback, by itself
   around a loop with a fixed address), sunk to its one live successor,
   merged at a join (through the same register, or through a new
   FZ_ADDR); and ones it must keep: a may-alias load in between, which
   exposes the broken oracle, and a store through a pointer that advances
   around a loop (the search must not follow the back edge).  The pair
   seeds (fuzz-pairs, a one-block format of its own: pairs-model.c) make
   mo_pairs form a store pair by sinking the upper store, a load pair by
   hoisting the lower load, a load pair whose destination is the base,
   one across a call to another object; and leave alone pairs blocked by
   a register dependence, a base update, a may-alias store (which
   exposes the broken conflict callback), equal destinations and
   aligned_only; in merge mode, merge constant stores into the
   little-endian value, not a couple whose value merge_ok refuses, and
   not a store of a register.  The re-read seeds (fuzz-reread, a format
   of its own) make mo_reread group a compare's read with a later load,
   two locations at once, within the window only; and leave alone reads
   across a store, a call and a change of the address register (which
   exposes the broken variant, whose description has no kills).  The
   hoist seeds (fuzz-hoist) place one read of a constant for four
   branches, in a loop's body and not before it, in two groups; and
   none for two exclusive arms or across a call (which exposes the
   broken variant, told of no barrier).  The promote seeds
   (fuzz-promote) keep P in a register past a byte store that ends just
   before it, a descending store that ends just after it, a bounded
   table read, and two locations of one pointer checked against their
   hull (also with every limit at 1); and not past a byte store whose
   last byte is P's first (which exposes the broken variant, whose
   checks leave out the access's size) or two stores of one pointer
   merged into a range that reaches P, nor with a conditional write of
   P or an access without a range.

   Reminders of the format (decode.c has the whole story):
     header   nblock-1, limits (1: defaults), tree parents, edge bytes
     block    [PHI count, PHI types] body count, statements, [branch cond]
     LOAD     kind 4, access byte, [special], pointer
     STORE    kind 7, access byte, [special], pointer, value
     access   bits 0-1 log2(size), bits 2-4 offset/size, 0xe0: special
     pointer  prologue pointers p0..p3, most recent first: 3 - object
   An operand byte counts back from the most recent register of the
   right type available at the use.  */

#include <stdio.h>
#include <string.h>

struct seed
{
  const char *target;
  const char *name;
  unsigned char bytes[96];
};

#define END 0xff, 0xfe    /* marks the end of a seed's bytes */
#define INPUTS 1, 2, 3, 4, 5, 6, 7, 8, 9   /* run 0 inputs, memory seed */

static struct seed seeds[] = {
  /* b0: store4 [p0+4] = v6; v8 = load4 [p0+4]; out v8; ret.
     Expect: the load replaced by v6 (store-to-load forwarding).  */
  { "lse", "seed-forward", { 0, 1, 0,
		      3, 7, 0x06, 3, 0, 4, 0x06, 3, 14, 0,
		      INPUTS, END } },
  /* b0: v8 = load4 [p0]; store4 [p1] = v6; v9 = load4 [p0]; out v9.
     Expect: the second load reuses v8 (p1 and p0 do not alias).  */
  { "lse", "seed-reload", { 0, 1, 0,
		     4, 4, 0x02, 3, 7, 0x02, 2, 1, 4, 0x02, 3, 14, 0,
		     INPUTS, END } },
  /* b0: v8 = load8 [p2+8]; store8 [p2+8] = v8; ret.
     Expect: the store removed (it writes the value already there).  */
  { "lse", "seed-redundant-store", { 0, 1, 0,
			      2, 4, 0x07, 1, 7, 0x07, 1, 0,
			      INPUTS, END } },
  /* b0: store4 [p0] = v6; call writes o0; v8 = load4 [p0]; out v8;
     store4 [p1] = v6; call writes o0 and o2; v9 = load4 [p1]; out v9.
     Expect: only the second load forwarded (the first call writes p0's
     object, the second does not write p1's).  */
  { "lse", "seed-call-clobber", { 0, 1, 0,
			   7, 7, 0x02, 3, 0, 13, 1, 4, 0x02, 3, 14, 0,
			   7, 0x02, 2, 1, 13, 5, 4, 0x02, 2,
			   INPUTS, END } },
  /* b0: p8 = in[3] & 1 ? p0 : p1; store4 [p0] = v6; v9 = in[5];
     store4 [p8] = v9; v10 = load4 [p0]; out v10.  p8 is p1 in run 0
     and p0 in run 1: the load must not be replaced by v6 (the oracle says
     MAY for p8 and p0).  */
  { "lse", "seed-may-alias", { 0, 1, 0,
			6, 12, 0, 3, 2, 7, 0x02, 4, 0, 0x21, 5,
			7, 0x02, 0, 0, 4, 0x02, 4, 14, 0,
			INPUTS, END } },
  /* A counted loop: b0 -> b1; b1 -> b2, b3; b2 -> b1; b3: ret.
     b0: v8 = load4 [p0]; out v8.
     b1: v9 = phi (b0: v6, b2: v14); v10 = load4 [p0]; v11 = in[4];
	 v12 = v9 < v11; br v12 ? b2 : b3.
     b3: out v10; ret.
     b2: store4 [p1] = v9; v13 = 1; v14 = v9 + v13; goto b1.
     Expect: the load in b1 is loop-invariant (reuses v8): the only store
     in the loop writes another object.  */
  { "lse", "seed-loop-invariant", { 3, 1, 0, 1, 1,
			     0, 0, 1, 1, 0,
			     /* b0 */ 2, 4, 0x02, 3, 14, 0,
			     /* b1 */ 1, 4, 3, 4, 0x02, 3, 0x21, 4,
			     0x22, 5, 2, 0, 0,
			     /* b3 */ 0, 1, 14, 2,
			     /* b2 */ 0, 3, 7, 0x02, 2, 3, 0x20, 1,
			     0x22, 0, 4, 0,
			     /* phi operands: b0, b2 */ 1, 0,
			     INPUTS, END } },
  /* A diamond: b0 -> b1, b2 -> b3, on in[3].  Both arms store v6 to
     [p0+8]; b3 loads it.  Expect: the load in b3 replaced by v6 (the
     facts of both arms agree).  */
  { "lse", "seed-diamond", { 3, 1, 0, 0, 1,
		      0, 1, 3, 0, 0,
		      /* b0 */ 0, 0,
		      /* b2 */ 0, 1, 7, 0x0a, 3, 0,
		      /* b1 */ 0, 1, 7, 0x0a, 3, 0,
		      /* b3 */ 0, 2, 4, 0x0a, 3, 14, 0,
		      INPUTS, END } },
  /* A volatile load between a store and a load of the same location:
     store4 [p0] = v6; volatile load4 [p1]; v9 = load4 [p0]; out v9.
     Expect: nothing forwarded across the barrier.  */
  { "lse", "seed-volatile", { 0, 1, 0,
		       4, 7, 0x02, 3, 0, 4, 0xe2, 0, 2, 4, 0x02, 3, 14, 0,
		       INPUTS, END } },
  /* An irreducible loop: b0 -> b1, b2; b1 -> b2; b2 -> b3, b1; b3: ret.
     b0: v8 = load4 [p0]; out v8; br v8.
     b1: store4 [p0] = v6; v9 = load4 [p0].
     b2: v10 = load4 [p0]; out v10; br v10.
     b3: out v10.
     Expect: the load in b1 forwarded from its store, nothing in b2 (its
     preds disagree).  */
  { "lse", "seed-irreducible", { 3, 1, 0, 0, 1,
			  0, 1, 2, 1, 1, 0,
			  /* b0 */ 2, 4, 0x02, 3, 14, 0, 0,
			  /* b1 */ 0, 2, 7, 0x02, 3, 1, 4, 0x02, 3,
			  /* b2 */ 0, 2, 4, 0x02, 3, 14, 0, 0,
			  /* b3 */ 0, 1, 14, 0,
			  INPUTS, END } },
  /* TBAA mode (bit 6 of the first byte): v8 = load4 [p0];
     store4f [p0] = v6 (a float store over the same bytes: NO_BY_TYPE for
     the int location); store4 [p0] = v8; v9 = load4 [p0]; out v9.
     Expect: the int store kept (it restores the bytes and their type;
     the fact about [p0] survived the float store only by type), the last
     load forwarded from it.  */
  { "lse", "seed-tbaa-restoring-store", { 0x40, 1, 0,
				   5, 4, 0x02, 3, 0x17, 0x02, 3, 1,
				   7, 0x02, 3, 0, 4, 0x02, 3, 14, 0,
				   INPUTS, END } },
  /* Parts: v8 = load4 [p0]; v9 = load1 [p0+2]; store4 [p0+4] = v8;
     v10 = load2 [p0+6]; out v9; out v10.
     Expect: both narrow loads extracted from v8, at byte 2 of [p0] and
     at byte 2 of [p0+4] ("extract-load ... v8 from L0", "... from
     L2").  */
  { "lse", "seed-part-extract", { 0, 1, 0,
			   6, 4, 0x02, 3, 4, 0x08, 3, 7, 0x06, 3, 0,
			   4, 0x0d, 3, 14, 1, 14, 0,
			   INPUTS, END } },
  /* TBAA mode: v8 = load4 [p0]; store4f [p0] = v6 (a float over the
     same bytes: the int fact survives only by type); v9 = load1 [p0+2];
     out v9.  Expect: nothing extracted: the byte load (a char access,
     which may read any type) sees the float's byte.  */
  { "lse", "seed-part-by-type", { 0x40, 1, 0,
			   4, 4, 0x02, 3, 0x17, 0x02, 3, 1, 4, 0x08, 3, 14, 0,
			   INPUTS, END } },
  /* A diamond joined by a pointer PHI: b0 -> b1, b2 -> b3.
     b1: v8 = 42; store4 [p0+8] = v8.   b2: store4 [p1+8] = v6.
     b3: p9 = phi (b1: p0, b2: p1); v10 = load4 [p9+8]; out v10.
     Expect: "phi-load bb3 #0 = n0; n0 bb3 [v8 v6]": translated into each
     pred, [p9+8] is [p0+8] and [p1+8], which the arms stored.  */
  { "phi", "seed-diamond-pointer-phi", { 3, 1, 0, 0, 1,
					  0, 1, 3, 0, 0,
					  /* b0 */ 0, 0,
					  /* b2 */ 0, 1, 7, 0x0a, 2, 0,
					  /* b1 */ 0, 2, 0x20, 42, 7, 0x0a, 3, 0,
					  /* b3 */ 1, 1, 2, 4, 0x0a, 0, 14, 0,
					  /* phi operands: b1, b2 */ 3, 2,
					  INPUTS, END } },
  /* An index PHI (issue 43): the diamond b0 -> b1, b2 -> b3.
     b2: v8 = 8; p9 = p0 + (v8 & 12); v10 = load4 [p9].
     b1: p11 = p0 + (v6 & 12); v12 = load4 [p11].
     b3: v13 = phi (b1: v6, b2: v8); p14 = p0 + (v13 & 12);
	 v15 = load4 [p14]; out v15.
     Expect: "phi-load bb3 #0 = n0; n0 bb3 [v12 v10]": translated into
     each pred, p14 is the PADD of the same pointer, index and mask there
     (lower.c, translate_padd): p11 and p9, which the arms loaded.  */
  { "phi", "seed-diamond-index-phi", { 3, 1, 0, 0, 1,
				       0, 1, 3, 0, 0,
				       /* b0 */ 0, 0,
				       /* b2 */ 0, 3, 0x20, 8, 0x0b, 2, 3, 0,
						4, 0x02, 0,
				       /* b1 */ 0, 2, 0x0b, 2, 3, 1, 4, 0x02, 0,
				       /* b3 */ 1, 4, 3, 0x0b, 2, 3, 0,
						4, 0x02, 0, 14, 0,
				       /* phi operands: b1, b2 */ 1, 1,
				       INPUTS, END } },
  /* A loop with a conditional store: b0 -> b1; b1 -> b2, b3;
     b2 -> b3; b3 -> b4, b1; b4: ret.
     b1: v8 = phi (b0: v4, b3: v12); v9 = load4 [p0]; out v9;
	 br v8 ? b2 : b3.
     b2: v10 = v9 + v9; store4 [p0] = v10.
     b3: v11 = 1; v12 = v8 + v11; v13 = 5; v14 = v12 == v13;
	 br v14 ? b4 : b1.
     b4: v15 = load4 [p0].
     Expect: the load in b1 partially redundant: a load of [p0] inserted
     at the end of b0, "n0 bb1 [load L0 n1]; n1 bb3 [n0 v10]"; the load
     in b4 a PHI at b3 of v9 and v10.  */
  { "phi", "seed-loop-conditional-store", { 4, 1, 0, 1, 1, 2,
					     0, 0, 1, 3, 1, 1, 0,
					     /* b0 */ 0,
					     /* b1 */ 1, 0, 2, 4, 0x02, 3, 14, 0, 1,
					     /* b2 */ 0, 2, 0x22, 0, 0, 0,
					     7, 0x02, 3, 0,
					     /* b3 */ 0, 4, 0x00, 1, 0x02, 0, 2, 0,
					     0x00, 5, 0x02, 6, 1, 0, 0,
					     /* b4 */ 0, 1, 4, 0x02, 3,
					     /* phi operands: b0, b3 */ 0, 2,
					     INPUTS, END } },
  /* The trap of phi.c's correctness note (b): b0 -> b1 -> b2 -> b3, b1.
     b1: p8 = phi (b0: p0, b2: p1); v9 = phi (b0: v4, b2: v14);
	 v10 = load4 [p8]; v11 = load4 [p3]; store4 [p1] = v6;
	 v12 = 4; store4 [p8] = v12; out v10.
     b2: v13 = 1; v14 = v9 + v13; v15 = v14 == v12; br v15 ? b3 : b1.
     "P = PHI <A, B>; x = *P; *B = v6; *P = 4": along the back edge [p8]
     is [p1], which the store of 4 through p8 may overwrite (it does from
     the second iteration on), so the load of v10 must stay.  Expect:
     only the load of [p3], which nothing in the loop writes, replaced by
     a load inserted at the end of b0 ("= load L1").  With the broken
     oracle the search skips "*P = 4" and takes v6: caught.  */
  { "phi", "seed-loop-pointer-phi-trap", { 3, 1, 0, 1, 2,
					    0, 0, 1, 1, 0,
					    /* b0 */ 0,
					    /* b1 */ 2, 1, 0, 6, 4, 0x02, 0,
					    4, 0x02, 1, 7, 0x02, 3, 2,
					    0x20, 4, 7, 0x02, 0, 0, 14, 2,
					    /* b2 */ 0, 3, 0x00, 1, 0x02, 0, 4, 0,
					    0x02, 6, 0, 2, 0,
					    /* b3 */ 0, 0,
					    /* phi operands: b1 */ 3, 3, 0, 1,
					    INPUTS, END } },
  /* b0: v8 = 7; store4 [p0+4] = v6; store4 [p1] = v6; store4 [p0+4] = v8.
     Expect: "dead-store bb0 #0" (overwritten; the store between writes
     another object).  */
  { "dse", "seed-dead-overwritten", { 0, 1, 0,
				       4, 0x20, 7, 7, 0x06, 3, 1,
				       7, 0x02, 2, 1, 7, 0x06, 3, 0,
				       INPUTS, END } },
  /* b0: store4 [p0+4] = v6; store8 [p0] = v7.  The second store has
     another location id but covers the first's bytes: the KILLS callback.
     Expect: "dead-store bb0 #0".  */
  { "dse", "seed-dead-kill-wider-store", { 0, 1, 0,
					    2, 7, 0x06, 3, 0, 7, 0x03, 3, 0,
					    INPUTS, END } },
  /* b0 -> b1; b1 -> b2, b1 (on in[3]); b2: ret.
     b1: store4 [p0] = v6.   b2: v8 = 9; store4 [p0] = v8.
     [p0] is object 0 at offset 0 (FIXED), so the search follows the back
     edge, where the store overwrites itself.  Expect: "dead-store bb1
     #0".  */
  { "dse", "seed-dead-loop-fixed-address", { 2, 1, 0, 1,
					      0, 1, 1, 0,
					      /* b0 */ 0,
					      /* b1 */ 0, 1, 7, 0x02, 3, 0, 0,
					      /* b2 */ 0, 2, 0x20, 9, 7, 0x02,
					      3, 0,
					      INPUTS, END } },
  /* b0: p8 = in[3] & 1 ? p0 : p1; store4 [p0] = v6; v9 = load4 [p8];
     v10 = 7; store4 [p0] = v10; out v9.  p8 is p0 in run 1: the first
     store is read (the oracle says MAY).  Expect: nothing.  With the
     broken oracle it is found dead: caught by its claim.  */
  { "dse", "seed-dead-may-alias-load", { 0, 1, 0,
					  6, 12, 0, 3, 2, 7, 0x02, 4, 0,
					  4, 0x02, 0, 0x20, 7, 7, 0x02, 4, 0,
					  14, 1,
					  INPUTS, END } },
  /* A loop storing through an advancing pointer: b0 -> b1; b1 -> b2, b1.
     b1: p8 = phi (b0: p0, b1: p12); v9 = phi (b0: v4, b1: v11);
	 store4 [p8] = v6; v10 = 1; v11 = v9 + v10; p12 = p8 + (v7 & 12);
	 v13 = 3; v14 = v13 < v11; br v14 ? b2 : b1.
     b2: store4 [p8] = v6; ret.
     The store's location is "p8 as long as p8 is not redefined": around
     the back edge it is other bytes, so the store must stay (each
     iteration's bytes reach the return).  Expect: nothing.  A search
     that followed the back edge for this address would call it dead:
     caught by its claim.  */
  { "dse", "seed-loop-advancing-pointer-store-kept", { 2, 1, 0, 1,
							0, 1, 1, 0,
							/* b0 */ 0,
							/* b1 */ 2, 1, 0, 6,
							7, 0x02, 0, 0, 0, 1,
							2, 0, 1, 0, 11, 2, 0, 3,
							0, 3, 2, 5, 0, 1, 0,
							/* b2 */ 0, 1, 7, 0x02,
							1, 0,
							/* phi operands */
							3, 0, 0, 2,
							INPUTS, END } },
  /* b0 -> b1, b2 on in[3].  b0: store4 [p0] = v6.
     b1: v8 = 9; store4 [p0] = v8; ret.   b2: ret.
     Dead on the way through b1, read by b2's return.  Expect:
     "sink-store bb0 #0 to bb2".  */
  { "dse", "seed-sink-one-live-successor", { 2, 1, 0, 0,
					      0, 0, 0,
					      /* b0 */ 1, 7, 0x02, 3, 0, 0,
					      /* b2 */ 0, 0,
					      /* b1 */ 0, 2, 0x20, 9, 7, 0x02,
					      3, 0,
					      INPUTS, END } },
  /* A diamond on in[3]: b1: store4 [p0+8] = v6.  b2: v8 = 5;
     store4 [p0+8] = v8.  b3 (the join): ret.  Expect: "merge-stores bb1
     #0 bb2 #0 at bb3" (a PHI of v6 and v8 stored at b3).  */
  { "dse", "seed-merge-diamond", { 3, 1, 0, 0, 1,
				    0, 1, 3, 0, 0,
				    /* b0 */ 0, 0,
				    /* b2 */ 0, 2, 0x20, 5, 7, 0x0a, 3, 0,
				    /* b1 */ 0, 1, 7, 0x0a, 3, 0,
				    /* b3 */ 0, 0,
				    INPUTS, END } },
  /* The same diamond, b1 storing through its own p9 = &o0 + 8: the same
     location (object 0, offset 8), but p9 is not available at the join,
     so the merged store takes a new FZ_ADDR of o0.  Expect:
     "merge-stores bb1 #0 bb2 #0 at bb3".  */
  { "dse", "seed-merge-materialised-address", { 3, 1, 0, 0, 1,
						 0, 1, 3, 0, 0,
						 /* b0 */ 0, 0,
						 /* b2 */ 0, 2, 0x20, 5, 7,
						 0x0a, 3, 0,
						 /* b1 */ 0, 2, 10, 8, 7, 0x02,
						 0, 0,
						 /* b3 */ 0, 0,
						 INPUTS, END } },
  /* The pair target (fuzz-pairs, format in pairs-model.c): header
     flags 0 (max_scan 32), refusal mask 0, prologue r1 = &o0 + 0 (mask
     0x02, then its byte 0x00), then OP A B per instruction.
     i0: store8 [r1 + 8] = r4; i1: r5 = r6 + r7; i2: store8 [r1 + 0] = r5.
     The second store needs r5, so it cannot move up; the first (the
     upper offset) sinks past i1.  Expect "pair lo i2 hi i0 first 0
     second 2 after 1" (stp r5, r4, [r1]).  */
  { "pairs", "seed-store-pair-sinks-upper", { 0, 0, 0x02, 0x00,
					      0x15, 0x04, 9,
					      0x09, 0x35, 0x07,
					      0x15, 0x05, 8, END } },
  /* i0: r4 = load8 [r1 + 8]; i1: r5 = r4 + r6; i2: r7 = load8 [r1 + 0].
     i1 reads the first load's r4, so that one cannot sink; the second
     (the lower offset) is hoisted.  Expect "pair lo i2 hi i0 first 0
     second 2 after 0" (ldp r7, r4, [r1]).  */
  { "pairs", "seed-load-pair-hoists-lower", { 0, 0, 0x02, 0x00,
					      0x10, 0x04, 9,
					      0x09, 0x25, 0x06,
					      0x10, 0x07, 8, END } },
  /* i0: r4 = load8 [r1 + 0]; i1: r6 = r4 + r4; i2: r6 = load8 [r1 + 8].
     i1 reads i0's r4 (the first cannot sink) and writes i2's r6 (the
     second cannot rise).  Expect nothing.  */
  { "pairs", "seed-not-pair-register-dependence", { 0, 0, 0x02, 0x00,
						    0x10, 0x04, 8,
						    0x09, 0x26, 0x04,
						    0x10, 0x06, 9, END } },
  /* i0: r4 = load8 [r1 + 0]; i1: r1 = r1 + 16; i2: r5 = load8 [r1 - 8].
     The same base register and consecutive offsets (-8, 0), but the
     base changes in between (the bytes are o0 + 0 and o0 + 8).  Expect
     nothing.  */
  { "pairs", "seed-not-pair-base-update", { 0, 0, 0x02, 0x00,
					    0x10, 0x04, 8,
					    0x0f, 0x00, 16,
					    0x10, 0x05, 7, END } },
  /* Weak alias answers (flags bit 2: base registers only):
     i0: r2 = r1 + 8; i1: r4 = load8 [r1 + 0]; i2: store8 [r2 + 0] = r5;
     i3: r6 = load8 [r1 + 8].  Through another base register the store
     may write either load's bytes (it does write the second's): neither
     load may cross it.  Expect nothing.  With the broken conflict
     callback (memory ignored) the loads pair above the store and r6 gets
     the old value: caught.  */
  { "pairs", "seed-not-pair-may-alias-store", { 0x04, 0, 0x02, 0x00,
						0x0c, 0x02, 8,
						0x10, 0x04, 8,
						0x15, 0x0d, 8,
						0x10, 0x06, 9, END } },
  /* i0: r4 = load8 [r1 + 8]; i1: r1 = load8 [r1 + 0].  The second load
     writes the base of both: one ldp reads both addresses before writing,
     so the pair is fine.  Expect "pair lo i1 hi i0 first 0 second 1
     after 0" (ldp r1, r4, [r1]).  */
  { "pairs", "seed-load-pair-dest-is-base", { 0, 0, 0x02, 0x00,
					      0x10, 0x04, 9,
					      0x10, 0x41, 8, END } },
  /* i0: r4 = load8 [r1 + 0]; i1: r4 = load8 [r1 + 8].  Equal
     destinations (pair_conflict).  Expect nothing.  */
  { "pairs", "seed-not-load-pair-same-destination", { 0, 0, 0x02, 0x00,
						      0x10, 0x04, 8,
						      0x10, 0x04, 9, END } },
  /* i0: r4 = load8 [r1 + 0]; i1: r0 = call (r0, r1) reading and writing
     o1; i2: r5 = load8 [r1 + 8].  The call touches another object.
     Expect "pair lo i0 hi i2 first 0 second 2 after 0".  */
  { "pairs", "seed-load-pair-across-call", { 0, 0, 0x02, 0x00,
					     0x10, 0x04, 8,
					     0x1e, 0x22, 0,
					     0x10, 0x05, 9, END } },
  /* aligned_only (flags bit 0): i0: r4 = load8 [r1 + 8]; i1: r5 =
     load8 [r1 + 16].  The lower access is 8-aligned, not 16.  Expect
     nothing; then i2: r6 = load8 [r1 + 24] pairs with i1 (16-aligned):
     "pair lo i1 hi i2".  */
  { "pairs", "seed-aligned-only", { 1, 0, 0x02, 0x00,
				    0x10, 0x04, 9,
				    0x10, 0x05, 10,
				    0x10, 0x06, 11, END } },
  /* Merge mode (narrow stores) on constant stores (OP 0x45: store4 of
     the constant STORE_CONST[A & 7]): i0: store4 [r1 + 0] = #1; i1:
     store4 [r1 + 4] = #0; i2: r5 = r6 + r7; i3: store4 [r1 + 8] = #1;
     i4: store4 [r1 + 12] = #2; i5: store4 [r1 + 20] = #0xff; i6: store4
     [r1 + 16] = #0.  Expect, in merge mode, "pair lo i0 hi i1" of
     0x1 and "pair lo i4 hi i6" of 0x2 (the lower address's bytes low,
     whatever the program order): i3 with i4 would be 0x200000001, two
     movz chunks, which the model's merge_ok refuses, so i4 is free for
     i6 and i3 and i5 stay single.  */
  { "pairs", "seed-narrow-const-merge", { 0, 0, 0x02, 0x00,
					  0x45, 0x04, 8,
					  0x45, 0x00, 9,
					  0x09, 0x35, 0x07,
					  0x45, 0x04, 10,
					  0x45, 0x05, 11,
					  0x45, 0x06, 13,
					  0x45, 0x01, 12, END } },
  /* A constant store next to a store of a register: i0: r4 = 7 (movi);
     i1: store4 [r1 + 0] = #1; i2: store4 [r1 + 4] = r4.  Expect no
     merge (only constants merge), and in pair mode "pair lo i1 hi i2"
     (stp).  */
  { "pairs", "seed-not-narrow-merge-register", { 0, 0, 0x02, 0x00,
						 0x0a, 0x04, 7,
						 0x45, 0x04, 8,
						 0x05, 0x04, 9, END } },
  /* The re-read target (fuzz-reread, format in fuzz-reread.c): window
     byte (0: the default), register/memory seed byte (0: every address
     register 0, cell m holds 7 m), then OP A B per instruction (OP % 6:
     read, read2, store, setreg, call, other; bit 7: a plain read); a
     location byte is register * 8 + offset.
     i0: read l0 as an operand; i1: other; i2: plain read of l0.
     Expect "decision: l0 first i0 later i2".  */
  { "reread", "seed-switch-index", { 0, 0, 0x00, 0, 0, 0x05, 0, 0,
				     0x80, 0, 0, END } },
  /* i0: read l1; i1: store l1 = 9; i2: read l1.  Expect nothing.  */
  { "reread", "seed-not-reread-store", { 0, 0, 0x00, 1, 0, 0x02, 1, 9,
					 0x00, 1, 0, END } },
  /* i0: read l8 (a1 + 0); i1: a1 = 3; i2: read l8, now cell 3.  Expect
     nothing; without the kill (the broken variant) i2 would reuse cell
     0's value.  */
  { "reread", "seed-not-reread-address-changed", { 0, 0, 0x00, 8, 0,
						   0x03, 1, 3,
						   0x00, 8, 0, END } },
  /* i0: read l2; i1: a call writes cell 2; i2: read l2.  Expect
     nothing.  */
  { "reread", "seed-not-reread-call", { 0, 0, 0x00, 2, 0, 0x04, 2, 77,
					0x00, 2, 0, END } },
  /* i0: read l3 and l4; i1: plain read of l3; i2: read l4 and l3.
     Expect l3 first i0 later i1 i2, and l4 first i0 later i2.  */
  { "reread", "seed-reread-two-locations", { 0, 0, 0x01, 3, 4,
					     0x80, 3, 0, 0x01, 4, 3,
					     END } },
  /* Window 3: i0: read l5; i1-i3: other; i4: read l5; i5: read l5.
     Expect only l5 first i4 later i5.  */
  { "reread", "seed-reread-window", { 2, 0, 0x00, 5, 0, 0x05, 0, 0,
				      0x05, 0, 0, 0x05, 0, 0, 0x00, 5, 0,
				      0x00, 5, 0, END } },
  /* The hoist target (fuzz-hoist, format in fuzz-hoist.c): MIN_SAVING
     byte (% 3), then two bytes a node: parent (% (index + 1); the index
     itself: none) with 0x40 for a barrier, then count | uses << 6.
     The pngvalid shape: n0 the entry (a barrier), n1 count 40, four
     branches n2..n5 of count 20 with one use each.  Expect one read at
     n1 for the four (40 reads instead of 80).  */
  { "hoist", "seed-four-branches", { 1, 0x40, 40, 0x00, 40, 0x01, 0x54,
				     0x01, 0x54, 0x01, 0x54, 0x01, 0x54,
				     END } },
  /* The same with n1 a barrier (a call): expect nothing.  The broken
     variant, told of no barrier, reads at n1 and fails the contract.  */
  { "hoist", "seed-not-hoist-across-call", { 1, 0x40, 40, 0x40, 40, 0x01,
					     0x54, 0x01, 0x54, 0x01, 0x54,
					     0x01, 0x54, END } },
  /* A loop: n0 count 5, n1 the header (a barrier, count 60), n2 its
     body (60) with three branches of count 50, one use each.  Expect one
     read at n2, none before the loop.  */
  { "hoist", "seed-loop-body", { 1, 0x00, 5, 0x40, 60, 0x01, 60, 0x02,
				 0x72, 0x02, 0x72, 0x02, 0x72, END } },
  /* MIN_SAVING 0, two groups under a hot root: n0 count 63; n1 and n5
     count 10, each with three children of count 8 and one use.  Expect
     reads at n1 and n5, the fewest any placement makes.  */
  { "hoist", "seed-two-groups", { 0, 0x00, 63, 0x00, 10, 0x01, 0x48,
				  0x01, 0x48, 0x01, 0x48, 0x00, 10, 0x05,
				  0x48, 0x05, 0x48, 0x05, 0x48, END } },
  /* Two exclusive arms of count 20 under n0 (40): a read at n0 would
     save nothing; expect none.  */
  { "hoist", "seed-not-hoist-exclusive", { 1, 0x00, 40, 0x00, 0x54, 0x00,
					   0x54, END } },
  /* The promote target (fuzz-promote, format in fuzz-promote.c): N,
     the memory seed, the pointers p0 p1 p2, iterations * 4, the
     parameters (two bytes), the noisy accesses, locations - 1; three
     bytes a location: B | (OFF + 32) << 2, (STEP + 4) | (SIZE - 1) << 4
     | 0x80 fixed, SPAN | 8 no range; two an access: the location, 1 a
     store | 2 after the exit test | 4 conditional (| mask << 3).
     The RAND_buffer loop: N 7, P 4 bytes at p0 = 40, read and written;
     a byte store at p1 + 24 + i = 32 + i touching 32..39, which the
     oracle says may overlap P (noisy): the range [32, 40) ends where P
     starts, so P stays in a register.  One read, one write, one check,
     50 iterations: yes.  */
  { "promote", "seed-rand-buffer", { 7, 1, 40, 8, 0, 200, 0, 0, 0x04, 1,
				     0x80, 0xb4, 0, 0xe1, 0x05, 0,
				     0, 0, 0, 1, 1, 1, END } },
  /* The same store from 33: its last byte (i = 7) is P's first, the
     range [33, 41) overlaps P; expect the loop left as it was.  The
     broken variant, whose check [33, 40) leaves out the store's size,
     runs the copy and the store's byte is overwritten by the write
     after the loop.  */
  { "promote", "seed-not-promote-store-reaches-p",
    { 7, 1, 40, 8, 0, 200, 0, 0, 0x04, 1, 0x80, 0xb4, 0, 0xe5, 0x05, 0,
      0, 0, 0, 1, 1, 1, END } },
  /* Descending: N 5, P 8 bytes at 8; a 2-byte store at 26 - 2i between
     P's read and write touches 16..27, its range [16, 28) starts where
     P ends; a byte load at 40 - i after the exit test.  Two checks (two
     pointers), yes; the copy runs.  */
  { "promote", "seed-negative-step", { 5, 2, 8, 26, 40, 200, 0, 0, 0x0a, 2,
				       0x80, 0xf4, 0, 0x81, 0x12, 0, 0x82,
				       0x03, 0, 0, 0, 1, 1, 0, 1, 2, 2,
				       END } },
  /* xxhash's state->v[0], v[1]: two 4-byte locations of p0 = 16, each
     read and written, and a 4-byte load walking p1 = 32 + 4i (N 6), which
     may overlap either: both yes, and checked together against their
     hull [16, 24), the load's two checks merged into one.  */
  { "promote", "seed-hull", { 6, 3, 16, 32, 0, 200, 0, 0, 0x10, 2, 0x80,
			      0xb4, 0, 0x90, 0xb4, 0, 0x81, 0x38, 0, 0, 0,
			      0, 1, 1, 0, 1, 1, 2, 0, END } },
  /* The same with parameters: max_checks 1, max_candidates 1,
     max_promoted 1, min_iterations 4: only v[0] is tried.  */
  { "promote", "seed-limits", { 6, 3, 16, 32, 0, 200, 0x13, 0x41, 0x10, 2,
				0x80, 0xb4, 0, 0x90, 0xb4, 0, 0x81, 0x38, 0,
				0, 0, 0, 1, 1, 0, 1, 1, 2, 0, END } },
  /* zstd's datagen: a 2-byte table read at p1 + (0..7) (a bounded
     access, range [20, 29)), P 4 bytes at 0: yes.  */
  { "promote", "seed-bounded-table", { 7, 4, 0, 20, 0, 200, 0, 0, 0x02, 1,
				       0x80, 0xb4, 0, 0x81, 0x14, 0x07, 0,
				       0, 1, 0, 0, 1, END } },
  /* The RAND_buffer loop with 1.75 iterations expected (parameters:
     min_iterations 1): 3.5 accesses saved for 4 paid, not-worth.  */
  { "promote", "seed-not-promote-not-worth",
    { 7, 1, 40, 8, 0, 7, 0x01, 0x10, 0x04, 1, 0x80, 0xb4, 0, 0xe1, 0x05, 0,
      0, 0, 0, 1, 1, 1, END } },
  /* P's write is conditional: verdict conditional, nothing decided.  */
  { "promote", "seed-not-promote-conditional",
    { 7, 5, 40, 8, 0, 200, 0, 0, 0x04, 1, 0x80, 0xb4, 0, 0xe1, 0x05, 0,
      0, 0, 0, 0xad, 1, 1, END } },
  /* The store has no range: verdict unknown-access.  */
  { "promote", "seed-not-promote-unknown",
    { 7, 6, 40, 8, 0, 200, 0, 0, 0x04, 1, 0x80, 0xb4, 0, 0xe1, 0x05, 0x08,
      0, 0, 0, 1, 1, 1, END } },
  /* Two byte stores of p1 = 9, at 9 + i and 13 + i (N 7), merged into
     one range [9, 21), which meets P (4 bytes at 20: the second store's
     last byte); the loop is left as it was.  A merged range that ends
     where its first member ends, [9, 17), would run the copy.  */
  { "promote", "seed-not-promote-merged-store-reaches-p",
    { 7, 7, 20, 9, 0, 200, 0, 0, 0x04, 2, 0x80, 0xb4, 0, 0x81, 0x05, 0,
      0x91, 0x05, 0, 0, 0, 0, 1, 1, 1, 2, 1, END } },
};

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: %s DIR\n", argv[0]);
      return 2;
    }
  for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++)
    {
      struct seed *s = &seeds[i];
      int n = 0;
      while (!(s->bytes[n] == 0xff && s->bytes[n + 1] == 0xfe))
	n++;
      char path[512];
      snprintf (path, sizeof path, "%s/%s/%s", argv[1], s->target, s->name);
      FILE *f = fopen (path, "wb");
      if (!f || fwrite (s->bytes, 1, n, f) != (size_t) n || fclose (f))
	{
	  perror (path);
	  return 1;
	}
      printf ("%s: %d bytes\n", path, n);
    }
  return 0;
}
