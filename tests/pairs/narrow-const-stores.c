/* narrow-const-stores.c - adjacent narrow stores of constants become one
   wider store of the combined constant, when it takes one instruction
   to make (mov, movz, movn or a bitmask immediate) and a mov that only
   these stores read can be rewritten to make it:

       mov  w1, 1                      mov  w1, 513
       strb w1, [x0]           =>      strh w1, [x0]
       mov  w1, 2
       strb w1, [x0, 1]

   (little-endian: the lower address's byte is the low byte, 0x0201).
   At -O1 GCC 12's store merging (a GIMPLE pass of -O2) does not run, so
   the stores reach RTL one by one.

   bytes: 1, 2 -> one strh of 0x201 (the two movs set the same w1; the
   second is rewritten, the first deleted).  lo_only: shorts 0x12, 0 ->
   one str w of 0x12.  hi_only: ints 0, 1 -> one str x of 0x100000000
   (movz x, 1, lsl 32).  chain: chars 1, 2, 0, 0 -> two strh (0x201 and
   zero), then one str w of 0x201.  between: 1 and 7 with an unrelated
   store to another field between them (the same base, no overlap) ->
   one strh of 0x701.  main fills the objects, calls each and checks
   every byte.

   @targets aarch64
   @options -O1
   @remarks 2 constant stores at .* merged into one 2-byte store of 0x201$
   @remarks 1 constant stores at .* merged into one 4-byte store of 0x12$
   @remarks 1 constant stores at .* merged into one 8-byte store of 0x100000000$
   @remarks 1 constant stores at .* merged into one 4-byte store of 0x201$
   @remarks 1 constant stores at .* merged into one 2-byte store of 0x701$
   @remarks 1 zero stores at .* merged into one 2-byte store
   @asm aarch64 bytes 1 ^[[:space:]]+mov[[:space:]]+w[0-9]+, 513$
   @asm aarch64 bytes 1 ^[[:space:]]+strh[[:space:]]+w[0-9]+, \[x0\]$
   @asm aarch64 bytes 0 ^[[:space:]]+strb
   @asm aarch64 lo_only 1 ^[[:space:]]+str[[:space:]]+w[0-9]+, \[x0\]$
   @asm aarch64 hi_only 1 ^[[:space:]]+mov[[:space:]]+x[0-9]+, 4294967296$
   @asm aarch64 hi_only 1 ^[[:space:]]+str[[:space:]]+x[0-9]+, \[x0\]$
   @asm aarch64 chain 1 ^[[:space:]]+str[[:space:]]+w[0-9]+, \[x0\]$
   @asm aarch64 chain 0 ^[[:space:]]+str[bh]
   @asm aarch64 between 1 ^[[:space:]]+strh[[:space:]]+w[0-9]+, \[x0\]$
   @asm aarch64 between 0 ^[[:space:]]+strb
   @run  */

#include <stdio.h>
#include <string.h>

struct s
{
  char a, b, c, d;
  int e;
};

__attribute__ ((noipa)) void
bytes (char *p)
{
  p[0] = 1;
  p[1] = 2;
}

__attribute__ ((noipa)) void
lo_only (short *p)
{
  p[0] = 0x12;
  p[1] = 0;
}

__attribute__ ((noipa)) void
hi_only (int *p)
{
  p[0] = 0;
  p[1] = 1;
}

__attribute__ ((noipa)) void
chain (struct s *p)
{
  p->a = 1;
  p->b = 2;
  p->c = 0;
  p->d = 0;
}

__attribute__ ((noipa)) void
between (struct s *p, int x)
{
  p->a = 1;
  p->e = x;
  p->b = 7;
}

static int bad;

static void
expect (const void *obj, size_t n, const unsigned char *want)
{
  const unsigned char *b = (const unsigned char *) obj;
  for (size_t k = 0; k < n; k++)
    bad += b[k] != want[k];
}

int
main (void)
{
  char c[4];
  short h[4];
  int i[4];
  struct s s[3];
  memset (c, 0x5a, sizeof c);
  memset (h, 0x5a, sizeof h);
  memset (i, 0x5a, sizeof i);
  memset (s, 0x5a, sizeof s);
  bytes (c + 1);
  lo_only (h + 1);
  hi_only (i + 1);
  chain (&s[0]);
  between (&s[1], 0x01020304);
  static const unsigned char wc[4] = { 0x5a, 1, 2, 0x5a };
  static const unsigned char wh[8] = { 0x5a, 0x5a, 0x12, 0, 0, 0, 0x5a, 0x5a };
  static const unsigned char wi[16] = { 0x5a, 0x5a, 0x5a, 0x5a, 0, 0, 0, 0,
					1, 0, 0, 0, 0x5a, 0x5a, 0x5a, 0x5a };
  static const unsigned char ws[24] = { 1, 2, 0, 0, 0x5a, 0x5a, 0x5a, 0x5a,
					1, 7, 0x5a, 0x5a, 4, 3, 2, 1,
					0x5a, 0x5a, 0x5a, 0x5a, 0x5a, 0x5a,
					0x5a, 0x5a };
  expect (c, sizeof c, wc);
  expect (h, sizeof h, wh);
  expect (i, sizeof i, wi);
  expect (s, sizeof s, ws);
  printf ("%d\n", bad);
  return bad;
}
