# glpk: the GNU Linear Programming Kit (Debian source package glpk):
# libglpk (the primal and dual simplex, interior point, branch and cut
# with its cuts, the MathProg translator, the presolver, the LU
# factorizations, MiniSat, its own zlib) and glpsol, compiled directly
# from src/Makefile.am's list with a config.h written here (what
# configure finds on glibc: gettimeofday, thread-local storage; no GMP,
# no ODBC/MySQL, no dynamic loading).
#
# Tests: examples/Makefile.am's make check (glpsol --version; murtagh.mps
# maximized).  Workload: glpsol over the examples that solve in well
# under a second natively: six MPS models and 34 MathProg models (LPs,
# MIPs and puzzles: diet, transportation, scheduling, graph colouring,
# bin packing, Sudoku, queens, cryptarithms, Egyptian fractions, ...),
# simplex and MIP; each solution report (-o) an output and each exit
# status a verdict.  (glpsol's terminal log names times: not compared;
# every model here finishes within its 5-second progress interval under
# qemu, so the log's length does not depend on the clock.)
RW_PACKAGE=glpk
RW_WEIGHT=2

RW_GLPK_MODELS="sudoku queens money diet food transp color egypt zebra qfit bpp graph
  yacfs cpp maxcut mvcp xyacfs cf12a mfasp prod stigler cal gap min01ks spp sorting
  train fctp dist powpl25h shiftcov crypto graceful wolfra6d"
RW_GLPK_MPS="samp1 samp2 furnace icecream alloy"

rw_prepare() {
  printf '%s\n' '#define HAVE_SYS_TIME_H 1' '#define HAVE_GETTIMEOFDAY 1' \
    '#define TLS _Thread_local' > src/config.h
  sed -n '/libglpk_la_SOURCES/,/^$/p' src/Makefile.am | tr -d '\\' | tr ' \t' '\n\n' \
    | grep '\.c$' > rw-sources.txt
  [ "$(wc -l < rw-sources.txt)" -gt 150 ]
}

rw_build() {
  local f=(-DHAVE_CONFIG_H) d s l=() lib
  for d in . amd api bflib colamd draft env intopt minisat misc mpl npp proxy simplex zlib; do
    f+=(-I"$SRC/src/$d")
  done
  for s in $(cat "$SRC/rw-sources.txt"); do l+=("src/$s"); done
  lib=$(rw_objs "$OUT/obj" "${f[@]}" -- "${l[@]}") || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/glpsol" $(rw_objs "$OUT/obj" "${f[@]}" -- examples/glpsol.c) $lib -lm
}

rw_run() {
  local o=$OUT/outputs m
  mkdir -p "$o"
  cp "$SRC"/examples/*.mod "$SRC"/examples/*.mps "$SRC"/examples/*.dat .
  rw_test version "$OUT/glpsol" --version < /dev/null
  rw_test murtagh "$OUT/glpsol" --mps murtagh.mps --max -o murtagh.out < /dev/null
  cp murtagh.out "$o/"
  for m in $RW_GLPK_MPS; do
    rw_test "$m" "$OUT/glpsol" --mps "$m.mps" -o "$m.out" < /dev/null
    cp "$m.out" "$o/"
  done
  for m in $RW_GLPK_MODELS; do
    rw_test "$m" "$OUT/glpsol" --math "$m.mod" -o "$m.out" < /dev/null
    cp "$m.out" "$o/"
  done
}
