/* dead-char-store-no-strict-aliasing.c - with -fno-strict-aliasing a
   store through a char (alias set 0) lvalue kills the store it covers.

   The functions and main of not-char-store-over-typed.c, which keeps
   "*p = 1" and "g = 1" because the may_alias stores keep the bytes'
   effective type.  Without TBAA no type is ever assumed, and both first
   stores are dead.

   @options -O2 -fno-tree-dse -fno-strict-aliasing
   @remarks 1 memopt: dead store to \*p_[0-9]+\(D\) removed
   @remarks 1 memopt: dead store to g removed
   @run  */

#include "not-char-store-over-typed.c"
