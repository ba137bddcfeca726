/* not-merge-many.c - stores of eight locations at the ends of both arms,
   whose merge would empty an arm, are not merged: eight PHIs cost more
   than the stores they move (max-dse-merge-stores).

   libjpeg-turbo's IDCT column pass (jidctint.c, jpeg_idct_islow): when
   a column's AC terms are all zero, it stores the DC value to the 8
   rows of the work area and continues; else it runs the butterflies and
   stores 8 results.  Both arms end with 8 stores to the same rows, so
   memopt-dse could merge them into 8 stores of 8 PHIs at the loop's
   latch, which empties the shortcut arm (merge-cost allows it): the
   shortcut then moves the DC value into 8 registers, the branch stays
   (8 conditional moves are more than GCC's if-conversion makes), and
   the whole function ran 4.6 % more instructions on x86-64 (jidctfst.c:
   5.1 %) with the same stores (make realworld-wide).  A join that takes
   more than max-dse-merge-stores locations is left as it is.

   @options -O2
   @remarks 0 memopt: stores to .* merged at
   @dump dse 1 [1-9][0-9]* joins not merged \(more than max-dse-merge-stores locations\)
   @run
   @no-slower  */

#include <stdio.h>

__attribute__ ((noipa)) void
columns (const short *in, const int *q, int *ws)
{
  for (int c = 0; c < 8; c++, in++, q++, ws++)
    {
      if (in[8] == 0 && in[16] == 0 && in[24] == 0 && in[32] == 0
	  && in[40] == 0 && in[48] == 0 && in[56] == 0)
	{
	  int dc = in[0] * q[0] << 2;
	  ws[0] = dc; ws[8] = dc; ws[16] = dc; ws[24] = dc;
	  ws[32] = dc; ws[40] = dc; ws[48] = dc; ws[56] = dc;
	  continue;
	}
      int z0 = in[0] * q[0], z1 = in[8] * q[8], z2 = in[16] * q[16];
      int z3 = in[24] * q[24], z4 = in[32] * q[32], z5 = in[40] * q[40];
      int z6 = in[48] * q[48], z7 = in[56] * q[56];
      int t0 = z0 + z4, t1 = z0 - z4, t2 = z2 * 3 - z6, t3 = z2 + z6 * 5;
      int t4 = z1 * 7 + z7, t5 = z3 - z5 * 2, t6 = z5 + z3 * 3, t7 = z1 - z7;
      ws[0] = t0 + t3 + t4; ws[56] = t0 + t3 - t4;
      ws[8] = t1 + t2 + t5; ws[48] = t1 + t2 - t5;
      ws[16] = t1 - t2 + t6; ws[40] = t1 - t2 - t6;
      ws[24] = t0 - t3 + t7; ws[32] = t0 - t3 - t7;
    }
}

int
main (void)
{
  static short in[64];
  static int q[64], ws[64];
  unsigned long sum = 0;
  for (int i = 0; i < 64; i++)
    q[i] = 1 + i % 5;
  for (int r = 0; r < 3000; r++)
    {
      for (int i = 0; i < 64; i++)
	in[i] = (i < 8 || (r + i) % 5 == 0) ? (short) ((r * 7 + i) % 31 - 15) : 0;
      columns (in, q, ws);
      for (int i = 0; i < 64; i++)
	sum = sum * 31 + (unsigned) ws[i];
    }
  printf ("%lu\n", sum);
  return 0;
}
