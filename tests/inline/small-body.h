/* small-body.h - the body of the small functions of the inline tests:
   straight-line arithmetic with three branches, about 25 instructions
   by GCC's estimate (over GCC 12's 15 for a function not declared
   inline, under memopt-inline's 60).  M varies the constants so that
   no two functions are the same (GCC's ICF would merge them).  */

#define SMALL_BODY(m)                                                   \
  {                                                                     \
    unsigned x = a * (m) + b;                                           \
    if (x & 4)                                                          \
      x ^= b << ((m) & 7);                                              \
    if (x & 8)                                                          \
      x += a >> ((m) & 3);                                              \
    if (x & 16)                                                         \
      x -= b >> 1;                                                      \
    return x * x + (a | b) - (x >> ((m) & 15)) + ((a & b) << ((m) & 5)); \
  }
