/* carry-calls.h - the program of carry-across-call.c and
   not-carry-across-call.c: a loop that reads five float fields of *p
   only when its input is positive, after a byte store before the loop
   that may have written them, and calls a function every iteration.
   The call is const (it touches no memory, so the fields stay known
   across it) and not inlined.  Lazily, the six values and their flag
   live around the loop, so across the call: AArch64 preserves v8-v15
   across a call, x86-64 no SSE register.  Each field is used twice (so
   no target folds its load into an operation), as the second operand
   of a multiplication and of a subtraction (so x86-64's two-operand
   arithmetic never overwrites it).  */

#include <stdio.h>

struct params
{
  float a, b, c, d, e;
};

__attribute__ ((const, noinline)) int
tick (int i)
{
  return (i * 7) & 3;
}

__attribute__ ((noipa)) float
run (struct params *p, char *log, const float *x, int n)
{
  float acc = 0.0f;
  int calls = 0;
  log[0] = 1;
  for (int i = 0; i < n; i++)
    {
      float v = x[i];
      if (v > 0.0f)
	{
	  v = v * p->a - p->a;
	  v = v * p->b - p->b;
	  v = v * p->c - p->c;
	  v = v * p->d - p->d;
	  v = v * p->e - p->e;
	}
      calls += tick (i);
      acc = acc * 0.5f + v;
    }
  return acc + (float) calls;
}

int
main (void)
{
  static float x[64];
  static char log[4];
  struct params p = { 0.5f, 0.25f, 0.75f, 0.125f, 0.5f };
  for (int i = 0; i < 64; i++)
    x[i] = (float) ((i * 7) % 11) - 3.0f;
  float total = 0.0f;
  for (int k = 0; k < 200; k++)
    total += run (&p, log, x + (k % 32), 8 + k % 24);
  printf ("%.3f\n", total);
  return 0;
}
