/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 2611262642 --no-packed-struct --no-jumps --null-ptr-deref-prob 0 --dangling-ptr-deref-prob 0 --no-volatiles --no-volatile-pointers --no-float --max-pointer-depth 3 --max-funcs 8 --max-array-dim 2 --max-array-len-per-dim 8 --max-struct-fields 6 --quiet -o prog.c
 * Seed:      2611262642
 */

#include "csmith.h"


static long __undefined;


struct S0 {
   unsigned f0 : 7;
   unsigned : 0;
};

union U1 {
   int16_t  f0;
   uint32_t  f1;
   int64_t  f2;
   uint32_t  f3;
};

union U2 {
   int8_t * f0;
   const uint32_t  f1;
   uint32_t  f2;
   unsigned f3 : 10;
   uint16_t  f4;
};

union U3 {
   int32_t  f0;
   uint16_t  f1;
   int64_t  f2;
   int32_t  f3;
};

union U4 {
   const int32_t  f0;
   int64_t  f1;
   uint64_t  f2;
   int32_t  f3;
   int16_t  f4;
};


static uint16_t g_2[2] = {0xEB96L,0xEB96L};
static int16_t g_5 = (-1L);
static int8_t g_8 = (-1L);
static int8_t *g_7 = &g_8;
static uint16_t g_20 = 0x85FCL;
static int16_t g_30[8] = {0x57A5L,0x57A5L,0x57A5L,0x57A5L,0x57A5L,0x57A5L,0x57A5L,0x57A5L};
static int16_t *g_44 = &g_30[3];
static int16_t ** const g_43 = &g_44;
static int64_t g_106[2][7] = {{1L,1L,0xC298B4A01C31E924LL,1L,1L,0xC298B4A01C31E924LL,1L},{1L,1L,1L,1L,1L,1L,1L}};
static uint64_t g_110 = 0xF2DDDEE6403F479FLL;
static struct S0 g_121 = {10};
static union U2 g_124 = {0};
static int32_t **g_131 = (void*)0;
static int32_t g_153 = 0L;
static int32_t *g_156 = (void*)0;
static uint64_t g_170 = 0UL;
static uint32_t g_187 = 18446744073709551611UL;
static uint8_t g_194 = 0xC1L;
static int8_t **g_218 = &g_7;
static int8_t ***g_217 = &g_218;
static uint8_t g_239 = 0xB8L;
static const int32_t *g_251 = &g_153;
static union U1 g_261 = {0x19C6L};
static uint8_t *g_282[2] = {(void*)0,(void*)0};
static uint8_t **g_281 = &g_282[0];
static uint64_t g_299 = 18446744073709551608UL;
static union U1 g_330 = {4L};
static union U2 *g_340 = &g_124;
static union U2 **g_339 = &g_340;
static uint32_t g_424 = 0x3881E8CDL;
static uint8_t g_444 = 255UL;
static const union U4 g_524 = {4L};
static uint32_t g_665 = 0x4B37FD45L;
static uint32_t g_668 = 0x751E2A2BL;
static uint64_t *g_674 = &g_170;
static uint64_t **g_673[5] = {&g_674,&g_674,&g_674,&g_674,&g_674};
static union U1 g_688 = {0x32DBL};
static uint64_t g_695 = 0xED2561E494DADDD4LL;
static uint32_t g_779 = 0x95D836F6L;
static struct S0 *g_817 = &g_121;
static struct S0 **g_816 = &g_817;
static uint8_t g_849 = 0x0BL;
static int64_t g_938[2][2] = {{0L,0L},{0L,0L}};
static int64_t * const *g_981 = (void*)0;
static int16_t * const g_991[1] = {(void*)0};
static int16_t * const *g_990 = &g_991[0];
static int32_t g_1000 = 0xAD47531DL;
static uint32_t g_1017 = 0xB7AB7ACCL;
static int8_t g_1022 = 1L;
static uint16_t *g_1040 = &g_2[1];
static uint16_t **g_1039 = &g_1040;
static uint64_t g_1065[5] = {0xC4C5813FD377E121LL,0xC4C5813FD377E121LL,0xC4C5813FD377E121LL,0xC4C5813FD377E121LL,0xC4C5813FD377E121LL};
static int8_t g_1143 = 0L;
static int32_t g_1145 = 0xF0A1CD23L;
static uint32_t g_1146 = 0x95BAC394L;
static int8_t **g_1154 = &g_7;
static uint8_t g_1173[2] = {254UL,254UL};
static uint8_t g_1279 = 249UL;
static uint8_t g_1281 = 0xD2L;
static union U4 *g_1313 = (void*)0;
static union U4 g_1317 = {0xDC096AE6L};
static union U4 g_1319 = {0x5C0B5240L};
static union U4 *g_1318 = &g_1319;
static int16_t * const **g_1368 = (void*)0;
static uint32_t g_1396[1] = {18446744073709551609UL};
static uint64_t g_1434[1] = {18446744073709551606UL};
static union U3 g_1442 = {0L};
static uint32_t g_1467[4][3] = {{0x8B8B4B1DL,0x8B8B4B1DL,0x8B8B4B1DL},{0xBD40F975L,0xBD40F975L,0xBD40F975L},{0x8B8B4B1DL,0x8B8B4B1DL,0x8B8B4B1DL},{0xBD40F975L,0xBD40F975L,0xBD40F975L}};
static const struct S0 g_1513 = {1};
static const struct S0 *g_1512 = &g_1513;
static const uint16_t * const g_1583 = &g_1442.f1;
static const uint16_t * const *g_1582[2][4] = {{&g_1583,&g_1583,&g_1583,&g_1583},{&g_1583,&g_1583,&g_1583,&g_1583}};
static uint8_t g_1591[8][6] = {{0UL,0UL,0UL,0xB6L,0xB6L,0UL},{255UL,255UL,0UL,0UL,0xECL,0xA8L},{3UL,0xB6L,1UL,0xCDL,0xE0L,0UL},{7UL,3UL,1UL,0xA8L,255UL,0xA8L},{0UL,0xA8L,0UL,6UL,255UL,0UL},{6UL,255UL,0UL,0xE0L,0x1FL,0xECL},{0UL,0UL,0xF5L,0xE0L,6UL,6UL},{6UL,252UL,252UL,6UL,3UL,0xB6L}};
static int16_t **g_1638[3] = {&g_44,&g_44,&g_44};
static int16_t ***g_1637 = &g_1638[2];
static union U1 *g_1654 = (void*)0;
static uint32_t *g_1745 = &g_668;
static uint32_t **g_1744 = &g_1745;
static uint32_t ***g_1743 = &g_1744;
static union U3 *g_1770 = (void*)0;
static union U3 **g_1769 = &g_1770;
static uint32_t g_1783 = 0xB8B86A91L;
static union U2 g_1793 = {0};
static const int8_t g_1798 = 0xADL;
static uint8_t * const *g_1820[6][1] = {{&g_282[0]},{&g_282[0]},{&g_282[0]},{&g_282[0]},{&g_282[0]},{&g_282[0]}};
static uint8_t * const **g_1819[5][4] = {{&g_1820[1][0],(void*)0,&g_1820[5][0],&g_1820[1][0]},{(void*)0,&g_1820[5][0],(void*)0,&g_1820[5][0]},{&g_1820[0][0],&g_1820[5][0],&g_1820[4][0],&g_1820[1][0]},{&g_1820[5][0],(void*)0,(void*)0,&g_1820[5][0]},{(void*)0,&g_1820[1][0],(void*)0,&g_1820[5][0]}};
static const struct S0 g_1876 = {4};
static const struct S0 *g_1875 = &g_1876;
static uint32_t g_1897 = 1UL;
static struct S0 ***g_1908 = &g_816;
static const union U3 g_1938 = {0x9B7677F6L};
static int64_t g_1995 = (-10L);



static const uint32_t  func_1(void);
static int32_t  func_33(int32_t  p_34, int16_t ** p_35, int32_t * p_36, int8_t * p_37, union U3  p_38);
static struct S0  func_45(uint16_t * const  p_46, const int16_t * p_47);
static int16_t * func_48(uint16_t * p_49, int64_t  p_50);
static uint16_t * func_51(int64_t  p_52, uint64_t  p_53, int8_t * p_54, int32_t * p_55, uint16_t  p_56);
static int16_t  func_62(int8_t  p_63, uint16_t * p_64, int32_t * p_65, int8_t * p_66, int32_t  p_67);
static uint16_t  func_69(uint16_t * const  p_70, int8_t * p_71);
static int32_t  func_74(const uint16_t ** p_75, int8_t * p_76);





static const uint32_t  func_1(void)
{ 
    int16_t l_3 = (-1L);
    int16_t *l_4 = &g_5;
    int8_t *l_6 = (void*)0;
    int32_t l_12 = 0xD20578CCL;
    uint16_t *l_17 = (void*)0;
    int32_t l_18 = 0xA6F9A4D9L;
    uint16_t *l_19[5][5];
    int32_t l_21 = (-1L);
    int16_t *l_29 = &g_30[3];
    int16_t **l_28 = &l_29;
    int32_t *l_31 = &l_18;
    int32_t *l_32 = &l_12;
    uint32_t l_1020 = 2UL;
    int8_t *l_1021 = &g_1022;
    union U3 l_1353[4][8] = {{{1L},{1L},{0x9AD92F08L},{0x9AD92F08L},{1L},{1L},{0x9AD92F08L},{0x9AD92F08L}},{{1L},{1L},{0x9AD92F08L},{0x9AD92F08L},{1L},{1L},{0x9AD92F08L},{0x9AD92F08L}},{{1L},{1L},{0x9AD92F08L},{0x9AD92F08L},{1L},{1L},{0x9AD92F08L},{0x9AD92F08L}},{{1L},{1L},{0x9AD92F08L},{0x9AD92F08L},{1L},{1L},{0x9AD92F08L},{0x9AD92F08L}}};
    union U4 **l_1557 = &g_1318;
    struct S0 l_1596 = {8};
    union U3 *l_1601 = &g_1442;
    union U4 *l_1622[6];
    int64_t l_1623 = 0xD27B3EB09014D996LL;
    uint64_t **l_1624 = &g_674;
    union U2 *l_1643 = &g_124;
    int8_t l_1670 = (-1L);
    const uint32_t l_1674 = 18446744073709551615UL;
    uint64_t l_1719 = 1UL;
    union U1 l_1755 = {0xBDA7L};
    int32_t l_1847 = 0xFC78B08AL;
    uint16_t l_1848 = 0xBE79L;
    uint32_t l_1856 = 4294967290UL;
    uint8_t **l_1944 = &g_282[0];
    const uint32_t l_2004 = 0xFDC47D8CL;
    int i, j;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
            l_19[i][j] = &g_20;
    }
    for (i = 0; i < 6; i++)
        l_1622[i] = &g_1317;
    (*l_32) = ((*l_31) = ((((*l_4) = (l_3 |= g_2[1])) == g_2[1]) ^ ((l_4 != l_4) != (((l_6 == g_7) != ((safe_unary_minus_func_int16_t_s((safe_rshift_func_uint16_t_u_s(0xCEA4L, (l_12 <= (safe_lshift_func_uint8_t_u_s((safe_add_func_uint16_t_u_u((++g_20), (safe_mul_func_uint16_t_u_u(((~(!((((*l_28) = (void*)0) == l_19[0][4]) & 0xFEACL))) < g_30[6]), l_12)))), (*g_7)))))))) || l_21)) || g_2[1]))));
    if (g_30[3])
    { 
        uint16_t * const l_72 = &g_2[0];
        uint16_t **l_73 = &l_17;
        int32_t *l_348[8][8] = {{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12},{&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12,&l_12}};
        int8_t l_1350 = 0L;
        int16_t *l_1351 = &g_1319.f4;
        const int32_t l_1352[6] = {0L,0L,0x7203D665L,0L,0L,0x7203D665L};
        int32_t *l_1553 = &l_12;
        uint8_t l_1566[7][8] = {{0xB2L,0xA3L,254UL,0xA3L,0xB2L,6UL,6UL,0xB2L},{0xA3L,255UL,255UL,0xA3L,0xBCL,0xB2L,0xBCL,0xA3L},{255UL,0xBCL,255UL,6UL,254UL,254UL,6UL,255UL},{0xBCL,0xBCL,254UL,0xB2L,0xD9L,0xB2L,254UL,0xBCL},{0xBCL,255UL,6UL,254UL,254UL,6UL,255UL,0xBCL},{255UL,0xA3L,0xBCL,0xB2L,0xBCL,0xA3L,255UL,255UL},{0xA3L,0xB2L,6UL,6UL,0xB2L,0xA3L,254UL,0xA3L}};
        int64_t *l_1592 = &g_938[1][0];
        uint32_t l_1594 = 4294967293UL;
        int i, j;
        l_21 ^= func_33((safe_div_func_int32_t_s_s((safe_mul_func_int16_t_s_s(((*l_1351) ^= (((void*)0 != g_43) ^ ((&g_8 == &g_8) && ((*l_31) ^ ((func_45(l_4, func_48(func_51((g_2[1] <= (safe_div_func_int64_t_s_s((safe_div_func_int16_t_s_s((**g_43), (+((*l_4) = func_62((~func_69(((*l_73) = l_72), &g_8)), l_29, l_348[6][6], g_282[0], (*l_32)))))), l_1020))), (*l_31), l_1021, &l_21, (*l_31)), g_688.f0)) , 0x5136A77EE2148E9ALL) || l_1350))))), l_1352[3])), g_2[1])), &g_44, &l_21, &g_1022, l_1353[3][6]);
        (*l_31) = (+(++(*g_674)));
        for (g_261.f1 = 0; (g_261.f1 > 35); g_261.f1 = safe_add_func_uint8_t_u_u(g_261.f1, 9))
        { 
            int32_t l_1564 = (-4L);
            int32_t l_1568[2][2] = {{(-3L),(-3L)},{(-3L),(-3L)}};
            int i, j;
            for (g_688.f3 = 0; (g_688.f3 >= 12); ++g_688.f3)
            { 
                int32_t *l_1554[8][3] = {{&g_1317.f3,&l_1353[3][6].f0,&l_18},{(void*)0,(void*)0,&l_18},{&l_1353[3][6].f0,&g_1317.f3,&l_18},{&g_1317.f3,&l_1353[3][6].f0,&l_18},{(void*)0,(void*)0,&l_18},{&l_1353[3][6].f0,&g_1317.f3,&l_18},{&g_1317.f3,&l_1353[3][6].f0,&l_18},{(void*)0,(void*)0,&l_18}};
                int32_t l_1560 = 0x0E573D0AL;
                int32_t l_1563[7];
                int8_t l_1565[2];
                int i, j;
                for (i = 0; i < 7; i++)
                    l_1563[i] = 6L;
                for (i = 0; i < 2; i++)
                    l_1565[i] = (-1L);
                for (g_1317.f3 = 0; (g_1317.f3 == 14); g_1317.f3 = safe_add_func_uint64_t_u_u(g_1317.f3, 9))
                { 
                    uint32_t l_1537 = 4294967292UL;
                    uint32_t *l_1544 = &g_124.f2;
                    uint32_t *l_1545 = (void*)0;
                    uint32_t *l_1546 = &g_668;
                    int32_t **l_1551 = &g_156;
                    int32_t **l_1552 = &l_348[3][1];
                    --l_1537;
                    (*l_1553) = (safe_mul_func_uint8_t_u_u((((safe_mod_func_uint32_t_u_u(((*l_1544) = (++(*l_1546))), (safe_rshift_func_uint16_t_u_s((((*l_1552) = (void*)0) != (l_1554[6][1] = l_1553)), ((safe_lshift_func_uint8_t_u_s(((void*)0 == l_1557), (safe_rshift_func_uint16_t_u_s((**g_1039), 8)))) , (((&g_981 != (void*)0) != (l_1560 = g_424)) >= ((safe_mul_func_uint8_t_u_u(l_1563[4], 0L)) | l_1564))))))) > (*g_44)) || l_1565[1]), 0x28L));
                    if ((*l_1553))
                        continue;
                }
                for (l_21 = 0; (l_21 <= 2); l_21 += 1)
                { 
                    const struct S0 l_1567 = {10};
                    const uint32_t l_1576[2] = {2UL,2UL};
                    uint32_t *l_1579 = &g_668;
                    const uint16_t * const **l_1584 = &g_1582[0][2];
                    int32_t l_1593 = 0x758B5E19L;
                    uint32_t *l_1595 = &l_1594;
                    int i, j;
                    if (((*l_31) = ((*l_32) || 0x09186EFE190B66C0LL)))
                    { 
                        int i, j;
                        l_1554[l_21][l_21] = l_1554[(l_21 + 4)][l_21];
                        if (l_1566[4][0])
                            continue;
                    }
                    else
                    { 
                        (*g_817) = l_1567;
                        l_1568[1][0] &= (*l_32);
                        g_1442.f0 &= ((-6L) == ((void*)0 != &l_1352[4]));
                        (*l_31) = (*l_32);
                    }
                    (*l_31) = (0xBA9AL ^ (safe_sub_func_int8_t_s_s(((--(*g_1040)) < ((*l_32) = (safe_mul_func_uint16_t_u_u(((((!(((0xD3L == (1UL >= l_1576[1])) & (((safe_sub_func_int32_t_s_s(l_1568[1][0], (--(*l_1579)))) , &l_19[(l_21 + 1)][l_21]) != ((*l_1584) = g_1582[0][2]))) < ((*l_1595) = (l_1576[0] < (safe_mod_func_uint16_t_u_u((l_1593 = (safe_add_func_int32_t_s_s((((safe_add_func_int64_t_s_s(g_1591[3][5], 0xEC9D7A397FA68030LL)) , (void*)0) == l_1592), l_1568[1][0]))), l_1594)))))) , l_1567.f0) , (*g_1318)) , (*g_1583)), (-5L))))), 0xEDL)));
                    (**g_816) = l_1596;
                }
                l_1568[1][1] &= l_1564;
            }
            if ((*l_31))
                continue;
        }
    }
    else
    { 
        int8_t l_1599 = 0xA7L;
        int32_t l_1625 = 0x8D74AA29L;
        int32_t *l_1626 = &l_1353[3][6].f0;
        int32_t *l_1648 = &g_1317.f3;
        uint32_t l_1675[3];
        uint64_t **l_1726 = &g_674;
        union U3 *l_1787 = &l_1353[3][6];
        struct S0 l_1788 = {6};
        uint8_t * const **l_1821[2][2];
        const int16_t l_1836 = 4L;
        uint16_t *l_1862 = &l_1353[3][6].f1;
        int8_t l_1977[8] = {0x4EL,0x4EL,0x4EL,0x4EL,0x4EL,0x4EL,0x4EL,0x4EL};
        int32_t l_2000[2][4] = {{1L,1L,1L,1L},{1L,1L,1L,1L}};
        int i, j;
        for (i = 0; i < 3; i++)
            l_1675[i] = 0xAD4DBA50L;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 2; j++)
                l_1821[i][j] = &g_1820[5][0];
        }
        if ((safe_div_func_uint16_t_u_u(l_1599, (~((g_688 , (void*)0) == l_1601)))))
        { 
            uint64_t l_1621 = 0x2D53E8778801923ALL;
            l_1625 |= (g_1317.f3 &= ((((**l_1624) = ((safe_add_func_int64_t_s_s(((safe_rshift_func_int16_t_s_s((safe_add_func_int16_t_s_s((((((*g_340) , ((((safe_mod_func_int64_t_s_s(((safe_mod_func_uint32_t_u_u((0x04L || (safe_div_func_int8_t_s_s((((safe_sub_func_int64_t_s_s((safe_unary_minus_func_int8_t_s((***g_217))), (0xC7B75FED00CA7C04LL >= l_1599))) || 18446744073709551614UL) || (((safe_div_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u((((g_1467[0][0] >= ((**g_816) , (l_1621 || 0x52L))) , (void*)0) != l_1622[1]), 0x9FECL)), (*l_32))) != 2L) == (***g_217))), l_1623))), 1UL)) >= l_1599), l_1599)) == (*l_32)) < 0x53L) || l_1599)) , 4UL) , (void*)0) == l_1624), (*g_1583))), 1)) ^ (*l_32)), 0xF8D9745A894E563DLL)) || (*l_31))) >= 5UL) == l_1621));
            for (g_688.f2 = 1; (g_688.f2 >= 0); g_688.f2 -= 1)
            { 
                int32_t **l_1627 = &g_156;
                (*l_1627) = l_1626;
                (**l_1627) = ((*l_32) ^= (l_1621 != (*l_1626)));
            }
            return g_239;
        }
        else
        { 
            int32_t l_1639 = 0x57393F33L;
            uint32_t l_1677 = 0xCAE37F6CL;
            uint64_t *l_1703 = &g_170;
            int16_t * const **l_1732[4] = {&g_990,&g_990,&g_990,&g_990};
            int16_t ***l_1733[8] = {&g_1638[0],&g_1638[0],&g_1638[0],&g_1638[0],&g_1638[0],&g_1638[0],&g_1638[0],&g_1638[0]};
            int16_t l_1746 = 0x0051L;
            uint16_t l_1771[7] = {0x70F1L,0x70F1L,0xBF74L,0x70F1L,0x70F1L,0xBF74L,0x70F1L};
            uint8_t ***l_1786 = &g_281;
            int8_t *l_1804 = &l_1670;
            int i;
            if (((g_444 , (safe_div_func_int8_t_s_s(((((3L >= (+(safe_rshift_func_uint16_t_u_u((((+(safe_mul_func_int16_t_s_s(((void*)0 != (*l_1624)), ((*l_1626) |= (~(g_330 , ((g_1637 = g_1637) != &g_43))))))) <= ((((**g_1039) &= (*l_32)) || 0x2A26L) >= (-6L))) != (*l_32)), 1)))) | l_1639) == g_1467[2][0]) >= l_1639), (*l_32)))) | (*l_32)))
            { 
                int32_t **l_1640[7][3] = {{&l_1626,&l_1626,&l_31},{&g_156,&l_1626,&g_156},{&g_156,&l_1626,&l_31},{&g_156,&g_156,&l_1626},{&g_156,&l_1626,&l_1626},{&l_1626,&l_1626,&l_31},{&g_156,&l_1626,&g_156}};
                uint8_t *l_1651 = &g_444;
                union U3 l_1661 = {8L};
                uint64_t l_1734[1][1];
                int8_t l_1762 = 6L;
                uint8_t ***l_1785 = &g_281;
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_1734[i][j] = 0xC481CD3D524578F2LL;
                }
                g_156 = &l_1639;
                if (((*l_32) != (safe_lshift_func_int16_t_s_s(((void*)0 == l_1643), ((*g_674) ^ ((safe_mod_func_uint32_t_u_u((((*l_1651) = ((*l_1626) = ((safe_sub_func_uint64_t_u_u(l_1639, (((*g_7) != (&g_1000 == (l_1648 = &l_21))) , (safe_add_func_uint8_t_u_u((0xFB6300C8L > 0xB68B26C6L), (*l_1648)))))) ^ (*l_1626)))) != 6L), (*l_32))) | (*g_44)))))))
                { 
                    union U1 *l_1652 = &g_330;
                    union U1 **l_1653[6] = {&l_1652,&l_1652,&l_1652,&l_1652,&l_1652,&l_1652};
                    int32_t l_1671 = 0L;
                    int64_t *l_1676 = &g_938[0][0];
                    int i;
                    g_1654 = l_1652;
                    (*l_1648) ^= (+((**g_43) , (safe_lshift_func_uint16_t_u_u(((void*)0 == &l_1639), l_1639))));
                    (*l_31) = (18446744073709551615UL != (safe_mod_func_uint8_t_u_u(((g_20 & ((~(l_1661 , (*l_1648))) , (safe_mul_func_uint16_t_u_u((((safe_div_func_uint32_t_u_u((safe_add_func_int8_t_s_s(((((((*l_1676) ^= ((safe_sub_func_uint64_t_u_u((l_1639 | l_1639), l_1670)) & ((((l_1671 = (*l_32)) != (safe_lshift_func_int8_t_s_s(l_1674, (*l_1648)))) == l_1675[2]) != 0L))) >= 0xE4041CACBF9A180FLL) || 0xCCL) < g_1022) ^ g_1434[0]), 0x9AL)), (*g_251))) , &g_990) == (void*)0), (-3L))))) || 0L), (*l_1648))));
                    ++l_1677;
                }
                else
                { 
                    uint16_t l_1689 = 65531UL;
                    uint64_t ***l_1727[8][1] = {{&l_1726},{&g_673[2]},{&l_1726},{&l_1726},{&g_673[2]},{&l_1726},{&l_1726},{&g_673[2]}};
                    int i, j;
                    for (l_1625 = 0; (l_1625 == 24); l_1625 = safe_add_func_int8_t_s_s(l_1625, 2))
                    { 
                        const int8_t l_1682 = 0x06L;
                        (*l_32) = l_1639;
                        return l_1682;
                    }
                    for (g_299 = 0; (g_299 <= 5); g_299 += 1)
                    { 
                        int32_t l_1698[1][4] = {{(-1L),(-1L),(-1L),(-1L)}};
                        const int32_t **l_1711[4][6] = {{&g_251,&g_251,&g_251,&g_251,&g_251,&g_251},{&g_251,&g_251,&g_251,&g_251,&g_251,&g_251},{&g_251,&g_251,&g_251,&g_251,&g_251,&g_251},{&g_251,&g_251,&g_251,&g_251,&g_251,&g_251}};
                        const int32_t ***l_1710 = &l_1711[3][0];
                        int32_t l_1712 = 3L;
                        int i, j;
                        (*l_31) = (safe_mod_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u((safe_mod_func_int16_t_s_s((l_1689 >= ((l_1661 , ((*g_1039) != (void*)0)) , ((*g_156) ^ (((safe_sub_func_uint16_t_u_u(0xBB76L, (safe_mod_func_uint8_t_u_u((safe_div_func_uint32_t_u_u((((4294967295UL != ((((*l_32) = (((*l_1626) , (((safe_add_func_uint8_t_u_u((*l_31), l_1689)) < g_239) < (**g_218))) <= 0xC29BED3FL)) <= l_1698[0][2]) || (*l_1626))) >= (*g_674)) < (*l_1626)), (*g_251))), 0x2CL)))) == l_1689) != (*l_31))))), 0x8AFFL)), (*l_1648))), (*g_674)));
                        l_1712 = (safe_sub_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(l_1698[0][1], 0x51AB9C25L)), (g_1145 && (((((((((((*g_156) = ((*l_32) = (((void*)0 != l_1703) >= ((((*l_31) = (safe_add_func_int64_t_s_s((*l_32), 1UL))) , (l_1640[4][1] != ((*l_1710) = ((safe_add_func_int32_t_s_s((safe_mod_func_uint16_t_u_u(((void*)0 != &g_340), (*l_32))), l_1677)) , (void*)0)))) || 0xC2CB9F49DE4ED540LL)))) < g_1513.f0) != 0xF385B7F1B5A81DB4LL) != (***g_1637)) >= (*g_674)) < (*l_1648)) & (*g_1583)) || 0xE3684589L) <= (*l_1648)) != 0x87900BBD47CE305FLL))));
                        if ((*g_156))
                            continue;
                    }
                    (*g_156) = ((safe_div_func_int32_t_s_s(((((safe_lshift_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(l_1689, l_1719)), ((safe_mod_func_int64_t_s_s(l_1639, (safe_lshift_func_uint16_t_u_s(((safe_mod_func_int16_t_s_s(((&g_674 != (l_1726 = l_1726)) & ((*l_31) ^= 0L)), (safe_rshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_u((l_1732[3] != (l_1733[7] = (void*)0)), ((((*g_339) != (*g_339)) || (*l_32)) != 0x85L))), 7)))) ^ 0x6CL), 7)))) && 0x9C7C496CL))) == (-7L)) | l_1734[0][0]) || g_1467[2][0]), 0xD56431E6L)) != (*l_32));
                }
                for (l_1661.f1 = (-14); (l_1661.f1 > 26); ++l_1661.f1)
                { 
                    for (g_665 = 0; (g_665 <= 5); g_665 += 1)
                    { 
                        uint8_t l_1737 = 0UL;
                        int32_t *l_1740 = &l_18;
                        l_1737--;
                        l_1740 = l_1740;
                    }
                }
                if (((((*g_156) = 0x1443B4B5L) , ((*l_1648) = ((safe_rshift_func_uint8_t_u_u(((void*)0 == g_1743), ((l_1661 , ((l_1746 & 0x9A18L) > (((safe_lshift_func_uint8_t_u_u(0x00L, l_1639)) , (((l_1746 || l_1746) == 0x92DFL) == 0L)) < 0x19L))) ^ (**g_1154)))) & (*l_31)))) < 0x1AC10805L))
                { 
                    uint32_t ***l_1751[1];
                    int32_t l_1754 = (-9L);
                    int8_t *l_1772[1];
                    uint16_t * const l_1776 = &l_1771[3];
                    int i;
                    for (i = 0; i < 1; i++)
                        l_1751[i] = &g_1744;
                    for (i = 0; i < 1; i++)
                        l_1772[i] = &l_1762;
                    (*l_1626) = (safe_div_func_int32_t_s_s((&g_1744 == l_1751[0]), (((*l_32) |= ((*l_1703) = ((((safe_rshift_func_uint8_t_u_u((l_1677 , l_1746), l_1639)) <= (((*g_340) , (l_1754 && 0x93327AF5L)) != ((**g_1154) ^= (l_1639 ^ 0xB646882CL)))) & (*l_1648)) > g_330.f0))) && 0x8FBB71ED9A881B17LL)));
                    if ((l_1754 = (((l_1755 , (safe_lshift_func_int8_t_s_u(((*l_1021) = (*l_31)), (((*l_1703) = (safe_rshift_func_int8_t_s_u((g_1143 = ((((safe_mod_func_uint16_t_u_u((l_1762 | l_1754), ((*l_4) &= ((((--(*l_1651)) < (l_1771[5] = ((*g_7) ^= ((safe_rshift_func_int16_t_s_u((safe_rshift_func_int8_t_s_u(0x4EL, 7)), (**g_1039))) > (((void*)0 == g_1769) != (((&l_1623 != &l_1623) , (*g_1745)) ^ (**g_1744))))))) ^ 65535UL) == (*l_31))))) < 0x95L) >= (-5L)) == g_1467[0][0])), l_1746))) & l_1754)))) , (*l_1626)) != 5UL)))
                    { 
                        uint16_t l_1775 = 1UL;
                        const union U1 l_1779 = {0x48F8L};
                        const int16_t *l_1784[2][8];
                        int i, j;
                        for (i = 0; i < 2; i++)
                        {
                            for (j = 0; j < 8; j++)
                                l_1784[i][j] = &g_5;
                        }
                        (*l_1648) = (safe_rshift_func_uint8_t_u_s(l_1775, 5));
                        (*g_817) = func_45(l_1776, l_1784[1][4]);
                        l_1786 = l_1785;
                    }
                    else
                    { 
                        (*g_1769) = l_1787;
                    }
                }
                else
                { 
                    int16_t l_1789 = 0xBD5FL;
                    (**g_816) = l_1788;
                    (*l_1626) |= l_1789;
                    (**g_816) = func_45(&l_1771[5], func_51(((***g_1637) , ((((**g_1744) | 8L) , (((*l_1648) , (*g_251)) ^ (safe_div_func_uint32_t_u_u((&g_1040 != (l_1639 , (void*)0)), 4294967295UL)))) == 0x695C7704B092CFA8LL)), (*g_674), (*g_1154), &l_18, (**g_1039)));
                }
            }
            else
            { 
                union U2 *l_1792 = &g_1793;
                int32_t *l_1796 = &g_153;
                uint8_t *l_1807 = (void*)0;
                uint8_t *l_1808 = &g_239;
                uint64_t *l_1814[4] = {&g_1434[0],&g_1434[0],&g_1434[0],&g_1434[0]};
                uint8_t *l_1822 = &g_194;
                union U3 l_1833 = {1L};
                int32_t **l_1854 = &l_31;
                int i;
                l_1792 = l_1643;
                for (l_1677 = 0; (l_1677 < 56); l_1677++)
                { 
                    int32_t **l_1797 = &l_1648;
                    (*l_1797) = l_1796;
                    if ((**l_1797))
                        break;
                    (*l_1797) = (void*)0;
                    return g_1798;
                }
                if (((4294967295UL || (safe_lshift_func_int16_t_s_s((((*l_1822) = ((safe_lshift_func_uint16_t_u_s(65530UL, (safe_unary_minus_func_int32_t_s((l_1804 == (**g_217)))))) && ((safe_mod_func_uint8_t_u_u((--(*l_1808)), (safe_sub_func_uint8_t_u_u((+((*l_32) == (l_1814[2] != (*l_1624)))), (safe_lshift_func_int8_t_s_u((*l_1796), (safe_div_func_uint8_t_u_u(((l_1821[0][0] = g_1819[2][2]) != l_1786), 0x5BL)))))))) , 0xB974C675L))) >= 247UL), 8))) || 246UL))
                { 
                    uint64_t *l_1834[3];
                    uint64_t *l_1835 = (void*)0;
                    int32_t l_1837 = 0L;
                    int32_t l_1846 = 0L;
                    int i;
                    for (i = 0; i < 3; i++)
                        l_1834[i] = &g_1434[0];
                    for (l_1755.f2 = 12; (l_1755.f2 > 3); l_1755.f2 = safe_sub_func_int8_t_s_s(l_1755.f2, 1))
                    { 
                        return g_665;
                    }
                    if (((*l_31) |= (*g_251)))
                    { 
                        uint16_t l_1832 = 0xE36AL;
                        struct S0 *l_1838 = &l_1596;
                        (*l_1626) = (safe_add_func_int64_t_s_s(((safe_add_func_uint64_t_u_u(l_1746, (!((((248UL <= (-3L)) == 0x5127A4ADL) <= (safe_div_func_uint32_t_u_u((l_1832 <= (((l_1833 , (0L | ((l_1834[0] == l_1835) >= l_1832))) >= l_1836) >= (*g_251))), (**g_1744)))) != (*l_1796))))) != l_1837), l_1837));
                        (*l_31) &= (*g_251);
                        (*l_1838) = ((*g_817) = (*g_1512));
                    }
                    else
                    { 
                        int32_t l_1839 = (-5L);
                        int32_t *l_1840 = &g_1145;
                        int32_t *l_1841 = &g_153;
                        int32_t *l_1842 = &l_1837;
                        int32_t *l_1843 = &g_153;
                        int32_t *l_1844 = &l_18;
                        int32_t *l_1845[7];
                        int i;
                        for (i = 0; i < 7; i++)
                            l_1845[i] = &l_1837;
                        ++l_1848;
                    }
                }
                else
                { 
                    int32_t **l_1851 = (void*)0;
                    int32_t **l_1852 = &l_31;
                    int32_t ***l_1853[5][1] = {{&l_1851},{&l_1851},{&l_1851},{&l_1851},{&l_1851}};
                    int i, j;
                    (*l_1852) = &g_1000;
                    l_1854 = &l_1796;
                }
            }
        }
        for (l_1670 = 0; (l_1670 <= 5); l_1670 += 1)
        { 
            struct S0 *l_1859 = &l_1788;
            int32_t l_1863 = 0xD1B8DC75L;
            const struct S0 **l_1868 = &g_1512;
            const struct S0 *l_1870 = (void*)0;
            const struct S0 **l_1869 = &l_1870;
            const struct S0 *l_1872 = &g_1513;
            const struct S0 **l_1871 = &l_1872;
            const struct S0 *l_1874 = &g_1513;
            const struct S0 **l_1873[7][1] = {{&l_1874},{&l_1874},{&l_1874},{&l_1874},{&l_1874},{&l_1874},{&l_1874}};
            uint8_t *l_1877[3][6] = {{&g_1281,&g_1281,&g_1281,&g_1281,&g_1281,&g_1281},{&g_1281,&g_1281,&g_1281,&g_1281,&g_1281,&g_1281},{&g_1281,&g_1281,&g_1281,&g_1281,&g_1281,&g_1281}};
            int32_t l_1920 = 1L;
            uint64_t l_1925 = 0x7F3DCE28692F5304LL;
            union U3 *l_1952 = (void*)0;
            int64_t l_1957 = 0xC16A58792F32DF57LL;
            int i, j;
            (*l_32) = (!(l_1856 == (--(*g_1745))));
        }
    }
    return l_2004;
}




static int32_t  func_33(int32_t  p_34, int16_t ** p_35, int32_t * p_36, int8_t * p_37, union U3  p_38)
{ 
    int32_t *l_1355 = &g_1145;
    int32_t l_1358 = 0L;
    int32_t l_1359 = 0x69CC07D3L;
    int32_t l_1360 = 0L;
    int32_t l_1361 = 2L;
    int32_t l_1362 = 1L;
    uint16_t l_1363[1][4] = {{0x6BD4L,0x6BD4L,0x6BD4L,0x6BD4L}};
    int16_t *l_1373 = &g_5;
    const struct S0 *l_1416 = &g_121;
    uint16_t * const *l_1419 = &g_1040;
    union U1 *l_1482 = (void*)0;
    const uint64_t *l_1503 = &g_695;
    const uint64_t **l_1502 = &l_1503;
    const uint64_t ***l_1501[6] = {&l_1502,&l_1502,&l_1502,&l_1502,&l_1502,&l_1502};
    int i, j;
    for (p_38.f1 = 0; (p_38.f1 <= 7); p_38.f1 += 1)
    { 
        uint64_t ***l_1354[7][1] = {{(void*)0},{&g_673[2]},{(void*)0},{&g_673[2]},{(void*)0},{&g_673[2]},{(void*)0}};
        int32_t **l_1356 = (void*)0;
        int32_t **l_1357[2][7] = {{&g_156,&g_156,&g_156,&g_156,&g_156,&g_156,&g_156},{(void*)0,&g_156,(void*)0,(void*)0,&g_156,(void*)0,(void*)0}};
        int i, j;
        p_36 = (g_30[p_38.f1] , (((void*)0 == l_1354[6][0]) , l_1355));
        --l_1363[0][2];
        p_36 = (void*)0;
    }
    for (g_1319.f1 = 2; (g_1319.f1 >= 18); g_1319.f1++)
    { 
        const int64_t l_1379 = 0L;
        int32_t l_1388 = (-1L);
        struct S0 * const l_1428 = &g_121;
        int32_t l_1465 = 4L;
        int32_t l_1466 = 0x8575D6A2L;
        union U2 l_1492 = {0};
        g_1368 = &g_990;
    }
    return (*l_1355);
}




static struct S0  func_45(uint16_t * const  p_46, const int16_t * p_47)
{ 
    union U2 l_1298 = {0};
    int32_t *l_1299[8] = {&g_1145,&g_1145,&g_1145,&g_1145,&g_1145,&g_1145,&g_1145,&g_1145};
    uint64_t *l_1341 = (void*)0;
    struct S0 l_1346 = {9};
    int i;
    for (g_688.f0 = 0; (g_688.f0 <= (-29)); g_688.f0 = safe_sub_func_uint64_t_u_u(g_688.f0, 3))
    { 
        int32_t **l_1300 = &l_1299[3];
        int32_t l_1345[5][5] = {{0x1804FE41L,0x65891425L,0x1804FE41L,1L,0x3E138BFBL},{1L,(-4L),(-4L),1L,(-4L)},{0x3E138BFBL,0x65891425L,0x4C8DAAFCL,0x65891425L,0x3E138BFBL},{(-4L),1L,(-4L),(-4L),1L},{0x3E138BFBL,1L,0x1804FE41L,0x65891425L,0x1804FE41L}};
        int i, j;
        (*l_1300) = (l_1298 , l_1299[3]);
        l_1299[3] = (*l_1300);
        (*l_1300) = ((((*g_674) = (**l_1300)) < (**l_1300)) , &g_153);
        for (g_668 = 0; (g_668 == 59); ++g_668)
        { 
            int32_t l_1329[4][1] = {{0L},{0xD5F43342L},{0L},{0xD5F43342L}};
            int32_t l_1332[6] = {(-2L),0x9995B9D9L,0x9995B9D9L,(-2L),0x9995B9D9L,0x9995B9D9L};
            struct S0 l_1347 = {6};
            int i, j;
        }
    }
    return l_1346;
}




static int16_t * func_48(uint16_t * p_49, int64_t  p_50)
{ 
    union U4 l_1041[5][3] = {{{-1L},{-10L},{0L}},{{-10L},{-1L},{-1L}},{{0L},{-1L},{0xC8814AF0L}},{{0x46B2BC65L},{-10L},{0x42715B8BL}},{{0L},{0L},{0x42715B8BL}}};
    int32_t l_1061 = (-7L);
    int32_t l_1062 = 2L;
    int32_t l_1063 = 0L;
    int32_t l_1064 = 0xCF8BC077L;
    struct S0 l_1149[8] = {{1},{5},{1},{5},{1},{5},{1},{5}};
    int8_t l_1172 = 0x60L;
    int32_t *l_1185 = (void*)0;
    union U2 l_1200 = {0};
    union U3 l_1201 = {0x0B1A0600L};
    int16_t *l_1208 = &g_30[4];
    int64_t * const **l_1212 = (void*)0;
    int8_t ** const l_1278[8][6] = {{&g_7,&g_7,&g_7,(void*)0,&g_7,(void*)0},{&g_7,&g_7,&g_7,&g_7,&g_7,&g_7},{&g_7,&g_7,&g_7,&g_7,&g_7,&g_7},{&g_7,&g_7,&g_7,&g_7,&g_7,&g_7},{&g_7,&g_7,&g_7,&g_7,&g_7,&g_7},{&g_7,&g_7,&g_7,(void*)0,&g_7,&g_7},{&g_7,(void*)0,&g_7,&g_7,(void*)0,&g_7},{&g_7,(void*)0,&g_7,&g_7,&g_7,&g_7}};
    int16_t l_1294[3];
    int i, j;
    for (i = 0; i < 3; i++)
        l_1294[i] = 0x4084L;
    if ((safe_div_func_int16_t_s_s((g_330 , ((safe_div_func_uint16_t_u_u((safe_rshift_func_int16_t_s_s(((**g_43) = (*g_44)), 14)), (safe_mod_func_uint32_t_u_u(((safe_mul_func_int32_t_s_s((~((((0x977B362A98EA71CBLL & (safe_lshift_func_uint16_t_u_u(0x335AL, 15))) <= (g_1039 == &p_49)) , l_1041[0][2]) , (*p_49))), 0L)) == 0UL), l_1041[0][2].f0)))) , l_1041[0][2].f4)), p_50)))
    { 
        int32_t *l_1042 = (void*)0;
        int32_t *l_1043 = &g_1000;
        int32_t *l_1044 = &g_153;
        int32_t l_1045 = 0xC52663FBL;
        int32_t *l_1046 = &l_1041[0][2].f3;
        int32_t *l_1047 = (void*)0;
        int32_t *l_1048 = (void*)0;
        int32_t *l_1049 = &g_153;
        int32_t *l_1050 = (void*)0;
        int32_t *l_1051 = &l_1045;
        int32_t *l_1052 = (void*)0;
        int32_t *l_1053 = &l_1045;
        int32_t *l_1054 = &g_1000;
        int32_t *l_1055 = &l_1041[0][2].f3;
        int32_t *l_1056 = &g_153;
        int32_t *l_1057 = (void*)0;
        int32_t *l_1058 = (void*)0;
        int32_t *l_1059 = &l_1045;
        int32_t *l_1060[4];
        union U4 *l_1074 = &l_1041[2][1];
        union U2 l_1086 = {0};
        int16_t **l_1100 = &g_44;
        uint16_t **l_1105 = &g_1040;
        int i;
        for (i = 0; i < 4; i++)
            l_1060[i] = (void*)0;
        ++g_1065[2];
        if (p_50)
        { 
            uint64_t l_1068 = 18446744073709551606UL;
            l_1064 = l_1064;
            --l_1068;
        }
        else
        { 
            struct S0 l_1073 = {5};
            union U4 **l_1075 = (void*)0;
            union U4 **l_1076 = &l_1074;
            int32_t * const l_1077 = &l_1061;
            int32_t *l_1078 = &g_153;
            for (l_1063 = 18; (l_1063 != 9); l_1063 = safe_sub_func_int64_t_s_s(l_1063, 1))
            { 
                (*g_817) = l_1073;
            }
            (*l_1076) = l_1074;
            l_1078 = l_1077;
            if ((l_1041[0][2].f3 >= ((***g_217) | ((void*)0 != &p_49))))
            { 
                int64_t *l_1104 = &l_1041[0][2].f1;
                int32_t l_1106 = 1L;
                uint8_t *l_1107 = &g_194;
                (*l_1078) &= ((*l_1051) &= 0x2CCE60E7L);
                for (g_5 = 7; (g_5 > 27); g_5 = safe_add_func_uint8_t_u_u(g_5, 6))
                { 
                    int16_t l_1081 = 0xBA0EL;
                    if (l_1081)
                        break;
                }
                (*l_1059) |= ((*l_1049) = (((l_1062 = ((*g_44) = (safe_sub_func_int8_t_s_s((safe_rshift_func_int16_t_s_s((l_1086 , (*l_1077)), (safe_lshift_func_uint8_t_u_s(((safe_rshift_func_int8_t_s_u(0xBFL, 4)) , ((*l_1107) = (0xADL && (safe_rshift_func_int16_t_s_u((((((((*l_1104) = ((safe_mul_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s((+(l_1100 != &g_44)), 5)) , (safe_div_func_uint8_t_u_u((((+(**g_1039)) && 0x87625D4D2EB79085LL) & (l_1041[0][2].f0 > (*l_1077))), 0xE0L))), 0L)), (*l_1043))) != 0xB1L)) , (void*)0) != l_1105) > p_50) < p_50) | l_1106), (*p_49)))))), p_50)))), (*l_1077))))) == p_50) > 0x4C28L));
            }
            else
            { 
                int32_t l_1114 = 0x55119B48L;
                const int64_t l_1120 = 0x272F40CF786A7FF5LL;
                (*l_1046) ^= ((*l_1053) = ((((((*g_674) & (safe_rshift_func_int8_t_s_u(0xDBL, 0))) >= (safe_div_func_int32_t_s_s(0xC051ABB4L, (safe_add_func_int32_t_s_s((l_1114 <= (safe_mod_func_uint64_t_u_u((*g_674), 0x30AEC916919EB15CLL))), ((safe_mul_func_int16_t_s_s((**g_43), (!(((*l_1059) , (*l_1100)) != (void*)0)))) < (*l_1049))))))) | l_1120) & p_50) <= (*p_49)));
            }
        }
    }
    else
    { 
        const uint8_t l_1140 = 0xCCL;
        int32_t l_1144 = 0x41CB9906L;
        int32_t l_1170 = (-9L);
        int32_t l_1171 = (-4L);
        union U3 l_1219 = {0x7CF98CD3L};
        uint8_t ***l_1295 = &g_281;
        for (g_424 = 0; (g_424 >= 10); g_424++)
        { 
            uint32_t l_1123 = 5UL;
            uint8_t *l_1153[1][6];
            uint32_t *l_1157 = &l_1123;
            int32_t l_1160 = 0x3C74415AL;
            int32_t l_1161 = (-10L);
            int32_t l_1162 = 0L;
            int32_t *l_1163 = &l_1041[0][2].f3;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 6; j++)
                    l_1153[i][j] = &g_444;
            }
            if (l_1123)
            { 
                int32_t *l_1141[8][7] = {{(void*)0,&l_1061,&l_1064,&l_1061,(void*)0,&l_1041[0][2].f3,&l_1062},{&l_1061,&l_1064,&g_153,(void*)0,&l_1064,(void*)0,(void*)0},{&l_1064,&l_1064,&l_1062,&l_1041[0][2].f3,(void*)0,&l_1061,&l_1064},{&g_1000,(void*)0,&l_1063,&l_1063,(void*)0,&g_1000,&l_1064},{&l_1062,&l_1062,&g_153,&g_1000,(void*)0,(void*)0,&g_1000},{(void*)0,&g_153,(void*)0,&g_153,&l_1064,&l_1061,&g_1000},{&g_153,&l_1062,&l_1062,&l_1061,&l_1062,&l_1062,&g_153},{&l_1063,(void*)0,&g_1000,&l_1064,&g_153,&l_1061,&g_153}};
                int16_t l_1142 = 0xDF20L;
                int i, j;
                for (g_688.f3 = 0; (g_688.f3 != 55); g_688.f3 = safe_add_func_uint16_t_u_u(g_688.f3, 5))
                { 
                    int64_t l_1126 = (-4L);
                    l_1062 ^= ((l_1126 | (0x0FL & ((g_106[1][2] |= (safe_rshift_func_int8_t_s_u(0x18L, 6))) > ((safe_rshift_func_uint16_t_u_u((((safe_add_func_uint16_t_u_u((**g_1039), (+0xDC6B93E9277F850DLL))) || (safe_sub_func_uint8_t_u_u((safe_mod_func_uint16_t_u_u(l_1126, (safe_mul_func_int16_t_s_s(l_1140, 65535UL)))), ((*p_49) , l_1140)))) || p_50), (*p_49))) >= 7L)))) < l_1140);
                }
                --g_1146;
                return (*g_43);
            }
            else
            { 
                struct S0 *l_1150 = &l_1149[1];
                (*l_1150) = ((*g_817) = l_1149[5]);
            }
            (*l_1163) ^= (l_1162 ^= (l_1161 &= ((((l_1144 = ((**g_339) , (safe_rshift_func_int16_t_s_s(((**g_43) ^ 0x1CBBL), 15)))) && ((g_1154 != (void*)0) , (safe_sub_func_uint32_t_u_u((++(*l_1157)), l_1160)))) , (void*)0) != &g_1154)));
        }
        l_1063 = l_1063;
        for (g_20 = 0; (g_20 != 5); g_20 = safe_add_func_uint32_t_u_u(g_20, 5))
        { 
            uint32_t l_1166[4] = {0x38C76B1EL,0x38C76B1EL,0x38C76B1EL,0x38C76B1EL};
            int32_t *l_1169[4] = {&l_1063,&l_1063,&l_1063,&l_1063};
            union U1 l_1205 = {0xFFDBL};
            int16_t *l_1280 = &g_261.f0;
            int i;
            ++l_1166[2];
            if (p_50)
                break;
            --g_1173[1];
            for (g_1000 = (-2); (g_1000 >= (-15)); --g_1000)
            { 
                const int64_t l_1180 = 0x1A4FA6C94BFCB13DLL;
                int32_t *l_1183[5];
                uint32_t l_1186 = 0xA267B340L;
                union U1 l_1245[1] = {{1L}};
                int i;
                for (i = 0; i < 5; i++)
                    l_1183[i] = &g_1145;
                for (g_261.f0 = 0; (g_261.f0 != 13); ++g_261.f0)
                { 
                    const uint64_t l_1204 = 1UL;
                    uint8_t *l_1206 = &g_239;
                    int32_t l_1207 = 0x929D156DL;
                    if (l_1180)
                        break;
                    for (g_695 = 0; (g_695 <= 36); ++g_695)
                    { 
                        int32_t **l_1184[4] = {&l_1169[0],&l_1169[0],&l_1169[0],&l_1169[0]};
                        int i;
                        l_1185 = l_1183[0];
                        ++l_1186;
                        return p_49;
                    }
                    g_1145 &= p_50;
                    if ((p_50 > (safe_unary_minus_func_uint8_t_u(((safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((((*p_49) <= (((l_1207 = ((safe_sub_func_int32_t_s_s((((((safe_sub_func_int32_t_s_s((l_1200 , (l_1201 , (safe_mul_func_uint8_t_u_u(0UL, l_1204)))), (((*l_1206) = (p_50 | (l_1205 , ((4294967295UL != g_424) ^ p_50)))) && l_1204))) && g_524.f4) | 0xE8A0L) < p_50) >= 6L), 0xA16FB1BAL)) || (*g_1040))) > (**g_1039)) & (*p_49))) == 0xF2L), 10)), l_1204)), 0x45L)) , 9UL)))))
                    { 
                        return l_1208;
                    }
                    else
                    { 
                        int16_t *l_1209 = (void*)0;
                        return l_1209;
                    }
                }
                for (l_1062 = 0; (l_1062 < 24); l_1062 = safe_add_func_int8_t_s_s(l_1062, 4))
                { 
                    uint64_t l_1234 = 18446744073709551612UL;
                    uint8_t *l_1235 = &g_1173[1];
                    int32_t l_1236 = 0x7490ECC5L;
                    int32_t l_1246 = 1L;
                    l_1212 = &g_981;
                    l_1171 &= (l_1236 ^= (safe_div_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u(((*l_1235) = (((((((*g_340) , l_1219) , p_50) & ((safe_mul_func_uint16_t_u_u(((p_50 && (safe_add_func_uint16_t_u_u(((p_50 || 0xB04BL) && p_50), ((**g_43) ^= (safe_rshift_func_int16_t_s_u((p_50 & (safe_sub_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((safe_sub_func_int16_t_s_s(p_50, p_50)), l_1234)), 13)), (-10L)))), 0)))))) , 6UL), (**g_1039))) < p_50)) != p_50) <= 4294967295UL) , 1UL)), 0x69L)), 13)), (*g_1040))));
                    for (l_1172 = 0; (l_1172 <= 3); l_1172 += 1)
                    { 
                        uint32_t *l_1247 = (void*)0;
                        uint32_t *l_1248 = (void*)0;
                        uint32_t *l_1249[2][1];
                        int32_t l_1250[1][2];
                        int8_t *l_1253 = &g_1143;
                        uint8_t l_1260 = 0xC5L;
                        int i, j;
                        for (i = 0; i < 2; i++)
                        {
                            for (j = 0; j < 1; j++)
                                l_1249[i][j] = &g_124.f2;
                        }
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 2; j++)
                                l_1250[i][j] = 0x8B4956FDL;
                        }
                        g_1145 = ((p_50 && ((safe_lshift_func_uint16_t_u_u((&g_106[1][1] == ((safe_mod_func_uint8_t_u_u(((((safe_rshift_func_uint16_t_u_u((((l_1245[0] , 0L) ^ ((g_124.f3 = l_1246) , (l_1236 &= (((l_1250[0][0] > ((*l_1235) |= ((safe_sub_func_int8_t_s_s((***g_217), ((*l_1253) = ((-5L) <= (*g_44))))) < p_50))) && p_50) ^ l_1246)))) , 0x33A3L), l_1234)) , p_50) || g_194) ^ p_50), p_50)) , (void*)0)), 8)) <= g_424)) == p_50);
                        l_1250[0][0] ^= (g_1279 = (safe_sub_func_int8_t_s_s(p_50, (1UL == (safe_add_func_int16_t_s_s((safe_add_func_int8_t_s_s(((***g_217) = (**g_1154)), (((*g_674) &= 0xBB94830E206B42CFLL) > l_1260))), ((((safe_sub_func_uint64_t_u_u((safe_div_func_int8_t_s_s(((*l_1253) = 0xCBL), (safe_div_func_uint16_t_u_u(0xF2D6L, (safe_lshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(((*l_1235) = (safe_lshift_func_uint8_t_u_u((!((((*g_817) = (**g_816)) , l_1278[0][2]) != (void*)0)), 2))), l_1234)), 0x79A9L)), 12)))))), 18446744073709551608UL)) >= l_1236) & 0UL) , (*p_49))))))));
                        return l_1280;
                    }
                }
                ++g_1281;
            }
        }
        l_1295 = (((((safe_mul_func_int8_t_s_s((((l_1140 == (p_50 ^ (p_50 > (*p_49)))) < (p_50 < (safe_rshift_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((!(((0xDED02D185F1355CCLL >= ((~0xE6EEL) || (safe_div_func_uint32_t_u_u(0xA33BDF9DL, ((l_1219.f0 > l_1294[1]) , 4294967295UL))))) >= (*p_49)) & p_50)), 8UL)), 4)))) < g_5), l_1219.f0)) , 0xF255L) , p_50) ^ p_50) , l_1295);
    }
    return p_49;
}




static uint16_t * func_51(int64_t  p_52, uint64_t  p_53, int8_t * p_54, int32_t * p_55, uint16_t  p_56)
{ 
    uint32_t l_1023 = 1UL;
    int32_t l_1024 = 1L;
    uint16_t *l_1025[8];
    int i;
    for (i = 0; i < 8; i++)
        l_1025[i] = &g_2[1];
    l_1024 = l_1023;
    return l_1025[3];
}




static int16_t  func_62(int8_t  p_63, uint16_t * p_64, int32_t * p_65, int8_t * p_66, int32_t  p_67)
{ 
    int32_t l_349[5];
    int32_t l_363 = (-10L);
    int32_t l_366 = 0xDF1FAAD1L;
    struct S0 l_408 = {3};
    uint8_t l_417 = 0x5DL;
    uint64_t *l_570 = &g_299;
    uint8_t **l_587 = &g_282[1];
    uint64_t l_624 = 18446744073709551615UL;
    union U1 l_698[5] = {{-5L},{-5L},{-5L},{-5L},{-5L}};
    uint64_t l_728 = 0UL;
    int32_t l_731 = (-6L);
    int32_t *l_734[7][5] = {{&l_349[4],&l_363,&l_349[4],&l_363,&l_349[4]},{&l_349[4],&l_349[4],&l_349[4],&l_349[4],&l_349[4]},{&l_363,&l_363,&l_363,&l_363,&l_363},{&l_349[4],&l_349[4],&l_349[4],&l_349[4],&l_349[4]},{&l_349[4],&l_363,&l_349[4],&l_363,&l_349[4]},{&l_349[4],&l_349[4],&l_349[4],&l_349[4],&l_349[4]},{&l_363,&l_363,&l_363,&l_363,&l_363}};
    union U2 *l_764 = (void*)0;
    const uint32_t *l_775 = &g_668;
    int64_t l_808 = 0L;
    int32_t l_825[2];
    uint16_t l_868[2][4];
    int8_t *** const l_883[6][5] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
    int32_t l_915 = (-1L);
    int16_t *l_934[7] = {&g_330.f0,&g_330.f0,&g_330.f0,&g_330.f0,&g_330.f0,&g_330.f0,&g_330.f0};
    int64_t *l_1016 = (void*)0;
    int64_t ** const l_1015 = &l_1016;
    int i, j;
    for (i = 0; i < 5; i++)
        l_349[i] = 0x66EC8D34L;
    for (i = 0; i < 2; i++)
        l_825[i] = 0x7896A090L;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 4; j++)
            l_868[i][j] = 0UL;
    }
    if ((l_349[4] || (***g_217)))
    { 
        uint32_t l_350 = 0xD30A4E55L;
        return l_350;
    }
    else
    { 
        union U3 l_351 = {1L};
        int32_t *l_360[6] = {&l_349[0],(void*)0,&l_349[0],&l_349[0],(void*)0,&l_349[0]};
        int64_t *l_362[3];
        uint16_t *l_364 = (void*)0;
        uint16_t *l_365[7];
        int i;
        for (i = 0; i < 3; i++)
            l_362[i] = &g_106[1][4];
        for (i = 0; i < 7; i++)
            l_365[i] = &g_124.f4;
        l_366 |= ((***g_217) , (l_349[1] = (l_351 , (((safe_div_func_int64_t_s_s(((g_124.f4 = (safe_lshift_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u((safe_mul_func_int8_t_s_s((**g_218), ((((((8L | (*p_65)) <= ((*g_44) <= (l_360[2] == l_360[2]))) == ((~((l_363 ^= l_349[4]) || l_349[1])) , l_363)) <= p_63) && p_67) <= 0xB20AL))), g_170)) != p_63), 5))) == l_349[4]), p_67)) == (**g_43)) != g_194))));
    }
    for (g_330.f3 = 0; (g_330.f3 >= 29); g_330.f3++)
    { 
        int32_t *l_369 = &l_349[4];
        int32_t **l_370 = (void*)0;
        int32_t **l_371 = &g_156;
        union U1 *l_374 = (void*)0;
        int16_t **l_375 = (void*)0;
        int16_t *l_377[1];
        int16_t **l_376 = &l_377[0];
        uint32_t *l_379 = &g_124.f2;
        uint8_t **l_380[2][5] = {{&g_282[0],&g_282[0],&g_282[0],&g_282[0],&g_282[0]},{&g_282[0],&g_282[0],&g_282[0],&g_282[0],&g_282[0]}};
        union U2 l_383[1][2] = {{{0},{0}}};
        uint16_t l_403 = 1UL;
        struct S0 l_410 = {7};
        uint32_t l_445[8][3] = {{0UL,0x60973C63L,0UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0UL,0x60973C63L,0UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0UL,0x60973C63L,0UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{0UL,0x60973C63L,0UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL}};
        uint16_t *l_454[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        uint16_t ** const l_453 = &l_454[5];
        int32_t l_478[8] = {(-5L),(-5L),1L,(-5L),(-5L),1L,(-5L),(-1L)};
        uint32_t l_495[6] = {18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL};
        uint16_t l_547 = 65535UL;
        uint64_t *l_630 = (void*)0;
        int64_t l_682 = 0xE2D418378F94FED4LL;
        const int64_t l_730 = (-1L);
        int32_t l_741 = 0xAFA484FAL;
        uint32_t *l_774 = &l_383[0][1].f2;
        union U4 l_803[1][4] = {{{0x251D10C8L},{0x251D10C8L},{0x251D10C8L},{0x251D10C8L}}};
        int64_t l_846 = 0L;
        int8_t ***l_865 = &g_218;
        uint64_t **l_933 = &l_630;
        int i, j;
        for (i = 0; i < 1; i++)
            l_377[i] = (void*)0;
        (*l_371) = l_369;
        if (((((safe_sub_func_int16_t_s_s((((g_261 = g_261) , ((*l_376) = (void*)0)) == p_64), (safe_unary_minus_func_uint64_t_u((((((((*l_379) = 0xD69629B2L) < ((l_380[1][2] == ((safe_mul_func_int8_t_s_s(((l_383[0][1] , ((**g_218) = ((safe_mul_func_uint16_t_u_u((&g_251 == &g_251), (*g_44))) & 2L))) <= p_67), p_67)) , (void*)0)) != l_366)) >= p_63) == 0xBA0DL) <= (*g_156)) < 3UL))))) & 0x9B12L) != l_363) >= p_67))
        { 
            for (g_239 = 1; (g_239 <= 4); g_239 += 1)
            { 
                int i;
                (*l_371) = &l_349[g_239];
            }
        }
        else
        { 
            const int32_t l_390 = 1L;
            uint32_t l_405 = 18446744073709551612UL;
            int32_t l_412 = 0x59341425L;
            const int64_t *l_446 = &g_106[1][0];
            int32_t l_477 = (-6L);
            int32_t l_482 = 0x0A107BABL;
            int32_t l_483 = 0xA701C12EL;
            int32_t l_484 = (-1L);
            int32_t l_486 = 0xFBA5BB45L;
            int32_t l_487 = 0xABCEE8DFL;
            int32_t l_488 = 0x3D7B1F63L;
            int32_t l_489 = 0xE95C9E9FL;
            int32_t l_490 = 0xD8002CDCL;
            int32_t l_491 = (-1L);
            int32_t l_492 = (-1L);
            int32_t l_494 = (-8L);
            int32_t l_575 = 0x1A48D71EL;
            int64_t l_577[6][2] = {{5L,5L},{0xBB0C670EF2261325LL,5L},{5L,0xBB0C670EF2261325LL},{5L,5L},{0xBB0C670EF2261325LL,5L},{5L,0xBB0C670EF2261325LL}};
            uint8_t **l_588 = (void*)0;
            uint32_t l_606 = 0xD01495B1L;
            struct S0 l_634 = {3};
            int i, j;
            for (g_8 = (-30); (g_8 > 0); ++g_8)
            { 
                for (p_67 = 0; (p_67 <= 17); ++p_67)
                { 
                    for (g_5 = 1; (g_5 >= 0); g_5 -= 1)
                    { 
                        struct S0 l_393 = {7};
                        union U2 l_398 = {0};
                        int64_t *l_404 = &g_106[1][4];
                        if (l_390)
                            break;
                        (*l_369) ^= (safe_add_func_int64_t_s_s(((*l_404) &= ((((l_393 , (safe_mod_func_int16_t_s_s((0xB253682DA734AD22LL != ((l_398 , 0x75FD95FEL) > (18446744073709551610UL ^ (((*l_379) = ((safe_div_func_uint16_t_u_u((0x0C7485A7L || 0xBA46BA99L), ((safe_lshift_func_uint8_t_u_s((p_63 , p_63), (**g_218))) || g_8))) > 0xCD69401BL)) >= 0UL)))), l_403))) || g_124.f1) , p_67) || g_124.f2)), g_2[1]));
                        return l_393.f0;
                    }
                    if ((*g_156))
                        break;
                    (*g_156) = l_405;
                }
                if ((*p_65))
                    continue;
                (*l_371) = &g_153;
                p_65 = &g_153;
            }
            for (g_8 = 0; (g_8 <= 6); g_8 = safe_add_func_int32_t_s_s(g_8, 4))
            { 
                struct S0 *l_409[7][1];
                int i, j;
                for (i = 0; i < 7; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_409[i][j] = &l_408;
                }
                l_410 = l_408;
            }
            for (g_194 = 0; (g_194 <= 4); g_194 += 1)
            { 
                int8_t l_465 = 0x18L;
                int32_t l_474 = 0xB9EDC90EL;
                int32_t l_475 = 0x92CBD4F1L;
                int32_t l_479[4][3] = {{0xF05E4498L,0xF05E4498L,0xF05E4498L},{(-4L),(-4L),(-4L)},{0xF05E4498L,0xF05E4498L,0xF05E4498L},{(-4L),(-4L),(-4L)}};
                int32_t l_493 = 7L;
                uint64_t *l_589 = &g_110;
                int i, j;
                g_217 = &g_218;
            }
        }
        l_349[4] ^= 0x6ABCF9E8L;
        for (g_110 = 23; (g_110 == 24); g_110 = safe_add_func_uint16_t_u_u(g_110, 6))
        { 
            uint32_t l_643[1];
            int64_t l_648 = 0x0C6F67F7D6767814LL;
            int32_t l_649 = 0x2284E647L;
            union U2 **l_650 = &g_340;
            int32_t l_653 = 0x56DCB67BL;
            int32_t l_663 = 0x5CD86355L;
            uint8_t ***l_686 = &l_380[1][2];
            int64_t l_693 = 0xC517DEB67C4AA788LL;
            int8_t l_694 = 0x36L;
            uint64_t l_747 = 18446744073709551608UL;
            uint8_t ***l_750 = &l_587;
            uint8_t ***l_751 = (void*)0;
            uint8_t ***l_752 = &g_281;
            const union U3 l_753 = {5L};
            uint64_t **l_790 = &l_570;
            uint64_t *l_831 = (void*)0;
            int8_t ***l_864 = (void*)0;
            int8_t ***l_866 = &g_218;
            uint16_t l_986 = 3UL;
            uint16_t l_1011 = 65535UL;
            int i;
            for (i = 0; i < 1; i++)
                l_643[i] = 0xB59D6375L;
        }
    }
    (*p_65) = ((p_67 != (*g_7)) < ((*l_570) &= (l_698[4] , ((*g_674) = ((l_1015 != &l_1016) | (*g_7))))));
    g_1017--;
    return p_63;
}




static uint16_t  func_69(uint16_t * const  p_70, int8_t * p_71)
{ 
    const uint16_t **l_77 = (void*)0;
    int32_t l_137 = 0x209EFF97L;
    int32_t l_146 = (-1L);
    int16_t **l_159 = &g_44;
    int16_t ***l_158 = &l_159;
    union U2 *l_163[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
    int32_t *l_168 = (void*)0;
    struct S0 l_200 = {2};
    int8_t ***l_219 = (void*)0;
    uint64_t *l_260[2][6] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
    union U4 l_288 = {0x657FA000L};
    int64_t l_300 = 0x4F156DC989A7F20ALL;
    uint32_t l_305 = 0x9D507F36L;
    uint8_t l_318 = 1UL;
    uint64_t l_321 = 0xAA42E91C9AC6BE41LL;
    union U1 l_328 = {-1L};
    int i, j;
    if (func_74(l_77, &g_8))
    { 
        int8_t **l_134 = &g_7;
        int16_t *l_138 = &g_5;
        int32_t l_139 = 0x81597F86L;
        int32_t *l_140 = &l_139;
        uint64_t *l_147 = &g_110;
        int32_t *l_152 = &g_153;
        (*l_140) = ((safe_rshift_func_int16_t_s_u(0xB144L, ((void*)0 == g_131))) == ((((safe_mul_func_int16_t_s_s(((*l_138) = (g_121.f0 >= ((((g_8 , ((*l_134) = &g_8)) != (void*)0) , g_106[1][4]) & (safe_rshift_func_uint8_t_u_u(g_30[3], l_137))))), g_121.f0)) | (*g_44)) <= l_137) ^ l_139));
        (*l_152) &= (((((*l_147) = (safe_mul_func_int8_t_s_s((*l_140), (l_146 &= (safe_unary_minus_func_uint32_t_u((safe_div_func_uint8_t_u_u(g_20, 0x4AL)))))))) != (((((safe_add_func_int8_t_s_s((*p_71), ((safe_add_func_int64_t_s_s((0x4AL < (((0xFA6F56A42CAA49FFLL != ((((l_137 <= (*p_70)) , ((l_137 && l_137) != (*l_140))) | l_137) || g_20)) , &g_8) == &g_8)), g_2[1])) , 1UL))) , p_70) != p_70) < (*l_140)) <= 2L)) && (-1L)) || 18446744073709551615UL);
        for (g_8 = 0; (g_8 <= 22); g_8++)
        { 
            int32_t **l_157 = &l_140;
            (*l_157) = g_156;
        }
    }
    else
    { 
        int16_t ***l_160 = (void*)0;
        union U2 *l_162 = &g_124;
        union U2 **l_161[8][4] = {{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162},{&l_162,&l_162,&l_162,&l_162}};
        int32_t *l_164[3];
        int32_t **l_165[6];
        int32_t *l_172 = &g_153;
        int32_t l_216 = (-6L);
        struct S0 l_278 = {1};
        int i, j;
        for (i = 0; i < 3; i++)
            l_164[i] = &l_137;
        for (i = 0; i < 6; i++)
            l_165[i] = &g_156;
        l_160 = l_158;
        l_163[1] = &g_124;
        g_156 = l_164[0];
        for (g_110 = 0; (g_110 != 36); g_110 = safe_add_func_uint64_t_u_u(g_110, 9))
        { 
            uint64_t *l_169[3];
            int32_t l_171[6][4] = {{1L,1L,1L,1L},{1L,1L,1L,1L},{1L,1L,1L,1L},{1L,1L,1L,1L},{1L,1L,1L,1L},{1L,1L,1L,1L}};
            int32_t l_182 = 0x62FCB6F9L;
            int8_t l_197[2][2];
            int32_t **l_212 = (void*)0;
            union U1 l_225 = {-3L};
            uint16_t *l_231 = &g_2[1];
            uint16_t **l_230 = &l_231;
            const uint16_t *l_232 = &g_2[1];
            union U3 l_233 = {0L};
            uint32_t l_234 = 0UL;
            uint8_t *l_235 = (void*)0;
            uint8_t *l_236 = &g_194;
            int16_t *l_237 = &g_5;
            uint8_t *l_238 = &g_239;
            int32_t *l_253 = (void*)0;
            int i, j;
            for (i = 0; i < 3; i++)
                l_169[i] = &g_170;
            for (i = 0; i < 2; i++)
            {
                for (j = 0; j < 2; j++)
                    l_197[i][j] = 6L;
            }
            l_168 = (void*)0;
            l_168 = ((((-8L) & (l_171[0][3] |= l_146)) == g_106[1][2]) , l_172);
            for (l_146 = 0; (l_146 > 10); ++l_146)
            { 
                int8_t *l_185 = &g_8;
                uint32_t *l_186[6][6] = {{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187},{&g_187,&g_187,&g_187,&g_187,&g_187,&g_187}};
                uint16_t *l_190 = &g_20;
                uint8_t *l_193 = &g_194;
                uint16_t *l_198 = (void*)0;
                int32_t l_199 = 0x97D6553EL;
                int32_t **l_213 = &l_164[0];
                int i, j;
                if ((safe_add_func_uint32_t_u_u(((safe_mul_func_uint16_t_u_u((((((*l_172) = (safe_sub_func_uint8_t_u_u((safe_unary_minus_func_int64_t_s((l_182 , (!(g_124 , (~0xD7E572E8L)))))), (((g_187 = ((g_124 , l_185) == (void*)0)) , ((*g_156) = (safe_rshift_func_uint16_t_u_s((l_171[0][3] = (((*l_190) = (*p_70)) == (((safe_lshift_func_uint8_t_u_u(((*l_193)--), 4)) <= (((*g_156) , (((((3L < l_197[1][1]) != g_30[2]) || g_106[1][4]) < 0x65L) | (*g_44))) != g_30[3])) || (**g_43)))), (**g_43))))) ^ l_199)))) || (*l_168)) <= 0x65L) ^ 0x93CCABF0L), 1UL)) <= g_110), 0xDCB87100L)))
                { 
                    struct S0 *l_201 = &g_121;
                    int32_t l_214 = 1L;
                    int64_t l_215 = 4L;
                    l_200 = ((*l_201) = l_200);
                    (**l_213) = ((*g_44) , (safe_sub_func_uint16_t_u_u((*p_70), ((((g_2[1] , ((*l_172) = (((safe_sub_func_int32_t_s_s(0xF84D8DA1L, ((((safe_mul_func_uint16_t_u_u(65535UL, (*p_70))) == (((l_171[0][3] = (**g_43)) == (safe_div_func_uint32_t_u_u(((safe_add_func_uint16_t_u_u(g_2[1], ((l_212 != l_213) != l_214))) , (*l_168)), l_215))) >= l_216)) , (*l_168)) && g_121.f0))) == 0xC3L) , (*g_156)))) | 0x35C8C60DL) , (*g_44)) != (**g_43)))));
                }
                else
                { 
                    (*l_213) = (*l_213);
                    l_219 = g_217;
                }
            }
            if ((0x58L | (((*l_238) ^= (((((*l_168) > (safe_add_func_int8_t_s_s((+(safe_rshift_func_uint8_t_u_u((l_225 , (safe_add_func_int16_t_s_s(1L, ((*l_237) = ((((safe_add_func_int8_t_s_s(1L, (((*l_236) &= ((((*l_230) = (void*)0) == l_232) > ((g_153 , (l_233.f0 = ((*g_156) |= (l_233 , (*l_168))))) , l_234))) & (**g_218)))) ^ g_106[0][3]) , (*l_168)) | g_106[0][2]))))), 0))), g_30[3]))) || 0x0779CC8352F6597BLL) , (*p_70)) <= (*g_44))) != (*p_71))))
            { 
                uint64_t l_240 = 2UL;
                int16_t *l_241 = &l_225.f0;
                uint32_t *l_244 = (void*)0;
                uint32_t *l_245 = &g_124.f2;
                uint32_t *l_246 = &g_124.f2;
                uint32_t *l_247 = &g_124.f2;
                int32_t l_248[8][7] = {{0x6659D938L,0xF9EDCDB7L,0xF9EDCDB7L,0x6659D938L,(-5L),0x6659D938L,0xF9EDCDB7L},{0xEFFE510EL,0L,0xD1308C90L,0xDC62A66EL,0xD1308C90L,0L,0xEFFE510EL},{0L,0xF9EDCDB7L,0x08903686L,0xF9EDCDB7L,0L,0L,0xF9EDCDB7L},{0xBCC48F9FL,0x0EF2AE6FL,0xBCC48F9FL,1L,0xD1308C90L,(-4L),0x4B682498L},{0xF9EDCDB7L,(-5L),0x08903686L,0x08903686L,(-5L),0xF9EDCDB7L,(-5L)},{0xBCC48F9FL,1L,0xD1308C90L,(-4L),0x4B682498L,(-4L),0xD1308C90L},{0L,0L,0xF9EDCDB7L,0x08903686L,0xF9EDCDB7L,0L,0xF9EDCDB7L},{0xD1308C90L,(-4L),0x4B682498L,(-4L),0xD1308C90L,1L,0xBCC48F9FL}};
                int i, j;
                if ((((((*l_241) |= ((*l_237) ^= (l_240 , l_240))) < (l_182 | (safe_add_func_int64_t_s_s(((g_110 == (*l_172)) , ((l_248[2][0] |= ((*p_70) , (*l_168))) >= ((void*)0 == l_246))), g_170)))) , (*p_70)) > (**g_43)))
                { 
                    const int32_t *l_249[8] = {(void*)0,&l_171[0][3],(void*)0,(void*)0,&l_171[0][3],(void*)0,(void*)0,&l_171[0][3]};
                    const int32_t **l_250[6][1];
                    int i, j;
                    for (i = 0; i < 6; i++)
                    {
                        for (j = 0; j < 1; j++)
                            l_250[i][j] = &l_249[0];
                    }
                    g_251 = l_249[6];
                }
                else
                { 
                    struct S0 *l_252 = &l_200;
                    (*l_252) = g_121;
                    l_253 = &g_153;
                }
                for (l_225.f0 = 0; (l_225.f0 < (-8)); l_225.f0--)
                { 
                    uint32_t l_258 = 1UL;
                    int32_t l_259 = 0L;
                    uint8_t ***l_283 = &g_281;
                    (*g_156) &= (*l_168);
                    if ((safe_mul_func_uint16_t_u_u(((l_259 ^= l_258) , (l_260[0][3] != &g_170)), ((((l_240 == (&p_71 == (*g_217))) , g_261) , p_71) == ((((safe_sub_func_uint8_t_u_u(g_2[1], (*l_168))) > 65526UL) , 0x4CCFE4F0L) , l_236)))))
                    { 
                        uint16_t l_264 = 0UL;
                        l_264--;
                        if (l_258)
                            break;
                    }
                    else
                    { 
                        uint16_t *l_273 = &l_233.f1;
                        uint16_t *l_276 = (void*)0;
                        int32_t l_277[7][3] = {{(-1L),(-1L),(-1L)},{(-7L),(-7L),(-7L)},{(-1L),(-1L),(-1L)},{(-7L),(-7L),(-7L)},{(-1L),(-1L),(-1L)},{(-7L),(-7L),(-7L)},{(-1L),(-1L),(-1L)}};
                        struct S0 *l_279 = (void*)0;
                        struct S0 *l_280 = &g_121;
                        int i, j;
                        l_277[5][0] = ((safe_mul_func_int16_t_s_s(((*l_168) = (safe_sub_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u((l_248[3][6] = ((((*l_273) ^= g_20) == (safe_sub_func_uint8_t_u_u((*l_168), 0x5AL))) >= 0x9FFA7629048F6AE0LL)), l_258)) && (-1L)), g_2[0]))), l_277[6][2])) && (*p_71));
                        l_168 = &g_153;
                        (*l_280) = l_278;
                    }
                    (*l_283) = g_281;
                }
                l_171[0][3] = (safe_sub_func_int64_t_s_s((-1L), (g_110 & (g_8 ^ g_121.f0))));
            }
            else
            { 
                return g_239;
            }
        }
    }
    l_300 &= (safe_add_func_int16_t_s_s(((l_288 , (safe_add_func_int32_t_s_s((safe_lshift_func_uint16_t_u_u(((*p_71) , ((((l_146 , l_77) == (((safe_lshift_func_uint8_t_u_s((l_146 != (((safe_mul_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u(((void*)0 != &g_43), ((6UL ^ ((void*)0 != l_168)) , l_200.f0))) && l_146), (-6L))) || (**g_218)) && l_200.f0)), (*p_71))) | 0x17L) , &p_70)) >= l_137) && 0x6981C5EE8D9F7237LL)), g_299)), g_8))) != (-1L)), (*p_70)));
    l_288.f3 = ((safe_add_func_uint32_t_u_u(((((l_200.f0 && (*g_7)) || (safe_sub_func_int8_t_s_s(l_305, (safe_mul_func_int8_t_s_s((!((safe_lshift_func_uint16_t_u_s(0xDF6FL, 4)) , (+(((safe_rshift_func_uint16_t_u_s(((safe_add_func_int32_t_s_s(l_300, ((g_121 , (((((((safe_div_func_int64_t_s_s(g_106[1][4], l_318)) & (safe_unary_minus_func_int16_t_s((+(g_20 & g_299))))) <= (*p_70)) , l_146) > 4294967293UL) == (-1L)) && 65528UL)) || g_170))) <= l_288.f0), l_200.f0)) || (-5L)) , (**g_43))))), 0xF6L))))) < g_110) , g_261.f0), 4294967291UL)) , l_321);
    for (g_261.f1 = (-30); (g_261.f1 < 33); g_261.f1++)
    { 
        int32_t **l_324 = &g_156;
        int32_t **l_325 = &l_168;
        union U1 *l_329[3];
        uint16_t **l_341 = (void*)0;
        uint16_t **l_342 = (void*)0;
        uint16_t *l_344 = &g_2[1];
        uint16_t **l_343 = &l_344;
        const int16_t *l_346 = &g_261.f0;
        const int16_t ** const l_345[5][2] = {{&l_346,(void*)0},{&l_346,&l_346},{(void*)0,&l_346},{&l_346,(void*)0},{&l_346,&l_346}};
        int i, j;
        for (i = 0; i < 3; i++)
            l_329[i] = &g_330;
        (*l_325) = ((*l_324) = &g_153);
        if (((safe_rshift_func_uint16_t_u_u((((g_330 = (l_328 = l_328)) , g_2[1]) > (safe_mod_func_uint32_t_u_u((**l_324), (**l_325)))), ((0x9D36743CCBAE7F32LL < (safe_mul_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u((safe_add_func_int64_t_s_s(((**l_324) < ((*p_71) = (((((*l_343) = (((void*)0 != g_339) , (void*)0)) == (void*)0) , l_324) != &l_168))), g_110)), 6)) | (*p_70)), (*l_168)))) , g_153))) , (*l_168)))
        { 
            (*g_156) = (((*l_158) = &g_44) == l_345[3][0]);
            for (g_8 = 0; (g_8 <= 3); g_8 += 1)
            { 
                (*g_156) = ((*l_168) >= (+((void*)0 != p_70)));
                if ((**l_325))
                    break;
                return g_5;
            }
            (*l_324) = (void*)0;
        }
        else
        { 
            (*l_324) = &l_137;
        }
    }
    return (*p_70);
}




static int32_t  func_74(const uint16_t ** p_75, int8_t * p_76)
{ 
    int16_t **l_79 = &g_44;
    int16_t ***l_78 = &l_79;
    int32_t l_93[7] = {8L,8L,8L,8L,8L,8L,8L};
    int32_t l_103 = 0xCD9178FBL;
    const uint16_t l_104 = 0x0977L;
    int64_t *l_105[6] = {&g_106[1][4],&g_106[1][4],&g_106[1][4],&g_106[1][4],&g_106[1][4],&g_106[1][4]};
    int64_t l_107 = 0x6BC1AF31AB994F54LL;
    int32_t l_108 = 0x3E5EB5CEL;
    uint64_t *l_109 = &g_110;
    struct S0 l_125 = {3};
    int32_t *l_127 = (void*)0;
    int32_t **l_126 = &l_127;
    uint8_t l_128[8] = {0x38L,0x38L,0x38L,0x38L,0x38L,0x38L,0x38L,0x38L};
    int i;
    l_108 |= (g_20 && ((((*l_78) = &g_44) == &g_44) > ((safe_sub_func_int8_t_s_s((safe_add_func_uint16_t_u_u(((safe_div_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s((safe_div_func_int16_t_s_s((((l_103 = (((((((((0xA58DE384L ^ ((!l_93[3]) || ((safe_rshift_func_int8_t_s_u((*g_7), 0)) == ((safe_div_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_add_func_uint64_t_u_u(((*p_76) > ((~(l_93[3] &= 1UL)) > l_103)), 0xF0D5DC534F93D1D1LL)), l_103)), g_8)) || l_104)))) == g_5) >= l_103) , (void*)0) != &g_44) ^ l_103) , 0x7B06E2AFL) ^ 0x770660D0L) | 1UL)) & l_104) , 0xD962L), (**g_43))), l_107)) != 0UL), (*p_76))), (*p_76))) || g_8), 0xA070L)), g_106[1][4])) & 1L)));
    (*l_126) = (((l_103 ^ ((((*l_109)--) != (safe_lshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u((+(+l_93[0])), g_106[0][5])), 1))) == (safe_add_func_uint32_t_u_u((&l_79 != (g_121 , &l_79)), ((safe_lshift_func_int8_t_s_s(l_93[0], 7)) != ((g_124 , (l_125 , &g_2[1])) != &g_2[1])))))) < (*p_76)) , &l_103);
    (*l_127) = (*l_127);
    return l_128[5];
}





int main (int argc, char* argv[])
{
    int i, j;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_30[i], "g_30[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_106[i][j], "g_106[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_121.f0, "g_121.f0", print_hash_value);
    transparent_crc(g_153, "g_153", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    transparent_crc(g_187, "g_187", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_261.f0, "g_261.f0", print_hash_value);
    transparent_crc(g_299, "g_299", print_hash_value);
    transparent_crc(g_330.f0, "g_330.f0", print_hash_value);
    transparent_crc(g_424, "g_424", print_hash_value);
    transparent_crc(g_444, "g_444", print_hash_value);
    transparent_crc(g_524.f0, "g_524.f0", print_hash_value);
    transparent_crc(g_524.f3, "g_524.f3", print_hash_value);
    transparent_crc(g_524.f4, "g_524.f4", print_hash_value);
    transparent_crc(g_665, "g_665", print_hash_value);
    transparent_crc(g_668, "g_668", print_hash_value);
    transparent_crc(g_688.f0, "g_688.f0", print_hash_value);
    transparent_crc(g_695, "g_695", print_hash_value);
    transparent_crc(g_779, "g_779", print_hash_value);
    transparent_crc(g_849, "g_849", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_938[i][j], "g_938[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1000, "g_1000", print_hash_value);
    transparent_crc(g_1017, "g_1017", print_hash_value);
    transparent_crc(g_1022, "g_1022", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_1065[i], "g_1065[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1143, "g_1143", print_hash_value);
    transparent_crc(g_1145, "g_1145", print_hash_value);
    transparent_crc(g_1146, "g_1146", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1173[i], "g_1173[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1279, "g_1279", print_hash_value);
    transparent_crc(g_1281, "g_1281", print_hash_value);
    transparent_crc(g_1317.f0, "g_1317.f0", print_hash_value);
    transparent_crc(g_1317.f3, "g_1317.f3", print_hash_value);
    transparent_crc(g_1317.f4, "g_1317.f4", print_hash_value);
    transparent_crc(g_1319.f0, "g_1319.f0", print_hash_value);
    transparent_crc(g_1319.f3, "g_1319.f3", print_hash_value);
    transparent_crc(g_1319.f4, "g_1319.f4", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1396[i], "g_1396[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_1434[i], "g_1434[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1442.f0, "g_1442.f0", print_hash_value);
    transparent_crc(g_1442.f1, "g_1442.f1", print_hash_value);
    transparent_crc(g_1442.f3, "g_1442.f3", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1467[i][j], "g_1467[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1513.f0, "g_1513.f0", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1591[i][j], "g_1591[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1783, "g_1783", print_hash_value);
    transparent_crc(g_1798, "g_1798", print_hash_value);
    transparent_crc(g_1876.f0, "g_1876.f0", print_hash_value);
    transparent_crc(g_1897, "g_1897", print_hash_value);
    transparent_crc(g_1938.f0, "g_1938.f0", print_hash_value);
    transparent_crc(g_1938.f1, "g_1938.f1", print_hash_value);
    transparent_crc(g_1938.f3, "g_1938.f3", print_hash_value);
    transparent_crc(g_1995, "g_1995", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 485
   depth: 1, occurrence: 17
XXX total union variables: 37

XXX non-zero bitfields defined in structs: 3
XXX zero bitfields defined in structs: 1
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 45
breakdown:
   indirect level: 0, occurrence: 27
   indirect level: 1, occurrence: 12
   indirect level: 2, occurrence: 5
   indirect level: 3, occurrence: 1
XXX full-bitfields structs in the program: 17
breakdown:
   indirect level: 0, occurrence: 17
XXX times a bitfields struct's address is taken: 30
XXX times a bitfields struct on LHS: 4
XXX times a bitfields struct on RHS: 38
XXX times a single bitfield on LHS: 1
XXX times a single bitfield on RHS: 17

XXX max expression depth: 37
breakdown:
   depth: 1, occurrence: 231
   depth: 2, occurrence: 50
   depth: 3, occurrence: 8
   depth: 4, occurrence: 6
   depth: 5, occurrence: 1
   depth: 8, occurrence: 1
   depth: 12, occurrence: 1
   depth: 14, occurrence: 2
   depth: 15, occurrence: 1
   depth: 16, occurrence: 6
   depth: 17, occurrence: 2
   depth: 18, occurrence: 2
   depth: 19, occurrence: 1
   depth: 20, occurrence: 2
   depth: 21, occurrence: 2
   depth: 22, occurrence: 2
   depth: 23, occurrence: 1
   depth: 24, occurrence: 4
   depth: 25, occurrence: 4
   depth: 26, occurrence: 3
   depth: 27, occurrence: 4
   depth: 31, occurrence: 2
   depth: 32, occurrence: 1
   depth: 35, occurrence: 1
   depth: 36, occurrence: 1
   depth: 37, occurrence: 1

XXX total number of pointers: 470

XXX times a variable address is taken: 631
XXX times a pointer is dereferenced on RHS: 392
breakdown:
   depth: 1, occurrence: 284
   depth: 2, occurrence: 86
   depth: 3, occurrence: 22
XXX times a pointer is dereferenced on LHS: 301
breakdown:
   depth: 1, occurrence: 273
   depth: 2, occurrence: 24
   depth: 3, occurrence: 4
XXX times a pointer is compared with null: 46
XXX times a pointer is compared with address of another variable: 14
XXX times a pointer is compared with another pointer: 17
XXX times a pointer is qualified to be dereferenced: 3998

XXX max dereference level: 3
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 1119
   level: 2, occurrence: 312
   level: 3, occurrence: 67
XXX number of pointers point to pointers: 164
XXX number of pointers point to scalars: 256
XXX number of pointers point to structs: 22
XXX percent of pointers has null in alias set: 32.6
XXX average alias set size: 1.34

XXX times a non-volatile is read: 1849
XXX times a non-volatile is write: 908
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 218
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 26
   depth: 1, occurrence: 34
   depth: 2, occurrence: 32
   depth: 3, occurrence: 39
   depth: 4, occurrence: 49
   depth: 5, occurrence: 38

XXX percentage a fresh-made variable is used: 20
XXX percentage an existing variable is used: 80
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

