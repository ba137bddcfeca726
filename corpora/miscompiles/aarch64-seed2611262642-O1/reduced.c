#include "csmith.h"
struct U1
{
  int64_t f2
};
struct U4
{
  int16_t f4
};
uint16_t g_2[2];
int16_t g_5 = 1;
int8_t g_8;
uint16_t g_20 = 12;
int16_t g_30[] = { 5, 5, 5, 5 };
uint8_t *g_282[1];
struct U1 g_688 = { 11 };
int32_t g_1000;
struct U4 g_1319;
int32_t func_33 ();
static int16_t *func_48 ();
int16_t func_62 (int8_t, uint16_t *, int32_t *, int8_t *, int32_t);
uint16_t func_69 ();
uint32_t
func_1 ()
{
  int16_t *l_4 = &g_5;
  int32_t l_12;
  int32_t l_18;
  int16_t *l_29 = &g_30[3];
  int32_t *l_31 = &l_18;
  int32_t *l_32 = &l_12;
  int l_1353;
  uint32_t l_2004 = *l_4 == g_2[1] ^ g_20;
  if (g_30[3])
    {
      int32_t *l_348[8][8];
      int16_t *l_1351 = &g_1319.f4;
      (func_48 (g_2[1] <= (*l_4 = func_62 (~func_69 (), l_29, l_348[6][6],
                                           g_282[0], 0)),
                g_688));
    }
  return l_2004;
}
int32_t
func_33 ()
{
  static int32_t memopt_stub;
  return memopt_stub;
}
int16_t *
func_48 (uint16_t *p_49, int64_t p_50)
{
  g_20 = 0;
  for (;;)
    {
      if (p_50)
        break;
      g_1000 = 0;
      for (;; --g_1000)
        ;
    }
  return p_49;
}
int16_t
func_62 (int8_t p_63, uint16_t *, int32_t *, int8_t *, int32_t)
{
  return p_63;
}
uint16_t
func_69 ()
{
  static uint16_t memopt_stub;
  return memopt_stub;
}
int
main ()
{
  int print_hash_value = 0;
  crc32_gentab ();
  func_1 ();
  transparent_crc (g_5, "", 0);
  platform_main_end (crc32_context, print_hash_value);
}
