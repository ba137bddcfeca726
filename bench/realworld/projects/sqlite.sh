# sqlite: SQLite 3 (Debian source package sqlite3) as the amalgamation
# sqlite3.c, generated once natively by its own build (configure, then
# make sqlite3.c shell.c, which needs tclsh), and compiled once with the
# options of the project's fuzzcheck (FTS4, R-tree, Geopoly, dbstat,
# bytecode vtab, MEMSYS5, no threads, no extension loading); the shell,
# speedtest1 and fuzzcheck are linked against that one object.
#
# Tests: test/speedtest1.c --size 10 on an in-memory database (its
# stdout has timings: judged by exit status; it checks its own
# results); fuzzcheck over test/fuzzdata4.db and fuzzdata6.db (about
# 6,000 SQL scripts against fuzzed databases, each checked for crashes,
# memory errors and leaks: the project's own `make fuzztest` over the two
# smaller files, --limit-vdbe so no script runs away); and the shell
# running bench/realworld/sqlite/workload.sql (recursive CTEs, indexes,
# joins, window functions, JSON, FTS4, R-tree, a rolled-back transaction)
# whose output is compared with GCC's and must equal workload.expected.
RW_PACKAGE=sqlite3
RW_WEIGHT=5
RW_NEEDS="tclsh:tcl"

RW_SQLITE_FLAGS="-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION
  -DSQLITE_ENABLE_MEMSYS5 -DSQLITE_MAX_MEMORY=50000000
  -DSQLITE_PRINTF_PRECISION_LIMIT=1000 -DSQLITE_ENABLE_FTS4
  -DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_GEOPOLY -DSQLITE_ENABLE_DBSTAT_VTAB
  -DSQLITE_ENABLE_BYTECODE_VTAB"

# The amalgamation, into SRC/amalg.
rw_prepare() {
  mkdir -p _build amalg && cd _build || return 1
  ../configure CC=gcc-12 --disable-tcl > configure.log 2>&1 || { cat configure.log; return 1; }
  make sqlite3.c shell.c || return 1
  cp sqlite3.c sqlite3.h shell.c ../amalg/ && cd .. && rm -rf _build
}

rw_build() {
  local db t=test inc="-I$SRC/amalg -I$SRC/src"
  # shellcheck disable=SC2086
  db=$(rw_objs "$OUT/obj" $RW_SQLITE_FLAGS -- amalg/sqlite3.c) || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/sqlite3" $(rw_objs "$OUT/obj" $inc $RW_SQLITE_FLAGS -- amalg/shell.c) $db -lm
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/speedtest1" $(rw_objs "$OUT/obj" $inc $RW_SQLITE_FLAGS -- $t/speedtest1.c) $db -lm
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/fuzzcheck" $(rw_objs "$OUT/obj" $inc -I"$SRC/test" -I"$SRC/ext/recover" \
    $RW_SQLITE_FLAGS -DSQLITE_OSS_FUZZ -- $t/fuzzcheck.c $t/ossfuzz.c $t/vt02.c \
    $t/fuzzinvariants.c ext/recover/dbdata.c ext/recover/sqlite3recover.c) $db -lm
}

rw_run() {
  local w=$ROOT/bench/realworld/sqlite
  rw_test speedtest1 "$OUT/speedtest1" --size 10 --memdb
  rw_test fuzzdata4 "$OUT/fuzzcheck" -q --limit-vdbe "$SRC/test/fuzzdata4.db"
  rw_test fuzzdata6 "$OUT/fuzzcheck" -q --limit-vdbe "$SRC/test/fuzzdata6.db"
  rw_output workload "$OUT/sqlite3" < "$w/workload.sql"
  rw_check workload cmp "$w/workload.expected" "$OUT/outputs/workload"
}
